// Channel options: the default edition, a group's own tables as validated JSON, and the stacking options.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { fixedRng } from '../../../src/dice/rng.js';
import { UserError } from '../../../src/errors.js';
import { DEFAULT_CONFIG, editionOf, parseConfig } from '../../../src/systems/wh40k/config.js';
import { wh40k } from '../../../src/systems/wh40k/index.js';
import { THIRD_EDITION } from '../../../src/systems/wh40k/tables.js';
import { resolveVolley } from '../../../src/systems/wh40k/volley.js';
import { INTACT, SPEC, summary, vehicle } from './helpers.js';

const FIFTH = readFileSync(new URL('../../fixtures/wh40k/fifth-edition-example.json', import.meta.url), 'utf8');

function errorOf(raw: Record<string, unknown>): UserError {
  try {
    parseConfig(raw);
  } catch (error) {
    if (error instanceof UserError) return error;
    throw error;
  }
  throw new Error('parseConfig accepted it');
}

describe('defaults', () => {
  test("GIVEN no options THEN the seed's 3rd-edition tables and the RULES.md W3 stacking apply", () => {
    expect(parseConfig({})).toEqual(DEFAULT_CONFIG);
    expect(editionOf(parseConfig({}))).toBe(THIRD_EDITION);
    expect(DEFAULT_CONFIG).toMatchObject({
      edition: '3rd',
      immobilised_again: 'none',
      no_weapons_left: 'none',
      destroyed_stacking: 'most-severe',
      skimmer_fast_move: 6,
    });
  });

  test('GIVEN the stacking options as strings, as /config passes them THEN they are read and normalised', () => {
    expect(
      parseConfig({ immobilised_again: 'Wreck', no_weapons_left: 'immobilised', destroyed_stacking: 'first', skimmer_fast_move: '12' }),
    ).toMatchObject({
      immobilised_again: 'wreck',
      no_weapons_left: 'immobilised',
      destroyed_stacking: 'first',
      skimmer_fast_move: 12,
    });
  });

  test('GIVEN a parsed config THEN parsing it again gives the same result (the store keeps it as JSON)', () => {
    const once = parseConfig({ tables: FIFTH, destroyed_stacking: 'first' });
    expect(parseConfig(JSON.parse(JSON.stringify(once)))).toEqual(once);
    expect(wh40k.parseConfig(JSON.parse(JSON.stringify(once)))).toEqual(once);
  });
});

describe("a group's own tables", () => {
  test('GIVEN the 5th-style example as JSON text THEN it becomes the edition rolled, with its defaults filled in', () => {
    const config = parseConfig({ tables: FIFTH });
    const edition = editionOf(config);
    expect(config.edition).toBe('5th-example');
    expect(edition.tables.damage).toHaveLength(6);
    expect(edition.tables.damage![0]).toEqual({ min: -3, max: 1, effect: 'shaken', title: 'Crew shaken', text: 'Crew shaken' });
    expect(edition.modifiers).toEqual({ openTopped: 1, ap1: 1, apNone: -1 });
  });

  test("GIVEN the group's tables are set but edition:3rd THEN the seed tables are still used", () => {
    expect(editionOf(parseConfig({ tables: FIFTH, edition: '3rd' }))).toBe(THIRD_EDITION);
  });

  test.each([
    // glancing −2, AP1 +1: a 6 reads row 5 (wrecked); penetrating AP1: 6 + 1 = 7 explodes; glancing with no AP: 3 − 3 = 0 shaken
    ['glancing', 1, 6, [], 'wreck'],
    ['penetrating', 1, 6, [4], 'exploded'],
    ['glancing', null, 3, [], null],
  ] as const)(
    'GIVEN the swapped-in tables, a %s hit, AP%s and a roll of %i THEN its modifiers and rows apply',
    (table, ap, roll, extra, destroyed) => {
      const config = parseConfig({ tables: FIFTH });
      const result = resolveVolley(
        vehicle('rhino'),
        { ...SPEC, table, ap },
        { config, edition: editionOf(config), turn: 0, controller: 'Bob' },
        fixedRng([roll, ...extra]),
      );
      expect(result.vehicle.status.destroyed?.kind ?? null).toBe(destroyed);
      if (destroyed === null) expect(summary(result.vehicle)).toEqual({ ...INTACT, shaken: 0 });
    },
  );

  const bad = (patch: (e: Record<string, unknown>) => void): string => {
    const edition = JSON.parse(FIFTH) as Record<string, unknown>;
    patch(edition);
    return JSON.stringify(edition);
  };
  const rows = (e: Record<string, unknown>) => (e.tables as { damage: Array<Record<string, unknown>> }).damage;

  test.each([
    ['not JSON', '{"id": ', /`tables` is not valid JSON/],
    ['a missing id', bad((e) => delete e.id), /`tables\.id` must be non-empty text, got nothing \(it is missing\)\./],
    ['a built-in id', bad((e) => (e.id = '3rd')), /`tables\.id` "3rd" is a built-in edition/],
    [
      'an unknown effect',
      bad((e) => (rows(e)[2]!.effect = 'explodes')),
      /`tables\.tables\.damage\[2\]\.effect` must be one of "none", "shaken"/,
    ],
    [
      'a gap between rows',
      bad((e) => Object.assign(rows(e)[3]!, { min: 5, max: 5 })),
      /`tables\.tables\.damage\[3\]\.min` must be 4 \(rows must follow on/,
    ],
    ['no row for a 6', bad((e) => rows(e).pop()), /`tables\.tables\.damage\[4\]\.max` must be 6 or more/],
    ['a radius on a non-explosion', bad((e) => (rows(e)[0]!.radius = 3)), /`tables\.tables\.damage\[0\]\.radius` only applies to explode/],
    [
      'a use naming no table',
      bad((e) => ((e.use as Record<string, unknown>).glancing = { table: 'glance' })),
      /`tables\.use\.glancing\.table` names no table; tables: damage/,
    ],
    [
      'four penetration dice',
      bad((e) => ((e.penetration as Record<string, unknown>).ordnance = { dice: 4, keep: 'highest' })),
      /`tables\.penetration\.ordnance\.dice` must be a whole number from 1 to 3/,
    ],
    ['a misspelt field', bad((e) => (e.modifers = {})), /`tables\.modifers` is not a known field/],
  ])('GIVEN tables with %s THEN the error names the field', (_name, tables, message) => {
    const error = errorOf({ tables });
    expect(error.identifier).toBe('option');
    expect(error.message).toMatch(/^Bad 40k channel option: /);
    expect(error.message).toMatch(message);
  });

  test.each([
    [{ edition: '4th' }, /`edition` must be one of "3rd", got "4th"/],
    [{ immobilised_again: 'explode' }, /`immobilised_again` must be one of "none", "armament", "wreck"/],
    [{ skimmer_fast_move: 'fast' }, /`skimmer_fast_move` must be a whole number from 0 to 48/],
    [{ ammo: 1 }, /`ammo` is not a known field/],
  ])('GIVEN %j THEN the error names the option', (raw, message) => {
    expect(errorOf(raw).message).toMatch(message);
  });
});
