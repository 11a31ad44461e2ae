// The equipment Salvo knows by name: fixed systems, weapons, ammunition and misc items, with MegaMek's spellings as aliases.

import type { CatalogItem } from './items.js';

export { CATALOG, SYSTEM_NAMES } from './catalog.js';
// The item shapes live in items.ts, which catalog.ts can import without importing this module back.
export type * from './items.js';

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
