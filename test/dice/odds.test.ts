// The /odds dice summary: exact where it can be, truncation said and measured, fractions only where short, a table
// window that accounts for every outcome, and chart bins trimmed and aligned to the asked-for threshold.
import { describe, expect, test } from 'vitest';
import { distributionOf, omittedMass, toFraction } from '../../src/dice/distribution.js';
import { CHART_BARS, diceOdds, TABLE_ROWS } from '../../src/dice/odds.js';

describe('answers the issue’s expressions', () => {
  test('2d6 at_least 7: every row with its fraction, P(≥ 7) = 7/12', () => {
    const odds = diceOdds({ expression: '2d6', atLeast: 7 });
    expect(odds.truncatedAfter).toBeUndefined();
    expect(odds.rows.map((r) => [r.value, r.chance.fraction])).toEqual(
      [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((v) => [v, toFraction(BigInt(6 - Math.abs(v - 7)), 36n)]),
    );
    expect(odds.atLeast?.chance).toMatchObject({ fraction: '7/12', zero: false, one: false });
    expect(odds.mean).toMatchObject({ fraction: '7', value: 7 });
  });

  test('d2! at_least 9: exact, 8 cannot occur, P(≥ 9) = 1/16', () => {
    const odds = diceOdds({ expression: 'd2!', atLeast: 9 });
    expect(odds.truncatedAfter).toBeUndefined();
    expect(odds.rows.some((r) => r.value === 8)).toBe(false);
    expect(odds.atLeast?.chance.fraction).toBe('1/16');
  });

  test('d1! is 101, as /roll gives', () => {
    const odds = diceOdds({ expression: 'd1!' });
    expect(odds.rows).toEqual([{ value: 101, chance: { value: 1, fraction: '1', zero: false, one: true } }]);
  });

  test('1000d10000>=5000 is answered exactly, with percentages and the short mean 5001/10', () => {
    const odds = diceOdds({ expression: '1000d10000>=5000', atLeast: 500 });
    expect(odds.outcomes).toBe(1001);
    expect(odds.mean.fraction).toBe('5001/10');
    expect(odds.atLeast?.chance.fraction).toBeUndefined();
    expect(odds.atLeast?.chance.value).toBeCloseTo(0.5151, 3);
  });

  test('4d6r1’s mean is exactly 16; 1000d6’s P(≥ 3600) is a percentage only: its fraction runs to hundreds of digits', () => {
    const reroll = diceOdds({ expression: '4d6r1' });
    expect(reroll.mean.fraction).toBe('16');
    const many = diceOdds({ expression: '1000d6', atLeast: 3600 });
    expect(many.atLeast?.chance.fraction).toBeUndefined();
    expect(many.atLeast?.chance.zero).toBe(false);
    expect(many.rows.every((r) => r.chance.fraction === undefined)).toBe(true);
  });

  test('200d100 shows a full table around the mode and accounts for every folded row', () => {
    const odds = diceOdds({ expression: '200d100' });
    expect(odds.rows).toHaveLength(TABLE_ROWS);
    expect(odds.rows.some((r) => r.value === 10100)).toBe(true);
    expect(odds.foldedBelow.rows + odds.rows.length + odds.foldedAbove.rows).toBe(odds.outcomes);
    const shown = odds.rows.reduce((sum, r) => sum + r.chance.value, 0);
    expect(shown + odds.foldedBelow.probability + odds.foldedAbove.probability).toBeCloseTo(1, 9);
  });
});

describe('truncated explosion laws say so and measure what they leave out', () => {
  test('10d6! worked to 3 explosions leaves out exactly 1 − (1 − 6^-4)^10', () => {
    const odds = diceOdds({ expression: '10d6!', explodeDepth: 3, atLeast: 40 });
    expect(odds.truncatedAfter).toBe(3);
    const dist = distributionOf('10d6!', { truncateAfter: 3 });
    expect(toFraction(omittedMass(dist), dist.denominator)).toBe(toFraction(1296n ** 10n - 1295n ** 10n, 1296n ** 10n));
    expect(odds.omitted?.value).toBeCloseTo(1 - (1 - 6 ** -4) ** 10, 12);
  });
});

describe('chart bins', () => {
  test('1000d10000>=5000: tails trimmed, every bar wholly on one side of the threshold', () => {
    const { chart } = diceOdds({ expression: '1000d10000>=5000', atLeast: 503 });
    expect(chart.trimmed).toBeGreaterThan(800);
    expect(chart.bins.length).toBeLessThanOrEqual(CHART_BARS);
    for (const bin of chart.bins) expect(bin.highlight).toBe(bin.lo >= 503);
  });

  test('a range wider than the chart is binned at a round width with an edge on the threshold', () => {
    const { chart } = diceOdds({ expression: '100d100', atLeast: 5037 });
    expect([2, 5, 10, 20, 50]).toContain(chart.binWidth);
    expect(chart.bins.length).toBeLessThanOrEqual(CHART_BARS);
    expect(chart.bins.some((bin) => bin.lo === 5037)).toBe(true);
    for (const bin of chart.bins) expect(bin.highlight).toBe(bin.lo >= 5037);
  });

  test('sparse outcomes keep their values, so gaps show: d6*d6 has no bar at 7', () => {
    const { chart } = diceOdds({ expression: 'd6*d6' });
    expect(chart.binWidth).toBe(1);
    expect(chart.bins.map((b) => b.lo)).not.toContain(7);
    expect(chart.bins.map((b) => b.lo)).toContain(36);
  });
});

describe('exact and depth, as asked', () => {
  test('exact:true lists every outcome of d66, all 36, in the table and in the fractions', () => {
    const odds = diceOdds({ expression: 'd66', exact: true });
    expect(odds.rows).toHaveLength(36);
    expect(odds.allRows).toHaveLength(36);
    expect(odds.rows.every((row) => row.chance.exact === '1/36')).toBe(true);
  });

  test('a depth beyond the roller’s cap is refused with the cap named; the cap itself is the full law, not a cut', () => {
    expect(() => diceOdds({ expression: '2d6!', explodeDepth: 101 })).toThrow(/at most 100 times/);
    expect(diceOdds({ expression: 'd6!', explodeDepth: 100 }).truncatedAfter).toBeUndefined();
  });
});
