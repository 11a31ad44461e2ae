// Hit Dice placed by a shot wait for /phase end: /unit show lists them, numbered, and a GM can take one wrong entry off.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createHarness, type Harness } from '../../helpers/harness.js';

const SEED = '5a1f0000000000000000000000000004';

describe('placed Hit Dice through the console', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await createHarness({ backend: 'sqlite' });
    await h.run('/unit add template:slaved-armour/hound name:Hound', { user: 'bob' });
    await h.run('/unit add template:slaved-armour/kestrel name:Kestrel', { user: 'alice' });
    // Kestrel stands still in the open: TN 11, and the Hound's skill 1 makes any d66 hit.
    await h.run('/shoot slaved-armour attacker:Hound target:Kestrel weapon:Autocannon band:M', { user: 'bob', seeds: [SEED] });
    await h.run('/shoot slaved-armour attacker:Hound target:Kestrel weapon:Autocannon band:M', { user: 'bob', seeds: [SEED] });
  });
  afterEach(async () => {
    await h.close();
  });

  test('GIVEN two hits placed THEN /unit show lists both, numbered, before /phase end', async () => {
    const shown = await h.run('/unit show name:Kestrel', { user: 'alice' });
    expect(shown.content).toContain(
      "Placed, resolved at `/phase end`: #1 2 Hit Dice from Hound's Autocannon; #2 2 Hit Dice from Hound's Autocannon.",
    );
  });

  test('GIVEN a wrong entry THEN a player may not remove it, a GM removes exactly that one, and /unit show agrees', async () => {
    const refused = await h.run('/damage slaved-armour target:Kestrel remove:1', { user: 'alice' });
    expect(refused.error).toBe('Only a GM can use `remove:`.');
    const removed = await h.run('/damage slaved-armour target:Kestrel remove:2');
    expect(removed.content).toContain(
      "🧹 Removed from **Kestrel**: #2 2 Hit Dice from Hound's Autocannon. Placed, resolved at `/phase end`: #1 2 Hit Dice from Hound's Autocannon.",
    );
    const doc = await h.store.load(h.channel);
    expect(doc.pending['slaved-armour']).toEqual({ hits: [{ target: 'kestrel', source: "Hound's Autocannon", hits: 2, dice: 4 }] });
    const tooFar = await h.run('/damage slaved-armour target:Kestrel remove:2');
    expect(tooFar.error).toBe('Kestrel has 1 placed entry; give `remove:` from 1 to 1.');
    await h.run('/damage slaved-armour target:Kestrel remove:1');
    expect((await h.run('/unit show name:Kestrel')).content).not.toContain('Placed');
    expect((await h.run('/damage slaved-armour target:Kestrel remove:1')).error).toBe('Nothing is placed on Kestrel.');
  });
});
