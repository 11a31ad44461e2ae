// Reply → discord.js message: limits, buttons, ephemeral flags and no mentions.
import { ButtonStyle } from 'discord.js';
import { pino } from 'pino';
import { describe, expect, test } from 'vitest';
import { decodeCustomId } from '../../src/discord/custom-id.js';
import { clip, toDiscordReply } from '../../src/discord/reply.js';
import type { Reply, ReplyButton } from '../../src/reply.js';

const logs: Array<Record<string, unknown>> = [];
const logger = pino({ level: 'debug' }, { write: (line: string) => void logs.push(JSON.parse(line) as Record<string, unknown>) });
const scope = { channelId: '600000000000000001', logger };

function buttons(count: number): ReplyButton[] {
  return Array.from({ length: count }, (_, i) => ({ label: `B${i}`, payload: `p${i}`, command: 'shoot' }));
}

describe('GIVEN clip', () => {
  test.each([
    ['abc', 3, 'abc'],
    ['abcd', 3, 'ab…'],
    ['🎲🎲🎲🎲', 3, '🎲🎲…'],
    ['', 1, ''],
  ])('WHEN %j is cut to %i THEN it is %j', (text, max, expected) => {
    expect(clip(text, max)).toBe(expected);
  });
});

describe('GIVEN a Reply', () => {
  test('WHEN it is plain text THEN it is public, keeps its text and allows no mentions', () => {
    const { message, ephemeral, publicNote } = toDiscordReply({ content: 'hello <@1> @everyone' }, scope);
    expect(message).toMatchObject({
      content: 'hello <@1> @everyone',
      files: [],
      components: [],
      embeds: [],
      allowedMentions: { parse: [] },
    });
    expect([ephemeral, publicNote]).toEqual([false, undefined]);
  });

  test.each<[string, Reply, boolean]>([
    ['ephemeral', { content: 'x', ephemeral: true }, true],
    ['sealed (public note)', { content: 'x', publicNote: 'sealed' }, true],
    ['public', { content: 'x', ephemeral: false }, false],
  ])('WHEN it is %s THEN ephemeral is %s', (_name, reply, expected) => {
    expect(toDiscordReply(reply, scope).ephemeral).toBe(expected);
  });

  test('WHEN the content is one 2001-character line THEN its start is shown and the whole text attached', () => {
    const { message } = toDiscordReply({ content: 'y'.repeat(2001) }, scope);
    expect(message.content).toBe(`${'y'.repeat(1800)}…\n-# The whole reply is in the attached reply.txt.`);
    expect(message.files.map((f) => [f.name, (f.attachment as Buffer).toString()])).toEqual([['reply.txt', 'y'.repeat(2001)]]);
  });

  test('WHEN the content is many short lines over 2000 characters THEN every line moves whole into embeds', () => {
    const lines = Array.from({ length: 40 }, (_, i) => `line ${i} ${'z'.repeat(60)}`);
    const { message } = toDiscordReply({ content: ['**Head**', ...lines].join('\n') }, scope);
    expect(message.content).toBe('**Head**');
    expect(message.embeds.flatMap((e) => e.description!.split('\n'))).toEqual(lines);
    expect(message.files).toEqual([]);
  });

  test('WHEN long content comes with ten files already THEN it is clipped, the one case left', () => {
    const files = Array.from({ length: 10 }, (_, i) => ({ name: `${i}.png`, data: Buffer.from([i]) }));
    const { message } = toDiscordReply({ content: 'y'.repeat(2001), files }, scope);
    expect(message.content).toBe(`${'y'.repeat(1999)}…`);
  });

  test('WHEN the content is empty and nothing else is sent THEN Discord still gets some text', () => {
    expect(toDiscordReply({ content: '' }, scope).message.content).toBe('(no output)');
  });

  test('WHEN it carries a file THEN the attachment has its name and bytes', () => {
    const data = Buffer.from([1, 2, 3]);
    const { message } = toDiscordReply({ content: 'x', files: [{ name: 'sheet.png', data, description: 'Atlas' }] }, scope);
    expect(message.files.map((f) => [f.name, f.attachment, f.description])).toEqual([['sheet.png', data, 'Atlas']]);
  });

  test.each([
    [1, [1]],
    [5, [5]],
    [6, [5, 1]],
    [25, [5, 5, 5, 5, 5]],
    [27, [5, 5, 5, 5, 5]],
  ])('WHEN it has %i buttons THEN the rows hold %j', (count, rows) => {
    const { message } = toDiscordReply({ content: 'x', buttons: buttons(count) }, scope);
    expect(message.components.map((row) => row.components.length)).toEqual(rows);
  });

  test('WHEN a button is styled and scoped THEN its custom id carries the command, channel, user and payload', () => {
    const reply: Reply = {
      content: 'x',
      buttons: [{ label: 'Undo', payload: 'abc', command: 'undo', style: 'secondary', onlyUser: '42' }],
    };
    const json = toDiscordReply(reply, scope).message.components[0]!.toJSON().components[0] as {
      custom_id: string;
      style: number;
      label: string;
    };
    expect(json.style).toBe(ButtonStyle.Secondary);
    expect(json.label).toBe('Undo');
    expect(decodeCustomId(json.custom_id)).toEqual({ command: 'undo', channel: '4k3u8ysr2qyp', user: (42).toString(36), payload: 'abc' });
  });

  test('WHEN a payload cannot fit in a custom id THEN that button is dropped and logged, and the rest of the reply stands', () => {
    const reply: Reply = { content: 'x', buttons: [{ label: 'Big', payload: 'z'.repeat(95), command: 'shoot' }, ...buttons(1)] };
    const { message } = toDiscordReply(reply, scope);
    expect(message.components.flatMap((row) => row.components.map((b) => (b.toJSON() as { label: string }).label))).toEqual(['B0']);
    expect(logs.some((l) => l.level === 50 && String(l.msg).startsWith('button dropped'))).toBe(true);
  });

  test('WHEN it has embeds over the limits THEN titles, descriptions and fields are cut to what Discord takes', () => {
    const fields = Array.from({ length: 30 }, (_, i) => ({ name: `f${i}`, value: 'v'.repeat(2000) }));
    const { message } = toDiscordReply(
      { content: 'x', embeds: [{ title: 't'.repeat(300), description: 'd'.repeat(5000), fields }] },
      scope,
    );
    const [embed] = message.embeds;
    expect([embed!.title!.length, embed!.description!.length, embed!.fields!.length, embed!.fields![0]!.value.length]).toEqual([
      256, 4096, 25, 1024,
    ]);
  });
});
