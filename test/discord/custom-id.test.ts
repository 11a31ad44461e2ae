// Button custom ids: what a reply writes, a press can read back and check, always within Discord's 100 characters.
import { describe, expect, test } from 'vitest';
import { compactId, decodeCustomId, encodeCustomId, MAX_CUSTOM_ID_LENGTH, payloadRoom } from '../../src/discord/custom-id.js';

const CHANNEL = '1234567890123456789';
const USER = '1111111111111111111';

describe('GIVEN a button target', () => {
  test.each([
    { onlyUser: undefined, payload: 'a1b2c3d4', expected: `s1|undo|${compactId(CHANNEL)}|*|a1b2c3d4` },
    { onlyUser: USER, payload: 'x', expected: `s1|undo|${compactId(CHANNEL)}|${compactId(USER)}|x` },
    { onlyUser: undefined, payload: 'has|bars|in|it', expected: `s1|undo|${compactId(CHANNEL)}|*|has|bars|in|it` },
  ])('WHEN encoded for user $onlyUser THEN it reads $expected and decodes back', ({ onlyUser, payload, expected }) => {
    const id = encodeCustomId({ command: 'undo', channelId: CHANNEL, onlyUser, payload });
    expect(id).toBe(expected);
    expect(decodeCustomId(id!)).toEqual({
      command: 'undo',
      channel: compactId(CHANNEL),
      user: onlyUser === undefined ? undefined : compactId(USER),
      payload,
    });
  });

  test.each([
    { command: 'shoot', restricted: true, room: 65 },
    { command: 'shoot', restricted: false, room: 76 },
    { command: 'undo', restricted: false, room: 77 },
  ])('WHEN /$command restricted=$restricted THEN $room payload characters fit and one more does not', ({ command, restricted, room }) => {
    expect(payloadRoom(command, restricted)).toBe(room);
    const target = { command, channelId: CHANNEL, onlyUser: restricted ? USER : undefined };
    expect(encodeCustomId({ ...target, payload: 'p'.repeat(room) })).toHaveLength(MAX_CUSTOM_ID_LENGTH);
    expect(encodeCustomId({ ...target, payload: 'p'.repeat(room + 1) })).toBeUndefined();
  });

  test('WHEN a system-prefixed payload of 50 characters goes to one user THEN it fits', () => {
    const id = encodeCustomId({ command: 'shoot', channelId: CHANNEL, onlyUser: USER, payload: `slaved-armour~${'p'.repeat(50)}` });
    expect(id!.length).toBeLessThanOrEqual(MAX_CUSTOM_ID_LENGTH);
  });

  test('WHEN the id would pass 100 characters THEN there is no id rather than a cut one', () => {
    expect(encodeCustomId({ command: 'shoot', channelId: CHANNEL, onlyUser: USER, payload: 'p'.repeat(80) })).toBeUndefined();
  });
});

describe('GIVEN ids from elsewhere', () => {
  test.each(['', 'legacy', 's2|undo|c|*|p', 's1|undo|c|*', 's1||c|*|p', 's1|undo||*|p'])('WHEN %j is decoded THEN it is not ours', (id) => {
    expect(decodeCustomId(id)).toBeUndefined();
  });
});

describe('GIVEN compactId', () => {
  test.each([
    ['1234567890123456789', BigInt('1234567890123456789').toString(36)],
    ['0', '0'],
    ['console', 'console'],
  ])('WHEN given %s THEN it writes %s', (id, expected) => {
    expect(compactId(id)).toBe(expected);
  });

  test('WHEN given a 19-digit snowflake THEN it takes at most 13 characters', () => {
    expect(compactId('9999999999999999999').length).toBeLessThanOrEqual(13);
  });
});
