// The working state of one rules step for one 'Mech: a private copy to change, the dice, and what to report.
import type { Rng } from '../../dice/rng.js';
import type { RollEvent } from '../types.js';
import type { AnyEvent, BtEvent } from './events.js';
import type { LocationId } from './locations.js';
import type { BtConfig, MechData } from './types.js';

export interface Ctx {
  /** The unit's name in the channel, for replies. */
  readonly unit: string;
  /** A deep copy of the stored data: rules code changes it in place; the caller stores it as the new record. */
  readonly mech: MechData;
  readonly rng: Rng;
  readonly config: BtConfig;
  readonly events: AnyEvent[];
  readonly lines: string[];
  /** Locations hit by this step, for highlighting on the record sheet. */
  readonly touched: Set<LocationId>;
}

export interface Journal {
  readonly rng: Rng;
  readonly config: BtConfig;
  readonly events: AnyEvent[];
  readonly lines: string[];
}

export function newJournal(rng: Rng, config: BtConfig): Journal {
  return { rng, config, events: [], lines: [] };
}

/** Starts work on a unit: copies its data so the stored record is never changed. */
export function openCtx(journal: Journal, unit: string, data: MechData): Ctx {
  return ownCtx(journal, unit, structuredClone(data));
}

/** Like openCtx, for a caller that hands over a private copy it made more cheaply (the odds trials parse JSON). */
export function ownCtx(journal: Journal, unit: string, mech: MechData): Ctx {
  return { ...journal, unit, mech, touched: new Set() };
}

export function say(ctx: Pick<Ctx, 'lines'>, line: string): void {
  ctx.lines.push(line);
}

export function emit(ctx: Pick<Ctx, 'events'>, event: BtEvent): void {
  ctx.events.push(event);
}

/** Rolls `count` d6, records the dice, and returns them with their total. */
export function roll(ctx: Pick<Ctx, 'rng' | 'events'>, count: number, label: string, target?: number): { dice: number[]; total: number } {
  const dice = Array.from({ length: count }, () => ctx.rng.int(1, 6));
  const total = dice.reduce((a, b) => a + b, 0);
  const event: RollEvent = { type: 'roll', label, sides: 6, dice, total, ...(target !== undefined ? { target } : {}) };
  ctx.events.push(event);
  return { dice, total };
}

/** `🎲 3+4 = 7` */
export function showDice(dice: readonly number[], total: number): string {
  return dice.length === 1 ? `🎲 **${total}**` : `🎲 ${dice.join('+')} = **${total}**`;
}
