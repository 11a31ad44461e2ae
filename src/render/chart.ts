// The /odds chart on the shared theme: probability bars placed by value, round ticks that never overlap, a legend for
// the highlighted bars and the asked-for probability printed on the image.
import type { CanvasRenderingContext2D } from 'canvas';
import { type ChartBin, niceCeil } from '../dice/odds.js';
import { createSurface, drawLabel, drawLegend, font, textWidth, useFont } from './canvas.js';
import { theme } from './theme.js';

export interface DistributionChart {
  readonly title: string;
  readonly bins: readonly ChartBin[];
  /** Values per bar (1 = one bar per value). */
  readonly binWidth: number;
  /** What the highlighted bars are, e.g. `≥ 9`; without it nothing is highlighted and no legend is drawn. */
  readonly highlighted?: string;
  /** The asked-for probabilities, e.g. `P(≥ 9) = 6.25%`, printed under the title. */
  readonly caption?: string;
  /** A last line under the axis, e.g. how much was trimmed. */
  readonly note?: string;
}

export const CHART_WIDTH = 960;
export const CHART_HEIGHT = 520;
const LEFT = 72;
const RIGHT = 24;
const TOP = 100;
const BOTTOM = 64;
export const PLOT = { left: LEFT, top: TOP, width: CHART_WIDTH - LEFT - RIGHT, height: CHART_HEIGHT - TOP - BOTTOM };
/** Clear space between neighbouring x labels, in pixels. */
const LABEL_GAP = 16;

/** Round steps for the y axis: 1, 2, 2.5 or 5 times a power of ten, the smallest with at most `most` steps to `top`. */
export function yTicks(top: number, most = 5): number[] {
  const positive = top > 0 ? top : 1;
  const power = 10 ** Math.floor(Math.log10(positive / most));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => positive / s <= most) ?? 10 * power;
  // Rounded to 12 digits so 3 × 0.1 is 0.3 and the last tick really covers the top bar.
  const ticks = [0];
  while ((ticks[ticks.length - 1] as number) < positive * (1 - 1e-9)) ticks.push(Number((ticks.length * step).toPrecision(12)));
  return ticks;
}

/** `12%`, `2.5%`, `0.04%`: as many decimals as the step needs. */
export function percentLabel(p: number, step: number): string {
  const decimals = Math.max(0, Math.ceil(-Math.log10(step * 100) - 1e-9) + (String(step * 100).includes('.5') ? 1 : 0));
  return `${(p * 100).toFixed(Math.min(decimals, 6))}%`;
}

/** The x tick values: multiples of a 1-2-5 step wide enough that no two labels touch. */
export function xTicks(lo: number, hi: number, plotWidth: number, labelWidth: (text: string) => number): number[] {
  const widest = Math.max(labelWidth(String(lo)), labelWidth(String(hi)));
  const perValue = plotWidth / Math.max(1, hi - lo + 1);
  const step = niceCeil((widest + LABEL_GAP) / perValue);
  const ticks: number[] = [];
  for (let value = Math.ceil(lo / step) * step; value <= hi; value += step) ticks.push(value + 0);
  return ticks;
}

export function renderDistributionChart(chart: DistributionChart): Buffer {
  const surface = createSurface(CHART_WIDTH, CHART_HEIGHT);
  const { ctx } = surface;
  drawLabel(ctx, chart.title, CHART_WIDTH / 2, 28, { size: theme.fontSize.title, bold: true, align: 'center', maxWidth: CHART_WIDTH - 40 });
  if (chart.caption) drawLabel(ctx, chart.caption, LEFT, 64, { size: theme.fontSize.label, bold: true, maxWidth: CHART_WIDTH / 2 });
  if (chart.highlighted) {
    const items = [
      { color: theme.accent, label: chart.highlighted },
      { color: theme.good, label: 'other outcomes' },
    ];
    useFont(ctx, font(theme.fontSize.small));
    const width = items.reduce((sum, item) => sum + 16 + 6 + textWidth(ctx, item.label) + 16, 0);
    drawLegend(ctx, items, CHART_WIDTH - RIGHT - width, 64, width);
  }
  const bins = chart.bins;
  let top = 0;
  for (const bin of bins) if (bin.probability > top) top = bin.probability;
  const ticks = yTicks(top);
  const yMax = ticks[ticks.length - 1] || 1;
  const step = ticks[1] ?? yMax;
  const yOf = (p: number) => TOP + PLOT.height - (p / yMax) * PLOT.height;
  ctx.strokeStyle = theme.panelBorder;
  ctx.lineWidth = 1;
  for (const p of ticks) {
    const y = Math.round(yOf(p)) + 0.5;
    ctx.beginPath();
    ctx.moveTo(LEFT, y);
    ctx.lineTo(LEFT + PLOT.width, y);
    ctx.stroke();
    drawLabel(ctx, percentLabel(p, step), LEFT - 8, y, { size: theme.fontSize.small, color: theme.mutedText, align: 'right' });
  }
  drawLabel(ctx, chart.binWidth > 1 ? `per ${chart.binWidth.toLocaleString('en-US')} values` : 'per value', LEFT, TOP - 14, {
    size: theme.fontSize.small,
    color: theme.mutedText,
  });
  if (bins.length === 0) return surface.toPng();
  const lo = (bins[0] as ChartBin).lo;
  const hi = (bins[bins.length - 1] as ChartBin).hi;
  const perValue = PLOT.width / (hi - lo + 1);
  const xOf = (value: number) => LEFT + (value - lo) * perValue;
  for (const bin of bins) {
    const left = xOf(bin.lo);
    const full = (bin.hi - bin.lo + 1) * perValue;
    const width = full >= 4 ? full * 0.8 : Math.max(1, full);
    const height = (bin.probability / yMax) * PLOT.height;
    ctx.fillStyle = bin.highlight ? theme.accent : theme.good;
    ctx.fillRect(left + (full - width) / 2, TOP + PLOT.height - height, width, height);
  }
  drawXAxis(ctx, lo, hi, chart.binWidth, xOf, perValue);
  if (chart.note)
    drawLabel(ctx, chart.note, CHART_WIDTH - RIGHT, CHART_HEIGHT - 14, {
      size: theme.fontSize.small,
      color: theme.mutedText,
      align: 'right',
    });
  return surface.toPng();
}

function drawXAxis(
  ctx: CanvasRenderingContext2D,
  lo: number,
  hi: number,
  binWidth: number,
  xOf: (value: number) => number,
  perValue: number,
): void {
  useFont(ctx, font(theme.fontSize.small));
  const measure = (text: string) => textWidth(ctx, text);
  const centre = binWidth > 1 ? 0 : perValue / 2;
  ctx.strokeStyle = theme.mutedText;
  for (const value of xTicks(lo, hi, PLOT.width, measure)) {
    const x = Math.round(xOf(value) + centre) + 0.5;
    ctx.beginPath();
    ctx.moveTo(x, TOP + PLOT.height);
    ctx.lineTo(x, TOP + PLOT.height + 6);
    ctx.stroke();
    drawLabel(ctx, String(value), x, TOP + PLOT.height + 20, { size: theme.fontSize.small, align: 'center' });
  }
}
