// Real stores for tests: Redis (REDIS_URL, default local) under a unique namespace per run, or SQLite in a temp dir.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import type { ChannelStore } from '../../src/store/channel-store.js';
import { openStore } from '../../src/store/open.js';

export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
export const testLogger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });

let counter = 0;

/** A namespace no other test run or test file shares. */
export function uniqueNamespace(label = 'test'): string {
  counter += 1;
  return `salvo-${label}-${process.pid}-${Date.now().toString(36)}-${counter}`;
}

export type BackendKind = 'redis' | 'sqlite';

export async function openTestStore(kind: BackendKind = 'redis', namespace = uniqueNamespace()): Promise<ChannelStore> {
  if (kind === 'redis') return openStore({ redisUrl: REDIS_URL, dataDir: '', namespace }, testLogger);
  return openStore({ dataDir: mkdtempSync(join(tmpdir(), 'salvo-test-')), namespace }, testLogger);
}
