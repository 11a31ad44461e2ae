// Exact distributions: checked against brute force over every die sequence the roller could draw, plus known values.
import { describe, expect, test } from 'vitest';
import { planDistribution } from '../../src/dice/cost.js';
import { singleExpression } from '../../src/dice/distribution.js';
import {
  type Distribution,
  distributionOf,
  type EvaluateOptions,
  evaluateProgram,
  mean,
  omittedMass,
  type ProgramResult,
  parseNotation,
  probabilityAtLeast,
  probabilityAtMost,
  probabilityOf,
  ratioToNumber,
  stdDev,
  toFraction,
  variance,
} from '../../src/dice/index.js';
import type { Rng } from '../../src/dice/rng.js';
import { UserError } from '../../src/errors.js';

/** Thrown by the branching Rng when the roller asks for a die the current path has not fixed yet. */
class Branch {
  constructor(
    readonly min: number,
    readonly max: number,
  ) {}
}

/**
 * Walks the tree of every die sequence: each run replays a prefix of chosen values and stops at the first unchosen die,
 * which then branches over all its faces. A finished path weighs 1/(product of its dice's face counts).
 */
function bruteForce(
  input: string,
  options: EvaluateOptions = {},
  keep: (result: ProgramResult) => boolean = () => true,
): Map<number, string> {
  const program = parseNotation(input);
  const totals = new Map<number, { num: bigint; den: bigint }>();
  let paths = 0;
  const walk = (prefix: number[], den: bigint): void => {
    let index = 0;
    const rng: Rng = {
      int(min, max) {
        if (index < prefix.length) return prefix[index++] as number;
        throw new Branch(min, max);
      },
    };
    try {
      const result = evaluateProgram(program, rng, options);
      if (!keep(result)) return;
      const total = result.statements[0]!.total;
      const sum = totals.get(total) ?? { num: 0n, den: 1n };
      totals.set(total, { num: sum.num * den + sum.den, den: sum.den * den });
      paths++;
    } catch (error) {
      if (!(error instanceof Branch)) throw error;
      for (let value = error.min; value <= error.max; value++) walk([...prefix, value], den * BigInt(error.max - error.min + 1));
    }
  };
  walk([], 1n);
  expect(paths).toBeLessThan(200_000);
  return new Map([...totals].sort(([a], [b]) => a - b).map(([value, { num, den }]) => [value, toFraction(num, den)]));
}

function exact(dist: Distribution): Map<number, string> {
  return new Map([...dist.outcomes].map(([value, weight]) => [value, toFraction(weight, dist.denominator)]));
}

function userErrorOf(run: () => unknown): UserError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(UserError);
    return error as UserError;
  }
  throw new Error('expected a UserError');
}

describe('matches brute force over every die sequence', () => {
  test.each([
    '2d6',
    '3d6',
    'd%',
    '4d6kh3',
    '4d6dl1',
    '4d6kl2',
    '4d6dh1',
    '3d6kh2',
    '2d20kl',
    '2d20kh1+5',
    'd66',
    '2d66kh1',
    '3dF',
    '4dFkl3',
    '3d6ro',
    '2d6ro<3kh1',
    '3d10>=7f<=1',
    '4d10>=8',
    '4d6kh2>=5f1',
    '(2d6+1)*2',
    'd6/2',
    '-d6/2',
    'd6*d4-d8',
    '(d4-2)*(d4-2)',
    '2d4/d2',
    '7',
  ])('%s', (input) => {
    expect(exact(distributionOf(input))).toEqual(bruteForce(input));
  });

  test.each([
    ['2d6!', 2],
    ['2d6!>=5', 1],
    ['d6!', 4],
    ['3d4!kh2', 2],
    ['3d4!dl1', 2],
    ['2d4!>=3kl1', 2],
    ['2d4!dh1', 2],
    ['3d6>=5!', 2],
    ['2dF!', 2],
  ])('%s exploding at most %i times per die', (input, explodeDepth) => {
    expect(exact(distributionOf(input, { explodeDepth }))).toEqual(bruteForce(input, { explodeDepth }));
  });

  test.each([
    ['2d4!', 4, 1],
    ['2d6!>=5', 3, 1],
    ['3d4!kh2', 3, 1],
    ['2d4!dl1', 3, 2],
    ['2d4r!', 3, 1],
  ])(
    '%s with a cap of %i explosions, truncated after %i: the paths with no longer chain, and their missing mass',
    (input, explodeDepth, truncateAfter) => {
      const longest = (result: ProgramResult) =>
        Math.max(
          ...result.statements[0]!.terms.map((term) => {
            let run = 0;
            let most = 0;
            for (const die of term.dice.filter((d) => !d.rerolled)) {
              run = die.exploded ? run + 1 : 0;
              most = Math.max(most, run);
            }
            return most;
          }),
        );
      const dist = distributionOf(input, { explodeDepth, truncateAfter, rerollDepth: 2 });
      expect(dist.truncatedAfter).toBe(truncateAfter);
      expect(exact(dist)).toEqual(bruteForce(input, { explodeDepth, rerollDepth: 2 }, (result) => longest(result) <= truncateAfter));
      const kept = [...bruteForce(input, { explodeDepth, rerollDepth: 2 }, (result) => longest(result) > truncateAfter).values()];
      expect(kept.length).toBeGreaterThan(0);
      expect(omittedMass(dist) > 0n).toBe(true);
    },
  );

  test.each([
    ['3d6r', 2],
    ['2d6r<3', 3],
    ['d6r<=6', 2],
    ['2d4r!kh1', 1],
    ['2d6r<=2>=5', 2],
  ])('%s rerolling at most %i times per die', (input, rerollDepth) => {
    const options = { rerollDepth, explodeDepth: 2 };
    expect(exact(distributionOf(input, options))).toEqual(bruteForce(input, options));
  });
});

describe('known values', () => {
  test('2d6', () => {
    const dist = distributionOf('2d6');
    expect(dist.denominator).toBe(36n);
    expect([...dist.outcomes]).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((v) => [v, BigInt(6 - Math.abs(v - 7))]));
    expect(probabilityOf(dist, 7)).toEqual({ num: 1n, den: 6n, value: 1 / 6 });
    expect(toFraction(dist.outcomes.get(7)!, dist.denominator)).toBe('1/6');
    expect(probabilityAtLeast(dist, 7)).toEqual({ num: 7n, den: 12n, value: 7 / 12 });
    expect(probabilityAtMost(dist, 4)).toEqual({ num: 1n, den: 6n, value: 1 / 6 });
    expect(probabilityAtLeast(dist, 13).num).toBe(0n);
    expect(probabilityAtMost(dist, 12)).toEqual({ num: 1n, den: 1n, value: 1 });
    expect(mean(dist)).toEqual({ num: 7n, den: 1n, value: 7 });
    expect(variance(dist)).toBeCloseTo(35 / 6, 12);
    expect(stdDev(dist)).toBeCloseTo(Math.sqrt(35 / 6), 12);
  });

  test('4d6kh3 has mean 15869/1296', () => {
    const m = mean(distributionOf('4d6kh3'));
    expect(toFraction(m.num, m.den)).toBe('15869/1296');
    expect(m.value).toBeCloseTo(12.244598765, 8);
  });

  test('10d6kh3 is exact', () => {
    const dist = distributionOf('10d6kh3');
    expect(dist.denominator).toBe(6n ** 10n);
    expect(dist.outcomes.get(18)).toBe(6n ** 10n - 5n ** 10n - 10n * 5n ** 9n - 45n * 5n ** 8n);
    expect(dist.outcomes.get(3)).toBe(1n);
    expect(toFraction(mean(dist).num, mean(dist).den)).toBe('243195197/15116544');
  });

  test('40d6 is exact', () => {
    const dist = distributionOf('40d6');
    expect(dist.denominator).toBe(6n ** 40n);
    expect(dist.outcomes.size).toBe(201);
    expect(dist.outcomes.get(40)).toBe(1n);
    expect(dist.outcomes.get(41)).toBe(40n);
    expect([...dist.outcomes.values()].reduce((a, b) => a + b, 0n)).toBe(6n ** 40n);
    expect(mean(dist).value).toBe(140);
    // Independent check by inclusion-exclusion: ways(s) = Σ_k (-1)^k C(40,k) C(s-6k-1, 39).
    const choose = (n: number, k: number): bigint => {
      if (k < 0 || n < k) return 0n;
      let result = 1n;
      for (let i = 0; i < k; i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
      return result;
    };
    for (let sum = 40; sum <= 240; sum++) {
      let ways = 0n;
      for (let k = 0; 6 * k <= sum - 40; k++) ways += (k % 2 === 0 ? 1n : -1n) * choose(40, k) * choose(sum - 6 * k - 1, 39);
      expect(dist.outcomes.get(sum)).toBe(ways);
    }
  });

  test('plain r rerolls until the condition fails: no rerolled face stands (a die matching at the cap voids the roll)', () => {
    const dist = distributionOf('d6r');
    expect(exact(dist)).toEqual(new Map([2, 3, 4, 5, 6].map((v) => [v, '1/5'])));
    // rpg-dice-roller rerolls a Fudge die's lowest face (−): 12dFr has mean +6, and no result below 0.
    const fudge = distributionOf('12dFr');
    expect(toFraction(mean(fudge).num, mean(fudge).den)).toBe('6');
    expect(Math.min(...fudge.outcomes.keys())).toBe(0);
    expect(userErrorOf(() => distributionOf('1d20r<21')).message).toContain('no die could ever stand');
  });

  test('explode runs before re-roll (rpg-dice-roller’s order): a rerolled die never explodes', () => {
    // d6!r<=2: a first 1 or 2 becomes 3–6 without exploding; a first 6 explodes.
    for (const rerollDepth of [1, 2]) {
      const options = { explodeDepth: 1, rerollDepth };
      expect(exact(distributionOf('d6!r<=2', options))).toEqual(bruteForce('d6!r<=2', options));
      expect(exact(distributionOf('2d6!ro<=2kh1', options))).toEqual(bruteForce('2d6!ro<=2kh1', options));
    }
    expect(probabilityOf(distributionOf('d6!r<=2'), 6)).toMatchObject({ num: 1n, den: 12n });
  });

  test('explosions are exact up to the roller’s cap of 100, the 101st die standing', () => {
    expect(exact(distributionOf('d1!'))).toEqual(new Map([[101, '1']]));
    const d2 = distributionOf('d2!');
    expect(d2.truncatedAfter).toBeUndefined();
    expect(d2.outcomes.has(8)).toBe(false);
    expect(toFraction(probabilityAtLeast(d2, 9).num, probabilityAtLeast(d2, 9).den)).toBe('1/16');
    expect(toFraction(d2.outcomes.get(201)!, d2.denominator)).toBe(`1/${2n ** 101n}`);
    expect(toFraction(d2.outcomes.get(202)!, d2.denominator)).toBe(`1/${2n ** 101n}`);
    expect(Math.max(...distributionOf('d6!').outcomes.keys())).toBe(606);
  });

  test('2d6! P(≥ 30) is the full geometric tail, not the depth-3 cut', () => {
    const at = (dist: Distribution) => probabilityAtLeast(dist, 30);
    const full = at(distributionOf('2d6!'));
    expect(full.value / at(distributionOf('2d6!', { explodeDepth: 3 })).value).toBeGreaterThan(1.5);
    // A chain of 6 explosions already scores 37, so whatever happens past the 6th, P(≥ 30) is settled by depth 6.
    const six = at(distributionOf('2d6!', { explodeDepth: 6 }));
    expect([full.num, full.den]).toEqual([six.num, six.den]);
  });

  test('1000d10000>=5000 is the binomial law, term by term', () => {
    const dist = distributionOf('1000d10000>=5000');
    expect(dist.outcomes.size).toBe(1001);
    let choose = 1n;
    for (let k = 0; k <= 1000; k++) {
      if (k > 0) choose = (choose * BigInt(1001 - k)) / BigInt(k);
      if (k % 97 !== 0) continue;
      expect(toFraction(dist.outcomes.get(k)!, dist.denominator)).toBe(
        toFraction(choose * 5001n ** BigInt(k) * 4999n ** BigInt(1000 - k), 10000n ** 1000n),
      );
    }
  });

  test('d66 has 36 equally likely outcomes from 11 to 66', () => {
    const dist = distributionOf('d66');
    expect(dist.denominator).toBe(36n);
    expect([...dist.outcomes.keys()]).toEqual([1, 2, 3, 4, 5, 6].flatMap((tens) => [1, 2, 3, 4, 5, 6].map((units) => tens * 10 + units)));
  });

  test('an AST is accepted as well as a string', () => {
    expect(exact(distributionOf(parseNotation('[hit] 2d6+1 # c').statements[0]!.expr))).toEqual(exact(distributionOf('2d6+1')));
  });
});

describe('helpers', () => {
  test('toFraction reduces and signs', () => {
    expect(toFraction(6n, 36n)).toBe('1/6');
    expect(toFraction(-14n, 4n)).toBe('-7/2');
    expect(toFraction(14n, -4n)).toBe('-7/2');
    expect(toFraction(36n, 36n)).toBe('1');
    expect(toFraction(0n, 36n)).toBe('0');
  });

  test('ratioToNumber survives denominators past Number.MAX_VALUE', () => {
    expect(ratioToNumber(1n, 3n)).toBe(1 / 3);
    expect(ratioToNumber(10n ** 400n, 3n * 10n ** 400n)).toBe(1 / 3);
    expect(ratioToNumber(-(10n ** 400n), 4n * 10n ** 400n)).toBe(-0.25);
    expect(ratioToNumber(1n, 6n ** 101n) / 6 ** -101).toBeCloseTo(1, 12);
    expect(ratioToNumber(6n ** 101n, 1n) / 6 ** 101).toBeCloseTo(1, 12);
  });
});

describe('refusals', () => {
  test('several statements or repeats are not one distribution', () => {
    expect(userErrorOf(() => distributionOf('2d6; d6')).identifier).toBe('notation');
    expect(userErrorOf(() => distributionOf('3#d6')).identifier).toBe('notation');
  });

  test('a possible division by zero is a user error', () => {
    const error = userErrorOf(() => distributionOf('d6/(d2-1)'));
    expect(error.identifier).toBe('notation');
    expect(error.message).toBe('that roll can divide by zero');
  });

  test.each([
    ['300d100', '300d100', /^`\d+d100` would fit\.$/],
    ['100d1000', '100d1000', /^`\d+d1000` would fit\.$/],
    ['100d100kh50', '100d100kh50', /would fit\.$/],
    ['200d6*200d6', '200d6*200d6', /^`\d+d6\*200d6` would fit\.$/],
    ['d10000*d10000', 'd10000*d10000', /would fit\.$/],
    ['(100d10)*(100d10)', '(100d10)*(100d10)', /would fit\.$/],
  ])('%s is refused before any work, saying what is too big and what would fit', (input, shown, fits) => {
    const error = userErrorOf(() => distributionOf(input));
    expect(error.identifier).toBe('limit');
    expect(error.message).toMatch(
      new RegExp(`^\`${shown.replace(/[()*]/g, (c) => `\\${c}`)}\` is too big to work out exactly: .*(outcomes|digit)`),
    );
    const suggestion = /`([^`]+)` would fit\.$/.exec(error.message)?.[1];
    expect(error.message.slice(error.message.indexOf(`\`${suggestion}\``))).toMatch(fits);
    expect(() => planDistribution(singleExpression(suggestion!))).not.toThrow();
  });

  test('a truncated explosion law that would leave out more than a trace is refused, not shown', () => {
    const error = userErrorOf(() => distributionOf('2d10000!>=2kh1'));
    expect(error.identifier).toBe('limit');
    expect(error.message).toMatch(/would fit\.$/);
  });
});
