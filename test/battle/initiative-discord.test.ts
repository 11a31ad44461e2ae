// The /init fight of test/battle/initiative-plays.ts through the real discord.js client on the fake Discord: the same
// dice, refusals as ephemeral replies, and each turn's ping naming the one member whose entry is up.
import { afterAll, beforeAll, test } from 'vitest';
import { parseLine } from '../../src/console/parse-line.js';
import { RateLimiter } from '../../src/rate-limit.js';
import { loadCommands } from '../../src/registry.js';
import type { ChannelRef } from '../../src/store/channel-doc.js';
import {
  DEFAULT_GUILD,
  type FakeDiscord,
  type FakeUser,
  MANAGE_CHANNELS,
  type OptionInput,
  PLAYER_PERMISSIONS,
} from '../discord/fake-discord.js';
import { startBotOnFake } from '../helpers/discord-bot.js';
import type { Who } from './cheats.js';
import { initiativeFight } from './initiative-plays.js';

const MEMBERS: Record<Who, { readonly user: FakeUser; readonly permissions: bigint }> = {
  alice: { user: { id: '700000000000000041', username: 'alice', global_name: 'Alice' }, permissions: PLAYER_PERMISSIONS },
  bob: { user: { id: '700000000000000042', username: 'bob', global_name: 'Bob' }, permissions: PLAYER_PERMISSIONS },
  gm: { user: { id: '700000000000000043', username: 'gm', global_name: 'Gamemaster' }, permissions: PLAYER_PERMISSIONS | MANAGE_CHANNELS },
};
const CHANNEL = '600000000000000041';
const ref: ChannelRef = { guildId: DEFAULT_GUILD, channelId: CHANNEL };

let nextSeed: string | undefined;
let counter = 5000;
let fake: FakeDiscord;
let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ fake, close } = await startBotOnFake({
    label: 'initiative',
    guilds: [{ id: DEFAULT_GUILD, channels: [CHANNEL] }],
    channels: [ref],
    router: {
      rateLimiter: new RateLimiter({ burst: 1000, perSecond: 1000 }),
      newSeed: () => {
        const given = nextSeed ?? (counter++).toString(16).padStart(32, '0');
        nextSeed = undefined;
        return given;
      },
    },
  }));
}, 20_000);
afterAll(() => close?.());

const whoIs = (id: string | undefined): Who | undefined => (Object.keys(MEMBERS) as Who[]).find((w) => MEMBERS[w].user.id === id);

test('GIVEN two players and a GM with two monsters on Discord THEN three rounds play with pings, an effect ending, delay, remove and undo', async () => {
  const commands = await loadCommands();
  await initiativeFight({
    at: { alice: `<@${MEMBERS.alice.user.id}>`, bob: `<@${MEMBERS.bob.user.id}>`, gm: `<@${MEMBERS.gm.user.id}>` },
    async run(who, line, seed) {
      const name = line.slice(1).split(' ')[0]!;
      const parsed = parseLine(line, commands.get(name)!.data.toJSON());
      const options = Object.fromEntries(parsed.options.entries()) as Record<string, OptionInput>;
      nextSeed = seed;
      const sent = fake.sendCommand(name, options, {
        user: MEMBERS[who].user,
        permissions: MEMBERS[who].permissions,
        channelId: CHANNEL,
        ...(parsed.options.subcommand ? { subcommand: parsed.options.subcommand } : {}),
      });
      const answer = await fake.answerTo(sent.id, 15_000);
      nextSeed = undefined;
      const text = answer.data.content ?? '';
      const pinged = whoIs((answer.data.allowed_mentions as { users?: string[] } | undefined)?.users?.[0]);
      // A ping leads the message: the mention, then the text.
      const lead = pinged ? `<@${MEMBERS[pinged].user.id}> ` : '';
      const content = lead && text.startsWith(lead) ? text.slice(lead.length) : text;
      const card = answer.data.embeds?.[0] as { title?: string; description?: string } | undefined;
      if (answer.ephemeral && text.startsWith('⚠️ ')) return { error: text.slice('⚠️ '.length), content: '' };
      return { content, ping: pinged, card: card && { title: card.title, description: card.description } };
    },
  });
}, 120_000);
