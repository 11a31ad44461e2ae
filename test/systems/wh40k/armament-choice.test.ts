// "Armament destroyed (chosen by attacker)": the reply asks the attacker with one button per weapon; a press settles it once.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { freshSeed } from '../../../src/dice/rng.js';
import type { ChannelStore } from '../../../src/store/channel-store.js';
import type { VehicleData } from '../../../src/systems/wh40k/vehicle.js';
import { DEFAULT_USER, type FakeDiscord, type FakeResponse, type FakeUser } from '../../discord/fake-discord.js';
import { DEFAULT_CHANNEL_REF, startBotOnFake } from '../../helpers/discord-bot.js';
import { createHarness, type Harness } from '../../helpers/harness.js';

/** Pen D6 [5] (S9 + 5 = 14 beats AV13), then damage D6 [3]: Armament destroyed on the penetrating table. */
const ARMAMENT_SEED = '40c10000000000000000000000000044';
const SHOT = '/shoot wh40k attacker:Russ target:Bobs weapon:"Hull lascannon" direction:side';
const WEAPON_BUTTONS = [
  'Destroy Battle cannon',
  'Destroy Hull lascannon',
  'Destroy Heavy bolter (left sponson)',
  'Destroy Heavy bolter (right sponson)',
];

describe('through the console', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await createHarness({ backend: 'sqlite', images: 'full' }); // the steps read the whole vehicle card
    await h.run('/unit add template:wh40k/leman-russ name:Russ', { user: 'alice' });
    await h.run('/unit add template:wh40k/leman-russ name:Bobs', { user: 'bob' });
  });
  afterEach(async () => {
    await h.close();
  });

  const lost = async () =>
    ((await h.store.load(h.channel)).units.bobs!.data as VehicleData).weapons.filter((w) => w.destroyed).map((w) => w.name);

  test('GIVEN an Armament destroyed result and no choose: THEN nothing is rolled for it and the attacker gets one button per weapon', async () => {
    const reply = await h.run(SHOT, { user: 'alice', seeds: [ARMAMENT_SEED] });
    expect(reply.content).toContain(
      '  Damage (penetrating table) D6 [3] → **Armament destroyed** – one of its weapons, chosen by the attacker: choose it below once the volley is done.',
    );
    expect(reply.content).toContain(
      "❓ Armament destroyed on **Bobs**: the attacker (Russ's controller) chooses which weapon is destroyed — press a button.",
    );
    expect(reply.buttons?.map((b) => b.label)).toEqual([...WEAPON_BUTTONS, 'Undo (GM)']);
    expect(await lost()).toEqual([]);
  });

  test('GIVEN the buttons THEN the target’s owner is refused, the attacker’s press destroys that weapon, and a second press is refused', async () => {
    const shot = await h.run(SHOT, { user: 'alice', seeds: [ARMAMENT_SEED] });
    const byBob = await h.press('Destroy Battle cannon', { user: 'bob', reply: shot });
    expect(byBob.error).toBe('Only its controller @alice or a GM can act with `Russ`. A GM can hand it over with `/unit control`.');
    const chosen = await h.press('Destroy Battle cannon', { user: 'alice', reply: shot });
    expect(chosen.content).toContain(
      "💥 **Russ**'s controller chooses: **Bobs**'s Battle cannon is destroyed (Armament destroyed, from Hull lascannon).",
    );
    expect(chosen.files?.map((f) => f.name)).toEqual(['Bobs.png']);
    expect(await lost()).toEqual(['Battle cannon']);
    const again = await h.press('Destroy Hull lascannon', { user: 'alice', reply: shot });
    expect(again.error).toContain('already');
    expect(await lost()).toEqual(['Battle cannon']);
    const doc = await h.store.load(h.channel);
    expect(doc.pending.wh40k).toEqual({ armament: { next: 2, open: {} } });
    expect((doc.units.bobs!.data as VehicleData).lastResults.at(-1)).toBe("Armament destroyed: Battle cannon (attacker's choice)");
  });

  test('GIVEN choose: named in advance THEN no buttons are offered', async () => {
    const reply = await h.run(`${SHOT} choose:"Battle cannon"`, { user: 'alice', seeds: [ARMAMENT_SEED] });
    expect(reply.content).toContain("Battle cannon is destroyed (attacker's choice)");
    expect(reply.buttons?.map((b) => b.label)).toEqual(['Undo (GM)']);
  });
});

describe('through the fake Discord', () => {
  const BOB: FakeUser = { id: '700000000000000002', username: 'bob', global_name: 'Bob' };
  let fake: FakeDiscord;
  let store: ChannelStore;
  let close: (() => Promise<void>) | undefined;
  const seeds: string[] = [];
  beforeAll(async () => {
    ({ fake, store, close } = await startBotOnFake({ label: 'wh40k-armament', router: { newSeed: () => seeds.shift() ?? freshSeed() } }));
  }, 15_000);
  afterAll(() => close?.());

  async function send(name: string, options: Record<string, string | number | boolean>, subcommand?: string, user = DEFAULT_USER) {
    const sent = fake.sendCommand(name, options, { user, ...(subcommand ? { subcommand } : {}) });
    return fake.waitForResponse(sent.id, 8000);
  }
  const buttons = (response: FakeResponse) => (response.data.components ?? []).flatMap((row) => row.components);

  test('WHEN the shot asks for the weapon THEN only the attacker may press, and the press destroys it once', async () => {
    await send('unit', { template: 'wh40k/leman-russ', name: 'Russ' }, 'add');
    await send('unit', { template: 'wh40k/leman-russ', name: 'Bobs' }, 'add', BOB);
    seeds.push(ARMAMENT_SEED);
    const shot = await send('shoot', { attacker: 'Russ', target: 'Bobs', weapon: 'Hull lascannon', direction: 'side' }, 'wh40k');
    expect(buttons(shot).map((b) => b.label)).toEqual([...WEAPON_BUTTONS, 'Full sheet: Bobs', 'Undo (GM)']);
    const lascannon = buttons(shot)[1]?.custom_id as string;
    expect((await fake.waitForResponse(fake.pressButton(lascannon, BOB).id)).ephemeral).toBe(true);
    const pressed = await fake.waitForResponse(fake.pressButton(lascannon, DEFAULT_USER).id, 8000);
    expect(pressed.data.content).toContain("**Bobs**'s Hull lascannon is destroyed");
    expect(pressed.files.map((f) => f.name)).toEqual(['Bobs-result.png']);
    expect((await fake.waitForResponse(fake.pressButton(buttons(shot)[0]?.custom_id as string, DEFAULT_USER).id)).ephemeral).toBe(true);
    const bobs = (await store.load(DEFAULT_CHANNEL_REF)).units.bobs!.data as VehicleData;
    expect(bobs.weapons.filter((w) => w.destroyed).map((w) => w.name)).toEqual(['Hull lascannon']);
  }, 30_000);
});
