// Slaved Armour through the real discord.js client and the fake Discord: commands, subcommand options, buttons and PNGs.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { RateLimiter } from '../../../src/rate-limit.js';
import { SA_COLORS, saLayout } from '../../../src/render/slaved-armour.js';
import type { ChannelStore } from '../../../src/store/channel-store.js';
import type { PersonData, SaData } from '../../../src/systems/slaved-armour/unit.js';
import { DEFAULT_CHANNEL, type FakeDiscord, type FakeResponse, MANAGE_CHANNELS, PLAYER_PERMISSIONS } from '../../discord/fake-discord.js';
import { DEFAULT_CHANNEL_REF as channel, startBotOnFake } from '../../helpers/discord-bot.js';
import { decodePng } from '../../helpers/png.js';

let fake: FakeDiscord;
let store: ChannelStore;
let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  // A whole fight in a few seconds: the flood limit is not what these tests are about.
  const rateLimiter = new RateLimiter({ burst: 100, perSecond: 100 });
  ({ fake, store, close } = await startBotOnFake({ label: 'sa-discord', router: { rateLimiter } }));
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
    expect(moved.files.map((f) => f.name)).toEqual(['Kestrel-result.png']);

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
    expect(end.files.map((f) => f.name)).toEqual(['Kestrel-result.png']);
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

  test('WHEN a player asks the odds of a shot and of a melee THEN P(destroyed), critical and explosive modules, and both sides of the melee', async () => {
    await command('unit', { template: 'slaved-armour/bastion', name: 'Bastion' }, 'add');
    const shot = await command('odds', { attacker: 'Bastion', target: 'Hound', weapon: 'Heavy cannon', band: 'L' }, 'slaved-armour');
    expect(shot.ephemeral).toBeFalsy();
    expect(shot.data.content).toMatch(
      /On a hit, against Hound as it stands \(18 intact modules\): P\(destroyed\) = \d+\.\d\d%, P\(a critical module hit\) = \d+\.\d\d%, P\(an explosive module hit\) = \d+\.\d\d%/,
    );
    expect(shot.data.content).toMatch(/Per shot: \*\*P\(destroyed\) = \d+\.\d\d%\*\*/);
    const melee = await command('odds', { attacker: 'Bastion', target: 'Hound', melee: true }, 'slaved-armour');
    expect(melee.data.content?.split('\n')[0]).toBe('**Melee odds: Bastion vs Hound** — simultaneous, exact odds, nothing rolled');
    // Claw (medium) vs arm club (medium): TN 31, skill 0 → d66 ≥ 31; the Hound's club, skill 1 → d66 ≥ 30.
    expect(melee.data.content).toContain('**Bastion** (Claw, medium vs medium): TN 31, d66 → needs d66 ≥ 31 → **P(hit) = 2/3 (66.7%)**');
    expect(melee.data.content).toContain(
      '**Hound** (Arm club, medium vs medium): TN 31, d66 + 1 (skill and bonus) → needs d66 ≥ 30 → **P(hit) = 2/3 (66.7%)**',
    );
  }, 20_000);

  test('WHEN Hit Dice are placed on an SA THEN /unit show lists them and its PNG draws one die for each', async () => {
    const before = await command('unit', { name: 'Bastion' }, 'show');
    const plain = await decodePng(before.files[0]!.data);
    // The first test's unseeded volleys may have emptied the Autocannon's magazine: start this one loaded.
    await command('reload', { unit: 'Hound', weapon: 'Autocannon' }, undefined, GM_PERMISSIONS);
    await command(
      'shoot',
      { attacker: 'Hound', target: 'Bastion', weapon: 'Autocannon', band: 'M', tn: 0 },
      'slaved-armour',
      GM_PERMISSIONS,
    );
    const shown = await command('unit', { name: 'Bastion' }, 'show');
    expect(shown.data.content).toContain("Placed, resolved at `/phase end`: #1 2 Hit Dice from Hound's Autocannon.");
    const image = await decodePng(shown.files[0]!.data);
    const bastion = (await store.load(channel)).units.bastion?.data as SaData;
    const layout = saLayout(bastion, 1);
    expect(image.height).toBe(layout.height);
    expect(image.height).toBeGreaterThan(plain.height);
    const inside = (rect: { x: number; y: number; w: number; h: number }) =>
      image.count(SA_COLORS.placed, { x: rect.x + 4, y: rect.y + 4, w: rect.w - 8, h: rect.h - 8 }, 4);
    const full = (layout.placedDie(0, 0).w - 8) ** 2;
    expect([0, 1, 2].map((d) => inside(layout.placedDie(0, d)))).toEqual([full, full, 0]);
  }, 20_000);

  test('WHEN a player tries /recover THEN refused; a GM repairs a destroyed critical module and the SA is back', async () => {
    const crit = await command('crit', { target: 'Hound', location: 'Cockpit' }, 'slaved-armour', GM_PERMISSIONS);
    expect(crit.data.content).toContain('**Hound is destroyed**');
    const refused = await command('recover', { unit: 'Hound', modules: 'Cockpit' }, 'repair');
    expect(refused.ephemeral).toBe(true);
    expect(refused.data.content).toContain('Only a GM can recover units after a fight.');
    const repaired = await command('recover', { unit: 'Hound', modules: 'Cockpit' }, 'repair', GM_PERMISSIONS);
    expect(repaired.data.content).toBe('🔧 **Hound**: repaired Cockpit (row 2).\n**Hound is back in action.**');
    expect(repaired.files.map((f) => f.name)).toEqual(['Hound-result.png']);
    expect((await store.load(channel)).units.hound?.data).toMatchObject({ destroyed: false, destroyedBy: null });
  }, 20_000);

  test('WHEN a GM rests a stunned soldier and puts a wounded one to bed THEN both recover, as the seed says', async () => {
    await command('unit', { template: 'slaved-armour/soldier', name: 'Hicks' }, 'add');
    await command('damage', { target: 'Hicks', damage: 2 }, 'slaved-armour', GM_PERMISSIONS);
    const rested = await command('recover', { unit: 'Hicks' }, 'rest', GM_PERMISSIONS);
    expect(rested.data.content).toBe(
      "**10 minutes’ rest**\n🩹 **Hicks**: Stunned → **combat capable** after 10 minutes' rest (no permanent effect).",
    );
    const hicks = (await store.load(channel)).units.hicks?.data as PersonData;
    expect(hicks).toMatchObject({ condition: 'ok', damage: 0 });
    const nothing = await command('recover', { unit: 'Hicks', days: 2 }, 'bedrest', GM_PERMISSIONS);
    expect(nothing.ephemeral).toBe(true);
    expect(nothing.data.content).toContain('Hicks has full STR (10) and DEX (10): nothing for bedrest to heal.');

    await command('unit', { template: 'slaved-armour/soldier', name: 'Vasquez' }, 'add');
    await command('damage', { target: 'Vasquez', damage: 4 }, 'slaved-armour', GM_PERMISSIONS);
    const wounded = (await store.load(channel)).units.vasquez?.data as PersonData;
    // A Severe wound takes 2D off STR or DEX (at least 2 of 10).
    expect(wounded.condition).toBe('severe-wound');
    expect(wounded.str + wounded.dex).toBeLessThanOrEqual(18);
    const bed = await command('recover', { unit: 'Vasquez', days: 12 }, 'bedrest', GM_PERMISSIONS);
    expect(bed.data.content).toContain(`🛏️ **Vasquez**: 12 days of bedrest → STR ${wounded.str}→10/10, DEX ${wounded.dex}→10/10;`);
    expect((await store.load(channel)).units.vasquez?.data).toMatchObject({
      str: 10,
      dex: 10,
      bedridden: false,
      condition: 'ok',
      scars: 1,
    });
  }, 20_000);
});
