// Physical weapons through the console pipeline: a MegaMek file with a hatchet imported from disk, then /physical.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { MechData } from '../../../src/systems/battletech/types.js';
import { createHarness, type Harness } from '../../helpers/harness.js';
import { OWN_FIXTURES } from './helpers.js';

let h: Harness;
const mech = async (key: string) => (await h.store.load(h.channel)).units[key]!.data as MechData;

beforeAll(async () => {
  h = await createHarness({ backend: 'sqlite', images: 'none' });
  await h.run(`/unit import file:"${OWN_FIXTURES}corpus/Axman AXM-1N.mtf" name:Axe`);
  await h.run('/unit add template:battletech/atlas name:Atlas');
});
afterAll(async () => h.close());

describe('GIVEN an imported Axman next to an Atlas', () => {
  test('WHEN it names a weapon it does not mount THEN the console says why and nothing is stored', async () => {
    const before = (await h.store.load(h.channel)).version;
    const reply = await h.run('/physical battletech attacker:Axe target:Atlas attack:sword');
    expect(reply.error).toBe('Axe cannot use a sword: it mounts no sword.');
    expect((await h.store.load(h.channel)).version).toBe(before);
  });

  test('WHEN it swings its hatchet THEN TN 4 (piloting 5, hatchet -1) and 13 damage on the standard table, dice from the seed', async () => {
    const reply = await h.run('/physical battletech attacker:Axe target:Atlas attack:hatchet', { seeds: [`${'0'.repeat(31)}7`] });
    expect(reply.error).toBeUndefined();
    expect(reply.content.split('\n').slice(0, 3)).toEqual([
      '👊 **Axe** swings a hatchet at **Atlas** (right-arm hatchet, front): 🎲 4+2 = **6** vs TN **4** (piloting 5, hatchet -1) → **HIT**',
      '13 damage → location 🎲 6+3 = **9** → **LL** (Left Leg)',
      '↳ **LL**: 13 damage, armour 41→28',
    ]);
    expect((await mech('atlas')).locations.LL.armor).toBe(28);
    expect((await mech('axe')).physical?.attacks).toEqual(['hatchet RA']);
    expect((await h.run('/physical battletech attacker:Axe target:Atlas attack:kick')).error).toBe(
      'Axe cannot kick: it already made its physical attack this turn (hatchet RA).',
    );
  });
});
