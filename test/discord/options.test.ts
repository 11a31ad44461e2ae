// Interaction options → OptionBag and the logged command line, including subcommands and attachments.
import { ApplicationCommandOptionType as T } from 'discord.js';
import { describe, expect, test } from 'vitest';
import { type InteractionOption, readOptions } from '../../src/discord/options.js';
import { UserError } from '../../src/errors.js';
import { MAX_ATTACHMENT_BYTES } from '../../src/options.js';

const noFetch = (() => {
  throw new Error('must not fetch');
}) as unknown as typeof fetch;

describe('GIVEN top-level options', () => {
  test('WHEN read THEN each value keeps its type and the command line lists them in order', () => {
    const data: InteractionOption[] = [
      { name: 'expression', type: T.String, value: '4d6kh3' },
      { name: 'modifier', type: T.Integer, value: -2 },
      { name: 'secret', type: T.Boolean, value: true },
    ];
    const { options, commandLine } = readOptions('roll', data, noFetch);
    expect(commandLine).toBe('/roll expression:4d6kh3 modifier:-2 secret:true');
    expect([options.string('expression'), options.integer('modifier'), options.boolean('secret'), options.subcommand]).toEqual([
      '4d6kh3',
      -2,
      true,
      undefined,
    ]);
  });
});

describe('GIVEN subcommands', () => {
  test.each<[string, InteractionOption[], string | undefined, string]>([
    [
      'a subcommand',
      [{ name: 'show', type: T.Subcommand, options: [{ name: 'name', type: T.String, value: 'Atlas' }] }],
      'show',
      '/unit show name:Atlas',
    ],
    ['a bare subcommand', [{ name: 'list', type: T.Subcommand }], 'list', '/unit list'],
    [
      'a group and subcommand',
      [{ name: 'admin', type: T.SubcommandGroup, options: [{ name: 'wipe', type: T.Subcommand, options: [] }] }],
      'admin wipe',
      '/unit admin wipe',
    ],
  ])('WHEN given %s THEN the bag names it and the line shows it', (_name, data, subcommand, line) => {
    const { options, commandLine } = readOptions('unit', data, noFetch);
    expect(options.subcommand).toBe(subcommand);
    expect(commandLine).toBe(line);
  });
});

describe('GIVEN an attachment option', () => {
  const attachment = (size: number) => ({ name: 'atlas.mtf', size, url: 'https://cdn.example/atlas.mtf' });

  test('WHEN read THEN it is fetched from its URL only when the handler asks', async () => {
    const calls: string[] = [];
    const fetchFile = (async (url: string) => {
      calls.push(url);
      return new Response('Version:1.0');
    }) as unknown as typeof fetch;
    const { options, commandLine } = readOptions(
      'unit',
      [{ name: 'file', type: T.Attachment, value: '1', attachment: attachment(11) }],
      fetchFile,
    );
    expect(commandLine).toBe('/unit file:atlas.mtf');
    const file = options.attachment('file', true);
    expect(calls).toEqual([]);
    expect((await file.read()).toString()).toBe('Version:1.0');
    expect(calls).toEqual(['https://cdn.example/atlas.mtf']);
  });

  test('WHEN it is over the limit THEN it is refused without fetching', async () => {
    const { options } = readOptions(
      'unit',
      [{ name: 'file', type: T.Attachment, value: '1', attachment: attachment(MAX_ATTACHMENT_BYTES + 1) }],
      noFetch,
    );
    expect(() => options.attachment('file')).toThrow(UserError);
    const raw = options.entries()[0]![1] as { read(): Promise<Buffer> };
    await expect(raw.read()).rejects.toThrow(/larger than 262144 bytes/);
  });

  test('WHEN the download body is bigger than declared THEN it is refused', async () => {
    const fetchFile = (async () => new Response(Buffer.alloc(MAX_ATTACHMENT_BYTES + 1))) as unknown as typeof fetch;
    const { options } = readOptions('unit', [{ name: 'file', type: T.Attachment, value: '1', attachment: attachment(10) }], fetchFile);
    await expect(options.attachment('file', true).read()).rejects.toThrow(/larger than/);
  });

  test.each([
    ['a 404', (async () => new Response('gone', { status: 404 })) as unknown as typeof fetch, /HTTP 404/],
    [
      'a network error',
      (async () => {
        throw new TypeError('fetch failed');
      }) as unknown as typeof fetch,
      /Could not download `atlas.mtf` from Discord; please attach it again/,
    ],
  ])('WHEN the download meets %s THEN the user is told to attach it again', async (_name, fetchFile, message) => {
    const { options } = readOptions('unit', [{ name: 'file', type: T.Attachment, value: '1', attachment: attachment(10) }], fetchFile);
    const error = await options
      .attachment('file', true)
      .read()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserError);
    expect((error as Error).message).toMatch(message);
  });
});
