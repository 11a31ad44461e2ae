// Picks the backend from configuration: Redis (or Redis Cluster) when REDIS_URL is set, the embedded SQLite file otherwise.
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { DEFAULT_STORAGE_TIMEOUT_MS, type DocumentBackend } from './backend.js';
import { ChannelStore } from './channel-store.js';
import { openRedisBackend } from './redis-backend.js';
import { openSqliteBackend } from './sqlite-backend.js';

export interface StoreOptions {
  readonly redisUrl?: string | undefined;
  /** Treat `redisUrl` as a comma-separated list of Redis Cluster seed nodes. */
  readonly redisCluster?: boolean;
  readonly dataDir: string;
  /** Key namespace; tests use a unique one per run. */
  readonly namespace?: string;
  /** Per-command timeout, answered as "storage unavailable, nothing changed". */
  readonly timeoutMs?: number;
  /** How long start-up waits for Redis to be ready. */
  readonly connectTimeoutMs?: number;
  /** Run on a Redis whose maxmemory-policy may evict keys (SALVO_ALLOW_EVICTION). */
  readonly allowEviction?: boolean;
}

/** Opens the configured backend; on Redis it resolves only once connected, and rejects with a clear message otherwise. */
export async function openBackend(options: StoreOptions, logger: Logger): Promise<DocumentBackend> {
  const namespace = options.namespace ?? 'salvo';
  const timeoutMs = options.timeoutMs ?? DEFAULT_STORAGE_TIMEOUT_MS;
  const onError = (error: unknown) => logger.warn({ err: error }, 'store connection error');
  return options.redisUrl
    ? openRedisBackend(
        {
          url: options.redisUrl,
          cluster: options.redisCluster ?? false,
          timeoutMs,
          connectTimeoutMs: options.connectTimeoutMs ?? 10_000,
          allowEviction: options.allowEviction ?? false,
        },
        namespace,
        onError,
        (message) => logger.warn(message),
      )
    : openSqliteBackend(options.dataDir, namespace, onError, timeoutMs);
}

/** The store the configuration names (REDIS_URL, REDIS_CLUSTER, STORAGE_TIMEOUT_MS, SALVO_ALLOW_EVICTION, SALVO_DATA_DIR). */
export function storeOptions(config: Config): StoreOptions {
  return {
    redisUrl: config.redisUrl,
    redisCluster: config.redisCluster,
    dataDir: config.dataDir,
    timeoutMs: config.storageTimeoutMs,
    allowEviction: config.allowEviction,
  };
}

/** Start-up could not open the store: the message says why and what to do; the process exits. */
export class StoreOpenError extends Error {
  constructor(cause: unknown) {
    super(`Cannot open storage: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'StoreOpenError';
  }
}

export async function openStore(options: StoreOptions, logger: Logger): Promise<ChannelStore> {
  let backend: DocumentBackend;
  try {
    backend = await openBackend(options, logger);
  } catch (error) {
    throw new StoreOpenError(error);
  }
  return new ChannelStore(backend, (key, _raw, reason) => logger.error({ key, reason }, 'quarantined unreadable channel document'));
}
