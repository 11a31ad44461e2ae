// The per-channel document: settings, units, system scratch space and the append-only action log.
import type { SystemId, UnitRecord } from '../systems/types.js';

export const CHANNEL_DOC_VERSION = 1;

/** Bounds, stated in the README. A breach is answered with a clear message, never silently dropped. */
export const MAX_UNITS_PER_CHANNEL = 50;
export const MAX_LOG_ENTRIES = 1000;
/**
 * How many recent actions keep the before/after data that /undo and /redo need. Every command reads and writes the whole
 * channel document, so this bounds its size: 20 actions on two 'Mechs of ~10 KB each is under 1 MB.
 */
export const UNDO_DEPTH = 20;
export const MAX_NAME_LENGTH = 40;

export interface ChannelRef {
  /** Absent in DMs; a DM is keyed by its channel alone. */
  readonly guildId?: string | undefined;
  readonly channelId: string;
}

export interface ChannelSettings {
  system?: SystemId;
  gmRoleId?: string;
  /** Per-system options, validated by each system's parseConfig. */
  systems: Partial<Record<SystemId, Record<string, unknown>>>;
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
}

/** Only the top-level keys an action touched, before and after (null = absent), so undo never clobbers others' work. */
export interface StatePatch {
  readonly units: Readonly<Record<string, { before: UnitRecord | null; after: UnitRecord | null }>>;
  readonly settings?: { before: ChannelSettings; after: ChannelSettings };
  readonly pending?: Readonly<Record<string, { before: unknown; after: unknown }>>;
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
  /** Dropped once the entry is older than UNDO_DEPTH actions. */
  readonly patch?: StatePatch;
}

export interface ChannelDoc {
  readonly schemaVersion: number;
  readonly version: number;
  readonly settings: ChannelSettings;
  readonly units: Readonly<Record<string, UnitRecord>>;
  /** System scratch space, keyed by system id. */
  readonly pending: Readonly<Record<string, unknown>>;
  readonly log: readonly LogEntry[];
  readonly nextSeq: number;
}

export function emptyChannelDoc(): ChannelDoc {
  return { schemaVersion: CHANNEL_DOC_VERSION, version: 0, settings: { systems: {} }, units: {}, pending: {}, log: [], nextSeq: 1 };
}

export function channelKey(ref: ChannelRef): string {
  return ref.guildId ? `g:${ref.guildId}:c:${ref.channelId}` : `dm:${ref.channelId}`;
}
