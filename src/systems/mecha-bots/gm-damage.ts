// /damage for Mecha Bots: raw damage from a GM down a named or rolled column of a face, or wounds to a Mad Scientist.
import { UserError } from '../../errors.js';
import type { ActionActor, ActionOutcome, RollEvent, SystemAction, SystemEvent, SystemState, UnitRecord } from '../types.js';
import { unitKey } from '../types.js';
import { type ArcId, COLUMN_COUNT, LOCATION_NAMES } from './chassis.js';
import { columnForTotal } from './column-map.js';
import type { BotData, CellHit } from './components.js';
import { isScientist, type MbData, type ScientistData, woundScientist } from './scientist.js';
import { liveBot, strikeBot } from './shoot.js';
import { channelColumnMap, columnContents, findMbUnit, readArc } from './shot.js';

export const MAX_RAW_DAMAGE = 49;
export const MAX_RAW_WOUNDS = 99;

export interface RawDamageEvent extends SystemEvent {
  readonly type: 'mecha-bots/damage';
  readonly by: string;
  readonly target: string;
  readonly arc: ArcId;
  readonly damage: number;
  /** The 2d6 total, when the column was rolled rather than named. */
  readonly roll: number | null;
  readonly column: number | null;
  readonly path: readonly CellHit[];
  readonly brainDestroyed: boolean;
}

/** Who applied it, as the log line says: a GM, or the unit's own controller by name (never called GM). */
function who(actor: ActionActor): string {
  return actor.isGM ? 'GM' : actor.name;
}

function inRange(value: number | undefined, option: string, max: number): number | undefined {
  if (value !== undefined && (value < 1 || value > max)) throw new UserError('option', `\`${option}\` must be 1–${max}; got ${value}.`);
  return value;
}

/** `/damage mecha-bots target:<Bot> arc:<face> damage:<n> [column:1–9]` or `target:<Mad Scientist> damage:|wounds:`. */
export const damage: SystemAction = (state, input, rng) => {
  const options = input.options;
  const unit = findMbUnit(state, options.string('target', true), 'target');
  const points = inRange(options.integer('damage'), 'damage', MAX_RAW_DAMAGE);
  if (isScientist(unit.data)) return woundDirectly(state, unit as UnitRecord<ScientistData>, input.actor, points, options, rng);
  if (options.has('wounds'))
    throw new UserError('option', `\`wounds:\` is for Mad Scientists; \`${unit.name}\` is a Bot: give \`damage:\`.`);
  if (points === undefined) throw new UserError('option', `How much damage to \`${unit.name}\`? Give \`damage:\` 1–${MAX_RAW_DAMAGE}.`);
  const target = liveBot(state, unitKey(unit.name));
  const arc = readArc(options) as ArcId;
  const named = inRange(options.integer('column'), 'column', COLUMN_COUNT);
  const events: (RollEvent | RawDamageEvent)[] = [];
  const lines = [`🔨 ${who(input.actor)}: **${points} damage** to **${target.name}**'s ${LOCATION_NAMES[arc]} face.`];
  let roll: number | null = null;
  let column: number | null;
  if (named !== undefined) {
    column = named;
    lines.push(`Column ${column} (${columnContents(target.data, arc, column)}), named.`);
  } else {
    const dice = [rng.int(1, 6), rng.int(1, 6)];
    roll = (dice[0] as number) + (dice[1] as number);
    column = columnForTotal(channelColumnMap(state, target.data), roll);
    events.push({ type: 'roll', label: 'column (2d6)', sides: 6, dice, total: roll });
    lines.push(
      `🎲 Column roll 2d6: [${dice.join(', ')}] = ${roll} → ${column === null ? 'a miss on the card: no damage.' : `column ${column} (${columnContents(target.data, arc, column)}).`}`,
    );
  }
  const struck = strikeBot(state, target as UnitRecord<BotData>, {
    attacker: who(input.actor),
    weapon: 'raw damage',
    arc,
    damage: points,
    roll,
    shift: 0,
    column,
  });
  events.push({
    type: 'mecha-bots/damage',
    by: who(input.actor),
    target: target.name,
    arc,
    damage: points,
    roll,
    column,
    path: struck.trace.path,
    brainDestroyed: struck.trace.brainDestroyed,
  });
  return {
    state: struck.state,
    events,
    text: [...lines, ...struck.lines].join('\n'),
    show: [{ unit: struck.key, highlight: struck.trace }],
  };
};

function woundDirectly(
  state: SystemState,
  unit: UnitRecord<ScientistData>,
  actor: ActionActor,
  points: number | undefined,
  options: Parameters<SystemAction>[1]['options'],
  rng: Parameters<SystemAction>[2],
): ActionOutcome {
  for (const option of ['arc', 'column'])
    if (options.has(option))
      throw new UserError(
        'option',
        `\`${unit.name}\` is a Mad Scientist: there is no chassis face or column, so leave out \`${option}:\`.`,
      );
  const wounds = inRange(options.integer('wounds'), 'wounds', MAX_RAW_WOUNDS);
  if ((points === undefined) === (wounds === undefined)) {
    throw new UserError(
      'option',
      `For the Mad Scientist \`${unit.name}\` give either \`damage:\` (Bot-weapon damage, D6 wounds a point) or \`wounds:\` (taken as they are).`,
    );
  }
  if (unit.data.hitPoints === 0) throw new UserError('rule', `\`${unit.name}\` is already dead.`);
  const hit = points !== undefined ? { damage: points } : { wounds: wounds as number };
  const wounded = woundScientist(unit.name, unit.data, { by: who(actor), weapon: 'raw damage', ...hit }, rng);
  const key = unitKey(unit.name);
  const head = `🔨 ${who(actor)}: ${points !== undefined ? `**${points} damage**` : `**${wounds} wound${wounds === 1 ? '' : 's'}**`} to **${unit.name}**.`;
  return {
    state: { ...state, units: { ...state.units, [key]: { ...unit, data: wounded.data as MbData } } },
    events: wounded.events,
    text: [head, ...wounded.lines].join('\n'),
    show: [{ unit: key }],
  };
}
