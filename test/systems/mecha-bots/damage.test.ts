// Every way damage runs down a column: skips, 1:1 losses, armour absorbing, breaking and stopping, the brain kill.
import { describe, expect, test } from 'vitest';
import { columnCells } from '../../../src/systems/mecha-bots/chassis.js';
import { damageColumn } from '../../../src/systems/mecha-bots/damage.js';
import { deriveStats } from '../../../src/systems/mecha-bots/stats.js';
import { bot, destroyedCells } from './helpers.js';

// Forward face: column 5 is F5 F4 C6 C0 C3 B1 B2; column 4 is F6 F0 F3 C1 C2 BR5 BR4; column 1 is FR1 FR2.
describe('damage along a column', () => {
  test('GIVEN the columns used below THEN they run as the comments say', () => {
    expect(columnCells('F', 5)).toEqual(['F5', 'F4', 'C6', 'C0', 'C3', 'B1', 'B2']);
    expect(columnCells('F', 4)).toEqual(['F6', 'F0', 'F3', 'C1', 'C2', 'BR5', 'BR4']);
    expect(columnCells('F', 1)).toEqual(['FR1', 'FR2']);
  });

  test('GIVEN an empty and a destroyed cell first THEN both are skipped at no cost and the next component takes the point', () => {
    const data = bot({ F: '. . . . W2d! . .', C: '* B1 . . . . W1d' });
    const result = damageColumn(data, 'F', 5, 1);
    expect(result.path).toEqual([
      { cell: 'F5', outcome: 'skipped-empty', before: 1, after: 1 },
      { cell: 'F4', outcome: 'skipped-destroyed', before: 1, after: 1 },
      { cell: 'C6', outcome: 'destroyed', before: 1, after: 0 },
    ]);
    expect(destroyedCells(result.data)).toEqual(['F4', 'C6']);
    expect(result).toMatchObject({ stoppedAt: 'C6', remaining: 0, brainDestroyed: false });
  });

  test('GIVEN 2 damage into three components THEN two are turned over, one each, and the third is untouched', () => {
    const data = bot({ F: '. . . . W1d W1d .', C: '* B1 . . . . S1a' });
    const result = damageColumn(data, 'F', 5, 2);
    expect(result.path.map((hit) => [hit.cell, hit.outcome, hit.after])).toEqual([
      ['F5', 'destroyed', 1],
      ['F4', 'destroyed', 0],
    ]);
    expect(result.data.cells.C6?.destroyed).toBe(false);
    expect(result.stoppedAt).toBe('F4');
    expect(deriveStats(result.data).weapons[0]?.damage).toBe(0);
  });

  // Forward holds 2 Protect (F5, F6) and 1 Resist (F0); F4 behind the armour is a weapon counter.
  const armoured = () => bot({ F: 'A1R . . . W1d A1P A1P', C: '* B1 . . . . .' });

  test.each([
    [1, 'armour-held', 0, []],
    [2, 'armour-held', 0, []],
    [3, 'armour-held', 0, []],
  ] as const)(
    'GIVEN %i damage on armour with 2 Protect and 1 Resist THEN it is absorbed and stops there',
    (damage, outcome, after, lost) => {
      const result = damageColumn(armoured(), 'F', 5, damage);
      expect(result.path).toEqual([{ cell: 'F5', outcome, before: damage, after, protect: 2, resist: 1 }]);
      expect(destroyedCells(result.data)).toEqual(lost);
      expect(result.stoppedAt).toBe('F5');
    },
  );

  test.each([
    [4, ['F4', 'F5', 'C6'], 'C6'],
    [5, ['F4', 'F5', 'C0', 'C6'], 'C0'],
    [6, ['F4', 'F5', 'C0', 'C6'], 'C0'],
  ])('GIVEN %i damage on the same armour THEN it breaks at no further cost (seed) and the rest goes on', (damage, lost, stoppedAt) => {
    const data = bot({ F: 'A1R . . . W1d A1P A1P', C: '* B1 . . . . W1r' });
    const result = damageColumn(data, 'F', 5, damage);
    expect(result.path[0]).toEqual({ cell: 'F5', outcome: 'armour-broken', before: damage, after: damage - 2, protect: 2, resist: 1 });
    expect(destroyedCells(result.data)).toEqual(lost);
    expect(result.stoppedAt).toBe(stoppedAt);
  });

  test.each([
    [4, ['F4', 'F5'], 'F4'],
    [5, ['F4', 'F5', 'C6'], 'C6'],
    [6, ['F4', 'F5', 'C0', 'C6'], 'C0'],
  ])('GIVEN armourBreak costs-one and %i damage THEN the broken armour costs 1 more', (damage, lost, stoppedAt) => {
    const data = bot({ F: 'A1R . . . W1d A1P A1P', C: '* B1 . . . . W1r' });
    const result = damageColumn(data, 'F', 5, damage, { break: 'costs-one', held: 'stops' });
    expect(result.path[0]).toEqual({ cell: 'F5', outcome: 'armour-broken', before: damage, after: damage - 3, protect: 2, resist: 1 });
    expect(destroyedCells(result.data)).toEqual(lost);
    expect(result.stoppedAt).toBe(stoppedAt);
  });

  test.each([
    [2, [{ cell: 'F5', outcome: 'armour-held', before: 2, after: 0, protect: 2, resist: 1 }], [], 'F5'],
    [
      3,
      [
        { cell: 'F5', outcome: 'armour-held', before: 3, after: 1, protect: 2, resist: 1 },
        { cell: 'F4', outcome: 'destroyed', before: 1, after: 0 },
      ],
      ['F4'],
      'F4',
    ],
  ])(
    'GIVEN armourHeld passes and %i damage THEN what passed the Protect goes on past armour that holds',
    (damage, path, lost, stoppedAt) => {
      const result = damageColumn(armoured(), 'F', 5, damage, { break: 'free', held: 'passes' });
      expect(result.path).toEqual(path);
      expect(destroyedCells(result.data)).toEqual(lost);
      expect(result.stoppedAt).toBe(stoppedAt);
    },
  );

  test('GIVEN less damage than the Protect count THEN nothing goes below 0', () => {
    const result = damageColumn(armoured(), 'F', 5, 1, { break: 'costs-one', held: 'passes' });
    expect(result.path).toEqual([{ cell: 'F5', outcome: 'armour-held', before: 1, after: 0, protect: 2, resist: 1 }]);
    expect(result.remaining).toBe(0);
  });

  test('GIVEN two armour cells in one location THEN the second is tested against the counters still intact', () => {
    // Forward: F5 P, F6 P, F0 R, F4 R = 2 Protect, 2 Resist; column 4 crosses F6 then F0.
    const data = bot({ F: 'A1R . . . A1R A1P A1P', C: '* B1 . . . . .' });
    const result = damageColumn(data, 'F', 4, 5);
    expect(result.path).toEqual([
      { cell: 'F6', outcome: 'armour-broken', before: 5, after: 3, protect: 2, resist: 2 },
      { cell: 'F0', outcome: 'armour-held', before: 3, after: 0, protect: 1, resist: 2 },
    ]);
    expect(result.stoppedAt).toBe('F0');
  });

  test('GIVEN armour in another location of the column THEN the counters of that location count, not those of the entry face', () => {
    // Forward has 2P/2R but the column meets only Backward Right's armour: BR5 P, BR4 R, BR6 R = 1 Protect, 2 Resist.
    const data = bot({ F: 'A1R . . . A1R A1P A1P', BR: '. . . . A2R A2P A2R', C: '* . . . B1 . .' });
    const result = damageColumn(data, 'F', 4, 6);
    expect(result.path.filter((hit) => hit.outcome !== 'skipped-empty')).toEqual([
      { cell: 'F6', outcome: 'armour-broken', before: 6, after: 4, protect: 2, resist: 2 },
      { cell: 'F0', outcome: 'armour-broken', before: 4, after: 3, protect: 1, resist: 2 },
      { cell: 'BR5', outcome: 'armour-held', before: 3, after: 0, protect: 1, resist: 2 },
    ]);
  });

  test('GIVEN enough damage to reach the brain THEN the brain is destroyed, the Bot with it, and the shot ends there', () => {
    const data = bot({ C: '* B1 . W1d . . .' });
    const result = damageColumn(data, 'F', 5, 3);
    expect(result.path.map((hit) => hit.outcome)).toEqual(['skipped-empty', 'skipped-empty', 'skipped-empty', 'destroyed']);
    expect(result).toMatchObject({ brainDestroyed: true, stoppedAt: 'C0', remaining: 2 });
    expect(result.data.destroyed).toBe(true);
    expect(result.data.cells.C3?.destroyed).toBe(false);
    expect(deriveStats(result.data).alive).toBe(false);
  });

  test('GIVEN more damage than the column holds THEN the rest leaves the far side', () => {
    const data = bot({ FR: '. W1d . . . . .', C: '* B1 . . . . .' });
    const result = damageColumn(data, 'F', 1, 5);
    expect(result.path).toEqual([
      { cell: 'FR1', outcome: 'destroyed', before: 5, after: 4 },
      { cell: 'FR2', outcome: 'skipped-empty', before: 4, after: 4 },
    ]);
    expect(result).toMatchObject({ stoppedAt: null, remaining: 4 });
  });

  test('GIVEN a hit THEN the input Bot is left untouched', () => {
    const data = bot({ FR: '. W1d . . . . .', C: '* B1 . . . . .' });
    const before = structuredClone(data);
    damageColumn(data, 'F', 1, 5);
    expect(data).toEqual(before);
  });
});
