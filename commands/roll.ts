// /roll: any dice notation, every die shown, replayable by its roll id; secret rolls are sealed with a hash, blind ones from all but a GM.
import { SlashCommandBuilder } from '@discordjs/builders';
import type { Command } from '../src/command.js';
import { dialectOption } from '../src/commands-kit/dice-dialect.js';
import { openBlindRoll, rollAgain, rollExpression, rollModeOption } from '../src/commands-kit/notation-roll.js';
import { MAX_INPUT_LENGTH } from '../src/dice/index.js';
import { UserError } from '../src/errors.js';

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
    .addBooleanOption((o) => o.setName('secret').setDescription('Only you see the result; the channel sees a sealed commitment'))
    .addBooleanOption((o) => o.setName('blind').setDescription('Only the GM sees the result (you too see only the commitment)'))
    .addStringOption((o) => dialectOption(o)),
  execute(ctx) {
    return rollExpression(ctx, {
      expression: ctx.options.string('expression', true),
      label: ctx.options.string('label'),
      mode: rollModeOption(ctx.options),
      dialect: ctx.options.string('dialect'),
    });
  },
  /** Roll again (`again:<roll id>`) and a GM opening a blind roll (`open:<roll id>`), from any roll's reply. */
  button(ctx, payload) {
    const [kind, rollId = ''] = payload.split(':');
    if (kind === 'again') return rollAgain(ctx, rollId);
    if (kind === 'open') return openBlindRoll(ctx, rollId);
    throw new UserError('rule', 'That button no longer does anything.');
  },
} satisfies Command;
