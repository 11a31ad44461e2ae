// Line of sight on real MegaMek mapsheets: woods, hills, buildings, water, partial cover, divided lines, attack direction.
import { describe, expect, test } from 'vitest';
import { blankBoard } from '../../src/battlefield/board.js';
import type { Facing } from '../../src/battlefield/hex.js';
import { lineOfSight, type Sighted } from '../../src/battlefield/los.js';
import { hex, loadBoard, stepNames } from './helpers.js';

const mech = (at: string, facing?: Facing): Sighted => ({
  hex: hex(at),
  height: 1,
  kind: 'mech',
  ...(facing === undefined ? {} : { facing }),
});
const vehicle = (at: string): Sighted => ({ hex: hex(at), height: 0, kind: 'vehicle' });
const grassland1 = loadBoard('16x17 Grassland 1');
const grassland2 = loadBoard('16x17 Grassland 2');
const coast1 = loadBoard('16x17 Coast 1');

describe('woods (Grassland 1)', () => {
  test('GIVEN one light woods hex between THEN +1, not blocked', () => {
    const los = lineOfSight(grassland1, mech('1205'), mech('1209'));
    expect(stepNames(los.steps)).toEqual(['1206', '1207', '1208']);
    expect(los.blocked).toBeUndefined();
    expect([los.lightWoods, los.heavyWoods, los.woodsModifier, los.targetWoodsModifier]).toEqual([1, 0, 1, 0]);
  });

  test('GIVEN light then heavy woods between (3 points) THEN the heavy woods hex blocks', () => {
    const los = lineOfSight(grassland1, mech('1105'), mech('1108'));
    expect(los.blocked).toEqual({ hex: hex('1107'), reason: 'woods' });
  });

  test('GIVEN the target in light woods THEN +1 for its hex, none between', () => {
    const los = lineOfSight(grassland1, mech('1204'), mech('1207'));
    expect([los.woodsModifier, los.targetWoodsModifier]).toEqual([0, 1]);
  });

  test('GIVEN a line along an edge with light woods on one side THEN the side worse for the attacker counts', () => {
    const los = lineOfSight(grassland1, mech('0505'), mech('0603'));
    expect(stepNames(los.steps)).toEqual(['0504|0604']);
    expect([los.woodsModifier, los.targetWoodsModifier]).toEqual([1, 1]);
  });

  test('GIVEN a unit on a hill above the treetops THEN woods between do not count', () => {
    const board = {
      ...grassland1,
      hexes: grassland1.hexes.map((h, i) => (i === 4 * 16 + 11 || i === 8 * 16 + 11 ? { ...h, elevation: 3 } : h)),
    };
    // 1205 and 1209 raised to level 3: the tops (4) are above 1207's treetops (2).
    expect(lineOfSight(board, mech('1205'), mech('1209')).woodsModifier).toBe(0);
  });
});

describe('hills (Grassland 2)', () => {
  test('GIVEN a level-2 hill between two units on level 0 THEN the hill blocks, named', () => {
    const los = lineOfSight(grassland2, mech('1103'), mech('1108'));
    expect(los.blocked).toEqual({ hex: hex('1105'), reason: 'hill' });
  });

  test('GIVEN a level-1 rise between two standing Mechs THEN it does not block (not higher than their tops)', () => {
    expect(lineOfSight(grassland2, mech('1406'), mech('1410')).blocked).toBeUndefined();
  });

  test('GIVEN a level-1 hex adjacent to the target as high as its top THEN partial cover', () => {
    const los = lineOfSight(grassland2, mech('1406'), mech('1410'));
    expect(los.partialCover).toBe(true);
  });

  test('GIVEN the attacker higher than the target THEN no partial cover from the same hex', () => {
    const board = { ...grassland2, hexes: grassland2.hexes.map((h, i) => (i === 5 * 16 + 13 ? { ...h, elevation: 2 } : h)) };
    expect(lineOfSight(board, mech('1406'), mech('1410')).partialCover).toBe(false);
  });

  test('GIVEN a vehicle behind a level-1 rise next to it THEN the rise blocks it (higher than its top)', () => {
    expect(lineOfSight(grassland2, mech('1406'), vehicle('1410')).blocked).toEqual({ hex: hex('1409'), reason: 'hill' });
  });
});

describe('buildings and water (Coast 1)', () => {
  test('GIVEN a one-level building between vehicles THEN the building blocks; standing Mechs see over it', () => {
    expect(lineOfSight(coast1, vehicle('0701'), vehicle('0703')).blocked).toEqual({ hex: hex('0702'), reason: 'building' });
    expect(lineOfSight(coast1, mech('0901'), mech('0703')).blocked).toBeUndefined();
  });

  test('GIVEN a Mech in depth 1 water THEN it has partial cover', () => {
    const los = lineOfSight(coast1, mech('1406'), mech('1402'));
    expect(los.blocked).toBeUndefined();
    expect(los.partialCover).toBe(true);
  });

  test('GIVEN a Mech under depth 2 water and one on land THEN they cannot see each other', () => {
    expect(lineOfSight(coast1, mech('0503'), mech('0404')).blocked).toEqual({ hex: hex('0404'), reason: 'water' });
  });
});

describe('attack direction', () => {
  test('GIVEN the target facing away THEN the shot strikes the rear; facing it, the front', () => {
    expect(lineOfSight(blankBoard(16, 17), mech('0510'), mech('0505', 0)).direction).toBe('rear');
    expect(lineOfSight(blankBoard(16, 17), mech('0510'), mech('0505', 3)).direction).toBe('front');
    expect(lineOfSight(blankBoard(16, 17), mech('0510'), mech('0505')).direction).toBeUndefined();
  });
});
