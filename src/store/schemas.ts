// One schema per stored shape (unit records of each system, settings, saved rolls, the head and body, log entries), checked on
// every load: what fails is set aside with the path of its first problem, never trusted. zod gives each its type too.
import { z } from 'zod';
import { UNDO_POLICIES } from '../control/table-rules.js';
import { DIALECTS } from '../dice/dialect.js';
import { mechDataSchema } from '../systems/battletech/schema.js';
import { mbDataSchema } from '../systems/mecha-bots/schema.js';
import { saDataSchema } from '../systems/slaved-armour/schema.js';
import { SYSTEM_IDS, type SystemId } from '../systems/types.js';
import { vehicleDataSchema } from '../systems/wh40k/schema.js';
import { IMAGE_MODES } from './channel-doc.js';

/** What a unit holds, by system. */
export const UNIT_DATA: Readonly<Record<SystemId, z.ZodType>> = {
  battletech: mechDataSchema,
  'slaved-armour': saDataSchema,
  wh40k: vehicleDataSchema,
  'mecha-bots': mbDataSchema,
};

const seq = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const version = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const systemId = z.enum(SYSTEM_IDS);

const unitEnvelope = z.strictObject({
  name: z.string().min(1),
  system: systemId,
  owner: z.string(),
  controller: z.string().optional(),
  schemaVersion: z.number().int().min(0),
  data: z.unknown(),
});

/** A unit record: its envelope, then its system's data. */
export const unitRecordSchema = unitEnvelope.superRefine((unit, ctx) => {
  const checked = UNIT_DATA[unit.system].safeParse(unit.data);
  if (!checked.success) for (const issue of checked.error.issues) ctx.addIssue({ ...issue, path: ['data', ...issue.path] } as never);
});

/** A unit as stored beside the head: the record and its revision. */
export const storedUnitSchema = z.strictObject({ rev: z.string().min(1), unit: unitRecordSchema });

export const settingsSchema = z.strictObject({
  system: systemId.optional(),
  gmRoleId: z.string().optional(),
  images: z.enum(IMAGE_MODES).optional(),
  table: z
    .strictObject({
      undo: z.enum(UNDO_POLICIES).optional(),
      playersDeclare: z.boolean().optional(),
      playersModify: z.boolean().optional(),
      turnPings: z.boolean().optional(),
      playersJoin: z.boolean().optional(),
      strict: z.boolean().optional(),
    })
    .optional(),
  systems: z.partialRecord(systemId, z.record(z.string(), z.unknown())),
  dice: z.strictObject({ dialect: z.enum(DIALECTS).optional(), users: z.record(z.string(), z.enum(DIALECTS)).optional() }).optional(),
});

export const macroBookSchema = z.record(
  z.string().min(1),
  z.strictObject({ expression: z.string().min(1), by: z.string(), dialect: z.enum(DIALECTS).optional() }),
);
const macrosSchema = z.record(z.string().min(1), macroBookSchema);

const json: z.ZodType = z.lazy(() => z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(json), z.record(z.string(), json)]));
const slotChange = z.strictObject({
  before: z.string(),
  after: z.string(),
  ops: z.array(z.strictObject({ path: z.array(z.union([z.string(), z.number()])), before: json.optional(), after: json.optional() })),
});
const statePatch = z.strictObject({
  units: z.record(z.string(), slotChange),
  settings: slotChange.optional(),
  pending: z.record(z.string(), slotChange).optional(),
  macros: z.record(z.string(), slotChange).optional(),
});
const actor = z.strictObject({ id: z.string(), name: z.string() });

const rollRecord = z.strictObject({
  id: z.string(),
  seed: z.string(),
  what: z.string(),
  result: z.string(),
  secret: z.boolean().optional(),
  commitment: z.string().optional(),
  revealed: z.boolean().optional(),
  draws: z.array(z.tuple([z.number(), z.number(), z.number()])).optional(),
  notation: z.boolean().optional(),
  blind: z.boolean().optional(),
  label: z.string().optional(),
  dialect: z.enum(DIALECTS).optional(),
});

export const logEntrySchema = z.strictObject({
  id: z.string().regex(/^[0-9a-z]{1,32}$/i),
  seq,
  kind: z.enum(['action', 'undo', 'redo']),
  actor,
  command: z.string(),
  rolls: z.array(rollRecord),
  versionBefore: version,
  versionAfter: version,
  time: z.number(),
  target: z.string().optional(),
  choice: z.string().optional(),
  patch: statePatch.nullable().optional(),
  byGM: z.boolean().optional(),
  reset: z.boolean().optional(),
  dropped: z.array(z.string()).optional(),
  lost: z.tuple([seq, seq]).optional(),
  ruling: z.array(z.string()).optional(),
});

const undoRecord = z.strictObject({
  id: z.string(),
  seq,
  actor,
  command: z.string(),
  patch: statePatch,
  state: z.enum(['active', 'undone']),
  rolled: z.boolean().optional(),
  lastRevert: z.strictObject({ actorId: z.string(), seq, byGM: z.boolean().optional() }).optional(),
});

const docFields = {
  schemaVersion: z.number().int(),
  version,
  settings: settingsSchema,
  pending: z.record(z.string(), z.unknown()),
  macros: macrosSchema.optional(),
  undo: z.array(undoRecord),
  nextSeq: seq,
};

const unitIndex = z.record(z.string(), z.strictObject({ rev: z.string().min(1), name: z.string() }));

export const headSchema = z.strictObject({
  schemaVersion: docFields.schemaVersion,
  version,
  nextSeq: seq,
  bodyRev: z.string().min(1),
});

export const bodySchema = z.strictObject({
  rev: z.string().min(1),
  settings: docFields.settings,
  unitIndex,
  pending: docFields.pending,
  macros: docFields.macros,
  undo: docFields.undo,
});

/** A head as schema 3 stored it, the body inline. */
export const headV3Schema = z.strictObject({ ...docFields, unitIndex });

/** A whole channel document (an export's `doc`). */
export const channelDocSchema = z.strictObject({ ...docFields, units: z.record(z.string(), unitRecordSchema) });

/** The first problem zod found, as `path: what`, for a message that says where to look. */
export function firstProblem(error: z.ZodError, prefix = ''): string {
  const issue = error.issues[0]!;
  const path = [prefix, ...issue.path.map(String)].filter((p) => p !== '').join('.');
  return `${path || '(top)'}: ${issue.message}`;
}

/** Parses `value` with `schema`, throwing an Error naming the first problem and its path. */
export function check<T>(schema: z.ZodType<T>, value: unknown, prefix = ''): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(firstProblem(result.error, prefix));
  return result.data;
}
