import { describe, expect, test } from 'vitest';
import type { Rng } from '../../../src/dice/rng.js';
import {
  type DamageOdds,
  damageEnumerator,
  damageOdds,
  damageOddsOver,
  MAX_DAMAGE_STATES,
  percent,
  perShot,
} from '../../../src/systems/slaved-armour/damage-odds.js';
import { odds } from '../../../src/systems/slaved-armour/odds.js';
import { applyHits, workCopy } from '../../../src/systems/slaved-armour/sa-damage.js';
import { Narration } from '../../../src/systems/slaved-armour/state.js';
import { DEFAULT_CONFIG, type SaConfig } from '../../../src/systems/slaved-armour/tables.js';
import type { SaData } from '../../../src/systems/slaved-armour/unit.js';
import { customSa, input, mod, record, saFrom, stateWith } from './helpers.js';

const NEED_MORE = new Error('the dice ran out');

/**
 * The real damage rules (sa-damage.ts) run over every sequence of d6 they can ask for: a path that runs out of dice
 * is extended by each face in turn, so each finished path weighs 6^−(its length). The exact answer to compare with.
 */
function bruteForce(data: SaData, cfg: SaConfig, hits: number): DamageOdds {
  const sum = { destroyed: 0, critical: 0, explosive: 0 };
  const walk = (prefix: number[]): void => {
    let i = 0;
    const rng: Rng = {
      int: () => {
        if (i >= prefix.length) throw NEED_MORE;
        return prefix[i++] as number;
      },
    };
    const log = new Narration(rng);
    const work = workCopy(data);
    try {
      applyHits(work, hits, 'test', { log, cfg, unit: 'T', rowsHit: new Set() });
    } catch (error) {
      if (error !== NEED_MORE) throw error;
      for (let face = 1; face <= 6; face++) walk([...prefix, face]);
      return;
    }
    const weight = 6 ** -prefix.length;
    const lost = work.rows.flatMap((row, r) => row.filter((m, c) => m.destroyed && !data.rows[r]?.[c]?.destroyed));
    if (work.destroyed) sum.destroyed += weight;
    if (lost.some((m) => m.critical)) sum.critical += weight;
    if (lost.some((m) => m.explosive)) sum.explosive += weight;
  };
  walk([]);
  return sum;
}

function close(actual: DamageOdds, expected: DamageOdds): void {
  expect(actual.destroyed).toBeCloseTo(expected.destroyed, 10);
  expect(actual.critical).toBeCloseTo(expected.critical, 10);
  expect(actual.explosive).toBeCloseTo(expected.explosive, 10);
}

/** Row 1: A, Crit · row 2: Boom (explosive), B · row 3: one destroyed, C · row 4: empty · rows 5, 6: D / E. */
const small = () =>
  customSa([
    [mod('A'), mod('Crit', { critical: true })],
    [mod('Boom', { explosive: true }), mod('B')],
    [mod('Gone', { destroyed: true }), mod('C', { critical: true })],
    [],
    [mod('D')],
    [mod('E', { fire: 'internal' })],
  ]);

/** Few re-rolls and small explosions keep the brute force to thousands of paths. */
const quick: SaConfig = { ...DEFAULT_CONFIG, modules: { rerollLimit: 1 }, fires: { ...DEFAULT_CONFIG.fires, explosionHits: 2 } };

describe('damageOdds against the real rules run over every die', () => {
  // Two Hits and an explosion's two more already mean paths of up to a dozen dice; three would take a minute.
  test.each([1, 2])('GIVEN %i Hits on a small SA THEN P(destroyed), P(critical hit), P(explosive hit) match', (hits) => {
    close(damageOdds(small(), quick, hits), bruteForce(small(), quick, hits));
  });

  test('GIVEN a row already gone and an empty row THEN the re-rolls and the lost Hit are counted', () => {
    const gutted = customSa([[mod('A', { destroyed: true })], [], [], [], [], [mod('Core', { critical: true })]]);
    // One open row of six, one re-roll allowed: the Hit lands with 1/6 + 5/6 × 1/6 = 11/36.
    expect(damageOdds(gutted, quick, 1).destroyed).toBeCloseTo(11 / 36, 14);
    close(damageOdds(gutted, quick, 2), bruteForce(gutted, quick, 2));
  });

  test('GIVEN every module destroyed but none critical THEN the next Hit destroys the SA, as the rules do', () => {
    const bare = customSa([[mod('A', { destroyed: true })], [], [], [], [], []]);
    expect(damageOdds(bare, DEFAULT_CONFIG, 1)).toEqual({ destroyed: 1, critical: 0, explosive: 0 });
  });

  test('GIVEN the Hound and 2 Hits with the default tables THEN the cockpit or power pack odds are as worked by hand', () => {
    // Criticals are 3rd in row 2 and row 4: 2 Hits cannot reach them unless the Ammo bin (row 3, 2nd) explodes.
    const hound = saFrom('hound');
    const two = damageOdds(hound, DEFAULT_CONFIG, 2);
    // Ammo bin hit: both Hits on row 3 → 1/36.
    expect(two.explosive).toBeCloseTo(1 / 36, 14);
    // It explodes on 4–6 (1/2), and 4 more Hits must then reach a critical: only possible, never certain.
    expect(two.destroyed).toBeGreaterThan(0);
    expect(two.destroyed).toBeLessThan(1 / 72);
    expect(two.destroyed).toBe(two.critical);
  });

  test('GIVEN a wreck or no Hits THEN nothing can happen', () => {
    expect(damageOdds({ ...saFrom('hound'), destroyed: true }, DEFAULT_CONFIG, 3)).toEqual({ destroyed: 0, critical: 0, explosive: 0 });
    expect(damageOdds(saFrom('hound'), DEFAULT_CONFIG, 0)).toEqual({ destroyed: 0, critical: 0, explosive: 0 });
  });

  test('GIVEN a wall spread and P(hit) THEN the odds are the weighted sums', () => {
    const data = small();
    const spread = damageOddsOver(damageEnumerator(data, quick), [
      [1, 0],
      [2, 2],
    ]);
    close(spread, {
      destroyed: (2 / 3) * damageOdds(data, quick, 2).destroyed,
      critical: (2 / 3) * damageOdds(data, quick, 2).critical,
      explosive: (2 / 3) * damageOdds(data, quick, 2).explosive,
    });
    const placed = damageOdds(data, quick, 1);
    close(perShot(0.25, spread, placed), {
      destroyed: 0.25 * spread.destroyed + 0.75 * placed.destroyed,
      critical: 0.25 * spread.critical + 0.75 * placed.critical,
      explosive: 0.25 * spread.explosive + 0.75 * placed.explosive,
    });
  });

  test('GIVEN more states than can be enumerated THEN a RangeError, not a hang', () => {
    const long = customSa(Array.from({ length: 6 }, (_, r) => Array.from({ length: 12 }, (_, c) => mod(`M${r}${c}`))));
    expect(MAX_DAMAGE_STATES).toBeLessThan(13 ** 6);
    expect(() => damageOdds(long, DEFAULT_CONFIG, 60)).toThrow(RangeError);
  });
});

describe('/odds slaved-armour against an SA', () => {
  const state = (pending: Record<string, unknown> = {}) =>
    stateWith([record('Hound', saFrom('hound')), record('Kestrel', saFrom('kestrel'))], {}, pending);

  test('GIVEN a unit pair THEN P(destroyed), P(critical), P(explosive) on a hit and per shot, from the target as it stands', () => {
    const { text } = odds(state(), input({ attacker: 'Hound', target: 'Kestrel', weapon: 'Autocannon', band: 'M', tn: 36 }));
    const onHit = damageOdds(saFrom('kestrel'), DEFAULT_CONFIG, 2);
    // d66 + 1 ≥ 36: d66 ≥ 35, 20 of 36.
    const pHit = 20 / 36;
    expect(text).toContain(
      `On a hit, against Kestrel as it stands (17 intact modules): P(destroyed) = ${percent(onHit.destroyed)}, P(a critical module hit) = ${percent(onHit.critical)}, P(an explosive module hit) = ${percent(onHit.explosive)}`,
    );
    expect(text).toContain(`Per shot: **P(destroyed) = ${percent(pHit * onHit.destroyed)}**`);
    // Kestrel's Gyro and Cockpit are 2nd in rows 1 and 2: two Hits on either row, 2/36, plus what an explosion adds.
    expect(onHit.destroyed).toBeGreaterThan(2 / 36);
    expect(onHit.destroyed).toBeLessThan(2 / 36 + 1 / 72);
    expect(text).not.toContain('already placed');
  });

  test('GIVEN Hit Dice already placed on the target THEN the odds by the end of the phase count them first', () => {
    const pending = { hits: [{ target: 'kestrel', source: "Hound's Autocannon", hits: 2, dice: 4 }] };
    const { text } = odds(state(pending), input({ attacker: 'Hound', target: 'Kestrel', weapon: 'Autocannon', band: 'M', tn: 36 }));
    const pHit = 20 / 36;
    const both = perShot(pHit, damageOdds(saFrom('kestrel'), DEFAULT_CONFIG, 4), damageOdds(saFrom('kestrel'), DEFAULT_CONFIG, 2));
    expect(text).toContain(
      `With the 2 Hit Dice already placed on Kestrel, by the end of the phase: P(destroyed) = ${percent(both.destroyed)}, P(a critical module hit) = ${percent(both.critical)}, P(an explosive module hit) = ${percent(both.explosive)}`,
    );
  });

  test('GIVEN a burning target THEN the reply says fires are not counted', () => {
    const kestrel = { ...saFrom('kestrel'), fires: [{ kind: 'external' as const, row: 3, col: 1, module: 'Fuel tank' }] };
    const burning = stateWith([record('Hound', saFrom('hound')), record('Kestrel', kestrel)]);
    expect(odds(burning, input({ attacker: 'Hound', target: 'Kestrel', weapon: 'Autocannon', band: 'M' })).text).toContain(
      '-# Not counted: the fires that burn at `/phase end`.',
    );
  });

  test.each([
    [0, '0.00%'],
    [0.00001, '<0.01%'],
    [0.5, '50.00%'],
    [0.999999, '>99.99%'],
    [1, '100.00%'],
  ])('GIVEN %f THEN percent %s', (p, text) => {
    expect(percent(p)).toBe(text);
  });
});
