// The console's text and --json rendering of a reply: mentions read as names, pings named, buttons numbered for /press.
import { expect, test } from 'vitest';
import { formatReplyText, replyJson } from '../../src/console/main.js';

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

test('GIVEN --json and a battle card THEN content, embeds and buttons read @name too', () => {
  const json = JSON.parse(
    replyJson(
      {
        content: '⚔️ Battle: turn 1, Movement (<@bob>).',
        embeds: [
          {
            title: 'BattleTech · turn 1 · Movement',
            description: "Now: <@bob>'s step\nOrder: <@bob>, <@!alice>",
            fields: [{ name: 'Bug', value: '<@gm> · not moved', inline: true }],
          },
        ],
        buttons: [{ label: 'Undo', payload: 'x', command: 'undo' }],
      },
      [],
    ),
  );
  expect(json).toEqual({
    ok: true,
    content: '⚔️ Battle: turn 1, Movement (@bob).',
    mention: null,
    embeds: [
      {
        title: 'BattleTech · turn 1 · Movement',
        description: "Now: @bob's step\nOrder: @bob, @alice",
        fields: [{ name: 'Bug', value: '@gm · not moved', inline: true }],
      },
    ],
    files: [],
    buttons: ['Undo'],
    error: null,
  });
});
