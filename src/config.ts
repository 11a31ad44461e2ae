// Reads and validates the environment once, with a clear message for anything wrong.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseEnv } from 'node:util';

export interface Config {
  readonly discordToken: string | undefined;
  readonly discordAppId: string | undefined;
  readonly discordGuildId: string | undefined;
  /** REST base of Discord or any Discord-compatible server, e.g. `https://discord.com/api`. */
  readonly discordApiBase: string;
  /** One URL, or with `redisCluster` a comma-separated list of the cluster's seed nodes. */
  readonly redisUrl: string | undefined;
  readonly redisCluster: boolean;
  /** Per-storage-call timeout (STORAGE_TIMEOUT_MS), answered as "storage unavailable, nothing changed". */
  readonly storageTimeoutMs: number;
  /** SALVO_ALLOW_EVICTION: start even though Redis's maxmemory-policy may evict (and so lose) channels. */
  readonly allowEviction: boolean;
  readonly dataDir: string;
  readonly logLevel: string;
  /** Rewritten while the bot is connected, for a container health check (`SALVO_HEARTBEAT_FILE`). */
  readonly heartbeatFile?: string | undefined;
  /** SHARD_COUNT: shards across all hosts (default: what Discord recommends). */
  readonly shardCount: number | undefined;
  /** SHARD_LIST: the shards this host runs, e.g. 0,1 (default: all of them). */
  readonly shardList: readonly number[] | undefined;
}

/** A problem the operator must fix (a rejected token, say): entry points print its message, not a stack trace. */
export class StartupError extends Error {
  override name = 'StartupError';
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const SNOWFLAKE = /^\d{15,22}$/;
const TRUE = ['1', 'true', 'yes'];
const FLAGS = [...TRUE, '0', 'false', 'no'];

/**
 * Merges a `.env` file (Node's own dotenv syntax) into `env`: every entry point calls this first, so `npm start`,
 * `start:sharded`, `deploy-commands` and the console all see the same settings. A variable already in the
 * environment wins over the file; a missing file is fine. Returns the names taken from the file.
 */
export function loadEnvFile(path = resolve('.env'), env: NodeJS.ProcessEnv = process.env): string[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw new ConfigError([`cannot read ${path}: ${(error as Error).message}`]);
  }
  const taken: string[] = [];
  for (const [name, value] of Object.entries(parseEnv(text))) {
    if (value === undefined || env[name] !== undefined) continue;
    env[name] = value;
    taken.push(name);
  }
  return taken;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];
  const get = (name: string) => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };
  const token = get('DISCORD_TOKEN');
  const appId = get('DISCORD_APP_ID');
  const guildId = get('DISCORD_GUILD_ID');
  const apiBase = get('DISCORD_API_BASE') ?? 'https://discord.com/api';
  const redisUrl = get('REDIS_URL');
  const clusterFlag = get('REDIS_CLUSTER')?.toLowerCase();
  const redisCluster = clusterFlag !== undefined && TRUE.includes(clusterFlag);
  const logLevel = get('LOG_LEVEL') ?? 'info';
  const timeoutText = get('STORAGE_TIMEOUT_MS') ?? '3000';
  const storageTimeoutMs = Number(timeoutText);
  const evictionFlag = get('SALVO_ALLOW_EVICTION')?.toLowerCase();
  if (!Number.isInteger(storageTimeoutMs) || storageTimeoutMs < 100 || storageTimeoutMs > 60_000)
    problems.push(`STORAGE_TIMEOUT_MS must be a whole number of milliseconds from 100 to 60000, not "${timeoutText}".`);
  if (evictionFlag !== undefined && !FLAGS.includes(evictionFlag))
    problems.push(`SALVO_ALLOW_EVICTION must be true or false, not "${evictionFlag}".`);
  if (token !== undefined && /\s/.test(token)) problems.push('DISCORD_TOKEN contains whitespace; paste the bot token exactly.');
  if (appId !== undefined && !SNOWFLAKE.test(appId)) problems.push(`DISCORD_APP_ID must be the numeric application id, not "${appId}".`);
  if (guildId !== undefined && !SNOWFLAKE.test(guildId)) problems.push(`DISCORD_GUILD_ID must be a numeric server id, not "${guildId}".`);
  if (!isUrl(apiBase, ['http:', 'https:'])) problems.push(`DISCORD_API_BASE must be an http(s) URL, not "${apiBase}".`);
  const redisUrls = redisUrl?.split(',').map((url) => url.trim()) ?? [];
  for (const url of redisUrls)
    if (!isUrl(url, ['redis:', 'rediss:'])) problems.push(`REDIS_URL must look like redis://host:6379, not "${url}".`);
  if (clusterFlag !== undefined && !FLAGS.includes(clusterFlag))
    problems.push(`REDIS_CLUSTER must be true or false, not "${clusterFlag}".`);
  if (redisCluster && redisUrl === undefined) problems.push("REDIS_CLUSTER is set but REDIS_URL is empty: list the cluster's nodes there.");
  if (!redisCluster && redisUrls.length > 1)
    problems.push('REDIS_URL lists several servers: set REDIS_CLUSTER=true if they are one Redis Cluster.');
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}.`);
  const shardCountText = get('SHARD_COUNT');
  const shardCount = shardCountText === undefined ? undefined : Number(shardCountText);
  if (shardCount !== undefined && (!Number.isInteger(shardCount) || shardCount < 1 || shardCount > 10_000))
    problems.push(`SHARD_COUNT must be a whole number of shards from 1 up, not "${shardCountText}".`);
  const shardListText = get('SHARD_LIST');
  const shardList = shardListText?.split(',').map((id) => Number(id.trim()));
  if (shardListText !== undefined) {
    if (shardCount === undefined) problems.push('SHARD_LIST is set but SHARD_COUNT is not: every host must agree on the total.');
    else if (shardList!.some((id) => !Number.isInteger(id) || id < 0 || id >= shardCount) || new Set(shardList).size !== shardList!.length)
      problems.push(`SHARD_LIST must list distinct shard numbers from 0 to ${shardCount - 1}, comma-separated, not "${shardListText}".`);
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    discordToken: token,
    discordAppId: appId,
    discordGuildId: guildId,
    discordApiBase: apiBase.replace(/\/+$/, ''),
    redisUrl: redisUrls.length > 0 ? redisUrls.join(',') : undefined,
    redisCluster,
    storageTimeoutMs,
    allowEviction: evictionFlag !== undefined && TRUE.includes(evictionFlag),
    dataDir: resolve(get('SALVO_DATA_DIR') ?? './data'),
    logLevel,
    heartbeatFile: get('SALVO_HEARTBEAT_FILE'),
    shardCount,
    shardList,
  };
}

function isUrl(value: string, protocols: readonly string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}
