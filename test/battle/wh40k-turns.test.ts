// A 40k turn pair through the console: a stunned vehicle stays stunned through the enemy's turn and recovers at the
// end of its controller's next turn; its owner cannot end the enemy's turn to get there sooner.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { VehicleData } from '../../src/systems/wh40k/vehicle.js';
import { createHarness, type Harness } from '../helpers/harness.js';
import { VOLLEY_SEED } from './plays.js';

const TRANSPORT_FILE = fileURLToPath(new URL('../fixtures/wh40k/rhino-transport.json', import.meta.url));
const VOLLEY = '/shoot wh40k attacker:Russ target:Transport weapon:"Hull lascannon" direction:side hits:4 choose:"Storm bolter" models:6';

let h: Harness;
const transport = async () => (await h.store.load(h.channel)).units.transport!.data as VehicleData;

beforeAll(async () => {
  h = await createHarness({ backend: 'sqlite' });
  await h.run('/unit add template:wh40k/leman-russ name:Russ', { user: 'alice' });
  await h.run(`/unit import file:${TRANSPORT_FILE}`, { user: 'bob' });
});
afterAll(async () => h.close());

test('GIVEN a stunned Transport THEN it stays stunned through Alice’s turn and recovers when Bob’s next turn ends', async () => {
  const started = await h.run('/battle start players:<@alice> <@bob> system:wh40k');
  expect(started.content).toMatch(/^⚔️ .+ battle: <@alice>, <@bob>\. Now: turn 1, Movement \(<@alice>\)\.$/);
  expect(started.mention).toBe('alice');
  // /shoot belongs to the shooting phase (WH40K_CLOCK's `acts`), for a GM too, and then to the shooting player's vehicles.
  expect((await h.run(VOLLEY, { user: 'alice' })).error).toBe(
    'It is the movement phase of turn 1: `/shoot` waits for the shooting phase (`/phase next`).',
  );
  expect((await h.run(VOLLEY)).error).toBe('It is the movement phase of turn 1: `/shoot` waits for the shooting phase (`/phase next`).');
  await h.run('/phase next', { user: 'alice' });
  expect((await h.run('/shoot wh40k attacker:Transport target:Russ weapon:"Storm bolter" direction:front', { user: 'bob' })).error).toBe(
    "It is <@alice>'s shooting step: only their units act in it, and `Transport` is not theirs.",
  );
  expect((await h.run(VOLLEY, { user: 'alice', seeds: [VOLLEY_SEED] })).content).toContain('**Crew stunned**');
  expect((await transport()).status.stunned).toEqual({ since: 0 });

  // Bob owns the stunned Transport: ending Alice's turn for her is refused, twice over.
  for (const line of ['/phase next', '/phase end'])
    expect((await h.run(line, { user: 'bob' })).error).toBe(
      `It is <@alice>'s shooting step: only they or a GM can ${line === '/phase next' ? 'move the battle on' : 'end the phase'}.`,
    );
  await h.run('/phase next', { user: 'alice' });
  const aliceDone = await h.run('/phase next', { user: 'alice' });
  expect(aliceDone.content).toContain("⏱️ End of alice's turn");
  expect(aliceDone.mention).toBe('bob');
  expect((await transport()).status.stunned).toEqual({ since: 0 });

  // Bob's turn: Alice cannot end it either, and the Transport is still stunned all through it.
  expect((await h.run('/phase next', { user: 'alice' })).error).toBe(
    "It is <@bob>'s movement step: only they or a GM can move the battle on.",
  );
  await h.run('/phase next', { user: 'bob' });
  expect((await h.run(VOLLEY, { user: 'alice' })).error).toBe(
    "It is <@bob>'s shooting step: only their units act in it, and `Russ` is not theirs.",
  );
  await h.run('/phase next', { user: 'bob' });
  expect((await transport()).status.stunned).toEqual({ since: 0 });
  const bobDone = await h.run('/phase next', { user: 'bob' });
  expect(bobDone.content).toContain("⏱️ End of bob's turn");
  expect(bobDone.content).toContain('• **Transport**: no longer stunned.');
  expect(bobDone.content).toContain('🔄 **Turn 2** begins.');
  expect(bobDone.mention).toBe('alice');
  expect((await transport()).status.stunned).toBeNull();
  expect(bobDone.embeds?.[0]?.fields?.find((f) => f.name === 'Transport')?.value).not.toContain('stunned');
});

test('GIVEN Alice’s vehicle obscured and hull down THEN both reset when her next turn begins', async () => {
  const doc = await h.store.load(h.channel);
  const russ = doc.units.russ!;
  await h.store.mutate(h.channel, { id: 'gm', name: 'gm' }, 'test: obscured', (draft) => {
    draft.units.russ = { ...russ, data: { ...(russ.data as VehicleData), obscured: true, hullDown: true } };
  });
  // Turn 2: Alice's three phases, then Bob's; the reset comes as Bob's turn ends and Alice's begins.
  for (let i = 0; i < 5; i++) await h.run('/phase next');
  expect(((await h.store.load(h.channel)).units.russ!.data as VehicleData).obscured).toBe(true);
  const end = await h.run('/phase next');
  expect(end.content).toContain("↺ <@alice>'s turn: Russ not moved, obscured or hull down yet.");
  const data = (await h.store.load(h.channel)).units.russ!.data as VehicleData;
  expect([data.obscured, data.hullDown, data.movement.inches]).toEqual([false, false, 0]);
});
