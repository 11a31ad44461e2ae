// /reveal stays in force after its log entry is archived: another player can still /verify the roll it opened.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ARCHIVE_CHUNK_ENTRIES, LIVE_LOG_ENTRIES } from '../../src/store/channel-doc.js';
import { createHarness, type Harness } from '../helpers/harness.js';

const SEED = '0123456789abcdef0123456789abcdef';

describe('/reveal, then a long game', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ backend: 'sqlite', channel: { guildId: 'guild-1', channelId: 'reveal-long' } });
  });
  afterAll(async () => {
    await h.close();
  });

  test('GIVEN a revealed sealed roll whose reveal has been archived THEN another player still verifies it', async () => {
    const sealed = await h.run('/roll expression:1d20 secret:true', { user: 'alice', seeds: [SEED] });
    const id = /sealed roll `([0-9a-f]{8})`/.exec(sealed.publicNote ?? '')![1]!;
    expect((await h.run(`/verify roll:${id}`, { user: 'bob' })).error).toMatch(/sealed until alice reveals it/);
    expect((await h.run(`/reveal roll:${id}`, { user: 'alice' })).content).toContain(`Seed \`${SEED}\``);
    for (let i = 0; i < LIVE_LOG_ENTRIES + ARCHIVE_CHUNK_ENTRIES; i++)
      await h.store.mutate(h.channel, { id: 'gm', name: 'gm' }, `/note ${i}`, (d) => {
        d.rolls.push({ id: `n${i}`, seed: 'ab', what: 'note', result: '' });
      });
    const live = await h.store.log(h.channel);
    expect(live.some((e) => e.choice === `reveal:${id}`)).toBe(false);
    expect((await h.run(`/verify roll:${id}`, { user: 'bob' })).content).toMatch(new RegExp(`^✅ Verified: roll \`${id}\` by alice`));
    // A roll never revealed stays sealed to others, archive or not.
    const other = await h.run('/roll expression:1d20 secret:true', { user: 'alice', seeds: [SEED] });
    const otherId = /sealed roll `([0-9a-f]{8})`/.exec(other.publicNote ?? '')![1]!;
    expect((await h.run(`/verify roll:${otherId}`, { user: 'bob' })).error).toMatch(/sealed until alice reveals it/);
  }, 120_000);
});
