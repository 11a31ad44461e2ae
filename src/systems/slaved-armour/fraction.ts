// Exact probabilities as BigInt fractions, so /odds never rounds before it prints.

export interface Fraction {
  readonly num: bigint;
  readonly den: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function frac(num: bigint | number, den: bigint | number = 1n): Fraction {
  let n = BigInt(num);
  let d = BigInt(den);
  if (d === 0n) throw new RangeError('fraction with zero denominator');
  if (d < 0n) [n, d] = [-n, -d];
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

export function equals(a: Fraction, b: Fraction): boolean {
  return a.num === b.num && a.den === b.den;
}

/** `7/36`, or `1` and `0` for the whole numbers. */
export function formatFraction(f: Fraction): string {
  return f.den === 1n ? f.num.toString() : `${f.num}/${f.den}`;
}

/** A percentage with `digits` decimals, computed in BigInt so large denominators stay exact up to the rounding. */
export function formatPercent(f: Fraction, digits = 1): string {
  const scale = 10n ** BigInt(digits);
  const scaled = (f.num * 100n * scale * 2n + f.den) / (f.den * 2n);
  const whole = scaled / scale;
  const rest = (scaled % scale).toString().padStart(digits, '0');
  return digits > 0 ? `${whole}.${rest}%` : `${whole}%`;
}

/** A decimal with `digits` places (expected values). */
export function formatDecimal(f: Fraction, digits = 2): string {
  const scale = 10n ** BigInt(digits);
  const scaled = (f.num * scale * 2n + f.den) / (f.den * 2n);
  const whole = scaled / scale;
  const rest = (scaled % scale).toString().padStart(digits, '0');
  return digits > 0 ? `${whole}.${rest}` : `${whole}`;
}
