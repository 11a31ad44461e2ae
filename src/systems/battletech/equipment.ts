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

export { CATALOG, SYSTEM_NAMES } from './catalog.js';

import { CATALOG } from './catalog.js';

/** Lower case letters and digits only, so `IS Ammo AC/5`, `ISAC5 Ammo` and `ammo ac5` meet on one spelling. */
export function normalizeName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * Munition words MegaMek appends to LRM, SRM, MML and torpedo ammunition names (Clan ones as `(Clan) Inferno`): those
 * TW/TechManual define and MegaMek rates standard, and Artemis V. attack.ts says what each does when it is fired.
 */
const MUNITIONS: readonly (readonly [string, string])[] = [
  ['artemisvcapable', 'Artemis V-capable'],
  ['artemiscapable', 'Artemis-capable'],
  ['narccapable', 'Narc-capable'],
  ['inferno', 'Inferno'],
  ['fragmentation', 'Fragmentation'],
  ['semiguided', 'Semi-guided'],
];

type Tech = 'is' | 'clan';
const indexKey = (tech: Tech, core: string, ammo: boolean) => `${tech}:${ammo ? 'ammo:' : ''}${core}`;

/** Splits a normalized name into tech prefix (`IS`, `CL`, `Clan`, or a `(Clan)` suffix), `Ammo` and the rest. */
function parseName(n: string, clanWord = true): { tech: Tech | null; core: string; ammo: boolean } {
  let tech: Tech | null = null;
  let core = n;
  // `CLAntiPersonnelPod` is `CL` + `Anti...`, not `Clan` + `ti...`.
  if (clanWord && core.startsWith('clan') && !core.startsWith('clanti')) [tech, core] = ['clan', core.slice(4)];
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
  const n = normalizeName(name);
  // `CLAntiMissileSystem` is CL + AntiMissileSystem, not Clan + tiMissileSystem: read it both ways.
  return lookupParsed(parseName(n), defaultTech) ?? (n.startsWith('clan') ? lookupParsed(parseName(n, false), defaultTech) : undefined);
}

function lookupParsed({ tech, core, ammo }: ReturnType<typeof parseName>, defaultTech: Tech): CatalogItem | undefined {
  const techs: Tech[] = tech ? [tech] : [defaultTech, defaultTech === 'is' ? 'clan' : 'is'];
  const cores = [core];
  if (ammo) {
    // Clan munitions read `Clan Ammo SRM-6 (Clan) Inferno`: the word goes, and the `(Clan)` before it.
    for (const [word] of MUNITIONS) if (core.includes(word)) cores.push(core.replace(word, '').replace(/clan$/, ''));
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

/**
 * What a munition does when its bin fires at a 'Mech: `heat` 2 heat per missile that hits instead of damage
 * (Inferno, TW; MegaMek deliverInfernoMissiles), `none` no damage (Fragmentation: MegaMek deals 0 to any non-infantry
 * target), otherwise standard damage; `note` is what Salvo leaves to the players.
 */
export const MUNITION_EFFECTS: Readonly<Record<string, { readonly effect?: 'heat' | 'none'; readonly note?: string }>> = {
  Inferno: { effect: 'heat', note: 'Inferno: no damage; each missile that hits adds 2 heat (fires it may start are not modelled)' },
  Fragmentation: { effect: 'none', note: "Fragmentation: no damage to a 'Mech (it is meant for infantry)" },
  'Semi-guided': { note: 'Semi-guided: fires as standard missiles; TAG designation is not modelled' },
  'Narc-capable': { note: "Narc-capable: fires as standard missiles; a Narc pod's +2 on the cluster roll is not modelled" },
};

/**
 * One import warning per weapon whose rules Salvo only partly models (torpedoes, plasma) and per munition it fires
 * differently or only in part: what is left to the players.
 */
export function caveatWarnings(pieces: readonly { readonly item: CatalogItem | undefined; readonly munition?: string }[]): string[] {
  const caveats = new Map<string, string>();
  for (const { item, munition } of pieces) {
    if (item?.kind === 'weapon' && item.weapon.caveat) caveats.set(item.name, item.weapon.caveat);
    const note = munition ? MUNITION_EFFECTS[munition]?.note : undefined;
    if (item?.kind === 'ammo' && note) caveats.set(`${item.name} (${munition})`, note);
  }
  return [...caveats].map(([name, caveat]) => `\`${name}\`: ${caveat}.`);
}

export const EMPTY_SLOT_NAMES: ReadonlySet<string> = new Set(['empty', '', 'none']);
export const isEmptySlotName = (name: string): boolean => EMPTY_SLOT_NAMES.has(normalizeName(name)) || name.trim() === '-';
