// Storage backends hold each channel's head, body, unit records, version counter, live log and compressed log archive,
// and change them in one atomic step guarded by the version the writer read.
import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';

/** What a read found, exactly as stored: compare-and-set compares against this, never against a re-serialised copy. */
export interface Snapshot {
  /** The stored bytes of the head (or of a whole document an older Salvo wrote), or undefined when there is none. */
  readonly raw: string | undefined;
  /**
   * The version counter stored beside the document. Undefined for a document without one (written by an older Salvo,
   * or by hand): a write then compares the stored bytes themselves.
   */
  readonly version: number | undefined;
  /**
   * Whether anything else of the channel survives (log, archive, version counter, body, unit records). A missing head
   * beside these is lost state, not an empty channel.
   */
  readonly hasHistory: boolean;
}

/** Log entries to append with a write, in seq order. */
export type LogAppend = ReadonlyArray<{ readonly seq: number; readonly json: string }>;

/** A compressed run of archived log entries, oldest first. */
export interface ArchiveChunk {
  readonly firstSeq: number;
  readonly lastSeq: number;
}

/** One unit record to write with the head: its JSON, or undefined to delete it. */
export interface UnitWrite {
  readonly unit: string;
  readonly json: string | undefined;
}

/** What a write does besides writing the head: to the body record and to the unit records. */
export interface UnitChanges {
  /** The body record's new bytes; undefined leaves it as it is (an action that changed no state). */
  readonly body?: string;
  /** Delete every unit record first (a rebuild or split whose head lists them all afresh). */
  readonly clear?: boolean;
  readonly writes: readonly UnitWrite[];
  /**
   * A unit record to move to a quarantine copy in the same step, provided it still holds exactly these bytes (else the
   * write fails as a conflict). Its key is also in `writes` (deleted), and the head no longer lists it.
   */
  readonly aside?: { readonly unit: string; readonly raw: string };
}

/** The result of a write: false when another writer got there first, else the length of the live log afterwards. */
export type WriteResult = false | { readonly logLength: number };

export interface DocumentBackend {
  readonly kind: 'redis' | 'sqlite';
  read(key: string): Promise<Snapshot>;
  /** The stored bytes of the body record, or undefined when there is none. */
  readBody(key: string): Promise<string | undefined>;
  /** The stored bytes of the named unit records (undefined where there is none), in the order asked. */
  readUnits(key: string, units: readonly string[]): Promise<Array<string | undefined>>;
  /**
   * Writes head `next` with version counter `nextVersion` only if the stored head is still the one `expected` saw
   * (same version counter; same bytes for an unversioned one; still absent), changing the body and unit records
   * `units` says and appending `log` in the same atomic step, so a crash can never leave head, body, units and log out
   * of step.
   */
  write(key: string, expected: Snapshot, next: string, nextVersion: number, log?: LogAppend, units?: UnitChanges): Promise<WriteResult>;
  /**
   * Moves the stored head aside to a quarantine key if it is still what `expected` saw, leaving the channel without a
   * head (its unit records stay, so the loss is detected), and with `body` the body record too, to a key of its own.
   * Returns the head's quarantine key, or undefined when the head had changed (read it again).
   */
  quarantine(key: string, expected: Snapshot, body?: boolean): Promise<string | undefined>;
  /** The stored bytes of every copy set aside for the channel (heads, unit records, replaced states), oldest first. */
  quarantined(key: string): Promise<string[]>;
  /** The live (not yet archived) log entries, oldest first. */
  readLog(key: string): Promise<string[]>;
  /**
   * Moves the oldest `count` live entries into one compressed archive chunk, unless another process already did.
   * Entries are compressed here, in the client, so the store's server only copies bytes.
   */
  archive(key: string, count: number): Promise<void>;
  /** The archive's chunks, oldest first. */
  archiveChunks(key: string): Promise<ArchiveChunk[]>;
  /** One chunk's entries, oldest first. */
  readArchive(key: string, chunk: ArchiveChunk): Promise<string[]>;
  /**
   * Replaces everything stored for the channel (restore): head, body, unit records, archive and live log, in one step, first
   * keeping `aside` (what the channel held) as a quarantine copy. The version counter moves on from where it was, so a
   * writer that read before the restore cannot write over it.
   */
  replace(
    key: string,
    head: string,
    body: string,
    units: readonly UnitWrite[],
    archive: readonly string[][],
    live: LogAppend,
    aside?: string,
  ): Promise<void>;
  /**
   * Overwrites (or with undefined, deletes) the stored head bytes alone, leaving counter, units and log alone: what an
   * operator's hand edit or an eviction does. For tests and repair.
   */
  plant(key: string, raw: string | undefined): Promise<void>;
  /** The same for the body record. */
  plantBody(key: string, raw: string | undefined): Promise<void>;
  /** The same for one unit record. */
  plantUnit(key: string, unit: string, raw: string | undefined): Promise<void>;
  /** Deletes the live log alone (an eviction or a hand deletion of its key). For tests. */
  dropLiveLog(key: string): Promise<void>;
  /**
   * Stores an immutable record beside the channel (a map's board), under the channel's key prefix / hash tag, named by
   * its content (`blobId`), so writing it again is harmless and no head carries it. Written before the mutation that
   * names it; an unnamed one left behind by a failed mutation costs space, never state.
   */
  putBlob(key: string, id: string, text: string): Promise<void>;
  /** The stored text of one record, or undefined when there is none. */
  readBlob(key: string, id: string): Promise<string | undefined>;
  /** Removes everything stored for the channel, quarantined copies and records included. */
  delete(key: string): Promise<void>;
  /** Head keys under this backend's namespace (tests, load test checks). */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

/** The name of a content-addressed record: its text's SHA-256, so a record and its name cannot disagree. */
export function blobId(text: string): string {
  return `sha256-${createHash('sha256').update(text).digest('hex')}`;
}

/** Record names as they appear inside a head or a log entry's JSON (an export collects the records they name). */
export const BLOB_ID_PATTERN = /sha256-[0-9a-f]{64}/g;

/** Thrown when the backing store cannot be reached or does not answer in time: the reply says nothing changed. */
export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`storage unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'StorageUnavailableError';
  }
}

/** Runs a storage call, turning any failure into StorageUnavailableError so handlers can say "nothing changed". */
export async function guard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw error instanceof StorageUnavailableError ? error : new StorageUnavailableError(error);
  }
}

/** How long one storage call may take before it is answered as "storage unavailable"; STORAGE_TIMEOUT_MS overrides. */
export const DEFAULT_STORAGE_TIMEOUT_MS = 3000;

/** Rejects with StorageUnavailableError when `work` has not settled within `ms`. */
export function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StorageUnavailableError(new Error(`${what} did not answer within ${ms} ms`))), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Archive chunks are stored as gzip; a chunk holds the entries' JSON texts as one JSON array. */
export function packChunk(entries: readonly string[]): Buffer {
  return gzipSync(`[${entries.join(',')}]`);
}

export function unpackChunk(data: Buffer): string[] {
  return (JSON.parse(gunzipSync(data).toString('utf8')) as unknown[]).map((entry) => JSON.stringify(entry));
}

/** The seq of a stored log entry's JSON, without parsing the rest (entries start `{"id":…,"seq":N`). */
export function seqOf(json: string): number {
  const match = /"seq":(\d+)/.exec(json);
  if (!match) throw new Error('log entry without seq');
  return Number(match[1]);
}

/** Names of archive chunks sort in seq order. */
export function chunkName(chunk: ArchiveChunk): string {
  return `${String(chunk.firstSeq).padStart(12, '0')}-${String(chunk.lastSeq).padStart(12, '0')}`;
}

export function parseChunkName(name: string): ArchiveChunk {
  const [first, last] = name.split('-');
  return { firstSeq: Number(first), lastSeq: Number(last) };
}
