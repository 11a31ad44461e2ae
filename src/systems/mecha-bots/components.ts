// What can sit on a chassis cell: component kinds, their counter letters and what each counter adds (RULES §1.1).
import type { ArcId, CellName, LocationId } from './chassis.js';
import type { MapPosition } from './map.js';

export const COMPONENT_KINDS = ['weapon', 'sensor', 'mobility', 'armour', 'boiler', 'remote', 'accessory'] as const;
export type ComponentKind = (typeof COMPONENT_KINDS)[number];

export interface KindInfo {
  /** The letter on the counter and in the text layout (W1d, S2a, B1 …). */
  readonly letter: string;
  readonly label: string;
  /** Allowed counter letters; empty when the kind has only one sort of counter. */
  readonly subtypes: Readonly<Record<string, string>>;
  /** Draws steam: each boiler counter powers four such counters. */
  readonly powered: boolean;
}

export const KINDS: Readonly<Record<ComponentKind, KindInfo>> = {
  weapon: { letter: 'W', label: 'Weapon', subtypes: { d: 'damage', r: 'range' }, powered: true },
  sensor: { letter: 'S', label: 'Sensor', subtypes: { a: 'accuracy', r: 'range' }, powered: true },
  mobility: { letter: 'M', label: 'Mobility', subtypes: { s: 'speed', t: 'type' }, powered: true },
  armour: { letter: 'A', label: 'Armour', subtypes: { P: 'protect', R: 'resist' }, powered: false },
  boiler: { letter: 'B', label: 'Boiler', subtypes: {}, powered: false },
  remote: { letter: 'R', label: 'Remote control', subtypes: {}, powered: false },
  accessory: { letter: 'X', label: 'Accessory', subtypes: {}, powered: false },
};

export const KIND_BY_LETTER: Readonly<Record<string, ComponentKind>> = Object.fromEntries(
  COMPONENT_KINDS.map((kind) => [KINDS[kind].letter, kind]),
) as Record<string, ComponentKind>;

/** Each boiler counter powers this many weapon, sensor or mobility counters. */
export const POWER_PER_BOILER = 4;

/** Mobility type by the number of intact, powered "t" counters (status sheet). */
export const MOBILITY_TYPES = ['Wheels', 'Halftrack', 'Tracks', 'Legs', 'Powerful legs', 'Jump jets', 'Jets', 'Hover jets'] as const;

/** A counter on one cell. `object` joins counters into one weapon, sensor, boiler … (the connectors). */
export interface Counter {
  readonly kind: ComponentKind | 'brain';
  /** The counter's letter (d, r, a, s, t, P, R); absent for kinds with one sort of counter and the brain. */
  readonly sub?: string;
  /** Object id such as `W1`; absent only for the brain. */
  readonly object?: string;
  /** Turned over by damage. */
  readonly destroyed: boolean;
  /** Carries an Unpowered counter: it contributes nothing until power returns. */
  readonly unpowered: boolean;
}

export interface BotObject {
  readonly kind: ComponentKind;
  readonly name: string;
}

/** One cell crossed by a shot, in order from the attacker's side. */
export interface CellHit {
  readonly cell: CellName;
  readonly outcome: 'skipped-empty' | 'skipped-destroyed' | 'destroyed' | 'armour-held' | 'armour-broken';
  /** Damage arriving at the cell and leaving it. */
  readonly before: number;
  readonly after: number;
  /** The location's intact Protect and Resist counters when an armour cell was struck. */
  readonly protect?: number;
  readonly resist?: number;
}

/** The last shot that struck this Bot, for the diagram's highlight. */
export interface ShotTrace {
  readonly attacker: string;
  readonly weapon: string;
  readonly arc: ArcId;
  /** The 2d6 column roll; null when a GM's `/damage` named the column. */
  readonly roll: number | null;
  readonly shift: number;
  /** Null on a miss. */
  readonly column: number | null;
  readonly damage: number;
  readonly path: readonly CellHit[];
  /** Where the damage ended: the armour cell that held, the cell that used its last point, the brain; null on a miss or when it left the far side. */
  readonly stoppedAt: CellName | null;
  readonly brainDestroyed: boolean;
  /** Cells that received Unpowered counters as a result. */
  readonly unpowered: readonly CellName[];
  /** The 2d6 → column map in force, so the card numbers the columns as the shot read them. */
  readonly columnMap?: ColumnMapData;
}

export interface RepairRecord {
  readonly cells: readonly CellName[];
  readonly by: string;
}

/** A 2d6 total → column map stored on a Bot to replace the channel's (values 1–9, null = miss). */
export type ColumnMapData = Readonly<Record<string, number | null>>;

/** What a Mecha Bots unit stores: plain JSON, the chassis cells by name (C0 is always the brain). */
export interface BotData {
  readonly cells: Readonly<Partial<Record<CellName, Counter>>>;
  readonly objects: Readonly<Record<string, BotObject>>;
  /** The brain was destroyed: the Bot is dead and its owner has lost. */
  readonly destroyed: boolean;
  /** Objects most recently hit first; where Unpowered counters go by default (RULES B7). */
  readonly hitOrder: readonly string[];
  readonly lastShot: ShotTrace | null;
  readonly repairs: readonly RepairRecord[];
  readonly columnMap?: ColumnMapData;
  /** Where the Bot stands on the table, when the players keep the map in Salvo (`/move`); absent = off the map. */
  readonly position?: MapPosition;
}

export type LocationArmour = Readonly<Record<LocationId, { readonly protect: number; readonly resist: number }>>;

export function isPoweredKind(kind: Counter['kind']): boolean {
  return kind !== 'brain' && KINDS[kind].powered;
}

/** A counter that still works: intact and, where it needs steam, powered. */
export function isWorking(counter: Counter): boolean {
  return !counter.destroyed && !(isPoweredKind(counter.kind) && counter.unpowered);
}

/** The counter as written in the layout: `W1d`, `B1`, `*`, with `!` when destroyed and `~` when unpowered. */
export function counterToken(counter: Counter): string {
  const base = counter.kind === 'brain' ? '*' : `${counter.object ?? ''}${counter.sub ?? ''}`;
  return `${base}${counter.destroyed ? '!' : ''}${counter.unpowered ? '~' : ''}`;
}
