// The battlefield picture, checked by decoding the PNG: size, terrain fills, units and their facing, the line of sight.
import { describe, expect, test } from 'vitest';
import { blankBoard } from '../../src/battlefield/board.js';
import { lineOfSight } from '../../src/battlefield/los.js';
import { FIGURE_COLOUR, HEX_RADIUS, mapLayout, renderMap, SIGHT_COLOURS, TERRAIN_COLOURS } from '../../src/render/map.js';
import { hex, loadBoard, stitched } from '../battlefield/helpers.js';
import { decodePng, hexToRgb } from '../helpers/png.js';

type Png = Awaited<ReturnType<typeof decodePng>>;
const board = loadBoard('16x17 Coast 1');
const layout = mapLayout(board);

/** A hex's fill, read left of its centre where no number, level or line is drawn. */
function fillAt(png: Png, at: string): [number, number, number] {
  const { x, y } = layout.at(hex(at));
  return png.pixel(x - HEX_RADIUS * 0.6, y).slice(0, 3) as [number, number, number];
}

describe('the map picture', () => {
  test('GIVEN Coast 1 THEN each hex is filled by its terrain', async () => {
    const png = await decodePng(renderMap({ board, figures: [] }));
    expect([png.width, png.height]).toEqual([layout.width, layout.height]);
    expect(fillAt(png, '0101')).toEqual(hexToRgb(TERRAIN_COLOURS.deepWater));
    expect(fillAt(png, '0302')).toEqual(hexToRgb(TERRAIN_COLOURS.water));
    expect(fillAt(png, '0601')).toEqual(hexToRgb(TERRAIN_COLOURS.heavyWoods));
    expect(fillAt(png, '0402')).toEqual(hexToRgb(TERRAIN_COLOURS.lightWoods));
    expect(fillAt(png, '0702')).toEqual(hexToRgb(TERRAIN_COLOURS.building));
    expect(fillAt(png, '0902')).toEqual(hexToRgb(TERRAIN_COLOURS.pavement));
    expect(fillAt(png, '1206')).toEqual(hexToRgb(TERRAIN_COLOURS.clear));
  });

  test('GIVEN a unit THEN its marker sits on its hex and its pointer on the hexside it faces', async () => {
    const png = await decodePng(renderMap({ board, figures: [{ name: 'Atlas', hex: hex('1208'), facing: 2 }] }));
    const { x, y } = layout.at(hex('1208'));
    expect(png.pixel(x, y).slice(0, 3)).toEqual(hexToRgb(FIGURE_COLOUR));
    // Facing SE: the pointer runs out at 120° clockwise from north; NW stays the terrain.
    const angle = (2 * Math.PI) / 3;
    const out = HEX_RADIUS * 0.65;
    expect(png.pixel(x + Math.sin(angle) * out, y - Math.cos(angle) * out).slice(0, 3)).toEqual(hexToRgb(FIGURE_COLOUR));
    expect(png.pixel(x - Math.sin(angle) * out, y + Math.cos(angle) * out).slice(0, 3)).not.toEqual(hexToRgb(FIGURE_COLOUR));
  });

  test('GIVEN a line of sight THEN it is drawn between the centres, red where blocked', async () => {
    const clear = lineOfSight(board, { hex: hex('1206'), height: 1 }, { hex: hex('1209'), height: 1 });
    const open = await decodePng(renderMap({ board, figures: [], sight: { from: hex('1206'), to: hex('1209'), steps: clear.steps } }));
    const middle = layout.at(hex('1207'));
    const below = { x: middle.x, y: middle.y + (HEX_RADIUS * Math.sqrt(3)) / 2 - 4 };
    expect(open.count(SIGHT_COLOURS.clear, { x: Math.round(below.x) - 1, y: Math.round(below.y), w: 3, h: 1 })).toBeGreaterThan(0);
    const blocked = await decodePng(
      renderMap({
        board: blankBoard(16, 17),
        figures: [],
        sight: { from: hex('1206'), to: hex('1209'), steps: clear.steps, blockedAt: hex('1207') },
      }),
    );
    expect(blocked.count(SIGHT_COLOURS.blocked, { x: Math.round(below.x) - 1, y: Math.round(below.y), w: 3, h: 1 })).toBeGreaterThan(0);
    expect(blocked.count(SIGHT_COLOURS.clear, { x: Math.round(below.x) - 1, y: Math.round(below.y), w: 3, h: 1 })).toBe(0);
  });

  test('GIVEN a stitched 32×34 board THEN the picture holds all of it', async () => {
    const big = stitched();
    const png = await decodePng(renderMap({ board: big, figures: [] }));
    const bigLayout = mapLayout(big);
    expect([png.width, png.height]).toEqual([bigLayout.width, bigLayout.height]);
    const last = bigLayout.at(hex('3234'));
    expect(last.x + HEX_RADIUS).toBeLessThanOrEqual(png.width);
    expect(last.y + (HEX_RADIUS * Math.sqrt(3)) / 2).toBeLessThanOrEqual(png.height);
  });
});
