// The store contract on every backend, for faults: the first burst after connect, a hang, garbage and re-serialised
// documents, a lost document beside its log, the log archive, export and restore, and today's documents migrating.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { threadId } from 'node:worker_threads';
import KeyvSqlite from '@keyv/sqlite';
import { beforeAll, describe, expect, test } from 'vitest';
import type { UserError } from '../../src/errors.js';
import { StorageUnavailableError } from '../../src/store/backend.js';
import { ARCHIVE_CHUNK_ENTRIES, CHANNEL_DOC_VERSION, channelKey, LIVE_LOG_ENTRIES } from '../../src/store/channel-doc.js';
import { packExport, parseExport } from '../../src/store/channel-export.js';
import { ChannelStore } from '../../src/store/channel-store.js';
import { openStore, type StoreOptions } from '../../src/store/open.js';
import type { UnitRecord } from '../../src/systems/types.js';
import { counterData } from '../helpers/counter-unit.js';
import { type BackendKind, contractStore, plantLegacyChannel, testLogger } from '../helpers/store.js';
import { tsxArgs } from '../helpers/tsx.js';

const run = promisify(execFile);
const alice = { id: 'alice', name: 'Alice' };
const bob = { id: 'bob', name: 'Bob' };

function unit(name: string, hp: number): UnitRecord {
  return { name, system: 'wh40k', owner: 'alice', schemaVersion: 1, data: counterData(hp) };
}

const setHp = (store: ChannelStore, ref: { guildId: string; channelId: string }, name: string, hp: number, actor = alice) =>
  store.mutate(ref, actor, `/set ${name} ${hp}`, (d) => {
    d.units[name.toLowerCase()] = unit(name, hp);
  });

/** A log entry as Salvo wrote it before entries carried their state change. */
const legacyAddEntry = (id: string) => ({
  id,
  seq: 1,
  kind: 'action',
  actor: alice,
  command: '/unit add A',
  rolls: [],
  versionBefore: 0,
  versionAfter: 1,
  time: 1,
});

/** A redis-server of the test's own on a spare port, so pausing it disturbs nobody else. */
async function privateRedis(): Promise<{ url: string; server: ChildProcess }> {
  const port = 20000 + ((process.pid * 7 + threadId * 389) % 20000);
  const server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  for (let i = 0; i < 100; i++) {
    const ok = await run('redis-cli', ['-p', String(port), 'ping']).then(
      (r) => r.stdout.trim() === 'PONG',
      () => false,
    );
    if (ok) return { url: `redis://127.0.0.1:${port}`, server };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('private redis-server did not start');
}

describe.each<BackendKind | 'cluster'>(['redis', 'sqlite', 'cluster'])('GIVEN the %s backend', (kind) => {
  const held = contractStore(kind, 'integrity');
  const { reports } = held;
  let store: ChannelStore;
  let options: StoreOptions;
  beforeAll(() => {
    ({ store, options } = held);
  });

  test('GIVEN a fresh process WHEN its first commands are two concurrent reads THEN both are answered', async () => {
    const ref = { guildId: 'g', channelId: 'burst-after-connect' };
    await setHp(store, ref, 'Atlas', 10);
    const worker = new URL('./burst-worker.ts', import.meta.url).pathname;
    const env = { ...process.env, REDIS_URL: options.redisUrl ?? '' };
    const { stdout } = await run(process.execPath, tsxArgs(worker, options.namespace!, kind, options.dataDir), { env });
    expect(JSON.parse(stdout)).toEqual({ version: 1, log: 1, again: 1 });
  });

  test('GIVEN the store hangs WHEN a command runs THEN it is answered "storage unavailable" and nothing changes, even once the store resumes', async () => {
    const ref = { guildId: 'g', channelId: 'hang' };
    let hanging: ChannelStore;
    // Redis is paused between the command's read and its write, so the write is what hangs.
    let pause: () => Promise<void> = async () => undefined;
    let pauseInside: () => void = () => undefined;
    let resume: () => Promise<void>;
    let cleanup: () => Promise<void> = async () => undefined;
    if (kind === 'sqlite') {
      // Another process holding SQLite's write lock is this backend's hang.
      hanging = await openStore({ ...options, timeoutMs: 500 }, testLogger);
      const other = new KeyvSqlite({ uri: `sqlite://${join(options.dataDir, 'salvo.sqlite')}` });
      pause = async () => void (await other.query('BEGIN IMMEDIATE'));
      resume = async () => void (await other.query('COMMIT'));
      cleanup = () => other.disconnect();
    } else if (kind === 'cluster') {
      hanging = await openStore({ ...options, timeoutMs: 1000 }, testLogger);
      pauseInside = () => held.cluster!.signal('SIGSTOP');
      resume = async () => held.cluster!.signal('SIGCONT');
    } else {
      const { url, server } = await privateRedis();
      hanging = await openStore({ ...options, redisUrl: url, timeoutMs: 1000 }, testLogger);
      pauseInside = () => void server.kill('SIGSTOP');
      resume = async () => void server.kill('SIGCONT');
      cleanup = async () => void server.kill('SIGKILL');
    }
    try {
      await setHp(hanging, ref, 'Atlas', 10);
      await pause();
      const write = hanging.mutate(ref, alice, '/set Atlas 3', (d) => {
        pauseInside();
        d.units.atlas = unit('Atlas', 3);
      });
      await expect(write).rejects.toBeInstanceOf(StorageUnavailableError);
      await resume();
      // The write that reached the store late was refused there: the reply "nothing changed" stays true.
      const doc = await hanging.load(ref);
      expect(doc.units.atlas).toEqual(unit('Atlas', 10));
      expect(doc.version).toBe(1);
      expect((await hanging.log(ref)).map((e) => e.command)).toEqual(['/set Atlas 10']);
      expect((await setHp(hanging, ref, 'Atlas', 4)).doc.version).toBe(2);
    } finally {
      await resume().catch(() => undefined);
      await hanging.close();
      await cleanup();
    }
  }, 30_000);

  test('GIVEN a garbage document read by five commands at once THEN it is quarantined once, with one message and one copy', async () => {
    const ref = { guildId: 'g', channelId: 'garbage' };
    await setHp(store, ref, 'Atlas', 10);
    const key = channelKey(ref);
    reports.length = 0;
    await store.backend.plant(key, '{"schemaVersion": 2, "units": {"atl');
    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => new ChannelStore(store.backend).load(ref)));
    const messages = outcomes.map((o) => (o.status === 'rejected' ? (o.reason as UserError).message : 'loaded'));
    expect(messages.filter((m) => m.includes('was unreadable'))).toHaveLength(1);
    expect(messages.filter((m) => m.includes('is missing from storage'))).toHaveLength(4);
    expect(await store.backend.quarantined(key)).toEqual(['{"schemaVersion": 2, "units": {"atl']);
    // Every later command says the state is missing and changes nothing: the numbering never restarts.
    await expect(setHp(store, ref, 'Hunter', 5)).rejects.toMatchObject({ identifier: 'storage-unavailable' });
    expect((await store.log(ref)).map((e) => e.seq)).toEqual([1]);
    // A GM rebuilds from the log, which gives back exactly the state before the damage.
    const { doc } = await store.rebuild(ref, alice);
    expect(doc.units).toEqual({ atlas: unit('Atlas', 10) });
    expect((await setHp(store, ref, 'Atlas', 2)).entry?.seq).toBe(3);
  });

  test('GIVEN garbage in a channel without history THEN it is set aside and the channel starts empty', async () => {
    const ref = { guildId: 'g', channelId: 'garbage-no-history' };
    reports.length = 0;
    await store.backend.plant(channelKey(ref), 'not json at all');
    await expect(store.load(ref)).rejects.toMatchObject({ message: expect.stringContaining('starts empty') });
    expect(reports).toEqual([expect.stringContaining(channelKey(ref))]);
    expect((await store.load(ref)).version).toBe(0);
    expect(await store.backend.quarantined(channelKey(ref))).toEqual(['not json at all']);
  });

  test('GIVEN a valid document saved again with other whitespace THEN commands go on writing, with nothing quarantined', async () => {
    const ref = { guildId: 'g', channelId: 'reserialised' };
    await setHp(store, ref, 'Atlas', 10);
    const key = channelKey(ref);
    const snap = await store.backend.read(key);
    await store.backend.plant(key, JSON.stringify(JSON.parse(snap.raw!), null, 2));
    const { doc } = await setHp(store, ref, 'Atlas', 7);
    expect(doc.version).toBe(2);
    expect((await store.load(ref)).units.atlas).toEqual(unit('Atlas', 7));
    expect(await store.backend.quarantined(key)).toEqual([]);
  });

  test('GIVEN the document evicted beside its log THEN the loss is reported, nothing is written, and a GM rebuilds state and undo window', async () => {
    const ref = { guildId: 'g', channelId: 'evicted' };
    await setHp(store, ref, 'Atlas', 10);
    await setHp(store, ref, 'Atlas', 6, bob);
    await store.mutate(ref, alice, '/config', (d) => {
      d.settings.system = 'battletech';
    });
    await store.undo(ref, alice, false);
    const before = await store.load(ref);
    await store.backend.plant(channelKey(ref), undefined);
    await expect(store.load(ref)).rejects.toMatchObject({
      identifier: 'storage-unavailable',
      message: expect.stringContaining('/channel rebuild'),
    });
    await expect(setHp(store, ref, 'Hunter', 5)).rejects.toMatchObject({ identifier: 'storage-unavailable' });
    const { doc, entry } = await store.rebuild(ref, alice);
    expect(entry.seq).toBe(5);
    expect({ settings: doc.settings, units: doc.units, pending: doc.pending, undo: doc.undo }).toEqual({
      settings: before.settings,
      units: before.units,
      pending: before.pending,
      undo: before.undo,
    });
    expect(doc.version).toBe(before.version + 1);
    // The rebuilt undo window works: Alice redoes her /config, Bob undoes his hit.
    expect((await store.redo(ref, alice, false)).doc.settings.system).toBe('battletech');
    expect((await store.undo(ref, bob, false)).doc.units.atlas).toEqual(unit('Atlas', 10));
    await expect(store.rebuild(ref, alice)).rejects.toMatchObject({ identifier: 'conflict' });
  });

  test('GIVEN a lost document whose log predates state records THEN rebuild says so, and fresh:true starts empty keeping the numbering', async () => {
    const ref = { guildId: 'g', channelId: 'legacy-lost' };
    const legacyEntry = legacyAddEntry('a0000001');
    await plantLegacyChannel(
      { kind, redisUrl: options.redisUrl ?? '', dataDir: options.dataDir },
      options.namespace!,
      channelKey(ref),
      {},
      [legacyEntry],
    );
    await store.backend.plant(channelKey(ref), undefined);
    if (kind === 'sqlite') await plantLegacyDelete(options, channelKey(ref));
    await expect(store.rebuild(ref, alice)).rejects.toMatchObject({ message: expect.stringMatching(/entry #1: .*fresh:true/) });
    const { doc, entry } = await store.rebuild(ref, alice, true);
    expect([doc.units, entry.seq, entry.reset]).toEqual([{}, 2, true]);
    expect((await setHp(store, ref, 'B', 1)).entry?.seq).toBe(3);
    // Later rebuilds start from the reset.
    await store.backend.plant(channelKey(ref), undefined);
    expect((await store.rebuild(ref, alice)).doc.units).toEqual({ b: unit('B', 1) });
  });

  test('GIVEN more entries than the live log holds THEN the oldest are archived, history pages back and an archived roll is found', async () => {
    const ref = { guildId: 'g', channelId: 'archive' };
    const total = LIVE_LOG_ENTRIES + ARCHIVE_CHUNK_ENTRIES + 10;
    for (let i = 1; i <= total; i++)
      await store.mutate(ref, alice, `/roll ${i}`, (d) => {
        d.rolls.push({ id: `r${i}`, seed: 'ab', what: '1d6', result: String(i) });
      });
    const key = channelKey(ref);
    expect(await store.backend.archiveChunks(key)).toEqual([{ firstSeq: 1, lastSeq: ARCHIVE_CHUNK_ENTRIES }]);
    const live = await store.log(ref);
    expect([live.length, live[0]?.seq, live.at(-1)?.seq]).toEqual([total - ARCHIVE_CHUNK_ENTRIES, ARCHIVE_CHUNK_ENTRIES + 1, total]);
    expect((await store.findRoll(ref, 'r1'))?.roll.result).toBe('1');
    expect((await store.findRoll(ref, `r${ARCHIVE_CHUNK_ENTRIES}`))?.entry.seq).toBe(ARCHIVE_CHUNK_ENTRIES);
    expect(await store.findRoll(ref, 'r0')).toBeUndefined();
    const page = await store.history(ref, 5, ARCHIVE_CHUNK_ENTRIES + 3);
    expect(page.entries.map((e) => e.seq)).toEqual([498, 499, 500, 501, 502]);
    expect([page.total, page.archived]).toEqual([total, ARCHIVE_CHUNK_ENTRIES]);
    expect((await store.history(ref, 3, 3)).entries.map((e) => e.command)).toEqual(['/roll 1', '/roll 2']);
  }, 120_000);

  test('GIVEN an export WHEN restored into another channel THEN state, whole log and undo come back, and the restore is logged', async () => {
    const from = { guildId: 'g', channelId: 'export-from' };
    const to = { guildId: 'g', channelId: 'export-to' };
    await setHp(store, from, 'Atlas', 10);
    await store.mutate(from, bob, '/roll', (d) => {
      d.rolls.push({ id: 'rx', seed: 'cd', what: '2d6', result: '7' });
      d.units.atlas = unit('Atlas', 8);
    });
    await setHp(store, to, 'Other', 1);
    const file = packExport(await store.exportChannel(from));
    const parsed = parseExport(file);
    const entry = await store.restore(to, alice, parsed);
    const [source, target] = [await store.load(from), await store.load(to)];
    expect(target.units).toEqual(source.units);
    expect(target.undo).toEqual(source.undo);
    expect((await store.log(to)).map((e) => e.command)).toEqual(['/set Atlas 10', '/roll', entry.command]);
    expect(entry.command).toMatch(/^\/channel restore \(g:g:c:export-from, /);
    expect((await store.findRoll(to, 'rx'))?.roll.result).toBe('7');
    expect((await store.undo(to, bob, false)).doc.units.atlas).toEqual(unit('Atlas', 10));
    // What was in the channel before is kept aside, and a lost document rebuilds across the restore.
    expect((await store.backend.quarantined(channelKey(to))).map((raw) => Object.keys(JSON.parse(raw).units))).toEqual([['other']]);
    await store.backend.plant(channelKey(to), undefined);
    expect((await store.rebuild(to, alice)).doc.units.atlas).toEqual(unit('Atlas', 10));
  });

  test('GIVEN a channel as an earlier Salvo stored it (Keyv envelope, no counter) THEN it loads, and the first write moves it on', async () => {
    const ref = { guildId: 'g', channelId: 'today' };
    const key = channelKey(ref);
    const doc = {
      schemaVersion: 2,
      version: 1,
      nextSeq: 2,
      settings: { systems: {} },
      units: { a: unit('A', 3) },
      pending: {},
      undo: [],
    };
    const entry = legacyAddEntry('b0000001');
    await plantLegacyChannel({ kind, redisUrl: options.redisUrl ?? '', dataDir: options.dataDir }, options.namespace!, key, doc, [entry]);
    expect((await store.load(ref)).units.a).toEqual(unit('A', 3));
    const { doc: next } = await setHp(store, ref, 'A', 1);
    expect([next.version, next.schemaVersion]).toEqual([2, CHANNEL_DOC_VERSION]);
    const snap = await store.backend.read(key);
    expect(JSON.parse(snap.raw!)).not.toHaveProperty('value');
    expect(snap.version).toBe(1);
    expect((await store.log(ref)).map((e) => e.seq)).toEqual([1, 2]);
    expect((await store.backend.keys()).filter((k) => k === key)).toEqual([key]);
  });
});

/** On SQLite an earlier Salvo's document sits in Keyv's table; plant() only touches Salvo's own. */
async function plantLegacyDelete(options: StoreOptions, key: string): Promise<void> {
  const sqlite = new KeyvSqlite({ uri: `sqlite://${join(options.dataDir, 'salvo.sqlite')}` });
  await sqlite.query('DELETE FROM keyv WHERE key = ?', `${options.namespace}:${key}`);
  await sqlite.disconnect();
}
