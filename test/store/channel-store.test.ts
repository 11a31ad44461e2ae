// One contract suite for both backends: mutation, the action log, undo/redo, conflicts, corrupt records, no lost updates.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { UserError } from '../../src/errors.js';
import { CHANNEL_DOC_VERSION, channelKey, type LogEntry, MAX_UNITS_PER_CHANNEL, UNDO_DEPTH } from '../../src/store/channel-doc.js';
import { ChannelStore } from '../../src/store/channel-store.js';
import { openStore } from '../../src/store/open.js';
import { slotHash } from '../../src/store/undo-patch.js';
import type { UnitRecord } from '../../src/systems/types.js';
import { counterData, hpOf, tokensOf } from '../helpers/counter-unit.js';
import { keysPerNode, startRedisCluster, type TestCluster } from '../helpers/redis-cluster.js';
import { type BackendKind, openTestStore, REDIS_URL, testLogger, uniqueNamespace } from '../helpers/store.js';
import { tsxArgs } from '../helpers/tsx.js';

const run = promisify(execFile);
const alice = { id: 'alice', name: 'Alice' };
const bob = { id: 'bob', name: 'Bob' };

function unit(name: string, hp: number): UnitRecord {
  return { name, system: 'wh40k', owner: 'alice', schemaVersion: 1, data: counterData(hp) };
}

describe.each<BackendKind | 'cluster'>(['redis', 'sqlite', 'cluster'])('GIVEN the %s backend', (kind) => {
  let store: ChannelStore;
  let namespace: string;
  let dataDir: string;
  let cluster: TestCluster | undefined;
  let redisUrl = REDIS_URL;

  beforeAll(async () => {
    namespace = uniqueNamespace(kind);
    dataDir = mkdtempSync(join(tmpdir(), 'salvo-store-'));
    if (kind === 'cluster') {
      cluster = await startRedisCluster();
      redisUrl = cluster.url;
      store = await openStore({ redisUrl, redisCluster: true, dataDir: '', namespace }, testLogger);
    } else store = kind === 'redis' ? await openTestStore('redis', namespace) : await openStore({ dataDir, namespace }, testLogger);
  }, 120_000);
  afterAll(async () => {
    // A cluster that never came up leaves no store: there is nothing to clean, and the hook's failure is the story.
    if (store) {
      for (const key of await store.backend.keys()) await store.backend.delete(key);
      await store.close();
    }
    await cluster?.stop();
  });

  test('GIVEN an empty channel WHEN loaded THEN it is an empty document at version 0', async () => {
    const doc = await store.load({ channelId: 'nothing-here' });
    expect(doc.version).toBe(0);
    expect(doc.units).toEqual({});
    expect(doc.undo).toEqual([]);
    expect(await store.log({ channelId: 'nothing-here' })).toEqual([]);
  });

  test('GIVEN a mutation WHEN it changes a unit THEN state, version and log entry are written together', async () => {
    const ref = { guildId: 'g1', channelId: 'mutate' };
    const { entry, doc } = await store.mutate(ref, alice, '/unit add', (draft) => {
      draft.units.atlas = unit('Atlas', 10);
    });
    expect(doc.version).toBe(1);
    expect(entry).toMatchObject({ seq: 1, kind: 'action', actor: alice, command: '/unit add', versionBefore: 0, versionAfter: 1 });
    expect(doc.undo).toEqual([
      {
        id: entry?.id,
        seq: 1,
        actor: alice,
        command: '/unit add',
        state: 'active',
        rolled: false,
        patch: { units: { atlas: { before: '', after: slotHash(unit('Atlas', 10)), ops: [{ path: [], after: unit('Atlas', 10) }] } } },
      },
    ]);
    const loaded = await store.load(ref);
    expect(loaded.units.atlas).toEqual(unit('Atlas', 10));
    expect(await store.log(ref)).toEqual([entry]);
  });

  test('GIVEN a mutation that changes nothing and rolls nothing THEN no log entry is written', async () => {
    const ref = { guildId: 'g1', channelId: 'noop' };
    const { entry } = await store.mutate(ref, alice, '/unit show', () => undefined);
    expect(entry).toBeUndefined();
    expect((await store.load(ref)).version).toBe(0);
  });

  test('GIVEN a mutation that throws a UserError THEN nothing is written', async () => {
    const ref = { guildId: 'g1', channelId: 'abort' };
    await expect(
      store.mutate(ref, alice, '/bad', (draft) => {
        draft.units.x = unit('X', 1);
        throw new UserError('rule', 'no');
      }),
    ).rejects.toThrow('no');
    expect((await store.load(ref)).units).toEqual({});
  });

  test('GIVEN two actions WHEN Alice undoes THEN her last action is reverted, logged, and redo re-applies it', async () => {
    const ref = { guildId: 'g1', channelId: 'undo' };
    await store.mutate(ref, alice, '/a', (d) => {
      d.units.atlas = unit('Atlas', 10);
    });
    const second = await store.mutate(ref, alice, '/b', (d) => {
      d.units.atlas = unit('Atlas', 4);
    });
    const undone = await store.undo(ref, alice, false);
    expect(undone.result.id).toBe(second.entry?.id);
    expect(undone.doc.units.atlas).toEqual(unit('Atlas', 10));
    expect(undone.entry?.kind).toBe('undo');
    const redone = await store.redo(ref, alice, false);
    expect(redone.doc.units.atlas).toEqual(unit('Atlas', 4));
    expect((await store.log(ref)).map((e) => e.kind)).toEqual(['action', 'action', 'undo', 'redo']);
  });

  test("GIVEN Bob's action WHEN Alice (not GM) names it THEN she is refused, and a GM may undo it", async () => {
    const ref = { guildId: 'g1', channelId: 'perm' };
    const { entry } = await store.mutate(ref, bob, '/b', (d) => {
      d.units.b = unit('B', 1);
    });
    await expect(store.undo(ref, alice, false, entry!.id)).rejects.toMatchObject({ identifier: 'permission' });
    await expect(store.undo(ref, alice, false)).rejects.toMatchObject({ identifier: 'not-found' });
    const undone = await store.undo(ref, alice, true, entry!.id);
    expect(undone.doc.units.b).toBeUndefined();
  });

  test('GIVEN a later change to the same unit WHEN the earlier action is undone THEN it is refused as a conflict', async () => {
    const ref = { guildId: 'g1', channelId: 'conflict' };
    await store.mutate(ref, alice, '/a', (d) => {
      d.units.atlas = unit('Atlas', 10);
    });
    await store.mutate(ref, bob, '/b', (d) => {
      d.units.atlas = unit('Atlas', 3);
    });
    await expect(store.undo(ref, alice, false)).rejects.toMatchObject({
      identifier: 'conflict',
      message: expect.stringMatching(/unit Atlas changed since \(`[0-9a-f]{8}` \/b\)\. Undo those first\./),
    });
    expect((await store.load(ref)).units.atlas).toEqual(unit('Atlas', 3));
  });

  test('GIVEN Alice undid two actions and Bob one THEN each redo re-applies what that player undid most recently', async () => {
    const ref = { guildId: 'g1', channelId: 'redo-order' };
    const add = (actor: typeof alice, key: string) =>
      store.mutate(ref, actor, `/add ${key}`, (d) => {
        d.units[key] = unit(key, 1);
      });
    const [a1, a2, b1] = [await add(alice, 'x'), await add(alice, 'y'), await add(bob, 'z')];
    // Alice undoes her later action first, so "most recently undone" and "most recent action" disagree.
    await store.undo(ref, alice, false, a2.entry!.id);
    await store.undo(ref, bob, false);
    await store.undo(ref, alice, false, a1.entry!.id);
    expect(Object.keys((await store.load(ref)).units)).toEqual([]);
    expect((await store.redo(ref, alice, false)).result.id).toBe(a1.entry!.id);
    expect((await store.redo(ref, alice, false)).result.id).toBe(a2.entry!.id);
    await expect(store.redo(ref, alice, false)).rejects.toMatchObject({ identifier: 'not-found' });
    expect((await store.redo(ref, bob, false)).result.id).toBe(b1.entry!.id);
    expect(Object.keys((await store.load(ref)).units).sort()).toEqual(['x', 'y', 'z']);
  });

  test('GIVEN more actions than the undo depth THEN the log keeps them all but only the newest can be undone', async () => {
    const ref = { guildId: 'g1', channelId: 'depth' };
    for (let i = 0; i < UNDO_DEPTH + 3; i++) {
      await store.mutate(ref, alice, `/set ${i}`, (d) => {
        d.units.atlas = unit('Atlas', i);
      });
    }
    const [doc, log] = [await store.load(ref), await store.log(ref)];
    expect(log).toHaveLength(UNDO_DEPTH + 3);
    expect(doc.undo.map((r) => r.id)).toEqual(log.slice(3).map((e) => e.id));
    await expect(store.undo(ref, alice, false, log[0]!.id)).rejects.toMatchObject({
      identifier: 'not-found',
      message: expect.stringContaining(`older than the last ${UNDO_DEPTH}`),
    });
    await expect(store.undo(ref, alice, false, 'nosuchid')).rejects.toMatchObject({
      identifier: 'not-found',
      message: expect.stringContaining('No action `nosuchid`'),
    });
  });

  test('GIVEN a full channel WHEN another unit is added THEN the breach is a clear error', async () => {
    const ref = { guildId: 'g1', channelId: 'bounds' };
    await store.mutate(ref, alice, '/fill', (d) => {
      for (let i = 0; i < MAX_UNITS_PER_CHANNEL; i++) d.units[`u${i}`] = unit(`U${i}`, 1);
    });
    await expect(
      store.mutate(ref, alice, '/one more', (d) => {
        d.units.extra = unit('Extra', 1);
      }),
    ).rejects.toMatchObject({ identifier: 'bounds' });
  });

  test('GIVEN an unreadable log entry THEN the rest of the log is still returned and the entry is reported', async () => {
    const ref = { guildId: 'g1', channelId: 'corrupt-log-entry' };
    const reported: string[] = [];
    const watched = new ChannelStore(store.backend, (key, _raw, reason) => reported.push(`${key}: ${reason}`));
    await watched.mutate(ref, alice, '/a', (d) => {
      d.units.a = unit('A', 1);
    });
    const snap = await store.backend.read(channelKey(ref));
    const doc = JSON.parse(snap.raw!);
    await store.backend.write(channelKey(ref), snap, JSON.stringify({ ...doc, nextSeq: 3 }), snap.version! + 1, [
      { seq: 2, json: '{"id": "broken' },
    ]);
    await watched.mutate(ref, alice, '/c', (d) => {
      d.units.c = unit('C', 1);
    });
    expect((await watched.log(ref)).map((e) => e.command)).toEqual(['/a', '/c']);
    expect(reported).toEqual([expect.stringMatching(new RegExp(`^${channelKey(ref)}:log: .*JSON`))]);
  });

  test('GIVEN a document from a newer Salvo THEN it is quarantined, never overwritten blindly', async () => {
    const ref = { guildId: 'g1', channelId: 'future' };
    await store.backend.plant(channelKey(ref), JSON.stringify({ schemaVersion: 99 }));
    await expect(store.load(ref)).rejects.toThrow(/newer than this Salvo/);
    expect(await store.backend.quarantined(channelKey(ref))).toEqual([JSON.stringify({ schemaVersion: 99 })]);
  });

  test('GIVEN a version-0 document (no pending) THEN it is migrated on load, its log moved out and its undo window rebuilt', async () => {
    const ref = { guildId: 'g1', channelId: 'v0' };
    const v0 = JSON.parse(readFileSync(new URL('../fixtures/store/channel-v0.json', import.meta.url), 'utf8'));
    await store.backend.plant(channelKey(ref), JSON.stringify(v0));
    const doc = await store.load(ref);
    expect(doc.schemaVersion).toBe(CHANNEL_DOC_VERSION);
    expect(doc.pending).toEqual({});
    expect(doc.units.a).toEqual(unit('A', 2));
    expect(doc.undo.map((r) => r.command)).toEqual(['/unit add A', '/damage A 1']);
    expect((await store.log(ref)).map((e) => e.command)).toEqual(['/roll 1d6', '/unit add A', '/damage A 1']);
    expect((await store.findRoll(ref, 'r1'))?.roll.result).toBe('4');
    expect((await store.undo(ref, alice, false)).doc.units.a).toEqual(unit('A', 3));
  });

  test('GIVEN a version-1 document (log inline, whole before/after copies) THEN its log moves out and undo/redo still work', async () => {
    const ref = { guildId: 'g1', channelId: 'v1' };
    const v1 = JSON.parse(readFileSync(new URL('../fixtures/store/channel-v1.json', import.meta.url), 'utf8'));
    await store.backend.plant(channelKey(ref), JSON.stringify(v1));
    const doc = await store.load(ref);
    expect(doc.schemaVersion).toBe(CHANNEL_DOC_VERSION);
    expect(doc).not.toHaveProperty('log');
    expect(doc.units).toEqual(v1.units);
    const log = await store.log(ref);
    expect(log.map((e) => [e.seq, e.kind, e.command])).toEqual(v1.log.map((e: LogEntry) => [e.seq, e.kind, e.command]));
    expect(log.every((e) => !('patch' in e))).toBe(true);
    // The fixture: Alice added Atlas, Bob hit it (10 → 6), Alice added Hunter and undid that.
    expect(doc.undo.map((r) => [r.command, r.state])).toEqual([
      ['/unit add Atlas', 'active'],
      ['/shoot Atlas', 'active'],
      ['/unit add Hunter', 'undone'],
    ]);
    const redone = await store.redo(ref, alice, false);
    expect(redone.doc.units.hunter).toEqual(unit('Hunter', 5));
    const undone = await store.undo(ref, bob, false);
    expect(undone.doc.units.atlas).toEqual(unit('Atlas', 10));
    expect((await store.log(ref)).map((e) => e.kind)).toEqual(['action', 'action', 'action', 'undo', 'redo', 'undo']);
  });

  test('GIVEN 100 concurrent mutations in one process THEN none is lost', async () => {
    const ref = { guildId: 'g1', channelId: 'burst' };
    await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        store.mutate(ref, alice, `/inc ${i}`, (d) => {
          const hp = (d.units.c ? hpOf(d.units.c.data) : 0) + 1;
          d.units.c = unit('C', hp);
        }),
      ),
    );
    const doc = await store.load(ref);
    expect(hpOf(doc.units.c?.data)).toBe(100);
    expect(await store.log(ref)).toHaveLength(100);
  });

  // Registered for the cluster only (rather than skipped elsewhere): it counts keys on each master.
  if (kind === 'cluster')
    test('GIVEN many channels THEN they spread over the masters, each document beside its log', async () => {
      const refs = Array.from({ length: 24 }, (_, i) => ({ guildId: 'spread', channelId: `c${i}` }));
      await Promise.all(
        refs.map((ref) =>
          store.mutate(ref, alice, '/add', (d) => {
            d.units.a = unit('A', 1);
          }),
        ),
      );
      const perNode = await keysPerNode(cluster!);
      expect(perNode.filter((n) => n > 0).length).toBe(3);
      for (const ref of refs) expect((await store.log(ref)).map((e) => e.command)).toEqual(['/add']);
      const listed = await store.backend.keys();
      expect(refs.every((ref) => listed.includes(channelKey(ref)))).toBe(true);
      expect(listed.some((key) => key.includes(':log'))).toBe(false);
    });

  test('GIVEN two processes firing 100 mutations each at one channel THEN all 200 are logged and the state equals a sequential replay', async () => {
    const worker = new URL('./concurrency-worker.ts', import.meta.url).pathname;
    const args = (name: string) => tsxArgs(worker, namespace, name, '100', kind, dataDir);
    const env = { ...process.env, REDIS_URL: redisUrl };
    const [a, b] = await Promise.all([run(process.execPath, args('p1'), { env }), run(process.execPath, args('p2'), { env })]);
    expect(a.stdout.trim()).toBe('done');
    expect(b.stdout.trim()).toBe('done');
    const doc = await store.load({ guildId: 'g', channelId: 'shared' });
    const actions = (await store.log({ guildId: 'g', channelId: 'shared' })).filter((e) => e.kind === 'action');
    expect(actions).toHaveLength(200);
    const replay = actions.map((e) => e.command.replace('/append ', ''));
    expect(new Set(replay).size).toBe(200);
    expect(tokensOf(doc.units.counter?.data)).toEqual(replay);
    expect(doc.version).toBe(200);
  });
});
