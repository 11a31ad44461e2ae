// Faults: Redis stopping mid-run, a process killed with SIGKILL mid-load; state and log must stay in step.
import { type ChildProcess, execFile, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { StorageUnavailableError } from '../../src/store/backend.js';
import { openStore, StoreOpenError } from '../../src/store/open.js';
import { counterData, tokensOf } from '../helpers/counter-unit.js';
import { REDIS_URL, testLogger, uniqueNamespace } from '../helpers/store.js';
import { tsxArgs } from '../helpers/tsx.js';

const channel = { guildId: 'g', channelId: 'faults' };
const actor = { id: 'a', name: 'A' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A private redis-server on its own port, so stopping it disturbs no other test. */
function startRedis(port: number, ...extra: string[]): ChildProcess {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', ...extra], {
    stdio: 'ignore',
  });
  return child;
}

async function waitFor<T>(work: () => Promise<T>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await work();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(100);
    }
  }
}

describe('storage faults', () => {
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) child.kill('SIGKILL');
  });

  test('GIVEN Redis stops mid-run THEN mutations are refused at once as "storage unavailable" with nothing changed, and recover when it returns', async () => {
    expect(spawnSync('redis-server', ['--version']).status, 'redis-server must be installed for the fault tests').toBe(0);
    const port = 20000 + (process.pid % 20000);
    let redis = startRedis(port);
    children.push(redis);
    const store = await waitFor(
      () => openStore({ redisUrl: `redis://127.0.0.1:${port}`, dataDir: '', namespace: uniqueNamespace('fault') }, testLogger),
      5000,
    );
    const bump = (label: string) =>
      store.mutate(channel, actor, label, (draft) => {
        const n = ((draft.units.c?.data as { n: number } | undefined)?.n ?? 0) + 1;
        draft.units.c = { name: 'C', system: 'wh40k', owner: 'a', schemaVersion: 1, data: counterData(n) };
      });
    await waitFor(() => bump('/one'), 5000);

    redis.kill('SIGKILL');
    await new Promise((resolve) => redis.once('exit', resolve));
    // The first mutation may be on the socket as it closes, and fails with it. The next finds the client reconnecting:
    // it must fail with the connection's own error (the client is offline, or its next connect attempt is refused),
    // not sit in the client's offline queue until the storage timeout gives up on it. The cause says which answered.
    await expect(bump('/while-down')).rejects.toBeInstanceOf(StorageUnavailableError);
    const refused = bump('/still-down');
    await expect(refused).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(refused).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/^(The client is offline|connect ECONNREFUSED|Socket closed unexpectedly)/) },
    });

    // A fresh server has no data: what matters is that the process recovers by itself and writes consistently again.
    redis = startRedis(port);
    children.push(redis);
    const { doc } = await waitFor(() => bump('/after'), 10_000);
    const log = await store.log(channel);
    expect(log.at(-1)?.command).toBe('/after');
    expect(doc.version).toBe(log.length);
    await store.close();
    redis.kill('SIGKILL');
  });

  test('GIVEN no Redis answers at start-up THEN opening the store fails with a clear message instead of serving', async () => {
    const started = openStore(
      { redisUrl: 'redis://127.0.0.1:1', dataDir: '', namespace: uniqueNamespace('nope'), connectTimeoutMs: 500 },
      testLogger,
    );
    await expect(started).rejects.toBeInstanceOf(StoreOpenError);
    await expect(started).rejects.toThrow(
      /^Cannot open storage: Could not connect to Redis at redis:\/\/127\.0\.0\.1:1 within 500 ms \(.*ECONNREFUSED/,
    );
  });

  test('GIVEN Redis may evict keys (allkeys-lru) THEN start-up refuses, naming the fix and the override', async () => {
    const port = 20000 + ((process.pid + 7919) % 20000);
    const redis = startRedis(port, '--maxmemory-policy', 'allkeys-lru');
    children.push(redis);
    const options = { redisUrl: `redis://127.0.0.1:${port}`, dataDir: '', namespace: uniqueNamespace('evict') };
    const refused = await waitFor(
      () =>
        openStore(options, testLogger).then(
          () => 'opened',
          (error: Error) => {
            if (/ECONNREFUSED/.test(error.message)) throw error;
            return error.message;
          },
        ),
      5000,
    );
    expect(refused).toMatch(/maxmemory-policy is allkeys-lru.*noeviction.*SALVO_ALLOW_EVICTION=true/);
    const store = await openStore({ ...options, allowEviction: true }, testLogger);
    expect((await store.load(channel)).version).toBe(0);
    await store.close();
    redis.kill('SIGKILL');
  });

  test.each(['redis', 'sqlite'] as const)(
    'GIVEN a worker killed with SIGKILL mid-load on %s THEN the stored state and log are consistent',
    async (kind) => {
      const namespace = uniqueNamespace('kill');
      const dataDir = mkdtempSync(join(tmpdir(), 'salvo-kill-'));
      const worker = new URL('./concurrency-worker.ts', import.meta.url).pathname;
      const child = execFile(process.execPath, tsxArgs(worker, namespace, 'k', '400', kind, dataDir), {
        env: { ...process.env, REDIS_URL },
      });
      children.push(child);
      // Let it get going, then kill it without warning.
      const store = await openStore(
        kind === 'redis' ? { redisUrl: REDIS_URL, dataDir: '', namespace } : { dataDir, namespace },
        testLogger,
      );
      const shared = { guildId: 'g', channelId: 'shared' };
      await waitFor(async () => {
        if ((await store.load(shared)).version < 20) throw new Error('not yet');
      }, 15_000);
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
      const doc = await store.load(shared);
      const log = await store.log(shared);
      expect(doc.version).toBeGreaterThanOrEqual(20);
      expect(log).toHaveLength(doc.version);
      expect(tokensOf(doc.units.counter?.data)).toEqual(log.map((e) => e.command.replace('/append ', '')));
      for (const key of await store.backend.keys()) await store.backend.delete(key);
      await store.close();
    },
  );
});
