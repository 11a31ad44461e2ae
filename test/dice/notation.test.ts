// Parser: every notation feature's AST, normalised text, exact error messages and the static limits.
import { describe, expect, test } from 'vitest';
import { parseNotation } from '../../src/dice/index.js';
import type { DiceTerm, Expr } from '../../src/dice/notation.js';
import { UserError } from '../../src/errors.js';

function only(input: string): Expr {
  const program = parseNotation(input);
  expect(program.statements).toHaveLength(1);
  return program.statements[0]!.expr;
}

function dice(count: number, sides: number, extra: Partial<DiceTerm> = {}): DiceTerm {
  return { kind: 'dice', count, die: { kind: 'standard', sides }, ...extra };
}

function errorOf(input: string): UserError {
  try {
    parseNotation(input);
  } catch (error) {
    expect(error).toBeInstanceOf(UserError);
    return error as UserError;
  }
  throw new Error(`expected ${JSON.stringify(input)} to be rejected`);
}

describe('dice', () => {
  test.each([
    ['3d6', dice(3, 6)],
    ['d20', dice(1, 20)],
    ['1D20', dice(1, 20)],
    ['d%', dice(1, 100)],
    ['2d%', dice(2, 100)],
    ['d10000', dice(1, 10000)],
  ])('%s', (input, expected) => {
    expect(only(input)).toEqual(expected);
  });

  test('Fudge dice, either case', () => {
    expect(only('dF')).toEqual({ kind: 'dice', count: 1, die: { kind: 'fudge' } });
    expect(only('4df')).toEqual({ kind: 'dice', count: 4, die: { kind: 'fudge' } });
  });

  test('d66 is the tens-and-units die', () => {
    expect(only('d66')).toEqual({ kind: 'dice', count: 1, die: { kind: 'd66' } });
    expect(only('3d66')).toEqual({ kind: 'dice', count: 3, die: { kind: 'd66' } });
  });
});

describe('modifiers', () => {
  test.each([
    ['4d6kh3', { keep: { mode: 'kh', count: 3 } }],
    ['4d6k3', { keep: { mode: 'kh', count: 3 } }],
    ['4d6k', { keep: { mode: 'kh', count: 1 } }],
    ['2d20kl', { keep: { mode: 'kl', count: 1 } }],
    ['2d20KL1', { keep: { mode: 'kl', count: 1 } }],
    ['4d6dl1', { keep: { mode: 'dl', count: 1 } }],
    ['4d6dl', { keep: { mode: 'dl', count: 1 } }],
    ['5d6dh2', { keep: { mode: 'dh', count: 2 } }],
    ['4d6!', { explode: { when: 'max' } }],
    ['4d6!>=5', { explode: { when: { op: '>=', value: 5 } } }],
    ['4d6!>5', { explode: { when: { op: '>', value: 5 } } }],
    ['4d6r', { reroll: { once: false, when: { op: '=', value: 1 } } }],
    ['4d6r3', { reroll: { once: false, when: { op: '=', value: 3 } } }],
    ['4d6r<3', { reroll: { once: false, when: { op: '<', value: 3 } } }],
    ['4d6r<=3', { reroll: { once: false, when: { op: '<=', value: 3 } } }],
    ['4d6r>5', { reroll: { once: false, when: { op: '>', value: 5 } } }],
    ['4d6ro', { reroll: { once: true, when: { op: '=', value: 1 } } }],
    ['4d6RO<2', { reroll: { once: true, when: { op: '<', value: 2 } } }],
    ['6d10>=7', { success: { op: '>=', value: 7 } }],
    ['6d10<=2', { success: { op: '<=', value: 2 } }],
    ['6d10=10', { success: { op: '=', value: 10 } }],
    ['6d10>=7f<=1', { success: { op: '>=', value: 7 }, failure: { op: '<=', value: 1 } }],
    ['6d10>=7f1', { success: { op: '>=', value: 7 }, failure: { op: '=', value: 1 } }],
  ])('%s', (input, extra) => {
    const [, count, sides] = /^(\d+)d(\d+)/i.exec(input) ?? [];
    expect(only(input)).toEqual({ ...dice(Number(count), Number(sides)), ...extra });
  });

  test('modifiers may come in any order and be spaced apart', () => {
    const expected = dice(4, 6, {
      reroll: { once: false, when: { op: '=', value: 1 } },
      explode: { when: 'max' },
      keep: { mode: 'kh', count: 3 },
      success: { op: '>=', value: 5 },
      failure: { op: '<=', value: 1 },
    });
    expect(only('4d6r!kh3>=5f<=1')).toEqual(expected);
    expect(only('4d6>=5 f<=1 kh3 ! r')).toEqual(expected);
    expect(only('4D6F<=1>=5KH3!R')).toEqual(expected);
  });

  test('a space ends a modifier: `! >=5` explodes on max and counts successes', () => {
    expect(only('3d6! >=5')).toEqual(dice(3, 6, { explode: { when: 'max' }, success: { op: '>=', value: 5 } }));
    expect(only('3d6r <3')).toEqual(dice(3, 6, { reroll: { once: false, when: { op: '=', value: 1 } }, success: { op: '<', value: 3 } }));
  });
});

describe('arithmetic', () => {
  const n = (value: number): Expr => ({ kind: 'number', value });

  test('precedence and left associativity', () => {
    expect(only('1+2*3')).toEqual({ kind: 'binary', op: '+', left: n(1), right: { kind: 'binary', op: '*', left: n(2), right: n(3) } });
    expect(only('8-4-2')).toEqual({ kind: 'binary', op: '-', left: { kind: 'binary', op: '-', left: n(8), right: n(4) }, right: n(2) });
    expect(only('8/4/2')).toEqual({ kind: 'binary', op: '/', left: { kind: 'binary', op: '/', left: n(8), right: n(4) }, right: n(2) });
  });

  test('parentheses, unary minus and whitespace', () => {
    expect(only(' ( 2d6 + 3 ) * -2 ')).toEqual({
      kind: 'binary',
      op: '*',
      left: { kind: 'group', inner: { kind: 'binary', op: '+', left: dice(2, 6), right: n(3) } },
      right: { kind: 'negate', operand: n(2) },
    });
    expect(only('--d6')).toEqual({ kind: 'negate', operand: { kind: 'negate', operand: dice(1, 6) } });
  });

  test('a constant alone is a roll', () => {
    expect(only('42')).toEqual(n(42));
  });
});

describe('statements', () => {
  test('repeats, labels at either end, statements and a comment', () => {
    const program = parseNotation('3#2d6 [fire]; [ice] d20+5 ; 2#[arc]d4 # volley of #3 ');
    expect(program.comment).toBe('volley of #3');
    expect(program.statements).toEqual([
      { expr: dice(2, 6), expression: '2d6', label: 'fire', repeat: 3 },
      { expr: { kind: 'binary', op: '+', left: dice(1, 20), right: { kind: 'number', value: 5 } }, expression: 'd20+5', label: 'ice' },
      { expr: dice(1, 4), expression: 'd4', label: 'arc', repeat: 2 },
    ]);
    expect(program.staticDice).toBe(3 * 2 + 1 + 2);
  });

  test('a label before the repeat', () => {
    expect(parseNotation('[big gun] 4#d6').statements).toEqual([{ expr: dice(1, 6), expression: 'd6', label: 'big gun', repeat: 4 }]);
  });

  test('`N #` with a space is a constant then a comment, not a repeat', () => {
    const program = parseNotation('3 # x');
    expect(program.comment).toBe('x');
    expect(program.statements).toEqual([{ expr: { kind: 'number', value: 3 }, expression: '3' }]);
  });

  test('a trailing `;` is forgiven', () => {
    expect(parseNotation('d6;').statements).toHaveLength(1);
    expect(parseNotation('d6; # note').comment).toBe('note');
  });

  test.each([
    ['1D20 + 5', 'd20+5'],
    ['4d6k3', '4d6kh3'],
    ['2d20kl', '2d20kl1'],
    ['d%', 'd100'],
    ['3d6r1', '3d6r1'],
    ['3d6r', '3d6r1'],
    ['3D6RO<=2', '3d6ro<=2'],
    ['6d10 f<=1 >=7', '6d10>=7f<=1'],
    ['4d6>=5kh3!>=6r', '4d6r1!>=6kh3>=5'],
    ['( 2D6 + 3 ) * 2', '(2d6+3)*2'],
    ['4df', '4dF'],
    ['- d66', '-d66'],
  ])('%s is normalised to %s', (input, expression) => {
    expect(parseNotation(input).statements[0]!.expression).toBe(expression);
  });
});

describe('errors', () => {
  test.each([
    ['8d6 fireball', "unexpected 'i' at column 6: 8d6 fireball. Words go in square brackets: `8d6 [fireball]`"],
    ['2d6+3 sword of doom', "unexpected 's' at column 7: 2d6+3 sword of doom. Words go in square brackets: `2d6+3 [sword of doom]`"],
    ['4d6 kh3 zap', "unexpected 'z' at column 9: 4d6 kh3 zap. Words go in square brackets: `4d6 kh3 [zap]`"],
    ['fireball', "unexpected 'f' at column 1: fireball"],
  ])('GIVEN words after a roll (%s) THEN the error suggests them as a label', (input, message) => {
    expect(() => parseNotation(input)).toThrow(message);
  });

  test.each([
    ['3d6x', "unexpected 'x' at column 4: 3d6x"],
    ['3d6+', 'unexpected end of input at column 4: 3d6+'],
    ['3d6+   ', 'unexpected end of input at column 4: 3d6+   '],
    ['(2d6', 'unexpected end of input at column 4: (2d6'],
    ['2d6)', "unexpected ')' at column 4: 2d6)"],
    ['d', 'unexpected end of input at column 1: d'],
    ['2 d6', "unexpected 'd' at column 3: 2 d6"],
    ['2d6 d6', "unexpected 'd' at column 5: 2d6 d6"],
    ['d6!5', "unexpected '5' at column 4: d6!5"],
    ['4d6kh3kl1', "unexpected 'k' at column 7: 4d6kh3kl1"],
    ['4d6!!', "unexpected '!' at column 5: 4d6!!"],
    ['3d6f<=1', "unexpected 'f' at column 4: 3d6f<=1"],
    ['3d6>=', 'unexpected end of input at column 5: 3d6>='],
    ['0d6', "unexpected '0' at column 1: 0d6"],
    ['d0', "unexpected '0' at column 2: d0"],
    ['0#d6', "unexpected '0' at column 1: 0#d6"],
    ['[fire', 'unexpected end of input at column 5: [fire'],
    ['[] d6', "unexpected ']' at column 2: [] d6"],
    ['2d6 [a] [b]', "unexpected '[' at column 9: 2d6 [a] [b]"],
    ['d6;;d6', "unexpected ';' at column 4: d6;;d6"],
    ['🎲 d6', "unexpected '🎲' at column 1: 🎲 d6"],
    ['d6 🎲x', "unexpected '🎲' at column 4: d6 🎲x"],
  ])('%s', (input, message) => {
    const error = errorOf(input);
    expect(error.identifier).toBe('notation');
    expect(error.message).toBe(message);
  });

  test.each([
    ['4d6\u212a3', "unexpected '\u212a' at column 4: 4d6\u212a3"],
    ['4d6\uff4b3', "unexpected '\uff4b' at column 4: 4d6\uff4b3"],
    ['4d6k\u0397', "unexpected '\u0397' at column 5: 4d6k\u0397"],
  ])('GIVEN a look-alike of a modifier letter (%s) THEN it is refused, not read as the ASCII key', (input, message) => {
    // The Kelvin sign lower-cases to `k`; only ASCII letters fold, so it can't pass for `k3`.
    expect(errorOf(input).message).toBe(message);
  });

  test.each(['', '   ', '# just a comment'])('%j is an empty expression', (input) => {
    const error = errorOf(input);
    expect(error.identifier).toBe('notation');
    expect(error.message).toBe('empty expression');
  });
});

describe('limits are enforced before anything is rolled', () => {
  test.each([
    ['1000000000d6', 'that would roll 1,000,000,000 dice; the limit is 1,000 per command'],
    ['1001d6', 'that would roll 1,001 dice; the limit is 1,000 per command'],
    ['500d6+501d6', 'that would roll 1,001 dice; the limit is 1,000 per command'],
    ['100#20d6', 'that would roll 2,000 dice; the limit is 1,000 per command'],
    ['600d6; 401d4', 'that would roll 1,001 dice; the limit is 1,000 per command'],
    ['d10001', 'a die can have at most 10,000 sides (asked for 10,001)'],
    ['101#d6', 'at most 100 repeats per roll (asked for 101)'],
    ['1000001', 'numbers in a roll are limited to 1,000,000'],
    ['d6kh99999999999999999999', 'numbers in a roll are limited to 1,000,000'],
    [`1${'+1'.repeat(150)}`, 'that roll is 301 characters long; the limit is 300'],
  ])('%s', (input, message) => {
    const error = errorOf(input);
    expect(error.identifier).toBe('limit');
    expect(error.message).toBe(message);
  });

  test('inputs right at the limits parse', () => {
    expect(parseNotation('1000d6').staticDice).toBe(1000);
    expect(parseNotation('50#20d6').staticDice).toBe(1000);
    expect(parseNotation('100#d6').statements[0]!.repeat).toBe(100);
    expect(parseNotation(`1${'+1'.repeat(149)}0`).input).toHaveLength(300);
    expect(only('d10000')).toEqual({ kind: 'dice', count: 1, die: { kind: 'standard', sides: 10000 } });
  });

  test('the character limit counts code points', () => {
    expect(() => parseNotation(`d6 #${'🎲'.repeat(296)}`)).not.toThrow();
  });
});

describe('sorting the shown dice', () => {
  test.each([
    ['4d6s', 'asc', '4d6s'],
    ['4d6SA', 'asc', '4d6s'],
    ['4d6 sd', 'desc', '4d6sd'],
    ['6d10>=7f1sd', 'desc', '6d10>=7f=1sd'],
    ['4d6sdkh3', 'desc', '4d6kh3sd'],
  ])('GIVEN %s THEN the term sorts %s and echoes as %s', (input, sort, echoed) => {
    const [statement] = parseNotation(input).statements;
    expect(statement?.expr).toMatchObject({ kind: 'dice', sort });
    expect(statement?.expression).toBe(echoed);
  });

  test.each([
    ['4d6ss', "unexpected 's' at column 5: 4d6ss"],
    ['8d6 sword', "unexpected 'w' at column 6: 8d6 sword. Words go in square brackets: `8d6 [sword]`"],
  ])('GIVEN %s THEN it is refused: %s', (input, message) => {
    expect(() => parseNotation(input)).toThrow(message);
  });
});
