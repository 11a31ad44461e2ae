// Pearson's chi-square goodness of fit, to show the seeded generator's dice are fair.
import type { Rng } from './rng.js';

export interface FairnessResult {
  readonly die: string;
  readonly rolls: number;
  readonly faces: number;
  readonly statistic: number;
  readonly degreesOfFreedom: number;
  /** The 99.9th percentile of chi-square at these degrees of freedom: a fair die stays below it 999 times in 1000. */
  readonly critical: number;
  readonly pass: boolean;
}

/** Wilson–Hilferty approximation of the chi-square quantile; accurate to well under 1% for df ≥ 5. */
export function chiSquareQuantile(df: number, z = 3.0902 /* the 99.9th normal percentile */): number {
  const a = 2 / (9 * df);
  return df * (1 - a + z * Math.sqrt(a)) ** 3;
}

/** Rolls `rolls` dice of `faces` equally likely faces through `draw` and tests the counts against uniform. */
export function chiSquareUniform(die: string, faces: number, rolls: number, draw: () => number): FairnessResult {
  const counts = new Array<number>(faces).fill(0);
  for (let i = 0; i < rolls; i++) counts[draw()]! += 1;
  const expected = rolls / faces;
  const statistic = counts.reduce((sum, observed) => sum + (observed - expected) ** 2 / expected, 0);
  const degreesOfFreedom = faces - 1;
  const critical = chiSquareQuantile(degreesOfFreedom);
  return { die, rolls, faces, statistic, degreesOfFreedom, critical, pass: statistic < critical };
}

/** d6, d10, d20 and d66 (36 outcomes) from one generator. */
export function fairnessSuite(rng: Rng, rolls: number): FairnessResult[] {
  return [
    chiSquareUniform('d6', 6, rolls, () => rng.int(1, 6) - 1),
    chiSquareUniform('d10', 10, rolls, () => rng.int(1, 10) - 1),
    chiSquareUniform('d20', 20, rolls, () => rng.int(1, 20) - 1),
    chiSquareUniform('d66', 36, rolls, () => (rng.int(1, 6) - 1) * 6 + (rng.int(1, 6) - 1)),
  ];
}
