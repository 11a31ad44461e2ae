// Exact probability distributions of dice expressions as BigInt rationals, for odds and for checking the roller.

import { UserError } from '../errors.js';
import { formatFraction, frac, gcd } from '../odds/fraction.js';
import { planDistribution, sumAlgorithm, termExplosionLevels } from './cost.js';
import type { Dialect } from './dialect.js';
import { applyOp } from './evaluate.js';
import { MAX_DISTRIBUTION_STATES, MAX_EXPLOSIONS_PER_DIE } from './limits.js';
import {
  type BinaryOp,
  type DiceTerm,
  dieFaces,
  dieScore,
  type Expr,
  explodeCompare,
  formatDiceTerm,
  matches,
  parseNotation,
} from './notation.js';

/**
 * P(value = v) is outcomes.get(v) / denominator; keys ascend. The numerators sum to the denominator, except when
 * `truncatedAfter` is set: then chains that explode more often than that were left out, and the shortfall is their mass.
 */
export type Distribution = { denominator: bigint; outcomes: Map<number, bigint>; truncatedAfter?: number };

export type DistributionOptions = {
  /** The dialect a string expression is read in (Salvo's by default). */
  dialect?: Dialect;
  /** A chain explodes at most this many times and its last die stands; the default is the roller's own cap. */
  explodeDepth?: number;
  /** Leave out chains exploding more often than this (below explodeDepth); chosen automatically when the full law is too big. */
  truncateAfter?: number;
  /** Rerolls per die for `r`, the last die standing; by default none stands, as the bot rolls it (a die matching at its cap voids the roll). */
  rerollDepth?: number;
  /** Prefer a law cut where a negligible mass is left out over a slow exact one. */
  quick?: boolean;
};

/** An exact ratio in lowest terms, with its nearest double for display. */
export type Fraction = { num: bigint; den: bigint; value: number };

type Context = { explodeDepth: number; truncateAfter: number | undefined; rerollDepth: number };

/**
 * A string must hold exactly one statement without repeats: `;` and `N#` make several results, not one law. The cost is
 * predicted first (src/dice/cost.ts): what cannot finish in time is refused before any work, and an explosion law too
 * big to build in full is truncated, which the result says.
 */
export function distributionOf(input: Expr | string, options: DistributionOptions = {}): Distribution {
  const expr = typeof input === 'string' ? singleExpression(input, options.dialect) : input;
  const plan = planDistribution(expr, options);
  const context: Context = {
    explodeDepth: options.explodeDepth ?? MAX_EXPLOSIONS_PER_DIE,
    truncateAfter: plan.truncateAfter,
    rerollDepth: options.rerollDepth ?? Number.POSITIVE_INFINITY,
  };
  // Every step returns its law in lowest terms already; a last gcd over big numbers would only cost time.
  const built = distribute(expr, context);
  const dist = { denominator: built.denominator, outcomes: new Map([...built.outcomes].sort(([a], [b]) => a - b)) };
  if (context.truncateAfter === undefined || omittedMass(dist) === 0n) return dist;
  return { ...dist, truncatedAfter: context.truncateAfter };
}

/** The numerator, over the distribution's denominator, of the mass a truncated law leaves out (0 when exact). */
export function omittedMass(dist: Distribution): bigint {
  let total = 0n;
  for (const weight of dist.outcomes.values()) total += weight;
  return dist.denominator - total;
}

export function singleExpression(input: string, dialect?: Dialect): Expr {
  const { statements } = parseNotation(input, dialect);
  const [first] = statements;
  if (!first || statements.length > 1 || (first.repeat ?? 1) > 1) {
    throw new UserError('notation', `odds need a single roll, without \`;\` or \`N#\`: ${input}`);
  }
  return first.expr;
}

function distribute(expr: Expr, context: Context): Distribution {
  switch (expr.kind) {
    case 'dice':
      return diceDistribution(expr, context);
    case 'number':
      return constant(expr.value);
    case 'negate':
      return mapValues(distribute(expr.operand, context), (value) => 0 - value);
    case 'group':
      return distribute(expr.inner, context);
    case 'binary':
      return combine(distribute(expr.left, context), distribute(expr.right, context), expr.op);
  }
}

function constant(value: number): Distribution {
  return { denominator: 1n, outcomes: new Map([[value, 1n]]) };
}

function mapValues(dist: Distribution, transform: (value: number) => number): Distribution {
  const outcomes = new Map<number, bigint>();
  for (const [value, weight] of dist.outcomes) addWeight(outcomes, transform(value), weight);
  return { denominator: dist.denominator, outcomes };
}

/** Both sides are independent, so every pair of outcomes combines with the product of their weights. */
function combine(left: Distribution, right: Distribution, op: BinaryOp): Distribution {
  if (op === '/' && right.outcomes.has(0)) throw new UserError('notation', 'that roll can divide by zero');
  return combinePairs(left, right, op);
}

/** Dense arrays when the values span few slots per pair (always for + and −), a Map otherwise. */
function combinePairs(left: Distribution, right: Distribution, op: BinaryOp): Distribution {
  const denominator = left.denominator * right.denominator;
  const ends = [...ends2(left)].flatMap((a) => [...ends2(right)].map((b) => applyOp(op, a, b)));
  const lo = Math.min(...ends);
  const hi = Math.max(...ends);
  const pairs = left.outcomes.size * right.outcomes.size;
  if (op !== '/' && Number.isSafeInteger(lo) && Number.isSafeInteger(hi) && hi - lo <= 4 * pairs + 1024) {
    const slots: bigint[] = new Array(hi - lo + 1).fill(0n);
    for (const [a, wa] of left.outcomes) {
      for (const [b, wb] of right.outcomes) {
        const index = applyOp(op, a, b) - lo;
        slots[index] = (slots[index] as bigint) + wa * wb;
      }
    }
    const outcomes = new Map<number, bigint>();
    slots.forEach((weight, index) => {
      if (weight !== 0n) outcomes.set(lo + index, weight);
    });
    return normalise({ denominator, outcomes });
  }
  const outcomes = new Map<number, bigint>();
  for (const [a, wa] of left.outcomes) {
    for (const [b, wb] of right.outcomes) {
      const value = applyOp(op, a, b);
      if (!Number.isSafeInteger(value)) throw new UserError('limit', 'that roll’s result is too large to compute exactly');
      addWeight(outcomes, value + 0, wa * wb);
    }
  }
  return normalise({ denominator, outcomes });
}

/** The least and greatest value of a law: + − and × reach their extremes at these. */
function ends2(dist: Distribution): [number, number] {
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (const value of dist.outcomes.keys()) {
    if (value < lo) lo = value;
    if (value > hi) hi = value;
  }
  return [lo, hi];
}

/** One die after rerolls: each face with its weight over a common denominator. */
type FaceLaw = { denominator: bigint; faces: Array<[number, bigint]> };

/**
 * With s faces of which r are rerolled and at most C rerolls, a kept face is hit by any run of k < C+1 rerolls then it
 * (Σ r^k·s^(C-k) of s^(C+1) sequences), and a rerollable face only as the last of C+1 rerollable throws (r^C sequences).
 * Without a cap (plain `r` as the bot rolls it: a die still matching at the cap voids the roll) every kept face is
 * equally likely and no rerollable face stands.
 */
function faceLaw(term: DiceTerm, context: Pick<Context, 'rerollDepth'>, capOffset = 0): FaceLaw {
  const faces = dieFaces(term.die);
  const reroll = term.reroll;
  const rerolled = reroll ? faces.filter((face) => matches(reroll.when, face)).length : 0;
  const cap = (reroll?.once ? 1 : context.rerollDepth) - capOffset;
  if (!reroll || rerolled === 0 || cap <= 0) return { denominator: BigInt(faces.length), faces: faces.map((face) => [face, 1n]) };
  if (cap === Number.POSITIVE_INFINITY) {
    if (rerolled === faces.length) refuseEveryFace(term);
    return {
      denominator: BigInt(faces.length - rerolled),
      faces: faces.filter((face) => !matches(reroll.when, face)).map((face) => [face, 1n]),
    };
  }
  const s = BigInt(faces.length);
  const r = BigInt(rerolled);
  let keptWeight = 0n;
  for (let k = 0; k <= cap; k++) keptWeight += r ** BigInt(k) * s ** BigInt(cap - k);
  const rerolledWeight = r ** BigInt(cap);
  const denominator = s ** BigInt(cap + 1);
  const divisor = gcd(gcd(keptWeight, rerolledWeight), denominator);
  return {
    denominator: denominator / divisor,
    faces: faces.map((face) => [face, (matches(reroll.when, face) ? rerolledWeight : keptWeight) / divisor]),
  };
}

function refuseEveryFace(term: DiceTerm): never {
  throw new UserError('limit', `every face of \`${formatDiceTerm(term)}\` meets its reroll condition, so no die could ever stand`);
}

/** One die of an exploding chain: whether its first throw explodes, and the value it ends with after rerolls. */
type ChainDie = { explodes: boolean; value: number; weight: bigint };
type ChainDieLaw = { denominator: bigint; dice: ChainDie[] };

/**
 * rpg-dice-roller explodes on the face first thrown and rerolls afterwards, so a rerolled die's explosion is settled by
 * the face it replaced, and its value is a fresh throw with one reroll fewer left.
 */
function chainDieLaw(term: DiceTerm, context: Context, explodes: (value: number) => boolean): ChainDieLaw {
  const faces = dieFaces(term.die);
  const reroll = term.reroll;
  const replacement = faceLaw(term, context, 1);
  const dice: ChainDie[] = [];
  for (const face of faces) {
    if (reroll && matches(reroll.when, face)) {
      for (const [value, weight] of replacement.faces) dice.push({ explodes: explodes(face), value, weight });
    } else dice.push({ explodes: explodes(face), value: face, weight: replacement.denominator });
  }
  return { denominator: BigInt(faces.length) * replacement.denominator, dice };
}

function diceDistribution(term: DiceTerm, context: Context): Distribution {
  const law = faceLaw(term, context);
  const explodeWhen = explodeCompare(term);
  const explodes = (value: number) => explodeWhen !== undefined && matches(explodeWhen, value);
  const chain = explodeWhen ? termExplosionLevels(term, context) : { levels: 0, truncated: false };
  const score = (value: number) => dieScore(term, value);
  const keep = term.keep;
  const n = term.count;
  const chainDice = chainDieLaw(term, context, explodes);
  if (keep && explodeWhen) return keepExploding(term, keep, chainPools(term, keep, chainDice, chain));
  const keeping = keep?.mode === 'kh' || keep?.mode === 'kl';
  const kept = !keep ? n : keeping ? Math.min(keep.count, n) : Math.max(0, n - keep.count);
  if (kept === 0) return constant(0);
  if (kept === n) return sumOfChains(explodeWhen ? chainScores(chainDice, chain, score) : scoreLaw(law, score), n);
  const highFirst = keep?.mode === 'kh' || keep?.mode === 'dl';
  return orderStatistics(law, n, kept, highFirst, score);
}

/**
 * n independent copies of one chain's law, added, by whichever algorithm cost.ts predicts is cheaper. The chain is in
 * lowest terms, so its n-th power is too (Gauss's lemma: the content of P^n is the content of P to the n), and the
 * costly gcd pass over big numbers is skipped.
 */
function sumOfChains(chain: Distribution, n: number): Distribution {
  const values = [...chain.outcomes.keys()].sort((a, b) => a - b);
  const low = values[0] as number;
  const span = (values[values.length - 1] as number) - low;
  const weights = new Set(chain.outcomes.values());
  const uniform = weights.size === 1 && values.length === span + 1;
  const { algorithm } = sumAlgorithm(n, span, chain.outcomes.size, bitLength(chain.denominator), uniform);
  if (algorithm === 'single') return chain;
  const denominator = chain.denominator ** BigInt(n);
  if (algorithm === 'window') {
    let counts: bigint[] = [1n];
    for (let index = 0; index < n; index++) {
      const next: bigint[] = new Array(counts.length + span);
      let window = 0n;
      for (let offset = 0; offset < next.length; offset++) {
        if (offset < counts.length) window += counts[offset] as bigint;
        if (offset > span) window -= counts[offset - span - 1] as bigint;
        next[offset] = window;
      }
      counts = next;
    }
    const scale = ([...weights][0] as bigint) ** BigInt(n);
    return { denominator, outcomes: new Map(counts.map((count, offset) => [n * low + offset, count * scale])) };
  }
  const coefficients = powerCoefficients(
    values.map((value) => [value - low, chain.outcomes.get(value) as bigint]),
    n,
  );
  const outcomes = new Map<number, bigint>();
  coefficients.forEach((weight, offset) => {
    if (weight !== 0n) outcomes.set(n * low + offset, weight);
  });
  return { denominator, outcomes };
}

/**
 * Coefficients of P(x)^n for P = Σ p_j x^j with p_0 ≠ 0, by J.C.P. Miller's recurrence (from P·Q' = n·P'·Q):
 * k·p_0·q_k = Σ_j ((n+1)·j − k)·p_j·q_(k−j). Every q_k is an integer, so the division is exact.
 */
function powerCoefficients(terms: ReadonlyArray<[number, bigint]>, n: number): bigint[] {
  const p0 = terms[0]?.[1] as bigint;
  const rest = terms.slice(1);
  const degree = (terms[terms.length - 1]?.[0] ?? 0) * n;
  const q: bigint[] = new Array(degree + 1);
  q[0] = p0 ** BigInt(n);
  for (let k = 1; k <= degree; k++) {
    let sum = 0n;
    for (const [j, pj] of rest) {
      if (j > k) break;
      const previous = q[k - j] as bigint;
      if (previous !== 0n) sum += BigInt((n + 1) * j - k) * pj * previous;
    }
    q[k] = sum / (BigInt(k) * p0);
  }
  return q;
}

/**
 * Keep the `kept` best of n independent dice, faces visited best first. A state is (dice placed so far, score of the
 * kept ones); c dice showing a face count C(n-j, c)·w^c ways. Once `kept` dice are placed, the rest must show worse
 * faces, so the state is finished at once with W_worse^(dice left) instead of being carried on.
 */
function orderStatistics(law: FaceLaw, n: number, kept: number, highFirst: boolean, score: (value: number) => number): Distribution {
  const faces = [...law.faces].sort(([a], [b]) => (highFirst ? b - a : a - b));
  let worse = faces.reduce((sum, [, weight]) => sum + weight, 0n);
  const outcomes = new Map<number, bigint>();
  let states: Array<Map<number, bigint>> = [new Map([[0, 1n]])];
  for (const [face, weight] of faces) {
    worse -= weight;
    const next: Array<Map<number, bigint>> = Array.from({ length: kept }, () => new Map());
    states.forEach((state, placed) => {
      for (const [sum, ways] of state) {
        let arrangements = 1n;
        let power = 1n;
        for (let shown = 0; placed + shown <= n; shown++) {
          if (shown > 0) {
            arrangements = (arrangements * BigInt(n - placed - shown + 1)) / BigInt(shown);
            power *= weight;
          }
          const total = placed + shown;
          const value = sum + Math.min(shown, kept - placed) * score(face);
          if (total < kept) {
            addWeight(next[total] as Map<number, bigint>, value, ways * arrangements * power);
          } else if (total === n || worse > 0n) {
            addWeight(outcomes, value, ways * arrangements * power * worse ** BigInt(n - total));
          }
        }
      }
    });
    states = next;
  }
  return normalise({ denominator: law.denominator ** BigInt(n), outcomes });
}

type ChainLevels = { levels: number; truncated: boolean };

/**
 * Law of the summed score of one die and the explosion dice it sets off, innermost die first: the innermost die stands
 * whatever it shows (the roller's cap), or, when the law is truncated, only its non-exploding faces are kept and the
 * rest of its mass is left out. Each level then costs one pass over the law below it, not one per path.
 */
function chainScores(law: ChainDieLaw, chain: ChainLevels, score: (value: number) => number): Distribution {
  let inner: Distribution | undefined;
  for (let level = 0; level <= chain.levels; level++) {
    const outcomes = new Map<number, bigint>();
    for (const { explodes, value, weight } of law.dice) {
      if (!explodes) addWeight(outcomes, score(value), weight * (inner?.denominator ?? 1n));
      else if (inner) {
        for (const [rest, innerWeight] of inner.outcomes) addWeight(outcomes, score(value) + rest, weight * innerWeight);
      } else if (!chain.truncated) addWeight(outcomes, score(value), weight);
    }
    inner = normalise({ denominator: law.denominator * (inner?.denominator ?? 1n), outcomes });
  }
  return inner as Distribution;
}

/** One die's score law, no explosions. */
function scoreLaw(law: FaceLaw, score: (value: number) => number): Distribution {
  const outcomes = new Map<number, bigint>();
  for (const [face, weight] of law.faces) addWeight(outcomes, score(face), weight);
  return normalise({ denominator: law.denominator, outcomes });
}

/**
 * What keep/drop needs of one chain's dice: its `count` best dice (best = highest for kh/dh) and, when the dropped dice
 * are the tracked ones, the chain's whole score. Chains alike in both merge, so the law stays small at any depth.
 */
type Pool = { tracked: number[]; total: number; weight: bigint };
type ChainPools = { denominator: bigint; pools: Pool[] };

function keepOrder(keep: NonNullable<DiceTerm['keep']>): { better: (a: number, b: number) => number; tracksDropped: boolean } {
  const highFirst = keep.mode === 'kh' || keep.mode === 'dh';
  return { better: highFirst ? (a, b) => b - a : (a, b) => a - b, tracksDropped: keep.mode === 'dh' || keep.mode === 'dl' };
}

function mergePool(pools: Map<string, Pool>, tracked: number[], total: number, weight: bigint): void {
  const key = `${tracked.join(',')}|${total}`;
  const entry = pools.get(key);
  if (entry) entry.weight += weight;
  else pools.set(key, { tracked, total, weight });
}

function chainPools(term: DiceTerm, keep: NonNullable<DiceTerm['keep']>, law: ChainDieLaw, chain: ChainLevels): ChainPools {
  const { better, tracksDropped } = keepOrder(keep);
  const scoreOf = (value: number) => (tracksDropped ? dieScore(term, value) : 0);
  let inner: ChainPools | undefined;
  for (let level = 0; level <= chain.levels; level++) {
    const pools = new Map<string, Pool>();
    for (const { explodes, value: face, weight } of law.dice) {
      if (!explodes || (!inner && !chain.truncated)) {
        mergePool(pools, [face], scoreOf(face), weight * (inner?.denominator ?? 1n));
      } else if (inner) {
        for (const pool of inner.pools) {
          const tracked = [face, ...pool.tracked].sort(better).slice(0, keep.count);
          mergePool(pools, tracked, pool.total + scoreOf(face), weight * pool.weight);
        }
      }
    }
    if (pools.size > MAX_DISTRIBUTION_STATES) tooManyOutcomes();
    inner = { denominator: law.denominator * (inner?.denominator ?? 1n), pools: [...pools.values()] };
  }
  return inner as ChainPools;
}

/**
 * Keep/drop over exploding dice: the pool size varies, so states are the tracked dice, i.e. the `count` best seen so far,
 * plus the running score when the tracked dice are the dropped ones; chains merge one by one.
 */
function keepExploding(term: DiceTerm, keep: NonNullable<DiceTerm['keep']>, chains: ChainPools): Distribution {
  const score = (values: number[]) => values.reduce((sum, value) => sum + dieScore(term, value), 0);
  const { better, tracksDropped } = keepOrder(keep);
  let states = new Map<string, Pool>([['', { tracked: [], total: 0, weight: 1n }]]);
  for (let index = 0; index < term.count; index++) {
    const next = new Map<string, Pool>();
    for (const state of states.values()) {
      for (const pool of chains.pools) {
        const tracked = [...state.tracked, ...pool.tracked].sort(better).slice(0, keep.count);
        mergePool(next, tracked, state.total + pool.total, state.weight * pool.weight);
      }
    }
    if (next.size > MAX_DISTRIBUTION_STATES) tooManyOutcomes();
    states = next;
  }
  const outcomes = new Map<number, bigint>();
  for (const { tracked, total, weight } of states.values()) {
    addWeight(outcomes, tracksDropped ? total - score(tracked) : score(tracked), weight);
  }
  return normalise({ denominator: chains.denominator ** BigInt(term.count), outcomes });
}

function tooManyOutcomes(): never {
  throw new UserError(
    'limit',
    `too many outcomes to enumerate exactly (over ${MAX_DISTRIBUTION_STATES.toLocaleString('en-US')}); try fewer dice or a smaller keep/drop`,
  );
}

/** Bits of |x| without building its binary string. */
export function bitLength(x: bigint): number {
  const magnitude = x < 0n ? -x : x;
  if (magnitude === 0n) return 0;
  const hex = magnitude.toString(16);
  return (hex.length - 1) * 4 + Number.parseInt(hex[0] as string, 16).toString(2).length;
}

function addWeight(outcomes: Map<number, bigint>, value: number, weight: bigint): void {
  outcomes.set(value, (outcomes.get(value) ?? 0n) + weight);
}

/**
 * Lowest terms keep later products small; sorting is left to the final result. The smallest weight goes first, since
 * the divisor can only shrink to divide it and Euclid on big numbers is what this costs.
 */
function normalise(dist: Distribution): Distribution {
  const entries = [...dist.outcomes].filter(([, weight]) => weight !== 0n);
  let smallest: bigint | undefined;
  for (const [, weight] of entries) if (smallest === undefined || weight < smallest) smallest = weight;
  let divisor = smallest === undefined ? dist.denominator : gcd(dist.denominator, smallest);
  for (const [, weight] of entries) {
    if (divisor === 1n) break;
    divisor = gcd(divisor, weight);
  }
  if (divisor === 1n) return { denominator: dist.denominator, outcomes: new Map(entries) };
  return {
    denominator: dist.denominator / divisor,
    outcomes: new Map(entries.map(([value, weight]) => [value, weight / divisor])),
  };
}

/** `value` is rounded from the ratio as given: reducing first could move it by an ulp on ratioToNumber's long-division path. */
function fraction(num: bigint, den: bigint): Fraction {
  const reduced = frac(num, den);
  return { num: reduced.num, den: reduced.den, value: ratioToNumber(num, den) };
}

function sumWhere(dist: Distribution, keep: (value: number) => boolean): Fraction {
  let num = 0n;
  for (const [value, weight] of dist.outcomes) if (keep(value)) num += weight;
  return fraction(num, dist.denominator);
}

export function probabilityAtLeast(dist: Distribution, n: number): Fraction {
  return sumWhere(dist, (value) => value >= n);
}

export function probabilityAtMost(dist: Distribution, n: number): Fraction {
  return sumWhere(dist, (value) => value <= n);
}

export function probabilityOf(dist: Distribution, n: number): Fraction {
  return sumWhere(dist, (value) => value === n);
}

export function mean(dist: Distribution): Fraction {
  let num = 0n;
  for (const [value, weight] of dist.outcomes) num += BigInt(value) * weight;
  return fraction(num, dist.denominator);
}

/** E[X²] − E[X]², computed exactly over den² before the one rounding to a double. */
export function variance(dist: Distribution): number {
  let first = 0n;
  let second = 0n;
  for (const [value, weight] of dist.outcomes) {
    first += BigInt(value) * weight;
    second += BigInt(value) * BigInt(value) * weight;
  }
  return ratioToNumber(second * dist.denominator - first * first, dist.denominator * dist.denominator);
}

export function stdDev(dist: Distribution): number {
  return Math.sqrt(variance(dist));
}

/** `7/36`, `-7/2`, or a bare integer such as `1`, in lowest terms. */
export function toFraction(num: bigint, den: bigint): string {
  if (den === 0n) throw new RangeError('zero denominator');
  return formatFraction(frac(num, den));
}

/** num/den as the nearest double even when both dwarf Number.MAX_VALUE (long reroll chains have such denominators). */
export function ratioToNumber(num: bigint, den: bigint): number {
  if (den < 0n) return ratioToNumber(-num, -den);
  if (num < 0n) return -ratioToNumber(-num, den);
  if (num === 0n) return 0;
  const safe = BigInt(Number.MAX_SAFE_INTEGER);
  if (num <= safe && den <= safe) return Number(num) / Number(den);
  const shift = 64 - (num.toString(2).length - den.toString(2).length);
  const quotient = shift >= 0 ? (num << BigInt(shift)) / den : num / (den << BigInt(-shift));
  return Number(quotient) * 2 ** -shift;
}
