// Embark and disembark as pure actions, and who may change a vehicle: capacity, stunned crews, wrecks, permissions.
import { describe, expect, test } from 'vitest';
import { fixedRng } from '../../../src/dice/rng.js';
import type { OptionValue } from '../../../src/options.js';
import type { UnitRecord } from '../../../src/systems/types.js';
import { carried, disembark, embark, embarkedNames } from '../../../src/systems/wh40k/transport.js';
import { NO_STATUS, type VehicleData, type VehicleStatus, type VehicleUnit } from '../../../src/systems/wh40k/vehicle.js';
import { input, state, unit, vehicle } from './helpers.js';

const SQUAD = { name: 'Tactical Squad', models: 6 };

function rhino(status: Partial<VehicleStatus> = {}, embarked = [SQUAD]): VehicleData {
  return vehicle('rhino', { status: { ...NO_STATUS, ...status }, transport: { capacity: 10, embarked } });
}

const channel = (data: VehicleData = rhino(), extra: Record<string, UnitRecord> = {}) =>
  state({ r1: unit('R1', data, 'alice'), russ: unit('Russ', vehicle('leman-russ'), 'bob'), ...extra });

const transportOf = (out: ReturnType<typeof embark>) => (out.state.units.r1 as VehicleUnit).data.transport;

describe('embark', () => {
  test('GIVEN an empty Trukk (capacity 10) and 12 Boyz THEN the refusal says it carries at most 10, not "only 10 left"', () => {
    const trukk = vehicle('trukk', { transport: { capacity: 10, embarked: [] } });
    expect(() => embark(channel(trukk), input({ unit: 'R1', passengers: 'Boyz', models: 12 }), fixedRng([]))).toThrow(
      'Boyz (12 models) does not fit: `R1` carries at most 10 models (nobody aboard).',
    );
  });

  test.each([
    [
      { models: 4 },
      [SQUAD, { name: 'Scouts', models: 4 }],
      '🚚 **Scouts** (4 models) embarked on **R1** – 10/10 aboard: Tactical Squad (6), Scouts (4).',
    ],
    [
      {},
      [SQUAD, { name: 'Scouts', models: 1 }],
      '🚚 **Scouts** (1 model) embarked on **R1** – 7/10 aboard: Tactical Squad (6), Scouts (1).',
    ],
  ])('GIVEN %j THEN the unit boards and the text says how full it is', (options, embarked, text) => {
    const out = embark(channel(), input({ unit: 'R1', passengers: ' Scouts ', ...options }), fixedRng([]));
    expect(transportOf(out)).toEqual({ capacity: 10, embarked });
    expect(out.text).toBe(text);
    expect(out.show).toEqual([{ unit: 'r1' }]);
    expect(out.events).toEqual([]);
  });

  test('GIVEN an embark THEN the input state is not mutated', () => {
    const before = channel();
    const copy = structuredClone(before);
    embark(before, input({ unit: 'R1', passengers: 'Scouts', models: 2 }), fixedRng([]));
    expect(before).toEqual(copy);
  });

  test.each<[string, Record<string, OptionValue>, VehicleData, RegExp]>([
    [
      'one model over capacity',
      { models: 5 },
      rhino(),
      /^Scouts \(5 models\) does not fit: `R1` has room for only 4 more of its 10 models/,
    ],
    ['a full transport', {}, rhino({}, [{ name: 'Big Squad', models: 10 }]), /is full \(10\/10 aboard: Big Squad \(10\)\)\.$/],
    ['models:0', { models: 0 }, rhino(), /^`models` must be from 1 to 100; got 0\.$/],
    ['models:101', { models: 101 }, rhino(), /^`models` must be from 1 to 100; got 101\.$/],
    [
      'a destroyed transport',
      {},
      rhino({ destroyed: { kind: 'wreck', cause: 'x', distance: null, direction: null, radius: null } }),
      /^`R1` is destroyed \(wreck\); nothing can embark on it\.$/,
    ],
    ['a unit already aboard', { passengers: 'TACTICAL squad' }, rhino(), /^Tactical Squad is already aboard `R1`\. Disembark it first/],
    ['a blank name', { passengers: '  ' }, rhino(), /^`passengers` must be a unit name of 1–60 characters/],
    ['a name with a backtick', { passengers: 'a`b' }, rhino(), /without backticks/],
  ])('GIVEN %s THEN embarking is refused', (_case, options, data, message) => {
    expect(() => embark(channel(data), input({ unit: 'R1', passengers: 'Scouts', ...options }), fixedRng([]))).toThrow(message);
  });

  test('GIVEN a vehicle with no transport capacity THEN embarking on it is refused', () => {
    expect(() => embark(channel(), input({ unit: 'Russ', passengers: 'Scouts' }, 'bob'), fixedRng([]))).toThrow(
      '`Russ` is not a transport: it has no transport capacity, so nothing can embark on it.',
    );
  });
});

describe('disembark', () => {
  const wreck = { kind: 'exploded' as const, cause: 'x', distance: null, direction: null, radius: 4 };

  test.each<[string, Partial<VehicleStatus>, string]>([
    ['a ready transport', {}, '🚶 **Tactical Squad** (6 models) disembarked from **R1** – 0/10 aboard.'],
    ['a shaken crew', { shaken: { since: 0 } }, '🚶 **Tactical Squad** (6 models) disembarked from **R1** – 0/10 aboard.'],
    ['an immobilised transport', { immobilised: true }, '🚶 **Tactical Squad** (6 models) disembarked from **R1** – 0/10 aboard.'],
    [
      'a destroyed transport whose crew was stunned',
      { stunned: { since: 0 }, destroyed: wreck },
      '🚶 **Tactical Squad** (6 models) disembarked from **R1** (destroyed: exploded) – 0/10 aboard.',
    ],
  ])('GIVEN %s THEN the troops get out', (_case, status, text) => {
    const out = disembark(channel(rhino(status)), input({ unit: 'r1', passengers: 'tactical squad' }), fixedRng([]));
    expect(transportOf(out)).toEqual({ capacity: 10, embarked: [] });
    expect(out.text).toBe(text);
  });

  test.each<[string, VehicleData, string]>([
    [
      'a stunned crew',
      rhino({ stunned: { since: 2 } }),
      "`R1`'s crew is stunned: embarked troops may not disembark until the end of alice's next turn. If that turn is over, end it with `/phase end` first.",
    ],
    ['an empty transport', rhino({}, []), 'Nobody is aboard `R1`.'],
  ])('GIVEN %s THEN disembarking is refused', (_case, data, message) => {
    expect(() => disembark(channel(data), input({ unit: 'R1', passengers: 'Tactical Squad' }), fixedRng([]))).toThrow(message);
  });

  test('GIVEN a vehicle handed to another member THEN the stunned refusal names its controller', () => {
    const state = channel(rhino({ stunned: { since: 0 } }));
    const handed = { ...state, units: { r1: { ...state.units.r1!, controller: '123456789012345678' } } };
    expect(() => disembark(handed, input({ unit: 'R1', passengers: 'Tactical Squad' }), fixedRng([]))).toThrow(
      "until the end of <@123456789012345678>'s next turn",
    );
  });
});

test('GIVEN a transport THEN carried and embarkedNames read it', () => {
  const data = rhino({}, [SQUAD, { name: 'Scouts', models: 3 }]);
  expect(carried(data.transport!)).toBe(9);
  expect(embarkedNames(unit('R1', data))).toEqual(['Tactical Squad', 'Scouts']);
  expect(embarkedNames(unit('Russ', vehicle('leman-russ')))).toEqual([]);
});
