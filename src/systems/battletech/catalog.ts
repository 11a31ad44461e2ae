// The equipment Salvo knows, as Total Warfare and TechManual rate it, with the spellings MegaMek uses for each.
// Aliases are written without the IS / CL / Clan prefix and without the word `Ammo`: lookupEquipment strips those.
import type {
  AmmoItem,
  AttackKind,
  CatalogItem,
  HeatSinkItem,
  RateOfFire,
  SimpleItem,
  SystemItem,
  SystemKind,
  WeaponItem,
} from './equipment.js';

type Tech = 'is' | 'clan';

export const SYSTEM_NAMES: Readonly<Record<SystemKind, string>> = {
  lifeSupport: 'Life Support',
  sensors: 'Sensors',
  cockpit: 'Cockpit',
  engine: 'Engine',
  gyro: 'Gyro',
  shoulder: 'Shoulder',
  upperArm: 'Upper Arm Actuator',
  lowerArm: 'Lower Arm Actuator',
  hand: 'Hand Actuator',
  hip: 'Hip',
  upperLeg: 'Upper Leg Actuator',
  lowerLeg: 'Lower Leg Actuator',
  foot: 'Foot Actuator',
};

const sys = (system: SystemKind, aliases: string[]): SystemItem => ({
  key: system,
  name: SYSTEM_NAMES[system],
  kind: 'system',
  system,
  slots: 1,
  aliases,
  tech: 'any',
});

interface WeaponRow {
  readonly key: string;
  readonly name: string;
  readonly aliases: readonly string[];
  readonly damage: number;
  readonly heat: number;
  readonly min?: number;
  readonly ranges: readonly [number, number, number];
  readonly slots: number;
  readonly attack?: AttackKind;
  readonly rack?: number;
  readonly toHit?: number;
  readonly explosion?: number;
  readonly rof?: RateOfFire;
  readonly byRange?: readonly [number, number, number];
  readonly defensive?: boolean;
  /** Ammunition: shots per ton, its aliases, and for LB-X the cluster rounds' aliases too. */
  readonly ammo?: {
    readonly shots: number;
    readonly aliases: readonly string[];
    readonly perShot?: number;
    readonly explosive?: boolean;
    readonly cluster?: readonly string[];
    readonly half?: readonly string[];
    readonly type?: string;
  };
}

/** Clan keys and names are marked; ammo types are shared where one bin feeds both (LRM, SRM, MG). */
const keyOf = (tech: Tech, key: string) => (tech === 'clan' ? `cl-${key}` : key);
const nameOf = (tech: Tech, name: string) => (tech === 'clan' ? `${name} (Clan)` : name);

function expand(tech: Tech, row: WeaponRow): CatalogItem[] {
  const key = keyOf(tech, row.key);
  const ammoType = row.ammo ? (row.ammo.type ?? (tech === 'clan' ? key : row.key)) : undefined;
  const weapon: WeaponItem = {
    key,
    name: nameOf(tech, row.name),
    kind: 'weapon',
    slots: row.slots,
    aliases: [row.name, ...row.aliases],
    tech,
    weapon: {
      damage: row.damage,
      heat: row.heat,
      minRange: row.min ?? 0,
      ranges: row.ranges,
      attack: row.attack ?? 'direct',
      ...(row.rack !== undefined ? { rack: row.rack } : {}),
      ...(ammoType !== undefined ? { ammo: ammoType } : {}),
      toHit: row.toHit ?? 0,
      ...(row.rof ? { rof: row.rof } : {}),
      ...(row.byRange ? { damageByRange: row.byRange } : {}),
      ...(row.defensive ? { defensive: true } : {}),
    },
    ...(row.explosion !== undefined ? { explosion: row.explosion } : {}),
  };
  if (!row.ammo || ammoType === undefined) return [weapon];
  const a = row.ammo;
  // Record-sheet spellings: `Ammo LRM-20`, `Ammo MG`.
  const label = row.name.replace(/^(LRM|SRM|MRM|ATM|Streak SRM) (\d+)$/, '$1-$2').replace(/Machine Gun$/, 'MG');
  const perShot = a.perShot ?? row.damage * (row.rack && row.attack !== 'lbx' ? row.rack : 1);
  const base = {
    kind: 'ammo' as const,
    slots: 1,
    tech,
    ammoType,
    damagePerShot: perShot,
    shotsPerTurn: row.rof === 'ultra' ? 2 : row.rof === 'rotary' ? 6 : 1,
    explosive: a.explosive ?? true,
  };
  const items: CatalogItem[] = [
    weapon,
    { ...base, key: `${key}-ammo`, name: nameOf(tech, `Ammo ${label}`), aliases: a.aliases, shotsPerTon: a.shots } satisfies AmmoItem,
  ];
  if (a.cluster) {
    items.push({
      ...base,
      key: `${key}-cluster-ammo`,
      name: nameOf(tech, `Ammo ${label} Cluster`),
      aliases: a.cluster,
      shotsPerTon: a.shots,
      cluster: true,
    } satisfies AmmoItem);
  }
  if (a.half) {
    items.push({
      ...base,
      key: `${key}-ammo-half`,
      name: nameOf(tech, `Ammo ${label} (half)`),
      aliases: a.half,
      shotsPerTon: a.shots / 2,
    } satisfies AmmoItem);
  }
  return items;
}

const laser = (
  key: string,
  name: string,
  aliases: string[],
  damage: number,
  heat: number,
  ranges: [number, number, number],
  slots: number,
  toHit = 0,
): WeaponRow => ({
  key,
  name,
  aliases,
  damage,
  heat,
  ranges,
  slots,
  toHit,
});

/** Machine guns: full and half tons, MegaMek's `- Full`, `- Half` and `(200)`, `(100)` spellings. */
const machineGuns = (): WeaponRow[] =>
  (
    [
      ['machine-gun', 'Machine Gun', ['mg'], 2, [1, 2, 3], 200, 'mg'],
      ['light-mg', 'Light Machine Gun', ['lightmg'], 1, [2, 4, 6], 200, 'light-mg'],
      ['heavy-mg', 'Heavy Machine Gun', ['heavymg'], 3, [1, 2, 2], 100, 'heavy-mg'],
    ] as const
  ).map(([key, name, short, damage, ranges, shots, type]) => {
    const spellings = [...short, normalize(name)];
    return {
      key,
      name,
      aliases: short,
      damage,
      heat: 0,
      ranges,
      slots: 1,
      ammo: {
        shots,
        type,
        aliases: spellings.flatMap((s) => [s, `${s}full`, `${s}${shots}`]),
        half: spellings.flatMap((s) => [`${s}half`, `${s}${shots / 2}`]),
      },
    };
  });

const normalize = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Autocannon families: [size, damage, heat, min, ranges, slots, shots]. */
type AcRow = readonly [number, number, number, number, readonly [number, number, number], number, number];

const autocannons = (rows: readonly AcRow[]): WeaponRow[] =>
  rows.map(([size, damage, heat, min, ranges, slots, shots]) => ({
    key: `ac${size}`,
    name: `AC/${size}`,
    aliases: [`Autocannon/${size}`, `AC${size}`, `Auto Cannon/${size}`],
    damage,
    heat,
    min,
    ranges,
    slots,
    ammo: { shots, aliases: [`ac${size}`, `autocannon${size}`] },
  }));

const lightAcs = (rows: readonly AcRow[]): WeaponRow[] =>
  rows.map(([size, damage, heat, min, ranges, slots, shots]) => ({
    key: `lac${size}`,
    name: `Light AC/${size}`,
    aliases: [`LAC${size}`, `LAC/${size}`, `Light Auto Cannon/${size}`, `Light Autocannon/${size}`],
    damage,
    heat,
    min,
    ranges,
    slots,
    ammo: { shots, aliases: [`lac${size}`, `lightac${size}`, `lightautocannon${size}`] },
  }));

const ultras = (rows: readonly AcRow[]): WeaponRow[] =>
  rows.map(([size, damage, heat, min, ranges, slots, shots]) => ({
    key: `uac${size}`,
    name: `Ultra AC/${size}`,
    aliases: [`UltraAC${size}`, `Ultra Autocannon/${size}`, `UAC/${size}`, `UAC${size}`],
    damage,
    heat,
    min,
    ranges,
    slots,
    rof: 'ultra',
    ammo: { shots, aliases: [`ultraac${size}`, `uac${size}`, `ultraautocannon${size}`] },
  }));

const rotaries = (rows: readonly AcRow[]): WeaponRow[] =>
  rows.map(([size, damage, heat, min, ranges, slots, shots]) => ({
    key: `rac${size}`,
    name: `Rotary AC/${size}`,
    aliases: [`RotaryAC${size}`, `RAC${size}`, `RAC/${size}`, `RA${size}`, `Rotary Autocannon/${size}`],
    damage,
    heat,
    min,
    ranges,
    slots,
    rof: 'rotary',
    ammo: { shots, aliases: [`rotaryac${size}`, `rac${size}`, `rotaryautocannon${size}`] },
  }));

const lbxs = (rows: readonly AcRow[]): WeaponRow[] =>
  rows.map(([size, damage, heat, min, ranges, slots, shots]) => ({
    key: `lbx${size}`,
    name: `LB ${size}-X AC`,
    aliases: [`LBXAC${size}`, `LB ${size}-X Autocannon`, `LB${size}X`],
    damage,
    heat,
    min,
    ranges,
    slots,
    attack: 'lbx',
    rack: damage,
    ammo: {
      shots,
      aliases: [`lbxac${size}`, `lb${size}xac`, `lb${size}x`, `${size}x`, `lb${size}xacslug`, `lb${size}xslug`],
      cluster: [`lbxac${size}cl`, `lb${size}xcluster`, `lb${size}xaccluster`, `${size}xcl`, `lbxac${size}cluster`],
    },
  }));

/** Missile racks: [rack, heat, slots, shots]. */
type RackRow = readonly [number, number, number, number];

const racks = (
  family: string,
  label: (n: number) => string,
  attack: AttackKind,
  ranges: readonly [number, number, number],
  rows: readonly RackRow[],
  extra: { min?: number; toHit?: number; damage?: number; type?: (n: number) => string } = {},
): WeaponRow[] =>
  rows.map(([rack, heat, slots, shots]) => ({
    key: `${family}${rack}`,
    name: label(rack),
    aliases: [`${family}${rack}`, `${family}-${rack}`, `${family} ${rack}`],
    damage: extra.damage ?? (attack === 'lrm' ? 1 : 2),
    heat,
    ...(extra.min ? { min: extra.min } : {}),
    ...(extra.toHit ? { toHit: extra.toHit } : {}),
    ranges,
    slots,
    attack,
    rack,
    ammo: { shots, aliases: [`${family}${rack}`], ...(extra.type ? { type: extra.type(rack) } : {}) },
  }));

const streaks = (ranges: readonly [number, number, number], rows: readonly RackRow[]): WeaponRow[] =>
  rows.map(([rack, heat, slots, shots]) => ({
    key: `streak-srm${rack}`,
    name: `Streak SRM ${rack}`,
    aliases: [`StreakSRM${rack}`, `Streak SRM-${rack}`],
    damage: 2,
    heat,
    ranges,
    slots,
    attack: 'streak',
    rack,
    ammo: { shots, aliases: [`streaksrm${rack}`, `streak${rack}`] },
  }));

const beacons = (narcSlots: number): WeaponRow[] => [
  {
    key: 'narc',
    name: 'Narc Missile Beacon',
    aliases: ['Narc', 'Narc Beacon', 'NarcBeacon'],
    damage: 0,
    heat: 0,
    ranges: [3, 6, 9],
    slots: narcSlots,
    attack: 'none',
    ammo: { shots: 6, perShot: 0, explosive: false, aliases: ['narc', 'narcpods', 'narcmissilebeacon', 'narcbeacon'] },
  },
];

const IS_WEAPONS: readonly WeaponRow[] = [
  laser('small-laser', 'Small Laser', [], 3, 1, [1, 2, 3], 1),
  laser('medium-laser', 'Medium Laser', [], 5, 3, [3, 6, 9], 1),
  laser('large-laser', 'Large Laser', [], 8, 8, [5, 10, 15], 2),
  laser('er-small-laser', 'ER Small Laser', [], 3, 2, [2, 4, 5], 1),
  laser('er-medium-laser', 'ER Medium Laser', [], 5, 5, [4, 8, 12], 1),
  laser('er-large-laser', 'ER Large Laser', [], 8, 12, [7, 14, 19], 2),
  laser('small-pulse-laser', 'Small Pulse Laser', ['Pulse Small Laser'], 3, 2, [1, 2, 3], 1, -2),
  laser('medium-pulse-laser', 'Medium Pulse Laser', ['Pulse Med Laser', 'Pulse Medium Laser'], 6, 4, [2, 4, 6], 1, -2),
  laser('large-pulse-laser', 'Large Pulse Laser', ['Pulse Large Laser'], 9, 10, [3, 7, 10], 2, -2),
  { ...laser('ppc', 'PPC', ['Particle Cannon', 'Particle Projector Cannon'], 10, 10, [6, 12, 18], 3), min: 3 },
  laser('er-ppc', 'ER PPC', ['ERPPC', 'Extended Range PPC'], 10, 15, [7, 14, 23], 3),
  { ...laser('light-ppc', 'Light PPC', ['LPPC'], 5, 5, [6, 12, 18], 2), min: 3 },
  { ...laser('heavy-ppc', 'Heavy PPC', ['HPPC'], 15, 15, [6, 12, 18], 4), min: 3 },
  {
    ...laser('snub-nose-ppc', 'Snub-Nose PPC', ['SNPPC', 'Snub Nose PPC', 'SnubNosePPC', 'Snub-Nosed PPC'], 10, 10, [9, 13, 15], 2),
    byRange: [10, 8, 5],
  },
  laser('flamer', 'Flamer', [], 2, 3, [1, 2, 3], 1),
  ...machineGuns(),
  ...autocannons([
    [2, 2, 1, 4, [8, 16, 24], 1, 45],
    [5, 5, 1, 3, [6, 12, 18], 4, 20],
    [10, 10, 3, 0, [5, 10, 15], 7, 10],
    [20, 20, 7, 0, [3, 6, 9], 10, 5],
  ]),
  ...lightAcs([
    [2, 2, 1, 0, [6, 12, 18], 1, 45],
    [5, 5, 1, 0, [5, 10, 15], 2, 20],
  ]),
  ...lbxs([
    [2, 2, 1, 4, [9, 18, 27], 4, 45],
    [5, 5, 1, 3, [7, 14, 21], 5, 20],
    [10, 10, 2, 0, [6, 12, 18], 6, 10],
    [20, 20, 6, 0, [4, 8, 12], 11, 5],
  ]),
  ...ultras([
    [2, 2, 1, 3, [8, 17, 25], 3, 45],
    [5, 5, 1, 2, [6, 13, 20], 5, 20],
    [10, 10, 4, 0, [6, 12, 18], 7, 10],
    [20, 20, 8, 0, [3, 7, 10], 10, 5],
  ]),
  ...rotaries([
    [2, 2, 1, 0, [6, 12, 18], 3, 45],
    [5, 5, 1, 0, [5, 10, 15], 6, 20],
  ]),
  {
    key: 'gauss',
    name: 'Gauss Rifle',
    aliases: ['GaussRifle', 'Gauss'],
    damage: 15,
    heat: 1,
    min: 2,
    ranges: [7, 15, 22],
    slots: 7,
    explosion: 20,
    ammo: { shots: 8, explosive: false, aliases: ['gauss', 'gaussrifle'] },
  },
  {
    key: 'light-gauss',
    name: 'Light Gauss Rifle',
    aliases: ['LightGaussRifle', 'Light Gauss', 'LGauss'],
    damage: 8,
    heat: 1,
    min: 3,
    ranges: [8, 17, 25],
    slots: 5,
    explosion: 16,
    ammo: { shots: 16, explosive: false, aliases: ['lightgauss', 'lightgaussrifle'] },
  },
  {
    key: 'heavy-gauss',
    name: 'Heavy Gauss Rifle',
    aliases: ['HeavyGaussRifle', 'Heavy Gauss', 'HGauss'],
    damage: 25,
    heat: 2,
    min: 4,
    ranges: [6, 13, 20],
    slots: 11,
    explosion: 25,
    byRange: [25, 20, 10],
    ammo: { shots: 4, explosive: false, aliases: ['heavygauss', 'heavygaussrifle'] },
  },
  ...racks(
    'lrm',
    (n) => `LRM ${n}`,
    'lrm',
    [7, 14, 21],
    [
      [5, 2, 1, 24],
      [10, 4, 2, 12],
      [15, 5, 3, 8],
      [20, 6, 5, 6],
    ],
    { min: 6 },
  ),
  ...racks(
    'srm',
    (n) => `SRM ${n}`,
    'srm',
    [3, 6, 9],
    [
      [2, 2, 1, 50],
      [4, 3, 1, 25],
      [6, 4, 2, 15],
    ],
  ),
  ...streaks(
    [3, 6, 9],
    [
      [2, 2, 1, 50],
      [4, 3, 1, 25],
      [6, 4, 2, 15],
    ],
  ),
  ...racks(
    'mrm',
    (n) => `MRM ${n}`,
    'lrm',
    [3, 8, 15],
    [
      [10, 4, 2, 24],
      [20, 6, 3, 12],
      [30, 10, 5, 8],
      [40, 12, 7, 6],
    ],
    { toHit: 1 },
  ),
  ...beacons(2),
  {
    key: 'improved-narc',
    name: 'iNarc Launcher',
    aliases: ['ImprovedNarc', 'iNarc', 'Improved Narc'],
    damage: 0,
    heat: 0,
    ranges: [4, 9, 15],
    slots: 3,
    attack: 'none',
    ammo: { shots: 4, perShot: 0, explosive: false, aliases: ['inarc', 'inarcpods', 'improvednarc'] },
  },
  { key: 'tag', name: 'TAG', aliases: ['TAG'], damage: 0, heat: 0, ranges: [5, 9, 15], slots: 1, attack: 'none' },
  {
    key: 'ams',
    name: 'Anti-Missile System',
    aliases: ['AntiMissileSystem', 'AMS'],
    damage: 0,
    heat: 1,
    ranges: [1, 1, 1],
    slots: 1,
    attack: 'none',
    defensive: true,
    ammo: { shots: 12, perShot: 2, aliases: ['ams', 'antimissilesystem'] },
  },
];

const CLAN_WEAPONS: readonly WeaponRow[] = [
  laser('er-micro-laser', 'ER Micro Laser', [], 2, 1, [1, 2, 4], 1),
  laser('er-small-laser', 'ER Small Laser', [], 5, 2, [2, 4, 6], 1),
  laser('er-medium-laser', 'ER Medium Laser', [], 7, 5, [5, 10, 15], 1),
  laser('er-large-laser', 'ER Large Laser', [], 10, 12, [8, 15, 25], 1),
  laser('micro-pulse-laser', 'Micro Pulse Laser', [], 3, 1, [1, 2, 3], 1, -2),
  laser('small-pulse-laser', 'Small Pulse Laser', [], 3, 2, [2, 4, 6], 1, -2),
  laser('medium-pulse-laser', 'Medium Pulse Laser', [], 7, 4, [4, 8, 12], 1, -2),
  laser('large-pulse-laser', 'Large Pulse Laser', [], 10, 10, [6, 14, 20], 2, -2),
  laser('heavy-small-laser', 'Heavy Small Laser', ['Small Heavy Laser'], 6, 3, [1, 2, 3], 1, 1),
  laser('heavy-medium-laser', 'Heavy Medium Laser', ['Medium Heavy Laser'], 10, 7, [3, 6, 9], 2, 1),
  laser('heavy-large-laser', 'Heavy Large Laser', ['Large Heavy Laser'], 16, 18, [5, 10, 15], 3, 1),
  laser('er-ppc', 'ER PPC', ['ERPPC'], 15, 15, [7, 14, 23], 2),
  laser('flamer', 'Flamer', [], 2, 3, [1, 2, 3], 1),
  ...machineGuns(),
  ...lbxs([
    [2, 2, 1, 4, [10, 20, 30], 3, 45],
    [5, 5, 1, 3, [8, 15, 24], 4, 20],
    [10, 10, 2, 0, [6, 12, 18], 5, 10],
    [20, 20, 6, 0, [4, 8, 12], 9, 5],
  ]),
  ...ultras([
    [2, 2, 1, 2, [9, 18, 27], 2, 45],
    [5, 5, 1, 0, [7, 14, 21], 3, 20],
    [10, 10, 3, 0, [6, 12, 18], 4, 10],
    [20, 20, 7, 0, [4, 8, 12], 8, 5],
  ]),
  // Clan Rotary ACs (TacOps; MegaMek CLRAC2/CLRAC5): no minimum range, 4 and 8 slots, 45 and 20 shots a ton.
  ...rotaries([
    [2, 2, 1, 0, [8, 17, 25], 4, 45],
    [5, 5, 1, 0, [7, 14, 21], 8, 20],
  ]),
  {
    key: 'gauss',
    name: 'Gauss Rifle',
    aliases: ['GaussRifle', 'Gauss'],
    damage: 15,
    heat: 1,
    min: 2,
    ranges: [7, 15, 22],
    slots: 6,
    explosion: 20,
    ammo: { shots: 8, explosive: false, aliases: ['gauss', 'gaussrifle'] },
  },
  {
    key: 'ap-gauss',
    name: 'AP Gauss Rifle',
    aliases: ['APGaussRifle', 'AP Gauss', 'Anti-Personnel Gauss Rifle'],
    damage: 3,
    heat: 1,
    ranges: [3, 6, 9],
    slots: 1,
    explosion: 3,
    ammo: { shots: 40, explosive: false, aliases: ['apgaussrifle', 'apgauss'] },
  },
  ...racks(
    'lrm',
    (n) => `LRM ${n}`,
    'lrm',
    [7, 14, 21],
    [
      [5, 2, 1, 24],
      [10, 4, 1, 12],
      [15, 5, 2, 8],
      [20, 6, 4, 6],
    ],
    { type: (n) => `lrm${n}` },
  ),
  ...racks(
    'srm',
    (n) => `SRM ${n}`,
    'srm',
    [3, 6, 9],
    [
      [2, 2, 1, 50],
      [4, 3, 1, 25],
      [6, 4, 1, 15],
    ],
    { type: (n) => `srm${n}` },
  ),
  ...streaks(
    [4, 8, 12],
    [
      [2, 2, 1, 50],
      [4, 3, 1, 25],
      [6, 4, 2, 15],
    ],
  ),
  ...racks(
    'atm',
    (n) => `ATM ${n}`,
    'lrm',
    [5, 10, 15],
    [
      [3, 2, 2, 20],
      [6, 4, 3, 10],
      [9, 6, 4, 7],
      [12, 8, 5, 5],
    ],
    { min: 4 },
  ),
  ...beacons(1),
  { key: 'tag', name: 'TAG', aliases: ['TAG'], damage: 0, heat: 0, ranges: [5, 9, 15], slots: 1, attack: 'none' },
  { key: 'light-tag', name: 'Light TAG', aliases: ['LightTAG'], damage: 0, heat: 0, ranges: [3, 6, 9], slots: 1, attack: 'none' },
  {
    key: 'ams',
    name: 'Anti-Missile System',
    aliases: ['AntiMissileSystem', 'AMS'],
    damage: 0,
    heat: 1,
    ranges: [1, 1, 1],
    slots: 1,
    attack: 'none',
    defensive: true,
    ammo: { shots: 24, perShot: 2, aliases: ['ams', 'antimissilesystem'] },
  },
];

/** ATM extended-range and high-explosive rounds: same launcher, 1 or 3 damage a missile. */
const atmMunitions = (): AmmoItem[] =>
  ([3, 6, 9, 12] as const).flatMap((rack) =>
    (
      [
        ['er', 'ER', 1],
        ['he', 'HE', 3],
      ] as const
    ).map(([suffix, label, perMissile]) => ({
      key: `cl-atm${rack}-${suffix}-ammo`,
      name: `Ammo ATM ${rack} ${label} (Clan)`,
      kind: 'ammo' as const,
      slots: 1,
      tech: 'clan' as const,
      aliases: [`atm${rack}${suffix}`],
      ammoType: `cl-atm${rack}`,
      shotsPerTon: { 3: 20, 6: 10, 9: 7, 12: 5 }[rack] * (suffix === 'er' ? 1 : 1),
      damagePerShot: rack * perMissile,
      shotsPerTurn: 1,
      explosive: true,
    })),
  );

const sink = (tech: Tech | 'any', key: string, name: string, double: boolean, slots: number, aliases: string[]): HeatSinkItem => ({
  key,
  name,
  kind: 'heatSink',
  double,
  slots,
  aliases,
  tech,
});

const item = (
  tech: Tech | 'any',
  kind: SimpleItem['kind'],
  key: string,
  name: string,
  slots: number,
  aliases: string[],
  extra: { variable?: boolean; note?: string; unrolled?: string } = {},
): SimpleItem => ({ key, name, kind, slots, aliases, tech, ...extra });

const both = (
  kind: SimpleItem['kind'],
  key: string,
  name: string,
  slots: [number, number],
  aliases: string[],
  extra: { variable?: boolean; note?: string } = {},
) => [item('is', kind, key, name, slots[0], aliases, extra), item('clan', kind, `cl-${key}`, `${name} (Clan)`, slots[1], aliases, extra)];

const PASSIVE = 'takes critical hits; its game effect is not applied automatically';

/** MegaMek marks it not hittable: a crit that lands on its slot is rolled again. */
const notHittable = (entry: SimpleItem): SimpleItem => ({ ...entry, unhittable: true });

/**
 * A physical weapon MegaMek knows whose attack Salvo does not roll: it imports by MegaMek's names (internal and lookup
 * names, MiscType), takes critical hits, and the import says so. `source` is where its rules are (MegaMek rulesRefs).
 */
const unrolled = (tech: Tech | 'any', key: string, name: string, slots: number | 'variable', aliases: string[], source: string) =>
  item(tech, 'misc', key, name, slots === 'variable' ? 1 : slots, aliases, {
    ...(slots === 'variable' ? { variable: true } : {}),
    note: `a physical weapon: imports, not rolled (${source})`,
    unrolled: source,
  });
const TO = 'Tactical Operations';

export const CATALOG: readonly CatalogItem[] = [
  sys('lifeSupport', ['Life Support']),
  sys('sensors', ['Sensors']),
  sys('cockpit', ['Cockpit', 'Small Cockpit', 'Standard Cockpit', 'Torso-Mounted Cockpit']),
  sys('engine', ['Fusion Engine', 'Engine', 'XL Engine', 'Light Engine', 'XXL Engine', 'Compact Engine', 'ICE', 'Fuel Cell']),
  sys('gyro', ['Gyro', 'XL Gyro', 'Compact Gyro', 'Heavy Duty Gyro', 'Standard Gyro']),
  sys('shoulder', ['Shoulder', 'Shoulder Actuator']),
  sys('upperArm', ['Upper Arm Actuator', 'Upper Arm']),
  sys('lowerArm', ['Lower Arm Actuator', 'Lower Arm']),
  sys('hand', ['Hand Actuator', 'Hand']),
  sys('hip', ['Hip', 'Hip Actuator']),
  sys('upperLeg', ['Upper Leg Actuator', 'Upper Leg']),
  sys('lowerLeg', ['Lower Leg Actuator', 'Lower Leg']),
  sys('foot', ['Foot Actuator', 'Foot']),

  ...IS_WEAPONS.flatMap((row) => expand('is', row)),
  ...CLAN_WEAPONS.flatMap((row) => expand('clan', row)),
  ...atmMunitions(),

  sink('any', 'heat-sink', 'Heat Sink', false, 1, ['Heat Sink', 'Single Heat Sink']),
  sink('is', 'double-heat-sink', 'Double Heat Sink', true, 3, ['Double Heat Sink']),
  sink('clan', 'cl-double-heat-sink', 'Double Heat Sink (Clan)', true, 2, ['Double Heat Sink']),
  item('any', 'jumpJet', 'jump-jet', 'Jump Jet', 1, ['Jump Jet']),
  ...both('jumpJet', 'improved-jump-jet', 'Improved Jump Jet', [2, 2], ['Improved Jump Jet', 'ImprovedJump Jet']),
  // CASE and CASE II slots are not hittable (MegaMek MiscType): a crit there is rolled again.
  ...both('case', 'case', 'CASE', [1, 1], ['CASE']).map(notHittable),
  ...both('case', 'case-ii', 'CASE II', [1, 1], ['CASE II', 'CASEII'], {
    note: 'an explosion here puts 1 point on the structure, blows the rest out of the armour, 2d6 8+ no crit (damage.ts)',
  }).map(notHittable),
  ...both('structure', 'endo-steel', 'Endo Steel', [1, 1], ['Endo Steel', 'Endo-Steel']),
  // Endo-Composite (MegaMek: Standard; 7 slots Inner Sphere, 4 Clan) is a structure slot; Composite, Reinforced and
  // Industrial structure take no slots.
  ...both('structure', 'endo-composite', 'Endo-Composite', [1, 1], ['Endo-Composite', 'Endo Composite']),
  ...both('structure', 'ferro-fibrous', 'Ferro-Fibrous', [1, 1], ['Ferro-Fibrous', 'Ferro Fibrous']),
  item('is', 'structure', 'light-ferro-fibrous', 'Light Ferro-Fibrous', 1, ['Light Ferro-Fibrous']),
  item('is', 'structure', 'heavy-ferro-fibrous', 'Heavy Ferro-Fibrous', 1, ['Heavy Ferro-Fibrous']),
  item('is', 'structure', 'stealth-armor', 'Stealth Armor', 1, ['Stealth', 'Stealth Armor']),
  ...both('misc', 'masc', 'MASC', [1, 1], ['MASC'], {
    variable: true,
    note: `${PASSIVE}: the MASC roll and its extra running MP are yours to apply`,
  }),
  notHittable(
    item('is', 'misc', 'tsm', 'Triple Strength Myomer', 1, ['TSM', 'Triple Strength Myomer', 'Triple-Strength Myomer'], {
      note: `not hittable (crits roll again); its MP and physical damage at heat 9+ are yours to apply`,
    }),
  ),
  ...both('misc', 'artemis-iv', 'Artemis IV FCS', [1, 1], ['ArtemisIV', 'Artemis IV', 'Artemis IV FCS'], {
    note: 'adds +2 to the cluster roll of the launcher listed just before it in the same location',
  }),
  ...both('misc', 'targeting-computer', 'Targeting Computer', [1, 1], ['Targeting Computer', 'TargetingComputer'], {
    variable: true,
    note: '-1 to hit with direct-fire energy and ballistic weapons while it works',
  }),
  item('is', 'misc', 'c3-master', 'C3 Master Computer', 5, ['C3MasterUnit', 'C3 Computer', 'C3MasterComputer', 'C3 Master'], {
    note: `${PASSIVE}: C3 range sharing is not modelled`,
  }),
  item('is', 'misc', 'c3-slave', 'C3 Slave Unit', 1, ['C3SlaveUnit', 'C3 Slave'], { note: `${PASSIVE}: C3 range sharing is not modelled` }),
  item('is', 'misc', 'c3i', 'Improved C3 Computer', 2, ['C3iUnit', 'ImprovedC3CPU', 'C3i Computer', 'Improved C3 Computer', 'C3i'], {
    note: `${PASSIVE}: C3 range sharing is not modelled`,
  }),
  item('is', 'misc', 'guardian-ecm', 'Guardian ECM Suite', 2, ['GuardianECM', 'Guardian ECM Suite', 'Guardian ECM'], {
    note: `${PASSIVE}: ECM bubbles are not modelled`,
  }),
  item('clan', 'misc', 'cl-ecm', 'ECM Suite (Clan)', 1, ['ECM Suite', 'ECMSuite'], { note: `${PASSIVE}: ECM bubbles are not modelled` }),
  ...both('misc', 'angel-ecm', 'Angel ECM Suite', [2, 2], ['AngelECMSuite', 'Angel ECM Suite', 'Angel ECM'], {
    note: `${PASSIVE}: ECM bubbles are not modelled`,
  }),
  item('is', 'misc', 'beagle-probe', 'Beagle Active Probe', 2, ['BeagleActiveProbe', 'Beagle Active Probe'], {
    note: `${PASSIVE}: probe detection is not modelled`,
  }),
  item('clan', 'misc', 'cl-active-probe', 'Active Probe (Clan)', 1, ['ActiveProbe', 'Active Probe'], {
    note: `${PASSIVE}: probe detection is not modelled`,
  }),
  item('clan', 'misc', 'cl-light-active-probe', 'Light Active Probe (Clan)', 1, ['LightActiveProbe', 'Light Active Probe'], {
    note: `${PASSIVE}: probe detection is not modelled`,
  }),
  // TechManual and Total Warfare equipment MegaMek rates Standard (MiscType static tech level; TW/TM rules refs).
  item('is', 'misc', 'bloodhound-probe', 'Bloodhound Active Probe', 3, ['BloodhoundActiveProbe', 'Bloodhound Active Probe', 'Bloodhound'], {
    note: `${PASSIVE}: probe detection is not modelled`,
  }),
  item(
    'clan',
    'misc',
    'cl-watchdog',
    'Watchdog CEWS (Clan)',
    2,
    ['WatchdogECMSuite', 'Watchdog ECM Suite', 'WatchdogECM', 'Watchdog CEWS'],
    {
      note: `${PASSIVE}: its ECM bubble and active probe are not modelled`,
    },
  ),
  item('any', 'misc', 'supercharger', 'Supercharger', 1, ['Supercharger', 'Super Charger'], {
    note: `${PASSIVE}: the supercharger roll and its extra running MP are yours to apply, as for MASC`,
  }),
  item(
    'is',
    'misc',
    'jump-booster',
    'Mechanical Jump Booster',
    1,
    ['MechanicalJumpBooster', 'Jump Booster', 'Mech Mechanical Jump Boosters'],
    {
      variable: true,
      note: `${PASSIVE}: its jumping MP is not counted (the file's Jump MP is used)`,
    },
  ),
  notHittable(
    item(
      'is',
      'misc',
      'industrial-tsm',
      'Industrial Triple Strength Myomer',
      1,
      ['Industrial TSM', 'Industrial Triple-Strength Myomer', 'ITSM'],
      {
        note: 'not hittable (crits roll again); its doubled physical damage is yours to apply',
      },
    ),
  ),
  item('any', 'misc', 'command-console', 'Command Console', 1, ['Command Console'], {
    note: `the second cockpit slot of a command console: a crit destroys it, not the MechWarrior; its initiative bonus is not modelled`,
  }),
  item('any', 'misc', 'environmental-sealing', 'Environmental Sealing', 1, ['Environmental Sealing', 'Environmental Sealing (Mech)'], {
    note: `${PASSIVE}: hostile environments are not modelled`,
  }),
  ...(
    [
      ['lift-hoist', 'Lift Hoist', 3, ['Lift Hoist/Arresting Hoist', 'Lift Hoist']],
      ['mek-sprayer', 'Sprayer (Mech)', 1, ['MechSprayer', 'Sprayer (Mech)', 'Sprayer [Mech]']],
      [
        'light-fluid-suction',
        'Light Fluid Suction System',
        1,
        ['Fluid Suction System (Light - Mech)', 'Light Fluid Suction System (Mech)'],
      ],
      ['salvage-arm', 'Salvage Arm', 2, ['Salvage Arm', 'SalvageArm']],
      ['light-bridge-layer', 'Bridge Layer (Light)', 2, ['LightBridgeLayer', 'Bridge Layer (Light)']],
      ['medium-bridge-layer', 'Bridge Layer (Medium)', 4, ['MediumBridgeLayer', 'Bridge Layer (Medium)']],
      ['heavy-bridge-layer', 'Bridge Layer (Heavy)', 12, ['HeavyBridgeLayer', 'Bridge Layer (Heavy)']],
      ['dumper-front', 'Dumper (Front)', 1, ['Dumper (Front)']],
      ['dumper-rear', 'Dumper (Rear)', 1, ['Dumper (Rear)']],
      ['dumper-left', 'Dumper (Left)', 1, ['Dumper (Left)']],
      ['dumper-right', 'Dumper (Right)', 1, ['Dumper (Right)']],
      ['searchlight', 'Searchlight', 1, ['Searchlight', 'Searchlight (Mounted)']],
      ['im-ejection-seat', 'Ejection Seat (IndustrialMech)', 1, ['Ejection Seat (Industrial Mech)', 'Ejection Seat (IndustrialMech)']],
      ['paramedic-equipment', 'Paramedic Equipment', 1, ['Paramedic Equipment']],
      ['ladder', 'Ladder', 1, ['Ladder']],
      ['a-pod', 'Anti-Personnel Pod (A-Pod)', 1, ['AntiPersonnelPod', 'A-Pod', 'APod', 'AP Pod', 'Anti-Personnel Pods (A-Pods)']],
    ] as const
  ).map(([key, name, slots, aliases]) =>
    item('any', 'misc', key, name, slots, [...aliases], { note: `${PASSIVE}: industrial or anti-infantry work is not modelled` }),
  ),
  ...(
    [
      ['cargo', 'Cargo', ['Cargo']],
      ['liquid-storage', 'Liquid Storage', ['Liquid Storage']],
    ] as const
  ).map(([key, name, aliases]) =>
    item('any', 'misc', key, name, 1, [...aliases], { variable: true, note: `${PASSIVE}: what it carries is not tracked` }),
  ),
  // Physical weapons (TW, TechManual; MegaMek MiscType): the rolled ones, then those that only import.
  item('is', 'misc', 'hatchet', 'Hatchet', 1, ['Hatchet'], {
    variable: true,
    note: 'a physical weapon: `/physical attack:hatchet` (Piloting -1, tons/5 damage, its arm needs shoulder and hand)',
  }),
  item('is', 'misc', 'sword', 'Sword', 1, ['Sword'], {
    variable: true,
    note: 'a physical weapon: `/physical attack:sword` (Piloting -2, tons/10 rounded up + 1 damage, its arm needs shoulder and hand)',
  }),
  item('is', 'misc', 'mace', 'Mace', 1, ['Mace', 'THB Mace'], {
    variable: true,
    note: 'a physical weapon: `/physical attack:mace` (Piloting +1, tons/4 rounded up damage, its arm needs shoulder and hand)',
  }),
  // MegaMek: one slot per 20 t (rounded up) plus one, so a run of slots is one blade.
  item('any', 'misc', 'retractable-blade', 'Retractable Blade', 1, ['Retractable Blade'], {
    variable: true,
    note: 'a physical weapon: `/move blade:extend` before the Mech moves, then `/physical attack:blade` (Piloting -2, tons/10 rounded up damage, its arm needs shoulder and hand; while extended that hand cannot punch, push or hold a club)',
  }),
  unrolled('any', 'claw', 'Claw', 'variable', ['Claw'], TO),
  unrolled('is', 'lance', 'Lance', 'variable', ['Lance'], TO),
  unrolled('any', 'talons', 'Talons', 'variable', ['Talons'], TO),
  unrolled('is', 'flail', 'Flail', 4, ['Flail'], TO),
  unrolled('is', 'chain-whip', 'Chain Whip', 2, ['Chain Whip'], TO),
  unrolled('is', 'small-vibroblade', 'Vibroblade (Small)', 1, ['Small Vibroblade'], TO),
  unrolled('is', 'medium-vibroblade', 'Vibroblade (Medium)', 2, ['Medium Vibroblade'], TO),
  unrolled('is', 'large-vibroblade', 'Vibroblade (Large)', 4, ['Large Vibroblade'], TO),
  unrolled('is', 'small-shield', 'Shield (Small)', 3, ['Small Shield'], TO),
  unrolled('is', 'medium-shield', 'Shield (Medium)', 5, ['Medium Shield'], TO),
  unrolled('is', 'large-shield', 'Shield (Large)', 7, ['Large Shield'], TO),
  unrolled('is', 'spikes', 'Spikes', 1, ['Spikes'], TO),
  unrolled('any', 'wrecking-ball', 'Wrecking Ball', 5, ['Wrecking Ball', 'WreckingBall'], 'industrial equipment'),
];
