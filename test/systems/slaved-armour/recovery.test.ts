import { describe, expect, test } from 'vitest';
import type { BattleView } from '../../../src/battle/battle.js';
import { fixedRng } from '../../../src/dice/rng.js';
import { UserError } from '../../../src/errors.js';
import { bedrest, bedrestPerson, cellsToRepair, repair, repairSa, rest, restPerson } from '../../../src/systems/slaved-armour/recovery.js';
import type { PersonData, SaData } from '../../../src/systems/slaved-armour/unit.js';
import { input, personFrom, record, saFrom, stateWith, unitData } from './helpers.js';

const soldier = (overrides: Partial<PersonData>) => personFrom('soldier', overrides);
const battle: BattleView = { turn: 1, phase: 'combat', order: ['u1'], units: {} };

describe('10 minutes’ rest', () => {
  test.each([
    [
      'stunned',
      soldier({ condition: 'stunned', damage: 2 }),
      { condition: 'ok', damage: 0 },
      "Stunned → **combat capable** after 10 minutes' rest (no permanent effect).",
    ],
    [
      'light wound',
      soldier({ condition: 'light-wound', damage: 3, dex: 6, scars: 1 }),
      { condition: 'ok', damage: 0, dex: 6, scars: 1 },
      "Light wound → **combat capable** after 10 minutes' rest (STR 10/10, DEX 6/10 heal with bedrest).",
    ],
    [
      'severe wound ("as above")',
      soldier({ condition: 'severe-wound', damage: 4, str: 3, scars: 2 }),
      { condition: 'ok', damage: 0, str: 3, scars: 2 },
      "Severe wound → **combat capable** after 10 minutes' rest (STR 3/10, DEX 10/10 heal with bedrest).",
    ],
    [
      'winded, no wound',
      soldier({ winded: true, damage: 1 }),
      { condition: 'ok', winded: false, damage: 0 },
      'rested: back on its feet, damage track cleared.',
    ],
  ])('GIVEN a person %s THEN rest makes it combat capable, STR/DEX loss and scars stay', (_, before, after, line) => {
    const out = restPerson(before);
    expect(out?.data).toMatchObject(after);
    expect(out?.line).toBe(line);
  });

  test('GIVEN a bedridden person THEN rest leaves it wounded and says it needs bedrest', () => {
    const abed = soldier({ condition: 'severe-wound', damage: 4, str: 0, dex: 2, bedridden: true });
    expect(restPerson(abed)).toEqual({
      data: { ...abed, winded: false },
      line: 'Severe wound, and **bedridden** (STR 0, DEX 2): it needs days of `/recover bedrest` before it can fight.',
    });
  });

  test('GIVEN the dead or the unhurt THEN rest does nothing', () => {
    expect(restPerson(soldier({ condition: 'dead', damage: 6 }))).toBeNull();
    expect(restPerson(soldier({}))).toBeNull();
  });

  test('GIVEN no unit THEN everyone here with something to rest off rests, the rest are left alone, nothing rolled', () => {
    const state = stateWith([
      record('Hicks', soldier({ condition: 'stunned', damage: 2 })),
      record('Vasquez', soldier({ condition: 'dead', damage: 6 })),
      record('Fine', soldier({})),
      record('Hound', saFrom('hound')),
    ]);
    const rng = fixedRng([]);
    const out = rest(state, input({}), rng);
    expect(out.text).toBe("**10 minutes’ rest**\n🩹 **Hicks**: Stunned → **combat capable** after 10 minutes' rest (no permanent effect).");
    expect(out.events).toEqual([]);
    expect(unitData<PersonData>(out.state, 'Hicks')).toMatchObject({ condition: 'ok', damage: 0 });
    expect(unitData<PersonData>(out.state, 'Vasquez').condition).toBe('dead');
    expect(out.show).toEqual([{ unit: 'hicks' }]);
  });

  test.each([
    [{ unit: 'Fine' }, 'Fine has nothing to rest off.'],
    [{ unit: 'Dead' }, 'Dead is dead; rest will not help.'],
    [{ unit: 'Hound' }, 'Hound is a Slaved Armour suit: rest and bedrest are for people; repair it with `/recover repair`.'],
  ])('GIVEN %j THEN refused: %s', (options, message) => {
    const state = stateWith([
      record('Fine', soldier({})),
      record('Dead', soldier({ condition: 'dead' })),
      record('Hound', saFrom('hound')),
    ]);
    expect(() => rest(state, input(options), fixedRng([]))).toThrow(new UserError('rule', message));
  });

  test('GIVEN a battle under way THEN rest and bedrest are refused: the wounded are out for the rest of the combat', () => {
    const state = { ...stateWith([record('Hicks', soldier({ condition: 'stunned', damage: 2 }))]), battle };
    expect(() => rest(state, input({}), fixedRng([]))).toThrow(
      'Anyone stunned or wounded is out for the rest of the combat, so resting waits until it is over: `/battle finish` first.',
    );
    expect(() => bedrest(state, input({ unit: 'Hicks', days: 1 }), fixedRng([]))).toThrow('`/battle finish` first');
  });
});

describe('bedrest', () => {
  test('GIVEN STR 0 and DEX 3 of 10, bedridden with a severe wound THEN 1 a day each; up from bed, combat capable, once neither is 0', () => {
    const abed = soldier({ condition: 'severe-wound', damage: 4, str: 0, dex: 3, bedridden: true, scars: 1 });
    expect(bedrestPerson(abed, 1)).toMatchObject({ str: 1, dex: 4, bedridden: false, condition: 'ok', damage: 0, scars: 1 });
    expect(bedrestPerson({ ...abed, dex: 0 }, 1)).toMatchObject({ str: 1, dex: 1, bedridden: false });
    expect(bedrestPerson(abed, 9)).toMatchObject({ str: 9, dex: 10 });
    expect(bedrestPerson(abed, 30)).toMatchObject({ str: 10, dex: 10 });
  });

  test('GIVEN a stat still at 0 after the days THEN it stays abed and wounded', () => {
    const abed = soldier({ condition: 'light-wound', str: 0, dex: 5, bedridden: true, maxStr: 0 });
    expect(bedrestPerson(abed, 3)).toMatchObject({ str: 0, dex: 8, bedridden: true, condition: 'light-wound' });
  });

  test('GIVEN the action THEN the reply gives the stats before and after', () => {
    const state = stateWith([
      record('Hicks', soldier({ condition: 'severe-wound', damage: 4, str: 0, dex: 3, bedridden: true, scars: 1 })),
    ]);
    const out = bedrest(state, input({ unit: 'Hicks', days: 2 }), fixedRng([]));
    expect(out.text).toBe('🛏️ **Hicks**: 2 days of bedrest → STR 0→2/10, DEX 3→5/10; up from bed, combat capable. Scars stay (1).');
    expect(unitData<PersonData>(out.state, 'Hicks')).toMatchObject({ str: 2, dex: 5, bedridden: false, condition: 'ok' });
  });

  test.each([
    [{ unit: 'Fine', days: 1 }, 'Fine has full STR (10) and DEX (10): nothing for bedrest to heal.'],
    [{ unit: 'Fine', days: 31 }, 'Give `days:` from 1 to 30.'],
    [{ unit: 'Hound', days: 1 }, 'Hound is a Slaved Armour suit: rest and bedrest are for people; repair it with `/recover repair`.'],
  ])('GIVEN %j THEN refused: %s', (options, message) => {
    const state = stateWith([record('Fine', soldier({})), record('Hound', saFrom('hound'))]);
    expect(() => bedrest(state, input(options), fixedRng([]))).toThrow(message);
  });
});

describe('repairing an SA', () => {
  /** Kestrel with its Gyro (critical, row 1), rocket rail and both row-3 cowling destroyed, a fire at the fuel tank. */
  const wrecked = (): SaData => {
    const k = saFrom('kestrel');
    const gone = new Set(['0:0', '0:1', '2:0', '2:2', '3:1']);
    return {
      ...k,
      rows: k.rows.map((row, r) => row.map((m, c) => (gone.has(`${r}:${c}`) ? { ...m, destroyed: true } : m))),
      fires: [{ kind: 'external', row: 3, col: 1, module: 'Fuel tank' }],
      destroyed: true,
      destroyedBy: 'Gyro',
    };
  };

  test.each([
    ['Gyro', [[0, 1]]],
    [
      'gyro, Rocket rail',
      [
        [0, 1],
        [2, 2],
      ],
    ],
    [
      'Cowling',
      [
        [0, 0],
        [2, 0],
      ],
    ],
    [
      'row 3',
      [
        [2, 0],
        [2, 2],
      ],
    ],
    [
      'all',
      [
        [0, 0],
        [0, 1],
        [2, 0],
        [2, 2],
        [3, 1],
      ],
    ],
  ])('GIVEN modules:%s THEN those destroyed cells', (list, cells) => {
    expect(cellsToRepair(wrecked(), list).map((c) => [c.row, c.col])).toEqual(cells);
  });

  test.each([
    ['Radio', 'Nothing destroyed matches `Radio`. Destroyed: `Cowling`, `Gyro`, `Rocket rail`, `Fuel tank`; or `row 1`–`row 6`, or `all`.'],
    ['row 7', 'There is no row 7: rows are 1 to 6.'],
    [' , ', 'Name the modules to repair: `Left leg, Cockpit`, `row 3`, or `all`.'],
  ])('GIVEN modules:%s THEN refused: %s', (list, message) => {
    expect(() => cellsToRepair(wrecked(), list)).toThrow(new UserError('option', message));
  });

  test('GIVEN the critical Gyro repaired THEN the SA is back in action; the fire at a repaired module goes out', () => {
    const back = repairSa(wrecked(), cellsToRepair(wrecked(), 'Gyro, Fuel tank'));
    expect(back).toMatchObject({ destroyed: false, destroyedBy: null, fires: [] });
    expect(back.rows[0]?.[1]?.destroyed).toBe(false);
    expect(back.rows[0]?.[0]?.destroyed).toBe(true);
  });

  test('GIVEN only the rocket rail repaired on a wreck THEN it stays destroyed, still burning', () => {
    const still = repairSa(wrecked(), cellsToRepair(wrecked(), 'Rocket rail'));
    expect(still).toMatchObject({ destroyed: true, destroyedBy: 'Gyro' });
    expect(still.fires).toHaveLength(1);
  });

  test('GIVEN the action THEN its reply names the modules, the fire, and that it is back; nothing is rolled', () => {
    const state = stateWith([record('Kestrel', wrecked())]);
    const out = repair(state, input({ unit: 'Kestrel', modules: 'gyro, fuel tank, rocket rail' }), fixedRng([]));
    expect(out.text).toBe(
      '🔧 **Kestrel**: repaired Gyro (row 1), Rocket rail (row 3), Fuel tank (row 4).\nThe fire there is put out.\n**Kestrel is back in action.**',
    );
    expect(out.show).toEqual([{ unit: 'kestrel' }]);
    expect(() => repair(stateWith([record('Pvt', soldier({}))]), input({ unit: 'Pvt', modules: 'all' }), fixedRng([]))).toThrow(
      'Pvt is a person: use `/recover rest` or `/recover bedrest`.',
    );
  });
});
