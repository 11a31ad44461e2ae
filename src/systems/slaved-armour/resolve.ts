// Incoming damage on any Slaved Armour unit: Hits on an SA, damage dice on a person; and the pending queue for /phase end.
import { type SystemState, unitKey } from '../types.js';
import { damagePerson } from './infantry.js';
import { applyHits, finish, workCopy } from './sa-damage.js';
import { type Narration, type SaUnit, withData } from './state.js';
import type { SaConfig } from './tables.js';

/** One weapon hit waiting for /phase end (each is resolved separately, in the order it was placed). */
export interface IncomingHit {
  /** Unit key of the target. */
  readonly target: string;
  readonly source: string;
  /** Anti-armour Hits, used against an SA. */
  readonly hits: number;
  /** Damage dice, used against a person. */
  readonly dice: number;
}

/** What the unit takes from this hit: SA → Hits, person → damage dice. */
export function amountFor(unit: SaUnit, hit: Pick<IncomingHit, 'hits' | 'dice'>): number {
  return unit.data.kind === 'sa' ? hit.hits : hit.dice;
}

export function describeIncoming(unit: SaUnit, hit: Pick<IncomingHit, 'hits' | 'dice'>): string {
  const n = amountFor(unit, hit);
  return unit.data.kind === 'sa' ? `${n} Hit ${n === 1 ? 'Die' : 'Dice'}` : `${n} Personnel Damage ${n === 1 ? 'Die' : 'Dice'}`;
}

/** Resolves one hit now; `rowsHit` collects the SA rows struck, for the sheet's highlight. */
export function resolveHit(
  unit: SaUnit,
  hit: Pick<IncomingHit, 'source' | 'hits' | 'dice'>,
  log: Narration,
  cfg: SaConfig,
  rowsHit: Set<number>,
): SaUnit {
  const data = unit.data;
  if (data.kind === 'sa') {
    if (data.destroyed) {
      log.line(`${hit.source}: ${unit.name} is already a wreck.`);
      return unit;
    }
    const work = workCopy(data);
    applyHits(work, hit.hits, hit.source, { log, cfg, unit: unit.name, rowsHit });
    return withData(unit, finish(work));
  }
  return withData(unit, damagePerson(data, hit.dice, hit.source, { log, table: cfg.infantry, unit: unit.name }));
}

export function pendingHits(state: Pick<SystemState, 'pending'>): IncomingHit[] {
  const list = state.pending.hits;
  return Array.isArray(list) ? (list as IncomingHit[]) : [];
}

/** `Placed, resolved at /phase end: #1 2 Hit Dice from Hound's Autocannon; …`, or null when nothing waits on the unit. */
export function placedLine(unit: SaUnit, hits: readonly IncomingHit[]): string | null {
  const mine = hits.filter((hit) => hit.target === unitKey(unit.name));
  if (mine.length === 0) return null;
  return `Placed, resolved at \`/phase end\`: ${mine.map((hit, i) => `#${i + 1} ${describeIncoming(unit, hit)} from ${hit.source}`).join('; ')}.`;
}

/** The pending record with this queue; an empty queue leaves no pending entry behind. */
export function pendingWith(state: SystemState, hits: readonly IncomingHit[]): SystemState['pending'] {
  const { hits: _old, ...rest } = state.pending;
  return hits.length > 0 ? { ...rest, hits: [...hits] } : rest;
}
