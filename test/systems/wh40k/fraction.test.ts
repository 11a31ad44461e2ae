// Exact fractions and how replies print them.
import { describe, expect, test } from 'vitest';
import { add, formatFraction, formatPercent, formatProbability, frac, mul, pow, sub } from '../../../src/systems/wh40k/fraction.js';

describe('fractions', () => {
  test.each([
    [frac(2, 4), '1/2'],
    [frac(6, 3), '2'],
    [frac(0, 5), '0'],
    [frac(3, -9), '-1/3'],
    [add(frac(1, 6), frac(1, 3)), '1/2'],
    [sub(frac(1), frac(29, 36)), '7/36'],
    [mul(frac(2, 3), frac(3, 4)), '1/2'],
    [pow(frac(5, 6), 3), '125/216'],
  ])('GIVEN %o THEN it reads %s in lowest terms', (value, text) => {
    expect(formatFraction(value)).toBe(text);
  });

  test.each([
    [frac(1, 3), 1, '33.3%'],
    [frac(2, 3), 1, '66.7%'],
    [frac(1, 3000), 1, '<0.1%'],
    [frac(1999, 2000), 1, '>99.9%'],
    [frac(0), 1, '0.0%'],
    [frac(1), 1, '100.0%'],
    [frac(1, 3), 2, '33.33%'],
  ])('GIVEN %o and %i decimals THEN the percentage is %s', (value, decimals, text) => {
    expect(formatPercent(value, decimals)).toBe(text);
  });

  test('GIVEN a fraction with a huge denominator THEN only an approximate percentage is shown', () => {
    expect(formatProbability(frac(1n, 36n ** 10n))).toBe('≈ <0.01%');
    expect(formatProbability(sub(frac(1), pow(frac(29, 36), 10)))).toBe('≈ 88.49%');
    expect(formatProbability(frac(1, 6))).toBe('1/6 (16.7%)');
  });
});
