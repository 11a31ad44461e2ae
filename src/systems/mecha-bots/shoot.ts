// /shoot for Mecha Bots: no to-hit roll, 2d6 for the column, the sensor shift chosen by button or `shift:`, damage down the column.

import { requireUnitRole } from '../../control/units.js';
import type { Rng } from '../../dice/rng.js';
import { UserError } from '../../errors.js';
import type { ReplyButton } from '../../reply.js';
import type { ActionOutcome, RollEvent, SystemAction, SystemEvent, SystemState, UnitRecord } from '../types.js';
import { unitKey } from '../types.js';
import { type ArcId, type CellName, LOCATION_NAMES } from './chassis.js';
import { columnForTotal, shiftChoices } from './column-map.js';
import type { BotData, CellHit, ShotTrace } from './components.js';
import { armourRules, damageColumn } from './damage.js';
import { isScientist, type MbData, type ScientistData, woundScientist } from './scientist.js';
import { type Aim, aim, channelColumnMap, columnContents, type MapView, refuseChassisOptions, setUpShot } from './shot.js';

/** A shot rolled but waiting for its column button, kept in `SystemState.pending`. */
export interface PendingShot {
  readonly id: number;
  readonly actor: string;
  readonly attacker: string;
  readonly target: string;
  readonly weapon: string;
  readonly damage: number;
  readonly arc: ArcId;
  readonly roll: number;
  readonly modifier: number;
  readonly columnMap: Readonly<Record<string, number | null>>;
}

export interface BotPending {
  readonly nextShot: number;
  readonly shots: Readonly<Record<string, PendingShot>>;
}

/** Unanswered shots kept per channel; the oldest is dropped beyond this. */
export const MAX_PENDING_SHOTS = 10;
export const BUTTON_PREFIX = 'mb:shot:';

export interface ShotEvent extends SystemEvent {
  readonly type: 'mecha-bots/shot';
  readonly attacker: string;
  readonly target: string;
  readonly weapon: string;
  readonly arc: ArcId;
  readonly roll: number;
  readonly shift: number;
  readonly column: number | null;
  readonly path: readonly CellHit[];
  readonly brainDestroyed: boolean;
  readonly unpowered: readonly string[];
}

export interface ShotAwaitingEvent extends SystemEvent {
  readonly type: 'mecha-bots/shot-pending';
  readonly shot: number;
  readonly choices: ReadonlyArray<{ readonly shift: number; readonly column: number | null }>;
}

export function readPending(state: SystemState): BotPending {
  const pending = state.pending as Partial<BotPending>;
  return { nextShot: pending.nextShot ?? 1, shots: pending.shots ?? {} };
}

function narrateHit(hit: CellHit, data: BotData): string {
  const counter = data.cells[hit.cell];
  const what =
    counter?.kind === 'brain'
      ? 'the brain'
      : `${counter?.object ?? ''}${counter?.sub ?? ''} (${data.objects[counter?.object ?? '']?.name ?? ''})`;
  switch (hit.outcome) {
    case 'skipped-empty':
      return `${hit.cell} empty, skipped`;
    case 'skipped-destroyed':
      return `${hit.cell} already destroyed, skipped`;
    case 'destroyed':
      return `${hit.cell} ${what} destroyed (${hit.before} → ${hit.after})`;
    case 'armour-broken': {
      const past = hit.before - (hit.protect ?? 0);
      const cost = hit.after < past ? ' for 1 more' : '';
      return `${hit.cell} ${what}: ${hit.before} − ${hit.protect} Protect = ${past} > ${hit.resist} Resist, armour destroyed${cost} (→ ${hit.after})`;
    }
    case 'armour-held': {
      const past = hit.before - (hit.protect ?? 0);
      const rest = hit.after > 0 ? `the armour holds and ${hit.after} goes on` : 'the armour holds and the damage stops';
      return past <= 0
        ? `${hit.cell} ${what}: all ${hit.before} absorbed by ${hit.protect} Protect: the armour holds and the damage stops`
        : `${hit.cell} ${what}: ${hit.before} − ${hit.protect} Protect = ${past}, not more than ${hit.resist} Resist: ${rest}`;
    }
  }
}

function columnLabel(column: number | null, data: BotData, arc: ArcId): string {
  return column === null ? 'miss' : `column ${column} (${columnContents(data, arc, column)})`;
}

/** Damage reaching a Bot's face: from a shot (its roll and shift) or from a GM's `/damage` (roll null: the column was named). */
export interface Strike {
  /** Who or what dealt it, as the card and the log name it. */
  readonly attacker: string;
  readonly weapon: string;
  readonly arc: ArcId;
  readonly damage: number;
  readonly roll: number | null;
  readonly shift: number;
  readonly column: number | null;
}

export interface StrikeResult {
  readonly state: SystemState;
  readonly lines: readonly string[];
  readonly trace: ShotTrace;
  readonly key: string;
}

/** Runs a strike's damage down its column of `target`, narrating each cell; the trace is saved on the target for its card. */
export function strikeBot(state: SystemState, target: UnitRecord<BotData>, strike: Strike): StrikeResult {
  const lines: string[] = [];
  let data = target.data;
  let path: readonly CellHit[] = [];
  let brainDestroyed = false;
  let unpowered: readonly CellName[] = [];
  let stoppedAt: ShotTrace['stoppedAt'] = null;
  if (strike.column !== null) {
    const result = damageColumn(target.data, strike.arc, strike.column, strike.damage, armourRules(state.config));
    ({ path, brainDestroyed, unpowered, stoppedAt, data } = result);
    const hits = result.path.filter((hit) => hit.outcome !== 'skipped-empty');
    lines.push(`${strike.damage} damage enters from the ${LOCATION_NAMES[strike.arc]} side:`);
    for (const hit of hits) lines.push(`• ${narrateHit(hit, target.data)}`);
    if (hits.length === 0) lines.push('• nothing but empty hexes: no effect.');
    if (!brainDestroyed && result.stoppedAt === null && result.remaining > 0)
      lines.push(`• ${result.remaining} damage leaves the far side.`);
    if (brainDestroyed) lines.push(`💥 **The brain is destroyed: \`${target.name}\` is out of the game.**`);
    if (unpowered.length > 0) {
      lines.push(`Boiler loss: Unpowered counters on ${unpowered.join(', ')}. The owner may move them with \`/tinker\`.`);
    }
  }
  const trace: ShotTrace = { ...strike, path, stoppedAt, brainDestroyed, unpowered, columnMap: channelColumnMap(state, target.data) };
  const key = unitKey(target.name);
  return { state: { ...state, units: { ...state.units, [key]: { ...target, data: { ...data, lastShot: trace } } } }, lines, trace, key };
}

/** The Bot a pending shot or a GM's damage strikes, still in the channel and alive. */
export function liveBot(state: SystemState, key: string): UnitRecord<BotData> {
  const target = state.units[key] as UnitRecord<MbData> | undefined;
  if (target?.system !== 'mecha-bots' || isScientist(target.data))
    throw new UserError('rule', 'The target of that shot is no longer in this channel.');
  if (target.data.destroyed) throw new UserError('rule', `\`${target.name}\` is already destroyed.`);
  return target as UnitRecord<BotData>;
}

/** Resolves a rolled shot at a chosen shift: damage down the column, the trace saved on the target; pending is untouched. */
export function resolveShot(state: SystemState, shot: PendingShot, shift: number, rollEvents: readonly RollEvent[]): ActionOutcome {
  const target = liveBot(state, shot.target);
  const attackerName = state.units[shot.attacker]?.name ?? shot.attacker;
  const total = shot.roll + shift;
  const column = columnForTotal(shot.columnMap, total);
  const first =
    shift > 0
      ? `Shift +${shift}: ${shot.roll} + ${shift} = ${total} → ${columnLabel(column, target.data, shot.arc)}.`
      : `${total} → ${columnLabel(column, target.data, shot.arc)}.`;
  const miss = total > 12 ? `${total} is over 12: the shot misses.` : `${total} is a miss on the card: the shot misses.`;
  const struck = strikeBot(state, target, {
    attacker: attackerName,
    weapon: shot.weapon,
    arc: shot.arc,
    damage: shot.damage,
    roll: shot.roll,
    shift,
    column,
  });
  const { trace } = struck;
  const event: ShotEvent = {
    type: 'mecha-bots/shot',
    attacker: attackerName,
    target: target.name,
    weapon: shot.weapon,
    arc: shot.arc,
    roll: shot.roll,
    shift,
    column,
    path: trace.path,
    brainDestroyed: trace.brainDestroyed,
    unpowered: trace.unpowered,
  };
  return {
    state: struck.state,
    events: [...rollEvents, event],
    text: [first, ...(column === null ? [miss] : struck.lines)].join('\n'),
    show: [{ unit: struck.key, highlight: trace }],
  };
}

/** `/shoot attacker weapon target arc range [shift] [bearing] [blocked]`. */
export const shoot: SystemAction = (state, input, rng: Rng) => {
  const aimed = aim(state, input.options);
  if (isScientist(aimed.target.data)) return shootScientist(state, aimed as Aim & { target: UnitRecord<ScientistData> }, input, rng);
  const setup = setUpShot(state, input.options, aimed);
  const requested = input.options.integer('shift');
  if (requested !== undefined && (requested < 0 || requested > setup.modifier)) {
    throw new UserError(
      'option',
      setup.modifier === 0
        ? `\`${setup.attacker.name}\` has no sensor modifier at range ${setup.range}, so \`shift\` must be 0.`
        : `\`shift\` must be 0–${setup.modifier}: ${setup.sensor?.name} gives +${setup.modifier} at range ${setup.range}.`,
    );
  }
  const dice = [rng.int(1, 6), rng.int(1, 6)];
  const roll = (dice[0] as number) + (dice[1] as number);
  const rollEvent: RollEvent = { type: 'roll', label: 'column (2d6)', sides: 6, dice, total: roll };
  const header = [
    `**${setup.attacker.name}** fires ${setup.weapon.name} (${setup.weapon.damage} damage, range ${setup.weapon.range}) at **${setup.target.name}**, striking its ${LOCATION_NAMES[setup.arc]} face at range ${setup.range}. No to-hit roll: in range and arc means a hit.`,
    setup.map ? mapLine(setup.map) : undefined,
    setup.bearing ? undefined : `(Target taken to be in ${setup.weapon.name}'s arc; pass \`bearing:\` to check it.)`,
    setup.unsureSensor
      ? `${setup.unsureSensor.name} covers only part of ${setup.weapon.name}'s arc, so it counts only with \`bearing:\` inside its arc (${setup.unsureSensor.arcs.map((a) => LOCATION_NAMES[a]).join(', ')}).`
      : undefined,
    setup.sensor
      ? `Sensor: ${setup.sensor.name} (accuracy ${setup.sensor.accuracy}) → may add 0 to +${setup.modifier} at range ${setup.range}.`
      : 'No powered sensor covers the target: no shift.',
    `🎲 Column roll 2d6: [${dice.join(', ')}] = ${roll}`,
  ].filter((line): line is string => line !== undefined);
  const pending = readPending(state);
  const shot: PendingShot = {
    id: pending.nextShot,
    actor: input.actor.id,
    attacker: unitKey(setup.attacker.name),
    target: unitKey(setup.target.name),
    weapon: setup.weapon.name,
    damage: setup.weapon.damage,
    arc: setup.arc,
    roll,
    modifier: setup.modifier,
    columnMap: setup.columnMap,
  };
  const choices = shiftChoices(setup.columnMap, roll, setup.modifier);
  // The weapon has fired once the column is rolled, whether or not its column is chosen yet.
  const uses = [{ unit: shot.attacker, act: 'shoot', item: setup.weapon.name.toLowerCase(), label: setup.weapon.name }];
  if (requested !== undefined || choices.length === 1) {
    const outcome = resolveShot(state, shot, requested ?? 0, [rollEvent]);
    return { ...outcome, text: `${header.join('\n')}\n${outcome.text}`, uses };
  }
  // A Bot's new shot replaces its unanswered one, so no one rolls twice and keeps the better column.
  const replaced = Object.values(pending.shots).filter((s) => s.attacker === shot.attacker);
  const kept = Object.values(pending.shots)
    .filter((s) => s.attacker !== shot.attacker)
    .sort((a, b) => a.id - b.id)
    .slice(-(MAX_PENDING_SHOTS - 1));
  const shots = Object.fromEntries([...kept, shot].map((s) => [String(s.id), s]));
  const buttons: ReplyButton[] = choices.map(({ shift, column }) => ({
    label: `${shift === 0 ? 'No shift' : `+${shift}`} → ${columnLabel(column, setup.target.data, setup.arc)}`.slice(0, 80),
    payload: `${BUTTON_PREFIX}${shot.id}:${shift}`,
    command: 'shoot',
    style: column === null ? 'secondary' : 'primary',
  }));
  const options = choices.map(({ shift, column }) => `• +${shift} → ${roll + shift}: ${columnLabel(column, setup.target.data, setup.arc)}`);
  const event: ShotAwaitingEvent = { type: 'mecha-bots/shot-pending', shot: shot.id, choices };
  return {
    state: { ...state, pending: { nextShot: pending.nextShot + 1, shots } },
    events: [rollEvent, event],
    text: [
      ...replaced.map((s) => `⚠️ Shot #${s.id} (${s.weapon}, roll ${s.roll}) was still waiting for its column; it is cancelled.`),
      ...header,
      `Choose the column: press a button (the roll stands; a new shot by this Bot waits until it is resolved).`,
      ...options,
    ].join('\n'),
    buttons,
    uses,
  };
};

/** On the map: how far, which of the attacker's arcs, which face, and that the line is clear. */
export function mapLine(map: MapView): string {
  const face = map.face ? `, strikes its ${LOCATION_NAMES[map.face]} face` : '';
  return `🗺️ Map: ${map.range} hex${map.range === 1 ? '' : 'es'}, in the attacker's ${LOCATION_NAMES[map.bearing]} arc${face}; no Bot in the way.`;
}

/** A Bot's weapon against a Mad Scientist: in range and arc, and not behind a Bot, it hits; D6 wounds per point of damage. */
function shootScientist(
  state: SystemState,
  aimed: Aim & { target: UnitRecord<ScientistData> },
  input: Parameters<SystemAction>[1],
  rng: Rng,
): ActionOutcome {
  refuseChassisOptions(aimed.target.name, input.options);
  const { attacker, target, weapon } = aimed;
  const wounded = woundScientist(target.name, target.data, { by: attacker.name, weapon: weapon.name, damage: weapon.damage }, rng);
  const header = [
    `**${attacker.name}** fires ${weapon.name} (${weapon.damage} damage, range ${weapon.range}) at the Mad Scientist **${target.name}** at range ${aimed.range}. No to-hit roll: in range and arc means a hit.`,
    aimed.map ? mapLine(aimed.map) : undefined,
    aimed.bearing ? undefined : `(Target taken to be in ${weapon.name}'s arc; pass \`bearing:\` to check it.)`,
  ].filter((line): line is string => line !== undefined);
  const key = unitKey(target.name);
  return {
    state: { ...state, units: { ...state.units, [key]: { ...target, data: wounded.data as MbData } } },
    events: wounded.events,
    text: [...header, ...wounded.lines].join('\n'),
    show: [{ unit: key }],
  };
}

/** A column button: `mb:shot:<id>:<shift>`. The attacking Bot's controller or a GM may press it, once. */
export const pressShotButton: SystemAction = (state, input) => {
  const payload = input.options.string('payload', true);
  const match = new RegExp(`^${BUTTON_PREFIX}(\\d+):(\\d+)$`).exec(payload);
  if (!match) throw new UserError('option', 'That button is not a Mecha Bots column choice.');
  const shot = readPending(state).shots[match[1] as string];
  if (!shot)
    throw new UserError(
      'not-found',
      'That shot has already been resolved, replaced by a newer shot, or has expired. Shoot again to roll a new column.',
    );
  const attacker = state.units[shot.attacker];
  if (attacker) requireUnitRole(attacker, 'with', input.actor);
  else if (!input.actor.isGM && input.actor.id !== shot.actor)
    throw new UserError('permission', 'Only the player who fired or a GM can choose this column.');
  const shift = Number(match[2]);
  if (shift > shot.modifier) throw new UserError('option', `The sensor allows at most +${shot.modifier} on this shot.`);
  const shots = { ...readPending(state).shots };
  delete shots[String(shot.id)];
  const outcome = resolveShot(state, shot, shift, []);
  const who = `**${attacker?.name ?? shot.attacker}**'s ${shot.weapon} at **${state.units[shot.target]?.name ?? shot.target}**'s ${LOCATION_NAMES[shot.arc]} face (shot #${shot.id}, column roll ${shot.roll}):`;
  // nextShot stays, so an old button can never name a later shot.
  return { ...outcome, text: `${who}\n${outcome.text}`, state: { ...outcome.state, pending: { ...readPending(state), shots } } };
};
