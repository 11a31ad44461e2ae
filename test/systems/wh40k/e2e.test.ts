// Through the real command pipeline (console session, real store): a seeded volley against a transport, turns, undo, odds.
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { VehicleData } from '../../../src/systems/wh40k/vehicle.js';
import { VOLLEY_SEED, volleyLines } from '../../battle/plays.js';
import { createHarness, type Harness } from '../../helpers/harness.js';
import { decodePng } from '../../helpers/png.js';

const TRANSPORT_FILE = fileURLToPath(new URL('../../fixtures/wh40k/rhino-transport.json', import.meta.url));
/** Dice: 6 then 6 (fuel and ammo); three more hits; radius 3; six wound dice 2, 2, 4, 2, 6, 6. */
const EXPLOSION_SEED = 'b85235167f115a4e2859edab463dcc1d';
const VOLLEY = '/shoot wh40k attacker:Russ target:Transport weapon:"Hull lascannon" direction:side hits:4 choose:"Storm bolter" models:6';

let h: Harness;

beforeEach(async () => {
  h = await createHarness({ backend: 'sqlite', images: 'full' }); // the steps read the whole vehicle card
  await h.run('/unit add template:wh40k/leman-russ name:Russ', { user: 'alice' });
  const imported = await h.run(`/unit import file:${TRANSPORT_FILE}`, { user: 'bob' });
  expect(imported.content).toContain('**Transport**');
});

afterEach(async () => {
  await h.close();
});

async function transport(): Promise<VehicleData> {
  const doc = await h.store.load(h.channel);
  return doc.units.transport!.data as VehicleData;
}

describe('a seeded volley against a transport', () => {
  test('GIVEN four lascannon hits on the loaded Rhino THEN each hit resolves in order and the final state is stored', async () => {
    const reply = await h.run(VOLLEY, { user: 'alice', seeds: [VOLLEY_SEED] });
    expect(reply.content.split('\n').slice(0, 9)).toEqual(volleyLines('bob'));
    expect(reply.files?.map((f) => f.name)).toEqual(['Transport.png']);
    expect((await decodePng(reply.files![0]!.data)).width).toBe(1000);
    expect(reply.buttons?.map((b) => b.label)).toContain('Undo (GM)');

    const data = await transport();
    expect(data.status).toEqual({ shaken: null, stunned: { since: 0 }, immobilised: true, destroyed: null });
    expect(data.weapons).toEqual([{ name: 'Storm bolter', strength: 4, ap: 5, ordnance: false, destroyed: true }]);
    expect(data.transport).toEqual({ capacity: 10, embarked: [{ name: 'Tactical Squad', models: 10 }] });
    expect(data.lastResults).toEqual(['Pen 2: Immobilised', 'Glance 5: Armament destroyed: Storm bolter', 'Pen 1: Crew stunned']);
  });

  test("GIVEN the stunned transport THEN it stays stunned through Alice's turn end and recovers when Bob's turn ends", async () => {
    await h.run(VOLLEY, { user: 'alice', seeds: [VOLLEY_SEED] });
    expect((await h.run('/phase end', { user: 'alice' })).error).toBe(
      'Only a GM can end the phase when no battle is running (`/battle start`).',
    );
    const aliceEnds = await h.run('/phase end player:alice');
    expect(aliceEnds.content).toContain("End of alice's turn");
    expect((await transport()).status.stunned).toEqual({ since: 0 });
    const refused = await h.run('/shoot wh40k attacker:Transport target:Russ weapon:"Storm bolter" direction:rear', { user: 'bob' });
    expect(refused.ephemeral).toBe(true);
    expect(refused.content).toContain("`Transport` is stunned and may not shoot until the end of its controller's next turn");
    const bobEnds = await h.run('/phase end player:bob');
    expect(bobEnds.content).toContain('**Transport**: no longer stunned.');
    expect((await transport()).status).toEqual({ shaken: null, stunned: null, immobilised: true, destroyed: null });
  });

  test('GIVEN a second volley that detonates the transport THEN the explosion stands, wounds are rolled, and /undo brings it back', async () => {
    await h.run(VOLLEY, { user: 'alice', seeds: [VOLLEY_SEED] });
    const boom = await h.run(VOLLEY, { user: 'alice', seeds: [EXPLOSION_SEED] });
    expect(boom.content).toContain('models within **3"** of its hull take a wound on 4+');
    expect(boom.content).toContain('Models in range: [2, 2, 4, 2, 6, 6] → **3 wounds**');
    expect(boom.content).toContain('Embarked: Tactical Squad (10)');
    expect((await transport()).status.destroyed).toEqual({
      kind: 'exploded',
      cause: 'Vehicle destroyed (fuel and ammo detonate)',
      distance: null,
      direction: null,
      radius: 3,
    });
    expect((await h.press('Undo (GM)', { user: 'alice', reply: boom })).error).toMatch(/^Only a GM can undo a rolled result/);
    expect((await transport()).status.destroyed).not.toBeNull();
    await h.press('Undo (GM)', { reply: boom });
    expect((await transport()).status.destroyed).toBeNull();
    expect((await transport()).status.immobilised).toBe(true);
  });
});

describe('other 40k commands end to end', () => {
  test('GIVEN /pen with a seed THEN it rolls and stores nothing', async () => {
    const before = await h.store.load(h.channel);
    const reply = await h.run('/pen strength:8 armour:12 ordnance:true', { seeds: [VOLLEY_SEED] });
    expect(reply.content).toMatch(/^🎲 S8 ordnance against AV12: S \+ 2D6 keep highest/);
    expect((await h.store.load(h.channel)).units).toEqual(before.units);
  });

  test('GIVEN /odds wh40k THEN exact fractions come back', async () => {
    const reply = await h.run('/odds wh40k strength:8 armour:12');
    expect(reply.content).toContain('glancing 1/6 (16.7%) · penetrating 1/3 (33.3%)');
  });

  test('GIVEN a preview THEN nothing is rolled, and Fire rolls the previewed shot', async () => {
    const preview = await h.run(`${VOLLEY} preview:true`, { user: 'alice' });
    expect(preview.content).toContain('🔍 **Preview** — nothing rolled.');
    expect(preview.content).toContain('(side, AV11), 4 hits');
    expect((await transport()).status.immobilised).toBe(false);
    const fired = await h.press('Fire', { user: 'alice', reply: preview, seeds: [VOLLEY_SEED] });
    expect(fired.content).toContain('**Hit 4/4** · S9 + D6 [3] = 12 vs AV11 (side) → **penetrating**');
    expect((await transport()).status.immobilised).toBe(true);
  });

  test("GIVEN /config with a group's own tables THEN shots roll on them; a bad table is refused naming the field", async () => {
    const bad = await h.run(
      '/config set system:wh40k json:{"tables":{"id":"x","tables":{"damage":[{"min":1,"max":6,"effect":"boom","title":"B"}]}}}',
    );
    expect(bad.ephemeral).toBe(true);
    expect(bad.content).toContain('`tables.tables.damage[0].effect` must be one of');
    const good = await h.run(
      '/config set system:wh40k json:{"tables":{"id":"all-wreck","tables":{"glancing":[{"min":1,"max":6,"effect":"wreck","title":"Wrecked"}],"penetrating":[{"min":1,"max":6,"effect":"wreck","title":"Wrecked"}]},"use":{"ordnancePenetrating":{"table":"penetrating"}}}}',
    );
    expect(good.content).toContain('Settings updated');
    const reply = await h.run(VOLLEY, { user: 'alice', seeds: [VOLLEY_SEED] });
    expect(reply.content).toContain('→ **Wrecked**.');
    expect((await transport()).status.destroyed?.kind).toBe('wreck');
  });
});
