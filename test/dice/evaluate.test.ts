// Evaluator: exact dice, flags and totals for each feature with scripted dice, plus caps and a replay lock.
import { describe, expect, test } from 'vitest';
import { type DieResult, type ProgramResult, rollNotation, type StatementResult } from '../../src/dice/index.js';
import { fixedRng, maxRng, minRng, seededRng } from '../../src/dice/rng.js';
import { UserError } from '../../src/errors.js';

function roll(input: string, values: number[]): ProgramResult {
  const rng = fixedRng(values);
  const result = rollNotation(input, rng);
  expect(rng.remaining).toBe(0);
  return result;
}

function single(input: string, values: number[]): StatementResult {
  const { statements } = roll(input, values);
  expect(statements).toHaveLength(1);
  return statements[0]!;
}

/** Compact die description: value plus d (dropped), ! (exploded), r (rerolled), s/f (success/failure). */
function marks(dice: DieResult[]): string[] {
  return dice.map(
    (die) =>
      `${die.value}${die.exploded ? '!' : ''}${die.rerolled ? 'r' : ''}${die.dropped ? 'd' : ''}` +
      `${die.success === 1 ? 's' : die.success === -1 ? 'f' : ''}`,
  );
}

function diceOf(statement: StatementResult, term = 0): string[] {
  return marks(statement.terms[term]!.dice);
}

function userErrorOf(run: () => unknown): UserError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(UserError);
    return error as UserError;
  }
  throw new Error('expected a UserError');
}

describe('plain dice', () => {
  test('3d6 lists each die and sums them', () => {
    const statement = single('3d6', [2, 6, 3]);
    expect(statement.total).toBe(11);
    expect(statement.expression).toBe('3d6');
    expect(statement.terms).toEqual([
      {
        notation: '3d6',
        value: 11,
        dice: [2, 6, 3].map((value) => ({ sides: 6, value, dropped: false, exploded: false, rerolled: false })),
      },
    ]);
  });

  test('d% is a d100', () => {
    const statement = single('d%', [100]);
    expect(statement.terms[0]!.dice[0]!.sides).toBe(100);
    expect(statement.total).toBe(100);
  });

  test('Fudge dice score -1, 0, +1', () => {
    const statement = single('4dF', [-1, 0, 1, 1]);
    expect(statement.terms[0]!.dice.map((die) => die.sides)).toEqual(['F', 'F', 'F', 'F']);
    expect(statement.total).toBe(1);
  });

  test('d66 reads the tens die then the units die as one die', () => {
    const statement = single('2d66', [3, 5, 6, 1]);
    expect(statement.terms[0]!.dice.map((die) => [die.sides, die.value])).toEqual([
      [66, 35],
      [66, 61],
    ]);
    expect(statement.total).toBe(96);
    expect(roll('2d66', [3, 5, 6, 1]).diceRolled).toBe(2);
  });
});

describe('keep and drop', () => {
  test.each([
    ['4d6kh3', [6, 2, 5, 4], ['6', '2d', '5', '4'], 15],
    ['4d6k3', [6, 2, 5, 4], ['6', '2d', '5', '4'], 15],
    ['2d20kl', [17, 4], ['17d', '4'], 4],
    ['2d20kl1', [3, 18], ['3', '18d'], 3],
    ['4d6dl1', [3, 1, 6, 1], ['3', '1', '6', '1d'], 10],
    ['5d6dh2', [6, 2, 6, 5, 1], ['6d', '2', '6d', '5', '1'], 8],
    ['3d6kh2', [5, 5, 5], ['5', '5', '5d'], 10],
    ['3d6kl1', [2, 2, 4], ['2', '2d', '4d'], 2],
    ['2d6kh5', [3, 4], ['3', '4'], 7],
    ['2d6dl5', [3, 4], ['3d', '4d'], 0],
    ['3d6kh0', [3, 4, 5], ['3d', '4d', '5d'], 0],
  ])('%s with %j', (input, values, expected, total) => {
    const statement = single(input, values);
    expect(diceOf(statement)).toEqual(expected);
    expect(statement.total).toBe(total);
  });
});

describe('keep and drop in a pool of equal dice', () => {
  // Pools up to 32 dice are ranked by insertion, bigger ones by a sort: both give ties to the earlier die.
  test.each([
    [10, 'kh', 4],
    [10, 'kl', 4],
    [10, 'dh', 4],
    [10, 'dl', 4],
    [40, 'kh', 25],
    [40, 'kl', 25],
    [40, 'dh', 25],
    [40, 'dl', 25],
  ])('%i dice showing 5, %s%i: the earlier dice are kept first and dropped last', (count, mode, n) => {
    const statement = single(`${count}d6${mode}${n}`, Array<number>(count).fill(5));
    const kept = mode === 'kh' || mode === 'kl' ? n : count - n;
    const expected = Array.from({ length: count }, (_, index) => (index < kept ? '5' : '5d'));
    // Whichever end is dropped, the earlier of equal dice stay.
    expect(diceOf(statement)).toEqual(expected);
    expect(statement.total).toBe(5 * kept);
  });

  test('40 dice, kh3 with ties at the cut: the earliest of the tied dice is kept', () => {
    const values = Array.from({ length: 40 }, (_, index) => (index === 7 ? 6 : index % 2 === 0 ? 5 : 1));
    const statement = single('40d6kh3', values);
    // The 6 at index 7, then the first two 5s (index 0 and 2).
    const kept = diceOf(statement).flatMap((mark, index) => (mark.endsWith('d') ? [] : [index]));
    expect(kept).toEqual([0, 2, 7]);
    expect(statement.total).toBe(16);
  });
});

describe('exploding', () => {
  test.each([
    ['3d6!', [6, 6, 2, 3, 4], ['6!', '6!', '2', '3', '4'], 21],
    ['2d6!>=5', [5, 6, 1, 4], ['5!', '6!', '1', '4'], 16],
    ['2d6!>5', [5, 6, 1], ['5', '6!', '1'], 12],
    ['2dF!', [1, -1, 0], ['1!', '-1', '0'], 0],
    ['d66!', [6, 6, 1, 1], ['66!', '11'], 77],
  ])('%s with %j', (input, values, expected, total) => {
    const statement = single(input, values);
    expect(diceOf(statement)).toEqual(expected);
    expect(statement.total).toBe(total);
  });

  test('an exploded die can still be dropped or kept', () => {
    const statement = single('3d6!kh2', [6, 1, 2, 5]);
    expect(diceOf(statement)).toEqual(['6!', '1d', '2d', '5']);
    expect(statement.total).toBe(11);
  });

  test('a chain stops after 100 explosions and its last die stands', () => {
    const result = rollNotation('d6!', maxRng);
    const dice = result.statements[0]!.terms[0]!.dice;
    expect(dice).toHaveLength(101);
    expect(dice.filter((die) => die.exploded)).toHaveLength(100);
    expect(dice[100]!.exploded).toBe(false);
    expect(result.statements[0]!.total).toBe(606);
    expect(result.diceRolled).toBe(101);
  });

  test('explodeDepth lowers the cap', () => {
    expect(rollNotation('d6!', maxRng, { explodeDepth: 2 }).statements[0]!.total).toBe(18);
  });

  test('1000d6! that keeps exploding breaks the dice limit and returns nothing', () => {
    const error = userErrorOf(() => rollNotation('1000d6!', maxRng));
    expect(error.identifier).toBe('limit');
    expect(error.message).toBe('that roll needed more than 1,000 dice (explosions and rerolls count)');
  });

  test('explosions may reach exactly 1,000 dice but not one more', () => {
    const ones = (count: number): number[] => Array.from({ length: count }, () => 1);
    expect(roll('999d6!', [6, ...ones(999)]).diceRolled).toBe(1000);
    expect(userErrorOf(() => rollNotation('1000d6!', fixedRng([6, ...ones(1000)]))).identifier).toBe('limit');
  });
});

describe('rerolls', () => {
  test.each([
    ['3d6r', [1, 1, 4, 2, 3], ['1r', '1r', '4', '2', '3'], 9],
    ['d6r3', [3, 3, 5], ['3r', '3r', '5'], 5],
    ['d6r<3', [2, 1, 3], ['2r', '1r', '3'], 3],
    ['d6r<=3', [3, 4], ['3r', '4'], 4],
    ['d6r>4', [6, 5, 2], ['6r', '5r', '2'], 2],
    ['d6ro', [1, 1], ['1r', '1'], 1],
    ['2d6ro<3', [1, 2, 2, 6], ['1r', '2', '2r', '6'], 8],
  ])('%s with %j', (input, values, expected, total) => {
    const statement = single(input, values);
    expect(diceOf(statement)).toEqual(expected);
    expect(statement.total).toBe(total);
  });

  test('a die still matching after 100 rerolls voids the roll; a reroll of every face is refused before rolling', () => {
    expect(userErrorOf(() => rollNotation('d6r<=5', minRng)).message).toContain('after 100 rerolls');
    expect(userErrorOf(() => rollNotation('d6r<=6', maxRng)).message).toContain('no die could ever stand');
    // `ro` may reroll every face: the second throw stands whatever it shows.
    expect(rollNotation('d6ro<=6', maxRng).statements[0]!.total).toBe(6);
  });

  test('explosions happen first, on the faces first thrown; then each die is rerolled and its new value never explodes', () => {
    const statement = single('2d6r!', [6, 1, 6, 1, 3]);
    expect(diceOf(statement)).toEqual(['6!', '1r', '6', '1r', '3']);
    expect(statement.total).toBe(15);
  });

  test('rerolls count toward the dice limit', () => {
    expect(userErrorOf(() => rollNotation('1000d6r', minRng)).identifier).toBe('limit');
  });
});

describe('success counting', () => {
  test('successes minus failures', () => {
    const statement = single('6d10>=7f<=1', [8, 3, 1, 10, 7, 1]);
    expect(diceOf(statement)).toEqual(['8s', '3', '1f', '10s', '7s', '1f']);
    expect(statement.terms[0]).toMatchObject({ value: 1, successes: 3, failures: 2 });
    expect(statement.total).toBe(1);
  });

  test('only kept dice count, after keep/drop', () => {
    const statement = single('4d6kh2>=5', [6, 5, 2, 5]);
    expect(diceOf(statement)).toEqual(['6s', '5s', '2d', '5d']);
    expect(statement.terms[0]).toMatchObject({ value: 2, successes: 2 });
    expect(statement.terms[0]!.failures).toBeUndefined();
  });

  test('exploded dice count one by one', () => {
    const statement = single('2d6>=6!', [6, 6, 2, 5]);
    expect(diceOf(statement)).toEqual(['6!s', '6!s', '2', '5']);
    expect(statement.total).toBe(2);
  });

  test('success wins when a die meets both conditions', () => {
    expect(single('d6>=1f<=1', [1]).total).toBe(1);
  });
});

describe('arithmetic', () => {
  test.each([
    ['2d6+3', [2, 5], 10],
    ['(2d6+1)*2', [2, 5], 16],
    ['d6/2', [5], 2],
    ['-d6/2', [5], -3],
    ['d20-d4', [10, 4], 6],
    ['2*-3', [], -6],
    ['7/2', [], 3],
    ['-7/2', [], -4],
    ['7/-2', [], -4],
    ['-8/2', [], -4],
    ['0*-3', [], 0],
    ['2+3*4-(1-2)', [], 15],
  ])('%s with %j is %i', (input, values, total) => {
    expect(Object.is(single(input, values).total, total)).toBe(true);
  });

  test('dice terms are listed in reading order', () => {
    const statement = single('d4 + 2d6 * d8', [1, 2, 3, 4]);
    expect(statement.terms.map((term) => [term.notation, term.value])).toEqual([
      ['d4', 1],
      ['2d6', 5],
      ['d8', 4],
    ]);
    expect(statement.total).toBe(21);
  });

  test('division by zero is a user error', () => {
    const error = userErrorOf(() => rollNotation('d6/(d2-1)', fixedRng([3, 1])));
    expect(error.identifier).toBe('notation');
    expect(error.message).toBe('division by zero');
  });

  test('results beyond safe integers are refused', () => {
    expect(userErrorOf(() => rollNotation('1000000*1000000*1000000', minRng)).identifier).toBe('limit');
  });
});

describe('programs', () => {
  test('repeats roll separately and are numbered', () => {
    const result = roll('3#2d6', [1, 2, 3, 4, 5, 6]);
    expect(result.statements.map((statement) => [statement.expression, statement.repeatIndex, statement.total])).toEqual([
      ['2d6', 1, 3],
      ['2d6', 2, 7],
      ['2d6', 3, 11],
    ]);
    expect(result.diceRolled).toBe(6);
  });

  test('statements, labels and the comment carry through', () => {
    const result = roll('d20+5 [attack]; [damage] 2d6 # goblin', [12, 3, 4]);
    expect(result.input).toBe('d20+5 [attack]; [damage] 2d6 # goblin');
    expect(result.comment).toBe('goblin');
    expect(result.statements.map((statement) => [statement.label, statement.expression, statement.total])).toEqual([
      ['attack', 'd20+5', 17],
      ['damage', '2d6', 7],
    ]);
    expect(result.statements[0]!.repeatIndex).toBeUndefined();
    expect(result.diceRolled).toBe(3);
  });

  test('a seeded roll replays exactly (regression lock on the seeded stream)', () => {
    const seed = '0123456789abcdef0123456789abcdef';
    const statement = rollNotation('3d6+2', seededRng(seed)).statements[0]!;
    expect(statement.terms[0]!.dice.map((die) => die.value)).toEqual([3, 4, 4]);
    expect(statement.total).toBe(13);
    const again = rollNotation('4d6kh3; 2d20kl1+5; 10d10!', seededRng(seed));
    expect(again.statements.map((s) => s.total)).toEqual([11, 11, 46]);
    expect(again.statements[2]!.terms[0]!.dice.map((die) => die.value)).toEqual([1, 5, 5, 9, 1, 9, 4, 2, 5, 5]);
  });
});
