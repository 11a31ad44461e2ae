// A Slaved Armour battle on a real MegaMek board through the console: /move drives the suits over the map by speed and
// turn (the map's edge refused, a head-on collision resolved with the recorded speeds), and /shoot reads range and
// cover off the map; a player's typed range is refused while both stand on it, a GM's is a ruling in /history.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { describePlacement } from '../../src/battlefield/placement.js';
import { BATTLEFIELD_KEY, placementsOf, type StoredBattlefield } from '../../src/commands-kit/battlefield.js';
import type { SaData } from '../../src/systems/slaved-armour/unit.js';
import { createHarness, type Harness } from '../helpers/harness.js';

const COAST = 'test/fixtures/boards/16x17 Coast 1.board';
const SEED = '0123456789abcdef0123456789abcdef';
// Every roll a command makes (a phase's end may resolve several steps) draws from the same seed.
const SEEDS = [SEED, SEED, SEED, SEED];
const alice = { user: 'alice' };
const bob = { user: 'bob' };

let h: Harness;
const at = async (key: string) => {
  const field = (await h.store.load(h.channel)).pending[BATTLEFIELD_KEY] as StoredBattlefield;
  const placement = placementsOf(field)[key];
  return placement ? describePlacement(placement) : undefined;
};
const data = async (key: string) => (await h.store.load(h.channel)).units[key]?.data as SaData;

beforeAll(async () => {
  h = await createHarness({ backend: 'sqlite' });
  await h.run('/unit add template:slaved-armour/kestrel name:Kestrel', alice);
  await h.run('/unit add template:slaved-armour/hound name:Hound', bob);
  await h.run('/unit add template:slaved-armour/soldier name:Pvt', bob);
  expect((await h.run(`/map import file:"${COAST}"`)).error).toBeUndefined();
  // The clear land on the coast's east side; the soldier among the light woods at 1214.
  expect((await h.run('/map place unit:Kestrel hex:1417 facing:3', alice)).error).toBeUndefined();
  expect((await h.run('/map place unit:Hound hex:1411 facing:3', bob)).error).toBeUndefined();
  expect((await h.run('/map place unit:Pvt hex:1214 facing:0', bob)).error).toBeUndefined();
  await h.run('/battle start players:<@alice> <@bob> system:slaved-armour');
});
afterAll(async () => h.close());

test('GIVEN round 1 THEN a move off the map is refused, a turn about at speed 2 goes back up the map, the Hound walks one hex', async () => {
  expect((await h.run('/move unit:Kestrel speed:2', alice)).error).toBe(
    'Kestrel cannot make that move: heading S at speed 2, hex 1 of 2: 1418 is off the map (16×17, 0101 to 1617). Slow down or turn.',
  );
  expect(await at('kestrel')).toBe('1417 facing S');
  expect((await h.run('/move unit:Kestrel speed:2 to:1415', alice)).error).toBe(
    'Slaved Armour moves by `speed:` and `turn:` (the hex face it enters, which becomes its facing), not `to:`.',
  );
  const turned = await h.run('/move unit:Kestrel speed:2 turn:B', alice);
  expect(turned.error).toBeUndefined();
  expect(turned.content).toContain('On the map it moves 1417 → 1416 → 1415, facing N.');
  expect(await at('kestrel')).toBe('1415 facing N');
  expect(await data('kestrel')).toMatchObject({ speed: 2, facing: 0 });
  await h.run('/phase next', { ...alice, seeds: SEEDS });
  expect((await h.run('/move unit:Hound speed:1', bob)).content).toContain('On the map it moves 1411 → 1412, facing S.');
  expect(await at('hound')).toBe('1412 facing S');
});

test('GIVEN both placed in the combat phase THEN the shot reads range and cover from the map; a typed range is the GM’s', async () => {
  await h.run('/phase next', { ...bob, seeds: SEEDS });
  // Kestrel 1415 to Pvt 1214 among light woods: 2 hexes (Short, the machine gun's band), light cover, speed 0 → TN 21.
  const shot = await h.run('/shoot slaved-armour attacker:Kestrel target:Pvt weapon:Machine gun', { ...alice, seeds: SEEDS });
  expect(shot.error).toBeUndefined();
  expect(shot.content).toContain('TN 21 (light cover, speed 0) · target at S (Short) vs effective band S: Effective');
  expect(shot.content).toContain('-# Map: 1415 → 1214, 2 hexes; woods at the target +1: light cover.');
  const preview = await h.run('/shoot slaved-armour attacker:Hound target:Kestrel weapon:Autocannon preview:true', bob);
  expect(preview.content).toContain('Map: 1412 → 1415, 3 hexes; in the open.');
  expect(preview.content).toContain('TN 21');

  const typed = await h.run('/shoot slaved-armour attacker:Kestrel target:Hound weapon:Rocket launcher range:9', alice);
  expect(typed.error).toBe('`range:9`: `Kestrel` and `Hound` stand on the map, which says this. A GM may rule otherwise.');
  const cover = await h.run('/shoot slaved-armour attacker:Kestrel target:Hound weapon:Rocket launcher cover:heavy', alice);
  expect(cover.error).toBe('`cover:heavy`: `Kestrel` and `Hound` stand on the map, which says this. A GM may rule otherwise.');
  const ruled = await h.run('/shoot slaved-armour attacker:Kestrel target:Hound weapon:Rocket launcher range:9', { seeds: SEEDS });
  expect(ruled.error).toBeUndefined();
  // The map's 3 hexes would be Short, two bands inside the launcher's Long: the GM's 9 is Long, Effective.
  expect(ruled.content).toContain('target at L (Long) vs effective band L: Effective');
  expect(ruled.content).toContain('-# Map: 1415 → 1412, 3 hexes; in the open.');
  expect((await h.run('/history count:1')).content).toContain('⚖️ GM ruling: `range:9` given by a GM over the map');
});

test('GIVEN round 2 THEN the Kestrel at speed 4 runs head-on into the Hound: it stops short, 3 Hits each, and stands still', async () => {
  await h.run('/phase next', { ...alice, seeds: SEEDS });
  await h.run('/phase next', { ...bob, seeds: SEEDS });
  await h.run('/phase next', { ...bob, seeds: SEEDS });
  expect((await h.run('/move unit:Kestrel speed:4 turn:B', alice)).error).toBe(
    'Kestrel cannot make that move. At speed 4 the back hex cannot be entered; allowed: F (forward), FR (forward-right), BR (back-right), BL (back-left), FL (forward-left).',
  );
  const crash = await h.run('/move unit:Kestrel speed:4', { ...alice, seeds: SEEDS });
  expect(crash.error).toBeUndefined();
  expect(crash.content).toContain('On the map it moves 1415 → 1414 → 1413, facing N, and runs into **Hound** in 1412.');
  // Head-on: the Kestrel's 4 and the Hound's recorded 1 add to 5 → ⌈5/2⌉ = 3.
  expect(crash.content).toContain(
    '**Kestrel** (speed 4) collides with **Hound** (speed 1, head-on): relative velocity 5 (head-on) → ⌈5/2⌉ = **3 Hits** to each.',
  );
  expect(await at('kestrel')).toBe('1413 facing N');
  expect(await at('hound')).toBe('1412 facing S');
  // The seeded rows, three on each.
  expect(crash.content).toContain(
    [
      'collision (Kestrel): row [3] → **Cowling** destroyed.',
      'collision (Kestrel): row [4] → **Cowling** destroyed.',
      'collision (Kestrel): row [4] → **Fuel tank** destroyed.',
      '  🔥 external fire at Fuel tank.',
      'collision (Hound): row [2] → **Armour plate** destroyed.',
      'collision (Hound): row [2] → **Sensor mast** destroyed.',
      'collision (Hound): row [4] → **Fuel cell** destroyed.',
      '  🔥 external fire at Fuel cell.',
    ].join('\n'),
  );
  expect((await data('kestrel')).speed).toBe(0);
  expect((await data('hound')).speed).toBe(1);
});
