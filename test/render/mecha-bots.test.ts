// The Mecha Bots chassis card, checked by decoding the PNG: size, cell fills, damage, Unpowered marks and the last shot.
import { describe, expect, test } from 'vitest';
import { fixedRng } from '../../src/dice/rng.js';
import { BOT_COLOURS, cellCentre, HEX_RADIUS, renderBot, WIDTH } from '../../src/render/mecha-bots.js';
import { theme } from '../../src/render/theme.js';
import type { CellName } from '../../src/systems/mecha-bots/chassis.js';
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
  test('GIVEN the sample Bot THEN the PNG is 1000 px wide and each cell shows its kind’s colour', async () => {
    const png = await render(botFromTemplate('sample'));
    expect(png.width).toBe(WIDTH);
    expect(png.height).toBeGreaterThan(900);
    expect(png.height).toBeLessThan(1200);
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
    // The arrow sits outside F6, against the direction of travel (0,+1) → up and to the left on the card.
    const f6 = cellCentre('F6');
    const arrow = { x: Math.round(f6.x - 0.866 * HEX_RADIUS * 1.3 - 5), y: Math.round(f6.y - 1.5 * HEX_RADIUS * 1.3 - 5) };
    expect(png.count(BOT_COLOURS.column, { ...arrow, w: 10, h: 10 }, 30)).toBeGreaterThan(10);
  });

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

  test('GIVEN the system’s renderUnit THEN it draws the Bot’s last shot by default', async () => {
    const data = damageColumn(botFromTemplate('scrapper'), 'F', 5, 3).data;
    const buffer = await mechaBots.renderUnit(unit('Card', data));
    expect(buffer.subarray(1, 4).toString()).toBe('PNG');
  });
});
