// An initiative order as the battle stores it: the clock it runs on, and the rank and effects of its entries, with
// their stored shape. Kept apart from the core so the battle record and the clock can name it without a circle.
import { z } from 'zod';
import type { SystemClock } from '../systems/types.js';

/** The `system` of a battle that is an initiative order rather than a wargame's turn sequence. */
export const INITIATIVE = 'initiative';
export const INITIATIVE_PHASE = 'initiative';

/**
 * One phase, one step per entry: the entries (`Battle.actors.initiative`) act in the order they rank, the same order
 * every round, so the clock keeps it from round to round instead of fixing it from units.
 */
export const INITIATIVE_CLOCK: SystemClock = {
  order: 'phase-major',
  turnWord: 'round',
  phases: [{ id: INITIATIVE_PHASE, name: 'Initiative', per: 'unit', kept: true, note: 'each entry in initiative order' }],
};

const count = z.number().int().min(-1_000_000_000).max(1_000_000_000);

/** How an entry ranks: its total, then its modifier, then its roll-off dice (only rolled against an entry it ties). */
export const entryRankSchema = z.strictObject({
  total: count,
  mod: count,
  tiebreak: z.array(z.number().int().min(1).max(20)).max(20),
});

/** An effect on an entry that ends by itself at the start of `ends.entry`'s turn in round `ends.round`. */
export const effectSchema = z.strictObject({
  target: z.string().min(1),
  name: z.string().min(1),
  ends: z.strictObject({ round: z.number().int().min(1), entry: z.string().min(1) }),
});

export const initiativeSchema = z.strictObject({
  entries: z.record(z.string(), entryRankSchema),
  effects: z.array(effectSchema),
});

export type EntryRank = z.infer<typeof entryRankSchema>;
export type Effect = z.infer<typeof effectSchema>;
export type InitiativeData = z.infer<typeof initiativeSchema>;
