// The /odds chart: ticks that never overlap and say something, bars by value, the legend and caption only when asked.
import { createCanvas } from 'canvas';
import { describe, expect, test } from 'vitest';
import { diceOdds } from '../../src/dice/odds.js';
import { oddsChart } from '../../src/odds/dice-message.js';
import { ensureFonts, font } from '../../src/render/canvas.js';
import { CHART_HEIGHT, CHART_WIDTH, PLOT, percentLabel, renderDistributionChart, xTicks, yTicks } from '../../src/render/chart.js';
import { theme } from '../../src/render/theme.js';
import { decodePng } from '../helpers/png.js';

ensureFonts();
const ctx = createCanvas(10, 10).getContext('2d');
ctx.font = font(theme.fontSize.small);
const measure = (text: string) => ctx.measureText(text).width;

describe('x ticks', () => {
  test.each([
    [2, 12],
    [1, 101],
    [3, 18],
    [200, 1200],
    [1, 200_839],
    [-40, 40],
    [1000, 10_000],
    [1, 1_000_000],
  ])('GIVEN values %i..%i THEN round, evenly spaced, non-overlapping labels', (lo, hi) => {
    const ticks = xTicks(lo, hi, PLOT.width, measure);
    expect(ticks.length).toBeGreaterThanOrEqual(Math.min(3, hi - lo + 1));
    const step = (ticks[1] ?? 0) - (ticks[0] ?? 0);
    const power = 10 ** Math.floor(Math.log10(step));
    expect([1, 2, 5]).toContain(step / power);
    const perValue = PLOT.width / (hi - lo + 1);
    for (let i = 1; i < ticks.length; i++) {
      expect(ticks[i]! - ticks[i - 1]!).toBe(step);
      const gap = (ticks[i]! - ticks[i - 1]!) * perValue;
      expect(gap).toBeGreaterThan((measure(String(ticks[i])) + measure(String(ticks[i - 1]))) / 2);
    }
    for (const tick of ticks) expect(Math.abs(tick % step)).toBe(0);
  });
});

describe('y ticks', () => {
  test.each([0.5, 1, 0.2778, 0.0252, 0.0031, 1e-5])('GIVEN a top bar of %d THEN 3 to 6 round ticks covering it', (top) => {
    const ticks = yTicks(top);
    expect(ticks.length).toBeGreaterThanOrEqual(3);
    expect(ticks.length).toBeLessThanOrEqual(6);
    expect(ticks[ticks.length - 1]!).toBeGreaterThanOrEqual(top);
    const labels = ticks.map((p) => percentLabel(p, ticks[1]!));
    expect(new Set(labels).size).toBe(labels.length);
  });

  test('labels carry the decimals their step needs', () => {
    expect(yTicks(0.0252).map((p) => percentLabel(p, 0.01))).toEqual(['0%', '1%', '2%', '3%']);
    expect(percentLabel(0.025, 0.025)).toBe('2.5%');
    expect(percentLabel(0.0005, 0.0005)).toBe('0.05%');
  });
});

describe('rendered chart', () => {
  const plot = { x: PLOT.left, y: PLOT.top, w: PLOT.width, h: PLOT.height };
  const legend = { x: CHART_WIDTH / 2, y: 50, w: CHART_WIDTH / 2, h: 28 };
  const caption = { x: PLOT.left, y: 50, w: CHART_WIDTH / 2 - PLOT.left, h: 28 };

  test('GIVEN at_least THEN highlighted bars, a legend swatch in the accent colour and the probability printed', async () => {
    const png = await decodePng(renderDistributionChart(oddsChart(diceOdds({ expression: '2d6', atLeast: 9 }))));
    expect([png.width, png.height]).toEqual([CHART_WIDTH, CHART_HEIGHT]);
    expect(png.count(theme.accent, plot)).toBeGreaterThan(1000);
    expect(png.count(theme.good, plot)).toBeGreaterThan(1000);
    expect(png.count(theme.accent, legend)).toBeGreaterThanOrEqual(200);
    expect(png.count(theme.good, legend)).toBeGreaterThanOrEqual(200);
    expect(png.count(theme.text, caption, 60)).toBeGreaterThan(100);
  });

  test('GIVEN no threshold THEN no accent anywhere and no legend or caption', async () => {
    const png = await decodePng(renderDistributionChart(oddsChart(diceOdds({ expression: '2d6' }))));
    expect(png.count(theme.accent)).toBe(0);
    expect(png.count(theme.good, legend)).toBe(0);
    expect(png.count(theme.text, caption, 60)).toBe(0);
  });

  test('GIVEN d6*d6 THEN bars sit at their values: no bar over the gap at 7', async () => {
    const chart = oddsChart(diceOdds({ expression: 'd6*d6' }));
    const png = await decodePng(renderDistributionChart(chart));
    const perValue = PLOT.width / 36;
    const column = (value: number) => ({ x: Math.round(PLOT.left + (value - 0.5) * perValue), y: PLOT.top, w: 4, h: PLOT.height });
    expect(png.count(theme.good, column(7))).toBe(0);
    expect(png.count(theme.good, column(6))).toBeGreaterThan(10);
  });

  test('GIVEN hundreds of thousands of bars THEN it still draws (no spread of a huge array)', async () => {
    const bins = Array.from({ length: 300_000 }, (_, i) => ({ lo: i, hi: i, probability: 1 / 300_000, highlight: false }));
    const png = await decodePng(renderDistributionChart({ title: 'many', bins, binWidth: 1 }));
    expect(png.width).toBe(CHART_WIDTH);
  });
});
