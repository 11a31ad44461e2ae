// The shapes of the equipment catalog's items (catalog.ts holds the data, equipment.ts the lookups by name).

export type SystemKind =
  | 'lifeSupport'
  | 'sensors'
  | 'cockpit'
  | 'engine'
  | 'gyro'
  | 'shoulder'
  | 'upperArm'
  | 'lowerArm'
  | 'hand'
  | 'hip'
  | 'upperLeg'
  | 'lowerLeg'
  | 'foot';

/**
 * How a hit lands: `direct` in one location; `srm` one location per missile; `lrm` in 5-point groups (LRM, MRM,
 * ATM, rocket launchers, HAG); `streak` all missiles of an SRM rack hit, one location each; `lbx` a slug, or with
 * cluster ammunition one point per pellet, each its own location; `mml` as an LRM or an SRM, by the ammunition it
 * fires; `mga` the linked machine guns in its location fire together, the cluster table says how many hit, all in one
 * location; `none` deals no damage (Narc, TAG).
 */
export type AttackKind = 'direct' | 'srm' | 'lrm' | 'streak' | 'lbx' | 'mml' | 'mga' | 'none';

/** Rate of fire beyond one shot: Ultra ACs may fire twice, Rotary ACs two to six times; both jam on a 2. */
export type RateOfFire = 'ultra' | 'rotary';

export interface WeaponStats {
  readonly damage: number;
  readonly heat: number;
  readonly minRange: number;
  /** Short, medium and long range brackets' upper bounds in hexes. */
  readonly ranges: readonly [number, number, number];
  readonly attack: AttackKind;
  /** Missiles per salvo for cluster weapons. */
  readonly rack?: number;
  /** Ammo type key it feeds from; energy weapons have none. */
  readonly ammo?: string;
  /** Built-in to-hit modifier (pulse lasers -2, MRMs and heavy lasers +1). */
  readonly toHit: number;
  readonly rof?: RateOfFire;
  /** Damage at short, medium and long range, where it falls off (Heavy Gauss, Snub-Nose PPC). */
  readonly damageByRange?: readonly [number, number, number];
  /** Defensive only, never fired at a 'Mech: `true` for AMS (at incoming missiles), or what it fires at instead. */
  readonly defensive?: boolean | string;
  /** Every missile hits when the attack hits (Streak LRM; Streak SRMs are `streak`). */
  readonly streak?: boolean;
  /** One shot built into the launcher, no ammunition bin (rocket launchers, OS and I-OS launchers). */
  readonly oneShot?: boolean;
  /** To-hit modifier at short, medium and long range, in place of `toHit` (variable speed pulse lasers). */
  readonly toHitByRange?: readonly [number, number, number];
  /** Cluster roll modifier at short, medium and long range (HAG: +2, 0, -2). */
  readonly clusterByRange?: readonly [number, number, number];
  /** Half damage (rounded down) at or inside its minimum range (Thunderbolt). */
  readonly halfAtMinRange?: boolean;
  /** D6 of heat a hit adds to the target 'Mech (plasma rifle 1, plasma cannon 2, in place of damage). */
  readonly targetHeatDice?: number;
  /** Whether a targeting computer's -1 applies, where the default (direct-fire, not missiles) is wrong. */
  readonly targetingComputer?: boolean;
  /** What the rules ask that Salvo does not model: said at import and each time it fires. */
  readonly caveat?: string;
}

interface CatalogBase {
  readonly key: string;
  readonly name: string;
  readonly aliases: readonly string[];
  readonly slots: number;
  /** Inner Sphere or Clan spelling; `any` for items both share. */
  readonly tech: 'is' | 'clan' | 'any';
}

export interface SystemItem extends CatalogBase {
  readonly kind: 'system';
  readonly system: SystemKind;
}
export interface WeaponItem extends CatalogBase {
  readonly kind: 'weapon';
  readonly weapon: WeaponStats;
  /** Explodes like ammunition on its first critical hit, for this much damage (Gauss rifles). */
  readonly explosion?: number;
}
export interface AmmoItem extends CatalogBase {
  readonly kind: 'ammo';
  readonly ammoType: string;
  readonly shotsPerTon: number;
  readonly damagePerShot: number;
  /** Shots a weapon fires in one turn at most (Ultra two, Rotary six): the seed's "one turn's worth". */
  readonly shotsPerTurn: number;
  readonly explosive: boolean;
  /** LB-X cluster rounds rather than slugs. */
  readonly cluster?: boolean;
  /** Special munition named in the file, e.g. `Artemis-capable`. */
  readonly munition?: string;
  /** MML ammunition: LRM or SRM missiles, which set how the launcher fires. */
  readonly missile?: 'lrm' | 'srm';
}
export interface HeatSinkItem extends CatalogBase {
  readonly kind: 'heatSink';
  readonly double: boolean;
}
export interface SimpleItem extends CatalogBase {
  /** `structure` marks Endo Steel / Ferro-Fibrous / Stealth slots, which a crit never lands on (TW: roll again). */
  readonly kind: 'jumpJet' | 'case' | 'structure' | 'misc';
  /** Its size depends on the 'Mech (MASC, targeting computer, hatchet): one item per run of slots. */
  readonly variable?: boolean;
  /** What Salvo does with it beyond taking critical hits. */
  readonly note?: string;
  /** A physical weapon Salvo imports but does not roll: where its rules are (the import warns). */
  readonly unrolled?: string;
  /** A crit that lands here is rolled again, as on structure (MegaMek hittable = false: CASE, CASE II, TSM). */
  readonly unhittable?: boolean;
}
export type CatalogItem = SystemItem | WeaponItem | AmmoItem | HeatSinkItem | SimpleItem;
