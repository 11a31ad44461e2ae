// Derived stats, recomputed from the intact and powered counters every time they are read (RULES §1.1, status sheet).
import { type ArcId, BRAIN_CELL, CELL_NAMES, type CellName, chassisCell, LOCATIONS, type LocationId, OUTER_LOCATIONS } from './chassis.js';
import {
  type BotData,
  type Counter,
  isPoweredKind,
  isWorking,
  type LocationArmour,
  MOBILITY_TYPES,
  POWER_PER_BOILER,
} from './components.js';

export interface ArmedObjectStats {
  readonly id: string;
  readonly name: string;
  readonly cells: readonly CellName[];
  /** Arcs it covers: 60° per outer location holding a working counter; all six when placed wholly in Central. */
  readonly arcs: readonly ArcId[];
  readonly allRound: boolean;
  readonly range: number;
}

export interface WeaponStats extends ArmedObjectStats {
  readonly damage: number;
}

export interface SensorStats extends ArmedObjectStats {
  readonly accuracy: number;
}

export interface BotStats {
  readonly alive: boolean;
  readonly weapons: readonly WeaponStats[];
  readonly sensors: readonly SensorStats[];
  readonly speed: number;
  /** 0 = Wheels … 7 = Hover jets. */
  readonly mobilityType: number;
  readonly mobilityTypeName: string;
  readonly mobilityLocations: readonly LocationId[];
  /** Hexes forward before each 60° turn: 7 − locations with working mobility. */
  readonly turningDistance: number;
  readonly armour: LocationArmour;
  readonly boilerCounters: number;
  readonly boilerCapacity: number;
  /** Working weapon, sensor and mobility counters: what the boilers must power. */
  readonly powerDemand: number;
  readonly unpowered: readonly CellName[];
  /** Remote-control range in hexes (+1 per intact counter). */
  readonly remoteRange: number;
  readonly accessories: readonly string[];
  /** Intact components other than the brain: the lightest Bot acts first. */
  readonly componentCount: number;
}

export function occupiedCells(data: BotData): Array<[CellName, Counter]> {
  return CELL_NAMES.flatMap((name) => {
    const counter = data.cells[name];
    return counter ? [[name, counter] as [CellName, Counter]] : [];
  });
}

export function objectCells(data: BotData, objectId: string): CellName[] {
  return occupiedCells(data)
    .filter(([, counter]) => counter.object === objectId)
    .map(([name]) => name);
}

function count(data: BotData, cells: readonly CellName[], sub: string): number {
  return cells.filter((name) => {
    const counter = data.cells[name] as Counter;
    return counter.sub === sub && isWorking(counter);
  }).length;
}

function armedStats(data: BotData, id: string, name: string, rangeSub: string): ArmedObjectStats {
  const cells = objectCells(data, id);
  const placedLocations = new Set(cells.map((cell) => chassisCell(cell).location));
  const allRound = placedLocations.size === 1 && placedLocations.has('C');
  const working = new Set(cells.filter((cell) => isWorking(data.cells[cell] as Counter)).map((cell) => chassisCell(cell).location));
  // Connectors to outer locations still run through Central, so a weapon placed across locations never becomes all-round.
  const arcs = allRound ? [...OUTER_LOCATIONS] : OUTER_LOCATIONS.filter((location) => working.has(location));
  return { id, name, cells, arcs, allRound, range: count(data, cells, rangeSub) };
}

export function deriveStats(data: BotData): BotStats {
  const weapons: WeaponStats[] = [];
  const sensors: SensorStats[] = [];
  const accessories: string[] = [];
  for (const [id, object] of Object.entries(data.objects).sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))) {
    if (object.kind === 'weapon') {
      const base = armedStats(data, id, object.name, 'r');
      weapons.push({ ...base, damage: count(data, base.cells, 'd') });
    } else if (object.kind === 'sensor') {
      const base = armedStats(data, id, object.name, 'r');
      sensors.push({ ...base, accuracy: count(data, base.cells, 'a') });
    } else if (object.kind === 'accessory' && objectCells(data, id).some((cell) => !(data.cells[cell] as Counter).destroyed)) {
      accessories.push(object.name);
    }
  }
  const occupied = occupiedCells(data);
  const working = occupied.filter(([, counter]) => isWorking(counter));
  const mobility = working.filter(([, counter]) => counter.kind === 'mobility');
  const mobilityLocations = LOCATIONS.filter((location) => mobility.some(([cell]) => chassisCell(cell).location === location));
  const mobilityType = Math.min(MOBILITY_TYPES.length - 1, mobility.filter(([, counter]) => counter.sub === 't').length);
  const armour = Object.fromEntries(
    LOCATIONS.map((location) => {
      const here = working.filter(([cell, counter]) => counter.kind === 'armour' && chassisCell(cell).location === location);
      return [location, { protect: here.filter(([, c]) => c.sub === 'P').length, resist: here.filter(([, c]) => c.sub === 'R').length }];
    }),
  ) as LocationArmour;
  const boilerCounters = working.filter(([, counter]) => counter.kind === 'boiler').length;
  return {
    alive: !data.destroyed && !data.cells[BRAIN_CELL]?.destroyed,
    weapons,
    sensors,
    speed: mobility.filter(([, counter]) => counter.sub === 's').length,
    mobilityType,
    mobilityTypeName: MOBILITY_TYPES[mobilityType] as string,
    mobilityLocations,
    turningDistance: 7 - mobilityLocations.length,
    armour,
    boilerCounters,
    boilerCapacity: boilerCounters * POWER_PER_BOILER,
    powerDemand: working.filter(([, counter]) => isPoweredKind(counter.kind)).length,
    unpowered: occupied.filter(([, counter]) => !counter.destroyed && counter.unpowered).map(([cell]) => cell),
    remoteRange: working.filter(([, counter]) => counter.kind === 'remote').length,
    accessories,
    componentCount: occupied.filter(([, counter]) => counter.kind !== 'brain' && !counter.destroyed).length,
  };
}

/** The sensor modifier: `max(0, accuracy − (range − 1))` with range capped at 8 (status sheet table). */
export function sensorModifier(accuracy: number, range: number): number {
  return Math.max(0, accuracy - (Math.min(range, 8) - 1));
}
