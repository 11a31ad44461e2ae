// Derived stats come from intact, powered counters only, and change as soon as a counter does.
import { describe, expect, test } from 'vitest';
import type { BotData, Counter } from '../../../src/systems/mecha-bots/components.js';
import { mechaBots } from '../../../src/systems/mecha-bots/index.js';
import { deriveStats, sensorModifier } from '../../../src/systems/mecha-bots/stats.js';
import { botFromTemplate } from '../../../src/systems/mecha-bots/templates.js';
import { bot, unit } from './helpers.js';

function withCounter(data: BotData, cell: keyof BotData['cells'], change: Partial<Counter>): BotData {
  return { ...data, cells: { ...data.cells, [cell]: { ...(data.cells[cell] as Counter), ...change } } };
}

/** The status sheet's table, rows = accuracy counters 0–7, columns = range 1–8+. */
const STATUS_SHEET = [
  [0, 0, 0, 0, 0, 0, 0, 0],
  [1, 0, 0, 0, 0, 0, 0, 0],
  [2, 1, 0, 0, 0, 0, 0, 0],
  [3, 2, 1, 0, 0, 0, 0, 0],
  [4, 3, 2, 1, 0, 0, 0, 0],
  [5, 4, 3, 2, 1, 0, 0, 0],
  [6, 5, 4, 3, 2, 1, 0, 0],
  [7, 6, 5, 4, 3, 2, 1, 0],
];

describe('derived stats', () => {
  test('GIVEN the wiki sample Bot THEN its stats are the ones the wiki describes', () => {
    const stats = deriveStats(botFromTemplate('sample'));
    expect(stats.weapons).toEqual([
      {
        id: 'W1',
        name: 'Steam Cannon',
        cells: ['F3', 'F4', 'FR5', 'FL2', 'C1', 'C6'],
        arcs: ['F', 'FR', 'FL'],
        allRound: false,
        range: 3,
        damage: 3,
      },
    ]);
    expect(stats.sensors.map(({ id, arcs, accuracy, range }) => ({ id, arcs, accuracy, range }))).toEqual([
      { id: 'S1', arcs: ['FR', 'BR', 'FL'], accuracy: 4, range: 3 },
    ]);
    expect(stats).toMatchObject({
      alive: true,
      speed: 3,
      mobilityType: 3,
      mobilityTypeName: 'Legs',
      turningDistance: 1,
      boilerCounters: 5,
      boilerCapacity: 20,
      powerDemand: 19,
      unpowered: [],
      componentCount: 48,
    });
    for (const location of ['F', 'FR', 'BR', 'B', 'BL', 'FL'] as const) expect(stats.armour[location]).toEqual({ protect: 2, resist: 2 });
    expect(stats.armour.C).toEqual({ protect: 0, resist: 0 });
  });

  test.each(STATUS_SHEET.flatMap((row, accuracy) => row.map((modifier, i) => [accuracy, i + 1, modifier])))(
    'GIVEN accuracy %i at range %i THEN the sensor modifier is %i (status sheet)',
    (accuracy, range, modifier) => {
      expect(sensorModifier(accuracy, range)).toBe(modifier);
    },
  );

  test('GIVEN a range beyond 8 THEN it counts as 8', () => {
    expect(sensorModifier(9, 12)).toBe(2);
    expect(sensorModifier(9, 8)).toBe(2);
  });

  test.each([
    ['a d counter destroyed', 'F3', { destroyed: true }, { damage: 2, range: 3, arcs: ['F', 'FR', 'FL'] }],
    ['an r counter unpowered', 'C1', { unpowered: true }, { damage: 3, range: 2, arcs: ['F', 'FR', 'FL'] }],
    ['its only Forward Right counter destroyed', 'FR5', { destroyed: true }, { damage: 2, range: 3, arcs: ['F', 'FL'] }],
  ] as const)('GIVEN the sample weapon with %s THEN it is recomputed', (_what, cell, change, expected) => {
    const weapon = deriveStats(withCounter(botFromTemplate('sample'), cell, change)).weapons[0];
    expect({ damage: weapon?.damage, range: weapon?.range, arcs: weapon?.arcs }).toEqual(expected);
  });

  test('GIVEN sensor, mobility, armour and boiler counters lost THEN every stat follows', () => {
    let data = botFromTemplate('sample');
    data = withCounter(data, 'C2', { destroyed: true });
    data = withCounter(data, 'FR4', { unpowered: true });
    data = withCounter(data, 'FR0', { destroyed: true });
    data = withCounter(data, 'B0', { unpowered: true });
    data = withCounter(data, 'F1', { destroyed: true });
    data = withCounter(data, 'B1', { destroyed: true });
    const stats = deriveStats(data);
    expect(stats.sensors[0]).toMatchObject({ accuracy: 3, range: 2, arcs: ['BR', 'FL'] });
    expect(stats).toMatchObject({ speed: 3, mobilityType: 1, mobilityTypeName: 'Halftrack', mobilityLocations: ['F', 'BR', 'BL', 'FL'] });
    expect(stats.turningDistance).toBe(3);
    expect(stats.armour.F).toEqual({ protect: 1, resist: 2 });
    expect(stats).toMatchObject({ boilerCounters: 4, boilerCapacity: 16, powerDemand: 15, unpowered: ['FR4', 'B0'], componentCount: 44 });
  });

  test.each([
    ['wholly central', { C: '* W1d W1r . . . B1' }, ['F', 'FR', 'BR', 'B', 'BL', 'FL'], true],
    ['in Forward only', { F: 'W1d W1r . . . . .' }, ['F'], false],
    ['across Central and Back', { B: '. W1d . . . . .', C: '* . . W1r . . B1' }, ['B'], false],
    ['across Forward Left and Backward Left', { FL: '. . . W1d . . .', BL: '. W1r . . . . .' }, ['BL', 'FL'], false],
  ] as const)('GIVEN a weapon placed %s THEN its arcs are %j', (_what, layout, arcs, allRound) => {
    const weapon = deriveStats(bot({ C: '* B1 . . . . .', ...layout })).weapons[0];
    expect(weapon?.arcs).toEqual(arcs);
    expect(weapon?.allRound).toBe(allRound);
  });

  test('GIVEN a weapon across Central and Forward whose Forward counters are gone THEN it has no arc (it never becomes all-round)', () => {
    const data = bot({ F: '. . . . W1d! . .', C: '* B1 . . . . W1r' });
    expect(deriveStats(data).weapons[0]).toMatchObject({ arcs: [], allRound: false, damage: 0, range: 1 });
  });

  test.each([
    [0, 'Wheels'],
    [1, 'Halftrack'],
    [3, 'Legs'],
    [7, 'Hover jets'],
    [8, 'Hover jets'],
  ])('GIVEN %i intact mobility type counters THEN the type is %s', (count, name) => {
    const tokens = Array.from({ length: 7 }, (_, i) => (i < Math.min(count, 7) ? 'M1t' : '.')).join(' ');
    const extra = count > 7 ? 'M2t . . . . . .' : '. . . . . . .';
    const data = bot({ F: tokens, B: extra, C: '* B1 B1 B1 . . .' });
    expect(deriveStats(data).mobilityTypeName).toBe(name);
  });

  test('GIVEN mobility in all seven locations THEN the Bot turns on the spot; in none, every 7 hexes', () => {
    const all = bot({
      F: 'M1s . . . . . .',
      FR: 'M2s . . . . . .',
      BR: 'M3s . . . . . .',
      B: 'M4s . . . . . .',
      BL: 'M5s . . . . . .',
      FL: 'M6s . . . . . .',
      C: '* M7s B1 B1 . . .',
    });
    expect(deriveStats(all)).toMatchObject({ turningDistance: 0, speed: 7 });
    expect(deriveStats(bot({})).turningDistance).toBe(7);
  });

  test('GIVEN remote control and an accessory THEN range and accessory list come from intact counters', () => {
    const data = bot({ F: 'R1 R1 R1! . . . .', C: '* X1 . . . . .' }, 'X1: Seat');
    expect(deriveStats(data)).toMatchObject({ remoteRange: 2, accessories: ['Seat'] });
  });
});

describe('describeUnit', () => {
  test('GIVEN the sample Bot THEN the summary lists speed, power, weapon, sensor and armour', () => {
    expect(mechaBots.describeUnit(unit('Alpha', botFromTemplate('sample')))).toBe(
      [
        '48 components · speed 3 Legs · turns every 1 hex(es) · power 19/20',
        '• W1 Steam Cannon: damage 3, range 3, 180°: F/FR/FL',
        '• S1 Periscope Array: accuracy 4, range 3, 180°: FR/BR/FL',
        '• Armour: F 2P/2R, FR 2P/2R, BR 2P/2R, B 2P/2R, BL 2P/2R, FL 2P/2R',
      ].join('\n'),
    );
  });

  test('GIVEN a Bot without its brain THEN it says so', () => {
    expect(mechaBots.describeUnit(unit('Husk', bot({ C: '*! . . . . . .' })))).toBe('💀 Brain destroyed: out of the game.');
  });
});
