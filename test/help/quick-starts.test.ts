// Each quick-start in /help and the README, typed exactly as written, in order: every step succeeds, and those that
// start a battle play a whole turn.
import { describe, expect, test } from 'vitest';
import { QUICK_STARTS } from '../../src/help/quick-starts.js';
import { replyLimitProblems } from '../helpers/discord-limits.js';
import { createHarness } from '../helpers/harness.js';

describe.each(QUICK_STARTS.map((q) => [q.title, q] as const))('GIVEN the %s quick-start', (_, quickStart) => {
  test('WHEN its steps run in order in a fresh channel THEN none fails and each reply fits Discord', async () => {
    const h = await createHarness({ user: 'alice', gm: true, channel: { guildId: 'g', channelId: `quick-start-${quickStart.system}` } });
    try {
      const said: string[] = [];
      for (const [n, step] of quickStart.steps.entries()) {
        // Fixed dice, so a step is never refused because an earlier shot happened to destroy its target.
        const seeds = Array.from({ length: 8 }, (_, i) => `0a${n.toString(16).padStart(2, '0')}${i.toString(16).padStart(28, '0')}`);
        const reply = await h.run(step.line, { seeds });
        expect(reply.error, `${step.line}: ${reply.content}`).toBeUndefined();
        expect(replyLimitProblems(reply)).toEqual([]);
        said.push(reply.content);
      }
      // A quick-start with a battle plays a whole turn: the next turn (40k: the second player's turn) is reached.
      if (quickStart.steps.some((step) => step.line.startsWith('/battle start'))) {
        expect(said.join('\n')).toMatch(quickStart.system === 'wh40k' ? /Now: turn 1, Movement \(<@ben>\)/ : /🔄 \*\*Turn 2\*\* begins/);
      }
    } finally {
      await h.close();
    }
  });
});
