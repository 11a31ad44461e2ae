// Mecha Bots on the channel's map through the console: Bots placed with /map place are where shots read range, arcs
// and Bots in the way; a player's typed range is refused while both stand on it, a GM's is a ruling in /history; and
// /move writes the channel's map, not the Bot.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { BATTLEFIELD_KEY, placementsOf, type StoredBattlefield } from '../../src/commands-kit/battlefield.js';
import type { BotData } from '../../src/systems/mecha-bots/components.js';
import { createHarness, type Harness } from '../helpers/harness.js';

const alice = { user: 'alice' };
const bob = { user: 'bob' };
const gm = { user: 'gm', gm: true };
const SEEDS = ['0123456789abcdef0123456789abcdef'];

let h: Harness;
const placed = async () => placementsOf((await h.store.load(h.channel)).pending[BATTLEFIELD_KEY] as StoredBattlefield);

beforeAll(async () => {
  h = await createHarness({ backend: 'sqlite', images: 'none' });
  await h.run('/unit add template:mecha-bots/sample name:Alpha', alice);
  await h.run('/unit add template:mecha-bots/scrapper name:Beta', bob);
  expect((await h.run('/map new width:12 height:12')).error).toBeUndefined();
  // Alpha faces N from 0305; Beta two hexes ahead of it, also facing N, so Alpha is behind Beta.
  expect((await h.run('/map place unit:Alpha hex:0305 facing:0', alice)).error).toBeUndefined();
  expect((await h.run('/map place unit:Beta hex:0303 facing:0', bob)).error).toBeUndefined();
});
afterAll(async () => h.close());

test('GIVEN both Bots placed with /map place WHEN Alpha shoots THEN range, bearing and the face struck are the map’s', async () => {
  const shot = await h.run('/shoot mecha-bots attacker:Alpha target:Beta weapon:"Steam Cannon" shift:0', { ...alice, seeds: SEEDS });
  expect(shot.error).toBeUndefined();
  expect(shot.content).toContain("🗺️ Map: 2 hexes, in the attacker's Forward arc, strikes its Back face; no Bot in the way.");
  expect(shot.content).toContain('🎲 Column roll 2d6: [3, 4] = 7');
});

test('GIVEN both on the map WHEN bob types range: THEN he is refused; a GM’s range stands and is a ruling in /history', async () => {
  expect((await h.run('/odds mecha-bots attacker:Alpha target:Beta weapon:"Steam Cannon"', bob)).content).toContain(
    "against Beta's Back face at range 2.",
  );
  expect((await h.run('/shoot mecha-bots attacker:Beta target:Alpha weapon:"Rivet Gun" range:3', bob)).error).toBe(
    '`range:3`: `Beta` and `Alpha` stand on the map, which says this. A GM may rule otherwise.',
  );
  const ruled = await h.run('/shoot mecha-bots attacker:Alpha target:Beta weapon:"Steam Cannon" shift:0 range:3', { ...gm, seeds: SEEDS });
  expect(ruled.error).toBeUndefined();
  expect(ruled.content).toContain('**Alpha** fires Steam Cannon (3 damage, range 3) at **Beta**, striking its Back face at range 3.');
  // The map's own reading is said beside the GM's range.
  expect(ruled.content).toContain("🗺️ Map: 2 hexes, in the attacker's Forward arc, strikes its Back face; no Bot in the way.");
  expect(ruled.content).toContain('🎲 Column roll 2d6: [3, 4] = 7');
  expect((await h.run('/history count:1')).content).toContain('⚖️ GM ruling: `range:3` given by a GM over the map');
});

test('GIVEN a map WHEN /move at: THEN the placement moves, the Bot keeps no position of its own, and an occupied hex is refused', async () => {
  const move = await h.run('/move unit:Beta at:0302 facing:SE', bob);
  expect(move.error).toBeUndefined();
  expect(move.content).toContain("🗺️ **Beta** stands in 0302 facing SE (from 0303 facing N) on the channel's map.");
  expect((await placed()).beta).toEqual({ hex: { col: 3, row: 2 }, facing: 2 });
  const beta = (await h.store.load(h.channel)).units.beta;
  expect(beta).toBeDefined();
  expect((beta?.data as BotData | undefined)?.position).toBeUndefined();
  expect((await h.run('/move unit:Beta to:0305 facing:N', bob)).error).toBe(
    '0305 is taken by **Alpha**; one unit to a hex. Place **Beta** elsewhere.',
  );
  expect((await h.run('/move unit:Beta at:1399 facing:N', bob)).error).toMatch(/^1399 is off the map/);
  const shot = await h.run('/shoot mecha-bots attacker:Alpha target:Beta weapon:"Steam Cannon" shift:0', { ...alice, seeds: SEEDS });
  expect(shot.content).toContain("🗺️ Map: 3 hexes, in the attacker's Forward arc");
});

test('GIVEN bob’s Mad Scientist placed away from Beta THEN tinkering waits until /move puts it in Beta’s hex', async () => {
  await h.run('/unit add template:mecha-bots/scientist name:Doc', bob);
  expect((await h.run('/map place unit:Doc hex:0808 facing:0', bob)).error).toBeUndefined();
  expect((await h.run('/tinker unit:Beta remove:F1', bob)).error).toBe(
    "No Mad Scientist of this player stands in `Beta`'s hex (0302): move there first to tinker. A GM may allow it.",
  );
  // A Mad Scientist may stand with a Bot (to tinker), though not with another unit's figure otherwise.
  const joined = await h.run('/move unit:Doc at:0302', bob);
  expect(joined.content).toContain("🗺️ **Doc** stands in 0302 (from 0808 facing N) on the channel's map.");
  const atDoc = await h.run('/odds mecha-bots attacker:Alpha target:Doc weapon:"Steam Cannon"', alice);
  expect(atDoc.content).toContain("🗺️ Map: 3 hexes, in the attacker's Forward arc; no Bot in the way.");
  expect((await placed()).doc).toEqual({ hex: { col: 3, row: 2 }, facing: 0 });
  expect((await h.run('/tinker unit:Beta remove:F1', bob)).error).not.toMatch(/Mad Scientist/);
});
