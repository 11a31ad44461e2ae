// /map through the console on both stores: a GM imports a real MegaMek board, players place their own units (not
// another's), a line of sight is drawn and told, /undo takes an import back, bad boards change nothing, and the board
// is stored beside the channel, never in its head.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parseBoardFile } from '../../src/battlefield/board-file.js';
import { BATTLEFIELD_KEY, type StoredBattlefield } from '../../src/commands-kit/battlefield.js';
import { mapLayout, SIGHT_COLOURS } from '../../src/render/map.js';
import { channelKey } from '../../src/store/channel-doc.js';
import { createHarness, type Harness } from '../helpers/harness.js';
import { decodePng, hexToRgb } from '../helpers/png.js';

const BOARDS = 'test/fixtures/boards';
const GRASSLAND = `${BOARDS}/16x17 Grassland 1.board`;
const COAST = `${BOARDS}/16x17 Coast 1.board`;
const dir = mkdtempSync(join(tmpdir(), 'salvo-map-'));

/** A copy of a real board with one line changed: `hex 0102` given a second time, on line 6. */
function corruptBoard(): string {
  const lines = readFileSync(GRASSLAND, 'utf8').split('\n');
  lines.splice(5, 0, 'hex 0101 0 "" "grass"');
  const path = join(dir, 'Broken.board');
  writeFileSync(path, lines.join('\n'));
  return path;
}

describe.each(['sqlite', 'redis'] as const)('GIVEN a %s store and a GM, alice and bob, each with a BattleTech Mech', (backend) => {
  let h: Harness;
  const field = async () => (await h.store.load(h.channel)).pending[BATTLEFIELD_KEY] as StoredBattlefield | undefined;

  beforeAll(async () => {
    h = await createHarness({ backend, channel: { guildId: 'guild-map', channelId: `map-${backend}` } });
    expect((await h.run('/unit add template:battletech/locust name:Lancer', { user: 'alice' })).error).toBeUndefined();
    expect((await h.run('/unit add template:battletech/hunchback name:Brute', { user: 'bob' })).error).toBeUndefined();
  });
  afterAll(() => h.close());

  test('WHEN alice (no GM) imports a board THEN she is refused and there is no map', async () => {
    const reply = await h.run(`/map import file:"${GRASSLAND}"`, { user: 'alice' });
    expect(reply.error).toBe('Only a GM can make the map.');
    expect(await field()).toBeUndefined();
  });

  test('WHEN the GM imports a real MegaMek board THEN the head holds only its name and size, the board its own record', async () => {
    const reply = await h.run(`/map import file:"${COAST}"`);
    expect(reply.error).toBeUndefined();
    expect(reply.content).toContain('Imported **16x17 Coast 1** (16×17)');
    expect(reply.content).toContain("Kept but not used by Salvo's rules: `bridge`, `bridge_cf`, `bridge_elev`.");
    const stored = await field();
    expect(stored).toMatchObject({ width: 16, height: 17, name: '16x17 Coast 1' });
    expect(stored?.board).toMatch(/^sha256-[0-9a-f]{64}$/);
    // The channel's state as stored: the head (counters) and the body (the rest but units).
    const head = `${(await h.store.backend.read(channelKey(h.channel))).raw ?? ''}${(await h.store.backend.readBody(channelKey(h.channel))) ?? ''}`;
    expect(head).toContain(stored!.board);
    expect(head).not.toContain('"terrain"');
    expect(head).not.toContain('bridge');
    const record = await h.store.backend.readBlob(channelKey(h.channel), stored!.board);
    expect(JSON.parse(record!)).toEqual(parseBoardFile(readFileSync(COAST)).board);
  });

  test('WHEN the GM imports a second board and undoes it THEN the first map is back; undone again, no map', async () => {
    const first = await field();
    expect((await h.run(`/map import file:"${GRASSLAND}"`)).content).toContain('Imported **16x17 Grassland 1**');
    expect((await field())?.name).toBe('16x17 Grassland 1');
    expect((await h.run('/undo')).error).toBeUndefined();
    expect(await field()).toEqual(first);
    expect((await h.run('/undo')).error).toBeUndefined();
    expect(await field()).toBeUndefined();
    expect((await h.run(`/map import file:"${GRASSLAND}"`)).error).toBeUndefined();
  });

  test('WHEN a corrupt, binary or 10 MB board is imported THEN each is refused with why, and the map is unchanged', async () => {
    const before = await field();
    const corrupt = await h.run(`/map import file:"${corruptBoard()}"`);
    expect(corrupt.ephemeral).toBe(true);
    expect(corrupt.error).toBe("That board can't be read: line 6: hex 0101 is given twice.");
    const binary = join(dir, 'picture.board');
    writeFileSync(binary, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]));
    expect((await h.run(`/map import file:"${binary}"`)).error).toContain('it is not a text file');
    const huge = join(dir, 'huge.board');
    writeFileSync(huge, Buffer.alloc(10 * 1024 * 1024, 0x20));
    expect((await h.run(`/map import file:"${huge}"`)).error).toBe('The file `huge.board` is 10485760 bytes; the limit is 262144 bytes.');
    expect(await field()).toEqual(before);
  });

  test('WHEN alice and bob place their own Mechs THEN both stand there; bob placing alice’s, a taken hex, off the map are refused', async () => {
    expect((await h.run('/map place unit:Lancer hex:0605 facing:1', { user: 'alice' })).content).toBe(
      '📍 **Lancer** stands at 0605 facing NE.',
    );
    expect((await h.run('/map place unit:Brute hex:0905 facing:4', { user: 'bob' })).content).toBe(
      '📍 **Brute** stands at 0905 facing SW.',
    );
    const refused = await h.run('/map place unit:Lancer hex:0101 facing:0', { user: 'bob' });
    expect(refused.error).toContain('Only its controller');
    expect((await h.run('/map place unit:Brute hex:0605 facing:0', { user: 'bob' })).error).toBe(
      '0605 is taken by **Lancer**; one unit to a hex. Place **Brute** elsewhere.',
    );
    expect((await h.run('/map place unit:Brute hex:1718 facing:0', { user: 'bob' })).error).toBe(
      '1718 is off the map: it is 16×17 hexes (0101 to 1617).',
    );
    expect((await h.run('/map place unit:Ghost hex:0101 facing:0', { user: 'bob' })).error).toContain('There is no unit `Ghost`');
    expect((await field())?.at).toEqual({ lancer: { hex: '0605', facing: 1 }, brute: { hex: '0905', facing: 4 } });
  });

  test('WHEN bob shows the map from Brute to Lancer THEN the PNG draws the line in its colour and the reply lists what it crosses', async () => {
    const reply = await h.run('/map show from:Brute to:Lancer', { user: 'bob' });
    expect(reply.error).toBeUndefined();
    expect(reply.content).toContain('**Lancer** 0605 facing NE, **Brute** 0905 facing SW');
    expect(reply.content).toMatch(/0905 → 0605: crosses .*0805.*0705/);
    expect(reply.content).not.toContain('Blocked');
    const png = await decodePng(reply.files![0]!.data);
    const layout = mapLayout(parseBoardFile(readFileSync(GRASSLAND)).board);
    const [a, b] = [layout.at({ col: 9, row: 5 }), layout.at({ col: 6, row: 5 })];
    const [r, g, bl] = png.pixel((a.x + b.x) / 2, (a.y + b.y) / 2);
    expect([r, g, bl]).toEqual(hexToRgb(SIGHT_COLOURS.clear));
  });

  test('WHEN the GM clears the map THEN it is gone and show says how to make one; /undo brings it back with the units on it', async () => {
    expect((await h.run('/map clear')).content).toBe('🗺️ The map **16x17 Grassland 1** is cleared.');
    expect((await h.run('/map show')).error).toBe('There is no map in this channel. A GM makes one with `/map new` or `/map import`.');
    await h.run('/undo');
    expect(Object.keys((await field())?.at ?? {})).toEqual(['lancer', 'brute']);
  });

  test('WHEN the GM exports the channel, loses everything and restores it THEN the board comes back beside the head', async () => {
    const stored = (await field())!;
    const exported = await h.run('/channel export');
    const file = join(dir, `${backend}-${exported.files![0]!.name}`);
    writeFileSync(file, exported.files![0]!.data);
    const data = JSON.parse(gunzipSync(exported.files![0]!.data).toString('utf8')) as { blobs: Record<string, string> };
    expect(Object.keys(data.blobs)).toContain(stored.board);

    const tampered = join(dir, `${backend}-tampered.json`);
    writeFileSync(tampered, JSON.stringify({ ...data, blobs: { [stored.board]: data.blobs[stored.board]!.replace('woods', 'water') } }));
    expect((await h.run(`/channel restore file:${tampered}`)).error).toContain(`its stored record \`${stored.board.slice(0, 20)}\``);

    await h.store.clear(h.channel);
    expect(await h.store.backend.readBlob(channelKey(h.channel), stored.board)).toBeUndefined();
    expect((await h.run(`/channel restore file:${file}`)).error).toBeUndefined();
    expect(await field()).toEqual(stored);
    expect(JSON.parse((await h.store.backend.readBlob(channelKey(h.channel), stored.board))!)).toEqual(
      parseBoardFile(readFileSync(GRASSLAND)).board,
    );
  });

  test('WHEN the GM makes a blank map THEN it replaces the board and its places', async () => {
    expect((await h.run('/map new width:10 height:8')).content).toBe('🗺️ A blank 10×8 map (0101 to 1008); no units placed.');
    expect(await field()).toMatchObject({ width: 10, height: 8, name: 'Blank 10×8' });
    expect((await field())?.at).toBeUndefined();
  });
});
