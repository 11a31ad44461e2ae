// The odds worker pool: answers off the main thread, cancels past its budget and recovers, refuses when the queue is
// full, and keeps the main thread's timers firing while a heavy query runs.
import { afterEach, describe, expect, test } from 'vitest';
import { diceOdds } from '../../src/dice/odds.js';
import { UserError } from '../../src/errors.js';
import { OddsPool } from '../../src/odds/pool.js';

/** Predicted to fit, yet seconds of work on any machine: a 10,000-sided exploding die. */
const HEAVY = 'd10000!';

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

  test('GIVEN a heavy query running THEN a 10 ms timer on the main thread keeps firing', async () => {
    const p = pool({ size: 1, budgetMs: 1500 });
    await p.warm();
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const started = performance.now();
    await p.run({ kind: 'dice', query: { expression: HEAVY } }).catch(() => undefined);
    const elapsed = performance.now() - started;
    clearInterval(timer);
    // On the main thread this query would leave the timer silent until it ended (one late tick at most); here it
    // ticks throughout. Only a bound far below the ideal elapsed/10 is asserted, so a loaded machine cannot flake it.
    expect(ticks).toBeGreaterThanOrEqual(5);
    expect(ticks).toBeGreaterThan(elapsed / 10 / 5);
  });
});
