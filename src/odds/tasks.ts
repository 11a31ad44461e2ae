// The work an odds worker thread does, as plain data in and out, so the pool and a direct call run the same code.
import { type DiceOddsQuery, type DiceOddsSummary, diceOdds } from '../dice/odds.js';
import type { Seed } from '../dice/rng.js';
import { type DiceEstimate, estimateDiceOdds } from './dice-estimate.js';

export type OddsTask =
  /** The exact law. */
  | { readonly kind: 'dice'; readonly query: DiceOddsQuery }
  /** A seeded Monte Carlo estimate, for when the exact law ran out of time. */
  | {
      readonly kind: 'estimate';
      readonly query: DiceOddsQuery;
      readonly seed: Seed;
      readonly trials: number;
      readonly timeMs: number;
    };
export type OddsResult = DiceOddsSummary | DiceEstimate;
export type ResultOf<T extends OddsTask> = T extends { readonly kind: 'dice' } ? DiceOddsSummary : DiceEstimate;

export function runTask<T extends OddsTask>(task: T): ResultOf<T>;
export function runTask(task: OddsTask): OddsResult {
  switch (task.kind) {
    case 'dice':
      return diceOdds(task.query);
    case 'estimate':
      return estimateDiceOdds(task.query, task.seed, task.trials, task.timeMs);
  }
}
