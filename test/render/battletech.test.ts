// The BattleTech record sheet, decoded: size, destroyed and intact locations, struck crit slots, pilot track and heat.
import { describe, expect, test } from 'vitest';
import { fixedRng } from '../../src/dice/rng.js';
import {
  ARMOUR_BOXES,
  CRIT_BLOCKS,
  critRow,
  HEAT_BAR,
  PILOT_TRACK,
  renderRecordSheet,
  SHEET_HEIGHT,
  SHEET_WIDTH,
} from '../../src/render/battletech.js';
import { theme } from '../../src/render/theme.js';
import { newJournal, openCtx } from '../../src/systems/battletech/context.js';
import { hitSlot } from '../../src/systems/battletech/crits.js';
import { applyDamage } from '../../src/systems/battletech/damage.js';
import { mechFromTemplate } from '../../src/systems/battletech/import.js';
import { DEFAULT_CONFIG, type MechData } from '../../src/systems/battletech/types.js';
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
