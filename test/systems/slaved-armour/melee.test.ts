import { describe, expect, test } from 'vitest';
import { fixedRng } from '../../../src/dice/rng.js';
import { melee, meleeTn, pickMelee } from '../../../src/systems/slaved-armour/melee.js';
import { DEFAULT_CONFIG } from '../../../src/systems/slaved-armour/tables.js';
import type { PersonData } from '../../../src/systems/slaved-armour/unit.js';
import { input, personFrom, record, saFrom, stateWith, unitData } from './helpers.js';

const soldier = (overrides: Partial<PersonData> = {}) => record('Pvt', personFrom('soldier', overrides));
const bear = record('Bear', personFrom('bear'));

function fight(options: Record<string, string | number>, dice: number[], units = [soldier(), bear], config = {}) {
  const rng = fixedRng(dice);
  const outcome = melee(stateWith(units, config), input(options), rng);
  expect(rng.remaining).toBe(0);
  return outcome;
}

describe('melee table', () => {
  const reaches = ['unarmed', 'short', 'medium', 'long'];
  const expected = [
    [31, 41, 51, 61],
    [21, 31, 41, 51],
    [11, 21, 31, 41],
    [11, 11, 21, 31],
  ];
  test.each(reaches.flatMap((own, i) => reaches.map((opp, j) => [own, opp, expected[i]?.[j]] as const)))(
    'GIVEN own reach %s against %s THEN TN %i',
    (own, opp, tn) => {
      expect(meleeTn(DEFAULT_CONFIG, { name: 'a', reach: own, hits: 0, dice: 1 }, { name: 'b', reach: opp, hits: 0, dice: 1 })).toBe(tn);
    },
  );

  test('GIVEN a reach the table lacks THEN a UserError naming the reaches', () => {
    expect(() =>
      meleeTn(DEFAULT_CONFIG, { name: 'Lance', reach: 'very-long', hits: 0, dice: 1 }, { name: 'b', reach: 'short', hits: 0, dice: 1 }),
    ).toThrow("Lance's reach `very-long` is not in this channel's melee table (unarmed, short, medium, long).");
  });

  test('GIVEN a unit with no melee weapon THEN it fights unarmed (an SA with its fists)', () => {
    expect(pickMelee(record('K', saFrom('kestrel')), undefined)).toEqual({ name: 'Fists', reach: 'unarmed', hits: 1, dice: 3 });
    expect(() => pickMelee(bear, 'Sword')).toThrow('Bear has no melee weapon `Sword`. It has: `Claws`.');
  });
});

describe('melee', () => {
  test('GIVEN a soldier’s bayonet against a bear’s claws THEN both roll at once and both hits wait for /phase end', () => {
    const outcome = fight({ a: 'Pvt', b: 'Bear' }, [1, 1, 5, 1]);
    expect(outcome.text).toContain('Pvt: d66 [1][1] = 11 + 1 (skill) = **12** vs TN 11 (long vs short) → **hit** by 1.');
    expect(outcome.text).toContain('Bear: d66 [5][1] = 51 + 0 (skill) = **51** vs TN 51 (short vs long) → **hit** by 0.');
    expect(outcome.state.pending).toEqual({
      hits: [
        { target: 'bear', source: "Pvt's Bayonet", hits: 0, dice: 2 },
        { target: 'pvt', source: "Bear's Claws", hits: 0, dice: 4 },
      ],
    });
  });

  test('GIVEN the channel resolves at once THEN both sides’ damage lands after both rolls', () => {
    // Pvt hits, Bear hits; Bear takes [1][2] = 3 vs armour 3 → Winded; Pvt takes [3][3][1][6] = 7 vs armour 2 → 7 damage → dead.
    const outcome = fight({ a: 'Pvt', b: 'Bear' }, [1, 1, 5, 1, 1, 2, 3, 3, 1, 6], undefined, { resolve: 'immediate' });
    expect(unitData<PersonData>(outcome.state, 'Bear').winded).toBe(true);
    expect(unitData<PersonData>(outcome.state, 'Pvt')).toMatchObject({ damage: 7, condition: 'dead' });
  });

  test('GIVEN a bonus and a named weapon THEN they are used', () => {
    const outcome = fight({ a: 'Pvt', b: 'Bear', a_weapon: 'bay', a_bonus: 5, b_bonus: -2 }, [1, 1, 2, 2]);
    expect(outcome.text).toContain('= 11 + 1 (skill) + 5 (bonus) = **17**');
    expect(outcome.text).toContain('= 22 + 0 (skill) − 2 (bonus) = **20** vs TN 51');
  });

  test('GIVEN a Winded side THEN only the other side attacks', () => {
    const outcome = fight({ a: 'Pvt', b: 'Bear' }, [6, 6], [soldier({ winded: true }), bear]);
    expect(outcome.text).toContain('Pvt is Winded: prone, and cannot move or fire through the round after it was winded. No attack.');
    expect(outcome.state.pending).toEqual({ hits: [{ target: 'pvt', source: "Bear's Claws", hits: 0, dice: 4 }] });
  });

  test('GIVEN a person’s knife hitting an SA THEN it cannot harm it', () => {
    const units = [record('AT', personFrom('at-trooper')), record('Hound', saFrom('hound'))];
    const outcome = fight({ a: 'AT', b: 'Hound' }, [6, 6, 1, 1], units);
    expect(outcome.text).toContain('Knife cannot harm Hound (no anti-armour Hits).');
    expect(outcome.state.pending).toEqual({});
  });

  test('GIVEN two SAs THEN the arm club and the claw deal Hits', () => {
    const units = [record('Hound', saFrom('hound')), record('Bastion', saFrom('bastion'))];
    const outcome = fight({ a: 'Hound', b: 'Bastion' }, [3, 1, 3, 1], units);
    expect(outcome.state.pending).toEqual({
      hits: [
        { target: 'bastion', source: "Hound's Arm club", hits: 1, dice: 3 },
        { target: 'hound', source: "Bastion's Claw", hits: 2, dice: 4 },
      ],
    });
  });

  test.each([
    [{ a: 'Pvt', b: 'Pvt' }, [soldier(), bear], 'cannot fight itself'],
    [{ a: 'Pvt', b: 'Bear' }, [soldier({ condition: 'dead' }), bear], 'Pvt is already dead.'],
    [
      { a: 'Pvt', b: 'Bear' },
      [soldier({ winded: true }), record('Bear', personFrom('bear', { condition: 'stunned' }))],
      'Neither side can fight',
    ],
  ])('GIVEN %j THEN a UserError', (options, units, message) => {
    expect(() => melee(stateWith(units), input(options), fixedRng([]))).toThrow(message);
  });
});
