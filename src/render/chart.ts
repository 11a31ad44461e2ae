// A bar chart of probabilities on the shared theme: /odds uses it for dice and for every system's distributions.
import { createSurface, drawLabel } from './canvas.js';
import { theme } from './theme.js';

export interface Bar {
  readonly label: string;
  /** A probability in [0, 1]. */
  readonly value: number;
  readonly highlight?: boolean;
}

const WIDTH = 960;
const HEIGHT = 520;
const LEFT = 64;
const RIGHT = 24;
const TOP = 64;
const BOTTOM = 64;

/** Bars in order, left to right; highlighted bars (those meeting a target) use the accent colour. */
export function renderBarChart(title: string, bars: readonly Bar[]): Buffer {
  const surface = createSurface(WIDTH, HEIGHT);
  const { ctx } = surface;
  drawLabel(ctx, title, WIDTH / 2, 30, { size: theme.fontSize.title, bold: true, align: 'center', maxWidth: WIDTH - 40 });
  const plotWidth = WIDTH - LEFT - RIGHT;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const top = Math.max(...bars.map((b) => b.value), 0.0001);
  // Grid lines at round percentages so the chart reads without the table.
  const step = top > 0.5 ? 0.1 : top > 0.2 ? 0.05 : top > 0.05 ? 0.01 : 0.005;
  ctx.strokeStyle = theme.panelBorder;
  ctx.lineWidth = 1;
  for (let p = 0; p <= top + 1e-9; p += step) {
    const y = TOP + plotHeight - (p / top) * plotHeight;
    ctx.beginPath();
    ctx.moveTo(LEFT, Math.round(y) + 0.5);
    ctx.lineTo(WIDTH - RIGHT, Math.round(y) + 0.5);
    ctx.stroke();
    drawLabel(ctx, `${(p * 100).toFixed(step < 0.01 ? 1 : 0)}%`, LEFT - 6, y, {
      size: theme.fontSize.small,
      color: theme.mutedText,
      align: 'right',
    });
  }
  const slot = plotWidth / Math.max(bars.length, 1);
  const barWidth = Math.max(1, slot * 0.8);
  const labelEvery = Math.ceil(bars.length / Math.floor(plotWidth / 28));
  bars.forEach((bar, i) => {
    const height = (bar.value / top) * plotHeight;
    const x = LEFT + i * slot + (slot - barWidth) / 2;
    ctx.fillStyle = bar.highlight ? theme.accent : theme.good;
    ctx.fillRect(x, TOP + plotHeight - height, barWidth, height);
    if (i % labelEvery === 0)
      drawLabel(ctx, bar.label, x + barWidth / 2, HEIGHT - BOTTOM + 18, {
        size: theme.fontSize.small,
        align: 'center',
        maxWidth: slot * labelEvery,
      });
  });
  return surface.toPng();
}
