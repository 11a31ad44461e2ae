// Rolls a parsed program with an Rng, recording every die thrown so the reply can show and replay all of it.

import { UserError } from '../errors.js';
import type { Dialect } from './dialect.js';
import { MAX_DICE, MAX_EXPLOSIONS_PER_DIE, MAX_REROLLS_PER_DIE } from './limits.js';
import {
  type DiceTerm,
  type Die,
  dieFaces,
  dieScore,
  type Expr,
  explodeCompare,
  formatDiceTerm,
  matches,
  parseNotation,
  type RollProgram,
} from './notation.js';
import type { Rng } from './rng.js';

/** One die as thrown. A die can be both exploded (it triggered an extra die) and dropped or kept. */
export type DieResult = {
  /** 'F' for Fudge dice; 66 only ever means a d66 (tens then units), whose value reads like `35`. */
  sides: number | 'F';
  value: number;
  /** Removed by keep/drop; does not count toward the total. */
  dropped: boolean;
  /** This die met the explode condition and caused the die after it in its chain. */
  exploded: boolean;
  /** This die was rerolled away; the replacement follows it in the list. */
  rerolled: boolean;
  /** On success-counting terms, what this kept die scored. */
  success?: 1 | 0 | -1;
};

/** One dice term as rolled: every die in throw order (rerolled and dropped dice included). */
export type TermResult = {
  /** Normalised text of the term, e.g. `4d6kh3`. */
  notation: string;
  dice: DieResult[];
  /** Sum of kept dice, or successes minus failures on success-counting terms. */
  value: number;
  successes?: number;
  failures?: number;
};

export type StatementResult = {
  label?: string;
  expression: string;
  total: number;
  /** 1-based index within an `N#expr` repeat. */
  repeatIndex?: number;
  /** Dice terms in reading order; the AST in `expr` says how they combine. */
  terms: TermResult[];
  expr: Expr;
};

export type ProgramResult = {
  input: string;
  comment?: string;
  statements: StatementResult[];
  /** Every die thrown, rerolled-away and explosion dice included; a d66 is one die. */
  diceRolled: number;
};

/** Caps on chains; the defaults are the bot's limits, tests lower them to enumerate every outcome (a given rerollDepth lets the last die stand). */
export type EvaluateOptions = { explodeDepth?: number; rerollDepth?: number; dialect?: Dialect };

type Context = { rng: Rng; diceRolled: number; explodeDepth: number; rerollDepth: number; lastStands: boolean };

export function evaluateProgram(program: RollProgram, rng: Rng, options: EvaluateOptions = {}): ProgramResult {
  const context: Context = {
    rng,
    diceRolled: 0,
    explodeDepth: options.explodeDepth ?? MAX_EXPLOSIONS_PER_DIE,
    rerollDepth: options.rerollDepth ?? MAX_REROLLS_PER_DIE,
    lastStands: options.rerollDepth !== undefined,
  };
  const statements: StatementResult[] = [];
  for (const statement of program.statements) {
    const times = statement.repeat ?? 1;
    for (let index = 1; index <= times; index++) {
      const terms: TermResult[] = [];
      const total = evaluateExpr(statement.expr, context, terms);
      const result: StatementResult = { expression: statement.expression, total, terms, expr: statement.expr };
      if (statement.label !== undefined) result.label = statement.label;
      if (statement.repeat !== undefined) result.repeatIndex = index;
      statements.push(result);
    }
  }
  const result: ProgramResult = { input: program.input, statements, diceRolled: context.diceRolled };
  if (program.comment !== undefined) result.comment = program.comment;
  return result;
}

export function rollNotation(input: string, rng: Rng, options?: EvaluateOptions): ProgramResult {
  return evaluateProgram(parseNotation(input, options?.dialect), rng, options);
}

function evaluateExpr(expr: Expr, context: Context, terms: TermResult[]): number {
  switch (expr.kind) {
    case 'dice': {
      const term = rollTerm(expr, context);
      terms.push(term);
      return term.value;
    }
    case 'number':
      return expr.value;
    case 'negate':
      return 0 - evaluateExpr(expr.operand, context, terms);
    case 'group':
      return evaluateExpr(expr.inner, context, terms);
    case 'binary': {
      const left = evaluateExpr(expr.left, context, terms);
      const right = evaluateExpr(expr.right, context, terms);
      return checkSafe(applyOp(expr.op, left, right));
    }
  }
}

export function applyOp(op: '+' | '-' | '*' | '/', left: number, right: number): number {
  switch (op) {
    case '+':
      return left + right;
    case '-':
      return left - right;
    case '*':
      return left * right;
    case '/':
      return floorDiv(left, right);
  }
}

/** Integer division rounding down; exact where a float quotient could round across an integer. */
function floorDiv(left: number, right: number): number {
  if (right === 0) throw new UserError('notation', 'division by zero');
  const remainder = left % right;
  const quotient = (left - remainder) / right;
  return remainder !== 0 && remainder < 0 !== right < 0 ? quotient - 1 : quotient;
}

function checkSafe(value: number): number {
  if (!Number.isSafeInteger(value)) throw new UserError('limit', 'that roll’s result is too large to compute exactly');
  return value + 0;
}

function rollTerm(term: DiceTerm, context: Context): TermResult {
  const dice: DieResult[] = [];
  const explodeWhen = explodeCompare(term);
  const reroll = term.reroll;
  if (reroll && !reroll.once && !context.lastStands && dieFaces(term.die).every((face) => matches(reroll.when, face))) {
    throw new UserError('limit', `every face of \`${formatDiceTerm(term)}\` meets its reroll condition, so no die could ever stand`);
  }
  const explodeDepth = term.explode?.once ? Math.min(1, context.explodeDepth) : context.explodeDepth;
  for (let index = 0; index < term.count; index++) {
    // rpg-dice-roller's order: the chain explodes on the faces first thrown, then each of its dice is rerolled. With
    // nothing to reroll the chain goes straight into the term's dice, without an array of its own.
    const chain: DieResult[] = reroll ? [] : dice;
    for (let explosions = 0; ; explosions++) {
      const die = throwDie(term.die, context);
      chain.push(die);
      if (!explodeWhen || explosions >= explodeDepth || !matches(explodeWhen, die.value)) break;
      die.exploded = true;
    }
    if (reroll) for (const die of chain) rerollDie(term, context, die, dice);
  }
  if (term.keep) applyKeep(reroll ? dice.filter((die) => !die.rerolled) : dice, term.keep.mode, term.keep.count);
  const notation = formatDiceTerm(term);
  if (!term.success) {
    let value = 0;
    for (const die of dice) if (!die.rerolled && !die.dropped) value += die.value;
    return { notation, dice, value };
  }
  let successes = 0;
  let failures = 0;
  for (const die of dice) {
    if (die.rerolled || die.dropped) continue;
    const score = dieScore(term, die.value) as 1 | 0 | -1;
    die.success = score;
    if (score === 1) successes++;
    if (score === -1) failures++;
  }
  const result: TermResult = { notation, dice, value: successes - failures, successes };
  if (term.failure) result.failures = failures;
  return result;
}

/**
 * Records `die` and, when it meets the reroll condition, its replacements after it. `r` rerolls until the condition
 * fails; a die still matching after the cap voids the roll (the odds count only rolls that stand), unless a test
 * asked for a cap whose last die simply stands.
 */
function rerollDie(term: DiceTerm, context: Context, first: DieResult, dice: DieResult[]): void {
  dice.push(first);
  const reroll = term.reroll;
  if (!reroll) return;
  const limit = reroll.once ? 1 : context.rerollDepth;
  let die = first;
  for (let rerolls = 0; rerolls < limit && matches(reroll.when, die.value); rerolls++) {
    die.rerolled = true;
    die = throwDie(term.die, context);
    dice.push(die);
  }
  if (!reroll.once && !context.lastStands && matches(reroll.when, die.value)) {
    throw new UserError(
      'limit',
      `a die of \`${formatDiceTerm(term)}\` still met its reroll condition after ${context.rerollDepth} rerolls, so the roll is void; reroll fewer faces`,
    );
  }
}

function throwDie(die: Die, context: Context): DieResult {
  context.diceRolled++;
  if (context.diceRolled > MAX_DICE) {
    throw new UserError('limit', `that roll needed more than ${MAX_DICE.toLocaleString('en-US')} dice (explosions and rerolls count)`);
  }
  const { rng } = context;
  let result: DieResult;
  switch (die.kind) {
    case 'standard':
      result = { sides: die.sides, value: rng.int(1, die.sides), dropped: false, exploded: false, rerolled: false };
      break;
    case 'fudge':
      result = { sides: 'F', value: rng.int(-1, 1), dropped: false, exploded: false, rerolled: false };
      break;
    case 'd66': {
      const tens = rng.int(1, 6);
      result = { sides: 66, value: tens * 10 + rng.int(1, 6), dropped: false, exploded: false, rerolled: false };
      break;
    }
  }
  return result;
}

/** Ties go to the earlier die: it is kept first and dropped last, so replays mark the same dice. */
function applyKeep(pool: DieResult[], mode: 'kh' | 'kl' | 'dh' | 'dl', count: number): void {
  const highFirst = mode === 'kh' || mode === 'dl';
  const keep = mode === 'kh' || mode === 'kl' ? count : pool.length - count;
  const order = rankDice(pool, highFirst);
  for (let rank = 0; rank < order.length; rank++) (order[rank] as DieResult).dropped = rank >= keep;
}

/** Pools up to this size are ranked by insertion: no comparator calls, and most pools are a handful of dice. */
const INSERTION_RANK_LIMIT = 32;

/** The pool best first (highest or lowest), equal values in throw order. */
function rankDice(pool: DieResult[], highFirst: boolean): DieResult[] {
  if (pool.length > INSERTION_RANK_LIMIT) {
    // Array.prototype.sort is stable, so equal values keep their throw order.
    return pool.slice().sort(highFirst ? (a, b) => b.value - a.value : (a, b) => a.value - b.value);
  }
  const order = pool.slice();
  for (let index = 1; index < order.length; index++) {
    const die = order[index] as DieResult;
    let at = index;
    // Shift every die strictly worse than this one; stopping at an equal keeps the earlier die first.
    for (; at > 0; at--) {
      const before = order[at - 1] as DieResult;
      if (highFirst ? before.value >= die.value : before.value <= die.value) break;
      order[at] = before;
    }
    order[at] = die;
  }
  return order;
}
