// Deployment on a board (off the map and occupied hexes refused) and a line of sight told in words.
import { describe, expect, test } from 'vitest';
import { blankBoard } from '../../src/battlefield/board.js';
import { lineOfSight } from '../../src/battlefield/los.js';
import { describeHex, describePlacement, describeSight, placeUnit } from '../../src/battlefield/placement.js';
import { hex, loadBoard } from './helpers.js';

const board = blankBoard(16, 17);

describe('placing units', () => {
  test('GIVEN an empty hex THEN the unit stands there with its facing; moving it again frees its old hex', () => {
    const one = placeUnit(board, {}, 'atlas', 'Atlas', hex('0305'), 1);
    expect(one).toEqual({ atlas: { hex: hex('0305'), facing: 1 } });
    expect(describePlacement(one.atlas!)).toBe('0305 facing NE');
    const again = placeUnit(board, one, 'atlas', 'Atlas', hex('0305'), 3);
    expect(again.atlas?.facing).toBe(3);
  });

  test('GIVEN a hex off the board THEN it is refused with the board size', () => {
    expect(() => placeUnit(board, {}, 'atlas', 'Atlas', hex('1718'), 0)).toThrow('1718 is off the map: it is 16×17 hexes (0101 to 1617).');
  });

  test('GIVEN a hex another unit stands in THEN it is refused naming that unit', () => {
    const one = placeUnit(board, {}, 'atlas', 'Atlas', hex('0305'), 0);
    expect(() => placeUnit(board, one, 'hbk', 'Hunchback', hex('0305'), 0, (k) => (k === 'atlas' ? 'Atlas' : k))).toThrow(
      '0305 is taken by **Atlas**; one unit to a hex. Place **Hunchback** elsewhere.',
    );
  });
});

describe('a line of sight in words', () => {
  const grassland1 = loadBoard('16x17 Grassland 1');
  const grassland2 = loadBoard('16x17 Grassland 2');

  test('GIVEN light woods between THEN the hexes and the modifier are named', () => {
    const los = lineOfSight(grassland1, { hex: hex('1205'), height: 1 }, { hex: hex('1209'), height: 1, facing: 0 });
    expect(describeSight(grassland1, hex('1205'), hex('1209'), los)).toBe(
      '1205 → 1209: crosses 1206 (clear), 1207 (light woods), 1208 (clear). Woods between +1; strikes the front.',
    );
  });

  test('GIVEN a hill in the way THEN the blocking hex is named', () => {
    const los = lineOfSight(grassland2, { hex: hex('1103'), height: 1 }, { hex: hex('1108'), height: 1 });
    expect(describeSight(grassland2, hex('1103'), hex('1108'), los)).toContain('Blocked at 1105 (hill).');
    expect(describeHex(grassland2, hex('1106'))).toBe('level 3');
  });

  test('GIVEN a line along an edge THEN the pair is named', () => {
    const los = lineOfSight(board, { hex: hex('0305'), height: 1 }, { hex: hex('0403'), height: 1 });
    expect(describeSight(board, hex('0305'), hex('0403'), los)).toBe(
      '0305 → 0403: crosses 0304/0404 (clear / clear, along their edge). Clear line.',
    );
  });
});
