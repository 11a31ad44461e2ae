// Dice dialects through the real discord.js client and the fake Discord: per roll, per user and per channel.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatProgramResult, rollNotation } from '../../src/dice/index.js';
import { isSeed, seededRng } from '../../src/dice/rng.js';
import { RateLimiter } from '../../src/rate-limit.js';
import type { ChannelStore } from '../../src/store/channel-store.js';
import { DEFAULT_CHANNEL_REF as channel, startBotOnFake } from '../helpers/discord-bot.js';
import { type FakeDiscord, type FakeResponse, type FakeUser, MANAGE_CHANNELS, PLAYER_PERMISSIONS } from './fake-discord.js';

const GM = { permissions: PLAYER_PERMISSIONS | MANAGE_CHANNELS };
const BOB: FakeUser = { id: '700000000000000002', username: 'bob', global_name: 'Bob' };

let fake: FakeDiscord;
let store: ChannelStore;
let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ fake, store, close } = await startBotOnFake({
    label: 'dialects-discord',
    router: { rateLimiter: new RateLimiter({ burst: 1000, perSecond: 1000 }) },
  }));
}, 15_000);

afterAll(() => close?.());

function command(name: string, options: Parameters<FakeDiscord['sendCommand']>[1], opts: Parameters<FakeDiscord['sendCommand']>[2] = {}) {
  return fake.waitForResponse(fake.sendCommand(name, options, opts).id);
}

/** The logged roll behind a reply, replayed from its seed in Salvo's own notation `salvo`. */
async function replayedAs(reply: FakeResponse, salvo: string): Promise<string> {
  const id = /roll `([0-9a-f]{8})`/.exec(reply.data.content ?? '')![1]!;
  const { roll } = (await store.findRoll(channel, id))!;
  expect(isSeed(roll.seed)).toBe(true);
  return isSeed(roll.seed) ? formatProgramResult(rollNotation(salvo, seededRng(roll.seed))) : '';
}

describe('GIVEN dialects on Discord', () => {
  test("WHEN Bob rolls Dice Maiden's `6 4d6` with dialect: THEN six rolls of 4d6 and their total, marked as Dice Maiden's", async () => {
    const rolled = await command('roll', { expression: '6 4d6', dialect: 'dice-maiden' }, { user: BOB });
    expect(rolled.data.content).toMatch(/^🎲 \*\*Bob\*\* · Dice Maiden notation\n/);
    expect(rolled.data.content).toContain(await replayedAs(rolled, '6#4d6'));
    expect(rolled.data.content).toContain('Total of 6:');
  });

  test('WHEN Bob chooses Foundry for himself THEN his `4d6r` rerolls 1s once, and the GM setting Roll20 for the channel does not change it', async () => {
    await command('config', { dialect: 'foundry' }, { user: BOB, subcommand: 'my-dice' });
    await command('config', { dialect: 'roll20' }, { ...GM, subcommand: 'dice' });
    const rolled = await command('roll', { expression: '4d6r' }, { user: BOB });
    expect(rolled.data.content).toMatch(/^🎲 \*\*Bob\*\* · Foundry VTT notation\n/);
    expect(rolled.data.content).toContain(await replayedAs(rolled, '4d6ro1'));
    const gm = await command('roll', { expression: '3d6>3' }, GM);
    expect(gm.data.content).not.toContain('notation\n');
    expect(gm.data.content).toContain(await replayedAs(gm, '3d6>=3'));
  });
});
