// The vehicle record a channel stores (UnitRecord.data), and small pure helpers to read and copy it.
import { controllerOf as sharedControllerOf } from '../../control/units.js';
import type { UnitRecord } from '../types.js';

export const FACINGS = ['front', 'side', 'rear'] as const;
export type Facing = (typeof FACINGS)[number];

export const VEHICLE_TYPES = ['tank', 'fast', 'skimmer', 'walker', 'openTopped'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

export interface Weapon {
  readonly name: string;
  /** 1–10. */
  readonly strength: number;
  /** 1–6, or null for a weapon with no AP ('-'). */
  readonly ap: number | null;
  readonly ordnance: boolean;
  readonly destroyed: boolean;
}

export interface EmbarkedUnit {
  readonly name: string;
  readonly models: number;
}

export interface Transport {
  /** Models it can carry. */
  readonly capacity: number;
  readonly embarked: readonly EmbarkedUnit[];
}

/**
 * Shaken or stunned: `since` is the channel's count of ended player turns when the result was applied. The status lasts
 * until the end of the controller's first turn that began after it (RULES.md W4), see turns.ts.
 */
export interface TimedStatus {
  readonly since: number;
}

/** How the vehicle was destroyed; `flipped` is a slewed wreck whose scatter die showed a HIT. */
export const DESTROYED_KINDS = ['wreck', 'slewed', 'flipped', 'exploded', 'annihilated'] as const;
export type DestroyedKind = (typeof DESTROYED_KINDS)[number];

export interface Destruction {
  readonly kind: DestroyedKind;
  /** What did it, for the card and /unit show, e.g. 'Penetrating hit 6: fuel and ammo detonate'. */
  readonly cause: string;
  /** Slews: inches and clock direction (12 = the vehicle's front). Explosions: radius in inches. Null where not used. */
  readonly distance: number | null;
  readonly direction: number | null;
  readonly radius: number | null;
}

export interface VehicleStatus {
  readonly shaken: TimedStatus | null;
  readonly stunned: TimedStatus | null;
  readonly immobilised: boolean;
  readonly destroyed: Destruction | null;
}

export interface Movement {
  /** Inches moved in the controller's latest turn; a skimmer over 6" can only be glanced. */
  readonly inches: number;
  readonly since: number;
}

export interface VehicleData {
  /** The built-in template it came from, if any. */
  readonly template: string | null;
  readonly armour: { readonly front: number; readonly side: number; readonly rear: number };
  readonly types: Readonly<Record<VehicleType, boolean>>;
  /** Ballistic skill, for the card only: the to-hit roll is outside the seed. */
  readonly bs: number | null;
  readonly weapons: readonly Weapon[];
  readonly transport: Transport | null;
  /**
   * Who plays it, for `/phase end`: a Discord user id, a mention or a name. Null means the unit's owner (whoever added
   * it to the channel).
   */
  readonly controller: string | null;
  readonly status: VehicleStatus;
  readonly movement: Movement;
  readonly obscured: boolean;
  readonly hullDown: boolean;
  /** The latest damage results, newest last, for the card. */
  readonly lastResults: readonly string[];
}

export type VehicleUnit = UnitRecord<VehicleData>;

export const MAX_LAST_RESULTS = 6;

export const NO_STATUS: VehicleStatus = { shaken: null, stunned: null, immobilised: false, destroyed: null };

/** What a vehicle starts a game with: nobody else playing it, no status, not moved, in the open, no results yet. */
export const AT_START: Pick<VehicleData, 'controller' | 'status' | 'movement' | 'obscured' | 'hullDown' | 'lastResults'> = {
  controller: null,
  status: NO_STATUS,
  movement: { inches: 0, since: 0 },
  obscured: false,
  hullDown: false,
  lastResults: [],
};

export const TYPE_LABELS: Readonly<Record<VehicleType, string>> = {
  tank: 'Tank',
  fast: 'Fast',
  skimmer: 'Skimmer',
  walker: 'Walker',
  openTopped: 'Open-topped',
};

export function armourFor(vehicle: VehicleData, facing: Facing): number {
  return vehicle.armour[facing];
}

export function typeList(vehicle: VehicleData): VehicleType[] {
  return VEHICLE_TYPES.filter((t) => vehicle.types[t]);
}

export function intactWeapons(vehicle: VehicleData): Weapon[] {
  return vehicle.weapons.filter((w) => !w.destroyed);
}

export function findWeapon(vehicle: VehicleData, name: string): Weapon | undefined {
  const wanted = name.trim().toLowerCase();
  return vehicle.weapons.find((w) => w.name.toLowerCase() === wanted);
}

/** Who plays the vehicle: its `controller` field, else the unit's owner. */
export function controllerOf(unit: VehicleUnit): string {
  return sharedControllerOf(unit);
}

/** A controller as replies show it: a Discord id becomes a mention, a name stays as it is. */
export function controllerLabel(controller: string): string {
  return /^\d{15,20}$/.test(controller) ? `<@${controller}>` : controller;
}

/** `alice's`, `<@123>'s`; the console's own user, `you`, becomes `your`. */
export function possessive(label: string): string {
  return label.trim().toLowerCase() === 'you' ? 'your' : `${label}'s`;
}

/** Turns `<@123>`, `<@!123>` and `123` into `123`, and trims a name, so mentions and ids compare equal. */
export function normalisePlayer(value: string): string {
  const mention = /^<@!?([^<>@\s]+)>$/.exec(value.trim());
  return (mention ? mention[1]! : value.trim()).toLowerCase();
}

export function isActive(status: TimedStatus | null): status is TimedStatus {
  return status !== null;
}

/** Appends a result line, keeping only the newest few. */
export function withResults(vehicle: VehicleData, lines: readonly string[]): VehicleData {
  if (lines.length === 0) return vehicle;
  return { ...vehicle, lastResults: [...vehicle.lastResults, ...lines].slice(-MAX_LAST_RESULTS) };
}
