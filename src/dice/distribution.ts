// Exact probability distributions of dice expressions as BigInt rationals, for odds and for checking the roller.
import { UserError } from '../errors.js';
import { formatFraction, frac, gcd } from '../odds/fraction.js';
import { applyOp } from './evaluate.js';
import { MAX_DISTRIBUTION_STATES, MAX_DISTRIBUTION_WORK, MAX_REROLLS_PER_DIE } from './limits.js';
import { type BinaryOp, type DiceTerm, dieFaces, dieScore, type Expr, explodeCompare, matches, parseNotation } from './notation.js';

/** P(value = v) is outcomes.get(v) / denominator; numerators sum to the denominator and keys ascend. */
export type Distribution = { denominator: bigint; outcomes: Map<number, bigint> };

export type DistributionOptions = {
  /**
   * A chain explodes at most this many times and its last die stands even if it could explode again, so the law is finite.
   * Default 3 (the roller itself allows MAX_EXPLOSIONS_PER_DIE).
   */
  explodeDepth?: number;
  /** Rerolls per die for `r`; the default matches the roller, so the law is exact for what the bot rolls. */
  rerollDepth?: number;
};

/** An exact ratio in lowest terms, with its nearest double for display. */
export type Fraction = { num: bigint; den: bigint; value: number };

const DEFAULT_EXPLODE_DEPTH = 3;

type Context = { explodeDepth: number; rerollDepth: number; work: number };

/** A string must hold exactly one statement without repeats: `;` and `N#` make several results, not one law. */
export function distributionOf(input: Expr | string, options: DistributionOptions = {}): Distribution {
  const context: Context = {
    explodeDepth: options.explodeDepth ?? DEFAULT_EXPLODE_DEPTH,
    rerollDepth: options.rerollDepth ?? MAX_REROLLS_PER_DIE,
    work: 0,
  };
  return normalise(distribute(typeof input === 'string' ? singleExpression(input) : input, context), true);
}

function singleExpression(input: string): Expr {
  const { statements } = parseNotation(input);
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
      return combine(distribute(expr.left, context), distribute(expr.right, context), expr.op, context);
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
function combine(left: Distribution, right: Distribution, op: BinaryOp, context: Context): Distribution {
  if (op === '/' && right.outcomes.has(0)) throw new UserError('notation', 'that roll can divide by zero');
  charge(context, left.outcomes.size * right.outcomes.size);
  return combinePairs(left, right, op);
}

function combinePairs(left: Distribution, right: Distribution, op: BinaryOp): Distribution {
  const outcomes = new Map<number, bigint>();
  for (const [a, wa] of left.outcomes) {
    for (const [b, wb] of right.outcomes) {
      const value = applyOp(op, a, b);
      if (!Number.isSafeInteger(value)) throw new UserError('limit', 'that roll’s result is too large to compute exactly');
      addWeight(outcomes, value + 0, wa * wb);
    }
  }
  return normalise({ denominator: left.denominator * right.denominator, outcomes });
}

/** One die after rerolls: each face with its weight over a common denominator. */
type FaceLaw = { denominator: bigint; faces: Array<[number, bigint]> };

/**
 * With s faces of which r are rerolled and at most C rerolls, a kept face is hit by any run of k < C+1 rerolls then it
 * (Σ r^k·s^(C-k) of s^(C+1) sequences), and a rerollable face only as the last of C+1 rerollable throws (r^C sequences).
 */
function faceLaw(term: DiceTerm, context: Context): FaceLaw {
  const faces = dieFaces(term.die);
  const reroll = term.reroll;
  const rerolled = reroll ? faces.filter((face) => matches(reroll.when, face)).length : 0;
  const cap = reroll?.once ? 1 : context.rerollDepth;
  if (!reroll || rerolled === 0 || cap === 0) return { denominator: BigInt(faces.length), faces: faces.map((face) => [face, 1n]) };
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

function diceDistribution(term: DiceTerm, context: Context): Distribution {
  const law = faceLaw(term, context);
  const explodeWhen = explodeCompare(term);
  const explodes = (value: number) => explodeWhen !== undefined && matches(explodeWhen, value);
  const depth = explodeWhen ? context.explodeDepth : 0;
  const score = (value: number) => dieScore(term, value);
  const keep = term.keep;
  if (keep && explodeWhen) return keepExploding(term, keep, chainPools(law, explodes, depth, context), context);
  const n = term.count;
  const keeping = keep?.mode === 'kh' || keep?.mode === 'kl';
  const kept = !keep ? n : keeping ? Math.min(keep.count, n) : Math.max(0, n - keep.count);
  if (kept === 0) return constant(0);
  if (kept === n) return sumOfChains(chainScores(law, explodes, depth, score, context), n, context);
  const highFirst = keep?.mode === 'kh' || keep?.mode === 'dl';
  return orderStatistics(law, n, kept, highFirst, score, context);
}

/** n independent copies of one chain's law, added; a uniform law (plain dice) takes a sliding-window shortcut. */
function sumOfChains(chain: Distribution, n: number, context: Context): Distribution {
  const values = [...chain.outcomes.keys()].sort((a, b) => a - b);
  const low = values[0] as number;
  const span = (values[values.length - 1] as number) - low;
  const weights = new Set(chain.outcomes.values());
  if (n > 1 && weights.size === 1 && values.length === span + 1) {
    charge(context, ((n * (n - 1)) / 2) * span);
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
    const outcomes = new Map(counts.map((count, offset) => [n * low + offset, count * scale]));
    return normalise({ denominator: chain.denominator ** BigInt(n), outcomes });
  }
  charge(context, ((n * (n - 1)) / 2) * span * chain.outcomes.size + n * chain.outcomes.size);
  let total = chain;
  for (let index = 1; index < n; index++) total = combinePairs(total, chain, '+');
  return total;
}

/**
 * Keep the `kept` best of n independent dice, faces visited best first. A state is (dice placed so far, score of the
 * kept ones); c dice showing a face count C(n-j, c)·w^c ways. Once `kept` dice are placed, the rest must show worse
 * faces, so the state is finished at once with W_worse^(dice left) instead of being carried on.
 */
function orderStatistics(
  law: FaceLaw,
  n: number,
  kept: number,
  highFirst: boolean,
  score: (value: number) => number,
  context: Context,
): Distribution {
  const faces = [...law.faces].sort(([a], [b]) => (highFirst ? b - a : a - b));
  let worse = faces.reduce((sum, [, weight]) => sum + weight, 0n);
  const outcomes = new Map<number, bigint>();
  let states: Array<Map<number, bigint>> = [new Map([[0, 1n]])];
  for (const [face, weight] of faces) {
    worse -= weight;
    const next: Array<Map<number, bigint>> = Array.from({ length: kept }, () => new Map());
    charge(
      context,
      states.reduce((sum, state, placed) => sum + state.size * (n - placed + 1), 0),
    );
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

/** Law of the summed score of one die and the explosion dice it sets off, inner chains built first. */
function chainScores(
  law: FaceLaw,
  explodes: (value: number) => boolean,
  depth: number,
  score: (value: number) => number,
  context: Context,
): Distribution {
  let chain: Distribution | undefined;
  for (let level = 0; level <= depth; level++) {
    const inner = chain;
    const outcomes = new Map<number, bigint>();
    charge(context, law.faces.length * (inner?.outcomes.size ?? 1));
    for (const [face, weight] of law.faces) {
      if (inner && explodes(face)) {
        for (const [rest, innerWeight] of inner.outcomes) addWeight(outcomes, score(face) + rest, weight * innerWeight);
      } else {
        addWeight(outcomes, score(face), weight * (inner?.denominator ?? 1n));
      }
    }
    chain = normalise({ denominator: law.denominator * (inner?.denominator ?? 1n), outcomes });
  }
  return chain as Distribution;
}

/** One chain's dice as a sorted multiset, since keep/drop looks at every die of every chain. */
type ChainPools = { denominator: bigint; pools: Array<{ values: number[]; weight: bigint }> };

function chainPools(law: FaceLaw, explodes: (value: number) => boolean, depth: number, context: Context): ChainPools {
  let chain: ChainPools | undefined;
  for (let level = 0; level <= depth; level++) {
    const inner = chain;
    const pools = new Map<string, { values: number[]; weight: bigint }>();
    const add = (values: number[], weight: bigint) => {
      values.sort((a, b) => a - b);
      const key = values.join(',');
      const entry = pools.get(key);
      if (entry) entry.weight += weight;
      else pools.set(key, { values, weight });
    };
    charge(context, law.faces.length * (inner?.pools.length ?? 1));
    for (const [face, weight] of law.faces) {
      if (inner && explodes(face)) {
        for (const pool of inner.pools) add([face, ...pool.values], weight * pool.weight);
      } else {
        add([face], weight * (inner?.denominator ?? 1n));
      }
    }
    if (pools.size > MAX_DISTRIBUTION_STATES) tooManyOutcomes();
    chain = { denominator: law.denominator * (inner?.denominator ?? 1n), pools: [...pools.values()] };
  }
  return chain as ChainPools;
}

/**
 * Keep/drop over exploding dice: the pool size varies, so states are the tracked dice, i.e. the `count` best seen so far
 * (best = highest for kh/dh), plus the running score when the tracked dice are the dropped ones; chains merge one by one.
 */
function keepExploding(term: DiceTerm, keep: NonNullable<DiceTerm['keep']>, chains: ChainPools, context: Context): Distribution {
  const score = (values: number[]) => values.reduce((sum, value) => sum + dieScore(term, value), 0);
  const highFirst = keep.mode === 'kh' || keep.mode === 'dh';
  const tracksDropped = keep.mode === 'dh' || keep.mode === 'dl';
  const better = highFirst ? (a: number, b: number) => b - a : (a: number, b: number) => a - b;
  type State = { tracked: number[]; total: number; weight: bigint };
  let states = new Map<string, State>([['', { tracked: [], total: 0, weight: 1n }]]);
  for (let index = 0; index < term.count; index++) {
    // Each step sorts and keys small arrays, several times the cost of a bigint multiply-add.
    charge(context, 8 * states.size * chains.pools.length);
    const next = new Map<string, State>();
    for (const state of states.values()) {
      for (const pool of chains.pools) {
        const tracked = [...state.tracked, ...pool.values].sort(better).slice(0, keep.count);
        const total = tracksDropped ? state.total + score(pool.values) : 0;
        const key = `${tracked.join(',')}|${total}`;
        const entry = next.get(key);
        if (entry) entry.weight += state.weight * pool.weight;
        else next.set(key, { tracked, total, weight: state.weight * pool.weight });
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

function charge(context: Context, work: number): void {
  context.work += work;
  if (context.work > MAX_DISTRIBUTION_WORK) {
    throw new UserError('limit', 'too many outcomes to enumerate exactly; try fewer or smaller dice');
  }
}

function addWeight(outcomes: Map<number, bigint>, value: number, weight: bigint): void {
  outcomes.set(value, (outcomes.get(value) ?? 0n) + weight);
}

/** Lowest terms keep later products small; sorting is left to the final result. */
function normalise(dist: Distribution, sort = false): Distribution {
  let divisor = dist.denominator;
  for (const weight of dist.outcomes.values()) {
    if (divisor === 1n) break;
    divisor = gcd(divisor, weight);
  }
  const entries = [...dist.outcomes].filter(([, weight]) => weight !== 0n);
  if (sort) entries.sort(([a], [b]) => a - b);
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
