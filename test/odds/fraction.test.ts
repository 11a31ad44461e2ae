// Exact fractions: arithmetic in lowest terms, and how replies print them.
import { describe, expect, test } from 'vitest';
import {
  add,
  equals,
  type Fraction,
  formatDecimal,
  formatFraction,
  formatPercent,
  formatProbability,
  frac,
  gcd,
  isZero,
  MAX_SHOWN_DIGITS,
  mul,
  ONE,
  pow,
  shortFraction,
  sub,
  sum,
  ZERO,
} from '../../src/odds/fraction.js';

const parts = (f: Fraction) => [f.num, f.den];

describe('GIVEN frac', () => {
  test.each([
    [2, 4, [1n, 2n]],
    [6, 3, [2n, 1n]],
    [0, 5, [0n, 1n]],
    [0, -5, [0n, 1n]],
    [3, -9, [-1n, 3n]],
    [-3, 9, [-1n, 3n]],
    [-3, -9, [1n, 3n]],
    [7, 1, [7n, 1n]],
    [36n ** 20n, 6n ** 41n, [1n, 6n]],
  ])('GIVEN %s / %s THEN it is stored in lowest terms with a positive denominator: %o', (num, den, expected) => {
    expect(parts(frac(num, den))).toEqual(expected);
  });

  test('GIVEN no denominator THEN it is a whole number', () => {
    expect(parts(frac(5))).toEqual([5n, 1n]);
    expect(parts(frac(-5n))).toEqual([-5n, 1n]);
  });

  test.each([0, 0n])('GIVEN a zero denominator (%o) THEN a RangeError says so', (den) => {
    expect(() => frac(1, den)).toThrow(RangeError);
    expect(() => frac(1, den)).toThrow('fraction with zero denominator');
  });

  test('GIVEN ZERO and ONE THEN they are 0/1 and 1/1', () => {
    expect(parts(ZERO)).toEqual([0n, 1n]);
    expect(parts(ONE)).toEqual([1n, 1n]);
  });

  test.each([
    [12n, 18n, 6n],
    [-12n, 18n, 6n],
    [12n, -18n, 6n],
    [7n, 0n, 7n],
    [0n, -7n, 7n],
    [0n, 0n, 0n],
    [17n, 5n, 1n],
  ])('GIVEN gcd(%s, %s) THEN %s', (a, b, expected) => {
    expect(gcd(a, b)).toBe(expected);
  });
});

describe('GIVEN arithmetic', () => {
  test.each([
    ['2/4', frac(2, 4), '1/2'],
    ['6/3', frac(6, 3), '2'],
    ['0/5', frac(0, 5), '0'],
    ['3/-9', frac(3, -9), '-1/3'],
    ['1/6 + 1/3', add(frac(1, 6), frac(1, 3)), '1/2'],
    ['1/2 + -1/2', add(frac(1, 2), frac(-1, 2)), '0'],
    ['1 - 29/36', sub(frac(1), frac(29, 36)), '7/36'],
    ['1/6 - 1/3', sub(frac(1, 6), frac(1, 3)), '-1/6'],
    ['2/3 × 3/4', mul(frac(2, 3), frac(3, 4)), '1/2'],
    ['-2/3 × -3/4', mul(frac(-2, 3), frac(-3, 4)), '1/2'],
    ['(5/6)^3', pow(frac(5, 6), 3), '125/216'],
    ['(5/6)^0', pow(frac(5, 6), 0), '1'],
    ['(-1/2)^3', pow(frac(-1, 2), 3), '-1/8'],
    ['sum of 1/6 six times', sum(Array.from({ length: 6 }, () => frac(1, 6))), '1'],
    ['sum of nothing', sum([]), '0'],
  ])('GIVEN %s THEN it reads %s in lowest terms', (_what, value, text) => {
    expect(formatFraction(value)).toBe(text);
  });

  test.each([
    [frac(1, 2), frac(2, 4), true],
    [frac(-1, 2), frac(1, -2), true],
    [frac(1, 2), frac(1, 3), false],
    [frac(1, 2), frac(-1, 2), false],
    [ZERO, frac(0, 7), true],
  ])('GIVEN %o and %o THEN equals is %s', (a, b, expected) => {
    expect(equals(a, b)).toBe(expected);
  });

  test.each([
    [ZERO, true],
    [frac(0, 9), true],
    [frac(1, 10n ** 30n), false],
    [frac(-1, 2), false],
  ])('GIVEN %o THEN isZero is %s', (value, expected) => {
    expect(isZero(value)).toBe(expected);
  });
});

describe('GIVEN formatPercent', () => {
  test.each([
    [frac(1, 3), 1, '33.3%'],
    [frac(2, 3), 1, '66.7%'],
    [frac(1, 3000), 1, '<0.1%'],
    [frac(1999, 2000), 1, '>99.9%'],
    [frac(0), 1, '0.0%'],
    [frac(1), 1, '100.0%'],
    [frac(1, 3), 2, '33.33%'],
    [frac(7, 36), 2, '19.44%'],
    [frac(1, 36), 2, '2.78%'],
    [frac(35, 36), 2, '97.22%'],
    [frac(0), 2, '0.00%'],
    [frac(1), 2, '100.00%'],
    [frac(1, 36n ** 5n), 2, '<0.01%'],
    [sub(ONE, frac(1, 36n ** 5n)), 2, '>99.99%'],
    [frac(1, 2), 0, '50%'],
    [frac(1, 1000), 0, '<1%'],
    [frac(999, 1000), 0, '>99%'],
  ])('GIVEN %o and %i decimals THEN the percentage is %s', (value, decimals, text) => {
    expect(formatPercent(value, decimals)).toBe(text);
  });

  test.each([
    [frac(1, 16), 1, '6.3%'],
    [frac(3, 16), 1, '18.8%'],
    [frac(1, 8), 0, '13%'],
    [frac(1, 200), 0, '1%'],
    [frac(1, 20000), 2, '0.01%'],
    [frac(1, 20001), 2, '<0.01%'],
    [frac(19999, 20000), 2, '>99.99%'],
  ])('GIVEN %o and %i decimals THEN a half rounds up: %s', (value, decimals, text) => {
    expect(formatPercent(value, decimals)).toBe(text);
  });

  test('GIVEN no decimals argument THEN it prints one', () => {
    expect(formatPercent(frac(1, 6))).toBe('16.7%');
  });
});

describe('GIVEN formatDecimal', () => {
  test.each([
    [frac(7, 2), 2, '3.50'],
    [frac(2, 3), 2, '0.67'],
    [frac(1, 3), 2, '0.33'],
    [frac(1, 8), 2, '0.13'],
    [frac(5), 2, '5.00'],
    [frac(0), 2, '0.00'],
    [frac(7, 2), 0, '4'],
    [frac(1, 3), 4, '0.3333'],
  ])('GIVEN %o and %i digits THEN %s', (value, digits, text) => {
    expect(formatDecimal(value, digits)).toBe(text);
  });

  test('GIVEN no digits argument THEN it prints two', () => {
    expect(formatDecimal(frac(49, 6))).toBe('8.17');
  });
});

describe('GIVEN formatProbability', () => {
  test.each([
    [frac(1, 6), '1/6 (16.7%)'],
    [frac(7, 36), '7/36 (19.4%)'],
    [ONE, '1 (100.0%)'],
    [ZERO, '0 (0.0%)'],
  ])('GIVEN %o THEN the reply form is %s', (value, text) => {
    expect(formatProbability(value)).toBe(text);
  });

  test('GIVEN a fraction with a huge denominator THEN only an approximate percentage is shown', () => {
    expect(formatProbability(frac(1n, 36n ** 10n))).toBe('≈ <0.01%');
    expect(formatProbability(sub(frac(1), pow(frac(29, 36), 10)))).toBe('≈ 88.49%');
  });

  test(`GIVEN a denominator of exactly ${MAX_SHOWN_DIGITS} digits THEN the fraction is shown; one more digit THEN only ≈`, () => {
    const longest = 10n ** BigInt(MAX_SHOWN_DIGITS) - 1n;
    expect(formatProbability(frac(1, longest))).toBe(`1/${longest} (<0.1%)`);
    expect(formatProbability(frac(1, longest + 2n))).toBe('≈ <0.01%');
  });

  test.each([
    [frac(7, 36), '7/36 (19.44%)'],
    [frac(1, 36), '1/36 (2.78%)'],
    [ONE, '1 (100.00%)'],
    [ZERO, '0 (0.00%)'],
    [frac(1, 36n ** 10n), `1/${36n ** 10n} (<0.01%)`],
  ])('GIVEN %o with two decimals and no digit cut-off THEN %s', (value, text) => {
    expect(formatProbability(value, { decimals: 2, maxDigits: Number.POSITIVE_INFINITY })).toBe(text);
  });

  test('GIVEN a smaller cut-off THEN it applies', () => {
    expect(formatProbability(frac(1, 1296), { maxDigits: 3 })).toBe('≈ 0.08%');
    expect(formatProbability(frac(1, 216), { maxDigits: 3 })).toBe('1/216 (0.5%)');
  });
});

describe('shortFraction', () => {
  const big = 7n * 10n ** 4000n + 3n;
  test.each([
    [5001n * big, 10n * big, { num: 5001n, den: 10n }],
    [-7n * big, 12n * big, { num: -7n, den: 12n }],
    [big, 999_999_999_989n * big, { num: 1n, den: 999_999_999_989n }],
    [3n * big, big, { num: 3n, den: 1n }],
    [0n, big, { num: 0n, den: 1n }],
    [6n, 36n, { num: 1n, den: 6n }],
  ])('GIVEN %s / … THEN the reduced fraction, found without a gcd of the big numbers', (num, den, expected) => {
    expect(shortFraction(num, den)).toEqual(expected);
  });

  test.each([
    [big + 1n, 3n * big],
    [1n, 10n ** 13n],
    [1n, 6n ** 101n],
  ])('GIVEN %s / %s THEN undefined: its reduced denominator has more than 12 digits', (num, den) => {
    expect(shortFraction(num, den)).toBeUndefined();
  });
});
