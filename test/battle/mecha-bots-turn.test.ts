// A Mecha Bots turn through the console, in RULES.md's order: shops, each Mad Scientist, then each Bot, lightest first.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { deriveStats } from '../../src/systems/mecha-bots/stats.js';
import { botFromTemplate } from '../../src/systems/mecha-bots/templates.js';
import { createHarness, type Harness } from '../helpers/harness.js';
import { MB_SHOTS, MB_TURN_TITLES, mbRefusals } from './plays.js';

// Range and arcs come from the map: Small moves to 0304 facing S, Big to 0305 facing N, face to face.
const SMALL_SHOT = '/shoot mecha-bots attacker:Small target:Big weapon:Rivet Gun shift:0';
const BIG_SHOT = '/shoot mecha-bots attacker:Big target:Small weapon:Steam Cannon shift:0';

describe('GIVEN a Mecha Bots battle: Alice’s Big and Bob’s lighter Small', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ backend: 'sqlite', images: 'none' });
    await h.run('/unit add template:mecha-bots/sample name:Big', { user: 'alice' });
    await h.run('/unit add template:mecha-bots/scrapper name:Small', { user: 'bob' });
    await h.run('/unit add template:mecha-bots/scientist name:Doc', { user: 'alice' });
  });
  afterAll(async () => h.close());

  test('THEN each Bot takes its own move and fight step, lightest first, and no one acts or passes out of turn', async () => {
    const big = deriveStats(botFromTemplate('sample')).componentCount;
    const small = deriveStats(botFromTemplate('scrapper')).componentCount;
    expect(small).toBeLessThan(big);
    const no = mbRefusals('<@alice>', '<@bob>');
    const seen: string[] = [];
    const next = async (user: string) => {
      const r = await h.run('/phase next', { user });
      expect(r.error).toBeUndefined();
      seen.push(r.embeds?.[0]?.title ?? '');
      return r;
    };
    const started = await h.run('/battle start players:<@alice> <@bob> system:mecha-bots');
    seen.push(started.embeds?.[0]?.title ?? '');
    await next('bob');
    // Alice's Mad Scientist moves in her own step; Bob's turn to pass it is not yet.
    expect((await h.run('/phase next', { user: 'bob' })).error).toBe(no.aliceScientistStep);
    expect((await h.run('/move unit:Doc at:0204', { user: 'alice' })).error).toBeUndefined();
    expect((await h.run('/move unit:Big at:0305 facing:N', { user: 'alice' })).error).toBe(no.bigMovesInMovePhase);
    const toBob = await next('alice');
    expect(toBob.mention).toBe('bob');
    const order = await next('bob');
    expect(order.content.split('\n').slice(0, 3)).toEqual([
      '🤖 Bots act lightest first, each in its own step (its player ends it with `/phase next`):',
      `1. Small (${small} components)`,
      `2. Big (${big} components)`,
    ]);
    expect(order.content).toContain('Now: turn 1, Bots move (`Small`, <@bob>).');
    expect(order.embeds?.[0]?.description).toContain('Bots move, in order: **Small** → Big');
    // Small moves first: Alice can neither move Big nor pass Bob's step.
    expect((await h.run('/move unit:Big at:0305 facing:N', { user: 'alice' })).error).toBe(no.bigWaitsToMove);
    expect((await h.run('/phase next', { user: 'alice' })).error).toBe(no.smallMoveStep);
    expect((await h.run('/move unit:Doc at:0205', { user: 'alice' })).error).toBe(
      'It is the bots move phase of turn 1: `/move` waits for the mad scientist phase (`/phase next`).',
    );
    expect((await h.run('/move unit:Small at:0304 facing:S', { user: 'bob' })).error).toBeUndefined();
    const toBig = await next('bob');
    expect([toBig.mention, toBig.content.split('\n')[1]]).toEqual(['alice', 'Now: turn 1, Bots move (`Big`, <@alice>). Over to <@alice>.']);
    expect((await h.run('/move unit:Small at:0306', { user: 'bob' })).error).toBe(no.smallWaitsForBig);
    expect((await h.run('/move unit:Big at:0305 facing:N', { user: 'alice' })).error).toBeUndefined();
    await next('alice');
    await next('bob');
    // The fight: Small shoots first; Big waits, and Small's player cannot pass Big's step either.
    expect((await h.run(BIG_SHOT, { user: 'alice' })).error).toBe(no.bigWaitsToFight);
    const smallShot = await h.run(SMALL_SHOT, { user: 'bob', seeds: [MB_SHOTS.small.seed] });
    expect(smallShot.content.split('\n').slice(0, MB_SHOTS.small.lines.length)).toEqual(MB_SHOTS.small.lines);
    await next('bob');
    expect((await h.run('/phase next', { user: 'bob' })).error).toBe(no.bigFightStep);
    expect((await h.run(SMALL_SHOT, { user: 'bob' })).error).toBe(no.smallWaitsToFight);
    const bigShot = await h.run(BIG_SHOT, { user: 'alice', seeds: [MB_SHOTS.big.seed] });
    expect(bigShot.content.split('\n').slice(0, MB_SHOTS.big.lines.length)).toEqual(MB_SHOTS.big.lines);
    const turn2 = await next('alice');
    expect(turn2.content).toContain('🔄 **Turn 2** begins.');
    expect(seen).toEqual(MB_TURN_TITLES);
  });

  test('THEN a Bot wrecked before its step is passed over, and a GM takes back the step that passed it', async () => {
    for (const user of ['bob', 'alice', 'bob', 'bob', 'alice', 'bob']) expect((await h.run('/phase next', { user })).error).toBeUndefined();
    expect((await h.run('/battle show')).embeds?.[0]?.description).toContain('Bots fight, in order: **Small** → Big');
    expect((await h.run('/damage mecha-bots target:Big arc:forward damage:49 column:5')).content).toContain('`Big` is out of the game');
    const passed = await h.run('/phase next', { user: 'bob' });
    expect(passed.actionId).toBeDefined();
    expect(passed.content.split('\n').slice(0, 3)).toEqual([
      '⏭️ Bots fight (`Small`, <@bob>) done.',
      '⏩ `Big` can no longer act: its step is passed over.',
      '🔄 **Turn 3** begins.',
    ]);
    expect((await h.run(`/undo action:${passed.actionId}`)).error).toBeUndefined();
    expect((await h.run('/battle show')).embeds?.[0]?.title).toBe('Mecha Bots · turn 2 · Bots fight');
  });
});
