import { describe, expect, test } from 'vitest';
import { UserError } from '../../../src/errors.js';
import { describeMelee } from '../../../src/systems/slaved-armour/describe.js';
import { formatCode, parseWeaponCode, spellCode, tagsFromName, weaponFromCode } from '../../../src/systems/slaved-armour/weapon-code.js';

describe('parseWeaponCode', () => {
  test('GIVEN the seed example S16-32 Autopistol THEN band S, 1 hit, 6 dice, magazine 3, 2 slots, tags auto and pistol', () => {
    expect(parseWeaponCode('S16-32 Autopistol')).toEqual({
      name: 'Autopistol',
      code: 'S16-32',
      band: 'S',
      hits: 1,
      dice: 6,
      magCapacity: 3,
      magSlots: 2,
      tags: ['auto', 'pistol'],
    });
  });

  test('GIVEN the dashed long form S-1-6-3-2 auto,pistol THEN the same numbers and the listed tags', () => {
    expect(parseWeaponCode('S-1-6-3-2 auto,pistol')).toEqual({
      name: 'S-1-6-3-2 auto,pistol',
      code: 'S-1-6-3-2',
      band: 'S',
      hits: 1,
      dice: 6,
      magCapacity: 3,
      magSlots: 2,
      tags: ['auto', 'pistol'],
    });
  });

  test.each([
    ['M-12-0-30-4 heavy,cannon', { band: 'M', hits: 12, dice: 0, magCapacity: 30, magSlots: 4, tags: ['heavy', 'cannon'] }],
    ['l31-22 Rocket launcher', { band: 'L', hits: 3, dice: 1, magCapacity: 2, magSlots: 2, tags: ['rocket', 'launcher'] }],
    ['  P04-10  ', { band: 'P', hits: 0, dice: 4, magCapacity: 1, magSlots: 0, tags: [] }],
    ['X-0-0-99-0', { band: 'X', hits: 0, dice: 0, magCapacity: 99, magSlots: 0, tags: [] }],
  ])('GIVEN %s THEN its fields parse', (code, fields) => {
    expect(parseWeaponCode(code)).toMatchObject(fields);
  });

  test.each([
    ['', 'it is empty'],
    ['16-32 Autopistol', 'must start with the range band letter'],
    ['S1-32 Autopistol', 'two digits, a dash and two digits'],
    ['S16-3 Autopistol', 'two digits, a dash and two digits'],
    ['S1632 Autopistol', 'two digits, a dash and two digits'],
    ['S-1-6-3 auto', 'needs 4 numbers after the band'],
    ['S-1-x-3-2 auto', '`x` is not a whole number'],
    ['S-1-6-0-2 auto', 'magazine capacity must be a whole number from 1 to 99, not 0'],
    ['S10-02 Pistol', 'magazine capacity must be a whole number from 1 to 99, not 0'],
    ['S-100-6-3-2 auto', 'anti-armour hits must be a whole number from 0 to 99, not 100'],
    ['S-1-6-3-2 auto,two words', 'tag `two words` must be one word'],
    [`S-1-${'x'.repeat(50)}-3-2 auto`, '`xxxxxxxxxxxxxxxxxxx…` is not a whole number'],
    [`S-1-6-3-2 auto,${'y '.repeat(30)}`, 'tag `y y y y y y y y y y…` must be one word'],
    ['Q'.repeat(60), 'Weapon code `QQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQ…` is malformed: after the band letter'],
  ])('GIVEN the malformed code %j THEN a UserError saying %s', (code, message) => {
    let error: unknown;
    try {
      parseWeaponCode(code);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(UserError);
    expect((error as UserError).identifier).toBe('import');
    expect((error as UserError).message).toContain(message);
    expect((error as UserError).message).toContain('S16-32 Autopistol');
  });
});

describe('tagsFromName', () => {
  test.each([
    ['Autopistol', ['auto', 'pistol']],
    ['Shotgun', ['shotgun']],
    ['Heavy machine gun', ['heavy', 'machine', 'gun']],
    ['Flamethrower', ['flame']],
    ['Autocannon', ['auto', 'cannon']],
    ['Knife', []],
  ])('GIVEN the name %s THEN the tags %j', (name, tags) => {
    expect(tagsFromName(name)).toEqual(tags);
  });
});

describe('weaponFromCode and formatCode', () => {
  test('GIVEN a code THEN a full magazine and the given spares', () => {
    expect(weaponFromCode('S16-32 Autopistol', 3)).toMatchObject({ shotsLeft: 3, spareMags: 3 });
  });

  test.each([
    [{ band: 'S', hits: 1, dice: 6, magCapacity: 3, magSlots: 2 }, 'S16-32'],
    [{ band: 'M', hits: 1, dice: 5, magCapacity: 12, magSlots: 2 }, 'M-1-5-12-2'],
  ])('GIVEN %j THEN it is written %s', (weapon, code) => {
    expect(formatCode(weapon)).toBe(code);
  });
});

describe('spellCode', () => {
  test('GIVEN the seed example S16-32 THEN it reads as the seed explains it', () => {
    expect(spellCode(parseWeaponCode('S16-32 Autopistol'))).toBe(
      'effective at Short range · 1 AA hit · 6 AP damage dice · magazine of 3 shots · 2 cargo slots per magazine',
    );
  });

  test.each([
    [
      'P01-10 Knife thrower',
      'effective at Point-blank range · no AA hits · 1 AP damage die · magazine of 1 shot · magazines take no cargo slots',
    ],
    ['X-12-0-40-1 Railgun', 'effective at Extreme range · 12 AA hits · no AP dice · magazine of 40 shots · 1 cargo slot per magazine'],
    ['Q11-11 Odd', 'effective band Q · 1 AA hit · 1 AP damage die · magazine of 1 shot · 1 cargo slot per magazine'],
  ])('GIVEN %s THEN %s', (code, text) => {
    expect(spellCode(parseWeaponCode(code))).toBe(text);
  });

  test('GIVEN a channel band table THEN its band names are used', () => {
    expect(spellCode(parseWeaponCode('Q11-11 Odd'), [{ id: 'Q', name: 'Quarter' }])).toMatch(/^effective at Quarter range · /);
  });

  test('GIVEN melee weapons THEN one hit and one die are singular', () => {
    expect(describeMelee({ name: 'Fists', reach: 'unarmed', hits: 1, dice: 1 })).toBe('Fists (unarmed reach, 1 AA hit, 1 AP damage die)');
    expect(describeMelee({ name: 'Claw', reach: 'medium', hits: 2, dice: 0 })).toBe('Claw (medium reach, 2 AA hits, no AP dice)');
  });
});
