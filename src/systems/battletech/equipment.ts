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

/** How a weapon's hits land: one location, SRM missiles one by one, LRM in 5-point groups, Streaks all at once. */
export type AttackKind = 'direct' | 'srm' | 'lrm' | 'streak';

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
  /** Built-in to-hit modifier (pulse lasers -2). */
  readonly toHit: number;
}

interface CatalogBase {
  readonly key: string;
  readonly name: string;
  readonly aliases: readonly string[];
  readonly slots: number;
}

export interface SystemItem extends CatalogBase {
  readonly kind: 'system';
  readonly system: SystemKind;
}
export interface WeaponItem extends CatalogBase {
  readonly kind: 'weapon';
  readonly weapon: WeaponStats;
  /** Explodes like ammunition on its first critical hit, for this much damage (Gauss rifle). */
  readonly explosion?: number;
}
export interface AmmoItem extends CatalogBase {
  readonly kind: 'ammo';
  readonly ammoType: string;
  readonly shotsPerTon: number;
  readonly damagePerShot: number;
  /** Shots a weapon fires in one turn (Ultra ACs fire two): the seed's "one turn's worth". */
  readonly shotsPerTurn: number;
  readonly explosive: boolean;
}
export interface HeatSinkItem extends CatalogBase {
  readonly kind: 'heatSink';
  readonly double: boolean;
}
export interface SimpleItem extends CatalogBase {
  /** `structure` marks Endo Steel / Ferro-Fibrous slots, which a crit never lands on (TW: roll again). */
  readonly kind: 'jumpJet' | 'case' | 'structure' | 'misc';
}
export type CatalogItem = SystemItem | WeaponItem | AmmoItem | HeatSinkItem | SimpleItem;

const sys = (system: SystemKind, aliases: string[]): SystemItem => ({
  key: system,
  name: SYSTEM_NAMES[system],
  kind: 'system',
  system,
  slots: 1,
  aliases,
});

interface WeaponArgs {
  damage: number;
  heat: number;
  min?: number;
  ranges: [number, number, number];
  slots: number;
  attack?: AttackKind;
  rack?: number;
  ammo?: string;
  toHit?: number;
  explosion?: number;
}
const weapon = (key: string, name: string, aliases: string[], a: WeaponArgs): WeaponItem => ({
  key,
  name,
  kind: 'weapon',
  slots: a.slots,
  aliases,
  weapon: {
    damage: a.damage,
    heat: a.heat,
    minRange: a.min ?? 0,
    ranges: a.ranges,
    attack: a.attack ?? 'direct',
    ...(a.rack !== undefined ? { rack: a.rack } : {}),
    ...(a.ammo !== undefined ? { ammo: a.ammo } : {}),
    toHit: a.toHit ?? 0,
  },
  ...(a.explosion !== undefined ? { explosion: a.explosion } : {}),
});

const ammo = (
  key: string,
  name: string,
  aliases: string[],
  shotsPerTon: number,
  damagePerShot: number,
  options: { ammoType?: string; explosive?: boolean; shotsPerTurn?: number } = {},
): AmmoItem => ({
  key,
  name,
  kind: 'ammo',
  slots: 1,
  aliases,
  ammoType: options.ammoType ?? key.replace(/-ammo(-half)?$/, ''),
  shotsPerTon,
  damagePerShot,
  shotsPerTurn: options.shotsPerTurn ?? 1,
  explosive: options.explosive ?? true,
});

/** Inner Sphere equipment of the Succession Wars and Clan-invasion era, as TechManual / MegaMek rate it. */
export const CATALOG: readonly CatalogItem[] = [
  sys('lifeSupport', ['Life Support']),
  sys('sensors', ['Sensors']),
  sys('cockpit', ['Cockpit', 'Small Cockpit', 'Standard Cockpit']),
  sys('engine', ['Fusion Engine', 'Engine', 'XL Engine', 'Light Engine']),
  sys('gyro', ['Gyro']),
  sys('shoulder', ['Shoulder', 'Shoulder Actuator']),
  sys('upperArm', ['Upper Arm Actuator', 'Upper Arm']),
  sys('lowerArm', ['Lower Arm Actuator', 'Lower Arm']),
  sys('hand', ['Hand Actuator', 'Hand']),
  sys('hip', ['Hip', 'Hip Actuator']),
  sys('upperLeg', ['Upper Leg Actuator', 'Upper Leg']),
  sys('lowerLeg', ['Lower Leg Actuator', 'Lower Leg']),
  sys('foot', ['Foot Actuator', 'Foot']),

  weapon('small-laser', 'Small Laser', ['Small Laser'], { damage: 3, heat: 1, ranges: [1, 2, 3], slots: 1 }),
  weapon('medium-laser', 'Medium Laser', ['Medium Laser'], { damage: 5, heat: 3, ranges: [3, 6, 9], slots: 1 }),
  weapon('large-laser', 'Large Laser', ['Large Laser'], { damage: 8, heat: 8, ranges: [5, 10, 15], slots: 2 }),
  weapon('er-small-laser', 'ER Small Laser', ['ER Small Laser'], { damage: 3, heat: 2, ranges: [2, 4, 5], slots: 1 }),
  weapon('er-medium-laser', 'ER Medium Laser', ['ER Medium Laser'], { damage: 5, heat: 5, ranges: [4, 8, 12], slots: 1 }),
  weapon('er-large-laser', 'ER Large Laser', ['ER Large Laser'], { damage: 8, heat: 12, ranges: [7, 14, 19], slots: 2 }),
  weapon('small-pulse-laser', 'Small Pulse Laser', ['Small Pulse Laser'], { damage: 3, heat: 2, ranges: [1, 2, 3], slots: 1, toHit: -2 }),
  weapon('medium-pulse-laser', 'Medium Pulse Laser', ['Medium Pulse Laser'], {
    damage: 6,
    heat: 4,
    ranges: [2, 4, 6],
    slots: 1,
    toHit: -2,
  }),
  weapon('large-pulse-laser', 'Large Pulse Laser', ['Large Pulse Laser'], {
    damage: 9,
    heat: 10,
    ranges: [3, 7, 10],
    slots: 2,
    toHit: -2,
  }),
  weapon('ppc', 'PPC', ['PPC', 'Particle Cannon'], { damage: 10, heat: 10, min: 3, ranges: [6, 12, 18], slots: 3 }),
  weapon('er-ppc', 'ER PPC', ['ER PPC', 'ERPPC'], { damage: 10, heat: 15, ranges: [7, 14, 23], slots: 3 }),
  weapon('flamer', 'Flamer', ['Flamer'], { damage: 2, heat: 3, ranges: [1, 2, 3], slots: 1 }),
  weapon('machine-gun', 'Machine Gun', ['Machine Gun', 'MG'], { damage: 2, heat: 0, ranges: [1, 2, 3], slots: 1, ammo: 'mg' }),
  weapon('ac2', 'AC/2', ['Autocannon/2', 'AC/2', 'AC2'], { damage: 2, heat: 1, min: 4, ranges: [8, 16, 24], slots: 1, ammo: 'ac2' }),
  weapon('ac5', 'AC/5', ['Autocannon/5', 'AC/5', 'AC5'], { damage: 5, heat: 1, min: 3, ranges: [6, 12, 18], slots: 4, ammo: 'ac5' }),
  weapon('ac10', 'AC/10', ['Autocannon/10', 'AC/10', 'AC10'], { damage: 10, heat: 3, ranges: [5, 10, 15], slots: 7, ammo: 'ac10' }),
  weapon('ac20', 'AC/20', ['Autocannon/20', 'AC/20', 'AC20'], { damage: 20, heat: 7, ranges: [3, 6, 9], slots: 10, ammo: 'ac20' }),
  weapon('uac5', 'Ultra AC/5', ['Ultra AC/5', 'Ultra Autocannon/5', 'UltraAC5', 'UAC/5'], {
    damage: 5,
    heat: 1,
    min: 2,
    ranges: [6, 13, 20],
    slots: 5,
    ammo: 'uac5',
  }),
  weapon('lbx10', 'LB 10-X AC', ['LB 10-X AC', 'LBXAC10', 'LB 10-X Autocannon'], {
    damage: 10,
    heat: 2,
    ranges: [6, 12, 18],
    slots: 6,
    ammo: 'lbx10',
  }),
  weapon('gauss', 'Gauss Rifle', ['Gauss Rifle', 'GaussRifle'], {
    damage: 15,
    heat: 1,
    min: 2,
    ranges: [7, 15, 22],
    slots: 7,
    ammo: 'gauss',
    explosion: 20,
  }),
  weapon('srm2', 'SRM 2', ['SRM 2', 'SRM-2', 'SRM2'], {
    damage: 2,
    heat: 2,
    ranges: [3, 6, 9],
    slots: 1,
    attack: 'srm',
    rack: 2,
    ammo: 'srm2',
  }),
  weapon('srm4', 'SRM 4', ['SRM 4', 'SRM-4', 'SRM4'], {
    damage: 2,
    heat: 3,
    ranges: [3, 6, 9],
    slots: 1,
    attack: 'srm',
    rack: 4,
    ammo: 'srm4',
  }),
  weapon('srm6', 'SRM 6', ['SRM 6', 'SRM-6', 'SRM6'], {
    damage: 2,
    heat: 4,
    ranges: [3, 6, 9],
    slots: 2,
    attack: 'srm',
    rack: 6,
    ammo: 'srm6',
  }),
  weapon('streak-srm2', 'Streak SRM 2', ['Streak SRM 2', 'StreakSRM2', 'Streak SRM-2'], {
    damage: 2,
    heat: 2,
    ranges: [3, 6, 9],
    slots: 1,
    attack: 'streak',
    rack: 2,
    ammo: 'streak-srm2',
  }),
  weapon('lrm5', 'LRM 5', ['LRM 5', 'LRM-5', 'LRM5'], {
    damage: 1,
    heat: 2,
    min: 6,
    ranges: [7, 14, 21],
    slots: 1,
    attack: 'lrm',
    rack: 5,
    ammo: 'lrm5',
  }),
  weapon('lrm10', 'LRM 10', ['LRM 10', 'LRM-10', 'LRM10'], {
    damage: 1,
    heat: 4,
    min: 6,
    ranges: [7, 14, 21],
    slots: 2,
    attack: 'lrm',
    rack: 10,
    ammo: 'lrm10',
  }),
  weapon('lrm15', 'LRM 15', ['LRM 15', 'LRM-15', 'LRM15'], {
    damage: 1,
    heat: 5,
    min: 6,
    ranges: [7, 14, 21],
    slots: 3,
    attack: 'lrm',
    rack: 15,
    ammo: 'lrm15',
  }),
  weapon('lrm20', 'LRM 20', ['LRM 20', 'LRM-20', 'LRM20'], {
    damage: 1,
    heat: 6,
    min: 6,
    ranges: [7, 14, 21],
    slots: 5,
    attack: 'lrm',
    rack: 20,
    ammo: 'lrm20',
  }),

  ammo('mg-ammo', 'Ammo MG', ['Ammo MG - Full', 'MG Ammo (200)', 'MG Ammo', 'Ammo MG', 'Machine Gun Ammo'], 200, 2, { ammoType: 'mg' }),
  ammo('mg-ammo-half', 'Ammo MG (half)', ['Ammo MG - Half', 'MG Ammo (100)', 'Half MG Ammo'], 100, 2, { ammoType: 'mg' }),
  ammo('ac2-ammo', 'Ammo AC/2', ['Ammo AC/2', 'AC2 Ammo', 'AC/2 Ammo'], 45, 2),
  ammo('ac5-ammo', 'Ammo AC/5', ['Ammo AC/5', 'AC5 Ammo', 'AC/5 Ammo'], 20, 5),
  ammo('ac10-ammo', 'Ammo AC/10', ['Ammo AC/10', 'AC10 Ammo', 'AC/10 Ammo'], 10, 10),
  ammo('ac20-ammo', 'Ammo AC/20', ['Ammo AC/20', 'AC20 Ammo', 'AC/20 Ammo'], 5, 20),
  ammo('uac5-ammo', 'Ammo Ultra AC/5', ['Ammo UltraAC/5', 'UltraAC5 Ammo', 'Ultra AC/5 Ammo', 'Ammo Ultra AC/5'], 20, 5, {
    shotsPerTurn: 2,
  }),
  ammo('lbx10-ammo', 'Ammo LB 10-X', ['LB 10-X AC Ammo', 'LBXAC10 Ammo', 'Ammo LB 10-X AC'], 10, 10),
  ammo('gauss-ammo', 'Ammo Gauss', ['Gauss Ammo', 'Ammo Gauss', 'Ammo Gauss Rifle'], 8, 15, { explosive: false }),
  ammo('srm2-ammo', 'Ammo SRM-2', ['Ammo SRM-2', 'SRM2 Ammo', 'SRM-2 Ammo', 'SRM 2 Ammo'], 50, 4),
  ammo('srm4-ammo', 'Ammo SRM-4', ['Ammo SRM-4', 'SRM4 Ammo', 'SRM-4 Ammo', 'SRM 4 Ammo'], 25, 8),
  ammo('srm6-ammo', 'Ammo SRM-6', ['Ammo SRM-6', 'SRM6 Ammo', 'SRM-6 Ammo', 'SRM 6 Ammo'], 15, 12),
  ammo('streak-srm2-ammo', 'Ammo Streak SRM-2', ['Streak SRM 2 Ammo', 'StreakSRM2 Ammo', 'Ammo Streak SRM-2'], 50, 4),
  ammo('lrm5-ammo', 'Ammo LRM-5', ['Ammo LRM-5', 'LRM5 Ammo', 'LRM-5 Ammo', 'LRM 5 Ammo'], 24, 5),
  ammo('lrm10-ammo', 'Ammo LRM-10', ['Ammo LRM-10', 'LRM10 Ammo', 'LRM-10 Ammo', 'LRM 10 Ammo'], 12, 10),
  ammo('lrm15-ammo', 'Ammo LRM-15', ['Ammo LRM-15', 'LRM15 Ammo', 'LRM-15 Ammo', 'LRM 15 Ammo'], 8, 15),
  ammo('lrm20-ammo', 'Ammo LRM-20', ['Ammo LRM-20', 'LRM20 Ammo', 'LRM-20 Ammo', 'LRM 20 Ammo'], 6, 20),

  // Clan equipment (TechManual): MegaMek writes it with a CL prefix, e.g. CLERMediumLaser, CLLRM15 Ammo.
  weapon('cl-er-small-laser', 'ER Small Laser (Clan)', ['CLERSmallLaser', 'Clan ER Small Laser'], {
    damage: 5,
    heat: 2,
    ranges: [2, 4, 6],
    slots: 1,
  }),
  weapon('cl-er-medium-laser', 'ER Medium Laser (Clan)', ['CLERMediumLaser', 'Clan ER Medium Laser'], {
    damage: 7,
    heat: 5,
    ranges: [5, 10, 15],
    slots: 1,
  }),
  weapon('cl-er-large-laser', 'ER Large Laser (Clan)', ['CLERLargeLaser', 'Clan ER Large Laser'], {
    damage: 10,
    heat: 12,
    ranges: [8, 15, 25],
    slots: 1,
  }),
  weapon('cl-small-pulse-laser', 'Small Pulse Laser (Clan)', ['CLSmallPulseLaser', 'Clan Small Pulse Laser'], {
    damage: 3,
    heat: 2,
    ranges: [2, 4, 6],
    slots: 1,
    toHit: -2,
  }),
  weapon('cl-medium-pulse-laser', 'Medium Pulse Laser (Clan)', ['CLMediumPulseLaser', 'Clan Medium Pulse Laser'], {
    damage: 7,
    heat: 4,
    ranges: [4, 8, 12],
    slots: 1,
    toHit: -2,
  }),
  weapon('cl-large-pulse-laser', 'Large Pulse Laser (Clan)', ['CLLargePulseLaser', 'Clan Large Pulse Laser'], {
    damage: 10,
    heat: 10,
    ranges: [6, 14, 20],
    slots: 2,
    toHit: -2,
  }),
  weapon('cl-er-ppc', 'ER PPC (Clan)', ['CLERPPC', 'Clan ER PPC'], { damage: 15, heat: 15, ranges: [7, 14, 23], slots: 2 }),
  weapon('cl-machine-gun', 'Machine Gun (Clan)', ['CLMG', 'CLMachineGun', 'Clan Machine Gun'], {
    damage: 2,
    heat: 0,
    ranges: [1, 2, 3],
    slots: 1,
    ammo: 'mg',
  }),
  weapon('cl-flamer', 'Flamer (Clan)', ['CLFlamer', 'Clan Flamer'], { damage: 2, heat: 3, ranges: [1, 2, 3], slots: 1 }),
  weapon('cl-gauss', 'Gauss Rifle (Clan)', ['CLGaussRifle', 'Clan Gauss Rifle'], {
    damage: 15,
    heat: 1,
    min: 2,
    ranges: [7, 15, 22],
    slots: 6,
    ammo: 'gauss',
    explosion: 20,
  }),
  weapon('cl-uac5', 'Ultra AC/5 (Clan)', ['CLUltraAC5', 'Clan Ultra AC/5'], {
    damage: 5,
    heat: 1,
    ranges: [7, 14, 21],
    slots: 3,
    ammo: 'uac5',
  }),
  weapon('cl-uac10', 'Ultra AC/10 (Clan)', ['CLUltraAC10', 'Clan Ultra AC/10'], {
    damage: 10,
    heat: 3,
    ranges: [6, 12, 18],
    slots: 4,
    ammo: 'uac10',
  }),
  weapon('cl-lbx10', 'LB 10-X AC (Clan)', ['CLLBXAC10', 'Clan LB 10-X AC'], {
    damage: 10,
    heat: 2,
    ranges: [6, 12, 18],
    slots: 5,
    ammo: 'lbx10',
  }),
  ...(
    [
      [5, 2, 1],
      [10, 4, 1],
      [15, 5, 2],
      [20, 6, 4],
    ] as const
  ).map(([rack, heat, slots]) =>
    weapon(`cl-lrm${rack}`, `LRM ${rack} (Clan)`, [`CLLRM${rack}`, `Clan LRM ${rack}`], {
      damage: 1,
      heat,
      ranges: [7, 14, 21],
      slots,
      attack: 'lrm',
      rack,
      ammo: `lrm${rack}`,
    }),
  ),
  ...(
    [
      [2, 2],
      [4, 3],
      [6, 4],
    ] as const
  ).map(([rack, heat]) =>
    weapon(`cl-srm${rack}`, `SRM ${rack} (Clan)`, [`CLSRM${rack}`, `Clan SRM ${rack}`], {
      damage: 2,
      heat,
      ranges: [3, 6, 9],
      slots: 1,
      attack: 'srm',
      rack,
      ammo: `srm${rack}`,
    }),
  ),
  ...(
    [
      [2, 2, 1],
      [4, 3, 1],
      [6, 4, 2],
    ] as const
  ).map(([rack, heat, slots]) =>
    weapon(`cl-streak-srm${rack}`, `Streak SRM ${rack} (Clan)`, [`CLStreakSRM${rack}`, `Clan Streak SRM ${rack}`], {
      damage: 2,
      heat,
      ranges: [4, 8, 12],
      slots,
      attack: 'streak',
      rack,
      ammo: `streak-srm${rack}`,
    }),
  ),
  ammo('cl-lrm5-ammo', 'Ammo LRM-5 (Clan)', ['CLLRM5 Ammo', 'Clan Ammo LRM-5'], 24, 5, { ammoType: 'lrm5' }),
  ammo('cl-lrm10-ammo', 'Ammo LRM-10 (Clan)', ['CLLRM10 Ammo', 'Clan Ammo LRM-10'], 12, 10, { ammoType: 'lrm10' }),
  ammo('cl-lrm15-ammo', 'Ammo LRM-15 (Clan)', ['CLLRM15 Ammo', 'Clan Ammo LRM-15'], 8, 15, { ammoType: 'lrm15' }),
  ammo('cl-lrm20-ammo', 'Ammo LRM-20 (Clan)', ['CLLRM20 Ammo', 'Clan Ammo LRM-20'], 6, 20, { ammoType: 'lrm20' }),
  ammo('cl-srm2-ammo', 'Ammo SRM-2 (Clan)', ['CLSRM2 Ammo', 'Clan Ammo SRM-2'], 50, 4, { ammoType: 'srm2' }),
  ammo('cl-srm4-ammo', 'Ammo SRM-4 (Clan)', ['CLSRM4 Ammo', 'Clan Ammo SRM-4'], 25, 8, { ammoType: 'srm4' }),
  ammo('cl-srm6-ammo', 'Ammo SRM-6 (Clan)', ['CLSRM6 Ammo', 'Clan Ammo SRM-6'], 15, 12, { ammoType: 'srm6' }),
  ammo('cl-streak-srm2-ammo', 'Ammo Streak SRM-2 (Clan)', ['CLStreakSRM2 Ammo', 'Clan Streak SRM 2 Ammo'], 50, 4, {
    ammoType: 'streak-srm2',
  }),
  ammo('cl-streak-srm4-ammo', 'Ammo Streak SRM-4 (Clan)', ['CLStreakSRM4 Ammo', 'Clan Streak SRM 4 Ammo'], 25, 8, {
    ammoType: 'streak-srm4',
  }),
  ammo('cl-streak-srm6-ammo', 'Ammo Streak SRM-6 (Clan)', ['CLStreakSRM6 Ammo', 'Clan Streak SRM 6 Ammo'], 15, 12, {
    ammoType: 'streak-srm6',
  }),
  ammo('cl-uac5-ammo', 'Ammo Ultra AC/5 (Clan)', ['CLUltraAC5 Ammo', 'Clan Ammo Ultra AC/5'], 20, 5, { ammoType: 'uac5', shotsPerTurn: 2 }),
  ammo('cl-uac10-ammo', 'Ammo Ultra AC/10 (Clan)', ['CLUltraAC10 Ammo', 'Clan Ammo Ultra AC/10'], 10, 10, {
    ammoType: 'uac10',
    shotsPerTurn: 2,
  }),
  ammo('cl-lbx10-ammo', 'Ammo LB 10-X (Clan)', ['CLLBXAC10 Ammo', 'Clan LB 10-X AC Ammo'], 10, 10, { ammoType: 'lbx10' }),
  ammo('cl-gauss-ammo', 'Ammo Gauss (Clan)', ['CLGauss Ammo', 'Clan Gauss Ammo'], 8, 15, { ammoType: 'gauss', explosive: false }),
  ammo('cl-mg-ammo', 'Ammo MG (Clan)', ['CLMG Ammo (200)', 'Clan Machine Gun Ammo - Full', 'CLMG Ammo'], 200, 2, { ammoType: 'mg' }),
  // Anti-missile systems fire on their own; their ammunition still explodes (2 per shot, 12 shots a ton).
  {
    key: 'ams',
    name: 'Anti-Missile System',
    kind: 'misc',
    slots: 1,
    aliases: ['AntiMissileSystem', 'Anti-Missile System', 'AMS', 'CLAntiMissileSystem'],
  },
  ammo('ams-ammo', 'Ammo AMS', ['AMS Ammo', 'Ammo AMS', 'CLAMS Ammo', 'Clan AMS Ammo'], 12, 2, { ammoType: 'ams' }),
  {
    key: 'cl-double-heat-sink',
    name: 'Double Heat Sink (Clan)',
    kind: 'heatSink',
    double: true,
    slots: 2,
    aliases: ['CLDoubleHeatSink', 'Clan Double Heat Sink'],
  },
  { key: 'cl-case', name: 'CASE (Clan)', kind: 'case', slots: 1, aliases: ['CLCASE', 'Clan CASE'] },
  {
    key: 'cl-endo-steel',
    name: 'Endo Steel (Clan)',
    kind: 'structure',
    slots: 1,
    aliases: ['CLEndoSteel', 'Clan Endo Steel', 'Clan Endo-Steel'],
  },
  {
    key: 'cl-ferro-fibrous',
    name: 'Ferro-Fibrous (Clan)',
    kind: 'structure',
    slots: 1,
    aliases: ['CLFerroFibrous', 'Clan Ferro-Fibrous', 'Clan Ferro Fibrous'],
  },

  {
    key: 'heat-sink',
    name: 'Heat Sink',
    kind: 'heatSink',
    double: false,
    slots: 1,
    aliases: ['Heat Sink', 'HeatSink', 'Single Heat Sink'],
  },
  {
    key: 'double-heat-sink',
    name: 'Double Heat Sink',
    kind: 'heatSink',
    double: true,
    slots: 3,
    aliases: ['Double Heat Sink', 'DoubleHeatSink', 'IS Double Heat Sink'],
  },
  { key: 'jump-jet', name: 'Jump Jet', kind: 'jumpJet', slots: 1, aliases: ['Jump Jet', 'JumpJet'] },
  { key: 'case', name: 'CASE', kind: 'case', slots: 1, aliases: ['CASE'] },
  {
    key: 'endo-steel',
    name: 'Endo Steel',
    kind: 'structure',
    slots: 1,
    aliases: ['Endo Steel', 'Endo-Steel', 'EndoSteel', 'IS Endo Steel', 'IS Endo-Steel'],
  },
  {
    key: 'ferro-fibrous',
    name: 'Ferro-Fibrous',
    kind: 'structure',
    slots: 1,
    aliases: ['Ferro-Fibrous', 'FerroFibrous', 'IS Ferro-Fibrous', 'Ferro Fibrous'],
  },
  { key: 'guardian-ecm', name: 'Guardian ECM', kind: 'misc', slots: 2, aliases: ['Guardian ECM Suite', 'GuardianECM', 'ECM Suite'] },
  { key: 'beagle-probe', name: 'Beagle Active Probe', kind: 'misc', slots: 2, aliases: ['Beagle Active Probe', 'BeagleActiveProbe'] },
  { key: 'tag', name: 'TAG', kind: 'misc', slots: 1, aliases: ['TAG'] },
  { key: 'artemis-iv', name: 'Artemis IV FCS', kind: 'misc', slots: 1, aliases: ['Artemis IV FCS', 'ArtemisIV'] },
];

/** Lower case letters and digits only, so `IS Ammo AC/5`, `ISAC5 Ammo` and `ammo ac5` meet on one spelling. */
export function normalizeName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

const INDEX: ReadonlyMap<string, CatalogItem> = (() => {
  const index = new Map<string, CatalogItem>();
  for (const item of CATALOG) {
    for (const alias of [item.name, ...item.aliases]) index.set(normalizeName(alias), item);
  }
  return index;
})();

export const CATALOG_BY_KEY: ReadonlyMap<string, CatalogItem> = new Map(CATALOG.map((item) => [item.key, item]));

/** Strips MegaMek's mount markers: `(R)` rear-mounted, `(OMNIPOD)`, `(ARMORED)`, `(T)` turret. */
export function parseMountName(raw: string): { name: string; rear: boolean } {
  let name = raw.trim();
  let rear = false;
  for (;;) {
    const match = /\s*\((R|OMNIPOD|ARMORED|T|ST)\)\s*$/i.exec(name);
    if (!match) break;
    if (match[1]?.toUpperCase() === 'R') rear = true;
    name = name.slice(0, match.index).trim();
  }
  return { name, rear };
}

/** Finds a catalog item by any MegaMek spelling; an `IS` prefix is optional (Inner Sphere is the default tech base). */
export function lookupEquipment(name: string): CatalogItem | undefined {
  const key = normalizeName(name);
  return INDEX.get(key) ?? (key.startsWith('is') ? INDEX.get(key.slice(2)) : undefined);
}

export const EMPTY_SLOT_NAMES: ReadonlySet<string> = new Set(['empty', '', 'none']);
export const isEmptySlotName = (name: string): boolean => EMPTY_SLOT_NAMES.has(normalizeName(name)) || name.trim() === '-';
