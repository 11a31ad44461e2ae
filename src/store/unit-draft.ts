// A mutation's view of a channel's units that copies a unit only when the mutation first reads or replaces it, so what
// an action costs (copying, diffing, writing) follows the units it touches rather than the channel's size.
import type { UnitRecord } from '../systems/types.js';
import { setOwn } from './json-delta.js';

export interface UnitDraft {
  /** Behaves as a plain record of the channel's units; reading a unit hands out the draft's own copy of it. */
  readonly units: Record<string, UnitRecord>;
  /** The units the mutation read, replaced or deleted (undefined: deleted), by key. */
  touched(): ReadonlyMap<string, UnitRecord | undefined>;
  /**
   * The channel's units afterwards, in order: the draft's copy where touched, the original object elsewhere; the
   * original record itself when the mutation touched none.
   */
  result(): Record<string, UnitRecord>;
}

const drafts = new WeakMap<object, UnitDraft>();

/**
 * The units of a draft as they stand, without copying any: the draft's own copy where the mutation touched a unit, the
 * stored (frozen) record elsewhere. For code that only reads units, or hands them to a pure rules function, and writes
 * back only what changed; any other record is returned as it is.
 */
export function peekUnits(units: Readonly<Record<string, UnitRecord>>): Readonly<Record<string, UnitRecord>> {
  return drafts.get(units)?.result() ?? units;
}

/**
 * Wraps `base` (left untouched: its records may be shared and frozen). Listing keys, `in` and Object.keys copy nothing;
 * reading a unit (units[key], Object.values, spreading) copies it once.
 */
export function draftUnits(base: Readonly<Record<string, UnitRecord>>): UnitDraft {
  const local = new Map<string, UnitRecord | undefined>();
  // Listed only when a mutation adds, deletes or lists units, so one that touches none pays nothing per unit.
  let listed: string[] | undefined;
  const order = () => (listed ??= Object.keys(base));
  const owns = (key: string) => (local.has(key) ? local.get(key) !== undefined : Object.hasOwn(base, key));
  const read = (key: string): UnitRecord | undefined => {
    if (local.has(key)) return local.get(key);
    if (!Object.hasOwn(base, key)) return undefined;
    const copy = structuredClone(base[key]!);
    local.set(key, copy);
    return copy;
  };
  // An ordinary object as target, so inherited properties (hasOwnProperty, toString…) behave as on a plain record.
  const target: Record<string, UnitRecord> = {};
  const units = new Proxy(target, {
    get: (t, key, receiver) => (typeof key === 'string' && owns(key) ? read(key) : Reflect.get(t, key, receiver)),
    has: (t, key) => (typeof key === 'string' && owns(key)) || Reflect.has(t, key),
    set: (_t, key, value: UnitRecord) => {
      if (typeof key !== 'string') return false;
      if (!owns(key)) order().push(key);
      local.set(key, value);
      return true;
    },
    deleteProperty: (_t, key) => {
      if (typeof key !== 'string' || !owns(key)) return true;
      local.set(key, undefined);
      order().splice(order().indexOf(key), 1);
      return true;
    },
    ownKeys: () => [...order()],
    // The value here is the stored one, so Object.keys and `for…in` (which only ask whether a key is enumerable) copy
    // nothing; reading the value goes through `get`.
    getOwnPropertyDescriptor: (_t, key) =>
      typeof key === 'string' && owns(key)
        ? { value: local.has(key) ? local.get(key) : base[key], writable: true, enumerable: true, configurable: true }
        : undefined,
    defineProperty: (_t, key, descriptor) => {
      if (typeof key !== 'string' || !('value' in descriptor)) return false;
      if (!owns(key)) order().push(key);
      local.set(key, descriptor.value as UnitRecord);
      return true;
    },
  });
  const draft: UnitDraft = {
    units,
    touched: () => local,
    result: () => {
      if (local.size === 0) return base as Record<string, UnitRecord>;
      const out: Record<string, UnitRecord> = {};
      for (const key of order()) setOwn(out, key, (local.has(key) ? local.get(key) : base[key])!);
      return out;
    },
  };
  drafts.set(units, draft);
  return draft;
}
