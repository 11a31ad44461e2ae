// The one source of randomness for rules code: seeded, replayable, and never Math.random.
import { randomBytes } from 'node:crypto';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';

/** A die roller. `int(1, 6)` is a d6. Implementations may be seeded, fixed (tests) or extreme (odds). */
export interface Rng {
  int(min: number, max: number): number;
}

/** 128-bit seed as 32 lowercase hex digits, so a roll can be replayed from the channel log. */
export type Seed = string;

const SEED_PATTERN = /^[0-9a-f]{32}$/;

export function freshSeed(): Seed {
  let seed = randomBytes(16).toString('hex');
  // xoroshiro128+ is stuck at zero forever; an all-zero seed has odds 2^-128 but costs nothing to rule out.
  while (/^0+$/.test(seed)) seed = randomBytes(16).toString('hex');
  return seed;
}

export function isSeed(value: string): value is Seed {
  return SEED_PATTERN.test(value) && !/^0+$/.test(value);
}

/** xoroshiro128+ from pure-rand, its four 32-bit state words taken straight from the seed. */
export function seededRng(seed: Seed): Rng {
  if (!isSeed(seed)) throw new Error(`invalid seed ${JSON.stringify(seed)}`);
  const words = [0, 8, 16, 24].map((offset) => Number.parseInt(seed.slice(offset, offset + 8), 16) | 0);
  const generator = xoroshiro128plusFromState(words);
  return {
    int(min, max) {
      return uniformInt(generator, min, max);
    },
  };
}

/** Hands out the given values in order; throws when a test under-specifies its dice. */
export function fixedRng(values: readonly number[]): Rng & { readonly remaining: number } {
  let index = 0;
  return {
    int(min, max) {
      if (index >= values.length) throw new Error(`fixedRng exhausted after ${values.length} values`);
      const value = values[index++] as number;
      if (value < min || value > max) throw new Error(`fixedRng value ${value} outside ${min}..${max}`);
      return value;
    },
    get remaining() {
      return values.length - index;
    },
  };
}

/** Always the lowest or highest face: exact extremes without sampling. */
export const minRng: Rng = { int: (min) => min };
export const maxRng: Rng = { int: (_min, max) => max };

/** Wraps an Rng and records every value it hands out, with its range, in order. */
export function recordingRng(inner: Rng): Rng & { readonly drawn: Array<[number, number, number]> } {
  const drawn: Array<[number, number, number]> = [];
  return {
    int(min, max) {
      const value = inner.int(min, max);
      drawn.push([min, max, value]);
      return value;
    },
    drawn,
  };
}

/** Replays a seed over recorded ranges; true when it hands out exactly the recorded values. */
export function replayMatches(seed: Seed, draws: ReadonlyArray<readonly [number, number, number]>): boolean {
  const rng = seededRng(seed);
  return draws.every(([min, max, value]) => rng.int(min, max) === value);
}
