// The schema of a stored Warhammer 40k vehicle: every load checks it, so a vehicle missing an armour value is set aside
// rather than shot at "AV undefined".
import { z } from 'zod';
import { DESTROYED_KINDS, type VehicleData } from './vehicle.js';

const since = z.strictObject({ since: z.number().int() });
const av = z.number().int().min(0);

export const vehicleDataSchema = z.strictObject({
  template: z.string().nullable(),
  armour: z.strictObject({ front: av, side: av, rear: av }),
  types: z.strictObject({ tank: z.boolean(), fast: z.boolean(), skimmer: z.boolean(), walker: z.boolean(), openTopped: z.boolean() }),
  bs: z.number().int().nullable(),
  weapons: z
    .array(
      z.strictObject({ name: z.string(), strength: z.number(), ap: z.number().nullable(), ordnance: z.boolean(), destroyed: z.boolean() }),
    )
    .readonly(),
  transport: z
    .strictObject({
      capacity: z.number().int().min(0),
      embarked: z.array(z.strictObject({ name: z.string(), models: z.number().int().min(1) })).readonly(),
    })
    .nullable(),
  controller: z.string().nullable(),
  status: z.strictObject({
    shaken: since.nullable(),
    stunned: since.nullable(),
    immobilised: z.boolean(),
    destroyed: z
      .strictObject({
        kind: z.enum(DESTROYED_KINDS),
        cause: z.string(),
        distance: z.number().nullable(),
        direction: z.number().nullable(),
        radius: z.number().nullable(),
      })
      .nullable(),
  }),
  movement: z.strictObject({ inches: z.number(), since: z.number().int() }),
  obscured: z.boolean(),
  hullDown: z.boolean(),
  lastResults: z.array(z.string()).readonly(),
});

/** The type the schema checks: whatever passes it is VehicleData the rules can use. */
export type StoredVehicleData = z.infer<typeof vehicleDataSchema>;
const _fits = (data: StoredVehicleData): VehicleData => data;
