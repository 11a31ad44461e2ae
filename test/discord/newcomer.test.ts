// A newcomer's first hour through the fake Discord: /help, every quick-start in order, then the long replies;
// every message the bot sends fits Discord's limits whole, nothing is clipped and every image has alt text.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parseLine } from '../../src/console/parse-line.js';
import { QUICK_STARTS } from '../../src/help/quick-starts.js';
import { HELP_TOPICS } from '../../src/help/topics.js';
import { RateLimiter } from '../../src/rate-limit.js';
import { loadCommands } from '../../src/registry.js';
import { type BotOnFake, DEFAULT_CHANNEL_REF, startBotOnFake } from '../helpers/discord-bot.js';
import { looksClipped, messageLimitProblems } from '../helpers/discord-limits.js';
import { DEFAULT_CHANNEL, DEFAULT_GUILD, type FakeResponse, MANAGE_CHANNELS, PLAYER_PERMISSIONS } from './fake-discord.js';

const GM = PLAYER_PERMISSIONS | MANAGE_CHANNELS;
const CHANNELS = QUICK_STARTS.map((_, i) => `6100000000000000${String(i).padStart(2, '0')}`);
let seedCounter = 0;
/** Fixed dice for the whole path, so the run is the same every time. */
const nextSeed = () => `5eed${(seedCounter++).toString(16).padStart(28, '0')}`;

let bot: BotOnFake;
/** Images seen with their alt text, so the alt-text check is known to have run. */
let imagesDescribed = 0;
beforeAll(async () => {
  bot = await startBotOnFake({
    label: 'newcomer',
    guilds: [{ id: DEFAULT_GUILD, channels: [DEFAULT_CHANNEL, ...CHANNELS] }],
    channels: [DEFAULT_CHANNEL_REF, ...CHANNELS.map((channelId) => ({ guildId: DEFAULT_GUILD, channelId }))],
    // One player typing fast is not a flood; the rate limiter has its own tests.
    router: { newSeed: nextSeed, rateLimiter: new RateLimiter({ burst: 10_000, perSecond: 10_000 }) },
  });
}, 60_000);
afterAll(() => bot?.close());

/** Every message of an interaction, checked: within the limits, not clipped, each image described. */
function checkAll(responses: readonly FakeResponse[], what: string): void {
  for (const response of responses) {
    if (response.kind === 'delete' || (response.kind === 'callback' && response.callbackType === 5)) continue;
    expect(messageLimitProblems(response.data, response.files.length), what).toEqual([]);
    expect(looksClipped(response.data.content), `${what}: ${response.data.content}`).toBe(false);
    const attachments = (response.data.attachments ?? []) as ReadonlyArray<{ id: string | number; description?: string }>;
    response.files.forEach((file, i) => {
      if (!file.contentType.startsWith('image/')) return;
      expect(attachments[i]?.description, `${what}: alt text of ${file.name}`).toMatch(/ (sheet of|result for) /);
      imagesDescribed++;
    });
  }
}

/** Types a line as a player would in Discord: the console's parser gives the options Discord would send. */
async function type(line: string, channelId = DEFAULT_CHANNEL): Promise<FakeResponse> {
  const commands = await loadCommands();
  const name = /^\/([\w-]+)/.exec(line)![1]!;
  const parsed = parseLine(line, commands.get(name)!.data.toJSON());
  const options = Object.fromEntries(parsed.options.entries().map(([k, v]) => [k, v as string | number | boolean]));
  const sent = bot.fake.sendCommand(name, options, {
    channelId,
    permissions: GM,
    ...(parsed.options.subcommand ? { subcommand: parsed.options.subcommand } : {}),
  });
  const response = await bot.fake.waitForResponse(sent.id, 15_000);
  await new Promise((resolve) => setTimeout(resolve, 20));
  checkAll(bot.fake.responsesTo(sent.id), line);
  return response;
}

const textOf = (r: FakeResponse) =>
  [
    r.data.content ?? '',
    ...((r.data.embeds ?? []) as Array<{ title?: string; description?: string; fields?: Array<{ name: string; value: string }> }>).flatMap(
      (e) => [e.title ?? '', e.description ?? '', ...(e.fields ?? []).flatMap((f) => [f.name, f.value])],
    ),
  ].join('\n');

describe('GIVEN a newcomer in Discord', () => {
  test('WHEN they ask /help and each topic THEN each answer is private, whole, and together they name every command', async () => {
    const seen: string[] = [];
    const overview = await type('/help');
    expect(overview.ephemeral).toBe(true);
    seen.push(textOf(overview));
    for (const topic of HELP_TOPICS) {
      let reply = await type(`/help topic:${topic.value}`);
      seen.push(textOf(reply));
      for (let page = 2; reply.data.components?.[0]?.components.some((c) => c.label === `Page ${page} ▶`); page++) {
        reply = await type(`/help topic:${topic.value} page:${page}`);
        seen.push(textOf(reply));
      }
    }
    const all = seen.join('\n');
    for (const command of (await loadCommands()).values()) expect(all).toContain(`\`/${command.data.name}`);
    for (const q of QUICK_STARTS) for (const step of q.steps) expect(all).toContain(step.line);
  });

  test.each(QUICK_STARTS.map((q, i) => [q.title, q, CHANNELS[i]!] as const))(
    'WHEN they follow the %s quick-start step by step THEN every step succeeds',
    async (_, quickStart, channelId) => {
      const before = imagesDescribed;
      for (const step of quickStart.steps) {
        const reply = await type(step.line, channelId);
        expect(reply.data.content ?? '', step.line).not.toMatch(/^⚠️|Sorry, something went wrong/);
      }
      expect(imagesDescribed).toBeGreaterThan(before);
    },
    60_000,
  );

  test('WHEN they roll long pools, repeats, d66, rerolls and words THEN every die and total is there', async () => {
    const pool = await type('/roll expression:60d6>=5');
    const counts = [...(pool.data.content ?? '').matchAll(/(?:\*\*)?(\d)(?:\*\*)?×(\d+)/g)].map((m) => Number(m[2]));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(60);

    const repeats = await type('/roll expression:6#4d6kh3');
    const totals = [...(repeats.data.content ?? '').matchAll(/#\d: .* = \*\*(\d+)\*\*/g)].map((m) => Number(m[1]));
    expect(totals).toHaveLength(6);
    expect(repeats.data.content).toContain(`Total of 6: **${totals.reduce((a, b) => a + b, 0)}**`);

    expect((await type('/roll expression:d66')).data.content).toMatch(/d66: \[[1-6]\]\[[1-6]\] = \*\*\d\d\*\*/);
    expect((await type('/roll expression:10d6r1')).data.content).toMatch(/\n10d6r1: \[/);
    const words = await type('/roll expression:8d6 fireball');
    expect(words).toMatchObject({ ephemeral: true });
    expect(words.data.content).toContain('`8d6 [fireball]`');
  });

  test('WHEN they ask /history count:25 after 30 rolls THEN all 25 entries are shown', async () => {
    for (let i = 0; i < 30; i++) await type(`/roll expression:2d6+${i} [shot ${i}] label:${'long label '.repeat(5).trim()}`);
    const history = await type('/history count:25');
    const entries = textOf(history)
      .split('\n')
      .filter((l) => l.startsWith('`#'));
    expect(entries).toHaveLength(25);
  }, 120_000);
});
