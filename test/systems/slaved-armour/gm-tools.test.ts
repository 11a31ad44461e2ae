import { describe, expect, test } from 'vitest';
import { fixedRng } from '../../../src/dice/rng.js';
import { crit, damage } from '../../../src/systems/slaved-armour/gm-tools.js';
import type { PersonData, SaData } from '../../../src/systems/slaved-armour/unit.js';
import { input, personFrom, record, saFrom, stateWith, unitData } from './helpers.js';

const units = () => [record('Hound', saFrom('hound')), record('Pvt', personFrom('soldier'))];

function run(action: typeof damage, options: Record<string, string | number>, dice: number[]) {
  const rng = fixedRng(dice);
  const outcome = action(stateWith(units()), input(options), rng);
  expect(rng.remaining).toBe(0);
  return outcome;
}

describe('damage', () => {
  test('GIVEN hits on an SA THEN each rolls its row at once', () => {
    const outcome = run(damage, { target: 'Hound', hits: 2 }, [2, 2]);
    expect(unitData<SaData>(outcome.state, 'Hound').rows[1]?.map((m) => m.destroyed)).toEqual([true, true, false]);
    expect(outcome.show).toEqual([{ unit: 'hound', highlight: { rows: [1] } }]);
  });

  test('GIVEN damage dice on a person THEN they are rolled against armour', () => {
    const outcome = run(damage, { target: 'Pvt', dice: 2 }, [2, 6]);
    expect(unitData<PersonData>(outcome.state, 'Pvt').winded).toBe(true);
  });

  test('GIVEN raw damage on a person THEN it goes straight onto the track', () => {
    const outcome = run(damage, { target: 'Pvt', damage: 2 }, []);
    expect(unitData<PersonData>(outcome.state, 'Pvt')).toMatchObject({ damage: 2, condition: 'stunned' });
  });

  test.each([
    [{ target: 'Hound' }, 'Give `hits:` from 1 to 50'],
    [{ target: 'Pvt' }, 'give either `dice:`'],
    [{ target: 'Pvt', dice: 1, damage: 1 }, 'give either `dice:`'],
  ])('GIVEN %j THEN a UserError', (options, message) => {
    expect(() => run(damage, options, [])).toThrow(message);
  });
});

describe('crit', () => {
  test('GIVEN a module name THEN that module is destroyed with its effects', () => {
    const outcome = run(crit, { target: 'Hound', location: 'ammo' }, [2, 1, 1, 1, 6]);
    const hound = unitData<SaData>(outcome.state, 'Hound');
    expect(hound.rows[2]?.[1]?.destroyed).toBe(true);
    expect(outcome.text).toContain('explosive [2]: **explodes** (4 hits)');
  });

  test('GIVEN a row THEN its leftmost undamaged module is destroyed', () => {
    const outcome = run(crit, { target: 'Hound', location: 'row 4' }, []);
    expect(unitData<SaData>(outcome.state, 'Hound').rows[3]?.[0]?.destroyed).toBe(true);
  });

  test('GIVEN the cockpit THEN the SA is destroyed', () => {
    expect(unitData<SaData>(run(crit, { target: 'Hound', location: 'Cockpit' }, []).state, 'Hound').destroyed).toBe(true);
  });

  test.each([
    [{ target: 'Hound', location: 'Jetpack' }, 'Hound has no undamaged module `Jetpack`. Undamaged: `Armour plate`'],
    [{ target: 'Pvt', location: 'head' }, 'Pvt is a person'],
  ])('GIVEN %j THEN a UserError', (options, message) => {
    expect(() => run(crit, options, [])).toThrow(message);
  });
});
