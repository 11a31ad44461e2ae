// What a /roll costs in storage, through the real pipeline: the same bytes read and written whatever the channel holds.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ChannelStore } from '../../src/store/channel-store.js';
import type { UnitRecord } from '../../src/systems/types.js';
import { createHarness, type Harness } from '../helpers/harness.js';
import { type BackendKind, type ByteCount, countBytes } from '../helpers/store.js';

const SEED = '0123456789abcdef0123456789abcdef';
const ROLL = '/roll expression:3d6+2';

/** A channel on `kind` holding `size` BattleTech 'Mechs (beyond the 50 a command may add: restored whole), rolled in once. */
async function channelOf(kind: BackendKind, size: number): Promise<{ h: Harness; bytes: ByteCount }> {
  let bytes: ByteCount | undefined;
  const h = await createHarness({
    backend: kind,
    wrapStore: (opened) => {
      bytes = countBytes(opened.backend);
      return new ChannelStore(bytes.backend);
    },
  });
  if (size > 0) {
    expect((await h.run('/unit add template:battletech/locust name:L0')).error).toBeUndefined();
    const data = await h.store.exportChannel(h.channel);
    const locust = data.doc.units.l0 as UnitRecord;
    const units = Object.fromEntries(Array.from({ length: size }, (_, i) => [`l${i}`, { ...locust, name: `L${i}` }]));
    // Restored from an empty log, so both channels' counters have as many digits.
    await h.store.restore(h.channel, { id: 'gm', name: 'gm' }, { ...data, doc: { ...data.doc, units, version: 0, nextSeq: 1 }, log: [] });
  }
  expect((await h.run('/roll expression:1d6', { seeds: [SEED] })).error).toBeUndefined();
  expect(Object.keys((await h.store.load(h.channel)).units)).toHaveLength(size);
  bytes!.reset();
  return { h, bytes: bytes! };
}

describe.each<BackendKind>(['redis', 'sqlite'])('GIVEN an empty channel and one of 200 BattleTech units on %s', (kind) => {
  let empty: { h: Harness; bytes: ByteCount };
  let full: { h: Harness; bytes: ByteCount };
  beforeAll(async () => {
    empty = await channelOf(kind, 0);
    full = await channelOf(kind, 200);
  }, 120_000);
  afterAll(async () => {
    await empty?.h.close();
    await full?.h.close();
  });

  test('WHEN the same /roll runs in each THEN it reads and writes the same number of bytes, only the head and its log entry', async () => {
    const costs = [];
    for (const { h, bytes } of [empty, full]) {
      const reply = await h.run(ROLL, { seeds: [SEED] });
      expect(reply.error).toBeUndefined();
      costs.push({ read: bytes.read, written: bytes.written });
    }
    expect(costs[1]).toEqual(costs[0]);
    // The head and the entry: no unit index, undo window or settings travel with a roll.
    expect(costs[0]!.written).toBeLessThan(1500);
    expect(costs[0]!.read).toBeLessThan(400);
  });
});
