// The shared render primitives, checked by decoding the PNGs they produce.
import { existsSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import {
  createSurface,
  drawBar,
  drawCross,
  drawGrid,
  drawLabel,
  drawLegend,
  fitText,
  font,
  hexPath,
  textWidth,
  useFont,
} from '../../src/render/canvas.js';
import { theme } from '../../src/render/theme.js';
import { decodePng, hexToRgb } from '../helpers/png.js';

describe('render primitives', () => {
  test('GIVEN a surface THEN the PNG has its size and the theme background', async () => {
    const png = await decodePng(createSurface(320, 200).toPng());
    expect([png.width, png.height]).toEqual([320, 200]);
    expect(png.pixel(5, 5).slice(0, 3)).toEqual(hexToRgb(theme.background));
    expect(png.pixel(319, 199).slice(0, 3)).toEqual(hexToRgb(theme.background));
  });

  test('GIVEN a surface THEN its PNG is truecolour without alpha, which encodes about twice as fast', () => {
    const png = createSurface(20, 20).toPng();
    // IHDR: bit depth at byte 24, colour type at byte 25 (2 = RGB, 6 = RGBA).
    expect([png[24], png[25]]).toEqual([8, 2]);
  });

  test('GIVEN a grid THEN each cell is filled with its colour at its position', async () => {
    const surface = createSurface(300, 100);
    const size = drawGrid(surface.ctx, {
      x: 10,
      y: 10,
      cellWidth: 60,
      cellHeight: 40,
      rows: [[{ fill: theme.good }, { fill: theme.bad, text: 'X', strike: true }, { fill: theme.destroyed }], [{ fill: theme.warn }]],
    });
    expect(size).toEqual({ width: 180, height: 80 });
    const png = await decodePng(surface.toPng());
    expect(png.pixel(15, 15).slice(0, 3)).toEqual(hexToRgb(theme.good));
    expect(png.pixel(75, 15).slice(0, 3)).toEqual(hexToRgb(theme.bad));
    expect(png.pixel(135, 15).slice(0, 3)).toEqual(hexToRgb(theme.destroyed));
    expect(png.pixel(15, 55).slice(0, 3)).toEqual(hexToRgb(theme.warn));
    // The second row has one cell: the rest stays background.
    expect(png.pixel(80, 70).slice(0, 3)).toEqual(hexToRgb(theme.background));
  });

  test('GIVEN a label THEN text pixels are drawn in its colour from the shipped font', async () => {
    expect(existsSync(new URL('../../assets/fonts/DejaVuSans.ttf', import.meta.url))).toBe(true);
    const surface = createSurface(200, 60);
    const width = drawLabel(surface.ctx, 'SALVO', 10, 30, { size: 28, color: '#ffffff', bold: true });
    expect(width).toBeGreaterThan(60);
    const png = await decodePng(surface.toPng());
    expect(png.count('#ffffff', { x: 10, y: 10, w: Math.ceil(width), h: 40 }, 10)).toBeGreaterThan(100);
    expect(png.count('#ffffff', { x: 150, y: 0, w: 50, h: 60 }, 10)).toBe(0);
  });

  test('GIVEN a bar at 3 of 4 THEN three quarters are filled', async () => {
    const surface = createSurface(120, 30);
    drawBar(surface.ctx, 10, 5, 100, 20, 3, 4, theme.good);
    const png = await decodePng(surface.toPng());
    expect(png.pixel(50, 15).slice(0, 3)).toEqual(hexToRgb(theme.good));
    expect(png.pixel(95, 15).slice(0, 3)).toEqual(hexToRgb(theme.destroyed));
  });

  test('GIVEN a legend THEN each swatch carries its colour', async () => {
    const surface = createSurface(400, 60);
    const height = drawLegend(
      surface.ctx,
      [
        { color: '#ff0000', label: 'Weapon' },
        { color: '#00ff00', label: 'Sensor' },
      ],
      10,
      20,
      380,
    );
    expect(height).toBe(24);
    const png = await decodePng(surface.toPng());
    expect(png.pixel(15, 20).slice(0, 3)).toEqual([255, 0, 0]);
    // The second swatch sits at a fractional x, so its edge columns blend: at least 15 of its 16 columns are pure.
    expect(png.count('#00ff00', { x: 0, y: 10, w: 400, h: 20 }, 0)).toBeGreaterThanOrEqual(240);
    expect(png.count('#00ff00', { x: 0, y: 10, w: 400, h: 20 }, 0)).toBeLessThanOrEqual(256);
  });

  test('GIVEN a hexagon and a cross THEN the hex interior is filled and the cross crosses its centre', async () => {
    const surface = createSurface(100, 100);
    hexPath(surface.ctx, 50, 50, 40);
    surface.ctx.fillStyle = '#0000ff';
    surface.ctx.fill();
    drawCross(surface.ctx, 50, 50, 20, '#ff0000');
    const png = await decodePng(surface.toPng());
    expect(png.pixel(50, 50).slice(0, 3)).toEqual([255, 0, 0]);
    expect(png.pixel(50, 20).slice(0, 3)).toEqual([0, 0, 255]);
    expect(png.pixel(2, 2).slice(0, 3)).toEqual(hexToRgb(theme.background));
  });

  test('GIVEN text wider than the room THEN fitText keeps the longest prefix that fits, with an ellipsis; short text is untouched', () => {
    const { ctx } = createSurface(10, 10);
    ctx.font = font(16);
    expect(fitText(ctx, 'Medium Laser', 400)).toBe('Medium Laser');
    const pasted = 'Gauss Rifle '.repeat(8000);
    const fitted = fitText(ctx, pasted, 200);
    expect(fitted.endsWith('…')).toBe(true);
    expect(ctx.measureText(fitted).width).toBeLessThanOrEqual(200);
    // One more character would not have fitted.
    const longer = `${pasted.slice(0, fitted.length)}…`;
    expect(ctx.measureText(longer).width).toBeGreaterThan(200);
  });

  test('GIVEN the width cache THEN it agrees with a fresh measurement for every font and text, even as the font changes', () => {
    const cached = createSurface(10, 10).ctx;
    const fresh = createSurface(10, 10).ctx;
    const fonts = [font(14), font(14, { mono: true }), font(14, { bold: true }), font(18, { bold: true }), font(28, { bold: true })];
    const texts = ['1', 'W', 'Medium Laser', 'Medium Laser (20)', 'A 9/9', '—', 'Hunchback HBK-4G · 50 t', 'x'.repeat(300)];
    // Twice over, so the second pass reads what the first stored, with the font switching under each text.
    for (let pass = 0; pass < 2; pass++) {
      for (const text of texts) {
        for (const spec of fonts) {
          useFont(cached, spec);
          fresh.font = spec;
          expect(textWidth(cached, text)).toBe(fresh.measureText(text).width);
        }
      }
    }
    useFont(cached, font(14));
    const small = textWidth(cached, 'Medium Laser');
    useFont(cached, font(28));
    expect(textWidth(cached, 'Medium Laser')).toBeGreaterThan(small * 1.5);
  });

  test('GIVEN useFont with the font already set or a new one THEN the context ends in that font', () => {
    const { ctx } = createSurface(10, 10);
    useFont(ctx, font(18, { bold: true }));
    useFont(ctx, font(18, { bold: true }));
    expect(ctx.font).toBe(font(18, { bold: true }));
    useFont(ctx, font(14, { mono: true }));
    expect(ctx.font).toBe(font(14, { mono: true }));
  });
});
