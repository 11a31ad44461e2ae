// Exact column odds by enumeration: the seed's note, the sensor shift, P(brain destroyed), and the /odds and preview text.
import { describe, expect, test } from 'vitest';
import { seededRng } from '../../../src/dice/rng.js';
import { UserError } from '../../../src/errors.js';
import { OptionBag } from '../../../src/options.js';
import { BRAIN_CELL, columnCells, OUTER_LOCATIONS } from '../../../src/systems/mecha-bots/chassis.js';
import { columnForTotal, RECONSTRUCTED_MAP, SEQUENTIAL_MAP } from '../../../src/systems/mecha-bots/column-map.js';
import type { BotData } from '../../../src/systems/mecha-bots/components.js';
import { damageColumn } from '../../../src/systems/mecha-bots/damage.js';
import { mechaBots } from '../../../src/systems/mecha-bots/index.js';
import {
  chassisRank,
  chosenDistribution,
  formatMean,
  formatWays,
  reachDistribution,
  seedNote,
  shotOdds,
  WAYS,
} from '../../../src/systems/mecha-bots/odds.js';
import { sumAtLeast } from '../../../src/systems/mecha-bots/queries.js';
import { botFromTemplate } from '../../../src/systems/mecha-bots/templates.js';
import { ALICE, bot, stateOf, unit } from './helpers.js';

const DICE = Array.from({ length: 36 }, (_, i) => [Math.floor(i / 6) + 1, (i % 6) + 1] as const);
const map = RECONSTRUCTED_MAP.byTotal;

/** The seed's note counted the slow way: every ordered pair of dice, looked up on the card. */
function bruteNote(arc: (typeof OUTER_LOCATIONS)[number], card = map) {
  const note = { miss: 0n, 2: 0n, 5: 0n, 7: 0n, central: 0n };
  for (const [a, b] of DICE) {
    const column = columnForTotal(card, a + b);
    if (column === null) {
      note.miss += 1n;
      continue;
    }
    const cells = columnCells(arc, column);
    note[cells.length as 2 | 5 | 7] += 1n;
    if (cells.includes(BRAIN_CELL)) note.central += 1n;
  }
  return note;
}

describe("the seed's probability note", () => {
  test.each(OUTER_LOCATIONS.map((arc) => [arc]))(
    'GIVEN the reconstructed card on face %s THEN miss 2/36, only 2 components 7/36, 5 components 8/36, 7 components 19/36, central row 3/36',
    (arc) => {
      expect(seedNote(map, arc)).toEqual({ miss: 2n, byLength: { 2: 7n, 5: 8n, 7: 19n }, central: 3n });
      expect(bruteNote(arc)).toEqual({ miss: 2n, 2: 7n, 5: 8n, 7: 19n, central: 3n });
    },
  );

  test('GIVEN the sequential card THEN it gives the "obvious" figures RULES §1.4 shows do not match the note', () => {
    expect(seedNote(SEQUENTIAL_MAP.byTotal, 'F')).toEqual({ miss: 2n, byLength: { 2: 4n, 5: 6n, 7: 24n }, central: 6n });
    expect(bruteNote('F', SEQUENTIAL_MAP.byTotal)).toEqual({ miss: 2n, 2: 4n, 5: 6n, 7: 24n, central: 6n });
  });

  test('GIVEN the 2d6 totals THEN their ways are counted from the 36 pairs', () => {
    expect(Object.values(WAYS)).toEqual([1n, 2n, 3n, 4n, 5n, 6n, 5n, 4n, 3n, 2n, 1n]);
  });

  test.each([
    [2n, '2/36 (5.56%)'],
    [7n, '7/36 (19.44%)'],
    [8n, '8/36 (22.22%)'],
    [19n, '19/36 (52.78%)'],
    [3n, '3/36 (8.33%)'],
    [36n, '36/36 (100.00%)'],
    [0n, '0/36 (0.00%)'],
  ])('GIVEN %s ways THEN it reads %s', (ways, text) => {
    expect(formatWays(ways)).toBe(text);
  });

  test('GIVEN 100000 seeded rolls THEN each figure of the note is within 4 standard deviations of the exact one', () => {
    const rng = seededRng('5eed0000000000000000000000000001');
    const counts = { miss: 0, 2: 0, 5: 0, 7: 0, central: 0 };
    const n = 100_000;
    for (let i = 0; i < n; i++) {
      const column = columnForTotal(map, rng.int(1, 6) + rng.int(1, 6));
      if (column === null) counts.miss++;
      else {
        const cells = columnCells('F', column);
        counts[cells.length as 2 | 5 | 7]++;
        if (cells.includes(BRAIN_CELL)) counts.central++;
      }
    }
    for (const [key, exact] of [
      ['miss', 2],
      [2, 7],
      [5, 8],
      [7, 19],
      ['central', 3],
    ] as const) {
      const p = exact / 36;
      expect(Math.abs(counts[key] / n - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / n));
    }
  });
});

describe('the sensor shift', () => {
  const bruteChosen = (shift: number, rank: (c: number | null) => number) => {
    const result = new Map<number | null, bigint>();
    for (const [a, b] of DICE) {
      let best: number | null = columnForTotal(map, a + b);
      for (let s = 1; s <= shift; s++) {
        const column = columnForTotal(map, a + b + s);
        if (rank(column) > rank(best)) best = column;
      }
      result.set(best, (result.get(best) ?? 0n) + 1n);
    }
    return result;
  };

  test.each([0, 1, 2, 3, 4, 7])(
    'GIVEN a sensor modifier of %i THEN the attacker’s best choice matches brute force and sums to 36',
    (shift) => {
      const rank = chassisRank('F');
      const exact = chosenDistribution(map, shift, rank);
      expect(exact).toEqual(bruteChosen(shift, rank));
      expect([...exact.values()].reduce((a, b) => a + b, 0n)).toBe(36n);
    },
  );

  test.each([0, 1, 3])('GIVEN a sensor modifier of %i THEN the chance each column can be reached matches brute force', (shift) => {
    const brute = new Map<number | null, bigint>();
    for (const [a, b] of DICE) {
      const reachable = new Set<number | null>();
      for (let s = 0; s <= shift; s++) reachable.add(columnForTotal(map, a + b + s));
      for (const column of reachable) brute.set(column, (brute.get(column) ?? 0n) + 1n);
    }
    expect(reachDistribution(map, shift)).toEqual(brute);
  });

  test('GIVEN +2 on an empty card THEN the brain row is reachable 12/36 and a miss is forced only by 12', () => {
    const best = chosenDistribution(map, 2, chassisRank('F'));
    expect(best.get(5)).toBe(12n);
    expect(best.get(null)).toBe(1n);
  });
});

describe('P(brain destroyed)', () => {
  /** Every roll, every shift: does some reachable column kill the brain? */
  function bruteBrain(data: BotData, arc: (typeof OUTER_LOCATIONS)[number], damage: number, shift: number): bigint {
    let ways = 0n;
    for (const [a, b] of DICE) {
      const kills = Array.from({ length: shift + 1 }, (_, s) => columnForTotal(map, a + b + s)).some(
        (column) => column !== null && damageColumn(data, arc, column, damage).brainDestroyed,
      );
      if (kills) ways += 1n;
    }
    return ways;
  }

  const sample = botFromTemplate('sample');
  const scrapper = botFromTemplate('scrapper');
  test.each([
    ['sample', sample, 'F', 3, 0],
    ['sample', sample, 'F', 6, 0],
    ['sample', sample, 'F', 6, 3],
    ['sample', sample, 'B', 9, 4],
    ['scrapper', scrapper, 'F', 3, 0],
    ['scrapper', scrapper, 'FR', 2, 2],
    ['scrapper', scrapper, 'BL', 4, 4],
  ] as const)(
    'GIVEN the %s Bot, face %s, damage %i, shift up to %i THEN the exact answer equals brute force',
    (_n, data, arc, damage, shift) => {
      const odds = shotOdds(data, arc, damage, shift, map);
      expect(odds.brainBest).toBe(bruteBrain(data, arc, damage, shift));
      expect(odds.brainPlain).toBe(bruteBrain(data, arc, damage, 0));
    },
  );

  test('GIVEN a bare chassis and 1 damage THEN only the brain row kills: 3/36, or 12/36 with +2', () => {
    const bare = bot({ C: '* . . . . . .' });
    expect(shotOdds(bare, 'F', 1, 0, map).brainPlain).toBe(3n);
    expect(shotOdds(bare, 'F', 1, 2, map).brainBest).toBe(12n);
  });

  test('GIVEN the scrapper hit from Forward by 3 damage THEN the mean components destroyed is exact', () => {
    const odds = shotOdds(scrapper, 'F', 3, 0, map);
    let sum = 0n;
    for (const [a, b] of DICE) {
      const column = columnForTotal(map, a + b);
      if (column !== null) sum += BigInt(damageColumn(scrapper, 'F', column, 3).destroyedCells.length);
    }
    expect(odds.destroyedPlain).toBe(sum);
    expect(formatMean(odds.destroyedPlain)).toBe((Number(sum) / 36).toFixed(2));
  });
});

describe('/odds and /shoot preview', () => {
  const state = () => stateOf(unit('Alpha', botFromTemplate('sample')), unit('Beta', botFromTemplate('scrapper'), 'bob'));
  const ask = (query: typeof mechaBots.odds, options: Record<string, string | number | boolean>) =>
    query?.(state(), { options: new OptionBag(options), actor: ALICE }).text ?? '';

  test('GIVEN a unit-free /odds THEN it states the seed note exactly', () => {
    const text = ask(mechaBots.odds, {});
    expect(text).toContain(
      'Miss 2/36 (5.56%) · only 2 components 7/36 (19.44%) · 5 components 8/36 (22.22%) · 7 components 19/36 (52.78%) · central row 3/36 (8.33%)',
    );
    expect(text).toContain('2d6 → column: 2→miss · 3→1 · 4→3 · 5→2 · 6→4 · 7→6 · 8→9 · 9→8 · 10→5 · 11→7 · 12→miss');
  });

  test('GIVEN a unit-free /odds with shift:2 THEN the table shows no shift, best and reachable for the brain row', () => {
    expect(ask(mechaBots.odds, { shift: 2 })).toContain('5   7*    3/36 (8.33%)    12/36 (33.33%)  12/36 (33.33%)');
  });

  test('GIVEN /odds for a target, arc and damage THEN it gives the column table and P(brain destroyed) both ways', () => {
    const text = ask(mechaBots.odds, { target: 'Beta', arc: 'forward', damage: 4, shift: 3 });
    expect(text).toContain("**4 damage against Beta's Forward face**");
    const odds = shotOdds(botFromTemplate('scrapper'), 'F', 4, 3, map);
    expect(text).toContain(
      `P(brain destroyed): ${formatWays(odds.brainPlain)} without shift, ${formatWays(odds.brainBest)} with the best shift up to +3.`,
    );
  });

  test('GIVEN the Sample Bot hit on its Forward face for 5 THEN P(brain destroyed) is 3/36 by the seed, 0/36 if broken armour costs 1 more', () => {
    const sample = botFromTemplate('sample');
    expect(shotOdds(sample, 'F', 5, 0, map).brainPlain).toBe(3n);
    expect(shotOdds(sample, 'F', 5, 0, map, { break: 'costs-one', held: 'stops' }).brainPlain).toBe(0n);
    // Roll 10 strikes column 5: F5 armour (5 − 2 = 3 > 2, destroyed), F4 and C6 take one each, the brain the last.
    expect(damageColumn(sample, 'F', 5, 5).path.map((hit) => [hit.cell, hit.outcome, hit.after])).toEqual([
      ['F5', 'armour-broken', 3],
      ['F4', 'destroyed', 2],
      ['C6', 'destroyed', 1],
      ['C0', 'destroyed', 0],
    ]);
    const text = ask(mechaBots.odds, { target: 'Alpha', arc: 'forward', damage: 5 });
    expect(text).toContain('P(brain destroyed): 3/36 (8.33%) without shift.');
    expect(text).toContain(
      'Armour: armour destroyed when what passes its Protect exceeds its Resist, at no further cost (seed); armour that holds stops the damage (`armourHeld: stops`).',
    );
    const old = mechaBots.odds?.(
      { ...state(), config: { columnMap: 'reconstructed', armourBreak: 'costs-one', armourHeld: 'stops' } },
      { options: new OptionBag({ target: 'Alpha', arc: 'forward', damage: 5 }), actor: ALICE },
    ).text;
    expect(old).toContain('P(brain destroyed): 0/36 (0.00%) without shift.');
    expect(old).toContain('for 1 more point (`armourBreak: costs-one`)');
  });

  test('GIVEN /odds for a target and damage but no arc THEN every face gets a row', () => {
    const text = ask(mechaBots.odds, { target: 'Beta', damage: 2 });
    for (const face of ['Forward', 'Forward Right', 'Backward Right', 'Back', 'Backward Left', 'Forward Left'])
      expect(text).toContain(face);
  });

  test('GIVEN /odds for a target alone THEN it lists what each column holds', () => {
    expect(ask(mechaBots.odds, { target: 'Beta', arc: 'F' })).toContain('**Forward** · 1: empty · 2: Ms · 3: AP AR B Ms');
  });

  test('GIVEN a shot preview THEN it shows that exact shot’s odds and changes nothing', () => {
    const text = ask(mechaBots.preview, {
      attacker: 'Alpha',
      target: 'Beta',
      weapon: 'Steam Cannon',
      arc: 'forward',
      range: 2,
      bearing: 'forward-right',
    });
    const odds = shotOdds(botFromTemplate('scrapper'), 'F', 3, 3, map);
    expect(text).toContain("**Preview**: Alpha's Steam Cannon (3 damage) against Beta's Forward face at range 2.");
    expect(text).toContain(
      `P(brain destroyed): ${formatWays(odds.brainPlain)} without shift, ${formatWays(odds.brainBest)} with the best shift up to +3.`,
    );
  });

  test.each([
    [{ shift: 11 }, '`shift` (the sensor modifier) must be 0–10; got 11.'],
    [{ target: 'Beta', damage: 0 }, '`damage` must be 1–49; got 0.'],
  ])('GIVEN /odds %j THEN it is refused', (options, message) => {
    expect(() => ask(mechaBots.odds, options)).toThrow(new UserError('option', message));
  });
});

describe('a Mad Scientist’s chance of death', () => {
  test('GIVEN n d6 of wounds THEN the ways to reach the hit points are those of walking every roll', () => {
    const brute = (dice: number, atLeast: number) => {
      let ways = 0n;
      const walk = (left: number, sum: number): void => {
        if (left === 0) {
          if (sum >= atLeast) ways++;
          return;
        }
        for (let face = 1; face <= 6; face++) walk(left - 1, sum + face);
      };
      walk(dice, 0);
      return ways;
    };
    for (const [dice, hp] of [
      [1, 7],
      [1, 6],
      [2, 7],
      [3, 7],
      [4, 3],
      [5, 20],
    ] as const) {
      expect(sumAtLeast(dice, hp)).toEqual({ ways: brute(dice, hp), of: 6n ** BigInt(dice) });
    }
  });
});
