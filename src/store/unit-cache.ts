// This process's parsed unit records and body records by channel and revision, so a command reads only the records
// that changed since; records are deep-frozen, so no handler can change what the next command reads.
import type { UnitRecord } from '../systems/types.js';
import type { ChannelBody } from './channel-doc.js';

/** Channels whose records are kept; the least recently used is dropped beyond this (it is read afresh when next used). */
export const UNIT_CACHE_CHANNELS = 256;

interface Held {
  readonly units: Map<string, { readonly rev: string; readonly unit: UnitRecord }>;
  body?: ChannelBody;
  /** The channel's units as a body revision lists them, put together once for every read until the body changes. */
  assembled?: { readonly rev: string; readonly units: Readonly<Record<string, UnitRecord>> };
}

export class UnitCache {
  private readonly channels = new Map<string, Held>();

  constructor(private readonly maxChannels = UNIT_CACHE_CHANNELS) {}

  /** The record of `unit` at revision `rev`, if this process has it. */
  get(channel: string, unit: string, rev: string): UnitRecord | undefined {
    const hit = this.channel(channel).units.get(unit);
    return hit?.rev === rev ? hit.unit : undefined;
  }

  /** Keeps a record (frozen in place: hand over an object nothing else holds) and returns it. */
  put(channel: string, unit: string, rev: string, record: UnitRecord): UnitRecord {
    const frozen = deepFreeze(record);
    this.channel(channel).units.set(unit, { rev, unit: frozen });
    return frozen;
  }

  drop(channel: string, unit: string): void {
    this.channels.get(channel)?.units.delete(unit);
  }

  /** The channel's body at revision `rev`, if this process has it. */
  body(channel: string, rev: string): ChannelBody | undefined {
    const held = this.channel(channel).body;
    return held?.rev === rev ? held : undefined;
  }

  /** Keeps a body (frozen in place, like a record) and returns it. */
  putBody(channel: string, body: ChannelBody): ChannelBody {
    const frozen = deepFreeze(body);
    this.channel(channel).body = frozen;
    return frozen;
  }

  /** The units body revision `rev` lists, as put together last, if this process has them. */
  assembled(channel: string, rev: string): Readonly<Record<string, UnitRecord>> | undefined {
    const held = this.channel(channel).assembled;
    return held?.rev === rev ? held.units : undefined;
  }

  /** Keeps the units body revision `rev` lists (frozen: the records already are) and returns them. */
  putAssembled(channel: string, rev: string, units: Record<string, UnitRecord>): Readonly<Record<string, UnitRecord>> {
    this.channel(channel).assembled = { rev, units: Object.freeze(units) };
    return units;
  }

  private channel(channel: string): Held {
    let held = this.channels.get(channel);
    if (held) this.channels.delete(channel);
    else held = { units: new Map() };
    // Re-inserted, so the map's order is least recently used first.
    this.channels.set(channel, held);
    if (this.channels.size > this.maxChannels) this.channels.delete(this.channels.keys().next().value!);
    return held;
  }
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
