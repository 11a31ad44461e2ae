// The schema of a stored Mecha Bots unit (a Bot's chassis or a Mad Scientist): every load checks it, so a record of the
// wrong shape is set aside rather than read as "0 components".
import { z } from 'zod';
import { CELL_NAMES, OUTER_LOCATIONS } from './chassis.js';
import { COMPONENT_KINDS } from './components.js';
import { FACINGS } from './map.js';
import type { MbData } from './scientist.js';

const cell = z.enum(CELL_NAMES as unknown as [(typeof CELL_NAMES)[number], ...(typeof CELL_NAMES)[number][]]);
const kind = z.enum(COMPONENT_KINDS);
const columnMap = z.record(z.string(), z.number().nullable());
const position = z.strictObject({ col: z.number().int(), row: z.number().int(), facing: z.enum(FACINGS).optional() });

const counter = z.strictObject({
  kind: z.union([kind, z.literal('brain')]),
  sub: z.string().optional(),
  object: z.string().optional(),
  destroyed: z.boolean(),
  unpowered: z.boolean(),
});

const cellHit = z.strictObject({
  cell,
  outcome: z.enum(['skipped-empty', 'skipped-destroyed', 'destroyed', 'armour-held', 'armour-broken']),
  before: z.number(),
  after: z.number(),
  protect: z.number().optional(),
  resist: z.number().optional(),
});

const shot = z.strictObject({
  attacker: z.string(),
  weapon: z.string(),
  arc: z.enum(OUTER_LOCATIONS),
  roll: z.number().nullable(),
  shift: z.number(),
  column: z.number().nullable(),
  damage: z.number(),
  path: z.array(cellHit).readonly(),
  stoppedAt: cell.nullable(),
  brainDestroyed: z.boolean(),
  unpowered: z.array(cell).readonly(),
  columnMap: columnMap.optional(),
});

const bot = z.strictObject({
  cells: z.partialRecord(cell, counter),
  objects: z.record(z.string(), z.strictObject({ kind, name: z.string() })),
  destroyed: z.boolean(),
  hitOrder: z.array(z.string()).readonly(),
  lastShot: shot.nullable(),
  repairs: z.array(z.strictObject({ cells: z.array(cell).readonly(), by: z.string() })).readonly(),
  columnMap: columnMap.optional(),
  position: position.optional(),
});

const scientist = z.strictObject({
  kind: z.literal('scientist'),
  hitPoints: z.number().int(),
  lastWound: z
    .strictObject({ by: z.string(), weapon: z.string(), damage: z.number(), dice: z.array(z.number()).readonly(), wounds: z.number() })
    .nullable(),
  position: position.optional(),
  lab: z.strictObject({ col: z.number().int(), row: z.number().int() }).optional(),
});

/** A Bot has no `kind`; a Mad Scientist says so. Picked by that, so a problem is reported at its own path. */
export const mbDataSchema = z.unknown().transform((data, ctx): z.infer<typeof bot> | z.infer<typeof scientist> => {
  const isScientist = typeof data === 'object' && data !== null && (data as { kind?: unknown }).kind === 'scientist';
  const result = (isScientist ? scientist : bot).safeParse(data);
  if (result.success) return result.data;
  for (const issue of result.error.issues) ctx.addIssue(issue as never);
  return z.NEVER;
});

/** The type the schema checks: whatever passes it is MbData the rules can use. */
export type StoredMbData = z.infer<typeof mbDataSchema>;
const _fits = (data: StoredMbData): MbData => data;
