// The export file of one channel (state and whole log) and its validation on restore, which trusts nothing in it.
import { gunzipSync, gzipSync } from 'node:zlib';
import { UserError } from '../errors.js';
import { blobId } from './backend.js';
import type { ChannelDoc, LogEntry } from './channel-doc.js';
import { migrateChannelDoc } from './migrations.js';

export const EXPORT_FORMAT = 'salvo-channel-export';
/** A restored file may unpack to at most this much JSON (a gzip bomb is refused, not unpacked). */
export const MAX_EXPORT_JSON_BYTES = 64 * 1024 * 1024;

/** A channel's state and whole log, as /channel export writes it and /channel restore reads it. */
export interface ChannelExport {
  readonly format: typeof EXPORT_FORMAT;
  readonly formatVersion: 1;
  /** The channel it came from. */
  readonly channel: string;
  readonly exportedAt: string;
  readonly doc: ChannelDoc;
  readonly log: readonly LogEntry[];
  /** The immutable records (a map's board) the state and log name, by name. Absent when there are none. */
  readonly blobs?: Readonly<Record<string, string>>;
}

/** The file: gzip-compressed JSON, so a busy channel's whole log fits in an attachment. */
export function packExport(data: ChannelExport): Buffer {
  return gzipSync(JSON.stringify(data));
}

/** Reads an export file (gzip or plain JSON) and checks every part of it; a UserError names what is wrong. */
export function parseExport(file: Buffer): ChannelExport {
  const bad = (why: string) => new UserError('import', `That is not a usable Salvo channel export: ${why}.`);
  let text: string;
  try {
    text = (file[0] === 0x1f && file[1] === 0x8b ? gunzipSync(file, { maxOutputLength: MAX_EXPORT_JSON_BYTES }) : file).toString('utf8');
  } catch (error) {
    throw bad(`it does not unpack (${error instanceof Error ? error.message : String(error)})`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw bad('it is not JSON');
  }
  if (!isRecord(value) || value.format !== EXPORT_FORMAT) throw bad(`it has no "format": "${EXPORT_FORMAT}"`);
  if (value.formatVersion !== 1) throw bad(`format version ${String(value.formatVersion)} is not one this Salvo reads`);
  if (typeof value.channel !== 'string' || typeof value.exportedAt !== 'string') throw bad('it does not say where and when it was made');
  let doc: ChannelDoc;
  try {
    doc = migrateChannelDoc(value.doc).doc;
  } catch (error) {
    throw bad(`its channel state is unreadable (${error instanceof Error ? error.message : String(error)})`);
  }
  if (!Array.isArray(value.log)) throw bad('it has no log');
  let previous = 0;
  for (const [index, entry] of value.log.entries()) {
    const problem = entryProblem(entry, previous);
    if (problem) throw bad(`log entry ${index + 1} ${problem}`);
    previous = (entry as LogEntry).seq;
  }
  if (doc.nextSeq <= previous) throw bad(`its state says the next entry is #${doc.nextSeq}, but the log already reaches #${previous}`);
  const blobs = value.blobs === undefined ? undefined : value.blobs;
  if (blobs !== undefined) {
    if (!isRecord(blobs)) throw bad('its stored records are not a list of names and texts');
    for (const [id, text] of Object.entries(blobs))
      if (typeof text !== 'string' || blobId(text) !== id) throw bad(`its stored record \`${id.slice(0, 20)}\` does not match its name`);
  }
  return {
    format: EXPORT_FORMAT,
    formatVersion: 1,
    channel: value.channel,
    exportedAt: value.exportedAt,
    doc,
    log: value.log as LogEntry[],
    ...(blobs ? { blobs: blobs as Record<string, string> } : {}),
  };
}

function entryProblem(entry: unknown, previousSeq: number): string | undefined {
  if (!isRecord(entry)) return 'is not an object';
  if (typeof entry.id !== 'string' || !/^[0-9a-z]{1,32}$/i.test(entry.id)) return 'has no id';
  if (!Number.isSafeInteger(entry.seq) || (entry.seq as number) <= previousSeq) return 'is out of order';
  if (!['action', 'undo', 'redo'].includes(entry.kind as string)) return 'has an unknown kind';
  if (!isRecord(entry.actor) || typeof entry.actor.id !== 'string' || typeof entry.actor.name !== 'string') return 'has no actor';
  if (typeof entry.command !== 'string') return 'has no command';
  if (!Number.isFinite(entry.time) || !Number.isSafeInteger(entry.versionBefore) || !Number.isSafeInteger(entry.versionAfter))
    return 'has no time or version';
  if (!Array.isArray(entry.rolls)) return 'has no rolls';
  for (const roll of entry.rolls)
    if (
      !isRecord(roll) ||
      typeof roll.id !== 'string' ||
      typeof roll.seed !== 'string' ||
      typeof roll.what !== 'string' ||
      typeof roll.result !== 'string'
    )
      return 'has a malformed roll';
  if (entry.target !== undefined && typeof entry.target !== 'string') return 'has a malformed target';
  if (entry.patch !== undefined && entry.patch !== null && !(isRecord(entry.patch) && isRecord(entry.patch.units)))
    return 'has a malformed state change';
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
