// The BattleTech record sheet, decoded: size, destroyed and intact locations, struck crit slots, pilot track and heat.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { fixedRng } from '../../src/dice/rng.js';
import {
  ARMOUR_BOXES,
  CRIT_BLOCKS,
  constructionNotes,
  critRow,
  damageText,
  HEAT_BAR,
  HEAT_NUMBERS_Y,
  MIN_TEXT,
  PHONE_WIDTH,
  PILOT_TRACK,
  PSR_BOX,
  phonePages,
  psrLayout,
  renderPhonePages,
  renderRecordSheet,
  SHEET_HEIGHT,
  SHEET_WIDTH,
  slotText,
  TEXT_SIZES,
  WEAPON_COLUMNS,
  WEAPON_TABLE,
  WIDE,
  weaponCell,
  weaponCells,
  weaponRow,
} from '../../src/render/battletech.js';
import { createSurface, fittingSize, font, textWidth, useFont } from '../../src/render/canvas.js';
import { theme } from '../../src/render/theme.js';
import { weaponLabels } from '../../src/systems/battletech/attack.js';
import { newJournal, openCtx } from '../../src/systems/battletech/context.js';
import { applyDamage, hitSlot } from '../../src/systems/battletech/damage.js';
import { CATALOG } from '../../src/systems/battletech/equipment.js';
import { importMech, mechFromTemplate } from '../../src/systems/battletech/import.js';
import type { LocationId } from '../../src/systems/battletech/locations.js';
import { DEFAULT_CONFIG, type Equipment, type MechData } from '../../src/systems/battletech/types.js';
import { decodePng, hexToRgb } from '../helpers/png.js';

const unit = (data: MechData) => ({ name: 'Hunch', system: 'battletech' as const, owner: 't', schemaVersion: 1, data });

async function damagedSheet() {
  const ctx = openCtx(newJournal(fixedRng([1, 1, 1, 1, 2, 1, 3, 2]), DEFAULT_CONFIG), 'Hunch', mechFromTemplate('hunchback'));
  applyDamage(ctx, 'LA', 24);
  hitSlot(ctx, 'CT', 3);
  ctx.mech.heat = 12;
  applyDamage(ctx, 'HD', 2);
  return decodePng(renderRecordSheet(unit(ctx.mech), { locations: ['CT'] }));
}

describe('GIVEN a fresh Hunchback', () => {
  test('GIVEN it is drawn THEN the sheet is phone-readable size and every location box is an intact panel', async () => {
    const png = await decodePng(renderRecordSheet(unit(mechFromTemplate('hunchback'))));
    expect([png.width, png.height]).toEqual([SHEET_WIDTH, SHEET_HEIGHT]);
    expect(png.width).toBeGreaterThanOrEqual(800);
    expect(png.width).toBeLessThanOrEqual(1200);
    for (const box of Object.values(ARMOUR_BOXES)) {
      expect(png.pixel(box.x + box.w - 4, box.y + box.h - 4).slice(0, 3)).toEqual(hexToRgb(theme.panel));
    }
  });

  test('GIVEN full armour THEN each armour bar is filled to the end', async () => {
    const png = await decodePng(renderRecordSheet(unit(mechFromTemplate('hunchback'))));
    const ct = ARMOUR_BOXES.CT;
    expect(png.pixel(ct.x + ct.w - 12, ct.y + 36 + 15).slice(0, 3)).toEqual(hexToRgb(theme.palette[0]));
  });
});

describe('GIVEN a damaged Hunchback', () => {
  test('GIVEN the left arm destroyed THEN its box is the destroyed colour with a red cross', async () => {
    const png = await damagedSheet();
    const la = ARMOUR_BOXES.LA;
    expect(png.pixel(la.x + 4, la.y + 30).slice(0, 3)).toEqual(hexToRgb(theme.destroyed));
    expect(png.count(theme.bad, { x: la.x, y: la.y, w: la.w, h: la.h })).toBeGreaterThan(100);
  });

  test('GIVEN the CT highlighted THEN its outline is the highlight colour', async () => {
    const png = await damagedSheet();
    const ct = ARMOUR_BOXES.CT;
    expect(png.pixel(ct.x + 1, ct.y + ct.h / 2).slice(0, 3)).toEqual(hexToRgb(theme.highlight));
    expect(png.pixel(ARMOUR_BOXES.RT.x, ARMOUR_BOXES.RT.y + 40).slice(0, 3)).toEqual(hexToRgb(theme.panelBorder));
  });

  test('GIVEN the gyro slot hit THEN its row is struck through in red and the row above is not', async () => {
    const png = await damagedSheet();
    expect(png.count(theme.bad, critRow('CT', 3))).toBeGreaterThan(40);
    expect(png.count(theme.bad, critRow('CT', 2))).toBe(0);
  });

  test('GIVEN a destroyed location THEN its crit header is the destroyed colour', async () => {
    const png = await damagedSheet();
    const block = CRIT_BLOCKS.LA;
    expect(png.pixel(block.x + block.w - 4, block.y + 4).slice(0, 3)).toEqual(hexToRgb(theme.destroyed));
    expect(png.pixel(CRIT_BLOCKS.RA.x + CRIT_BLOCKS.RA.w - 4, CRIT_BLOCKS.RA.y + 4).slice(0, 3)).toEqual(hexToRgb(theme.accent));
  });

  test('GIVEN one pilot hit THEN the first track box is filled red and the second is not', async () => {
    const png = await damagedSheet();
    expect(png.pixel(PILOT_TRACK.x + 3, PILOT_TRACK.y + 3).slice(0, 3)).toEqual(hexToRgb(theme.bad));
    expect(png.pixel(PILOT_TRACK.x + 46 + 3, PILOT_TRACK.y + 3).slice(0, 3)).toEqual(hexToRgb(theme.panel));
  });

  test('GIVEN heat 12 THEN the heat bar is warning-coloured up to 12/30 of its width', async () => {
    const png = await damagedSheet();
    expect(png.pixel(HEAT_BAR.x + 10, HEAT_BAR.y + 11).slice(0, 3)).toEqual(hexToRgb(theme.warn));
    expect(png.pixel(HEAT_BAR.x + HEAT_BAR.w - 10, HEAT_BAR.y + 11).slice(0, 3)).toEqual(hexToRgb(theme.destroyed));
  });
});

const CORPUS = fileURLToPath(new URL('../fixtures/battletech/corpus/', import.meta.url));
const corpus = () =>
  readdirSync(CORPUS)
    .filter((f) => f.endsWith('.mtf'))
    .map((f) => importMech(f, readFileSync(`${CORPUS}${f}`, 'utf8')).data);

describe('GIVEN the weapons table', () => {
  test('GIVEN a Hunchback THEN each weapon row gives name, location, damage, heat, minimum and S/M/L ranges, ammo left', () => {
    const m = mechFromTemplate('hunchback');
    const rows = weaponLabels(m).map(({ label, item }, i) => weaponCells(m, i + 1, label, item));
    expect(rows).toEqual([
      ['1. Small Laser', 'HD', '3', '1', '—', '1', '2', '3', '—'],
      ['2. AC/20', 'RT', '20', '7', '—', '3', '6', '9', '10'],
      ['3. Medium Laser', 'LA', '5', '3', '—', '3', '6', '9', '—'],
      ['4. Medium Laser', 'RA', '5', '3', '—', '3', '6', '9', '—'],
    ]);
  });

  test('GIVEN missiles, an Ultra AC and an LB-X THEN damage reads per missile with the rack, x2 shots, C for cluster', () => {
    const m = corpus().find((x) => x.chassis.startsWith('Daishi'))!;
    const cells = weaponLabels(m).map(({ label, item }, i) => weaponCells(m, i + 1, label, item).slice(1));
    expect(cells[0]).toEqual(['LT', '1/msl ×10', '4', '—', '7', '14', '21', '12']);
    expect(cells[3]?.slice(1, 3)).toEqual(['5 ×2', '1']);
    const lbx = corpus()
      .flatMap((x) => x.equipment)
      .find((e) => e.weapon?.attack === 'lbx');
    expect(lbx && damageText(lbx)).toMatch(/^\d+ \(C\d+\)$/);
  });

  test('GIVEN the sheet THEN the header row is drawn in the accent colour, rows striped, text in the first row', async () => {
    const png = await decodePng(renderRecordSheet(unit(mechFromTemplate('hunchback'))));
    expect([png.width, png.height]).toEqual([SHEET_WIDTH, SHEET_HEIGHT]);
    expect(png.pixel(WEAPON_TABLE.x + 2, WEAPON_TABLE.y + 2).slice(0, 3)).toEqual(hexToRgb(theme.accent));
    const second = weaponRow(1);
    expect(png.pixel(second.x + second.w - 3, second.y + 3).slice(0, 3)).toEqual(hexToRgb(theme.panel));
    expect(png.count(theme.text, weaponRow(0), 40)).toBeGreaterThan(30);
    expect(png.count(theme.text, weaponRow(5), 40)).toBe(0);
  });

  test('GIVEN a weapon destroyed THEN its row is muted, not in the text colour', async () => {
    const ctx = openCtx(newJournal(fixedRng([]), DEFAULT_CONFIG), 'Hunch', mechFromTemplate('hunchback'));
    ctx.mech.equipment.find((e) => e.name === 'AC/20')!.hit = true;
    const png = await decodePng(renderRecordSheet(unit(ctx.mech)));
    expect(png.count(theme.text, weaponRow(1), 10)).toBe(0);
    expect(png.count(theme.mutedText, weaponRow(1), 10)).toBeGreaterThan(30);
  });
});

describe('GIVEN the heat scale', () => {
  test('GIVEN heat 12 THEN the numbers 0 to 30 sit under the bar and the heat is written in it', async () => {
    const png = await damagedSheet();
    for (const n of [0, 5, 10, 15, 20, 25, 30]) {
      const x = HEAT_BAR.x + Math.round((HEAT_BAR.w * n) / 30);
      expect(png.count(theme.mutedText, { x: x - 8, y: HEAT_NUMBERS_Y - 6, w: 16, h: 12 }, 60), `${n}`).toBeGreaterThan(3);
    }
    const end = HEAT_BAR.x + Math.round((HEAT_BAR.w * 12) / 30);
    expect(png.count(theme.destroyed, { x: end - 24, y: HEAT_BAR.y + 4, w: 22, h: HEAT_BAR.h - 8 }, 30)).toBeGreaterThan(10);
  });
});

describe('GIVEN text that used to be cut', () => {
  const measure = () => createSurface(10, 10).ctx;

  test('GIVEN two long PSRs due THEN both reasons are on the sheet whole, every line inside the PSR box', async () => {
    const m = mechFromTemplate('hunchback');
    m.pendingPsrs = [
      { reason: 'left lower leg actuator destroyed', modifier: 0, automatic: false },
      { reason: 'right hip actuator destroyed', modifier: 0, automatic: false },
    ];
    const ctx = measure();
    const { lines, size } = psrLayout(ctx, m);
    expect(lines.join(' ')).toBe('PSR due (2): left lower leg actuator destroyed; right hip actuator destroyed');
    expect(size).toBeGreaterThanOrEqual(MIN_TEXT);
    useFont(ctx, font(size));
    for (const line of lines) expect(textWidth(ctx, line)).toBeLessThanOrEqual(PSR_BOX.w);
    expect(lines.length * (size + 3)).toBeLessThanOrEqual(PSR_BOX.h);
    const png = await decodePng(renderRecordSheet(unit(m)));
    const lineBox = (i: number) => ({ x: PSR_BOX.x, y: PSR_BOX.y + i * (size + 3), w: PSR_BOX.w, h: size + 3 });
    for (let i = 0; i < lines.length; i++) expect(png.count(theme.warn, lineBox(i), 40)).toBeGreaterThan(20);
  });

  test('GIVEN every weapon and ammunition Salvo knows THEN its crit slot (a full bin) and weapons-table name (10. … #1) fit', () => {
    const ctx = measure();
    const misfits: string[] = [];
    const fits = (text: string, width: number) => {
      useFont(ctx, font(fittingSize(ctx, text, width, theme.fontSize.small, MIN_TEXT)));
      return textWidth(ctx, text) <= width;
    };
    const m = mechFromTemplate('hunchback');
    for (const item of CATALOG) {
      if (item.kind !== 'weapon' && item.kind !== 'ammo') continue;
      const ammo =
        item.kind === 'ammo'
          ? {
              ammoType: item.ammoType,
              damagePerShot: 1,
              shotsPerTon: item.shotsPerTon,
              shotsPerTurn: 1,
              explosive: true,
              shotsLeft: item.shotsPerTon,
            }
          : undefined;
      const equipment: Equipment = {
        id: 0,
        key: item.key,
        name: item.name,
        kind: item.kind,
        locations: ['LA'],
        rear: false,
        slots: 1,
        hit: false,
        ...(item.kind === 'weapon' ? { weapon: item.weapon } : {}),
        ...(ammo ? { ammo } : {}),
      };
      const mech = { ...m, equipment: [equipment] };
      const slot = slotText(mech, { kind: 'equipment', name: item.name, equipment: 0, hittable: true, hit: false, destroyed: false });
      if (!fits(slot, critRow('LA', 0).w - 30)) misfits.push(slot);
      const cell = weaponCells(mech, 10, `${item.name} [LA] #1`, equipment)[0]!;
      if (item.kind === 'weapon' && !fits(cell, WEAPON_COLUMNS[0]![1] - 6)) misfits.push(cell);
    }
    expect(misfits).toEqual([]);
  });

  const [phoneFront, phoneCrits] = phonePages(22);
  test.each([
    ['wide sheet', critRow('LA', 0).w, WIDE.weapons!],
    ['phone pages', critRow('LA', 0, phoneCrits).w, phoneFront.weapons!],
  ] as const)(
    'GIVEN every corpus Mech on the %s THEN every crit slot and weapon cell fits its space at the smallest size or larger',
    (_, critW, table) => {
      const ctx = measure();
      const misfits: string[] = [];
      for (const m of corpus()) {
        for (const [loc, state] of Object.entries(m.locations) as [LocationId, MechData['locations'][LocationId]][]) {
          for (const slot of state.slots) {
            const text = slotText(m, slot);
            const width = critW - 30;
            const size = fittingSize(ctx, text, width, theme.fontSize.small, MIN_TEXT);
            useFont(ctx, font(size));
            if (textWidth(ctx, text) > width) misfits.push(`${m.chassis} ${loc}: ${text}`);
          }
        }
        for (const [i, { label, item }] of weaponLabels(m).entries()) {
          weaponCells(m, i + 1, label, item).forEach((cell, k) => {
            const width = weaponCell(table, weaponRow(0, table), k).w - 6;
            const size = fittingSize(ctx, cell, width, theme.fontSize.small, MIN_TEXT, { mono: k > 0 });
            useFont(ctx, font(size, { mono: k > 0 }));
            if (textWidth(ctx, cell) > width) misfits.push(`${m.chassis} weapon: ${cell}`);
          });
        }
      }
      expect(misfits).toEqual([]);
    },
  );
});

describe('GIVEN TechManual construction', () => {
  test('GIVEN commercial armour, Endo-Composite, a command console and a heavy-duty gyro THEN the header names them and the sheet draws', async () => {
    const m = importMech(
      'w.mtf',
      readFileSync(fileURLToPath(new URL('../fixtures/battletech/Wolverine TM Equipment.mtf', import.meta.url)), 'utf8'),
    ).data;
    expect(constructionNotes(m)).toEqual(['Commercial armour', 'Endo-Composite structure', 'Command Console', 'heavy-duty gyro']);
    expect(constructionNotes(mechFromTemplate('hunchback'))).toEqual([]);
    const png = await decodePng(renderRecordSheet(unit(m)));
    expect([png.width, png.height]).toEqual([SHEET_WIDTH, SHEET_HEIGHT]);
  });
});

describe('GIVEN the phone pages (issue #29)', () => {
  const hunch = () => mechFromTemplate('hunchback');

  test.each([0, 4, 22, 30])(
    'GIVEN %i weapons THEN both pages are one narrow column whose smallest text is 9 px or more at 400 px wide',
    (n) => {
      for (const page of phonePages(n)) {
        expect(page.width).toBe(PHONE_WIDTH);
        expect(page.width).toBeLessThanOrEqual(480);
        for (const rect of [...Object.values(page.armour), ...Object.values(page.crits), page.weapons?.table]) {
          if (rect) expect(rect.x + rect.w).toBeLessThanOrEqual(page.width);
        }
      }
      expect(Math.min(...Object.values(TEXT_SIZES))).toBe(MIN_TEXT);
      expect((MIN_TEXT * 400) / PHONE_WIDTH).toBeGreaterThanOrEqual(9);
    },
  );

  test('GIVEN a Hunchback with CT highlighted THEN two PNGs of the layout sizes, the CT outlined on both, the weapons on page 1', async () => {
    const [front, crits] = await Promise.all(renderPhonePages(unit(hunch()), { locations: ['CT'] }).map(decodePng));
    const [page1, page2] = phonePages(4);
    expect([front!.width, front!.height, crits!.width, crits!.height]).toEqual([page1.width, page1.height, page2.width, page2.height]);
    for (const png of [front!, crits!]) expect((MIN_TEXT * 400) / png.width).toBeGreaterThanOrEqual(9);
    const ct = page1.armour.CT!;
    expect(front!.pixel(ct.x + 1, ct.y + ct.h / 2).slice(0, 3)).toEqual(hexToRgb(theme.highlight));
    const rt = page1.armour.RT!;
    expect(front!.pixel(rt.x, rt.y + 40).slice(0, 3)).toEqual(hexToRgb(theme.panelBorder));
    const block = page2.crits.CT!;
    expect(crits!.pixel(block.x + 1, block.y + block.h / 2).slice(0, 3)).toEqual(hexToRgb(theme.highlight));
    const table = page1.weapons!;
    expect(front!.pixel(table.table.x + 2, table.table.y + 2).slice(0, 3)).toEqual(hexToRgb(theme.accent));
    for (const i of [0, 1, 2, 3]) expect(front!.count(theme.text, weaponRow(i, table), 40), `weapon ${i}`).toBeGreaterThan(30);
    expect(table.table.y + table.table.h).toBeLessThanOrEqual(page1.height);
  });

  test('GIVEN the gyro slot hit THEN page 2 strikes its row in red, keeps text in the slots, and page 1 has no crit blocks', async () => {
    const ctx = openCtx(newJournal(fixedRng([]), DEFAULT_CONFIG), 'Hunch', hunch());
    hitSlot(ctx, 'CT', 3);
    const [front, crits] = await Promise.all(renderPhonePages(unit(ctx.mech)).map(decodePng));
    const page2 = phonePages(4)[1];
    expect(crits!.count(theme.bad, critRow('CT', 3, page2))).toBeGreaterThan(40);
    expect(crits!.count(theme.bad, critRow('CT', 2, page2))).toBe(0);
    expect(crits!.count(theme.text, critRow('LA', 0, page2), 40)).toBeGreaterThan(30);
    expect(front!.count(theme.bad)).toBe(0);
  });
});
