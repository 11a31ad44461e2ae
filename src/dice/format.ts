// Renders a rolled program as compact Discord markdown, one line per statement.
import { escapePlayerText } from '../control/user-text.js';
import type { DieResult, ProgramResult, StatementResult, TermResult } from './evaluate.js';
import { type DiceTerm, type Expr, matches } from './notation.js';

/** Soft cap on one statement's line: past it, each pool is shown as sorted counts (`1×4 2×7 …`), every die still there. */
const LINE_BUDGET = 200;
const LABEL_LENGTH = 60;
const OPERATOR_SYMBOL = { '+': '+', '-': '-', '*': '×', '/': '÷' } as const;

export function formatProgramResult(result: ProgramResult): string {
  const lines: string[] = [];
  result.statements.forEach((statement, i) => {
    lines.push(formatStatement(statement));
    // The last repeat of `N#expr` closes its group with the grand total.
    const next = result.statements[i + 1];
    if (statement.repeatIndex !== undefined && statement.repeatIndex > 1 && next?.repeatIndex !== statement.repeatIndex + 1) {
      const group = result.statements.slice(i + 1 - statement.repeatIndex, i + 1);
      lines.push(
        `Total of ${statement.repeatIndex}: **${formatCount(
          group.reduce((sum, s) => sum + s.total, 0),
          statement.expr,
        )}**`,
      );
    }
  });
  if (result.comment) lines.push(`*${escapeMarkdown(result.comment)}*`);
  return lines.join('\n');
}

function formatStatement(statement: StatementResult): string {
  const label = statement.label ? `**${escapeMarkdown(truncate(statement.label, LABEL_LENGTH))}** ` : '';
  const repeat = statement.repeatIndex === undefined ? '' : ` #${statement.repeatIndex}`;
  const head = `${label}${statement.expression.replaceAll('*', '\\*')}${repeat}`;
  const total = `**${formatCount(statement.total, statement.expr)}**${poolTally(statement)}`;
  if (statement.terms.length === 0) return `${head} = ${total}`;
  const line = `${head}: ${renderExpr(statement.expr, statement.terms.values(), false)} = ${total}`;
  return line.length <= LINE_BUDGET ? line : `${head}: ${renderExpr(statement.expr, statement.terms.values(), true)} = ${total}`;
}

function formatCount(total: number, expr: Expr): string {
  if (!countsSuccesses(expr)) return String(total);
  return `${total} ${Math.abs(total) === 1 ? 'success' : 'successes'}`;
}

/** Only a bare success pool reads as "N successes"; arithmetic on one makes a plain number. */
function countsSuccesses(expr: Expr): boolean {
  return successPool(expr) !== undefined;
}

function successPool(expr: Expr): DiceTerm | undefined {
  if (expr.kind === 'group') return successPool(expr.inner);
  return expr.kind === 'dice' && expr.success !== undefined ? expr : undefined;
}

/**
 * A success pool's kept dice tallied, as pool players read them: hits and failures when both count, the dice that
 * missed, and the ones (botches), unless the failure condition already counts exactly those. A lone die gets none.
 */
function poolTally(statement: StatementResult): string {
  const pool = successPool(statement.expr);
  const term = statement.terms[0];
  if (!pool || !term) return '';
  const kept = term.dice.filter((die) => !die.dropped && !die.rerolled);
  // One die's result says it all.
  if (kept.length < 2) return '';
  const hits = kept.filter((die) => die.success === 1).length;
  const failures = kept.filter((die) => die.success === -1).length;
  const missed = kept.length - hits - failures;
  const parts: string[] = [];
  if (pool.failure) parts.push(`${hits} ${hits === 1 ? 'hit' : 'hits'} − ${failures} ${failures === 1 ? 'failure' : 'failures'}`);
  parts.push(`${missed} missed`);
  const onesAreFailures = pool.failure !== undefined && matches(pool.failure, 1) && !matches(pool.failure, 2);
  const countsOnes = pool.die.kind === 'standard' && !onesAreFailures;
  if (countsOnes) {
    const ones = kept.filter((die) => die.value === 1).length;
    parts.push(`${ones} ${ones === 1 ? 'one' : 'ones'}`);
  }
  return ` (${parts.join(' · ')})`;
}

/** Walks the AST and takes dice-term results in reading order, the order the evaluator produced them. */
function renderExpr(expr: Expr, terms: Iterator<TermResult>, grouped: boolean): string {
  switch (expr.kind) {
    case 'dice': {
      const term = terms.next();
      return term.done ? '[]' : renderDice(term.value.dice, grouped, expr.sort);
    }
    case 'number':
      return String(expr.value);
    case 'negate':
      return `-${renderExpr(expr.operand, terms, grouped)}`;
    case 'group':
      return `(${renderExpr(expr.inner, terms, grouped)})`;
    case 'binary': {
      const left = renderExpr(expr.left, terms, grouped);
      return `${left} ${OPERATOR_SYMBOL[expr.op]} ${renderExpr(expr.right, terms, grouped)}`;
    }
  }
}

/**
 * Every die in throw order (or by value, when the term asks `s`/`sd`), or for long pools each distinct result once
 * with its count, lowest first (highest first for `sd`).
 */
function renderDice(thrown: DieResult[], grouped: boolean, sort?: DiceTerm['sort']): string {
  // A d66 reads as its two dice, `[2][1]`, exactly as /d66 shows it.
  const d66 = thrown.length > 0 && thrown.every((d) => d.sides === 66);
  const dice = sort ? [...thrown].sort((a, b) => (sort === 'asc' ? a.value - b.value : b.value - a.value)) : thrown;
  if (!grouped) return d66 ? dice.map(renderDie).join(' ') : `[${dice.map(renderDie).join(', ')}]`;
  const counts = new Map<string, { value: number; count: number }>();
  for (const die of dice) {
    const text = renderDie(die);
    const seen = counts.get(text);
    if (seen) seen.count++;
    else counts.set(text, { value: die.value, count: 1 });
  }
  // Lowest first; at equal values the kept die before its struck-out twins.
  const sorted = [...counts.entries()].sort(([a, x], [b, y]) => x.value - y.value || a.length - b.length || a.localeCompare(b));
  if (sort === 'desc') sorted.reverse();
  return `[${sorted.map(([text, { count }]) => `${text}×${count}`).join(' ')}]`;
}

function renderDie(die: DieResult): string {
  let text =
    die.sides === 'F'
      ? die.value > 0
        ? '+'
        : die.value < 0
          ? '-'
          : '0'
      : die.sides === 66
        ? `[${Math.floor(die.value / 10)}][${die.value % 10}]`
        : String(die.value);
  if (die.exploded) text += '!';
  if (die.rerolled) return `~~${text}~~r`;
  if (die.dropped) return `~~${text}~~`;
  if (die.success === 1) return `**${text}**`;
  if (die.success === -1) return `__${text}__`;
  return text;
}

function truncate(text: string, length: number): string {
  const chars = [...text];
  return chars.length <= length ? text : `${chars.slice(0, length - 1).join('')}…`;
}

/** Labels and comments are player text; escaping keeps them from restyling or breaking the reply. */
const escapeMarkdown = escapePlayerText;
