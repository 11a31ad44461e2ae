// Warhammer 40k vehicles through the real discord.js client and the fake Discord: units, /vehicle, shots with PNG
// cards, /pen, /odds and the end of a turn.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { RateLimiter } from '../../../src/rate-limit.js';
import type { ChannelStore } from '../../../src/store/channel-store.js';
import { type FakeDiscord, type FakeResponse, MANAGE_CHANNELS, PLAYER_PERMISSIONS } from '../../discord/fake-discord.js';
import { DEFAULT_CHANNEL_REF as channel, startBotOnFake } from '../../helpers/discord-bot.js';
import { decodePng } from '../../helpers/png.js';

let fake: FakeDiscord;
let store: ChannelStore;
let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  // A whole turn is more commands than one player's burst allowance: lift the rate limit for the test.
  ({ fake, store, close } = await startBotOnFake({
    label: 'wh40k-discord',
    router: { rateLimiter: new RateLimiter({ burst: 1000, perSecond: 1000 }) },
  }));
}, 15_000);

afterAll(() => close?.());

const command = (...args: Parameters<FakeDiscord['command']>): Promise<FakeResponse> => fake.command(...args);

describe('GIVEN 40k vehicles on the fake Discord', () => {
  test('WHEN vehicles are added, set up and shot THEN every step answers with a vehicle card PNG and the state is stored', async () => {
    for (const [template, name] of [
      ['wh40k/leman-russ', 'Russ'],
      ['wh40k/rhino', 'Rhino'],
    ]) {
      const added = await command('unit', { template: template!, name: name! }, 'add');
      expect(added.data.content).toContain(`Added **${name}** (Warhammer 40,000 vehicles).`);
      const png = await decodePng(added.files[0]!.data);
      expect(png.width).toBe(1000);
    }

    const set = await command('vehicle', { unit: 'Rhino', obscured: true }, 'set');
    expect(set.ephemeral).toBeFalsy();
    expect(set.files.map((f) => f.name)).toEqual(['Rhino-result.png']);

    const shot = await command(
      'shoot',
      { attacker: 'Russ', target: 'Rhino', weapon: 'Hull lascannon', direction: 'side', hits: 2 },
      'wh40k',
    );
    expect(shot.data.content).toContain('fires **Hull lascannon**');
    expect(shot.data.content).toMatch(/\*\*Hit 1\/2\*\*/);
    expect(shot.data.content).toMatch(/roll `[0-9a-f]{8}`/);
    expect(shot.files.map((f) => f.name)).toEqual(['Rhino-result.png']);
    const rhino = (await store.load(channel)).units.rhino;
    expect(rhino?.system).toBe('wh40k');

    const pen = await command('pen', { strength: 8, armour: 12 });
    expect(pen.data.content).toMatch(/S8 \+ D6 \[\d\]/);

    const odds = await command('odds', { weapon: 'S8', target: 'Russ', direction: 'side' }, 'wh40k');
    expect(odds.ephemeral).toBeFalsy();
    expect(odds.data.content).toMatch(/\d+\/\d+/);

    const refused = await command('phase', {}, 'end');
    expect([refused.ephemeral, refused.data.content]).toEqual([
      true,
      '⚠️ Only a GM can end the phase when no battle is running (`/battle start`).',
    ]);
    const end = await command('phase', {}, 'end', PLAYER_PERMISSIONS | MANAGE_CHANNELS);
    expect(end.ephemeral).toBeFalsy();
  }, 30_000);

  test('WHEN a Slaved Armour unit is named in /vehicle THEN the player gets an ephemeral wrong-system message', async () => {
    await command('unit', { template: 'slaved-armour/hound', name: 'Hound' }, 'add');
    const refused = await command('vehicle', { unit: 'Hound', moved: 6 }, 'set');
    expect(refused.ephemeral).toBe(true);
    expect(refused.data.content).toContain('`Hound` is a slaved-armour unit');
  }, 10_000);
});
