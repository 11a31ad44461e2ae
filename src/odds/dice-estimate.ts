// Seeded Monte Carlo for a dice expression whose exact law ran past its time budget: the mean and the asked-for
// tails, each with a 95% interval, from as many of the trials as fit the time given. Always labelled an estimate.
import { performance } from 'node:perf_hooks';
import { rollNotation } from '../dice/index.js';
import type { DiceOddsQuery } from '../dice/odds.js';
import { type Seed, seededRng } from '../dice/rng.js';
import { type Estimate, trialSeed, wilsonInterval } from './estimate.js';

/** Trials an estimate aims for; fewer when the time runs out first (the reply says how many). */
export const ESTIMATE_TRIALS = 4000;
/** Milliseconds of sampling after the exact law was stopped. */
export const ESTIMATE_MS = 1000;

const Z95 = 1.959964;
/** Trials between looks at the clock. */
const BATCH = 50;

export interface DiceEstimate {
  readonly expression: string;
  readonly seed: Seed;
  readonly trials: number;
  /** The sample mean with its 95% interval (normal approximation, which the central limit theorem makes sound here). */
  readonly mean: { readonly value: number; readonly low: number; readonly high: number };
  readonly atLeast?: { readonly n: number; readonly estimate: Estimate };
  readonly atMost?: { readonly n: number; readonly estimate: Estimate };
}

/**
 * Rolls `query.expression` as /roll does (the same explosion cap, or the depth asked for), trial `i` on its own
 * generator from `seed` and `i`, so any trial can be replayed on its own and the same seed and count give the same
 * estimate. Stops at `maxTrials`, or once `timeMs` has passed (checked every few trials).
 */
export function estimateDiceOdds(
  query: DiceOddsQuery,
  seed: Seed,
  maxTrials = ESTIMATE_TRIALS,
  timeMs = ESTIMATE_MS,
  now: () => number = () => performance.now(),
): DiceEstimate {
  const options = { ...(query.explodeDepth !== undefined ? { explodeDepth: query.explodeDepth } : {}), dialect: query.dialect };
  const start = now();
  let trials = 0;
  let sum = 0;
  let squares = 0;
  let atLeast = 0;
  let atMost = 0;
  while (trials < maxTrials && (trials % BATCH !== 0 || trials === 0 || now() - start < timeMs)) {
    const total = rollNotation(query.expression, seededRng(trialSeed(seed, trials)), options).statements[0]?.total ?? 0;
    trials++;
    sum += total;
    squares += total * total;
    if (query.atLeast !== undefined && total >= query.atLeast) atLeast++;
    if (query.atMost !== undefined && total <= query.atMost) atMost++;
  }
  const mean = sum / trials;
  const variance = trials > 1 ? Math.max(0, (squares - trials * mean * mean) / (trials - 1)) : 0;
  const spread = Z95 * Math.sqrt(variance / trials);
  const tail = (successes: number): Estimate => ({
    kind: 'estimate',
    successes,
    trials,
    seed,
    p: successes / trials,
    ...wilsonInterval(successes, trials),
  });
  return {
    expression: query.expression,
    seed,
    trials,
    mean: { value: mean, low: mean - spread, high: mean + spread },
    ...(query.atLeast !== undefined ? { atLeast: { n: query.atLeast, estimate: tail(atLeast) } } : {}),
    ...(query.atMost !== undefined ? { atMost: { n: query.atMost, estimate: tail(atMost) } } : {}),
  };
}
