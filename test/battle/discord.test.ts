// The battle clock through the real discord.js client and the fake Discord: the turn ping names one user, and only them.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { RateLimiter } from '../../src/rate-limit.js';
import {
  DEFAULT_USER,
  type FakeDiscord,
  type FakeResponse,
  type FakeUser,
  MANAGE_CHANNELS,
  PLAYER_PERMISSIONS,
} from '../discord/fake-discord.js';
import { startBotOnFake } from '../helpers/discord-bot.js';

const BOB: FakeUser = { id: '700000000000000002', username: 'bob', global_name: 'Bob' };
const GM = PLAYER_PERMISSIONS | MANAGE_CHANNELS;

let fake: FakeDiscord;
let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ fake, close } = await startBotOnFake({
    label: 'battle-discord',
    router: { rateLimiter: new RateLimiter({ burst: 1000, perSecond: 1000 }) },
  }));
}, 15_000);
afterAll(() => close?.());

const answer = (id: string): Promise<FakeResponse> => fake.answerTo(id);

const titleOf = (response: FakeResponse) => (response.data.embeds?.[0] as { title?: string } | undefined)?.title;

const run = (name: string, options: Record<string, string | boolean>, subcommand: string, user: FakeUser, permissions: bigint) =>
  answer(fake.sendCommand(name, options, { subcommand, user, permissions }).id);

test('GIVEN a battle on Discord THEN play passing to Bob pings Bob alone, Bob cannot skip Alice, and with pings off no one is pinged', async () => {
  const started = await run('battle', { players: `<@${DEFAULT_USER.id}> <@${BOB.id}>`, system: 'mecha-bots' }, 'start', DEFAULT_USER, GM);
  expect(started.data.content).toMatch(/^⚔️ Mecha Bots battle:/);
  expect(started.data.allowed_mentions).toEqual({ parse: [] });
  expect(started.data.embeds).toHaveLength(1);

  const toAlice = await run('phase', {}, 'next', DEFAULT_USER, GM);
  expect(toAlice.data.allowed_mentions).toEqual({ parse: [], users: [DEFAULT_USER.id] });

  const refused = await run('phase', {}, 'next', BOB, PLAYER_PERMISSIONS);
  expect(refused.ephemeral).toBe(true);
  expect(refused.data.content).toBe(`⚠️ It is <@${DEFAULT_USER.id}>'s mad scientist step: only they or a GM can move the battle on.`);

  const toBob = await run('phase', {}, 'next', DEFAULT_USER, GM);
  expect(toBob.ephemeral).toBeFalsy();
  expect(toBob.data.content?.startsWith(`<@${BOB.id}> `)).toBe(true);
  expect(toBob.data.allowed_mentions).toEqual({ parse: [], users: [BOB.id] });
  expect(titleOf(toBob)).toBe('Mecha Bots · turn 1 · Mad Scientist');

  // With pings off, play passing on (Bob's step, the Bots' three, a new turn, Alice's step) pings no one.
  await run('config', { pings: false }, 'table', DEFAULT_USER, GM);
  const passes: FakeResponse[] = [];
  for (let i = 0; i < 5; i++) passes.push(await run('phase', {}, 'next', DEFAULT_USER, GM));
  expect(titleOf(passes.at(-1)!)).toBe('Mecha Bots · turn 2 · Mad Scientist');
  for (const pass of passes) expect(pass.data.allowed_mentions).toEqual({ parse: [] });
});
