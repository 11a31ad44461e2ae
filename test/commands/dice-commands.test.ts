// /roll, /d66, /verify, /reveal, /history, /undo and /odds through the real pipeline on a real store.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seededRng } from '../../src/dice/rng.js';
import { createHarness, type Harness } from '../helpers/harness.js';
import { decodePng } from '../helpers/png.js';

const SEED = '0123456789abcdef0123456789abcdef';
const OTHER = 'fedcba9876543210fedcba9876543210';

describe.each(['redis', 'sqlite'] as const)('GIVEN the dice commands on %s', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ backend });
  });
  afterAll(async () => {
    await h.close();
  });

  test('GIVEN a seed WHEN /roll 3d6+2 THEN the reply shows exactly the seeded dice and their total', async () => {
    const rng = seededRng(SEED);
    const dice = [rng.int(1, 6), rng.int(1, 6), rng.int(1, 6)];
    const reply = await h.run('/roll expression:3d6+2 label:fire', { seeds: [SEED] });
    expect(reply.error).toBeUndefined();
    expect(reply.content).toContain('🎲 **gm** — fire');
    expect(reply.content).toContain(`[${dice.join(', ')}]`);
    expect(reply.content).toContain(`**${dice[0]! + dice[1]! + dice[2]! + 2}**`);
    const id = /roll `([0-9a-f]{8})`/.exec(reply.content)?.[1];
    const verify = await h.run(`/verify roll:${id}`);
    expect(verify.content).toContain(`✅ Verified: roll \`${id}\` by gm — \`3d6+2\``);
    expect(verify.content).toContain(`Seed \`${SEED}\``);
    expect(verify.content).toContain('Replayed 3 dice from the seed: all identical.');
  });

  test('GIVEN a seed WHEN /d66 modifier:-10 target:36 THEN tens then units, the total and the margin are exact', async () => {
    const rng = seededRng(OTHER);
    const tens = rng.int(1, 6);
    const units = rng.int(1, 6);
    const total = tens * 10 + units - 10;
    const reply = await h.run('/d66 modifier:-10 target:36', { seeds: [OTHER] });
    const margin = total - 36;
    expect(reply.content).toContain(
      `d66: [${tens}][${units}] = **${tens * 10 + units}** − 10 = **${total}** vs 36 → ${margin >= 0 ? `**hit** by ${margin}` : `**miss** by ${-margin}`}`,
    );
  });

  test('GIVEN bad notation or too many dice THEN a clear ephemeral error and nothing is logged', async () => {
    const before = (await h.store.log(h.channel)).length;
    expect((await h.run('/roll expression:3d6x')).error).toBe("unexpected 'x' at column 4: 3d6x");
    const huge = await h.run('/roll expression:1000000000d6');
    expect(huge.ephemeral).toBe(true);
    expect(huge.error).toMatch(/1,?000/);
    expect((await h.run('/roll')).error).toBe('Missing option `expression` for `/roll`.');
    expect((await h.store.log(h.channel)).length).toBe(before);
  });

  test('GIVEN a secret roll THEN only a commitment is public until /reveal, and /verify is refused to others', async () => {
    const reply = await h.run('/roll expression:1d20 secret:true', { seeds: [SEED] });
    expect(reply.ephemeral).toBe(true);
    expect(reply.publicNote).toMatch(/sealed roll `[0-9a-f]{8}`\. Commitment: `sha256:[0-9a-f]{64}`/);
    expect(reply.publicNote).not.toContain(SEED);
    const id = /sealed roll `([0-9a-f]{8})`/.exec(reply.publicNote ?? '')?.[1];
    expect((await h.run(`/verify roll:${id}`, { user: 'bob' })).error).toMatch(/sealed until gm reveals it/);
    expect((await h.run(`/reveal roll:${id}`, { user: 'bob' })).error).toBe('Only gm or a GM can reveal that roll.');
    const revealed = await h.run(`/reveal roll:${id}`);
    expect(revealed.content).toContain(`Seed \`${SEED}\``);
    expect((await h.run(`/verify roll:${id}`, { user: 'bob' })).content).toMatch(new RegExp(`^✅ Verified: roll \`${id}\` by gm`));
  });

  test('GIVEN /odds for 2d6 at_least:7 THEN the exact answer and a decodable chart', async () => {
    const reply = await h.run('/odds dice expression:2d6 at_least:7');
    expect(reply.content).toContain('P(≥ 7) = 58.33% (7/12)');
    expect(reply.content).toContain('Mean 7 · SD ≈ 2.415');
    const png = await decodePng(reply.files![0]!.data);
    expect([png.width, png.height]).toEqual([960, 520]);
  });

  test('GIVEN /odds exact:true on 10d6ro1 THEN the long fractions come whole as odds-exact.txt beside the chart', async () => {
    const reply = await h.run('/odds dice expression:10d6ro1 at_least:20 exact:true');
    expect(reply.content.length).toBeLessThanOrEqual(2000);
    expect(reply.content).toMatch(/Exact fractions in full \([\d,]+ characters\): attached as `odds-exact\.txt`\.$/);
    expect(reply.files?.map((f) => f.name)).toEqual(['odds.png', 'odds-exact.txt']);
    const text = reply.files![1]!.data.toString();
    expect(text.split('\n')[0]).toBe('Exact fractions for 10d6ro1');
    // The mean's reduced fraction: each die averages (1/6)·3.5 + (5/6)·4 with its 1 rerolled once.
    expect(text.split('\n')[1]).toBe('mean = 235/6');
  });

  test('GIVEN /odds for an expression too big to work out THEN a refusal saying what would fit, not an apology', async () => {
    const reply = await h.run('/odds dice expression:1d10000*1d10000');
    expect(reply.ephemeral).toBe(true);
    expect(reply.content).toMatch(/^⚠️ `d10000\*d10000` is too big to work out exactly: .* `d\d+\*d10000` would fit\.$/);
  });

  test('GIVEN /history THEN the log lists the rolls newest first', async () => {
    const reply = await h.run('/history count:2');
    expect(reply.ephemeral).toBe(true);
    // The reveal is logged after the roll it opened.
    expect(reply.content.split('\n')[1]).toMatch(/\/reveal roll:[0-9a-f]{8}$/);
    expect(reply.content.split('\n')[2]).toMatch(/\/roll expression:1d20 secret:true/);
  });
});

describe('long /roll results', () => {
  test('GIVEN 100 repeats of 10d10 THEN the message stays under 2,000 characters and the whole result is attached', async () => {
    const h = await createHarness({ backend: 'sqlite' });
    const reply = await h.run('/roll expression:100#10d10', { seeds: [SEED] });
    expect(reply.content.length).toBeLessThan(2000);
    expect(reply.content).toContain('… the full result is attached.');
    const file = reply.files?.[0];
    expect(file?.name).toMatch(/^roll-[0-9a-f]{8}\.txt$/);
    expect(
      file?.data
        .toString()
        .split('\n')
        .filter((line) => line.startsWith('10d10 #')).length,
    ).toBe(100);
    await h.close();
  });
});
