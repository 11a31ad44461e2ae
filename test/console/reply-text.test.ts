// The console's text rendering of a reply: mentions read as names, pings named, buttons numbered for /press.
import { expect, test } from 'vitest';
import { formatReplyText } from '../../src/console/main.js';

test('GIVEN a battle reply that mentions and pings a player THEN the console prints @name, as Discord would draw it', () => {
  const text = formatReplyText(
    {
      content: '⏭️ Movement (<@alice>) done.\nNow: turn 1, Shooting (<@!bob>). Over to <@bob>.',
      mention: 'bob',
      buttons: [{ label: 'Undo', payload: 'x', command: 'undo' }],
    },
    [],
  );
  expect(text).toBe(
    [
      '⏭️ Movement (@alice) done.',
      'Now: turn 1, Shooting (@bob). Over to @bob.',
      '🔔 pings @bob (only them)',
      '[1] Undo   (press with /press N)',
    ].join('\n'),
  );
});
