// The schema of a stored Slaved Armour unit (a suit or a person): every load checks it, so a record of the wrong shape
// is set aside rather than trusted.
import { z } from 'zod';
import { CONDITIONS, type SaUnitData } from './unit.js';

const count = z.number().int().min(0);
const mounts = z.array(z.string()).readonly().optional();

const weapon = z.strictObject({
  name: z.string(),
  code: z.string(),
  band: z.string(),
  hits: z.number(),
  dice: z.number(),
  magCapacity: count,
  magSlots: count,
  tags: z.array(z.string()).readonly(),
  shotsLeft: count,
  spareMags: count,
  mounts,
});

const melee = z.strictObject({ name: z.string(), reach: z.string(), hits: z.number(), dice: z.number(), mounts });

const module = z.strictObject({
  name: z.string(),
  destroyed: z.boolean(),
  critical: z.boolean(),
  explosive: z.boolean(),
  fire: z.enum(['none', 'external', 'internal']),
});

const suit = z.strictObject({
  kind: z.literal('sa'),
  design: z.string(),
  locomotion: z.string(),
  speed: z.number(),
  facing: z.number().int(),
  submerged: z.boolean(),
  skill: z.number(),
  rows: z.array(z.array(module).readonly()).readonly(),
  fires: z
    .array(z.strictObject({ kind: z.enum(['external', 'internal', 'explosive']), row: count, col: count, module: z.string() }))
    .readonly(),
  weapons: z.array(weapon).readonly(),
  melee: z.array(melee).readonly(),
  drive: z.array(z.string()).readonly().optional(),
  destroyed: z.boolean(),
  destroyedBy: z.string().nullable(),
});

const person = z.strictObject({
  kind: z.literal('person'),
  profile: z.strictObject({
    code: z.string(),
    species: z.string(),
    stun: z.number(),
    light: z.number(),
    severe: z.number(),
    death: z.number(),
  }),
  armour: z.number(),
  damage: z.number(),
  condition: z.enum(CONDITIONS),
  winded: z.boolean(),
  str: z.number(),
  dex: z.number(),
  maxStr: z.number(),
  maxDex: z.number(),
  bedridden: z.boolean(),
  scars: count,
  skill: z.number(),
  speed: z.number(),
  locomotion: z.string(),
  facing: z.number().int(),
  weapons: z.array(weapon).readonly(),
  melee: z.array(melee).readonly(),
});

export const saDataSchema = z.discriminatedUnion('kind', [suit, person]);

/** The type the schema checks: whatever passes it is SaUnitData the rules can use. */
export type StoredSaData = z.infer<typeof saDataSchema>;
const _fits = (data: StoredSaData): SaUnitData => data;
