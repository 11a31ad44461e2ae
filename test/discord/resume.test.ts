// The fake Discord resumes a dropped session as Discord does: a bot that lost its connection (a heartbeat ACK read too
// late on a loaded machine) gets the interactions sent meanwhile, so a busy CPU does not make a test lose them.
import { once } from 'node:events';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { WebSocket } from 'ws';
import { FakeDiscord } from './fake-discord.js';

let fake: FakeDiscord;
beforeAll(async () => {
  fake = await FakeDiscord.start();
  fake.acceptToken('resume-token');
});
afterAll(() => fake.close());

interface Frame {
  readonly op: number;
  readonly t?: string;
  readonly s?: number;
  readonly d?: { readonly data?: { readonly name?: string } };
}

async function connect(): Promise<{ ws: WebSocket; frames: Frame[]; next: (match: (f: Frame) => boolean) => Promise<Frame> }> {
  const ws = new WebSocket(fake.gatewayUrl);
  const frames: Frame[] = [];
  const waiters: Array<() => void> = [];
  ws.on('message', (raw) => {
    frames.push(JSON.parse(raw.toString()) as Frame);
    for (const wake of waiters.splice(0)) wake();
  });
  await once(ws, 'open');
  const next = async (match: (f: Frame) => boolean): Promise<Frame> => {
    for (;;) {
      const found = frames.find(match);
      if (found) return found;
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  return { ws, frames, next };
}

test('GIVEN a bot that drops its connection WHEN it resumes THEN the interactions sent meanwhile arrive, then RESUMED', async () => {
  const first = await connect();
  first.ws.send(JSON.stringify({ op: 2, d: { token: 'resume-token' } }));
  await first.next((f) => f.t === 'READY');
  fake.sendCommand('roll', { expression: '1d6' });
  const seen = await first.next((f) => f.t === 'INTERACTION_CREATE');
  first.ws.close();
  await once(first.ws, 'close');

  fake.sendCommand('d66');
  const second = await connect();
  second.ws.send(JSON.stringify({ op: 6, d: { token: 'resume-token', session_id: 'x', seq: seen.s } }));
  const missed = await second.next((f) => f.t === 'INTERACTION_CREATE');
  expect(missed.d?.data?.name).toBe('d66');
  await second.next((f) => f.t === 'RESUMED');
  expect(second.frames.filter((f) => f.t === 'INTERACTION_CREATE').map((f) => f.d?.data?.name)).toEqual(['d66']);
  second.ws.close();
});

test('GIVEN a RESUME with an unknown token THEN the session is refused as invalid (op 9)', async () => {
  const bot = await connect();
  bot.ws.send(JSON.stringify({ op: 6, d: { token: 'stolen', session_id: 'x', seq: 0 } }));
  expect(await bot.next((f) => f.op === 9)).toEqual({ op: 9, d: false });
  bot.ws.close();
});
