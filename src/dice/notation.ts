// Salvo's dice notation: the AST, die semantics shared by evaluator and distribution, and a hand-written recursive-descent parser.
import { UserError } from '../errors.js';
import { type CompareOp, DIALECTS, type Dialect, type DialectRules, dialectRules, type KeepMode, type ModifierMeaning } from './dialect.js';
import { MAX_CONSTANT, MAX_DICE, MAX_INPUT_LENGTH, MAX_REPEATS, MAX_SIDES } from './limits.js';
import { type MeaningForm, meaningForm } from './meanings.js';

/** d66 is one die for display (tens die then units die, 11..66), never a 66-sided die; `d66` always means it. */
export type Die = { kind: 'standard'; sides: number } | { kind: 'fudge' } | { kind: 'd66' };

export type { CompareOp };
export type Compare = { op: CompareOp; value: number };

/**
 * `r` rerolls the die's lowest face (1, or − on a Fudge die, as rpg-dice-roller), `rN` rerolls N, `r<N` results below N,
 * `r<=N` results of N or less (`>`, `>=` likewise). `ro…` rerolls at most once; plain `r` rerolls until the condition
 * fails (a die still matching after MAX_REROLLS_PER_DIE rerolls voids the roll). Every die is subject to it, explosion
 * dice included; a rerolled die's new value never explodes (rpg-dice-roller runs explode before re-roll).
 */
export type Reroll = { once: boolean; when: Compare };
/**
 * `!` explodes on the die's highest face, `!>=N` / `!>N` on a threshold; each extra die may explode again, unless
 * `once` (Dice Maiden's `e`, Foundry's `xo`): then only the dice first thrown explode.
 */
export type Explode = { when: Compare | 'max'; once?: true };
/** `k` is `kh`; the count defaults to 1. */
export type Keep = { mode: KeepMode; count: number };

/** Modifiers apply explode → reroll → keep/drop → success counting, whatever order they were written in (rpg-dice-roller's order). */
export type DiceTerm = {
  kind: 'dice';
  count: number;
  die: Die;
  reroll?: Reroll;
  explode?: Explode;
  keep?: Keep;
  /** Each kept die meeting it scores 1 and the term's value becomes the score. */
  success?: Compare;
  /** Each kept die meeting it (and not the success condition) scores -1; only allowed with a success condition. */
  failure?: Compare;
  /** `s`/`sa` shows the dice lowest first, `sd` highest first; display only, the total is the same. */
  sort?: 'asc' | 'desc';
};

export type BinaryOp = '+' | '-' | '*' | '/';

export type Expr =
  | DiceTerm
  | { kind: 'number'; value: number }
  | { kind: 'negate'; operand: Expr }
  | { kind: 'group'; inner: Expr }
  | { kind: 'binary'; op: BinaryOp; left: Expr; right: Expr };

export type RollStatement = {
  expr: Expr;
  /** Normalised text of expr, e.g. `1D20 + 5` becomes `d20+5`. */
  expression: string;
  label?: string;
  /** N of `N#expr`; absent when the statement is rolled once. */
  repeat?: number;
};

export type RollProgram = {
  input: string;
  /** The dialect it was read in; every meaning in it is that dialect's. */
  dialect: Dialect;
  /** Forms whose meaning differs between dialects, as read here (the reply notes them the first time in a channel). */
  forms: MeaningForm[];
  statements: RollStatement[];
  comment?: string;
  /** Dice rolled before any explosion or reroll: counts summed over the input, times repeats. */
  staticDice: number;
};

export function dieFaces(die: Die): number[] {
  switch (die.kind) {
    case 'standard': {
      // A plain loop: Array.from over an array-like costs milliseconds for a d10000, and the odds planner asks often.
      const faces = new Array<number>(die.sides);
      for (let index = 0; index < die.sides; index++) faces[index] = index + 1;
      return faces;
    }
    case 'fudge':
      return [-1, 0, 1];
    case 'd66': {
      const faces: number[] = [];
      for (let tens = 1; tens <= 6; tens++) for (let units = 1; units <= 6; units++) faces.push(tens * 10 + units);
      return faces;
    }
  }
}

export function dieMin(die: Die): number {
  return die.kind === 'standard' ? 1 : die.kind === 'fudge' ? -1 : 11;
}

export function dieMax(die: Die): number {
  return die.kind === 'standard' ? die.sides : die.kind === 'fudge' ? 1 : 66;
}

export function matches(compare: Compare, value: number): boolean {
  switch (compare.op) {
    case '=':
      return value === compare.value;
    case '<':
      return value < compare.value;
    case '<=':
      return value <= compare.value;
    case '>':
      return value > compare.value;
    case '>=':
      return value >= compare.value;
  }
}

export function explodeCompare(term: DiceTerm): Compare | undefined {
  const when = term.explode?.when;
  return when === 'max' ? { op: '>=', value: dieMax(term.die) } : when;
}

/** What one kept die contributes: its value, or its success score when the term counts successes. */
export function dieScore(term: DiceTerm, value: number): number {
  if (!term.success) return value;
  if (matches(term.success, value)) return 1;
  return term.failure && matches(term.failure, value) ? -1 : 0;
}

export function formatExpr(expr: Expr): string {
  switch (expr.kind) {
    case 'dice':
      return formatDiceTerm(expr);
    case 'number':
      return String(expr.value);
    case 'negate':
      return `-${formatExpr(expr.operand)}`;
    case 'group':
      return `(${formatExpr(expr.inner)})`;
    case 'binary':
      return `${formatExpr(expr.left)}${expr.op}${formatExpr(expr.right)}`;
  }
}

function formatCompare(compare: Compare): string {
  return `${compare.op}${compare.value}`;
}

export function formatDiceTerm(term: DiceTerm): string {
  const die = term.die.kind === 'standard' ? String(term.die.sides) : term.die.kind === 'fudge' ? 'F' : '66';
  let text = `${term.count === 1 ? '' : term.count}d${die}`;
  if (term.reroll) {
    const { once, when } = term.reroll;
    // The value is always written (`r1`, never a bare `r`), so `10d6r1` is echoed as typed; a Fudge die's `r` is `r=-1`.
    const condition = when.op === '=' && when.value >= 0 ? String(when.value) : formatCompare(when);
    text += `${once ? 'ro' : 'r'}${condition}`;
  }
  if (term.explode) {
    const key = term.explode.once ? '!o' : '!';
    text += term.explode.when === 'max' ? key : `${key}${formatCompare(term.explode.when)}`;
  }
  if (term.keep) text += `${term.keep.mode}${term.keep.count}`;
  if (term.success) text += formatCompare(term.success);
  if (term.failure) text += `f${formatCompare(term.failure)}`;
  if (term.sort) text += term.sort === 'asc' ? 's' : 'sd';
  return text;
}

function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

/** Parses `/roll` input in a dialect (Salvo's by default); throws UserError('notation' | 'limit') before anything could be rolled. */
export function parseNotation(input: string, dialect?: Dialect): RollProgram {
  // Code points never outnumber UTF-16 units, so only a long string is counted (the spread allocates).
  const length = input.length > MAX_INPUT_LENGTH ? [...input].length : input.length;
  if (length > MAX_INPUT_LENGTH) {
    throw new UserError('limit', `that roll is ${formatCount(length)} characters long; the limit is ${MAX_INPUT_LENGTH}`);
  }
  const rules = dialectRules(dialect);
  try {
    return new Parser(input, rules).parseProgram();
  } catch (error) {
    throw withLabelHint(input, rules, error);
  }
}

/**
 * `8d6 fireball` fails inside the word; when the text before a trailing run of words is a valid roll, the error
 * says how to write the words as a label: `8d6 [fireball]`. A hint never drops a mechanic: when the first word is a
 * modifier in another dialect (`6d10 t7`), the error names that reading instead; when the roll would end in a lone
 * modifier (`4d6 ! Hello`), it shows both readings.
 */
function withLabelHint(input: string, rules: DialectRules, error: unknown): unknown {
  if (!(error instanceof UserError) || error.identifier !== 'notation') return error;
  const words = input.trim().split(/\s+/);
  // The longest valid roll first: `4d6 kh3 x` is `4d6 kh3 [x]`, not `4d6 [kh3 x]`.
  for (let cut = words.length - 1; cut > 0 && /^\p{L}/u.test(words[cut]!); cut--) {
    const roll = words.slice(0, cut).join(' ');
    const label = words.slice(cut).join(' ');
    if (!parses(roll, rules) || parses(label, rules)) continue;
    const elsewhere = otherReading(roll, words[cut]!, rules);
    if (elsewhere) {
      return new UserError(
        'notation',
        `${error.message}. \`${words[cut]}\` is not ${rules.name} notation; in ${elsewhere.name} \`${roll} ${words[cut]}\` is a roll: add \`dialect:${elsewhere.id}\` to roll it that way, or put words in square brackets`,
      );
    }
    const last = words[cut - 1]!;
    if (cut > 1 && /^[^\p{L}\d]+$/u.test(last) && parses(words.slice(0, cut - 1).join(' '), rules)) {
      const plain = words.slice(0, cut - 1).join(' ');
      return new UserError(
        'notation',
        `${error.message}. Two readings: \`${plain}${last} [${label}]\` (with \`${last}\`) or \`${plain} [${last} ${label}]\` (without); write the one you mean`,
      );
    }
    return new UserError('notation', `${error.message}. Words go in square brackets: \`${roll} [${label}]\``);
  }
  return error;
}

/** The first other dialect that reads `roll word` as a roll, when `word` is one of its modifiers. */
function otherReading(roll: string, word: string, rules: DialectRules): DialectRules | undefined {
  for (const dialect of DIALECTS) {
    const other = dialectRules(dialect);
    if (other.id === rules.id || !parses(roll, other)) continue;
    // Read as a modifier there, not swallowed by a comment.
    if (parsed(`${roll} ${word}`, other)?.comment === undefined && parsed(`${roll} ${word}`, other)) return other;
  }
  return undefined;
}

function parsed(input: string, rules: DialectRules): RollProgram | undefined {
  try {
    return new Parser(input, rules).parseProgram();
  } catch {
    return undefined;
  }
}

function parses(input: string, rules: DialectRules): boolean {
  return parsed(input, rules) !== undefined;
}

const COMPARE_OPS: readonly CompareOp[] = ['>=', '<=', '>', '<', '='];
/** Sticky (`y`): matched at `lastIndex` without slicing the input. */
const ADV_OR_DIS = /(?:adv|dis)(?![a-z\d])/iy;

class Parser {
  private pos = 0;
  readonly forms: MeaningForm[] = [];
  /** The dialect's modifier keys by first character, looked up once a parse rather than once a modifier. */
  private readonly keys: Map<string, string[]>;

  constructor(
    private readonly input: string,
    private readonly rules: DialectRules,
  ) {
    this.keys = keysByFirstChar(rules);
  }

  parseProgram(): RollProgram {
    this.skipSpace();
    const comment = this.rules.comment;
    if (this.atEnd() || this.is(comment)) throw new UserError('notation', 'empty expression');
    const statements: RollStatement[] = [];
    let staticDice = 0;
    let remark: string | undefined;
    for (;;) {
      const statement = this.parseStatement();
      statements.push(statement);
      staticDice += countDice(statement.expr) * (statement.repeat ?? 1);
      this.skipSpace();
      if (this.is(';')) {
        this.pos++;
        this.skipSpace();
        // A trailing `;` is forgiven: it is what people type after the last roll.
        if (!this.atEnd() && !this.is(comment)) continue;
      }
      if (this.is(comment)) {
        remark = this.input.slice(this.pos + 1).trim() || undefined;
        this.pos = this.input.length;
      }
      if (!this.atEnd()) this.fail();
      break;
    }
    if (staticDice > MAX_DICE) {
      throw new UserError('limit', `that would roll ${formatCount(staticDice)} dice; the limit is ${formatCount(MAX_DICE)} per command`);
    }
    const program: RollProgram = { input: this.input, dialect: this.rules.id, forms: this.forms, statements, staticDice };
    if (remark !== undefined) program.comment = remark;
    return program;
  }

  private parseStatement(): RollStatement {
    let label = this.parseLabel();
    const repeat = this.parseRepeat();
    label ??= this.parseLabel();
    const expr = this.parseSum();
    label ??= this.parseLabel();
    this.parseAdvantage(expr);
    label ??= this.parseLabel();
    if (
      this.rules.universalTrailing &&
      countTerms(expr) > 1 &&
      /(?:^|[\s\d(])[dD]\d+(\s+[a-z]+\d+)+\s*$/i.test(this.input.slice(0, this.pos))
    ) {
      throw new UserError(
        'notation',
        `in ${this.rules.name}, modifiers at the end of a roll apply to every dice term in it, which Salvo does not copy; write them after each term: ${this.input}`,
      );
    }
    const statement: RollStatement = { expr, expression: formatExpr(expr) };
    if (label !== undefined) statement.label = label;
    if (repeat !== undefined) statement.repeat = repeat;
    return statement;
  }

  private parseLabel(): string | undefined {
    this.skipSpace();
    if (!this.is('[')) return undefined;
    const start = ++this.pos;
    while (!this.atEnd() && !this.is(']')) {
      if (this.is('[')) this.fail();
      this.pos++;
    }
    if (this.atEnd()) this.fail();
    const label = this.input.slice(start, this.pos).trim();
    // A label of control or invisible characters alone would print as an empty one.
    if (label.replace(/[\p{Cc}\p{Cf}\s]/gu, '') === '') this.fail();
    this.pos++;
    return label;
  }

  /**
   * `1d20 adv` / `dis` (Avrae's, read in every dialect: no dialect means anything else by it) rolls the statement's
   * first lone d20 twice and keeps the higher / lower.
   */
  private parseAdvantage(expr: Expr): void {
    this.skipSpace();
    const first = foldAscii(this.input[this.pos]);
    if (first !== 'a' && first !== 'd') return;
    const match = /^(adv|dis)(?![\p{L}\d])/iu.exec(this.input.slice(this.pos));
    if (!match) return;
    const d20 = firstLoneD20(expr);
    if (!d20) throw new UserError('notation', `\`${match[1]}\` rolls a lone d20 twice, and this roll has none: ${this.input}`);
    d20.count = 2;
    d20.keep = { mode: match[1]!.toLowerCase() === 'adv' ? 'kh' : 'kl', count: 1 };
    this.pos += match[0].length;
  }

  /**
   * `N#` is a repeat only at the start of a statement with no space before the `#`; any other `#` opens the comment.
   * Dice Maiden writes it `N expr` (`6 4d6`): a number, a space, then dice.
   */
  private parseRepeat(): number | undefined {
    this.skipSpace();
    if (!this.atDigit()) return undefined;
    const start = this.pos;
    let end = start;
    while (isDigit(this.input[end])) end++;
    let next = end;
    if (this.rules.spaceRepeat) {
      // A number, at least one space, then dice (`6 4d6`, `2 d20`).
      while (isSpace(this.input[next])) next++;
      let dice = next;
      while (isDigit(this.input[dice])) dice++;
      if (next === end || (this.input[dice] !== 'd' && this.input[dice] !== 'D')) return undefined;
    } else {
      if (this.input[end] !== '#') return undefined;
      next = end + 1;
    }
    const repeat = Number(this.input.slice(start, end));
    if (repeat > MAX_REPEATS) {
      throw new UserError('limit', `at most ${MAX_REPEATS} repeats per roll (asked for ${formatCount(repeat)})`);
    }
    if (repeat < 1) this.fail(start);
    this.pos = next;
    return repeat;
  }

  private parseSum(): Expr {
    let left = this.parseProduct();
    for (;;) {
      this.skipSpace();
      const op = this.is('+') ? '+' : this.is('-') ? '-' : undefined;
      if (op === undefined) return left;
      this.pos++;
      left = { kind: 'binary', op, left, right: this.parseProduct() };
    }
  }

  private parseProduct(): Expr {
    let left = this.parseUnary();
    for (;;) {
      this.skipSpace();
      const op = this.is('*') ? '*' : this.is('/') ? '/' : undefined;
      if (op === undefined) return left;
      this.pos++;
      left = { kind: 'binary', op, left, right: this.parseUnary() };
    }
  }

  private parseUnary(): Expr {
    this.skipSpace();
    const signed =
      this.rules.signedAdvantage && (this.is('+') || this.is('-')) && this.atStatementStart()
        ? /^([+-])[dD](\d+)(?!\d)/.exec(this.input.slice(this.pos))
        : null;
    if (signed) {
      // Dice Maiden's `+d20` / `-d20`: advantage and disadvantage, not a signed die.
      this.pos += 1;
      const term = this.parseDice(2, this.pos);
      if (term.keep) this.fail();
      term.keep = { mode: signed[1] === '+' ? 'kh' : 'kl', count: 1 };
      return term;
    }
    if (this.is('-')) {
      this.pos++;
      return { kind: 'negate', operand: this.parseUnary() };
    }
    return this.parsePrimary();
  }

  private parsePrimary(): Expr {
    this.skipSpace();
    if (this.is('(')) {
      this.pos++;
      const inner = this.parseSum();
      this.skipSpace();
      if (!this.is(')')) this.fail();
      this.pos++;
      return { kind: 'group', inner };
    }
    if (this.atDigit()) {
      const start = this.pos;
      const value = this.readInt();
      if (this.is('d') || this.is('D')) return this.parseDice(value, start);
      if (value > MAX_CONSTANT) throw new UserError('limit', `numbers in a roll are limited to ${formatCount(MAX_CONSTANT)}`);
      return { kind: 'number', value };
    }
    if (this.is('d') || this.is('D')) return this.parseDice(1, this.pos);
    this.fail();
  }

  private parseDice(count: number, start: number): DiceTerm {
    if (count > MAX_DICE) {
      throw new UserError('limit', `that would roll ${formatCount(count)} dice; the limit is ${formatCount(MAX_DICE)} per command`);
    }
    if (count < 1) this.fail(start);
    this.pos++;
    // Every field present from the start, in one order: terms then share one shape, and the evaluator's reads of them
    // stay monomorphic (terms grown field by field took a dozen shapes).
    const term: DiceTerm = {
      kind: 'dice',
      count,
      die: this.parseDie(),
      reroll: undefined,
      explode: undefined,
      keep: undefined,
      success: undefined,
      failure: undefined,
      sort: undefined,
    };
    this.parseModifiers(term);
    return term;
  }

  private parseDie(): Die {
    if (this.is('%')) {
      if (this.rules.percentTens)
        throw new UserError(
          'notation',
          `${this.rules.name}'s \`d%\` is a tens die (0, 10 … 90), which Salvo does not roll; write \`(d10-1)*10\`: ${this.input}`,
        );
      this.pos++;
      return { kind: 'standard', sides: 100 };
    }
    if (this.is('f') || this.is('F')) {
      this.pos++;
      return { kind: 'fudge' };
    }
    if (!this.atDigit()) this.fail();
    const start = this.pos;
    const sides = this.readInt();
    if (sides > MAX_SIDES) {
      throw new UserError('limit', `a die can have at most ${formatCount(MAX_SIDES)} sides (asked for ${formatCount(sides)})`);
    }
    if (sides < 1) this.fail(start);
    return sides === 66 ? { kind: 'd66' } : { kind: 'standard', sides };
  }

  /** A modifier is written without inner spaces (`!>=5`, `kh3`, `ro<2`); spaces only separate modifiers. */
  private parseModifiers(term: DiceTerm): void {
    let failureAt = -1;
    for (;;) {
      const save = this.pos;
      this.skipSpace();
      const start = this.pos;
      const bare = this.rules.bareSuccess && (this.is('<') || this.is('>') || this.is('='));
      const key = bare ? '' : this.modifierKey();
      if (key === undefined) {
        this.pos = save;
        break;
      }
      const meaning: ModifierMeaning = bare ? { kind: 'success' } : (this.rules.modifiers[key] as ModifierMeaning);
      this.pos += key.length;
      const when = this.readCondition(meaning);
      const opAt = start + key.length;
      const op = this.input[opAt];
      const strict = when !== undefined && (op === '<' || op === '>') && this.input[opAt + 1] !== '=';
      const compared = strict && (meaning.kind === 'success' || this.rules.inclusive) ? '>3' : undefined;
      this.note(meaningForm(key, when !== undefined) ?? compared);
      switch (meaning.kind) {
        case 'refuse':
          throw new UserError('notation', `\`${key}\` in ${this.rules.name} notation: ${meaning.why}`);
        case 'explode':
          if (term.explode) this.fail(start);
          term.explode = meaning.once ? { when: when ?? 'max', once: true } : { when: when ?? 'max' };
          break;
        case 'reroll':
          if (term.reroll) this.fail(start);
          term.reroll = { once: meaning.once, when: when ?? { op: '=', value: dieMin(term.die) } };
          break;
        case 'keep':
          if (term.keep) this.fail(start);
          term.keep = { mode: meaning.mode, count: when?.value ?? 1 };
          break;
        case 'success':
          if (term.success) {
            throw new UserError(
              'notation',
              `a second success condition (\`${this.input.slice(start, this.pos)}\`) would count double successes, which Salvo does not: ${this.input}`,
            );
          }
          if (!when) this.fail();
          term.success = when;
          break;
        case 'failure':
          if (term.failure) this.fail(start);
          failureAt = start;
          if (!when) this.fail();
          term.failure = when;
          break;
        case 'sort':
          if (term.sort) this.fail(start);
          term.sort = meaning.order;
          break;
        case 'display':
          break;
      }
    }
    if (term.failure && !term.success) this.fail(failureAt);
    if (this.rules.refuseEndless) this.refuseEndless(term);
  }

  /** Avrae refuses a roll that could never end; Salvo's own cap lets the last die stand instead. */
  private refuseEndless(term: DiceTerm): void {
    const reroll = term.reroll;
    if (reroll && !reroll.once && dieFaces(term.die).every((face) => matches(reroll.when, face))) {
      throw new UserError('limit', `every face of \`${formatDiceTerm(term)}\` meets its reroll condition, so no die could ever stand`);
    }
    const explodeWhen = explodeCompare(term);
    if (explodeWhen && dieFaces(term.die).every((face) => matches(explodeWhen, face))) {
      throw new UserError('notation', `every face of \`${formatDiceTerm(term)}\` explodes, so the roll would never end: ${this.input}`);
    }
  }

  /** The longest modifier key of the dialect at the cursor, or undefined. */
  private modifierKey(): string | undefined {
    const first = foldAscii(this.input[this.pos]);
    const keys = first === undefined ? undefined : this.keys.get(first);
    if (!keys) return undefined;
    // `adv` / `dis` end the roll in every dialect, even where `d` is a modifier (`d20 dis` in Roll20).
    if (first === 'a' || first === 'd') {
      ADV_OR_DIS.lastIndex = this.pos;
      if (ADV_OR_DIS.test(this.input)) return undefined;
    }
    for (const key of keys) if (this.lookingAt(key)) return key;
    return undefined;
  }

  /** The (lower-case) key is at the cursor, in any case. */
  private lookingAt(key: string): boolean {
    for (let index = 0; index < key.length; index++) {
      if (foldAscii(this.input[this.pos + index]) !== key[index]) return false;
    }
    return true;
  }

  private note(form: MeaningForm | undefined): void {
    if (form && !this.forms.includes(form)) this.forms.push(form);
  }

  /**
   * The condition after a modifier key: a bare number takes the key's `bare` comparison (`=` when it has none), a
   * comparison its own, made inclusive in Roll20. Keep counts read as `=N`.
   */
  private readCondition(meaning: ModifierMeaning): Compare | undefined {
    if (meaning.kind === 'refuse' || meaning.kind === 'sort') return undefined;
    if (this.atDigit()) {
      if (meaning.kind === 'explode' && meaning.bare === undefined) return undefined;
      const op = meaning.kind === 'keep' || meaning.kind === 'display' ? '=' : (meaning.bare ?? '=');
      return { op, value: this.readBoundedInt() };
    }
    if (meaning.kind === 'keep' || !(this.is('>') || this.is('<') || this.is('='))) return undefined;
    if (meaning.kind === 'display' && !meaning.compare) return undefined;
    const compare = this.readCompare(meaning.kind === 'explode' ? (meaning.ops ?? COMPARE_OPS) : COMPARE_OPS);
    if (!this.rules.inclusive) return compare;
    return compare.op === '>' ? { ...compare, op: '>=' } : compare.op === '<' ? { ...compare, op: '<=' } : compare;
  }

  private readCompare(ops: readonly CompareOp[]): Compare {
    const op = this.compareOp(ops);
    if (!op) this.fail();
    this.pos += op.length;
    // Fudge faces go below zero: `r=-1`, `>-1`.
    const negative = this.is('-');
    if (negative) this.pos++;
    const value = this.readBoundedInt();
    return { op, value: negative ? -value : value };
  }

  /** The longest of `ops` at the cursor (`>=` before `>`), or undefined. */
  private compareOp(ops: readonly CompareOp[]): CompareOp | undefined {
    const first = this.input[this.pos];
    if (first !== '<' && first !== '>' && first !== '=') return undefined;
    if (first !== '=' && this.input[this.pos + 1] === '=') {
      const both = first === '<' ? '<=' : '>=';
      if (ops.includes(both)) return both;
    }
    return ops.includes(first) ? first : undefined;
  }

  private readBoundedInt(): number {
    const value = this.readInt();
    if (value > MAX_CONSTANT) throw new UserError('limit', `numbers in a roll are limited to ${formatCount(MAX_CONSTANT)}`);
    return value;
  }

  private readInt(): number {
    const start = this.pos;
    let value = 0;
    for (let char = this.input[this.pos]; isDigit(char); char = this.input[++this.pos]) value = value * 10 + Number(char);
    if (this.pos === start) this.fail();
    // Past 15 digits the running sum may round differently from the number typed, which an error message quotes.
    return this.pos - start > 15 ? Number(this.input.slice(start, this.pos)) : value;
  }

  /** Only spaces, a label or a statement separator before the cursor. */
  private atStatementStart(): boolean {
    return /(^|[;\]])\s*$/.test(this.input.slice(0, this.pos));
  }

  private skipSpace(): void {
    while (isSpace(this.input[this.pos])) this.pos++;
  }

  private atEnd(): boolean {
    return this.pos >= this.input.length;
  }

  /** The character at the cursor is `char` (one UTF-16 unit); false at the end of input. */
  private is(char: string): boolean {
    return this.input[this.pos] === char;
  }

  private atDigit(): boolean {
    return isDigit(this.input[this.pos]);
  }

  /** Columns count code points from 1; the end of input is reported at the last character typed. */
  private fail(at = this.pos): never {
    if (at >= this.input.length) {
      const column = Math.max(1, [...this.input.trimEnd()].length);
      throw new UserError('notation', `unexpected end of input at column ${column}: ${this.input}`);
    }
    const column = [...this.input.slice(0, at)].length + 1;
    const char = String.fromCodePoint(this.input.codePointAt(at) as number);
    throw new UserError('notation', `unexpected '${char}' at column ${column}: ${this.input}`);
  }
}

/** A dialect's modifier keys by first character, longest first, so a key is found without scanning them all. */
const KEY_INDEX = new WeakMap<DialectRules, Map<string, string[]>>();

function keysByFirstChar(rules: DialectRules): Map<string, string[]> {
  let index = KEY_INDEX.get(rules);
  if (!index) {
    index = new Map();
    for (const key of Object.keys(rules.modifiers).sort((a, b) => b.length - a.length)) {
      const first = key[0] as string;
      const list = index.get(first) ?? [];
      list.push(key);
      index.set(first, list);
    }
    KEY_INDEX.set(rules, index);
  }
  return index;
}

function firstLoneD20(expr: Expr): DiceTerm | undefined {
  switch (expr.kind) {
    case 'dice':
      return expr.count === 1 && expr.die.kind === 'standard' && expr.die.sides === 20 && !expr.keep ? expr : undefined;
    case 'number':
      return undefined;
    case 'negate':
      return firstLoneD20(expr.operand);
    case 'group':
      return firstLoneD20(expr.inner);
    case 'binary':
      return firstLoneD20(expr.left) ?? firstLoneD20(expr.right);
  }
}

function countTerms(expr: Expr): number {
  switch (expr.kind) {
    case 'dice':
      return 1;
    case 'number':
      return 0;
    case 'negate':
      return countTerms(expr.operand);
    case 'group':
      return countTerms(expr.inner);
    case 'binary':
      return countTerms(expr.left) + countTerms(expr.right);
  }
}

function countDice(expr: Expr): number {
  switch (expr.kind) {
    case 'dice':
      return expr.count;
    case 'number':
      return 0;
    case 'negate':
      return countDice(expr.operand);
    case 'group':
      return countDice(expr.inner);
    case 'binary':
      return countDice(expr.left) + countDice(expr.right);
  }
}

/*
 * Characters are read by index (`input[i]`), never with charCodeAt or charAt: once any module subclasses String
 * (@redis/client's `VerbatimString extends String` does, and the bot loads it), V8 moves String.prototype's methods
 * off their fast path for the whole process and the parser ran at half speed. Indexing is not affected.
 */

function isDigit(char: string | undefined): boolean {
  return char !== undefined && char >= '0' && char <= '9';
}

/** `\s`, with ASCII answered without the regex. */
function isSpace(char: string | undefined): boolean {
  if (char === undefined) return false;
  if (char === ' ' || (char >= '\t' && char <= '\r')) return true;
  return char > '\x7f' && /\s/.test(char);
}

const ASCII_LOWER: Readonly<Record<string, string>> = Object.fromEntries(
  [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((upper) => [upper, upper.toLowerCase()]),
);

/** ASCII letters folded to lower case; keys are ASCII, so nothing else needs folding. */
function foldAscii(char: string | undefined): string | undefined {
  return char !== undefined && char >= 'A' && char <= 'Z' ? ASCII_LOWER[char] : char;
}
