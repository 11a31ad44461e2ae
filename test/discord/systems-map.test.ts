// Slaved Armour and 40k on the map through the real discord.js client on the fake Discord: a move drives the suit
// over a real MegaMek board and a shot reads range and cover off it; a 40k move records its inches and a shot the armour
// facing the firer; a typed range or direction is refused to the player alone, a GM's stands; a fast suit runs into
// another and both take the collision.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { BATTLEFIELD_KEY, placementsOf, type StoredBattlefield } from '../../src/commands-kit/battlefield.js';
import { RateLimiter } from '../../src/rate-limit.js';
import type { ChannelStore } from '../../src/store/channel-store.js';
import { DEFAULT_CHANNEL_REF as channel, commandSender, startBotOnFake } from '../helpers/discord-bot.js';
import type { FakeDiscord, FakeUser } from './fake-discord.js';

const ALICE: FakeUser = { id: '700000000000000051', username: 'alice', global_name: 'Alice' };
const BOB: FakeUser = { id: '700000000000000052', username: 'bob', global_name: 'Bob' };
const GM: FakeUser = { id: '700000000000000053', username: 'gm', global_name: 'Gamemaster' };
const COAST = 'test/fixtures/boards/16x17 Coast 1.board';

let fake: FakeDiscord;
let store: ChannelStore;
let close: (() => Promise<void>) | undefined;

let send: ReturnType<typeof commandSender>;

beforeAll(async () => {
  // Both plays come from the same members in quick succession: the rate limit is not what is tested here.
  ({ fake, store, close } = await startBotOnFake({
    label: 'sa-map-discord',
    router: { rateLimiter: new RateLimiter({ burst: 1000, perSecond: 1000 }) },
  }));
  send = commandSender(fake, GM);
}, 15_000);
afterAll(() => close?.());

test('GIVEN a Kestrel and a Hound on Coast 1 WHEN the Kestrel moves and the Hound fires THEN the map says where and how far', async () => {
  expect((await send(ALICE, 'unit', 'add', { template: 'slaved-armour/kestrel', name: 'Kestrel' })).data.content).toContain(
    'Added **Kestrel**',
  );
  expect((await send(BOB, 'unit', 'add', { template: 'slaved-armour/hound', name: 'Hound' })).data.content).toContain('Added **Hound**');
  const file = { attachment: { name: '16x17 Coast 1.board', data: readFileSync(COAST) } };
  expect((await send(GM, 'map', 'import', { file })).data.content).toContain('Imported **16x17 Coast 1**');
  expect((await send(ALICE, 'map', 'place', { unit: 'Kestrel', hex: '1417', facing: 3 })).data.content).toContain('📍');
  expect((await send(BOB, 'map', 'place', { unit: 'Hound', hex: '1411', facing: 3 })).data.content).toContain('📍');

  // Facing S at the map's edge: a turn about (the back hex face, allowed at speed 2) takes it back up the map.
  const moved = await send(ALICE, 'move', undefined, { unit: 'Kestrel', speed: 2, turn: 'B' });
  expect(moved.data.content).toContain('On the map it moves 1417 → 1416 → 1415, facing N.');
  const stored = (await store.load(channel)).pending[BATTLEFIELD_KEY] as StoredBattlefield;
  expect(placementsOf(stored).kestrel).toEqual({ hex: { col: 14, row: 15 }, facing: 0 });

  const refused = await send(BOB, 'shoot', 'slaved-armour', { attacker: 'Hound', target: 'Kestrel', weapon: 'Autocannon', range: 9 });
  expect(refused.ephemeral).toBe(true);
  expect(refused.data.content).toBe('⚠️ `range:9`: `Hound` and `Kestrel` stand on the map, which says this. A GM may rule otherwise.');
  const fired = await send(BOB, 'shoot', 'slaved-armour', { attacker: 'Hound', target: 'Kestrel', weapon: 'Autocannon' });
  // 1411 to 1415 is 4 hexes, Medium, the autocannon's own band; the Kestrel moving at 2 in the open: TN 21.
  expect(fired.data.content).toContain('TN 21 (no cover, speed 2) · target at M (Medium) vs effective band M: Effective');
  expect(fired.data.content).toContain('-# Map: 1411 → 1415, 4 hexes; in the open.');
  // The Hound's one magazine is spent; the GM's machine-gun burst from the Kestrel takes the GM's range of 9 hexes.
  const ruled = await send(GM, 'shoot', 'slaved-armour', { attacker: 'Kestrel', target: 'Hound', weapon: 'Machine gun', range: 9 });
  expect(ruled.data.content).toContain('target at L (Long) vs effective band S: Too Far −20');
  expect(ruled.data.content).toContain('-# Map: 1415 → 1411, 4 hexes; in the open.');
  // Speed 4 up the map runs into the Hound standing in 1411: the Kestrel stops in 1412 and both take the collision.
  const crash = await send(ALICE, 'move', undefined, { unit: 'Kestrel', speed: 4 });
  expect(crash.data.content).toContain('On the map it moves 1415 → 1414 → 1413 → 1412, facing N, and runs into **Hound** in 1411.');
  expect(crash.data.content).toContain(
    '**Kestrel** (speed 4) collides with **Hound** (speed 0, head-on): relative velocity 4 (head-on) → ⌈4/2⌉ = **2 Hits** to each.',
  );
  const after = placementsOf((await store.load(channel)).pending[BATTLEFIELD_KEY] as StoredBattlefield);
  expect([after.kestrel, after.hound]).toEqual([
    { hex: { col: 14, row: 12 }, facing: 0 },
    { hex: { col: 14, row: 11 }, facing: 3 },
  ]);
}, 120_000);

test('GIVEN a Russ and a Falcon on a blank map WHEN the Russ moves and fires THEN the inches and the armour struck are the map’s', async () => {
  expect((await send(ALICE, 'unit', 'add', { template: 'wh40k/leman-russ', name: 'Russ' })).data.content).toContain('Added **Russ**');
  expect((await send(BOB, 'unit', 'add', { template: 'wh40k/falcon', name: 'Falcon' })).data.content).toContain('Added **Falcon**');
  expect((await send(GM, 'map', 'new', { width: 12, height: 12 })).data.content).toContain('A blank 12×12 map');
  expect((await send(ALICE, 'map', 'place', { unit: 'Russ', hex: '0510', facing: 0 })).data.content).toContain('📍');
  expect((await send(BOB, 'map', 'place', { unit: 'Falcon', hex: '0505', facing: 1 })).data.content).toContain('📍');
  const moved = await send(ALICE, 'move', undefined, { unit: 'Russ', to: '0508', facing: 'N' });
  expect(moved.data.content).toContain('🚚 **Russ** moves 0510 → 0508, facing N: 2 hexes = **2"** (1 hex = 1").');
  const typed = await send(ALICE, 'shoot', 'wh40k', { attacker: 'Russ', target: 'Falcon', weapon: 'Hull lascannon', direction: 'front' });
  expect(typed.ephemeral).toBe(true);
  expect(typed.data.content).toBe('⚠️ `direction:front`: `Russ` and `Falcon` stand on the map, which says this. A GM may rule otherwise.');
  // The Falcon faces NE; the Russ due south of it is 120° round from its front: its side.
  const fired = await send(ALICE, 'shoot', 'wh40k', { attacker: 'Russ', target: 'Falcon', weapon: 'Heavy bolter (left sponson)' });
  expect(fired.data.content).toContain('at **Falcon**, side armour AV12:');
}, 120_000);
