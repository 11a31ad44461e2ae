// Exact probabilities as reduced BigInt fractions, the one rational type every odds calculation and reply shares.

/** A rational in lowest terms; `den` is always positive. */
export interface Fraction {
  readonly num: bigint;
  readonly den: bigint;
}

/** Greatest common divisor of |a| and |b|; gcd(0, 0) is 0. */
export function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function frac(num: bigint | number, den: bigint | number = 1n): Fraction {
  let n = BigInt(num);
  let d = BigInt(den);
  if (d === 0n) throw new RangeError('fraction with zero denominator');
  if (d < 0n) {
    n = -n;
    d = -d;
  }
  const g = gcd(n, d) || 1n;
  return { num: n / g, den: d / g };
}

export const ZERO = frac(0);
export const ONE = frac(1);

export function add(a: Fraction, b: Fraction): Fraction {
  return frac(a.num * b.den + b.num * a.den, a.den * b.den);
}

export function sub(a: Fraction, b: Fraction): Fraction {
  return frac(a.num * b.den - b.num * a.den, a.den * b.den);
}

export function mul(a: Fraction, b: Fraction): Fraction {
  return frac(a.num * b.num, a.den * b.den);
}

/** a^n for a whole n ≥ 0 (a^0 is 1). */
export function pow(a: Fraction, n: number): Fraction {
  let result = ONE;
  for (let i = 0; i < n; i++) result = mul(result, a);
  return result;
}

export function sum(values: readonly Fraction[]): Fraction {
  return values.reduce(add, ZERO);
}

export function equals(a: Fraction, b: Fraction): boolean {
  return a.num === b.num && a.den === b.den;
}

export function isZero(a: Fraction): boolean {
  return a.num === 0n;
}

/** `1/3`, `-7/2`, or a bare whole number such as `0` and `1`. */
export function formatFraction(a: Fraction): string {
  return a.den === 1n ? a.num.toString() : `${a.num}/${a.den}`;
}

/** A percentage with `decimals` places, rounded half up in BigInt; never shows 0% or 100% for a chance that is neither. */
export function formatPercent(a: Fraction, decimals = 1): string {
  const scale = 10n ** BigInt(decimals);
  const units = (a.num * 200n * scale + a.den) / (2n * a.den);
  if (units === 0n && a.num > 0n) return `<${(1 / 10 ** decimals).toFixed(decimals)}%`;
  if (units === 100n * scale && a.num < a.den) return `>${(100 - 1 / 10 ** decimals).toFixed(decimals)}%`;
  const whole = units / scale;
  return decimals === 0 ? `${whole}%` : `${whole}.${(units % scale).toString().padStart(decimals, '0')}%`;
}

/** A decimal with `digits` places, rounded half up (expected values). */
export function formatDecimal(a: Fraction, digits = 2): string {
  const scale = 10n ** BigInt(digits);
  const scaled = (a.num * scale * 2n + a.den) / (a.den * 2n);
  const whole = scaled / scale;
  const rest = (scaled % scale).toString().padStart(digits, '0');
  return digits > 0 ? `${whole}.${rest}` : `${whole}`;
}

/** Fractions with longer denominators than this are shown as a percentage only by default: the digits help nobody. */
export const MAX_SHOWN_DIGITS = 12;

export interface ProbabilityFormat {
  /** Decimals of the percentage after the fraction (default 1). */
  readonly decimals?: number;
  /** Denominators with more digits are shown as `≈ 98.33%` alone (default MAX_SHOWN_DIGITS; Infinity always shows them). */
  readonly maxDigits?: number;
}

/** `1/3 (33.3%)`, the form replies use; `≈ 98.33%` when the exact fraction is too long to read. */
export function formatProbability(a: Fraction, format: ProbabilityFormat = {}): string {
  const { decimals = 1, maxDigits = MAX_SHOWN_DIGITS } = format;
  if (a.den.toString().length > maxDigits) return `≈ ${formatPercent(a, 2)}`;
  return `${formatFraction(a)} (${formatPercent(a, decimals)})`;
}

/**
 * num/den in lowest terms when its reduced denominator has at most `maxDigits` digits, else undefined, without a gcd of
 * the big numbers: if the reduced form is p/q, any approximation within 1/(2q²) has p/q among its continued-fraction
 * convergents (Legendre), so the convergents of a 2^-(2B) approximation are the only candidates, each checked exactly.
 */
export function shortFraction(num: bigint, den: bigint, maxDigits = MAX_SHOWN_DIGITS): Fraction | undefined {
  if (den === 0n) throw new RangeError('fraction with zero denominator');
  const limit = 10n ** BigInt(maxDigits);
  if (den < 0n) return shortFraction(-num, -den, maxDigits);
  if (den < limit * limit) {
    const reduced = frac(num, den);
    return reduced.den < limit ? reduced : undefined;
  }
  const negative = num < 0n;
  const magnitude = negative ? -num : num;
  const whole = magnitude / den;
  const rest = magnitude % den;
  const signed = (p: bigint, q: bigint): Fraction => ({ num: negative ? -(whole * q + p) : whole * q + p, den: q });
  if (rest === 0n) return signed(0n, 1n);
  const bits = BigInt(Math.ceil(maxDigits * Math.log2(10)) * 2 + 8);
  // Convergents p/q of n/d ≈ rest/den, seeded with p₋₁/q₋₁ = 1/0 and p₋₂/q₋₂ = 0/1.
  let n = (rest << bits) / den;
  let d = 1n << bits;
  let [p1, p0, q1, q0] = [1n, 0n, 0n, 1n];
  while (d !== 0n) {
    const a = n / d;
    [p1, p0] = [a * p1 + p0, p1];
    [q1, q0] = [a * q1 + q0, q1];
    if (q1 >= limit) return undefined;
    if (p1 * den === rest * q1) return signed(p1, q1);
    [n, d] = [d, n - a * d];
  }
  return undefined;
}
