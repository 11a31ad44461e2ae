// Mecha Bots through the real discord.js client on the fake Discord: a shot with column buttons, the press, the PNG.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { freshSeed } from '../../../src/dice/rng.js';
import { CARD_WIDTH } from '../../../src/render/shot-card.js';
import type { ChannelStore } from '../../../src/store/channel-store.js';
import type { BotData } from '../../../src/systems/mecha-bots/components.js';
import {
  DEFAULT_USER,
  type FakeDiscord,
  type FakeResponse,
  type FakeUser,
  MANAGE_CHANNELS,
  PLAYER_PERMISSIONS,
} from '../../discord/fake-discord.js';
import { DEFAULT_CHANNEL_REF as channel, startBotOnFake } from '../../helpers/discord-bot.js';
import { decodePng } from '../../helpers/png.js';

const BOB: FakeUser = { id: '700000000000000002', username: 'bob', global_name: 'Bob' };
/** First two d6 of this seed: [1, 3]. */
const ROLL_4 = '5a1f0000000000000000000000000004';

let fake: FakeDiscord;
let store: ChannelStore;
let close: (() => Promise<void>) | undefined;
/** Seeds handed to the next commands in order; fresh ones after. */
const seeds: string[] = [];

beforeAll(async () => {
  ({ fake, store, close } = await startBotOnFake({
    label: 'mecha-bots-discord',
    router: { newSeed: () => seeds.shift() ?? freshSeed() },
  }));
}, 15_000);

afterAll(() => close?.());

async function send(
  name: string,
  options: Record<string, string | number | boolean>,
  subcommand?: string,
  user: FakeUser = DEFAULT_USER,
  permissions: bigint = PLAYER_PERMISSIONS,
) {
  const sent = fake.sendCommand(name, options, { user, permissions, ...(subcommand ? { subcommand } : {}) });
  return fake.waitForResponse(sent.id, 8000);
}

const buttons = (response: FakeResponse) => (response.data.components ?? []).flatMap((row) => row.components);

describe('GIVEN two Bots on the fake Discord', () => {
  test('WHEN Alpha shoots without a shift THEN column buttons arrive, only the shooter may press, and the press resolves with the chassis PNG', async () => {
    await send('unit', { template: 'mecha-bots/sample', name: 'Alpha' }, 'add');
    await send('unit', { template: 'mecha-bots/scrapper', name: 'Beta' }, 'add', BOB);

    seeds.push(ROLL_4);
    const shot = await send(
      'shoot',
      { attacker: 'Alpha', target: 'Beta', weapon: 'Steam Cannon', arc: 'backward-right', range: 1, bearing: 'forward-right' },
      'mecha-bots',
    );
    expect(shot.data.content).toContain('🎲 Column roll 2d6: [1, 3] = 4');
    expect(buttons(shot).map((b) => b.label)).toEqual([
      'No shift → column 3 (B B Ms)',
      '+1 → column 2 (AR Mt)',
      '+2 → column 4 (Ms B Wr Wr)',
      '+3 → column 6 (Wd Sa Mt)',
      '+4 → column 9 (AP AP)',
      'Undo (GM)',
    ]);
    const column3 = buttons(shot)[0]?.custom_id as string;

    const byBob = fake.pressButton(column3, BOB);
    expect((await fake.waitForResponse(byBob.id)).ephemeral).toBe(true);

    const press = fake.pressButton(column3, DEFAULT_USER);
    const resolved = await fake.waitForResponse(press.id, 8000);
    expect(resolved.data.content).toContain("**Alpha**'s Steam Cannon at **Beta**'s Backward Right face (shot #1, column roll 4):");
    expect(resolved.data.content).toContain('• BR4 B1 (Boiler) destroyed (3 → 2)');
    expect(resolved.data.content).toContain('Boiler loss: Unpowered counters on FR0, BR0, B0, FL0, F0.');
    expect(resolved.files.map((f) => [f.name, f.contentType])).toEqual([['Beta-result.png', 'image/png']]);
    expect((await decodePng(resolved.files[0]!.data)).width).toBe(CARD_WIDTH);
    expect((resolved.data.attachments?.[0] as { description?: string } | undefined)?.description).toBe(
      'Mecha Bots result for Beta: Backward Right BR4 B1 destroyed; Back B1 B1 destroyed; Backward Left BL0 M4s destroyed; Steam Cannon (Alpha): Backward Right column 3, 3 damage, stopped at BL0; Unpowered: F0, FR0, BR0, B0, FL0',
    );
    // The whole chassis is one press away, shown to the presser alone.
    const full = buttons(resolved).find((b) => b.label === 'Full sheet: Beta');
    const sheet = await fake.waitForResponse(fake.pressButton(full?.custom_id as string, BOB).id, 8000);
    expect(sheet.ephemeral).toBe(true);
    expect(sheet.files.map((f) => f.name)).toEqual(['Beta.png']);
    expect((await decodePng(sheet.files[0]!.data)).width).toBe(1100);

    const beta = (await store.load(channel)).units.beta?.data as BotData;
    expect(beta.lastShot).toMatchObject({ arc: 'BR', column: 3, roll: 4, shift: 0 });
  }, 30_000);

  test('WHEN Bob tinkers and repairs his Bot THEN both work for him, and Alice is refused', async () => {
    const tinkered = await send('tinker', { unit: 'Beta', remove: 'BR0', place: 'C6' }, undefined, BOB);
    expect(tinkered.data.content).toBe('🔧 Bob tinkers with **Beta**: powered again: BR0; Unpowered: C6. Power 8/8.');
    const refused = await send('repair', { unit: 'Beta', cells: 'BR4' });
    expect(refused.ephemeral).toBe(true);
    const repaired = await send('repair', { unit: 'Beta', cells: 'BR4' }, undefined, BOB);
    expect(repaired.data.content).toBe('🛠️ Bob repairs **Beta** at the home laboratory: BR4 restored.\nPower 8/12.');
    expect(repaired.files.map((f) => f.name)).toEqual(['Beta-result.png']);
  }, 30_000);

  test("WHEN Bob puts his Mad Scientist behind his Bot on the map THEN Alpha may not shoot it; a GM's /damage wounds it and a player's is refused", async () => {
    await send('unit', { template: 'mecha-bots/scientist', name: 'Doc' }, 'add', BOB);
    expect((await send('move', { unit: 'Alpha', at: '0305', facing: 'N' })).data.content).toBe(
      '🗺️ **Alpha** stands in 0305 facing N. Shots read range, arcs and Bots in the way from the map.',
    );
    await send('move', { unit: 'Beta', at: '0304', facing: 'S' }, undefined, BOB);
    await send('move', { unit: 'Doc', at: '0303' }, undefined, BOB);
    const moveOther = await send('move', { unit: 'Doc', at: '0101' });
    expect(moveOther.ephemeral).toBe(true);

    const blocked = await send('shoot', { attacker: 'Alpha', target: 'Doc', weapon: 'Steam Cannon' }, 'mecha-bots');
    expect(blocked.ephemeral).toBe(true);
    expect(blocked.data.content).toContain('`Alpha` cannot target `Doc`: it is behind `Beta` on the map');

    const byPlayer = await send('damage', { target: 'Beta', arc: 'forward', damage: 2, column: 5 }, 'mecha-bots');
    expect(byPlayer.ephemeral).toBe(true);

    const gm: FakeUser = { id: '700000000000000009', username: 'gm', global_name: 'GM' };
    seeds.push(ROLL_4);
    const wounded = await send('damage', { target: 'Doc', damage: 2 }, 'mecha-bots', gm, PLAYER_PERMISSIONS | MANAGE_CHANNELS);
    expect(wounded.ephemeral).toBe(false);
    expect(wounded.files.map((f) => f.name)).toEqual(['Doc-result.png']);
    expect(wounded.data.content).toContain('🎲 Wounds, D6 per point of damage: 2d6 [1, 3] = 4');
    expect(wounded.data.content).toContain('**Doc** takes 4 wounds: 7 → 3 of 7 hit points.');
  }, 30_000);
});

test('GIVEN a GM on the fake Discord WHEN /damage names a column of a Bot face THEN the damage runs down it with the card', async () => {
  const gm: FakeUser = { id: '700000000000000009', username: 'gm', global_name: 'GM' };
  const out = await send(
    'damage',
    { target: 'Alpha', arc: 'back', damage: 2, column: 5 },
    'mecha-bots',
    gm,
    PLAYER_PERMISSIONS | MANAGE_CHANNELS,
  );
  expect(out.data.content?.split('\n')[0]).toBe("🔨 GM: **2 damage** to **Alpha**'s Back face.");
  expect(out.files.map((f) => f.name)).toEqual(['Alpha-result.png']);
  const alpha = (await store.load(channel)).units.alpha?.data as BotData;
  expect(alpha.lastShot).toMatchObject({ attacker: 'GM', weapon: 'raw damage', arc: 'B', column: 5, roll: null });
}, 30_000);
