// Unit names in their compared form, user ids from mentions, and player text that can't restyle a reply.
import { describe, expect, test } from 'vitest';
import { nameKey, normaliseName, userIdFrom } from '../../src/control/identity.js';
import { escapePlayerText } from '../../src/control/user-text.js';
import { UserError } from '../../src/errors.js';

describe('unit names', () => {
  test.each([
    ['AliceMech\u200b', 'AliceMech'],
    ['Ａｌｉｃｅ', 'Alice'],
    ['  Big   Bot ', 'Big Bot'],
    ['e\u0301clair', 'éclair'],
    ['ﬁre team', 'fire team'],
    ['❤️Tank', '❤Tank'],
    ['नमस्ते', 'नमस्ते'],
  ])('GIVEN %j THEN it is stored as %j', (raw, stored) => {
    expect(normaliseName(raw)).toBe(stored);
    expect(nameKey(raw)).toBe(stored.toLowerCase());
  });

  test.each([
    ['Kes\u0007', 'A unit name may not contain control characters.'],
    ['Kes\u001b[31m', 'A unit name may not contain control characters.'],
    ['Ke\u0335s', 'A unit name may not carry stray combining marks; type the letter itself.'],
    ['Z\u0336\u0337\u0338alg', 'A unit name may not carry stray combining marks; type the letter itself.'],
    ['\u0301Kes', 'A unit name may not start with a combining mark; type the letter itself.'],
    ['\u202eAlice\u202c', 'A unit name may not contain text-direction (bidi) characters.'],
    ['Ali\u2067ce', 'A unit name may not contain text-direction (bidi) characters.'],
  ])('GIVEN %j THEN it is refused', (raw, message) => {
    expect(() => normaliseName(raw)).toThrow(new UserError('option', message));
  });

  test('GIVEN a bidi override in a name looked up THEN it still finds the unit (only a new name is refused)', () => {
    expect(nameKey('\u202eAlice\u202c')).toBe('alice');
  });
});

describe('members', () => {
  test.each([
    ['<@123456789012345678>', '123456789012345678'],
    ['<@!123456789012345678>', '123456789012345678'],
    [' 123456789012345678 ', '123456789012345678'],
    ['<@bob>', 'bob'],
  ])('GIVEN %j THEN the user id is %j', (raw, id) => {
    expect(userIdFrom(raw)).toBe(id);
  });

  test.each(['Blue player', 'a`b', '<@&42>', '@everyone', ''])('GIVEN %j THEN it is no member', (raw) => {
    expect(() => userIdFrom(raw)).toThrow(/is not a member; mention them/);
  });
});

describe('player text', () => {
  test.each([
    ['[click](https://evil.example)', '\\[click\\]\\(https\\://evil.example\\)'],
    ['||spoil||', '\\|\\|spoil\\|\\|'],
    ['```js\nboom```', '\\`\\`\\`js boom\\`\\`\\`'],
    ['\u001b[31mred', '\\[31mred'],
    ['# Heading', '\\# Heading'],
    ['@everyone <@123>', '\\@everyone \\<\\@123\\>'],
    ['fire\u202e!', 'fire!'],
    ['plain words', 'plain words'],
  ])('GIVEN %j THEN it is shown as %j', (raw, shown) => {
    expect(escapePlayerText(raw)).toBe(shown);
  });
});
