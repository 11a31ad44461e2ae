// The embedded default: a SQLite file, so `npm start` keeps state across restarts with no server. Every change (head,
// body, touched unit records, log) is one transaction; documents written by earlier versions (Keyv's table) are read where they are and moved on first write.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import KeyvSqlite from '@keyv/sqlite';
import {
  chunkName,
  type DocumentBackend,
  guard,
  packChunk,
  parseChunkName,
  type Snapshot,
  type UnitChanges,
  type UnitWrite,
  unpackChunk,
} from './backend.js';

const TABLES = [
  `CREATE TABLE IF NOT EXISTS salvo_docs (key TEXT PRIMARY KEY, version INTEGER NOT NULL, value TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS salvo_log (key TEXT NOT NULL, seq INTEGER NOT NULL, entry TEXT NOT NULL, PRIMARY KEY (key, seq)) WITHOUT ROWID`,
  `CREATE TABLE IF NOT EXISTS salvo_archive (key TEXT NOT NULL, name TEXT NOT NULL, data BLOB NOT NULL, PRIMARY KEY (key, name))`,
  `CREATE TABLE IF NOT EXISTS salvo_bodies (key TEXT PRIMARY KEY, value TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS salvo_units (key TEXT NOT NULL, unit TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (key, unit)) WITHOUT ROWID`,
  `CREATE TABLE IF NOT EXISTS salvo_quarantine (key TEXT NOT NULL, name TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (key, name))`,
  `CREATE TABLE IF NOT EXISTS salvo_blobs (key TEXT NOT NULL, id TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (key, id)) WITHOUT ROWID`,
];

type Row = Record<string, unknown>;

export async function openSqliteBackend(
  dataDir: string,
  namespace: string,
  onError: (error: unknown) => void,
  timeoutMs: number,
): Promise<DocumentBackend> {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'salvo.sqlite');
  // Several processes (shards) may share the file: wait for their locks up to the storage timeout, then answer
  // "storage unavailable". SQLite abandons the statement itself, so nothing is left half-done.
  const store = new KeyvSqlite({ uri: `sqlite://${file}`, busyTimeout: timeoutMs });
  store.on('error', onError);
  const query = (sql: string, ...params: unknown[]) => store.query(sql, ...params) as Promise<Row[]>;
  await guard(async () => {
    await query('PRAGMA journal_mode=WAL');
    await query('PRAGMA synchronous=NORMAL');
    for (const table of TABLES) await query(table);
  });
  const full = (key: string) => `${namespace}:${key}`;

  // The adapter has one connection, so a transaction on it must not interleave with this process's other calls:
  // every call waits its turn here. Other processes are kept out by SQLite's own write lock (BEGIN IMMEDIATE).
  let turn: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const run = turn.then(work, work);
    turn = run.catch(() => undefined);
    return guard(() => run);
  };
  const transaction = <T>(work: () => Promise<T>, begin = 'BEGIN IMMEDIATE'): Promise<T> =>
    exclusive(async () => {
      await query(begin);
      try {
        const result = await work();
        await query('COMMIT');
        return result;
      } catch (error) {
        await query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    });
  // Removes the document `expected` saw, returning whether it was still there unchanged.
  const take = async (key: string, expected: Snapshot): Promise<string | undefined> => {
    const rows =
      expected.version !== undefined
        ? await query('DELETE FROM salvo_docs WHERE key = ? AND version = ? RETURNING value', full(key), expected.version)
        : await query('DELETE FROM keyv WHERE key = ? AND value = ? RETURNING value', full(key), expected.raw);
    return rows.length === 1 ? (rows[0]!.value as string) : undefined;
  };
  const insertLog = async (key: string, entries: ReadonlyArray<{ seq: number; json: string }>) => {
    for (const entry of entries) await query('INSERT INTO salvo_log (key, seq, entry) VALUES (?, ?, ?)', full(key), entry.seq, entry.json);
  };
  const writeUnits = async (key: string, writes: readonly UnitWrite[]) => {
    for (const { unit, json } of writes)
      if (json === undefined) await query('DELETE FROM salvo_units WHERE key = ? AND unit = ?', full(key), unit);
      else
        await query(
          'INSERT INTO salvo_units (key, unit, value) VALUES (?, ?, ?) ON CONFLICT(key, unit) DO UPDATE SET value = excluded.value',
          full(key),
          unit,
          json,
        );
  };
  const writeBody = (key: string, body: string) =>
    query('INSERT INTO salvo_bodies (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value', full(key), body);
  const setAside = (key: string, name: string, value: string) =>
    query('INSERT INTO salvo_quarantine (key, name, value) VALUES (?, ?, ?)', full(key), name, value);
  // Whether a unit record to be set aside still holds exactly the bytes the writer saw.
  const unchanged = async (key: string, aside: NonNullable<UnitChanges['aside']>): Promise<boolean> => {
    const [row] = await query('SELECT value FROM salvo_units WHERE key = ? AND unit = ?', full(key), aside.unit);
    return row?.value === aside.raw;
  };
  const insertChunk = async (key: string, entries: readonly string[]) => {
    const name = chunkName({
      firstSeq: (JSON.parse(entries[0]!) as { seq: number }).seq,
      lastSeq: (JSON.parse(entries.at(-1)!) as { seq: number }).seq,
    });
    await query('INSERT INTO salvo_archive (key, name, data) VALUES (?, ?, ?)', full(key), name, packChunk(entries));
  };

  return {
    kind: 'sqlite',
    // One read transaction, so the document and the history check see the same commit: read apart, another process's
    // first write could land between them and a channel being created would look like one whose state was lost.
    read: (key) =>
      transaction(async () => {
        const [doc] = await query('SELECT value, version FROM salvo_docs WHERE key = ?', full(key));
        const [legacy] = doc ? [] : await query('SELECT value FROM keyv WHERE key = ?', full(key));
        const [history] = await query(
          `SELECT EXISTS (SELECT 1 FROM salvo_log WHERE key = ?1) OR EXISTS (SELECT 1 FROM salvo_archive WHERE key = ?1)
             OR EXISTS (SELECT 1 FROM salvo_units WHERE key = ?1) OR EXISTS (SELECT 1 FROM salvo_bodies WHERE key = ?1) AS h`,
          full(key),
        );
        const raw = (doc?.value ?? legacy?.value) as string | undefined;
        return { raw, version: doc ? Number(doc.version) : undefined, hasHistory: Boolean(history?.h) };
      }, 'BEGIN'),
    readBody: (key) =>
      exclusive(async () => {
        const [row] = await query('SELECT value FROM salvo_bodies WHERE key = ?', full(key));
        return row ? (row.value as string) : undefined;
      }),
    readUnits: (key, units) =>
      exclusive(async () => {
        if (units.length === 0) return [];
        const rows = await query(
          `SELECT unit, value FROM salvo_units WHERE key = ? AND unit IN (${units.map(() => '?').join(', ')})`,
          full(key),
          ...units,
        );
        const found = new Map(rows.map((row) => [row.unit as string, row.value as string]));
        return units.map((unit) => found.get(unit));
      }),
    write: (key, expected, next, nextVersion, log, units) =>
      transaction(async () => {
        if (units?.aside && !(await unchanged(key, units.aside))) return false;
        if (expected.raw === undefined) {
          if ((await query('SELECT 1 FROM keyv WHERE key = ?', full(key))).length > 0) return false;
          const rows = await query(
            'INSERT INTO salvo_docs (key, version, value) VALUES (?, ?, ?) ON CONFLICT(key) DO NOTHING RETURNING key',
            full(key),
            nextVersion,
            next,
          );
          if (rows.length !== 1) return false;
        } else if (expected.version !== undefined) {
          const rows = await query(
            'UPDATE salvo_docs SET value = ?, version = ? WHERE key = ? AND version = ? RETURNING key',
            next,
            nextVersion,
            full(key),
            expected.version,
          );
          if (rows.length !== 1) return false;
        } else {
          if ((await take(key, expected)) === undefined) return false;
          await query('INSERT INTO salvo_docs (key, version, value) VALUES (?, ?, ?)', full(key), nextVersion, next);
        }
        if (units?.aside) await setAside(key, `quarantine:${key}:unit:${units.aside.unit}:${Date.now()}`, units.aside.raw);
        if (units?.body !== undefined) await writeBody(key, units.body);
        if (units?.clear) await query('DELETE FROM salvo_units WHERE key = ?', full(key));
        await writeUnits(key, units?.writes ?? []);
        await insertLog(key, log ?? []);
        const [count] = await query('SELECT COUNT(*) AS n FROM salvo_log WHERE key = ?', full(key));
        return { logLength: Number(count?.n ?? 0) };
      }),
    quarantine: (key, expected, body) =>
      transaction(async () => {
        const value = await take(key, expected);
        if (value === undefined) return undefined;
        const at = Date.now();
        const name = `quarantine:${key}:${at}`;
        await setAside(key, name, value);
        const [moved] = body ? await query('DELETE FROM salvo_bodies WHERE key = ? RETURNING value', full(key)) : [];
        if (moved) await setAside(key, `quarantine:${key}:body:${at}`, moved.value as string);
        return name;
      }),
    quarantined: (key) =>
      exclusive(async () =>
        (await query('SELECT value FROM salvo_quarantine WHERE key = ? ORDER BY name', full(key))).map((row) => row.value as string),
      ),
    readLog: (key) =>
      exclusive(async () =>
        (await query('SELECT entry FROM salvo_log WHERE key = ? ORDER BY seq', full(key))).map((row) => row.entry as string),
      ),
    archive: (key, count) =>
      transaction(async () => {
        const rows = await query('SELECT seq, entry FROM salvo_log WHERE key = ? ORDER BY seq LIMIT ?', full(key), count);
        if (rows.length < count) return;
        await insertChunk(
          key,
          rows.map((row) => row.entry as string),
        );
        await query('DELETE FROM salvo_log WHERE key = ? AND seq <= ?', full(key), rows.at(-1)!.seq);
      }),
    archiveChunks: (key) =>
      exclusive(async () =>
        (await query('SELECT name FROM salvo_archive WHERE key = ? ORDER BY name', full(key))).map((row) =>
          parseChunkName(row.name as string),
        ),
      ),
    readArchive: (key, chunk) =>
      exclusive(async () => {
        const [row] = await query('SELECT data FROM salvo_archive WHERE key = ? AND name = ?', full(key), chunkName(chunk));
        return row ? unpackChunk(row.data as Buffer) : [];
      }),
    replace: (key, head, body, units, archive, live, aside) =>
      transaction(async () => {
        const [old] = await query('SELECT version FROM salvo_docs WHERE key = ?', full(key));
        const version = Number(old?.version ?? 0) + 1;
        if (aside !== undefined) await setAside(key, `quarantine:${key}:${Date.now()}`, aside);
        for (const table of ['salvo_docs', 'salvo_bodies', 'salvo_units', 'salvo_log', 'salvo_archive', 'keyv'])
          await query(`DELETE FROM ${table} WHERE key = ?`, full(key));
        await query('INSERT INTO salvo_docs (key, version, value) VALUES (?, ?, ?)', full(key), version, head);
        await writeBody(key, body);
        await writeUnits(key, units);
        for (const entries of archive) await insertChunk(key, entries);
        await insertLog(key, live);
      }),
    plant: (key, raw) =>
      exclusive(async () => {
        if (raw === undefined) await query('DELETE FROM salvo_docs WHERE key = ?', full(key));
        else
          await query(
            'INSERT INTO salvo_docs (key, version, value) VALUES (?, 0, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
            full(key),
            raw,
          );
      }),
    plantBody: (key, raw) =>
      exclusive(async () => {
        if (raw === undefined) await query('DELETE FROM salvo_bodies WHERE key = ?', full(key));
        else await writeBody(key, raw);
      }),
    plantUnit: (key, unit, raw) => exclusive(() => writeUnits(key, [{ unit, json: raw }])),
    dropLiveLog: (key) =>
      exclusive(async () => {
        await query('DELETE FROM salvo_log WHERE key = ?', full(key));
      }),
    putBlob: (key, id, text) =>
      exclusive(async () => {
        await query('INSERT INTO salvo_blobs (key, id, value) VALUES (?, ?, ?) ON CONFLICT DO NOTHING', full(key), id, text);
      }),
    readBlob: (key, id) =>
      exclusive(async () => {
        const [row] = await query('SELECT value FROM salvo_blobs WHERE key = ? AND id = ?', full(key), id);
        return row ? (row.value as string) : undefined;
      }),
    delete: (key) =>
      transaction(async () => {
        for (const table of [
          'salvo_docs',
          'salvo_bodies',
          'salvo_units',
          'salvo_log',
          'salvo_archive',
          'salvo_quarantine',
          'salvo_blobs',
          'keyv',
        ])
          await query(`DELETE FROM ${table} WHERE key = ?`, full(key));
      }),
    keys: () =>
      exclusive(async () => {
        const rows = await query(
          'SELECT key FROM salvo_docs WHERE key LIKE ?1 UNION SELECT key FROM keyv WHERE key LIKE ?1',
          `${namespace}:%`,
        );
        return rows.map((row) => (row.key as string).slice(namespace.length + 1));
      }),
    close: async () => {
      await turn;
      await store.disconnect().catch(() => undefined);
    },
  };
}
