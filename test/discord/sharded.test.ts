// `npm run start:sharded` against the fake Discord: the manager asks DISCORD_API_BASE for the shard count and its shard logs in.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runUntilIdentified } from './bot-process.js';
import { FakeDiscord } from './fake-discord.js';

let fake: FakeDiscord;

beforeAll(async () => {
  fake = await FakeDiscord.start();
});

afterAll(async () => {
  await fake?.close();
});

describe('GIVEN DISCORD_TOKEN and DISCORD_API_BASE in the environment', () => {
  test('WHEN npm run start:sharded runs THEN its shard process identifies as shard 0 of 1 and stops with the manager', async () => {
    const { identify, code, stderr } = await runUntilIdentified(fake, 'src/discord/shard.ts', 'sharded-token', {}, 30_000);
    expect(fake.requests.find((r) => r.path === '/api/v10/gateway/bot')?.headers.authorization).toBe('Bot sharded-token');
    expect(identify.d).toMatchObject({ token: 'sharded-token', intents: 1, shard: [0, 1] });
    expect(code, stderr).toBe(0);
    // The shard process is a child of the manager: it must not outlive it.
    await fake.waitFor(() => (fake.openConnections === 0 ? true : undefined), 15_000, 'the shard to disconnect');
  }, 60_000);
});
