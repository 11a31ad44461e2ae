// The BattleTech rules actions behind /shoot, /damage, /crit, /phase end and /psr: pure (state, input, rng) -> outcome.
import type { Rng } from '../../dice/rng.js';
import { UserError } from '../../errors.js';
import type { ActionInput, ActionOutcome, SystemAction, SystemState, UnitRecord, Use } from '../types.js';
import {
  arcBlocked,
  cannotFire,
  computeToHit,
  type FireMode,
  findWeapon,
  fitModeToAmmo,
  parseFireMode,
  resolveShot,
  statsFor,
  type ToHit,
  weaponLabels,
} from './attack.js';
import { attackerAsAtPhaseStart, movementForShot, standAttemptRecord } from './clock.js';
import { type Ctx, type Journal, newJournal, openCtx, say } from './context.js';
import { applyDamage, rollCriticalCheck } from './damage.js';
import { endTurn, heatPhase } from './heat.js';
import { locationCodes, locationName, parseLocation } from './locations.js';
import { type MapSight, mapSight, twistOf, twistRecord } from './map-play.js';
import { adHocPsr, resolvePendingPsrs } from './pilot.js';
import { configOf, type Found, findMech, fitText, SYSTEM_ID } from './state.js';
import { ARCS, type Arc, ATTACKER_MOVES, DIRECTIONS, type Direction } from './tables.js';
import type { Equipment, MechData } from './types.js';

// The lookups and reply fitting the clock shares live in state.ts; re-exported for the actions' callers.
export { configOf, type Found, findMech, fitText, MAX_REPLY_TEXT, SYSTEM_ID } from './state.js';

/** Puts the changed units back into a new state and builds the reply. */
export function finish(state: SystemState, journal: Journal, changed: readonly { found: Found; ctx: Ctx; show: boolean }[]): ActionOutcome {
  const units = { ...state.units };
  for (const { found, ctx } of changed) units[found.key] = { ...found.record, data: ctx.mech };
  const { text, files } = fitText(journal.lines);
  return {
    state: { ...state, units },
    events: journal.events,
    text,
    ...(files ? { files } : {}),
    show: changed.filter((c) => c.show).map((c) => ({ unit: c.found.key, highlight: { locations: [...c.ctx.touched] } })),
  };
}

export interface Volley {
  readonly weapon: Equipment;
  readonly mode: FireMode;
}

/**
 * Weapon numbers as the record sheet's weapons table numbers them (`3`, or a run `1-4`), turned into their labels, so a
 * whole turn's list fits Discord's 100 characters: `1-4, 6:ultra`. Names pass through unchanged.
 */
export function expandWeaponNumbers(mech: MechData, unit: string, entries: readonly string[]): string[] {
  const labels = weaponLabels(mech).map((l) => l.label);
  return entries.flatMap((entry) => {
    const colon = entry.lastIndexOf(':');
    const head = (colon > 0 ? entry.slice(0, colon) : entry).trim();
    const mode = colon > 0 ? entry.slice(colon) : '';
    const run = /^(\d+)(?:\s*-\s*(\d+))?$/.exec(head);
    if (!run) return [entry];
    const from = Number(run[1]);
    const to = Number(run[2] ?? run[1]);
    if (from < 1 || to > labels.length || from > to)
      throw new UserError(
        'option',
        `${unit} has weapons 1 to ${labels.length} (the sheet's weapons table numbers them); \`${head}\` is not among them.`,
      );
    return labels.slice(from - 1, to).map((label) => `${label}${mode}`);
  });
}

/**
 * Reads `weapon`: one weapon, a comma-separated list (`Ultra AC/5 [LA]:ultra, LB 10-X AC:cluster, Medium Laser`),
 * weapon numbers from the sheet (`1-3, 5:ultra`), or `all` for every weapon that can fire. A `:mode` after a name or
 * number, or the `mode` option, sets Ultra/Rotary/LB-X fire, an MML's missiles or a munition.
 */
export function readVolley(
  mech: MechData,
  unit: string,
  text: string,
  defaultMode: string | undefined,
  range?: number,
  arc: Arc | ((weapon: Equipment) => string | null) = 'front',
  counted = false,
): Volley[] {
  // On the map each weapon's own arc decides; otherwise the arc the player named.
  const outOfArc = typeof arc === 'function' ? arc : (weapon: Equipment) => arcBlocked(mech, weapon, arc);
  const typed = text
    .split(/[,;]/)
    .map((t) => t.trim())
    .filter((t) => t !== '');
  const entries = expandWeaponNumbers(mech, unit, typed);
  if (entries.length === 0) throw new UserError('option', 'Name a weapon, a comma-separated list of weapons, or `all`.');
  if (entries.length > 30) throw new UserError('option', 'At most 30 weapons in one volley.');
  if (entries.length === 1 && /^all$/i.test(entries[0] as string)) {
    // Each weapon in its mode first: an MML loaded with SRMs reaches 9 hexes, not an LRM's 21.
    const ready = weaponLabels(mech)
      .map((l) => l.item)
      .filter((weapon) => cannotFire(mech, unit, weapon) === null && outOfArc(weapon) === null)
      .map((weapon) => ({ weapon, mode: fitModeToAmmo(mech, unit, weapon, defaultModeFor(weapon, defaultMode), false) }))
      .filter(({ weapon, mode }) => range === undefined || range <= (weapon.weapon ? statsFor(weapon.weapon, mode).ranges[2] : 0));
    if (ready.length === 0)
      throw new UserError(
        'rule',
        `${unit} has no weapon that can fire${range === undefined ? '' : ` at ${range} hexes`}${typeof arc === 'function' ? ' into the arc the target stands in' : arc === 'front' ? '' : ` into its ${arc} arc`}.`,
      );
    return ready;
  }
  const volley: Volley[] = [];
  for (const entry of entries) {
    const colon = entry.lastIndexOf(':');
    const name = colon > 0 ? entry.slice(0, colon).trim() : entry;
    const word = colon > 0 ? entry.slice(colon + 1).trim() : undefined;
    const weapon = findWeapon(mech, unit, name);
    if (volley.some((v) => v.weapon.id === weapon.id)) {
      throw new UserError(
        'option',
        `${weapon.name} [${locationCodes(mech, weapon.locations)}] is listed twice; a weapon fires once a turn.`,
      );
    }
    const blocked = cannotFire(mech, unit, weapon, counted) ?? outOfArc(weapon);
    if (blocked) throw new UserError('rule', blocked);
    const explicit = word !== undefined || (defaultMode !== undefined && entries.length === 1);
    const mode = word !== undefined ? parseFireMode(weapon, word) : defaultModeFor(weapon, defaultMode, entries.length === 1);
    volley.push({ weapon, mode: fitModeToAmmo(mech, unit, weapon, mode, explicit) });
  }
  return volley;
}

/** The `mode` option applies to every weapon it fits; a single named weapon must accept it. */
function defaultModeFor(weapon: Equipment, mode: string | undefined, strict = false): FireMode {
  if (mode === undefined) return parseFireMode(weapon, undefined);
  try {
    return parseFireMode(weapon, mode);
  } catch (error) {
    if (strict) throw error;
    return parseFireMode(weapon, undefined);
  }
}

/** The two 'Mechs an attack names: different ones, the target not yet destroyed. */
export function attackPair(state: SystemState, input: ActionInput): { attacker: Found; target: Found } {
  const o = input.options;
  const attacker = findMech(state, o.string('attacker', true));
  const target = findMech(state, o.string('target', true));
  if (attacker.key === target.key) throw new UserError('rule', 'A unit cannot attack itself.');
  if (target.record.data.destroyed) throw new UserError('rule', `${target.record.name} is already destroyed.`);
  return { attacker, target };
}

/** One weapon of a volley, aimed: its fire mode and the TN it rolls against. */
export interface AimedWeapon extends Volley {
  readonly toHit: ToHit;
}

/** A volley as it will be rolled; /shoot and its preview both read it, so the preview's TN is the shot's. */
export interface Aim {
  readonly attacker: Found;
  readonly target: Found;
  /** The attacker as it fires (in a battle's weapon phase, as it stood when the phase began). */
  readonly firing: MechData;
  readonly range: number | undefined;
  readonly direction: Direction;
  readonly aimed: readonly AimedWeapon[];
  /** What the map said, when both stand on it. */
  readonly sight?: MapSight;
}

/**
 * Aims a volley from the options and the battle's records: the attacker's recorded movement and the target's,
 * simultaneous fire, each weapon's mode. No dice.
 */
export function aimVolley(state: SystemState, input: ActionInput): Aim {
  const o = input.options;
  const { attacker, target } = attackPair(state, input);
  // Simultaneous fire: in a battle, the attacker fires as it stood when the phase began.
  const firing = attackerAsAtPhaseStart(state, attacker);
  const given = shotInput(input);
  // On the map, range, arcs, direction and terrain are the map's; what a GM gave over it stands (a ruling).
  const sight = mapSight(state, attacker, target, twistOf(state, input, attacker), given.range, input.actor.isGM);
  const givenArc = o.choice('arc', ARCS);
  const arc = givenArc ?? sight?.arc ?? 'front';
  const primary = attacker.record.data.primaryTarget;
  const secondary = primary !== undefined && primary.turn === attacker.record.data.turn && primary.target !== target.key;
  const range = given.range ?? sight?.range;
  const base = {
    ...given,
    ...movementForShot(state, attacker.key, target.key, given),
    ...(range !== undefined ? { range } : {}),
    ...(secondary ? { secondaryArc: arc } : {}),
    ...(sight ? { terrain: sight.modifiers } : {}),
  };
  const arcs = sight && givenArc === undefined ? (weapon: Equipment) => sight.outOfArc(firing, weapon) : arc;
  // In a battle each weapon's once a turn is counted by the battle layer (a GM may allow a second shot).
  const counted = state.battle !== undefined;
  const volley = readVolley(firing, attacker.record.name, o.string('weapon', true), o.string('mode'), base.range, arcs, counted);
  const aimed = volley.map((v) => ({
    ...v,
    toHit: computeToHit(firing, target.record.data, v.weapon, { ...base, mode: v.mode }),
  }));
  const direction = o.choice('direction', DIRECTIONS) ?? sight?.direction ?? 'front';
  return { attacker, target, firing, range: base.range, direction, aimed, ...(sight ? { sight } : {}) };
}

export const shoot: SystemAction = (state, input, rng) => {
  const { attacker, target, aimed, range, direction, sight } = aimVolley(state, input);
  const out = aimed.filter((v) => v.toHit.tn > 12);
  if (out.length === aimed.length) {
    const tn = Math.min(...out.map((v) => v.toHit.tn));
    throw new UserError(
      'rule',
      `The to-hit number is ${tn}${aimed.length > 1 ? ' at best' : ''}; 2d6 cannot reach it, so the shot is not taken. Nothing was spent.`,
    );
  }
  const journal = newJournal(rng, configOf(state));
  const a = openCtx(journal, attacker.record.name, attacker.record.data);
  const t = openCtx(journal, target.record.name, target.record.data);
  const heatBefore = a.mech.heatThisTurn;
  if (a.mech.primaryTarget?.turn !== a.mech.turn) a.mech.primaryTarget = { turn: a.mech.turn, target: target.key };
  if (sight) say(a, `🗺️ ${sight.said}`);
  if (aimed.length > 1)
    say(
      a,
      `**${attacker.record.name}** fires ${aimed.length - out.length} weapon${aimed.length - out.length === 1 ? '' : 's'} at **${target.record.name}**:`,
    );
  for (const v of aimed) {
    if (v.toHit.tn > 12) {
      say(a, `↳ ${v.weapon.name} [${locationCodes(a.mech, v.weapon.locations)}] not fired: TN ${v.toHit.tn} is out of reach.`);
      continue;
    }
    if (t.mech.destroyed) {
      say(a, `↳ ${v.weapon.name} [${locationCodes(a.mech, v.weapon.locations)}] holds fire: the target is destroyed.`);
      continue;
    }
    resolveShot(a, t, v.weapon, v.toHit, direction, v.mode, range, sight?.partialCover ?? false);
  }
  if (aimed.length > 1)
    say(a, `🔥 Volley heat: **+${a.mech.heatThisTurn - heatBefore}** (this turn ${a.mech.heatThisTurn}, heat now ${a.mech.heat}).`);
  const fired = aimed.filter((v) => v.toHit.tn <= 12);
  const outcome = finish(state, journal, [
    { found: attacker, ctx: a, show: false },
    { found: target, ctx: t, show: true },
  ]);
  // Each weapon's once-a-turn allowance is the battle layer's to count (src/battle/allowances.ts).
  const uses = fired.map((v) => shotUse(attacker.key, v.weapon));
  const turnRecords = twistRecord(state, input, attacker.key);
  const rulings = sight?.overruled
    ? [
        `${attacker.record.name} fired at ${target.record.name} over a blocked line of sight: ${sight.overruled.at} blocks it — ${sight.overruled.why}`,
      ]
    : [];
  return { ...outcome, uses, ...(turnRecords ? { turnRecords } : {}), ...(rulings.length > 0 ? { rulings } : {}) };
};

/** What one weapon's shot spends: the weapon, marked with where it fired from (that limb makes no physical attack). */
export function shotUse(unit: string, weapon: Equipment): Use {
  return { unit, act: 'shoot', item: String(weapon.id), label: `${weapon.name} [${weapon.locations.join('/')}]`, marks: weapon.locations };
}

export function shotInput(input: ActionInput) {
  const o = input.options;
  const tn = o.integer('tn');
  const gunnery = o.integer('gunnery');
  const range = o.integer('range');
  const attackerMove = o.choice('attacker_move', ATTACKER_MOVES);
  const targetMove = o.integer('target_move');
  const modifier = o.integer('modifier');
  if (range !== undefined && (range < 0 || range > 100)) throw new UserError('option', '`range` is in hexes, 0 to 100.');
  if (targetMove !== undefined && (targetMove < 0 || targetMove > 50))
    throw new UserError('option', '`target_move` is hexes moved, 0 to 50.');
  return {
    ...(tn !== undefined ? { tn } : {}),
    ...(gunnery !== undefined ? { gunnery } : {}),
    ...(range !== undefined ? { range } : {}),
    ...(attackerMove !== undefined ? { attackerMove } : {}),
    ...(targetMove !== undefined ? { targetMove } : {}),
    ...(modifier !== undefined ? { modifier } : {}),
  };
}

export const damage: SystemAction = (state, input, rng) => {
  const o = input.options;
  const target = findMech(state, o.string('target', true));
  const loc = parseLocation(o.string('location', true));
  const amount = o.integer('damage', true);
  if (amount < 1 || amount > 200) throw new UserError('option', '`damage` must be from 1 to 200 points.');
  const rear = o.boolean('rear') ?? false;
  if (target.record.data.destroyed) throw new UserError('rule', `${target.record.name} is already destroyed.`);
  const journal = newJournal(rng, configOf(state));
  const t = openCtx(journal, target.record.name, target.record.data);
  say(t, `🔨 **${amount} damage** to **${target.record.name}** ${locationName(target.record.data, loc)}${rear ? ' (rear)' : ''}:`);
  applyDamage(t, loc, amount, { rear });
  return finish(state, journal, [{ found: target, ctx: t, show: true }]);
};

export const crit: SystemAction = (state, input, rng) => {
  const o = input.options;
  const target = findMech(state, o.string('target', true));
  const loc = parseLocation(o.string('location', true));
  const data = target.record.data;
  if (data.destroyed) throw new UserError('rule', `${target.record.name} is already destroyed.`);
  if (data.locations[loc].destroyed)
    throw new UserError('rule', `${target.record.name}'s ${locationName(data, loc)} is already destroyed.`);
  const journal = newJournal(rng, configOf(state));
  const t = openCtx(journal, target.record.name, data);
  rollCriticalCheck(t, loc);
  return finish(state, journal, [{ found: target, ctx: t, show: true }]);
};

/** `/phase end`: the heat phase and end of turn for every BattleTech 'Mech in the channel, in name order. */
export const phaseEnd: SystemAction = (state, _input, rng) => {
  const journal = newJournal(rng, configOf(state));
  const changed: { found: Found; ctx: Ctx; show: boolean }[] = [];
  const mechs = Object.entries(state.units)
    .filter(([, u]) => u.system === SYSTEM_ID)
    .sort(([a], [b]) => a.localeCompare(b));
  for (const [key, record] of mechs) {
    const found: Found = { key, record: record as UnitRecord<MechData> };
    const ctx = openCtx(journal, record.name, found.record.data);
    if (ctx.mech.destroyed) continue;
    const eventsBefore = journal.events.length;
    const heatBefore = ctx.mech.heat;
    heatPhase(ctx);
    endTurn(ctx);
    // Only sheets that changed to the eye: heat, or anything rolled or queued.
    const notable = heatBefore !== ctx.mech.heat || journal.events.length - eventsBefore > 1;
    changed.push({ found, ctx, show: notable && changed.filter((c) => c.show).length < 10 });
  }
  if (changed.length === 0) say({ lines: journal.lines }, 'No BattleTech units still in the fight: nothing to do in the heat phase.');
  else say({ lines: journal.lines }, `Turn over: next turn is ${changed[0]?.ctx.mech.turn}.`);
  return finish(state, journal, changed);
};

/** `/psr unit`: rolls the pending PSRs, or one asked-for PSR (standing up, when prone) with `modifier` and `reason`. */
export const psr: SystemAction = (state, input, rng: Rng) => {
  const o = input.options;
  const unit = findMech(state, o.string('unit', true));
  const data = unit.record.data;
  if (data.destroyed) throw new UserError('rule', `${unit.record.name} is destroyed.`);
  const journal = newJournal(rng, configOf(state));
  const ctx = openCtx(journal, unit.record.name, data);
  const modifier = o.integer('modifier') ?? 0;
  if (modifier < -10 || modifier > 12) throw new UserError('option', '`modifier` must be from -10 to 12.');
  if (data.pendingPsrs.length > 0) {
    say(ctx, `**${unit.record.name}** rolls ${data.pendingPsrs.length} pending PSR${data.pendingPsrs.length === 1 ? '' : 's'}:`);
    resolvePendingPsrs(ctx);
    return finish(state, journal, [{ found: unit, ctx, show: true }]);
  }
  // A prone 'Mech's PSR is a stand-up attempt: its 2 MP come off the move that follows this turn.
  const stood = data.prone ? standAttemptRecord(state.battle, unit.key) : undefined;
  adHocPsr(ctx, o.string('reason'), modifier);
  return { ...finish(state, journal, [{ found: unit, ctx, show: true }]), ...(stood ? { turnRecords: stood } : {}) };
};
