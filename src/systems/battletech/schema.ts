// The schema of a stored BattleTech 'Mech (MechData): every load checks it, so a record of the wrong shape is set aside.
import { z } from 'zod';
import { ARMOR_TYPES, COCKPIT_TYPES, STRUCTURE_TYPES } from './construction.js';
import { LOCATIONS } from './locations.js';
import type { MechData } from './types.js';

const count = z.number().int().min(0);
const triple = z.tuple([z.number(), z.number(), z.number()]).readonly();
const location = z.enum(LOCATIONS);

/** Catalog stats copied onto the item: checked for what the rules read, open to stats a newer catalog adds. */
const weaponStats = z.looseObject({
  damage: z.number(),
  heat: z.number(),
  minRange: z.number(),
  ranges: triple,
  attack: z.enum(['direct', 'srm', 'lrm', 'streak', 'lbx', 'mml', 'mga', 'none']),
  toHit: z.number(),
  rack: z.number().optional(),
  ammo: z.string().optional(),
  rof: z.enum(['ultra', 'rotary']).optional(),
  damageByRange: triple.optional(),
  toHitByRange: triple.optional(),
  clusterByRange: triple.optional(),
  defensive: z.union([z.boolean(), z.string()]).optional(),
});

const slot = z.strictObject({
  kind: z.enum(['empty', 'system', 'equipment']),
  name: z.string(),
  system: z
    .enum([
      'lifeSupport',
      'sensors',
      'cockpit',
      'engine',
      'gyro',
      'shoulder',
      'upperArm',
      'lowerArm',
      'hand',
      'hip',
      'upperLeg',
      'lowerLeg',
      'foot',
    ])
    .optional(),
  equipment: count.optional(),
  hittable: z.boolean(),
  hit: z.boolean(),
  hitTurn: z.number().int().optional(),
  destroyed: z.boolean(),
});

const ammoBin = z.strictObject({
  ammoType: z.string(),
  damagePerShot: z.number(),
  shotsPerTon: z.number(),
  shotsPerTurn: z.number(),
  explosive: z.boolean(),
  cluster: z.boolean().optional(),
  munition: z.string().optional(),
  missile: z.enum(['lrm', 'srm']).optional(),
  shotsLeft: count,
});

const equipment = z.strictObject({
  id: count,
  key: z.string(),
  name: z.string(),
  kind: z.enum(['weapon', 'ammo', 'heatSink', 'jumpJet', 'case', 'structure', 'misc']),
  locations: z.array(location).readonly(),
  rear: z.boolean(),
  slots: count,
  weapon: weaponStats.optional(),
  ammo: ammoBin.optional(),
  double: z.boolean().optional(),
  explosion: z.number().optional(),
  hit: z.boolean(),
  firedTurn: z.number().int().optional(),
  artemis: z.number().optional(),
  jammed: z.boolean().optional(),
  extended: z.boolean().optional(),
  spent: z.boolean().optional(),
});

const locationState = z.strictObject({
  armor: count,
  rear: count.optional(),
  internal: count,
  maxArmor: count,
  maxRear: count.optional(),
  maxInternal: count,
  destroyed: z.boolean(),
  blownOff: z.boolean(),
  slots: z.array(slot),
});

export const mechDataSchema = z.strictObject({
  chassis: z.string(),
  model: z.string(),
  tonnage: z.number().positive(),
  techBase: z.string(),
  engine: z.strictObject({ type: z.enum(['standard', 'xl', 'light', 'compact', 'xxl', 'ice', 'fuel-cell', 'fission']), rating: count }),
  gyro: z.string(),
  armorType: z.enum(ARMOR_TYPES).optional(),
  structureType: z.enum(STRUCTURE_TYPES).optional(),
  cockpit: z.enum(COCKPIT_TYPES).optional(),
  heatSinks: z.strictObject({ type: z.enum(['single', 'double']), count: count }),
  walk: count,
  jump: count,
  locations: z.strictObject(
    Object.fromEntries(LOCATIONS.map((id) => [id, locationState])) as Record<(typeof LOCATIONS)[number], typeof locationState>,
  ),
  equipment: z.array(equipment),
  pilot: z.strictObject({
    name: z.string(),
    gunnery: z.number().int(),
    piloting: z.number().int(),
    hits: count,
    conscious: z.boolean(),
    dead: z.boolean(),
  }),
  heat: z.number(),
  heatThisTurn: z.number(),
  externalHeat: z.number().optional(),
  turn: count,
  damageThisPhase: z.number(),
  prone: z.boolean(),
  shutdown: z.boolean(),
  destroyed: z.boolean(),
  destroyedReason: z.string().optional(),
  pendingPsrs: z.array(z.strictObject({ reason: z.string(), modifier: z.number(), automatic: z.boolean() })),
  clubs: z.array(location),
  primaryTarget: z.strictObject({ turn: z.number().int(), target: z.string() }).optional(),
  physical: z.strictObject({ turn: z.number().int(), attacks: z.array(z.string()) }).optional(),
  club: z.string().optional(),
  quad: z.boolean().optional(),
  quirks: z.array(z.string()).optional(),
});

/** The type the schema checks: whatever passes it is a MechData the rules can use. */
export type StoredMechData = z.infer<typeof mechDataSchema>;
const _fits = (data: StoredMechData): MechData => data;
