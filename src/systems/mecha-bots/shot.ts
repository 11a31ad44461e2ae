// What a shot needs before the dice: the Bots, the weapon, the face struck, the best sensor and its modifier.
import { UserError } from '../../errors.js';
import type { OptionBag } from '../../options.js';
import { type SystemState, type UnitRecord, unitKey } from '../types.js';
import { ARC_CHOICES, type ArcId, columnCells, LOCATION_NAMES, parseArc } from './chassis.js';
import { COLUMN_MAPS, DEFAULT_COLUMN_MAP } from './column-map.js';
import type { BotData, ColumnMapData } from './components.js';
import { deriveStats, type SensorStats, sensorModifier, type WeaponStats } from './stats.js';

export const MAX_RANGE = 99;

export interface ShotSetup {
  readonly attacker: UnitRecord<BotData>;
  readonly target: UnitRecord<BotData>;
  readonly weapon: WeaponStats;
  readonly arc: ArcId;
  readonly range: number;
  /** The attacker's arc the target lies in, when the players said. */
  readonly bearing: ArcId | undefined;
  readonly sensor: SensorStats | undefined;
  /** How far the attacker may raise the 2d6 total: 0 … modifier. */
  readonly modifier: number;
  /** Without `bearing:`, a better sensor that covers only part of the weapon's arc, so it may not see the target. */
  readonly unsureSensor?: SensorStats;
  readonly columnMap: ColumnMapData;
}

export function findBot(state: SystemState, name: string, role: string): UnitRecord<BotData> {
  const unit = Object.hasOwn(state.units, unitKey(name)) ? state.units[unitKey(name)] : undefined;
  if (!unit) {
    const bots = Object.values(state.units).filter((u) => u.system === 'mecha-bots');
    const known = bots.map((u) => `\`${u.name}\``).join(', ');
    throw new UserError(
      'unknown-unit',
      `No Bot called \`${name}\` here (${role}). ${known ? `Bots in this channel: ${known}.` : 'Add one with `/unit add template:sample`.'}`,
    );
  }
  if (unit.system !== 'mecha-bots') throw new UserError('wrong-system', `\`${unit.name}\` is a ${unit.system} unit, not a Mecha Bot.`);
  return unit as UnitRecord<BotData>;
}

export function readArc(options: OptionBag, name = 'arc', required = true): ArcId | undefined {
  const raw = options.string(name);
  if (raw === undefined) {
    if (!required) return undefined;
    throw new UserError(
      'option',
      `Say which face of the target is struck with \`${name}:\` (${ARC_CHOICES.join(', ')}): the arc the attacker is in as seen from the target.`,
    );
  }
  const arc = parseArc(raw);
  if (!arc)
    throw new UserError(
      'option',
      `\`${raw}\` is not an arc. Use one of ${ARC_CHOICES.map((c) => `\`${c}\``).join(', ')} (or F, FR, BR, B, BL, FL).`,
    );
  return arc;
}

export function findWeapon(attacker: UnitRecord<BotData>, name: string): WeaponStats {
  const weapons = deriveStats(attacker.data).weapons;
  const wanted = name.trim().toLowerCase();
  const prefixed = weapons.filter((w) => w.name.toLowerCase().startsWith(wanted));
  const found =
    weapons.find((w) => w.id.toLowerCase() === wanted || w.name.toLowerCase() === wanted) ??
    (prefixed.length === 1 ? prefixed[0] : undefined);
  if (!found) {
    throw new UserError(
      'unknown-weapon',
      weapons.length > 0
        ? `\`${attacker.name}\` has no weapon \`${name}\`. Its weapons: ${weapons.map((w) => `\`${w.name}\` (${w.id})`).join(', ')}.`
        : `\`${attacker.name}\` has no weapons.`,
    );
  }
  return found;
}

export function channelColumnMap(state: SystemState, target: BotData): ColumnMapData {
  if (target.columnMap) return target.columnMap;
  const id = typeof state.config.columnMap === 'string' ? state.config.columnMap : DEFAULT_COLUMN_MAP.id;
  return (COLUMN_MAPS[id] ?? DEFAULT_COLUMN_MAP).byTotal;
}

/** The best powered sensor whose range reaches the target and whose arc covers it (or, bearing unknown, the weapon's arc). */
export function bestSensor(
  data: BotData,
  range: number,
  covers: (sensor: SensorStats) => boolean,
): { sensor?: SensorStats; modifier: number } {
  let best: { sensor?: SensorStats; modifier: number } = { modifier: 0 };
  for (const sensor of deriveStats(data).sensors) {
    if (sensor.range < range || !covers(sensor)) continue;
    const modifier = sensorModifier(sensor.accuracy, range);
    if (!best.sensor || modifier > best.modifier) best = { sensor, modifier };
  }
  return best;
}

/** Reads and checks the shared /shoot options: every refusal says why and what to do instead. */
export function setUpShot(state: SystemState, options: OptionBag): ShotSetup {
  const attacker = findBot(state, options.string('attacker', true), 'attacker');
  const target = findBot(state, options.string('target', true), 'target');
  if (unitKey(attacker.name) === unitKey(target.name)) throw new UserError('rule', 'A Bot cannot shoot itself.');
  if (!deriveStats(attacker.data).alive) throw new UserError('rule', `\`${attacker.name}\` has lost its brain and cannot act.`);
  if (!deriveStats(target.data).alive) throw new UserError('rule', `\`${target.name}\` is already destroyed.`);
  if (options.boolean('blocked') === true) {
    throw new UserError(
      'rule',
      `\`${attacker.name}\` cannot target \`${target.name}\`: it is behind another Bot, and a Bot cannot target anything behind another Bot. Move for a clear line, or pick another target.`,
    );
  }
  const weapon = findWeapon(attacker, options.string('weapon', true));
  const arc = readArc(options) as ArcId;
  const range = options.integer('range');
  if (range === undefined) throw new UserError('option', 'Give the distance to the target in hexes with `range:` (1 = adjacent).');
  if (range < 1 || range > MAX_RANGE) throw new UserError('option', `\`range\` must be 1–${MAX_RANGE} hexes (1 = adjacent); got ${range}.`);
  const bearing = readArc(options, 'bearing', false);
  if (weapon.damage === 0) {
    throw new UserError(
      'rule',
      `${weapon.name} has no intact, powered damage (d) counters, so it does no damage. Repair or re-power it first (\`/tinker\`).`,
    );
  }
  if (range > weapon.range) {
    throw new UserError(
      'rule',
      `\`${target.name}\` is out of range: ${range} hexes, but ${weapon.name} reaches ${weapon.range} (one hex per intact, powered r counter).`,
    );
  }
  if (weapon.arcs.length === 0)
    throw new UserError('rule', `${weapon.name} has no working counter in an outer location, so it has no arc of fire.`);
  if (bearing && !weapon.arcs.includes(bearing)) {
    throw new UserError(
      'rule',
      `\`${target.name}\` is in \`${attacker.name}\`'s ${LOCATION_NAMES[bearing]} arc, outside ${weapon.name}'s arc (${weapon.arcs.map((a) => LOCATION_NAMES[a]).join(', ')}). Turn to face it first.`,
    );
  }
  // Without a bearing the target may be anywhere in the weapon's arc, so only a sensor covering all of it surely sees it.
  const covers = (sensor: SensorStats) => (bearing ? sensor.arcs.includes(bearing) : weapon.arcs.every((a) => sensor.arcs.includes(a)));
  const { sensor, modifier } = bestSensor(attacker.data, range, covers);
  const partial = bearing ? undefined : bestSensor(attacker.data, range, (s) => s.arcs.some((a) => weapon.arcs.includes(a)));
  const unsureSensor = partial?.sensor && partial.modifier > modifier ? partial.sensor : undefined;
  return {
    attacker,
    target,
    weapon,
    arc,
    range,
    bearing,
    sensor,
    modifier,
    ...(unsureSensor ? { unsureSensor } : {}),
    columnMap: channelColumnMap(state, target.data),
  };
}

/** What a column holds, attacker side first: the letters of its intact counters, `*` for the brain. */
export function columnContents(data: BotData, arc: ArcId, column: number): string {
  const letters = columnCells(arc, column).flatMap((cell) => {
    const counter = data.cells[cell];
    if (!counter || counter.destroyed) return [];
    if (counter.kind === 'brain') return ['*'];
    return [`${counter.object?.charAt(0) ?? ''}${counter.sub ?? ''}`];
  });
  return letters.length > 0 ? letters.join(' ') : 'empty';
}
