// Loads, mutates and logs channel documents: serialized per channel in-process, compare-and-set across processes.
import { randomBytes } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
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
  type RollRecord,
  type StatePatch,
  UNDO_DEPTH,
} from './channel-doc.js';
import { migrateChannelDoc } from './migrations.js';

/** The mutable copy a mutation works on; the store diffs it against the original afterwards. */
export interface ChannelDraft {
  settings: ChannelSettings;
  units: Record<string, UnitRecord>;
  pending: Record<string, unknown>;
  /** Rolls the mutation made, logged with their seeds for /verify. */
  rolls: RollRecord[];
}

export interface Actor {
  readonly id: string;
  readonly name: string;
}

export interface MutationResult<R> {
  readonly result: R;
  /** Absent when nothing changed and nothing was rolled (no log entry was written). */
  readonly entry?: LogEntry;
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
          rolls: [],
        };
        const result = fn(draft, doc);
        const patch = diff(doc, draft);
        if (patch === undefined && draft.rolls.length === 0) return { result, doc };
        if (Object.keys(draft.units).length > MAX_UNITS_PER_CHANNEL && Object.keys(draft.units).length > Object.keys(doc.units).length) {
          throw new UserError('bounds', `This channel already has ${MAX_UNITS_PER_CHANNEL} units, the most it can hold. Remove one first.`);
        }
        const entry: LogEntry = {
          id: newId(),
          seq: doc.nextSeq,
          kind: 'action',
          actor: { id: actor.id, name: actor.name },
          command,
          rolls: draft.rolls,
          versionBefore: doc.version,
          versionAfter: doc.version + 1,
          time: Date.now(),
          ...(patch ? { patch } : {}),
        };
        const next = appendEntry({ ...doc, settings: draft.settings, units: draft.units, pending: draft.pending }, entry);
        if (await this.backend.compareAndSet(key, raw, JSON.stringify(next))) return { result, entry, doc: next };
        await backoff(attempt);
      }
      throw new UserError('conflict', 'This channel is very busy right now; nothing was changed. Please try again.');
    });
  }

  /** Reverts an action: by default the actor's own latest; a GM may name anyone's. */
  undo(ref: ChannelRef, actor: Actor, isGM: boolean, actionId?: string): Promise<MutationResult<LogEntry>> {
    return this.revert(ref, actor, isGM, 'undo', actionId);
  }

  /** Re-applies the actor's most recently undone action. */
  redo(ref: ChannelRef, actor: Actor, isGM: boolean, actionId?: string): Promise<MutationResult<LogEntry>> {
    return this.revert(ref, actor, isGM, 'redo', actionId);
  }

  async findRoll(ref: ChannelRef, rollId: string): Promise<{ roll: RollRecord; entry: LogEntry } | undefined> {
    const doc = await this.load(ref);
    for (let i = doc.log.length - 1; i >= 0; i--) {
      const entry = doc.log[i]!;
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
    isGM: boolean,
    kind: 'undo' | 'redo',
    actionId?: string,
  ): Promise<MutationResult<LogEntry>> {
    const key = channelKey(ref);
    return this.serialized(key, async () => {
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        const { doc, raw } = await this.read(key);
        const target = pickTarget(doc, actor, isGM, kind, actionId);
        const patch = target.patch!;
        const [from, to] = kind === 'undo' ? (['after', 'before'] as const) : (['before', 'after'] as const);
        const units: Record<string, UnitRecord> = { ...doc.units };
        for (const [unit, change] of Object.entries(patch.units)) {
          if (!isDeepStrictEqual(doc.units[unit] ?? null, change[from]))
            throw laterChange(doc, target, kind, `unit ${change.before?.name ?? change.after?.name ?? unit}`);
          const value = change[to];
          if (value === null) delete units[unit];
          else units[unit] = value;
        }
        let settings = doc.settings;
        if (patch.settings) {
          if (!isDeepStrictEqual(doc.settings, patch.settings[from])) throw laterChange(doc, target, kind, 'the channel settings');
          settings = patch.settings[to];
        }
        const pending: Record<string, unknown> = { ...doc.pending };
        for (const [name, change] of Object.entries(patch.pending ?? {})) {
          if (!isDeepStrictEqual(doc.pending[name] ?? null, change[from] ?? null))
            throw laterChange(doc, target, kind, `pending ${name} state`);
          if (change[to] === undefined || change[to] === null) delete pending[name];
          else pending[name] = change[to];
        }
        const entry: LogEntry = {
          id: newId(),
          seq: doc.nextSeq,
          kind,
          actor: { id: actor.id, name: actor.name },
          command: `/${kind} ${target.id}`,
          rolls: [],
          versionBefore: doc.version,
          versionAfter: doc.version + 1,
          time: Date.now(),
          target: target.id,
        };
        const next = appendEntry({ ...doc, units, settings, pending }, entry);
        if (await this.backend.compareAndSet(key, raw, JSON.stringify(next))) return { result: target, entry, doc: next };
        await backoff(attempt);
      }
      throw new UserError('conflict', 'This channel is very busy right now; nothing was changed. Please try again.');
    });
  }

  private async read(key: string): Promise<{ doc: ChannelDoc; raw: string | undefined }> {
    const raw = await this.backend.get(key);
    if (raw === undefined) return { doc: emptyChannelDoc(), raw };
    try {
      return { doc: migrateChannelDoc(JSON.parse(raw)), raw };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.onQuarantine(key, raw, reason);
      // The corrupt document is moved aside, never silently overwritten: a GM can still recover it by hand.
      await this.backend.compareAndSet(`quarantine:${key}:${Date.now()}`, undefined, raw);
      await this.backend.compareAndSet(key, raw, JSON.stringify(emptyChannelDoc()));
      throw new UserError(
        'storage-unavailable',
        `This channel's saved state was unreadable (${reason}) and has been set aside for a GM to recover; the channel starts fresh. Nothing else was changed.`,
      );
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

/** Undo and redo state of each action, derived from the log rather than stored, so the log stays append-only. */
export function revertState(doc: ChannelDoc): Map<string, 'undone' | 'active'> {
  const state = new Map<string, 'undone' | 'active'>();
  for (const entry of doc.log) {
    if (entry.kind === 'action') state.set(entry.id, 'active');
    else if (entry.target) state.set(entry.target, entry.kind === 'undo' ? 'undone' : 'active');
  }
  return state;
}

function pickTarget(doc: ChannelDoc, actor: Actor, isGM: boolean, kind: 'undo' | 'redo', actionId?: string): LogEntry {
  const states = revertState(doc);
  const wanted = kind === 'undo' ? 'active' : 'undone';
  if (actionId) {
    const entry = doc.log.find((e) => e.id === actionId && e.kind === 'action');
    if (!entry) throw new UserError('not-found', `No action \`${actionId}\` in this channel's history. See \`/history\`.`);
    if (entry.actor.id !== actor.id && !isGM)
      throw new UserError('permission', `That was ${entry.actor.name}'s action; only they or a GM can ${kind} it.`);
    if (!entry.patch)
      throw new UserError('not-found', `Action \`${actionId}\` is too old to ${kind} (only the last ${UNDO_DEPTH} actions can be).`);
    if (states.get(entry.id) !== wanted)
      throw new UserError('conflict', `Action \`${actionId}\` is ${kind === 'undo' ? 'already undone' : 'not undone'}.`);
    return entry;
  }
  if (kind === 'undo') {
    for (let i = doc.log.length - 1; i >= 0; i--) {
      const entry = doc.log[i]!;
      if (entry.kind === 'action' && entry.patch && entry.actor.id === actor.id && states.get(entry.id) === 'active') return entry;
    }
    throw new UserError('not-found', 'You have no recent action here to undo.');
  }
  for (let i = doc.log.length - 1; i >= 0; i--) {
    const entry = doc.log[i]!;
    if (entry.kind === 'undo' && entry.actor.id === actor.id && entry.target && states.get(entry.target) === 'undone') {
      const target = doc.log.find((e) => e.id === entry.target);
      if (target?.patch) return target;
    }
  }
  throw new UserError('not-found', 'You have nothing undone here to redo.');
}

function laterChange(doc: ChannelDoc, target: LogEntry, kind: string, what: string): UserError {
  const later = doc.log.filter((e) => e.seq > target.seq).map((e) => `\`${e.id}\` ${e.command}`);
  return new UserError(
    'conflict',
    `Can't ${kind} \`${target.id}\`: ${what} changed since (${later.slice(-3).join('; ') || 'a later action'}). ${kind === 'undo' ? 'Undo those first.' : ''}`.trim(),
  );
}

function diff(doc: ChannelDoc, draft: ChannelDraft): StatePatch | undefined {
  const units: Record<string, { before: UnitRecord | null; after: UnitRecord | null }> = {};
  for (const key of new Set([...Object.keys(doc.units), ...Object.keys(draft.units)])) {
    const before = doc.units[key] ?? null;
    const after = draft.units[key] ?? null;
    if (!isDeepStrictEqual(before, after)) units[key] = { before, after };
  }
  const pending: Record<string, { before: unknown; after: unknown }> = {};
  for (const key of new Set([...Object.keys(doc.pending), ...Object.keys(draft.pending)])) {
    const before = doc.pending[key] ?? null;
    const after = draft.pending[key] ?? null;
    if (!isDeepStrictEqual(before, after)) pending[key] = { before, after };
  }
  const settingsChanged = !isDeepStrictEqual(doc.settings, draft.settings);
  if (Object.keys(units).length === 0 && Object.keys(pending).length === 0 && !settingsChanged) return undefined;
  return {
    units,
    ...(settingsChanged ? { settings: { before: doc.settings, after: draft.settings } } : {}),
    ...(Object.keys(pending).length > 0 ? { pending } : {}),
  };
}

function appendEntry(doc: ChannelDoc, entry: LogEntry): ChannelDoc {
  let log = [...doc.log, entry];
  if (log.length > MAX_LOG_ENTRIES) log = log.slice(log.length - MAX_LOG_ENTRIES);
  // Keep undo data for the most recent actions only; older entries keep their metadata and seeds.
  let withPatch = 0;
  log = log
    .reverse()
    .map((e) => {
      if (!e.patch) return e;
      withPatch++;
      if (withPatch <= UNDO_DEPTH) return e;
      const { patch: _dropped, ...rest } = e;
      return rest;
    })
    .reverse();
  return { ...doc, schemaVersion: CHANNEL_DOC_VERSION, version: doc.version + 1, nextSeq: doc.nextSeq + 1, log };
}

function newId(): string {
  return randomBytes(4).toString('hex');
}

async function backoff(attempt: number): Promise<void> {
  const ms = Math.min(50, 1 + attempt * 2) * (0.5 + randomBytes(1)[0]! / 255);
  await new Promise((resolve) => setTimeout(resolve, ms));
}
