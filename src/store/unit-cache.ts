// This process's parsed unit records by channel, unit and revision, so a command reads only the records that changed
// since; records are deep-frozen, so no handler can change what the next command reads.
import type { UnitRecord } from '../systems/types.js';

/** Channels whose records are kept; the least recently used is dropped beyond this (it is read afresh when next used). */
export const UNIT_CACHE_CHANNELS = 256;

export class UnitCache {
  private readonly channels = new Map<string, Map<string, { readonly rev: string; readonly unit: UnitRecord }>>();

  constructor(private readonly maxChannels = UNIT_CACHE_CHANNELS) {}

  /** The record of `unit` at revision `rev`, if this process has it. */
  get(channel: string, unit: string, rev: string): UnitRecord | undefined {
    const hit = this.channel(channel).get(unit);
    return hit?.rev === rev ? hit.unit : undefined;
  }

  /** Keeps a record (frozen in place: hand over an object nothing else holds) and returns it. */
  put(channel: string, unit: string, rev: string, record: UnitRecord): UnitRecord {
    const frozen = deepFreeze(record);
    this.channel(channel).set(unit, { rev, unit: frozen });
    return frozen;
  }

  drop(channel: string, unit: string): void {
    this.channels.get(channel)?.delete(unit);
  }

  private channel(channel: string): Map<string, { readonly rev: string; readonly unit: UnitRecord }> {
    let units = this.channels.get(channel);
    if (units) this.channels.delete(channel);
    else units = new Map();
    // Re-inserted, so the map's order is least recently used first.
    this.channels.set(channel, units);
    if (this.channels.size > this.maxChannels) this.channels.delete(this.channels.keys().next().value!);
    return units;
  }
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
