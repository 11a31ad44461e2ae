// The per-channel document (settings, units, system scratch space, undo window), the head, body and unit records it
// is stored as, and the entries of its action log.
import type { Dialect } from '../dice/dialect.js';
import type { SystemId, UnitRecord } from '../systems/types.js';
import type { DeltaOp } from './json-delta.js';

export const CHANNEL_DOC_VERSION = 4;

/** Bounds, stated in the README. A breach is answered with a clear message, never silently dropped. */
export const MAX_UNITS_PER_CHANNEL = 50;
/**
 * The log is kept whole: the newest LIVE_LOG_ENTRIES or more stay as they are; once ARCHIVE_CHUNK_ENTRIES more have
 * built up, the oldest of them are compressed into one archive chunk beside the channel (same store, same hash tag).
 */
export const LIVE_LOG_ENTRIES = 1000;
export const ARCHIVE_CHUNK_ENTRIES = 500;
/**
 * How many recent state-changing actions /undo and /redo can reach. Their deltas live in the channel document, which
 * every command reads and writes, so the window is bounded; the log itself is stored beside it and read only on demand.
 */
export const UNDO_DEPTH = 20;
export const MAX_NAME_LENGTH = 40;

export interface ChannelRef {
  /** Absent in DMs; a DM is keyed by its channel alone. */
  readonly guildId?: string | undefined;
  readonly channelId: string;
}

export const IMAGE_MODES = ['full', 'compact', 'none'] as const;
/** `full`: every reply carries the unit's whole sheet; `compact`: results carry a small "what changed" card; `none`: text only. */
export type ImageMode = (typeof IMAGE_MODES)[number];

export interface ChannelSettings {
  system?: SystemId;
  gmRoleId?: string;
  /** What unit images replies carry: absent means the default (src/commands-kit/unit-image.ts). */
  images?: ImageMode;
  /** The table's rules (undo strictness, what players may declare), read through `tableRules`. */
  table?: Record<string, unknown>;
  /** Per-system options, validated by each system's parseConfig. */
  systems: Partial<Record<SystemId, Record<string, unknown>>>;
  /** Dice dialects: the channel's, and each member's own default for their rolls here (which wins). */
  dice?: { dialect?: Dialect; users?: Record<string, Dialect> };
}

export interface RollRecord {
  /** Short id shown in replies and accepted by /verify. */
  readonly id: string;
  readonly seed: string;
  /** What was rolled: the notation for /roll, the action for a system command. */
  readonly what: string;
  /** Text of the result as replied, for /verify to compare against. */
  readonly result: string;
  readonly secret?: boolean;
  /** SHA-256 of the seed, posted publicly for a sealed roll. */
  readonly commitment?: string;
  readonly revealed?: boolean;
  /** Every value the seeded generator handed out, as [min, max, value], so /verify can replay the dice. */
  readonly draws?: ReadonlyArray<readonly [number, number, number]>;
  /** `what` is dice notation (/roll, /r, a panel button, Roll again): /verify re-evaluates it and Roll again rerolls it. */
  readonly notation?: boolean;
  /** The dialect `what` was read in, when not Salvo's: /verify and Roll again read it the same way. */
  readonly dialect?: Dialect;
  /** A blind roll: sealed from everyone but a GM, the roller included. */
  readonly blind?: boolean;
  /** The label the roll was made under, so Roll again keeps it. */
  readonly label?: string;
}

/** A saved roll: a dice-notation template (see src/dice/macro.ts) and who saved it. */
export interface MacroRecord {
  readonly expression: string;
  readonly by: string;
  /** The notation it was saved in; absent is Salvo's (every saved roll older than dialects). */
  readonly dialect?: Dialect;
}

/** Saved rolls by name, in the order they were saved. */
export type MacroBook = Readonly<Record<string, MacroRecord>>;

/**
 * What one action did to one slot (a unit, the settings, one system's pending state), reversible both ways. The hashes
 * identify the slot's whole value before and after ('' = absent), so undo and redo refuse once the slot has moved on.
 */
export interface SlotChange {
  readonly before: string;
  readonly after: string;
  readonly ops: readonly DeltaOp[];
}

/** Only the slots an action touched, so undo never clobbers others' work. */
export interface StatePatch {
  readonly units: Readonly<Record<string, SlotChange>>;
  readonly settings?: SlotChange;
  readonly pending?: Readonly<Record<string, SlotChange>>;
  readonly macros?: Readonly<Record<string, SlotChange>>;
}

/** A recent action that changed state, with what /undo and /redo need to revert or re-apply it. */
export interface UndoRecord {
  readonly id: string;
  readonly seq: number;
  readonly actor: { readonly id: string; readonly name: string };
  readonly command: string;
  readonly patch: StatePatch;
  readonly state: 'active' | 'undone';
  /**
   * Whether the action rolled dice or settled a roll's pending choice: such results stand unless a GM undoes them.
   * Absent on records written before it was kept, which count as rolled.
   */
  readonly rolled?: boolean;
  /** The latest undo or redo of this action: /redo picks what you yourself undid most recently. */
  readonly lastRevert?: { readonly actorId: string; readonly seq: number; readonly byGM?: boolean };
}

export interface LogEntry {
  readonly id: string;
  readonly seq: number;
  readonly kind: 'action' | 'undo' | 'redo';
  readonly actor: { readonly id: string; readonly name: string };
  readonly command: string;
  readonly rolls: readonly RollRecord[];
  readonly versionBefore: number;
  readonly versionAfter: number;
  readonly time: number;
  /** For undo/redo entries: the action they revert or re-apply. */
  readonly target?: string;
  /** A pending roll's choice this action settled (a column button), so it is settled once whatever undo does. */
  readonly choice?: string;
  /**
   * What an action did to the state (null: nothing), so the state can be rebuilt from the log alone. Absent on entries
   * written before Salvo kept it.
   */
  readonly patch?: StatePatch | null;
  /** For undo/redo entries: whether a GM did it (a GM's undo only a GM may redo), so a rebuild keeps that rule. */
  readonly byGM?: boolean;
  /** The state was set afresh here (a rebuild that could not replay): replay starts from an empty channel. */
  readonly reset?: boolean;
  /** Units whose stored records were unreadable or missing, so Salvo removed them from the channel here. */
  readonly dropped?: readonly string[];
  /** What a GM did here that a player could not have (acted out of step, spent an allowance again): a GM ruling. */
  readonly ruling?: readonly string[];
  /** Log entries (first and last seq) found missing from storage here: the gap is known, not silent. */
  readonly lost?: readonly [number, number];
}

export interface ChannelDoc {
  readonly schemaVersion: number;
  readonly version: number;
  readonly settings: ChannelSettings;
  readonly units: Readonly<Record<string, UnitRecord>>;
  /** System scratch space, keyed by system id. */
  readonly pending: Readonly<Record<string, unknown>>;
  /**
   * Saved rolls, one book per scope: `channel`, and `user:<id>` for each member's own. Each book is its own undo slot,
   * so undoing one player's save never conflicts with another's. Absent in documents from before saved rolls.
   */
  readonly macros?: Readonly<Record<string, MacroBook>>;
  /** The undo window, oldest first: at most UNDO_DEPTH actions. */
  readonly undo: readonly UndoRecord[];
  readonly nextSeq: number;
}

/** One unit's entry in the head: the revision of its record, new on every write of it, and its name for messages. */
export interface UnitRef {
  readonly rev: string;
  readonly name: string;
}

/**
 * What is stored as the channel's head: its counters and the revision of its body, and nothing that grows with what
 * the channel holds, so an action that changes no state (a /roll) reads and writes this alone.
 */
export interface ChannelHead {
  readonly schemaVersion: number;
  readonly version: number;
  readonly nextSeq: number;
  /** The revision of the body record, new on every write of it. */
  readonly bodyRev: string;
}

/**
 * The channel's state but its units and counters, stored as one record beside the head and written only by an action
 * that changes it; a process reads it again only when the head names a revision it has not got.
 */
export interface ChannelBody extends Pick<ChannelDoc, 'settings' | 'pending' | 'macros' | 'undo'> {
  readonly rev: string;
  /** The channel's units in order, each with the revision of its record. */
  readonly unitIndex: Readonly<Record<string, UnitRef>>;
}

/**
 * A head as schema 3 stored it: the document without its units, with their index. It loads as it is; the next write
 * replaces it with a head and a body.
 */
export interface HeadV3 extends Omit<ChannelDoc, 'units'> {
  readonly unitIndex: Readonly<Record<string, UnitRef>>;
}

/** A stored unit record: the unit with the revision the body lists it at, so a record newer than the body read is seen. */
export interface StoredUnit {
  readonly rev: string;
  readonly unit: UnitRecord;
}

export function emptyChannelDoc(): ChannelDoc {
  return { schemaVersion: CHANNEL_DOC_VERSION, version: 0, settings: { systems: {} }, units: {}, pending: {}, undo: [], nextSeq: 1 };
}

export function channelKey(ref: ChannelRef): string {
  return ref.guildId ? `g:${ref.guildId}:c:${ref.channelId}` : `dm:${ref.channelId}`;
}
