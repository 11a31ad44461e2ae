// Long line lists: content when short, whole lines in embeds when long, a file for whatever still does not fit.
import { describe, expect, test } from 'vitest';
import { linesReply } from '../../src/commands-kit/long-reply.js';
import { replyLimitProblems } from '../helpers/discord-limits.js';

const lines = (n: number, width: number) => Array.from({ length: n }, (_, i) => `${String(i).padStart(3, '0')} ${'x'.repeat(width - 4)}`);
const shownLines = (reply: ReturnType<typeof linesReply>) => [
  ...reply.content.split('\n').slice(1),
  ...(reply.embeds ?? []).flatMap((e) => e.description!.split('\n')),
];

describe('linesReply', () => {
  test('GIVEN lines that fit one message THEN they are plain content', () => {
    const reply = linesReply('head', lines(5, 50), 'x.txt');
    expect(reply).toEqual({ content: ['head', ...lines(5, 50)].join('\n') });
  });

  test('GIVEN 25 lines of 230 characters THEN all 25 are shown whole in embeds, within every limit, no file', () => {
    const reply = linesReply('head', lines(25, 230), 'x.txt');
    expect(reply.content).toBe('head');
    expect(reply.embeds!.length).toBe(2);
    expect(shownLines(reply)).toEqual(lines(25, 230));
    expect(reply.files).toBeUndefined();
    expect(replyLimitProblems({ content: reply.content, embeds: reply.embeds! })).toEqual([]);
  });

  test('GIVEN more than the embeds hold THEN the first lines are shown whole and the file has every line', () => {
    const all = lines(100, 200);
    const reply = linesReply('**head**', all, 'x.txt');
    const shown = reply.embeds!.flatMap((e) => e.description!.split('\n'));
    expect(shown).toEqual(all.slice(0, shown.length));
    expect(reply.content).toBe(`**head**\n-# The first ${shown.length}; all 100 are in the attached x.txt.`);
    expect(reply.files![0]!.data.toString()).toBe(`${['**head**', ...all].join('\n')}\n`);
    expect(reply.files![0]!.description).toBe('head: all 100 lines as text');
    expect(replyLimitProblems({ content: reply.content, embeds: reply.embeds!, files: reply.files! })).toEqual([]);
  });
});
