// The control model through the real discord.js client on the fake Discord: a nickname imitating a member, a unit handed
// over with a user option, and a player pressing the Undo of a rolled result.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { freshSeed } from '../../src/dice/rng.js';
import { RateLimiter } from '../../src/rate-limit.js';
import type { ChannelStore } from '../../src/store/channel-store.js';
import { DEFAULT_CHANNEL_REF as channel, startBotOnFake } from '../helpers/discord-bot.js';
import { DEFAULT_USER, type FakeDiscord, type FakeResponse, type FakeUser, MANAGE_CHANNELS, PLAYER_PERMISSIONS } from './fake-discord.js';

const ALICE = DEFAULT_USER;
/** Another member whose display name copies Alice's. */
const MALLORY: FakeUser = { id: '700000000000000009', username: 'mallory', global_name: ALICE.global_name ?? 'Alice' };
const BOB: FakeUser = { id: '700000000000000002', username: 'bob', global_name: 'Bob' };
const GM: FakeUser = { id: '700000000000000003', username: 'gm', global_name: 'Gamemaster' };
const CAROL: FakeUser = { id: '700000000000000004', username: 'carol', global_name: 'Carol' };
const GM_PERMISSIONS = PLAYER_PERMISSIONS | MANAGE_CHANNELS;
const SEED = 'c0ffee00c0ffee00c0ffee00c0ffee00';

let fake: FakeDiscord;
let store: ChannelStore;
let close: (() => Promise<void>) | undefined;
const seeds: string[] = [];

beforeAll(async () => {
  // A table's worth of commands in a few seconds: the flood limit is not what these tests are about.
  const rateLimiter = new RateLimiter({ burst: 100, perSecond: 100 });
  ({ fake, store, close } = await startBotOnFake({
    label: 'control-discord',
    router: { newSeed: () => seeds.shift() ?? freshSeed(), rateLimiter },
  }));
}, 15_000);

afterAll(() => close?.());

async function send(
  name: string,
  options: Parameters<FakeDiscord['sendCommand']>[1],
  subcommand: string | undefined,
  user: FakeUser,
  permissions: bigint = PLAYER_PERMISSIONS,
): Promise<FakeResponse> {
  const sent = fake.sendCommand(name, options, { user, permissions, ...(subcommand ? { subcommand } : {}) });
  return fake.waitForResponse(sent.id, 8000);
}

const buttons = (response: FakeResponse) => (response.data.components ?? []).flatMap((row) => row.components);

describe('GIVEN Alice’s Rhino on the fake Discord', () => {
  test('WHEN a member whose display name is Alice’s sets it up THEN they are refused, by id, and nothing changes', async () => {
    await send('unit', { template: 'wh40k/rhino', name: 'R1' }, 'add', ALICE);
    await send('unit', { template: 'wh40k/leman-russ', name: 'Russ' }, 'add', BOB);
    const before = await store.load(channel);
    const refused = await send('vehicle', { unit: 'R1', obscured: true }, 'set', MALLORY);
    expect(refused.ephemeral).toBe(true);
    expect(refused.data.content).toBe(
      `⚠️ Only its controller <@${ALICE.id}> or a GM can act with \`R1\`. A GM can hand it over with \`/unit control\`.`,
    );
    expect(await store.load(channel)).toEqual(before);
  }, 30_000);

  test('WHEN a GM hands it to Bob with a user option THEN Bob plays it and Alice may not, and a player can’t hand it over', async () => {
    const byAlice = await send('unit', { unit: 'R1', player: { type: 6, value: BOB.id } }, 'control', ALICE);
    expect(byAlice.data.content).toBe('⚠️ Only a GM can hand a unit over.');
    const handed = await send('unit', { unit: 'R1', player: { type: 6, value: BOB.id } }, 'control', GM, GM_PERMISSIONS);
    expect(handed.data.content).toBe(`🎮 <@${BOB.id}> now plays **R1** (owner <@${ALICE.id}>).`);
    expect((await store.load(channel)).units.r1?.controller).toBe(BOB.id);
    const bobSets = await send('vehicle', { unit: 'R1', moved: 6 }, 'set', BOB);
    expect(bobSets.ephemeral).toBeFalsy();
    const aliceSets = await send('vehicle', { unit: 'R1', moved: 3 }, 'set', ALICE);
    expect(aliceSets.data.content).toBe(
      `⚠️ Only its controller <@${BOB.id}> or a GM can act with \`R1\`. A GM can hand it over with \`/unit control\`.`,
    );
    await send('unit', { unit: 'R1' }, 'control', GM, GM_PERMISSIONS);
    expect((await store.load(channel)).units.r1?.controller).toBeUndefined();
  }, 30_000);

  test('WHEN Bob presses the Undo of his own rolled shot THEN it says only a GM may, and the GM’s press undoes it', async () => {
    seeds.push(SEED);
    const shot = await send('shoot', { attacker: 'Russ', target: 'R1', weapon: 'Hull lascannon', direction: 'side' }, 'wh40k', BOB);
    const undo = buttons(shot).find((b) => b.label === 'Undo (GM)');
    expect(undo).toBeDefined();
    const after = await store.load(channel);
    const press = fake.pressButton(undo!.custom_id!, BOB, { permissions: PLAYER_PERMISSIONS });
    const refused = await fake.waitForResponse(press.id, 8000);
    expect(refused.ephemeral).toBe(true);
    expect(refused.data.content).toMatch(/^⚠️ Only a GM can undo a rolled result/);
    expect((await store.load(channel)).version).toBe(after.version);
    const byGm = fake.pressButton(undo!.custom_id!, GM, { permissions: GM_PERMISSIONS });
    expect((await fake.waitForResponse(byGm.id, 8000)).data.content).toMatch(/^↩️ Undid/);
  }, 30_000);
});

describe('GIVEN a BattleTech, a Slaved Armour and a Mecha Bots unit of Alice’s on the fake Discord', () => {
  const notHers = (name: string) =>
    `⚠️ Only its controller <@${ALICE.id}> or a GM can act with \`${name}\`. A GM can hand it over with \`/unit control\`.`;

  test('WHEN Bob acts with each THEN he is refused naming Alice, and nothing changes', async () => {
    await send('unit', { template: 'battletech/hunchback', name: 'Hunch' }, 'add', ALICE);
    await send('unit', { template: 'slaved-armour/kestrel', name: 'Kes' }, 'add', ALICE);
    await send('unit', { template: 'mecha-bots/sample', name: 'Alpha' }, 'add', ALICE);
    await send('unit', { template: 'mecha-bots/scrapper', name: 'Beta' }, 'add', BOB);
    const before = await store.load(channel);
    const attempts: Array<[string, Parameters<FakeDiscord['sendCommand']>[1], string | undefined, string]> = [
      ['shoot', { attacker: 'Hunch', target: 'Russ', weapon: 'AC/20 [RT]', range: 3 }, 'battletech', 'Hunch'],
      ['psr', { unit: 'Hunch', modifier: 12 }, undefined, 'Hunch'],
      ['move', { unit: 'Kes', speed: 1 }, undefined, 'Kes'],
      ['tinker', { unit: 'Alpha', remove: 'F1' }, undefined, 'Alpha'],
    ];
    for (const [name, options, subcommand, unitName] of attempts) {
      const reply = await send(name, options, subcommand, BOB);
      expect([reply.ephemeral, reply.data.content], name).toEqual([true, notHers(unitName)]);
    }
    expect(await store.load(channel)).toEqual(before);
  }, 30_000);

  test('WHEN Alice picks a column, a GM undoes it and Alice presses another THEN the choice was made once', async () => {
    seeds.push('5a1f0000000000000000000000000004');
    const shot = await send(
      'shoot',
      { attacker: 'Alpha', target: 'Beta', weapon: 'Steam Cannon', arc: 'backward-right', range: 1, bearing: 'forward-right' },
      'mecha-bots',
      ALICE,
    );
    const [noShift, plusOne] = buttons(shot).filter((b) => b.label !== 'Undo (GM)');
    const byCarol = await fake.waitForResponse(fake.pressButton(noShift!.custom_id!, CAROL).id, 8000);
    expect(byCarol.data.content).toBe(notHers('Alpha'));
    const beta = (await store.load(channel)).units.beta;
    const chosen = await fake.waitForResponse(fake.pressButton(noShift!.custom_id!, ALICE).id, 8000);
    const undo = buttons(chosen).find((b) => b.label === 'Undo (GM)');
    expect(undo).toBeDefined();
    await fake.waitForResponse(fake.pressButton(undo!.custom_id!, GM, { permissions: GM_PERMISSIONS }).id, 8000);
    expect((await store.load(channel)).units.beta).toEqual(beta);
    const again = await fake.waitForResponse(fake.pressButton(plusOne!.custom_id!, ALICE).id, 8000);
    expect(again.ephemeral).toBe(true);
    expect(again.data.content).toMatch(/^⚠️ Alice already made this choice \(action `[0-9a-f]{8}`\); only a GM can choose again\.$/);
    expect((await store.load(channel)).units.beta).toEqual(beta);
  }, 30_000);
});
