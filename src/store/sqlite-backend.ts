// The embedded default: Keyv on a SQLite file, so `npm start` keeps state across restarts with no server.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import KeyvSqlite from '@keyv/sqlite';
import Keyv from 'keyv';
import { type DocumentBackend, guard } from './backend.js';

const LOG_TABLE = `CREATE TABLE IF NOT EXISTS salvo_log (
  key TEXT NOT NULL,
  seq INTEGER NOT NULL,
  entry TEXT NOT NULL,
  PRIMARY KEY (key, seq)
) WITHOUT ROWID`;
const TRIM_EVERY = 64;

export async function openSqliteBackend(dataDir: string, namespace: string, onError: (error: unknown) => void): Promise<DocumentBackend> {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'salvo.sqlite');
  // Several processes (shards) may share the file: wait for their locks rather than fail.
  const store = new KeyvSqlite({ uri: `sqlite://${file}`, busyTimeout: 10_000 });
  const keyv = new Keyv<string>({ store, namespace });
  keyv.on('error', onError);
  await store.query('PRAGMA journal_mode=WAL');
  await store.query('PRAGMA synchronous=NORMAL');
  await store.query(LOG_TABLE);
  const wrap = (value: string) => JSON.stringify({ value });
  const fullKey = (key: string) => `${namespace}:${key}`;

  // Keyv's adapter has one connection, so a transaction on it must not interleave with this process's other calls:
  // every call waits its turn here. Other processes are kept out by SQLite's own write lock (BEGIN IMMEDIATE).
  let turn: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const run = turn.then(work, work);
    turn = run.catch(() => undefined);
    return guard(() => run);
  };
  const transaction = async <T>(work: () => Promise<T>): Promise<T> => {
    await store.query('BEGIN IMMEDIATE');
    try {
      const result = await work();
      await store.query('COMMIT');
      return result;
    } catch (error) {
      await store.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  };

  return {
    kind: 'sqlite',
    get: (key) => exclusive(async () => (await keyv.get(key)) ?? undefined),
    compareAndSet: (key, expected, next, log) =>
      exclusive(() =>
        transaction(async () => {
          const rows =
            expected === undefined
              ? await store.query(
                  'INSERT INTO keyv (key, value) VALUES (?, ?) ON CONFLICT(key) DO NOTHING RETURNING key',
                  fullKey(key),
                  wrap(next),
                )
              : await store.query(
                  'UPDATE keyv SET value = ? WHERE key = ? AND value = ? RETURNING key',
                  wrap(next),
                  fullKey(key),
                  wrap(expected),
                );
          if (rows.length !== 1) return false;
          for (const entry of log?.entries ?? [])
            await store.query('INSERT INTO salvo_log (key, seq, entry) VALUES (?, ?, ?)', fullKey(key), entry.seq, entry.json);
          // Trimming in batches spares most writes a statement; readLog returns only the newest `keep` regardless.
          const newest = log?.entries.at(-1)?.seq;
          if (log && newest !== undefined && newest % TRIM_EVERY === 0)
            await store.query('DELETE FROM salvo_log WHERE key = ? AND seq <= ?', fullKey(key), newest - log.keep);
          return true;
        }),
      ),
    readLog: (key) =>
      exclusive(async () => {
        const rows = (await store.query('SELECT entry FROM salvo_log WHERE key = ? ORDER BY seq', fullKey(key))) as { entry: string }[];
        return rows.map((row) => row.entry);
      }),
    delete: (key) =>
      exclusive(() =>
        transaction(async () => {
          await store.query('DELETE FROM keyv WHERE key = ?', fullKey(key));
          await store.query('DELETE FROM salvo_log WHERE key = ?', fullKey(key));
        }),
      ),
    keys: () =>
      exclusive(async () => {
        const rows = (await store.query('SELECT key FROM keyv WHERE key LIKE ?', `${namespace}:%`)) as { key: string }[];
        return rows.map((row) => row.key.slice(namespace.length + 1));
      }),
    close: async () => {
      await turn;
      await keyv.disconnect().catch(() => undefined);
    },
  };
}
