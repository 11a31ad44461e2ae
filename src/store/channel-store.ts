// Loads, mutates and logs channel documents: serialized per channel in-process, compare-and-set across processes.
import { randomBytes } from 'node:crypto';
import { UserError } from '../errors.js';
import type { UnitRecord } from '../systems/types.js';
import type { DocumentBackend } from './backend.js';
import {
  CHANNEL_DOC_VERSION,
  type ChannelDoc,
  type ChannelRef,
  type ChannelSettings,
  channelKey,
  emptyChannelDoc,
  type LogEntry,
  MAX_LOG_ENTRIES,
  MAX_UNITS_PER_CHANNEL,
  type MacroRecord,
  type RollRecord,
  UNDO_DEPTH,
  type UndoRecord,
} from './channel-doc.js';
import { migrateChannelDoc } from './migrations.js';
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

  /** The channel's action log, oldest first (at most MAX_LOG_ENTRIES). Read on demand: commands never need it. */
  async log(ref: ChannelRef): Promise<LogEntry[]> {
    return this.readLog(channelKey(ref));
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
        const { doc, raw } = await this.read(key);
        const draft: ChannelDraft = {
          settings: structuredClone(doc.settings),
          units: structuredClone(doc.units) as Record<string, UnitRecord>,
          pending: structuredClone(doc.pending) as Record<string, unknown>,
          macros: structuredClone(doc.macros ?? {}) as Record<string, Record<string, MacroRecord>>,
          rolls: [],
        };
        const result = fn(draft, doc);
        const patch = diffState(doc, draft);
        if (patch === undefined && draft.rolls.length === 0) return { result, doc, undoable: false };
        if (Object.keys(draft.units).length > MAX_UNITS_PER_CHANNEL && Object.keys(draft.units).length > Object.keys(doc.units).length) {
          throw new UserError('bounds', `This channel already has ${MAX_UNITS_PER_CHANNEL} units, the most it can hold. Remove one first.`);
        }
        const entry: LogEntry = {
          ...newEntry(doc, actor, 'action', command, draft.rolls),
          ...(draft.choice !== undefined ? { choice: draft.choice } : {}),
        };
        const rolled = draft.rolls.length > 0 || draft.choice !== undefined;
        const undo = patch
          ? [...doc.undo, { id: entry.id, seq: entry.seq, actor: entry.actor, command, patch, state: 'active' as const, rolled }].slice(
              -UNDO_DEPTH,
            )
          : doc.undo;
        const macros = doc.macros || Object.keys(draft.macros).length > 0 ? { macros: draft.macros } : {};
        const next = advance({ ...doc, settings: draft.settings, units: draft.units, pending: draft.pending, ...macros, undo });
        if (await this.write(key, raw, next, [entry])) return { result, entry, doc: next, undoable: patch !== undefined };
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

  async findRoll(ref: ChannelRef, rollId: string): Promise<{ roll: RollRecord; entry: LogEntry } | undefined> {
    const log = await this.log(ref);
    for (let i = log.length - 1; i >= 0; i--) {
      const entry = log[i]!;
      const roll = entry.rolls.find((r) => r.id === rollId);
      if (roll) return { roll, entry };
    }
    return undefined;
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
        const { doc, raw } = await this.read(key);
        const target = await this.pickTarget(key, doc, actor, policy.isGM, kind, actionId);
        policy.permit(target, kind);
        const outcome = applyPatch(doc, target.patch, kind === 'undo' ? 'backward' : 'forward');
        if (!outcome.ok) throw await this.laterChange(key, target, kind, outcome.slot);
        const entry: LogEntry = { ...newEntry(doc, actor, kind, `/${kind} ${target.id}`, []), target: target.id };
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
        if (await this.write(key, raw, next, [entry])) return { result: target, entry, doc: next, undoable: false };
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

  private write(key: string, raw: string | undefined, next: ChannelDoc, entries: readonly LogEntry[]): Promise<boolean> {
    return this.backend.compareAndSet(key, raw, JSON.stringify(next), {
      entries: entries.map((entry) => ({ seq: entry.seq, json: JSON.stringify(entry) })),
      keep: MAX_LOG_ENTRIES,
    });
  }

  private async readLog(key: string): Promise<LogEntry[]> {
    const entries: LogEntry[] = [];
    for (const json of (await this.backend.readLog(key)).slice(-MAX_LOG_ENTRIES)) {
      try {
        entries.push(JSON.parse(json) as LogEntry);
      } catch (error) {
        // One unreadable entry must not hide the rest of the history.
        this.onQuarantine(`${key}:log`, json, error instanceof Error ? error.message : String(error));
      }
    }
    return entries;
  }

  private async read(key: string): Promise<{ doc: ChannelDoc; raw: string | undefined }> {
    for (;;) {
      const raw = await this.backend.get(key);
      if (raw === undefined) return { doc: emptyChannelDoc(), raw };
      let migrated: ReturnType<typeof migrateChannelDoc>;
      try {
        migrated = migrateChannelDoc(JSON.parse(raw));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        this.onQuarantine(key, raw, reason);
        // The corrupt document is moved aside, never silently overwritten: a GM can still recover it by hand.
        await this.backend.compareAndSet(`quarantine:${key}:${Date.now()}`, undefined, raw);
        // The log stays readable (/history helps the GM recover) and the fresh document continues its numbering.
        const lastSeq = (await this.readLog(key)).at(-1)?.seq ?? 0;
        await this.backend.compareAndSet(key, raw, JSON.stringify({ ...emptyChannelDoc(), nextSeq: lastSeq + 1 }));
        throw new UserError(
          'storage-unavailable',
          `This channel's saved state was unreadable (${reason}) and has been set aside for a GM to recover; the channel starts fresh. Nothing else was changed.`,
        );
      }
      if (!migrated.legacyLog) return { doc: migrated.doc, raw };
      // An older document held its log inline: move it out in the same atomic write as the upgraded document.
      const next = JSON.stringify(migrated.doc);
      const moved = await this.backend.compareAndSet(key, raw, next, {
        entries: migrated.legacyLog.map((entry) => ({ seq: entry.seq, json: JSON.stringify(entry) })),
        keep: MAX_LOG_ENTRIES,
      });
      if (moved) return { doc: migrated.doc, raw: next };
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
