// The derived chassis geometry against the reconstruction fixture, arc by arc.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import {
  ARC_CHOICES,
  ARCS,
  BRAIN_CELL,
  CELLS,
  chassisCell,
  LOCATION_NAMES,
  LOCATIONS,
  neighbourCells,
  OUTER_LOCATIONS,
  parseArc,
} from '../../../src/systems/mecha-bots/chassis.js';
import { RECONSTRUCTED_MAP } from '../../../src/systems/mecha-bots/column-map.js';

interface Fixture {
  cells: Record<string, string>;
  arcs: Record<string, { dir: [number, number]; columns: Array<Array<[number, number]>> }>;
  roll_to_column_RB: Record<string, number | null>;
}

const fixture = JSON.parse(
  readFileSync(new URL('../../fixtures/mecha-bots/chassis-reconstruction.json', import.meta.url), 'utf8'),
) as Fixture;

describe('the 49-cell chassis', () => {
  test('GIVEN the derived cells THEN they are 49 distinct hexes, each in the location the fixture names', () => {
    expect(CELLS).toHaveLength(49);
    const derived = Object.fromEntries(CELLS.map((cell) => [`${cell.hex.q},${cell.hex.r}`, LOCATION_NAMES[cell.location]]));
    expect(derived).toEqual(fixture.cells);
  });

  test.each(LOCATIONS.map((l) => [l]))('GIVEN location %s THEN it has 7 cells, hex 0 at its centre', (location) => {
    const cells = CELLS.filter((cell) => cell.location === location);
    expect(cells.map((cell) => cell.index)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    for (const cell of cells.slice(1)) expect(neighbourCells(cell.name)).toContain(`${location}0`);
  });

  test('GIVEN the brain THEN it sits in the centre hex C0 at (0,0)', () => {
    expect(chassisCell(BRAIN_CELL).hex).toEqual({ q: 0, r: 0 });
    expect(neighbourCells(BRAIN_CELL)).toEqual(['C1', 'C2', 'C3', 'C4', 'C5', 'C6']);
  });

  test.each(OUTER_LOCATIONS.map((arc) => [LOCATION_NAMES[arc], arc]))(
    'GIVEN an attack from the %s arc THEN direction and all nine columns, cell by cell, equal the fixture',
    (name, arc) => {
      const expected = fixture.arcs[name];
      if (!expected) throw new Error(`fixture has no arc ${name}`);
      expect([ARCS[arc].direction.q, ARCS[arc].direction.r]).toEqual(expected.dir);
      const derived = ARCS[arc].columns.map((column) => column.map((cell) => [chassisCell(cell).hex.q, chassisCell(cell).hex.r]));
      expect(derived).toEqual(expected.columns);
    },
  );

  test.each(OUTER_LOCATIONS.map((arc) => [arc]))(
    'GIVEN arc %s THEN columns hold 2 5 7 7 7 7 7 5 2 cells, every cell once, the brain in column 5',
    (arc) => {
      const columns = ARCS[arc].columns;
      expect(columns.map((column) => column.length)).toEqual([2, 5, 7, 7, 7, 7, 7, 5, 2]);
      expect(new Set(columns.flat()).size).toBe(49);
      expect(columns[4]?.[3]).toBe(BRAIN_CELL);
    },
  );

  test('GIVEN the reconstructed 2d6 map THEN it equals the fixture', () => {
    expect(RECONSTRUCTED_MAP.byTotal).toEqual(fixture.roll_to_column_RB);
  });

  test.each([
    ['forward', 'F'],
    ['F', 'F'],
    ['front', 'F'],
    ['forward-right', 'FR'],
    ['Forward Right', 'FR'],
    ['backward-right', 'BR'],
    ['rear', 'B'],
    ['back', 'B'],
    ['BL', 'BL'],
    ['forward-left', 'FL'],
    ['sideways', undefined],
  ])('GIVEN arc text %s THEN it reads as %s', (raw, arc) => {
    expect(parseArc(raw)).toBe(arc);
  });

  test('GIVEN the Discord arc choices THEN each names its arc in order', () => {
    expect(ARC_CHOICES.map(parseArc)).toEqual([...OUTER_LOCATIONS]);
  });
});
