// /unit export through the real discord.js client on the fake Discord: bob takes alice's units as attachments, which
// are within Discord's limits and import back through /unit import.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAX_ATTACHMENT_BYTES } from '../../src/options.js';
import type { ChannelStore } from '../../src/store/channel-store.js';
import { systemById } from '../../src/systems/registry.js';
import { DEFAULT_CHANNEL_REF as channel, startBotOnFake } from '../helpers/discord-bot.js';
import { DEFAULT_USER, type FakeDiscord, type FakeUser, MANAGE_CHANNELS, PLAYER_PERMISSIONS } from './fake-discord.js';

const BOB: FakeUser = { id: '700000000000000002', username: 'bob', global_name: 'Bob' };
const GM = PLAYER_PERMISSIONS | MANAGE_CHANNELS;

let fake: FakeDiscord;
let store: ChannelStore;
let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ fake, store, close } = await startBotOnFake({ label: 'unit-export-discord' }));
}, 15_000);
afterAll(() => close?.());

const send = (user: FakeUser, subcommand: string, options: Parameters<FakeDiscord['sendCommand']>[1], permissions = PLAYER_PERMISSIONS) =>
  fake.answerTo(fake.sendCommand('unit', options, { user, subcommand, permissions }).id, 15_000);

describe('GIVEN alice’s units on the fake Discord', () => {
  beforeAll(async () => {
    for (const [template, name] of [
      ['battletech/hunchback', 'Hunch'],
      ['mecha-bots/sample', 'Alpha'],
    ] as const)
      expect((await send(DEFAULT_USER, 'add', { template, name })).data.content).toContain(`Added **${name}**`);
    // A GM's damage, so the design and the state differ.
    const hit = await fake.answerTo(
      fake.sendCommand('damage', { target: 'Hunch', location: 'LA', damage: 6 }, { subcommand: 'battletech', permissions: GM }).id,
      15_000,
    );
    expect(hit.data.content).toContain('Hunch');
  }, 40_000);

  test.each([
    ['Hunch', 'Hunch.json', 'battletech', 'hunchback'],
    ['Alpha', 'Alpha.txt', 'mecha-bots', 'sample'],
  ])(
    'WHEN bob exports %s THEN only he sees the reply, it carries %s within the limits, and it imports back as the design',
    async (unit, fileName, system, template) => {
      const reply = await send(BOB, 'export', { unit });
      expect(reply.ephemeral).toBe(true);
      expect(reply.data.content).toContain(`**${unit}** (${systemById(system).name}), its design as built: \`${fileName}\``);
      expect(reply.files.map((f) => f.name)).toEqual([fileName]);
      const file = reply.files[0]!;
      expect(file.data.length).toBeGreaterThan(100);
      expect(file.data.length).toBeLessThan(MAX_ATTACHMENT_BYTES);

      const imported = await send(BOB, 'import', { file: { attachment: { name: file.name, data: file.data } }, name: `${unit} 2` });
      expect(imported.data.content).toContain(`Added **${unit} 2** (${systemById(system).name}).`);
      const copy = (await store.load(channel)).units[`${unit.toLowerCase()} 2`];
      expect([copy?.owner, copy?.data]).toEqual([BOB.id, systemById(system).createFromTemplate(template)]);
    },
    40_000,
  );

  test('WHEN bob exports the damaged Hunch with state:true THEN the reply says a BattleTech file holds the design only', async () => {
    const reply = await send(BOB, 'export', { unit: 'Hunch', state: true });
    expect(reply.data.content).toContain('hold the design only');
    expect(reply.files.map((f) => f.name)).toEqual(['Hunch.json']);
  }, 20_000);
});
