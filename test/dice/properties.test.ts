// Properties: the parser never fails with anything but a UserError, normalised text round-trips, and seeded sampling fits the exact law.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { distributionOf, evaluateProgram, parseNotation, type RollProgram } from '../../src/dice/index.js';
import { seededRng } from '../../src/dice/rng.js';
import { isUserError } from '../../src/errors.js';

const ALPHABET = [...'0123456789dDfFkKhHlLrRoO!<>=+-*/()%#;[] x.'];
const TOKENS = [
  'd6',
  '2d6',
  'd20',
  '3',
  '10',
  'dF',
  'd66',
  'd%',
  'kh',
  'kl2',
  'dl',
  '!',
  '!>=5',
  'r',
  'ro<2',
  '>=4',
  'f1',
  '+',
  '-',
  '*',
  '/',
];
const MORE_TOKENS = ['(', ')', ' ', '#', '2#', ';', '[x]', '0', 'k', 'd', '>', '<=', 'e'];

function parseOrUserError(input: string): RollProgram | undefined {
  try {
    return parseNotation(input);
  } catch (error) {
    if (!isUserError(error)) throw error;
    expect(['notation', 'limit']).toContain(error.identifier);
    return undefined;
  }
}

/** Rolling a parsed program may still refuse (limits, division by zero) but only with a UserError. */
function rollOrUserError(program: RollProgram): void {
  try {
    evaluateProgram(program, seededRng('00000000000000000000000000000001'));
  } catch (error) {
    if (!isUserError(error)) throw error;
  }
}

describe('parser robustness', () => {
  // How fast they parse and roll is npm run bench's dice section, not a timed assertion here.
  test('random strings from the notation alphabet parse or throw a UserError', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...ALPHABET), maxLength: 40 }), (input) => {
        const program = parseOrUserError(input);
        if (program) rollOrUserError(program);
      }),
      { numRuns: 5000, seed: 20240601 },
    );
  });

  test('token soup parses or throws a UserError, and normalised text parses back to the same AST', () => {
    const token = fc.constantFrom(...TOKENS, ...MORE_TOKENS);
    fc.assert(
      fc.property(fc.array(token, { maxLength: 14 }), (tokens) => {
        const program = parseOrUserError(tokens.join(''));
        if (!program) return;
        rollOrUserError(program);
        for (const statement of program.statements) {
          expect(parseNotation(statement.expression).statements[0]!.expr).toEqual(statement.expr);
        }
      }),
      { numRuns: 5000, seed: 42 },
    );
  });

  test('pathological nesting stays a UserError', () => {
    expect(parseOrUserError('('.repeat(300))).toBeUndefined();
    expect(parseOrUserError(`${'-'.repeat(299)}1`)).toBeDefined();
    expect(parseOrUserError(`${'9'.repeat(299)}d`)).toBeUndefined();
  });
});

describe('sampling', () => {
  test('10^5 seeded rolls of 3d6 fit the exact distribution (chi-square, 15 degrees of freedom)', () => {
    const dist = distributionOf('3d6');
    const program = parseNotation('3d6');
    const rng = seededRng('0123456789abcdef0123456789abcdef');
    const rolls = 100_000;
    const observed = new Map<number, number>();
    for (let index = 0; index < rolls; index++) {
      const total = evaluateProgram(program, rng).statements[0]!.total;
      observed.set(total, (observed.get(total) ?? 0) + 1);
    }
    let chiSquare = 0;
    for (const [value, weight] of dist.outcomes) {
      const expected = (rolls * Number(weight)) / Number(dist.denominator);
      chiSquare += ((observed.get(value) ?? 0) - expected) ** 2 / expected;
    }
    expect([...observed.keys()].sort((a, b) => a - b)).toEqual([...dist.outcomes.keys()]);
    // 37.70 is the 99.9th percentile of chi-square with 15 degrees of freedom; the seed makes this deterministic.
    expect(chiSquare).toBeLessThan(37.7);
  });
});
