// `npm run start:sharded`: one process per shard under discord.js's ShardingManager; the store is the only shared state.
import { fileURLToPath } from 'node:url';
import { REST, Routes, ShardingManager } from 'discord.js';
import type { RESTGetAPIGatewayBotResult } from 'discord-api-types/v10';
import { type Config, ConfigError, loadEnvFile, readConfig, StartupError } from '../config.js';
import { type Logger, logger as rootLogger } from '../logger.js';

// Run from source (tsx) the shards load the .ts entry through tsx; from a build, the compiled .js.
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const ENTRY = fileURLToPath(new URL(FROM_SOURCE ? '../index.ts' : '../index.js', import.meta.url));

/**
 * discord.js's own "auto" shard count always asks discord.com, so the count is fetched here from DISCORD_API_BASE
 * (unless SHARD_COUNT gives it, as it must when several hosts split the shards).
 */
export async function recommendedShards(config: Config): Promise<number> {
  const rest = new REST({ version: '10', api: config.discordApiBase }).setToken(config.discordToken ?? '');
  const gateway = (await rest.get(Routes.gatewayBot())) as RESTGetAPIGatewayBotResult;
  return Math.max(1, gateway.shards);
}

export async function startSharded(config: Config, logger: Logger): Promise<ShardingManager> {
  if (!config.discordToken) throw new StartupError('DISCORD_TOKEN is not set: sharding only makes sense for the Discord bot.');
  // Hosts that split the shards share nothing but Redis: a SQLite file is one machine's.
  if (!config.redisUrl && config.shardList)
    throw new StartupError('SHARD_LIST splits the shards over several hosts, which must share one Redis: set REDIS_URL.');
  // With a shared store, shards in separate processes must not each keep their own SQLite file.
  if (!config.redisUrl) logger.warn('REDIS_URL is not set: every shard opens the same SQLite file; use Redis for more than one shard.');
  const totalShards =
    config.shardCount ??
    (await recommendedShards(config).catch((error: unknown) => {
      const status = (error as { status?: unknown }).status;
      const detail = error instanceof Error ? error.message : String(error);
      throw new StartupError(
        status === 401
          ? `Discord rejected DISCORD_TOKEN (${config.discordApiBase}): reset the bot token in the developer portal and set it again.`
          : `Could not ask ${config.discordApiBase} for the shard count: ${detail}`,
        { cause: error },
      );
    }));
  const manager = new ShardingManager(ENTRY, {
    token: config.discordToken,
    totalShards,
    shardList: config.shardList ? [...config.shardList] : 'auto',
    mode: 'process',
    execArgv: FROM_SOURCE ? ['--import', 'tsx'] : [],
  });
  manager.on('shardCreate', (shard) => {
    logger.info({ shardId: shard.id, totalShards, shardList: config.shardList ?? 'all' }, 'shard launched');
    shard.on('death', () => logger.warn({ shardId: shard.id, respawn: manager.respawn }, 'shard process exited'));
    shard.on('error', (error) => logger.error({ err: error, shardId: shard.id }, 'shard error'));
  });
  // Shard processes do not die with their parent: take them down on the way out, and wait until they are gone.
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      logger.info({ signal }, 'stopping shards');
      manager.respawn = false;
      void stopShards(manager, logger).finally(() => process.exit(0));
    });
  }
  try {
    await manager.spawn();
  } catch (error) {
    // A stop that comes while shards are still starting makes them die before they are ready: that is the stop.
    if (!stopping) throw error;
  }
  return manager;
}

/** How long a shard has to leave the gateway cleanly after SIGTERM before it is killed. */
const SHARD_GRACE_MS = 10_000;

/**
 * Asks every shard process to leave (SIGTERM: it closes its gateway session and its store) and kills any still running
 * after the grace period: a shard hung on the way out (a loaded machine, a stuck socket) would otherwise stay logged
 * in as an orphan once the manager is gone.
 */
async function stopShards(manager: ShardingManager, logger: Logger): Promise<void> {
  const running = [...manager.shards.values()].flatMap((shard) =>
    shard.process && shard.process.exitCode === null && shard.process.signalCode === null ? [shard.process] : [],
  );
  const gone = running.map(
    (child) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          logger.warn({ pid: child.pid }, 'shard did not stop in time; killing it');
          child.kill('SIGKILL');
        }, SHARD_GRACE_MS);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
      }),
  );
  // Shard.kill() sends SIGTERM and forgets the process, so the children are taken first.
  for (const shard of manager.shards.values()) shard.kill();
  await Promise.all(gone);
}

async function main(): Promise<void> {
  process.on('unhandledRejection', (reason) => rootLogger.error({ err: reason }, 'unhandled promise rejection'));
  try {
    loadEnvFile();
    const config = readConfig();
    rootLogger.level = config.logLevel;
    await startSharded(config, rootLogger);
  } catch (error) {
    console.error(error instanceof ConfigError || error instanceof StartupError ? `salvo: ${error.message}` : error);
    process.exit(error instanceof ConfigError ? 2 : 1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
