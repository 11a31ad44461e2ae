// The embedded default: Keyv on a SQLite file, so `npm start` keeps state across restarts with no server.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import KeyvSqlite from '@keyv/sqlite';
import Keyv from 'keyv';
import { type DocumentBackend, guard } from './backend.js';

export async function openSqliteBackend(dataDir: string, namespace: string, onError: (error: unknown) => void): Promise<DocumentBackend> {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'salvo.sqlite');
  // Several processes (shards) may share the file: wait for their locks rather than fail.
  const store = new KeyvSqlite({ uri: `sqlite://${file}`, busyTimeout: 10_000 });
  const keyv = new Keyv<string>({ store, namespace });
  keyv.on('error', onError);
  await store.query('PRAGMA journal_mode=WAL');
  const wrap = (value: string) => JSON.stringify({ value });
  const fullKey = (key: string) => `${namespace}:${key}`;

  return {
    kind: 'sqlite',
    get: (key) => guard(async () => (await keyv.get(key)) ?? undefined),
    // One statement each, so SQLite's own write lock makes the compare and the set a single step.
    compareAndSet: (key, expected, next) =>
      guard(async () => {
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
        return rows.length === 1;
      }),
    delete: (key) => guard(async () => void (await keyv.delete(key))),
    keys: () =>
      guard(async () => {
        const rows = (await store.query('SELECT key FROM keyv WHERE key LIKE ?', `${namespace}:%`)) as { key: string }[];
        return rows.map((row) => row.key.slice(namespace.length + 1));
      }),
    close: async () => {
      await keyv.disconnect().catch(() => undefined);
    },
  };
}
