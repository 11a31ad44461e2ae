import { describe, expect, test } from 'vitest';
import { fixedRng } from '../../../src/dice/rng.js';
import { UserError } from '../../../src/errors.js';
import { checkMove, move, parseTurn } from '../../../src/systems/slaved-armour/movement.js';
import { DEFAULT_CONFIG } from '../../../src/systems/slaved-armour/tables.js';
import type { SaData } from '../../../src/systems/slaved-armour/unit.js';
import { TURNS } from '../../../src/systems/slaved-armour/unit.js';
import { input, personFrom, record, saFrom, stateWith, unitData } from './helpers.js';

/** Rows: current speed; columns: new speed 0…6; 1 = legal. */
const LEGS = ['1100000', '1110000', '0111000', '0011000'];
const ROLLERS = ['1110000', '1111000', '1111100', '0111110', '0011111', '0001111', '0000111'];
const FOOT = ['1100000', '1100000'];

describe('acceleration and top speed', () => {
  const cases = (locomotion: string, table: string[]) =>
    table.flatMap((row, from) => [...row].map((ok, to) => [locomotion, from, to, ok === '1'] as const));
  test.each([...cases('legs', LEGS), ...cases('roller-pitons', ROLLERS), ...cases('foot', FOOT)])(
    'GIVEN %s at speed %i THEN going to %i is legal: %s',
    (locomotion, from, to, legal) => {
      expect(checkMove(DEFAULT_CONFIG, locomotion, from, to, 'F').ok).toBe(legal);
    },
  );
});

describe('turning by speed', () => {
  const ALLOWED: Record<number, string> = {
    0: 'F FR BR B BL FL',
    1: 'F FR BR B BL FL',
    2: 'F FR BR B BL FL',
    3: 'F FR BR BL FL',
    4: 'F FR BR BL FL',
    5: 'F FR FL',
    6: 'F FR FL',
  };
  test.each(
    [0, 1, 2, 3, 4, 5, 6].flatMap((speed) => TURNS.map((turn) => [speed, turn, ALLOWED[speed]?.split(' ').includes(turn)] as const)),
  )('GIVEN speed %i THEN entering the %s hex is legal: %s', (speed, turn, legal) => {
    expect(checkMove(DEFAULT_CONFIG, 'roller-pitons', speed, speed, turn).ok).toBe(legal);
  });

  test('GIVEN an illegal turn THEN the reason names the allowed hexes', () => {
    expect(checkMove(DEFAULT_CONFIG, 'roller-pitons', 5, 5, 'BR')).toEqual({
      ok: false,
      reason: 'At speed 5 the back-right hex cannot be entered; allowed: F (forward), FR (forward-right), FL (forward-left).',
    });
  });

  test.each([
    ['F', 'F'],
    ['forward-left', 'FL'],
    ['Back Right', 'BR'],
    ['b', 'B'],
  ])('GIVEN the turn %j THEN %s', (text, turn) => {
    expect(parseTurn(text)).toBe(turn);
  });

  test('GIVEN a turn that is not a hex face THEN a UserError', () => {
    expect(() => parseTurn('up')).toThrow(UserError);
  });
});

describe('move', () => {
  const kestrel = (overrides: Partial<SaData> = {}) => record('Kestrel', saFrom('kestrel', { speed: 4, facing: 5, ...overrides }));

  test('GIVEN a legal move THEN speed and facing change and the sheet is shown', () => {
    const outcome = move(stateWith([kestrel()]), input({ unit: 'Kestrel', speed: 6, turn: 'FR' }), fixedRng([]));
    expect(unitData<SaData>(outcome.state, 'Kestrel')).toMatchObject({ speed: 6, facing: 0 });
    expect(outcome.text).toBe('**Kestrel** accelerates 4 → 6, into the forward-right hex (facing 5 → 0).');
    expect(outcome.show).toEqual([{ unit: 'kestrel' }]);
  });

  test.each([
    [{ speed: 7 }, 'Top speed on roller-pitons is 6; 7 is out of reach.'],
    [{ speed: 1 }, 'On roller-pitons a unit can decelerate at most 2 per turn: 4 → 1 is a change of 3.'],
    [{ turn: 'B' }, 'At speed 4 the back hex cannot be entered'],
  ])('GIVEN the illegal move %j THEN it is refused with the reason', (options, reason) => {
    expect(() => move(stateWith([kestrel()]), input({ unit: 'Kestrel', ...options }), fixedRng([]))).toThrow(
      `Kestrel cannot make that move. ${reason}`,
    );
  });

  test('GIVEN a burning SA that submerges THEN all its fires go out', () => {
    const fires = [{ kind: 'internal' as const, row: 5, col: 2, module: 'Hydraulics' }];
    const outcome = move(stateWith([kestrel({ fires })]), input({ unit: 'Kestrel', submerged: true }), fixedRng([]));
    expect(unitData<SaData>(outcome.state, 'Kestrel')).toMatchObject({ submerged: true, fires: [] });
    expect(outcome.text).toContain('💧 Kestrel submerges: 1 fire put out.');
    expect(outcome.events).toContainEqual({ type: 'fire-out', unit: 'Kestrel', module: 'Hydraulics', reason: 'submerged' });
  });

  test('GIVEN a sprinting person THEN speed 1 is allowed and speed 2 is not', () => {
    const state = stateWith([record('Pvt', personFrom('soldier'))]);
    expect(unitData(move(state, input({ unit: 'Pvt', speed: 1 }), fixedRng([])).state, 'Pvt').speed).toBe(1);
    expect(() => move(state, input({ unit: 'Pvt', speed: 2 }), fixedRng([]))).toThrow('Top speed on foot is 1');
    expect(() => move(state, input({ unit: 'Pvt', submerged: true }), fixedRng([]))).toThrow('only Slaved Armour can submerge');
  });

  test.each([
    [record('Pvt', personFrom('soldier', { winded: true })), 'Pvt is Winded'],
    [record('Pvt', personFrom('soldier', { condition: 'light-wound' })), 'incapacitated (light wound)'],
    [kestrel({ destroyed: true }), 'Kestrel is destroyed. It cannot move.'],
  ])('GIVEN a unit that cannot act THEN it cannot move', (unit, message) => {
    expect(() => move(stateWith([unit]), input({ unit: unit.name, speed: 0 }), fixedRng([]))).toThrow(message);
  });
});
