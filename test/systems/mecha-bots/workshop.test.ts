// Boilers and power: Unpowered counters after boiler loss, /tinker moving them, /repair at the home laboratory.
import { describe, expect, test } from 'vitest';
import { fixedRng } from '../../../src/dice/rng.js';
import { damageColumn } from '../../../src/systems/mecha-bots/damage.js';
import { applyPowerLimit } from '../../../src/systems/mecha-bots/power.js';
import { deriveStats } from '../../../src/systems/mecha-bots/stats.js';
import { repair, tinker } from '../../../src/systems/mecha-bots/workshop.js';
import { ALICE, act, bot, botOf, destroyedCells, GM, refusal, stateOf, unit, unpoweredCells } from './helpers.js';

// Two boiler counters (C1, C2) power 8: W1 (F6 d, F0 d, F3 r, F1 r), S1 (C4, C5), M1 (BL0), M2 (FL0).
// Forward column 4 runs F6 F0 F3 C1 C2 …, so 4 damage takes three W1 counters and boiler C1.
const steamer = () => bot({ F: 'W1d W1r . W1r . . W1d', BL: 'M1s . . . . . .', FL: 'M2t . . . . . .', C: '* B1 B1 . S1a S1r .' });

describe('boiler loss', () => {
  test('GIVEN the steamer THEN its 2 boiler counters power exactly its 8 counters', () => {
    expect(deriveStats(steamer())).toMatchObject({ boilerCapacity: 8, powerDemand: 8 });
  });

  test('GIVEN a boiler counter lost with the weapon in front of it THEN the excess Unpowered counter goes on that weapon', () => {
    const result = damageColumn(steamer(), 'F', 4, 4);
    expect(destroyedCells(result.data)).toEqual(['F0', 'F3', 'F6', 'C1']);
    expect(result.data.hitOrder).toEqual(['B1', 'W1']);
    expect(result.unpowered).toEqual(['F1']);
    expect(unpoweredCells(result.data)).toEqual(['F1']);
    expect(deriveStats(result.data)).toMatchObject({ boilerCapacity: 4, powerDemand: 4, unpowered: ['F1'] });
    expect(deriveStats(result.data).weapons[0]).toMatchObject({ damage: 0, range: 0 });
  });

  test('GIVEN both boiler counters lost THEN every powered counter left is Unpowered, the hit weapon first, then the rest by id', () => {
    const result = damageColumn(steamer(), 'F', 4, 5);
    expect(result.unpowered).toEqual(['F1', 'BL0', 'FL0', 'C4', 'C5']);
    expect(deriveStats(result.data)).toMatchObject({ boilerCapacity: 0, powerDemand: 0, speed: 0 });
  });

  test('GIVEN an earlier hit on the sensor THEN a later boiler loss unpowers that sensor first, then the other objects by id', () => {
    const data = { ...steamer(), hitOrder: ['S1'] };
    const result = applyPowerLimit({ ...data, cells: { ...data.cells, C2: { ...data.cells.C2!, destroyed: true } } });
    expect(result.placed).toEqual(['C4', 'C5', 'BL0', 'FL0']);
  });

  test('GIVEN power to spare THEN nothing is unpowered', () => {
    expect(applyPowerLimit(steamer()).placed).toEqual([]);
  });
});

describe('/tinker', () => {
  const damaged = () => stateOf(unit('Steamer', damageColumn(steamer(), 'F', 4, 4).data));

  test('GIVEN the owner moves the Unpowered counter from the weapon to the sensor THEN the weapon is powered and the sensor is not', () => {
    const out = act(tinker, damaged(), { unit: 'Steamer', remove: 'F1', place: 'c4' }, fixedRng([]));
    expect(unpoweredCells(botOf(out, 'Steamer'))).toEqual(['C4']);
    expect(deriveStats(botOf(out, 'Steamer')).weapons[0]?.range).toBe(1);
    expect(out.events).toEqual([{ type: 'mecha-bots/tinker', unit: 'Steamer', removed: ['F1'], placed: ['C4'] }]);
    expect(out.text).toBe('🔧 Alice tinkers with **Steamer**: powered again: F1; Unpowered: C4. Power 4/4.');
    expect(out.show).toEqual([{ unit: 'steamer' }]);
  });

  test('GIVEN a GM tinkers with another player’s Bot THEN it is allowed', () => {
    const out = act(tinker, damaged(), { unit: 'Steamer', remove: 'F1', place: 'BL0' }, fixedRng([]), GM);
    expect(unpoweredCells(botOf(out, 'Steamer'))).toEqual(['BL0']);
  });

  test.each([
    [
      { remove: 'F1' },
      ALICE,
      'Not enough steam: that leaves 5 powered counters but the 1 intact boiler counter(s) power 4. Remove 1 fewer or place 1 more Unpowered counter(s).',
    ],
    [{ remove: 'C4' }, ALICE, 'Cell C4 (Central hex 4) has no Unpowered counter to remove.'],
    [{ place: 'C2' }, ALICE, 'Cell C2 (Central hex 2) holds no weapon, sensor or mobility counter; only those take Unpowered counters.'],
    [{ place: 'F0' }, ALICE, 'Cell F0 (Forward hex 0) is destroyed; it needs no power.'],
    [{ place: 'F1' }, ALICE, 'Cell F1 (Forward hex 1) already has an Unpowered counter.'],
    [{ remove: 'F1', place: 'F1' }, ALICE, 'Cell F1 (Forward hex 1) is in both `remove` and `place`.'],
    [{ place: 'F9' }, ALICE, '`F9` in `place` is not a chassis cell'],
    [
      {},
      ALICE,
      'Say what to change: `remove:` cells to power again, `place:` cells to unpower. `Steamer` now powers 4 of 4; Unpowered: F1.',
    ],
  ])('GIVEN tinker options %j THEN it is refused with a reason and nothing changes', (options, actor, message) => {
    const error = refusal(() => act(tinker, damaged(), { unit: 'Steamer', ...options }, fixedRng([]), actor));
    expect(error.message).toContain(message);
  });
});

describe('/repair', () => {
  const damaged = () => stateOf(unit('Steamer', damageColumn(steamer(), 'F', 4, 4).data));

  test('GIVEN the boiler counter repaired THEN capacity returns, the Unpowered counter stays until tinkered, and the repair is recorded', () => {
    const out = act(repair, damaged(), { unit: 'Steamer', cells: 'C1' }, fixedRng([]));
    const data = botOf(out, 'Steamer');
    expect(deriveStats(data)).toMatchObject({ boilerCapacity: 8, powerDemand: 4, unpowered: ['F1'] });
    expect(data.repairs).toEqual([{ cells: ['C1'], by: 'Alice' }]);
    expect(out.events).toEqual([{ type: 'mecha-bots/repair', unit: 'Steamer', cells: ['C1'], by: 'Alice', unpowered: [] }]);
    expect(out.text).toBe('🛠️ Alice repairs **Steamer** at the home laboratory: C1 restored.\nPower 4/8.');
    const tinkered = act(tinker, out.state, { unit: 'Steamer', remove: 'F1' }, fixedRng([]));
    expect(unpoweredCells(botOf(tinkered, 'Steamer'))).toEqual([]);
  });

  test('GIVEN weapon counters repaired while the boiler is still broken THEN the repaired counters come back Unpowered', () => {
    const out = act(repair, damaged(), { unit: 'Steamer', cells: 'F6 F0' }, fixedRng([]), GM);
    expect(unpoweredCells(botOf(out, 'Steamer'))).toEqual(['F0', 'F1', 'F6']);
    expect(out.text).toContain('Not enough steam for all of it: Unpowered counters on F6, F0.');
  });

  test('GIVEN `all` THEN every destroyed counter but the brain is restored', () => {
    const out = act(repair, damaged(), { unit: 'Steamer', cells: 'all' }, fixedRng([]));
    expect(destroyedCells(botOf(out, 'Steamer'))).toEqual([]);
    expect(botOf(out, 'Steamer').repairs).toEqual([{ cells: ['F0', 'F3', 'F6', 'C1'], by: 'Alice' }]);
  });

  test.each([
    [{ cells: 'F1' }, ALICE, 'Cell F1 (Forward hex 1) is not destroyed.'],
    [{ cells: 'F2' }, ALICE, 'Cell F2 (Forward hex 2) is empty; there is nothing to repair.'],
  ])('GIVEN repair options %j THEN it is refused', (options, actor, message) => {
    expect(refusal(() => act(repair, damaged(), { unit: 'Steamer', ...options }, fixedRng([]), actor)).message).toBe(message);
  });

  test('GIVEN a Bot whose brain is destroyed THEN it cannot be repaired', () => {
    const dead = stateOf(unit('Husk', damageColumn(bot({ C: '* B1 . . . . .' }), 'F', 5, 1).data));
    expect(refusal(() => act(repair, dead, { unit: 'Husk', cells: 'all' }, fixedRng([]), GM)).message).toBe(
      '`Husk` lost its brain; it is out of the game and cannot be repaired.',
    );
  });

  test('GIVEN nothing destroyed THEN `all` says so', () => {
    expect(refusal(() => act(repair, stateOf(unit('Steamer', steamer())), { unit: 'Steamer', cells: 'all' }, fixedRng([]))).message).toBe(
      '`Steamer` has no destroyed counters to repair.',
    );
  });
});

describe('a Bot out of the game', () => {
  test('GIVEN a destroyed brain THEN /tinker and /repair refuse in plain words ("tinkered with", "repaired")', () => {
    const state = stateOf(unit('Husk', bot({ C: '*! B1 W1d W1r . . .' })));
    expect(refusal(() => act(tinker, state, { unit: 'Husk', place: 'C2' }, fixedRng([]), ALICE)).message).toBe(
      '`Husk` lost its brain; it is out of the game and cannot be tinkered with.',
    );
    expect(refusal(() => act(repair, state, { unit: 'Husk', cells: 'all' }, fixedRng([]), GM)).message).toBe(
      '`Husk` lost its brain; it is out of the game and cannot be repaired.',
    );
  });
});
