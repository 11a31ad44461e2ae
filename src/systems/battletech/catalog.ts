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
  WeaponStats,
} from './items.js';

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

type Ranges = readonly [number, number, number];

/** The rules beyond damage, heat and range a weapon row may carry into its WeaponStats. */
type WeaponRules = Pick<
  WeaponStats,
  'streak' | 'oneShot' | 'toHitByRange' | 'clusterByRange' | 'halfAtMinRange' | 'targetHeatDice' | 'targetingComputer' | 'caveat'
>;

/** A further kind of round a weapon's bins may hold: LB-X cluster, a half-ton MG bin, MML SRMs. */
interface ExtraBin {
  readonly key: string;
  readonly label: string;
  readonly aliases: readonly string[];
  readonly shots?: number;
  readonly perShot?: number;
  readonly cluster?: boolean;
  readonly missile?: 'lrm' | 'srm';
}

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
  readonly defensive?: boolean | string;
  readonly rules?: WeaponRules;
  /** Feeds from another weapon's bins and has none of its own (a machine gun array: its MGs' ammo type). */
  readonly feeds?: string;
  /** Ammunition: shots per ton, its aliases, and for LB-X the cluster rounds' aliases too. */
  readonly ammo?: {
    readonly shots: number;
    readonly aliases: readonly string[];
    readonly perShot?: number;
    readonly explosive?: boolean;
    readonly cluster?: readonly string[];
    readonly half?: readonly string[];
    readonly type?: string;
    /** The first bin's rounds: all cluster (Silver Bullet Gauss), or MML LRMs, named with this word after the label. */
    readonly clusterOnly?: boolean;
    readonly missile?: 'lrm' | 'srm';
    readonly more?: readonly ExtraBin[];
  };
}

/** Clan keys and names are marked; ammo types are shared where one bin feeds both (LRM, SRM, MG). */
const keyOf = (tech: Tech, key: string) => (tech === 'clan' ? `cl-${key}` : key);
const nameOf = (tech: Tech, name: string) => (tech === 'clan' ? `${name} (Clan)` : name);

function expand(tech: Tech, row: WeaponRow): CatalogItem[] {
  const key = keyOf(tech, row.key);
  const ammoType = row.feeds ?? (row.ammo ? (row.ammo.type ?? (tech === 'clan' ? key : row.key)) : undefined);
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
      ...(row.defensive ? { defensive: row.defensive } : {}),
      ...row.rules,
    },
    ...(row.explosion !== undefined ? { explosion: row.explosion } : {}),
  };
  if (!row.ammo || ammoType === undefined) return [weapon];
  const a = row.ammo;
  // Record-sheet spellings: `Ammo LRM-20`, `Ammo MG`.
  const label = row.name.replace(/^(.*[A-Za-z]) (\d+)$/, '$1-$2').replace(/Machine Gun$/, 'MG');
  const perShot = a.perShot ?? row.damage * (row.rack && row.attack !== 'lbx' ? row.rack : 1);
  const bins: ExtraBin[] = [
    {
      key: 'ammo',
      label: a.missile ? ` ${a.missile.toUpperCase()}` : '',
      aliases: a.aliases,
      ...(a.clusterOnly ? { cluster: true } : {}),
      ...(a.missile ? { missile: a.missile } : {}),
    },
    ...(a.cluster ? [{ key: 'cluster-ammo', label: ' Cluster', aliases: a.cluster, cluster: true }] : []),
    ...(a.half ? [{ key: 'ammo-half', label: ' (half)', aliases: a.half, shots: a.shots / 2 }] : []),
    ...(a.more ?? []),
  ];
  return [
    weapon,
    ...bins.map(
      (bin): AmmoItem => ({
        key: `${key}-${bin.key}`,
        name: nameOf(tech, `Ammo ${label}${bin.label}`),
        kind: 'ammo',
        slots: 1,
        tech,
        aliases: bin.aliases,
        ammoType,
        shotsPerTon: bin.shots ?? a.shots,
        damagePerShot: bin.perShot ?? perShot,
        shotsPerTurn: row.rof === 'ultra' ? 2 : row.rof === 'rotary' ? 6 : 1,
        explosive: a.explosive ?? true,
        ...(bin.cluster ? { cluster: true } : {}),
        ...(bin.missile ? { missile: bin.missile } : {}),
      }),
    ),
  ];
}

const laser = (
  key: string,
  name: string,
  aliases: string[],
  damage: number,
  heat: number,
  ranges: Ranges,
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
/** LRM and SRM launchers' [rack, heat, slots, shots] (TechManual); Streak and torpedo launchers share them. */
const IS_LRM_ROWS: readonly RackRow[] = [
  [5, 2, 1, 24],
  [10, 4, 2, 12],
  [15, 5, 3, 8],
  [20, 6, 5, 6],
];
const CLAN_LRM_ROWS: readonly RackRow[] = [
  [5, 2, 1, 24],
  [10, 4, 1, 12],
  [15, 5, 2, 8],
  [20, 6, 4, 6],
];
const IS_SRM_ROWS: readonly RackRow[] = [
  [2, 2, 1, 50],
  [4, 3, 1, 25],
  [6, 4, 2, 15],
];
const CLAN_SRM_ROWS: readonly RackRow[] = [
  [2, 2, 1, 50],
  [4, 3, 1, 25],
  [6, 4, 1, 15],
];

const racks = (
  family: string,
  label: (n: number) => string,
  attack: AttackKind,
  ranges: Ranges,
  rows: readonly RackRow[],
  extra: {
    min?: number;
    toHit?: number;
    damage?: number;
    type?: (n: number) => string;
    /** More spellings of the launcher and of its ammunition (`LRTorpedo5`). */
    aliases?: (n: number) => string[];
    rules?: WeaponRules;
  } = {},
): WeaponRow[] =>
  rows.map(([rack, heat, slots, shots]) => ({
    key: `${family}${rack}`,
    name: label(rack),
    aliases: [`${family}${rack}`, `${family}-${rack}`, `${family} ${rack}`, ...(extra.aliases?.(rack) ?? [])],
    damage: extra.damage ?? (attack === 'lrm' ? 1 : 2),
    heat,
    ...(extra.min ? { min: extra.min } : {}),
    ...(extra.toHit ? { toHit: extra.toHit } : {}),
    ranges,
    slots,
    attack,
    rack,
    ...(extra.rules ? { rules: extra.rules } : {}),
    ammo: {
      shots,
      aliases: [`${family}${rack}`, ...(extra.aliases?.(rack) ?? [])],
      ...(extra.type ? { type: extra.type(rack) } : {}),
    },
  }));

/** Streak launchers: every missile hits when the attack does. SRMs one location each, LRMs in 5-point groups. */
const streaks = (family: 'srm' | 'lrm', ranges: Ranges, rows: readonly RackRow[]): WeaponRow[] =>
  rows.map(([rack, heat, slots, shots]) => ({
    key: `streak-${family}${rack}`,
    name: `Streak ${family.toUpperCase()} ${rack}`,
    aliases: [`Streak${family}${rack}`, `Streak ${family}-${rack}`],
    damage: family === 'srm' ? 2 : 1,
    heat,
    ranges,
    slots,
    attack: family === 'srm' ? 'streak' : 'lrm',
    rack,
    ...(family === 'lrm' ? { rules: { streak: true } } : {}),
    ammo: { shots, aliases: [`streak${family}${rack}`, `streak${rack}`] },
  }));

const beacons = (narcSlots: number, ranges: Ranges): WeaponRow[] => [
  {
    key: 'narc',
    name: 'Narc Missile Beacon',
    aliases: ['Narc', 'Narc Beacon', 'NarcBeacon'],
    damage: 0,
    heat: 0,
    ranges,
    slots: narcSlots,
    attack: 'none',
    ammo: { shots: 6, perShot: 0, explosive: false, aliases: ['narc', 'narcpods', 'narcmissilebeacon', 'narcbeacon'] },
  },
];

/**
 * One-shot launchers (TechManual OS; Tactical Operations I-OS, which MegaMek rates standard): the launcher with one
 * salvo built in and no bin. MegaMek spells them `ISLRM5OS`, `IS OS LRM-5`, `LRM 5 (I-OS)`, `CLIOSStreakLRM10`,
 * `Clan Improved OS Streak SRM-6`; its built-in salvo has no critical slot, so a hit on the launcher explodes nothing.
 */
const oneShots = (rows: readonly WeaponRow[], improved = true): WeaponRow[] =>
  rows.flatMap((row) => {
    const spellings = [row.name, ...row.aliases].map(normalize);
    const variant = (suffix: string, label: string, words: string[]): WeaponRow => ({
      ...row,
      key: `${row.key}-${suffix}`,
      name: `${row.name} (${label})`,
      aliases: spellings.flatMap((a) => words.flatMap((w) => [`${a}${w}`, `${w}${a}`])),
      rules: { ...row.rules, oneShot: true },
      ammo: undefined,
    });
    return [variant('os', 'OS', ['os']), ...(improved ? [variant('ios', 'I-OS', ['ios', 'improvedos'])] : [])];
  });

/** MMLs (TechManual): LRM or SRM missiles by the bin that feeds them, [rack, heat, slots, LRM shots, SRM shots]. */
const mmls = (): WeaponRow[] =>
  (
    [
      [3, 2, 2, 40, 33],
      [5, 3, 3, 24, 20],
      [7, 4, 4, 17, 14],
      [9, 5, 5, 13, 11],
    ] as const
  ).map(([rack, heat, slots, lrm, srm]) => ({
    key: `mml${rack}`,
    name: `MML ${rack}`,
    aliases: [`MML${rack}`, `MML-${rack}`],
    damage: 1,
    heat,
    min: 6,
    ranges: [7, 14, 21],
    slots,
    attack: 'mml',
    rack,
    ammo: {
      shots: lrm,
      missile: 'lrm',
      aliases: [`mml${rack}lrm`],
      more: [{ key: 'srm-ammo', label: ' SRM', aliases: [`mml${rack}srm`], shots: srm, perShot: rack * 2, missile: 'srm' }],
    },
  }));

/** Rocket launchers (TechManual): one salvo, +1 to hit, rockets land in 5-point groups. [rack, heat, slots, ranges]. */
const rocketLaunchers = (): WeaponRow[] =>
  (
    [
      [10, 3, 1, [5, 11, 18]],
      [15, 4, 2, [4, 9, 15]],
      [20, 5, 3, [3, 7, 12]],
    ] as const
  ).map(([rack, heat, slots, ranges]) => ({
    key: `rl${rack}`,
    name: `Rocket Launcher ${rack}`,
    aliases: [`RL${rack}`, `RL ${rack}`, `RocketLauncher${rack}`, `RLauncher-${rack}`],
    damage: 1,
    heat,
    ranges,
    slots,
    attack: 'lrm',
    rack,
    toHit: 1,
    rules: { oneShot: true },
  }));

/** Thunderbolts (Tactical Operations, MegaMek standard): one missile, damage in one block, half at minimum range. */
const thunderbolts = (): WeaponRow[] =>
  (
    [
      [5, 3, 1, 12],
      [10, 5, 2, 6],
      [15, 7, 3, 4],
      [20, 8, 5, 3],
    ] as const
  ).map(([size, heat, slots, shots]) => ({
    key: `thunderbolt${size}`,
    name: `Thunderbolt ${size}`,
    aliases: [`Thunderbolt${size}`, `Thunderbolt-${size}`, `TBolt${size}`],
    damage: size,
    heat,
    min: 5,
    ranges: [6, 12, 18],
    slots,
    rules: { halfAtMinRange: true, targetingComputer: false },
    ammo: { shots, aliases: [`thunderbolt${size}`, `tbolt${size}`] },
  }));

const TORPEDO = 'torpedoes fire only from under water at a target in water (TW); Salvo does not track water, so check that yourself';

/** Torpedo launchers (TechManual): LRM and SRM launchers for water, the same missiles and cluster rolls. */
const torpedoes = (tech: Tech): WeaponRow[] => [
  ...racks('lrt', (n) => `LRT ${n}`, 'lrm', [7, 14, 21], tech === 'is' ? IS_LRM_ROWS : CLAN_LRM_ROWS, {
    ...(tech === 'is' ? { min: 6 } : {}),
    aliases: (n) => [`LRTorpedo${n}`, `LRTorpedo-${n}`],
    type: (n) => `lrt${n}`,
    rules: { caveat: TORPEDO },
  }),
  ...racks('srt', (n) => `SRT ${n}`, 'srm', [3, 6, 9], tech === 'is' ? IS_SRM_ROWS : CLAN_SRM_ROWS, {
    aliases: (n) => [`SRTorpedo${n}`, `SRTorpedo-${n}`],
    type: (n) => `srt${n}`,
    rules: { caveat: TORPEDO },
  }),
];

/**
 * Machine gun arrays (TechManual): one attack with the 2 to 4 machine guns of the same kind next to it in its location,
 * their hits on the Cluster Hits table by how many fire, all in one location; the guns cannot fire alone while it works.
 */
const machineGunArrays = (): WeaponRow[] =>
  (
    [
      ['mga', 'Machine Gun Array', ['MGA'], 2, [1, 2, 3], 'mg'],
      ['light-mga', 'Light Machine Gun Array', ['LMGA', 'LightMGA'], 1, [2, 4, 6], 'light-mg'],
      ['heavy-mga', 'Heavy Machine Gun Array', ['HMGA', 'HeavyMGA'], 3, [1, 2, 2], 'heavy-mg'],
    ] as const
  ).map(([key, name, aliases, damage, ranges, feeds]) => ({
    key,
    name,
    aliases,
    damage,
    heat: 0,
    ranges,
    slots: 1,
    attack: 'mga',
    feeds,
  }));

const flamers = (heavySlots: number): WeaponRow[] => [
  laser('flamer', 'Flamer', [], 2, 3, [1, 2, 3], 1),
  {
    // TechManual's vehicle flamer, which 'Mechs may mount too: a flamer fed from a bin (20 shots a ton, 2 a shot).
    ...laser('vehicle-flamer', 'Flamer (Vehicle)', ['Vehicle Flamer', 'VehicleFlamer'], 2, 3, [1, 2, 3], 1),
    ammo: { shots: 20, perShot: 2, type: 'vehicle-flamer', aliases: ['vehicleflamer'] },
  },
  laser('er-flamer', 'ER Flamer', [], 2, 4, [3, 5, 7], 1),
  {
    ...laser('heavy-flamer', 'Heavy Flamer', [], 4, 5, [2, 3, 4], heavySlots),
    // MegaMek: 10 shots a ton, 2 damage a shot when the bin explodes.
    ammo: { shots: 10, perShot: 2, aliases: ['heavyflamer'] },
  },
];

/** Gauss-family weapons: the rifle explodes when hit, its ammunition does not. */
const gauss = (
  key: string,
  name: string,
  aliases: string[],
  [damage, heat, min, slots, explosion]: readonly [number, number, number, number, number],
  ranges: Ranges,
  ammo: { shots: number; aliases: string[] },
  { clusterOnly, ...more }: Partial<WeaponRow> & { clusterOnly?: boolean } = {},
): WeaponRow => ({
  key,
  name,
  aliases,
  damage,
  heat,
  ...(min ? { min } : {}),
  ranges,
  slots,
  explosion,
  ...more,
  ammo: { ...ammo, explosive: false, ...(clusterOnly ? { clusterOnly } : {}) },
});

/** Hyper-assault Gauss rifles (TechManual, Clan): a cluster of slugs, +2 to the cluster roll at short range, -2 at long. */
const hags = (): WeaponRow[] =>
  (
    [
      [20, 4, 6, 6],
      [30, 6, 8, 4],
      [40, 8, 10, 3],
    ] as const
  ).map(([rack, heat, slots, shots]) =>
    gauss(
      `hag${rack}`,
      `HAG/${rack}`,
      [`HAG${rack}`, `HAG ${rack}`, `Hyper-Assault Gauss Rifle/${rack}`],
      [1, heat, 2, slots, rack / 2],
      [8, 16, 24],
      { shots, aliases: [`hag${rack}`, `hyperassaultgaussrifle${rack}`] },
      { attack: 'lrm', rack, rules: { clusterByRange: [2, 0, -2], targetingComputer: true } },
    ),
  );

/** Variable speed pulse lasers (Tactical Operations, MegaMek standard): to-hit -4/-3/-2 and damage by range bracket. */
const vspLasers = (): WeaponRow[] =>
  (
    [
      ['Small', 'S', 3, [2, 4, 6], 1, [5, 4, 3]],
      ['Medium', 'M', 7, [2, 5, 9], 2, [9, 7, 5]],
      ['Large', 'L', 10, [4, 8, 15], 4, [11, 9, 7]],
    ] as const
  ).map(([size, letter, heat, ranges, slots, byRange]) => ({
    ...laser(
      `${size.toLowerCase()}-vsp-laser`,
      `${size} VSP Laser`,
      [`${size}VSPLaser`, `${letter}VSPL`, `${size}VariableSpeedLaser`, `${size}VSP`],
      byRange[0],
      heat,
      ranges,
      slots,
    ),
    byRange,
    rules: { toHitByRange: [-4, -3, -2] },
  }));

/** ProtoMech autocannons (Tactical Operations, MegaMek standard; 'Mechs mount them too): [size, heat, slots, shots, ranges]. */
const protoMechAcs = (): WeaponRow[] =>
  (
    [
      [2, 1, 2, 40, [7, 14, 20]],
      [4, 1, 3, 20, [5, 10, 15]],
      [8, 2, 4, 10, [3, 7, 10]],
    ] as const
  ).map(([size, heat, slots, shots, ranges]) => ({
    key: `protomech-ac${size}`,
    name: `ProtoMech AC/${size}`,
    aliases: [`ProtoMechAC${size}`, `ProtoAC${size}`],
    damage: size,
    heat,
    ranges,
    slots,
    ammo: { shots, aliases: [`protomechac${size}`, `protoac${size}`] },
  }));

/** Clan improved heavy lasers: no +1 to hit, but the laser explodes for half its damage when hit. */
const improvedHeavyLasers = (): WeaponRow[] =>
  (
    [
      ['Small', 6, 3, [1, 2, 3], 1, 3],
      ['Medium', 10, 7, [3, 6, 9], 2, 5],
      ['Large', 16, 18, [5, 10, 15], 3, 8],
    ] as const
  ).map(([size, damage, heat, ranges, slots, explosion]) => ({
    ...laser(
      `improved-heavy-${size.toLowerCase()}-laser`,
      `Improved Heavy ${size} Laser`,
      [`Improved${size}HeavyLaser`, `ImprovedHeavy${size}Laser`, `Improved ${size} Heavy Laser`],
      damage,
      heat,
      ranges,
      slots,
    ),
    explosion,
  }));

/** Anti-battle armour pods (TechManual): a one-shot blast at battle armour next to the 'Mech, never at a 'Mech. */
const bPod: WeaponRow = {
  key: 'b-pod',
  name: 'B-Pod',
  aliases: ['BPod', 'Anti-BattleArmor Pods (B-Pods)'],
  damage: 0,
  heat: 0,
  ranges: [0, 0, 0],
  slots: 1,
  attack: 'none',
  defensive: 'once, at battle armour next to it',
};

const laserAms = (heat: number, slots: number): WeaponRow => ({
  key: 'laser-ams',
  name: 'Laser AMS',
  aliases: ['LaserAntiMissileSystem', 'Laser Anti-Missile System', 'Laser Anti-Missile Sys'],
  damage: 0,
  heat,
  ranges: [1, 1, 1],
  slots,
  attack: 'none',
  defensive: true,
});

const PLASMA_ARMOUR = 'reflective or heat-dissipating armour would halve that heat, which Salvo does not apply';

const IS_INARC: WeaponRow = {
  key: 'improved-narc',
  name: 'iNarc Launcher',
  aliases: ['ImprovedNarc', 'iNarc', 'Improved Narc', 'iNarc Beacon', 'iNarc Missile Beacon'],
  damage: 0,
  heat: 0,
  ranges: [4, 9, 15],
  slots: 3,
  attack: 'none',
  ammo: { shots: 4, perShot: 0, explosive: false, aliases: ['inarc', 'inarcpods', 'improvednarc'] },
};

/** The Inner Sphere launchers that also come as one-shots (OS, I-OS). */
const IS_MISSILES: readonly WeaponRow[] = [
  ...racks('lrm', (n) => `LRM ${n}`, 'lrm', [7, 14, 21], IS_LRM_ROWS, { min: 6 }),
  ...racks('srm', (n) => `SRM ${n}`, 'srm', [3, 6, 9], IS_SRM_ROWS),
  ...streaks('srm', [3, 6, 9], IS_SRM_ROWS),
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
  ...torpedoes('is'),
  ...thunderbolts(),
  ...beacons(2, [3, 6, 9]),
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
  // X-pulse, VSP and the binary laser: Tactical Operations weapons MegaMek rates standard.
  laser('small-x-pulse-laser', 'Small X-Pulse Laser', ['SmallXPulseLaser', 'X-Pulse Small Laser'], 3, 3, [2, 4, 5], 1, -2),
  laser(
    'medium-x-pulse-laser',
    'Medium X-Pulse Laser',
    ['MediumXPulseLaser', 'X-Pulse Med Laser', 'X-Pulse Medium Laser'],
    6,
    6,
    [3, 6, 9],
    1,
    -2,
  ),
  laser('large-x-pulse-laser', 'Large X-Pulse Laser', ['LargeXPulseLaser', 'X-Pulse Large Laser'], 9, 14, [5, 10, 15], 2, -2),
  ...vspLasers(),
  laser(
    'binary-laser',
    'Binary Laser (Blazer) Cannon',
    ['Binary Laser Cannon', 'Blazer', 'Binary Laser', 'Blazer Cannon'],
    12,
    16,
    [5, 10, 15],
    4,
  ),
  { ...laser('ppc', 'PPC', ['Particle Cannon', 'Particle Projector Cannon'], 10, 10, [6, 12, 18], 3), min: 3 },
  laser('er-ppc', 'ER PPC', ['ERPPC', 'Extended Range PPC'], 10, 15, [7, 14, 23], 3),
  { ...laser('light-ppc', 'Light PPC', ['LPPC'], 5, 5, [6, 12, 18], 2), min: 3 },
  { ...laser('heavy-ppc', 'Heavy PPC', ['HPPC'], 15, 15, [6, 12, 18], 4), min: 3 },
  {
    ...laser('snub-nose-ppc', 'Snub-Nose PPC', ['SNPPC', 'Snub Nose PPC', 'SnubNosePPC', 'Snub-Nosed PPC'], 10, 10, [9, 13, 15], 2),
    byRange: [10, 8, 5],
  },
  {
    ...laser('plasma-rifle', 'Plasma Rifle', [], 10, 10, [5, 10, 15], 2),
    rules: { targetHeatDice: 1, caveat: `a hit on a 'Mech adds 1D6 heat as well as 10 damage (TechManual; MegaMek); ${PLASMA_ARMOUR}` },
    ammo: { shots: 10, explosive: false, aliases: ['plasmarifle'] },
  },
  ...flamers(1),
  ...machineGuns(),
  ...machineGunArrays(),
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
  // Improved heavy Gauss, Silver Bullet Gauss and Magshot: Tactical Operations, MegaMek standard.
  gauss(
    'improved-heavy-gauss',
    'Improved Heavy Gauss Rifle',
    ['ImprovedHeavyGaussRifle', 'Improved Heavy Gauss'],
    [22, 2, 3, 11, 30],
    [6, 12, 19],
    { shots: 4, aliases: ['improvedheavygauss', 'improvedheavygaussrifle'] },
  ),
  gauss(
    'silver-bullet-gauss',
    'Silver Bullet Gauss Rifle',
    ['SBGR', 'SBGaussRifle', 'SilverBulletGauss'],
    [15, 1, 2, 7, 20],
    [7, 15, 22],
    { shots: 8, aliases: ['silverbulletgauss', 'silverbulletgaussrifle', 'sbgauss', 'sbgaussrifle'] },
    // Always cluster rounds: 15 one-point pellets, -1 to hit like LB-X cluster, no targeting computer (MegaMek).
    { attack: 'lbx', rack: 15, rules: { targetingComputer: false }, clusterOnly: true },
  ),
  gauss('magshot', 'Magshot', ['MagshotGR', 'Magshot Gauss Rifle'], [2, 1, 0, 2, 3], [3, 6, 9], {
    shots: 50,
    aliases: ['magshot', 'magshotgr', 'magshotgaussrifle'],
  }),
  ...IS_MISSILES,
  ...mmls(),
  ...racks(
    'extended-lrm',
    (n) => `Extended LRM ${n}`,
    'lrm',
    [12, 22, 38],
    [
      [5, 3, 1, 18],
      [10, 6, 4, 9],
      [15, 8, 6, 6],
      [20, 10, 8, 4],
    ],
    { min: 10, aliases: (n) => [`ExtendedLRM${n}`, `ELRM${n}`, `ELRM-${n}`] },
  ),
  ...racks(
    'enhanced-lrm',
    (n) => `Enhanced LRM ${n}`,
    'lrm',
    [7, 14, 21],
    [
      [5, 2, 2, 24],
      [10, 4, 4, 12],
      [15, 5, 6, 8],
      [20, 6, 9, 6],
    ],
    { min: 3, aliases: (n) => [`EnhancedLRM${n}`, `NLRM${n}`] },
  ),
  ...rocketLaunchers(),
  IS_INARC,
  ...oneShots(IS_MISSILES),
  ...oneShots([IS_INARC], false),
  { key: 'tag', name: 'TAG', aliases: ['TAG'], damage: 0, heat: 0, ranges: [5, 9, 15], slots: 1, attack: 'none' },
  {
    key: 'ams',
    name: 'Anti-Missile System',
    aliases: ['AntiMissileSystem', 'AMS', 'Anti-Missile Sys'],
    damage: 0,
    heat: 1,
    ranges: [1, 1, 1],
    slots: 1,
    attack: 'none',
    defensive: true,
    ammo: { shots: 12, perShot: 2, aliases: ['ams', 'antimissilesystem'] },
  },
  laserAms(7, 2),
  bPod,
];

/** The Clan launchers that also come as one-shots (OS, I-OS). */
const CLAN_MISSILES: readonly WeaponRow[] = [
  ...racks('lrm', (n) => `LRM ${n}`, 'lrm', [7, 14, 21], CLAN_LRM_ROWS, { type: (n) => `lrm${n}` }),
  ...racks('srm', (n) => `SRM ${n}`, 'srm', [3, 6, 9], CLAN_SRM_ROWS, { type: (n) => `srm${n}` }),
  ...streaks('srm', [4, 8, 12], IS_SRM_ROWS),
  ...streaks('lrm', [7, 14, 21], IS_LRM_ROWS),
  ...torpedoes('clan'),
  ...beacons(1, [4, 8, 12]),
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
  // ER pulse and improved heavy lasers: Tactical Operations, MegaMek standard. Improved heavies drop the +1 to hit
  // and explode when hit, for half their damage.
  laser('er-small-pulse-laser', 'ER Small Pulse Laser', ['ER Pulse Small Laser', 'ERSmallPulseLaser'], 5, 3, [2, 4, 6], 1, -1),
  laser('er-medium-pulse-laser', 'ER Medium Pulse Laser', ['ER Pulse Med Laser', 'ERMediumPulseLaser'], 7, 6, [5, 9, 14], 2, -1),
  laser('er-large-pulse-laser', 'ER Large Pulse Laser', ['ER Pulse Large Laser', 'ERLargePulseLaser'], 10, 13, [7, 15, 23], 3, -1),
  ...improvedHeavyLasers(),
  laser('er-ppc', 'ER PPC', ['ERPPC'], 15, 15, [7, 14, 23], 2),
  {
    ...laser('plasma-cannon', 'Plasma Cannon', [], 0, 7, [6, 12, 18], 1),
    rules: {
      targetHeatDice: 2,
      targetingComputer: true,
      caveat: `a hit on a 'Mech deals no damage but adds 2D6 heat (TechManual; MegaMek); ${PLASMA_ARMOUR}`,
    },
    ammo: { shots: 10, perShot: 0, explosive: false, aliases: ['plasmacannon'] },
  },
  ...flamers(1),
  ...machineGuns(),
  ...machineGunArrays(),
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
  ...protoMechAcs(),
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
  ...hags(),
  ...CLAN_MISSILES,
  ...oneShots(CLAN_MISSILES),
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
  { key: 'tag', name: 'TAG', aliases: ['TAG'], damage: 0, heat: 0, ranges: [5, 9, 15], slots: 1, attack: 'none' },
  { key: 'light-tag', name: 'Light TAG', aliases: ['LightTAG'], damage: 0, heat: 0, ranges: [3, 6, 9], slots: 1, attack: 'none' },
  {
    key: 'ams',
    name: 'Anti-Missile System',
    aliases: ['AntiMissileSystem', 'AMS', 'Anti-Missile Sys'],
    damage: 0,
    heat: 1,
    ranges: [1, 1, 1],
    slots: 1,
    attack: 'none',
    defensive: true,
    ammo: { shots: 24, perShot: 2, aliases: ['ams', 'antimissilesystem'] },
  },
  laserAms(5, 1),
  bPod,
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
