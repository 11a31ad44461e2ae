// Slaved Armour on the map, in the rules core: a move's path, refusals and collisions; a shot's range, cover and walls.
import { describe, expect, test } from 'vitest';
import { type Board, type BoardHex, blankBoard } from '../../../src/battlefield/board.js';
import type { Field } from '../../../src/battlefield/field.js';
import type { Facing } from '../../../src/battlefield/hex.js';
import { fixedRng } from '../../../src/dice/rng.js';
import { collide, impactOf } from '../../../src/systems/slaved-armour/collision.js';
import { planMapMove } from '../../../src/systems/slaved-armour/map-move.js';
import { buildingMaterial, mapShot } from '../../../src/systems/slaved-armour/map-shot.js';
import { move } from '../../../src/systems/slaved-armour/movement.js';
import { setupShot } from '../../../src/systems/slaved-armour/shoot.js';
import { DEFAULT_CONFIG } from '../../../src/systems/slaved-armour/tables.js';
import { hex, loadBoard } from '../../battlefield/helpers.js';
import { input, personFrom, record, saFrom, stateWith } from './helpers.js';

const COAST = loadBoard('16x17 Coast 1');

/** A clear board with some hexes replaced. */
function boardWith(width: number, height: number, hexes: Record<string, BoardHex>): Board {
  const board = blankBoard(width, height);
  const all = [...board.hexes];
  for (const [name, data] of Object.entries(hexes)) {
    const { col, row } = hex(name);
    all[(row - 1) * width + (col - 1)] = data;
  }
  return { ...board, hexes: all };
}

const field = (board: Board, at: Record<string, [string, Facing]>): Field => ({
  board,
  at: Object.fromEntries(Object.entries(at).map(([key, [h, facing]]) => [key, { hex: hex(h), facing }])),
});

describe('a move on the map', () => {
  test('GIVEN speed 3 heading SE THEN it enters three hexes along that side and ends facing it', () => {
    const planned = planMapMove(field(COAST, {}), 'k', 'Kestrel', { hex: hex('1310'), facing: 0 }, 2, 3);
    expect(planned.path.map((h) => `${h.col},${h.row}`)).toEqual(['14,10', '15,11', '16,11']);
    expect(planned.end).toEqual({ hex: hex('1611'), facing: 2 });
  });

  test('GIVEN a building or a cliff ahead THEN the move is refused, naming the hex', () => {
    // Coast 1: 0702 is a medium building; 0709 stands at level 3 over the sea at 0710.
    expect(() => planMapMove(field(COAST, {}), 'k', 'Kestrel', { hex: hex('0703'), facing: 0 }, 0, 2)).toThrow(
      'Kestrel cannot make that move: heading N at speed 2, hex 1 of 2: 0702 is a building. Slow down or turn.',
    );
    expect(() => planMapMove(field(COAST, {}), 'k', 'Kestrel', { hex: hex('0709'), facing: 3 }, 3, 1)).toThrow(
      'hex 1 of 1: 0709 → 0710 is a drop of 3 levels (at most 2).',
    );
  });

  test('GIVEN a unit in the path THEN the move stops in the hex before, and the impact follows the facings', () => {
    const planned = planMapMove(field(COAST, { h: ['1413', 5] }), 'k', 'Kestrel', { hex: hex('1416'), facing: 0 }, 0, 5);
    expect(planned.path.map((h) => `${h.col},${h.row}`)).toEqual(['14,15', '14,14']);
    expect(planned.collision).toEqual({ key: 'h', at: hex('1413'), impact: 'side' });
    expect([impactOf(0, 0), impactOf(0, 1), impactOf(0, 2), impactOf(0, 3)]).toEqual(['rear', 'side', 'side', 'head-on']);
  });

  test('GIVEN two placed suits facing the same way THEN /collide takes the impact from the map: rear, speeds subtract', () => {
    const state = {
      ...stateWith([record('Kestrel', saFrom('kestrel', { speed: 4 })), record('Hound', saFrom('hound', { speed: 2 }))]),
      field: field(COAST, { kestrel: ['1416', 0], hound: ['1415', 0] }),
    };
    const out = collide(state, input({ a: 'Kestrel', b: 'Hound' }), fixedRng([1, 1]));
    expect(out.text).toContain(
      '**Kestrel** (speed 4) collides with **Hound** (speed 2, rear): relative velocity 2 (rear) → ⌈2/2⌉ = **1 Hit** to each.',
    );
  });

  test('GIVEN a suit running into a person THEN the move is refused and nothing changes', () => {
    const state = {
      ...stateWith([record('Kestrel', saFrom('kestrel', { speed: 2 })), record('Pvt', personFrom('soldier'))]),
      field: field(COAST, { kestrel: ['1416', 0], pvt: ['1415', 3] }),
    };
    expect(() => move(state, input({ unit: 'Kestrel', speed: 2 }), fixedRng([]))).toThrow(
      'Kestrel cannot make that move: **Pvt** stands in 1415, and collisions are between Slaved Armour suits (and obstacles). Stop short or turn.',
    );
  });
});

describe('a shot on the map', () => {
  const kestrel = record('Kestrel', saFrom('kestrel'));
  const hound = record('Hound', saFrom('hound'));
  const pvt = record('Pvt', personFrom('soldier'));

  test('GIVEN MegaMek building types THEN light is wood, medium brick, heavy stone, hardened concrete; untyped by CF', () => {
    const of = (terrain: string) => buildingMaterial({ elevation: 0, terrain: terrain.split(';').map(feature) });
    expect(['building:1', 'building:2', 'building:3', 'building:4', 'building:5'].map(of)).toEqual([
      'wood',
      'brick',
      'stone',
      'concrete',
      'concrete',
    ]);
    expect(of('building:9;bldg_cf:15')).toBe('wood');
    expect(of('building:9;bldg_cf:120')).toBe('concrete');
  });

  test('GIVEN the target inside Coast 1’s medium building THEN it is fired at through a brick wall (Fully protected)', () => {
    const state = { ...stateWith([kestrel, hound]), field: field(COAST, { kestrel: ['0604', 0], hound: ['0702', 3] }) };
    expect(mapShot(state.field, kestrel, hound)).toMatchObject({ range: 3, wall: 'brick' });
    const setup = setupShot(state, input({ attacker: 'Kestrel', target: 'Hound', weapon: 'Machine gun' }).options, DEFAULT_CONFIG);
    expect(setup.wall).toBe('brick');
    expect(setup.plan.tnWhy).toBe('through cover (fully protected), speed 0');
    expect(setup.plan.tn).toBe(41);
  });

  test('GIVEN a light (wooden) building tall enough to block THEN it gives no protection: fired at directly', () => {
    const board = boardWith(6, 3, { '0302': { elevation: 0, terrain: [feature('building:1'), feature('bldg_elev:3')] } });
    const state = { ...stateWith([kestrel, hound]), field: field(board, { kestrel: ['0102', 0], hound: ['0502', 0] }) };
    const setup = setupShot(state, input({ attacker: 'Kestrel', target: 'Hound', weapon: 'Machine gun' }).options, DEFAULT_CONFIG);
    expect(setup.wall).toBeNull();
    expect(setup.plan.tnWhy).toBe('no cover, speed 0');
    expect(setup.notes).toEqual([
      'Map: 0102 → 0502, 4 hexes; a wood building at 0302 is in the way.',
      'A wood wall gives no protection: the target is fired at directly.',
    ]);
  });

  test('GIVEN heavy woods between and a hill THEN woods give heavy cover, thick woods are fired through, a hill refuses', () => {
    const woods = (level: number) => ({ elevation: 0, terrain: [feature(`woods:${level}`)] });
    const heavy = boardWith(6, 3, { '0302': woods(2) });
    const thick = boardWith(6, 3, { '0302': woods(2), '0402': woods(2) });
    const hill = boardWith(6, 3, { '0302': { elevation: 3, terrain: [] } });
    const at = { kestrel: ['0102', 0], pvt: ['0502', 0] } as Record<string, [string, Facing]>;
    expect(mapShot(field(heavy, at), kestrel, pvt)).toMatchObject({ range: 4, cover: 'heavy', wall: null });
    expect(mapShot(field(thick, at), kestrel, pvt)).toMatchObject({ cover: 'through', wall: null });
    expect(() => mapShot(field(hill, at), kestrel, pvt)).toThrow(
      'No line of sight from Kestrel to Pvt on the map: a hill at 0302 is in the way. `/map show from:Kestrel to:Pvt` draws it.',
    );
  });

  test('GIVEN a GM’s cover: over the map THEN it replaces the map’s wall and cover; the range stays the map’s', () => {
    const state = { ...stateWith([kestrel, hound]), field: field(COAST, { kestrel: ['0604', 0], hound: ['0702', 3] }) };
    const setup = setupShot(
      state,
      input({ attacker: 'Kestrel', target: 'Hound', weapon: 'Machine gun', cover: 'light' }).options,
      DEFAULT_CONFIG,
    );
    expect([setup.wall, setup.plan.tnWhy, setup.plan.targetBand.id]).toEqual([null, 'light cover, speed 0', 'S']);
  });
});

function feature(text: string): { type: string; level: number } {
  const [type, level] = text.split(':');
  return { type: type as string, level: Number(level) };
}
