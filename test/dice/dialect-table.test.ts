// The dialect table: expressions from the five systems' own documentation and tests, each with the meaning that system
// gives it (written in Salvo notation), checked by exact distribution in its dialect; refused rows must be refused.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { type Dialect, isDialect } from '../../src/dice/dialect.js';
import { distributionOf } from '../../src/dice/distribution.js';
import { parseNotation } from '../../src/dice/index.js';
import { UserError } from '../../src/errors.js';

type Row = { dialect: string; source: string; expression: string; means: string | null; meaning: string };
const { rows } = JSON.parse(readFileSync(new URL('../fixtures/dice/dialect-table.json', import.meta.url), 'utf8')) as { rows: Row[] };

/** Explosion chains cut at the same depth on both sides keep every law small and the comparison exact. */
const OPTIONS = { explodeDepth: 3, rerollDepth: 6 };

function laws(input: string, dialect: Dialect) {
  return parseNotation(input, dialect).statements.map((statement) => ({
    repeat: statement.repeat ?? 1,
    law: distributionOf(statement.expr, OPTIONS),
  }));
}

describe('GIVEN the dialect table', () => {
  test('it holds at least 150 rows, each from a named source, in every dialect', () => {
    expect(rows.length).toBeGreaterThanOrEqual(150);
    for (const row of rows) {
      expect(isDialect(row.dialect)).toBe(true);
      expect(row.source).toMatch(/^https:\/\//);
    }
    expect(new Set(rows.map((row) => row.dialect)).size).toBe(5);
  });

  test.each(rows.filter((row) => row.means !== null).map((row) => [row.dialect, row.expression, row.means!] as const))(
    'in %s, %s rolls as %s',
    (dialect, expression, means) => {
      expect(laws(expression, dialect as Dialect)).toEqual(laws(means, 'salvo'));
    },
  );

  test.each(rows.filter((row) => row.means === null).map((row) => [row.dialect, row.expression, row.meaning] as const))(
    'in %s, %s is refused (%s)',
    (dialect, expression) => {
      expect(() => parseNotation(expression, dialect as Dialect)).toThrow(UserError);
    },
  );
});
