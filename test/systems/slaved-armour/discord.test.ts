// Slaved Armour through the real discord.js client and the fake Discord: commands, subcommand options, buttons and PNGs.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ChannelStore } from '../../../src/store/channel-store.js';
import type { SaData } from '../../../src/systems/slaved-armour/unit.js';
import { DEFAULT_CHANNEL, type FakeDiscord, type FakeResponse, MANAGE_CHANNELS, PLAYER_PERMISSIONS } from '../../discord/fake-discord.js';
import { DEFAULT_CHANNEL_REF as channel, startBotOnFake } from '../../helpers/discord-bot.js';
import { decodePng } from '../../helpers/png.js';

let fake: FakeDiscord;
let store: ChannelStore;
let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ fake, store, close } = await startBotOnFake({ label: 'sa-discord' }));
}, 15_000);

afterAll(() => close?.());

const answer = (id: string): Promise<FakeResponse> => fake.answerTo(id);

const command = (...args: Parameters<FakeDiscord['command']>): Promise<FakeResponse> => fake.command(...args);

/** A GM may declare `tn:`; players may not unless the table allows it. */
const GM_PERMISSIONS = PLAYER_PERMISSIONS | MANAGE_CHANNELS;

const buttons = (response: FakeResponse) => (response.data.components ?? []).flatMap((row) => row.components);

describe('GIVEN Slaved Armour on the fake Discord', () => {
  test('WHEN two SAs are added, one moves, previews and fires, and the phase ends THEN every step answers, with PNG sheets', async () => {
    for (const [template, name] of [
      ['slaved-armour/hound', 'Hound'],
      ['slaved-armour/kestrel', 'Kestrel'],
    ]) {
      const added = await command('unit', { template: template!, name: name! }, 'add');
      expect(added.data.content).toContain(`Added **${name}** (Slaved Armour).`);
      expect((await decodePng(added.files[0]!.data)).width).toBe(1000);
    }

    const moved = await command('move', { unit: 'Kestrel', speed: 2, turn: 'FR' });
    expect(moved.data.content).toBe('**Kestrel** accelerates 0 → 2, into the forward-right hex (facing 0 → 1).');
    expect(moved.files.map((f) => f.name)).toEqual(['Kestrel.png']);

    const preview = await command(
      'shoot',
      { attacker: 'Hound', target: 'Kestrel', weapon: 'Autocannon', cover: 'light', range: 5, tn: 0, preview: true },
      'slaved-armour',
      GM_PERMISSIONS,
    );
    expect(preview.data.content).toContain('**P(hit) = 1 (100.0%)**');
    const fire = buttons(preview).find((b) => b.label === 'Fire');
    expect(fire).toBeDefined();

    const pressed = fake.pressButton(fire!.custom_id!, undefined, { channelId: DEFAULT_CHANNEL, permissions: GM_PERMISSIONS });
    const shot = await answer(pressed.id);
    expect(shot.data.content).toMatch(/\*\*hit\*\* by \d+\./);
    expect(shot.data.content).toContain('2 Hit Dice placed on **Kestrel**, resolved at `/phase end`.');

    const end = await command('phase', {}, 'end', GM_PERMISSIONS);
    expect(end.data.content).toContain('**Incoming damage** (2 Hit Dice from 1 weapon hit):');
    expect(end.files.map((f) => f.name)).toEqual(['Kestrel.png']);
    const kestrel = (await store.load(channel)).units.kestrel?.data as SaData;
    expect(kestrel.rows.flat().filter((m) => m.destroyed).length).toBeGreaterThanOrEqual(1);
  }, 30_000);

  test('WHEN a move is illegal THEN the player gets an ephemeral reason', async () => {
    const refused = await command('move', { unit: 'Hound', speed: 3 });
    expect(refused.ephemeral).toBe(true);
    expect(refused.data.content).toContain(
      'Hound cannot make that move. On legs a unit can accelerate at most 1 per turn: 0 → 3 is a change of 3.',
    );
  }, 10_000);
});
