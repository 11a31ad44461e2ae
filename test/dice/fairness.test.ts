// The seeded generator's dice are fair: a seeded chi-square check (the bench runs 10^6 rolls per die).
import { describe, expect, test } from 'vitest';
import { chiSquareQuantile, chiSquareUniform, fairnessSuite } from '../../src/dice/chi-square.js';
import { fixedRng, seededRng } from '../../src/dice/rng.js';

describe('dice fairness', () => {
  test('GIVEN known degrees of freedom THEN the 99.9% quantile is close to the tabulated value', () => {
    // Tabulated: df 5 → 20.515, df 9 → 27.877, df 19 → 43.820, df 35 → 66.619.
    expect(chiSquareQuantile(5)).toBeCloseTo(20.515, 0);
    expect(chiSquareQuantile(9)).toBeCloseTo(27.877, 0);
    expect(chiSquareQuantile(19)).toBeCloseTo(43.82, 0);
    expect(chiSquareQuantile(35)).toBeCloseTo(66.619, 0);
  });

  test('GIVEN a seeded generator THEN 60,000 rolls of d6, d10, d20 and d66 each pass', () => {
    const results = fairnessSuite(seededRng('5a1f0c0ffee5a1f0c0ffee5a1f0c0ffe'), 60_000);
    expect(results.map((r) => r.die)).toEqual(['d6', 'd10', 'd20', 'd66']);
    for (const result of results) expect(result.statistic, result.die).toBeLessThan(result.critical);
  });

  test('GIVEN a loaded die THEN the check fails it', () => {
    const loaded = fixedRng(Array.from({ length: 600 }, (_, i) => (i % 5) + 1)); // never rolls a 6
    const result = chiSquareUniform('d6', 6, 600, () => loaded.int(1, 6) - 1);
    expect(result.statistic).toBe(120);
    expect(result.pass).toBe(false);
  });
});
