// /init: an initiative tracker for any game, on the battle clock: join with a roll or a value, next/prev, effects, delay.
import { randomBytes } from 'node:crypto';
import { SlashCommandBuilder } from '@discordjs/builders';
import { BATTLE_KEY, type Battle, mention, readBattle } from '../src/battle/battle.js';
import { requireTurn } from '../src/battle/clock.js';
import {
  addEffect,
  currentEntry,
  delay,
  entriesOf,
  findEntry,
  isInitiative,
  join,
  MAX_EFFECT_NAME,
  MAX_NAME,
  MAX_ROUNDS,
  type Moved,
  next,
  prev,
  remove,
  requireOwn,
} from '../src/battle/initiative.js';
import { effectText, initiativeCard } from '../src/battle/initiative-card.js';
import { type Command, type CommandContext, isGM } from '../src/command.js';
import { rollFooter } from '../src/commands-kit/rolls.js';
import { tableRules } from '../src/control/table-rules.js';
import { inlineCode } from '../src/control/user-text.js';
import { MAX_INPUT_LENGTH } from '../src/dice/index.js';
import { recordingRng, seededRng } from '../src/dice/rng.js';
import { UserError } from '../src/errors.js';
import type { Reply } from '../src/reply.js';
import type { ChannelDraft } from '../src/store/channel-store.js';

/** The tracker running here, or a refusal: none, or a wargame's battle in its place. */
function tracker(pending: Readonly<Record<string, unknown>>, naming?: string): Battle {
  const battle = readBattle(pending);
  if (isInitiative(battle)) return battle;
  if (battle) throw new UserError('rule', 'A wargame battle runs here (`/battle show`); `/init` waits until a GM finishes it.');
  const open = '`/init join roll:1d20+3` opens one.';
  if (naming !== undefined) throw new UserError('not-found', `No entry ${inlineCode(naming)}: no initiative order here yet; ${open}`);
  throw new UserError('rule', `No initiative order here yet: ${open}`);
}

interface Done {
  readonly text: string;
  readonly battle: Battle;
  readonly ping?: string | undefined;
}

/** The lines a step of the clock adds: a new round, the effects that ended, whose turn it is now. */
function movedLines(moved: Moved): string[] {
  const up = currentEntry(moved.battle);
  return [
    ...(moved.newRound ? [`🔄 **Round ${moved.battle.turn}** begins.`] : []),
    ...moved.expired.map((e) => {
      const target = entriesOf(moved.battle).find((x) => x.unit === e.target);
      return `⌛ ${inlineCode(e.name)} on ${target ? inlineCode(target.name) : 'its target'} has ended.`;
    }),
    ...(up ? [`▶ ${inlineCode(up.name)} is up (${mention(up.player)}).`] : []),
  ];
}

/** The ping for a step that passed the turn: the owner of the entry now up, where the table wants pings. */
const pingOf = (draft: ChannelDraft, battle: Battle): string | undefined =>
  tableRules(draft.settings.table).turnPings ? currentEntry(battle)?.player : undefined;

/** One logged, undoable change of the tracker; dice come from one seed, logged so `/verify` replays them. */
async function change(
  ctx: CommandContext,
  fn: (draft: ChannelDraft, member: { id: string; isGM: boolean }, rng: ReturnType<typeof recordingRng>) => Done,
): Promise<Reply> {
  const seed = ctx.newSeed();
  const rollId = randomBytes(4).toString('hex');
  const { entry, undoable, result } = await ctx.store.mutate(ctx.channel, ctx.user, ctx.commandLine, (draft) => {
    const rng = recordingRng(seededRng(seed));
    const done = fn(draft, { id: ctx.user.id, isGM: isGM(ctx, draft.settings) }, rng);
    draft.pending[BATTLE_KEY] = done.battle;
    if (rng.drawn.length > 0) draft.rolls.push({ id: rollId, seed, what: ctx.commandLine, result: done.text, draws: rng.drawn });
    return done;
  });
  const footer = entry?.rolls[0] ? `\n${rollFooter(entry.rolls[0])}` : '';
  return {
    content: `${result.text}${footer}`,
    embeds: [initiativeCard(result.battle)],
    ...(result.ping !== undefined ? { mention: result.ping } : {}),
    ...(entry && undoable ? { actionId: entry.id, rolled: entry.rolls.length > 0 } : {}),
  };
}

function joinEntry(ctx: CommandContext): Promise<Reply> {
  const name = ctx.options.string('name') ?? ctx.user.name;
  return change(ctx, (draft, member, rng) => {
    const moved = join(
      readBattle(draft.pending) === undefined ? undefined : tracker(draft.pending),
      { name, owner: member.id, roll: ctx.options.string('roll'), value: ctx.options.integer('value'), mod: ctx.options.integer('mod') },
      rng,
    );
    const joined = entriesOf(moved.battle).find((e) => e.name === name)!;
    const dice = moved.events.map((e) => (e.type === 'initiative' ? e.text : `${e.label}: ${e.dice.join(', ')}`));
    const text = [`⚔️ ${inlineCode(name)} joins the initiative at **${joined.total}** (${mention(member.id)}).`, ...dice].join('\n');
    return { text, battle: moved.battle };
  });
}

/** The entry an option names, or the one that is up. */
function entryOption(battle: Battle, option: string | undefined) {
  if (option !== undefined) return findEntry(battle, option);
  const up = currentEntry(battle);
  if (!up) throw new UserError('rule', 'No entry is up yet: name one, or begin round 1 with `/init next`.');
  return up;
}

export default {
  data: new SlashCommandBuilder()
    .setName('init')
    .setDescription('Initiative for any game: join with a roll, next/prev with a ping, effects that count rounds')
    .addSubcommand((s) =>
      s
        .setName('join')
        .setDescription('Join the initiative order (opening one): roll:1d20+3 or value:15; name: for a GM’s monsters')
        .addStringOption((o) => o.setName('roll').setDescription('Dice for the initiative, e.g. 1d20+3').setMaxLength(MAX_INPUT_LENGTH))
        .addIntegerOption((o) =>
          o.setName('value').setDescription('A fixed initiative instead of a roll').setMinValue(-1000).setMaxValue(1000),
        )
        .addIntegerOption((o) =>
          o.setName('mod').setDescription("Breaks ties (default: the roll's +N, or 0)").setMinValue(-100).setMaxValue(100),
        )
        .addStringOption((o) => o.setName('name').setDescription('The entry’s name (default: yours)').setMaxLength(MAX_NAME)),
    )
    .addSubcommand((s) => s.setName('next').setDescription('The turn passes to the next entry (the first begins round 1)'))
    .addSubcommand((s) => s.setName('prev').setDescription('Back to the previous entry (a turn ended too soon)'))
    .addSubcommand((s) =>
      s
        .setName('effect')
        .setDescription('An effect on an entry for a number of rounds; it ends by itself')
        .addStringOption((o) =>
          o.setName('target').setDescription('The entry').setRequired(true).setMaxLength(MAX_NAME).setAutocomplete(true),
        )
        .addStringOption((o) => o.setName('name').setDescription('The effect, e.g. Bless').setRequired(true).setMaxLength(MAX_EFFECT_NAME))
        .addIntegerOption((o) =>
          o.setName('rounds').setDescription('How many rounds it lasts').setRequired(true).setMinValue(1).setMaxValue(MAX_ROUNDS),
        ),
    )
    .addSubcommand((s) =>
      s
        .setName('delay')
        .setDescription('The entry that is up waits, acting later this round')
        .addStringOption((o) =>
          o.setName('entry').setDescription('The entry (default: the one up)').setMaxLength(MAX_NAME).setAutocomplete(true),
        )
        .addStringOption((o) =>
          o.setName('after').setDescription('Act after this entry (default: the next)').setMaxLength(MAX_NAME).setAutocomplete(true),
        ),
    )
    .addSubcommand((s) =>
      s
        .setName('remove')
        .setDescription('Take an entry out of the order')
        .addStringOption((o) =>
          o.setName('entry').setDescription('The entry').setRequired(true).setMaxLength(MAX_NAME).setAutocomplete(true),
        ),
    )
    .addSubcommand((s) => s.setName('show').setDescription('The initiative order, who is up, the round and the effects'))
    .addSubcommand((s) => s.setName('end').setDescription('End the initiative order (GM)')),
  // Entries are checked in the handler against the tracker (src/battle/initiative.ts): players handle their own.
  access: (sub) => (sub === 'end' ? { gmOnly: 'end the initiative order' } : {}),
  async execute(ctx) {
    const sub = ctx.options.subcommand;
    if (sub === 'join') return joinEntry(ctx);
    if (sub === 'show') {
      const battle = tracker((await ctx.store.load(ctx.channel)).pending);
      return {
        content: `🎲 Initiative, ${battle.turn < 1 ? 'waiting for round 1' : `round ${battle.turn}`}.`,
        embeds: [initiativeCard(battle)],
      };
    }
    if (sub === 'end') {
      const { entry, undoable, result } = await ctx.store.mutate(ctx.channel, ctx.user, ctx.commandLine, (draft) => {
        const battle = tracker(draft.pending);
        delete draft.pending[BATTLE_KEY];
        return battle;
      });
      return {
        content: `🏁 Initiative over ${result.turn < 1 ? 'before round 1' : `in round ${result.turn}`}.`,
        ...(entry && undoable ? { actionId: entry.id } : {}),
      };
    }
    return change(ctx, (draft, member) => {
      const battle = tracker(draft.pending, ctx.options.string('target') ?? ctx.options.string('entry'));
      if (sub === 'next') {
        // The owner of the entry that is up (before round 1: of the top entry) or a GM: the battle clock's turn check.
        requireTurn(draft.pending, member, 'end this turn');
        const moved = next(battle);
        return { text: movedLines(moved).join('\n'), battle: moved.battle, ping: pingOf(draft, moved.battle) };
      }
      if (sub === 'prev') {
        const back = prev(battle);
        requireOwn(currentEntry(back)!, member, 'take the turn back');
        return { text: `⏮️ Back to ${inlineCode(currentEntry(back)!.name)} (round ${back.turn}).`, battle: back };
      }
      if (sub === 'effect') {
        const target = findEntry(battle, ctx.options.string('target', true)!);
        requireOwn(target, member, 'put an effect on it');
        const added = addEffect(battle, target, ctx.options.string('name', true)!, ctx.options.integer('rounds', true)!);
        return { text: `✨ ${inlineCode(target.name)}: ${effectText(added.battle, added.effect)}.`, battle: added.battle };
      }
      if (sub === 'delay') {
        const waiting = entryOption(battle, ctx.options.string('entry'));
        requireOwn(waiting, member, 'delay it');
        const after = ctx.options.string('after');
        const moved = delay(battle, waiting, after === undefined ? undefined : findEntry(battle, after));
        return {
          text: [`⏸️ ${inlineCode(waiting.name)} delays.`, ...movedLines(moved)].join('\n'),
          battle: moved.battle,
          ping: pingOf(draft, moved.battle),
        };
      }
      const leaving = findEntry(battle, ctx.options.string('entry', true)!);
      requireOwn(leaving, member, 'remove it');
      const wasUp = currentEntry(battle)?.unit === leaving.unit;
      const moved = remove(battle, leaving);
      return {
        text: [`🚪 ${inlineCode(leaving.name)} leaves the initiative order.`, ...(wasUp ? movedLines(moved) : [])].join('\n'),
        battle: moved.battle,
        ping: wasUp ? pingOf(draft, moved.battle) : undefined,
      };
    });
  },
  async autocomplete(ctx) {
    const battle = readBattle((await ctx.store.load(ctx.channel)).pending);
    const typed = ctx.focused.value.toLowerCase();
    return (isInitiative(battle) ? entriesOf(battle) : [])
      .filter((e) => e.name.toLowerCase().includes(typed))
      .slice(0, 25)
      .map((e) => ({ name: e.name, value: e.name }));
  },
} satisfies Command;
