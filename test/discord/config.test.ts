// /config through the real discord.js client on the fake Discord: typed choices arrive, /config show fits Discord's
// limits whole, and the image mode decides what a result posts (card with alt text, sheet, or nothing).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadCommands } from '../../src/registry.js';
import { CARD_WIDTH } from '../../src/render/shot-card.js';
import type { ChannelStore } from '../../src/store/channel-store.js';
import { DEFAULT_CHANNEL_REF as channel, startBotOnFake } from '../helpers/discord-bot.js';
import { looksClipped, messageLimitProblems } from '../helpers/discord-limits.js';
import { decodePng } from '../helpers/png.js';
import { type FakeDiscord, MANAGE_CHANNELS } from './fake-discord.js';

let fake: FakeDiscord;
let store: ChannelStore;
let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ fake, store, close } = await startBotOnFake({ label: 'config-discord' }));
}, 15_000);
afterAll(() => close?.());

const gm = (name: string, options: Parameters<FakeDiscord['command']>[1], subcommand?: string) =>
  fake.command(name, options, subcommand, MANAGE_CHANNELS);

describe('GIVEN /config on the fake Discord', () => {
  test('WHEN the command is built THEN each system has a typed subcommand whose choices carry display names', async () => {
    const json = (await loadCommands()).get('config')!.data.toJSON();
    const subs = (json.options ?? []) as ReadonlyArray<{
      name: string;
      options?: ReadonlyArray<{ name: string; choices?: { name: string; value: string }[] }>;
    }>;
    expect(subs.map((s) => s.name)).toEqual([
      'show',
      'system',
      'gm-role',
      'table',
      'images',
      'dice',
      'my-dice',
      'battletech',
      'slaved-armour',
      'wh40k',
      'mecha-bots',
      'set',
      'reset',
    ]);
    const resolve = subs.find((s) => s.name === 'slaved-armour')?.options?.find((o) => o.name === 'resolve');
    expect(resolve?.choices).toEqual([
      { name: 'At the end of the phase (seed)', value: 'phase-end' },
      { name: 'At once, shot by shot', value: 'immediate' },
    ]);
  });

  test('WHEN a GM sets explosion-hits and asks for /config show THEN every table arrives whole within the limits', async () => {
    const set = await gm('config', { 'explosion-hits': 3 }, 'slaved-armour');
    expect(set.data.content).toContain('• explosion-hits: `3` · default `4`');
    const show = await fake.command('config', {}, 'show');
    expect(show.ephemeral).toBe(true);
    expect(messageLimitProblems(show.data, show.files.length)).toEqual([]);
    expect(looksClipped(show.data.content)).toBe(false);
    const embeds = (show.data.embeds ?? []) as ReadonlyArray<{ description?: string }>;
    const text = [show.data.content, ...embeds.map((e) => e.description), ...show.files.map((f) => f.data.toString())].join('\n');
    expect(text).toContain('• `fires` (set): `{"explosiveOnHit":');
    for (const key of ['tn', 'range', 'walls', 'melee', 'locomotion', 'turns', 'infantry'])
      expect(text).toContain(`• \`${key}\` (default): \``);
  }, 30_000);

  test('WHEN images change THEN a result posts the card with alt text, then the sheet, then nothing', async () => {
    await gm('unit', { template: 'battletech/locust', name: 'Bug' }, 'add');
    const compact = await gm('damage', { target: 'Bug', location: 'CT', damage: 3 }, 'battletech');
    expect(compact.files.map((f) => f.name)).toEqual(['Bug-result.png']);
    expect((await decodePng(compact.files[0]!.data)).width).toBe(CARD_WIDTH);
    const described = compact.data as { attachments?: ReadonlyArray<{ description?: string }> };
    expect(described.attachments?.[0]?.description).toBe('BattleTech result for Bug: CT armour −3 (7 left)');

    await gm('config', { mode: 'full' }, 'images');
    expect((await gm('damage', { target: 'Bug', location: 'CT', damage: 1 }, 'battletech')).files.map((f) => f.name)).toEqual([
      'Bug-1.png',
      'Bug-2.png',
    ]);
    await gm('config', { mode: 'none' }, 'images');
    expect((await gm('damage', { target: 'Bug', location: 'CT', damage: 1 }, 'battletech')).files).toEqual([]);
    expect((await store.load(channel)).settings.images).toBe('none');
  }, 30_000);
});
