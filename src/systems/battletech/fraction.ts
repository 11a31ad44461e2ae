// Exact probabilities as reduced BigInt fractions, shown as `7/36 (19.44%)`.

export interface Fraction {
  readonly n: bigint;
  readonly d: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y) [x, y] = [y, x % y];
  return x;
};

export function frac(n: bigint | number, d: bigint | number = 1n): Fraction {
  let nn = BigInt(n);
  let dd = BigInt(d);
  if (dd === 0n) throw new Error('zero denominator');
  if (dd < 0n) {
    nn = -nn;
    dd = -dd;
  }
  const g = gcd(nn, dd) || 1n;
  return { n: nn / g, d: dd / g };
}

export const ZERO = frac(0);
export const ONE = frac(1);
export const add = (a: Fraction, b: Fraction): Fraction => frac(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Fraction, b: Fraction): Fraction => frac(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Fraction, b: Fraction): Fraction => frac(a.n * b.n, a.d * b.d);
export const pow = (a: Fraction, k: number): Fraction => {
  let r = ONE;
  for (let i = 0; i < k; i++) r = mul(r, a);
  return r;
};
export const eq = (a: Fraction, b: Fraction): boolean => a.n === b.n && a.d === b.d;

/** Percentage to two decimals, computed in BigInt so it is exact before rounding. */
export function percent(f: Fraction): string {
  const hundredths = (f.n * 10000n * 2n + f.d) / (2n * f.d);
  const whole = hundredths / 100n;
  const rest = (hundredths % 100n).toString().padStart(2, '0');
  if (hundredths === 0n && f.n > 0n) return '<0.01%';
  return `${whole}.${rest}%`;
}

export const show = (f: Fraction): string => (f.d === 1n ? `${f.n} (${percent(f)})` : `${f.n}/${f.d} (${percent(f)})`);
