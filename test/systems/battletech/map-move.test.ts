// A 'Mech's cheapest path on real MegaMek sheets: terrain and level costs, turning, budgets, jumping, units in the way.
import { describe, expect, test } from 'vitest';
import { blankBoard, hexAt } from '../../../src/battlefield/board.js';
import { parseBoardFile } from '../../../src/battlefield/board-file.js';
import { formatHex } from '../../../src/battlefield/hex.js';
import { enterCost, isRoadStep, type MapMoveRequest, planMapMove } from '../../../src/systems/battletech/map-move.js';
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

  test('GIVEN a target behind THEN walking backs up to it; running turns first', () => {
    const backing = plan(undefined, request('0505', '0507'));
    expect(backing).toMatchObject({ ok: true, cost: 2, hexesMoved: 2, facing: 0 });
    if (backing.ok)
      expect(backing.path).toEqual([
        { hex: hex('0506'), facing: 0, spent: 1, backward: true },
        { hex: hex('0507'), facing: 0, spent: 2, backward: true },
      ]);
    expect(plan(undefined, request('0505', '0507', { mode: 'run' }))).toMatchObject({ ok: true, cost: 5, hexesMoved: 2, facing: 3 });
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

describe('moving backward (TW; MegaMek MoveStep)', () => {
  const slow = { walk: 2, run: 3, jump: 0 };
  const steps = (r: ReturnType<typeof planMapMove>) =>
    r.ok ? r.path.map((s) => `${formatHex(s.hex)}/${s.facing}${s.backward ? ' back' : ''}`) : [];

  test('GIVEN a 2/3 Mech and a hex two behind THEN it backs up walking, and running it is refused naming its MP', () => {
    expect(plan(undefined, request('0505', '0507', { mp: slow }))).toMatchObject({ ok: true, cost: 2, hexesMoved: 2, facing: 0 });
    expect(plan(undefined, request('0505', '0507', { mp: slow, mode: 'run' }))).toEqual({
      ok: false,
      reason: "0507 can't be reached running on 3 MP.",
    });
  });

  test('GIVEN a hex one back and two to the right, ending facing N THEN a backward step and forward steps mix, 1 MP cheaper', () => {
    // Forward only: turn, 0604, turn, 0705, turn 2 back to N = 6. Backing into 0506 first saves a hexside.
    const walked = plan(undefined, request('0505', '0705', { endFacing: 0 }));
    expect(walked).toMatchObject({ ok: true, cost: 5, facing: 0 });
    expect(steps(walked)).toEqual(['0506/0 back', '0506/1', '0605/1', '0705/1', '0705/0']);
    // Hexes moved start over when the gear changes (MegaMek MoveStep.compileMove): the two forward ones count.
    expect(walked.ok && walked.hexesMoved).toBe(2);
    const ran = plan(undefined, request('0505', '0705', { endFacing: 0, mode: 'run' }));
    expect(ran).toMatchObject({ ok: true, cost: 6, hexesMoved: 2 });
    expect(ran.ok && ran.path.some((s) => s.backward)).toBe(false);
  });

  test('GIVEN a level change or water behind THEN it may not back into it (MegaMek isMovementPossible)', () => {
    const base = blankBoard(16, 17);
    const at = (i: number) => formatHex({ col: (i % 16) + 1, row: Math.floor(i / 16) + 1 });
    const special: Record<string, { elevation: number; terrain: { type: string; level: number }[] }> = {
      '0506': { elevation: 1, terrain: [] },
      '0806': { elevation: 0, terrain: [{ type: 'water', level: 1 }] },
    };
    const board = { ...base, hexes: base.hexes.map((h, i) => special[at(i)] ?? h) };
    // Backing into 0506 would be 2 MP; it goes round and enters forward: turn, back into 0405, turn, 0506 up a level.
    expect(steps(planMapMove(board, request('0505', '0506')))).toEqual(['0505/1', '0405/1 back', '0405/2', '0506/2']);
    expect(planMapMove(board, request('0505', '0506'))).toMatchObject({ ok: true, cost: 5, facing: 2 });
    expect(planMapMove(board, request('0505', '0506', { mp: { walk: 4, run: 6, jump: 0 } }))).toEqual({
      ok: false,
      reason: "0506 can't be reached walking on 4 MP.",
    });
    // Water puts the 'Mech on its bottom, a level down: the same.
    expect(steps(planMapMove(board, request('0805', '0806')))).toEqual(['0805/1', '0706/1 back', '0706/2', '0806/2']);
    // Level ground behind: one MP, backward.
    expect(planMapMove(board, request('0705', '0706'))).toMatchObject({ ok: true, cost: 1, facing: 0 });
  });
});

describe('roads and pavement (MegaMek Compute.canMoveOnPavement, MoveStep.calcMovementCostFor)', () => {
  // A road up column 2 through heavy woods, ultra-heavy woods and rough; everything beside it heavy woods. 0201's road
  // gives its exits (8: south only); the others leave them to the board (onto any road or pavement next door).
  const woods = '"woods:2" ""';
  const { board: roadBoard } = parseBoardFile(
    [
      'size 3 6',
      ...[1, 2, 3, 4, 5, 6].flatMap((row) => {
        const r = String(row).padStart(2, '0');
        const road = ['"road:1:8" ""', '"road:1;woods:2" ""', '"road:1;woods:3" ""', '"road:1;rough:1" ""', '"road:1" ""', '"road:1" ""'][
          row - 1
        ];
        return [`hex 01${r} 0 ${woods}`, `hex 02${r} 0 ${road}`, `hex 03${r} 0 ${woods}`];
      }),
      'end',
    ].join('\n'),
  );
  const at = (h: string) => hexAt(roadBoard, hex(h)) ?? { elevation: 0, terrain: [] };

  test('GIVEN a road through heavy, ultra-heavy woods and rough THEN each hex along it costs 1 MP', () => {
    const result = planMapMove(roadBoard, request('0206', '0201'));
    expect(result).toMatchObject({ ok: true, cost: 5, hexesMoved: 5, facing: 0 });
    if (result.ok)
      expect(result.path.map((s) => `${formatHex(s.hex)}${s.road ? ' road' : ''}`)).toEqual([
        '0205 road',
        '0204 road',
        '0203 road',
        '0202 road',
        '0201 road',
      ]);
    expect(planMapMove(roadBoard, request('0206', '0201', { mode: 'run' }))).toMatchObject({ ok: true, cost: 5 });
  });

  test('GIVEN the road hex entered from the woods beside it THEN its woods are paid: the road does not lead there', () => {
    // 0103 is south-west of 0202: 0103 → 0202 is a step north-east, across no road exit.
    expect(isRoadStep(at('0103'), at('0202'), 1)).toBe(false);
    expect(enterCost(at('0103'), at('0202'), false)).toBe(3);
    expect(isRoadStep(at('0203'), at('0202'), 0)).toBe(true);
    expect(enterCost(at('0203'), at('0202'), true)).toBe(1);
    // Off the road, ultra-heavy woods stay impassable.
    expect(enterCost(at('0103'), at('0203'))).toBeUndefined();
  });

  test('GIVEN Coast 1, a real sheet with roads THEN given exits and exits left to the board both lead along it', () => {
    const c = (h: string) => hexAt(coast1, hex(h)) ?? { elevation: 0, terrain: [] };
    // 1605's road gives no exits; 1604's gives north and south (9).
    expect(isRoadStep(c('1605'), c('1604'), 0)).toBe(true);
    // 1404's road runs south-east and north-west (36): south-east into 1505 is along it, north into 1403 is not.
    expect(isRoadStep(c('1404'), c('1505'), 2)).toBe(true);
    expect(isRoadStep(c('1404'), c('1403'), 0)).toBe(false);
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
