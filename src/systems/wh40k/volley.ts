// Resolves several hits on one vehicle in order: penetration, downgrade, damage roll, result applied as state.
import type { Rng } from '../../dice/rng.js';
import type { RollEvent, SystemEvent } from '../types.js';
import { applyRow, type DamageContext, finishDestruction, type VolleyState } from './damage.js';
import {
  applyDowngrade,
  type DowngradeReason,
  describeDiceRule,
  downgradeReasons,
  type PenetrationResult,
  penetrationDice,
  rollPenetration,
  type TargetConditions,
} from './penetration.js';
import { type Edition, type HitKind, lookupRow, type TableRow, tableBounds, tableUseFor } from './tables.js';
import { type Facing, type VehicleData, withResults } from './vehicle.js';

export interface Modifier {
  readonly label: string;
  readonly value: number;
}

/** What is added to a damage roll on this table for this weapon against this vehicle. */
export function damageModifiers(
  edition: Edition,
  hit: HitKind,
  weapon: { ordnance: boolean; ap: number | null },
  openTopped: boolean,
): Modifier[] {
  const use = tableUseFor(edition, hit, weapon.ordnance);
  const all: Modifier[] = [
    { label: `${hit} hit`, value: use.modifier },
    { label: 'open-topped', value: openTopped ? edition.modifiers.openTopped : 0 },
    { label: 'AP1', value: weapon.ap === 1 ? edition.modifiers.ap1 : 0 },
    { label: 'no AP', value: weapon.ap === null ? edition.modifiers.apNone : 0 },
  ];
  return all.filter((m) => m.value !== 0);
}

export interface DamageRoll {
  readonly table: string;
  readonly die: number;
  readonly modified: number;
  readonly clamped: number;
  readonly row: TableRow;
  readonly modifiers: readonly Modifier[];
  readonly event: RollEvent;
}

export function rollDamage(
  edition: Edition,
  hit: HitKind,
  weapon: { ordnance: boolean; ap: number | null },
  openTopped: boolean,
  rng: Rng,
): DamageRoll {
  const use = tableUseFor(edition, hit, weapon.ordnance);
  const rows = edition.tables[use.table]!;
  const modifiers = damageModifiers(edition, hit, weapon, openTopped);
  const die = rng.int(1, 6);
  const modified = die + modifiers.reduce((total, m) => total + m.value, 0);
  const { row, clamped } = lookupRow(rows, modified);
  return {
    table: use.table,
    die,
    modified,
    clamped,
    row,
    modifiers,
    event: { type: 'roll', label: `damage roll (${use.table} table)`, sides: 6, dice: [die], total: clamped },
  };
}

function signed(value: number): string {
  return value >= 0 ? `+${value}` : `−${-value}`;
}

/** `D6 [5] +1 open-topped = 6`, noting a cap where the table ends. */
export function describeDamageRoll(roll: DamageRoll, rows: readonly TableRow[]): string {
  const mods = roll.modifiers.map((m) => ` ${signed(m.value)} ${m.label}`).join('');
  const bounds = tableBounds(rows);
  const cap =
    roll.clamped !== roll.modified ? ` (${roll.modified}, ${roll.modified > bounds.max ? 'capped' : 'raised'} to ${roll.clamped})` : '';
  return `D6 [${roll.die}]${mods}${mods ? ` = ${roll.clamped}${cap}` : ''}`;
}

export function describePenetration(
  strength: number,
  dice: readonly number[],
  kept: number,
  total: number,
  armour: number,
  ordnance: boolean,
  edition: Edition,
): string {
  const rule = penetrationDice(edition, ordnance);
  const diceText = rule.dice === 1 ? `D6 [${dice[0]}]` : `${describeDiceRule(rule)} [${dice.join(', ')}] → ${kept}`;
  return `S${strength} + ${diceText} = ${total} vs AV${armour}`;
}

const RESULT_WORD: Readonly<Record<PenetrationResult, string>> = { none: 'no effect', glancing: 'glancing', penetrating: 'penetrating' };

export interface VolleySpec {
  readonly hits: number;
  /** The weapon or source, for the text: 'Lascannon', 'S8 hit'. */
  readonly source: string;
  readonly strength: number;
  readonly ordnance: boolean;
  readonly ap: number | null;
  readonly facing: Facing;
  readonly conditions: TargetConditions;
  readonly choices: readonly string[];
  readonly models: number | null;
  /** Skip penetration and roll straight on this table (a `/crit`), e.g. after a penetration roll made at the table. */
  readonly table: HitKind | null;
}

export interface VolleyResult {
  readonly vehicle: VehicleData;
  readonly lines: readonly string[];
  /** One line per hit, for volleys whose full narration would not fit in a Discord message. */
  readonly compact: readonly string[];
  readonly events: ReadonlyArray<RollEvent | SystemEvent>;
  /** How many hits glanced or penetrated, after downgrades. */
  readonly tally: Readonly<Record<PenetrationResult, number>>;
  /** Armament destroyed results waiting for the attacker to choose the weapon (0 once the vehicle is destroyed). */
  readonly asks: number;
}

export interface HitEvent extends SystemEvent {
  readonly type: 'wh40k-hit';
  readonly hit: number;
  readonly result: PenetrationResult;
  readonly downgraded: readonly DowngradeReason[];
  readonly table: string | null;
  readonly row: number | null;
}

const hitEvent = (event: HitEvent): HitEvent => event;

/** Every hit rolls separately, in order (RULES.md W3); destroyed-result dice are rolled once the volley is done. */
export function resolveVolley(vehicle: VehicleData, spec: VolleySpec, ctx: DamageContext & { edition: Edition }, rng: Rng): VolleyResult {
  const armour = vehicle.armour[spec.facing];
  const reasons = downgradeReasons(spec.conditions, ctx.config.skimmer_fast_move);
  let state: VolleyState = { vehicle, choices: spec.choices, pending: null, asks: 0 };
  const lines: string[] = [];
  const compact: string[] = [];
  const shorts: string[] = [];
  const events: Array<RollEvent | SystemEvent> = [];
  const tally: Record<PenetrationResult, number> = { none: 0, glancing: 0, penetrating: 0 };
  for (let hit = 1; hit <= spec.hits; hit++) {
    const head = spec.hits > 1 ? `**Hit ${hit}/${spec.hits}**` : '**Hit**';
    let result: PenetrationResult;
    let downgraded: DowngradeReason[] = [];
    let penText: string;
    let penDice = '';
    if (spec.table === null) {
      const { roll, event } = rollPenetration(
        spec.strength,
        armour,
        spec.ordnance,
        ctx.edition,
        rng,
        `armour penetration (${spec.facing})`,
      );
      events.push(event);
      result = roll.result;
      penText = `${describePenetration(spec.strength, roll.dice, roll.kept, roll.total, armour, spec.ordnance, ctx.edition)} (${spec.facing})`;
      penDice = `[${roll.dice.join(', ')}] = ${roll.total} → `;
    } else {
      // A hit rolled at the table still counts as glancing against a fast skimmer, an obscured or a hull-down target.
      result = spec.table;
      penText = `${spec.table} hit`;
    }
    const before = result;
    result = applyDowngrade(result, reasons);
    if (result !== before) downgraded = reasons;
    const why = downgraded.map((r) => (r === 'fast skimmer' ? `skimmer moved ${spec.conditions.moved}"` : r)).join(', ');
    const verdict = downgraded.length > 0 ? `penetrating, **downgraded to glancing** (${why})` : `**${RESULT_WORD[result]}**`;
    lines.push(spec.table === null || downgraded.length > 0 ? `${head} · ${penText} → ${verdict}` : `${head} · ${penText}`);
    const compactHead = `**${hit}.** ${penDice}${RESULT_WORD[result]}${downgraded.length > 0 ? ' (downgraded)' : ''}`;
    tally[result]++;
    if (result === 'none') {
      compact.push(compactHead);
      events.push(hitEvent({ type: 'wh40k-hit', hit, result, downgraded, table: null, row: null }));
      continue;
    }
    const damage = rollDamage(ctx.edition, result, spec, vehicle.types.openTopped, rng);
    events.push(damage.event);
    events.push(hitEvent({ type: 'wh40k-hit', hit, result, downgraded, table: damage.table, row: damage.clamped }));
    const applied = applyRow(state, hit, damage.row, ctx, rng);
    events.push(...applied.events);
    state = applied.state;
    lines.push(`  Damage (${damage.table} table) ${describeDamageRoll(damage, ctx.edition.tables[damage.table]!)} → ${applied.text}`);
    shorts.push(
      `${damage.table === 'ordnance' ? 'Ordnance' : result === 'penetrating' ? 'Pen' : 'Glance'} ${damage.clamped}: ${applied.short}`,
    );
    compact.push(`${compactHead}; D6 [${damage.die}]${damage.clamped !== damage.die ? ` → ${damage.clamped}` : ''}: ${applied.short}`);
  }
  const finished = finishDestruction(state, spec.models, rng);
  events.push(...finished.events);
  lines.push(...finished.text);
  compact.push(...finished.text);
  if (finished.short) shorts.push(finished.short);
  if (tally.glancing + tally.penetrating === 0) shorts.push(`${spec.source}: no effect`);
  // A wreck's weapons no longer matter, so a choice still open when the vehicle was destroyed is dropped.
  const asks = finished.vehicle.status.destroyed ? 0 : state.asks;
  if (state.asks > 0 && asks === 0) {
    lines.push('The vehicle is destroyed, so no weapon needs choosing.');
    compact.push('The vehicle is destroyed, so no weapon needs choosing.');
  }
  return { vehicle: withResults(finished.vehicle, shorts), lines, compact, events, tally, asks };
}
