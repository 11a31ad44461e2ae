// The exact odds of one dice expression, as /odds reports them: the law, its moments and tail probabilities.
import {
  type Distribution,
  distributionOf,
  type Fraction,
  mean,
  probabilityAtLeast,
  probabilityAtMost,
  ratioToNumber,
  stdDev,
  toFraction,
} from './distribution.js';

export interface DiceOddsQuery {
  readonly expression: string;
  readonly atLeast?: number | undefined;
  readonly atMost?: number | undefined;
  readonly explodeDepth?: number | undefined;
}

export interface DiceOdds {
  readonly distribution: Distribution;
  readonly rows: ReadonlyArray<{ value: number; fraction: string; probability: number }>;
  readonly mean: Fraction;
  readonly stdDev: number;
  readonly atLeast?: Fraction;
  readonly atMost?: Fraction;
}

export function diceOdds(query: DiceOddsQuery): DiceOdds {
  const distribution = distributionOf(query.expression, query.explodeDepth !== undefined ? { explodeDepth: query.explodeDepth } : {});
  const rows = [...distribution.outcomes].map(([value, weight]) => ({
    value,
    fraction: toFraction(weight, distribution.denominator),
    probability: ratioToNumber(weight, distribution.denominator),
  }));
  return {
    distribution,
    rows,
    mean: mean(distribution),
    stdDev: stdDev(distribution),
    ...(query.atLeast !== undefined ? { atLeast: probabilityAtLeast(distribution, query.atLeast) } : {}),
    ...(query.atMost !== undefined ? { atMost: probabilityAtMost(distribution, query.atMost) } : {}),
  };
}

/** `7/36 (19.44%)`: the exact fraction first, the percentage to read at a glance. */
export function formatProbability(f: Pick<Fraction, 'num' | 'den'>): string {
  const value = ratioToNumber(f.num, f.den);
  return `${toFraction(f.num, f.den)} (${(value * 100).toFixed(2)}%)`;
}
