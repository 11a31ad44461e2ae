// Saved rolls (/macro, /r), Roll again, /panel and blind GM rolls through the real pipeline on a real store.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAX_CHANNEL_MACROS, MAX_USER_MACROS } from '../../src/commands-kit/macros.js';
import { seededRng } from '../../src/dice/rng.js';
import type { Reply } from '../../src/reply.js';
import { createHarness, type Harness } from '../helpers/harness.js';

const SEED = '0123456789abcdef0123456789abcdef';
const OTHER = 'fedcba9876543210fedcba9876543210';
const THIRD = '00112233445566778899aabbccddeeff';

/** The first `count` d`sides` a seed rolls. */
function dice(seed: string, count: number, sides: number): number[] {
  const rng = seededRng(seed);
  return Array.from({ length: count }, () => rng.int(1, sides));
}

function rollIdOf(reply: Reply): string {
  const id = /roll `([0-9a-f]{8})`/.exec(`${reply.content}\n${reply.publicNote ?? ''}`)?.[1];
  if (!id) throw new Error(`no roll id in ${reply.content}`);
  return id;
}

describe.each(['redis', 'sqlite'] as const)('GIVEN saved rolls on %s', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ backend });
  });
  afterAll(async () => {
    await h.close();
  });

  test('GIVEN a player saves a roll with an argument THEN /r fills it and rolls exactly the seeded dice, and /verify replays it', async () => {
    const saved = await h.run('/macro save name:Atk expression:1d20+{1} [attack]', { user: 'alice' });
    expect(saved.error).toBeUndefined();
    expect(saved.ephemeral).toBe(true);
    expect(saved.content).toBe(
      '💾 Saved roll `atk` for you: `1d20+{1} [attack]`. Roll it with `/r name:atk args:{1}`. `/undo` takes it back.',
    );
    const [d20] = dice(SEED, 1, 20);
    const rolled = await h.run('/r name:atk args:5', { user: 'alice', seeds: [SEED] });
    expect(rolled.content.split('\n').slice(0, 2)).toEqual(['🎲 **alice** — atk', `**attack** d20+5: [${d20}] + 5 = **${d20! + 5}**`]);
    expect(rolled.buttons).toEqual([{ label: 'Roll again', payload: `again:${rollIdOf(rolled)}`, command: 'roll', style: 'secondary' }]);
    const verify = await h.run(`/verify roll:${rollIdOf(rolled)}`, { user: 'bob' });
    expect(verify.content).toContain(`✅ Verified: roll \`${rollIdOf(rolled)}\` by alice — \`1d20+5 [attack]\``);
    // Another member's /r does not see Alice's own saved roll.
    expect((await h.run('/r name:atk args:5', { user: 'bob' })).error).toBe(
      'No saved roll called `atk`, and none are saved here yet. Save one with `/macro save`.',
    );
  });

  test('GIVEN bad input THEN unknown names, wrong argument counts and expansions past the dice limit are refused and nothing is logged', async () => {
    await h.run('/macro save name:pool expression:{1}d6', { user: 'alice' });
    const before = (await h.store.log(h.channel)).length;
    expect((await h.run('/r name:nope', { user: 'alice' })).error).toBe(
      "No saved roll called `nope`. Yours and this channel's: `atk`, `pool`.",
    );
    expect((await h.run('/r name:atk', { user: 'alice' })).error).toBe(
      'Saved roll `atk` (`1d20+{1} [attack]`) needs 1 argument, but got 0. Pass them in `args:`, separated by spaces.',
    );
    expect((await h.run('/r name:atk args:1 2', { user: 'alice' })).error).toBe(
      'Saved roll `atk` (`1d20+{1} [attack]`) takes at most 1 argument, but got 2.',
    );
    expect((await h.run('/r name:pool args:2000', { user: 'alice' })).error).toBe(
      'Saved roll `pool` became `2000d6`: that would roll 2,000 dice; the limit is 1,000 per command',
    );
    expect((await h.run('/r name:pool args:3x', { user: 'alice' })).error).toBe(
      "Saved roll `pool` became `3xd6`: unexpected 'x' at column 2: 3xd6",
    );
    expect((await h.run('/r name:atk args:1 secret:true blind:true', { user: 'alice' })).error).toContain('not both');
    expect((await h.run('/macro save name:9lives expression:1d6', { user: 'alice' })).error).toContain("can't name a saved roll");
    expect((await h.run('/macro save name:bad expression:3d6x', { user: 'alice' })).error).toBe(
      "That saved roll doesn't read as dice notation: unexpected 'x' at column 4: 3d6x",
    );
    expect((await h.run('/macro save name:bad expression:2000d6', { user: 'alice' })).error).toContain('the limit is 1,000 per command');
    expect((await h.store.log(h.channel)).length).toBe(before);
  });

  test('GIVEN channel saved rolls THEN only a GM saves or removes them, a member’s own of the same name wins, and each scope has its cap', async () => {
    expect((await h.run('/macro save name:dmg expression:2d6 scope:channel', { user: 'alice' })).error).toBe(
      "Only a GM can change the channel's saved rolls; `scope:me` keeps one for yourself.",
    );
    const saved = await h.run('/macro save name:dmg expression:2d6{1:+0} scope:channel');
    expect(saved.ephemeral).toBeUndefined();
    expect(saved.content).toBe(
      '💾 Saved roll `dmg` for this channel: `2d6{1:+0}`. Roll it with `/r name:dmg [args:{1}]` or from a `/panel`.',
    );
    expect(saved.buttons?.map((b) => b.label)).toEqual(['Undo']);
    const [a, b] = dice(OTHER, 2, 6);
    expect((await h.run('/r name:dmg', { user: 'bob', seeds: [OTHER] })).content).toContain(`2d6+0: [${a}, ${b}] + 0 = **${a! + b!}**`);
    expect((await h.run('/r name:DMG args:+3', { user: 'bob', seeds: [OTHER] })).content).toContain(
      `2d6+3: [${a}, ${b}] + 3 = **${a! + b! + 3}**`,
    );
    await h.run('/macro save name:dmg expression:1d4', { user: 'bob' });
    const [d4] = dice(OTHER, 1, 4);
    expect((await h.run('/r name:dmg', { user: 'bob', seeds: [OTHER] })).content).toContain(`d4: [${d4}] = **${d4}**`);
    const list = await h.run('/macro list', { user: 'bob' });
    expect(list.content).toBe(
      [
        `**Your saved rolls** (1 of ${MAX_USER_MACROS})`,
        '`dmg` — `1d4`',
        `**This channel's saved rolls** (1 of ${MAX_CHANNEL_MACROS})`,
        '`dmg` — `2d6{1:+0}` · by gm · yours of the same name is used',
        '-# Roll one with `/r name:<name> args:…`; a GM can post the channel’s as buttons with `/panel`.',
      ].join('\n'),
    );
    expect((await h.run('/macro remove name:dmg scope:channel', { user: 'bob' })).error).toContain('Only a GM');
    expect((await h.run('/macro remove name:dmg', { user: 'bob' })).content).toBe(
      '🗑️ Removed saved roll `dmg` (`1d4`) of yours. `/undo` brings it back.',
    );
    expect((await h.run('/macro remove name:dmg', { user: 'bob' })).error).toContain('Only a GM');
    expect((await h.run('/macro remove name:zzz', { user: 'bob' })).error).toBe('No saved roll `zzz` in this channel. See `/macro list`.');
    for (let i = 0; i < MAX_USER_MACROS; i++)
      expect((await h.run(`/macro save name:m${i} expression:d${i + 2}`, { user: 'carol' })).error).toBeUndefined();
    expect((await h.run('/macro save name:one-more expression:d6', { user: 'carol' })).error).toBe(
      `You have ${MAX_USER_MACROS} saved rolls, the most allowed; remove one first with \`/macro remove\`.`,
    );
    // Replacing one does not count against the cap.
    expect((await h.run('/macro save name:m0 expression:d3', { user: 'carol' })).content).toContain(
      'Replaced roll `m0` for you: `d3` (was `d2`)',
    );
    expect((await h.run('/macro save name:m0 expression:d3', { user: 'carol' })).content).toBe(
      '`m0` is already saved for you as `d3`; nothing changed.',
    );
  });

  test('GIVEN player text in a saved roll, a label or a panel title THEN it is shown as typed, never as markdown', async () => {
    const saved = await h.run('/macro save name:tick expression:1d6 [a`b]', { user: 'frank' });
    expect(saved.content).toContain("for you: `1d6 [a'b]`.");
    const rolled = await h.run('/r name:tick label:**[x](http://e)**', { user: 'frank' });
    expect(rolled.content.split('\n')[0]).toBe('🎲 **frank** — \\*\\*\\[x\\]\\(http\\://e\\)\\*\\*');
    const panel = await h.run('/panel scope:mine title:||spoiler||', { user: 'frank' });
    expect(panel.content).toMatch(/^🎛️ \*\*\\\|\\\|spoiler\\\|\\\|\*\* — /);
  });

  test('GIVEN saved rolls THEN they live in the channel document, one undo slot per book, so two players undo independently', async () => {
    await h.run('/macro save name:mine expression:1d8', { user: 'dave' });
    await h.run('/macro save name:mine expression:1d10', { user: 'erin' });
    const doc = await h.store.load(h.channel);
    expect(doc.macros?.['user:dave']).toEqual({ mine: { expression: '1d8', by: 'dave' } });
    expect(doc.macros?.['user:erin']).toEqual({ mine: { expression: '1d10', by: 'erin' } });
    expect(doc.macros?.channel).toEqual({ dmg: { expression: '2d6{1:+0}', by: 'gm' } });
    // Dave undoes his save even though Erin saved after him.
    expect((await h.run('/undo', { user: 'dave' })).error).toBeUndefined();
    const after = await h.store.load(h.channel);
    expect(after.macros?.['user:dave']).toBeUndefined();
    expect(after.macros?.['user:erin']).toEqual({ mine: { expression: '1d10', by: 'erin' } });
    expect((await h.run('/redo', { user: 'dave' })).error).toBeUndefined();
    expect((await h.store.load(h.channel)).macros?.['user:dave']).toEqual({ mine: { expression: '1d8', by: 'dave' } });
  });

  test('GIVEN a /roll reply THEN anyone may press Roll again: a new roll by the presser, logged and verifiable', async () => {
    const first = await h.run('/roll expression:3d6+2 label:fire', { user: 'alice', seeds: [SEED] });
    expect(first.buttons).toEqual([{ label: 'Roll again', payload: `again:${rollIdOf(first)}`, command: 'roll', style: 'secondary' }]);
    const again = await h.press('Roll again', { user: 'bob', seeds: [OTHER], reply: first });
    const [a, b, c] = dice(OTHER, 3, 6);
    expect(again.content.split('\n').slice(0, 2)).toEqual(['🎲 **bob** — fire', `3d6+2: [${a}, ${b}, ${c}] + 2 = **${a! + b! + c! + 2}**`]);
    const id = rollIdOf(again);
    expect(id).not.toBe(rollIdOf(first));
    const found = await h.store.findRoll(h.channel, id);
    expect(found?.entry.actor.id).toBe('bob');
    expect(found?.entry.command).toBe(`[button Roll again] again:${rollIdOf(first)}`);
    expect(found?.roll).toMatchObject({ what: '3d6+2', seed: OTHER, notation: true, label: 'fire' });
    const verify = await h.run(`/verify roll:${id}`);
    expect(verify.content).toContain(`✅ Verified: roll \`${id}\` by bob — \`3d6+2\``);
    expect(verify.content).toContain('Replayed 3 dice from the seed: all identical.');
    // Roll again on the new reply works too.
    expect((await h.press(1, { user: 'carol', reply: again })).content).toMatch(/^🎲 \*\*carol\*\* — fire\n3d6\+2: /);
  });

  test('GIVEN a /d66 reply THEN Roll again rolls the same modifier and target for the presser', async () => {
    const first = await h.run('/d66 modifier:-10 target:36', { user: 'alice', seeds: [SEED] });
    expect(first.buttons).toEqual([{ label: 'Roll again', payload: 'again:-10:36', command: 'd66', style: 'secondary' }]);
    const [tens, units] = dice(OTHER, 2, 6);
    const total = tens! * 10 + units! - 10;
    const again = await h.press(1, { user: 'bob', seeds: [OTHER], reply: first });
    expect(again.content).toContain(`🎲 **bob** d66: [${tens}][${units}] = **${tens! * 10 + units!}** − 10 = **${total}** vs 36`);
    expect((await h.run(`/verify roll:${rollIdOf(again)}`)).content).toContain('✅ Verified');
    const plain = await h.run('/d66', { seeds: [SEED] });
    expect(plain.buttons?.[0]?.payload).toBe('again:0:');
    expect((await h.press({ label: 'Roll again', payload: 'again:500:', command: 'd66' })).error).toBe(
      'That button no longer does anything.',
    );
  });

  test('GIVEN a sealed roll THEN its Roll again is the roller’s alone and rolls sealed again', async () => {
    const sealed = await h.run('/roll expression:1d20 secret:true', { user: 'alice', seeds: [SEED] });
    const button = sealed.buttons?.[0];
    expect(button).toMatchObject({ label: 'Roll again', onlyUser: 'alice' });
    expect((await h.press(button!, { user: 'bob' })).error).toBe('Only @alice can press this button.');
    // Even a forged press (no onlyUser) cannot learn a sealed roll's expression.
    expect((await h.press({ ...button!, onlyUser: undefined }, { user: 'bob' })).error).toBe(
      `Roll \`${rollIdOf(sealed)}\` was sealed; only alice can roll it again.`,
    );
    const again = await h.press(button!, { user: 'alice' });
    expect(again.ephemeral).toBe(true);
    expect(again.publicNote).toMatch(/^🔒 \*\*alice\*\* made a sealed roll `[0-9a-f]{8}`\. Commitment: `sha256:[0-9a-f]{64}`$/);
  });

  test('GIVEN a Roll again button whose roll was deleted THEN pressing it says so and rolls nothing', async () => {
    const first = await h.run('/roll expression:1d6', { seeds: [SEED] });
    const id = rollIdOf(first);
    await h.store.clear(h.channel);
    const pressed = await h.press('Roll again', { user: 'bob', reply: first });
    expect(pressed.error).toBe(
      `Roll \`${id}\` is not in this channel's log (the log is kept whole, archive included), so there is nothing to roll again; roll afresh with \`/roll\`.`,
    );
    expect(await h.store.log(h.channel)).toEqual([]);
  });
});

test('GIVEN /help THEN saved rolls, /panel, Roll again and blind rolls are named in the overview', async () => {
  const h = await createHarness({ backend: 'sqlite' });
  const help = await h.run('/help', { user: 'alice' });
  const overview = help.embeds?.[0]?.description ?? '';
  for (const text of ['`/macro save name:atk expression:1d20+{1}`', '`/r name:atk args:5`', '`/panel`', 'Roll again', '`/roll blind:true`'])
    expect(overview).toContain(text);
  await h.close();
});

describe('GIVEN a quick-roll panel', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ backend: 'sqlite' });
  });
  afterAll(async () => {
    await h.close();
  });

  test('WHEN a GM posts it THEN it has one button per saved roll that needs no argument, and a press is a logged roll by the presser', async () => {
    expect((await h.run('/panel')).error).toBe('This channel has no saved rolls yet; a GM saves them with `/macro save … scope:channel`.');
    for (const [name, expression] of [
      ['init', '1d20+3'],
      ['dmg', '2d6{1:+0}'],
      ['atk', '1d20+{1}'],
    ]) {
      expect((await h.run(`/macro save name:${name} expression:${expression} scope:channel`)).error).toBeUndefined();
    }
    expect((await h.run('/panel', { user: 'alice' })).error).toBe(
      "Only a GM can post the channel's panel; `/panel scope:mine` posts your own saved rolls.",
    );
    const panel = await h.run('/panel title:Bridge crew');
    expect(panel.content).toBe(
      '🎛️ **Bridge crew** — press a button to make that roll yourself; each press is logged and verifiable.\n-# Needing arguments, so rolled with `/r`: `atk`',
    );
    expect(panel.buttons).toEqual([
      { label: 'init', payload: 'c:init', command: 'panel' },
      { label: 'dmg', payload: 'c:dmg', command: 'panel' },
    ]);
    const [d20] = dice(THIRD, 1, 20);
    const pressed = await h.press('init', { user: 'alice', seeds: [THIRD], reply: panel });
    expect(pressed.content.split('\n').slice(0, 2)).toEqual(['🎲 **alice** — init', `d20+3: [${d20}] + 3 = **${d20! + 3}**`]);
    expect(pressed.buttons?.map((b) => b.label)).toEqual(['Roll again']);
    const found = await h.store.findRoll(h.channel, rollIdOf(pressed));
    expect(found?.entry).toMatchObject({ actor: { id: 'alice' }, command: '[button init] c:init' });
    expect((await h.run(`/verify roll:${rollIdOf(pressed)}`)).content).toContain('✅ Verified');

    await h.run('/macro remove name:init scope:channel');
    expect((await h.press('init', { user: 'alice', reply: panel })).error).toBe(
      'The saved roll `init` has been removed, so this button does nothing now; ask for a fresh `/panel`.',
    );
  });

  test('WHEN a player posts their own THEN presses roll the poster’s saved roll, as the presser', async () => {
    await h.run('/macro save name:sneak expression:1d20+{1:2}', { user: 'bob' });
    const panel = await h.run('/panel scope:mine', { user: 'bob' });
    expect(panel.content).toMatch(/^🎛️ \*\*bob's quick rolls\*\*/);
    expect(panel.buttons).toEqual([{ label: 'sneak', payload: 'u:bob:sneak', command: 'panel' }]);
    const [d20] = dice(SEED, 1, 20);
    expect((await h.press(1, { user: 'carol', seeds: [SEED], reply: panel })).content).toContain(
      `🎲 **carol** — sneak\nd20+2: [${d20}] + 2 = **${d20! + 2}**`,
    );
  });

  test('WHEN the channel holds 25 saved rolls THEN the panel has all 25 buttons and a 26th cannot be saved', async () => {
    const doc = await h.store.load(h.channel);
    const have = Object.keys(doc.macros?.channel ?? {}).length;
    for (let i = have; i < MAX_CHANNEL_MACROS; i++) await h.run(`/macro save name:r${i} expression:d${i + 2} scope:channel`);
    expect((await h.run('/macro save name:extra expression:d6 scope:channel')).error).toBe(
      `This channel has ${MAX_CHANNEL_MACROS} saved rolls, the most allowed; remove one first with \`/macro remove\`.`,
    );
    expect((await h.run('/panel')).buttons).toHaveLength(MAX_CHANNEL_MACROS - 1);
    await h.run('/macro remove name:atk scope:channel');
    await h.run('/macro save name:last expression:d6 scope:channel');
    expect((await h.run('/panel')).buttons).toHaveLength(MAX_CHANNEL_MACROS);
  });
});

describe('GIVEN blind GM rolls', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ backend: 'redis' });
  });
  afterAll(async () => {
    await h.close();
  });

  test('WHEN a player rolls blind THEN no one but a GM sees the result: the player gets the commitment, a GM opens it privately', async () => {
    const blind = await h.run('/roll expression:1d20+2 blind:true label:stealth', { user: 'alice', seeds: [SEED] });
    const id = rollIdOf(blind);
    expect(blind.ephemeral).toBeUndefined();
    expect(blind.content).toMatch(
      new RegExp(
        `^🙈 \\*\\*alice\\*\\* made a blind roll \`${id}\` \\(stealth\\) for the GM; only a GM can open it\\. Commitment: \`sha256:[0-9a-f]{64}\`$`,
      ),
    );
    expect(blind.buttons?.map((b) => [b.label, b.onlyUser])).toEqual([
      ['Open (GM)', undefined],
      ['Roll again', 'alice'],
    ]);
    expect((await h.press('Open (GM)', { user: 'alice', reply: blind })).error).toBe('Only a GM can open a blind roll.');
    expect((await h.run(`/verify roll:${id}`, { user: 'alice' })).error).toBe(
      `Roll \`${id}\` is a blind roll: only a GM can see it until a GM reveals it with \`/reveal\`.`,
    );
    expect((await h.run(`/reveal roll:${id}`, { user: 'alice' })).error).toBe('Only a GM can reveal a blind roll.');
    const [d20] = dice(SEED, 1, 20);
    const opened = await h.press('Open (GM)', { reply: blind });
    expect(opened.ephemeral).toBe(true);
    expect(opened.content.split('\n').slice(0, 2)).toEqual([
      `🙈 **alice**'s blind roll \`${id}\` (stealth): \`1d20+2\``,
      `d20+2: [${d20}] + 2 = **${d20! + 2}**`,
    ]);
    expect((await h.run(`/verify roll:${id}`)).content).toContain(`✅ Verified: roll \`${id}\` by alice`);
    const again = await h.press('Roll again', { user: 'alice', reply: blind });
    expect(again.content).toMatch(/^🙈 \*\*alice\*\* made a blind roll `[0-9a-f]{8}` \(stealth\) for the GM/);
    expect(again.content).not.toMatch(/\[\d+\]/);
    const open = await h.run('/roll expression:1d6', { user: 'alice' });
    expect((await h.press({ label: 'Open (GM)', payload: `open:${rollIdOf(open)}`, command: 'roll' })).error).toBe(
      `Roll \`${rollIdOf(open)}\` is not a blind roll; \`/verify roll:${rollIdOf(open)}\` shows it.`,
    );
    expect((await h.press({ label: 'Open (GM)', payload: 'open:deadbeef', command: 'roll' })).error).toContain(
      "Roll `deadbeef` is not in this channel's log",
    );
    expect((await h.press({ label: '?', payload: 'bogus:1', command: 'roll' })).error).toBe('That button no longer does anything.');
    const revealed = await h.run(`/reveal roll:${id}`);
    expect(revealed.content).toContain(`Seed \`${SEED}\``);
  });

  test('WHEN a GM rolls blind THEN it is private to the GM with a public commitment', async () => {
    const blind = await h.run('/roll expression:2d6 blind:true', { seeds: [OTHER] });
    const [a, b] = dice(OTHER, 2, 6);
    expect(blind.ephemeral).toBe(true);
    expect(blind.content).toContain(`2d6: [${a}, ${b}] = **${a! + b!}**`);
    expect(blind.publicNote).toMatch(/^🙈 \*\*gm\*\* made a blind GM roll `[0-9a-f]{8}`\. Commitment: `sha256:[0-9a-f]{64}`$/);
    expect(blind.publicNote).not.toContain(OTHER);
    expect((await h.run(`/verify roll:${rollIdOf(blind)}`, { user: 'alice' })).error).toContain('is a blind roll');
  });

  test('WHEN a saved roll is rolled blind by a player THEN it is sealed from the player too', async () => {
    await h.run('/macro save name:hide expression:1d20+{1:0}', { user: 'alice' });
    const blind = await h.run('/r name:hide args:4 blind:true', { user: 'alice' });
    expect(blind.content).toMatch(/^🙈 \*\*alice\*\* made a blind roll `[0-9a-f]{8}` \(hide\) for the GM/);
    const found = await h.store.findRoll(h.channel, rollIdOf(blind));
    expect(found?.roll).toMatchObject({ what: '1d20+4', blind: true, secret: true, notation: true });
  });
});
