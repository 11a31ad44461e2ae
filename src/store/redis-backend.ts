// Redis through @keyv/redis: Keyv reads and namespaces; a Lua compare-and-set makes writes safe across processes.
import { createHash } from 'node:crypto';
import KeyvRedis from '@keyv/redis';
import Keyv from 'keyv';
import { type DocumentBackend, guard } from './backend.js';

// Compares the stored string's SHA-1 with the one the writer read: a writer that read an older document can never
// overwrite a newer one, and the previous document need not travel back to Redis with every write. The log entries
// (ARGV[4..]) are pushed onto the log list in the same script, so state and log change together or not at all.
const CAS_SCRIPT = `
local current = redis.call('GET', KEYS[1])
if ARGV[1] == '' then
  if current then return 0 end
elseif not current or redis.sha1hex(current) ~= ARGV[1] then
  return 0
end
redis.call('SET', KEYS[1], ARGV[2])
if #ARGV > 3 then
  redis.call('RPUSH', KEYS[2], unpack(ARGV, 4))
  redis.call('LTRIM', KEYS[2], -tonumber(ARGV[3]), -1)
end
return 1`;

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

export interface RedisTarget {
  /** One server's URL, or with `cluster` a comma-separated list of seed nodes. */
  readonly url: string;
  readonly cluster: boolean;
}

export async function openRedisBackend(
  target: RedisTarget,
  namespace: string,
  onError: (error: unknown) => void,
): Promise<DocumentBackend> {
  // The log key's hash tag is the document key's full name, so on Redis Cluster both sit in one slot (a script may only
  // touch one slot); a brace in the namespace would change which part is hashed.
  if (/[{}]/.test(namespace)) throw new Error(`The Redis namespace must not contain braces: "${namespace}".`);
  const socket = { connectTimeout: 2000, reconnectStrategy: (retries: number) => Math.min(100 + retries * 100, 2000) };
  // While Redis is down, fail each command at once ("storage unavailable, nothing changed") instead of queueing it,
  // and keep reconnecting in the background so the bot recovers by itself.
  const connection = target.cluster
    ? {
        rootNodes: target.url.split(',').map((url) => ({ url: url.trim() })),
        defaults: { disableOfflineQueue: true, socket },
      }
    : { url: target.url, disableOfflineQueue: true, socket };
  const store = new KeyvRedis(connection, {
    namespace,
    // Fail fast while Redis is down so a command answers "storage unavailable" instead of hanging.
    throwOnConnectError: false,
    throwOnErrors: true,
    connectionTimeout: 2000,
  });
  const keyv = new Keyv<string>({ store, namespace, useKeyPrefix: false, throwOnErrors: true });
  keyv.on('error', onError);
  store.on('error', onError);
  const wrap = (value: string) => JSON.stringify({ value });
  const fullKey = (key: string) => store.createKeyPrefix(key, namespace);
  const logKey = (key: string) => `{${fullKey(key)}}:log`;

  return {
    kind: 'redis',
    get: (key) => guard(async () => (await keyv.get(key)) ?? undefined),
    compareAndSet: (key, expected, next, log) =>
      guard(async () => {
        const client = await store.getClient();
        const result = await client.eval(CAS_SCRIPT, {
          keys: [fullKey(key), logKey(key)],
          arguments: [
            expected === undefined ? '' : sha1(wrap(expected)),
            wrap(next),
            String(log?.keep ?? 0),
            ...(log?.entries.map((e) => e.json) ?? []),
          ],
        });
        return result === 1;
      }),
    readLog: (key) => guard(async () => (await store.getClient()).lRange(logKey(key), 0, -1)),
    delete: (key) => guard(async () => void (await (await store.getClient()).del([fullKey(key), logKey(key)]))),
    // Keyv's iterator scans this namespace's string keys on every master, so the log lists stay out of this list.
    keys: () =>
      guard(async () => {
        const found: string[] = [];
        for await (const [key] of store.iterator(namespace)) found.push(store.getKeyWithoutPrefix(key, namespace));
        return found;
      }),
    close: async () => {
      await keyv.disconnect().catch(() => undefined);
    },
  };
}
