// A Mecha Bots turn through the console, in RULES.md's order: shops, each Mad Scientist, then the Bots, lightest first.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { deriveStats } from '../../src/systems/mecha-bots/stats.js';
import { botFromTemplate } from '../../src/systems/mecha-bots/templates.js';
import { createHarness, type Harness } from '../helpers/harness.js';
import { MB_TURN_TITLES } from './plays.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ backend: 'sqlite' });
  await h.run('/unit add template:mecha-bots/sample name:Big', { user: 'alice' });
  await h.run('/unit add template:mecha-bots/scrapper name:Small', { user: 'bob' });
});
afterAll(async () => h.close());

test('GIVEN a Mecha Bots battle THEN the turn runs restock, each scientist in order, then move, react, fight lightest first', async () => {
  const big = deriveStats(botFromTemplate('sample')).componentCount;
  const small = deriveStats(botFromTemplate('scrapper')).componentCount;
  expect(small).toBeLessThan(big);
  await h.run('/battle start players:<@alice> <@bob> system:mecha-bots');
  const seen: string[] = [];
  const title = async () => (await h.run('/battle show')).embeds?.[0]?.title ?? '';
  seen.push(await title());
  await h.run('/phase next', { user: 'bob' });
  seen.push(await title());
  expect((await h.run('/phase next', { user: 'bob' })).error).toBe(
    "It is <@alice>'s mad scientist step: only they or a GM can move the battle on.",
  );
  const toBob = await h.run('/phase next', { user: 'alice' });
  expect(toBob.mention).toBe('bob');
  seen.push(await title());
  const order = await h.run('/phase next', { user: 'bob' });
  expect(order.content.split('\n').slice(0, 3)).toEqual([
    '🤖 Bots act lightest first:',
    `1. Small (${small} components)`,
    `2. Big (${big} components)`,
  ]);
  expect(order.mention).toBeUndefined();
  seen.push(await title());
  for (let i = 0; i < 2; i++) {
    await h.run('/phase next', { user: 'alice' });
    seen.push(await title());
  }
  const next = await h.run('/phase next', { user: 'bob' });
  expect(next.content).toContain('🔄 **Turn 2** begins.');
  seen.push(await title());
  expect(seen).toEqual(MB_TURN_TITLES);
});
