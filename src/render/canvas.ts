// Canvas primitives on the shared theme: fonts from assets/ (never system fonts), grids, labels, legends and bars.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Canvas, type CanvasRenderingContext2D, createCanvas, registerFont } from 'canvas';
import { FONT_FAMILY, MONO_FAMILY, theme } from './theme.js';

// From src/render/ when run with tsx, from dist/src/render/ when compiled: assets/ sits at the project root either way.
const FONT_DIR = ['../../assets/fonts/', '../../../assets/fonts/']
  .map((relative) => fileURLToPath(new URL(relative, import.meta.url)))
  .find((dir) => existsSync(`${dir}DejaVuSans.ttf`)) as string;
let fontsRegistered = false;
const PNG_FILTER_NONE = (Canvas as unknown as { PNG_FILTER_NONE: number }).PNG_FILTER_NONE;

/** Registers the shipped fonts once; must happen before the first canvas is created. */
export function ensureFonts(): void {
  if (fontsRegistered) return;
  registerFont(`${FONT_DIR}DejaVuSans.ttf`, { family: FONT_FAMILY });
  registerFont(`${FONT_DIR}DejaVuSans-Bold.ttf`, { family: FONT_FAMILY, weight: 'bold' });
  registerFont(`${FONT_DIR}DejaVuSansMono.ttf`, { family: MONO_FAMILY });
  fontsRegistered = true;
}

export interface Surface {
  readonly ctx: CanvasRenderingContext2D;
  readonly width: number;
  readonly height: number;
  /** Encodes the picture and frees its pixels, so it is the last thing done with a surface. */
  toPng(): Buffer;
}

/** A canvas filled with the theme background. */
export function createSurface(width: number, height: number): Surface {
  ensureFonts();
  const canvas = createCanvas(width, height);
  // Every diagram sits on an opaque background, so alpha carries nothing: without it the PNG encoder skips
  // un-premultiplying each pixel and deflates three bytes a pixel instead of four, about twice as fast.
  const ctx = canvas.getContext('2d', { pixelFormat: 'RGB24' });
  ctx.fillStyle = theme.background;
  ctx.fillRect(0, 0, width, height);
  ctx.textBaseline = 'middle';
  // node-canvas fills text as paths by default, tessellating every glyph on every call (about 5 µs a character);
  // glyph mode draws from cairo's glyph cache at the same positions, six times faster and as legible.
  ctx.textDrawingMode = 'glyph';
  return {
    ctx,
    width,
    height,
    toPng: () => {
      // Flat-colour diagrams compress best unfiltered; level 3 encodes about 3× faster than the default for a similar size.
      const png = canvas.toBuffer('image/png', { compressionLevel: 3, filters: PNG_FILTER_NONE });
      // Left to the garbage collector, spent canvases' pixels piled up past a GiB between collections and every new
      // canvas paid for fresh pages; shrinking the canvas frees its pixels now.
      canvas.width = 0;
      return png;
    },
  };
}

export function font(size: number, options: { bold?: boolean; mono?: boolean } = {}): string {
  return `${options.bold ? 'bold ' : ''}${size}px "${options.mono ? MONO_FAMILY : FONT_FAMILY}"`;
}

/** Sets the context's font unless it is already that font: node-canvas re-parses and re-resolves it on every set. */
export function useFont(ctx: CanvasRenderingContext2D, spec: string): void {
  if (ctx.font !== spec) ctx.font = spec;
}

// A width depends only on the font and the text (fonts are registered once, before any canvas), and the same labels
// recur within a sheet and across renders, so a process-wide cache spares a Pango layout per repeat. Long strings
// (pasted names) are not kept, and the cache is dropped whole when full so it stays small without bookkeeping.
const widths = new Map<string, number>();
const MAX_CACHED_TEXT = 200;
const MAX_CACHED_WIDTHS = 5000;

/** ctx.measureText(text).width in the context's current font, remembered. */
export function textWidth(ctx: CanvasRenderingContext2D, text: string): number {
  if (text.length > MAX_CACHED_TEXT) return ctx.measureText(text).width;
  const key = `${ctx.font}\u0000${text}`;
  let width = widths.get(key);
  if (width === undefined) {
    width = ctx.measureText(text).width;
    if (widths.size >= MAX_CACHED_WIDTHS) widths.clear();
    widths.set(key, width);
  }
  return width;
}

export interface LabelOptions {
  readonly size?: number;
  readonly color?: string;
  readonly bold?: boolean;
  readonly mono?: boolean;
  readonly align?: 'left' | 'center' | 'right';
  readonly maxWidth?: number;
  /** With maxWidth: shrink the font down to this size before anything is cut. */
  readonly minSize?: number;
  readonly strike?: boolean;
}

/** The largest font size from `size` down to `minSize` at which `text` fits `maxWidth`; minSize when none does. */
export function fittingSize(
  ctx: CanvasRenderingContext2D,
  text: string,
  maxWidth: number,
  size: number,
  minSize: number,
  options: { bold?: boolean; mono?: boolean } = {},
): number {
  for (let s = size; s > minSize; s--) {
    useFont(ctx, font(s, options));
    if (textWidth(ctx, text) <= maxWidth) return s;
  }
  return minSize;
}

/**
 * `text` broken at spaces into lines no wider than `maxWidth` in the context's current font; a word wider than a
 * line is broken between characters, so nothing is ever cut.
 */
export function wrapLines(ctx: CanvasRenderingContext2D, text: string, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter((w) => w !== '')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (textWidth(ctx, candidate) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line !== '') lines.push(line);
    line = '';
    for (const char of [...word]) {
      if (line !== '' && textWidth(ctx, line + char) > maxWidth) {
        lines.push(line);
        line = '';
      }
      line += char;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** Draws text; `strike` draws a line through it (destroyed slots, dropped dice). */
export function drawLabel(ctx: CanvasRenderingContext2D, text: string, x: number, y: number, options: LabelOptions = {}): number {
  const style = { bold: options.bold ?? false, mono: options.mono ?? false };
  const size = options.size ?? theme.fontSize.label;
  const fitted =
    options.maxWidth !== undefined && options.minSize !== undefined
      ? fittingSize(ctx, text, options.maxWidth, size, options.minSize, style)
      : size;
  useFont(ctx, font(fitted, style));
  ctx.fillStyle = options.color ?? theme.text;
  ctx.textAlign = options.align ?? 'left';
  const shown = options.maxWidth === undefined ? text : fitText(ctx, text, options.maxWidth);
  ctx.fillText(shown, x, y);
  const width = textWidth(ctx, shown);
  if (options.strike) {
    const start = options.align === 'center' ? x - width / 2 : options.align === 'right' ? x - width : x;
    ctx.strokeStyle = options.color ?? theme.text;
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(start - 2, y);
    ctx.lineTo(start + width + 2, y);
    ctx.stroke();
  }
  return width;
}

/**
 * The longest prefix of `text` (plus an ellipsis) that fits `maxWidth`. A binary search over a prefix no longer than the
 * width could hold even at one pixel a character, so a pasted name thousands of characters long costs a dozen
 * measurements, not thousands.
 */
export function fitText(ctx: CanvasRenderingContext2D, text: string, maxWidth: number): string {
  if (textWidth(ctx, text.slice(0, Math.ceil(maxWidth) + 1)) <= maxWidth && text.length <= maxWidth) return text;
  const chars = [...text.slice(0, Math.ceil(maxWidth) + 2)];
  let low = 0;
  let high = chars.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (textWidth(ctx, `${chars.slice(0, mid).join('')}…`) <= maxWidth) low = mid;
    else high = mid - 1;
  }
  return low >= [...text].length ? text : `${chars.slice(0, Math.max(low, 1)).join('')}…`;
}

export interface GridCell {
  readonly text?: string;
  readonly fill?: string;
  readonly textColor?: string;
  readonly strike?: boolean;
  readonly outline?: string;
}

export interface GridSpec {
  readonly x: number;
  readonly y: number;
  readonly cellWidth: number;
  readonly cellHeight: number;
  readonly rows: ReadonlyArray<ReadonlyArray<GridCell>>;
  readonly fontSize?: number;
}

/** A table of filled cells with centred text; returns its pixel size. */
export function drawGrid(ctx: CanvasRenderingContext2D, spec: GridSpec): { width: number; height: number } {
  let maxColumns = 0;
  spec.rows.forEach((row, r) => {
    maxColumns = Math.max(maxColumns, row.length);
    row.forEach((cell, c) => {
      const x = spec.x + c * spec.cellWidth;
      const y = spec.y + r * spec.cellHeight;
      ctx.fillStyle = cell.fill ?? theme.panel;
      ctx.fillRect(x, y, spec.cellWidth, spec.cellHeight);
      ctx.strokeStyle = cell.outline ?? theme.panelBorder;
      ctx.lineWidth = cell.outline ? 3 : 1;
      ctx.strokeRect(x + 0.5, y + 0.5, spec.cellWidth - 1, spec.cellHeight - 1);
      if (cell.text) {
        drawLabel(ctx, cell.text, x + spec.cellWidth / 2, y + spec.cellHeight / 2, {
          align: 'center',
          size: spec.fontSize ?? theme.fontSize.small,
          color: cell.textColor ?? theme.text,
          strike: cell.strike ?? false,
          maxWidth: spec.cellWidth - 6,
        });
      }
    });
  });
  return { width: maxColumns * spec.cellWidth, height: spec.rows.length * spec.cellHeight };
}

export interface LegendItem {
  readonly color: string;
  readonly label: string;
}

/** Colour swatches with labels, laid out left to right and wrapped at maxWidth; returns the height used. */
export function drawLegend(ctx: CanvasRenderingContext2D, items: readonly LegendItem[], x: number, y: number, maxWidth: number): number {
  const swatch = 16;
  const lineHeight = 24;
  let cx = x;
  let cy = y;
  for (const item of items) {
    useFont(ctx, font(theme.fontSize.small));
    const width = swatch + 6 + textWidth(ctx, item.label) + 16;
    if (cx + width > x + maxWidth && cx > x) {
      cx = x;
      cy += lineHeight;
    }
    ctx.fillStyle = item.color;
    ctx.fillRect(cx, cy - swatch / 2, swatch, swatch);
    drawLabel(ctx, item.label, cx + swatch + 6, cy, { size: theme.fontSize.small, color: theme.mutedText });
    cx += width;
  }
  return cy - y + lineHeight;
}

/** A horizontal bar showing value out of max (armour, structure, odds). */
export function drawBar(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  width: number,
  height: number,
  value: number,
  max: number,
  color: string = theme.good,
): void {
  ctx.fillStyle = theme.destroyed;
  ctx.fillRect(x, y, width, height);
  const fraction = max > 0 ? Math.max(0, Math.min(1, value / max)) : 0;
  ctx.fillStyle = color;
  ctx.fillRect(x, y, Math.round(width * fraction), height);
  ctx.strokeStyle = theme.panelBorder;
  ctx.lineWidth = 1;
  ctx.strokeRect(x + 0.5, y + 0.5, width - 1, height - 1);
}

/** A flat-topped or pointy-topped hexagon path centred on (x, y). */
export function hexPath(ctx: CanvasRenderingContext2D, x: number, y: number, radius: number, pointyTop = true): void {
  ctx.beginPath();
  for (let i = 0; i < 6; i++) {
    const angle = (Math.PI / 180) * (60 * i + (pointyTop ? 30 : 0));
    const px = x + radius * Math.cos(angle);
    const py = y + radius * Math.sin(angle);
    if (i === 0) ctx.moveTo(px, py);
    else ctx.lineTo(px, py);
  }
  ctx.closePath();
}

/** A crossed-out mark for destroyed counters. */
export function drawCross(ctx: CanvasRenderingContext2D, x: number, y: number, size: number, color: string = theme.bad): void {
  ctx.strokeStyle = color;
  ctx.lineWidth = 3;
  ctx.beginPath();
  ctx.moveTo(x - size, y - size);
  ctx.lineTo(x + size, y + size);
  ctx.moveTo(x + size, y - size);
  ctx.lineTo(x - size, y + size);
  ctx.stroke();
}
