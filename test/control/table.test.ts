// A GM and two players at one table, for each game system, through the console: who may act with and on each unit,
// rolls that stand, choices made once, units handed over and back, and look-alike names.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { Reply } from '../../src/reply.js';
import type { UnitRecord } from '../../src/systems/types.js';
import { createHarness, type Harness } from '../helpers/harness.js';

/** Seeds whose first two d6 are known (see the Mecha Bots fight): 4 → [1,3], 6 → [3,3]. */
const bots = (n: number) => `5a1f0000000000000000000000${n.toString(16).padStart(6, '0')}`;
const SEED = 'c0ffee00c0ffee00c0ffee00c0ffee00';

let h: Harness;

beforeEach(async () => {
  h = await createHarness({ backend: 'sqlite' });
});

afterEach(async () => {
  await h.close();
});

async function unit(name: string): Promise<UnitRecord> {
  return (await h.store.load(h.channel)).units[name.toLowerCase()]!;
}

async function version(): Promise<number> {
  return (await h.store.load(h.channel)).version;
}

/** Runs a refused command and proves it changed nothing. */
async function refused(line: string, user: string, message: string | RegExp, name?: string): Promise<void> {
  const before = await h.store.load(h.channel);
  const reply = await h.run(line, { user, ...(name ? { name } : {}) });
  expect(reply.ephemeral, line).toBe(true);
  if (typeof message === 'string') expect(reply.error, line).toBe(message);
  else expect(reply.error, line).toMatch(message);
  expect(await h.store.load(h.channel), line).toEqual(before);
}

const notHers = (unitName: string, owner: string) =>
  `Only its controller @${owner} or a GM can act with \`${unitName}\`. A GM can hand it over with \`/unit control\`.`;
const notOnHers = (unitName: string, owner: string) =>
  `Only its controller @${owner} or a GM can apply that to \`${unitName}\` directly. A GM can hand it over with \`/unit control\`.`;

describe('BattleTech at a table of three', () => {
  const SHOT = '/shoot battletech attacker:Hunch target:Loc weapon:"AC/20 [RT]" range:3';

  beforeEach(async () => {
    await h.run('/unit add template:battletech/hunchback name:Hunch', { user: 'alice' });
    await h.run('/unit add template:battletech/locust name:Loc', { user: 'bob' });
  });

  test("GIVEN Alice's 'Mech THEN Bob can't shoot with it, crit it, damage it, force its PSR, or end the phase", async () => {
    await refused(SHOT, 'bob', notHers('Hunch', 'alice'));
    await refused('/crit battletech target:Hunch location:RT', 'bob', notOnHers('Hunch', 'alice'));
    await refused('/damage battletech target:Hunch location:CT damage:5', 'bob', notOnHers('Hunch', 'alice'));
    await refused('/psr unit:Hunch modifier:12', 'bob', notHers('Hunch', 'alice'));
    await refused('/phase end', 'bob', 'Only a GM can end the phase when no battle is running (`/battle start`).');
  });

  test('GIVEN a player declares tn: THEN only a GM may, until the table lets players; modifier: stays open until turned off', async () => {
    await refused(`${SHOT} tn:2`, 'alice', /^Only a GM can declare `tn:`/);
    await refused(`${SHOT} target_move:0`, 'alice', /^Only a GM can declare `target_move:`/);
    expect((await h.run(`${SHOT} modifier:-1`, { user: 'alice', seeds: [SEED] })).error).toBeUndefined();
    await h.run('/config table modifier:false');
    await refused(`${SHOT} modifier:-1`, 'alice', 'Only a GM can add `modifier:` in this channel (`/config table modifier:`).');
    await h.run('/config table declare:true');
    const laser = '/shoot battletech attacker:Hunch target:Loc weapon:"Medium Laser [LA]" range:3 tn:2';
    expect((await h.run(laser, { user: 'alice', seeds: [SEED] })).error).toBeUndefined();
  });

  test('GIVEN Alice rolls a shot THEN she cannot undo or re-roll it; the GM can undo it, only the GM can redo it', async () => {
    const before = await unit('Loc');
    const shot = await h.run(SHOT, { user: 'alice', seeds: [SEED] });
    expect(shot.error).toBeUndefined();
    expect(shot.content).toContain('🎲');
    const after = await unit('Hunch');
    expect(shot.buttons?.map((b) => b.label)).toEqual(['Full sheet: Loc', 'Undo (GM)']);
    const standsMessage = `Only a GM can undo a rolled result: \`${shot.actionId}\` rolled dice, and rolls stand. (A GM can let players undo their own rolls with \`/config table undo:own-rolls\`.)`;
    expect((await h.press('Undo (GM)', { user: 'alice', reply: shot })).error).toBe(standsMessage);
    await refused('/undo', 'alice', standsMessage);
    await refused(`/undo action:${shot.actionId}`, 'bob', "That was alice's action; only they or a GM can undo it.");
    expect(await unit('Hunch')).toEqual(after);

    const undone = await h.press('Undo (GM)', { reply: shot });
    expect(undone.content).toMatch(/^↩️ Undid/);
    expect(await unit('Loc')).toEqual(before);
    await refused('/redo', 'alice', 'You have nothing undone here to redo.');
    await refused(`/redo action:${shot.actionId}`, 'alice', `A GM undid \`${shot.actionId}\`, so only a GM can redo it.`);
    expect((await h.run(`/redo action:${shot.actionId}`)).content).toMatch(/^↪️ Redid/);
    expect(await unit('Hunch')).toEqual(after);
  });

  test('GIVEN the table allows own-roll undo THEN Alice may undo her own shot, not Bob’s', async () => {
    await h.run('/config table undo:own-rolls');
    const mine = await h.run(SHOT, { user: 'alice', seeds: [SEED] });
    expect(mine.buttons?.map((b) => b.label)).toEqual(['Full sheet: Loc', 'Undo (GM)']);
    expect((await h.run(`/undo action:${mine.actionId}`, { user: 'alice' })).content).toMatch(/^↩️ Undid/);
    expect((await h.run('/redo', { user: 'alice' })).content).toMatch(/^↪️ Redid/);
    const his = await h.run('/shoot battletech attacker:Loc target:Hunch weapon:"Medium Laser [CT]" range:2', {
      user: 'bob',
      seeds: [SEED],
    });
    await refused(`/undo action:${his.actionId}`, 'alice', "That was bob's action; only they or a GM can undo it.");
  });

  test('GIVEN actions that rolled nothing THEN a player undoes and redoes her own, never another’s', async () => {
    const added = await h.run('/unit add template:battletech/commando name:Spare', { user: 'alice' });
    expect(added.buttons?.map((b) => b.label)).toEqual(['Undo']);
    await refused(`/undo action:${added.actionId}`, 'bob', "That was alice's action; only they or a GM can undo it.");
    expect((await h.press('Undo', { user: 'alice', reply: added })).content).toMatch(/^↩️ Undid/);
    await refused(`/redo action:${added.actionId}`, 'bob', "That was alice's action; only they or a GM can redo it.");
    expect((await h.run('/redo', { user: 'alice' })).content).toMatch(/^↪️ Redid/);
    expect((await unit('Spare')).owner).toBe('alice');
  });

  test('GIVEN Alice previews a shot and the GM then hands Hunch to Bob THEN her Fire button is refused, and only she may press it', async () => {
    const preview = await h.run(`${SHOT} preview:true`, { user: 'alice' });
    expect(preview.buttons?.map((b) => b.label)).toEqual(['Fire']);
    expect((await h.press('Fire', { user: 'bob', reply: preview })).error).toBe('Only @alice can press this button.');
    await h.run('/unit control unit:Hunch player:<@bob>');
    const before = await h.store.load(h.channel);
    expect((await h.press('Fire', { user: 'alice', reply: preview, seeds: [SEED] })).error).toBe(notHers('Hunch', 'bob'));
    expect(await h.store.load(h.channel)).toEqual(before);
  });

  test('GIVEN the GM hands Hunch to Bob THEN Bob plays it and Alice cannot, until it is handed back', async () => {
    await refused('/unit control unit:Hunch player:<@bob>', 'alice', 'Only a GM can hand a unit over.');
    const handed = await h.run('/unit control unit:Hunch player:<@bob>');
    expect(handed.content).toBe('🎮 @bob now plays **Hunch** (owner @alice).');
    expect((await unit('Hunch')).controller).toBe('bob');
    expect((await h.run('/unit show name:Hunch', { user: 'bob' })).content).toContain('owner @alice, played by @bob');
    expect((await h.run(SHOT, { user: 'bob', seeds: [SEED] })).error).toBeUndefined();
    await refused(SHOT, 'alice', notHers('Hunch', 'bob'));
    // Owning is not playing: the owner may still remove it.
    expect((await h.run('/unit control unit:Hunch')).content).toBe('🎮 **Hunch** is back with its owner @alice.');
    expect((await unit('Hunch')).controller).toBeUndefined();
    await refused(SHOT, 'bob', notHers('Hunch', 'alice'));
    await refused('/unit remove name:Hunch', 'bob', 'Only its owner @alice or a GM can remove `Hunch`.');
  });
});

describe('Slaved Armour at a table of three', () => {
  beforeEach(async () => {
    await h.run('/unit add template:slaved-armour/kestrel name:Kes', { user: 'alice' });
    await h.run('/unit add template:slaved-armour/hound name:Hound', { user: 'bob' });
  });

  test("GIVEN Alice's SA THEN Bob can't move, reload, melee, collide, shoot with or crit it", async () => {
    await refused('/move unit:Kes speed:1', 'bob', notHers('Kes', 'alice'));
    await refused('/reload unit:Kes weapon:"Machine gun"', 'bob', notHers('Kes', 'alice'));
    await refused('/melee a:Kes b:Hound', 'bob', notHers('Kes', 'alice'));
    await refused('/collide a:Kes b:Hound', 'bob', notHers('Kes', 'alice'));
    await refused('/shoot slaved-armour attacker:Kes target:Hound weapon:"Machine gun" range:2', 'bob', notHers('Kes', 'alice'));
    await refused('/crit slaved-armour target:Kes location:Cockpit', 'bob', notOnHers('Kes', 'alice'));
  });

  test('GIVEN Bob attacks Alice’s SA with his own THEN it is allowed, and he may crit his own', async () => {
    expect((await h.run('/melee a:Hound b:Kes', { user: 'bob', seeds: [SEED] })).error).toBeUndefined();
    const crit = await h.run('/crit slaved-armour target:Hound location:1', { user: 'bob', seeds: [SEED] });
    expect(crit.error).toBeUndefined();
    // A player's own crit is never labelled as the GM's.
    expect(crit.content).toContain('bob hit: row 1');
    expect(crit.content).not.toMatch(/\bGM\b/);
  });

  test('GIVEN Alice moves without dice THEN she may undo her own move; declaring the target’s speed is a GM’s', async () => {
    const moved = await h.run('/move unit:Kes speed:1', { user: 'alice' });
    expect(moved.buttons?.map((b) => b.label)).toEqual(['Full sheet: Kes', 'Undo']);
    expect((await h.press('Undo', { user: 'alice', reply: moved })).content).toMatch(/^↩️ Undid/);
    await refused(
      '/shoot slaved-armour attacker:Kes target:Hound weapon:"Machine gun" range:2 speed:0',
      'alice',
      /^Only a GM can declare `speed:`/,
    );
    await refused(
      '/shoot slaved-armour attacker:Kes target:Hound weapon:"Machine gun" range:2 tn:1',
      'alice',
      /^Only a GM can declare `tn:`/,
    );
  });
});

describe('40k vehicles at a table of three', () => {
  beforeEach(async () => {
    await h.run('/unit add template:wh40k/rhino name:R1', { user: 'alice' });
    await h.run('/unit add template:wh40k/leman-russ name:Russ', { user: 'bob' });
  });

  test("GIVEN Alice's Rhino THEN Bob can't set it up, load it, shoot with it or roll on its damage tables", async () => {
    await refused('/vehicle set unit:R1 obscured:true', 'bob', notHers('R1', 'alice'));
    await refused('/vehicle embark unit:R1 passengers:Scouts models:5', 'bob', notHers('R1', 'alice'));
    await refused('/crit wh40k target:R1 table:penetrating hits:20', 'bob', notOnHers('R1', 'alice'));
    await refused('/shoot wh40k attacker:R1 target:Russ weapon:"Storm bolter" direction:front', 'bob', notHers('R1', 'alice'));
  });

  test('GIVEN a member whose nickname is "alice" THEN they get no control of her vehicle and cannot hand it to themselves', async () => {
    await refused('/vehicle set unit:R1 obscured:true', 'mallory', notHers('R1', 'alice'), 'alice');
    await refused('/vehicle set unit:R1 controller:<@mallory>', 'mallory', 'Only a GM can use `controller:`.', 'alice');
    await refused('/vehicle set unit:R1 controller:<@mallory>', 'alice', 'Only a GM can use `controller:`.');
  });

  test('GIVEN Bob declares his target obscured THEN only a GM may; his own shot is his', async () => {
    const line = '/shoot wh40k attacker:Russ target:R1 weapon:"Hull lascannon" direction:side';
    await refused(`${line} obscured:true`, 'bob', /^Only a GM can declare `obscured:`/);
    const shot = await h.run(line, { user: 'bob', seeds: [SEED] });
    expect(shot.error).toBeUndefined();
    expect(shot.buttons?.map((b) => b.label)).toEqual(['Full sheet: R1', 'Undo (GM)']);
  });
});

describe('Mecha Bots at a table of three', () => {
  const SHOT = '/shoot mecha-bots attacker:Alpha target:Beta weapon:Steam Cannon arc:backward-right range:1 bearing:forward-right';
  const buttonsOf = (reply: Reply) => (reply.buttons ?? []).filter((b) => b.command === 'shoot');

  beforeEach(async () => {
    await h.run('/unit add template:mecha-bots/sample name:Alpha', { user: 'alice' });
    await h.run('/unit add template:mecha-bots/scrapper name:Beta', { user: 'bob' });
  });

  test('GIVEN a column waiting THEN the roll stands: a second shot is refused until it is chosen, a GM may re-roll as a ruling', async () => {
    const first = await h.run(SHOT, { user: 'alice', seeds: [bots(4)] });
    expect(buttonsOf(first).map((b) => b.label)[0]).toBe('No shift → column 3 (B B Ms)');
    const again = await h.run(SHOT, { user: 'alice', seeds: [bots(6)] });
    expect(again.error).toBe(
      'Shot #1 (Steam Cannon, column roll 4) is still waiting for its column: press one of its buttons to resolve it (or a GM undoes it) before this Bot shoots again. A GM may allow it.',
    );
    const beta = await unit('Beta');
    expect((await h.press(buttonsOf(first)[0]!, { user: 'bob' })).error).toBe(notHers('Alpha', 'alice'));
    expect(await unit('Beta')).toEqual(beta);
    // A GM's shot replaces the waiting one, and the log says it was a ruling.
    const second = await h.run(SHOT, { seeds: [bots(6)] });
    expect(second.content.split('\n')[0]).toBe('⚠️ Shot #1 (Steam Cannon, roll 4) was still waiting for its column; it is cancelled.');
    const stale = await h.press(buttonsOf(first)[0]!, { user: 'alice' });
    expect(stale.error).toBe(
      'That shot has already been resolved, replaced by a newer shot, or has expired. Shoot again to roll a new column.',
    );
    expect((await h.run('/history count:1')).content).toContain(
      '⚖️ GM ruling: Shot #1 (Steam Cannon, column roll 4) is still waiting for its column',
    );
  });

  test('GIVEN Alice chose a column THEN the choice is made once: undone by a GM, only the GM may choose again', async () => {
    const shot = await h.run(SHOT, { user: 'alice', seeds: [bots(4)] });
    const [noShift, plusOne] = buttonsOf(shot);
    const beforeChoice = await unit('Beta');
    const chosen = await h.press(noShift!, { user: 'alice' });
    expect(chosen.error).toBeUndefined();
    expect(chosen.buttons?.map((b) => b.label)).toEqual(['Full sheet: Beta', 'Undo (GM)']);
    expect((await h.press('Undo (GM)', { user: 'alice', reply: chosen })).error).toMatch(/^Only a GM can undo a rolled result/);
    expect((await h.press('Undo (GM)', { reply: chosen })).content).toMatch(/^↩️ Undid/);
    expect(await unit('Beta')).toEqual(beforeChoice);
    const again = await h.press(plusOne!, { user: 'alice' });
    expect(again.error).toMatch(/^alice already made this choice \(action `[0-9a-f]{8}`\); only a GM can choose again\.$/);
    expect(await unit('Beta')).toEqual(beforeChoice);
    expect((await h.press(plusOne!)).error).toBeUndefined();
    expect(await unit('Beta')).not.toEqual(beforeChoice);
  });

  test("GIVEN Alice's Bot THEN Bob can't tinker with or repair it", async () => {
    await refused('/tinker unit:Alpha remove:F1', 'bob', notHers('Alpha', 'alice'));
    await refused('/repair unit:Alpha cells:all', 'bob', notHers('Alpha', 'alice'));
  });
});

describe('names that cannot impersonate', () => {
  test.each([
    ['a zero-width space', 'Kes\u200b'],
    ['full-width letters', 'Ｋｅｓ'],
    ['other case and spacing', '  kES '],
  ])('GIVEN a unit Kes THEN a name with %s is the same unit', async (_what, name) => {
    await h.run('/unit add template:slaved-armour/kestrel name:Kes', { user: 'alice' });
    const versionBefore = await version();
    const reply = await h.run(`/unit add template:slaved-armour/kestrel name:"${name}"`, { user: 'bob' });
    expect(reply.error).toBe('There is already a unit called `Kes` here. Pick another `name:`.');
    expect(await version()).toBe(versionBefore);
    await refused(`/move unit:"${name}" speed:1`, 'bob', notHers('Kes', 'alice'));
  });

  test.each([
    ['a control character', 'Kes\u0007'],
    ['a stray combining mark', 'Ke\u0335s'],
    ['a right-to-left override', '\u202eKes'],
  ])('GIVEN a name with %s THEN it is refused', async (_what, name) => {
    const reply = await h.run(`/unit add template:slaved-armour/kestrel name:"${name}"`, { user: 'alice' });
    expect(reply.error).toMatch(/^A unit name may not (contain control characters|carry stray combining marks|contain text-direction)/);
  });

  test('GIVEN a unit Kes THEN a right-to-left override in a name looked up still names it', async () => {
    await h.run('/unit add template:slaved-armour/kestrel name:Kes', { user: 'alice' });
    await refused('/move unit:"\u202eKes" speed:1', 'bob', notHers('Kes', 'alice'));
  });
});

describe('player text in replies', () => {
  test('GIVEN a /roll label with a masked link, spoiler and terminal codes THEN the reply shows it as typed text', async () => {
    const reply = await h.run('/roll expression:1d6 label:[click](https://evil.example) ||x|| \u001b[31m', {
      user: 'alice',
      seeds: [SEED],
    });
    expect(reply.content.split('\n')[0]).toBe('🎲 **alice** — \\[click\\]\\(https\\://evil.example\\) \\|\\|x\\|\\| \\[31m');
  });

  test('GIVEN a display name with markdown THEN the roll heading escapes it', async () => {
    const reply = await h.run('/roll expression:1d6', { user: 'mallory', name: '**GM**', seeds: [SEED] });
    expect(reply.content.split('\n')[0]).toBe('🎲 **\\*\\*GM\\*\\***');
  });
});
