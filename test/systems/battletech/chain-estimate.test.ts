// The crit-chain estimate in /odds battletech: reproducible, labelled, and above the exact no-chain figure when crits
// can set off ammunition.
import { describe, expect, test } from 'vitest';
import { ratioToNumber } from '../../../src/dice/distribution.js';
import { ONE } from '../../../src/odds/fraction.js';
import { battletech } from '../../../src/systems/battletech/index.js';
import { CHAIN_TRIALS, chainEstimate, damageOdds } from '../../../src/systems/battletech/odds.js';
import { DEFAULT_CONFIG, type MechData } from '../../../src/systems/battletech/types.js';

function strippedHunchback(): MechData {
  const mech = structuredClone(battletech.createFromTemplate('hunchback')) as MechData;
  for (const location of Object.values(mech.locations)) {
    location.armor = 0;
    location.rear = 0;
  }
  return mech;
}

describe('crit-chain estimate', () => {
  test('GIVEN the same question twice THEN the same seeded estimate', () => {
    const mech = strippedHunchback();
    const first = chainEstimate(mech, 'H', 10, 'front', DEFAULT_CONFIG);
    expect(first.trials).toBe(CHAIN_TRIALS);
    expect(chainEstimate(mech, 'H', 10, 'front', DEFAULT_CONFIG)).toEqual(first);
  });

  test('GIVEN a Hunchback stripped of armour hit for 10 THEN crit chains make destruction clearly likelier than the exact no-chain odds', () => {
    const mech = strippedHunchback();
    const exact = damageOdds(mech, [{ p: ONE, packets: [10] }], 'front', DEFAULT_CONFIG).mechDestroyed;
    const e = chainEstimate(mech, 'H', 10, 'front', DEFAULT_CONFIG);
    expect(ratioToNumber(exact.num, exact.den)).toBeCloseTo(1 / 36, 10);
    expect(e.low).toBeGreaterThan(ratioToNumber(exact.num, exact.den));
  });

  test('GIVEN an intact Hunchback hit for 5 THEN the estimate interval still covers the exact figure (no chain can start)', () => {
    const mech = structuredClone(battletech.createFromTemplate('hunchback')) as MechData;
    const exact = damageOdds(mech, [{ p: ONE, packets: [5] }], 'front', DEFAULT_CONFIG).mechDestroyed;
    const e = chainEstimate(mech, 'H', 5, 'front', DEFAULT_CONFIG);
    expect(exact.num).toBe(0n);
    expect(e.successes).toBe(0);
  });
});
