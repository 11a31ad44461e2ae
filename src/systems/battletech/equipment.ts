// The equipment Salvo knows by name: fixed systems, weapons, ammunition and misc items, with MegaMek's spellings as aliases.

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
 * ATM); `streak` all missiles of an SRM rack hit, one location each; `lbx` a slug, or with cluster ammunition one
 * point per pellet, each its own location; `none` deals no damage (Narc, TAG).
 */
export type AttackKind = 'direct' | 'srm' | 'lrm' | 'streak' | 'lbx' | 'none';

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
  /** Defensive only (AMS): listed with the weapons, never fired at a 'Mech. */
  readonly defensive?: boolean;
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

export { CATALOG, SYSTEM_NAMES } from './catalog.js';

import { CATALOG } from './catalog.js';

/** Lower case letters and digits only, so `IS Ammo AC/5`, `ISAC5 Ammo` and `ammo ac5` meet on one spelling. */
export function normalizeName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Munition words MegaMek appends to ammunition names; the bin behaves as standard ammunition of its type. */
const MUNITIONS: readonly (readonly [string, string])[] = [
  ['artemisvcapable', 'Artemis V-capable'],
  ['artemiscapable', 'Artemis-capable'],
  ['narccapable', 'Narc-capable'],
];

type Tech = 'is' | 'clan';
const indexKey = (tech: Tech, core: string, ammo: boolean) => `${tech}:${ammo ? 'ammo:' : ''}${core}`;

/** Splits a normalized name into tech prefix (`IS`, `CL`, `Clan`, or a `(Clan)` suffix), `Ammo` and the rest. */
function parseName(n: string): { tech: Tech | null; core: string; ammo: boolean } {
  let tech: Tech | null = null;
  let core = n;
  // `CLAntiPersonnelPod` is `CL` + `Anti...`, not `Clan` + `ti...`.
  if (core.startsWith('clan') && !core.startsWith('clanti')) [tech, core] = ['clan', core.slice(4)];
  else if (core.startsWith('cl')) [tech, core] = ['clan', core.slice(2)];
  else if (core.startsWith('is')) [tech, core] = ['is', core.slice(2)];
  if (core.endsWith('clan')) [tech, core] = ['clan', core.slice(0, -4)];
  if (core.startsWith('ammo') && core.length > 4) return { tech, core: core.slice(4), ammo: true };
  const at = core.indexOf('ammo');
  if (at > 0) return { tech, core: core.slice(0, at) + core.slice(at + 4), ammo: true };
  return { tech, core, ammo: false };
}

const INDEX: ReadonlyMap<string, CatalogItem> = (() => {
  const index = new Map<string, CatalogItem>();
  for (const item of CATALOG) {
    const techs: Tech[] = item.tech === 'any' ? ['is', 'clan'] : [item.tech];
    for (const alias of [parseName(normalizeName(item.name)).core, ...item.aliases]) {
      const core = normalizeName(alias);
      for (const tech of techs) {
        const key = indexKey(tech, core, item.kind === 'ammo');
        if (!index.has(key)) index.set(key, item);
      }
    }
  }
  return index;
})();

export const CATALOG_BY_KEY: ReadonlyMap<string, CatalogItem> = new Map(CATALOG.map((item) => [item.key, item]));

/** Strips MegaMek's mount markers (`(R)` rear-mounted, `(OMNIPOD)`, `(ARMORED)`, `(T)` turret) and size suffixes. */
export function parseMountName(raw: string): { name: string; rear: boolean } {
  // Variable-size equipment carries its size: `Cargo:SIZE:1.0`, `Cargo (5 tons)`, `Liquid Storage (1 ton)`.
  let name = raw
    .replace(/:size:[\d.]+/i, '')
    .replace(/\s*\([\d.]+ tons?\)/i, '')
    .trim();
  let rear = false;
  for (;;) {
    const match = /\s*\((R|OMNIPOD|ARMORED|T|ST|SPLIT)\)\s*$/i.exec(name);
    if (!match) break;
    if (match[1]?.toUpperCase() === 'R') rear = true;
    name = name.slice(0, match.index).trim();
  }
  return { name, rear };
}

/**
 * Finds a catalog item by any MegaMek spelling: `ISERLargeLaser`, `IS ER Large Laser`, `CLUltraAC5`, `Clan Ultra AC/5
 * Ammo`, `IS Ammo LRM-15 Artemis-capable`. An unprefixed name is read in `defaultTech`, then the other tech base.
 */
export function lookupEquipment(name: string, defaultTech: Tech = 'is'): CatalogItem | undefined {
  const { tech, core, ammo } = parseName(normalizeName(name));
  const techs: Tech[] = tech ? [tech] : [defaultTech, defaultTech === 'is' ? 'clan' : 'is'];
  const cores = [core];
  if (ammo) {
    for (const [word] of MUNITIONS) if (core.includes(word)) cores.push(core.replace(word, ''));
  }
  for (const t of techs) {
    for (const c of cores) {
      // Some ammunition is named without the word (`ISNarc Pods`).
      const found = INDEX.get(indexKey(t, c, ammo)) ?? (ammo ? undefined : INDEX.get(indexKey(t, c, true)));
      if (found) return found;
    }
  }
  return undefined;
}

/** The munition named in an ammunition slot, e.g. `Artemis-capable`, for the record sheet. */
export function munitionOf(name: string): string | undefined {
  const n = normalizeName(name);
  return MUNITIONS.find(([word]) => n.includes(word))?.[1];
}

export const EMPTY_SLOT_NAMES: ReadonlySet<string> = new Set(['empty', '', 'none']);
export const isEmptySlotName = (name: string): boolean => EMPTY_SLOT_NAMES.has(normalizeName(name)) || name.trim() === '-';
