// The initiative core: rank by total, modifier, roll-off; the clock round after round; effects that end by themselves.
import { describe, expect, test } from 'vitest';
import { BATTLE_KEY, type Battle, readBattle } from '../../src/battle/battle.js';
import {
  addEffect,
  currentEntry,
  delay,
  entriesOf,
  findEntry,
  join,
  next,
  prev,
  rankOrder,
  remove,
  requireOwn,
} from '../../src/battle/initiative.js';
import { fixedRng } from '../../src/dice/rng.js';

const names = (b: Battle) => entriesOf(b).map((e) => e.name);
const up = (b: Battle) => currentEntry(b)?.name;

/** Joins each in turn with fixed values; dice as given. */
function fight(joins: ReadonlyArray<[string, string, number, number?]>, dice: number[] = []): Battle {
  const rng = fixedRng(dice);
  let b: Battle | undefined;
  for (const [name, owner, value, mod] of joins) b = join(b, { name, owner, value, mod }, rng).battle;
  expect(rng.remaining).toBe(0);
  return b!;
}

describe('GIVEN the ranking', () => {
  test('THEN the total, then the modifier, then the roll-off dice decide; all equal is a tie', () => {
    expect(rankOrder({ total: 15, mod: 0, tiebreak: [] }, { total: 14, mod: 5, tiebreak: [] })).toBeGreaterThan(0);
    expect(rankOrder({ total: 15, mod: 1, tiebreak: [] }, { total: 15, mod: 3, tiebreak: [] })).toBeLessThan(0);
    expect(rankOrder({ total: 15, mod: 3, tiebreak: [4, 9] }, { total: 15, mod: 3, tiebreak: [4, 2] })).toBeGreaterThan(0);
    expect(rankOrder({ total: 15, mod: 3, tiebreak: [4] }, { total: 15, mod: 3, tiebreak: [4, 2] })).toBe(0);
  });

  test('WHEN a roll joins THEN its total is the dice plus the flat part, which is its modifier', () => {
    const rng = fixedRng([11]);
    const joined = join(undefined, { name: 'Alice', owner: 'alice', roll: '1d20+3' }, rng);
    expect(entriesOf(joined.battle)).toEqual([{ unit: 'alice', name: 'Alice', player: 'alice', total: 14, mod: 3, tiebreak: [] }]);
    expect(joined.events).toEqual([
      { type: 'initiative', entry: 'Alice', notation: '1d20+3', text: expect.stringContaining('14'), total: 14 },
    ]);
  });

  test('WHEN entries tie on total THEN the higher modifier acts first, with no roll-off', () => {
    const b = fight([
      ['Goblin', 'gm', 12, 1],
      ['Alice', 'alice', 12, 3],
      ['Wolf', 'gm', 18],
    ]);
    expect(names(b)).toEqual(['Wolf', 'Alice', 'Goblin']);
  });

  test('WHEN entries tie on total and modifier THEN they roll off, again while equal, every die an event', () => {
    const rng = fixedRng([7, 7, 3, 12]);
    const first = join(undefined, { name: 'Goblin', owner: 'gm', value: 12, mod: 2 }, rng).battle;
    const joined = join(first, { name: 'Bob', owner: 'bob', value: 12, mod: 2 }, rng);
    expect(rng.remaining).toBe(0);
    expect(joined.events.map((e) => (e.type === 'roll' ? [e.label, e.dice] : e.type))).toEqual([
      ['roll-off: Bob', [7]],
      ['roll-off: Goblin', [7]],
      ['roll-off: Bob', [3]],
      ['roll-off: Goblin', [12]],
    ]);
    expect(names(joined.battle)).toEqual(['Goblin', 'Bob']);
    expect(entriesOf(joined.battle).map((e) => e.tiebreak)).toEqual([
      [7, 12],
      [7, 3],
    ]);
  });

  test('WHEN a name is taken, neither or both of roll and value are given, or the notation is bad THEN it is refused', () => {
    const b = fight([['Alice', 'alice', 10]]);
    expect(() => join(b, { name: 'alice', owner: 'bob', value: 3 }, fixedRng([]))).toThrow('`alice` is in the initiative order already.');
    expect(() => join(b, { name: 'Bob', owner: 'bob' }, fixedRng([]))).toThrow('Give `roll:`');
    expect(() => join(b, { name: 'Bob', owner: 'bob', roll: '1d20', value: 3 }, fixedRng([]))).toThrow('Give `roll:`');
    expect(() => join(b, { name: 'Bob', owner: 'bob', roll: '1000000000d6' }, fixedRng([]))).toThrow(/^`roll:` 1000000000d6: /);
    expect(() => join(b, { name: 'Bob', owner: 'bob', roll: 'banana' }, fixedRng([]))).toThrow(/^`roll:` banana: /);
    // What would not read back is refused: a total past a billion, a name past 40 characters.
    expect(() => join(b, { name: 'Bob', owner: 'bob', roll: '1d1*1000000*2000' }, fixedRng([1]))).toThrow(
      'An initiative of 2000000000 (modifier 1999999999) is beyond ±1,000,000,000.',
    );
    expect(() => join(b, { name: 'B'.repeat(41), owner: 'bob', value: 3 }, fixedRng([]))).toThrow(
      "An entry's name is at most 40 characters.",
    );
    expect(() => addEffect(b, findEntry(b, 'Alice'), 'x'.repeat(61), 1)).toThrow("An effect's name is at most 60 characters.");
    expect(() => addEffect(b, findEntry(b, 'Alice'), 'Bless', 0)).toThrow('`rounds:` is a whole number from 1 to 100.');
  });
});

describe('GIVEN a fight of three entries', () => {
  const start = () =>
    fight([
      ['Alice', 'alice', 15],
      ['Goblin', 'gm', 12],
      ['Bob', 'bob', 8],
    ]);

  test('THEN next begins round 1 at the top, steps down, and a new round starts at the top again', () => {
    let b = start();
    expect([b.turn, up(b)]).toEqual([0, undefined]);
    const seen: Array<[number, string | undefined, boolean]> = [];
    for (let i = 0; i < 5; i++) {
      const moved = next(b);
      b = moved.battle;
      seen.push([b.turn, up(b), moved.newRound]);
    }
    expect(seen).toEqual([
      [1, 'Alice', true],
      [1, 'Goblin', false],
      [1, 'Bob', false],
      [2, 'Alice', true],
      [2, 'Goblin', false],
    ]);
    expect(b.players).toEqual(['alice', 'gm', 'bob']);
    b = prev(prev(b));
    expect([b.turn, up(b)]).toEqual([1, 'Bob']);
  });

  test('THEN an effect lasts its rounds and ends at the start of the turn of the entry up when it began', () => {
    let b = next(next(start()).battle).battle; // round 1, Goblin up
    const added = addEffect(b, findEntry(b, 'bob'), 'Slow', 2);
    expect(added.effect).toEqual({ target: 'bob', name: 'Slow', ends: { round: 3, entry: 'goblin' } });
    b = added.battle;
    const ended: string[] = [];
    for (let i = 0; i < 6; i++) {
      const moved = next(b);
      b = moved.battle;
      ended.push(`${b.turn}:${up(b)}:${moved.expired.map((e) => e.name).join()}`);
    }
    expect(ended).toEqual(['1:Bob:', '2:Alice:', '2:Goblin:', '2:Bob:', '3:Alice:', '3:Goblin:Slow']);
    expect(b.initiative?.effects).toEqual([]);
  });

  test('THEN the entry up delays after the next one and takes its total; one acting last cannot delay', () => {
    let b = next(start()).battle; // Alice up
    b = delay(b, findEntry(b, 'Alice')).battle;
    expect(names(b)).toEqual(['Goblin', 'Alice', 'Bob']);
    expect([up(b), findEntry(b, 'Alice').total]).toEqual(['Goblin', 12]);
    expect(() => delay(b, findEntry(b, 'Bob'))).toThrow('`Bob` can delay only when its turn is up (it is `Goblin`');
    expect(() => delay(b, findEntry(b, 'Goblin'), findEntry(b, 'Goblin'))).toThrow('`Goblin` cannot wait for itself');
    expect(names(delay(b, findEntry(b, 'Goblin'), findEntry(b, 'Bob')).battle)).toEqual(['Alice', 'Bob', 'Goblin']);
    const aliceUp = next(b).battle;
    expect(() => delay(aliceUp, findEntry(b, 'Alice'), findEntry(b, 'Goblin'))).toThrow('`Goblin` has acted this round already');
    b = next(next(b).battle).battle; // Bob up
    expect(() => delay(b, findEntry(b, 'Bob'))).toThrow('`Bob` acts last this round');
  });

  test('THEN removing the entry up passes to the next, and its effects go; effects it timed follow their target', () => {
    let b = next(start()).battle; // Alice up
    b = addEffect(b, findEntry(b, 'Alice'), 'Rage', 1).battle;
    b = addEffect(b, findEntry(b, 'Goblin'), 'Bless', 3).battle;
    const moved = remove(b, findEntry(b, 'Alice'));
    expect([names(moved.battle), up(moved.battle), moved.battle.turn]).toEqual([['Goblin', 'Bob'], 'Goblin', 1]);
    expect(moved.battle.initiative?.effects).toEqual([{ target: 'goblin', name: 'Bless', ends: { round: 4, entry: 'goblin' } }]);
    // The last entry removed while up: the next round begins.
    const last = remove(next(moved.battle).battle, findEntry(moved.battle, 'Bob'));
    expect([up(last.battle), last.battle.turn, last.newRound]).toEqual(['Goblin', 2, true]);
  });

  test('THEN one joining above the entry up acts from the next round; the one up stays up', () => {
    const b = next(next(start()).battle).battle; // Goblin up
    const joined = join(b, { name: 'Ogre', owner: 'gm', value: 20 }, fixedRng([])).battle;
    expect([names(joined), up(joined)]).toEqual([['Ogre', 'Alice', 'Goblin', 'Bob'], 'Goblin']);
  });

  test('THEN a player handles only their own entries, a GM any', () => {
    const b = start();
    expect(() => requireOwn(findEntry(b, 'Goblin'), { id: 'alice', isGM: false }, 'delay it')).toThrow(
      "`Goblin` is <@gm>'s entry: only they or a GM can delay it.",
    );
    expect(() => requireOwn(findEntry(b, 'Alice'), { id: 'gm', isGM: true }, 'delay it')).not.toThrow();
    expect(() => findEntry(b, 'Orc')).toThrow('No entry `Orc` in the initiative order: there are `Alice`, `Goblin`, `Bob`.');
  });

  test('THEN the stored shape reads back, and a broken one is no battle', () => {
    const b = next(start()).battle;
    expect(readBattle({ [BATTLE_KEY]: b })).toEqual(b);
    expect(readBattle({ [BATTLE_KEY]: { ...b, initiative: { entries: { x: { total: 'high' } }, effects: [] } } })).toBeUndefined();
  });
});
