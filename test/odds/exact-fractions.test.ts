// /odds dice exact:true: every shown probability as its reduced fraction in full, in the message when short, else
// attached whole; checked against fractions worked out independently from the distribution.
import { afterAll, describe, expect, test } from 'vitest';
import { distributionOf, mean, probabilityAtLeast, probabilityOf } from '../../src/dice/distribution.js';
import { diceOdds } from '../../src/dice/odds.js';
import { diceOddsReply, EXACT_FILE, EXACT_PAGE_ROWS, exactFractions, INLINE_EXACT, MAX_MESSAGE } from '../../src/odds/dice-message.js';
import { frac } from '../../src/odds/fraction.js';
import { oddsPool } from '../../src/odds/pool.js';
import { startBotOnFake } from '../helpers/discord-bot.js';

const fences = (text: string) => text.split('```').length - 1;
const reduced = (f: { num: bigint; den: bigint }) => {
  const r = frac(f.num, f.den);
  return r.den === 1n ? `${r.num}` : `${r.num}/${r.den}`;
};

describe('GIVEN exact:true', () => {
  test('WHEN the fractions are short (2d6, at_least 7) THEN they follow the table in the one message', () => {
    const { content, exactFile } = diceOddsReply(
      { kind: 'exact', summary: diceOdds({ expression: '2d6', atLeast: 7, exact: true }) },
      true,
    );
    expect(exactFile).toBeUndefined();
    expect(fences(content)).toBe(4);
    expect(content.split('```')[3]!.trim().split('\n')).toEqual([
      'Exact fractions for 2d6',
      'mean = 7',
      'P(≥ 7) = 7/12',
      'P(= 2) = 1/36',
      'P(= 3) = 1/18',
      'P(= 4) = 1/12',
      'P(= 5) = 1/9',
      'P(= 6) = 5/36',
      'P(= 7) = 1/6',
      'P(= 8) = 5/36',
      'P(= 9) = 1/9',
      'P(= 10) = 1/12',
      'P(= 11) = 1/18',
      'P(= 12) = 1/36',
    ]);
  });

  test('WHEN the fractions are long (10d6ro1’s mean, 1000d6’s P(≥ 3600)) THEN the message says so and the file holds them whole', () => {
    for (const [expression, atLeast] of [
      ['10d6ro1', 40],
      ['1000d6', 3600],
    ] as const) {
      const summary = diceOdds({ expression, atLeast, exact: true });
      const { content, exactFile } = diceOddsReply({ kind: 'exact', summary }, true);
      expect(content.length).toBeLessThanOrEqual(MAX_MESSAGE);
      expect(fences(content)).toBe(2);
      expect(exactFile!.length).toBeGreaterThan(INLINE_EXACT);
      expect(content.endsWith(`attached as \`${EXACT_FILE}\`.`)).toBe(true);
      expect(content).toContain(`Exact fractions in full (${exactFile!.length.toLocaleString('en-US')} characters)`);
      const dist = distributionOf(expression);
      const lines = exactFile!.split('\n');
      expect(lines[1]).toBe(`mean = ${reduced(mean(dist))}`);
      expect(lines[2]).toBe(`P(≥ ${atLeast}) = ${reduced(probabilityAtLeast(dist, atLeast))}`);
      // Past a page of outcomes the rest are on the pages after it: every row of the table is on one of them.
      const pages = Math.ceil(summary.outcomes / EXACT_PAGE_ROWS);
      const listed = Array.from({ length: pages }, (_, index) => exactFractions(summary, index + 1)!.split('\n')).flat();
      for (const row of summary.rows) expect(listed).toContain(`P(= ${row.value}) = ${reduced(probabilityOf(dist, row.value))}`);
    }
  });

  test('WHEN exact is not asked THEN no full fractions are built', () => {
    const summary = diceOdds({ expression: '10d6ro1', atLeast: 40 });
    expect(summary.mean.exact).toBeUndefined();
    expect(exactFractions(summary)).toBeUndefined();
    expect(diceOddsReply({ kind: 'exact', summary }, false).exactFile).toBeUndefined();
  });

  test('WHEN a law has more outcomes than a page THEN every outcome is on some page, and a page past the end is refused', () => {
    const summary = diceOdds({ expression: 'd1100', exact: true });
    const first = exactFractions(summary, 1)!.split('\n');
    const second = exactFractions(summary, 2)!.split('\n');
    expect(first).toContain('Outcomes 1–1,000 of 1,100 (page 1 of 2): `page:2` lists the next.');
    expect(second).toContain('Outcomes 1,001–1,100 of 1,100 (page 2 of 2).');
    const listed = [...first, ...second].filter((line) => line.startsWith('P(= ')).map((line) => Number(/^P\(= (\d+)\)/.exec(line)![1]));
    expect(listed).toEqual(Array.from({ length: 1100 }, (_, index) => index + 1));
    expect(first).toContain('P(= 1) = 1/1100');
    expect(() => exactFractions(summary, 3)).toThrow('`page:3` is past the fractions: d1100 has 2 pages of 1,000 outcomes.');
  });

  test('WHEN the law is truncated THEN the fractions say what they leave out', () => {
    const text = exactFractions(diceOdds({ expression: 'd2!', atLeast: 9, explodeDepth: 3, exact: true }))!;
    expect(text.split('\n').slice(0, 4)).toEqual([
      'Fractions (not exact) for d2!',
      'Not exact: dice exploding more than 3 times in a row are left out; their mass = 1/16.',
      'The mean is of the rolls counted; each P below leaves that mass out.',
      // (1·8 + 3·4 + 5·2 + 7·1)/16 of the 15/16 counted.
      'mean = 37/15',
    ]);
  });
});

describe('GIVEN /odds dice exact:true on the fake Discord', () => {
  afterAll(() => oddsPool().close());

  test('WHEN the fractions are long THEN the public answer attaches them whole beside the chart, its text unclipped', async () => {
    const { fake, close } = await startBotOnFake({ label: 'odds-exact' });
    try {
      const sent = fake.sendCommand('odds', { expression: '10d6ro1', at_least: 40, exact: true }, { subcommand: 'dice' });
      const answer = await fake.answerTo(sent.id, 15_000);
      expect(answer.ephemeral).toBe(false);
      const content = answer.data.content ?? '';
      expect(content.length).toBeLessThanOrEqual(2000);
      expect(fences(content)).toBe(2);
      expect(answer.files.map((f) => f.name)).toEqual(['odds.png', EXACT_FILE]);
      const file = answer.files[1]!.data.toString();
      expect(content).toContain(`Exact fractions in full (${file.length.toLocaleString('en-US')} characters)`);
      expect(file.split('\n')[1]).toBe(`mean = ${reduced(mean(distributionOf('10d6ro1')))}`);
    } finally {
      await close();
    }
  }, 30_000);
});
