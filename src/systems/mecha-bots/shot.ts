// What a shot needs before the dice: the Bots, the weapon, the face struck, the best sensor and its modifier.

import { bothPlaced } from '../../battlefield/field.js';
import { UserError } from '../../errors.js';
import type { OptionBag } from '../../options.js';
import { type SystemState, type UnitRecord, unitKey } from '../types.js';
import { ARC_CHOICES, type ArcId, columnCells, LOCATION_NAMES, parseArc } from './chassis.js';
import { COLUMN_MAPS, DEFAULT_COLUMN_MAP } from './column-map.js';
import type { BotData, ColumnMapData } from './components.js';
import { arcOf, hexesBetween, mapDistance, positionOf, sameHex } from './map.js';
import { isScientist, type MbData } from './scientist.js';
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
  /** What the map said, when both Bots are on it. */
  readonly map?: MapView;
}

/** A Mecha Bots unit by name: a Bot or a Mad Scientist. */
export function findMbUnit(state: SystemState, name: string, role: string): UnitRecord<MbData> {
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
  return unit as UnitRecord<MbData>;
}

export function findBot(state: SystemState, name: string, role: string): UnitRecord<BotData> {
  const unit = findMbUnit(state, name, role);
  if (isScientist(unit.data)) throw new UserError('rule', `\`${unit.name}\` is a Mad Scientist, not a Bot (${role}).`);
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

/** What the map says about a shot, when both figures are on it and the attacker has a facing. */
export interface MapView {
  readonly range: number;
  readonly bearing: ArcId;
  /** The target's face the shot strikes; absent for a Mad Scientist or a Bot placed without a facing. */
  readonly face?: ArcId;
  /** Bots standing on the line between them. */
  readonly inTheWay: readonly string[];
  /**
   * Both stand on the channel's map: a value typed then is a GM's ruling (src/control/access.ts refuses a player's),
   * so it stands over the map's; a Bot's own `/move` position is only checked against what the players typed.
   */
  readonly onField: boolean;
}

export function mapView(state: SystemState, attacker: UnitRecord<BotData>, target: UnitRecord<MbData>): MapView | undefined {
  const where = (unit: UnitRecord<MbData>) => positionOf(state.field?.at, unitKey(unit.name), unit.data.position);
  const from = where(attacker);
  const to = where(target);
  if (!from?.facing || !to) return undefined;
  const between = hexesBetween(from, to);
  const inTheWay = Object.values(state.units)
    .filter((u): u is UnitRecord<BotData> => u.system === 'mecha-bots' && !isScientist(u.data as MbData))
    .filter((u) => {
      const at = u !== attacker && u !== target ? where(u) : undefined;
      return at !== undefined && between.some((hex) => sameHex(hex, at));
    })
    .map((u) => u.name);
  return {
    range: mapDistance(from, to),
    bearing: arcOf(from, from.facing, to),
    // The channel's map gives a Mad Scientist a facing too; it has no faces to strike.
    ...(to.facing && !isScientist(target.data) ? { face: arcOf(to, to.facing, from) } : {}),
    inTheWay,
    onField: bothPlaced(state.field, unitKey(attacker.name), unitKey(target.name)),
  };
}

/**
 * A value the map knows, with what was typed: a GM's ruling over the channel's map stands; against a Bot's own `/move`
 * position they must agree, so a stale position is caught.
 */
function settle<T>(
  given: T | undefined,
  mapped: T | undefined,
  map: MapView | undefined,
  option: string,
  show: (value: T) => string,
): T | undefined {
  if (map?.onField) return given ?? mapped;
  if (given !== undefined && mapped !== undefined && given !== mapped) {
    throw new UserError(
      'option',
      `The map says \`${option}\` is ${show(mapped)}, not ${show(given)}. Leave \`${option}:\` out to use the map, or fix the map with \`/move\`.`,
    );
  }
  return mapped ?? given;
}

/** The checks every shot makes, whatever it strikes: a live attacker, a clear line, the weapon's damage, range and arc. */
export interface Aim {
  readonly attacker: UnitRecord<BotData>;
  readonly target: UnitRecord<MbData>;
  readonly weapon: WeaponStats;
  readonly range: number;
  readonly bearing: ArcId | undefined;
  readonly map: MapView | undefined;
}

export function aim(state: SystemState, options: OptionBag): Aim {
  const attacker = findBot(state, options.string('attacker', true), 'attacker');
  const target = findMbUnit(state, options.string('target', true), 'target');
  if (unitKey(attacker.name) === unitKey(target.name)) throw new UserError('rule', 'A Bot cannot shoot itself.');
  if (!deriveStats(attacker.data).alive) throw new UserError('rule', `\`${attacker.name}\` has lost its brain and cannot act.`);
  const targetData = target.data;
  if (isScientist(targetData) ? targetData.hitPoints === 0 : !deriveStats(targetData).alive)
    throw new UserError('rule', `\`${target.name}\` is already ${isScientist(targetData) ? 'dead' : 'destroyed'}.`);
  const map = mapView(state, attacker, target);
  const ruledBlocked = map?.onField ? options.boolean('blocked') : undefined;
  const behind = ruledBlocked === undefined ? map?.inTheWay.map((name) => `\`${name}\``).join(' and ') : undefined;
  if (behind || (ruledBlocked ?? options.boolean('blocked')) === true) {
    throw new UserError(
      'rule',
      `\`${attacker.name}\` cannot target \`${target.name}\`: it is behind ${behind ? `${behind} on the map` : 'another Bot'}, and a Bot cannot target anything behind another Bot. Move for a clear line, or pick another target.`,
    );
  }
  const weapon = findWeapon(attacker, options.string('weapon', true));
  const given = options.integer('range');
  if (given !== undefined && (given < 1 || given > MAX_RANGE))
    throw new UserError('option', `\`range\` must be 1–${MAX_RANGE} hexes (1 = adjacent); got ${given}.`);
  if (map?.range === 0 && !(map.onField && given !== undefined))
    throw new UserError('rule', `\`${target.name}\` is in \`${attacker.name}\`'s own hex: a Bot's weapons cannot reach it.`);
  const range = settle(given, map?.range, map, 'range', String);
  if (range === undefined) throw new UserError('option', 'Give the distance to the target in hexes with `range:` (1 = adjacent).');
  const bearing = settle(readArc(options, 'bearing', false), map?.bearing, map, 'bearing', (arc) => LOCATION_NAMES[arc]);
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
  return { attacker, target, weapon, range, bearing, map };
}

/** A Mad Scientist has no chassis: a face or a column shift makes no sense against one. */
export function refuseChassisOptions(name: string, options: OptionBag): void {
  for (const option of ['arc', 'shift'])
    if (options.has(option))
      throw new UserError('option', `\`${name}\` is a Mad Scientist: there is no chassis face or column, so leave out \`${option}:\`.`);
}

/** Reads and checks the shared /shoot options against a Bot: every refusal says why and what to do instead. */
export function setUpShot(state: SystemState, options: OptionBag, aimed: Aim = aim(state, options)): ShotSetup {
  const { attacker, target, weapon, range, bearing, map } = aimed;
  if (isScientist(target.data)) throw new UserError('rule', `\`${target.name}\` is a Mad Scientist: there is no chassis to strike.`);
  const arc = settle(readArc(options, 'arc', map?.face === undefined), map?.face, map, 'arc', (a) => LOCATION_NAMES[a]) as ArcId;
  // Without a bearing the target may be anywhere in the weapon's arc, so only a sensor covering all of it surely sees it.
  const covers = (sensor: SensorStats) => (bearing ? sensor.arcs.includes(bearing) : weapon.arcs.every((a) => sensor.arcs.includes(a)));
  const { sensor, modifier } = bestSensor(attacker.data, range, covers);
  const partial = bearing ? undefined : bestSensor(attacker.data, range, (s) => s.arcs.some((a) => weapon.arcs.includes(a)));
  const unsureSensor = partial?.sensor && partial.modifier > modifier ? partial.sensor : undefined;
  return {
    attacker,
    target: target as UnitRecord<BotData>,
    weapon,
    arc,
    range,
    bearing,
    sensor,
    modifier,
    ...(unsureSensor ? { unsureSensor } : {}),
    ...(map ? { map } : {}),
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
