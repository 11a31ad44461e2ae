// 40k vehicles on a map through the console: /move wh40k to: records the inches moved (1 hex = 1" unless the channel
// sets a scale) once per movement phase, the armour a shot strikes comes from where the firer stands, and a player's
// typed direction or moved is refused while the map answers it.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { armourFacing } from '../../src/systems/wh40k/map-facing.js';
import type { VehicleData } from '../../src/systems/wh40k/vehicle.js';
import { hex } from '../battlefield/helpers.js';
import { createHarness, type Harness } from '../helpers/harness.js';

const alice = { user: 'alice' };
const bob = { user: 'bob' };
const SEEDS = ['0123456789abcdef0123456789abcdef'];

let h: Harness;
const moved = async (key: string) => ((await h.store.load(h.channel)).units[key]?.data as VehicleData | undefined)?.movement.inches;

beforeAll(async () => {
  h = await createHarness({ backend: 'sqlite', images: 'none' });
  await h.run('/unit add template:wh40k/leman-russ name:Russ', alice);
  await h.run('/unit add template:wh40k/falcon name:Falcon', bob);
  expect((await h.run('/map new width:16 height:12')).error).toBeUndefined();
  expect((await h.run('/map place unit:Russ hex:0510 facing:0', alice)).error).toBeUndefined();
  expect((await h.run('/map place unit:Falcon hex:0505 facing:0', bob)).error).toBeUndefined();
  await h.run('/battle start players:<@alice> <@bob> system:wh40k');
});
afterAll(async () => h.close());

test('GIVEN alice’s movement phase THEN the Russ moves 2 hexes = 2", once; a typed moved: is the map’s', async () => {
  expect((await h.run('/vehicle set unit:Russ moved:3', alice)).error).toBe(
    '`moved:3`: `Russ` stands on the map, which says this. A GM may rule otherwise.',
  );
  const move = await h.run('/move unit:Russ to:0508 facing:N', alice);
  expect(move.error).toBeUndefined();
  expect(move.content).toContain('🚚 **Russ** moves 0510 → 0508, facing N: 2 hexes = **2"** (1 hex = 1").');
  expect(await moved('russ')).toBe(2);
  expect((await h.run('/move unit:Russ to:0507', alice)).error).toMatch(/^`Russ` already moved this movement phase/);
  expect((await h.run('/move unit:Russ to:0505', { ...alice, gm: true })).error).toBe(
    '0505 is taken by **Falcon**; one unit to a hex. Place **Russ** elsewhere.',
  );
});

test('GIVEN the Falcon ahead facing away THEN the Russ’s lascannon strikes its rear; a typed direction is refused', async () => {
  await h.run('/phase next', alice);
  expect((await h.run('/shoot wh40k attacker:Russ target:Falcon weapon:"Heavy bolter (left sponson)" direction:front', alice)).error).toBe(
    '`direction:front`: `Russ` and `Falcon` stand on the map, which says this. A GM may rule otherwise.',
  );
  const shot = await h.run('/shoot wh40k attacker:Russ target:Falcon weapon:"Heavy bolter (left sponson)"', { ...alice, seeds: SEEDS });
  expect(shot.error).toBeUndefined();
  expect(shot.content).toContain('at **Falcon**, rear armour AV10:');
});

test('GIVEN bob’s turn THEN the Falcon flies 8" to the Russ’s flank: a side hit, and later only glanced as a fast skimmer', async () => {
  await h.run('/phase next', alice);
  await h.run('/phase next', alice);
  const fly = await h.run('/move unit:Falcon to:1308 facing:NW', bob);
  expect(fly.content).toContain('🚚 **Falcon** moves 0505 → 1308, facing NW: 8 hexes = **8"** (1 hex = 1").');
  expect(await moved('falcon')).toBe(8);
  await h.run('/phase next', bob);
  const shot = await h.run('/shoot wh40k attacker:Falcon target:Russ weapon:"Pulse laser"', { ...bob, seeds: SEEDS });
  expect(shot.content).toContain('at **Russ**, side armour AV13:');
  await h.run('/phase next', bob);
  await h.run('/phase next', bob);
  const preview = await h.run('/shoot wh40k attacker:Russ target:Falcon weapon:"Hull lascannon" preview:true', alice);
  expect(preview.content).toContain('at **Falcon** (front, AV12)');
  expect(preview.content).toContain('penetrating counts as glancing (fast skimmer)');
});

test('GIVEN the channel sets 3" a hex THEN a GM’s one-hex move is 3"', async () => {
  expect((await h.run('/config wh40k hex-inches:3')).error).toBeUndefined();
  const step = await h.run('/move unit:Russ to:0507');
  expect(step.content).toContain('🚚 **Russ** moves 0508 → 0507, facing N: 1 hex = **3"** (1 hex = 3").');
});

test('GIVEN a vehicle facing N THEN the firer’s bearing picks front (to 45°), side, rear (135° to 225°)', () => {
  const tank = { hex: hex('0808'), facing: 0 as const };
  expect(['0806', '1007', '1008', '0810', '0610', '0607'].map((at) => armourFacing(tank, hex(at)))).toEqual([
    'front',
    'side',
    'side',
    'rear',
    'rear',
    'side',
  ]);
});
