// Formatter: the exact markdown of each kind of line, long pools as sorted counts, grand totals and escaping of player text.
import { describe, expect, test } from 'vitest';
import { formatProgramResult, rollNotation } from '../../src/dice/index.js';
import { fixedRng, maxRng } from '../../src/dice/rng.js';

function formatted(input: string, values: number[]): string {
  return formatProgramResult(rollNotation(input, fixedRng(values)));
}

describe('formatProgramResult', () => {
  test.each([
    ['[fire] 4d6kh3', [6, 5, 2, 4], '**fire** 4d6kh3: [6, 5, ~~2~~, 4] = **15**'],
    ['3d6!', [6, 2, 3, 4], '3d6!: [6!, 2, 3, 4] = **15**'],
    ['3d6!kh1', [6, 6, 2, 3, 4], '3d6!kh1: [6!, ~~6!~~, ~~2~~, ~~3~~, ~~4~~] = **6**'],
    ['2d6r', [1, 3, 4], '2d6r1: [~~1~~r, 3, 4] = **7**'],
    ['10d6r1', [1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2], '10d6r1: [~~1~~r, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2] = **20**'],
    [
      '6d10>=7f<=1',
      [8, 3, 1, 10, 7, 1],
      '6d10>=7f<=1: [**8**, 3, __1__, **10**, **7**, __1__] = **1 success** (3 hits − 2 failures · 1 missed)',
    ],
    ['6d10>=7', [8, 3, 1, 10, 7, 1], '6d10>=7: [**8**, 3, 1, **10**, **7**, 1] = **3 successes** (3 missed · 2 ones)'],
    ['(3d6>=5)', [1, 2, 3], '(3d6>=5): ([1, 2, 3]) = **0 successes** (3 missed · 1 one)'],
    ['3d6>=5+1', [5, 2, 3], '3d6>=5+1: [**5**, 2, 3] + 1 = **2**'],
    ['(2d6+3)*2', [3, 4], '(2d6+3)\\*2: ([3, 4] + 3) × 2 = **20**'],
    ['-d6/2', [5], '-d6/2: -[5] ÷ 2 = **-3**'],
    ['4dF', [-1, 0, 1, 1], '4dF: [-, 0, +, +] = **1**'],
    ['d66', [3, 5], 'd66: [3][5] = **35**'],
    ['2d66', [2, 1, 6, 6], '2d66: [2][1] [6][6] = **87**'],
    ['2+3', [], '2+3 = **5**'],
    // Sorting is display only: the same dice, the same total.
    ['4d6s', [5, 2, 6, 1], '4d6s: [1, 2, 5, 6] = **14**'],
    ['4d6sa', [5, 2, 6, 1], '4d6s: [1, 2, 5, 6] = **14**'],
    ['4d6sd', [5, 2, 6, 1], '4d6sd: [6, 5, 2, 1] = **14**'],
    ['4d6kh3s', [5, 2, 6, 1], '4d6kh3s: [~~1~~, 2, 5, 6] = **13**'],
    ['5d10>=8f1sd', [9, 1, 3, 8, 1], '5d10>=8f=1sd: [**9**, **8**, 3, __1__, __1__] = **0 successes** (2 hits − 2 failures · 1 missed)'],
    [
      '5d10>=8f<=2',
      [9, 1, 2, 8, 4],
      '5d10>=8f<=2: [**9**, __1__, __2__, **8**, 4] = **0 successes** (2 hits − 2 failures · 1 missed · 1 one)',
    ],
    ['4dF>=1', [1, 0, 1, -1], '4dF>=1: [**+**, 0, **+**, -] = **2 successes** (2 missed)'],
    ['2d66>=50', [6, 1, 2, 2], '2d66>=50: **[6][1]** [2][2] = **1 success** (1 missed)'],
  ])('%s', (input, values, expected) => {
    expect(formatted(input, values)).toBe(expected);
  });

  test('one line per statement and repeat, the comment last in italics', () => {
    expect(formatted('2#d6 [volley]; d20 # at the _gate_', [1, 2, 20])).toBe(
      [
        '**volley** d6 #1: [1] = **1**',
        '**volley** d6 #2: [2] = **2**',
        'Total of 2: **3**',
        'd20: [20] = **20**',
        '*at the \\_gate\\_*',
      ].join('\n'),
    );
  });

  test('labels are escaped and shortened', () => {
    expect(formatted('[*bold* `x`] d6', [4])).toBe('**\\*bold\\* \\`x\\`** d6: [4] = **4**');
    const line = formatted(`[${'a'.repeat(100)}] d6`, [4]);
    expect(line).toBe(`**${'a'.repeat(59)}…** d6: [4] = **4**`);
  });

  test('GIVEN a pool too long for one line THEN every die is still counted: sorted results with their counts', () => {
    const values = Array.from({ length: 60 }, (_, i) => (i % 6) + 1).reverse();
    expect(formatted('60d6>=5', values)).toBe('60d6>=5: [1×10 2×10 3×10 4×10 **5**×10 **6**×10] = **20 successes** (40 missed · 10 ones)');
  });

  test('GIVEN a long pool with rerolls THEN rerolled-away dice are their own group', () => {
    const line = formatProgramResult(rollNotation('60d6r<=6', { int: (_min, max) => max }, { rerollDepth: 1 }));
    expect(line).toBe('60d6r<=6: [6×60 ~~6~~r×60] = **360**');
  });

  test('GIVEN N#expr THEN the repeats end with their grand total; other statements have none', () => {
    expect(formatted('3#d6; d20', [1, 2, 3, 20])).toBe(
      ['d6 #1: [1] = **1**', 'd6 #2: [2] = **2**', 'd6 #3: [3] = **3**', 'Total of 3: **6**', 'd20: [20] = **20**'].join('\n'),
    );
    expect(formatted('2#d6>=4', [5, 6])).toBe(
      ['d6>=4 #1: [**5**] = **1 success**', 'd6>=4 #2: [**6**] = **1 success**', 'Total of 2: **2 successes**'].join('\n'),
    );
  });

  test('GIVEN a long pool sorted highest first THEN its counts run highest first', () => {
    const values = Array.from({ length: 60 }, (_, i) => (i % 6) + 1);
    expect(formatted('60d6>=5sd', values)).toBe(
      '60d6>=5sd: [**6**×10 **5**×10 4×10 3×10 2×10 1×10] = **20 successes** (40 missed · 10 ones)',
    );
  });

  test('GIVEN a thousand dice in many terms THEN each term is its counts', () => {
    const input = Array.from({ length: 12 }, () => '80d6').join('+');
    const line = formatProgramResult(rollNotation(input, maxRng));
    expect(line).toBe(`${input}: ${Array.from({ length: 12 }, () => '[6×80]').join(' + ')} = **5760**`);
  });
});
