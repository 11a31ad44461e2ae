// The discord.js client: Guilds intent only, REST pointed at DISCORD_API_BASE, every interaction routed and every error caught.
import { Client, Events, GatewayIntentBits, Options } from 'discord.js';
import type { Command } from '../command.js';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import type { ChannelStore } from '../store/channel-store.js';
import { NO_MENTIONS } from './reply.js';
import { createRouter, type RouterOptions } from './router.js';

export interface BotOptions {
  readonly config: Pick<Config, 'discordApiBase'>;
  readonly store: ChannelStore;
  readonly commands: ReadonlyMap<string, Command>;
  readonly logger: Logger;
  /** Router tuning for tests (how soon to defer a slow handler, how attachments are fetched). */
  readonly router?: Pick<RouterOptions, 'autoDeferMs' | 'drawDeferMs' | 'autocompleteTimeoutMs' | 'newSeed' | 'fetchFile' | 'rateLimiter'>;
}

/** A client ready to `login(token)`; the gateway URL then comes from `<DISCORD_API_BASE>/v10/gateway/bot`. */
export function createBot({ config, store, commands, logger, router }: BotOptions): Client {
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    rest: { api: config.discordApiBase },
    allowedMentions: NO_MENTIONS,
    // Interactions are answered through webhooks, so cached messages and members would only cost memory.
    makeCache: Options.cacheWithLimits({
      ...Options.DefaultMakeCacheSettings,
      MessageManager: 0,
      GuildMemberManager: { maxSize: 0, keepOverLimit: (member) => member.id === member.client.user.id },
    }),
  });
  const route = createRouter({ store, commands, logger, ...router });
  client.on(Events.InteractionCreate, (interaction) => {
    route(interaction).catch((error: unknown) => logger.error({ err: error, interactionId: interaction.id }, 'interaction router failed'));
  });
  client.on(Events.Error, (error) => logger.error({ err: error }, 'discord client error'));
  client.on(Events.Warn, (message) => logger.warn({ discord: message }, 'discord client warning'));
  client.on(Events.ShardError, (error, shardId) => logger.error({ err: error, shardId }, 'discord shard error'));
  client.on(Events.ShardDisconnect, (event, shardId) => logger.warn({ code: event.code, shardId }, 'discord shard disconnected'));
  client.on(Events.ShardReconnecting, (shardId) => logger.info({ shardId }, 'discord shard reconnecting'));
  client.once(Events.ClientReady, (ready) =>
    logger.info(
      { user: ready.user.tag, shards: ready.ws.shards.map((s) => s.id), guilds: ready.guilds.cache.size },
      'logged in to Discord',
    ),
  );
  return client;
}
