// Formatter: the exact markdown of each kind of line, abbreviation of long pools and escaping of player text.
import { describe, expect, test } from 'vitest';
import { formatProgramResult, rollNotation } from '../../src/dice/index.js';
import { fixedRng, maxRng, minRng } from '../../src/dice/rng.js';

function formatted(input: string, values: number[]): string {
  return formatProgramResult(rollNotation(input, fixedRng(values)));
}

describe('formatProgramResult', () => {
  test.each([
    ['[fire] 4d6kh3', [6, 5, 2, 4], '**fire** 4d6kh3: [6, 5, ~~2~~, 4] = **15**'],
    ['3d6!', [6, 2, 3, 4], '3d6!: [6!, 2, 3, 4] = **15**'],
    ['3d6!kh1', [6, 6, 2, 3, 4], '3d6!kh1: [6!, ~~6!~~, ~~2~~, ~~3~~, ~~4~~] = **6**'],
    ['2d6r', [1, 3, 4], '2d6r: [~~1~~r, 3, 4] = **7**'],
    ['6d10>=7f<=1', [8, 3, 1, 10, 7, 1], '6d10>=7f<=1: [**8**, 3, __1__, **10**, **7**, __1__] = **1 success**'],
    ['6d10>=7', [8, 3, 1, 10, 7, 1], '6d10>=7: [**8**, 3, 1, **10**, **7**, 1] = **3 successes**'],
    ['(3d6>=5)', [1, 2, 3], '(3d6>=5): ([1, 2, 3]) = **0 successes**'],
    ['3d6>=5+1', [5, 2, 3], '3d6>=5+1: [**5**, 2, 3] + 1 = **2**'],
    ['(2d6+3)*2', [3, 4], '(2d6+3)\\*2: ([3, 4] + 3) × 2 = **20**'],
    ['-d6/2', [5], '-d6/2: -[5] ÷ 2 = **-3**'],
    ['4dF', [-1, 0, 1, 1], '4dF: [-, 0, +, +] = **1**'],
    ['d66', [3, 5], 'd66: [35] = **35**'],
    ['2+3', [], '2+3 = **5**'],
  ])('%s', (input, values, expected) => {
    expect(formatted(input, values)).toBe(expected);
  });

  test('one line per statement and repeat, the comment last in italics', () => {
    expect(formatted('2#d6 [volley]; d20 # at the _gate_', [1, 2, 20])).toBe(
      ['**volley** d6 #1: [1] = **1**', '**volley** d6 #2: [2] = **2**', 'd20: [20] = **20**', '*at the \\_gate\\_*'].join('\n'),
    );
  });

  test('labels are escaped and shortened', () => {
    expect(formatted('[*bold* `x`] d6', [4])).toBe('**\\*bold\\* \\`x\\`** d6: [4] = **4**');
    const line = formatted(`[${'a'.repeat(100)}] d6`, [4]);
    expect(line).toBe(`**${'a'.repeat(59)}…** d6: [4] = **4**`);
  });

  test('after 40 dice the list is abbreviated', () => {
    const line = formatProgramResult(rollNotation('50d6', minRng));
    expect(line).toBe(`50d6: [${Array.from({ length: 40 }, () => '1').join(', ')}, … (+10 more)] = **50**`);
  });

  test('long pools shrink until the line fits about 200 characters', () => {
    const line = formatProgramResult(rollNotation('60d6r<=6', { int: (_min, max) => max }, { rerollDepth: 1 }));
    expect(line.length).toBeLessThanOrEqual(200);
    expect(line).toMatch(/^60d6r<=6: \[(~~6~~r, 6, )+… \(\+\d+ more\)\] = \*\*360\*\*$/);
  });

  test('a line too long for any breakdown keeps just the total', () => {
    const input = Array.from({ length: 12 }, () => '80d6').join('+');
    const line = formatProgramResult(rollNotation(input, maxRng));
    expect(line).toBe(`${input} = **5760**`);
  });
});
