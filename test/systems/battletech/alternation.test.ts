// TW unit-by-unit alternation, dealt as MegaMek deals turns: the initiative loser first, the ratio for unequal sides.
import { describe, expect, test } from 'vitest';
import { alternate, BT_STEPS } from '../../../src/systems/battletech/alternation.js';
import type { UnitRecord } from '../../../src/systems/types.js';
import { template } from './helpers.js';

describe('GIVEN two sides', () => {
  test.each([
    [['a1', 'a2'], ['b1', 'b2'], 'a1 b1 a2 b2'],
    [['a1', 'a2'], ['b1', 'b2', 'b3', 'b4', 'b5'], 'a1 b1 b2 a2 b3 b4 b5'],
    [['a1', 'a2', 'a3', 'a4'], ['b1', 'b2'], 'a1 a2 b1 a3 a4 b2'],
    [['a1', 'a2', 'a3'], ['b1', 'b2', 'b3', 'b4'], 'a1 b1 a2 b2 a3 b3 b4'],
    [['a1'], [], 'a1'],
  ])('GIVEN %j (initiative loser) and %j THEN %s', (a, b, order) => {
    expect(alternate([a, b]).join(' ')).toBe(order);
  });

  test('GIVEN the channel’s units THEN each player’s Mechs, by name, by the ratio (two for one); a destroyed one has no step', () => {
    const mech = (name: string, owner: string, destroyed = false): UnitRecord => ({
      name,
      owner,
      system: 'battletech',
      schemaVersion: 1,
      data: { ...template('locust'), destroyed },
    });
    const units = {
      z: mech('Z', 'bob'),
      y: mech('Y', 'bob'),
      a: mech('A', 'alice'),
      x: mech('X', 'bob', true),
      w: { ...mech('W', 'alice'), system: 'wh40k' as const },
    };
    expect(BT_STEPS.order(units, ['bob', 'alice'])).toEqual(['y', 'z', 'a']);
  });
});
