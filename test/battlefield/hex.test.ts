// Mapsheet geometry checked against MegaMek's Coords and Compute: numbering, neighbours, distance, lines, arcs, sides.
import { describe, expect, test } from 'vitest';
import {
  arcOf,
  attackDirection,
  distance,
  FACINGS,
  type Facing,
  formatHex,
  inArc,
  lineBetween,
  neighbour,
  parseFacing,
  parseHex,
  turnsBetween,
} from '../../src/battlefield/hex.js';
import { hex, stepNames } from './helpers.js';

describe('hex numbers and facings', () => {
  test.each([
    ['0305', { col: 3, row: 5 }],
    ['3,5', { col: 3, row: 5 }],
    ['16 17', { col: 16, row: 17 }],
  ])('GIVEN %j THEN it is column and row', (text, expected) => {
    expect(parseHex(text)).toEqual(expected);
  });

  test.each(['0005', '0500', '3', 'a,b', '100,1', ''])('GIVEN %j THEN it is no hex', (text) => {
    expect(parseHex(text)).toBeUndefined();
  });

  test('GIVEN facings THEN names and digits read, turns count the short way round', () => {
    expect(parseFacing('ne')).toBe(1);
    expect(parseFacing('5')).toBe(5);
    expect(parseFacing('E')).toBeUndefined();
    expect(turnsBetween(0, 5)).toBe(1);
    expect(turnsBetween(1, 4)).toBe(3);
  });
});

describe('neighbours and distance (MegaMek Coords: odd 0-based x, our even columns, half a hex down)', () => {
  test('GIVEN an odd column THEN its side neighbours are in its row and the row above', () => {
    expect(FACINGS.map((f) => formatHex(neighbour(hex('0305'), f)))).toEqual(['0304', '0404', '0405', '0306', '0205', '0204']);
  });

  test('GIVEN an even column THEN its side neighbours are in its row and the row below', () => {
    expect(FACINGS.map((f) => formatHex(neighbour(hex('0405'), f)))).toEqual(['0404', '0505', '0506', '0406', '0306', '0305']);
  });

  test('GIVEN every neighbour THEN it is at distance 1 and going back returns home', () => {
    for (const f of FACINGS) {
      const next = neighbour(hex('0708'), f);
      expect(distance(hex('0708'), next)).toBe(1);
      expect(neighbour(next, ((f + 3) % 6) as Facing)).toEqual(hex('0708'));
    }
  });

  test.each([
    ['0305', '0303', 2],
    ['0305', '0406', 2],
    ['0101', '1601', 15],
    ['0101', '1617', 24],
    ['0101', '3234', 49],
  ])('GIVEN %s and %s THEN they are %i apart', (a, b, n) => {
    expect(distance(hex(a), hex(b))).toBe(n);
    expect(distance(hex(b), hex(a))).toBe(n);
  });
});

describe('the hexes a line crosses', () => {
  test('GIVEN a line down a column THEN the hexes between are in order', () => {
    expect(stepNames(lineBetween(hex('0305'), hex('0302')))).toEqual(['0304', '0303']);
  });

  test('GIVEN neighbours or one hex THEN nothing lies between', () => {
    expect(lineBetween(hex('0305'), hex('0304'))).toEqual([]);
    expect(lineBetween(hex('0305'), hex('0305'))).toEqual([]);
  });

  test('GIVEN a line along a hexspine THEN the hexes either side come as a divided pair, left then right', () => {
    expect(stepNames(lineBetween(hex('0305'), hex('0403')))).toEqual(['0304|0404']);
    // Due east runs along edges and through the hexes between them in turn.
    expect(stepNames(lineBetween(hex('0103'), hex('0703')))).toEqual(['0202|0203', '0303', '0402|0403', '0503', '0602|0603']);
    // The same line drawn back: left and right swap.
    expect(stepNames(lineBetween(hex('0703'), hex('0103')))).toEqual(['0603|0602', '0503', '0403|0402', '0303', '0203|0202']);
  });

  test('GIVEN a line off the hex rows THEN every hex whose inside it passes is listed, corners clipped too', () => {
    // 7 apart, 8 hexes between: the line clips 0303 between 0302 and 0402.
    expect(stepNames(lineBetween(hex('0101'), hex('0705')))).toEqual(['0201', '0302', '0303', '0402', '0403', '0503', '0504', '0604']);
  });

  test('GIVEN a line THEN it is the same hexes both ways', () => {
    const there = stepNames(lineBetween(hex('0212'), hex('1503')));
    const back = stepNames(lineBetween(hex('1503'), hex('0212')));
    expect([...back].reverse()).toEqual(there);
  });
});

describe('firing arcs (MegaMek ComputeArc: front 300–60, sides to 120 and from 240, rear between)', () => {
  test.each([
    ['0303', 'front'],
    ['0403', 'front'], // 30°
    ['0504', 'front'], // 60° exactly: the edge belongs to the front
    ['0505', 'right'], // 90°
    ['0506', 'right'], // 120° exactly: still the side
    ['0307', 'rear'],
    ['0105', 'left'],
    ['0104', 'front'], // 300°
  ] as const)('GIVEN a unit at 0305 facing N THEN %s is in its %s arc', (to, arc) => {
    expect(arcOf(hex('0305'), 0, hex(to))).toBe(arc);
  });

  test('GIVEN an arm THEN its arc is the front and its side', () => {
    expect(inArc(hex('0305'), 0, hex('0505'), 'right-arm')).toBe(true);
    expect(inArc(hex('0305'), 0, hex('0303'), 'right-arm')).toBe(true);
    expect(inArc(hex('0305'), 0, hex('0105'), 'right-arm')).toBe(false);
    expect(inArc(hex('0305'), 0, hex('0105'), 'left-arm')).toBe(true);
  });

  test('GIVEN a facing THEN the arcs turn with it', () => {
    expect(arcOf(hex('0305'), 3, hex('0307'))).toBe('front');
    expect(arcOf(hex('0305'), 3, hex('0303'))).toBe('rear');
    expect(arcOf(hex('0305'), 2, hex('0505'))).toBe('front');
  });
});

describe('attack direction for the hit-location table (MegaMek Compute.targetSideTable)', () => {
  // Target in 0508 facing N; attackers all round it.
  test.each([
    ['0505', 'front'],
    ['0706', 'front'], // 60°: a 'Mech's front covers three hexsides
    ['0708', 'front'], // 90° exactly: front
    ['0808', 'right'], // just past 90°
    ['0709', 'right'], // 120°
    ['0710', 'right'], // 150° exactly: right
    ['0511', 'rear'],
    ['0310', 'left'], // 210° exactly: left
    ['0309', 'left'], // 240°
    ['0308', 'front'], // 270° exactly: front
    ['0208', 'left'], // just short of 270°
  ] as const)('GIVEN an attacker in %s THEN it strikes the %s', (from, side) => {
    expect(attackDirection(hex('0508'), 0, hex(from))).toBe(side);
  });

  test('GIVEN a vehicle THEN its sides are two hexsides each', () => {
    expect(attackDirection(hex('0508'), 0, hex('0706'), 'vehicle')).toBe('right');
    expect(attackDirection(hex('0508'), 0, hex('0306'), 'vehicle')).toBe('left');
    expect(attackDirection(hex('0508'), 0, hex('0505'), 'vehicle')).toBe('front');
  });

  test('GIVEN the target turned THEN the same attacker strikes another side', () => {
    expect(attackDirection(hex('0508'), 3, hex('0511'))).toBe('front');
    expect(attackDirection(hex('0508'), 3, hex('0505'))).toBe('rear');
  });
});
