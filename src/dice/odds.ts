// The odds of one dice expression as /odds reports them: a summary small enough to post across threads, with
// percentages for everything, exact fractions only where they are short, and the chart's bars already binned.

import { UserError } from '../errors.js';
import { frac, MAX_SHOWN_DIGITS, shortFraction } from '../odds/fraction.js';
import { planDistribution } from './cost.js';
import type { Dialect } from './dialect.js';
import { bitLength, type Distribution, type DistributionOptions, distributionOf, omittedMass, singleExpression } from './distribution.js';
import { MAX_EXPLOSIONS_PER_DIE } from './limits.js';
import { formatExpr } from './notation.js';

export interface DiceOddsQuery {
  readonly expression: string;
  readonly atLeast?: number | undefined;
  readonly atMost?: number | undefined;
  /** Explosions per die worked out; fewer than the roller's cap truncates the law (the summary says how much is left out). */
  readonly explodeDepth?: number | undefined;
  /** Every shown probability's reduced fraction in full (`Chance.exact`), however long; /odds `exact:`. */
  readonly exact?: boolean | undefined;
  /** The dialect the expression is read in (Salvo's by default). */
  readonly dialect?: Dialect | undefined;
}

/** A probability for display: its double, and its exact reduced fraction when that is short. */
export interface Chance {
  readonly value: number;
  /** `7/12`; absent when the reduced fraction is longer than MAX_SHOWN_DIGITS. */
  readonly fraction?: string;
  /** The reduced fraction in full, however long; only when the query asked for it (`exact`). */
  readonly exact?: string;
  /** Exactly 0 or exactly 1, which percentages alone cannot tell from nearly so. */
  readonly zero: boolean;
  readonly one: boolean;
}

export interface OddsRow {
  readonly value: number;
  readonly chance: Chance;
}

/** Consecutive outcomes not shown in the table: how many, and their mass. */
export interface Folded {
  readonly rows: number;
  readonly probability: number;
}

export interface ChartBin {
  /** Values lo..hi (inclusive) share the bar. */
  readonly lo: number;
  readonly hi: number;
  readonly probability: number;
  readonly highlight: boolean;
}

export interface DiceOddsSummary {
  readonly expression: string;
  readonly outcomes: number;
  /** Set when chains exploding more often were left out; `omitted` is then their mass. */
  readonly truncatedAfter?: number;
  readonly omitted?: Chance;
  /** The mean of what was computed (conditional on the computed part, for a truncated law). */
  readonly mean: Chance;
  readonly stdDev: number;
  readonly atLeast?: { readonly n: number; readonly chance: Chance };
  readonly atMost?: { readonly n: number; readonly chance: Chance };
  /** Every outcome, only when exact fractions were asked for (they are listed whole in the attached file). */
  readonly allRows?: readonly OddsRow[];
  /** The table: a run of consecutive outcomes around the most likely one, in value order. */
  readonly rows: readonly OddsRow[];
  readonly foldedBelow: Folded;
  readonly foldedAbove: Folded;
  readonly chart: {
    readonly bins: readonly ChartBin[];
    /** Values per bar; 1 unless the range is too wide for one bar per value. */
    readonly binWidth: number;
    /** Outcomes cut from the chart's tails, where almost no mass is. */
    readonly trimmed: number;
  };
}

/** Rows the table may show; commands/odds.ts drops more to fit one message. */
export const TABLE_ROWS = 30;
/** Rows the table may show when every exact fraction was asked for; the attached fractions list every outcome. */
export const EXACT_TABLE_ROWS = 60;
/** Bars the chart may draw. */
export const CHART_BARS = 120;
/** Each tail cut from the chart holds at most this much probability. */
const CHART_TAIL = 5e-4;

/**
 * A depth the player asked for is honoured or refused, never changed: the roller's own cap is the full law, beyond it
 * is refused with the cap named. Without one, a slow exact explosion law gives way to a quick, labelled cut.
 */
function distributionOptions(query: DiceOddsQuery): DistributionOptions {
  const depth = query.explodeDepth;
  if (depth === undefined) return { quick: true };
  if (depth > MAX_EXPLOSIONS_PER_DIE || depth < 0) {
    throw new UserError(
      'option',
      `\`depth:${depth}\` is beyond the roller's cap: a die explodes at most ${MAX_EXPLOSIONS_PER_DIE} times in a row, so depth goes from 0 to ${MAX_EXPLOSIONS_PER_DIE}`,
    );
  }
  return depth < MAX_EXPLOSIONS_PER_DIE ? { truncateAfter: depth } : {};
}

/** Refuses, in microseconds, what the exact law cannot afford, before anything is queued or computed. */
export function planDiceOdds(query: DiceOddsQuery): void {
  planDistribution(singleExpression(query.expression, query.dialect), distributionOptions(query));
}

/** The odds summary of `query`, computed exactly (or truncated, and said so); throws a UserError when refused. */
export function diceOdds(query: DiceOddsQuery): DiceOddsSummary {
  const expr = singleExpression(query.expression, query.dialect);
  return summarise(formatExpr(expr), distributionOf(expr, distributionOptions(query)), query);
}

export function summarise(
  expression: string,
  dist: Distribution,
  query: Pick<DiceOddsQuery, 'atLeast' | 'atMost' | 'exact'>,
): DiceOddsSummary {
  const values = [...dist.outcomes.keys()];
  const weights = [...dist.outcomes.values()];
  const toNumber = scaledRatio(dist.denominator);
  const probabilities = weights.map(toNumber);
  const full = query.exact === true;
  const chance = (num: bigint): Chance => chanceOf(num, dist.denominator, toNumber(num), full);
  const omitted = omittedMass(dist);
  const kept = dist.denominator - omitted;
  let first = 0n;
  let second = 0n;
  weights.forEach((weight, index) => {
    const value = BigInt(values[index] as number);
    first += value * weight;
    second += value * value * weight;
  });
  const meanValue = kept === 0n ? 0 : ratio(first, kept);
  const variance = kept === 0n ? 0 : ratio(second * kept - first * first, kept * kept);
  const tail = (keep: (value: number) => boolean) => {
    let num = 0n;
    values.forEach((value, index) => {
      if (keep(value)) num += weights[index] as bigint;
    });
    return chance(num);
  };
  const { atLeast, atMost } = query;
  const highlight = (value: number) => (atLeast !== undefined && value >= atLeast) || (atMost !== undefined && value <= atMost);
  const window = tableWindow(probabilities, full ? EXACT_TABLE_ROWS : TABLE_ROWS);
  const sumOf = (from: number, to: number) => probabilities.slice(from, to).reduce((a, b) => a + b, 0);
  return {
    expression,
    outcomes: values.length,
    ...(dist.truncatedAfter !== undefined ? { truncatedAfter: dist.truncatedAfter, omitted: chance(omitted) } : {}),
    mean: kept === 0n ? chanceOf(0n, 1n, 0, full) : { ...chanceOf(first, kept, meanValue, full), zero: first === 0n, one: first === kept },
    stdDev: Math.sqrt(Math.max(0, variance)),
    ...(atLeast !== undefined ? { atLeast: { n: atLeast, chance: tail((value) => value >= atLeast) } } : {}),
    ...(atMost !== undefined ? { atMost: { n: atMost, chance: tail((value) => value <= atMost) } } : {}),
    rows: values.slice(window.from, window.to).map((value, offset) => ({ value, chance: chance(weights[window.from + offset] as bigint) })),
    ...(full ? { allRows: values.map((value, index) => ({ value, chance: chance(weights[index] as bigint) })) } : {}),
    foldedBelow: { rows: window.from, probability: sumOf(0, window.from) },
    foldedAbove: { rows: values.length - window.to, probability: sumOf(window.to, values.length) },
    chart: chartBins(values, probabilities, highlight, atLeast ?? (atMost !== undefined ? atMost + 1 : undefined)),
  };
}

const fractionText = (f: { num: bigint; den: bigint }): string => (f.den === 1n ? `${f.num}` : `${f.num}/${f.den}`);

/** Fractions are reduced only for what is shown, and in full only when asked: a long gcd is the costly part. */
function chanceOf(num: bigint, den: bigint, value: number, full = false): Chance {
  const short = shortFraction(num, den, MAX_SHOWN_DIGITS);
  return {
    value,
    ...(short ? { fraction: fractionText(short) } : {}),
    ...(full ? { exact: short ? fractionText(short) : fractionText(frac(num, den)) } : {}),
    zero: num === 0n,
    one: num === den,
  };
}

/** num/den as a double for any sizes: both shifted down to 1,000 bits, one conversion each. */
function ratio(num: bigint, den: bigint): number {
  return scaledRatio(den)(num);
}

function scaledRatio(den: bigint): (num: bigint) => number {
  const shift = BigInt(Math.max(0, bitLength(den) - 1000));
  const denominator = Number(den >> shift);
  return (num: bigint) => (num < 0n ? -Number(-num >> shift) : Number(num >> shift)) / denominator;
}

/** The run of `rows` consecutive outcomes holding the most mass, grown from the mode toward the likelier side. */
function tableWindow(probabilities: readonly number[], rows: number): { from: number; to: number } {
  if (probabilities.length <= rows) return { from: 0, to: probabilities.length };
  let mode = 0;
  probabilities.forEach((p, index) => {
    if (p > (probabilities[mode] as number)) mode = index;
  });
  let from = mode;
  let to = mode + 1;
  while (to - from < rows) {
    const below = from > 0 ? (probabilities[from - 1] as number) : -1;
    const above = to < probabilities.length ? (probabilities[to] as number) : -1;
    if (below >= above) from--;
    else to++;
  }
  return { from, to };
}

/** 1, 2 or 5 times a power of ten, at least `x`. */
export function niceCeil(x: number): number {
  if (x <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(x));
  for (const step of [1, 2, 5, 10]) if (step * power >= x) return step * power;
  return 10 * power;
}

/**
 * Bars over the value axis, so sparse outcomes sit at their real spacing: tails holding almost no mass are cut, and a
 * range too wide for one bar per value is binned at a round width, with a bin edge on the asked-for threshold so
 * every bar is either all highlighted or not at all.
 */
function chartBins(
  values: readonly number[],
  probabilities: readonly number[],
  highlight: (value: number) => boolean,
  edge: number | undefined,
): DiceOddsSummary['chart'] {
  let from = 0;
  let to = values.length;
  let cut = 0;
  while (from < to - 1 && cut + (probabilities[from] as number) <= CHART_TAIL) cut += probabilities[from++] as number;
  cut = 0;
  while (to - 1 > from && cut + (probabilities[to - 1] as number) <= CHART_TAIL) cut += probabilities[--to] as number;
  const lo = values[from] ?? 0;
  const hi = values[to - 1] ?? 0;
  const binWidth = niceCeil((hi - lo + 1) / CHART_BARS);
  const anchor = edge ?? lo;
  const start = lo - ((((lo - anchor) % binWidth) + binWidth) % binWidth);
  const bins: ChartBin[] = [];
  for (let index = from; index < to; index++) {
    const value = values[index] as number;
    const binLo = start + Math.floor((value - start) / binWidth) * binWidth;
    const last = bins[bins.length - 1];
    if (last && last.lo === binLo) {
      bins[bins.length - 1] = { ...last, probability: last.probability + (probabilities[index] as number) };
    } else {
      // Empty bins in between are left out; the renderer places bars by value, so gaps still show.
      bins.push({ lo: binLo, hi: binLo + binWidth - 1, probability: probabilities[index] as number, highlight: highlight(value) });
    }
  }
  return { bins, binWidth, trimmed: values.length - (to - from) };
}
