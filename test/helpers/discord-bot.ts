// The real discord.js client logged in to a fresh fake Discord over a Redis test store: the setup every Discord test shares.
import { once } from 'node:events';
import { type Client, Events } from 'discord.js';
import type { Command } from '../../src/command.js';
import { type BotOptions, createBot } from '../../src/discord/client.js';
import type { Logger } from '../../src/logger.js';
import { loadCommands } from '../../src/registry.js';
import type { ChannelRef } from '../../src/store/channel-doc.js';
import type { ChannelStore } from '../../src/store/channel-store.js';
import {
  DEFAULT_CHANNEL,
  DEFAULT_GUILD,
  FakeDiscord,
  type FakeDiscordOptions,
  type FakeUser,
  MANAGE_CHANNELS,
  type OptionInput,
  PLAYER_PERMISSIONS,
} from '../discord/fake-discord.js';
import { openTestStore, testLogger, uniqueNamespace } from './store.js';

export interface BotOnFakeOptions {
  /** Names the store namespace, so a leftover key says which suite wrote it. */
  readonly label: string;
  /** The guilds the fake serves; by default the default guild with the default channel. */
  readonly guilds?: FakeDiscordOptions['guilds'];
  /** Channels the suite writes to, cleared on close; the first is read before the bot starts. Default: the default channel. */
  readonly channels?: readonly ChannelRef[];
  /** Added to the real commands (replacing any of the same name): test-only commands for router paths. */
  readonly extraCommands?: readonly Command[];
  readonly logger?: Logger;
  readonly router?: BotOptions['router'];
}

export interface BotOnFake {
  readonly fake: FakeDiscord;
  readonly client: Client;
  readonly store: ChannelStore;
  /** Logs out, stops the fake, clears the suite's channels and closes the store. */
  close(): Promise<void>;
}

export const DEFAULT_CHANNEL_REF: ChannelRef = { guildId: DEFAULT_GUILD, channelId: DEFAULT_CHANNEL };

/** Resolves once the client is READY; a failure part-way stops whatever was already started before it rethrows. */
export async function startBotOnFake(options: BotOnFakeOptions): Promise<BotOnFake> {
  const channels = options.channels ?? [DEFAULT_CHANNEL_REF];
  let fake: FakeDiscord | undefined;
  let store: ChannelStore | undefined;
  let client: Client | undefined;
  const close = async () => {
    await client?.destroy();
    await fake?.close();
    if (store) {
      for (const ref of channels) await store.clear(ref);
      await store.close();
    }
  };
  try {
    fake = await FakeDiscord.start({
      heartbeatIntervalMs: 300,
      guilds: options.guilds ?? [{ id: DEFAULT_GUILD, channels: [DEFAULT_CHANNEL] }],
    });
    store = await openTestStore('redis', uniqueNamespace(options.label));
    // Fails the suite (not skips it) when Redis is unreachable.
    if (channels[0]) await store.load(channels[0]);
    const commands = new Map(await loadCommands());
    for (const command of options.extraCommands ?? []) commands.set(command.data.name, command);
    client = createBot({
      config: { discordApiBase: fake.apiBase },
      store,
      commands,
      logger: options.logger ?? testLogger,
      ...(options.router ? { router: options.router } : {}),
    });
    const ready = once(client, Events.ClientReady);
    await client.login(fake.token);
    await ready;
    return { fake, client, store, close };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}

/**
 * A slash command from `user` on the fake, answered: `gm` gets Manage Channels on top of a player's permissions. A
 * loaded machine may take long over the first command (the system data loads then).
 */
export function commandSender(fake: FakeDiscord, gm: FakeUser) {
  return (user: FakeUser, name: string, subcommand: string | undefined, options: Record<string, OptionInput> = {}) =>
    fake.answerTo(
      fake.sendCommand(name, options, {
        user,
        ...(subcommand ? { subcommand } : {}),
        permissions: user === gm ? PLAYER_PERMISSIONS | MANAGE_CHANNELS : PLAYER_PERMISSIONS,
      }).id,
      30_000,
    );
}
