// The real discord.js Client, logged in to a local fake Discord, answering slash commands with the real handlers and a Redis store.

import { SlashCommandBuilder } from '@discordjs/builders';
import { createCanvas } from 'canvas';
import type { Client } from 'discord.js';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Command } from '../../src/command.js';
import type { Config } from '../../src/config.js';
import { decodeCustomId } from '../../src/discord/custom-id.js';
import { deployCommands } from '../../src/discord/deploy.js';
import { REFUSALS } from '../../src/discord/router.js';
import { UserError } from '../../src/errors.js';
import { RateLimiter } from '../../src/rate-limit.js';
import { loadCommands } from '../../src/registry.js';
import { GENERIC_APOLOGY } from '../../src/reply.js';
import type { ChannelStore } from '../../src/store/channel-store.js';
import { unitKey } from '../../src/systems/types.js';
import { startBotOnFake } from '../helpers/discord-bot.js';
import { decodePng } from '../helpers/png.js';
import { runUntilIdentified } from './bot-process.js';
import {
  DEFAULT_CHANNEL,
  DEFAULT_GUILD,
  DEFAULT_USER,
  type FakeDiscord,
  type FakeResponse,
  type FakeUser,
  MANAGE_CHANNELS,
  PLAYER_PERMISSIONS,
} from './fake-discord.js';

const EPHEMERAL = 64;
const GM_PERMISSIONS = PLAYER_PERMISSIONS | MANAGE_CHANNELS;
const BOB: FakeUser = { id: '700000000000000002', username: 'bob', global_name: 'Bob' };
const OTHER_CHANNEL = '600000000000000099';
const GM_ROLE = '800000000000000001';
const AUTO_DEFER_MS = 150;

function png(): Buffer {
  const canvas = createCanvas(40, 30);
  const g = canvas.getContext('2d');
  g.fillStyle = '#ff0000';
  g.fillRect(0, 0, 40, 30);
  return canvas.toBuffer('image/png');
}

/** Commands that exist only here, to drive router paths no real command takes on demand. */
const TEST_COMMANDS: Command[] = [
  {
    data: new SlashCommandBuilder().setName('t-png').setDescription('deferred reply with a PNG'),
    defer: true,
    execute: async () => {
      await new Promise((resolve) => setTimeout(resolve, AUTO_DEFER_MS + 250));
      return { content: 'drawn', files: [{ name: 'red.png', data: png() }] };
    },
  },
  {
    data: new SlashCommandBuilder().setName('t-slow').setDescription('answers after the auto-defer threshold'),
    execute: async () => {
      await new Promise((resolve) => setTimeout(resolve, AUTO_DEFER_MS + 250));
      return { content: 'slow but sure' };
    },
  },
  {
    data: new SlashCommandBuilder().setName('t-deferred-error').setDescription('defers, then fails with a user error'),
    defer: true,
    execute: async () => {
      await new Promise((resolve) => setTimeout(resolve, AUTO_DEFER_MS + 250));
      throw new UserError('option', 'That unit is not here.');
    },
  },
  {
    data: new SlashCommandBuilder().setName('t-quick-error').setDescription('a drawing command that fails at once'),
    defer: true,
    execute: async () => {
      throw new UserError('option', 'That unit is not here.');
    },
  },
  {
    data: new SlashCommandBuilder().setName('t-crash').setDescription('a bug'),
    execute: async () => {
      throw new Error('kaboom');
    },
  },
  {
    data: new SlashCommandBuilder().setName('t-long').setDescription('too long for one message'),
    execute: async () => ({ content: `@everyone <@${BOB.id}> ${'x'.repeat(2500)}` }),
  },
  {
    data: new SlashCommandBuilder().setName('t-mine').setDescription('a button only the caller may press'),
    execute: async (ctx) => ({ content: 'yours', buttons: [{ label: 'Press', payload: 'p|with|bars', onlyUser: ctx.user.id }] }),
    button: async (ctx, payload) => ({ content: `pressed ${payload} by ${ctx.user.name} (${ctx.commandLine})` }),
  },
  {
    data: new SlashCommandBuilder()
      .setName('t-auto')
      .setDescription('autocomplete limits')
      .addSubcommand((s) =>
        s
          .setName('pick')
          .setDescription('pick')
          .addStringOption((o) => o.setName('thing').setDescription('thing').setAutocomplete(true)),
      ),
    execute: async (ctx) => ({ content: `picked ${ctx.options.string('thing')}` }),
    autocomplete: async (ctx) =>
      Array.from({ length: 30 }, (_, i) => ({
        name: `${ctx.options.subcommand}:${ctx.focused.value}:${i}:${'n'.repeat(150)}`,
        value: `v${i}`,
      })),
  },
  {
    data: new SlashCommandBuilder()
      .setName('t-auto-broken')
      .setDescription('autocomplete that throws')
      .addStringOption((o) => o.setName('thing').setDescription('thing').setAutocomplete(true)),
    execute: async () => ({ content: 'n/a' }),
    autocomplete: async () => {
      throw new Error('autocomplete bug');
    },
  },
];

let fake: FakeDiscord;
let store: ChannelStore;
let client: Client;
let close: (() => Promise<void>) | undefined;
const logs: Array<Record<string, unknown>> = [];
const logger = pino({ level: 'debug' }, { write: (line: string) => void logs.push(JSON.parse(line) as Record<string, unknown>) });
const channels = [
  ...[DEFAULT_CHANNEL, OTHER_CHANNEL].map((channelId) => ({ guildId: DEFAULT_GUILD, channelId })),
  { channelId: '610000000000000001' },
];

beforeAll(async () => {
  ({ fake, store, client, close } = await startBotOnFake({
    label: 'discord',
    // The bot sees its guild as it would on Discord (READY, then GUILD_CREATE), so members arrive as cached GuildMembers.
    guilds: [{ id: DEFAULT_GUILD, roles: [GM_ROLE], channels: [DEFAULT_CHANNEL, OTHER_CHANNEL] }],
    channels,
    extraCommands: TEST_COMMANDS,
    logger,
    router: { autoDeferMs: AUTO_DEFER_MS, rateLimiter: new RateLimiter({ burst: 10_000, perSecond: 10_000 }) },
  }));
}, 15_000);

afterAll(() => close?.());

async function command(
  name: string,
  options: Parameters<FakeDiscord['sendCommand']>[1] = {},
  opts: Parameters<FakeDiscord['sendCommand']>[2] = {},
) {
  const sent = fake.sendCommand(name, options, opts);
  return { ...sent, response: await fake.waitForResponse(sent.id) };
}

function buttonIds(response: FakeResponse): string[] {
  return (response.data.components ?? []).flatMap((row) => row.components.map((c) => c.custom_id ?? ''));
}

describe('GIVEN the real discord.js client logged in to the fake Discord', () => {
  test('THEN it fetched /gateway/bot with the bot token, identified with only the Guilds intent, and heartbeats are acknowledged', async () => {
    const gatewayBot = fake.requests.find((r) => r.path === '/api/v10/gateway/bot');
    expect(gatewayBot?.headers.authorization).toBe(`Bot ${fake.token}`);
    const identify = fake.received(2);
    expect(identify).toHaveLength(1);
    expect(identify[0]!.d).toMatchObject({ token: fake.token, intents: 1 });
    await fake.waitFor(() => (fake.received(1).length >= 2 ? true : undefined), 3000, 'two heartbeats');
    // An unacknowledged heartbeat makes discord.js reconnect and identify again.
    expect(fake.received(2)).toHaveLength(1);
    expect(client.user?.id).toBe(fake.applicationId);
    expect(client.guilds.cache.get(DEFAULT_GUILD)?.roles.cache.has(GM_ROLE)).toBe(true);
  });
});

describe('GIVEN /roll and /d66', () => {
  test('WHEN /roll expression:2d6 THEN the public reply shows both dice, the total and a roll id that /verify confirms', async () => {
    const { response } = await command('roll', { expression: '2d6' });
    expect(response).toMatchObject({ kind: 'callback', callbackType: 4, ephemeral: false });
    const content = response.data.content!;
    expect(content).toMatch(/^🎲 \*\*Alice\*\*\n2d6: \[[1-6], [1-6]\] = \*\*\d+\*\*/);
    const [, a, b, total] = /\[(\d), (\d)\] = \*\*(\d+)\*\*/.exec(content)!;
    expect(Number(a) + Number(b)).toBe(Number(total));
    expect(response.data.allowed_mentions).toEqual({ parse: [] });
    const rollId = /roll `([0-9a-f]+)`/.exec(content)![1]!;

    const verify = await command('verify', { roll: rollId });
    expect(verify.response.data.content).toContain(`✅ Verified: roll \`${rollId}\` by Alice`);
  });

  test('WHEN /d66 target:36 THEN the reply reads tens then units and says hit or miss by how much', async () => {
    const { response } = await command('d66', { target: 36 });
    const match = /d66: \[([1-6])\]\[([1-6])\] = \*\*(\d\d)\*\* vs 36 → \*\*(hit|miss)\*\* by (\d+)/.exec(response.data.content!);
    expect(match, response.data.content).not.toBeNull();
    const [, tens, units, value, verdict, by] = match!;
    expect(Number(value)).toBe(Number(tens) * 10 + Number(units));
    expect(verdict).toBe(Number(value) >= 36 ? 'hit' : 'miss');
    expect(Number(by)).toBe(Math.abs(Number(value) - 36));
  });

  test('WHEN the expression is wrong THEN the reply is ephemeral and names the column', async () => {
    const { response } = await command('roll', { expression: '3d6x' });
    expect(response).toMatchObject({ kind: 'callback', callbackType: 4, ephemeral: true });
    expect(response.data.flags).toBe(EPHEMERAL);
    expect(response.data.content).toBe("⚠️ unexpected 'x' at column 4: 3d6x");
  });

  test('WHEN a roll is secret THEN the roller alone sees the dice and the channel sees the sealed commitment', async () => {
    const sent = fake.sendCommand('roll', { expression: '1d20', secret: true });
    const [reply, note] = await fake.waitForResponses(sent.id, 2);
    expect(reply).toMatchObject({ kind: 'callback', ephemeral: true });
    expect(reply!.data.content).toMatch(/\nd20: \[\d+\] = \*\*\d+\*\*/);
    expect(note).toMatchObject({ kind: 'followUp', ephemeral: false });
    expect(note!.data.content).toMatch(/🔒 \*\*Alice\*\* made a sealed roll `[0-9a-f]+`\. Commitment: `sha256:[0-9a-f]{64}`/);
    expect(note!.data.content).not.toMatch(/\[\d+\]/);
  });
});

describe('GIVEN a command that draws a PNG', () => {
  test('WHEN it runs THEN the reply is deferred first and the PNG arrives as a multipart edit', async () => {
    const sent = fake.sendCommand('t-png');
    const response = await fake.waitForResponse(sent.id);
    expect(fake.responsesTo(sent.id)[0]).toMatchObject({ kind: 'callback', callbackType: 5 });
    expect(response.kind).toBe('edit');
    expect(response.data.content).toBe('drawn');
    // discord.js names the file in the multipart part, not in `attachments`.
    expect(response.data.attachments).toEqual([expect.objectContaining({ id: '0' })]);
    expect(response.files).toHaveLength(1);
    expect(response.files[0]).toMatchObject({ field: 'files[0]', name: 'red.png', contentType: 'image/png' });
    const image = await decodePng(response.files[0]!.data);
    expect([image.width, image.height]).toEqual([40, 30]);
  });

  test('WHEN a deferred command ends in a user error THEN the public placeholder is deleted and the error is an ephemeral follow-up', async () => {
    const sent = fake.sendCommand('t-deferred-error');
    const response = await fake.waitForResponse(sent.id);
    expect(fake.responsesTo(sent.id).map((r) => r.kind)).toEqual(['callback', 'delete', 'followUp']);
    expect(response).toMatchObject({ kind: 'followUp', ephemeral: true });
    expect(response.data.content).toBe('⚠️ That unit is not here.');
  });

  test('WHEN a drawing command fails at once THEN the error is the ephemeral reply itself, with no public placeholder first', async () => {
    const sent = fake.sendCommand('t-quick-error');
    const response = await fake.waitForResponse(sent.id);
    expect(fake.responsesTo(sent.id).map((r) => [r.kind, r.callbackType])).toEqual([['callback', 4]]);
    expect(response).toMatchObject({ ephemeral: true, data: expect.objectContaining({ content: '⚠️ That unit is not here.' }) });
  });

  test('WHEN a handler runs past the auto-defer threshold THEN the router defers and edits the answer in', async () => {
    const sent = fake.sendCommand('t-slow');
    const response = await fake.waitForResponse(sent.id);
    expect(fake.responsesTo(sent.id)[0]).toMatchObject({ kind: 'callback', callbackType: 5 });
    expect(response).toMatchObject({ kind: 'edit', data: expect.objectContaining({ content: 'slow but sure' }) });
  });
});

describe('GIVEN /unit with real templates', () => {
  const channelId = OTHER_CHANNEL;

  test('WHEN typing a template THEN the matching templates are offered', async () => {
    const sent = fake.sendAutocomplete('unit', { template: 'locu' }, 'template', { subcommand: 'add', channelId });
    const { data } = await fake.waitForResponse(sent.id);
    expect(data.choices).toContainEqual({ name: 'Locust LCT-1V (BattleTech)', value: 'battletech/locust' });
  });

  test('WHEN a unit is added THEN its sheet arrives as a PNG (deferred only if drawing ran late), with an Undo button that removes it', async () => {
    const sent = fake.sendCommand('unit', { template: 'battletech/locust', name: 'Bob' }, { subcommand: 'add', channelId });
    const added = await fake.waitForResponse(sent.id, 8000);
    const kinds = fake.responsesTo(sent.id).map((r) => (r.kind === 'callback' ? `callback ${r.callbackType}` : r.kind));
    expect([['callback 4'], ['callback 5', 'edit']]).toContainEqual(kinds);
    expect(added.data.content).toMatch(/^Added \*\*Bob\*\* \(BattleTech\)\./);
    expect(added.files.map((f) => [f.name, f.contentType])).toEqual([
      ['Bob-1.png', 'image/png'],
      ['Bob-2.png', 'image/png'],
    ]);
    // The bytes Discord receives are the PNG itself; what it shows is the renderer's own tests' business.
    const sheet = await decodePng(added.files[0]!.data);
    expect(sheet.width * sheet.height).toBeGreaterThan(0);

    const shown = await command('unit', { name: 'Bob' }, { subcommand: 'show', channelId });
    // The sheet names its owner with a user mention, which must not ping.
    expect(shown.response.data.content).toContain(`<@${DEFAULT_USER.id}>`);
    expect(shown.response.data.allowed_mentions).toEqual({ parse: [] });

    const [undoId] = buttonIds(added);
    const press = fake.pressButton(undoId!, DEFAULT_USER, { channelId });
    expect((await fake.waitForResponse(press.id)).data.content).toMatch(
      /^↩️ Undid `[0-9a-f]+` — Alice: \/unit add template:battletech\/locust name:Bob\nRemoved: Bob/,
    );
    expect((await store.load(channels[1]!)).units).toEqual({});
  }, 10_000);
});

describe('GIVEN replies the router must shape or apologise for', () => {
  test('WHEN a handler throws a bug THEN the user gets an ephemeral apology and the log has the command and channel', async () => {
    const { id, response } = await command('t-crash');
    expect(response).toMatchObject({ ephemeral: true, data: expect.objectContaining({ content: GENERIC_APOLOGY }) });
    const logged = logs.find((l) => l.interactionId === id && l.level === 50);
    expect(logged).toMatchObject({
      command: 't-crash',
      commandLine: '/t-crash',
      channelId: DEFAULT_CHANNEL,
      guildId: DEFAULT_GUILD,
      userId: DEFAULT_USER.id,
    });
    expect(JSON.stringify(logged)).toContain('kaboom');
  });

  test('WHEN content is over 2000 characters and mentions people THEN the start is shown, the whole text attached, and no one pinged', async () => {
    const { response } = await command('t-long');
    const content = response.data.content!;
    expect([...content].length).toBeLessThanOrEqual(2000);
    expect(content).toMatch(/^@everyone <@\d+> x+…\n-# The whole reply is in the attached reply\.txt\.$/);
    expect(response.files.map((f) => f.name)).toEqual(['reply.txt']);
    expect(response.files[0]!.data.toString()).toBe(`@everyone <@${BOB.id}> ${'x'.repeat(2500)}`);
    expect(response.data.allowed_mentions).toEqual({ parse: [] });
  });

  test('WHEN Discord refuses the reply THEN the failure is logged with context and the user still gets an apology', async () => {
    fake.failNext('POST', /\/callback$/);
    const sent = fake.sendCommand('d66');
    const response = await fake.waitForResponse(sent.id);
    expect(response).toMatchObject({ ephemeral: true, data: expect.objectContaining({ content: GENERIC_APOLOGY }) });
    const logged = logs.find((l) => l.interactionId === sent.id && l.level === 50);
    expect(logged).toMatchObject({ command: 'd66', msg: 'interaction failed outside the command pipeline' });
    expect(JSON.stringify(logged)).toContain('Invalid Form Body');
  });

  test('WHEN a command comes from a DM THEN it is answered and the user counts as the channel manager', async () => {
    const { response } = await command(
      'config',
      { value: 'wh40k' },
      { subcommand: 'system', guildId: null, channelId: '610000000000000001' },
    );
    expect(response.data.content).toBe('Settings updated (system).');
    expect((await store.load({ channelId: '610000000000000001' })).settings.system).toBe('wh40k');
  });

  test('WHEN the command is unknown THEN the reply is an ephemeral explanation', async () => {
    const { response } = await command('no-such-command');
    expect(response).toMatchObject({ ephemeral: true, data: expect.objectContaining({ content: `⚠️ ${REFUSALS.unknownCommand}` }) });
  });
});

describe('GIVEN autocomplete', () => {
  test('WHEN typing a unit name for /unit show THEN the units in this channel matching it are offered', async () => {
    await store.mutate(channels[0]!, { id: DEFAULT_USER.id, name: 'Alice' }, 'test setup', (draft) => {
      for (const name of ['Atlas Prime', 'Atlas Two', 'Locust']) {
        draft.units[unitKey(name)] = { name, system: 'battletech', owner: DEFAULT_USER.id, schemaVersion: 1, data: {} };
      }
    });
    const sent = fake.sendAutocomplete('unit', { name: 'atl' }, 'name', { subcommand: 'show' });
    const response = await fake.waitForResponse(sent.id);
    expect(response).toMatchObject({ kind: 'callback', callbackType: 8 });
    expect(response.data.choices).toEqual([
      { name: 'Atlas Prime (battletech)', value: 'Atlas Prime' },
      { name: 'Atlas Two (battletech)', value: 'Atlas Two' },
    ]);
  });

  test('WHEN a handler offers 30 long choices THEN 25 go out, each name at most 100 characters, with the subcommand and typed text seen', async () => {
    const sent = fake.sendAutocomplete('t-auto', { thing: 'ab' }, 'thing', { subcommand: 'pick' });
    const { data } = await fake.waitForResponse(sent.id);
    expect(data.choices).toHaveLength(25);
    for (const choice of data.choices!) expect([...choice.name].length).toBeLessThanOrEqual(100);
    expect(data.choices![0]!.name.startsWith('pick:ab:0:')).toBe(true);
  });

  test('WHEN the autocomplete handler throws THEN an empty list is sent and nothing crashes', async () => {
    const sent = fake.sendAutocomplete('t-auto-broken', { thing: 'x' }, 'thing');
    expect((await fake.waitForResponse(sent.id)).data.choices).toEqual([]);
  });
});

describe('GIVEN a state-changing command and its Undo button', () => {
  test('WHEN a player without Manage Channel changes the settings THEN it is refused ephemerally', async () => {
    const { response } = await command('config', { role: { type: 8, value: GM_ROLE } }, { subcommand: 'gm-role', user: BOB });
    expect(response.ephemeral).toBe(true);
    expect(response.data.content).toBe('⚠️ Only a GM can change the settings.');
  });

  test('WHEN a GM sets the GM role THEN the reply has an Undo button scoped to this channel, refused elsewhere and to others, and it undoes', async () => {
    const { response } = await command(
      'config',
      { role: { type: 8, value: GM_ROLE } },
      { subcommand: 'gm-role', permissions: GM_PERMISSIONS },
    );
    expect(response.data.content).toBe('Settings updated (gm-role).');
    const [undoId] = buttonIds(response);
    expect(undoId!.length).toBeLessThanOrEqual(100);
    expect(decodeCustomId(undoId!)).toMatchObject({ command: 'undo', user: undefined });
    expect((await store.load(channels[0]!)).settings.gmRoleId).toBe(GM_ROLE);

    const elsewhere = fake.pressButton(undoId!, DEFAULT_USER, { channelId: OTHER_CHANNEL });
    expect((await fake.waitForResponse(elsewhere.id)).data).toMatchObject({ content: `⚠️ ${REFUSALS.otherChannel}`, flags: EPHEMERAL });

    const byBob = fake.pressButton(undoId!, BOB);
    expect((await fake.waitForResponse(byBob.id)).data.content).toMatch(/^⚠️ That was Alice's action; only they or a GM can undo it\.$/);

    // Alice may undo her own action without being a GM.
    const press = fake.pressButton(undoId!, DEFAULT_USER);
    const undone = await fake.waitForResponse(press.id);
    expect(undone.data.content).toMatch(/^↩️ Undid `[0-9a-f]+` — Alice: \/config gm-role role:800000000000000001/);
    expect(undone).toMatchObject({ kind: 'callback', callbackType: 4, ephemeral: false });
    expect(buttonIds(undone).map((id) => decodeCustomId(id)?.command)).toEqual(['redo']);
    expect((await store.load(channels[0]!)).settings.gmRoleId).toBeUndefined();
  });

  test('WHEN the channel has a GM role THEN a member holding it may change the settings and one without it may not', async () => {
    await command('config', { role: { type: 8, value: GM_ROLE } }, { subcommand: 'gm-role', permissions: GM_PERMISSIONS });
    const without = await command('config', { value: 'wh40k' }, { subcommand: 'system', user: BOB });
    expect(without.response.ephemeral).toBe(true);
    const withRole = await command('config', { value: 'wh40k' }, { subcommand: 'system', user: BOB, roles: [GM_ROLE] });
    expect(withRole.response.data.content).toBe('Settings updated (system).');
    expect((await store.load(channels[0]!)).settings.system).toBe('wh40k');
  });

  test('WHEN the guild is not in the cache THEN roles are read from the raw member all the same', async () => {
    const ref = { guildId: '500000000000000002', channelId: '620000000000000001' };
    channels.push(ref);
    await command('config', { role: { type: 8, value: GM_ROLE } }, { subcommand: 'gm-role', permissions: GM_PERMISSIONS, ...ref });
    const withRole = await command('config', { value: 'battletech' }, { subcommand: 'system', user: BOB, roles: [GM_ROLE], ...ref });
    expect(withRole.response.data.content).toBe('Settings updated (system).');
  });

  test('WHEN a button is only for its caller THEN another user is refused and the caller gets the payload back', async () => {
    const { response } = await command('t-mine');
    const [id] = buttonIds(response);
    const other = fake.pressButton(id!, BOB);
    expect((await fake.waitForResponse(other.id)).data).toMatchObject({
      content: `⚠️ Only <@${DEFAULT_USER.id}> can press this button.`,
      flags: EPHEMERAL,
    });
    const mine = fake.pressButton(id!, DEFAULT_USER);
    expect((await fake.waitForResponse(mine.id)).data.content).toBe('pressed p|with|bars by Alice ([button Press] p|with|bars)');
  });

  test('WHEN a custom id is not one of ours THEN the press is refused as stale', async () => {
    const press = fake.pressButton('legacy-button-id');
    expect((await fake.waitForResponse(press.id)).data).toMatchObject({ content: `⚠️ ${REFUSALS.staleButton}`, flags: EPHEMERAL });
  });
});

describe('GIVEN npm run deploy-commands', () => {
  const config = (): Config => ({
    discordToken: fake.token,
    discordAppId: fake.applicationId,
    discordGuildId: DEFAULT_GUILD,
    discordApiBase: fake.apiBase,
    redisUrl: undefined,
    redisCluster: false,
    storageTimeoutMs: 3000,
    allowEviction: false,
    dataDir: '',
    logLevel: 'silent',
    shardCount: undefined,
    shardList: undefined,
  });

  test('WHEN DISCORD_GUILD_ID is set THEN every command is PUT to that guild; without it, globally', async () => {
    const real = await loadCommands();
    const guild = await deployCommands(config());
    expect(guild).toEqual({ scope: 'guild', names: [...real.keys()] });
    const put = fake.requests.filter((r) => r.method === 'PUT').at(-1)!;
    expect(put.path).toBe(`/api/v10/applications/${fake.applicationId}/guilds/${DEFAULT_GUILD}/commands`);
    expect((put.json as Array<{ name: string }>).map((c) => c.name)).toEqual(
      expect.arrayContaining(['roll', 'd66', 'verify', 'undo', 'unit']),
    );
    expect(put.json).toEqual([...real.values()].map((c) => c.data.toJSON()));

    expect(await deployCommands({ ...config(), discordGuildId: undefined })).toMatchObject({ scope: 'global' });
    expect(fake.requests.filter((r) => r.method === 'PUT').at(-1)!.path).toBe(`/api/v10/applications/${fake.applicationId}/commands`);
  });

  test('WHEN the token or application id is missing or wrong THEN the error says which and what to do', async () => {
    await expect(deployCommands({ ...config(), discordToken: undefined, discordAppId: undefined })).rejects.toThrow(
      /DISCORD_TOKEN is not set[\s\S]*DISCORD_APP_ID is not set: it is the Application ID/,
    );
    await expect(deployCommands({ ...config(), discordToken: 'wrong-token' })).rejects.toThrow(/^Discord rejected DISCORD_TOKEN/);
  });
});

describe('GIVEN DISCORD_TOKEN and DISCORD_API_BASE in the environment', () => {
  test('WHEN npm start runs THEN the bot process logs in to the fake and leaves cleanly on SIGTERM', async () => {
    const { identify, code, stderr } = await runUntilIdentified(fake, 'src/index.ts', 'start-token', {}, 30_000);
    expect(identify.d).toMatchObject({ token: 'start-token', intents: 1 });
    expect(code, stderr).toBe(0);
    // Only the in-process bot is still connected: the bot process closed its gateway connection on the way out.
    await fake.waitFor(() => (fake.openConnections === 1 ? true : undefined), 15_000, 'the bot process to disconnect');
  }, 60_000);
});
