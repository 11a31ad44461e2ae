// The health check's verdict from the heartbeat file's content: missing, garbled, fresh or stale.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { HEARTBEAT_STALE_MS, heartbeatProblem } from '../../src/discord/heartbeat.js';

const dir = mkdtempSync(join(tmpdir(), 'salvo-heartbeat-'));
const file = (content: string) => {
  const path = join(dir, `${Math.random().toString(36).slice(2)}`);
  writeFileSync(path, content);
  return path;
};

test.each([
  ['missing', join(dir, 'none'), 1_000_000, /^no heartbeat at .*: the bot has not connected to Discord yet$/],
  ['garbled', file('soon'), 1_000_000, /^unreadable heartbeat in /],
  ['stale by a second', file('1000000'), 1_000_000 + HEARTBEAT_STALE_MS + 1000, /^last connected to Discord 61 s ago$/],
])('GIVEN a %s heartbeat THEN it is a problem', (_, path, now, message) => {
  expect(heartbeatProblem(path, now)).toMatch(message);
});

test('GIVEN a beat exactly at the staleness limit THEN it is still healthy', () => {
  expect(heartbeatProblem(file('1000000'), 1_000_000 + HEARTBEAT_STALE_MS)).toBeUndefined();
});
