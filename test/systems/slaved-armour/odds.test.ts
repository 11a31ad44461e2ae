import { describe, expect, test } from 'vitest';
import { seededRng } from '../../../src/dice/rng.js';
import { UserError } from '../../../src/errors.js';
import { frac } from '../../../src/odds/fraction.js';
import {
  damageCounts,
  emptyAfter,
  expectedShotsUsed,
  hitChance,
  odds,
  personHitOdds,
  preview,
  wallOdds,
} from '../../../src/systems/slaved-armour/odds.js';
import { DEFAULT_CONFIG, DEFAULT_INFANTRY } from '../../../src/systems/slaved-armour/tables.js';
import { input, personFrom, record, saFrom, stateWith } from './helpers.js';

/** Every roll of `n` d6, enumerated. */
function allRolls(n: number): number[][] {
  let rolls: number[][] = [[]];
  for (let i = 0; i < n; i++) rolls = rolls.flatMap((r) => [1, 2, 3, 4, 5, 6].map((d) => [...r, d]));
  return rolls;
}

describe('exact odds against brute force', () => {
  test.each([0, 1, 2, 3, 4, 5, 6, 7, 12])('GIVEN %i shots left THEN the expected shots used and P(empty) match enumeration', (left) => {
    const faces = [1, 2, 3, 4, 5, 6];
    expect(expectedShotsUsed(left)).toEqual(
      frac(
        faces.reduce((s, d) => s + Math.min(d, left), 0),
        6,
      ),
    );
    expect(emptyAfter(left)).toEqual(frac(faces.filter((d) => d >= left).length, 6));
  });

  test.each([0, 1, 2, 3, 4, 5])('GIVEN %i damage dice THEN the sum distribution matches enumeration', (dice) => {
    const counts = damageCounts(dice, DEFAULT_INFANTRY);
    const brute: bigint[] = [];
    for (const roll of allRolls(dice)) {
      const sum = roll.reduce((s, d) => s + (d <= 3 ? d : 0), 0);
      brute[sum] = (brute[sum] ?? 0n) + 1n;
    }
    expect(counts).toEqual(Array.from(brute, (v) => v ?? 0n));
  });

  test.each([1, 2, 3, 4].flatMap((dice) => [0, 1, 2, 3, 5].map((armour) => [dice, armour])))(
    'GIVEN %i damage dice against armour %i THEN P(damage), P(Winded) and P(nothing) match enumeration',
    (dice, armour) => {
      const rolls = allRolls(dice);
      const sums = rolls.map((r) => r.reduce((s, d) => s + (d <= 3 ? d : 0), 0));
      const damage = sums.filter((s) => s > armour).length;
      const winded = sums.filter((s) => s <= armour && s > 0 && 2 * s >= armour).length;
      expect(personHitOdds(dice, armour, DEFAULT_INFANTRY)).toEqual({
        damage: frac(damage, rolls.length),
        winded: frac(winded, rolls.length),
        nothing: frac(rolls.length - damage - winded, rolls.length),
      });
    },
  );

  test.each([
    [2, 'brick', frac(1 + 1 + 1 + 0 + 0 + 0, 6), frac(3, 6)],
    [4, 'concrete', frac(3 * 1 + 3 * 0, 6), frac(3, 6)],
    [0, 'brick', frac(0), frac(0)],
    [0, 'wood', frac(0), frac(1)],
  ])('GIVEN %i hits through %s THEN expected hits %o and P(through) %o', (hits, wall, expected, through) => {
    expect(wallOdds(hits, DEFAULT_CONFIG.walls[wall] ?? null)).toEqual({ expectedHits: expected, pThrough: through });
  });

  test('GIVEN 100 000 seeded d66 rolls THEN the hit rate is within 1% of the exact P(hit)', () => {
    const rng = seededRng('0123456789abcdef0123456789abcdef');
    const plan = { tn: 36, range: { steps: 1, label: 'Far', malus: 10, clamped: false }, skill: 2, modifier: 0 };
    let hits = 0;
    for (let i = 0; i < 100_000; i++) if (rng.int(1, 6) * 10 + rng.int(1, 6) - 10 + 2 >= 36) hits++;
    const exact = hitChance(plan);
    // d66 ≥ 44: 44, 45, 46 and 51…66.
    expect(exact).toEqual(frac(15, 36));
    expect(Math.abs(hits / 100_000 - 15 / 36)).toBeLessThan(0.01);
  });
});

describe('odds query', () => {
  const state = stateWith([
    record('Hound', saFrom('hound')),
    record('Kestrel', saFrom('kestrel', { speed: 3 })),
    record('Pvt', personFrom('soldier')),
  ]);

  test('GIVEN cover, speed and range numbers THEN P(hit), expected hits and shots used', () => {
    const { text } = odds(state, input({ cover: 'light', speed: 2, band: 'L', effective: 'M', skill: 2, hits: 2, shots: 3 }));
    expect(text).toBe(
      [
        '**Slaved Armour shot** — exact odds, nothing rolled',
        'TN 31 (light cover, speed 2) · target at L: Far −10',
        'd66 − 10 (Far) + 2 (skill) ≥ 31: needs d66 ≥ 39 → **P(hit) = 1/2 (50.0%)**',
        'Expected Hits on the target: 1 ≈ 1.00 (2 per hit)',
        'Shots used: average 5/2 ≈ 2.50 of 3 left; empties the magazine with 2/3 (66.7%)',
      ].join('\n'),
    );
  });

  test('GIVEN only numbers and a concrete wall THEN the Fully protected row is used; cover:heavy with it is refused', () => {
    expect(odds(state, input({ wall: 'concrete', speed: 0 })).text).toContain('TN 41 (through cover (fully protected), speed 0)');
    expect(() => odds(state, input({ wall: 'concrete', cover: 'heavy' }))).toThrow(
      'With a concrete wall in the way the shot goes through cover, which uses the Fully protected row; `cover:heavy` is for firing at the target directly.',
    );
  });

  test('GIVEN no range and no effective band THEN no malus, said so', () => {
    const { text } = odds(state, input({ tn: 66 }));
    expect(text).toContain('No `effective` band given: no range malus.');
    expect(text).toContain('**P(hit) = 1/36 (2.8%)**');
  });

  test('GIVEN a unit pair THEN the odds use the units’ skill, speed and magazine', () => {
    const { text } = odds(state, input({ attacker: 'Hound', target: 'Kestrel', weapon: 'Autocannon', band: 'M', wall: 'brick' }));
    expect(text).toContain("**Odds: Hound's Autocannon → Kestrel** — exact odds, nothing rolled");
    // The brick wall in the way means firing through cover: Fully protected row, speed 3 = 56; skill 1 → d66 ≥ 55.
    expect(text).toContain('TN 56 (through cover (fully protected), speed 3)');
    expect(text).toContain('needs d66 ≥ 55 → **P(hit) = 2/9 (22.2%)**');
    // Brick absorbs 1 on 1–3 and 2 on 4–6: 2 Hits leave 1 half the time → 2/9 × 1/2.
    expect(text).toContain('Expected Hits on the target through brick: 1/9 ≈ 0.11 (2 per hit)');
  });

  test('GIVEN a unit pair with a person target THEN per-shot damage odds', () => {
    const { text } = odds(state, input({ attacker: 'Hound', target: 'Pvt', weapon: 'Autocannon', band: 'M' }));
    const one = personHitOdds(4, 2, DEFAULT_INFANTRY);
    expect(one.damage).toEqual(frac(945, 1296));
    expect(text).toContain('any d66 hits → **P(hit) = 1 (100.0%)**');
    expect(text).toContain('On a hit: 4 damage dice vs armour 2 → damage 35/48 (72.9%)');
    expect(text).toContain('Per shot: **P(damage) = 35/48 (72.9%)**');
  });

  test('GIVEN only some of attacker, target and weapon THEN a UserError', () => {
    expect(() => odds(state, input({ attacker: 'Hound' }))).toThrow(UserError);
  });

  test('GIVEN /shoot preview THEN the same odds for that shot, nothing rolled', () => {
    const { text } = preview(state, input({ attacker: 'Hound', target: 'Kestrel', weapon: 'Autocannon', band: 'L', cover: 'heavy' }));
    expect(text.split('\n')[0]).toBe("**Preview: Hound's Autocannon → Kestrel** — exact odds, nothing rolled");
    expect(text).toContain('TN 46 (heavy cover, speed 3) · target at L: Far −10');
    expect(text).toContain('needs d66 ≥ 55 → **P(hit) = 2/9 (22.2%)**');
  });

  test('GIVEN a wooden wall THEN no protection (seed): the same TN as no wall, and a brick wall is fired through', () => {
    const base = { attacker: 'Hound', target: 'Kestrel', weapon: 'Autocannon' };
    const tn = (text: string) => /TN (\d+) \(([^)]+)\)/.exec(text)?.slice(1);
    const wood = preview(state, input({ ...base, wall: 'wood' })).text;
    expect(tn(wood)).toEqual(tn(preview(state, input(base)).text));
    expect(wood).toContain('A wood wall gives no protection: the target is fired at directly.');
    expect(tn(preview(state, input({ ...base, wall: 'brick' })).text)?.[1]).toMatch(/protected|through/i);
  });

  test('GIVEN an empty magazine THEN the preview says it must reload', () => {
    const hound = saFrom('hound');
    const empty = stateWith([
      record('Hound', { ...hound, weapons: [{ ...hound.weapons[0]!, shotsLeft: 0 }] }),
      record('Kestrel', saFrom('kestrel')),
    ]);
    expect(preview(empty, input({ attacker: 'Hound', target: 'Kestrel', weapon: 'Autocannon' })).text).toContain(
      'Magazine empty: it must `/reload`',
    );
  });
});
