// Secondary targets (+1 in the forward arc, +2 in a side or rear arc) and rear-mounted weapons (rear arc only), TW.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { fixedRng } from '../../../src/dice/rng.js';
import { shoot } from '../../../src/systems/battletech/actions.js';
import { importMech } from '../../../src/systems/battletech/import.js';
import { previewQuery } from '../../../src/systems/battletech/odds.js';
import type { MechData } from '../../../src/systems/battletech/types.js';
import { inputOf, OWN_FIXTURES, stateOf, template } from './helpers.js';

const load = (file: string): MechData => importMech(file, readFileSync(`${OWN_FIXTURES}corpus/${file}`, 'utf8')).data;
const tnOf = (text: string) => /vs TN \*\*(\d+)\*\* \((.*)\) → /.exec(text)?.slice(1);

test('GIVEN the Enforcer firing at a second target this turn THEN +1 in its front arc, +2 in a side arc; the first stays primary', () => {
  let state = stateOf({ Enf: load('Enforcer ENF-5D.mtf'), A: template('locust'), B: template('commando'), C: template('hunchback') });
  const first = shoot(state, inputOf({ attacker: 'Enf', target: 'A', weapon: 'ER Large Laser', range: 3 }), fixedRng([1, 1]));
  expect(tnOf(first.text)).toEqual(['4', 'gunnery 4']);
  state = first.state;
  const second = shoot(state, inputOf({ attacker: 'Enf', target: 'B', weapon: 'LB 10-X AC', range: 3 }), fixedRng([1, 1]));
  expect(tnOf(second.text)).toEqual(['5', 'gunnery 4, secondary target (front arc) +1']);
  const third = shoot(
    second.state,
    inputOf({ attacker: 'Enf', target: 'C', weapon: 'Small Laser', range: 1, arc: 'left' }),
    fixedRng([1, 1]),
  );
  expect(tnOf(third.text)).toEqual(['6', 'gunnery 4, secondary target (side arc) +2']);
  expect((third.state.units.enf!.data as MechData).primaryTarget).toEqual({ turn: 1, target: 'a' });
});

test('GIVEN the same target again THEN it is no secondary target, and the preview gives the same TN as the shot', () => {
  const state = stateOf({ Enf: load('Enforcer ENF-5D.mtf'), A: template('locust'), B: template('commando') });
  const first = shoot(state, inputOf({ attacker: 'Enf', target: 'A', weapon: 'ER Large Laser', range: 3 }), fixedRng([1, 1]));
  const again = shoot(first.state, inputOf({ attacker: 'Enf', target: 'A', weapon: 'Small Laser', range: 1 }), fixedRng([1, 1]));
  expect(tnOf(again.text)).toEqual(['4', 'gunnery 4']);
  const preview = previewQuery(first.state, inputOf({ attacker: 'Enf', target: 'B', weapon: 'Small Laser', range: 1 })).text;
  expect(preview).toContain('TN **5** (gunnery 4, secondary target (front arc) +1)');
});

test('GIVEN the Atlas AS7-K’s rear-mounted pulse lasers THEN they fire only into the rear arc, shown with (R)', () => {
  const state = stateOf({ Atlas: load('Atlas AS7-K.mtf'), A: template('locust') });
  expect(() => shoot(state, inputOf({ attacker: 'Atlas', target: 'A', weapon: 'Medium Pulse Laser (R)', range: 2 }), fixedRng([]))).toThrow(
    'Medium Pulse Laser (R) [CT] is rear-mounted: it fires only at a target in the rear arc (`arc:rear`).',
  );
  expect(() => shoot(state, inputOf({ attacker: 'Atlas', target: 'A', weapon: 'LRM 20', range: 9, arc: 'rear' }), fixedRng([]))).toThrow(
    'LRM 20 [LT] faces forward: only rear-mounted weapons fire into the rear arc.',
  );
  const rear = shoot(
    state,
    inputOf({ attacker: 'Atlas', target: 'A', weapon: 'all', range: 2, arc: 'rear', tn: 12 }),
    fixedRng([1, 1, 1, 1]),
  );
  const fired = [...rear.text.matchAll(/fires \*\*(.+?)\*\* at/g)].map((m) => m[1]);
  expect(fired).toEqual(['Medium Pulse Laser (R) [CT]', 'Medium Pulse Laser (R) [CT]']);
  const front = shoot(state, inputOf({ attacker: 'Atlas', target: 'A', weapon: 'all', range: 2, tn: 12 }), fixedRng(Array(40).fill(1)));
  expect(front.text).not.toContain('(R)');
});
