// Per-unit records on every backend: today's documents split on first write, a command reads and writes only the unit
// records it touches, a bad or lost record is dealt with once, and two processes on different or the same units lose
// nothing.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createClient, createCluster } from '@keyv/redis';
import KeyvSqlite from '@keyv/sqlite';
import { beforeAll, describe, expect, test } from 'vitest';
import { CHANNEL_DOC_VERSION, type ChannelDoc, channelKey, type LogEntry } from '../../src/store/channel-doc.js';
import { ChannelStore } from '../../src/store/channel-store.js';
import type { StoreOptions } from '../../src/store/open.js';
import { redisDocKey } from '../../src/store/redis-backend.js';
import type { UnitRecord } from '../../src/systems/types.js';
import { counterData, tokensOf } from '../helpers/counter-unit.js';
import { type BackendKind, contractStore, spyOn, written } from '../helpers/store.js';
import { tsxArgs } from '../helpers/tsx.js';

const run = promisify(execFile);
const alice = { id: 'alice', name: 'Alice' };

function unit(name: string, hp: number): UnitRecord {
  return { name, system: 'wh40k', owner: 'alice', schemaVersion: 1, data: counterData(hp) };
}

describe.each<BackendKind | 'cluster'>(['redis', 'sqlite', 'cluster'])('GIVEN the %s backend', (kind) => {
  const held = contractStore(kind, 'units');
  const { reports } = held;
  let store: ChannelStore;
  let options: StoreOptions;
  beforeAll(() => {
    ({ store, options } = held);
  });

  const fill = (s: ChannelStore, ref: { guildId: string; channelId: string }, count: number) =>
    s.mutate(ref, alice, '/fill', (d) => {
      for (let i = 0; i < count; i++) d.units[`u${i}`] = unit(`U${i}`, 10);
    });

  test("GIVEN today's version-2 document (every unit inline) THEN it loads as it was, and the first write splits it into a head and one record per unit", async () => {
    const ref = { guildId: 'g', channelId: 'v2' };
    const key = channelKey(ref);
    const v2 = JSON.parse(readFileSync(new URL('../fixtures/store/channel-v2.json', import.meta.url), 'utf8')) as {
      doc: ChannelDoc;
      log: LogEntry[];
    };
    // Stored as Salvo 2 stored it: the whole document at its version counter, the log beside it.
    await store.backend.write(
      key,
      { raw: undefined, version: undefined, hasHistory: false },
      JSON.stringify(v2.doc),
      v2.doc.version,
      v2.log.map((e) => ({ seq: e.seq, json: JSON.stringify(e) })),
    );
    const loaded = await store.load(ref);
    expect(loaded.units).toEqual(v2.doc.units);
    expect(loaded.undo).toEqual(v2.doc.undo);
    expect(loaded.schemaVersion).toBe(CHANNEL_DOC_VERSION);
    // Undo reaches across the migration: Bob's hit on Atlas is reverted, and that write splits the document.
    const undone = await store.undo(ref, { id: 'bob', name: 'Bob' }, false);
    expect(undone.doc.units.atlas).toEqual(unit('Atlas', 10));
    const head = JSON.parse((await store.backend.read(key)).raw!);
    expect(Object.keys(head).sort()).toEqual(['bodyRev', 'nextSeq', 'schemaVersion', 'version']);
    const body = JSON.parse((await store.backend.readBody(key))!);
    expect(body.rev).toBe(head.bodyRev);
    expect(Object.keys(body.unitIndex)).toEqual(['atlas', 'hunter']);
    const records = (await store.backend.readUnits(key, ['atlas', 'hunter'])).map((raw) => JSON.parse(raw!));
    expect(records.map((r) => r.unit)).toEqual([unit('Atlas', 10), unit('Hunter', 5)]);
    expect(records.map((r) => r.rev)).toEqual([body.unitIndex.atlas.rev, body.unitIndex.hunter.rev]);
    expect((await store.log(ref)).map((e) => e.command)).toEqual([
      '/unit add Atlas',
      '/unit add Hunter',
      '/shoot Atlas',
      expect.stringMatching(/^\/undo /),
    ]);
    expect((await store.findRoll(ref, 'r1'))?.roll.result).toBe('9');
    expect((await new ChannelStore(store.backend).load(ref)).units).toEqual({ atlas: unit('Atlas', 10), hunter: unit('Hunter', 5) });
  });

  test('GIVEN a schema-3 head (the unit index, undo window and settings inline) THEN it loads as it was, and the first write splits off its body', async () => {
    const ref = { guildId: 'g', channelId: 'v3' };
    const key = channelKey(ref);
    const units = { atlas: unit('Atlas', 10), hunter: unit('Hunter', 5) };
    const v3 = {
      schemaVersion: 3,
      version: 4,
      settings: { system: 'wh40k', systems: {} },
      pending: { note: 'kept' },
      undo: [],
      nextSeq: 5,
      unitIndex: { atlas: { rev: 'r-a', name: 'Atlas' }, hunter: { rev: 'r-h', name: 'Hunter' } },
    };
    await store.backend.write(key, { raw: undefined, version: undefined, hasHistory: false }, JSON.stringify(v3), 4, [], {
      writes: Object.entries(units).map(([u, record]) => ({ unit: u, json: JSON.stringify({ rev: `r-${u[0]}`, unit: record }) })),
    });
    const loaded = await store.load(ref);
    expect([loaded.units, loaded.pending, loaded.settings.system, loaded.nextSeq]).toEqual([units, { note: 'kept' }, 'wh40k', 5]);
    await store.mutate(ref, alice, '/roll', (d) => d.rolls.push({ id: 'r', seed: 's', what: '1d6', result: '3' }));
    const head = JSON.parse((await store.backend.read(key)).raw!);
    expect(head).toEqual({ schemaVersion: CHANNEL_DOC_VERSION, version: 5, nextSeq: 6, bodyRev: expect.any(String) });
    const body = JSON.parse((await store.backend.readBody(key))!);
    expect(body).toMatchObject({ rev: head.bodyRev, pending: { note: 'kept' }, unitIndex: v3.unitIndex });
    // The unit records were not rewritten: the body lists them at the revisions the old head did.
    expect((await new ChannelStore(store.backend).load(ref)).units).toEqual(units);
  });

  test('GIVEN a 20-unit channel WHEN a command changes one unit THEN only that record is written, and a roll writes none and reads none', async () => {
    const ref = { guildId: 'g', channelId: 'touch-one' };
    const spy = spyOn(store.backend);
    const s = new ChannelStore(spy.backend);
    await fill(s, ref, 20);
    expect(written(spy.writes[0])).toHaveLength(20);
    spy.reset();
    await s.mutate(ref, alice, '/damage U7', (d) => {
      // Reading other units (as name lookups do) writes none of them.
      expect(Object.values(d.units).filter((u) => u.name === 'U7')).toHaveLength(1);
      d.units.u7 = unit('U7', 3);
    });
    expect(spy.writes.map(written)).toEqual([['u7']]);
    // This process wrote every record, so it reads none back.
    expect(spy.unitReads).toEqual([]);
    spy.reset();
    await s.mutate(ref, alice, '/roll 2d6', (d) => {
      d.rolls.push({ id: 'r', seed: 'ab', what: '2d6', result: '7' });
    });
    expect(spy.writes.map(written)).toEqual([[]]);
    expect(spy.unitReads).toEqual([]);
    spy.reset();
    await s.mutate(ref, alice, '/unit remove U3', (d) => {
      delete d.units.u3;
    });
    expect(spy.writes.map(written)).toEqual([['u3 deleted']]);
    expect(Object.keys((await s.load(ref)).units)).toHaveLength(19);
  });

  test('GIVEN another process changed one unit THEN this process reads only that record again', async () => {
    const ref = { guildId: 'g', channelId: 'other-process' };
    const spy = spyOn(store.backend);
    const here = new ChannelStore(spy.backend);
    const there = new ChannelStore(store.backend);
    await fill(there, ref, 10);
    await here.load(ref);
    expect(spy.unitReads.map((keys) => keys.length)).toEqual([10]);
    spy.reset();
    await there.mutate(ref, alice, '/damage U4', (d) => {
      d.units.u4 = unit('U4', 1);
    });
    const doc = await here.load(ref);
    expect(spy.unitReads).toEqual([['u4']]);
    expect(doc.units.u4).toEqual(unit('U4', 1));
    expect(doc.units.u5).toEqual(unit('U5', 10));
  });

  test('GIVEN cached records THEN no handler can change them: the loaded units are frozen, and a draft is its own copy', async () => {
    const ref = { guildId: 'g', channelId: 'frozen' };
    await fill(store, ref, 2);
    const doc = await store.load(ref);
    expect(() => {
      (doc.units.u0!.data as { armour: { front: number } }).armour.front = 1;
    }).toThrow(TypeError);
    await expect(
      store.mutate(ref, alice, '/bad', (d) => {
        (d.units.u0!.data as { armour: { front: number } }).armour.front = 1;
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await store.load(ref)).units.u0).toEqual(unit('U0', 10));
  });

  test('GIVEN a garbage unit record read by five processes at once THEN it is set aside once, with one message, and the rest of the channel goes on', async () => {
    const ref = { guildId: 'g', channelId: 'garbage-unit' };
    const key = channelKey(ref);
    await fill(store, ref, 3);
    reports.length = 0;
    await store.backend.plantUnit(key, 'u1', '{"rev": "x", "unit": {"na');
    const processes = Array.from(
      { length: 5 },
      () => new ChannelStore(store.backend, (k, _raw, reason) => reports.push(`${k}: ${reason}`)),
    );
    const loaded = await Promise.all(processes.map((p) => p.load(ref)));
    expect(loaded.map((doc) => Object.keys(doc.units))).toEqual(Array(5).fill(['u0', 'u2']));
    const messages = processes.flatMap((p) => p.takeSkipped(ref));
    expect(messages).toEqual([expect.stringMatching(/^Skipped unit U1: its saved record was unreadable \(.*\); it was set aside/)]);
    expect(reports).toEqual([expect.stringMatching(new RegExp(`^${key}:unit:u1: .*JSON`))]);
    expect(await store.backend.quarantined(key)).toEqual(['{"rev": "x", "unit": {"na']);
    const doc = await store.load(ref);
    expect(Object.keys(doc.units)).toEqual(['u0', 'u2']);
    const log = await store.log(ref);
    expect(log.at(-1)).toMatchObject({
      actor: { id: 'salvo' },
      patch: null,
      dropped: ['u1'],
      command: '(the record of unit U1 was unreadable)',
    });
    // The drop is in the log, so a rebuild after a lost head gives the same units.
    await store.backend.plant(key, undefined);
    expect(Object.keys((await store.rebuild(ref, alice)).doc.units)).toEqual(['u0', 'u2']);
  });

  test('GIVEN a unit record missing beside the head that lists it THEN the unit is removed once, saying so, and nothing else changes', async () => {
    const ref = { guildId: 'g', channelId: 'missing-unit' };
    const key = channelKey(ref);
    await fill(store, ref, 2);
    await store.backend.plantUnit(key, 'u0', undefined);
    const reader = new ChannelStore(store.backend);
    expect((await reader.load(ref)).units).toEqual({ u1: unit('U1', 10) });
    expect(reader.takeSkipped(ref)).toEqual([expect.stringContaining('Skipped unit U0: its saved record was missing from storage')]);
    expect(reader.takeSkipped(ref)).toEqual([]);
    const doc = await new ChannelStore(store.backend).load(ref);
    expect(doc.units).toEqual({ u1: unit('U1', 10) });
    expect(await store.backend.quarantined(key)).toEqual([]);
  });

  test.each([
    ['unreadable', '{"rev": "x", "sett'],
    ['missing', undefined],
  ])(
    'GIVEN the body record %s beside the head that names it THEN head and body are set aside once, the loss is said, and the log rebuilds the channel',
    async (what, planted) => {
      const ref = { guildId: 'g', channelId: `body-${what}` };
      const key = channelKey(ref);
      await fill(store, ref, 2);
      const head = (await store.backend.read(key)).raw!;
      await store.backend.plantBody(key, planted);
      await expect(new ChannelStore(store.backend).load(ref)).rejects.toMatchObject({
        identifier: 'storage-unavailable',
        message: expect.stringMatching(
          planted
            ? /^This channel's saved state was unreadable \(.*JSON.*\); it was set aside as `quarantine:.*` and nothing was changed\. A GM can rebuild/
            : /^This channel's saved state was missing its settings and unit list \(was it evicted or deleted\?\); it was set aside as `quarantine:/,
        ),
      });
      expect(await store.backend.quarantined(key)).toEqual(planted ? [head, planted] : [head]);
      const { doc } = await store.rebuild(ref, alice);
      expect(doc.units).toEqual({ u0: unit('U0', 10), u1: unit('U1', 10) });
      expect((await new ChannelStore(store.backend).load(ref)).units).toEqual(doc.units);
    },
  );

  test('GIVEN the head evicted with its counter and log, its unit records surviving THEN the loss is detected, never read as an empty channel', async () => {
    const ref = { guildId: 'g', channelId: 'evicted-head' };
    const key = channelKey(ref);
    await fill(store, ref, 2);
    await evictAllButUnits(kind, options, key);
    await expect(new ChannelStore(store.backend).load(ref)).rejects.toMatchObject({
      identifier: 'storage-unavailable',
      message: expect.stringContaining('is missing from storage'),
    });
    await expect(
      store.mutate(ref, alice, '/add', (d) => {
        d.units.x = unit('X', 1);
      }),
    ).rejects.toMatchObject({ identifier: 'storage-unavailable' });
    // With no log to replay, a GM starts it fresh; the orphaned records are cleared.
    const { doc } = await store.rebuild(ref, alice, true);
    expect(doc.units).toEqual({});
    expect(await store.backend.readUnits(key, ['u0', 'u1'])).toEqual([undefined, undefined]);
  });

  test.each([
    ['different units', 'own'],
    ['the same unit', 'shared'],
  ])(
    'GIVEN two processes firing 60 mutations each at %s THEN none is lost',
    async (_what, units) => {
      const worker = new URL('./concurrency-worker.ts', import.meta.url).pathname;
      const namespace = options.namespace!;
      const dataDir = options.dataDir;
      const ref = { guildId: 'g', channelId: units };
      // The test's own namespace, so the channel is fresh for each mode.
      const args = (name: string) => tsxArgs(worker, namespace, name, '60', kind, dataDir, units);
      const env = { ...process.env, REDIS_URL: options.redisUrl ?? '' };
      const [a, b] = await Promise.all([run(process.execPath, args('p1'), { env }), run(process.execPath, args('p2'), { env })]);
      expect([a.stdout.trim(), b.stdout.trim()]).toEqual(['done', 'done']);
      const doc = await new ChannelStore(store.backend).load(ref);
      const tokens = (key: string) => tokensOf(doc.units[key]?.data);
      const expected = (p: string) => Array.from({ length: 60 }, (_, i) => `${p}-${i}`).sort();
      if (units === 'own') {
        expect([...tokens('counter-p1')].sort()).toEqual(expected('p1'));
        expect([...tokens('counter-p2')].sort()).toEqual(expected('p2'));
      } else expect([...tokens('counter')].sort()).toEqual([...expected('p1'), ...expected('p2')].sort());
      expect(doc.version).toBe(120);
      expect((await store.log(ref)).filter((e) => e.kind === 'action')).toHaveLength(120);
    },
    60_000,
  );
});

/** What an evicting Redis (or a hand deletion) may leave: the unit records alone. */
async function evictAllButUnits(kind: BackendKind | 'cluster', options: StoreOptions, key: string): Promise<void> {
  const full = `${options.namespace}:${key}`;
  if (kind === 'sqlite') {
    const sqlite = new KeyvSqlite({ uri: `sqlite://${join(options.dataDir, 'salvo.sqlite')}` });
    for (const table of ['salvo_docs', 'salvo_log']) await sqlite.query(`DELETE FROM ${table} WHERE key = ?`, full);
    await sqlite.disconnect();
    return;
  }
  const redis =
    kind === 'cluster'
      ? createCluster({ rootNodes: options.redisUrl!.split(',').map((url) => ({ url })) })
      : createClient({ url: options.redisUrl! });
  await redis.connect();
  const head = redisDocKey(options.namespace!, key);
  for (const name of [head, `{${head}}:v`, `{${head}}:log`]) await redis.del(name);
  await redis.close();
}
