// The notation reference: every example is real notation that rolls, and its echo reads back as the same roll.
import { describe, expect, test } from 'vitest';
import { parseNotation, rollNotation } from '../../src/dice/index.js';
import { seededRng } from '../../src/dice/rng.js';
import { NOTATION } from '../../src/help/dice-notation.js';

const entries = NOTATION.flatMap((s) => s.entries);

describe('GIVEN each example in the dice notation reference', () => {
  test.each(entries.map((e) => [e.syntax, e.example]))('%s: %s rolls, and its echoed expression parses to the same roll', (_, example) => {
    const program = parseNotation(example);
    expect(() => rollNotation(example, seededRng('00000000000000000000000000000001'))).not.toThrow();
    for (const statement of program.statements) {
      expect(parseNotation(statement.expression).statements[0]!.expr).toEqual(statement.expr);
    }
  });
});
