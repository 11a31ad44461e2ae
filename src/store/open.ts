// Picks the backend from configuration: Redis (or Redis Cluster) when REDIS_URL is set, the embedded SQLite file otherwise.
import type { Logger } from 'pino';
import type { DocumentBackend } from './backend.js';
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
}

export async function openBackend(options: StoreOptions, logger: Logger): Promise<DocumentBackend> {
  const namespace = options.namespace ?? 'salvo';
  const onError = (error: unknown) => logger.warn({ err: error }, 'store connection error');
  return options.redisUrl
    ? openRedisBackend({ url: options.redisUrl, cluster: options.redisCluster ?? false }, namespace, onError)
    : openSqliteBackend(options.dataDir, namespace, onError);
}

export async function openStore(options: StoreOptions, logger: Logger): Promise<ChannelStore> {
  const backend = await openBackend(options, logger);
  return new ChannelStore(backend, (key, _raw, reason) => logger.error({ key, reason }, 'quarantined unreadable channel document'));
}
