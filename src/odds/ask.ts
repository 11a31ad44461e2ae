// /odds dice through the worker pool: the exact law within the budget, else a seeded estimate that says it is one.
import type { DiceOddsQuery, DiceOddsSummary } from '../dice/odds.js';
import type { Seed } from '../dice/rng.js';
import { type DiceEstimate, ESTIMATE_MS, ESTIMATE_TRIALS } from './dice-estimate.js';
import { isCancelled, type OddsPool } from './pool.js';

export type DiceAnswer =
  | { readonly kind: 'exact'; readonly summary: DiceOddsSummary }
  /** The exact law was stopped at `budgetMs`; this is sampled instead. */
  | { readonly kind: 'estimate'; readonly estimate: DiceEstimate; readonly budgetMs: number };

/** Slack the pool allows an estimate past its own sampling time (posting, the last batch of trials). */
const ESTIMATE_SLACK_MS = 1000;

/**
 * A cancelled exact query is sampled on a fresh worker for ESTIMATE_MS; if even that overruns, the player gets the
 * cancellation's own message (what was too slow, and to try fewer or smaller dice).
 */
export async function askDiceOdds(
  pool: OddsPool,
  query: DiceOddsQuery,
  seed: Seed,
  options: { budgetMs?: number; estimateMs?: number } = {},
): Promise<DiceAnswer> {
  const budget = options.budgetMs !== undefined ? { budgetMs: options.budgetMs } : {};
  try {
    return { kind: 'exact', summary: await pool.run({ kind: 'dice', query }, budget) };
  } catch (error) {
    if (!isCancelled(error)) throw error;
    const timeMs = options.estimateMs ?? ESTIMATE_MS;
    const estimate = await pool
      .run({ kind: 'estimate', query, seed, trials: ESTIMATE_TRIALS, timeMs }, { budgetMs: timeMs + ESTIMATE_SLACK_MS })
      .catch((second: unknown) => {
        throw isCancelled(second) ? error : second;
      });
    return { kind: 'estimate', estimate, budgetMs: Number(error.context?.budgetMs ?? pool.budgetMs) };
  }
}
