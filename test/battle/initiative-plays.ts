// A three-round /init fight played the same way through the console and the fake Discord: two players, a GM with two
// monsters, a roll-off, an effect that ends by itself, delay, remove, prev, undo of a next, and the refusals.
import { expect } from 'vitest';
import type { Said, Who } from './cheats.js';

/** What a front end answered, with who was pinged and the order's embed. */
export interface Heard extends Said {
  readonly ping?: Who | undefined;
  readonly card?: { readonly title?: string | undefined; readonly description?: string | undefined } | undefined;
}

/** One channel on one front end; `at` is each member's mention there. */
export interface InitTable {
  run(who: Who, line: string, seed?: string): Promise<Heard>;
  readonly at: Readonly<Record<Who, string>>;
}

const seed = (n: number) => n.toString(16).padStart(32, '0');
/** 1d20 from seed 9 is an 18; from seed 4 a 13, then 17 and 13 (the next draws: the roll-off). */
const ALICE_SEED = seed(9);
const TIE_SEED = seed(4);

export async function initiativeFight(t: InitTable): Promise<void> {
  const { alice: A, bob: B, gm: G } = t.at;
  const ok = async (who: Who, line: string, ping?: Who, withSeed?: string): Promise<Heard> => {
    const heard = await t.run(who, line, withSeed);
    expect(heard.error).toBeUndefined();
    expect(heard.ping).toBe(ping);
    return heard;
  };
  const no = async (who: Who, line: string, error: string | RegExp) => {
    const before = (await t.run('gm', '/init show')).card;
    const heard = await t.run(who, line);
    if (typeof error === 'string') expect(heard.error).toBe(error);
    else expect(heard.error).toMatch(error);
    expect((await t.run('gm', '/init show')).card).toEqual(before);
  };

  // Joining: Alice 18+3; Bob and the Goblin both 13+2, so they roll off 13 against 17; the Wolf at a fixed 12.
  const alice = await ok('alice', '/init join roll:1d20+3 name:Alice', undefined, ALICE_SEED);
  expect(alice.content.split('\n')[0]).toBe(`⚔️ \`Alice\` joins the initiative at **21** (${A}).`);
  const rollId = /-# roll `([0-9a-f]{8})` · `\/verify roll:\1`$/.exec(alice.content)?.[1];
  expect((await ok('bob', `/verify roll:${rollId}`)).content).toMatch(/^✅ Verified: roll `[0-9a-f]{8}` by /);
  await ok('bob', '/init join roll:1d20+2 name:Bob', undefined, TIE_SEED);
  const goblin = await ok('gm', '/init join roll:1d20+2 name:Goblin', undefined, TIE_SEED);
  expect(goblin.content.split('\n').slice(0, 1).concat(goblin.content.split('\n').slice(2, 4))).toEqual([
    `⚔️ \`Goblin\` joins the initiative at **15** (${G}).`,
    'roll-off: Goblin: 17',
    'roll-off: Bob: 13',
  ]);
  const wolf = await ok('gm', '/init join value:12 name:Wolf');
  expect(wolf.card).toEqual({
    title: 'Initiative · waiting for round 1',
    description: [
      `◦ **21** \`Alice\` (+3) ${A}`,
      `◦ **15** \`Goblin\` (+2, roll-off 17) ${G}`,
      `◦ **15** \`Bob\` (+2, roll-off 13) ${B}`,
      `◦ **12** \`Wolf\` (+0) ${G}`,
      '`/init next` begins round 1.',
    ].join('\n'),
  });

  // Refusals change nothing: too many dice, no such entry, someone else's entry, someone else's turn.
  await no('bob', '/init join roll:1000000000d20 name:Bob2', /^`roll:` 1000000000d20: /);
  await no('bob', '/init join name:Bob2', 'Give `roll:` (dice, e.g. `1d20+3`) or `value:` (a fixed initiative), one of them.');
  await no('alice', '/init remove entry:Orc', 'No entry `Orc` in the initiative order: there are `Alice`, `Goblin`, `Bob`, `Wolf`.');
  await no('alice', '/init remove entry:Goblin', `\`Goblin\` is ${G}'s entry: only they or a GM can remove it.`);
  await no('bob', '/init next', `It is ${A}'s step with \`Alice\` (initiative): only they or a GM can end this turn.`);

  // Round 1: the GM begins it; each ends their own turn and the next is pinged.
  expect((await ok('gm', '/init next', 'alice')).content).toBe(`🔄 **Round 1** begins.\n▶ \`Alice\` is up (${A}).`);
  await no('bob', '/init next', `It is ${A}'s step with \`Alice\` (initiative): only they or a GM can end this turn.`);
  await no('alice', '/init effect target:Bob name:Bless rounds:2', `\`Bob\` is ${B}'s entry: only they or a GM can put an effect on it.`);
  await no('gm', '/phase next', 'An initiative order runs here: `/init next` passes the turn on.');
  expect((await ok('alice', '/init effect target:Alice name:Bless rounds:2')).content).toBe('✨ `Alice`: `Bless` 2 rounds left.');
  expect((await ok('gm', '/init effect target:Bob name:Hold rounds:1')).content).toBe('✨ `Bob`: `Hold` 1 round left.');
  expect((await ok('alice', '/init next', 'gm')).content).toBe(`▶ \`Goblin\` is up (${G}).`);
  await ok('gm', '/init next', 'bob');
  // Bob waits for the Wolf, then acts.
  const delayed = await ok('bob', '/init delay', 'gm');
  expect(delayed.content).toBe(`⏸️ \`Bob\` delays.\n▶ \`Wolf\` is up (${G}).`);
  // A turn ended too soon comes back, and passes on again; the last entry has no one to wait for.
  await ok('gm', '/init next', 'bob');
  await no('bob', '/init delay', '`Bob` acts last this round: `/init next` ends its turn.');
  expect((await ok('gm', '/init prev')).content).toBe('⏮️ Back to `Wolf` (round 1).');
  await ok('gm', '/init next', 'bob');
  const round2 = await ok('bob', '/init next', 'alice');
  expect(round2.content).toBe(`🔄 **Round 2** begins.\n⌛ \`Hold\` on \`Bob\` has ended.\n▶ \`Alice\` is up (${A}).`);
  expect(round2.card).toEqual({
    title: 'Initiative · round 2',
    description: [
      `▶ **21** \`Alice\` (+3) ${A} · \`Bless\` 1 round left`,
      `◦ **15** \`Goblin\` (+2, roll-off 17) ${G}`,
      `◦ **12** \`Wolf\` (+0) ${G}`,
      `◦ **12** \`Bob\` (+2, roll-off 13) ${B}`,
    ].join('\n'),
  });

  // The order is the channel's battle: /battle show shows it, and no wargame battle starts beside it.
  expect((await ok('alice', '/battle show')).card).toEqual(round2.card);
  await no(
    'gm',
    `/battle start players:${A} ${B} system:battletech`,
    'A battle is already running here; a GM can `/battle finish` it first.',
  );

  // Round 2: the GM takes the Wolf out while the Goblin acts.
  await ok('alice', '/init next', 'gm');
  expect((await ok('gm', '/init remove entry:Wolf')).content).toBe('🚪 `Wolf` leaves the initiative order.');
  await ok('gm', '/init next', 'bob');
  const round3 = await ok('bob', '/init next', 'alice');
  expect(round3.content).toBe(`🔄 **Round 3** begins.\n⌛ \`Bless\` on \`Alice\` has ended.\n▶ \`Alice\` is up (${A}).`);
  // Undoing that next brings the effect back with the round; played again, it ends again.
  await ok('bob', '/undo');
  expect((await ok('gm', '/init show')).card?.description?.split('\n')[0]).toBe(`◦ **21** \`Alice\` (+3) ${A} · \`Bless\` 1 round left`);
  expect((await ok('bob', '/init next', 'alice')).content).toBe(round3.content);

  // Round 3: Alice's next is undone (she is up again), then played; the round ends into round 4.
  await ok('alice', '/init next', 'gm');
  expect((await ok('alice', '/undo')).error).toBeUndefined();
  expect((await ok('gm', '/init show')).card?.description?.split('\n')[0]).toBe(`▶ **21** \`Alice\` (+3) ${A}`);
  await ok('alice', '/init next', 'gm');
  await ok('gm', '/init next', 'bob');
  expect((await ok('bob', '/init next', 'alice')).content).toBe(`🔄 **Round 4** begins.\n▶ \`Alice\` is up (${A}).`);
  await no('alice', '/init end', 'Only a GM can end the initiative order.');
  expect((await ok('gm', '/init end')).content).toBe('🏁 Initiative over in round 4.');
}
