// /collide: ⌈relative velocity ÷ 2⌉ Hits to each party (RULES S7), resolved at once.

import { placementOf } from '../../battlefield/field.js';
import { type Facing, turnsBetween } from '../../battlefield/hex.js';
import { UserError } from '../../errors.js';
import type { SystemAction, SystemState } from '../types.js';
import { unitKey } from '../types.js';
import { resolveHit } from './resolve.js';
import { configOf, getUnit, Narration, type SaUnit, withUnits } from './state.js';
import type { SaConfig } from './tables.js';
import type { SaData } from './unit.js';

export const IMPACTS = ['head-on', 'rear', 'side'] as const;
export type Impact = (typeof IMPACTS)[number];

/** RULES S7: head-on adds the speeds, same direction subtracts, a side impact or a fixed obstacle takes the mover's speed. */
export function relativeVelocity(impact: Impact, a: number, b: number | null): number {
  if (b === null) return a;
  if (impact === 'head-on') return a + b;
  if (impact === 'rear') return Math.abs(a - b);
  return a;
}

/**
 * How a mover heading `heading` strikes a unit facing `facing` (RULES S7): the same way is a rear impact (speeds
 * subtract), straight at each other head-on (speeds add), anything across a side impact (the mover's speed).
 */
export function impactOf(heading: Facing, facing: Facing): Impact {
  const apart = turnsBetween(heading, facing);
  if (apart === 0) return 'rear';
  if (apart === 3) return 'head-on';
  return 'side';
}

export function collisionHits(velocity: number): number {
  return Math.ceil(velocity / 2);
}

export const collide: SystemAction = (state, input, rng) => {
  const cfg = configOf(state);
  const options = input.options;
  const a = getUnit(state, options.string('a', true));
  const bName = options.string('b');
  const obstacle = options.string('obstacle');
  if (bName === undefined && obstacle === undefined)
    throw new UserError('option', 'Collide with what? Give `b:` (another unit) or `obstacle:` (e.g. `wall`).');
  if (bName !== undefined && obstacle !== undefined) throw new UserError('option', 'Give either `b:` or `obstacle:`, not both.');
  const b = bName === undefined ? null : getUnit(state, bName);
  if (b && unitKey(b.name) === unitKey(a.name)) throw new UserError('option', `${a.name} cannot collide with itself.`);
  for (const unit of [a, b]) {
    if (unit && unit.data.kind !== 'sa')
      throw new UserError(
        'rule',
        `${unit.name} is a person: collisions are between Slaved Armour and obstacles. Use \`/damage\` for people.`,
      );
  }
  const impact = options.choice('impact', IMPACTS) ?? mappedImpact(state, a.name, b?.name) ?? 'head-on';
  const given = options.integer('velocity');
  if (given !== undefined && given < 0) throw new UserError('option', 'Relative velocity cannot be negative.');
  const log = new Narration(rng);
  const { changed, show } = crash(
    a as SaUnit & { data: SaData },
    b as (SaUnit & { data: SaData }) | null,
    { impact, given, obstacle },
    log,
    cfg,
  );
  return { state: { ...state, units: withUnits(state, ...changed) }, events: log.events, text: log.text(), show };
};

/** How two suits placed on the map meet, from their facings. */
function mappedImpact(state: SystemState, a: string, b: string | undefined): Impact | undefined {
  const from = placementOf(state.field, unitKey(a));
  const to = b === undefined ? undefined : placementOf(state.field, unitKey(b));
  return from && to ? impactOf(from.facing, to.facing) : undefined;
}

/**
 * A collision's Hits, told and resolved on each party at once (RULES S7): the relative velocity from the units' speeds
 * unless one is given. Shared by /collide and a move on the map that runs into another unit.
 */
export function crash(
  a: SaUnit & { data: SaData },
  b: (SaUnit & { data: SaData }) | null,
  how: { impact: Impact; given?: number | undefined; obstacle?: string | undefined },
  log: Narration,
  cfg: SaConfig,
): { changed: SaUnit[]; show: { unit: string; highlight: unknown }[] } {
  const { impact, given, obstacle } = how;
  const velocity = given ?? relativeVelocity(impact, a.data.speed, b ? b.data.speed : null);
  const hits = collisionHits(velocity);
  const other = b ? `**${b.name}** (speed ${b.data.speed}, ${impact})` : `a ${obstacle}`;
  const said = given !== undefined ? 'given' : b ? impact : 'own speed';
  log.line(
    `**${a.name}** (speed ${a.data.speed}) collides with ${other}: relative velocity ${velocity} (${said}) → ⌈${velocity}/2⌉ = **${hits} Hit${hits === 1 ? '' : 's'}** ${b ? 'to each' : `to ${a.name}`}.`,
  );
  log.event({ type: 'collision', a: a.name, b: b?.name ?? obstacle ?? '', velocity, hits });
  const changed: SaUnit[] = [];
  const show: { unit: string; highlight: unknown }[] = [];
  if (hits > 0) {
    for (const unit of b ? [a, b] : [a]) {
      const rows = new Set<number>();
      changed.push(resolveHit(unit, { source: `collision (${unit.name})`, hits, dice: 0 }, log, cfg, rows));
      show.push({ unit: unitKey(unit.name), highlight: { rows: [...rows].sort((x, y) => x - y) } });
    }
  }
  return { changed, show };
}
