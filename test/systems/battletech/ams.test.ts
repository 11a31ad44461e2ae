// Anti-missile systems (TW): the target's AMS fires on its own at the first missile attack that hits it each turn.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { fixedRng } from '../../../src/dice/rng.js';
import { shoot } from '../../../src/systems/battletech/actions.js';
import { importMech } from '../../../src/systems/battletech/import.js';
import { previewQuery } from '../../../src/systems/battletech/odds.js';
import type { MechData } from '../../../src/systems/battletech/types.js';
import { inputOf, OWN_FIXTURES, stateOf } from './helpers.js';

const load = (file: string): MechData => importMech(file, readFileSync(`${OWN_FIXTURES}${file}`, 'utf8')).data;
const atlas = () => load('corpus/Atlas AS7-K.mtf');
const amsOf = (m: MechData) => m.equipment.find((e) => e.weapon?.defensive === true)!;
const amsAmmo = (m: MechData) => m.equipment.find((e) => e.ammo?.ammoType === amsOf(m).weapon?.ammo)!.ammo!.shotsLeft;

test('GIVEN an LRM 20 hitting an Atlas with a loaded AMS THEN the AMS takes 4 off the cluster roll, uses one shot and builds 1 heat', () => {
  const state = stateOf({ A: atlas(), B: atlas() });
  // To-hit 6+6; cluster 5+5 = 10 - 4 = 6 → 12 missiles of 20; then four 5-point groups' and a 2-point group's locations.
  const out = shoot(state, inputOf({ attacker: 'A', target: 'B', weapon: 'LRM 20', tn: 4 }), fixedRng([6, 6, 5, 5, ...Array(10).fill(3)]));
  const lines = out.text.split('\n');
  expect(lines).toContain(
    "↳ 🛡️ B's **Anti-Missile System [LA]** fires at the missiles: -4 on the cluster roll, 1 AMS shot (11 left in the LT bin), +1 heat.",
  );
  expect(lines).toContain('↳ cluster hits (20-rack): 🎲 5+5 = **10** -4 AMS = 6 → **12** missiles hit');
  const b = out.state.units.b!.data as MechData;
  expect([amsAmmo(b), b.heatThisTurn, amsOf(b).firedTurn]).toEqual([11, 1, b.turn]);

  // One attack a turn: the next volley this turn rolls the full table, and nothing more is spent.
  const again = shoot(
    out.state,
    inputOf({ attacker: 'B', target: 'A', weapon: 'LRM 20', tn: 4 }),
    fixedRng([6, 6, 5, 5, ...Array(10).fill(3)]),
  );
  expect(again.text).toContain('🛡️ A');
  const third = shoot(
    { ...again.state, units: { ...again.state.units, c: { ...again.state.units.a!, name: 'C', data: atlas() } } },
    inputOf({ attacker: 'C', target: 'B', weapon: 'LRM 20', tn: 4 }),
    fixedRng([6, 6, 5, 5, ...Array(10).fill(3)]),
  );
  expect(third.text).not.toContain('🛡️');
  expect(third.text).toContain('↳ cluster hits (20-rack): 🎲 5+5 = **10** → **16** missiles hit');
  expect(amsAmmo(third.state.units.b!.data as MechData)).toBe(11);
});

test('GIVEN a miss THEN the AMS does not fire', () => {
  const out = shoot(
    stateOf({ A: atlas(), B: atlas() }),
    inputOf({ attacker: 'A', target: 'B', weapon: 'LRM 20', tn: 8 }),
    fixedRng([1, 1]),
  );
  expect(out.text).not.toContain('🛡️');
  expect(amsAmmo(out.state.units.b!.data as MechData)).toBe(12);
});

test('GIVEN a laser AMS THEN it fires with no ammunition and builds its own heat (7, Inner Sphere)', () => {
  const out = shoot(
    stateOf({ A: atlas(), B: load('TM Arsenal IS-2.mtf') }),
    inputOf({ attacker: 'A', target: 'B', weapon: 'LRM 20', tn: 4 }),
    fixedRng([6, 6, 5, 5, ...Array(10).fill(3)]),
  );
  expect(out.text).toMatch(/🛡️ B's \*\*Laser AMS \[\w+\]\*\* fires at the missiles: -4 on the cluster roll, \+7 heat\./);
  expect((out.state.units.b!.data as MechData).heatThisTurn).toBe(7);
});

test('GIVEN a target with a ready AMS THEN the preview counts the -4 in its missile odds', () => {
  const { text } = previewQuery(stateOf({ A: atlas(), B: atlas() }), inputOf({ attacker: 'A', target: 'B', weapon: 'LRM 20', tn: 4 }));
  expect(text).toContain('-# Cluster roll -4 AMS');
  // 2d6 - 4 (at least 2) on the 20 column: totals 2-7 read 2 or 3 (6 missiles), 8 reads 4 (9), 9-12 read 5-8 (12).
  expect(text).toContain('Missiles that hit, if it hits: 6: 7/12 (58.33%) · 9: 5/36 (13.89%) · 12: 5/18 (27.78%)');
});

test('GIVEN a Streak at a target with an AMS THEN it rolls on the Cluster Hits table at -4 instead of all hitting', () => {
  const out = shoot(
    stateOf({ A: load('TM Arsenal Clan.mtf'), B: atlas() }),
    inputOf({ attacker: 'A', target: 'B', weapon: 'Streak LRM 10', tn: 4 }),
    fixedRng([6, 6, 6, 6, ...Array(10).fill(3)]),
  );
  expect(out.text).toContain('↳ cluster hits (10-rack): 🎲 6+6 = **12** -4 AMS = 8 → **6** missiles hit');
  expect(out.text).not.toContain('Streak: all');
});
