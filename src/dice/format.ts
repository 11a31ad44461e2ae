// Renders a rolled program as compact Discord markdown, one line per statement.
import { escapePlayerText } from '../control/user-text.js';
import type { DieResult, ProgramResult, StatementResult, TermResult } from './evaluate.js';
import type { Expr } from './notation.js';

/** Soft cap on one statement's line; longer lines show fewer dice per term before giving up on the breakdown. */
const LINE_BUDGET = 200;
const DICE_SHOWN = [40, 20, 10, 5];
const LABEL_LENGTH = 60;
const OPERATOR_SYMBOL = { '+': '+', '-': '-', '*': '×', '/': '÷' } as const;

export function formatProgramResult(result: ProgramResult): string {
  const lines = result.statements.map(formatStatement);
  if (result.comment) lines.push(`*${escapeMarkdown(result.comment)}*`);
  return lines.join('\n');
}

function formatStatement(statement: StatementResult): string {
  const label = statement.label ? `**${escapeMarkdown(truncate(statement.label, LABEL_LENGTH))}** ` : '';
  const repeat = statement.repeatIndex === undefined ? '' : ` #${statement.repeatIndex}`;
  const head = `${label}${statement.expression.replaceAll('*', '\\*')}${repeat}`;
  const total = `**${formatTotal(statement)}**`;
  if (statement.terms.length > 0) {
    for (const shown of DICE_SHOWN) {
      const line = `${head}: ${renderExpr(statement.expr, statement.terms.values(), shown)} = ${total}`;
      if (line.length <= LINE_BUDGET) return line;
    }
  }
  return `${head} = ${total}`;
}

function formatTotal(statement: StatementResult): string {
  if (!countsSuccesses(statement.expr)) return String(statement.total);
  return `${statement.total} ${Math.abs(statement.total) === 1 ? 'success' : 'successes'}`;
}

/** Only a bare success pool reads as "N successes"; arithmetic on one makes a plain number. */
function countsSuccesses(expr: Expr): boolean {
  if (expr.kind === 'group') return countsSuccesses(expr.inner);
  return expr.kind === 'dice' && expr.success !== undefined;
}

/** Walks the AST and takes dice-term results in reading order, the order the evaluator produced them. */
function renderExpr(expr: Expr, terms: Iterator<TermResult>, shown: number): string {
  switch (expr.kind) {
    case 'dice': {
      const term = terms.next();
      return term.done ? '[]' : renderDice(term.value.dice, shown);
    }
    case 'number':
      return String(expr.value);
    case 'negate':
      return `-${renderExpr(expr.operand, terms, shown)}`;
    case 'group':
      return `(${renderExpr(expr.inner, terms, shown)})`;
    case 'binary': {
      const left = renderExpr(expr.left, terms, shown);
      return `${left} ${OPERATOR_SYMBOL[expr.op]} ${renderExpr(expr.right, terms, shown)}`;
    }
  }
}

function renderDice(dice: DieResult[], shown: number): string {
  const parts = dice.slice(0, shown).map(renderDie);
  if (dice.length > shown) parts.push(`… (+${dice.length - shown} more)`);
  return `[${parts.join(', ')}]`;
}

function renderDie(die: DieResult): string {
  let text = die.sides === 'F' ? (die.value > 0 ? '+' : die.value < 0 ? '-' : '0') : String(die.value);
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
