import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { UserError } from '../../../src/errors.js';
import { slavedArmour } from '../../../src/systems/slaved-armour/index.js';
import { readUnit, writeUnit } from '../../../src/systems/slaved-armour/sheet.js';
import { createFromTemplate, TEMPLATES } from '../../../src/systems/slaved-armour/templates.js';
import { ROW_COUNT } from '../../../src/systems/slaved-armour/unit.js';

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/slaved-armour/${name}`, import.meta.url), 'utf8');

describe('templates', () => {
  test('GIVEN the built-in templates THEN there are at least three SAs and at least one person', () => {
    const kinds = TEMPLATES.map((t) => createFromTemplate(t.id).kind);
    expect(kinds.filter((k) => k === 'sa').length).toBeGreaterThanOrEqual(3);
    expect(kinds.filter((k) => k === 'person').length).toBeGreaterThanOrEqual(1);
  });

  test.each(TEMPLATES.map((t) => t.id))('GIVEN template %s THEN it is valid and round-trips through the JSON format', (id) => {
    const data = createFromTemplate(id);
    expect(readUnit(JSON.parse(JSON.stringify(writeUnit(data, 'X')))).data).toEqual(data);
    if (data.kind === 'sa') {
      expect(data.rows).toHaveLength(ROW_COUNT);
      expect(data.rows.flat().some((m) => m.critical)).toBe(true);
    }
  });

  test('GIVEN the soldier template THEN a Human2345 with STR, DEX, armour and a rifle', () => {
    expect(createFromTemplate('soldier')).toMatchObject({
      kind: 'person',
      profile: { code: 'Human2345', stun: 2, light: 3, severe: 4, death: 5 },
      armour: 2,
      str: 10,
      dex: 10,
      damage: 0,
      condition: 'ok',
      bedridden: false,
      scars: 0,
      weapons: [{ name: 'Assault rifle', band: 'M', hits: 0, dice: 4, magCapacity: 5, shotsLeft: 5, spareMags: 3 }],
    });
  });

  test('GIVEN an unknown template THEN a UserError listing the templates', () => {
    expect(() => createFromTemplate('zeppelin')).toThrow(/No Slaved Armour template `zeppelin`.*`hound`/);
  });
});

describe('importUnit', () => {
  test('GIVEN the raider fixture THEN an SA with flags, weapons and a suggested name', () => {
    const result = slavedArmour.importUnit('raider.json', fixture('raider.json'));
    expect(result.suggestedName).toBe('Raider');
    expect(result.warnings).toEqual([]);
    const data = result.data;
    if (data.kind !== 'sa') throw new Error('expected an SA');
    expect(data.design).toBe('Raider Mk II');
    expect(data.rows[0]?.[1]).toEqual({ name: 'Pilot', destroyed: false, critical: true, explosive: false, fire: 'none' });
    expect(data.rows[3]?.[2]).toEqual({ name: 'Engine', destroyed: false, critical: true, explosive: false, fire: 'internal' });
    expect(data.weapons.map((w) => [w.name, w.code, w.hits, w.magCapacity, w.spareMags])).toEqual([
      ['Autopistol', 'S16-32', 1, 3, 2],
      ['Rocket rack', 'L-2-1-12-3', 2, 12, 1],
    ]);
  });

  test('GIVEN the grunt fixture without a kind THEN a person is guessed from its profile', () => {
    const data = slavedArmour.importUnit('grunt.json', fixture('grunt.json')).data;
    expect(data).toMatchObject({ kind: 'person', str: 9, dex: 11, maxStr: 9, maxDex: 11, skill: 2, locomotion: 'foot' });
  });

  test('GIVEN a file with no name THEN the file name is suggested', () => {
    const json = JSON.parse(fixture('grunt.json'));
    delete json.name;
    expect(slavedArmour.importUnit('private-ryan.json', JSON.stringify(json)).suggestedName).toBe('private-ryan');
  });

  test('GIVEN a weapon band outside the default table THEN a warning', () => {
    const json = JSON.parse(fixture('grunt.json'));
    json.weapons = ['Q04-52 Odd gun'];
    expect(slavedArmour.importUnit('g.json', JSON.stringify(json)).warnings).toEqual([
      'Odd gun: band Q is not in the default range table.',
    ]);
  });

  const raider = () => JSON.parse(fixture('raider.json'));
  test.each([
    ['not JSON', () => '{ rows: ', 'is not valid JSON'],
    ['five rows', () => JSON.stringify({ ...raider(), rows: raider().rows.slice(0, 5) }), '`rows` must be a list of exactly 6 entries'],
    [
      'bad module',
      () => JSON.stringify({ ...raider(), rows: [[{ name: 'X', critical: 'yes' }], [], [], [], [], []] }),
      '`rows[0][0].critical` must be true or false; got `"yes"`',
    ],
    [
      'bad fire',
      () => JSON.stringify({ ...raider(), rows: [[{ name: 'X', fire: 'hot' }], [], [], [], [], []] }),
      '`rows[0][0].fire` must be one of',
    ],
    ['no modules', () => JSON.stringify({ ...raider(), rows: [[], [], [], [], [], []] }), 'six rows with at least one module'],
    [
      'bad weapon',
      () => JSON.stringify({ ...raider(), weapons: ['S1-32 Autopistol'] }),
      '`weapons[0]` must be valid: Weapon code `S1-32 Autopistol` is malformed',
    ],
    ['bad speed', () => JSON.stringify({ ...raider(), speed: 9 }), '`speed` must be a whole number from 0 to 6; got `9`'],
    ['unknown field', () => JSON.stringify({ ...raider(), armour: 3 }), '`armour` is not a known field'],
    [
      'duplicate weapon',
      () => JSON.stringify({ ...raider(), weapons: ['S16-32 Autopistol', 'S16-32 Autopistol'] }),
      '`weapons[1].name` must be different',
    ],
    [
      'bad profile',
      () => JSON.stringify({ kind: 'person', profile: 'Human23', str: 1, dex: 1 }),
      '`profile` must be valid: Damage profile `Human23` is malformed',
    ],
    [
      'missing str',
      () => JSON.stringify({ kind: 'person', profile: 'Human2345', dex: 1 }),
      '`str` must be a whole number from 0 to 99; got nothing',
    ],
    [
      'shots over capacity',
      () => JSON.stringify({ ...raider(), weapons: [{ code: 'S16-32 Autopistol', shotsLeft: 4 }] }),
      '`weapons[0].shotsLeft` must be a whole number from 0 to 3',
    ],
  ])('GIVEN %s THEN a UserError naming the field', (_what, text, message) => {
    let error: unknown;
    try {
      slavedArmour.importUnit('bad.json', text());
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(UserError);
    expect((error as UserError).identifier).toBe('import');
    expect((error as UserError).message).toContain(message);
  });
});

describe('validation gaps', () => {
  const sa = (extra: Record<string, unknown>) => ({
    kind: 'sa',
    rows: [['Plate', { name: 'Cockpit', critical: true }], ['Plate'], ['Plate'], ['Plate'], ['Plate'], ['Leg']],
    ...extra,
  });

  test.each([
    [{ locomotion: 'legs', speed: 6 }, '`speed` must be a whole number from 0 to 3; got `6`.'],
    [{ locomotion: 'hover' }, '`locomotion` must be `legs` or `roller-pitons`; got `"hover"`.'],
    [{ locomotion: 'foot' }, '`locomotion` must be `legs` or `roller-pitons`; got `"foot"`.'],
    [
      { rows: [['Plate', { name: 'Cockpit', critical: true, destroyed: true }], ['Plate'], ['Plate'], ['Plate'], ['Plate'], ['Leg']] },
      '`destroyed` must be true: its critical module Cockpit is destroyed, and losing a critical module destroys the SA; got `false`.',
    ],
  ])('GIVEN %j THEN the import is refused, naming the field', (extra, message) => {
    expect(() => readUnit(sa(extra))).toThrow(message);
  });

  test('GIVEN roller-pitons at speed 6, or a wreck with its cockpit gone THEN both are accepted', () => {
    expect(readUnit(sa({ locomotion: 'roller-pitons', speed: 6 })).data).toMatchObject({ speed: 6 });
    const wreck = sa({
      destroyed: true,
      rows: [['Plate', { name: 'Cockpit', critical: true, destroyed: true }], ['Plate'], ['Plate'], ['Plate'], ['Plate'], ['Leg']],
    });
    expect(readUnit(wreck).data).toMatchObject({ destroyed: true });
  });
});
