// The Monte Carlo estimator: reproducible from its seed, honest intervals, and it agrees with exact answers.
import { describe, expect, test } from 'vitest';
import { distributionOf, probabilityAtLeast } from '../../src/dice/distribution.js';
import { estimate, formatEstimate, trialSeed, wilsonInterval } from '../../src/odds/estimate.js';

const SEED = '00112233445566778899aabbccddeeff';

describe('estimate', () => {
  test('GIVEN known counts THEN the Wilson interval matches the textbook values', () => {
    const { low, high } = wilsonInterval(50, 100);
    expect(low).toBeCloseTo(0.4038, 4);
    expect(high).toBeCloseTo(0.5962, 4);
    expect(wilsonInterval(0, 20).low).toBe(0);
    expect(wilsonInterval(0, 20).high).toBeCloseTo(0.1611, 4);
  });

  test('GIVEN the same seed THEN the same estimate; each trial has its own derived seed', () => {
    const trial = (rng: { int(a: number, b: number): number }) => rng.int(1, 6) + rng.int(1, 6) >= 9;
    expect(estimate(SEED, 500, trial)).toEqual(estimate(SEED, 500, trial));
    expect(trialSeed(SEED, 0)).not.toBe(trialSeed(SEED, 1));
    expect(trialSeed(SEED, 0)).toMatch(/^[0-9a-f]{32}$/);
  });

  test('GIVEN 2d6 ≥ 9 (exactly 10/36) THEN 20,000 seeded trials bracket the exact answer', () => {
    const exact = probabilityAtLeast(distributionOf('2d6'), 9).value;
    const e = estimate(SEED, 20_000, (rng) => rng.int(1, 6) + rng.int(1, 6) >= 9);
    expect(e.low).toBeLessThanOrEqual(exact);
    expect(e.high).toBeGreaterThanOrEqual(exact);
    expect(e.high - e.low).toBeLessThan(0.014);
    expect(formatEstimate(e)).toMatch(/^≈ \d+\.\d% \(95% interval \d+\.\d–\d+\.\d%, 20,000 seeded trials — an estimate\)$/);
  });
});
