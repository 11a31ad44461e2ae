// Slaved Armour rounds through the console: acceleration counted per round, not per /move; Winded lasts the next round.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';

/** Its first d6 is a 1: one damage die against armour 2 winds the soldier. */
const WINDING_SEED = '00000000000000000000000000000004';
const alice = { user: 'alice' };
const bob = { user: 'bob' };

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ backend: 'sqlite' });
  await h.run('/unit add template:slaved-armour/kestrel name:Kestrel', alice);
  await h.run('/unit add template:slaved-armour/hound name:Hound', bob);
  await h.run('/unit add template:slaved-armour/soldier name:Pvt', bob);
  await h.run('/battle start players:<@alice> <@bob> system:slaved-armour');
});
afterAll(async () => h.close());

test('GIVEN round 1 THEN each unit moves once, its speed changing by at most its acceleration', async () => {
  expect((await h.run('/move unit:Kestrel speed:4', alice)).error).toBe(
    'Kestrel cannot make that move. On roller-pitons a unit can accelerate at most 2 per turn: 0 → 4 is a change of 4.',
  );
  expect((await h.run('/move unit:Kestrel speed:2', alice)).error).toBeUndefined();
  expect((await h.run('/move unit:Kestrel speed:1', alice)).error).toBe(
    '`Kestrel` already moved this movement phase (action #5). A GM may allow it.',
  );
  await h.run('/phase next', alice);
  expect((await h.run('/move unit:Hound speed:2', bob)).error).toBe(
    'Hound cannot make that move. On legs a unit can accelerate at most 1 per turn: 0 → 2 is a change of 2.',
  );
  expect((await h.run('/move unit:Hound speed:1', bob)).error).toBeUndefined();
  const card = (await h.run('/battle show')).embeds?.[0];
  expect(card?.fields?.map((f) => f.value)).toEqual(['<@alice> · speed 0 → 2', '<@bob> · speed 0 → 1', '<@bob> · speed 0']);
});

test('GIVEN the soldier Winded by a GM’s /damage in round 1 THEN it stays down all of round 2 and gets up at its end', async () => {
  await h.run('/phase next', bob);
  expect((await h.run('/move unit:Hound speed:1', bob)).error).toBe(
    'It is the combat phase of round 1: `/move` waits for the movement phase (`/phase next`).',
  );
  expect((await h.run('/damage slaved-armour target:Pvt dice:1', { seeds: [WINDING_SEED] })).content).toContain('**Pvt is Winded**');
  await h.run('/phase next', alice);
  await h.run('/phase next', bob);
  const roundEnd = await h.run('/phase next', bob);
  expect(roundEnd.content).toContain('Pvt is Winded: down through the next round.');
  expect(roundEnd.content).not.toContain('gets up');
  expect(roundEnd.content).toContain('🔄 **Turn 2** begins.');

  // Round 2: the Winded soldier cannot move; the Hound accelerates from the speed it ended round 1 at.
  await h.run('/phase next', alice);
  expect((await h.run('/move unit:Pvt speed:1', bob)).error).toMatch(/^Pvt is Winded/);
  expect((await h.run('/move unit:Hound speed:2', bob)).error).toBeUndefined();
  await h.run('/phase next', bob);
  await h.run('/phase next', alice);
  await h.run('/phase next', bob);
  const secondEnd = await h.run('/phase next', bob);
  expect(secondEnd.content).toContain('Pvt gets up: no longer Winded.');
});

test('GIVEN dice placed on an SA in the combat phase THEN the battle card shows them waiting on it', async () => {
  const t = await createHarness({ backend: 'sqlite' });
  await t.run('/unit add template:slaved-armour/kestrel name:Kestrel', alice);
  await t.run('/unit add template:slaved-armour/hound name:Hound', bob);
  await t.run('/battle start players:<@alice> <@bob> system:slaved-armour');
  await t.run('/phase next', alice);
  await t.run('/phase next', bob);
  // A GM may act for the player whose step it is; tn:0 makes it a hit whatever the dice.
  const shot = await t.run('/shoot slaved-armour attacker:Kestrel target:Hound weapon:Machine gun tn:0');
  expect(shot.content).toMatch(/\d Hit (?:Die|Dice) placed on \*\*Hound\*\*, resolved at `\/phase end`\./);
  const placed = /(\d) Hit (?:Die|Dice) placed/.exec(shot.content)![1]!;
  const card = (await t.run('/battle show')).embeds?.[0];
  const hound = card?.fields?.find((f) => f.name === 'Hound')?.value;
  expect(hound).toBe(`<@bob> · speed 0 · placed: ${placed} Hit ${placed === '1' ? 'Die' : 'Dice'}`);
  expect(card?.fields?.find((f) => f.name === 'Kestrel')?.value).toBe('<@alice> · speed 0');
  await t.close();
});
