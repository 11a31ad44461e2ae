// /verify: replays a logged roll from its seed and confirms every die (and, for /roll, the result) matches.
import { SlashCommandBuilder } from '@discordjs/builders';
import { type Command, isGM } from '../src/command.js';
import { commitmentOf, isNotationRoll, isRevealed, sameRollResult } from '../src/commands-kit/rolls.js';
import { formatProgramResult, rollNotation } from '../src/dice/index.js';
import { replayMatches, seededRng } from '../src/dice/rng.js';
import { UserError } from '../src/errors.js';

export default {
  data: new SlashCommandBuilder()
    .setName('verify')
    .setDescription('Replay a roll from its seed in the channel log and confirm the result')
    .addStringOption((o) =>
      o.setName('roll').setDescription('The roll id shown under a result, e.g. 1a2b3c4d').setRequired(true).setMaxLength(16),
    ),
  async execute(ctx) {
    const id = ctx.options.string('roll', true).trim().replace(/^`|`$/g, '');
    const found = await ctx.store.findRoll(ctx.channel, id);
    if (!found) throw new UserError('not-found', `No roll \`${id}\` in this channel's log. Roll ids appear under each result.`);
    const { roll, entry } = found;
    // A blind roll is sealed from its roller too.
    const sealed = roll.secret && (roll.blind || entry.actor.id !== ctx.user.id) && !(await isRevealed(ctx, roll));
    if (sealed && !isGM(ctx, (await ctx.store.load(ctx.channel)).settings)) {
      throw new UserError(
        'permission',
        roll.blind
          ? `Roll \`${id}\` is a blind roll: only a GM can see it until a GM reveals it with \`/reveal\`.`
          : `Roll \`${id}\` is sealed until ${entry.actor.name} reveals it with \`/reveal\`.`,
      );
    }
    const diceMatch = replayMatches(roll.seed, roll.draws ?? []);
    // A /roll result is re-evaluated from the notation too, so a changed dice engine would be caught, not just the dice.
    const isNotation = isNotationRoll(roll, entry);
    const resultMatches = isNotation
      ? sameRollResult(formatProgramResult(rollNotation(roll.what, seededRng(roll.seed), { dialect: roll.dialect })), roll.result)
      : true;
    const ok = diceMatch && resultMatches;
    const lines = [
      `${ok ? '✅ Verified' : '❌ Does not match'}: roll \`${roll.id}\` by ${entry.actor.name} — \`${roll.what}\``,
      `Seed \`${roll.seed}\`${roll.commitment ? ` · commitment \`sha256:${commitmentOf(roll.seed)}\`` : ''}`,
      `Replayed ${roll.draws?.length ?? 0} dice from the seed: ${diceMatch ? 'all identical' : 'different'}.`,
      `Logged result: ${roll.result}`,
    ];
    return { content: lines.join('\n') };
  },
} satisfies Command;
