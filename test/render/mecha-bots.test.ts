// The Mecha Bots chassis card, checked by decoding the PNG: size, cell fills, damage, Unpowered marks and the last shot.
import { describe, expect, test } from 'vitest';
import { hexToPixel } from '../../src/battlefield/axial.js';
import { fixedRng } from '../../src/dice/rng.js';
import {
  BOT_COLOURS,
  COMPASS,
  cellCentre,
  columnBadge,
  HEX_RADIUS,
  locationLabel,
  renderBot,
  rollBadge,
  WIDTH,
} from '../../src/render/mecha-bots.js';
import { renderUnit } from '../../src/render/registry.js';
import { theme } from '../../src/render/theme.js';
import { ARCS, type CellName, locationCentre, OUTER_LOCATIONS } from '../../src/systems/mecha-bots/chassis.js';
import type { BotData } from '../../src/systems/mecha-bots/components.js';
import { damageColumn } from '../../src/systems/mecha-bots/damage.js';
import { mechaBots } from '../../src/systems/mecha-bots/index.js';
import { botFromTemplate } from '../../src/systems/mecha-bots/templates.js';
import { decodePng, hexToRgb } from '../helpers/png.js';
import { act, botOf, stateOf, unit } from '../systems/mecha-bots/helpers.js';

type Png = Awaited<ReturnType<typeof decodePng>>;

/** The fill of a cell, read left of its centre where no text, cross or outline is drawn. */
function fill(png: Png, cell: CellName): [number, number, number] {
  const { x, y } = cellCentre(cell);
  return png.pixel(x - HEX_RADIUS * 0.6, y).slice(0, 3) as [number, number, number];
}

function near(actual: readonly number[], colour: string, tolerance = 12): boolean {
  return hexToRgb(colour).every((channel, i) => Math.abs(channel - (actual[i] as number)) <= tolerance);
}

const render = async (data: BotData, highlight?: unknown) => decodePng(await renderBot(unit('Card', data), highlight));

describe('the chassis card', () => {
  test('GIVEN the sample Bot THEN the PNG is 1100 px wide and each cell shows its kind’s colour', async () => {
    const png = await render(botFromTemplate('sample'));
    expect(png.width).toBe(WIDTH);
    expect(WIDTH).toBe(1100);
    expect(png.height).toBeGreaterThan(1000);
    expect(png.height).toBeLessThan(1300);
    const expected: Array<[CellName, string]> = [
      ['F3', BOT_COLOURS.weapon],
      ['C2', BOT_COLOURS.sensor],
      ['F0', BOT_COLOURS.mobility],
      ['F1', BOT_COLOURS.armour],
      ['B1', BOT_COLOURS.boiler],
      ['C0', BOT_COLOURS.brain],
    ];
    for (const [cell, colour] of expected) expect(fill(png, cell), cell).toEqual(hexToRgb(colour));
  });

  test('GIVEN empty cells THEN they show the empty fill, and location borders are drawn in the text colour', async () => {
    const png = await render(botFromTemplate('scrapper'));
    expect(fill(png, 'FR3')).toEqual(hexToRgb(BOT_COLOURS.empty));
    // FR0's west edge faces FR5 (same location): thin. F2's east edge faces FR6 (another location): thick.
    const f2 = cellCentre('F2');
    const eastEdge = f2.x + HEX_RADIUS * Math.cos(Math.PI / 6);
    expect(png.count(theme.text, { x: Math.round(eastEdge) - 2, y: Math.round(f2.y) - 5, w: 4, h: 10 }, 20)).toBeGreaterThan(10);
  });

  test('GIVEN destroyed counters THEN they are dark and crossed in red', async () => {
    const data = damageColumn(botFromTemplate('scrapper'), 'F', 5, 3).data;
    const png = await render(data, null);
    for (const cell of ['F5', 'F4', 'C6'] as const) {
      expect(fill(png, cell), cell).toEqual(hexToRgb(BOT_COLOURS.destroyed));
      const { x, y } = cellCentre(cell);
      expect(png.count(theme.bad, { x: Math.round(x - 19), y: Math.round(y - 19), w: 5, h: 5 }, 40), cell).toBeGreaterThan(3);
    }
    expect(fill(png, 'F0')).toEqual(hexToRgb(BOT_COLOURS.sensor));
  });

  test('GIVEN an Unpowered counter THEN it carries the black U badge', async () => {
    const data = damageColumn(botFromTemplate('scrapper'), 'F', 5, 3).data;
    const withBadge: BotData = { ...data, cells: { ...data.cells, C1: { ...data.cells.C1!, unpowered: true } } };
    const png = await render(withBadge);
    const { x, y } = cellCentre('C1');
    expect(near(png.pixel(x - 7, y + HEX_RADIUS * 0.55), BOT_COLOURS.unpowered)).toBe(true);
    const plain = await render(data);
    expect(near(plain.pixel(x - 7, y + HEX_RADIUS * 0.55), BOT_COLOURS.weapon)).toBe(true);
  });

  test('GIVEN the last shot THEN its column is outlined, the cell that stopped it in red, with an arrow on the entry side', async () => {
    const state = stateOf(unit('Alpha', botFromTemplate('sample')), unit('Beta', botFromTemplate('scrapper'), 'bob'));
    const out = act(
      mechaBots.actions.shoot,
      state,
      { attacker: 'Alpha', target: 'Beta', weapon: 'Steam Cannon', arc: 'forward', range: 2, shift: 2, bearing: 'forward-right' },
      fixedRng([2, 2]),
    );
    const shot = botOf(out, 'Beta').lastShot;
    expect(shot).toMatchObject({ column: 4, stoppedAt: 'F6' });
    const png = await render(botOf(out, 'Beta'), out.show?.[0]?.highlight);
    const outline = (cell: CellName) => {
      const { x, y } = cellCentre(cell);
      return png.pixel(x - Math.cos(Math.PI / 6) * (HEX_RADIUS - 5), y);
    };
    expect(near(outline('F6'), BOT_COLOURS.stop, 30)).toBe(true);
    for (const cell of ['F0', 'F3', 'C1', 'C2', 'BR5', 'BR4'] as const)
      expect(near(outline(cell), BOT_COLOURS.column, 30), cell).toBe(true);
    expect(near(outline('F5'), BOT_COLOURS.column, 30)).toBe(false);
    // The entry arrow sits beyond column 4's badges, against the direction of travel (0,+1): up and to the left.
    const roll = rollBadge('F', 4);
    const arrow = { x: Math.round(roll.x - 0.5 * 40 - 5), y: Math.round(roll.y - 0.866 * 40 - 5) };
    expect(png.count(BOT_COLOURS.column, { ...arrow, w: 10, h: 10 }, 30)).toBeGreaterThan(10);
    // Column 4's badge is filled (the struck column), column 3's only ringed.
    expect(near(png.pixel(columnBadge('F', 4).x - 8, columnBadge('F', 4).y), BOT_COLOURS.column, 30)).toBe(true);
    expect(near(png.pixel(columnBadge('F', 3).x - 8, columnBadge('F', 3).y), theme.panel, 12)).toBe(true);
  });

  test('GIVEN no shot THEN the Forward face’s nine columns carry a number badge and a box with their 2d6 totals', async () => {
    const png = await render(botFromTemplate('scrapper'));
    for (let column = 1; column <= 9; column++) {
      const badge = columnBadge('F', column);
      const ring = png.count(BOT_COLOURS.column, { x: Math.round(badge.x - 15), y: Math.round(badge.y - 15), w: 30, h: 30 }, 30);
      expect(ring, `column ${column} ring`).toBeGreaterThan(40);
      const roll = rollBadge('F', column);
      const box = png.count(BOT_COLOURS.rollBox, { x: Math.round(roll.x - 11), y: Math.round(roll.y - 10), w: 22, h: 20 }, 12);
      expect(box, `column ${column} roll box`).toBeGreaterThan(100);
    }
    // No other face is numbered: where the Back face's badge for column 5 would be is bare background.
    const back = columnBadge('B', 5);
    expect(png.count(BOT_COLOURS.column, { x: Math.round(back.x - 15), y: Math.round(back.y - 15), w: 30, h: 30 }, 30)).toBe(0);
  });

  test('GIVEN a shot from the Back THEN the Back face is numbered instead', async () => {
    const data = damageColumn(botFromTemplate('scrapper'), 'B', 5, 1).data;
    const trace = {
      attacker: 'A',
      weapon: 'W',
      arc: 'B' as const,
      roll: 10,
      shift: 0,
      column: 5,
      damage: 1,
      path: [],
      stoppedAt: null,
      brainDestroyed: false,
      unpowered: [],
    };
    const png = await render(data, trace);
    const back = columnBadge('B', 5);
    expect(near(png.pixel(back.x - 8, back.y), BOT_COLOURS.column, 30)).toBe(true);
  });

  test('GIVEN the sample Bot THEN the arcs compass shows the gun’s F/FR/FL on the outer ring and the sensor’s FR/BR/FL inside', async () => {
    const png = await render(botFromTemplate('sample'));
    /** A point in the middle of ring `ring` (0 = outer) of two, in location's wedge. */
    const at = (location: 'F' | 'FR' | 'BR' | 'B' | 'BL' | 'FL', ring: number) => {
      const centre = hexToPixel(locationCentre(location));
      const angle = Math.atan2(centre.y, centre.x);
      const r = COMPASS.radius - ((COMPASS.radius - 14) / 2) * (ring + 0.5);
      return png.pixel(COMPASS.x + r * Math.cos(angle), COMPASS.y + r * Math.sin(angle));
    };
    for (const location of ['F', 'FR', 'FL'] as const) expect(near(at(location, 0), BOT_COLOURS.weapon), location).toBe(true);
    for (const location of ['BR', 'B', 'BL'] as const) expect(near(at(location, 0), BOT_COLOURS.weapon), location).toBe(false);
    for (const location of ['FR', 'BR', 'FL'] as const) expect(near(at(location, 1), BOT_COLOURS.sensor), location).toBe(true);
    for (const location of ['F', 'B', 'BL'] as const) expect(near(at(location, 1), BOT_COLOURS.sensor), location).toBe(false);
  });

  test('GIVEN any card THEN the legend shows the Unpowered badge, the red stop outline and the arrows', async () => {
    const png = await render(botFromTemplate('scrapper'));
    const band = { x: 0, y: png.height - 40, w: WIDTH, h: 40 };
    // Pure black is only ever the Unpowered badge; the stop outline and the exit arrow are the only red there.
    expect(png.count(BOT_COLOURS.unpowered, band, 4)).toBeGreaterThan(25);
    expect(png.count(BOT_COLOURS.stop, band, 20)).toBeGreaterThan(100);
    expect(png.count(BOT_COLOURS.column, band, 20)).toBeGreaterThan(40);
  });

  test('GIVEN a shot down any column of any face THEN neither arrow covers a location name', async () => {
    const base = botFromTemplate('scrapper');
    for (const arc of OUTER_LOCATIONS) {
      for (let column = 1; column <= 9; column++) {
        const cells = ARCS[arc].columns[column - 1] ?? [];
        const last = cells.at(-1) as CellName;
        const trace = {
          attacker: 'A',
          weapon: 'W',
          arc,
          roll: 7,
          shift: 0,
          column,
          damage: 9,
          path: [{ cell: last, outcome: 'skipped-empty' as const, before: 9, after: 9 }],
          stoppedAt: null,
          brainDestroyed: false,
          unpowered: [],
        };
        const png = await render(base, trace);
        for (const location of OUTER_LOCATIONS) {
          const label = locationLabel(location);
          // About the text's own width: 16 px bold is under 10 px a character.
          const width = label.text.length * 9;
          const left = label.align === 'center' ? label.x - width / 2 : label.align === 'left' ? label.x : label.x - width;
          const box = { x: Math.round(left), y: Math.round(label.y - 9), w: width, h: 18 };
          const marks = png.count(BOT_COLOURS.column, box, 30) + png.count(BOT_COLOURS.stop, box, 30);
          expect(marks, `${arc} column ${column} over ${location}`).toBe(0);
        }
      }
    }
  }, 60_000);

  test('GIVEN no shot THEN nothing is outlined', async () => {
    const png = await render(botFromTemplate('scrapper'));
    const { x, y } = cellCentre('F6');
    expect(near(png.pixel(x - Math.cos(Math.PI / 6) * (HEX_RADIUS - 5), y), BOT_COLOURS.column, 30)).toBe(false);
  });

  test('GIVEN a destroyed brain THEN the card says DESTROYED in red', async () => {
    const data = damageColumn(botFromTemplate('scrapper'), 'F', 5, 9).data;
    expect(data.destroyed).toBe(true);
    const png = await render(data);
    expect(png.count(theme.bad, { x: WIDTH - 200, y: 10, w: 190, h: 44 }, 20)).toBeGreaterThan(100);
    expect(fill(png, 'C0')).toEqual(hexToRgb(BOT_COLOURS.destroyed));
  });

  test('GIVEN the render registry’s renderUnit THEN it draws the Bot’s last shot by default', async () => {
    const data = damageColumn(botFromTemplate('scrapper'), 'F', 5, 3).data;
    const buffer = renderUnit('mecha-bots', unit('Card', data));
    expect(buffer.subarray(1, 4).toString()).toBe('PNG');
  });
});
