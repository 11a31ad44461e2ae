// Brings stored channel documents of earlier schema versions up to date, and rejects what it cannot read.
import type { UnitRecord } from '../systems/types.js';
import {
  CHANNEL_DOC_VERSION,
  type ChannelBody,
  type ChannelDoc,
  type ChannelHead,
  type HeadV3,
  type LogEntry,
  type StatePatch,
  type StoredUnit,
  type UndoRecord,
} from './channel-doc.js';
import { undoWindow } from './replay.js';
import { bodySchema, check, headSchema, headV3Schema, storedUnitSchema } from './schemas.js';
import { slotChange } from './undo-patch.js';

type Migration = (doc: Record<string, unknown>) => Record<string, unknown>;

/** A version-1 patch: whole before and after values of each touched slot (null = absent). */
interface V1Patch {
  readonly units: Record<string, { before: unknown; after: unknown }>;
  readonly settings?: { before: unknown; after: unknown };
  readonly pending?: Record<string, { before: unknown; after: unknown }>;
}
type V1Entry = Omit<LogEntry, 'patch'> & { readonly patch?: V1Patch };

/**
 * MIGRATIONS[n] turns a version-n document into version n+1.
 * 0: the pre-release shape without `pending`.
 * 1: the log lived inside the document with whole before/after copies; version 2 moves it to its own storage (the
 *    migrated document carries it as `legacyLog` until the store has moved it) and keeps deltas for the undo window.
 * 2: every unit lived inside the document, so each command read and wrote them all; version 3 stores a head (the
 *    document with a unit index instead of its units) and one record per unit. The document itself keeps its shape
 *    (exports carry it whole); the store splits a stored whole document into head and records on first load.
 * 3: the head held the unit index, the undo window and the settings, so even a roll read and wrote them all; version 4
 *    keeps only counters in the head and the rest in a body record written when it changes. The document keeps its
 *    shape; a schema-3 head loads as it is and is split on the next write.
 */
const MIGRATIONS: Record<number, Migration> = {
  0: (doc) => ({ ...doc, pending: doc.pending ?? {}, schemaVersion: 1 }),
  1: (doc) => {
    if (!Array.isArray(doc.log)) throw new Error('bad log');
    const { log: _log, ...rest } = doc;
    const log = doc.log as V1Entry[];
    return { ...rest, undo: undoWindowFromV1(log), legacyLog: log.map(({ patch: _patch, ...entry }) => entry), schemaVersion: 2 };
  },
  2: (doc) => ({ ...doc, schemaVersion: 3 }),
  3: (doc) => ({ ...doc, schemaVersion: 4 }),
};

function undoWindowFromV1(log: readonly V1Entry[]): UndoRecord[] {
  return undoWindow(log.map(({ patch, ...entry }) => ({ ...entry, ...(patch ? { patch: patchFromV1(patch) } : {}) })));
}

function patchFromV1(patch: V1Patch): StatePatch {
  const slots = (changes: Record<string, { before: unknown; after: unknown }>) =>
    Object.fromEntries(
      Object.entries(changes).flatMap(([key, c]) => {
        const change = slotChange(c.before, c.after);
        return change ? [[key, change]] : [];
      }),
    );
  const settings = patch.settings && slotChange(patch.settings.before, patch.settings.after);
  return { units: slots(patch.units), ...(settings ? { settings } : {}), ...(patch.pending ? { pending: slots(patch.pending) } : {}) };
}

/** A current document, plus the log entries a version-1 document held, which the store must move to the log. */
export interface MigratedDoc {
  readonly doc: ChannelDoc;
  readonly legacyLog?: readonly LogEntry[];
}

export function migrateChannelDoc(value: unknown): MigratedDoc {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('not a channel document');
  let doc = value as Record<string, unknown>;
  let version = typeof doc.schemaVersion === 'number' ? doc.schemaVersion : 0;
  if (version > CHANNEL_DOC_VERSION)
    throw new Error(`schema version ${version} is newer than this Salvo understands (${CHANNEL_DOC_VERSION})`);
  while (version < CHANNEL_DOC_VERSION) {
    const step = MIGRATIONS[version];
    if (!step) throw new Error(`no migration from schema version ${version}`);
    doc = step(doc);
    version = doc.schemaVersion as number;
  }
  const { legacyLog, ...current } = doc;
  assertShape(current);
  return legacyLog ? { doc: current, legacyLog: legacyLog as LogEntry[] } : { doc: current };
}

/** Whether a stored value is a head (schema 3 on), rather than a whole document to be split. */
export function isHead(value: unknown): boolean {
  return isRecord(value) && !('units' in value) && (typeof value.bodyRev === 'string' || isRecord(value.unitIndex));
}

/**
 * Checks a stored head; throws (so the store quarantines it) when it is not one this Salvo can use. A schema-3 head
 * carries its body inline.
 */
export function parseHead(value: unknown): ChannelHead | HeadV3 {
  if (!isRecord(value)) throw new Error('not a channel head');
  const version = value.schemaVersion;
  if (typeof version !== 'number' || version > CHANNEL_DOC_VERSION)
    throw new Error(`schema version ${String(version)} is newer than this Salvo understands (${CHANNEL_DOC_VERSION})`);
  if (version === 3) return check(headV3Schema, value) as HeadV3;
  if (version !== CHANNEL_DOC_VERSION) throw new Error(`a head of schema version ${version}`);
  return check(headSchema, value) as ChannelHead;
}

/** Reads a stored body record, checked against its schema; throws naming the first problem and its path. */
export function parseBody(raw: string): ChannelBody {
  return check(bodySchema, JSON.parse(raw)) as ChannelBody;
}

/** Reads a stored unit record, checked against its system's schema; throws naming the first problem and its path. */
export function parseUnitRecord(raw: string): StoredUnit {
  return check(storedUnitSchema, JSON.parse(raw)) as StoredUnit;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function assertUnit(key: string, unit: unknown): asserts unit is UnitRecord {
  if (!isRecord(unit)) throw new Error(`unit ${key} is not an object`);
  if (typeof unit.name !== 'string' || typeof unit.system !== 'string' || typeof unit.schemaVersion !== 'number')
    throw new Error(`unit ${key} is malformed`);
}

function assertShape(doc: Record<string, unknown>): asserts doc is ChannelDoc & Record<string, unknown> {
  if (typeof doc.version !== 'number' || !Number.isSafeInteger(doc.version)) throw new Error('missing version');
  if (typeof doc.nextSeq !== 'number') throw new Error('missing nextSeq');
  if (!isRecord(doc.settings) || !isRecord((doc.settings as Record<string, unknown>).systems)) throw new Error('bad settings');
  if (!isRecord(doc.units)) throw new Error('bad units');
  if (!isRecord(doc.pending)) throw new Error('bad pending');
  if (!Array.isArray(doc.undo)) throw new Error('bad undo window');
  if (doc.macros !== undefined && (!isRecord(doc.macros) || !Object.values(doc.macros as object).every(isRecord)))
    throw new Error('bad saved rolls');
  for (const [key, unit] of Object.entries(doc.units as Record<string, unknown>)) assertUnit(key, unit);
}
