// Smaller BattleTech fixes from play: plasma heat only on a hit, a prone 'Mech's /move pointing to standing up, CASE shown.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { fixedRng } from '../../../src/dice/rng.js';
import { critHeader } from '../../../src/render/battletech.js';
import { shoot } from '../../../src/systems/battletech/actions.js';
import { recordMove } from '../../../src/systems/battletech/clock.js';
import { describeMech } from '../../../src/systems/battletech/describe.js';
import { importMech } from '../../../src/systems/battletech/import.js';
import { inputOf, OWN_FIXTURES, record, stateOf, template } from './helpers.js';

test('GIVEN a plasma rifle that misses THEN no word of plasma heat; a hit says it', () => {
  const arsenal = importMech('a.mtf', readFileSync(`${OWN_FIXTURES}TM Arsenal IS.mtf`, 'utf8')).data;
  const state = stateOf({ A: arsenal, B: template('atlas') });
  const miss = shoot(state, inputOf({ attacker: 'A', target: 'B', weapon: 'Plasma Rifle', tn: 12 }), fixedRng([1, 1]));
  expect(miss.text).not.toContain('1D6 heat');
  const hit = shoot(state, inputOf({ attacker: 'A', target: 'B', weapon: 'Plasma Rifle', tn: 2 }), fixedRng([6, 6, 3, 3, 2]));
  expect(hit.text).toContain("a hit on a 'Mech adds 1D6 heat");
});

test('GIVEN a prone Mech told to walk THEN the refusal says how to stand up and what standing costs', () => {
  const state = {
    ...stateOf({ P: { ...template('locust'), prone: true } }),
    battle: { turn: 1, phase: 'movement', order: [], units: {} },
  };
  expect(() => recordMove(state, inputOf({ unit: 'P', mode: 'walked', hexes: 3 }), fixedRng([]))).toThrow(
    'P is prone and cannot move. It stands up first: `/psr unit:P reason:standing up` (a PSR; Total Warfare: standing costs 2 MP, so give `hexes:` 2 fewer than it could move).',
  );
});

test("GIVEN the Daishi Prime (MegaMek file, Clan) THEN its built-in CASE is named by /unit show and on the sheet's crit blocks", () => {
  const daishi = importMech('d.mtf', readFileSync(`${OWN_FIXTURES}corpus/Daishi (Dire Wolf) Prime.mtf`, 'utf8')).data;
  expect(describeMech(record('Daishi', daishi)).split('\n').at(-1)).toBe('Clan CASE (built in): LT, LA, RA');
  expect((['LT', 'LA', 'RT', 'CT'] as const).map((loc) => critHeader(daishi, loc))).toEqual([
    'Left Torso · Clan CASE',
    'Left Arm · Clan CASE',
    'Right Torso',
    'Center Torso',
  ]);
});

test('GIVEN slotted CASE and CASE II THEN /unit show lists both, and the sheet shows them in their slots, not the header', () => {
  const xl = importMech('w.mtf', readFileSync(`${OWN_FIXTURES}Wolverine XL CASE.mtf`, 'utf8')).data;
  expect(describeMech(record('Wolf', xl))).toContain('\nCASE: LT');
  expect(critHeader(xl, 'LT')).toBe('Left Torso');
  const text = readFileSync(`${OWN_FIXTURES}Wolverine XL CASE.mtf`, 'utf8').replace(/^CASE$/m, 'ISCASEII');
  expect(describeMech(record('Wolf', importMech('w.mtf', text).data))).toContain('\nCASE II: LT');
});
