// /roll: any dice notation, every die shown, replayable by its roll id; secret rolls are sealed with a hash.
import { SlashCommandBuilder } from '@discordjs/builders';
import type { Command } from '../src/command.js';
import { commitmentOf, logRoll, rollFooter } from '../src/commands-kit/rolls.js';
import { escapePlayerText } from '../src/control/user-text.js';
import { formatProgramResult, MAX_INPUT_LENGTH, rollNotation } from '../src/dice/index.js';

/** Past this many characters the result is attached as a file. */
const LONG_RESULT = 1700;

export default {
  data: new SlashCommandBuilder()
    .setName('roll')
    .setDescription('Roll dice: 3d6+2, 4d6kh3, 2d20kl, 6d10>=7, d66, 3#2d6 [fire]; several rolls with ;')
    .addStringOption((o) =>
      o
        .setName('expression')
        .setDescription('Dice notation, e.g. 4d6kh3 or 2d6+3 [damage]')
        .setRequired(true)
        .setMaxLength(MAX_INPUT_LENGTH),
    )
    .addStringOption((o) => o.setName('label').setDescription('What the roll is for').setMaxLength(60))
    .addBooleanOption((o) => o.setName('secret').setDescription('Only you see the result; the channel sees a sealed commitment')),
  async execute(ctx) {
    const expression = ctx.options.string('expression', true);
    const label = ctx.options.string('label');
    const secret = ctx.options.boolean('secret') ?? false;
    const { roll } = await logRoll(
      ctx,
      expression,
      (rng) => {
        const result = rollNotation(expression, rng);
        return { value: result, text: formatProgramResult(result) };
      },
      { secret },
    );
    const heading = `🎲 **${escapePlayerText(ctx.user.name)}**${label ? ` — ${escapePlayerText(label)}` : ''}`;
    // Discord caps a message at 2,000 characters: a long result (100 repeats, say) goes whole into an attached file.
    const long = roll.result.length > LONG_RESULT;
    const shown = long ? `${roll.result.slice(0, LONG_RESULT).replace(/\n[^\n]*$/, '')}\n… the full result is attached.` : roll.result;
    const files = long ? [{ name: `roll-${roll.id}.txt`, data: Buffer.from(`${expression}\n\n${roll.result}\n`) }] : [];
    const body = `${heading}\n${shown}\n${rollFooter(roll)}`;
    if (!secret) return { content: body, files };
    return {
      files,
      content: `${body}\n-# Sealed: the channel sees only the commitment until you \`/reveal roll:${roll.id}\`.`,
      ephemeral: true,
      publicNote: `🔒 **${escapePlayerText(ctx.user.name)}** made a sealed roll \`${roll.id}\`${label ? ` (${escapePlayerText(label)})` : ''}. Commitment: \`sha256:${commitmentOf(roll.seed)}\``,
    };
  },
} satisfies Command;
