// Saved rolls, Roll again, /panel and blind GM rolls through the real discord.js client and the fake Discord.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAX_CHANNEL_MACROS } from '../../src/commands-kit/macros.js';
import { formatProgramResult, rollNotation } from '../../src/dice/index.js';
import { isSeed, seededRng } from '../../src/dice/rng.js';
import { compactId, decodeCustomId } from '../../src/discord/custom-id.js';
import { RateLimiter } from '../../src/rate-limit.js';
import type { ChannelStore } from '../../src/store/channel-store.js';
import { DEFAULT_CHANNEL_REF as channel, startBotOnFake } from '../helpers/discord-bot.js';
import {
  DEFAULT_CHANNEL,
  DEFAULT_USER,
  type FakeDiscord,
  type FakeResponse,
  type FakeUser,
  type InteractionOptions,
  MANAGE_CHANNELS,
  PLAYER_PERMISSIONS,
} from './fake-discord.js';

const EPHEMERAL = 64;
const GM = { permissions: PLAYER_PERMISSIONS | MANAGE_CHANNELS };
const BOB: FakeUser = { id: '700000000000000002', username: 'bob', global_name: 'Bob' };

let fake: FakeDiscord;
let store: ChannelStore;
let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ fake, store, close } = await startBotOnFake({
    label: 'macros-discord',
    router: { rateLimiter: new RateLimiter({ burst: 1000, perSecond: 1000 }) },
  }));
}, 15_000);

afterAll(() => close?.());

async function command(
  name: string,
  options: Parameters<FakeDiscord['sendCommand']>[1],
  opts: InteractionOptions = {},
): Promise<FakeResponse> {
  return fake.waitForResponse(fake.sendCommand(name, options, opts).id);
}

async function press(customId: string, user: FakeUser = DEFAULT_USER, opts: Omit<InteractionOptions, 'user'> = {}): Promise<FakeResponse> {
  return fake.waitForResponse(fake.pressButton(customId, user, opts).id);
}

function buttons(response: FakeResponse): Array<{ id: string; label: string | undefined }> {
  return (response.data.components ?? []).flatMap((row) => row.components.map((c) => ({ id: c.custom_id ?? '', label: c.label })));
}

function rollId(response: FakeResponse): string {
  return /roll `([0-9a-f]{8})`/.exec(response.data.content ?? '')![1]!;
}

describe('GIVEN saved rolls on Discord', () => {
  test('WHEN a GM saves one for the channel THEN a player rolls it by name with arguments, and autocomplete offers it', async () => {
    const saved = await command('macro', { name: 'atk', expression: '1d20+{1} [attack]', scope: 'channel' }, { subcommand: 'save', ...GM });
    expect(saved.ephemeral).toBe(false);
    expect(saved.data.content).toBe(
      '💾 Saved roll `atk` for this channel: `1d20+{1} [attack]`. Roll it with `/r name:atk args:{1}` or from a `/panel`.',
    );
    expect(buttons(saved).map((b) => b.label)).toEqual(['Undo']);

    const typed = await fake.waitForResponse(fake.sendAutocomplete('r', { name: 'a' }, 'name', { user: BOB }).id);
    expect(typed.data.choices).toEqual([{ name: 'atk — 1d20+{1} [attack] (channel)', value: 'atk' }]);

    const rolled = await command('r', { name: 'atk', args: '4' }, { user: BOB });
    expect(rolled.ephemeral).toBe(false);
    const [, die, total] = /^🎲 \*\*Bob\*\* — atk\n\*\*attack\*\* d20\+4: \[(\d+)\] \+ 4 = \*\*(\d+)\*\*/.exec(rolled.data.content!)!;
    expect(Number(total)).toBe(Number(die) + 4);
    expect((await store.findRoll(channel, rollId(rolled)))?.roll).toMatchObject({ what: '1d20+4 [attack]', notation: true });
  });

  test('WHEN the roll is unknown or expands past the dice limit THEN the answer is ephemeral and says why', async () => {
    const unknown = await command('r', { name: 'nope' }, { user: BOB });
    expect(unknown).toMatchObject({
      ephemeral: true,
      data: { content: "⚠️ No saved roll called `nope`. Yours and this channel's: `atk`.", flags: EPHEMERAL },
    });
    await command('macro', { name: 'pool', expression: '{1}d6' }, { subcommand: 'save', user: BOB });
    const big = await command('r', { name: 'pool', args: '5000' }, { user: BOB });
    expect(big.ephemeral).toBe(true);
    expect(big.data.content).toBe('⚠️ Saved roll `pool` became `5000d6`: that would roll 5,000 dice; the limit is 1,000 per command');
  });
});

describe('GIVEN a dice pool read at a glance', () => {
  test('WHEN a player rolls a pool sorted highest first THEN the dice run high to low, with misses and ones counted, as its seed replays', async () => {
    const rolled = await command('roll', { expression: '12d10>=7sd' }, { user: BOB });
    const line = (rolled.data.content ?? '').split('\n')[1] ?? '';
    const match = /^12d10>=7sd: \[(.+)\] = \*\*(\d+) success(?:es)?\*\* \((\d+) missed · (\d+) ones?\)$/.exec(line);
    expect(match, line).not.toBeNull();
    const dice = match![1]!.split(', ').map((die) => Number(die.replaceAll('*', '')));
    expect(dice).toHaveLength(12);
    expect(dice).toEqual([...dice].sort((a, b) => b - a));
    expect(Number(match![2])).toBe(dice.filter((die) => die >= 7).length);
    expect(Number(match![3])).toBe(dice.filter((die) => die < 7).length);
    expect(Number(match![4])).toBe(dice.filter((die) => die === 1).length);
    const { roll } = (await store.findRoll(channel, rollId(rolled)))!;
    expect(isSeed(roll.seed)).toBe(true);
    if (isSeed(roll.seed)) expect(formatProgramResult(rollNotation(roll.what, seededRng(roll.seed)))).toBe(line);
  });

  test('WHEN the sort suffix is doubled THEN the player is told where, ephemerally, and nothing is logged', async () => {
    const before = (await store.log(channel)).length;
    const refused = await command('roll', { expression: '4d6ss' }, { user: BOB });
    expect(refused.ephemeral).toBe(true);
    expect(refused.data.content).toContain("unexpected 's' at column 5: 4d6ss");
    expect((await store.log(channel)).length).toBe(before);
  });
});

describe('GIVEN Roll again', () => {
  test('WHEN another member presses it on a /roll THEN it is a new roll by them, logged and verified', async () => {
    const first = await command('roll', { expression: '3d6', label: 'flak' });
    const [again] = buttons(first);
    expect(again!.label).toBe('Roll again');
    expect(decodeCustomId(again!.id)).toEqual({
      command: 'roll',
      channel: compactId(DEFAULT_CHANNEL),
      user: undefined,
      payload: `again:${rollId(first)}`,
    });
    const pressed = await press(again!.id, BOB);
    expect(pressed).toMatchObject({ kind: 'callback', callbackType: 4, ephemeral: false });
    expect(pressed.data.content).toMatch(/^🎲 \*\*Bob\*\* — flak\n3d6: \[[1-6], [1-6], [1-6]\] = \*\*\d+\*\*/);
    expect(rollId(pressed)).not.toBe(rollId(first));
    const verify = await command('verify', { roll: rollId(pressed) });
    expect(verify.data.content).toContain(`✅ Verified: roll \`${rollId(pressed)}\` by Bob — \`3d6\``);
  });

  test('WHEN it is pressed on a /d66 THEN the same modifier and target are rolled', async () => {
    const first = await command('d66', { modifier: 5, target: 40 });
    const pressed = await press(buttons(first)[0]!.id, BOB);
    expect(pressed.data.content).toMatch(
      /^🎲 \*\*Bob\*\* d66: \[[1-6]\]\[[1-6]\] = \*\*\d\d\*\* \+ 5 = \*\*\d+\*\* vs 40 → \*\*(hit|miss)\*\*/,
    );
  });

  test('WHEN the roll it refers to was deleted THEN the press is answered ephemerally and nothing is rolled', async () => {
    const first = await command('roll', { expression: '1d6' });
    await store.clear(channel);
    const pressed = await press(buttons(first)[0]!.id, BOB);
    expect(pressed.data).toMatchObject({
      flags: EPHEMERAL,
      content: `⚠️ Roll \`${rollId(first)}\` is not in this channel's log (the log is kept whole, archive included), so there is nothing to roll again; roll afresh with \`/roll\`.`,
    });
    expect(await store.log(channel)).toEqual([]);
  });
});

describe('GIVEN a quick-roll panel', () => {
  test('WHEN the channel has 25 saved rolls THEN the panel is 5 rows of 5 buttons and a press rolls as the presser', async () => {
    expect((await command('panel', {}, GM)).data.content).toBe(
      '⚠️ This channel has no saved rolls yet; a GM saves them with `/macro save … scope:channel`.',
    );
    for (let i = 0; i < MAX_CHANNEL_MACROS; i++) {
      const saved = await command('macro', { name: `q${i}`, expression: `1d${i + 2}`, scope: 'channel' }, { subcommand: 'save', ...GM });
      expect(saved.data.content).toMatch(/^💾 Saved roll/);
    }
    const panel = await command('panel', { title: 'Bridge' }, GM);
    expect(panel.data.content).toBe('🎛️ **Bridge** — press a button to make that roll yourself; each press is logged and verifiable.');
    expect(panel.data.components?.map((row) => row.components.length)).toEqual([5, 5, 5, 5, 5]);
    expect(buttons(panel).map((b) => b.label)).toEqual(Array.from({ length: MAX_CHANNEL_MACROS }, (_, i) => `q${i}`));
    const last = buttons(panel).at(-1)!;
    expect(decodeCustomId(last.id)).toMatchObject({ command: 'panel', user: undefined, payload: 'c:q24' });
    const pressed = await press(last.id, BOB);
    expect(pressed.data.content).toMatch(/^🎲 \*\*Bob\*\* — q24\nd26: \[\d+\] = \*\*\d+\*\*/);
    expect((await store.findRoll(channel, rollId(pressed)))?.entry.actor.id).toBe(BOB.id);
    expect(buttons(pressed).map((b) => b.label)).toEqual(['Roll again']);
  });

  test('WHEN a player asks for the channel panel THEN it is refused', async () => {
    const refused = await command('panel', {}, { user: BOB });
    expect(refused.data).toMatchObject({ flags: EPHEMERAL, content: expect.stringContaining("Only a GM can post the channel's panel") });
  });
});

describe('GIVEN blind rolls', () => {
  test('WHEN a player rolls blind THEN the channel and the player see only the commitment, and a GM opens it privately', async () => {
    const blind = await command('roll', { expression: '1d20', blind: true }, { user: BOB });
    expect(blind.ephemeral).toBe(false);
    expect(blind.data.content).toMatch(
      /^🙈 \*\*Bob\*\* made a blind roll `[0-9a-f]{8}` for the GM; only a GM can open it\. Commitment: `sha256:[0-9a-f]{64}`$/,
    );
    const [open, again] = buttons(blind);
    expect(open!.label).toBe('Open (GM)');
    expect(decodeCustomId(again!.id)?.user).toBe(compactId(BOB.id));
    const byPlayer = await press(open!.id, BOB);
    expect(byPlayer.data).toMatchObject({ flags: EPHEMERAL, content: '⚠️ Only a GM can open a blind roll.' });
    const byGM = await press(open!.id, DEFAULT_USER, GM);
    expect(byGM).toMatchObject({ ephemeral: true });
    expect(byGM.data.content).toMatch(/^🙈 \*\*Bob\*\*'s blind roll `[0-9a-f]{8}`: `1d20`\nd20: \[\d+\] = \*\*\d+\*\*/);
  });

  test('WHEN a GM rolls blind THEN the result is ephemeral and the channel gets the commitment', async () => {
    const sent = fake.sendCommand('roll', { expression: '2d6', blind: true }, GM);
    const [reply, note] = await fake.waitForResponses(sent.id, 2);
    expect(reply).toMatchObject({ kind: 'callback', ephemeral: true });
    expect(reply!.data.content).toMatch(/\n2d6: \[[1-6], [1-6]\] = \*\*\d+\*\*/);
    expect(note).toMatchObject({ kind: 'followUp', ephemeral: false });
    expect(note!.data.content).toMatch(/^🙈 \*\*Alice\*\* made a blind GM roll `[0-9a-f]{8}`\. Commitment: `sha256:[0-9a-f]{64}`$/);
  });
});

describe('GIVEN a sealed roll', () => {
  test('WHEN its roller reveals it THEN the reveal is logged once and every member can /verify it; before, others could not', async () => {
    const sent = fake.sendCommand('roll', { expression: '3d6', secret: true }, { user: BOB });
    const [sealed] = await fake.waitForResponses(sent.id, 2);
    const id = rollId(sealed!);
    const early = await command('verify', { roll: id });
    expect(early).toMatchObject({ ephemeral: true });
    expect(early.data.content).toBe(`⚠️ Roll \`${id}\` is sealed until Bob reveals it with \`/reveal\`.`);
    const byOther = await command('reveal', { roll: id });
    expect(byOther.data.content).toBe('⚠️ Only Bob or a GM can reveal that roll.');
    const revealed = await command('reveal', { roll: id }, { user: BOB });
    expect(revealed.data.content).toContain(`Anyone can now check it with \`/verify roll:${id}\`.`);
    const logged = (await store.log(channel)).length;
    await command('reveal', { roll: id }, { user: BOB });
    expect((await store.log(channel)).length).toBe(logged);
    const verified = await command('verify', { roll: id });
    expect(verified.ephemeral).toBe(false);
    expect(verified.data.content).toMatch(new RegExp(`^✅ Verified: roll \`${id}\` by Bob — \`3d6\``));
  });
});
