// Loads, mutates and logs channel documents: serialized per channel in-process, compare-and-set on a version counter
// across processes; unreadable documents are quarantined once, lost ones reported, old log entries archived.
import { randomBytes } from 'node:crypto';
import { UserError } from '../errors.js';
import type { UnitRecord } from '../systems/types.js';
import type { ArchiveChunk, DocumentBackend, Snapshot } from './backend.js';
import {
  ARCHIVE_CHUNK_ENTRIES,
  CHANNEL_DOC_VERSION,
  type ChannelDoc,
  type ChannelRef,
  type ChannelSettings,
  channelKey,
  emptyChannelDoc,
  LIVE_LOG_ENTRIES,
  type LogEntry,
  MAX_UNITS_PER_CHANNEL,
  type MacroRecord,
  type RollRecord,
  UNDO_DEPTH,
  type UndoRecord,
} from './channel-doc.js';
import { type ChannelExport, EXPORT_FORMAT } from './channel-export.js';
import { migrateChannelDoc } from './migrations.js';
import { replayLog } from './replay.js';
import { applyPatch, diffState } from './undo-patch.js';

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

export class ChannelStore {
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(
    readonly backend: DocumentBackend,
    private readonly onQuarantine: (key: string, raw: string, reason: string) => void = () => undefined,
  ) {}

  async load(ref: ChannelRef): Promise<ChannelDoc> {
    return (await this.read(channelKey(ref))).doc;
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
    const [live, chunks] = await Promise.all([this.readLog(key), this.backend.archiveChunks(key)]);
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
        const { doc, snap } = await this.read(key);
        const draft: ChannelDraft = {
          settings: structuredClone(doc.settings),
          units: structuredClone(doc.units) as Record<string, UnitRecord>,
          pending: structuredClone(doc.pending) as Record<string, unknown>,
          macros: structuredClone(doc.macros ?? {}) as Record<string, Record<string, MacroRecord>>,
          rolls: [],
        };
        const result = fn(draft, doc);
        const patch = diffState(doc, draft);
        if (patch === undefined && draft.rolls.length === 0 && draft.choice === undefined) return { result, doc, undoable: false };
        if (Object.keys(draft.units).length > MAX_UNITS_PER_CHANNEL && Object.keys(draft.units).length > Object.keys(doc.units).length) {
          throw new UserError('bounds', `This channel already has ${MAX_UNITS_PER_CHANNEL} units, the most it can hold. Remove one first.`);
        }
        const entry: LogEntry = {
          ...newEntry(doc, actor, 'action', command, draft.rolls),
          ...(draft.choice !== undefined ? { choice: draft.choice } : {}),
          patch: patch ?? null,
        };
        const rolled = draft.rolls.length > 0 || draft.choice !== undefined;
        const undo = patch
          ? [...doc.undo, { id: entry.id, seq: entry.seq, actor: entry.actor, command, patch, state: 'active' as const, rolled }].slice(
              -UNDO_DEPTH,
            )
          : doc.undo;
        const macros = doc.macros || Object.keys(draft.macros).length > 0 ? { macros: draft.macros } : {};
        const next = advance({ ...doc, settings: draft.settings, units: draft.units, pending: draft.pending, ...macros, undo });
        if (await this.write(key, snap, next, [entry])) return { result, entry, doc: next, undoable: patch !== undefined };
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

  /** The action that already settled this pending roll's choice, if any (read from the log, which undo never rewrites). */
  async findChoice(ref: ChannelRef, choice: string): Promise<LogEntry | undefined> {
    return (await this.log(ref)).find((entry) => entry.kind === 'action' && entry.choice === choice);
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
    const found = search(await this.readLog(key));
    if (found) return found;
    const chunks = await this.backend.archiveChunks(key);
    for (let i = chunks.length - 1; i >= 0; i--) {
      const hit = search(await this.readArchive(key, chunks[i]!));
      if (hit) return hit;
    }
    return undefined;
  }

  /** The channel's state and whole log, for /channel export. */
  async exportChannel(ref: ChannelRef): Promise<ChannelExport> {
    const key = channelKey(ref);
    const doc = (await this.read(key)).doc;
    return {
      format: EXPORT_FORMAT,
      formatVersion: 1,
      channel: key,
      exportedAt: new Date().toISOString(),
      doc,
      log: await this.wholeLog(key),
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
      const snap = await this.backend.read(key);
      if (snap.raw !== undefined) await this.backend.quarantine(key, snap);
      await this.backend.replace(
        key,
        JSON.stringify(advance(base)),
        chunks,
        live.map((e) => ({ seq: e.seq, json: JSON.stringify(e) })),
      );
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
      if (!(await this.write(key, snap, doc, [entry])))
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
        const { doc, snap } = await this.read(key);
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
        if (await this.write(key, snap, next, [entry])) return { result: target, entry, doc: next, undoable: false };
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

  /** Writes `next` over what `snap` saw, with its log entries; archives the oldest entries once enough have built up. */
  private async write(key: string, snap: Snapshot, next: ChannelDoc, entries: readonly LogEntry[]): Promise<boolean> {
    const written = await this.backend.write(
      key,
      snap,
      JSON.stringify(next),
      (snap.version ?? 0) + 1,
      entries.map((entry) => ({ seq: entry.seq, json: JSON.stringify(entry) })),
    );
    if (!written) return false;
    if (written.logLength >= LIVE_LOG_ENTRIES + ARCHIVE_CHUNK_ENTRIES)
      // The write itself has succeeded: a failed archive step is retried by the next write.
      await this.backend.archive(key, ARCHIVE_CHUNK_ENTRIES).catch(() => undefined);
    return true;
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
        entries.push(JSON.parse(json) as LogEntry);
      } catch (error) {
        // One unreadable entry must not hide the rest of the history.
        this.onQuarantine(`${key}:log`, json, error instanceof Error ? error.message : String(error));
      }
    }
    return entries;
  }

  private async read(key: string): Promise<{ doc: ChannelDoc; snap: Snapshot }> {
    for (;;) {
      const snap = await this.backend.read(key);
      if (snap.raw === undefined) {
        // Lost state (evicted, deleted by hand) beside a surviving log: never pass it off as an empty channel.
        if (snap.hasHistory) throw missingState();
        return { doc: emptyChannelDoc(), snap };
      }
      let migrated: ReturnType<typeof migrateChannelDoc>;
      try {
        migrated = migrateChannelDoc(parseStored(snap.raw));
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
      if (!migrated.legacyLog) return { doc: migrated.doc, snap };
      // An older document held its log inline: move it out in the same atomic write as the upgraded document.
      const written = await this.backend.write(
        key,
        snap,
        JSON.stringify(migrated.doc),
        (snap.version ?? 0) + 1,
        migrated.legacyLog.map((entry) => ({ seq: entry.seq, json: JSON.stringify(entry) })),
      );
      if (written) continue;
    }
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
