import { describe, expect, test } from 'vitest';
import { fixedRng } from '../../../src/dice/rng.js';
import { crit } from '../../../src/systems/slaved-armour/gm-tools.js';
import { melee } from '../../../src/systems/slaved-armour/melee.js';
import { move } from '../../../src/systems/slaved-armour/movement.js';
import { shoot } from '../../../src/systems/slaved-armour/shoot.js';
import { DEFAULT_CONFIG, DEFAULT_TN } from '../../../src/systems/slaved-armour/tables.js';
import type { SaData } from '../../../src/systems/slaved-armour/unit.js';
import { input, personFrom, record, saFrom, stateWith, unitData } from './helpers.js';

const units = () => [record('Hound', saFrom('hound')), record('Kestrel', saFrom('kestrel', { speed: 3 }))];

describe('a GM’s replacement tables (from /config) change the rules', () => {
  test('GIVEN a replaced TN table as JSON text THEN the shot uses it', () => {
    const tn = JSON.stringify({ ...DEFAULT_TN, none: [5, 10, 15, 20, 25, 30, 35] });
    const outcome = shoot(
      stateWith(units(), { tn }),
      input({ attacker: 'Hound', target: 'Kestrel', weapon: 'Autocannon', band: 'M' }),
      fixedRng([1, 1, 1]),
    );
    expect(outcome.text).toContain('TN 20 (no cover, speed 3)');
  });

  test('GIVEN range steps of 5 and 15 THEN a Far target costs 5', () => {
    const range = {
      ...DEFAULT_CONFIG.range,
      steps: [
        { malus: 0, closer: 'On', farther: 'On' },
        { malus: 5, closer: 'Near', farther: 'Far' },
        { malus: 15, closer: 'Very near', farther: 'Very far' },
      ],
    };
    const outcome = shoot(
      stateWith(units(), { range }),
      input({ attacker: 'Hound', target: 'Kestrel', weapon: 'Autocannon', band: 'L' }),
      fixedRng([3, 3, 1]),
    );
    expect(outcome.text).toContain('d66 [3][3] = 33 − 5 (Far) + 1 (skill) = **29** vs TN 26 → **hit** by 3.');
  });

  test('GIVEN explosive modules that never explode on the hit THEN the ammo bin burns instead', () => {
    const fires = { ...DEFAULT_CONFIG.fires, explosiveOnHit: ['burn', 'burn', 'burn', 'burn', 'burn', 'burn'] };
    const outcome = crit(stateWith(units(), { fires }), input({ target: 'Hound', location: 'Ammo bin' }), fixedRng([1]));
    expect(unitData<SaData>(outcome.state, 'Hound').fires).toEqual([{ kind: 'explosive', row: 2, col: 1, module: 'Ammo bin' }]);
  });

  test('GIVEN a steel wall in the walls table THEN /shoot accepts it', () => {
    const walls = { ...DEFAULT_CONFIG.walls, steel: [5, 5, 5, 5, 5, 5] };
    const outcome = shoot(
      stateWith(units(), { walls }),
      input({ attacker: 'Hound', target: 'Kestrel', weapon: 'Autocannon', band: 'M', wall: 'steel' }),
      fixedRng([6, 6, 1, 3]),
    );
    expect(outcome.events).toContainEqual({ type: 'wall', material: 'steel', absorbed: 5, stopped: true });
  });

  test('GIVEN a melee table with a polearm reach THEN it is used', () => {
    const table = {
      reaches: ['unarmed', 'polearm'],
      tn: [
        [31, 51],
        [11, 31],
      ],
    };
    const pike = record('Pike', { ...personFrom('soldier'), melee: [{ name: 'Pike', reach: 'polearm', hits: 0, dice: 3 }] });
    const brawler = record('Brawler', { ...personFrom('soldier'), melee: [] });
    const outcome = melee(stateWith([pike, brawler], { melee: table }), input({ a: 'Pike', b: 'Brawler' }), fixedRng([1, 1, 1, 1]));
    expect(outcome.text).toContain('vs TN 11 (polearm vs unarmed)');
    expect(outcome.text).toContain('vs TN 51 (unarmed vs polearm)');
  });

  test('GIVEN a turning table that allows the back hex at any speed THEN the move is legal', () => {
    const turns = [{ upToSpeed: 6, allowed: ['F', 'FR', 'BR', 'B', 'BL', 'FL'] }];
    const kestrel = record('Kestrel', saFrom('kestrel', { speed: 6 }));
    const outcome = move(stateWith([kestrel], { turns }), input({ unit: 'Kestrel', turn: 'B' }), fixedRng([]));
    expect(unitData<SaData>(outcome.state, 'Kestrel').facing).toBe(3);
  });

  test('GIVEN a malformed table in the channel THEN the action is refused with the config error', () => {
    expect(() =>
      shoot(stateWith(units(), { tn: '[1,2' }), input({ attacker: 'Hound', target: 'Kestrel', weapon: 'Autocannon' }), fixedRng([])),
    ).toThrow('Slaved Armour config: `tn` is not valid JSON');
  });
});
