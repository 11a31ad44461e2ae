// Test helper: runs a rules function once for every way its dice can fall, with each path's exact probability.
import type { Rng } from '../../../src/dice/rng.js';
import { type Fraction, frac } from '../../../src/odds/fraction.js';

export interface Path<T> {
  /** The path's probability is 1/den: every branched die is fair. */
  readonly den: number;
  readonly dice: readonly number[];
  readonly value: T;
}

/**
 * Depth-first over every die: each call of `rng.int` branches into all its faces. `skip(min, max)` dice are not branched
 * (they are fixed at `min` with weight 1), for dice whose value the caller does not measure.
 */
export function enumerateDice<T>(run: (rng: Rng) => T, skip: (min: number, max: number) => boolean = () => false): Path<T>[] {
  const paths: Path<T>[] = [];
  const explore = (prefix: readonly number[]): void => {
    const ranges: Array<[number, number]> = [];
    const dice: number[] = [];
    const rng: Rng = {
      int(min, max) {
        const value = dice.length < prefix.length ? prefix[dice.length]! : min;
        ranges.push([min, max]);
        dice.push(value);
        return value;
      },
    };
    const value = run(rng);
    let den = 1;
    ranges.forEach(([min, max]) => {
      if (!skip(min, max)) den *= max - min + 1;
    });
    paths.push({ den, dice: [...dice], value });
    for (let k = dice.length - 1; k >= prefix.length; k--) {
      const [min, max] = ranges[k]!;
      if (skip(min, max)) continue;
      for (let v = min + 1; v <= max; v++) explore([...dice.slice(0, k), v]);
    }
  };
  explore([]);
  return paths;
}

/** P(pick) over the paths, summed per denominator first so the BigInt work stays small. */
export function probability<T>(paths: readonly Path<T>[], pick: (value: T) => boolean): Fraction {
  const byDen = new Map<number, number>();
  for (const path of paths) if (pick(path.value)) byDen.set(path.den, (byDen.get(path.den) ?? 0) + 1);
  const common = [...byDen.keys()].reduce((a, b) => lcm(a, b), 1);
  let num = 0n;
  for (const [den, count] of byDen) num += BigInt(count) * BigInt(common / den);
  return frac(num, BigInt(common));
}

function lcm(a: number, b: number): number {
  let x = a;
  let y = b;
  while (y !== 0) [x, y] = [y, x % y];
  return (a / x) * b;
}
