// Brings stored channel documents of earlier schema versions up to date, and rejects what it cannot read.
import { CHANNEL_DOC_VERSION, type ChannelDoc } from './channel-doc.js';

type Migration = (doc: Record<string, unknown>) => Record<string, unknown>;

/** MIGRATIONS[n] turns a version-n document into version n+1. Version 0 is the pre-release shape without `pending`. */
const MIGRATIONS: Record<number, Migration> = {
  0: (doc) => ({ ...doc, pending: doc.pending ?? {}, schemaVersion: 1 }),
};

export function migrateChannelDoc(value: unknown): ChannelDoc {
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
  assertShape(doc);
  return doc;
}

function assertShape(doc: Record<string, unknown>): asserts doc is ChannelDoc & Record<string, unknown> {
  const isRecord = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (typeof doc.version !== 'number' || !Number.isSafeInteger(doc.version)) throw new Error('missing version');
  if (typeof doc.nextSeq !== 'number') throw new Error('missing nextSeq');
  if (!isRecord(doc.settings) || !isRecord((doc.settings as Record<string, unknown>).systems)) throw new Error('bad settings');
  if (!isRecord(doc.units)) throw new Error('bad units');
  if (!isRecord(doc.pending)) throw new Error('bad pending');
  if (!Array.isArray(doc.log)) throw new Error('bad log');
  for (const [key, unit] of Object.entries(doc.units as Record<string, unknown>)) {
    if (!isRecord(unit)) throw new Error(`unit ${key} is not an object`);
    const u = unit as Record<string, unknown>;
    if (typeof u.name !== 'string' || typeof u.system !== 'string' || typeof u.schemaVersion !== 'number')
      throw new Error(`unit ${key} is malformed`);
  }
}
