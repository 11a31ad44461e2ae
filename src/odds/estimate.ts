// Seeded Monte Carlo for the odds no enumeration can finish in time (deep crit chains, many shots): always labelled
// as an estimate, with its sample size and a 95% interval.
import { createHash } from 'node:crypto';
import { type Rng, type Seed, seededRng } from '../dice/rng.js';

export interface Estimate {
  readonly kind: 'estimate';
  readonly successes: number;
  readonly trials: number;
  readonly seed: Seed;
  /** The sample proportion. */
  readonly p: number;
  /** Wilson score interval at 95%: sound near 0 and 1, where the normal approximation is not. */
  readonly low: number;
  readonly high: number;
}

const Z95 = 1.959964;

export function wilsonInterval(successes: number, trials: number, z = Z95): { low: number; high: number } {
  if (trials === 0) return { low: 0, high: 1 };
  const p = successes / trials;
  const denominator = 1 + (z * z) / trials;
  const centre = p + (z * z) / (2 * trials);
  const spread = z * Math.sqrt((p * (1 - p)) / trials + (z * z) / (4 * trials * trials));
  return { low: Math.max(0, (centre - spread) / denominator), high: Math.min(1, (centre + spread) / denominator) };
}

/**
 * Runs `trial` `trials` times, each on its own generator derived from `seed` and the trial number, so an estimate is
 * reproducible and any single trial can be replayed on its own.
 */
export function estimate(seed: Seed, trials: number, trial: (rng: Rng) => boolean): Estimate {
  let successes = 0;
  for (let i = 0; i < trials; i++) if (trial(seededRng(trialSeed(seed, i)))) successes++;
  return { kind: 'estimate', successes, trials, seed, p: successes / trials, ...wilsonInterval(successes, trials) };
}

export function trialSeed(seed: Seed, index: number): Seed {
  return createHash('sha256').update(`${seed}:${index}`).digest('hex').slice(0, 32);
}

/** `≈ 23.4% (95% interval 21.6–25.3%, 2,000 seeded trials — an estimate)`. */
export function formatEstimate(e: Estimate): string {
  const pct = (x: number) => `${(x * 100).toFixed(1)}`;
  return `≈ ${pct(e.p)}% (95% interval ${pct(e.low)}–${pct(e.high)}%, ${e.trials.toLocaleString('en-US')} seeded trials — an estimate)`;
}
