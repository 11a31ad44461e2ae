// Exact odds, each checked against brute force: the real damage engine run over every die it can ask for.

import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { minRng, type Rng, seededRng } from '../../../src/dice/rng.js';
import { add, type Fraction, frac, ONE, ZERO } from '../../../src/odds/fraction.js';
import { findWeapon } from '../../../src/systems/battletech/attack.js';
import { newJournal, openCtx } from '../../../src/systems/battletech/context.js';
import { applyDamage } from '../../../src/systems/battletech/damage.js';
import { importMech } from '../../../src/systems/battletech/import.js';
import { LOCATIONS, type LocationId } from '../../../src/systems/battletech/locations.js';
import {
  critCountOdds,
  damageOdds,
  hitLocationOdds,
  oddsQuery,
  pAtLeast,
  previewQuery,
  type Scenario,
  weaponScenarios,
} from '../../../src/systems/battletech/odds.js';
import { DIRECTIONS, type Direction, hitLocation } from '../../../src/systems/battletech/tables.js';
import { DEFAULT_CONFIG, type MechData } from '../../../src/systems/battletech/types.js';
import { enumerateDice, StopPath } from './enumerate.js';
import { FIXTURES, fixtureText, inputOf, stateOf, template } from './helpers.js';

const sum = (items: readonly { p: Fraction }[]): Fraction => items.reduce((a, b) => add(a, b.p), ZERO);
const fractionText = (f: Fraction) => `${f.num}/${f.den}`;

describe('GIVEN plain 2d6 odds', () => {
  test.each([2, 3, 7, 8, 12, 13])('GIVEN TN %i THEN P(hit) equals the count of the 36 outcomes', (tn) => {
    let ways = 0;
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b >= tn) ways++;
    expect(pAtLeast(tn)).toEqual(frac(ways, 36));
  });

  test.each(DIRECTIONS)('GIVEN direction %s THEN the location odds match enumeration and sum to 1', (direction) => {
    const counts = new Map<LocationId, number>();
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++) counts.set(hitLocation(direction, a + b), (counts.get(hitLocation(direction, a + b)) ?? 0) + 1);
    const odds = hitLocationOdds(direction);
    for (const [loc, n] of counts) expect(odds.get(loc)).toEqual(frac(n, 36));
    expect(sum([...odds.values()].map((p) => ({ p })))).toEqual(ONE);
  });

  test('GIVEN the crit table THEN 21/36, 9/36, 5/36, 1/36', () => {
    expect(critCountOdds().map(({ result, p }) => [result, fractionText(p)])).toEqual([
      [0, '7/12'],
      [1, '1/4'],
      [2, '5/36'],
      ['twelve', '1/36'],
    ]);
  });
});

/** The engine itself over every location outcome of every hit, with all later dice 1s (every crit check fails). */
function bruteDestroyed(mech: MechData, packets: readonly number[], direction: Direction) {
  const destroyed = new Map<LocationId, Fraction>(LOCATIONS.map((l) => [l, ZERO]));
  let mechDestroyed = ZERO;
  const walk = (m: MechData, depth: number, p: Fraction) => {
    if (depth === packets.length || m.destroyed) {
      for (const l of LOCATIONS)
        if (m.locations[l].destroyed && !mech.locations[l].destroyed) destroyed.set(l, add(destroyed.get(l) as Fraction, p));
      if (m.destroyed && !mech.destroyed) mechDestroyed = add(mechDestroyed, p);
      return;
    }
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++) {
        const ctx = openCtx(newJournal(minRng, DEFAULT_CONFIG), 'x', m);
        applyDamage(ctx, hitLocation(direction, a + b), packets[depth] as number, { rear: direction === 'rear', tac: a + b === 2 });
        walk(ctx.mech, depth + 1, { num: p.num, den: p.den * 36n });
      }
  };
  walk(mech, 0, ONE);
  return { destroyed, mechDestroyed };
}

/** The engine over every die, stopping a path at its first successful crit check: P(at least one crit). */
function bruteAtLeastOneCrit(mech: MechData, damage: number, direction: Direction): Fraction {
  const results = enumerateDice(
    (rng: Rng) => {
      const journal = newJournal(rng, DEFAULT_CONFIG);
      const ctx = openCtx(journal, 'x', mech);
      const guard: Rng = {
        int(min, max) {
          if (journal.events.some((e) => e.type === 'roll' && e.label.startsWith('critical check') && e.total >= 8)) throw new StopPath();
          return rng.int(min, max);
        },
      };
      const guarded = { ...ctx, rng: guard };
      const a = guard.int(1, 6);
      const b = guard.int(1, 6);
      applyDamage(guarded, hitLocation(direction, a + b), damage, { rear: direction === 'rear', tac: a + b === 2 });
      const last = journal.events.filter((e) => e.type === 'roll' && e.label.startsWith('critical check'));
      return last.some((e) => e.type === 'roll' && e.total >= 8);
    },
    () => true,
  );
  return sum(results.filter((r) => r.value));
}

const stripped = (id: string, armour: Partial<Record<LocationId, number>>): MechData => {
  const m = template(id);
  for (const [l, a] of Object.entries(armour)) m.locations[l as LocationId].armor = a as number;
  return m;
};

describe('GIVEN a real Mech and one hit of damage D (exact vs brute force)', () => {
  const xl = importMech('x.mtf', readFileSync(`${FIXTURES}Wolverine XL CASE.mtf`, 'utf8')).data;
  xl.locations.LT.armor = 0;
  const cases: [string, MechData, number, Direction][] = [
    ['fresh Hunchback, 20 front', template('hunchback'), 20, 'front'],
    ['Hunchback with the LA and LT stripped, 10 left', stripped('hunchback', { LA: 0, LT: 2 }), 10, 'left'],
    ['XL Wolverine with the LT bare, 15 right', xl, 15, 'right'],
    ['Locust, 12 rear', template('locust'), 12, 'rear'],
  ];
  test.each(cases)('GIVEN %s THEN P(each location destroyed) and P(Mech destroyed) match the engine', (_name, mech, damage, direction) => {
    const exact = damageOdds(mech, [{ p: ONE, packets: [damage] }], direction, DEFAULT_CONFIG);
    const brute = bruteDestroyed(mech, [damage], direction);
    expect(exact.destroyed).toEqual(brute.destroyed);
    expect(exact.mechDestroyed).toEqual(brute.mechDestroyed);
  });

  test.each([
    ['Locust with a bare left arm, 5 front', stripped('locust', { LA: 0 }), 5, 'front' as Direction],
    ['Locust with a bare CT, 3 front', stripped('locust', { CT: 0 }), 3, 'front' as Direction],
  ])('GIVEN %s THEN P(at least one crit) matches every-die enumeration', (_name, mech, damage, direction) => {
    const exact = damageOdds(mech, [{ p: ONE, packets: [damage] }], direction, DEFAULT_CONFIG).atLeastOneCrit;
    expect(exact).toEqual(bruteAtLeastOneCrit(mech, damage, direction));
    expect(exact.num).toBeGreaterThan(0n);
  });

  test('GIVEN two 5-point groups on a Locust THEN the two-hit destruction odds match the engine', () => {
    const mech = template('locust');
    const exact = damageOdds(mech, [{ p: ONE, packets: [5, 5] }], 'front', DEFAULT_CONFIG);
    const brute = bruteDestroyed(mech, [5, 5], 'front');
    expect(exact.destroyed).toEqual(brute.destroyed);
    expect(exact.mechDestroyed).toEqual(brute.mechDestroyed);
  });

  test('GIVEN a 40-point hit on a Locust THEN only leg hits (8/36) leave the CT standing: Mech destroyed 7/9', () => {
    const exact = damageOdds(template('locust'), [{ p: ONE, packets: [40] }], 'front', DEFAULT_CONFIG);
    expect(fractionText(exact.destroyed.get('HD') as Fraction)).toBe('1/36');
    expect(fractionText(exact.mechDestroyed)).toBe('7/9');
  });
});

describe('GIVEN weapon scenarios', () => {
  test('GIVEN an LRM 15 THEN each cluster result becomes its 5-point groups with the cluster odds', () => {
    const { missiles, scenarios } = weaponScenarios(findWeapon(template('catapult'), 'C', 'LRM 15 [LA]'));
    expect([...(missiles ?? new Map()).entries()].map(([n, p]) => [n, fractionText(p)])).toEqual([
      [5, '1/12'],
      [6, '1/12'],
      [9, '5/9'],
      [12, '7/36'],
      [15, '1/12'],
    ]);
    expect(scenarios.map((s: Scenario) => s.packets)).toEqual([[5], [5, 1], [5, 4], [5, 5, 2], [5, 5, 5]]);
  });

  test('GIVEN an SRM 4 THEN each missile is its own 2-point hit', () => {
    const { scenarios } = weaponScenarios(findWeapon(template('commando'), 'C', 'SRM 4'));
    expect(scenarios.map((s) => s.packets.join('+'))).toEqual(['2', '2+2', '2+2+2', '2+2+2+2']);
  });
});

describe('GIVEN the /odds and preview queries', () => {
  test('GIVEN tn 8 and a direction THEN the reply shows P(hit), the column and the crit table', () => {
    const { text } = oddsQuery(stateOf({}), inputOf({ tn: 8, direction: 'front' }));
    expect(text.split('\n').slice(0, 2)).toEqual(['🎲 **BattleTech odds**', '**P(hit)** on 2d6 ≥ 8: 5/12 (41.67%)']);
    expect(text).toContain('**Hit location (front)**: CT 7/36 (19.44%)');
  });

  test('GIVEN a target and damage THEN the one-hit odds for that Mech are listed', () => {
    const state = stateOf({ Hunch: template('hunchback') });
    const { text } = oddsQuery(state, inputOf({ target: 'Hunch', damage: 20, direction: 'front' }));
    expect(text).toContain('P(location destroyed): HD 1/36 (2.78%)');
    expect(text).toContain('P(Hunch destroyed): 1/36 (2.78%)');
  });

  test('GIVEN /shoot preview THEN TN and P(hit) are shown and nothing is rolled', () => {
    const state = stateOf({ Hunch: template('hunchback'), Wolf: importMech('w.mtf', fixtureText('Wolverine WVR-6R')).data });
    const { text } = previewQuery(
      state,
      inputOf({ attacker: 'Hunch', target: 'Wolf', weapon: 'AC/20', range: 5, attacker_move: 'walked' }),
    );
    expect(text.split('\n').slice(0, 2)).toEqual([
      '🔍 **Preview**: Hunch → Wolf with AC/20 [RT] (front)',
      'TN **7** (gunnery 4, medium range +2, attacker walked +1); P(hit) 7/12 (58.33%)',
    ]);
  });
});

describe('GIVEN a seeded simulation against the exact answer', () => {
  test('GIVEN 4 000 seeded 12-point hits on the rear of a Locust with the real engine THEN P(at least one crit) agrees within 4 sigma', () => {
    const mech = template('locust');
    const exact = damageOdds(mech, [{ p: ONE, packets: [12] }], 'rear', DEFAULT_CONFIG).atLeastOneCrit;
    const rng = seededRng('0badc0de0badc0de0badc0de0badc0de');
    const samples = 4_000;
    let crits = 0;
    for (let i = 0; i < samples; i++) {
      const journal = newJournal(rng, DEFAULT_CONFIG);
      const ctx = openCtx(journal, 'x', mech);
      const total = rng.int(1, 6) + rng.int(1, 6);
      applyDamage(ctx, hitLocation('rear', total), 12, { rear: true, tac: total === 2 });
      if (journal.events.some((e) => e.type === 'roll' && e.label.startsWith('critical check') && e.total >= 8)) crits++;
    }
    const p = Number(exact.num) / Number(exact.den);
    const sigma = Math.sqrt((p * (1 - p)) / samples);
    expect(Math.abs(crits / samples - p)).toBeLessThan(4 * sigma);
  });
});
