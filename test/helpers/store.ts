// Real stores for tests: Redis (REDIS_URL, default local) under a unique namespace per run, or SQLite in a temp dir.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, createCluster } from '@keyv/redis';
import KeyvSqlite from '@keyv/sqlite';
import { pino } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import type { DocumentBackend, UnitChanges } from '../../src/store/backend.js';
import { ChannelStore } from '../../src/store/channel-store.js';
import { openStore, type StoreOptions } from '../../src/store/open.js';
import { startRedisCluster, type TestCluster } from './redis-cluster.js';

export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
export const testLogger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });

let counter = 0;

/** A namespace no other test run or test file shares. */
export function uniqueNamespace(label = 'test'): string {
  counter += 1;
  return `salvo-${label}-${process.pid}-${Date.now().toString(36)}-${counter}`;
}

export type BackendKind = 'redis' | 'sqlite';

export async function openTestStore(kind: BackendKind = 'redis', namespace = uniqueNamespace()): Promise<ChannelStore> {
  if (kind === 'redis') return openStore({ redisUrl: REDIS_URL, dataDir: '', namespace }, testLogger);
  return openStore({ dataDir: mkdtempSync(join(tmpdir(), 'salvo-test-')), namespace }, testLogger);
}

/** Writes a channel as Salvo stored it before version counters: Keyv's `{"value": …}` envelope, and the log beside it. */
export async function plantLegacyChannel(
  target: { kind: BackendKind | 'cluster'; redisUrl: string; dataDir: string },
  namespace: string,
  key: string,
  doc: unknown,
  log: readonly { seq: number }[],
): Promise<void> {
  const wrapped = JSON.stringify({ value: JSON.stringify(doc) });
  if (target.kind === 'sqlite') {
    const sqlite = new KeyvSqlite({ uri: `sqlite://${join(target.dataDir, 'salvo.sqlite')}` });
    await sqlite.query('INSERT INTO keyv (key, value) VALUES (?, ?)', `${namespace}:${key}`, wrapped);
    for (const entry of log)
      await sqlite.query(
        'INSERT INTO salvo_log (key, seq, entry) VALUES (?, ?, ?)',
        `${namespace}:${key}`,
        entry.seq,
        JSON.stringify(entry),
      );
    await sqlite.disconnect();
    return;
  }
  const redis =
    target.kind === 'cluster'
      ? createCluster({ rootNodes: target.redisUrl.split(',').map((url) => ({ url })) })
      : createClient({ url: target.redisUrl });
  await redis.connect();
  await redis.set(`${namespace}:${key}`, wrapped);
  if (log.length > 0)
    await redis.rPush(
      `{${namespace}:${key}}:log`,
      log.map((entry) => JSON.stringify(entry)),
    );
  await redis.close();
}

/** A store of one kind for a contract suite, opened before its tests and emptied after; `reports` collects quarantines. */
export interface ContractStore {
  store: ChannelStore;
  options: StoreOptions;
  cluster: TestCluster | undefined;
  readonly reports: string[];
}

/** Registers the suite's beforeAll/afterAll for `kind` (a private Redis Cluster for 'cluster') and returns the holder. */
export function contractStore(kind: BackendKind | 'cluster', label: string): ContractStore {
  const held = { reports: [] as string[], cluster: undefined } as unknown as ContractStore;
  beforeAll(async () => {
    const namespace = uniqueNamespace(`${label}-${kind}`);
    const dataDir = mkdtempSync(join(tmpdir(), `salvo-${label}-`));
    if (kind === 'cluster') held.cluster = await startRedisCluster();
    held.options =
      kind === 'sqlite'
        ? { dataDir, namespace }
        : { redisUrl: held.cluster?.url ?? REDIS_URL, redisCluster: kind === 'cluster', dataDir, namespace };
    const opened = await openStore(held.options, testLogger);
    held.store = new ChannelStore(opened.backend, (key, _raw, reason) => held.reports.push(`${key}: ${reason}`));
  }, 30_000);
  afterAll(async () => {
    for (const key of await held.store.backend.keys()) await held.store.backend.delete(key);
    await held.store.close();
    await held.cluster?.stop();
  });
  return held;
}

/** Every call a store makes to its backend's reads and writes of units, for asserting what a command touched. */
export interface Spy {
  readonly backend: DocumentBackend;
  readonly writes: Array<UnitChanges | undefined>;
  readonly unitReads: string[][];
  reset(): void;
}

export function spyOn(inner: DocumentBackend): Spy {
  const spy: Spy = {
    writes: [],
    unitReads: [],
    reset: () => {
      spy.writes.length = 0;
      spy.unitReads.length = 0;
    },
    backend: {
      ...inner,
      write: (key, expected, next, version, log, units) => {
        spy.writes.push(units);
        return inner.write(key, expected, next, version, log, units);
      },
      readUnits: (key, units) => {
        spy.unitReads.push([...units]);
        return inner.readUnits(key, units);
      },
    },
  };
  return spy;
}

/** The unit records one write wrote, as `key` or `key deleted`. */
export const written = (changes: UnitChanges | undefined) =>
  (changes?.writes ?? []).map((w) => `${w.unit}${w.json === undefined ? ' deleted' : ''}`);

/** Bytes a store moved through its backend: read (head, body, unit records, log, records) and written with each write. */
export interface ByteCount {
  readonly backend: DocumentBackend;
  read: number;
  written: number;
  reset(): void;
}

export function countBytes(inner: DocumentBackend): ByteCount {
  const size = (texts: ReadonlyArray<string | undefined>) => texts.reduce((n, t) => n + Buffer.byteLength(t ?? ''), 0);
  const reading =
    <A extends unknown[], T extends string | undefined | ReadonlyArray<string | undefined> | { raw: string | undefined }>(
      read: (...args: A) => Promise<T>,
    ) =>
    async (...args: A): Promise<T> => {
      const got = await read(...args);
      count.read += size(typeof got === 'object' && got !== null && 'raw' in got ? [got.raw] : Array.isArray(got) ? got : [got as string]);
      return got;
    };
  const count: ByteCount = {
    read: 0,
    written: 0,
    reset: () => {
      count.read = 0;
      count.written = 0;
    },
    backend: {
      ...inner,
      read: reading(inner.read),
      readBody: reading(inner.readBody),
      readUnits: reading(inner.readUnits),
      readLog: reading(inner.readLog),
      readArchive: reading(inner.readArchive),
      readBlob: reading(inner.readBlob),
      write: (key, expected, next, version, log, changes) => {
        count.written += size([next, changes?.body, ...(changes?.writes ?? []).map((w) => w.json), ...(log ?? []).map((e) => e.json)]);
        return inner.write(key, expected, next, version, log, changes);
      },
    },
  };
  return count;
}

/**
 * A store for a harness whose reads can be made fresh: `fresh()` swaps in a store over the same backend with an empty
 * cache, as another process would read (a record corrupted in storage is then seen).
 */
export function swappableStore(): { wrap: (opened: ChannelStore) => ChannelStore; fresh: () => void } {
  let current: ChannelStore | undefined;
  return {
    wrap: (opened) => {
      current = opened;
      return new Proxy(opened, {
        get: (_, prop) => {
          const value = Reflect.get(current!, prop);
          return typeof value === 'function' ? value.bind(current) : value;
        },
      });
    },
    fresh: () => {
      current = new ChannelStore(current!.backend);
    },
  };
}
