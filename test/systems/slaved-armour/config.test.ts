import { describe, expect, test } from 'vitest';
import { UserError } from '../../../src/errors.js';
import { parseConfig } from '../../../src/systems/slaved-armour/config.js';
import { DEFAULT_CONFIG, DEFAULT_MELEE, DEFAULT_TN } from '../../../src/systems/slaved-armour/tables.js';

describe('default tables (RULES.md §2.2)', () => {
  test('GIVEN the default TN table THEN it is RULES.md’s placeholder, 11 + 5 × speed + 10 × cover, 71 impossible', () => {
    expect(DEFAULT_TN).toEqual({
      none: [11, 16, 21, 26, 31, 36, 41],
      light: [21, 26, 31, 36, 41, 46, 51],
      heavy: [31, 36, 41, 46, 51, 56, 61],
      full: [41, 46, 51, 56, 61, 66, null],
    });
  });

  test('GIVEN the default melee table THEN TN = 31 + 10 × (opponent reach − own reach), clamped to 11…61', () => {
    expect(DEFAULT_MELEE.reaches).toEqual(['unarmed', 'short', 'medium', 'long']);
    expect(DEFAULT_MELEE.tn).toEqual([
      [31, 41, 51, 61],
      [21, 31, 41, 51],
      [11, 21, 31, 41],
      [11, 11, 21, 31],
    ]);
  });
});

describe('parseConfig', () => {
  test('GIVEN nothing THEN every default', () => {
    expect(parseConfig({})).toEqual(DEFAULT_CONFIG);
  });

  test('GIVEN its own output THEN the same again (idempotent, so it can be stored)', () => {
    const once = parseConfig({ resolve: 'immediate', walls: '{"brick":[1,1,2,2,2,2]}' });
    expect(parseConfig(once as unknown as Record<string, unknown>)).toEqual(once);
  });

  test('GIVEN a TN table as JSON text THEN it replaces the default', () => {
    const tn = {
      none: [10, 20, 30, 40, 50, 60, null],
      light: [1, 2, 3, 4, 5, 6, 7],
      heavy: [1, 2, 3, 4, 5, 6, 7],
      full: [1, 2, 3, 4, 5, 6, 7],
    };
    expect(parseConfig({ tn: JSON.stringify(tn) }).tn).toEqual(tn);
  });

  test('GIVEN several tables packed in a `json` key THEN each is read', () => {
    const config = parseConfig({ json: JSON.stringify({ resolve: 'immediate', modules: { rerollLimit: 3 } }) });
    expect(config.resolve).toBe('immediate');
    expect(config.modules.rerollLimit).toBe(3);
  });

  test.each([
    [{ resolve: 'later' }, '`resolve` must be one of `phase-end`, `immediate`; got `"later"`'],
    [{ colour: 'red' }, '`colour` is not a known field'],
    [{ tn: '{not json' }, '`tn` is not valid JSON'],
    [{ tn: { none: [11], light: [], heavy: [], full: [] } }, '`tn.none` must be a list of exactly 7 entries'],
    [
      { tn: { ...DEFAULT_TN, light: [21, 26, 'x', 36, 41, 46, 51] } },
      '`tn.light[2]` must be a whole number from 0 to 99, or null for impossible; got `"x"`',
    ],
    [{ tn: { ...DEFAULT_TN, middling: DEFAULT_TN.none } }, '`tn.middling` is not a known field'],
    [{ range: { ...DEFAULT_CONFIG.range, bands: [{ id: 'S', name: 'Short', minHexes: 2 }] } }, '`range.bands[0].minHexes` must be 0'],
    [
      {
        range: {
          ...DEFAULT_CONFIG.range,
          bands: [
            { id: 'S', name: 'Short', minHexes: 0 },
            { id: 'M', name: 'Medium', minHexes: 0 },
          ],
        },
      },
      '`range.bands[1].minHexes` must be more than the previous band',
    ],
    [
      { range: { ...DEFAULT_CONFIG.range, steps: [{ malus: -5, closer: 'a', farther: 'b' }] } },
      '`range.steps[0].malus` must be a whole number from 0 to 60',
    ],
    [{ fires: { ...DEFAULT_CONFIG.fires, explosionHits: 'four' } }, '`fires.explosionHits` must be a whole number'],
    [
      { fires: { ...DEFAULT_CONFIG.fires, burning: { ...DEFAULT_CONFIG.fires.burning, internal: { normal: ['hit'], fast: [] } } } },
      '`fires.burning.internal.normal` must be a list of exactly 6 entries',
    ],
    [{ walls: { brick: [1, 2] } }, '`walls.brick` must be a list of exactly 6 entries'],
    [{ walls: { Brick: [1, 1, 1, 2, 2, 2] } }, '`walls.Brick` must be named in lower-case letters'],
    [{ melee: { reaches: ['unarmed', 'short'], tn: [[31, 41]] } }, '`melee.tn` must be a list of exactly 2 entries'],
    [{ melee: { reaches: ['short'], tn: [[31]] } }, '`melee.reaches` must be a list that includes `unarmed`'],
    [
      { locomotion: { legs: { maxSpeed: 9, accel: 1 }, foot: { maxSpeed: 1, accel: 1 } } },
      '`locomotion.legs.maxSpeed` must be a whole number from 0 to 6',
    ],
    [{ locomotion: { legs: { maxSpeed: 3, accel: 1 } } }, '`locomotion` must be a table that keeps `foot`'],
    [{ turns: [{ upToSpeed: 4, allowed: ['F'] }] }, '`turns[0].upToSpeed` must be 6, so every speed has a rule'],
    [{ turns: [{ upToSpeed: 6, allowed: ['UP'] }] }, '`turns[0].allowed[0]` must be one of `F`, `FR`'],
    [
      { infantry: { ...DEFAULT_CONFIG.infantry, statDie: ['str', 'str', 'str', 'dex', 'dex', 'luck'] } },
      '`infantry.statDie[5]` must be one of `str`, `dex`',
    ],
  ])('GIVEN the malformed option %j THEN a UserError naming the field', (raw, message) => {
    let error: unknown;
    try {
      parseConfig(raw as Record<string, unknown>);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(UserError);
    expect((error as UserError).identifier).toBe('option');
    expect((error as UserError).message).toContain('Slaved Armour config');
    expect((error as UserError).message).toContain(message);
  });
});
