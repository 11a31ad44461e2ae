// A whole BattleTech turn through the console pipeline: two players, two 'Mechs each, every phase of the clock.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readBattle } from '../../src/battle/battle.js';
import type { MechData } from '../../src/systems/battletech/types.js';
import { createHarness, type Harness } from '../helpers/harness.js';

const seed = (n: number) => n.toString(16).padStart(32, '0');
const alice = { user: 'alice' };
const bob = { user: 'bob' };

let h: Harness;
const mech = async (key: string) => (await h.store.load(h.channel)).units[key]!.data as MechData;
const battle = async () => readBattle((await h.store.load(h.channel)).pending)!;

beforeAll(async () => {
  h = await createHarness({ backend: 'sqlite' });
  await h.run('/unit add template:battletech/atlas name:A1', alice);
  await h.run('/unit add template:battletech/locust name:A2', alice);
  await h.run('/unit add template:battletech/hunchback name:B1', bob);
  await h.run('/unit add template:battletech/catapult name:B2', bob);
});
afterAll(async () => h.close());

describe('one BattleTech turn, step by step', () => {
  test('GIVEN /battle start THEN the initiative phase is the whole table’s and a non-player cannot advance it', async () => {
    expect((await h.run('/battle start players:<@alice> <@bob>', alice)).error).toBe('Only a GM can start a battle.');
    const started = await h.run('/battle start players:<@alice> <@bob>');
    expect(started.content).toBe('⚔️ BattleTech battle: <@alice>, <@bob>. Now: turn 1, Initiative.');
    expect(started.embeds?.[0]?.title).toBe('BattleTech · turn 1 · Initiative');
    expect(started.embeds?.[0]?.fields?.map((f) => f.name)).toEqual(['A1', 'A2', 'B1', 'B2']);
    expect((await h.run('/phase next', { user: 'carol' })).error).toBe("Only the battle's players or a GM can move the battle on.");
    expect((await h.run('/move unit:A1 mode:walked hexes:3', alice)).error).toBe(
      'It is the initiative phase of turn 1: `/move` waits for the movement phase (`/phase next`).',
    );
  });

  test('GIVEN the initiative roll THEN the loser moves first and is pinged alone', async () => {
    const rolled = await h.run('/phase next', { ...bob, seeds: [seed(1)] });
    expect(rolled.content.split('\n').slice(0, 6)).toEqual([
      '🎲 initiative <@alice>: 🎲 4+2 = **6**',
      '🎲 initiative <@bob>: 🎲 6+3 = **9**',
      'Initiative: <@alice> then <@bob> (the loser moves first).',
      '',
      '⏭️ Initiative done.',
      'Now: turn 1, Movement (`A1`, <@alice>). Over to <@alice>.',
    ]);
    expect(rolled.mention).toBe('alice');
    const id = /roll `([0-9a-f]{8})`/.exec(rolled.content)![1]!;
    expect((await h.run(`/verify roll:${id}`)).content).toContain('✅ Verified');
  });

  test('GIVEN the movement phase THEN the Mechs move one by one, the loser’s first, each move recorded once with its heat', async () => {
    expect((await h.run('/phase next', bob)).error).toBe(
      "It is <@alice>'s step with `A1` (movement): only they or a GM can move the battle on.",
    );
    expect((await h.run('/move unit:A2 mode:ran hexes:12', alice)).error).toBe(
      "It is <@alice>'s step with `A1` (movement): `A2` waits for its own step (unit by unit, initiative loser first; `/move unit: to:` on the map, `/move unit: mode: hexes:` off it).",
    );
    expect((await h.run('/move unit:A1 mode:walked hexes:3', alice)).content).toBe('🦿 **A1** walked 3 hexes: +1 heat.');
    expect((await h.run('/move unit:A1 mode:walked hexes:2', alice)).error).toBe(
      '`A1` already moved this turn (action #7). A GM may allow it.',
    );
    const toB1 = await h.run('/phase next', alice);
    expect(toB1.mention).toBe('bob');
    expect((await h.run('/move unit:B1 mode:ran hexes:6', bob)).content).toBe('🦿 **B1** ran 6 hexes: +2 heat.');
    await h.run('/phase next', bob);
    expect((await h.run('/move unit:A2 mode:ran hexes:13', alice)).error).toBe('A2 can move at most 12 hexes when it runs.');
    expect((await h.run('/move unit:A2 mode:ran hexes:12', alice)).content).toBe('🦿 **A2** ran 12 hexes: +2 heat.');
    await h.run('/phase next', alice);
    expect((await h.run('/move unit:B2 mode:jumped hexes:4', bob)).content).toBe('🦿 **B2** jumped 4 hexes: +4 heat.');
    expect((await h.run('/shoot battletech attacker:B2 target:A1 weapon:"LRM 15 [LA]"', bob)).error).toBe(
      'It is the movement phase of turn 1: `/shoot` waits for the weapon attacks phase (`/phase next`).',
    );
    expect((await h.run('/physical battletech attacker:B2 target:A1 attack:kick', bob)).error).toBe(
      'It is the movement phase of turn 1: `/physical` waits for the physical attacks phase (`/phase next`).',
    );
    const toWeapons = await h.run('/phase next', bob);
    expect(toWeapons.content).toContain('Now: turn 1, Weapon attacks (`A1`, <@alice>).');
    expect(toWeapons.embeds?.[0]?.fields?.map((f) => f.value)).toEqual([
      '<@alice> · walked 3 · fired 0 · heat 0 (+1)',
      '<@alice> · ran 12 · fired 0 · heat 0 (+2)',
      '<@bob> · ran 6 · fired 0 · heat 0 (+2)',
      '<@bob> · jumped 4 · fired 0 · heat 0 (+4)',
    ]);
  });

  test('GIVEN the recorded moves THEN /shoot takes the attacker and target movement modifiers without being told', async () => {
    const shot = await h.run('/shoot battletech attacker:A1 target:B2 weapon:"Medium Laser [LA]" range:3', { ...alice, seeds: [seed(2)] });
    expect(shot.content.split('\n')[0]).toBe(
      '🎯 **A1** fires **Medium Laser [LA]** at **B2** (front): 🎲 5+1 = **6** vs TN **7** (gunnery 4, attacker walked +1, target moved 4 hexes +1, target jumped +1) → miss',
    );
    expect((await mech('a1')).heatThisTurn).toBe(1 + 3);
  });

  test('GIVEN B1 destroyed early in the weapon attack phase THEN it still fires in that phase and is removed at its end', async () => {
    expect((await h.run('/damage battletech target:B1 location:CT damage:200')).content).toContain('☠️ **B1 is destroyed**');
    // 25 points in one phase: a PSR at the end of this phase, not after the heat phase.
    await h.run('/damage battletech target:A1 location:CT damage:25');
    expect((await mech('a1')).pendingPsrs).toEqual([]);
    await h.run('/phase next', alice);
    const returnFire = await h.run('/shoot battletech attacker:B1 target:A1 weapon:"Medium Laser [LA]" range:1', {
      ...bob,
      seeds: [seed(3)],
    });
    expect(returnFire.error).toBeUndefined();
    expect(returnFire.content).toMatch(
      /^🎯 \*\*B1\*\* fires \*\*Medium Laser \[LA\]\*\* at \*\*A1\*\*.*\(gunnery 4, attacker ran \+2, target moved 3 hexes \+1\)/,
    );
    // The return fire hit for 5: 30 points this phase.
    expect(returnFire.content).toContain('5 damage');
    // A2's and B2's steps: they hold fire.
    await h.run('/phase next', bob);
    await h.run('/phase next', alice);
    const phaseEnd = await h.run('/phase next', { ...bob, seeds: [seed(4)] });
    expect(phaseEnd.content.split('\n').slice(0, 6)).toEqual([
      '⚠️ PSR queued: 30 damage this phase (+1). Roll it with `/psr unit:A1`.',
      'End of the weapons phase: **A1** rolls 1 PSR:',
      'PSR (30 damage this phase): 🎲 1+5 = **6** vs **6** (piloting 5, 30 damage this phase +1) → passed',
      '☠️ B1 was destroyed this phase; its attacks in it stand, and it is now removed from the map.',
      '',
      '⏭️ Weapon attacks (`B2`, <@bob>) done.',
    ]);
    expect((await h.run('/shoot battletech attacker:B1 target:A1 weapon:"Medium Laser [RA]"')).error).toBe(
      'It is the physical attacks phase of turn 1: `/shoot` waits for the weapon attacks phase (`/phase next`).',
    );
    expect((await mech('a1')).pendingPsrs).toEqual([]);
    expect((await battle()).step).toBe(9);
  });

  test('GIVEN the physical, heat and end phases THEN heat comes from this turn’s movement and fire, and turn 2 begins', async () => {
    await h.run('/phase next', alice);
    await h.run('/phase next', bob);
    const heat = await h.run('/phase next', bob);
    expect(heat.content.split('\n').slice(0, 2)).toEqual([
      '🌡️ **A1** heat 0 + 4 built this turn − 4 (20 sinks) = **0**',
      '🌡️ **A2** heat 0 + 2 built this turn − 2 (10 sinks) = **0**',
    ]);
    expect(heat.content).toContain('🌡️ **B2** heat 0 + 4 built this turn − 4 (15 sinks) = **0**');
    const end = await h.run('/phase next', alice);
    expect(end.content).toContain('🔄 **Turn 2** begins.');
    const b = await battle();
    expect([b.turn, b.step, b.units]).toEqual([2, 0, {}]);
    expect((await mech('a1')).turn).toBe(2);
    expect((await mech('a1')).heatThisTurn).toBe(0);
    expect((await h.run('/shoot battletech attacker:B1 target:A1 weapon:"Medium Laser [RA]"')).error).toBe(
      'It is the initiative phase of turn 2: `/shoot` waits for the weapon attacks phase (`/phase next`).',
    );
  });

  test('GIVEN the last step THEN a GM undoes it and the battle is back where it was; pings can be turned off', async () => {
    const step = await h.run('/phase next', { ...alice, seeds: [seed(5)] });
    const undo = step.buttons?.find((b) => b.label === 'Undo (GM)');
    expect(undo).toBeDefined();
    expect((await h.press(undo!, alice)).error).toBeDefined();
    expect((await h.press(undo!)).error).toBeUndefined();
    expect((await battle()).step).toBe(0);
    await h.run('/config table pings:false');
    const quiet = await h.run('/phase next', { ...alice, seeds: [seed(5)] });
    // The same seed replays the same initiative; only the roll id under it differs.
    expect(quiet.content.split('\n').slice(0, -1)).toEqual(step.content.split('\n').slice(0, -1));
    expect(quiet.mention).toBeUndefined();
    expect(step.mention).toBeDefined();
    expect((await h.run('/battle finish', alice)).error).toBe('Only a GM can finish the battle.');
    expect((await h.run('/battle finish')).content).toBe('🏁 Battle over after 1 full turn (it was turn 2).');
    expect((await h.run('/phase next')).error).toMatch(/^No battle is running here/);
  });
});
