// Starts the bot: open the store, load the commands, log in to Discord (or whatever DISCORD_API_BASE points at).
import type { Client } from 'discord.js';
import type { Command } from '../command.js';
import { type Config, StartupError } from '../config.js';
import type { Logger } from '../logger.js';
import { loadCommands } from '../registry.js';
import type { ChannelStore } from '../store/channel-store.js';
import { openStore, storeOptions } from '../store/open.js';
import { createBot } from './client.js';
import { startHeartbeat } from './heartbeat.js';

export interface RunningBot {
  readonly client: Client;
  readonly store: ChannelStore;
  readonly commands: ReadonlyMap<string, Command>;
  /** Logs out and closes the store. */
  stop(): Promise<void>;
}

export async function startDiscord(config: Config, logger: Logger): Promise<RunningBot> {
  const token = config.discordToken;
  if (!token) throw new StartupError('DISCORD_TOKEN is not set: copy the bot token from the Discord developer portal (Bot → Reset Token).');
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
  let stopHeartbeat: () => void = () => undefined;
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      stopHeartbeat();
      await client.destroy();
      await store.close();
    })();
    return stopping;
  };
  // Leave the gateway cleanly so Discord does not keep a ghost session, and let the store flush. Installed before
  // logging in: a stop that arrives while the gateway is still handshaking is a clean stop too.
  const onSignal: Array<[NodeJS.Signals, () => void]> = [];
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    const handler = () => {
      logger.info({ signal }, 'shutting down');
      stop().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'error while shutting down');
          process.exit(1);
        },
      );
    };
    process.once(signal, handler);
    onSignal.push([signal, handler]);
  }
  try {
    await client.login(token);
  } catch (error) {
    for (const [signal, handler] of onSignal) process.off(signal, handler);
    await client.destroy().catch(() => undefined);
    await store.close().catch(() => undefined);
    throw new StartupError(loginProblem(error, config.discordApiBase), { cause: error });
  }
  // The Docker image sets SALVO_HEARTBEAT_FILE for its health check.
  if (config.heartbeatFile) stopHeartbeat = startHeartbeat(client, config.heartbeatFile);
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
