import { describe, expect, test } from 'vitest';
import { personLayout, renderSlavedArmour, SA_COLORS, saLayout } from '../../src/render/slaved-armour.js';
import { theme } from '../../src/render/theme.js';
import { createFromTemplate } from '../../src/systems/slaved-armour/templates.js';
import type { PersonData, SaData, SaUnitData } from '../../src/systems/slaved-armour/unit.js';
import type { UnitRecord } from '../../src/systems/types.js';
import { decodePng, hexToRgb } from '../helpers/png.js';

const record = (name: string, data: SaUnitData): UnitRecord<SaUnitData> => ({
  name,
  system: 'slaved-armour',
  owner: 'u',
  schemaVersion: 1,
  data,
});

function damagedBastion(): SaData {
  const b = createFromTemplate('bastion') as SaData;
  return {
    ...b,
    rows: b.rows.map((row, r) => row.map((m, c) => (r === 2 && c <= 2 ? { ...m, destroyed: true } : m))),
    fires: [{ kind: 'explosive', row: 2, col: 2, module: 'Magazine' }],
    weapons: b.weapons.map((w, i) => (i === 0 ? { ...w, shotsLeft: 0 } : w)),
  };
}

const near = (pixel: number[], color: string, tolerance = 6) => {
  const [r, g, b] = hexToRgb(color);
  return (
    Math.abs((pixel[0] ?? 0) - r) <= tolerance && Math.abs((pixel[1] ?? 0) - g) <= tolerance && Math.abs((pixel[2] ?? 0) - b) <= tolerance
  );
};

describe('SA sheet', () => {
  const data = damagedBastion();
  const layout = saLayout(data);
  const png = () => decodePng(renderSlavedArmour(record('Bastion', data), { rows: [2] }) as Buffer);

  test('GIVEN an SA THEN a PNG 1000 px wide, tall enough for six rows, weapons and legend', async () => {
    const image = await png();
    expect([image.width, image.height]).toEqual([1000, layout.height]);
    expect(image.height).toBeGreaterThan(6 * 60);
  });

  test('GIVEN a destroyed module THEN its cell is the destroyed colour; an intact one the panel colour', async () => {
    const image = await png();
    const gone = layout.cell(2, 1);
    const intact = layout.cell(0, 1);
    expect(near(image.pixel(gone.x + gone.w - 8, gone.y + gone.h - 8), SA_COLORS.destroyed)).toBe(true);
    expect(near(image.pixel(intact.x + intact.w - 8, intact.y + intact.h - 8), SA_COLORS.intact)).toBe(true);
  });

  test('GIVEN a row hit this phase THEN its row label is highlighted and the others are not', async () => {
    const image = await png();
    const hit = layout.rowLabel(2);
    const quiet = layout.rowLabel(4);
    expect(near(image.pixel(hit.x + 4, hit.y + 6), SA_COLORS.highlight)).toBe(true);
    expect(near(image.pixel(quiet.x + 4, quiet.y + 6), theme.panel)).toBe(true);
  });

  test('GIVEN critical and explosive modules THEN their left-edge marks are drawn, even once destroyed', async () => {
    const image = await png();
    const cockpit = layout.cell(1, 2);
    const magazine = layout.cell(2, 2);
    expect(near(image.pixel(cockpit.x + 4, cockpit.y + 30), SA_COLORS.critical)).toBe(true);
    expect(near(image.pixel(magazine.x + 4, magazine.y + 30), SA_COLORS.explosive)).toBe(true);
  });

  test('GIVEN a fire THEN a flame is drawn in its cell’s corner', async () => {
    const image = await png();
    const magazine = layout.cell(2, 2);
    expect(image.count(SA_COLORS.fire, { x: magazine.x + magazine.w - 30, y: magazine.y + 4, w: 28, h: 30 })).toBeGreaterThan(100);
    const clear = layout.cell(0, 2);
    expect(image.count(SA_COLORS.fire, { x: clear.x + clear.w - 30, y: clear.y + 4, w: 28, h: 30 })).toBe(0);
  });

  test('GIVEN magazines THEN full pips are green and an empty magazine shows an empty pip', async () => {
    const image = await png();
    const empty = layout.pip(0, 0);
    const full = layout.pip(1, 0);
    const emptyPip = image.pixel(empty.x, empty.y);
    const fullPip = image.pixel(full.x, full.y);
    expect(near(emptyPip, theme.destroyed)).toBe(true);
    expect(near(fullPip, theme.good)).toBe(true);
  });

  test('GIVEN no highlight THEN no row label is highlighted', async () => {
    const image = await decodePng(renderSlavedArmour(record('Bastion', data)) as Buffer);
    const label = layout.rowLabel(2);
    expect(near(image.pixel(label.x + 4, label.y + 6), theme.panel)).toBe(true);
  });
});

describe('personnel card', () => {
  const bear: PersonData = { ...(createFromTemplate('bear') as PersonData), damage: 7, condition: 'light-wound', str: 9 };
  const layout = personLayout(bear);

  test('GIVEN Bear579A THEN the track has 10 boxes, filled up to the damage taken', async () => {
    const image = await decodePng(renderSlavedArmour(record('Bruin', bear)) as Buffer);
    expect([image.width, image.height]).toEqual([1000, layout.height]);
    expect(layout.boxes).toBe(10);
    const taken = layout.box(6);
    const clear = layout.box(7);
    expect(near(image.pixel(taken.x + 6, taken.y + 8), SA_COLORS.damage)).toBe(true);
    expect(near(image.pixel(clear.x + 6, clear.y + 8), SA_COLORS.track)).toBe(true);
  });

  test('GIVEN the thresholds THEN the Death box is outlined in the death colour', async () => {
    const image = await decodePng(renderSlavedArmour(record('Bruin', bear)) as Buffer);
    const death = layout.box(9);
    expect(near(image.pixel(death.x + 2, death.y + 20), theme.bad)).toBe(true);
  });

  test('GIVEN STR 9 of 18 THEN the STR bar is half filled', async () => {
    const image = await decodePng(renderSlavedArmour(record('Bruin', bear)) as Buffer);
    const bar = layout.strBar;
    expect(near(image.pixel(bar.x + bar.w * 0.25, bar.y + bar.h / 2), theme.good)).toBe(true);
    expect(near(image.pixel(bar.x + bar.w * 0.75, bar.y + bar.h / 2), theme.destroyed)).toBe(true);
  });
});

describe('placed Hit and Damage Dice', () => {
  const hound = createFromTemplate('hound') as SaData;
  const placed = {
    hits: [
      { target: 'hound', source: "Kestrel's Rocket launcher", hits: 3, dice: 1 },
      { target: 'pvt', source: "Kestrel's Machine gun", hits: 1, dice: 5 },
      { target: 'hound', source: "Kestrel's Fists", hits: 1, dice: 3 },
    ],
  };
  const die = (image: Awaited<ReturnType<typeof decodePng>>, rect: { x: number; y: number; w: number; h: number }) =>
    image.count(SA_COLORS.placed, { x: rect.x + 4, y: rect.y + 4, w: rect.w - 8, h: rect.h - 8 }, 4);

  test('GIVEN two entries placed on an SA THEN a die is drawn per Hit Die, entry by entry, and the rest of the sheet moves down', async () => {
    const layout = saLayout(hound, 2);
    const image = await decodePng(renderSlavedArmour(record('Hound', hound), undefined, placed) as Buffer);
    expect(image.height).toBe(layout.height);
    expect(layout.height).toBeGreaterThan(saLayout(hound).height);
    const full = (layout.placedDie(0, 0).w - 8) ** 2;
    // #1 3 Hit Dice, #2 1 Hit Die: the person's entry is not on this sheet.
    expect([0, 1, 2, 3].map((d) => die(image, layout.placedDie(0, d)))).toEqual([full, full, full, 0]);
    expect([0, 1].map((d) => die(image, layout.placedDie(1, d)))).toEqual([full, 0]);
    expect(die(image, layout.placedDie(2, 0))).toBe(0);
    // Nothing of the placed colour elsewhere: the magazine pips, the grid and the legend are other colours.
    expect(image.count(SA_COLORS.placed, undefined, 4)).toBeGreaterThanOrEqual(4 * full);
    expect(image.count(SA_COLORS.placed, { x: 0, y: 0, w: 1000, h: layout.placedY }, 4)).toBe(0);
  });

  test('GIVEN nothing placed on it THEN no dice and the usual layout', async () => {
    const image = await decodePng(renderSlavedArmour(record('Other', hound), undefined, placed) as Buffer);
    expect(image.height).toBe(saLayout(hound).height);
    expect(image.count(SA_COLORS.placed, undefined, 4)).toBe(0);
  });

  test('GIVEN Damage Dice placed on a person THEN its card draws one die per Damage Die', async () => {
    const pvt = createFromTemplate('soldier') as PersonData;
    const layout = personLayout(pvt, 1);
    const image = await decodePng(renderSlavedArmour(record('Pvt', pvt), undefined, placed) as Buffer);
    expect(image.height).toBe(layout.height);
    const full = (layout.placedDie(0, 0).w - 8) ** 2;
    expect([0, 1, 2, 3, 4, 5].map((d) => die(image, layout.placedDie(0, d)))).toEqual([full, full, full, full, full, 0]);
  });
});
