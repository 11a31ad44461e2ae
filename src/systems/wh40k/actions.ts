// The 40k rules actions: /shoot, /crit (a hit or table roll without a firing unit), /pen (no unit at all) and set-up.

import { userIdFrom } from '../../control/identity.js';
import { withController } from '../../control/units.js';
import type { Rng } from '../../dice/rng.js';
import { UserError } from '../../errors.js';
import type { OptionBag } from '../../options.js';
import type { ActionInput, ActionOutcome, SystemAction, SystemState } from '../types.js';
import { askArmament } from './armament.js';
import { editionOf, readConfig } from './config.js';
import { vehicleToChange } from './control.js';
import { mapFacing } from './map-facing.js';
import { describeDiceRule, maxKept, penetrationDice, rollPenetration, type TargetConditions } from './penetration.js';
import type { Edition, HitKind } from './tables.js';
import { turnCount } from './turns.js';
import { getVehicle } from './units.js';
import {
  controllerLabel,
  controllerOf,
  FACINGS,
  type Facing,
  findWeapon,
  type VehicleData,
  type VehicleUnit,
  type Weapon,
} from './vehicle.js';
import { describeDamageRoll, resolveVolley, rollDamage, type VolleySpec } from './volley.js';

export const MAX_HITS = 20;
export const MAX_MODELS = 100;
export const MAX_MOVE = 48;
/** A hit with no weapon profile: AP unknown, so neither the AP1 nor the no-AP modifier applies. */
const UNKNOWN_AP = 0;

function bounded(options: OptionBag, name: string, min: number, max: number): number | undefined {
  const value = options.integer(name);
  if (value !== undefined && (value < min || value > max)) {
    throw new UserError('bounds', `\`${name}\` must be from ${min} to ${max}; got ${value}.`);
  }
  return value;
}

/** The armour facing hit: `direction:` as given, else the map's (`mapped`, when both vehicles stand on it). */
export function readFacing(options: OptionBag, mapped?: Facing): Facing {
  if (!options.has('direction') && mapped !== undefined) return mapped;
  if (!options.has('direction')) {
    throw new UserError('option', 'Which armour is hit? Add `direction:front`, `direction:side` or `direction:rear`.');
  }
  return options.choice('direction', FACINGS, true);
}

/** The target's state, unless the shot says otherwise (`moved`, `obscured`, `hull_down`). */
export function readConditions(options: OptionBag, target: VehicleData): TargetConditions {
  return {
    skimmer: target.types.skimmer,
    moved: bounded(options, 'moved', 0, MAX_MOVE) ?? target.movement.inches,
    obscured: options.boolean('obscured') ?? target.obscured,
    hullDown: options.boolean('hull_down') ?? target.hullDown,
  };
}

/** `choose:"Lascannon, random"` names the weapon for each Armament destroyed result in turn. */
export function readChoices(options: OptionBag, target: VehicleUnit): string[] {
  const raw = options.string('choose');
  if (raw === undefined || raw.trim() === '') return [];
  const names = raw
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  for (const name of names) {
    if (name.toLowerCase() !== 'random' && !findWeapon(target.data, name)) {
      throw new UserError(
        'unknown-weapon',
        `\`${target.name}\` has no weapon called \`${name}\` for \`choose\`. Its weapons: ${target.data.weapons.map((w) => `\`${w.name}\``).join(', ') || 'none'}; or say \`random\`.`,
      );
    }
  }
  return names;
}

/** Why a vehicle can no longer be damaged, or null: a wreck is terrain in 3rd edition, not a target (RULES W3 decision). */
export function wreckReason(target: VehicleUnit): string | null {
  const destroyed = target.data.status.destroyed;
  if (!destroyed) return null;
  if (destroyed.kind === 'annihilated') return `\`${target.name}\` was annihilated and removed from play; there is nothing left to shoot.`;
  return `\`${target.name}\` is already destroyed (${destroyed.kind}); its wreck is terrain now, not a target, so no later shot can change it.`;
}

function checkTarget(target: VehicleUnit): void {
  const reason = wreckReason(target);
  if (reason) throw new UserError('rule', reason);
}

export function weaponLabel(weapon: Pick<Weapon, 'strength' | 'ap' | 'ordnance'>): string {
  return `S${weapon.strength} AP${weapon.ap ?? '–'}${weapon.ordnance ? ' ordnance' : ''}`;
}

interface Attack {
  readonly targetKey: string;
  readonly target: VehicleUnit;
  readonly spec: VolleySpec;
  readonly header: string;
  /** The firing vehicle, whose controller chooses a destroyed weapon; null for a /crit. */
  readonly attacker: { key: string; name: string } | null;
}

/** Discord shows 2000 characters; leave room for the roll footer the pipeline adds. */
export const MAX_REPLY_TEXT = 1800;

const fits = (lines: readonly string[]): boolean => lines.join('\n').length <= MAX_REPLY_TEXT;

/** Why no roll can hurt this armour (S plus the best the dice can keep falls short), or null. */
function cannotHurt(strength: number, armour: number, ordnance: boolean, edition: Edition): string | null {
  const best = strength + maxKept(penetrationDice(edition, ordnance));
  if (best >= armour) return null;
  return `S${strength} cannot hurt AV${armour}: the best roll makes ${best}, short of ${armour}, so no hit can glance or penetrate. Nothing is rolled.`;
}

function runAttack(state: SystemState, attack: Attack, rng: Rng, actor: string): ActionOutcome {
  const config = readConfig(state.config);
  const edition = editionOf(config);
  const armour = attack.target.data.armour[attack.spec.facing];
  const hopeless = attack.spec.table === null ? cannotHurt(attack.spec.strength, armour, attack.spec.ordnance, edition) : null;
  // No roll can make up the difference, so rolling would only fill the reply.
  if (hopeless) return { state, events: [], text: `${attack.header}\n${hopeless}` };
  const turn = turnCount(state);
  const ctx = { config, edition, turn, controller: controllerLabel(controllerOf(attack.target)) };
  const result = resolveVolley(attack.target.data, attack.spec, ctx, rng);
  const target: VehicleUnit = { ...attack.target, data: result.vehicle };
  const outcome: ActionOutcome = {
    state: { ...state, units: { ...state.units, [attack.targetKey]: target } },
    events: result.events,
    text: [attack.header, ...(fits([attack.header, ...result.lines]) ? result.lines : result.compact)].join('\n'),
    show: [{ unit: attack.targetKey, highlight: { facing: attack.spec.table === null ? attack.spec.facing : null } }],
  };
  return askArmament(outcome, {
    targetKey: attack.targetKey,
    attacker: attack.attacker,
    actor,
    asks: result.asks,
    source: attack.spec.source,
  });
}

/** Reads the options every hit on a vehicle shares, beyond what the weapon gives. */
function volleyOptions(options: OptionBag, target: VehicleUnit) {
  return {
    hits: bounded(options, 'hits', 1, MAX_HITS) ?? 1,
    conditions: readConditions(options, target.data),
    choices: readChoices(options, target),
    models: bounded(options, 'models', 0, MAX_MODELS) ?? null,
  };
}

/** `/shoot attacker target weapon direction [hits] [choose] [models] [obscured] [hull_down] [moved]`. */
export const shoot: SystemAction = (state: SystemState, input: ActionInput, rng: Rng): ActionOutcome => {
  const { options } = input;
  const { key: attackerKey, unit: attacker } = getVehicle(state, options.string('attacker', true), 'attacker');
  const { key: targetKey, unit: target } = getVehicle(state, options.string('target', true), 'target');
  const weaponName = options.string('weapon', true);
  if (attacker.name.toLowerCase() === target.name.toLowerCase()) throw new UserError('option', 'A vehicle cannot shoot at itself.');
  const weapon = findWeapon(attacker.data, weaponName);
  if (!weapon) {
    throw new UserError(
      'unknown-weapon',
      `\`${attacker.name}\` has no weapon called \`${weaponName}\`. Its weapons: ${attacker.data.weapons.map((w) => `\`${w.name}\``).join(', ') || 'none'}.`,
    );
  }
  const { status } = attacker.data;
  if (status.destroyed) throw new UserError('rule', `\`${attacker.name}\` is destroyed and cannot shoot.`);
  if (status.stunned || status.shaken) {
    throw new UserError(
      'rule',
      `\`${attacker.name}\` is ${status.stunned ? 'stunned' : 'shaken'} and may not shoot until the end of its controller's next turn.` +
        // In a battle the clock ends turns; without one, a GM says when a turn is over.
        (state.battle ? '' : ' If that turn is over, end it with `/phase end` first.'),
    );
  }
  if (weapon.destroyed) throw new UserError('rule', `\`${attacker.name}\`'s ${weapon.name} has been destroyed and cannot fire.`);
  checkTarget(target);
  const facing = readFacing(options, mapFacing(state, attacker.name, target.name));
  const shared = volleyOptions(options, target);
  const spec: VolleySpec = {
    ...shared,
    source: weapon.name,
    strength: weapon.strength,
    ordnance: weapon.ordnance,
    ap: weapon.ap,
    facing,
    table: null,
  };
  const hitsText = spec.hits > 1 ? `, ${spec.hits} hits` : '';
  const header =
    `🎯 **${attacker.name}** fires **${weapon.name}** (${weaponLabel(weapon)}) at **${target.name}**, ` +
    `${facing} armour AV${target.data.armour[facing]}${hitsText}:`;
  const outcome = runAttack(
    state,
    { targetKey, target, spec, header, attacker: { key: attackerKey, name: attacker.name } },
    rng,
    input.actor.id,
  );
  return { ...outcome, uses: [{ unit: attackerKey, act: 'shoot', item: weapon.name.toLowerCase(), label: weapon.name }] };
};

/**
 * `/crit target ...`: a hit on a vehicle without a firing unit in the channel. With `strength` it rolls penetration like
 * /shoot (an infantry lascannon); with only `table` it rolls straight on that damage table.
 */
export const crit: SystemAction = (state: SystemState, input: ActionInput, rng: Rng): ActionOutcome => {
  const { options } = input;
  const { key: targetKey, unit: target } = getVehicle(state, options.string('target', true), 'target');
  checkTarget(target);
  const strength = bounded(options, 'strength', 1, 10);
  const asked = options.choice<HitKind | 'ordnance'>('table', ['glancing', 'penetrating', 'ordnance']);
  // `table:ordnance` is a penetrating hit from an ordnance weapon: the edition's ordnance table.
  const table: HitKind | undefined = asked === 'ordnance' ? 'penetrating' : asked;
  const ordnance = asked === 'ordnance' || (options.boolean('ordnance') ?? false);
  const shared = volleyOptions(options, target);
  if (strength === undefined && table === undefined) {
    throw new UserError(
      'option',
      'Give `strength` (and `direction`) to roll armour penetration, or `table:glancing|penetrating|ordnance` to roll damage.',
    );
  }
  if (strength !== undefined && table !== undefined) {
    throw new UserError('option', 'Give either `strength` (roll penetration) or `table` (roll damage directly), not both.');
  }
  if (strength !== undefined) {
    const facing = readFacing(options);
    const weapon = { strength, ap: UNKNOWN_AP, ordnance };
    const spec: VolleySpec = { ...shared, source: `S${strength} hit`, ...weapon, facing, table: null };
    const header = `🎯 ${shared.hits > 1 ? `${shared.hits} hits` : 'A hit'} at S${strength}${ordnance ? ' (ordnance)' : ''} on **${target.name}**, ${facing} armour AV${target.data.armour[facing]}:`;
    return runAttack(state, { targetKey, target, spec, header, attacker: null }, rng, input.actor.id);
  }
  const spec: VolleySpec = { ...shared, source: `${table} hit`, strength: 0, ap: UNKNOWN_AP, ordnance, facing: 'front', table: table! };
  const header = `🎲 ${shared.hits > 1 ? `${shared.hits} ${table} hits` : `A ${table} hit`}${ordnance ? ' from an ordnance weapon' : ''} on **${target.name}**${asked === 'ordnance' ? ' (ordnance table)' : ''}:`;
  return runAttack(state, { targetKey, target, spec, header, attacker: null }, rng, input.actor.id);
};

/** `/pen strength armour [ordnance] [open_topped] [hits]`: penetration and damage rolls with no unit, nothing stored. */
export const pen: SystemAction = (state: SystemState, input: ActionInput, rng: Rng): ActionOutcome => {
  const { options } = input;
  const strength = bounded(options, 'strength', 1, 10) ?? missing('strength');
  const armour = bounded(options, 'armour', 1, 20) ?? missing('armour');
  const ordnance = options.boolean('ordnance') ?? false;
  const openTopped = options.boolean('open_topped') ?? false;
  const hits = bounded(options, 'hits', 1, MAX_HITS) ?? 1;
  const edition = editionOf(readConfig(state.config));
  const events: ActionOutcome['events'][number][] = [];
  const rule = penetrationDice(edition, ordnance);
  const lines = [
    `🎲 S${strength}${ordnance ? ' ordnance' : ''} against AV${armour}${openTopped ? ', open-topped' : ''}: S + ${describeDiceRule(rule)}, ` +
      `equal glances, more penetrates (${edition.name}).`,
  ];
  const hopeless = cannotHurt(strength, armour, ordnance, edition);
  if (hopeless) return { state, events: [], text: `${lines[0]}\n${hopeless}` };
  const compact = [...lines];
  for (let hit = 1; hit <= hits; hit++) {
    const head = hits > 1 ? `**Hit ${hit}/${hits}**` : '**Hit**';
    const { roll, event } = rollPenetration(strength, armour, ordnance, edition, rng, 'armour penetration');
    events.push(event);
    const diceText = rule.dice === 1 ? `D6 [${roll.dice[0]}]` : `${describeDiceRule(rule)} [${roll.dice.join(', ')}] → ${roll.kept}`;
    const word = roll.result === 'none' ? 'no effect' : `**${roll.result}**`;
    lines.push(`${head} · S${strength} + ${diceText} = ${roll.total} vs AV${armour} → ${word}`);
    const compactHead = `**${hit}.** [${roll.dice.join(', ')}] = ${roll.total} → ${roll.result === 'none' ? 'no effect' : roll.result}`;
    if (roll.result === 'none') {
      compact.push(compactHead);
      continue;
    }
    const damage = rollDamage(edition, roll.result, { ordnance, ap: UNKNOWN_AP }, openTopped, rng);
    events.push(damage.event);
    // One hit gets the table's full text; a volley keeps to the titles.
    const detail = hits === 1 ? `: ${damage.row.text}` : '';
    lines.push(
      `  Damage (${damage.table} table) ${describeDamageRoll(damage, edition.tables[damage.table]!)} → **${damage.row.title}**${detail}`,
    );
    compact.push(`${compactHead}; D6 [${damage.die}]${damage.clamped !== damage.die ? ` → ${damage.clamped}` : ''}: ${damage.row.title}`);
  }
  return { state, events, text: (fits(lines) ? lines : compact).join('\n') };
};

function missing(name: string): never {
  throw new UserError('option', `Missing option \`${name}\`.`);
}

/** A controller is always a member, given as a mention; `owner` or an empty value hands the vehicle back. */
export const MAX_CONTROLLER_LENGTH = 60;

function handedTo(unit: VehicleUnit, raw: string | undefined): VehicleUnit {
  if (raw === undefined) return unit;
  const value = raw.trim();
  return withController(unit, value === '' || value.toLowerCase() === 'owner' ? unit.owner : userIdFrom(value));
}

/** Why a recorded move breaks the rules; it is still recorded, as the move may have come before the damage. */
function moveWarning(unit: VehicleUnit, moved: number | undefined): string | null {
  if (moved === undefined || moved === 0) return null;
  const { status } = unit.data;
  const why = status.destroyed
    ? 'is destroyed'
    : status.immobilised
      ? 'is immobilised and may not move for the rest of the game'
      : status.stunned
        ? "is stunned and may not move until the end of its controller's next turn"
        : null;
  return why === null ? null : `⚠️ \`${unit.name}\` ${why}; the move is recorded anyway, in case it came before that.`;
}

/**
 * `/vehicle set`: records where a vehicle stands before it is shot at (inches moved this turn, obscured, hull-down) and
 * who controls it. Only its owner, its controller or a GM may. /shoot can also override `moved`, `obscured` and
 * `hull_down` for a single shot.
 */
export const setVehicle: SystemAction = (state: SystemState, input: ActionInput): ActionOutcome => {
  const { options } = input;
  const { key, unit } = vehicleToChange(state, input);
  const moved = bounded(options, 'moved', 0, MAX_MOVE);
  const obscured = options.boolean('obscured');
  const hullDown = options.boolean('hull_down');
  const controller = options.string('controller');
  if (moved === undefined && obscured === undefined && hullDown === undefined && controller === undefined) {
    throw new UserError('option', 'Nothing to change: give `moved`, `obscured`, `hull_down` or `controller`.');
  }
  const data: VehicleData = {
    ...unit.data,
    movement: moved === undefined ? unit.data.movement : { inches: moved, since: turnCount(state) },
    obscured: obscured ?? unit.data.obscured,
    hullDown: hullDown ?? unit.data.hullDown,
    // Control lives on the unit record, the same for every system; this legacy field is no longer read.
    controller: null,
  };
  const record = { ...handedTo(unit, controller), data };
  const parts = [
    `moved ${data.movement.inches}"`,
    data.obscured ? 'obscured' : 'not obscured',
    data.hullDown ? 'hull-down' : 'not hull-down',
    `controller ${controllerLabel(controllerOf(record))}`,
  ];
  const warning = moveWarning(unit, moved);
  return {
    state: { ...state, units: { ...state.units, [key]: record } },
    events: [],
    text: [`🛠️ **${unit.name}**: ${parts.join(', ')}.`, ...(warning === null ? [] : [warning])].join('\n'),
    show: [{ unit: key }],
  };
};
