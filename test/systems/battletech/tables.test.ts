// The rules tables, entry by entry, and their distributions by exact enumeration of 2d6.
import { describe, expect, test } from 'vitest';
import { critResult } from '../../../src/systems/battletech/crits.js';
import { LOCATIONS } from '../../../src/systems/battletech/locations.js';
import {
  ammoExplosionTarget,
  CONSCIOUSNESS,
  clusterHits,
  heatMpPenalty,
  heatToHit,
  hitLocation,
  INTERNAL_STRUCTURE,
  lifeSupportDamage,
  shutdownTarget,
  targetMoveModifier,
} from '../../../src/systems/battletech/tables.js';

const allTwoDice = (): number[] => {
  const totals: number[] = [];
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) totals.push(a + b);
  return totals;
};

describe('hit location table (MegaMek Mek.rollHitLocation)', () => {
  const expected: Record<string, string[]> = {
    front: ['CT', 'RA', 'RA', 'RL', 'RT', 'CT', 'LT', 'LL', 'LA', 'LA', 'HD'],
    rear: ['CT', 'RA', 'RA', 'RL', 'RT', 'CT', 'LT', 'LL', 'LA', 'LA', 'HD'],
    left: ['LT', 'LL', 'LA', 'LA', 'LL', 'LT', 'CT', 'RT', 'RA', 'RL', 'HD'],
    right: ['RT', 'RL', 'RA', 'RA', 'RL', 'RT', 'CT', 'LT', 'LA', 'LL', 'HD'],
  };
  const cases = Object.entries(expected).flatMap(([direction, locs]) => locs.map((loc, i) => [direction, i + 2, loc] as const));
  test.each(cases)('GIVEN direction %s and roll %i THEN the location is %s', (direction, roll, loc) => {
    expect(hitLocation(direction as 'front', roll)).toBe(loc);
  });

  test('GIVEN every 2d6 outcome from the front THEN CT is hit 7/36 and the head 1/36', () => {
    const counts = new Map<string, number>();
    for (const total of allTwoDice()) counts.set(hitLocation('front', total), (counts.get(hitLocation('front', total)) ?? 0) + 1);
    expect(Object.fromEntries(counts)).toEqual({ CT: 7, RA: 5, RL: 4, RT: 5, LT: 5, LL: 4, LA: 5, HD: 1 });
  });
});

describe('Determining Critical Hits', () => {
  const rolls = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
  const byLocation: Record<string, (number | string)[]> = {
    HD: [0, 0, 0, 0, 0, 0, 1, 1, 2, 2, 'blown-off'],
    CT: [0, 0, 0, 0, 0, 0, 1, 1, 2, 2, 3],
    LT: [0, 0, 0, 0, 0, 0, 1, 1, 2, 2, 3],
    RT: [0, 0, 0, 0, 0, 0, 1, 1, 2, 2, 3],
    LA: [0, 0, 0, 0, 0, 0, 1, 1, 2, 2, 'blown-off'],
    RA: [0, 0, 0, 0, 0, 0, 1, 1, 2, 2, 'blown-off'],
    LL: [0, 0, 0, 0, 0, 0, 1, 1, 2, 2, 'blown-off'],
    RL: [0, 0, 0, 0, 0, 0, 1, 1, 2, 2, 'blown-off'],
  };
  const cases = LOCATIONS.flatMap((loc) => rolls.map((roll, i) => [loc, roll, byLocation[loc]?.[i]] as const));
  test.each(cases)('GIVEN location %s and roll %i THEN the result is %s', (loc, roll, result) => {
    expect(critResult(loc, roll)).toBe(result);
  });

  test('GIVEN all 36 outcomes THEN none 21, one 9, two 5, the 12 once', () => {
    const counts = { 0: 0, 1: 0, 2: 0, 3: 0 } as Record<number, number>;
    for (const total of allTwoDice()) counts[critResult('CT', total) as number] = (counts[critResult('CT', total) as number] ?? 0) + 1;
    expect(counts).toEqual({ 0: 21, 1: 9, 2: 5, 3: 1 });
  });
});

describe('cluster hits table (MegaMek Compute.clusterHitsTable)', () => {
  const columns: Record<number, number[]> = {
    2: [1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2],
    4: [1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4],
    5: [1, 2, 2, 3, 3, 3, 3, 4, 4, 5, 5],
    6: [2, 2, 3, 3, 4, 4, 4, 5, 5, 6, 6],
    10: [3, 3, 4, 6, 6, 6, 6, 8, 8, 10, 10],
    15: [5, 5, 6, 9, 9, 9, 9, 12, 12, 15, 15],
    20: [6, 6, 9, 12, 12, 12, 12, 16, 16, 20, 20],
  };
  const cases = Object.entries(columns).flatMap(([rack, hits]) => hits.map((h, i) => [Number(rack), i + 2, h] as const));
  test.each(cases)('GIVEN a %i-rack and roll %i THEN %i missiles hit', (rack, roll, hits) => {
    expect(clusterHits(rack, roll)).toBe(hits);
  });
});

describe('internal structure by tonnage (RULES §3.2)', () => {
  test.each([
    [20, [3, 6, 5, 3, 4]],
    [25, [3, 8, 6, 4, 6]],
    [50, [3, 16, 12, 8, 12]],
    [55, [3, 18, 13, 9, 13]],
    [65, [3, 21, 15, 10, 15]],
    [75, [3, 23, 16, 12, 16]],
    [100, [3, 31, 21, 17, 21]],
  ])('GIVEN %i t THEN head/CT/ST/arm/leg are %j', (tons, row) => {
    expect(INTERNAL_STRUCTURE[tons]).toEqual(row);
  });
});

describe('pilot and heat tables', () => {
  test.each([
    [1, 3],
    [2, 5],
    [3, 7],
    [4, 10],
    [5, 11],
  ])('GIVEN %i pilot hits THEN consciousness needs %i+', (hits, need) => {
    expect(CONSCIOUSNESS[hits]).toBe(need);
  });

  test.each([
    [0, 0, 0, 0],
    [7, 0, 1, 0],
    [8, 1, 1, 0],
    [13, 2, 2, 0],
    [15, 2, 3, 1],
    [17, 3, 3, 1],
    [24, 4, 4, 1],
    [25, 4, 5, 1],
    [26, 4, 5, 2],
  ])('GIVEN heat %i THEN to-hit +%i, MP -%i, life-support damage %i (seed: 2 at 26+)', (heat, toHit, mp, pilot) => {
    expect([heatToHit(heat), heatMpPenalty(heat), lifeSupportDamage(heat)]).toEqual([toHit, mp, pilot]);
  });

  test.each([
    [14, 4],
    [17, 4],
    [18, 6],
    [22, 8],
    [26, 10],
    [29, 10],
  ])('GIVEN heat %i THEN avoiding shutdown needs %i+', (heat, need) => {
    expect(shutdownTarget(heat)).toBe(need);
  });

  test.each([
    [19, 4],
    [23, 6],
    [28, 8],
  ])('GIVEN heat %i THEN avoiding an ammo explosion needs %i+', (heat, need) => {
    expect(ammoExplosionTarget(heat)).toBe(need);
  });

  test.each([
    [0, 0],
    [2, 0],
    [3, 1],
    [5, 2],
    [7, 3],
    [10, 4],
    [18, 5],
    [25, 6],
  ])('GIVEN a target that moved %i hexes THEN the modifier is +%i', (hexes, mod) => {
    expect(targetMoveModifier(hexes)).toBe(mod);
  });
});
