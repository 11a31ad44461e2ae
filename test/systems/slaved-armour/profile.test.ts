import { describe, expect, test } from 'vitest';
import { UserError } from '../../../src/errors.js';
import { formatProfile, parseProfile, thresholdDigit } from '../../../src/systems/slaved-armour/profile.js';

describe('parseProfile', () => {
  test.each([
    ['Human2345', { species: 'Human', stun: 2, light: 3, severe: 4, death: 5 }],
    ['Bear579A', { species: 'Bear', stun: 5, light: 7, severe: 9, death: 10 }],
    ['OgreAABZ', { species: 'Ogre', stun: 10, light: 10, severe: 11, death: 35 }],
    ['2345', { species: '', stun: 2, light: 3, severe: 4, death: 5 }],
    ['Giant squid 59CF', { species: 'Giant squid', stun: 5, light: 9, severe: 12, death: 15 }],
  ])('GIVEN %s THEN the thresholds are base-36 digits', (code, expected) => {
    expect(parseProfile(code)).toEqual({ code, ...expected });
  });

  test.each([
    ['', 'it is empty'],
    ['Human234', 'found 3 thresholds instead of 4'],
    ['Human', 'does not end in four thresholds'],
    ['Human2a45', '`a` is lower-case'],
    ['Bear579a', '`a` is lower-case'],
    ['Human0345', 'Stun threshold must be at least 1'],
    ['Human5432', 'Light (4) is below Stun (5)'],
    ['Bear57A9', 'Death (9) is below Severe (10)'],
  ])('GIVEN the malformed profile %j THEN a UserError saying %s', (code, message) => {
    expect(() => parseProfile(code)).toThrow(UserError);
    expect(() => parseProfile(code)).toThrow(message);
    expect(() => parseProfile(code)).toThrow('Human2345');
  });

  test.each([
    [9, '9'],
    [10, 'A'],
    [35, 'Z'],
  ])('GIVEN threshold %i THEN digit %s', (value, digit) => {
    expect(thresholdDigit(value)).toBe(digit);
  });

  test('GIVEN a parsed profile THEN it formats back', () => {
    expect(formatProfile(parseProfile('Bear579A'))).toBe('Bear579A');
  });
});
