// The 40k vehicle card, decoded: size, armour boxes by facing, status badge colours, struck destroyed weapons.
import { describe, expect, test } from 'vitest';
import { theme } from '../../src/render/theme.js';
import { CARD_COLOURS, CARD_WIDTH, cardLayout, renderVehicleCard } from '../../src/render/wh40k.js';
import { createFromTemplate } from '../../src/systems/wh40k/templates.js';
import type { VehicleData, VehicleUnit } from '../../src/systems/wh40k/vehicle.js';
import { decodePng, hexToRgb } from '../helpers/png.js';

const unit = (name: string, data: VehicleData): VehicleUnit => ({ name, system: 'wh40k', owner: 'alice', schemaVersion: 1, data });

function expectColour(actual: [number, number, number, number], hex: string): void {
  const [r, g, b] = hexToRgb(hex);
  expect([actual[0], actual[1], actual[2]]).toEqual([r, g, b]);
}

const russ = createFromTemplate('leman-russ');
const damaged: VehicleData = {
  ...russ,
  weapons: russ.weapons.map((w, i) => (i === 1 ? { ...w, destroyed: true } : w)),
  status: { shaken: { since: 1 }, stunned: { since: 1 }, immobilised: true, destroyed: null },
  obscured: true,
  movement: { inches: 6, since: 1 },
  lastResults: ['Pen 2: Immobilised', 'Glance 5: Armament destroyed: Hull lascannon'],
};

describe('the vehicle card', () => {
  test('GIVEN an intact Rhino THEN the card is 1000 px wide with a READY badge and unlit armour boxes', async () => {
    const data = createFromTemplate('rhino');
    const png = await decodePng(renderVehicleCard(unit('Rhino', data)));
    const layout = cardLayout(data);
    expect([png.width, png.height]).toEqual([CARD_WIDTH, layout.height]);
    expect(layout.badges.map((b) => b.label)).toEqual(['READY']);
    const badge = layout.badges[0]!;
    expectColour(png.pixel(badge.x + 6, badge.y + badge.h / 2), CARD_COLOURS.ready);
    expectColour(png.pixel(layout.armour.front.x + 10, layout.armour.front.y + 5), CARD_COLOURS.armourBox);
  });

  test('GIVEN a shot on the front THEN the front armour box is lit and the side boxes are not', async () => {
    const data = createFromTemplate('rhino');
    const png = await decodePng(renderVehicleCard(unit('Rhino', data), { facing: 'front' }));
    const layout = cardLayout(data);
    expectColour(png.pixel(layout.armour.front.x + 10, layout.armour.front.y + 5), CARD_COLOURS.armourHighlight);
    expectColour(png.pixel(layout.armour.left.x + 10, layout.armour.left.y + 5), CARD_COLOURS.armourBox);
    expectColour(png.pixel(layout.armour.rear.x + 10, layout.armour.rear.y + 5), CARD_COLOURS.armourBox);
  });

  test('GIVEN a side hit THEN both side boxes are lit', async () => {
    const data = createFromTemplate('rhino');
    const png = await decodePng(renderVehicleCard(unit('Rhino', data), { facing: 'side' }));
    const layout = cardLayout(data);
    expectColour(png.pixel(layout.armour.left.x + 10, layout.armour.left.y + 5), CARD_COLOURS.armourHighlight);
    expectColour(png.pixel(layout.armour.right.x + 10, layout.armour.right.y + 5), CARD_COLOURS.armourHighlight);
  });

  test('GIVEN a stunned, shaken, immobilised, obscured Russ that moved THEN each badge has its colour', async () => {
    const png = await decodePng(renderVehicleCard(unit('Russ', damaged)));
    const layout = cardLayout(damaged);
    const expected: Array<[string, string]> = [
      ["STUNNED until end of controller's next turn", CARD_COLOURS.stunned],
      ["SHAKEN until end of controller's next turn", CARD_COLOURS.shaken],
      ['IMMOBILISED', CARD_COLOURS.immobilised],
      ['OBSCURED', CARD_COLOURS.position],
      ['MOVED 6"', CARD_COLOURS.moved],
    ];
    expect(layout.badges.map((b) => b.label)).toEqual(expected.map(([label]) => label));
    layout.badges.forEach((badge, i) => {
      expectColour(png.pixel(badge.x + 6, badge.y + badge.h / 2), expected[i]![1]);
    });
  });

  test('GIVEN a destroyed weapon THEN its row is dark and its name is struck through; intact rows are not', async () => {
    const png = await decodePng(renderVehicleCard(unit('Russ', damaged)));
    const layout = cardLayout(damaged);
    const [intact, lost] = [layout.weapons[0]!, layout.weapons[1]!];
    expect([intact.destroyed, lost.destroyed]).toEqual([false, true]);
    expectColour(png.pixel(lost.x + lost.w / 2, lost.y + 3), CARD_COLOURS.weaponDestroyed);
    expectColour(png.pixel(intact.x + intact.w / 2, intact.y + 3), CARD_COLOURS.weaponRow);
    // The strike is a muted line through the name: count muted pixels on the row's centre line.
    const strip = (row: { x: number; y: number; h: number }) => ({ x: row.x + 10, y: Math.round(row.y + row.h / 2 - 1), w: 100, h: 1 });
    expect(png.count(theme.mutedText, strip(lost), 40)).toBeGreaterThan(80);
    expect(png.count(theme.mutedText, strip(intact), 40)).toBeLessThan(20);
  });

  test('GIVEN a destroyed vehicle THEN the badge is red, the hull is darkened and crossed out', async () => {
    const data: VehicleData = {
      ...russ,
      status: { ...russ.status, destroyed: { kind: 'exploded', cause: 'x', distance: null, direction: null, radius: 4 } },
    };
    const png = await decodePng(renderVehicleCard(unit('Russ', data)));
    const layout = cardLayout(data);
    expect(layout.badges[0]!.label).toBe('DESTROYED: EXPLODED');
    expectColour(png.pixel(layout.badges[0]!.x + 6, layout.badges[0]!.y + 16), CARD_COLOURS.destroyed);
    expectColour(png.pixel(layout.hull.x + 40, layout.hull.y + layout.hull.h - 30), CARD_COLOURS.hullDestroyed);
    expect(png.count(theme.bad, layout.hull, 30)).toBeGreaterThan(300);
  });

  test.each([
    ['rhino', 'a tank: tracks at the corner', CARD_COLOURS.track],
    ['falcon', 'a skimmer: pointed, so the corner is background', theme.background],
    ['dreadnought', 'a walker: no hull at the top corner', theme.background],
  ])('GIVEN a %s (%s) THEN the silhouette differs', async (template, _what, corner) => {
    const data = createFromTemplate(template);
    const png = await decodePng(renderVehicleCard(unit(template, data)));
    const { hull } = cardLayout(data);
    expectColour(png.pixel(hull.x + 5, hull.y + 5), corner);
  });

  test('GIVEN an open-topped Trukk THEN the crew bay is open (background colour inside the hull)', async () => {
    const data = createFromTemplate('trukk');
    const png = await decodePng(renderVehicleCard(unit('Trukk', data)));
    const { hull } = cardLayout(data);
    expectColour(png.pixel(hull.x + hull.w / 2, hull.y + hull.h * 0.6), theme.background);
    expectColour(png.pixel(hull.x + hull.w / 2, hull.y + hull.h * 0.25), CARD_COLOURS.hull);
  });

  test('GIVEN a transport with embarked units and results THEN the card grows to fit them', () => {
    const rhino = createFromTemplate('rhino');
    const full: VehicleData = {
      ...rhino,
      transport: {
        capacity: 10,
        embarked: [
          { name: 'Tactical Squad', models: 5 },
          { name: 'Sergeant', models: 1 },
        ],
      },
      lastResults: ['a', 'b', 'c', 'd', 'e', 'f'],
    };
    expect(cardLayout(full).height).toBeGreaterThanOrEqual(cardLayout(rhino).height);
    expect(cardLayout(full).resultsY).toBeGreaterThan(cardLayout(rhino).resultsY);
  });
});
