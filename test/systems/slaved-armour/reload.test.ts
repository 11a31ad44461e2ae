import { describe, expect, test } from 'vitest';
import { fixedRng } from '../../../src/dice/rng.js';
import { reload } from '../../../src/systems/slaved-armour/reload.js';
import type { SaData } from '../../../src/systems/slaved-armour/unit.js';
import { input, record, saFrom, stateWith, unitData } from './helpers.js';

const hound = (shotsLeft: number, spareMags: number, destroyed = false) => {
  const data = saFrom('hound');
  return record('Hound', { ...data, destroyed, weapons: [{ ...data.weapons[0]!, shotsLeft, spareMags }] });
};

describe('reload', () => {
  test.each([
    [0, 2, 6, 1, ''],
    [3, 1, 6, 0, ' (a magazine with 3 shots discarded)'],
  ])('GIVEN %i shots and %i spares THEN a full magazine of %i and %i spares', (shots, spares, after, sparesAfter, note) => {
    const outcome = reload(stateWith([hound(shots, spares)]), input({ unit: 'hound', weapon: 'auto' }), fixedRng([]));
    expect(unitData<SaData>(outcome.state, 'Hound').weapons[0]).toMatchObject({ shotsLeft: after, spareMags: sparesAfter });
    expect(outcome.text).toBe(
      `**Hound** reloads **Autocannon**: ${after} shots, ${sparesAfter} spare magazine${sparesAfter === 1 ? '' : 's'} left${note}.`,
    );
  });

  test.each([
    [hound(0, 0), 'Hound has no spare magazines for Autocannon; it has 0 shots left.'],
    [hound(6, 2), "Hound's Autocannon is already full (6 shots)."],
    [hound(0, 2, true), 'Hound is destroyed. It cannot reload.'],
  ])('GIVEN an impossible reload THEN a UserError', (unit, message) => {
    expect(() => reload(stateWith([unit]), input({ unit: 'Hound', weapon: 'Autocannon' }), fixedRng([]))).toThrow(message);
  });
});
