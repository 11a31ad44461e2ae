// Starts the bot: open the store, load the commands, log in to Discord (or whatever DISCORD_API_BASE points at).
import type { Client } from 'discord.js';
import type { Command } from '../command.js';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { loadCommands } from '../registry.js';
import type { ChannelStore } from '../store/channel-store.js';
import { openStore, storeOptions } from '../store/open.js';
import { createBot } from './client.js';

export interface RunningBot {
  readonly client: Client;
  readonly store: ChannelStore;
  readonly commands: ReadonlyMap<string, Command>;
  /** Logs out and closes the store. */
  stop(): Promise<void>;
}

export async function startDiscord(config: Config, logger: Logger): Promise<RunningBot> {
  const token = config.discordToken;
  if (!token) throw new Error('DISCORD_TOKEN is not set: copy the bot token from the Discord developer portal (Bot → Reset Token).');
  const store = await openStore(storeOptions(config), logger);
  const commands = await loadCommands();
  const client = createBot({ config, store, commands, logger });
  logger.info(
    {
      apiBase: config.discordApiBase,
      commands: commands.size,
      store: config.redisUrl ? (config.redisCluster ? 'redis-cluster' : 'redis') : 'sqlite',
    },
    'connecting to Discord',
  );
  try {
    await client.login(token);
  } catch (error) {
    await store.close().catch(() => undefined);
    throw new Error(loginProblem(error, config.discordApiBase), { cause: error });
  }
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      await client.destroy();
      await store.close();
    })();
    return stopping;
  };
  // Leave the gateway cleanly so Discord does not keep a ghost session, and let the store flush.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      logger.info({ signal }, 'shutting down');
      stop().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'error while shutting down');
          process.exit(1);
        },
      );
    });
  }
  // A shard whose manager died would otherwise stay logged in as an orphan.
  if (process.env.SHARDING_MANAGER && process.connected) {
    process.once('disconnect', () => {
      logger.warn('sharding manager went away; shutting down');
      stop().finally(() => process.exit(0));
    });
  }
  return { client, store, commands, stop };
}

function loginProblem(error: unknown, apiBase: string): string {
  const code = (error as { code?: unknown }).code;
  if (code === 'TokenInvalid')
    return `Discord rejected DISCORD_TOKEN (${apiBase}): reset the bot token in the developer portal and set it again.`;
  if (code === 'DisallowedIntents') return 'Discord refused the gateway intents; Salvo only needs Guilds, which needs no approval.';
  return `Could not log in to Discord at ${apiBase}: ${error instanceof Error ? error.message : String(error)}`;
}
