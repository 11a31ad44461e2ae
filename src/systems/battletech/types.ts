// The state of one BattleMech as the channel stores it (RULES.md §3.10): plain JSON, no classes, no undefined in arrays.
import type { ArmorType, CockpitType, StructureType } from './construction.js';
import type { SystemKind, WeaponStats } from './equipment.js';
import type { LocationId } from './locations.js';

export type EngineType = 'standard' | 'xl' | 'light' | 'compact' | 'xxl' | 'ice' | 'fuel-cell' | 'fission';

export interface Slot {
  readonly kind: 'empty' | 'system' | 'equipment';
  /** As printed on the record sheet. */
  readonly name: string;
  readonly system?: SystemKind;
  /** Index into MechData.equipment. */
  readonly equipment?: number;
  /** False for empty slots and Endo Steel / Ferro-Fibrous: a crit that lands there is rolled again. */
  readonly hittable: boolean;
  hit: boolean;
  /** The turn the slot took its critical hit (the seed's hip rule ignores earlier-turn crits on that leg). */
  hitTurn?: number;
  /** Its location is gone. */
  destroyed: boolean;
}

export type EquipmentKind = 'weapon' | 'ammo' | 'heatSink' | 'jumpJet' | 'case' | 'structure' | 'misc';

export interface AmmoBin {
  readonly ammoType: string;
  readonly damagePerShot: number;
  readonly shotsPerTon: number;
  readonly shotsPerTurn: number;
  readonly explosive: boolean;
  /** LB-X cluster rounds. */
  readonly cluster?: boolean;
  /** Special munition named in the file (`Artemis-capable`). */
  readonly munition?: string;
  /** MML ammunition: LRM or SRM missiles. */
  readonly missile?: 'lrm' | 'srm';
  shotsLeft: number;
}

export interface Equipment {
  readonly id: number;
  /** Catalog key, or 'generic' for a name Salvo does not know. */
  readonly key: string;
  readonly name: string;
  readonly kind: EquipmentKind;
  /** Where it sits; a weapon split across two locations lists both, primary first. */
  readonly locations: readonly LocationId[];
  readonly rear: boolean;
  readonly slots: number;
  readonly weapon?: WeaponStats;
  readonly ammo?: AmmoBin;
  readonly double?: boolean;
  /** Damage when it explodes on its first critical hit (Gauss rifle). */
  readonly explosion?: number;
  hit: boolean;
  /** Turn it last fired: a weapon fires once per turn. */
  firedTurn?: number;
  /** A missile launcher with an Artemis IV fire-control system (+2 on the cluster roll while the FCS works). */
  artemis?: number;
  /** An Ultra or Rotary AC that jammed on a to-hit roll of 2: it cannot fire again this game. */
  jammed?: boolean;
  /**
   * A retractable blade that is out (TechManual p.236; MegaMek's `extended` mode), set with `/move` before the 'Mech
   * moves. Absent: retracted, as every 'Mech is built.
   */
  extended?: boolean;
  /** A one-shot launcher (rocket launcher, OS, I-OS) that has fired its shot. */
  spent?: boolean;
}

export interface LocationState {
  armor: number;
  /** Rear armour: torsos only. */
  rear?: number;
  internal: number;
  readonly maxArmor: number;
  readonly maxRear?: number;
  readonly maxInternal: number;
  destroyed: boolean;
  /** Lost to a 12 on the crit table (limb or head blown off), as opposed to destroyed by damage. */
  blownOff: boolean;
  slots: Slot[];
}

export interface Pilot {
  name: string;
  gunnery: number;
  piloting: number;
  hits: number;
  conscious: boolean;
  dead: boolean;
}

export interface PendingPsr {
  readonly reason: string;
  /** The trigger's own modifier; standing modifiers (gyro, legs) are added when it is rolled. */
  readonly modifier: number;
  /** An automatic failure: the 'Mech falls without a roll (gyro or leg destroyed, pilot knocked out). */
  readonly automatic: boolean;
}

export interface MechData {
  readonly chassis: string;
  readonly model: string;
  readonly tonnage: number;
  readonly techBase: string;
  readonly engine: { readonly type: EngineType; readonly rating: number };
  readonly gyro: string;
  /** Absent: standard armour, structure, cockpit (data stored before they were read). */
  readonly armorType?: ArmorType;
  readonly structureType?: StructureType;
  readonly cockpit?: CockpitType;
  readonly heatSinks: { readonly type: 'single' | 'double'; readonly count: number };
  /** Base movement, before damage and heat. */
  readonly walk: number;
  readonly jump: number;
  locations: Record<LocationId, LocationState>;
  equipment: Equipment[];
  pilot: Pilot;
  heat: number;
  /** Heat built up this turn by weapons fire; the heat phase adds it. */
  heatThisTurn: number;
  /** Heat put on it this turn by others' weapons (infernos, plasma); the heat phase adds at most 15 of it (TW). */
  externalHeat?: number;
  /** Counts heat phases: `/phase end` closes a turn. */
  turn: number;
  damageThisPhase: number;
  prone: boolean;
  shutdown: boolean;
  destroyed: boolean;
  destroyedReason?: string;
  pendingPsrs: PendingPsr[];
  /** Limbs lost and left in the hex, usable as clubs. */
  clubs: LocationId[];
  /** Physical attacks made this turn (`punch LA`, `kick`, ...): one a turn, or a punch with each arm. */
  physical?: { turn: number; attacks: string[] };
  /** The first unit (key) it fired at this turn: other targets that turn are secondary targets (TW). */
  primaryTarget?: { turn: number; target: string };
  /** The club it holds: a limb picked up from its hex. */
  club?: string;
  /** A four-legged 'Mech: LA/RA hold its front legs, LL/RL its rear legs. */
  readonly quad?: boolean;
  /** The design quirks its file names, kept for the table: Salvo applies none of them. */
  readonly quirks?: readonly string[];
}

export type AmmoExplosionRule = 'seed' | 'tw';

export interface BtConfig {
  /** `seed`: one turn's worth of shots (seed 002); `tw`: damage per shot x shots left (Total Warfare, MegaMek). */
  readonly ammoExplosion: AmmoExplosionRule;
  /** Through-armour criticals on a hit-location 2 (T2). */
  readonly tac: boolean;
}

export const DEFAULT_CONFIG: BtConfig = { ammoExplosion: 'seed', tac: true };
