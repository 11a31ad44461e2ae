// Undo data: what an action changed in each slot of the channel, as a reversible delta guarded by hashes.
import { createHash } from 'node:crypto';
import type { UnitRecord } from '../systems/types.js';
import type { ChannelSettings, MacroBook, SlotChange, StatePatch } from './channel-doc.js';
import { applyDelta, canonicalJson, diffJson, type Json, setOwn } from './json-delta.js';

/** The state an action can change: the same slots the channel document holds. */
export interface ChannelState {
  readonly settings: ChannelSettings;
  readonly units: Readonly<Record<string, UnitRecord>>;
  readonly pending: Readonly<Record<string, unknown>>;
  readonly macros?: Readonly<Record<string, MacroBook>>;
}

/** Identifies a slot's whole value; '' for an absent one. */
export function slotHash(value: unknown): string {
  if (value === undefined || value === null) return '';
  return createHash('sha1')
    .update(canonicalJson(value as Json))
    .digest('base64url');
}

/** The change from `before` to `after`, or undefined when they are equal. null and undefined both mean absent. */
export function slotChange(before: unknown, after: unknown): SlotChange | undefined {
  const ops = diffJson((before ?? undefined) as Json | undefined, (after ?? undefined) as Json | undefined);
  if (ops.length === 0) return undefined;
  return { before: slotHash(before), after: slotHash(after), ops };
}

function changedSlots(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
  keys: Iterable<string> = new Set([...Object.keys(before), ...Object.keys(after)]),
): Record<string, SlotChange> | undefined {
  const changes: Record<string, SlotChange> = {};
  for (const key of keys) {
    const change = slotChange(before[key], after[key]);
    if (change) changes[key] = change;
  }
  return Object.keys(changes).length > 0 ? changes : undefined;
}

/**
 * What turned `before` into `after`, or undefined when nothing changed. `touchedUnits`, when given, names the only
 * units that may differ, so the others are not compared.
 */
export function diffState(before: ChannelState, after: ChannelState, touchedUnits?: Iterable<string>): StatePatch | undefined {
  const units = changedSlots(before.units, after.units, touchedUnits);
  const pending = changedSlots(before.pending, after.pending);
  const macros = changedSlots(before.macros ?? {}, after.macros ?? {});
  const settings = slotChange(before.settings, after.settings);
  if (!units && !pending && !settings && !macros) return undefined;
  return { units: units ?? {}, ...(settings ? { settings } : {}), ...(pending ? { pending } : {}), ...(macros ? { macros } : {}) };
}

/** Names the first slot that no longer holds what the patch expects, so the refusal can say what moved on. */
export type RevertOutcome = { readonly ok: true; readonly state: ChannelState } | { readonly ok: false; readonly slot: string };

/** Reverts (backward) or re-applies (forward) a patch, provided every slot it touched still holds the expected value. */
export function applyPatch(state: ChannelState, patch: StatePatch, direction: 'forward' | 'backward'): RevertOutcome {
  const expect = (change: SlotChange) => (direction === 'backward' ? change.after : change.before);
  const units: Record<string, UnitRecord> = { ...state.units };
  for (const [key, change] of Object.entries(patch.units)) {
    if (slotHash(state.units[key]) !== expect(change)) return { ok: false, slot: `unit ${state.units[key]?.name ?? key}` };
    const value = applyDelta(state.units[key] as unknown as Json | undefined, change.ops, direction);
    if (value === undefined) delete units[key];
    else setOwn(units, key, value as unknown as UnitRecord);
  }
  let settings = state.settings;
  if (patch.settings) {
    if (slotHash(state.settings) !== expect(patch.settings)) return { ok: false, slot: 'the channel settings' };
    settings = applyDelta(state.settings as unknown as Json, patch.settings.ops, direction) as unknown as ChannelSettings;
  }
  const pending = revertSlots(state.pending, patch.pending, expect, direction);
  if (!pending.ok) return { ok: false, slot: `pending ${pending.key} state` };
  const kept = state.macros ? { macros: state.macros } : {};
  if (!patch.macros) return { ok: true, state: { settings, units, pending: pending.slots, ...kept } };
  const macros = revertSlots(state.macros ?? {}, patch.macros, expect, direction);
  if (!macros.ok) return { ok: false, slot: macros.key === 'channel' ? "the channel's saved rolls" : 'those saved rolls' };
  return { ok: true, state: { settings, units, pending: pending.slots, macros: macros.slots as Record<string, MacroBook> } };
}

/** Reverts or re-applies the changes to a record of independent slots (pending state, saved-roll books). */
function revertSlots(
  state: Readonly<Record<string, unknown>>,
  changes: Readonly<Record<string, SlotChange>> | undefined,
  expect: (change: SlotChange) => string,
  direction: 'forward' | 'backward',
): { ok: true; slots: Record<string, unknown> } | { ok: false; key: string } {
  const slots: Record<string, unknown> = { ...state };
  for (const [key, change] of Object.entries(changes ?? {})) {
    if (slotHash(state[key]) !== expect(change)) return { ok: false, key };
    const value = applyDelta(state[key] as Json | undefined, change.ops, direction);
    if (value === undefined) delete slots[key];
    else setOwn(slots, key, value);
  }
  return { ok: true, slots };
}
