// Destroyed modules disable what they carry: weapons on their mounts, melee weapons, and the drive's share of top speed.
import { describe, expect, test } from 'vitest';
import { fixedRng } from '../../../src/dice/rng.js';
import { UserError } from '../../../src/errors.js';
import { describeUnit } from '../../../src/systems/slaved-armour/describe.js';
import { melee } from '../../../src/systems/slaved-armour/melee.js';
import { checkMove, move } from '../../../src/systems/slaved-armour/movement.js';
import { odds } from '../../../src/systems/slaved-armour/odds.js';
import { readUnit, writeUnit } from '../../../src/systems/slaved-armour/sheet.js';
import { shoot } from '../../../src/systems/slaved-armour/shoot.js';
import { DEFAULT_CONFIG } from '../../../src/systems/slaved-armour/tables.js';
import type { SaData } from '../../../src/systems/slaved-armour/unit.js';
import { input, record, saFrom, stateWith } from './helpers.js';

/** The SA with the named modules destroyed (every module of that name). */
function wreck(template: string, ...names: string[]): SaData {
  const data = saFrom(template);
  return { ...data, rows: data.rows.map((row) => row.map((m) => (names.includes(m.name) ? { ...m, destroyed: true } : m))) };
}

describe('weapons on destroyed modules', () => {
  test('GIVEN the Kestrel’s rocket rail destroyed THEN the rocket launcher is refused, nothing rolled, and the machine gun still fires', () => {
    const state = stateWith([record('Kestrel', wreck('kestrel', 'Rocket rail')), record('Hound', saFrom('hound'))]);
    const rng = fixedRng([]);
    expect(() => shoot(state, input({ attacker: 'Kestrel', target: 'Hound', weapon: 'Rocket launcher', band: 'L' }), rng)).toThrow(
      new UserError(
        'rule',
        "Kestrel's Rocket launcher is unusable: Rocket rail is destroyed. A GM can restore modules with `/recover repair`.",
      ),
    );
    expect(() => odds(state, input({ attacker: 'Kestrel', target: 'Hound', weapon: 'Rocket launcher', band: 'L' }))).toThrow(
      'Rocket rail is destroyed',
    );
    const mg = shoot(state, input({ attacker: 'Kestrel', target: 'Hound', weapon: 'Machine gun', band: 'S' }), fixedRng([1, 1, 1]));
    expect(mg.text).toContain('**Kestrel** fires **Machine gun**');
  });

  test('GIVEN a weapon on two modules THEN losing either disables it, and /unit show says which', () => {
    const bastion = record('Bastion', wreck('bastion', 'Breech'));
    expect(describeUnit(bastion)).toContain(
      'Heavy cannon `L48-13` (effective at Long range · 4 AA hits · 8 AP damage dice · magazine of 1 shot · 3 cargo slots per magazine): 1/1 shots, 4 spare (heavy, cannon) — **unusable**: Breech destroyed\n',
    );
    expect(describeUnit(bastion)).toContain(
      'Coax MG `M-1-5-12-2` (effective at Medium range · 1 AA hit · 5 AP damage dice · magazine of 12 shots · 2 cargo slots per magazine): 12/12 shots, 2 spare (machine, gun) (on Gun mount)',
    );
    expect(describeUnit(bastion)).toContain('Melee: Claw (medium reach, 2 AA hits, 4 AP damage dice) (on Claw arm, Claw)');
  });

  test('GIVEN the Bastion’s claw destroyed THEN melee with no weapon named uses its fists, and naming the claw is refused', () => {
    const state = stateWith([record('Bastion', wreck('bastion', 'Claw')), record('Hound', saFrom('hound'))]);
    const out = melee(state, input({ a: 'Bastion', b: 'Hound' }), fixedRng([1, 1, 1, 1]));
    expect(out.text).toContain('**Bastion** (Fists, unarmed) vs **Hound** (Arm club, medium)');
    expect(() => melee(state, input({ a: 'Bastion', b: 'Hound', a_weapon: 'Claw' }), fixedRng([]))).toThrow(
      "Bastion's Claw is unusable: Claw is destroyed.",
    );
  });
});

describe('locomotion on destroyed modules', () => {
  test.each([
    [[], 6],
    [['Left piton'], 4],
    [['Left piton', 'Right piton'], 2],
    [['Left piton', 'Right piton', 'Suspension'], 0],
  ])('GIVEN the Kestrel with %j destroyed THEN its top speed is %i', (lost, top) => {
    const data = wreck('kestrel', ...lost);
    for (let to = 0; to <= 6; to++) {
      const from = Math.min(to, top);
      expect(checkMove(DEFAULT_CONFIG, 'roller-pitons', from, to, 'F', data).ok).toBe(to <= top);
    }
  });

  test('GIVEN both pitons and the suspension destroyed THEN the Kestrel cannot accelerate, said why', () => {
    const state = stateWith([record('Kestrel', wreck('kestrel', 'Left piton', 'Right piton', 'Suspension'))]);
    expect(() => move(state, input({ unit: 'Kestrel', speed: 2 }), fixedRng([]))).toThrow(
      'Kestrel cannot make that move. Top speed on roller-pitons with Left piton, Right piton, Suspension destroyed is 0; 2 is out of reach.',
    );
  });

  test('GIVEN the drive lost at speed 6 THEN it must brake as hard as it can: 4 is allowed, 5 is not', () => {
    const data = { ...wreck('kestrel', 'Left piton', 'Right piton', 'Suspension'), speed: 6 };
    expect(checkMove(DEFAULT_CONFIG, 'roller-pitons', 6, 4, 'F', data).ok).toBe(true);
    const refused = checkMove(DEFAULT_CONFIG, 'roller-pitons', 6, 5, 'F', data);
    expect(refused).toEqual({
      ok: false,
      reason:
        'Top speed on roller-pitons with Left piton, Right piton, Suspension destroyed is 0; 5 is out of reach. It must slow to 4 or less this turn.',
    });
  });
});

describe('mounts in the unit file', () => {
  const file = (extra: Record<string, unknown>) => ({
    kind: 'sa',
    rows: [['Plate', 'Gun'], ['Plate'], ['Plate'], ['Plate'], ['Plate'], ['Leg']],
    ...extra,
  });

  test('GIVEN mounts and drive naming modules THEN they are read and written back', () => {
    const { data } = readUnit(file({ weapons: [{ code: 'M24-62 Autocannon', mounts: ['Gun'] }], drive: ['Leg'] }));
    expect(data).toMatchObject({ drive: ['Leg'], weapons: [{ name: 'Autocannon', mounts: ['Gun'] }] });
    expect(readUnit(writeUnit(data)).data).toEqual(data);
  });

  test.each([
    [
      { weapons: [{ code: 'M24-62 Autocannon', mounts: ['Turret'] }] },
      '`weapons[0].mounts[0]` must be the name of one of its modules; got `"Turret"`.',
    ],
    [{ drive: ['Plate'] }, '`drive[0]` must be the name of exactly one module (5 share it; rename them); got `"Plate"`.'],
  ])('GIVEN %j THEN the import names the bad entry', (extra, message) => {
    expect(() => readUnit(file(extra))).toThrow(message);
  });
});
