// A 'Mech's cheapest path on real MegaMek sheets: terrain and level costs, turning, budgets, jumping, units in the way.
import { describe, expect, test } from 'vitest';
import { blankBoard, hexAt } from '../../../src/battlefield/board.js';
import { formatHex } from '../../../src/battlefield/hex.js';
import { enterCost, type MapMoveRequest, planMapMove } from '../../../src/systems/battletech/map-move.js';
import { hex, loadBoard } from '../../battlefield/helpers.js';

const grassland1 = loadBoard('16x17 Grassland 1');
const grassland2 = loadBoard('16x17 Grassland 2');
const coast1 = loadBoard('16x17 Coast 1');
const mp = { walk: 5, run: 8, jump: 5 };
const request = (from: string, to: string, extra: Partial<MapMoveRequest> = {}): MapMoveRequest => ({
  from: hex(from),
  facing: 0,
  to: hex(to),
  mode: 'walk',
  mp,
  ...extra,
});
const plan = (board = blankBoard(16, 17), r: MapMoveRequest = request('0510', '0506')) => planMapMove(board, r);

describe('the cost of entering a hex (Total Warfare, MegaMek MoveStep)', () => {
  const boards = { grassland1, grassland2, coast1 };
  test.each([
    ['grassland1', '0101', '0201', 1, 'clear'],
    ['grassland1', '0203', '0303', 2, 'light woods'],
    ['grassland1', '0403', '0503', 3, 'heavy woods'],
    ['grassland2', '1103', '1203', 2, 'rough'],
    ['grassland2', '0204', '0304', 2, 'water depth 1'],
    ['coast1', '0302', '0202', 4, 'water depth 2'],
    ['grassland2', '1005', '1006', 2, 'one level up'],
    ['grassland2', '1106', '1107', 2, 'one level down, the same'],
    ['coast1', '0602', '0702', 3, 'a medium building'],
  ] as const)('GIVEN %s: %s into %s THEN %i MP (%s)', (board, a, b, cost, _what) => {
    const at = (h: string) => hexAt(boards[board], hex(h)) ?? { elevation: 0, terrain: [] };
    expect(enterCost(at(a), at(b))).toBe(cost);
  });

  test('GIVEN a climb of three levels THEN the hex cannot be entered', () => {
    // Grassland 2: 1108 is level 0 and 1106 level 3, but not adjacent; build the cliff on a blank board.
    const cliff = { elevation: 3, terrain: [] };
    expect(enterCost({ elevation: 0, terrain: [] }, cliff)).toBeUndefined();
    expect(enterCost({ elevation: 1, terrain: [] }, cliff)).toBe(3);
  });
});

describe('the cheapest path', () => {
  test('GIVEN clear ground straight ahead THEN one MP a hex, four hexes entered', () => {
    const result = plan();
    expect(result).toMatchObject({ ok: true, cost: 4, hexesMoved: 4, facing: 0 });
    if (result.ok) expect(result.path.map((s) => formatHex(s.hex))).toEqual(['0509', '0508', '0507', '0506']);
  });

  test('GIVEN an end facing THEN each hexside turned costs 1 MP, the short way round', () => {
    expect(plan(undefined, request('0510', '0506', { endFacing: 2, mp: { walk: 6, run: 9, jump: 0 } }))).toMatchObject({
      ok: true,
      cost: 6,
      facing: 2,
    });
    expect(plan(undefined, request('0510', '0510', { endFacing: 3 }))).toMatchObject({ ok: true, cost: 3, hexesMoved: 0 });
  });

  test('GIVEN a target behind THEN turning first is part of the cheapest path', () => {
    expect(plan(undefined, request('0505', '0507'))).toMatchObject({ ok: true, cost: 5, hexesMoved: 2, facing: 3 });
  });

  test('GIVEN woods on the way THEN each woods hex entered costs its MP (no way round is cheaper here)', () => {
    // Grassland 1: 1006 and 1007 light, 1107 heavy woods; 1009 to 1005 straight through costs 1+2+2+1 = 6.
    const straight = planMapMove(grassland1, request('1009', '1005', { mp: { walk: 9, run: 14, jump: 0 } }));
    expect(straight.ok && straight.cost).toBe(6);
    if (straight.ok) expect(straight.path.map((s) => formatHex(s.hex))).toContain('1006');
  });

  test('GIVEN too few MP THEN it is refused with what it would take', () => {
    expect(plan(undefined, request('0510', '0503'))).toEqual({ ok: false, reason: "0503 can't be reached walking on 5 MP." });
    expect(plan(undefined, request('0510', '0503', { mode: 'run' }))).toMatchObject({ ok: true, cost: 7 });
  });

  test('GIVEN running into water THEN it is refused; walking through it is not', () => {
    const wade = request('0302', '0305', { facing: 3, mp: { walk: 8, run: 12, jump: 0 } });
    expect(planMapMove(grassland2, wade).ok).toBe(true);
    expect(planMapMove(grassland2, { ...wade, mode: 'run' }).ok).toBe(false);
  });

  test('GIVEN units in the way THEN an enemy hex is gone round, a friend passed through, and neither ended in', () => {
    const around = plan(undefined, request('0510', '0506', { enemies: [hex('0508')] }));
    expect(around.ok && around.path.some((s) => formatHex(s.hex) === '0508')).toBe(false);
    const through = plan(undefined, request('0510', '0506', { friends: [hex('0508')] }));
    expect(through).toMatchObject({ ok: true, cost: 4 });
    expect(plan(undefined, request('0510', '0508', { friends: [hex('0508')] }))).toEqual({
      ok: false,
      reason: '0508 is taken by another unit.',
    });
  });

  test('GIVEN a hex off the board THEN it is refused with the board size', () => {
    expect(plan(undefined, request('0510', '1718'))).toEqual({ ok: false, reason: '1718 is off the 16×17 board.' });
  });
});

describe('jumping', () => {
  test('GIVEN a jump THEN it costs the straight-line distance, terrain and facing free', () => {
    expect(planMapMove(grassland1, request('0303', '0308', { mode: 'jump', endFacing: 3 }))).toMatchObject({
      ok: true,
      cost: 5,
      hexesMoved: 5,
      facing: 3,
    });
  });

  test('GIVEN a jump too far or too high THEN it is refused', () => {
    expect(plan(undefined, request('0510', '0504', { mode: 'jump' }))).toEqual({ ok: false, reason: '0504 is 6 hexes away; it jumps 5.' });
    expect(planMapMove(grassland2, request('1108', '1106', { mode: 'jump', mp: { walk: 4, run: 6, jump: 2 } }))).toEqual({
      ok: false,
      reason: '1106 is more than 2 levels above 1108.',
    });
    expect(plan(undefined, request('0510', '0508', { mode: 'jump', mp: { walk: 4, run: 6, jump: 0 } }))).toEqual({
      ok: false,
      reason: 'it has no jump jets.',
    });
  });
});

describe('going round', () => {
  test('GIVEN a wall of heavy woods with a gap THEN the cheaper way through the gap is found', () => {
    const woods = { elevation: 0, terrain: [{ type: 'woods', level: 2 }] };
    const base = blankBoard(16, 17);
    // Heavy woods across row 8 from column 2 to 8, except the gap at 0708.
    const wall = new Set(['0208', '0308', '0408', '0508', '0608', '0808']);
    const board = {
      ...base,
      hexes: base.hexes.map((h, i) => (wall.has(formatHex({ col: (i % 16) + 1, row: Math.floor(i / 16) + 1 })) ? woods : h)),
    };
    const result = planMapMove(board, request('0510', '0505', { mp: { walk: 12, run: 18, jump: 0 } }));
    // Straight through 0508 costs 1 + 3 + 1 + 1 + 1 = 7; the gap costs no more than that.
    expect(result.ok && result.cost).toBeLessThanOrEqual(7);
    const heavy = planMapMove(board, request('0510', '0505', { mp: { walk: 12, run: 18, jump: 0 }, enemies: [hex('0708')] }));
    expect(heavy.ok && heavy.path.some((s) => wall.has(formatHex(s.hex)))).toBe(true);
  });
});
