// /map through the real discord.js client on the fake Discord: a GM uploads a real MegaMek board, two players place
// their own 'Mechs (not each other's), a line of sight comes back as a PNG, a corrupt board and an undone import; in a
// BattleTech battle a 'Mech moves by `to:` and fires with range and cover from the map, and `hexes:` is the map's.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parseBoardFile } from '../../src/battlefield/board-file.js';
import { BATTLEFIELD_KEY, type StoredBattlefield } from '../../src/commands-kit/battlefield.js';
import { RateLimiter } from '../../src/rate-limit.js';
import { mapLayout, SIGHT_COLOURS } from '../../src/render/map.js';
import { channelKey } from '../../src/store/channel-doc.js';
import type { ChannelStore } from '../../src/store/channel-store.js';
import { DEFAULT_CHANNEL_REF as channel, startBotOnFake } from '../helpers/discord-bot.js';
import { decodePng, hexToRgb } from '../helpers/png.js';
import { type FakeDiscord, type FakeUser, MANAGE_CHANNELS, type OptionInput, PLAYER_PERMISSIONS } from './fake-discord.js';

const ALICE: FakeUser = { id: '700000000000000041', username: 'alice', global_name: 'Alice' };
const BOB: FakeUser = { id: '700000000000000042', username: 'bob', global_name: 'Bob' };
const GM: FakeUser = { id: '700000000000000043', username: 'gm', global_name: 'Gamemaster' };
const GRASSLAND = 'test/fixtures/boards/16x17 Grassland 2.board';
const COAST = 'test/fixtures/boards/16x17 Coast 1.board';

let fake: FakeDiscord;
let store: ChannelStore;
let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ fake, store, close } = await startBotOnFake({
    label: 'map-discord',
    // A battle's steps follow each other faster than a player types; every roll is seeded, so its dice are known.
    router: { rateLimiter: new RateLimiter({ burst: 1000, perSecond: 1000 }), newSeed: () => '7'.padStart(32, '0') },
  }));
}, 15_000);
afterAll(() => close?.());

const send = (user: FakeUser, name: string, subcommand: string | undefined, options: Record<string, OptionInput> = {}) =>
  fake.answerTo(
    fake.sendCommand(name, options, {
      user,
      ...(subcommand ? { subcommand } : {}),
      permissions: user === GM ? PLAYER_PERMISSIONS | MANAGE_CHANNELS : PLAYER_PERMISSIONS,
    }).id,
    // A loaded machine may take long over the first command (the system data loads then).
    30_000,
  );
const upload = (path: string, name = path.split('/').at(-1)!) => ({ attachment: { name, data: readFileSync(path) } });
const field = async () => (await store.load(channel)).pending[BATTLEFIELD_KEY] as StoredBattlefield | undefined;

describe('GIVEN alice and bob each with a BattleTech Mech on the fake Discord', () => {
  beforeAll(async () => {
    expect((await send(ALICE, 'unit', 'add', { template: 'battletech/locust', name: 'Lancer' })).data.content).toContain(
      'Added **Lancer**',
    );
    expect((await send(BOB, 'unit', 'add', { template: 'battletech/hunchback', name: 'Brute' })).data.content).toContain('Added **Brute**');
  }, 70_000);

  test('WHEN the GM uploads a real board THEN it is the map, its unused terrain named, and the head does not carry it', async () => {
    const reply = await send(GM, 'map', 'import', { file: upload(GRASSLAND) });
    expect(reply.data.content).toBe(
      "🗺️ Imported **16x17 Grassland 2** (16×17); no units placed.\nKept but not used by Salvo's rules: `bridge`, `bridge_cf`, `bridge_elev`, `ground_fluff`.",
    );
    // The channel's state as stored: the head (counters) and the body (the rest but units).
    const head = `${(await store.backend.read(channelKey(channel))).raw ?? ''}${(await store.backend.readBody(channelKey(channel))) ?? ''}`;
    expect(head).not.toContain('ground_fluff');
    expect(head).not.toContain('"terrain"');
    expect(head).toContain((await field())!.board);
  }, 20_000);

  test('WHEN the GM uploads a corrupt board THEN only the GM sees the line at fault and the map is unchanged', async () => {
    const before = await field();
    const broken = readFileSync(GRASSLAND, 'utf8').replace('hex 0102 0', 'hex 0102 high');
    const reply = await send(GM, 'map', 'import', {
      file: { attachment: { name: 'Broken.board', data: Buffer.from(broken) } },
    });
    expect(reply.ephemeral).toBe(true);
    expect(reply.data.content).toMatch(/^⚠️ That board can't be read: line \d+: the elevation must be a whole number, not `high`\.$/);
    expect(await field()).toEqual(before);
  }, 20_000);

  test('WHEN the GM imports another board and runs /undo THEN the first map is back', async () => {
    const before = await field();
    expect((await send(GM, 'map', 'import', { file: upload(COAST) })).data.content).toContain('Imported **16x17 Coast 1**');
    expect((await send(GM, 'undo', undefined)).data.content).toContain('Undid');
    expect(await field()).toEqual(before);
  }, 30_000);

  test('WHEN alice and bob place their own Mechs THEN they stand there; bob placing Lancer is refused to him alone', async () => {
    expect((await send(ALICE, 'map', 'place', { unit: 'Lancer', hex: '0310', facing: 2 })).data.content).toBe(
      '📍 **Lancer** stands at 0310 facing SE.',
    );
    expect((await send(BOB, 'map', 'place', { unit: 'Brute', hex: '0710', facing: 5 })).data.content).toBe(
      '📍 **Brute** stands at 0710 facing NW.',
    );
    const refused = await send(BOB, 'map', 'place', { unit: 'Lancer', hex: '0101', facing: 0 });
    expect(refused.ephemeral).toBe(true);
    expect(refused.data.content).toContain('Only its controller');
    expect((await field())?.at).toEqual({ lancer: { hex: '0310', facing: 2 }, brute: { hex: '0710', facing: 5 } });
  }, 40_000);

  test('WHEN alice shows the map from Lancer to Brute THEN the PNG draws the line blocked by the level-2 hill at 0610, and the reply says so', async () => {
    const reply = await send(ALICE, 'map', 'show', { from: 'Lancer', to: 'Brute' });
    expect(reply.data.content).toContain('0310 → 0710: crosses ');
    expect(reply.data.content).toContain('0609/0610 (clear / level 2, along their edge)');
    expect(reply.data.content).toMatch(/Blocked at 0610 \(hill\)\.$/);
    expect(reply.files.map((f) => f.name)).toEqual(['map.png']);
    const png = await decodePng(reply.files[0]!.data);
    const layout = mapLayout(parseBoardFile(readFileSync(GRASSLAND)).board);
    const [a, b] = [layout.at({ col: 3, row: 10 }), layout.at({ col: 7, row: 10 })];
    expect(png.pixel((a.x + b.x) / 2, (a.y + b.y) / 2).slice(0, 3)).toEqual(hexToRgb(SIGHT_COLOURS.blocked));
  }, 30_000);
});

describe('GIVEN Lancer and Brute on Grassland 2 in a BattleTech battle on the fake Discord', () => {
  beforeAll(async () => {
    expect((await send(GM, 'battle', 'start', { players: `<@${ALICE.id}> <@${BOB.id}>` })).data.content).toContain('⚔️ BattleTech battle');
    expect((await send(GM, 'phase', 'next')).data.content).toContain('Now: turn 1, Movement');
  }, 40_000);

  test('WHEN alice gives hexes: for Lancer standing on the map THEN she alone is told the map says it', async () => {
    const refused = await send(ALICE, 'move', undefined, { unit: 'Lancer', mode: 'walked', hexes: 3 });
    expect(refused.ephemeral).toBe(true);
    expect(refused.data.content).toBe('⚠️ `hexes:3`, `mode:walked`: `Lancer` stands on the map, which says this. A GM may rule otherwise.');
  }, 30_000);

  test('WHEN Lancer moves with to: and fires at Brute in the water THEN the path, range and partial cover come from the map', async () => {
    const moved = await send(ALICE, 'move', undefined, { unit: 'Lancer', to: '0509', facing: 'SE' });
    expect(moved.data.content).toBe('🦿 **Lancer** walked 0310→0509 via 0409, 4 of 8 MP: turns 2, facing SE: +1 heat.');
    expect((await field())?.at?.lancer).toEqual({ hex: '0509', facing: 2 });
    for (let i = 0; i < 2; i++) await send(GM, 'phase', 'next');
    const shot = await send(ALICE, 'shoot', 'battletech', { attacker: 'Lancer', target: 'Brute', weapon: 'Medium Laser' });
    const lines = (shot.data.content ?? '').split('\n');
    expect(lines[0]).toBe('🗺️ range 2, partial cover +1, from the front');
    expect(lines.slice(1, 4)).toEqual([
      '🎯 **Lancer** fires **Medium Laser [CT]** at **Brute** (front): 🎲 4+2 = **6** vs TN **6** (gunnery 4, attacker walked +1, partial cover +1) → **HIT**',
      '↳ +3 heat',
      // Brute stands in depth 1 water: its legs are under cover.
      '5 damage → location 🎲 6+3 = **9** → LL: **the cover takes it**',
    ]);
  }, 60_000);
});
