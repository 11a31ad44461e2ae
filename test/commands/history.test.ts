// /history count:25 shows 25 entries, each whole, within Discord's limits.
import { expect, test } from 'vitest';
import { replyLimitProblems } from '../helpers/discord-limits.js';
import { createHarness } from '../helpers/harness.js';

test('GIVEN 30 long logged commands WHEN /history count:25 THEN the 25 newest are all shown, whole, newest first', async () => {
  const h = await createHarness({ backend: 'sqlite' });
  try {
    for (let i = 0; i < 30; i++) {
      const reply = await h.run(`/roll expression:2d6+${i} [attack ${i}] label:${'a long label '.repeat(4).trim()}`);
      expect(reply.error).toBeUndefined();
    }
    const reply = await h.run('/history count:25');
    expect(replyLimitProblems(reply)).toEqual([]);
    expect(reply.content).toMatch(/^\*\*History\*\* \(25 of 30, state v\d+\)/);
    const entries = [reply.content, ...(reply.embeds ?? []).map((e) => e.description)]
      .join('\n')
      .split('\n')
      .filter((l) => l.startsWith('`#'));
    expect(entries).toHaveLength(25);
    expect(entries.map((l) => /\+(\d+) \[attack/.exec(l)?.[1])).toEqual(Array.from({ length: 25 }, (_, i) => String(29 - i)));
  } finally {
    await h.close();
  }
});
