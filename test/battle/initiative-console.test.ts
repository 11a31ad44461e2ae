// The /init fight of test/battle/initiative-plays.ts through the console: two players and a GM at one table.
import { afterAll, beforeAll, test } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import type { Who } from './cheats.js';
import { initiativeFight } from './initiative-plays.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ backend: 'sqlite' });
});
afterAll(async () => h.close());

test('GIVEN two players and a GM with two monsters THEN three rounds play with pings, an effect ending, delay, remove and undo', () =>
  initiativeFight({
    at: { alice: '<@alice>', bob: '<@bob>', gm: '<@gm>' },
    async run(who, line, seed) {
      const reply = await h.run(line, { ...(who === 'gm' ? {} : { user: who }), ...(seed ? { seeds: [seed] } : {}) });
      return {
        ...(reply.error !== undefined ? { error: reply.error } : {}),
        content: reply.content,
        ping: reply.mention as Who | undefined,
        card: reply.embeds?.[0],
      };
    },
  }));
