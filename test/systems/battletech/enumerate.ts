// Brute force for the odds tests: runs a rules function over every possible sequence of d6 it asks for.
import type { Rng } from '../../../src/dice/rng.js';
import { type Fraction, frac } from '../../../src/odds/fraction.js';

class NeedMoreDice extends Error {}
export class StopPath extends Error {}

/**
 * Depth-first over dice prefixes: a run that asks for more dice than its prefix is re-run with each face appended.
 * A run may throw StopPath once its outcome is decided (`decided` then supplies the value).
 */
export function enumerateDice<T>(run: (rng: Rng) => T, decided: () => T, maxDice = 12): { p: Fraction; value: T }[] {
  const results: { p: Fraction; value: T }[] = [];
  const stack: number[][] = [[]];
  while (stack.length > 0) {
    const prefix = stack.pop() as number[];
    let used = 0;
    const rng: Rng = {
      int(min, max) {
        if (min !== 1 || max !== 6) throw new Error(`expected a d6, got ${min}..${max}`);
        if (used < prefix.length) return prefix[used++] as number;
        throw new NeedMoreDice();
      },
    };
    const p = frac(1n, 6n ** BigInt(prefix.length));
    try {
      results.push({ p, value: run(rng) });
    } catch (error) {
      if (error instanceof StopPath) results.push({ p, value: decided() });
      else if (error instanceof NeedMoreDice) {
        if (prefix.length >= maxDice) throw new Error(`more than ${maxDice} dice on one path`);
        for (let face = 6; face >= 1; face--) stack.push([...prefix, face]);
      } else throw error;
    }
  }
  return results;
}
