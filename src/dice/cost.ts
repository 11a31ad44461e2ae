// The predicted cost of an exact distribution, read from the expression before any work: what is refused, how deep an
// explosion law is affordable, and which algorithm adds up many dice. distribution.ts follows the same choices.
import { UserError } from '../errors.js';
import { MAX_DISTRIBUTION_OUTCOMES, MAX_DISTRIBUTION_STATES, MAX_DISTRIBUTION_WORK, MAX_EXPLOSIONS_PER_DIE } from './limits.js';
import { type DiceTerm, dieFaces, dieScore, type Expr, explodeCompare, formatExpr, matches } from './notation.js';

/** What a (sub)distribution will look like and what building it costs, all as upper bounds. */
export type Shape = {
  readonly lo: number;
  readonly hi: number;
  /** Outcomes held. */
  readonly size: number;
  /** Bits of the denominator; no numerator is larger. */
  readonly bits: number;
  /** Work units: one unit is a bigint multiply-add on one 64-bit limb, or one Map update. */
  readonly work: number;
};

export type CostOptions = {
  /** The roller's cap: a chain explodes at most this many times, then its last die stands. */
  readonly explodeDepth?: number;
  /** Chains exploding more often than this are left out of the law (their mass is reported as omitted). */
  readonly truncateAfter?: number;
  readonly rerollDepth?: number;
  /** Prefer a law cut where a negligible mass is left out over a slow exact one (what /odds asks; see QUICK_SHARE). */
  readonly quick?: boolean;
};

/** How n independent copies of one law are added. */
export type SumAlgorithm = 'single' | 'window' | 'power';

const limbs = (bits: number): number => 1 + bits / 64;
/**
 * A bigint multiply or add: a fixed cost (allocation, dispatch) plus the limb work, which only dominates past a few
 * dozen limbs. Calibrated on V8 so one unit is about 25 ns.
 */
const mul = (a: number, b: number): number => 1 + (limbs(a) * limbs(b)) / 32;
/** Adding two numbers of `bits` bits streams through memory, so their size counts for more than in a multiply by a small one. */
const add = (bits: number): number => 1 + limbs(bits) / 4;
/** One Map update (hash, allocate a bigint). */
const MAP = 30;

/**
 * `window` slides a running sum over n passes (uniform laws only); `power` is the J.C.P. Miller recurrence for the
 * coefficients of P(x)^n, one pass over the result with one product per term of P.
 */
export function sumAlgorithm(
  n: number,
  span: number,
  terms: number,
  bits: number,
  uniform: boolean,
): { algorithm: SumAlgorithm; work: number } {
  if (n <= 1) return { algorithm: 'single', work: 0 };
  const outcomes = n * span + 1;
  const power = outcomes * terms * (2 * mul(n * bits, bits) + add(n * bits)) + outcomes * (add(n * bits) + MAP);
  const window = uniform
    ? ((n * (n + 1)) / 2) * (span + 1) * 2 * add((n * bits) / 2) + outcomes * (mul(n * bits, bits) + MAP)
    : Number.POSITIVE_INFINITY;
  return window < power ? { algorithm: 'window', work: window } : { algorithm: 'power', work: power };
}

/** The explosion law actually built: `levels` explosions per chain, and whether the last die stands or is left out. */
export function explosionLevels(options: CostOptions): { levels: number; truncated: boolean } {
  const cap = options.explodeDepth ?? MAX_EXPLOSIONS_PER_DIE;
  const truncate = options.truncateAfter;
  return truncate !== undefined && truncate < cap ? { levels: truncate, truncated: true } : { levels: cap, truncated: false };
}

/** A term's own explosion law: an explosion that happens `once` goes at most one level deep. */
export function termExplosionLevels(term: DiceTerm, options: CostOptions): { levels: number; truncated: boolean } {
  if (!term.explode?.once) return explosionLevels(options);
  return explosionLevels({ ...options, explodeDepth: Math.min(1, options.explodeDepth ?? MAX_EXPLOSIONS_PER_DIE) });
}

type FaceFacts = {
  faces: number;
  lo: number;
  hi: number;
  bits: number;
  uniform: boolean;
  exploding: number;
  explodeLo: number;
  explodeHi: number;
};

/** Facts depend on the die and its modifiers, never the count; suggestions re-ask for the same die many times. */
const factsCache = new Map<string, FaceFacts>();

function faceFacts(term: DiceTerm, rerollDepth: number): FaceFacts {
  const key = JSON.stringify([term.die, term.reroll, term.explode, term.success, term.failure, rerollDepth]);
  let facts = factsCache.get(key);
  if (!facts) {
    facts = computeFaceFacts(term, rerollDepth);
    if (factsCache.size > 1000) factsCache.clear();
    factsCache.set(key, facts);
  }
  return facts;
}

function computeFaceFacts(term: DiceTerm, rerollDepth: number): FaceFacts {
  if (term.die.kind === 'standard' && !term.reroll && !term.explode && !term.success) {
    const sides = term.die.sides;
    const none = { exploding: 0, explodeLo: Number.POSITIVE_INFINITY, explodeHi: Number.NEGATIVE_INFINITY };
    return { faces: sides, lo: 1, hi: sides, bits: Math.log2(sides), uniform: true, ...none };
  }
  const faces = dieFaces(term.die);
  const reroll = term.reroll;
  const rerolled = reroll ? faces.filter((face) => matches(reroll.when, face)).length : 0;
  const cap = reroll?.once ? 1 : rerollDepth;
  // Without a cap the law is over the faces that stand, one throw's worth of bits.
  const rerolls = rerolled > 0 && cap !== Number.POSITIVE_INFINITY ? cap : 0;
  const when = explodeCompare(term);
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  let explodeLo = Number.POSITIVE_INFINITY;
  let explodeHi = Number.NEGATIVE_INFINITY;
  let exploding = 0;
  for (const face of faces) {
    const score = dieScore(term, face);
    lo = Math.min(lo, score);
    hi = Math.max(hi, score);
    if (when && matches(when, face)) {
      exploding++;
      explodeLo = Math.min(explodeLo, score);
      explodeHi = Math.max(explodeHi, score);
    }
  }
  const contiguous = !term.success && term.die.kind !== 'd66';
  return {
    faces: faces.length,
    lo,
    hi,
    bits: Math.log2(faces.length) * (rerolls + 1),
    uniform: contiguous && rerolled === 0 && exploding === 0,
    exploding,
    explodeLo,
    explodeHi,
  };
}

const range = (lo: number, hi: number): number => Math.max(1, hi - lo + 1);

function choose(n: number, k: number): number {
  let result = 1;
  for (let i = 0; i < k; i++) result = (result * (n - i)) / (i + 1);
  return result;
}

function termShape(term: DiceTerm, options: CostOptions): Shape {
  const facts = faceFacts(term, options.rerollDepth ?? Number.POSITIVE_INFINITY);
  const { levels, truncated } = facts.exploding > 0 ? termExplosionLevels(term, options) : { levels: 0, truncated: false };
  const n = term.count;
  const keep = term.keep;
  const kept = !keep ? n : keep.mode === 'kh' || keep.mode === 'kl' ? Math.min(keep.count, n) : Math.max(0, n - keep.count);
  if (kept === 0) return { lo: 0, hi: 0, size: 1, bits: 0, work: 1 };
  // One chain: the die, then up to `levels` explosion dice, built innermost first.
  let chainLo = facts.lo;
  let chainHi = facts.hi;
  let chainSize = Math.min(facts.faces, range(facts.lo, facts.hi));
  let work = facts.faces;
  for (let level = 1; level <= levels; level++) {
    chainLo = Math.min(facts.lo, facts.explodeLo + chainLo);
    chainHi = Math.max(facts.hi, facts.explodeHi + chainHi);
    const bits = (level + 1) * facts.bits;
    work += (facts.exploding * chainSize + facts.faces) * (mul(bits, facts.bits) + MAP) + chainSize * MAP;
    chainSize = Math.min(range(chainLo, chainHi), facts.exploding * chainSize + facts.faces);
  }
  const chainBits = (levels + 1) * facts.bits;
  if (keep && levels > 0) return keepExplodingShape(term, keep, facts, { lo: chainLo, hi: chainHi, levels, work, truncated });
  if (kept === n) {
    const span = chainHi - chainLo;
    const sum = sumAlgorithm(n, span, chainSize, chainBits, facts.uniform);
    return {
      lo: n * chainLo,
      hi: n * chainHi,
      size: Math.min(range(n * chainLo, n * chainHi), chainSize ** Math.min(n, 8)),
      bits: n * chainBits,
      work: work + sum.work,
    };
  }
  // Order statistics: per face, every state (dice placed, kept score) spreads over the dice left.
  const scoreRange = facts.hi - facts.lo;
  let states = 0;
  for (let placed = 0; placed < kept; placed++)
    states += Math.min(placed * scoreRange + 1, range(placed * facts.lo, placed * facts.hi)) * (n - placed + 1);
  const bits = n * facts.bits;
  return {
    lo: kept * facts.lo,
    hi: kept * facts.hi,
    size: range(kept * facts.lo, kept * facts.hi),
    bits,
    work: work + facts.faces * states * (3 * mul(bits, bits) + MAP),
  };
}

function keepExplodingShape(
  term: DiceTerm,
  keep: NonNullable<DiceTerm['keep']>,
  facts: FaceFacts,
  chain: { lo: number; hi: number; levels: number; work: number; truncated: boolean },
): Shape {
  const tracksDropped = keep.mode === 'dh' || keep.mode === 'dl';
  const values = range(facts.lo, facts.hi);
  let tops = 0;
  for (let size = 0; size <= keep.count && tops < MAX_DISTRIBUTION_STATES; size++) tops += choose(values + size - 1, size);
  tops = Math.min(tops, MAX_DISTRIBUTION_STATES);
  const pools = Math.min(MAX_DISTRIBUTION_STATES, tops * (tracksDropped ? range(chain.lo, chain.hi) : 1));
  const totalLo = term.count * chain.lo;
  const totalHi = term.count * chain.hi;
  const states = Math.min(MAX_DISTRIBUTION_STATES, tops * (tracksDropped ? range(totalLo, totalHi) : 1));
  const bits = term.count * (chain.levels + 1) * facts.bits;
  const step = 2 * keep.count + MAP;
  const build = chain.levels * (facts.exploding + 1) * pools * step;
  const merge = term.count * states * pools * (step + mul(bits, bits));
  return {
    lo: Math.min(totalLo, 0),
    hi: Math.max(totalHi, 0),
    size: range(totalLo, totalHi),
    bits,
    work: chain.work + build + merge,
  };
}

function corners(a: Shape, b: Shape, f: (x: number, y: number) => number): { lo: number; hi: number } {
  const values = [f(a.lo, b.lo), f(a.lo, b.hi), f(a.hi, b.lo), f(a.hi, b.hi)];
  return { lo: Math.min(...values), hi: Math.max(...values) };
}

/** The shape of `expr`'s exact law under `options`, without computing any of it. */
export function shapeOf(expr: Expr, options: CostOptions = {}): Shape {
  switch (expr.kind) {
    case 'dice':
      return termShape(expr, options);
    case 'number':
      return { lo: expr.value, hi: expr.value, size: 1, bits: 0, work: 1 };
    case 'group':
      return shapeOf(expr.inner, options);
    case 'negate': {
      const inner = shapeOf(expr.operand, options);
      return { ...inner, lo: -inner.hi, hi: -inner.lo, work: inner.work + inner.size };
    }
    case 'binary': {
      const left = shapeOf(expr.left, options);
      const right = shapeOf(expr.right, options);
      const bounds =
        expr.op === '+'
          ? { lo: left.lo + right.lo, hi: left.hi + right.hi }
          : expr.op === '-'
            ? { lo: left.lo - right.hi, hi: left.hi - right.lo }
            : expr.op === '*'
              ? corners(left, right, (x, y) => x * y)
              : { lo: -Math.max(Math.abs(left.lo), Math.abs(left.hi)), hi: Math.max(Math.abs(left.lo), Math.abs(left.hi)) };
      const pairs = left.size * right.size;
      return {
        ...bounds,
        size: Math.min(pairs, range(bounds.lo, bounds.hi)),
        bits: left.bits + right.bits,
        work:
          left.work +
          right.work +
          pairs * (limbs(left.bits) * limbs(right.bits) + (expr.op === '/' ? MAP : MAP / 3)) +
          range(bounds.lo, bounds.hi) * MAP,
      };
    }
  }
}

/** Work to turn a law into an answer: one conversion per outcome plus the tails and moments. */
const answerWork = (shape: Shape): number => shape.size * (4 * mul(shape.bits, shape.bits) + MAP);

/** How far past the budget a shape is: at most 1 means it fits. */
export function overBudget(shape: Shape): number {
  return Math.max((shape.work + answerWork(shape)) / MAX_DISTRIBUTION_WORK, shape.size / MAX_DISTRIBUTION_OUTCOMES);
}

export type Plan = {
  readonly shape: Shape;
  /** Set when the full explosion law does not fit: chains exploding more often are left out. */
  readonly truncateAfter?: number;
};

function hasExplosion(expr: Expr): boolean {
  switch (expr.kind) {
    case 'dice':
      return expr.explode !== undefined;
    case 'number':
      return false;
    case 'group':
      return hasExplosion(expr.inner);
    case 'negate':
      return hasExplosion(expr.operand);
    case 'binary':
      return hasExplosion(expr.left) || hasExplosion(expr.right);
  }
}

/** Truncation is only worth it while it leaves out at most this much probability. */
export const MAX_OMITTED_MASS = 1e-4;

/** A bound on the mass left out when chains stop after `depth` explosions: a union over every chain of p_explode^(depth+1). */
export function omittedBound(expr: Expr, depth: number, rerollDepth = Number.POSITIVE_INFINITY): number {
  return diceTerms(expr).reduce((sum, term) => {
    if (!term.explode) return sum;
    const facts = faceFacts(term, rerollDepth);
    return sum + term.count * (facts.exploding / facts.faces) ** (depth + 1);
  }, 0);
}

/**
 * Below this share of the budget an exact explosion law is cheap enough to build in full; above it, a law cut where
 * less than NEGLIGIBLE_MASS is left out answers the same to every digit shown, in a fraction of the time (`3d6!` to
 * its cap of 100 explosions costs about a second; cut after 15, a millisecond), and the reply says it was cut.
 */
const QUICK_SHARE = 0.05;
export const NEGLIGIBLE_MASS = 1e-12;

/** The deepest explosion law that fits and leaves out little enough, or undefined when nothing does. */
function fittingPlan(expr: Expr, options: CostOptions): Plan | undefined {
  const full = shapeOf(expr, options);
  if (options.quick && overBudget(full) > QUICK_SHARE && options.truncateAfter === undefined && hasExplosion(expr)) {
    const quick = quickPlan(expr, options);
    if (quick) return quick;
  }
  if (overBudget(full) <= 1)
    return options.truncateAfter !== undefined ? { shape: full, truncateAfter: options.truncateAfter } : { shape: full };
  if (!hasExplosion(expr)) return undefined;
  const cap = Math.min(options.explodeDepth ?? MAX_EXPLOSIONS_PER_DIE, options.truncateAfter ?? Number.POSITIVE_INFINITY);
  let best: Plan | undefined;
  let low = 0;
  let high = cap - 1;
  while (low <= high) {
    const depth = Math.floor((low + high) / 2);
    const shape = shapeOf(expr, { ...options, truncateAfter: depth });
    if (overBudget(shape) <= 1) {
      best = { shape, truncateAfter: depth };
      low = depth + 1;
    } else high = depth - 1;
  }
  if (best?.truncateAfter !== undefined && omittedBound(expr, best.truncateAfter, options.rerollDepth) > MAX_OMITTED_MASS) return undefined;
  return best;
}

/** The shallowest cut that leaves out a negligible mass, when it is also quick to build. */
function quickPlan(expr: Expr, options: CostOptions): Plan | undefined {
  const cap = options.explodeDepth ?? MAX_EXPLOSIONS_PER_DIE;
  for (let depth = 1; depth < cap; depth++) {
    if (omittedBound(expr, depth, options.rerollDepth) > NEGLIGIBLE_MASS) continue;
    const shape = shapeOf(expr, { ...options, truncateAfter: depth });
    return overBudget(shape) <= QUICK_SHARE ? { shape, truncateAfter: depth } : undefined;
  }
  return undefined;
}

function diceTerms(expr: Expr): DiceTerm[] {
  switch (expr.kind) {
    case 'dice':
      return [expr];
    case 'number':
      return [];
    case 'group':
      return diceTerms(expr.inner);
    case 'negate':
      return diceTerms(expr.operand);
    case 'binary':
      return [...diceTerms(expr.left), ...diceTerms(expr.right)];
  }
}

function replaceTerm(expr: Expr, target: DiceTerm, replacement: DiceTerm): Expr {
  switch (expr.kind) {
    case 'dice':
      return expr === target ? replacement : expr;
    case 'number':
      return expr;
    case 'group':
      return { kind: 'group', inner: replaceTerm(expr.inner, target, replacement) };
    case 'negate':
      return { kind: 'negate', operand: replaceTerm(expr.operand, target, replacement) };
    case 'binary':
      return { ...expr, left: replaceTerm(expr.left, target, replacement), right: replaceTerm(expr.right, target, replacement) };
  }
}

/** The largest value in [1, high) for which `fits` holds, `fits` being monotone; undefined when even 1 fails. */
function largestFitting(high: number, fits: (value: number) => boolean): number | undefined {
  let best: number | undefined;
  let low = 1;
  let top = high - 1;
  while (low <= top) {
    const middle = Math.floor((low + top) / 2);
    if (fits(middle)) {
      best = middle;
      low = middle + 1;
    } else top = middle - 1;
  }
  return best;
}

/** The same expression with one term made smaller (fewer dice first, else fewer sides) so that it fits, if any does. */
function suggestion(expr: Expr, options: CostOptions): string | undefined {
  const fits = (candidate: Expr) => fittingPlan(candidate, options) !== undefined;
  const terms = diceTerms(expr).sort((a, b) => b.count - a.count);
  // Fewer dice, keeping the same share of them when the term keeps or drops some.
  const smaller = (term: DiceTerm, count: number): DiceTerm =>
    term.keep
      ? { ...term, count, keep: { ...term.keep, count: Math.max(1, Math.round((term.keep.count * count) / term.count)) } }
      : { ...term, count };
  for (const term of terms) {
    const count = largestFitting(term.count, (c) => fits(replaceTerm(expr, term, smaller(term, c))));
    if (count !== undefined) return formatExpr(replaceTerm(expr, term, smaller(term, count)));
  }
  for (const term of terms.filter((t) => t.die.kind === 'standard').sort((a, b) => sidesOf(b) - sidesOf(a))) {
    const sides = largestFitting(
      sidesOf(term),
      (s) => s >= 2 && fits(replaceTerm(expr, term, { ...term, die: { kind: 'standard', sides: s } })),
    );
    if (sides !== undefined) return formatExpr(replaceTerm(expr, term, { ...term, die: { kind: 'standard', sides } }));
  }
  return undefined;
}

const sidesOf = (term: DiceTerm): number => (term.die.kind === 'standard' ? term.die.sides : 0);

const count = (n: number): string => Math.round(n).toLocaleString('en-US');

/**
 * The plan for `expr`'s exact law, or a refusal saying what is too big and what would fit. Runs in microseconds to
 * milliseconds whatever the expression, so it is safe on any thread.
 */
export function planDistribution(expr: Expr, options: CostOptions = {}): Plan {
  const plan = fittingPlan(expr, options);
  if (plan) return plan;
  const shape = shapeOf(expr, options);
  const factor = overBudget(shape);
  const digits = Math.max(1, Math.ceil(shape.bits * Math.log10(2)));
  const what =
    shape.size > MAX_DISTRIBUTION_OUTCOMES
      ? `up to ${count(shape.size)} outcomes, more than one answer holds (${count(MAX_DISTRIBUTION_OUTCOMES)})`
      : `${count(shape.size)} outcomes with ${count(digits)}-digit fractions, about ${factor < 10 ? factor.toFixed(1) : count(factor)}× the work one query may spend`;
  const fitting = suggestion(expr, options);
  throw new UserError(
    'limit',
    `\`${formatExpr(expr)}\` is too big to work out exactly: ${what}.${fitting ? ` \`${fitting}\` would fit.` : ' Try fewer or smaller dice.'}`,
  );
}
