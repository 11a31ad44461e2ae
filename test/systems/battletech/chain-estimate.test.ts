// The crit-chain estimate in /odds battletech: reproducible, labelled, and above the exact no-chain figure when crits
// can set off ammunition.
import { describe, expect, test } from 'vitest';
import { ratioToNumber } from '../../../src/dice/distribution.js';
import { seededRng } from '../../../src/dice/rng.js';
import { estimate, trialSeed } from '../../../src/odds/estimate.js';
import { ONE } from '../../../src/odds/fraction.js';
import { newJournal, ownCtx } from '../../../src/systems/battletech/context.js';
import { applyDamage } from '../../../src/systems/battletech/damage.js';
import { battletech } from '../../../src/systems/battletech/index.js';
import { CHAIN_TRIALS, chainEstimate, damageOdds, trialCopy } from '../../../src/systems/battletech/odds.js';
import { hitLocation } from '../../../src/systems/battletech/tables.js';
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

describe('crit-chain trials copy only what a trial changes', () => {
  test('GIVEN the trial copy THEN every trial matches a full JSON copy of the Mech, die for die, and the original is untouched', () => {
    const mech = strippedHunchback();
    const before = JSON.stringify(mech);
    const seed = 'trial-copy-check';
    for (let i = 0; i < 200; i++) {
      const run = (copy: MechData) => {
        const rng = seededRng(trialSeed(seed, i));
        const ctx = ownCtx(newJournal(rng, DEFAULT_CONFIG), 'H', copy);
        const roll = rng.int(1, 6) + rng.int(1, 6);
        applyDamage(ctx, hitLocation('front', roll), 10, { tac: roll === 2 });
        return { mech: JSON.stringify(ctx.mech), events: JSON.stringify(ctx.events), lines: ctx.lines };
      };
      expect(run(trialCopy(mech))).toEqual(run(JSON.parse(before) as MechData));
    }
    expect(JSON.stringify(mech)).toBe(before);
  });

  test.each([
    ['an intact Locust', 'locust', 5, 'front', false],
    ['a stripped Hunchback', 'hunchback', 10, 'front', true],
    ['a stripped Hunchback from behind', 'hunchback', 20, 'rear', true],
    ['an intact Hunchback', 'hunchback', 20, 'left', false],
  ] as const)(
    'GIVEN %s THEN the estimate equals the old one, the engine on a JSON copy for every trial',
    (_, template, damage, direction, strip) => {
      const mech = structuredClone(battletech.createFromTemplate(template)) as MechData;
      if (strip) for (const location of Object.values(mech.locations)) Object.assign(location, { armor: 0, rear: 0 });
      const fresh = chainEstimate(mech, 'M', damage, direction, DEFAULT_CONFIG, { cache: false });
      const json = JSON.stringify(mech);
      const old = estimate(fresh.seed, CHAIN_TRIALS, (rng) => {
        const ctx = ownCtx(newJournal(rng, DEFAULT_CONFIG), 'M', JSON.parse(json) as MechData);
        const roll = rng.int(1, 6) + rng.int(1, 6);
        applyDamage(ctx, hitLocation(direction, roll), damage, { rear: direction === 'rear', tac: roll === 2 });
        return ctx.mech.destroyed;
      });
      expect(fresh).toEqual(old);
    },
  );

  test('GIVEN the same unit state, damage and direction THEN the cached answer; GIVEN another state THEN a fresh one', () => {
    const mech = strippedHunchback();
    const first = chainEstimate(mech, 'H', 10, 'front', DEFAULT_CONFIG);
    expect(chainEstimate(mech, 'H', 10, 'front', DEFAULT_CONFIG)).toBe(first);
    expect(chainEstimate(mech, 'H', 10, 'front', DEFAULT_CONFIG, { cache: false })).toEqual(first);
    expect(chainEstimate(mech, 'H', 10, 'front', DEFAULT_CONFIG, { cache: false })).not.toBe(first);
    expect(chainEstimate(mech, 'H', 10, 'rear', DEFAULT_CONFIG)).not.toBe(first);
    mech.locations.CT.internal -= 1;
    const damaged = chainEstimate(mech, 'H', 10, 'front', DEFAULT_CONFIG);
    expect(damaged).not.toBe(first);
    expect(damaged.seed).not.toBe(first.seed);
  });
});
