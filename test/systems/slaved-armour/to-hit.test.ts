import { describe, expect, test } from 'vitest';
import { UserError } from '../../../src/errors.js';
import { frac } from '../../../src/odds/fraction.js';
import { parseConfig } from '../../../src/systems/slaved-armour/config.js';
import { D66_VALUES, d66AtLeast, hitChance } from '../../../src/systems/slaved-armour/odds.js';
import { DEFAULT_CONFIG } from '../../../src/systems/slaved-armour/tables.js';
import { bandAt, neededRoll, planShot, rangeStep, shotTotal, targetNumber } from '../../../src/systems/slaved-armour/to-hit.js';

const cfg = DEFAULT_CONFIG;

/** Every (tens, units) pair, independently of the code under test. */
const allD66: number[] = [];
for (let tens = 1; tens <= 6; tens++) for (let units = 1; units <= 6; units++) allD66.push(tens * 10 + units);

describe('d66 odds', () => {
  test('GIVEN the d66 THEN its 36 results are 11…16, 21…26, …, 61…66', () => {
    expect(D66_VALUES).toEqual(allD66);
  });

  test.each(Array.from({ length: 80 }, (_, tn) => tn))('GIVEN TN %i THEN P(d66 ≥ TN) is the exact count over 36', (tn) => {
    const count = allD66.filter((v) => v >= tn).length;
    expect(d66AtLeast(tn)).toEqual(frac(count, 36));
  });

  test.each([
    [11, 36],
    [16, 31],
    [21, 30],
    [26, 25],
    [31, 24],
    [36, 19],
    [41, 18],
    [46, 13],
    [51, 12],
    [56, 7],
    [61, 6],
    [66, 1],
  ])('GIVEN TN %i THEN RULES.md’s table says %i in 36', (tn, ways) => {
    expect(d66AtLeast(tn)).toEqual(frac(ways, 36));
  });

  test('GIVEN skill, modifier and a range malus THEN P(hit) is the count of d66 with d66 − malus + skill + modifier ≥ TN', () => {
    for (const malus of [0, 10, 20]) {
      for (const bonus of [-7, 0, 3, 12]) {
        for (let tn = 0; tn <= 90; tn += 5) {
          const plan = { tn, range: { steps: 0, label: '', malus, clamped: false }, skill: bonus, modifier: 1 };
          const brute = allD66.filter((v) => shotTotal(v, plan) >= tn).length;
          expect(hitChance(plan)).toEqual(frac(brute, 36));
        }
      }
    }
  });

  test('GIVEN an impossible TN (null) THEN P(hit) = 0 and no roll is needed', () => {
    const plan = { tn: null, range: { steps: 0, label: '', malus: 0, clamped: false }, skill: 50, modifier: 0 };
    expect(neededRoll(plan)).toBeNull();
    expect(hitChance(plan)).toEqual(frac(0));
  });
});

describe('targetNumber', () => {
  test.each([
    ['none', 0, 11],
    ['none', 6, 41],
    ['light', 2, 31],
    ['heavy', 5, 56],
    ['full', 5, 66],
    ['full', 6, null],
    ['through', 0, 41],
    ['through', 3, 56],
  ] as const)('GIVEN cover %s at speed %i THEN TN %s', (cover, speed, tn) => {
    expect(targetNumber(cfg, cover, speed)).toBe(tn);
  });

  test('GIVEN speed 7 THEN a UserError', () => {
    expect(() => targetNumber(cfg, 'none', 7)).toThrow('Speed must be 0 to 6');
  });
});

describe('range', () => {
  test.each([
    [0, 'P'],
    [1, 'P'],
    [2, 'S'],
    [3, 'S'],
    [4, 'M'],
    [8, 'M'],
    [9, 'L'],
    [16, 'L'],
    [17, 'X'],
    [400, 'X'],
  ])('GIVEN %i hexes THEN band %s', (hexes, band) => {
    expect(bandAt(cfg, hexes).id).toBe(band);
  });

  const bands = ['P', 'S', 'M', 'L', 'X'];
  const expected: Record<string, Record<string, string>> = {
    P: { P: 'Effective 0', S: 'Far 10', M: 'Too Far 20', L: 'cannot', X: 'cannot' },
    S: { P: 'Close 10', S: 'Effective 0', M: 'Far 10', L: 'Too Far 20', X: 'cannot' },
    M: { P: 'Too Close 20', S: 'Close 10', M: 'Effective 0', L: 'Far 10', X: 'Too Far 20' },
    L: { P: 'Too Close 20 clamped', S: 'Too Close 20', M: 'Close 10', L: 'Effective 0', X: 'Far 10' },
    X: { P: 'Too Close 20 clamped', S: 'Too Close 20 clamped', M: 'Too Close 20', L: 'Close 10', X: 'Effective 0' },
  };
  test.each(bands.flatMap((w) => bands.map((t) => [w, t, expected[w]?.[t]] as const)))(
    'GIVEN a weapon effective at %s and a target at %s THEN %s',
    (weapon, target, result) => {
      if (result === 'cannot') {
        expect(() => rangeStep(cfg, weapon, target)).toThrow(/cannot fire/);
        return;
      }
      const step = rangeStep(cfg, weapon, target);
      expect(`${step.label} ${step.malus}${step.clamped ? ' clamped' : ''}`).toBe(result);
    },
  );

  test('GIVEN a group that rules a target closer than Too Close cannot be fired at THEN it is refused', () => {
    const strict = parseConfig({ range: { ...cfg.range, closerBeyond: 'cannot-fire' } });
    expect(() => rangeStep(strict, 'L', 'P')).toThrow(UserError);
    expect(() => rangeStep(strict, 'L', 'P')).toThrow('3 bands closer than');
  });

  test('GIVEN a weapon band the table does not have THEN a UserError naming the bands', () => {
    expect(() => rangeStep(cfg, 'Q', 'S')).toThrow('`Q` is not in this channel’s range table (P, S, M, L, X)'.replace('’', "'"));
  });
});

describe('planShot', () => {
  test('GIVEN light cover, speed 3, a Far target, skill 2 and modifier −1 THEN TN 36 and a need of 45 on the d66', () => {
    const plan = planShot(cfg, { cover: 'light', speed: 3, weaponBand: 'S', targetBand: bandAt(cfg, 5), skill: 2, modifier: -1 });
    expect(plan).toMatchObject({ tn: 36, tnWhy: 'light cover, speed 3', range: { label: 'Far', malus: 10 } });
    expect(neededRoll(plan)).toBe(45);
  });

  test('GIVEN a TN override THEN it replaces the table', () => {
    const plan = planShot(cfg, { cover: 'full', speed: 6, weaponBand: 'S', targetBand: bandAt(cfg, 2), skill: 0, modifier: 0, tn: 50 });
    expect(plan).toMatchObject({ tn: 50, tnWhy: 'given' });
  });
});
