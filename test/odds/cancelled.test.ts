// A query stopped at its budget is answered with a seeded Monte Carlo estimate, labelled as one: directly, through
// the console and through the fake Discord.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { diceOdds } from '../../src/dice/odds.js';
import { askDiceOdds } from '../../src/odds/ask.js';
import { estimateDiceOdds } from '../../src/odds/dice-estimate.js';
import { estimateMessage } from '../../src/odds/dice-message.js';
import { OddsPool, oddsPool } from '../../src/odds/pool.js';
import { RateLimiter } from '../../src/rate-limit.js';
import { startBotOnFake } from '../helpers/discord-bot.js';
import { createHarness, type Harness } from '../helpers/harness.js';

/** Predicted to fit, yet seconds of work exactly, and trivial to sample: a 10,000-sided exploding die. */
const HEAVY = 'd10000!';
const SEED = '0123456789abcdef0123456789abcdef';

// The process's own pool (the one /odds uses) reads its budget once, when first used: 50 ms here.
const budgetBefore = process.env.ODDS_BUDGET_MS;
process.env.ODDS_BUDGET_MS = '50';
afterAll(async () => {
  if (budgetBefore === undefined) delete process.env.ODDS_BUDGET_MS;
  else process.env.ODDS_BUDGET_MS = budgetBefore;
  await oddsPool().close();
});

/** What /odds should say for HEAVY at_least:9000 from SEED: the estimate of all its trials, made directly. */
const expected = () =>
  estimateMessage(
    { kind: 'estimate', estimate: estimateDiceOdds({ expression: HEAVY, atLeast: 9000 }, SEED, 4000, 60_000), budgetMs: 50 },
    true,
  );

describe('GIVEN estimateDiceOdds', () => {
  test('THEN the same seed gives the same estimate, and 2d6 ≥ 9 (exactly 5/18) lies in its interval', () => {
    const query = { expression: '2d6', atLeast: 9, atMost: 4 };
    const a = estimateDiceOdds(query, SEED, 4000, 60_000);
    expect(estimateDiceOdds(query, SEED, 4000, 60_000)).toEqual(a);
    expect(a.trials).toBe(4000);
    const exact = diceOdds(query);
    expect(a.atLeast!.estimate.low).toBeLessThan(exact.atLeast!.chance.value);
    expect(a.atLeast!.estimate.high).toBeGreaterThan(exact.atLeast!.chance.value);
    expect(a.atMost!.estimate.low).toBeLessThan(exact.atMost!.chance.value);
    expect(a.atMost!.estimate.high).toBeGreaterThan(exact.atMost!.chance.value);
    expect(a.mean.low).toBeLessThan(7);
    expect(a.mean.high).toBeGreaterThan(7);
  });

  test('THEN it stops when its time is up, at a whole batch, and says how many trials it made', () => {
    let clock = 0;
    // Each look at the clock moves it on 400 ms: it looks at the start (0), after 50 trials (400), 100 (800) and
    // 150 (1,200: past the 1,000 ms given).
    const look = () => {
      const at = clock;
      clock += 400;
      return at;
    };
    const out = estimateDiceOdds({ expression: '2d6' }, SEED, 4000, 1000, look);
    expect(out.trials).toBe(150);
  });
});

describe('GIVEN askDiceOdds on a pool with a 50 ms budget', () => {
  const pool = new OddsPool({ size: 1, budgetMs: 50 });
  beforeAll(() => pool.warm());
  afterAll(() => pool.close());

  test('WHEN the exact law overruns THEN the answer is the seeded estimate, naming the budget it overran', async () => {
    const answer = await askDiceOdds(pool, { expression: HEAVY, atLeast: 9000 }, SEED);
    expect(answer.kind).toBe('estimate');
    if (answer.kind !== 'estimate') return;
    expect(answer.budgetMs).toBe(50);
    expect(answer.estimate).toEqual(estimateDiceOdds({ expression: HEAVY, atLeast: 9000 }, SEED, answer.estimate.trials, 60_000));
    expect(pool.cancelled).toBe(1);
  });
});

describe('GIVEN /odds dice past its budget', () => {
  test('WHEN run from the console THEN the reply is the labelled estimate, with no chart and no exact fractions', async () => {
    const h: Harness = await createHarness({ backend: 'sqlite' });
    try {
      const reply = await h.run(`/odds dice expression:${HEAVY} at_least:9000 exact:true`, { user: 'alice', seeds: [SEED] });
      expect(reply.error).toBeUndefined();
      expect(reply.content).toBe(expected());
      expect(reply.content.split('\n')).toEqual([
        `**Odds for \`${HEAVY}\`** · **an estimate, not exact**: the exact law needed more than 0.05 s and was stopped, so these come from 4,000 seeded random rolls (seed \`${SEED}\`).`,
        // The exact law: mean 5,000.5 × 10,000/9,999 ≈ 5,001.0 and P(≥ 9000) = 1,001/10,000, both inside.
        'Mean ≈ 5,007.87 (95% interval 4,917.18–5,098.56)',
        'P(≥ 9000) ≈ 10.3% (95% interval 9.4–11.3%, 4,000 seeded trials — an estimate)',
        'No exact fractions: they need the exact law. Fewer or smaller dice get it.',
      ]);
      expect(reply.files ?? []).toEqual([]);
    } finally {
      await h.close();
    }
  });

  test('WHEN asked on Discord THEN the deferred answer is the same estimate, in public', async () => {
    const { fake, close } = await startBotOnFake({
      label: 'odds-cancelled',
      router: { newSeed: () => SEED, rateLimiter: new RateLimiter({ burst: 100, perSecond: 100 }) },
    });
    try {
      const answer = await fake.answerTo(
        fake.sendCommand('odds', { expression: HEAVY, at_least: 9000, exact: true }, { subcommand: 'dice' }).id,
        15_000,
      );
      expect(answer.ephemeral).toBe(false);
      expect(answer.data.content).toBe(expected());
      expect(answer.files).toEqual([]);
    } finally {
      await close();
    }
  }, 30_000);
});
