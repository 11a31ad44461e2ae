// /odds dice replies: percentages first, short fractions only, one message with its code block closed, folds counted.
import { describe, expect, test } from 'vitest';
import { distributionOf, probabilityAtLeast } from '../../src/dice/distribution.js';
import { diceOdds } from '../../src/dice/odds.js';
import { formatPercent, MAX_MESSAGE, oddsChart, oddsMessage } from '../../src/odds/dice-message.js';

const fences = (text: string) => text.split('```').length - 1;

describe('odds message', () => {
  test('GIVEN 2d6 at_least 7 THEN percentage first, then the fraction', () => {
    const text = oddsMessage(diceOdds({ expression: '2d6', atLeast: 7 }));
    expect(text).toContain('P(≥ 7) = 58.33% (7/12)');
    expect(text).toContain('Mean 7 · SD ≈ 2.415');
    expect(text).toContain('**Odds for `2d6`** · exact · 11 outcomes');
    expect(text).toMatch(/^ {5}7 {5}16\.67% {2}1\/6$/m);
  });

  test.each([
    ['1000d6', 3600],
    ['4d6r1', 20],
    ['200d100', 10100],
    ['d2!', 9],
    ['1000d10000>=5000', 500],
  ])('GIVEN %s THEN one message, its code block closed, no fraction longer than 12 digits', (expression, atLeast) => {
    const text = oddsMessage(diceOdds({ expression, atLeast }));
    expect(text.length).toBeLessThanOrEqual(MAX_MESSAGE);
    expect(fences(text)).toBe(2);
    expect(text.trimEnd().endsWith('```')).toBe(true);
    for (const digits of text.match(/\d+\/\d+/g) ?? []) expect(digits.split('/')[1]!.length).toBeLessThanOrEqual(12);
  });

  test('GIVEN more outcomes than rows THEN the folds say how many rows and how much chance they hold', () => {
    const odds = diceOdds({ expression: '200d100' });
    const text = oddsMessage(odds);
    const below = /… ([\d,]+) lower outcomes/.exec(text)?.[1]?.replace(/,/g, '');
    const above = /… ([\d,]+) higher outcomes/.exec(text)?.[1]?.replace(/,/g, '');
    const rows = text.split('\n').filter((line) => /^ +\d+ +[\d.]+%/.test(line)).length;
    expect(Number(below) + Number(above) + rows).toBe(odds.outcomes);
  });

  test('GIVEN a truncated law THEN it says not exact, how much is left out, and gives P(≥ N) as a range', () => {
    const odds = diceOdds({ expression: '10d6!', explodeDepth: 1, atLeast: 60 });
    const text = oddsMessage(odds);
    expect(text).toContain('**not exact**: dice exploding more than 1 time in a row are left out (');
    expect(text).not.toContain(' · exact · ');
    expect(text).toMatch(/P\(≥ 60\) between [\d.]+% and [\d.]+%/);
    expect(text).toMatch(/^Mean ≈ [\d.]+ · SD ≈ [\d.]+ \(of the rolls counted\)$/m);
  });

  test('percentages keep two significant digits when small and never round a possible outcome to 0 or 100', () => {
    const p = (value: number) => formatPercent({ value, zero: false, one: false });
    expect(p(0.5)).toBe('50.00%');
    expect(p(0.00001234)).toBe('0.0012%');
    expect(p(6e-8)).toBe('6.0e-6%');
    expect(p(0.9999999)).toBe('>99.99%');
    expect(formatPercent({ value: 0, zero: true, one: false })).toBe('0%');
  });

  test('GIVEN at_least and at_most THEN the chart is told what is highlighted and prints both chances', () => {
    const chart = oddsChart(diceOdds({ expression: '2d6', atLeast: 10, atMost: 3 }));
    expect(chart.highlighted).toBe('≥ 10 or ≤ 3');
    expect(chart.caption).toBe('P(≥ 10) = 16.67% (1/6) · P(≤ 3) = 8.33% (1/12)');
    expect(oddsChart(diceOdds({ expression: '2d6' })).highlighted).toBeUndefined();
  });
});

describe('exploding dice asked without a depth', () => {
  test('GIVEN 3d6! THEN the law is cut where under 1e-12 is left out, said so, and P(≥ 30) matches the exact law to the digits shown', () => {
    const summary = diceOdds({ expression: '3d6!', atLeast: 30 });
    const text = oddsMessage(summary);
    expect(text.split('\n')[0]).toBe(
      '**Odds for `3d6!`** · **not exact**: dice exploding more than 16 times in a row are left out (1.8e-11% of all rolls) · 301 outcomes',
    );
    expect(text).toContain('P(≥ 30) ≈ 1.25%');
    const exact = probabilityAtLeast(distributionOf('3d6!'), 30).value;
    expect(summary.omitted!.value).toBeLessThan(1e-12);
    expect(Math.abs(summary.atLeast!.chance.value - exact)).toBeLessThan(1e-12);
  });

  test('GIVEN d1! THEN nothing can be cut away, so the law is exact to the cap: 101 every time', () => {
    const text = oddsMessage(diceOdds({ expression: 'd1!' }));
    expect(text.split('\n')[0]).toContain('exact');
    expect(text).toMatch(/101\s+100(\.0+)?%/);
  });
});
