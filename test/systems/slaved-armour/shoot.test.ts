import { describe, expect, test } from 'vitest';
import { fixedRng } from '../../../src/dice/rng.js';
import { UserError } from '../../../src/errors.js';
import { shoot } from '../../../src/systems/slaved-armour/shoot.js';
import type { SaData } from '../../../src/systems/slaved-armour/unit.js';
import { input, personFrom, record, saFrom, stateWith, unitData } from './helpers.js';

const hound = (overrides: Partial<SaData> = {}) => record('Hound', saFrom('hound', overrides));
const kestrel = (overrides: Partial<SaData> = {}) => record('Kestrel', saFrom('kestrel', overrides));
const base = { attacker: 'Hound', target: 'Kestrel', weapon: 'Autocannon' };

function fire(options: Record<string, string | number | boolean>, dice: number[], units = [hound(), kestrel()], config = {}) {
  const rng = fixedRng(dice);
  const outcome = shoot(stateWith(units, config), input({ ...base, ...options }), rng);
  expect(rng.remaining).toBe(0);
  return outcome;
}

describe('shoot: every modifier path', () => {
  test.each([
    [
      'no cover, speed 0, effective band',
      { band: 'M' },
      [1, 1, 1],
      'TN 11 (no cover, speed 0)',
      'd66 [1][1] = 11 + 1 (skill) = **12** vs TN 11 → **hit** by 1.',
    ],
    [
      'light cover, target speed 3, Far',
      { band: 'L', cover: 'light', speed: 3 },
      [4, 5, 1],
      'TN 36 (light cover, speed 3)',
      'd66 [4][5] = 45 − 10 (Far) + 1 (skill) = **36** vs TN 36 → **hit** by 0.',
    ],
    [
      'heavy cover, speed 2, Too Far',
      { band: 'X', cover: 'heavy', speed: 2 },
      [6, 6, 1],
      'TN 41 (heavy cover, speed 2)',
      'd66 [6][6] = 66 − 20 (Too Far) + 1 (skill) = **47** vs TN 41 → **hit** by 6.',
    ],
    [
      'through cover, Close, modifier +3',
      { band: 'S', cover: 'through', modifier: 3 },
      [5, 1, 1],
      'TN 41 (through cover (fully protected), speed 0)',
      'd66 [5][1] = 51 − 10 (Close) + 1 (skill) + 3 (modifier) = **45** vs TN 41 → **hit** by 4.',
    ],
    [
      'Too Close with a −5 modifier',
      { band: 'P', modifier: -5 },
      [2, 2, 1],
      'TN 11 (no cover, speed 0)',
      'd66 [2][2] = 22 − 20 (Too Close) + 1 (skill) − 5 (modifier) = **-2** vs TN 11 → **miss** by 13.',
    ],
    [
      'range in hexes (5 = M)',
      { range: 5, cover: 'heavy' },
      [3, 3, 1],
      'target at M (Medium)',
      'd66 [3][3] = 33 + 1 (skill) = **34** vs TN 31 → **hit** by 3.',
    ],
    [
      'range in hexes (20 = X)',
      { range: 20 },
      [3, 3, 1],
      'target at X (Extreme) vs effective band M: Too Far −20',
      '= **14** vs TN 11 → **hit** by 3.',
    ],
    [
      'a TN override',
      { band: 'M', tn: 50 },
      [4, 9 - 3, 1],
      'TN 50 (given)',
      'd66 [4][6] = 46 + 1 (skill) = **47** vs TN 50 → **miss** by 3.',
    ],
  ])('GIVEN %s THEN the reply shows the TN, the dice, every modifier and the margin', (_what, options, dice, tnText, rollText) => {
    const outcome = fire(options, dice);
    expect(outcome.text).toContain(tnText);
    expect(outcome.text).toContain(rollText);
    const roll = outcome.events[0];
    expect(roll).toMatchObject({
      type: 'roll',
      label: 'to-hit d66',
      sides: 6,
      dice: dice.slice(0, 2),
      total: (dice[0] ?? 0) * 10 + (dice[1] ?? 0),
    });
  });

  test('GIVEN no range or band THEN the weapon’s effective band is assumed and said so', () => {
    const outcome = fire({}, [1, 1, 1]);
    expect(outcome.text).toContain("No `range` or `band` given: assumed the weapon's effective band M.");
  });

  test('GIVEN the target’s stored speed THEN it is used when no speed is given', () => {
    const outcome = fire({ band: 'M' }, [1, 1, 1], [hound(), kestrel({ speed: 5 })]);
    expect(outcome.text).toContain('TN 36 (no cover, speed 5)');
  });

  test('GIVEN a fully protected target at speed 6 THEN nothing is fired: the table has no TN', () => {
    expect(() => fire({ cover: 'full', speed: 6 }, [])).toThrow('has no number for fully protected, speed 6');
  });

  test('GIVEN a machine gun (band S) at a target 3 bands farther THEN it cannot fire', () => {
    const state = stateWith([hound(), kestrel()]);
    expect(() => shoot(state, input({ attacker: 'Kestrel', target: 'Hound', weapon: 'Machine gun', band: 'X' }), fixedRng([]))).toThrow(
      'cannot fire',
    );
  });
});

describe('shoot: magazines', () => {
  const withShots = (shotsLeft: number, spareMags = 2) => hound({ weapons: [{ ...saFrom('hound').weapons[0]!, shotsLeft, spareMags }] });

  test.each([
    [6, 4, 4, 2],
    [2, 5, 2, 0],
    [1, 1, 1, 0],
    [3, 6, 3, 0],
    [6, 6, 6, 0],
    [5, 1, 1, 4],
  ])('GIVEN %i shots and a shots die of %i THEN %i removed, %i left', (shots, die, removed, left) => {
    const outcome = fire({ band: 'M' }, [1, 1, die], [withShots(shots), kestrel()]);
    expect(unitData<SaData>(outcome.state, 'Hound').weapons[0]?.shotsLeft).toBe(left);
    expect(outcome.events).toContainEqual({ type: 'shots-used', unit: 'Hound', weapon: 'Autocannon', removed, left });
    expect(outcome.events).toContainEqual({ type: 'roll', label: 'shots used', sides: 6, dice: [die], total: die });
    expect(outcome.text).toContain(`Shots: [${die}] → ${removed} removed, ${left} left.`);
    if (left === 0) expect(outcome.text).toContain('Empty: `/reload` before it fires again');
  });

  test('GIVEN an empty magazine THEN the shot is refused, pointing at /reload, and nothing is rolled', () => {
    let error: unknown;
    try {
      fire({}, [], [withShots(0), kestrel()]);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(UserError);
    expect((error as UserError).message).toBe(
      "Hound's Autocannon is empty (0 shots). Reload first: `/reload unit:Hound weapon:Autocannon`.",
    );
  });

  test('GIVEN a miss THEN shots are still used', () => {
    const outcome = fire({ band: 'M', cover: 'heavy' }, [1, 1, 3]);
    expect(outcome.text).toContain('**miss**');
    expect(unitData<SaData>(outcome.state, 'Hound').weapons[0]?.shotsLeft).toBe(3);
  });

  test('GIVEN a shot THEN the input state is not mutated', () => {
    const units = [hound(), kestrel()];
    const before = JSON.stringify(units);
    fire({ band: 'M' }, [6, 6, 2], units);
    expect(JSON.stringify(units)).toBe(before);
  });
});

describe('shoot: what a hit places', () => {
  test('GIVEN a hit on an SA THEN its Hit Dice wait in pending for /phase end', () => {
    const outcome = fire({ band: 'M' }, [6, 6, 1]);
    expect(outcome.state.pending).toEqual({ hits: [{ target: 'kestrel', source: "Hound's Autocannon", hits: 2, dice: 4 }] });
    expect(outcome.text).toContain('2 Hit Dice placed on **Kestrel**, resolved at `/phase end`.');
    expect(unitData<SaData>(outcome.state, 'Kestrel')).toEqual(kestrel().data);
    // Shown unchanged, so its result card can list the dice waiting on it.
    expect(outcome.show).toEqual([{ unit: 'kestrel' }]);
  });

  test('GIVEN a second hit THEN it queues after the first', () => {
    const first = fire({ band: 'M' }, [6, 6, 1]);
    const second = shoot(first.state, input({ ...base, band: 'M' }), fixedRng([6, 6, 1]));
    expect((second.state.pending.hits as unknown[]).length).toBe(2);
  });

  test('GIVEN a miss THEN nothing is pending', () => {
    expect(fire({ band: 'M', cover: 'heavy' }, [1, 1, 1]).state.pending).toEqual({});
  });

  test('GIVEN a hit on a person THEN Personnel Damage Dice are pending', () => {
    const units = [hound(), record('Pvt', personFrom('soldier'))];
    const outcome = fire({ target: 'Pvt', band: 'M' }, [6, 6, 1], units);
    expect(outcome.state.pending).toEqual({ hits: [{ target: 'pvt', source: "Hound's Autocannon", hits: 2, dice: 4 }] });
    expect(outcome.text).toContain('4 Personnel Damage Dice placed on **Pvt**');
  });

  test('GIVEN the channel resolves hits at once THEN the hit rolls its rows straight away and the target is shown', () => {
    // Kestrel row 1: Cowling, Gyro (critical). Rows: [1] → Cowling, [2] → Cowling.
    const outcome = fire({ band: 'M' }, [6, 6, 1, 1, 2], [hound(), kestrel()], { resolve: 'immediate' });
    const data = unitData<SaData>(outcome.state, 'Kestrel');
    expect(data.rows[0]?.[0]?.destroyed).toBe(true);
    expect(data.rows[1]?.[0]?.destroyed).toBe(true);
    expect(outcome.state.pending).toEqual({});
    expect(outcome.show).toEqual([{ unit: 'kestrel', highlight: { rows: [0, 1] } }]);
  });
});

describe('shoot: walls', () => {
  test.each([
    ['brick', 2, 1, 1],
    ['brick', 5, 2, 0],
    ['stone', 4, 2, 0],
    ['concrete', 1, 3, 0],
  ])('GIVEN a %s wall rolling %i THEN it absorbs %i and %i Hits reach the SA', (wall, die, absorbed, through) => {
    const outcome = fire({ band: 'M', wall }, [6, 6, 1, die]);
    expect(outcome.events).toContainEqual({ type: 'wall', material: wall, absorbed, stopped: through === 0 });
    if (through > 0) expect(outcome.state.pending).toEqual({ hits: [expect.objectContaining({ hits: through })] });
    else expect(outcome.state.pending).toEqual({});
  });

  test('GIVEN a wood wall THEN it gives no protection (seed): a direct shot, no wall die, both Hits reach the SA', () => {
    const outcome = fire({ band: 'M', wall: 'wood' }, [6, 6, 1]);
    expect(outcome.events.some((e) => e.type === 'wall')).toBe(false);
    expect(outcome.text).toContain('A wood wall gives no protection: the target is fired at directly.');
    expect(outcome.text).toContain('TN 11 (no cover, speed 0)');
    expect(outcome.state.pending).toEqual({ hits: [expect.objectContaining({ hits: 2 })] });
  });

  test('GIVEN a wall and no cover THEN the shot is through cover: the Fully protected row, and a roll that hit in the open misses', () => {
    // In the open TN 11 at speed 0; through a wall TN 41: d66 [3][3] = 33 + 1 (skill) misses by 7 and no wall die is rolled.
    const outcome = fire({ band: 'M', wall: 'concrete' }, [3, 3, 1]);
    expect(outcome.text).toContain('TN 41 (through cover (fully protected), speed 0)');
    expect(outcome.text).toContain('d66 [3][3] = 33 + 1 (skill) = **34** vs TN 41 → **miss** by 7.');
    expect(outcome.state.pending).toEqual({});
  });

  test.each(['none', 'light', 'heavy'])('GIVEN a wall and cover:%s THEN it is refused and nothing is rolled', (cover) => {
    expect(() => fire({ band: 'M', wall: 'brick', cover }, [])).toThrow(
      new UserError(
        'option',
        `With a brick wall in the way the shot goes through cover, which uses the Fully protected row; \`cover:${cover}\` is for firing at the target directly. Drop \`cover:\` or the wall.`,
      ),
    );
  });

  test('GIVEN wall:none and cover:light THEN it is direct fire at light cover', () => {
    expect(fire({ band: 'M', wall: 'none', cover: 'light' }, [6, 6, 1]).text).toContain('TN 21 (light cover, speed 0)');
  });

  test('GIVEN a person behind brick and a rifle with no anti-armour Hits THEN the wall stops the shot', () => {
    const units = [record('Pvt', personFrom('soldier')), record('Bear', personFrom('bear'))];
    const outcome = shoot(
      stateWith(units),
      input({ attacker: 'Pvt', target: 'Bear', weapon: 'Assault rifle', wall: 'brick' }),
      fixedRng([6, 6, 1, 1]),
    );
    expect(outcome.text).toContain('Brick wall [1]: absorbs 1 hit — the shot does not get through.');
    expect(outcome.state.pending).toEqual({});
  });

  test('GIVEN a person behind brick and an autocannon (2 Hits) that breaks the 1-module wall THEN the damage dice get through', () => {
    const units = [hound(), record('Pvt', personFrom('soldier'))];
    const outcome = fire({ target: 'Pvt', band: 'M', wall: 'brick' }, [6, 6, 1, 1], units);
    expect(outcome.state.pending).toEqual({ hits: [expect.objectContaining({ target: 'pvt', dice: 4 })] });
  });

  test('GIVEN an unknown wall THEN a UserError listing the materials', () => {
    expect(() => fire({ wall: 'adamant' }, [])).toThrow('`none`, `wood`, `brick`, `stone`, `concrete`');
  });
});

describe('shoot: refusals', () => {
  test.each([
    [
      'an infantry weapon at an SA',
      [record('Pvt', personFrom('soldier')), kestrel()],
      { attacker: 'Pvt', weapon: 'Assault rifle' },
      'completely ineffective against Slaved Armour',
    ],
    ['a unit shooting itself', [hound(), kestrel()], { target: 'Hound' }, 'cannot shoot itself'],
    [
      'a destroyed attacker',
      [hound({ destroyed: true, destroyedBy: 'Cockpit' }), kestrel()],
      {},
      'Hound is destroyed (Cockpit). It cannot fire.',
    ],
    ['a destroyed target', [hound(), kestrel({ destroyed: true })], {}, 'Kestrel is already destroyed.'],
    [
      'a Winded attacker',
      [record('Pvt', personFrom('soldier', { winded: true })), record('Bear', personFrom('bear'))],
      { attacker: 'Pvt', target: 'Bear', weapon: 'Assault' },
      'Pvt is Winded',
    ],
    [
      'a stunned attacker',
      [record('Pvt', personFrom('soldier', { condition: 'stunned' })), record('Bear', personFrom('bear'))],
      { attacker: 'Pvt', target: 'Bear', weapon: 'Assault' },
      'incapacitated (stunned)',
    ],
    ['an unknown weapon', [hound(), kestrel()], { weapon: 'Laser' }, 'Hound has no weapon `Laser`. Its weapons: `Autocannon`.'],
    [
      'an unknown target',
      [hound(), kestrel()],
      { target: 'Ghost' },
      'No unit called `Ghost` here (target). Slaved Armour units in this channel: `Hound`, `Kestrel`.',
    ],
  ])('GIVEN %s THEN a UserError', (_what, units, options, message) => {
    expect(() => shoot(stateWith(units), input({ ...base, ...options }), fixedRng([]))).toThrow(message);
  });

  test('GIVEN a unit of another system THEN a UserError naming its system', () => {
    const state = stateWith([hound(), { name: 'Atlas', system: 'battletech', owner: 'u', schemaVersion: 1, data: {} }]);
    expect(() => shoot(state, input({ ...base, target: 'Atlas' }), fixedRng([]))).toThrow('`Atlas` is a battletech unit');
  });
});
