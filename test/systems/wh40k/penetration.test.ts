// Armour penetration: every strength against every armour value, normal and ordnance, checked by enumerating the dice.
import { describe, expect, test } from 'vitest';
import { fixedRng } from '../../../src/dice/rng.js';
import { type Fraction, formatFraction, frac } from '../../../src/odds/fraction.js';
import { penetrationOdds } from '../../../src/systems/wh40k/odds.js';
import {
  applyDowngrade,
  classify,
  downgradeReasons,
  type PenetrationResult,
  rollPenetration,
} from '../../../src/systems/wh40k/penetration.js';
import { THIRD_EDITION } from '../../../src/systems/wh40k/tables.js';

const STRENGTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const ARMOURS = [10, 11, 12, 13, 14];
const pairs = STRENGTHS.flatMap((s) => ARMOURS.map((av) => [s, av] as const));

/** Brute force written independently of the code under test: count faces, divide by 6 or 36. */
function bruteForce(strength: number, armour: number, ordnance: boolean): Record<PenetrationResult, Fraction> {
  const counts = { none: 0, glancing: 0, penetrating: 0 };
  const rolls = ordnance ? [1, 2, 3, 4, 5, 6].flatMap((a) => [1, 2, 3, 4, 5, 6].map((b) => Math.max(a, b))) : [1, 2, 3, 4, 5, 6];
  for (const d of rolls) {
    if (strength + d > armour) counts.penetrating++;
    else if (strength + d === armour) counts.glancing++;
    else counts.none++;
  }
  return {
    none: frac(counts.none, rolls.length),
    glancing: frac(counts.glancing, rolls.length),
    penetrating: frac(counts.penetrating, rolls.length),
  };
}

describe('penetration odds', () => {
  test.each(pairs)('GIVEN S%i against AV%i, a normal weapon THEN the odds equal the enumeration of the D6', (s, av) => {
    expect(penetrationOdds(s, av, false, THIRD_EDITION)).toEqual(bruteForce(s, av, false));
  });

  test.each(pairs)('GIVEN S%i against AV%i, an ordnance weapon THEN the odds equal the enumeration of 2D6 keep highest', (s, av) => {
    expect(penetrationOdds(s, av, true, THIRD_EDITION)).toEqual(bruteForce(s, av, true));
  });

  test('GIVEN S8 against AV12 THEN 1/6 glancing and 1/3 penetrating (the issue example)', () => {
    const odds = penetrationOdds(8, 12, false, THIRD_EDITION);
    expect([formatFraction(odds.none), formatFraction(odds.glancing), formatFraction(odds.penetrating)]).toEqual(['1/2', '1/6', '1/3']);
  });

  // Kept die of 2D6: 1 → 1/36, 2 → 3/36, 3 → 5/36, 4 → 7/36, 5 → 9/36, 6 → 11/36.
  test.each([
    [8, 12, '7/36', '5/9'],
    [9, 14, '1/4', '11/36'],
    [6, 12, '11/36', '0'],
    [4, 10, '11/36', '0'],
    [10, 10, '0', '1'],
  ])('GIVEN ordnance S%i against AV%i THEN glancing %s and penetrating %s', (s, av, glancing, penetrating) => {
    const odds = penetrationOdds(s, av, true, THIRD_EDITION);
    expect([formatFraction(odds.glancing), formatFraction(odds.penetrating)]).toEqual([glancing, penetrating]);
  });

  test.each(pairs)('GIVEN S%i against AV%i THEN the three outcomes add up to 1, normal and ordnance', (s, av) => {
    for (const ordnance of [false, true]) {
      const o = penetrationOdds(s, av, ordnance, THIRD_EDITION);
      const total =
        o.none.num * o.glancing.den * o.penetrating.den +
        o.glancing.num * o.none.den * o.penetrating.den +
        o.penetrating.num * o.none.den * o.glancing.den;
      expect(total).toBe(o.none.den * o.glancing.den * o.penetrating.den);
    }
  });
});

describe('the penetration roll', () => {
  test.each([
    [11, 12, 'none'],
    [12, 12, 'glancing'],
    [13, 12, 'penetrating'],
  ] as const)('GIVEN a total of %i against AV%i THEN %s', (total, av, expected) => {
    expect(classify(total, av)).toBe(expected);
  });

  test('GIVEN S8, a normal weapon and a die of 4 against AV12 THEN one D6 is rolled and the hit glances', () => {
    const rng = fixedRng([4]);
    const { roll, event } = rollPenetration(8, 12, false, THIRD_EDITION, rng, 'armour penetration (front)');
    expect(roll).toEqual({ dice: [4], kept: 4, total: 12, result: 'glancing' });
    expect(event).toEqual({ type: 'roll', label: 'armour penetration (front)', sides: 6, dice: [4], total: 12, target: 12 });
    expect(rng.remaining).toBe(0);
  });

  test('GIVEN an ordnance weapon rolling 2 and 5 THEN both dice are shown and the highest is kept', () => {
    const { roll, event } = rollPenetration(8, 12, true, THIRD_EDITION, fixedRng([2, 5]), 'armour penetration (side)');
    expect(roll).toEqual({ dice: [2, 5], kept: 5, total: 13, result: 'penetrating' });
    expect(event.dice).toEqual([2, 5]);
  });
});

describe('downgrades', () => {
  const base = { skimmer: false, moved: 0, obscured: false, hullDown: false };
  test.each([
    ['a skimmer that moved 7"', { ...base, skimmer: true, moved: 7 }, ['fast skimmer']],
    ['a skimmer that moved exactly 6"', { ...base, skimmer: true, moved: 6 }, []],
    ['a tank that moved 12"', { ...base, moved: 12 }, []],
    ['an obscured target', { ...base, obscured: true }, ['obscured']],
    ['a hull-down target', { ...base, hullDown: true }, ['hull-down']],
    ['all three at once', { skimmer: true, moved: 12, obscured: true, hullDown: true }, ['fast skimmer', 'obscured', 'hull-down']],
  ])('GIVEN %s THEN the downgrade reasons are %j', (_name, target, reasons) => {
    expect(downgradeReasons(target, 6)).toEqual(reasons);
  });

  test.each([
    ['penetrating', ['obscured'], 'glancing'],
    ['glancing', ['obscured'], 'glancing'],
    ['none', ['obscured'], 'none'],
    ['penetrating', [], 'penetrating'],
  ] as const)('GIVEN a %s hit and reasons %j THEN it counts as %s', (result, reasons, expected) => {
    expect(applyDowngrade(result, reasons)).toBe(expected);
  });
});
