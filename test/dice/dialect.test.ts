// Dialect reading: the AST each dialect gives its own forms, the hints that never drop a mechanic, and the forms noted.
import { describe, expect, test } from 'vitest';
import type { Dialect } from '../../src/dice/dialect.js';
import { parseNotation } from '../../src/dice/index.js';
import { formNote } from '../../src/dice/meanings.js';

const read = (input: string, dialect: Dialect) => parseNotation(input, dialect);

describe('GIVEN the same text in different dialects', () => {
  test.each([
    ['4d6k3', 'salvo', '4d6kh3'],
    ['4d6k3', 'roll20', '4d6kh3'],
    ['4d6 k3', 'dice-maiden', '4d6kh3'],
    ['4d6k3', 'foundry', '4d6kh3'],
    ['3d6>3', 'salvo', '3d6>3'],
    ['3d6>3', 'roll20', '3d6>=3'],
    ['2d10r<2', 'roll20', '2d10r<=2'],
    ['4d6r2', 'salvo', '4d6r2'],
    ['4d6 r2', 'dice-maiden', '4d6ro<=2'],
    ['4d6r2', 'foundry', '4d6ro2'],
    ['3d6 e6', 'dice-maiden', '3d6!o>=6'],
    ['3d6e6', 'avrae', '3d6!=6'],
  ] as const)('%s in %s is %s', (input, dialect, expression) => {
    expect(read(input, dialect).statements[0]!.expression).toBe(expression);
  });

  test("Avrae's k3 is refused with its own reading, never kept as the highest 3", () => {
    expect(() => read('4d6k3', 'avrae')).toThrow("`k` in Avrae (d20) notation: Avrae's `k` keeps dice by face (`k3` keeps dice showing 3)");
  });

  test('Dice Maiden: `6 4d6 k3` is six statements of 4d6kh3, `-d20` keeps the lower of two, ` ! ` starts a comment', () => {
    const six = read('6 4d6 k3', 'dice-maiden');
    expect(six.statements).toEqual([{ expr: expect.anything(), expression: '4d6kh3', repeat: 6 }]);
    expect(read('-d20', 'dice-maiden').statements[0]!.expression).toBe('2d20kl1');
    expect(read('-d20', 'salvo').statements[0]!.expression).toBe('-d20');
    expect(read('4d6 ! Damage roll', 'dice-maiden').comment).toBe('Damage roll');
  });

  test('`adv` and `dis` roll the lone d20 twice in any dialect, and are refused without one', () => {
    expect(read('1d20+5 adv', 'salvo').statements[0]!.expression).toBe('2d20kh1+5');
    expect(read('d20 dis', 'roll20').statements[0]!.expression).toBe('2d20kl1');
    expect(() => read('2d6 adv', 'salvo')).toThrow('`adv` rolls a lone d20 twice, and this roll has none');
  });
});

describe('GIVEN words after a roll', () => {
  test('`6d10 t7` in Salvo names the Dice Maiden reading instead of offering `[t7]` as a label', () => {
    expect(() => read('6d10 t7', 'salvo')).toThrow(
      "unexpected 't' at column 6: 6d10 t7. `t7` is not Salvo notation; in Dice Maiden `6d10 t7` is a roll: add `dialect:dice-maiden` to roll it that way, or put words in square brackets",
    );
  });

  test('`4d6 ! Hello` in Salvo shows both readings rather than turning the explosion on', () => {
    expect(() => read('4d6 ! Hello', 'salvo')).toThrow(
      "unexpected 'H' at column 7: 4d6 ! Hello. Two readings: `4d6! [Hello]` (with `!`) or `4d6 [! Hello]` (without); write the one you mean",
    );
  });
});

describe('GIVEN forms read differently across dialects', () => {
  test('the parse lists them, and the note says the reading used and the others', () => {
    expect(read('3d6>3', 'roll20').forms).toEqual(['>3']);
    expect(read('4d6 r2 k3', 'dice-maiden').forms).toEqual(['r2', 'k3']);
    expect(read('4d6kh3', 'salvo').forms).toEqual([]);
    expect(formNote('k3', 'dice-maiden')).toBe(
      "`k3` read as Dice Maiden's: keep the highest 3 (Avrae (d20): keep dice showing 3 (refused: use `kh3`)). `/help topic:dice` has the table.",
    );
  });
});
