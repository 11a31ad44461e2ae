// Mecha Bots on the channel's map through the real discord.js client on the fake Discord: Bots placed with /map place
// are where a shot reads range, bearing and the face struck; a player's typed range is refused while both stand there.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { freshSeed } from '../../src/dice/rng.js';
import { commandSender, startBotOnFake } from '../helpers/discord-bot.js';
import type { FakeDiscord, FakeUser } from './fake-discord.js';

const ALICE: FakeUser = { id: '700000000000000061', username: 'alice', global_name: 'Alice' };
const BOB: FakeUser = { id: '700000000000000062', username: 'bob', global_name: 'Bob' };
const GM: FakeUser = { id: '700000000000000063', username: 'gm', global_name: 'Gamemaster' };
/** First two d6 of this seed: [1, 3]. */
const ROLL_4 = '5a1f0000000000000000000000000004';

let fake: FakeDiscord;
let close: (() => Promise<void>) | undefined;
let send: ReturnType<typeof commandSender>;
const seeds: string[] = [];

beforeAll(async () => {
  ({ fake, close } = await startBotOnFake({ label: 'mb-map-discord', router: { newSeed: () => seeds.shift() ?? freshSeed() } }));
  send = commandSender(fake, GM);
}, 15_000);
afterAll(() => close?.());

test('GIVEN two Bots placed with /map place WHEN one shoots THEN the map gives range, arc and face; a typed range is refused', async () => {
  expect((await send(ALICE, 'unit', 'add', { template: 'mecha-bots/sample', name: 'Alpha' })).data.content).toContain('Added **Alpha**');
  expect((await send(BOB, 'unit', 'add', { template: 'mecha-bots/scrapper', name: 'Beta' })).data.content).toContain('Added **Beta**');
  expect((await send(GM, 'map', 'new', { width: 12, height: 12 })).data.content).toContain('A blank 12×12 map');
  expect((await send(ALICE, 'map', 'place', { unit: 'Alpha', hex: '0306', facing: 0 })).data.content).toContain('📍');
  // Beta three hexes ahead of Alpha, facing SE: Alpha is off its back-left corner.
  expect((await send(BOB, 'map', 'place', { unit: 'Beta', hex: '0303', facing: 2 })).data.content).toContain('📍');
  const typed = await send(ALICE, 'shoot', 'mecha-bots', { attacker: 'Alpha', target: 'Beta', weapon: 'Steam Cannon', range: 1 });
  expect(typed.ephemeral).toBe(true);
  expect(typed.data.content).toBe('⚠️ `range:1`: `Alpha` and `Beta` stand on the map, which says this. A GM may rule otherwise.');
  seeds.push(ROLL_4);
  const fired = await send(ALICE, 'shoot', 'mecha-bots', { attacker: 'Alpha', target: 'Beta', weapon: 'Steam Cannon', shift: 0 });
  expect(fired.data.content).toContain('at **Beta**, striking its Forward Right face at range 3.');
  expect(fired.data.content).toContain("🗺️ Map: 3 hexes, in the attacker's Forward arc, strikes its Forward Right face; no Bot in the way.");
  expect(fired.data.content).toContain('🎲 Column roll 2d6: [1, 3] = 4');
}, 120_000);
