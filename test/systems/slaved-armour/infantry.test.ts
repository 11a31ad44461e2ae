import { describe, expect, test } from 'vitest';
import { fixedRng } from '../../../src/dice/rng.js';
import { applyDamage, conditionFor, damagePerson, damageSum } from '../../../src/systems/slaved-armour/infantry.js';
import { Narration } from '../../../src/systems/slaved-armour/state.js';
import { DEFAULT_INFANTRY } from '../../../src/systems/slaved-armour/tables.js';
import type { PersonData } from '../../../src/systems/slaved-armour/unit.js';
import { personFrom } from './helpers.js';

const human = (overrides: Partial<PersonData> = {}) => personFrom('soldier', overrides);
const bear = (overrides: Partial<PersonData> = {}) => personFrom('bear', overrides);

function run<T>(dice: number[], fn: (log: Narration) => T): { result: T; log: Narration } {
  const rng = fixedRng(dice);
  const log = new Narration(rng);
  const result = fn(log);
  expect(rng.remaining).toBe(0);
  return { result, log };
}

const ctx = (log: Narration) => ({ log, table: DEFAULT_INFANTRY, unit: 'Pvt' });

describe('damage dice', () => {
  test.each([
    [[1], 1],
    [[2], 2],
    [[3], 3],
    [[4], 0],
    [[5], 0],
    [[6], 0],
    [[1, 2, 3, 4, 5, 6], 6],
  ])('GIVEN faces %j THEN 1–3 count their value and 4–6 nothing: %i', (faces, sum) => {
    expect(damageSum(faces, DEFAULT_INFANTRY)).toBe(sum);
  });

  test.each([
    // armour 2 (Human soldier)
    [2, [4, 5, 6], 0, false, false],
    [2, [1, 5, 6], 1, false, true],
    [2, [2, 6], 2, false, true],
    [2, [1, 2], 3, true, false],
    // armour 3 (Bear): half is 1.5, so 2 or 3 winds and 1 does not
    [3, [1], 1, false, false],
    [3, [2], 2, false, true],
    [3, [3], 3, false, true],
    [3, [3, 1], 4, true, false],
    // armour 0: any damage applies
    [0, [1], 1, true, false],
  ])('GIVEN armour %i and damage dice %j THEN sum %i, applied %s, Winded %s', (armour, dice, sum, applied, winded) => {
    const target = human({ armour });
    // Applied damage of 3 on Human2345 is a Light wound (stat die, 1D), 4 a Severe one (stat die, 2D).
    const extra = applied ? ([[], [], [], [1, 1], [1, 1, 1]][sum] ?? []) : [];
    const { result, log } = run([...dice, ...extra], (l) => damagePerson(target, dice.length, 'test', ctx(l)));
    expect(log.events).toContainEqual({ type: 'person-damage', unit: 'Pvt', sum, armour, applied, winded });
    expect(result.damage).toBe(applied ? sum : 0);
    expect(result.winded).toBe(winded);
  });

  test('GIVEN a dead target THEN no dice are rolled', () => {
    const { result } = run([], (l) => damagePerson(human({ condition: 'dead' }), 4, 'test', ctx(l)));
    expect(result.condition).toBe('dead');
  });
});

describe('profile thresholds', () => {
  test.each([
    [0, 'ok'],
    [1, 'ok'],
    [2, 'stunned'],
    [3, 'light-wound'],
    [4, 'severe-wound'],
    [5, 'dead'],
    [9, 'dead'],
  ])('GIVEN Human2345 and cumulative damage %i THEN %s', (damage, condition) => {
    expect(conditionFor(human(), damage)).toBe(condition);
  });

  test.each([
    [4, 'ok'],
    [5, 'stunned'],
    [6, 'stunned'],
    [7, 'light-wound'],
    [8, 'light-wound'],
    [9, 'severe-wound'],
    [10, 'dead'],
    [11, 'dead'],
  ])('GIVEN Bear579A and cumulative damage %i THEN %s', (damage, condition) => {
    expect(conditionFor(bear(), damage)).toBe(condition);
  });

  test('GIVEN 2 damage on a human THEN stunned, no stat loss', () => {
    const { result } = run([], (l) => applyDamage(human(), 2, ctx(l)));
    expect(result).toMatchObject({ damage: 2, condition: 'stunned', str: 10, dex: 10, scars: 0 });
  });

  test('GIVEN a stunned human taking 1 more THEN the Light wound applies: 1D off STR or DEX and a scar', () => {
    // Stat die [5] → DEX; loss 1D [4].
    const { result, log } = run([5, 4], (l) => applyDamage(human({ damage: 2, condition: 'stunned' }), 1, ctx(l)));
    expect(result).toMatchObject({ damage: 3, condition: 'light-wound', str: 10, dex: 6, scars: 1, bedridden: false });
    expect(log.events).toContainEqual({ type: 'roll', label: 'Light wound: DEX loss', sides: 6, dice: [4], total: 4 });
  });

  test('GIVEN a fresh human taking 4 at once THEN only the Severe wound applies (2D), not the Light one too', () => {
    const { result, log } = run([2, 3, 4], (l) => applyDamage(human(), 4, ctx(l)));
    expect(result).toMatchObject({ damage: 4, condition: 'severe-wound', str: 3, dex: 10, scars: 1 });
    expect(log.events).toContainEqual({ type: 'roll', label: 'Severe wound: STR loss', sides: 6, dice: [3, 4], total: 7 });
  });

  test('GIVEN a severely wounded human taking damage still short of Death THEN no new wound', () => {
    const { result } = run([], (l) => applyDamage(human({ damage: 4, condition: 'severe-wound' }), 0, ctx(l)));
    expect(result).toMatchObject({ condition: 'severe-wound', scars: 0 });
  });

  test('GIVEN a bear at 8 taking 2 THEN it reaches Death (A = 10)', () => {
    const { result, log } = run([], (l) => applyDamage(bear({ damage: 8, condition: 'light-wound' }), 2, ctx(l)));
    expect(result.condition).toBe('dead');
    expect(log.text()).toContain('damage 10 reaches Death (10): **dead**.');
  });

  test('GIVEN a bear (DEX 8) at 6 taking 3 THEN a Severe wound (9): 2D = 12 off DEX, 4 over off STR', () => {
    const { result } = run([6, 6, 6], (l) => applyDamage(bear({ damage: 6, condition: 'stunned' }), 3, ctx(l)));
    expect(result).toMatchObject({ damage: 9, condition: 'severe-wound', str: 14, dex: 0, bedridden: true, scars: 1 });
  });
});

describe('wounds with overflow', () => {
  test('GIVEN STR 3 and a Light wound of 5 off STR THEN STR 0, the other 2 off DEX, bedridden', () => {
    const { result } = run([1, 5], (l) => applyDamage(human({ str: 3, damage: 2, condition: 'stunned' }), 1, ctx(l)));
    expect(result).toMatchObject({ str: 0, dex: 8, bedridden: true, condition: 'light-wound', scars: 1 });
  });

  test('GIVEN STR 4 and a loss of exactly 4 THEN STR 0 with nothing over, and bedridden', () => {
    const { result } = run([2, 4], (l) => applyDamage(human({ str: 4 }), 3, ctx(l)));
    expect(result).toMatchObject({ str: 0, dex: 10, bedridden: true });
  });

  test('GIVEN STR 2, DEX 1 and a Severe wound of 6 off STR THEN both reach 0: dead', () => {
    const { result, log } = run([3, 3, 3], (l) => applyDamage(human({ str: 2, dex: 1 }), 4, ctx(l)));
    expect(result).toMatchObject({ str: 0, dex: 0, condition: 'dead', bedridden: true });
    expect(log.events).toContainEqual({
      type: 'wound',
      unit: 'Pvt',
      condition: 'dead',
      stat: 'str',
      amount: 6,
      bedridden: true,
      dead: true,
    });
    expect(log.text()).toContain('Both at 0: **dead**.');
  });

  test('GIVEN STR already 0 and a wound off STR THEN all of it comes off DEX', () => {
    const { result } = run([1, 3], (l) => applyDamage(human({ str: 0, bedridden: true, damage: 2, condition: 'stunned' }), 1, ctx(l)));
    expect(result).toMatchObject({ str: 0, dex: 7 });
  });

  test.each([1, 2, 3, 4, 5, 6])('GIVEN the stat die shows %i THEN 1–3 pick STR and 4–6 DEX', (face) => {
    const { result } = run([face, 1], (l) => applyDamage(human(), 3, ctx(l)));
    expect(face <= 3 ? result.str : result.dex).toBe(9);
  });
});
