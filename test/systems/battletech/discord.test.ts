// BattleTech through the real discord.js client on the fake Discord: a .mtf attachment import, a shot, /psr, the PNGs.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { freshSeed } from '../../../src/dice/rng.js';
import { RateLimiter } from '../../../src/rate-limit.js';
import { phonePages } from '../../../src/render/battletech.js';
import { CARD_WIDTH } from '../../../src/render/shot-card.js';
import type { ChannelStore } from '../../../src/store/channel-store.js';
import { weaponLabels } from '../../../src/systems/battletech/attack.js';
import type { MechData } from '../../../src/systems/battletech/types.js';
import { type FakeDiscord, type FakeUser, PLAYER_PERMISSIONS } from '../../discord/fake-discord.js';
import { DEFAULT_CHANNEL_REF as channel, startBotOnFake } from '../../helpers/discord-bot.js';
import { decodePng } from '../../helpers/png.js';
import { FIXTURES } from './helpers.js';

const seeds: string[] = [];
let fake: FakeDiscord;
let store: ChannelStore;
let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ fake, store, close } = await startBotOnFake({
    label: 'battletech-discord',
    // One member sends every command here in quick succession; the rate limit has its own tests.
    router: { newSeed: () => seeds.shift() ?? freshSeed(), rateLimiter: new RateLimiter({ burst: 1000, perSecond: 1000 }) },
  }));
}, 15_000);

afterAll(() => close?.());

const send = (name: string, options: Parameters<FakeDiscord['sendCommand']>[1], subcommand?: string) =>
  fake.waitForResponse(fake.sendCommand(name, options, subcommand ? { subcommand } : {}).id, 8000);

describe('GIVEN BattleTech on the fake Discord', () => {
  test('WHEN a .mtf is attached to /unit import THEN the Mech is stored and its record sheet PNG comes back', async () => {
    const data = readFileSync(`${FIXTURES}Locust LCT-1V.mtf`);
    const reply = await send('unit', { file: { attachment: { name: 'Locust LCT-1V.mtf', data } }, name: 'Bug' }, 'import');
    expect(reply.data.content).toContain('Added **Bug** (BattleTech).');
    expect(reply.files.map((f) => [f.name, f.contentType])).toEqual([
      ['Bug-1.png', 'image/png'],
      ['Bug-2.png', 'image/png'],
    ]);
    const pngs = await Promise.all(reply.files.map((f) => decodePng(f.data)));
    const bug = (await store.load(channel)).units.bug;
    const layouts = phonePages(weaponLabels(bug?.data as MechData).length);
    expect(pngs.map((p) => [p.width, p.height])).toEqual(layouts.map((l) => [l.width, l.height]));
    expect((bug?.data as MechData | undefined)?.tonnage).toBe(20);
  }, 30_000);

  test('WHEN a Hunchback fires its AC/20 at it THEN the reply shows each die and the damaged sheet', async () => {
    await send('unit', { template: 'battletech/hunchback', name: 'Hunch' }, 'add');
    seeds.push('c303e0000000000000000000000000aa');
    const reply = await send('shoot', { attacker: 'Hunch', target: 'Bug', weapon: 'AC/20', range: 3, direction: 'front' }, 'battletech');
    expect(reply.data.content).toMatch(
      /^🎯 \*\*Hunch\*\* fires \*\*AC\/20 \[RT\]\*\* at \*\*Bug\*\* \(front\): 🎲 \d\+\d = \*\*\d+\*\* vs TN \*\*4\*\*/,
    );
    // The channel's default image mode: the compact card of what changed, and a button for the whole sheet.
    expect(reply.files.map((f) => f.name)).toEqual(['Bug-result.png']);
    expect((await decodePng(reply.files[0]!.data)).width).toBe(CARD_WIDTH);
    const hunch = (await store.load(channel)).units.hunch;
    expect((hunch?.data as MechData | undefined)?.heatThisTurn).toBe(7);
  }, 30_000);

  test('WHEN /psr is sent for a unit with nothing pending THEN one PSR is rolled', async () => {
    const reply = await send('psr', { unit: 'Hunch', reason: 'running' });
    expect(reply.data.content).toMatch(/^PSR \(running\): 🎲 \d\+\d = \*\*\d+\*\* vs \*\*5\*\* \(piloting 5\)/);
  }, 30_000);

  test('WHEN a second Hunchback kicks the Locust with /physical THEN the reply shows the kick die by die and the kicked sheet', async () => {
    await send('unit', { template: 'battletech/hunchback', name: 'Brawler' }, 'add');
    seeds.push('c303e0000000000000000000000000ab');
    const reply = await send('physical', { attacker: 'Brawler', target: 'Bug', attack: 'kick' }, 'battletech');
    expect(reply.data.content).toMatch(
      /^👊 \*\*Brawler\*\* kicks \*\*Bug\*\* \((left|right) kick, front\): 🎲 \d\+\d = \*\*\d+\*\* vs TN \*\*3\*\* \(piloting 5, kick -2\)/,
    );
    const brawler = (await store.load(channel)).units.brawler?.data as MechData;
    expect(brawler.physical?.attacks).toEqual(['kick']);
    if (/→ \*\*HIT\*\*/.test(reply.data.content ?? '')) expect(reply.files.map((f) => f.name)).toEqual(['Bug-result.png']);
  }, 30_000);

  test('WHEN an imported Axman swings its hatchet THEN TN 4 (piloting 5, hatchet -1), 13 damage, the dice from the seed', async () => {
    const data = readFileSync(`${FIXTURES}corpus/Axman AXM-1N.mtf`);
    await send('unit', { file: { attachment: { name: 'Axman AXM-1N.mtf', data } }, name: 'Axe' }, 'import');
    await send('unit', { template: 'battletech/atlas', name: 'Atlas' }, 'add');
    seeds.push(`${'0'.repeat(31)}7`);
    const reply = await send('physical', { attacker: 'Axe', target: 'Atlas', attack: 'hatchet' }, 'battletech');
    // The same seed and lines as the console's hatchet test (physical-console.test.ts).
    expect((reply.data.content ?? '').split('\n').slice(0, 3)).toEqual([
      '👊 **Axe** swings a hatchet at **Atlas** (right-arm hatchet, front): 🎲 4+2 = **6** vs TN **4** (piloting 5, hatchet -1) → **HIT**',
      '13 damage → location 🎲 6+3 = **9** → **LL** (Left Leg)',
      '↳ **LL**: 13 damage, armour 41→28',
    ]);
    expect(((await store.load(channel)).units.atlas!.data as MechData).locations.LL.armor).toBe(28);
  }, 30_000);

  test('WHEN another player names that Hunchback as the attacker THEN he is refused before anything is rolled', async () => {
    const bob: FakeUser = { id: '700000000000000002', username: 'bob', global_name: 'Bob' };
    const before = (await store.load(channel)).version;
    const sent = fake.sendCommand(
      'physical',
      { attacker: 'Brawler', target: 'Bug', attack: 'punch' },
      { subcommand: 'battletech', user: bob, permissions: PLAYER_PERMISSIONS },
    );
    const reply = await fake.waitForResponse(sent.id, 8000);
    expect(reply.ephemeral).toBe(true);
    expect(reply.data.content).toMatch(/^⚠️ Only its controller <@\d+> or a GM can act with `Brawler`\./);
    expect((await store.load(channel)).version).toBe(before);
  }, 30_000);
});
