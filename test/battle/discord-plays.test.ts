// Each system's turn through the real discord.js client on the fake Discord, played by two players who are not GMs:
// the seeded dice and outcomes, who may move the battle on, and turn pings that name the one player play passes to.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parseLine } from '../../src/console/parse-line.js';
import { RateLimiter } from '../../src/rate-limit.js';
import { loadCommands } from '../../src/registry.js';
import type { ChannelRef } from '../../src/store/channel-doc.js';
import type { ChannelStore } from '../../src/store/channel-store.js';
import type { MechData } from '../../src/systems/battletech/types.js';
import { deriveStats } from '../../src/systems/mecha-bots/stats.js';
import { botFromTemplate } from '../../src/systems/mecha-bots/templates.js';
import type { VehicleData } from '../../src/systems/wh40k/vehicle.js';
import {
  DEFAULT_GUILD,
  type FakeDiscord,
  type FakeResponse,
  type FakeUser,
  MANAGE_CHANNELS,
  type OptionInput,
  PLAYER_PERMISSIONS,
} from '../discord/fake-discord.js';
import { startBotOnFake } from '../helpers/discord-bot.js';
import { battletechMapPlay } from './battletech-map-play.js';
import { battletechCheats, mechaBotsCheats, slavedArmourCheats, type Table, type Who, wh40kCheats } from './cheats.js';
import { MB_SHOTS, MB_TURN_TITLES, mbRefusals, VOLLEY_SEED, volleyLines } from './plays.js';

interface Member {
  readonly user: FakeUser;
  readonly permissions: bigint;
}
const ALICE: Member = { user: { id: '700000000000000021', username: 'alice', global_name: 'Alice' }, permissions: PLAYER_PERMISSIONS };
const BOB: Member = { user: { id: '700000000000000022', username: 'bob', global_name: 'Bob' }, permissions: PLAYER_PERMISSIONS };
const GM: Member = {
  user: { id: '700000000000000023', username: 'gm', global_name: 'Gamemaster' },
  permissions: PLAYER_PERMISSIONS | MANAGE_CHANNELS,
};
const A = `<@${ALICE.user.id}>`;
const B = `<@${BOB.user.id}>`;

const CHANNELS = { bt: '600000000000000021', wh40k: '600000000000000022', sa: '600000000000000023', mb: '600000000000000024' };
/** A channel per system for the cheats of test/battle/cheats.ts. */
const CHEAT_CHANNELS = {
  bt: '600000000000000031',
  wh40k: '600000000000000032',
  sa: '600000000000000033',
  mb: '600000000000000034',
  btMap: '600000000000000035',
};
const ref = (channelId: string): ChannelRef => ({ guildId: DEFAULT_GUILD, channelId });

const seed = (n: number) => n.toString(16).padStart(32, '0');
/** The seed the next command rolls with; every other command rolls from a counter, so the whole play is repeatable. */
let nextSeed: string | undefined;
let counter = 1000;

let fake: FakeDiscord;
let store: ChannelStore;
let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ fake, store, close } = await startBotOnFake({
    label: 'battle-plays',
    guilds: [{ id: DEFAULT_GUILD, channels: [...Object.values(CHANNELS), ...Object.values(CHEAT_CHANNELS)] }],
    channels: [...Object.values(CHANNELS), ...Object.values(CHEAT_CHANNELS)].map(ref),
    router: {
      rateLimiter: new RateLimiter({ burst: 1000, perSecond: 1000 }),
      newSeed: () => {
        const given = nextSeed ?? seed(counter++);
        nextSeed = undefined;
        return given;
      },
    },
  }));
}, 20_000);
afterAll(() => close?.());

/** `/name subcommand options` by a member in a channel, with the seed its dice come from when one is given. */
function play(channelId: string) {
  return async (
    who: Member,
    name: string,
    subcommand: string | undefined,
    options: Record<string, OptionInput> = {},
    withSeed?: string,
  ): Promise<FakeResponse> => {
    nextSeed = withSeed;
    const sent = fake.sendCommand(name, options, {
      user: who.user,
      permissions: who.permissions,
      channelId,
      ...(subcommand ? { subcommand } : {}),
    });
    const answer = await fake.answerTo(sent.id, 15_000);
    nextSeed = undefined;
    return answer;
  };
}

const text = (r: FakeResponse) => r.data.content ?? '';
const lines = (r: FakeResponse) => text(r).split('\n');
const card = (r: FakeResponse) =>
  r.data.embeds?.[0] as { title?: string; fields?: ReadonlyArray<{ name: string; value: string }> } | undefined;
/** A public answer that pings `who` alone, or no one. */
function pings(r: FakeResponse, who: Member | undefined): void {
  expect(r.ephemeral).toBe(false);
  expect(r.data.allowed_mentions).toEqual(who ? { parse: [], users: [who.user.id] } : { parse: [] });
  if (who) expect(text(r).startsWith(`<@${who.user.id}> `)).toBe(true);
}
/** An ephemeral refusal, word for word. */
function refused(r: FakeResponse, message: string): void {
  expect(r.ephemeral).toBe(true);
  expect(text(r)).toBe(`⚠️ ${message}`);
}

describe('GIVEN a whole BattleTech turn on Discord: Alice (A1, A2) and Bob (B1, B2)', () => {
  const bt = play(CHANNELS.bt);
  const mech = async (key: string) => (await store.load(ref(CHANNELS.bt))).units[key]!.data as MechData;

  test('THEN every phase plays in order with the seeded dice, simultaneous fire, a PSR at its phase end and heat from the turn', async () => {
    await bt(ALICE, 'unit', 'add', { template: 'battletech/atlas', name: 'A1' });
    await bt(ALICE, 'unit', 'add', { template: 'battletech/locust', name: 'A2' });
    await bt(BOB, 'unit', 'add', { template: 'battletech/hunchback', name: 'B1' });
    await bt(BOB, 'unit', 'add', { template: 'battletech/catapult', name: 'B2' });
    refused(await bt(ALICE, 'battle', 'start', { players: `${A} ${B}` }), 'Only a GM can start a battle.');
    const started = await bt(GM, 'battle', 'start', { players: `${A} ${B}` });
    expect(text(started)).toBe(`⚔️ BattleTech battle: ${A}, ${B}. Now: turn 1, Initiative.`);
    // The initiative phase is the whole table's: no one is pinged.
    pings(started, undefined);

    // Initiative: 2d6 each (6 against 9): Alice loses and moves first, and is pinged alone.
    const initiative = await bt(BOB, 'phase', 'next', {}, seed(1));
    expect(lines(initiative).slice(0, 6)).toEqual([
      `${A} 🎲 initiative ${A}: 🎲 4+2 = **6**`,
      `🎲 initiative ${B}: 🎲 6+3 = **9**`,
      `Initiative: ${A} then ${B} (the loser moves first).`,
      '',
      '⏭️ Initiative done.',
      `Now: turn 1, Movement (\`A1\`, ${A}). Over to ${A}.`,
    ]);
    pings(initiative, ALICE);

    // Movement, unit by unit, the loser's first: each move once, with its heat; Bob neither moves out of his step nor
    // moves the battle on for Alice.
    const step = (unit: string, who: string) => `It is ${who}'s step with \`${unit}\` (movement)`;
    refused(
      await bt(BOB, 'move', undefined, { unit: 'B1', mode: 'ran', hexes: 6 }),
      `${step('A1', A)}: \`B1\` waits for its own step (unit by unit, initiative loser first; \`/move unit: to:\` on the map, \`/move unit: mode: hexes:\` off it).`,
    );
    refused(await bt(BOB, 'phase', 'next'), `${step('A1', A)}: only they or a GM can move the battle on.`);
    expect(text(await bt(ALICE, 'move', undefined, { unit: 'A1', mode: 'walked', hexes: 3 }))).toBe('🦿 **A1** walked 3 hexes: +1 heat.');
    refused(
      await bt(ALICE, 'move', undefined, { unit: 'A1', mode: 'walked', hexes: 2 }),
      '`A1` already moved this turn (action #7). A GM may allow it.',
    );
    pings(await bt(ALICE, 'phase', 'next'), BOB);
    expect(text(await bt(BOB, 'move', undefined, { unit: 'B1', mode: 'ran', hexes: 6 }))).toBe('🦿 **B1** ran 6 hexes: +2 heat.');
    pings(await bt(BOB, 'phase', 'next'), ALICE);
    expect(text(await bt(ALICE, 'move', undefined, { unit: 'A2', mode: 'ran', hexes: 12 }))).toBe('🦿 **A2** ran 12 hexes: +2 heat.');
    pings(await bt(ALICE, 'phase', 'next'), BOB);
    expect(text(await bt(BOB, 'move', undefined, { unit: 'B2', mode: 'jumped', hexes: 4 }))).toBe('🦿 **B2** jumped 4 hexes: +4 heat.');
    refused(
      await bt(BOB, 'shoot', 'battletech', { attacker: 'B2', target: 'A1', weapon: 'LRM 15 [LA]' }),
      'It is the movement phase of turn 1: `/shoot` waits for the weapon attacks phase (`/phase next`).',
    );
    const toWeapons = await bt(BOB, 'phase', 'next');
    pings(toWeapons, ALICE);
    expect(card(toWeapons)?.title).toBe('BattleTech · turn 1 · Weapon attacks');
    expect(card(toWeapons)?.fields?.map((f) => f.value)).toEqual([
      `${A} · walked 3 · fired 0 · heat 0 (+1)`,
      `${A} · ran 12 · fired 0 · heat 0 (+2)`,
      `${B} · ran 6 · fired 0 · heat 0 (+2)`,
      `${B} · jumped 4 · fired 0 · heat 0 (+4)`,
    ]);

    // Weapon attacks: the movement modifiers come from the recorded moves; the laser's heat joins this turn's.
    const shot = await bt(ALICE, 'shoot', 'battletech', { attacker: 'A1', target: 'B2', weapon: 'Medium Laser [LA]', range: 3 }, seed(2));
    expect(lines(shot)[0]).toBe(
      '🎯 **A1** fires **Medium Laser [LA]** at **B2** (front): 🎲 5+1 = **6** vs TN **7** (gunnery 4, attacker walked +1, target moved 4 hexes +1, target jumped +1) → miss',
    );
    expect((await mech('a1')).heatThisTurn).toBe(4);
    refused(
      await bt(BOB, 'shoot', 'battletech', { attacker: 'B1', target: 'A1', weapon: 'Medium Laser [LA]', range: 1 }),
      `It is ${A}'s step with \`A1\` (weapon attacks): \`B1\` waits for its own step (unit by unit, initiative loser first; fire is simultaneous: the dead shoot back).`,
    );
    // Simultaneous fire: B1 is destroyed during the phase, A1 takes 25 (a PSR due at the phase's end), and B1 still fires.
    expect(text(await bt(GM, 'damage', 'battletech', { target: 'B1', location: 'CT', damage: 200 }))).toContain('☠️ **B1 is destroyed**');
    await bt(GM, 'damage', 'battletech', { target: 'A1', location: 'CT', damage: 25 });
    expect((await mech('a1')).pendingPsrs).toEqual([]);
    pings(await bt(ALICE, 'phase', 'next'), BOB);
    const returnFire = await bt(
      BOB,
      'shoot',
      'battletech',
      { attacker: 'B1', target: 'A1', weapon: 'Medium Laser [LA]', range: 1 },
      seed(3),
    );
    expect(returnFire.ephemeral).toBe(false);
    expect(lines(returnFire)[0]).toMatch(
      /^🎯 \*\*B1\*\* fires \*\*Medium Laser \[LA\]\*\* at \*\*A1\*\*.*\(gunnery 4, attacker ran \+2, target moved 3 hexes \+1\)/,
    );
    expect(text(returnFire)).toContain('5 damage');
    // A2's and B2's steps: they hold fire.
    pings(await bt(BOB, 'phase', 'next'), ALICE);
    pings(await bt(ALICE, 'phase', 'next'), BOB);
    const weaponsEnd = await bt(BOB, 'phase', 'next', {}, seed(4));
    pings(weaponsEnd, ALICE);
    expect(lines(weaponsEnd).slice(0, 7)).toEqual([
      `${A} ⚠️ PSR queued: 30 damage this phase (+1). Roll it with \`/psr unit:A1\`.`,
      'End of the weapons phase: **A1** rolls 1 PSR:',
      'PSR (30 damage this phase): 🎲 1+5 = **6** vs **6** (piloting 5, 30 damage this phase +1) → passed',
      '☠️ B1 was destroyed this phase; its attacks in it stand, and it is now removed from the map.',
      '',
      `⏭️ Weapon attacks (\`B2\`, ${B}) done.`,
      `Now: turn 1, Physical attacks (${A}). Over to ${A}.`,
    ]);
    expect((await mech('a1')).pendingPsrs).toEqual([]);
    refused(
      await bt(GM, 'shoot', 'battletech', { attacker: 'B1', target: 'A1', weapon: 'Medium Laser [RA]' }),
      'It is the physical attacks phase of turn 1: `/shoot` waits for the weapon attacks phase (`/phase next`).',
    );

    // Physical attacks, then the heat phase: heat is what each 'Mech built this turn, moving and firing.
    pings(await bt(ALICE, 'phase', 'next'), BOB);
    const toHeat = await bt(BOB, 'phase', 'next');
    pings(toHeat, undefined);
    expect(card(toHeat)?.title).toBe('BattleTech · turn 1 · Heat');
    const heat = await bt(ALICE, 'phase', 'next');
    pings(heat, undefined);
    expect(lines(heat).slice(0, 2)).toEqual([
      '🌡️ **A1** heat 0 + 4 built this turn − 4 (20 sinks) = **0**',
      '🌡️ **A2** heat 0 + 2 built this turn − 2 (10 sinks) = **0**',
    ]);
    expect(text(heat)).toContain('🌡️ **B2** heat 0 + 4 built this turn − 4 (15 sinks) = **0**');
    const end = await bt(BOB, 'phase', 'next');
    expect(text(end)).toContain('🔄 **Turn 2** begins.');
    expect(card(end)?.title).toBe('BattleTech · turn 2 · Initiative');
    expect((await mech('a1')).heatThisTurn).toBe(0);
  }, 120_000);
});

describe('GIVEN a 40k turn pair on Discord: Alice’s Leman Russ shoots Bob’s Transport', () => {
  const wh = play(CHANNELS.wh40k);
  const transport = async () => (await store.load(ref(CHANNELS.wh40k))).units.transport!.data as VehicleData;
  const VOLLEY = {
    attacker: 'Russ',
    target: 'Transport',
    weapon: 'Hull lascannon',
    direction: 'side',
    hits: 4,
    choose: 'Storm bolter',
    models: 6,
  };

  test('THEN the stunned Transport stays stunned through Alice’s turn, recovers as Bob’s ends, and Bob cannot skip ahead', async () => {
    await wh(ALICE, 'unit', 'add', { template: 'wh40k/leman-russ', name: 'Russ' });
    const file = readFileSync(new URL('../fixtures/wh40k/rhino-transport.json', import.meta.url));
    await wh(BOB, 'unit', 'import', {
      file: { attachment: { name: 'rhino-transport.json', data: file, contentType: 'application/json' } },
    });
    const started = await wh(GM, 'battle', 'start', { players: `${A} ${B}`, system: 'wh40k' });
    pings(started, ALICE);
    expect(text(started)).toBe(`${A} ⚔️ Warhammer 40,000 vehicles battle: ${A}, ${B}. Now: turn 1, Movement (${A}).`);

    // /shoot waits for the shooting phase, and then is open only to the shooting player's vehicles.
    refused(
      await wh(ALICE, 'shoot', 'wh40k', VOLLEY),
      'It is the movement phase of turn 1: `/shoot` waits for the shooting phase (`/phase next`).',
    );
    pings(await wh(ALICE, 'phase', 'next'), undefined);
    refused(
      await wh(BOB, 'shoot', 'wh40k', { attacker: 'Transport', target: 'Russ', weapon: 'Storm bolter', direction: 'front' }),
      `It is ${A}'s shooting step: only their units act in it, and \`Transport\` is not theirs.`,
    );
    const volley = await wh(ALICE, 'shoot', 'wh40k', VOLLEY, VOLLEY_SEED);
    expect(lines(volley).slice(0, 9)).toEqual(volleyLines(B));
    expect((await transport()).status.stunned).toEqual({ since: 0 });

    // Bob owns the stunned Transport: ending Alice's turn for her is refused, by /phase next and /phase end alike.
    refused(await wh(BOB, 'phase', 'next'), `It is ${A}'s shooting step: only they or a GM can move the battle on.`);
    refused(await wh(BOB, 'phase', 'end'), `It is ${A}'s shooting step: only they or a GM can end the phase.`);
    pings(await wh(ALICE, 'phase', 'next'), undefined);
    const aliceDone = await wh(ALICE, 'phase', 'next');
    pings(aliceDone, BOB);
    expect(lines(aliceDone)).toEqual([
      `${B} ⏱️ End of ${A}'s turn (player turn 1 ended in this channel).`,
      `None of ${A}'s vehicles is shaken or stunned: nothing to update.`,
      '',
      `⏭️ Assault (${A}) done.`,
      `Now: turn 1, Movement (${B}). Over to ${B}.`,
    ]);
    expect((await transport()).status.stunned).toEqual({ since: 0 });

    // Bob's turn: Alice cannot end it, nor fire in it; the Transport is stunned all through it.
    refused(await wh(ALICE, 'phase', 'next'), `It is ${B}'s movement step: only they or a GM can move the battle on.`);
    pings(await wh(BOB, 'phase', 'next'), undefined);
    // In his own shooting step, Bob's stunned Transport still may not fire: stunned lasts to the end of this turn.
    refused(
      await wh(BOB, 'shoot', 'wh40k', { attacker: 'Transport', target: 'Russ', weapon: 'Storm bolter', direction: 'front' }),
      "`Transport` is stunned and may not shoot until the end of its controller's next turn. A GM may allow it.",
    );
    refused(
      await wh(ALICE, 'shoot', 'wh40k', VOLLEY),
      `It is ${B}'s shooting step: only their units act in it, and \`Russ\` is not theirs.`,
    );
    pings(await wh(BOB, 'phase', 'next'), undefined);
    expect((await transport()).status.stunned).toEqual({ since: 0 });
    const bobDone = await wh(BOB, 'phase', 'next');
    pings(bobDone, ALICE);
    expect(lines(bobDone)[0]).toBe(`${A} ⏱️ End of ${B}'s turn (player turn 2 ended in this channel).`);
    expect(text(bobDone)).toContain('• **Transport**: no longer stunned.');
    expect(text(bobDone)).toContain('🔄 **Turn 2** begins.');
    expect((await transport()).status.stunned).toBeNull();
  }, 120_000);
});

describe('GIVEN a Slaved Armour round on Discord: Alice’s Kestrel, Bob’s Hound and soldier', () => {
  const sa = play(CHANNELS.sa);
  /** Its first d6 is a 1: one damage die against armour 2 winds the soldier. */
  const WINDING_SEED = seed(4);

  test('THEN acceleration counts once a round however many /move calls, and Winded lasts the next round', async () => {
    await sa(ALICE, 'unit', 'add', { template: 'slaved-armour/kestrel', name: 'Kestrel' });
    await sa(BOB, 'unit', 'add', { template: 'slaved-armour/hound', name: 'Hound' });
    await sa(BOB, 'unit', 'add', { template: 'slaved-armour/soldier', name: 'Pvt' });
    pings(await sa(GM, 'battle', 'start', { players: `${A} ${B}`, system: 'slaved-armour' }), ALICE);

    // Round 1, movement: roller-pitons change speed by 2 a round, legs by 1, counted from the round's first speed.
    refused(
      await sa(ALICE, 'move', undefined, { unit: 'Kestrel', speed: 4 }),
      'Kestrel cannot make that move. On roller-pitons a unit can accelerate at most 2 per turn: 0 → 4 is a change of 4.',
    );
    expect((await sa(ALICE, 'move', undefined, { unit: 'Kestrel', speed: 2 })).ephemeral).toBe(false);
    // One move a movement phase: a second /move is refused, naming the first.
    refused(
      await sa(ALICE, 'move', undefined, { unit: 'Kestrel', speed: 1 }),
      '`Kestrel` already moved this movement phase (action #5). A GM may allow it.',
    );
    refused(
      await sa(BOB, 'move', undefined, { unit: 'Hound', speed: 1 }),
      `It is ${A}'s movement step: only their units act in it, and \`Hound\` is not theirs.`,
    );
    pings(await sa(ALICE, 'phase', 'next'), BOB);
    refused(
      await sa(BOB, 'move', undefined, { unit: 'Hound', speed: 2 }),
      'Hound cannot make that move. On legs a unit can accelerate at most 1 per turn: 0 → 2 is a change of 2.',
    );
    expect((await sa(BOB, 'move', undefined, { unit: 'Hound', speed: 1 })).ephemeral).toBe(false);
    pings(await sa(BOB, 'phase', 'next'), ALICE);

    // Combat: no more moving; the GM winds the soldier.
    refused(
      await sa(BOB, 'move', undefined, { unit: 'Hound', speed: 1 }),
      'It is the combat phase of round 1: `/move` waits for the movement phase (`/phase next`).',
    );
    expect(text(await sa(GM, 'damage', 'slaved-armour', { target: 'Pvt', dice: 1 }, WINDING_SEED))).toContain('**Pvt is Winded**');
    pings(await sa(ALICE, 'phase', 'next'), BOB);
    pings(await sa(BOB, 'phase', 'next'), undefined);
    const roundEnd = await sa(BOB, 'phase', 'next');
    pings(roundEnd, ALICE);
    expect(text(roundEnd)).toContain('Pvt is Winded: down through the next round.');
    expect(text(roundEnd)).not.toContain('gets up');

    // Round 2: the Winded soldier cannot move; the Hound accelerates from the speed it ended round 1 at.
    pings(await sa(ALICE, 'phase', 'next'), BOB);
    const winded = await sa(BOB, 'move', undefined, { unit: 'Pvt', speed: 1 });
    expect(winded.ephemeral).toBe(true);
    expect(text(winded)).toMatch(/^⚠️ Pvt is Winded/);
    expect((await sa(BOB, 'move', undefined, { unit: 'Hound', speed: 2 })).ephemeral).toBe(false);
    pings(await sa(BOB, 'phase', 'next'), ALICE);
    pings(await sa(ALICE, 'phase', 'next'), BOB);
    pings(await sa(BOB, 'phase', 'next'), undefined);
    expect(text(await sa(BOB, 'phase', 'next'))).toContain('Pvt gets up: no longer Winded.');
  }, 120_000);
});

describe('GIVEN a Mecha Bots turn on Discord: Alice’s Big and Bob’s lighter Small', () => {
  const mb = play(CHANNELS.mb);

  test('THEN restock, each Mad Scientist, then each Bot’s own move and fight step, lightest first, none out of turn', async () => {
    const big = deriveStats(botFromTemplate('sample')).componentCount;
    const small = deriveStats(botFromTemplate('scrapper')).componentCount;
    expect(small).toBeLessThan(big);
    const no = mbRefusals(A, B);
    await mb(ALICE, 'unit', 'add', { template: 'mecha-bots/sample', name: 'Big' });
    await mb(BOB, 'unit', 'add', { template: 'mecha-bots/scrapper', name: 'Small' });
    const titles: string[] = [];
    const step = async (who: Member, ping: Member | undefined) => {
      const r = await mb(who, 'phase', 'next');
      pings(r, ping);
      titles.push(card(r)?.title ?? '');
      return r;
    };
    const started = await mb(GM, 'battle', 'start', { players: `${A} ${B}`, system: 'mecha-bots' });
    pings(started, undefined);
    titles.push(card(started)?.title ?? '');
    await step(BOB, ALICE);
    refused(await mb(BOB, 'phase', 'next'), no.aliceScientistStep);
    refused(await mb(ALICE, 'shoot', 'mecha-bots', { attacker: 'Big', target: 'Small', weapon: 'Steam Cannon' }), no.bigShootsInFight);
    refused(await mb(ALICE, 'move', undefined, { unit: 'Big', at: '0305', facing: 'N' }), no.bigMovesInMovePhase);
    await step(ALICE, BOB);
    const order = await step(BOB, undefined);
    expect(lines(order).slice(0, 3)).toEqual([
      '🤖 Bots act lightest first, each in its own step (its player ends it with `/phase next`):',
      `1. Small (${small} components)`,
      `2. Big (${big} components)`,
    ]);
    refused(await mb(ALICE, 'move', undefined, { unit: 'Big', at: '0305', facing: 'N' }), no.bigWaitsToMove);
    refused(await mb(ALICE, 'phase', 'next'), no.smallMoveStep);
    expect((await mb(BOB, 'move', undefined, { unit: 'Small', at: '0304', facing: 'S' })).ephemeral).toBe(false);
    await step(BOB, ALICE);
    refused(await mb(BOB, 'move', undefined, { unit: 'Small', at: '0303' }), no.smallWaitsForBig);
    expect((await mb(ALICE, 'move', undefined, { unit: 'Big', at: '0305', facing: 'N' })).ephemeral).toBe(false);
    await step(ALICE, undefined);
    await step(ALICE, BOB);
    // Each Bot fires its one weapon at the other, the sensor shift declined: Small's rivet gun, Big's steam cannon.
    const fire = (who: Member, attacker: 'Small' | 'Big', withSeed?: string) =>
      mb(
        who,
        'shoot',
        'mecha-bots',
        attacker === 'Small'
          ? { attacker, target: 'Big', weapon: 'Rivet Gun', shift: 0 }
          : { attacker, target: 'Small', weapon: 'Steam Cannon', shift: 0 },
        withSeed,
      );
    refused(await fire(ALICE, 'Big'), no.bigWaitsToFight);
    expect(lines(await fire(BOB, 'Small', MB_SHOTS.small.seed)).slice(0, MB_SHOTS.small.lines.length)).toEqual(MB_SHOTS.small.lines);
    await step(BOB, ALICE);
    refused(await mb(BOB, 'phase', 'next'), no.bigFightStep);
    refused(await fire(BOB, 'Small'), no.smallWaitsToFight);
    expect(lines(await fire(ALICE, 'Big', MB_SHOTS.big.seed)).slice(0, MB_SHOTS.big.lines.length)).toEqual(MB_SHOTS.big.lines);
    const next = await step(ALICE, undefined);
    expect(text(next)).toContain('🔄 **Turn 2** begins.');
    expect(titles).toEqual(MB_TURN_TITLES);
  }, 120_000);
});

/** The cheats of test/battle/cheats.ts typed by a GM and two players on Discord, each line as the console parses it. */
function discordTable(channelId: string): Table {
  const members: Record<Who, Member> = { alice: ALICE, bob: BOB, gm: GM };
  const send = play(channelId);
  const said = (r: FakeResponse) => {
    const content = text(r)
      .replace(/^⚠️ /, '')
      .replace(/^<@\d+> /, '');
    return r.ephemeral && text(r).startsWith('⚠️ ') ? { error: content, content: '' } : { content };
  };
  return {
    A,
    B,
    async run(who, line, seed) {
      const commands = await loadCommands();
      const typed = line.replaceAll('{A}', A).replaceAll('{B}', B);
      const name = typed.slice(1).split(' ')[0]!;
      const parsed = parseLine(typed, commands.get(name)!.data.toJSON());
      const options: Record<string, OptionInput> = {};
      for (const [key, value] of parsed.options.entries()) {
        // A member picked in a user option reaches the bot as their id.
        options[key] = key === 'player' ? { type: 6, value: String(value).replace(/^<@|>$/g, '') } : (value as OptionInput);
      }
      return said(await send(members[who], name, parsed.options.subcommand, options, seed));
    },
    async importFile(who, fixture) {
      const data = readFileSync(new URL(`../fixtures/${fixture}`, import.meta.url));
      const name = fixture.split('/').at(-1)!;
      return said(await send(members[who], 'unit', 'import', { file: { attachment: { name, data, contentType: 'application/json' } } }));
    },
    async importBoard(who, fixture) {
      const data = readFileSync(new URL(`../fixtures/${fixture}`, import.meta.url));
      const name = fixture.split('/').at(-1)!;
      return said(await send(members[who], 'map', 'import', { file: { attachment: { name, data, contentType: 'text/plain' } } }));
    },
  };
}

describe('GIVEN a GM and two players trying the cheats of every system on Discord', () => {
  test(
    'THEN 40k: a move and each weapon once, no declaring in the enemy step, a stunned vehicle stays put',
    () => wh40kCheats(discordTable(CHEAT_CHANNELS.wh40k)),
    120_000,
  );
  test(
    'THEN Mecha Bots: repairs at the laboratory, tinkering in the Bot hex, each weapon once a Fight step',
    () => mechaBotsCheats(discordTable(CHEAT_CHANNELS.mb)),
    120_000,
  );
  test(
    'THEN Slaved Armour: each weapon once a combat phase, or as the table sets',
    () => slavedArmourCheats(discordTable(CHEAT_CHANNELS.sa)),
    120_000,
  );
  test(
    'THEN BattleTech: no restated move, no free modifier, no mid-turn joiner acting, undo stops at a crit check',
    () => battletechCheats(discordTable(CHEAT_CHANNELS.bt)),
    120_000,
  );
  test(
    'THEN BattleTech on a real MegaMek board: moves, woods, a hill, partial cover, a rear shot and a kick into woods read off the map',
    () => battletechMapPlay(discordTable(CHEAT_CHANNELS.btMap)),
    120_000,
  );
});
