// BattleTech channel options: the ammunition-explosion rule (seed default, Total Warfare option) and TAC on/off.
import { describe, expect, test } from 'vitest';
import { fixedRng } from '../../../src/dice/rng.js';
import { shoot } from '../../../src/systems/battletech/actions.js';
import { parseBtConfig } from '../../../src/systems/battletech/describe.js';
import { inputOf, stateOf, template } from './helpers.js';

describe('GIVEN /config for BattleTech', () => {
  test.each([
    [{}, { ammoExplosion: 'seed', tac: true }],
    [{ ammoExplosion: 'tw' }, { ammoExplosion: 'tw', tac: true }],
    [{ ammoExplosion: 'total-warfare' }, { ammoExplosion: 'tw', tac: true }],
    [
      { ammo_explosion: 'seed', tac: 'off' },
      { ammoExplosion: 'seed', tac: false },
    ],
    [{ tac: false }, { ammoExplosion: 'seed', tac: false }],
  ])('GIVEN %j THEN the options are %j', (raw, parsed) => {
    expect(parseBtConfig(raw)).toEqual(parsed);
  });

  test.each([
    [{ ammoExplosion: 'all' }, '`ammoExplosion` must be `seed`'],
    [{ tac: 'sometimes' }, '`tac` must be on or off'],
    [{ heat: 'on' }, 'Unknown BattleTech option `heat`. Options: `ammoExplosion`, `tac`.'],
  ])('GIVEN %j THEN it is refused: %s', (raw, message) => {
    expect(() => parseBtConfig(raw)).toThrow(message);
  });

  test('GIVEN TAC off THEN a hit-location 2 rolls no crit check', () => {
    const state = stateOf({ Hunch: template('hunchback'), Bug: template('locust') }, { tac: false });
    const out = shoot(state, inputOf({ attacker: 'Hunch', target: 'Bug', weapon: 'Small Laser' }), fixedRng([6, 6, 1, 1]));
    expect(out.events.filter((e) => e.type === 'roll').map((e) => (e as { label: string }).label)).toEqual([
      'to-hit',
      'hit location (front)',
    ]);
  });
});
