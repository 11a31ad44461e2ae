// Rebuilds a channel's state and undo window from its whole log, for a GM whose channel document was lost.
import {
  CHANNEL_DOC_VERSION,
  type ChannelDoc,
  emptyChannelDoc,
  type LogEntry,
  type StatePatch,
  UNDO_DEPTH,
  type UndoRecord,
} from './channel-doc.js';
import { applyPatch, type ChannelState } from './undo-patch.js';

export type Replay = { readonly ok: true; readonly doc: ChannelDoc } | { readonly ok: false; readonly seq: number; readonly why: string };

/** Replays every entry in seq order: actions forward, undo backward, redo forward, each checked against its hashes. */
export function replayLog(log: readonly LogEntry[]): Replay {
  const empty = emptyChannelDoc();
  let state: ChannelState = empty;
  const patches = new Map<string, StatePatch>();
  // A reset started the state afresh, so nothing before it needs to replay.
  for (const entry of log.slice(
    Math.max(
      0,
      log.findLastIndex((e) => e.reset),
    ),
  )) {
    let patch: StatePatch | null | undefined;
    let direction: 'forward' | 'backward' = 'forward';
    if (entry.kind === 'action') {
      if (!Object.hasOwn(entry, 'patch'))
        return { ok: false, seq: entry.seq, why: 'it was written by a Salvo that did not yet keep state changes in the log' };
      patch = entry.patch;
      if (patch) patches.set(entry.id, patch);
    } else {
      patch = entry.target === undefined ? undefined : patches.get(entry.target);
      if (!patch) return { ok: false, seq: entry.seq, why: `the action it ${entry.kind}es is not in the log` };
      direction = entry.kind === 'undo' ? 'backward' : 'forward';
    }
    if (entry.dropped) {
      // Salvo removed units whose records were unreadable: what they held is not known, so no hashes to check.
      const units = { ...state.units };
      for (const key of entry.dropped) delete units[key];
      state = { ...state, units };
    }
    if (!patch) continue;
    const outcome = applyPatch(state, patch, direction);
    if (!outcome.ok) return { ok: false, seq: entry.seq, why: `${outcome.slot} does not match what the log says came before` };
    state = outcome.state;
  }
  const last = log.at(-1);
  return {
    ok: true,
    doc: {
      ...empty,
      ...state,
      schemaVersion: CHANNEL_DOC_VERSION,
      undo: undoWindow(log),
      version: last?.versionAfter ?? 0,
      nextSeq: (last?.seq ?? 0) + 1,
    },
  };
}

/** The newest UNDO_DEPTH state-changing actions, with their undo state and latest revert, as the store keeps them. */
export function undoWindow(log: readonly LogEntry[]): UndoRecord[] {
  const reverts = new Map<string, LogEntry>();
  for (const entry of log) if (entry.target) reverts.set(entry.target, entry);
  return log
    .slice(
      Math.max(
        0,
        log.findLastIndex((entry) => entry.reset),
      ),
    )
    .filter((entry) => entry.kind === 'action' && entry.patch)
    .slice(-UNDO_DEPTH)
    .map((entry) => {
      const last = reverts.get(entry.id);
      return {
        id: entry.id,
        seq: entry.seq,
        actor: entry.actor,
        command: entry.command,
        patch: entry.patch!,
        state: last?.kind === 'undo' ? 'undone' : 'active',
        rolled: entry.rolls.length > 0 || entry.choice !== undefined,
        ...(last ? { lastRevert: { actorId: last.actor.id, seq: last.seq, byGM: last.byGM === true } } : {}),
      };
    });
}
