// The 3rd-edition tables are the seed's, row for row and word for word; lookups clamp modified rolls into the table.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { type EffectKind, lookupRow, type TableRow, THIRD_EDITION, tableUseFor } from '../../../src/systems/wh40k/tables.js';

const SEED = readFileSync(new URL('../../fixtures/wh40k/seed-damage-tables.txt', import.meta.url), 'utf8');

/** The seed's rows for one table: `| 1-2 | text |` lines under its heading. */
function seedRows(heading: string): Array<{ min: number; max: number; text: string }> {
  const section = SEED.split(/\n(?=[A-Z ]+HIT \()/).find((part) => part.startsWith(heading));
  if (!section) throw new Error(`no ${heading} in the seed`);
  return [...section.matchAll(/^\| (\d)(?:-(\d))? \| (.+?) \|$/gm)].map((m) => ({
    min: Number(m[1]),
    max: Number(m[2] ?? m[1]),
    text: m[3]!,
  }));
}

const TABLES = [
  ['GLANCING HIT', 'glancing'],
  ['PENETRATING HIT', 'penetrating'],
  ['ORDNANCE HIT', 'ordnance'],
] as const;

describe('the seed tables', () => {
  test.each(TABLES)('GIVEN the seed heading %s THEN table %s has exactly its rows, ranges and text', (heading, table) => {
    const ours = THIRD_EDITION.tables[table]!.map((r) => ({ min: r.min, max: r.max, text: r.text }));
    expect(ours).toEqual(seedRows(heading));
  });

  const expected: ReadonlyArray<readonly [string, number, EffectKind]> = [
    ['glancing', 1, 'shaken'],
    ['glancing', 2, 'shaken'],
    ['glancing', 3, 'stunned'],
    ['glancing', 4, 'immobilised'],
    ['glancing', 5, 'armament'],
    ['glancing', 6, 'wreck'],
    ['penetrating', 1, 'stunned'],
    ['penetrating', 2, 'immobilised'],
    ['penetrating', 3, 'armament'],
    ['penetrating', 4, 'wreck'],
    ['penetrating', 5, 'slew'],
    ['penetrating', 6, 'explode'],
    ['ordnance', 1, 'stunned'],
    ['ordnance', 2, 'immobilised'],
    ['ordnance', 3, 'armament'],
    ['ordnance', 4, 'slew'],
    ['ordnance', 5, 'explode'],
    ['ordnance', 6, 'annihilate'],
  ];
  test.each(expected)('GIVEN the %s table and a roll of %i THEN the effect is %s', (table, roll, effect) => {
    expect(lookupRow(THIRD_EDITION.tables[table]!, roll).row.effect).toBe(effect);
  });

  test.each([
    ['penetrating', 6, 'D6', 4],
    ['ordnance', 5, 'D6', 4],
    ['ordnance', 6, 6, 4],
  ] as const)('GIVEN the %s table row %i THEN the blast radius is %s" and models are wounded on %i+', (table, roll, radius, woundOn) => {
    const { row } = lookupRow(THIRD_EDITION.tables[table]!, roll);
    expect([row.radius, row.woundOn]).toEqual([radius, woundOn]);
  });
});

describe('which table a hit uses', () => {
  test.each([
    ['glancing', false, 'glancing'],
    ['penetrating', false, 'penetrating'],
    ['glancing', true, 'glancing'],
    ['penetrating', true, 'ordnance'],
  ] as const)('GIVEN a %s hit, ordnance %s THEN it rolls on the %s table', (hit, ordnance, table) => {
    expect(tableUseFor(THIRD_EDITION, hit, ordnance).table).toBe(table);
  });
});

describe('clamping', () => {
  const rows: readonly TableRow[] = THIRD_EDITION.tables.glancing!;
  test.each([
    [7, 6],
    [6, 6],
    [0, 1],
    [-3, 1],
  ])('GIVEN a modified roll of %i THEN it reads row %i ("capped at 6")', (modified, clamped) => {
    expect(lookupRow(rows, modified).clamped).toBe(clamped);
  });
});
