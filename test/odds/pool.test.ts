// The odds worker pool: answers off the main thread, cancels past its budget and recovers, refuses when the queue is
// full, and leaves the main thread's event loop turning while a heavy query runs.
import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { diceOdds } from '../../src/dice/odds.js';
import { UserError } from '../../src/errors.js';
import { OddsPool } from '../../src/odds/pool.js';

/** Predicted to fit, yet seconds of work on any machine: a 10,000-sided exploding die. */
const HEAVY = 'd10000!';

/** Every task the pool posts, with the thread it went to: the pool's workers are real threads, only watched. */
const posted = vi.hoisted((): Array<{ threadId: number; message: unknown }> => []);
vi.mock('node:worker_threads', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:worker_threads')>();
  class WatchedWorker extends original.Worker {
    override postMessage(message: unknown, transfer?: Parameters<InstanceType<typeof original.Worker>['postMessage']>[1]): void {
      posted.push({ threadId: this.threadId, message });
      super.postMessage(message, transfer);
    }
  }
  return { ...original, Worker: WatchedWorker };
});

const pools: OddsPool[] = [];
const pool = (options: ConstructorParameters<typeof OddsPool>[0]) => {
  const created = new OddsPool(options);
  pools.push(created);
  return created;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

async function rejection(promise: Promise<unknown>): Promise<UserError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UserError);
  return error as UserError;
}

describe('odds worker pool', () => {
  test('GIVEN a query THEN the worker answers exactly what the direct call does', async () => {
    const p = pool({ size: 1 });
    const query = { expression: '4d6kh3', atLeast: 15 };
    expect(await p.run({ kind: 'dice', query })).toEqual(diceOdds(query));
  });

  test('GIVEN a refused expression THEN the refusal comes back as the same user error', async () => {
    const p = pool({ size: 1 });
    const error = await rejection(p.run({ kind: 'dice', query: { expression: '300d100' } }));
    expect(error.identifier).toBe('limit');
    expect(error.message).toMatch(/^`300d100` is too big to work out exactly/);
  });

  test('GIVEN a query past its budget THEN it is cancelled with a clear message and the pool answers the next one', async () => {
    const p = pool({ size: 1 });
    await p.warm();
    const error = await rejection(p.run({ kind: 'dice', query: { expression: HEAVY } }, { budgetMs: 50 }));
    expect(error.identifier).toBe('limit');
    expect(error.message).toBe('That needed more than 0.05 s to work out exactly, so it was stopped. Try fewer or smaller dice.');
    expect(p.cancelled).toBe(1);
    const next = await p.run({ kind: 'dice', query: { expression: '2d6', atLeast: 7 } });
    expect(next.atLeast?.chance.fraction).toBe('7/12');
  });

  test('GIVEN a query still waiting for a busy worker at its budget THEN it is dropped, not answered late', async () => {
    const p = pool({ size: 1 });
    await p.warm();
    const heavy = p.run({ kind: 'dice', query: { expression: HEAVY } }, { budgetMs: 1000 });
    const waiting = await rejection(p.run({ kind: 'dice', query: { expression: '2d6' } }, { budgetMs: 50 }));
    expect(waiting.identifier).toBe('rate-limit');
    expect(waiting.message).toBe('Odds are busy with other heavy questions: yours waited 0.05 s and was dropped. Try again in a moment.');
    await heavy.catch(() => undefined);
  });

  test('GIVEN a full queue THEN a new query is refused at once', async () => {
    const p = pool({ size: 1, maxQueue: 1 });
    const first = p.run({ kind: 'dice', query: { expression: '2d6' } });
    const error = await rejection(p.run({ kind: 'dice', query: { expression: '3d6' } }));
    expect(error.identifier).toBe('rate-limit');
    expect((await first).outcomes).toBe(11);
  });

  test('GIVEN a heavy query running THEN it runs on a worker thread and the main event loop keeps turning until it ends', async () => {
    const p = pool({ size: 1, budgetMs: 60_000 });
    await p.warm();
    posted.length = 0;
    let settled = false;
    const heavy = p.run({ kind: 'dice', query: { expression: HEAVY } }).then(
      () => 'answered',
      (error: unknown) => error,
    );
    void heavy.then(() => {
      settled = true;
    });
    // Handed to another thread, not computed here.
    expect(posted).toEqual([
      { threadId: expect.any(Number), message: { id: expect.any(Number), task: { kind: 'dice', query: { expression: HEAVY } } } },
    ]);
    expect(posted[0]!.threadId).not.toBe(threadId);
    // Ordering, not time: a hundred turns of this thread's event loop (I/O phase included) and a timer all run while
    // the query is still in flight. Computed on this thread, it would have settled before the first of them.
    for (let turn = 0; turn < 100; turn++) await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    await p.close();
    expect(await heavy).toEqual(new Error('odds pool closed'));
  });
});
