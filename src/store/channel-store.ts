// Loads, mutates and logs channels, stored as a head (counters), a body (the rest of the state but units) and one
// record per unit: serialized per channel in-process, compare-and-set on the head's version counter across processes,
// reading only the body and unit records this process has not got and writing only those that changed, so an action
// that changes no state (a /roll) reads and writes the head alone; unreadable heads, bodies and records are
// quarantined once, lost ones reported, old log entries archived.
import { randomBytes } from 'node:crypto';
import { UserError } from '../errors.js';
import type { UnitRecord } from '../systems/types.js';
import {
  type ArchiveChunk,
  BLOB_ID_PATTERN,
  blobId,
  type DocumentBackend,
  type Snapshot,
  type UnitChanges,
  type UnitWrite,
} from './backend.js';
import {
  ARCHIVE_CHUNK_ENTRIES,
  CHANNEL_DOC_VERSION,
  type ChannelBody,
  type ChannelDoc,
  type ChannelHead,
  type ChannelRef,
  type ChannelSettings,
  channelKey,
  emptyChannelDoc,
  type HeadV3,
  LIVE_LOG_ENTRIES,
  type LogEntry,
  MAX_UNITS_PER_CHANNEL,
  type MacroRecord,
  type RollRecord,
  type StoredUnit,
  UNDO_DEPTH,
  type UndoRecord,
  type UnitRef,
} from './channel-doc.js';
import { type ChannelExport, EXPORT_FORMAT } from './channel-export.js';
import { setOwn } from './json-delta.js';
import { isHead, migrateChannelDoc, parseBody, parseHead, parseUnitRecord } from './migrations.js';
import { replayLog } from './replay.js';
import { check, logEntrySchema } from './schemas.js';
import { applyPatch, diffState } from './undo-patch.js';
import { UnitCache } from './unit-cache.js';
import { draftUnits } from './unit-draft.js';

/** The mutable copy a mutation works on; the store diffs it against the original afterwards. */
export interface ChannelDraft {
  settings: ChannelSettings;
  units: Record<string, UnitRecord>;
  pending: Record<string, unknown>;
  /** Saved-roll books by scope key (see ChannelDoc.macros). */
  macros: Record<string, Record<string, MacroRecord>>;
  /** Rolls the mutation made, logged with their seeds for /verify. */
  rolls: RollRecord[];
  /** Set by a mutation that settles a pending roll's choice; logged so the choice is made once. */
  choice?: string;
  /** The id this action's log entry will carry. */
  readonly actionId: string;
  /** The sequence number it will carry (`#12` in /history), so a rule can name it later ("already fired: #12"). */
  readonly actionSeq: number;
  /** What a GM did that a player could not have: logged with the entry as a GM ruling. */
  rulings: string[];
  /**
   * Set by a rules step: it stays the last action even when it changed nothing, so /undo names it and never reaches
   * past it to an older action.
   */
  step?: boolean;
}

/** Who is reverting, and the check that they may revert this record (it throws a UserError saying who may). */
export interface RevertPolicy {
  readonly isGM: boolean;
  permit(record: UndoRecord, kind: 'undo' | 'redo'): void;
}

export interface Actor {
  readonly id: string;
  readonly name: string;
}

export interface MutationResult<R> {
  readonly result: R;
  /** Absent when nothing changed and nothing was rolled (no log entry was written). */
  readonly entry?: LogEntry;
  /** Whether the action changed state, so /undo can reach it. */
  readonly undoable: boolean;
  readonly doc: ChannelDoc;
}

const MAX_ATTEMPTS = 100;

/**
 * A channel as read: the document, the head's snapshot a write must compare against, each unit's revision, and the
 * body's (absent when the stored head carries none: a schema-3 head, or a whole document to be split).
 */
interface Loaded {
  readonly doc: ChannelDoc;
  readonly snap: Snapshot;
  readonly index: Readonly<Record<string, UnitRef>>;
  readonly bodyRev?: string;
}

/** A unit record that could not be used although the head, read again, still lists it. */
interface BadUnit {
  readonly unit: string;
  readonly name: string;
  readonly raw: string | undefined;
  readonly reason: string;
}

/** Who Salvo logs as the actor when it removes a unit whose record it could not read. */
const SALVO: Actor = { id: 'salvo', name: 'Salvo' };

export class ChannelStore {
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly cache = new UnitCache();
  /** The last head bytes of each channel that passed their schema. */
  private readonly checkedHeads = new Map<string, string>();
  /** What loading each channel skipped (units whose record was set aside), until the command's reply takes it. */
  private readonly skipped = new Map<string, string[]>();

  constructor(
    readonly backend: DocumentBackend,
    private readonly onQuarantine: (key: string, raw: string, reason: string) => void = () => undefined,
  ) {}

  async load(ref: ChannelRef): Promise<ChannelDoc> {
    return (await this.read(channelKey(ref))).doc;
  }

  /**
   * The units loading this channel skipped since last asked: each record found unreadable or missing was set aside
   * and its unit removed (logged), and the command went on without it. One message a unit, naming it and how to get
   * it back, for the reply of the command that met it; asking clears them.
   */
  takeSkipped(ref: ChannelRef): string[] {
    const key = channelKey(ref);
    const notes = this.skipped.get(key) ?? [];
    this.skipped.delete(key);
    return notes;
  }

  /**
   * The channel's recent action log, oldest first: at least the newest LIVE_LOG_ENTRIES (older ones are archived; see
   * history and findRoll). Read on demand: commands never need it.
   */
  async log(ref: ChannelRef): Promise<LogEntry[]> {
    return this.readLog(channelKey(ref));
  }

  /** A page of the whole log, archive included: the `count` newest entries before seq `before` (default: all), oldest first. */
  async history(ref: ChannelRef, count: number, before = Number.POSITIVE_INFINITY): Promise<HistoryPage> {
    const key = channelKey(ref);
    let [live, chunks] = await Promise.all([this.readLog(key), this.backend.archiveChunks(key)]);
    if (await this.noteLostLog(key, live, chunks)) [live, chunks] = await Promise.all([this.readLog(key), this.backend.archiveChunks(key)]);
    const archived = chunks.reduce((n, chunk) => n + chunk.lastSeq - chunk.firstSeq + 1, 0);
    let entries = live.filter((e) => e.seq < before);
    for (let i = chunks.length - 1; i >= 0 && entries.length < count; i--) {
      if (chunks[i]!.firstSeq >= before) continue;
      entries = [...(await this.readArchive(key, chunks[i]!)).filter((e) => e.seq < before), ...entries];
    }
    return { entries: entries.slice(-count), total: live.length + archived, archived };
  }

  /**
   * Runs `fn` on a draft of the channel and writes the result with an action-log entry.
   * `fn` must be deterministic (its dice come from a seed it was given): on a conflict it is re-run on the newer document.
   * A UserError thrown by `fn` aborts with nothing written.
   */
  mutate<R>(ref: ChannelRef, actor: Actor, command: string, fn: (draft: ChannelDraft, doc: ChannelDoc) => R): Promise<MutationResult<R>> {
    const key = channelKey(ref);
    return this.serialized(key, async () => {
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        const loaded = await this.read(key);
        const { doc } = loaded;
        const lazy = draftUnits(doc.units);
        const draft: ChannelDraft = {
          actionId: newId(),
          actionSeq: doc.nextSeq,
          rulings: [],
          settings: structuredClone(doc.settings),
          units: lazy.units,
          pending: structuredClone(doc.pending) as Record<string, unknown>,
          macros: structuredClone(doc.macros ?? {}) as Record<string, Record<string, MacroRecord>>,
          rolls: [],
        };
        const result = fn(draft, doc);
        // Only the units the mutation touched are compared; one that replaced the whole record is compared in full.
        const kept = draft.units === lazy.units;
        const units = kept ? lazy.result() : draft.units;
        const patch = diffState(doc, { ...draft, units }, kept ? lazy.touched().keys() : undefined);
        if (patch === undefined && draft.rolls.length === 0 && draft.choice === undefined) return { result, doc, undoable: false };
        // A rules step that changed nothing is still an action: its undo record takes back nothing, and stops /undo there.
        const undoPatch = patch ?? (draft.step ? { units: {} } : undefined);
        // A unit read but left as it was keeps its stored record, so it is not written again. A mutation that touched
        // no unit has the very record read, so nothing of the units is copied, compared or written.
        if (units !== doc.units)
          for (const key of Object.keys(units))
            if (!patch?.units[key] && Object.hasOwn(doc.units, key)) setOwn(units, key, doc.units[key]!);
        if (
          units !== doc.units &&
          Object.keys(units).length > MAX_UNITS_PER_CHANNEL &&
          Object.keys(units).length > Object.keys(doc.units).length
        ) {
          throw new UserError('bounds', `This channel already has ${MAX_UNITS_PER_CHANNEL} units, the most it can hold. Remove one first.`);
        }
        const entry: LogEntry = {
          ...newEntry(doc, actor, 'action', command, draft.rolls),
          id: draft.actionId,
          ...(draft.choice !== undefined ? { choice: draft.choice } : {}),
          ...(draft.rulings.length > 0 ? { ruling: [...new Set(draft.rulings)] } : {}),
          patch: patch ?? null,
        };
        const rolled = draft.rolls.length > 0 || draft.choice !== undefined;
        const undo = undoPatch
          ? [
              ...doc.undo,
              { id: entry.id, seq: entry.seq, actor: entry.actor, command, patch: undoPatch, state: 'active' as const, rolled },
            ].slice(-UNDO_DEPTH)
          : doc.undo;
        // Slots the action left as they were keep the objects read, so the body is written only when it changed.
        const settings = patch?.settings ? draft.settings : doc.settings;
        const pending = patch?.pending ? draft.pending : doc.pending;
        const macros = patch?.macros ? { macros: draft.macros } : doc.macros ? { macros: doc.macros } : {};
        const next = advance({ ...doc, settings, units, pending, ...macros, undo });
        if (await this.write(key, loaded, next, [entry])) return { result, entry, doc: next, undoable: undoPatch !== undefined };
        await backoff(attempt);
      }
      throw new UserError('conflict', 'This channel is very busy right now; nothing was changed. Please try again.');
    });
  }

  /** Reverts an action: by default the actor's own latest; `policy` says whether they may revert the one picked. */
  undo(ref: ChannelRef, actor: Actor, policy: RevertPolicy | boolean, actionId?: string): Promise<MutationResult<UndoRecord>> {
    return this.revert(ref, actor, asPolicy(policy), 'undo', actionId);
  }

  /** Re-applies the actor's most recently undone action. */
  redo(ref: ChannelRef, actor: Actor, policy: RevertPolicy | boolean, actionId?: string): Promise<MutationResult<UndoRecord>> {
    return this.revert(ref, actor, asPolicy(policy), 'redo', actionId);
  }

  /**
   * The action that already settled this pending roll's choice, if any (read from the log, which undo never rewrites).
   * `archive` searches the archived log too, for marks that must hold forever (a /reveal), not just while a roll is pending.
   */
  async findChoice(ref: ChannelRef, choice: string, options: { archive?: boolean } = {}): Promise<LogEntry | undefined> {
    const search = (log: readonly LogEntry[]) => log.find((entry) => entry.kind === 'action' && entry.choice === choice);
    return options.archive ? this.searchWholeLog(channelKey(ref), search) : search(await this.log(ref));
  }

  /** Finds a roll in the log, newest first, then in the archive, newest chunk first. */
  async findRoll(ref: ChannelRef, rollId: string): Promise<{ roll: RollRecord; entry: LogEntry } | undefined> {
    const key = channelKey(ref);
    const search = (log: readonly LogEntry[]) => {
      for (let i = log.length - 1; i >= 0; i--) {
        const roll = log[i]!.rolls.find((r) => r.id === rollId);
        if (roll) return { roll, entry: log[i]! };
      }
      return undefined;
    };
    return this.searchWholeLog(key, search);
  }

  /** The first hit of `search` in the live log, then in the archive, newest chunk first (older chunks are read only if needed). */
  private async searchWholeLog<T>(key: string, search: (log: readonly LogEntry[]) => T | undefined): Promise<T | undefined> {
    const found = search(await this.readLog(key));
    if (found) return found;
    const chunks = await this.backend.archiveChunks(key);
    for (let i = chunks.length - 1; i >= 0; i--) {
      const hit = search(await this.readArchive(key, chunks[i]!));
      if (hit) return hit;
    }
    return undefined;
  }

  /** Stores an immutable record beside the channel (a map's board) and returns its name, for a mutation to point at. */
  async putBlob(ref: ChannelRef, text: string): Promise<string> {
    const id = blobId(text);
    await this.backend.putBlob(channelKey(ref), id, text);
    return id;
  }

  /** A record `putBlob` stored; a missing one, or one whose bytes no longer match its name, is an error. */
  async readBlob(ref: ChannelRef, id: string): Promise<string> {
    const text = await this.backend.readBlob(channelKey(ref), id);
    if (text === undefined || blobId(text) !== id)
      throw new UserError('conflict', `A stored record of this channel (\`${id.slice(0, 15)}…\`) is missing or damaged.`);
    return text;
  }

  /** The channel's state and whole log, for /channel export, with every record they name. */
  async exportChannel(ref: ChannelRef): Promise<ChannelExport> {
    const key = channelKey(ref);
    const doc = (await this.read(key)).doc;
    const log = await this.wholeLog(key);
    const ids = new Set(JSON.stringify([doc, log]).match(BLOB_ID_PATTERN) ?? []);
    const blobs: Record<string, string> = {};
    for (const id of [...ids].sort()) {
      const text = await this.backend.readBlob(key, id);
      // One the log names but storage lacks can't be carried: the restored channel lacks it as this one does.
      if (text !== undefined) blobs[id] = text;
    }
    return {
      format: EXPORT_FORMAT,
      formatVersion: 1,
      channel: key,
      exportedAt: new Date().toISOString(),
      doc,
      log,
      ...(Object.keys(blobs).length > 0 ? { blobs } : {}),
    };
  }

  /**
   * Replaces the channel's state and log with an export's (validated by parseExport), logging the restore itself.
   * The previous document, if readable, is quarantined first so a mistaken restore can still be undone by hand.
   */
  restore(ref: ChannelRef, actor: Actor, data: ChannelExport): Promise<LogEntry> {
    const key = channelKey(ref);
    return this.serialized(key, async () => {
      const last = data.log.at(-1);
      const base: ChannelDoc = {
        ...data.doc,
        version: Math.max(data.doc.version, last?.versionAfter ?? 0),
        nextSeq: Math.max(data.doc.nextSeq, (last?.seq ?? 0) + 1),
      };
      const entry: LogEntry = {
        ...newEntry(base, actor, 'action', `/channel restore (${data.channel}, ${data.exportedAt})`, []),
        patch: null,
      };
      const log = [...data.log, entry];
      const live = log.slice(-LIVE_LOG_ENTRIES);
      const archived = log.slice(0, log.length - live.length);
      const chunks: string[][] = [];
      for (let i = 0; i < archived.length; i += ARCHIVE_CHUNK_ENTRIES)
        chunks.push(archived.slice(i, i + ARCHIVE_CHUNK_ENTRIES).map((e) => JSON.stringify(e)));
      // Records first: they are immutable and named by content, so the restored head never points at a missing one.
      for (const [id, text] of Object.entries(data.blobs ?? {})) await this.backend.putBlob(key, id, text);
      const next = advance(base);
      const { head, body, writes } = this.split(undefined, next);
      await this.backend.replace(
        key,
        head,
        body!,
        writes,
        chunks,
        live.map((e) => ({ seq: e.seq, json: JSON.stringify(e) })),
        await this.whatItHeld(key),
      );
      for (const { unit } of writes) this.cache.drop(key, unit);
      return entry;
    });
  }

  /**
   * Rebuilds a channel whose document is missing from its whole log. With `fresh`, or when the log cannot be replayed,
   * the channel starts empty instead, keeping its log and numbering (`fresh` must then be asked for explicitly).
   */
  rebuild(ref: ChannelRef, actor: Actor, fresh = false): Promise<{ entry: LogEntry; doc: ChannelDoc }> {
    const key = channelKey(ref);
    return this.serialized(key, async () => {
      const snap = await this.backend.read(key);
      if (snap.raw !== undefined)
        throw new UserError(
          'conflict',
          "This channel's state is not missing, so there is nothing to rebuild. `/channel export` keeps a copy.",
        );
      const log = await this.wholeLog(key);
      const replay = replayLog(log);
      if (!replay.ok && !fresh)
        throw new UserError(
          'conflict',
          `The log cannot be replayed at entry #${replay.seq}: ${replay.why}. Restore an export with \`/channel restore\`, or start the channel empty (keeping its log and numbering) with \`/channel rebuild fresh:true\`.`,
        );
      const last = log.at(-1);
      const base =
        replay.ok && !fresh ? replay.doc : { ...emptyChannelDoc(), version: last?.versionAfter ?? 0, nextSeq: (last?.seq ?? 0) + 1 };
      const entry: LogEntry = {
        ...newEntry(base, actor, 'action', fresh ? '/channel rebuild fresh' : '/channel rebuild', []),
        patch: null,
        ...(fresh || !replay.ok ? { reset: true } : {}),
      };
      const doc = advance(base);
      // Records of the lost head's units may survive: the rebuilt head lists its own afresh.
      if (!(await this.write(key, { doc: emptyChannelDoc(), snap, index: {} }, doc, [entry], { clear: true })))
        throw new UserError('conflict', 'Someone else changed this channel meanwhile; nothing was rebuilt. Look again with `/history`.');
      return { entry, doc };
    });
  }

  async clear(ref: ChannelRef): Promise<void> {
    await this.backend.delete(channelKey(ref));
  }

  async close(): Promise<void> {
    await this.backend.close();
  }

  private revert(
    ref: ChannelRef,
    actor: Actor,
    policy: RevertPolicy,
    kind: 'undo' | 'redo',
    actionId?: string,
  ): Promise<MutationResult<UndoRecord>> {
    const key = channelKey(ref);
    return this.serialized(key, async () => {
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        const loaded = await this.read(key);
        const { doc } = loaded;
        const target = await this.pickTarget(key, doc, actor, policy.isGM, kind, actionId);
        policy.permit(target, kind);
        const outcome = applyPatch(doc, target.patch, kind === 'undo' ? 'backward' : 'forward');
        if (!outcome.ok) throw await this.laterChange(key, target, kind, outcome.slot);
        const entry: LogEntry = { ...newEntry(doc, actor, kind, `/${kind} ${target.id}`, []), target: target.id, byGM: policy.isGM };
        const undo = doc.undo.map((record) =>
          record.id === target.id
            ? {
                ...record,
                state: kind === 'undo' ? ('undone' as const) : ('active' as const),
                lastRevert: { actorId: actor.id, seq: entry.seq, byGM: policy.isGM },
              }
            : record,
        );
        const next = advance({ ...doc, ...outcome.state, undo });
        if (await this.write(key, loaded, next, [entry])) return { result: target, entry, doc: next, undoable: false };
        await backoff(attempt);
      }
      throw new UserError('conflict', 'This channel is very busy right now; nothing was changed. Please try again.');
    });
  }

  private async pickTarget(
    key: string,
    doc: ChannelDoc,
    actor: Actor,
    isGM: boolean,
    kind: 'undo' | 'redo',
    actionId?: string,
  ): Promise<UndoRecord> {
    const wanted = kind === 'undo' ? 'active' : 'undone';
    if (actionId) {
      const record = doc.undo.find((r) => r.id === actionId);
      const owner = record?.actor ?? (await this.readLog(key)).find((e) => e.id === actionId && e.kind === 'action')?.actor;
      if (!owner) throw new UserError('not-found', `No action \`${actionId}\` in this channel's history. See \`/history\`.`);
      if (owner.id !== actor.id && !isGM)
        throw new UserError('permission', `That was ${owner.name}'s action; only they or a GM can ${kind} it.`);
      if (!record)
        throw new UserError(
          'not-found',
          `Action \`${actionId}\` can't be ${kind === 'undo' ? 'undone' : 'redone'}: it changed nothing, or it is older than the last ${UNDO_DEPTH} actions that did.`,
        );
      if (record.state !== wanted)
        throw new UserError('conflict', `Action \`${actionId}\` is ${kind === 'undo' ? 'already undone' : 'not undone'}.`);
      return record;
    }
    if (kind === 'undo') {
      const mine = doc.undo.findLast((r) => r.actor.id === actor.id && r.state === 'active');
      if (!mine) throw new UserError('not-found', 'You have no recent action here to undo.');
      return mine;
    }
    let latest: UndoRecord | undefined;
    for (const record of doc.undo)
      if (record.state === 'undone' && record.lastRevert?.actorId === actor.id && record.lastRevert.seq > (latest?.lastRevert?.seq ?? 0))
        latest = record;
    if (!latest) throw new UserError('not-found', 'You have nothing undone here to redo.');
    return latest;
  }

  private async laterChange(key: string, target: UndoRecord, kind: string, what: string): Promise<UserError> {
    const later = (await this.readLog(key)).filter((e) => e.seq > target.seq).map((e) => `\`${e.id}\` ${e.command}`);
    return new UserError(
      'conflict',
      `Can't ${kind} \`${target.id}\`: ${what} changed since (${later.slice(-3).join('; ') || 'a later action'}). ${kind === 'undo' ? 'Undo those first.' : ''}`.trim(),
    );
  }

  /**
   * Writes `next` over what `base` read, with its log entries: the head, and the records of the units whose object is
   * not the one read (the rest keep theirs). Archives the oldest log entries once enough have built up.
   */
  private async write(
    key: string,
    base: Loaded,
    next: ChannelDoc,
    entries: readonly LogEntry[],
    extra: Pick<UnitChanges, 'clear' | 'aside'> = {},
  ): Promise<boolean> {
    const { head, body, writes, stored } = this.split(extra.clear ? undefined : base, next);
    const written = await this.backend.write(
      key,
      base.snap,
      head,
      (base.snap.version ?? 0) + 1,
      entries.map((entry) => ({ seq: entry.seq, json: JSON.stringify(entry) })),
      { ...extra, writes, ...(body === undefined ? {} : { body }) },
    );
    if (!written) return false;
    // Parsed back rather than kept, like unit records: the cache holds exactly what was stored.
    if (body !== undefined) this.cache.putBody(key, JSON.parse(body) as ChannelBody);
    for (const { unit, json } of writes) if (json === undefined) this.cache.drop(key, unit);
    for (const [unit, record] of stored) this.cache.put(key, unit, record.rev, record.unit);
    if (written.logLength >= LIVE_LOG_ENTRIES + ARCHIVE_CHUNK_ENTRIES)
      // The write itself has succeeded: a failed archive step is retried by the next write.
      await this.backend.archive(key, ARCHIVE_CHUNK_ENTRIES).catch(() => undefined);
    return true;
  }

  /**
   * The head of `next`, its body unless it is the one `base` read (same objects, same units), and the unit records to
   * write: every unit that is not the very object `base` read (all of them without a base), each at a new revision,
   * and a deletion for each unit gone. `stored` holds the written records parsed back, for the cache once the write
   * has landed.
   */
  private split(
    base: Loaded | undefined,
    next: ChannelDoc,
  ): { head: string; body: string | undefined; writes: UnitWrite[]; stored: Map<string, StoredUnit> } {
    const writes: UnitWrite[] = [];
    const stored = new Map<string, StoredUnit>();
    const same = base !== undefined && next.units === base.doc.units;
    const unitIndex: Record<string, UnitRef> = same ? (base.index as Record<string, UnitRef>) : {};
    for (const [unit, record] of same ? [] : Object.entries(next.units)) {
      const ref = base?.index[unit];
      if (ref && base?.doc.units[unit] === record) {
        setOwn(unitIndex, unit, ref);
        continue;
      }
      const rev = newId();
      const json = JSON.stringify({ rev, unit: record } satisfies StoredUnit);
      writes.push({ unit, json });
      // Parsed back rather than kept: the cache then holds exactly what was stored, and no object the handler holds.
      stored.set(unit, JSON.parse(json) as StoredUnit);
      setOwn(unitIndex, unit, { rev, name: record.name });
    }
    if (!same)
      for (const unit of Object.keys(base?.doc.units ?? {})) if (!Object.hasOwn(next.units, unit)) writes.push({ unit, json: undefined });
    const kept =
      base?.bodyRev !== undefined &&
      (same || (writes.length === 0 && sameOrder(base.index, unitIndex))) &&
      next.settings === base.doc.settings &&
      next.pending === base.doc.pending &&
      next.macros === base.doc.macros &&
      next.undo === base.doc.undo;
    const bodyRev = kept ? base.bodyRev! : newId();
    return { head: headJson(next, bodyRev), body: kept ? undefined : bodyJson(next, bodyRev, unitIndex), writes, stored };
  }

  /** What the channel holds now, as a whole document (or its stored bytes if unreadable), to keep aside on restore. */
  private async whatItHeld(key: string): Promise<string | undefined> {
    const snap = await this.backend.read(key);
    if (snap.raw === undefined) return undefined;
    try {
      return JSON.stringify((await this.read(key)).doc);
    } catch {
      return snap.raw;
    }
  }

  private async readLog(key: string): Promise<LogEntry[]> {
    return this.parseLog(key, await this.backend.readLog(key));
  }

  private async readArchive(key: string, chunk: ArchiveChunk): Promise<LogEntry[]> {
    return this.parseLog(key, await this.backend.readArchive(key, chunk));
  }

  private async wholeLog(key: string): Promise<LogEntry[]> {
    const chunks = await this.backend.archiveChunks(key);
    const archived = await Promise.all(chunks.map((chunk) => this.readArchive(key, chunk)));
    return [...archived.flat(), ...(await this.readLog(key))];
  }

  private parseLog(key: string, stored: readonly string[]): LogEntry[] {
    const entries: LogEntry[] = [];
    for (const json of stored) {
      try {
        entries.push(check(logEntrySchema, JSON.parse(json)) as LogEntry);
      } catch (error) {
        // One unreadable entry must not hide the rest of the history.
        this.onQuarantine(`${key}:log`, json, error instanceof Error ? error.message : String(error));
      }
    }
    return entries;
  }

  private async read(key: string): Promise<Loaded> {
    for (;;) {
      const snap = await this.backend.read(key);
      if (snap.raw === undefined) {
        // Lost state (evicted, deleted by hand) beside a surviving log or unit records: never pass it off as empty.
        if (snap.hasHistory) throw missingState();
        return { doc: emptyChannelDoc(), snap, index: {} };
      }
      let head: ChannelHead | HeadV3 | undefined;
      let migrated: ReturnType<typeof migrateChannelDoc> | undefined;
      try {
        const value = parseStored(snap.raw);
        // A head already checked in these very bytes is not checked again.
        if (isHead(value)) head = this.checkedHeads.get(key) === snap.raw ? (value as ChannelHead | HeadV3) : parseHead(value);
        else migrated = migrateChannelDoc(value);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        // Moved aside only if it is still exactly these bytes, so concurrent readers make one copy and one report.
        const moved = await this.backend.quarantine(key, snap);
        if (moved === undefined) continue;
        this.onQuarantine(key, snap.raw, reason);
        throw new UserError(
          'storage-unavailable',
          `This channel's saved state was unreadable (${reason}); it was set aside as \`${moved}\` and nothing was changed. ${
            snap.hasHistory ? RECOVERY : 'The channel had no history, so it starts empty.'
          }`,
        );
      }
      // A whole document from an older Salvo: with no index, the next write stores every unit as its own record and
      // replaces the document with a head and a body.
      if (migrated && !migrated.legacyLog) return { doc: migrated.doc, snap, index: {} };
      if (migrated?.legacyLog) {
        // A version-1 document held its log inline: move it out in the same atomic write that splits the document.
        const legacy = migrated.legacyLog.map((entry) => ({ seq: entry.seq, json: JSON.stringify(entry) }));
        const { head: next, body, writes } = this.split(undefined, migrated.doc);
        await this.backend.write(key, snap, next, (snap.version ?? 0) + 1, legacy, { clear: true, writes, ...(body ? { body } : {}) });
        continue;
      }
      if (this.checkedHeads.size > 10_000) this.checkedHeads.clear();
      this.checkedHeads.set(key, snap.raw);
      // A schema-3 head carries its body inline; the next write stores it as a body record.
      const bodyRev = 'bodyRev' in head! ? head.bodyRev : undefined;
      const body = bodyRev ? await this.body(key, snap, head as ChannelHead) : (head as HeadV3);
      if (body === 'again') continue;
      // The units a body lists are put together once per revision, so a read that finds the body unchanged (every
      // read after a /roll) costs nothing per unit.
      let units = bodyRev ? this.cache.assembled(key, bodyRev) : undefined;
      if (!units) {
        const read = await this.units(key, snap, head!, body);
        if (read === 'again') continue;
        units = bodyRev ? this.cache.putAssembled(key, bodyRev, read) : read;
      }
      return { doc: docOf(head!, body, units), snap, index: body.unitIndex, ...(bodyRev ? { bodyRev } : {}) };
    }
  }

  /**
   * The body the head names: from this process's cache when it has that revision, else read and checked. 'again' when
   * the head has moved on meanwhile; a body missing, unreadable or at another revision beside an unchanged head is
   * set aside with the head, as lost state.
   */
  private async body(key: string, snap: Snapshot, head: ChannelHead): Promise<ChannelBody | 'again'> {
    const held = this.cache.body(key, head.bodyRev);
    if (held) return held;
    const raw = await this.backend.readBody(key);
    let problem = 'missing';
    if (raw !== undefined) {
      try {
        const body = parseBody(raw);
        if (body.rev === head.bodyRev) return this.cache.putBody(key, body);
        problem = `its revision ${body.rev} is not the ${head.bodyRev} the head lists`;
      } catch (error) {
        problem = error instanceof Error ? error.message : String(error);
      }
    }
    // Only if the head is still the one read: a body newer than it is a write landing in between.
    const moved = await this.backend.quarantine(key, snap, true);
    if (moved === undefined) return 'again';
    this.onQuarantine(`${key}:body`, raw ?? '', problem);
    throw new UserError(
      'storage-unavailable',
      `This channel's saved state was ${
        raw === undefined ? 'missing its settings and unit list (was it evicted or deleted?)' : `unreadable (${problem})`
      }; it was set aside as \`${moved}\` and nothing was changed. ${RECOVERY}`,
    );
  }

  /**
   * The body's units: from this process's cache where it has the revision listed, the rest read from storage. 'again'
   * when a record did not match and the head has moved on meanwhile (read it all again).
   */
  private async units(
    key: string,
    snap: Snapshot,
    head: ChannelHead | HeadV3,
    body: ChannelBody | HeadV3,
  ): Promise<Record<string, UnitRecord> | 'again'> {
    const index = Object.entries(body.unitIndex);
    const stale = index.filter(([unit, ref]) => this.cache.get(key, unit, ref.rev) === undefined).map(([unit]) => unit);
    let bad: BadUnit | undefined;
    if (stale.length > 0) {
      const raws = await this.backend.readUnits(key, stale);
      for (const [i, unit] of stale.entries()) {
        const raw = raws[i];
        const ref = body.unitIndex[unit]!;
        const problem = (reason: string) => ({ unit, name: ref.name, raw, reason });
        if (raw === undefined) {
          bad ??= problem('missing');
          continue;
        }
        try {
          const record = parseUnitRecord(raw);
          if (record.rev === ref.rev) this.cache.put(key, unit, ref.rev, record.unit);
          else bad ??= problem(`its revision ${record.rev} is not the ${ref.rev} the channel lists`);
        } catch (error) {
          bad ??= problem(error instanceof Error ? error.message : String(error));
        }
      }
    }
    if (bad) {
      // A record newer than the head read is a write landing in between; only a head still unchanged means a bad record.
      const again = await this.backend.read(key);
      if (again.raw !== snap.raw || again.version !== snap.version) return 'again';
      return this.dropUnit(key, snap, docOf(head, body, {}), body.unitIndex, bad);
    }
    const units: Record<string, UnitRecord> = {};
    for (const [unit, ref] of index) setOwn(units, unit, this.cache.get(key, unit, ref.rev)!);
    return units;
  }

  /**
   * Removes a unit whose record is unreadable (set aside once, by its bytes) or missing from the channel, logged, so
   * the rest of the channel goes on working; the one process whose write lands notes it for the reply (takeSkipped),
   * and every reader then reads the channel again, without the unit.
   */
  private async dropUnit(
    key: string,
    snap: Snapshot,
    doc: ChannelDoc,
    index: Readonly<Record<string, UnitRef>>,
    bad: BadUnit,
  ): Promise<'again'> {
    const { [bad.unit]: _gone, ...unitIndex } = index;
    const entry: LogEntry = {
      ...newEntry(doc, SALVO, 'action', `(the record of unit ${bad.name} was ${bad.raw === undefined ? 'missing' : 'unreadable'})`, []),
      patch: null,
      dropped: [bad.unit],
    };
    const next = advance(doc);
    const bodyRev = newId();
    const written = await this.backend.write(
      key,
      snap,
      headJson(next, bodyRev),
      (snap.version ?? 0) + 1,
      [{ seq: entry.seq, json: JSON.stringify(entry) }],
      {
        body: bodyJson(next, bodyRev, unitIndex),
        writes: [{ unit: bad.unit, json: undefined }],
        ...(bad.raw === undefined ? {} : { aside: { unit: bad.unit, raw: bad.raw } }),
      },
    );
    if (!written) return 'again';
    this.cache.drop(key, bad.unit);
    this.onQuarantine(`${key}:unit:${bad.unit}`, bad.raw ?? '', bad.reason);
    // Bounded: a caller that never asks (a test, a script) must not make this grow.
    if (this.skipped.size > 1000) this.skipped.clear();
    const notes = [...(this.skipped.get(key) ?? []), skippedNote(bad, entry.seq)].slice(-MAX_UNITS_PER_CHANNEL);
    this.skipped.set(key, notes);
    return 'again';
  }

  /**
   * Entries the head says were written but neither the archive nor the live log holds (the live log key evicted or
   * deleted): logged once as lost, like a missing unit record, so the gap is reported rather than passed off as a
   * short history. Returns whether it logged one.
   */
  private async noteLostLog(key: string, live: readonly LogEntry[], chunks: readonly ArchiveChunk[]): Promise<boolean> {
    const snap = await this.backend.read(key);
    if (snap.raw === undefined) return false;
    let head: ChannelHead | HeadV3;
    try {
      head = parseHead(parseStored(snap.raw));
    } catch {
      return false;
    }
    const from = (chunks.at(-1)?.lastSeq ?? 0) + 1;
    const to = (live[0]?.seq ?? head.nextSeq) - 1;
    if (to < from || live.some((e) => e.lost && e.lost[0] <= from && e.lost[1] >= to)) return false;
    return this.serialized(key, async () => {
      const loaded = await this.read(key).catch(() => undefined);
      if (!loaded || loaded.snap.version !== snap.version) return false;
      const range = from === to ? `#${from}` : `#${from}–#${to}`;
      const entry: LogEntry = {
        ...newEntry(loaded.doc, SALVO, 'action', `(log entries ${range} were missing from storage)`, []),
        patch: null,
        lost: [from, to],
      };
      const written = await this.write(key, loaded, advance(loaded.doc), [entry]);
      if (written) this.onQuarantine(`${key}:log`, '', `log entries ${range} missing`);
      return written;
    });
  }

  /** One mutation at a time per channel in this process; other processes are handled by compare-and-set. */
  private serialized<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(key) ?? Promise.resolve();
    const run = previous.then(work, work);
    const tail = run.catch(() => undefined);
    this.queues.set(key, tail);
    void tail.then(() => {
      if (this.queues.get(key) === tail) this.queues.delete(key);
    });
    return run;
  }
}

export interface HistoryPage {
  /** Oldest first. */
  readonly entries: LogEntry[];
  /** Entries in the whole log, archive included. */
  readonly total: number;
  readonly archived: number;
}

/** What a reply says of a unit skipped because its record was set aside. */
function skippedNote(bad: BadUnit, seq: number): string {
  const what = bad.raw === undefined ? 'missing from storage (was it evicted or deleted?)' : `unreadable (${bad.reason}); it was set aside`;
  return `Skipped unit ${bad.name}: its saved record was ${what}, so Salvo removed that unit from the channel (logged as #${seq}) and went on without it. Add the unit again, or a GM can restore an export with \`/channel restore\`.`;
}

const RECOVERY = 'A GM can rebuild the state from the log with `/channel rebuild`, or restore an export with `/channel restore`.';

function missingState(): UserError {
  return new UserError(
    'storage-unavailable',
    `This channel's saved state is missing from storage, though its log survives (was it evicted or deleted?). Nothing was changed. ${RECOVERY}`,
  );
}

/** The stored JSON, unwrapped from the `{"value": "…"}` envelope earlier versions stored through Keyv. */
function parseStored(raw: string): unknown {
  const parsed: unknown = JSON.parse(raw);
  if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
    const { value, expires, ...rest } = parsed as Record<string, unknown>;
    if (typeof value === 'string' && Object.keys(rest).length === 0 && (expires === undefined || expires === null))
      return JSON.parse(value);
  }
  return parsed;
}

/** Undo and redo state of each action in a log, derived from the log itself so it stays append-only. */
export function revertState(log: readonly LogEntry[]): Map<string, 'undone' | 'active'> {
  const state = new Map<string, 'undone' | 'active'>();
  for (const entry of log) {
    if (entry.kind === 'action') state.set(entry.id, 'active');
    else if (entry.target) state.set(entry.target, entry.kind === 'undo' ? 'undone' : 'active');
  }
  return state;
}

function newEntry(doc: ChannelDoc, actor: Actor, kind: LogEntry['kind'], command: string, rolls: RollRecord[]): LogEntry {
  return {
    id: newId(),
    seq: doc.nextSeq,
    kind,
    actor: { id: actor.id, name: actor.name },
    command,
    rolls,
    versionBefore: doc.version,
    versionAfter: doc.version + 1,
    time: Date.now(),
  };
}

/** A bare flag is the store's own rule alone: your own actions, or anyone's for a GM. */
function asPolicy(policy: RevertPolicy | boolean): RevertPolicy {
  return typeof policy === 'boolean' ? { isGM: policy, permit: () => undefined } : policy;
}

/** The stored head of `doc` naming body revision `bodyRev`. */
function headJson(doc: ChannelDoc, bodyRev: string): string {
  return JSON.stringify({ schemaVersion: doc.schemaVersion, version: doc.version, nextSeq: doc.nextSeq, bodyRev } satisfies ChannelHead);
}

/** The stored body of `doc` at revision `rev`, its units listed by `unitIndex`. */
function bodyJson(doc: ChannelDoc, rev: string, unitIndex: Readonly<Record<string, UnitRef>>): string {
  const { settings, pending, macros, undo } = doc;
  return JSON.stringify({ rev, settings, unitIndex, pending, ...(macros ? { macros } : {}), undo } satisfies ChannelBody);
}

/** The document a head and its body (a schema-3 head being both) hold, with `units`. */
function docOf(head: ChannelHead | HeadV3, body: ChannelBody | HeadV3, units: Record<string, UnitRecord>): ChannelDoc {
  const { settings, pending, macros, undo } = body;
  // A schema-3 head holds the same document as a current one, only stored otherwise.
  return {
    schemaVersion: CHANNEL_DOC_VERSION,
    version: head.version,
    nextSeq: head.nextSeq,
    settings,
    units,
    pending,
    ...(macros ? { macros } : {}),
    undo,
  };
}

/** Whether two unit indexes list the same units in the same order. */
function sameOrder(a: Readonly<Record<string, UnitRef>>, b: Readonly<Record<string, UnitRef>>): boolean {
  const [left, right] = [Object.keys(a), Object.keys(b)];
  return left.length === right.length && left.every((unit, i) => unit === right[i]);
}

function advance(doc: ChannelDoc): ChannelDoc {
  return { ...doc, schemaVersion: CHANNEL_DOC_VERSION, version: doc.version + 1, nextSeq: doc.nextSeq + 1 };
}

function newId(): string {
  return randomBytes(4).toString('hex');
}

async function backoff(attempt: number): Promise<void> {
  const ms = Math.min(50, 1 + attempt * 2) * (0.5 + randomBytes(1)[0]! / 255);
  await new Promise((resolve) => setTimeout(resolve, ms));
}
