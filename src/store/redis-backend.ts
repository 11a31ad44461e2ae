// Redis (one server or a Redis Cluster): each channel's keys share one hash tag, and every change is one Lua script
// over the head, the body, the touched unit records and the log.
import { createHash } from 'node:crypto';
import { createClient, createCluster } from '@keyv/redis';
import {
  type ArchiveChunk,
  chunkName,
  type DocumentBackend,
  guard,
  packChunk,
  parseChunkName,
  type Snapshot,
  StorageUnavailableError,
  type UnitWrite,
  unpackChunk,
  withTimeout,
} from './backend.js';

// Keys of one channel: KEYS[1] head, KEYS[2] version counter, KEYS[3] live log (a list), KEYS[4] archive (a hash of
// chunk name -> base64 gzip), KEYS[5] unit records (a hash of unit key -> record, so a write sets only the fields it
// touched), KEYS[6] the body. They share the head key's name as hash tag, so on Redis Cluster they sit in one slot and one script may
// touch them all.
//
// Every write script first checks the caller's deadline against the server's own clock: a command that reaches Redis
// after the caller already answered "storage unavailable, nothing changed" (Redis was paused, a network stalled)
// changes nothing, so that answer stays true.
const DEADLINE = `
local t = redis.call('TIME')
if tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000) > tonumber(ARGV[1]) then return -1 end`;

// ARGV[2] is the expected version counter ('' = none); ARGV[3] the SHA-1 of the expected bytes ('' = no document).
const EXPECT = `
local ver = redis.call('GET', KEYS[2])
if ARGV[2] ~= '' then
  if ver ~= ARGV[2] then return 0 end
elseif ARGV[3] == '' then
  if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
else
  if ver then return 0 end
  local current = redis.call('GET', KEYS[1])
  if not current or redis.sha1hex(current) ~= ARGV[3] then return 0 end
end`;

// Sets unit records from ARGV[at]: a count, then unit key / record pairs ('' deletes). Returns the next ARGV index.
const SET_UNITS = `
local function setUnits(at)
  local n = tonumber(ARGV[at])
  for i = 0, n - 1 do
    local unit, value = ARGV[at + 1 + 2 * i], ARGV[at + 2 + 2 * i]
    if value == '' then redis.call('HDEL', KEYS[5], unit) else redis.call('HSET', KEYS[5], unit, value) end
  end
  return at + 1 + 2 * n
end`;

// ARGV[4] head, ARGV[5] version, ARGV[6] '1' to clear the unit records first, ARGV[7] and ARGV[8] a unit record to set
// aside to KEYS[7] and the SHA-1 of the bytes it must still hold ('' = none), ARGV[9] the body ('' = unchanged), then
// the unit writes, then log entries.
const WRITE_SCRIPT = `${DEADLINE}${EXPECT}${SET_UNITS}
if ARGV[7] ~= '' then
  local current = redis.call('HGET', KEYS[5], ARGV[7])
  if not current or redis.sha1hex(current) ~= ARGV[8] then return 0 end
  redis.call('SET', KEYS[7], current)
end
redis.call('SET', KEYS[1], ARGV[4])
redis.call('SET', KEYS[2], ARGV[5])
if ARGV[9] ~= '' then redis.call('SET', KEYS[6], ARGV[9]) end
if ARGV[6] == '1' then redis.call('DEL', KEYS[5]) end
local first = setUnits(10)
if #ARGV >= first then return redis.call('RPUSH', KEYS[3], unpack(ARGV, first)) + 1 end
return redis.call('LLEN', KEYS[3]) + 1`;

// ARGV[4] '1' to move the body aside to KEYS[8] too.
const QUARANTINE_SCRIPT = `${DEADLINE}${EXPECT}
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
redis.call('RENAME', KEYS[1], KEYS[7])
if ARGV[4] == '1' and redis.call('EXISTS', KEYS[6]) == 1 then redis.call('RENAME', KEYS[6], KEYS[8]) end
redis.call('DEL', KEYS[2])
return 1`;

// ARGV[2], ARGV[3]: the oldest and the count-th oldest entries as read; ARGV[4] count; ARGV[5] chunk name; ARGV[6] data.
const ARCHIVE_SCRIPT = `${DEADLINE}
local n = tonumber(ARGV[4])
if redis.call('LINDEX', KEYS[3], 0) ~= ARGV[2] or redis.call('LINDEX', KEYS[3], n - 1) ~= ARGV[3] then return 0 end
redis.call('HSET', KEYS[4], ARGV[5], ARGV[6])
redis.call('LTRIM', KEYS[3], n, -1)
return 1`;

// ARGV[2] head, ARGV[3] what the channel held, kept aside at KEYS[7] ('' = nothing), ARGV[4] body, then the unit
// records, then the number of chunks and chunk name/data pairs, then live entries.
const REPLACE_SCRIPT = `${DEADLINE}${SET_UNITS}
local v = (tonumber(redis.call('GET', KEYS[2])) or 0) + 1
if ARGV[3] ~= '' then redis.call('SET', KEYS[7], ARGV[3]) end
redis.call('DEL', KEYS[1], KEYS[2], KEYS[3], KEYS[4], KEYS[5], KEYS[6])
redis.call('SET', KEYS[1], ARGV[2])
redis.call('SET', KEYS[2], v)
redis.call('SET', KEYS[6], ARGV[4])
local at = setUnits(5)
local chunks = tonumber(ARGV[at])
for i = 0, chunks - 1 do redis.call('HSET', KEYS[4], ARGV[at + 1 + 2 * i], ARGV[at + 2 + 2 * i]) end
local first = at + 1 + 2 * chunks
if #ARGV >= first then redis.call('RPUSH', KEYS[3], unpack(ARGV, first)) end
return 1`;

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

/** Policies that evict keys without a TTL: Salvo's keys have none, and losing one loses a channel. */
const EVICTING = /^allkeys-/;

export interface RedisTarget {
  /** One server's URL, or with `cluster` a comma-separated list of seed nodes. */
  readonly url: string;
  readonly cluster: boolean;
  /** Per-command timeout. */
  readonly timeoutMs: number;
  /** How long start-up waits for Redis before giving up. */
  readonly connectTimeoutMs: number;
  /** Accept an evicting maxmemory-policy (SALVO_ALLOW_EVICTION). */
  readonly allowEviction: boolean;
}

type Client = ReturnType<typeof createClient>;
type Cluster = ReturnType<typeof createCluster>;

/** The Redis key that holds a channel's head. */
export const redisDocKey = (namespace: string, key: string) => `${namespace}:${key}`;

export async function openRedisBackend(
  target: RedisTarget,
  namespace: string,
  onError: (error: unknown) => void,
  warn: (message: string) => void = () => undefined,
): Promise<DocumentBackend> {
  // A brace in the namespace would change which part of a key is hashed, splitting a channel over slots.
  if (/[{}]/.test(namespace)) throw new Error(`The Redis namespace must not contain braces: "${namespace}".`);
  let lastError: unknown;
  const socket = {
    connectTimeout: Math.min(2000, target.connectTimeoutMs),
    reconnectStrategy: (retries: number, cause: Error) => {
      lastError = cause;
      return Math.min(100 + retries * 100, 2000);
    },
  };
  // While Redis is down, each command fails at once ("storage unavailable, nothing changed") rather than queueing,
  // and the client keeps reconnecting in the background so the bot recovers by itself.
  const redis: Client | Cluster = target.cluster
    ? createCluster({
        rootNodes: target.url.split(',').map((url) => ({ url: url.trim() })),
        defaults: { disableOfflineQueue: true, socket },
      })
    : createClient({ url: target.url, disableOfflineQueue: true, socket });
  let connected = false;
  redis.on('error', (error: unknown) => {
    lastError = error;
    // While starting, the outcome is reported once below rather than once per retry.
    if (connected) onError(error);
  });
  // Start-up waits until Redis is ready: a client handed out while still connecting fails its first commands.
  try {
    await withTimeout(redis.connect() as Promise<unknown>, target.connectTimeoutMs, 'Redis');
  } catch (error) {
    (redis as Client).destroy();
    const cause = lastError instanceof Error ? lastError.message : error instanceof Error ? error.message : String(error);
    throw new Error(`Could not connect to Redis at ${target.url} within ${target.connectTimeoutMs} ms (${cause}).`, { cause: error });
  }
  connected = true;
  let clockOffset = 0;
  const nodes = async (): Promise<Client[]> =>
    target.cluster
      ? Promise.all((redis as Cluster).masters.map((node) => (redis as Cluster).nodeClient(node) as Promise<Client>))
      : [redis as Client];
  try {
    await checkEvictionPolicy(await nodes(), target.allowEviction, warn);
    // Deadlines are given in the server's clock; nodes of one deployment share it closely enough (NTP).
    const [seconds, micros] = (await (await nodes())[0]!.sendCommand(['TIME'])) as [string, string];
    clockOffset = Number(seconds) * 1000 + Math.floor(Number(micros) / 1000) - Date.now();
  } catch (error) {
    (redis as Client).destroy();
    throw error;
  }

  const call = <T>(what: string, work: () => Promise<T>) => guard(() => withTimeout(work(), target.timeoutMs, `Redis (${what})`));
  const keysOf = (key: string) => {
    const doc = redisDocKey(namespace, key);
    return [doc, `{${doc}}:v`, `{${doc}}:log`, `{${doc}}:archive`, `{${doc}}:units`, `{${doc}}:body`];
  };
  const blobKey = (key: string, id: string) => `{${redisDocKey(namespace, key)}}:blob:${id}`;
  const asideKey = (key: string, what: string) => `{${redisDocKey(namespace, key)}}:quarantine:${key}:${what}${Date.now()}`;
  const unitArgs = (writes: readonly UnitWrite[]) => [String(writes.length), ...writes.flatMap((w) => [w.unit, w.json ?? ''])];
  // The server answers "too late" for a write that arrives after this; the caller gives up a little later, so a write
  // that lands just before its deadline still gets its reply back in time.
  const deadline = () => String(Date.now() + clockOffset + Math.max(1, target.timeoutMs - Math.min(500, target.timeoutMs / 4)));
  const run = async (script: string, keys: string[], args: string[]): Promise<number> => {
    const result = (await redis.eval(script, { keys, arguments: [deadline(), ...args] })) as number;
    if (result === -1) throw new StorageUnavailableError(new Error('Redis ran the write after its deadline, so it changed nothing'));
    return result;
  };
  const scanKeys = async (key: string, kind: 'quarantine' | 'blob') => {
    const found: string[] = [];
    for (const node of await nodes())
      for await (const batch of node.scanIterator({ MATCH: `{${redisDocKey(namespace, key)}}:${kind}:*`, COUNT: 1000 }))
        found.push(...batch);
    return found;
  };
  const expectArgs = (expected: Snapshot) => [
    expected.version === undefined ? '' : String(expected.version),
    expected.raw === undefined || expected.version !== undefined ? '' : sha1(expected.raw),
  ];

  return {
    kind: 'redis',
    read: (key) =>
      call('read', async () => {
        // One MULTI, so a first write landing between the reads cannot pass for a lost document; reads stay off EVAL,
        // so INFO commandstats' eval line is the writes alone (the bench reads it).
        const [doc, ver, log, archive, units, body] = keysOf(key) as [string, string, string, string, string, string];
        const multi = target.cluster ? (redis as Cluster).multi(doc) : (redis as Client).multi();
        const [[raw, version], others] = (await multi.mGet([doc, ver]).exists([log, archive, units, body]).exec()) as unknown as [
          [string | null, string | null],
          number,
        ];
        return {
          raw: raw ?? undefined,
          version: version === null ? undefined : Number(version),
          hasHistory: others > 0 || version !== null,
        };
      }),
    readBody: (key) => call('body', async () => (await redis.get(keysOf(key)[5]!)) ?? undefined),
    readUnits: (key, units) =>
      call('units', async () =>
        units.length === 0 ? [] : (await redis.hmGet(keysOf(key)[4]!, [...units])).map((raw) => raw ?? undefined),
      ),
    write: (key, expected, next, nextVersion, log, units) =>
      call('write', async () => {
        const aside = units?.aside;
        const result = await run(
          WRITE_SCRIPT,
          [...keysOf(key), asideKey(key, `unit:${aside?.unit ?? ''}:`)],
          [
            ...expectArgs(expected),
            next,
            String(nextVersion),
            units?.clear ? '1' : '',
            aside?.unit ?? '',
            aside ? sha1(aside.raw) : '',
            units?.body ?? '',
            ...unitArgs(units?.writes ?? []),
            ...(log ?? []).map((e) => e.json),
          ],
        );
        return result === 0 ? false : { logLength: result - 1 };
      }),
    quarantine: (key, expected, body) =>
      call('quarantine', async () => {
        const moved = asideKey(key, '');
        const ok = await run(
          QUARANTINE_SCRIPT,
          [...keysOf(key), moved, asideKey(key, 'body:')],
          [...expectArgs(expected), body ? '1' : ''],
        );
        return ok === 1 ? moved.slice(moved.indexOf(':quarantine:') + 1) : undefined;
      }),
    quarantined: (key) =>
      call('quarantined', async () => {
        const names = (await scanKeys(key, 'quarantine')).sort();
        return (await Promise.all(names.map((name) => redis.get(name)))).filter((v): v is string => v !== null);
      }),
    readLog: (key) => call('log', () => redis.lRange(keysOf(key)[2]!, 0, -1)),
    archive: (key, count) =>
      call('archive', async () => {
        const keys = keysOf(key);
        const entries = await redis.lRange(keys[2]!, 0, count - 1);
        if (entries.length < count) return;
        const chunk = {
          firstSeq: (JSON.parse(entries[0]!) as { seq: number }).seq,
          lastSeq: (JSON.parse(entries.at(-1)!) as { seq: number }).seq,
        };
        await run(ARCHIVE_SCRIPT, keys, [
          entries[0]!,
          entries.at(-1)!,
          String(count),
          chunkName(chunk),
          packChunk(entries).toString('base64'),
        ]);
      }),
    archiveChunks: (key) => call('archive index', async () => (await redis.hKeys(keysOf(key)[3]!)).sort().map(parseChunkName)),
    readArchive: (key, chunk: ArchiveChunk) =>
      call('archive', async () => {
        const data = await redis.hGet(keysOf(key)[3]!, chunkName(chunk));
        return data ? unpackChunk(Buffer.from(data, 'base64')) : [];
      }),
    replace: (key, head, body, units, archive, live, aside) =>
      call('restore', async () => {
        const chunks = archive.flatMap((entries) => {
          const first = (JSON.parse(entries[0]!) as { seq: number }).seq;
          const last = (JSON.parse(entries.at(-1)!) as { seq: number }).seq;
          return [chunkName({ firstSeq: first, lastSeq: last }), packChunk(entries).toString('base64')];
        });
        await run(
          REPLACE_SCRIPT,
          [...keysOf(key), asideKey(key, '')],
          [head, aside ?? '', body, ...unitArgs(units), String(archive.length), ...chunks, ...live.map((e) => e.json)],
        );
      }),
    plant: (key, raw) =>
      call('plant', async () => {
        if (raw === undefined) await redis.del(keysOf(key)[0]!);
        else await redis.set(keysOf(key)[0]!, raw);
      }),
    plantBody: (key, raw) =>
      call('plant', async () => {
        if (raw === undefined) await redis.del(keysOf(key)[5]!);
        else await redis.set(keysOf(key)[5]!, raw);
      }),
    plantUnit: (key, unit, raw) =>
      call('plant', async () => {
        if (raw === undefined) await redis.hDel(keysOf(key)[4]!, unit);
        else await redis.hSet(keysOf(key)[4]!, unit, raw);
      }),
    dropLiveLog: (key) =>
      call('plant', async () => {
        await redis.del(keysOf(key)[2]!);
      }),
    putBlob: (key, id, text) =>
      call('record', async () => {
        await redis.set(blobKey(key, id), text, { NX: true });
      }),
    readBlob: (key, id) => call('record', async () => (await redis.get(blobKey(key, id))) ?? undefined),
    delete: (key) =>
      call('delete', async () => {
        for (const name of [...keysOf(key), ...(await scanKeys(key, 'quarantine')), ...(await scanKeys(key, 'blob'))])
          await redis.del(name);
      }),
    // String keys of this namespace on every master; the version counters, logs and archives carry braces.
    keys: () =>
      call('keys', async () => {
        const found: string[] = [];
        for (const node of await nodes())
          for await (const batch of node.scanIterator({ MATCH: `${namespace}:*`, TYPE: 'string', COUNT: 1000 }))
            for (const full of batch) found.push(full.slice(namespace.length + 1));
        return found;
      }),
    close: async () => {
      await (redis as Client).close().catch(() => (redis as Client).destroy());
    },
  };
}

async function checkEvictionPolicy(nodes: readonly Client[], allow: boolean, warn: (message: string) => void): Promise<void> {
  for (const node of nodes) {
    let policy: string | undefined;
    try {
      policy = (await node.configGet('maxmemory-policy'))['maxmemory-policy'];
    } catch (error) {
      // Managed Redis services often disable CONFIG; say so rather than refuse to start.
      warn(
        `Could not read Redis maxmemory-policy (${error instanceof Error ? error.message : String(error)}); make sure it is noeviction.`,
      );
      return;
    }
    if (policy && EVICTING.test(policy)) {
      const message =
        `Redis maxmemory-policy is ${policy}: under memory pressure Redis would delete channels' documents and logs. ` +
        'Set it to noeviction (CONFIG SET maxmemory-policy noeviction, and in redis.conf), or set SALVO_ALLOW_EVICTION=true to run anyway.';
      if (!allow) throw new Error(message);
      warn(message);
    }
  }
}
