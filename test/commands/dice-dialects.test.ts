// Dice dialects chosen per channel, per user and per roll through the console pipeline on a real store.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatProgramResult, rollNotation } from '../../src/dice/index.js';
import { seededRng } from '../../src/dice/rng.js';
import { createHarness, type Harness } from '../helpers/harness.js';

const SEED = '0123456789abcdef0123456789abcdef';

/** The result lines a roll prints, rolled independently from the same seed in Salvo's own notation. */
function salvoLines(expression: string): string {
  return formatProgramResult(rollNotation(expression, seededRng(SEED)));
}

describe('GIVEN dice dialects', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ channel: { guildId: 'guild-1', channelId: 'dialects-1' } });
  });
  afterAll(async () => {
    await h.close();
  });

  test('WHEN a roll asks dialect:roll20 THEN `>` includes the number, the reply names the dialect, and /verify and Roll again read it the same way', async () => {
    const reply = await h.run('/roll expression:3d6>3 dialect:roll20', { seeds: [SEED] });
    expect(reply.error).toBeUndefined();
    expect(reply.content).toContain('🎲 **gm** · Roll20 notation\n');
    // Roll20's 3d6>3 is Salvo's 3d6>=3: same dice, same count.
    expect(reply.content).toContain(salvoLines('3d6>=3'));
    expect(reply.content).toContain("-# `>3` read as Roll20's: count dice of 3 or more");
    const id = /roll `([0-9a-f]{8})`/.exec(reply.content)?.[1];
    expect((await h.run(`/verify roll:${id}`)).content).toContain('✅ Verified');
    const again = await h.press('Roll again', { reply, seeds: [SEED] });
    expect(again.content).toContain(salvoLines('3d6>=3'));
    // The note is said once per channel.
    expect(again.content).not.toContain('read as Roll20');
  });

  test('WHEN the GM sets the channel to Dice Maiden THEN `4d6 r2` rerolls 2 or less once, with no marker; a player may not change it', async () => {
    expect((await h.run('/config dice dialect:dice-maiden', { user: 'pat' })).error).toMatch(/GM/);
    expect((await h.run('/config dice dialect:dice-maiden')).content).toContain('Dice notation: Dice Maiden');
    const reply = await h.run('/roll expression:4d6 r2', { seeds: [SEED] });
    expect(reply.content).toContain('🎲 **gm**\n');
    expect(reply.content).toContain(salvoLines('4d6ro<=2'));
    expect(reply.content).toContain("`r2` read as Dice Maiden's: reroll dice of 2 or less, once");
    const repeats = await h.run('/roll expression:6 4d6 k3', { seeds: [SEED] });
    expect(repeats.content).toContain(salvoLines('6#4d6kh3'));
    // Salvo's own reading is still one `dialect:` away, and says so.
    const salvo = await h.run('/roll expression:4d6 r2 dialect:salvo', { seeds: [SEED] });
    expect(salvo.content).toContain('🎲 **gm** · Salvo notation\n');
    expect(salvo.content).toContain(salvoLines('4d6r2'));
  });

  test("WHEN a player picks Avrae for themselves THEN their `4d6k3` is refused with Avrae's reading while the channel's stays Dice Maiden's", async () => {
    const mine = await h.run('/config my-dice dialect:avrae', { user: 'pat' });
    expect(mine.error).toBeUndefined();
    expect(mine.content).toContain('yours: Avrae (d20)');
    const refused = await h.run('/roll expression:4d6k3', { user: 'pat' });
    expect(refused.error).toContain('keeps dice by face (`k3` keeps dice showing 3)');
    const kept = await h.run('/roll expression:4d6kh3', { user: 'pat', seeds: [SEED] });
    expect(kept.content).toContain('🎲 **pat** · Avrae (d20) notation\n');
    expect(kept.content).toContain(salvoLines('4d6kh3'));
    const other = await h.run('/roll expression:4d6 k3', { user: 'sam', seeds: [SEED] });
    expect(other.content).toContain(salvoLines('4d6kh3'));
    // Clearing it follows the channel again.
    await h.run('/config my-dice', { user: 'pat' });
    expect((await h.run('/roll expression:4d6 k3', { user: 'pat', seeds: [SEED] })).content).toContain('🎲 **pat**\n');
  });

  test("WHEN a saved roll was saved in Dice Maiden's notation THEN it keeps that meaning after the channel changes dialect", async () => {
    const saved = await h.run('/macro save name:dm expression:4d6 r2 scope:channel');
    expect(saved.error).toBeUndefined();
    await h.run('/config dice dialect:salvo');
    const rolled = await h.run('/r name:dm', { seeds: [SEED] });
    expect(rolled.content).toContain('🎲 **gm** · Dice Maiden notation — dm\n');
    expect(rolled.content).toContain(salvoLines('4d6ro<=2'));
    const salvo = await h.run('/r name:dm dialect:salvo', { seeds: [SEED] });
    expect(salvo.content).toContain(salvoLines('4d6r2'));
    // Saved in Salvo's notation, a Dice Maiden form is refused at once, not kept to roll another meaning later.
    expect((await h.run('/macro save name:bad expression:6d10 t7 scope:channel')).error).toContain('`t7` is not Salvo notation');
  });

  test("WHEN /odds dice reads Dice Maiden's +d20 THEN the odds are exactly 2d20kh1's", async () => {
    const odds = await h.run('/odds dice expression:+d20 dialect:dice-maiden');
    const salvo = await h.run('/odds dice expression:2d20kh1 dialect:salvo');
    expect(odds.error).toBeUndefined();
    expect(odds.content.split('\n-# Read as')[0]).toBe(salvo.content.split('\n-# Read as')[0]);
    // The channel is Salvo's again by now: only the Dice Maiden reading is marked.
    expect(odds.content).toContain('-# Read as Dice Maiden notation.');
    expect(salvo.content).not.toContain('-# Read as');
  });
});
