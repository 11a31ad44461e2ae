// /r: rolls a saved roll by name, its `{1}`, `{2}`… filled from `args:`.
import { SlashCommandBuilder } from '@discordjs/builders';
import type { Command } from '../src/command.js';
import { dialectOption } from '../src/commands-kit/dice-dialect.js';
import { findMacro, macroChoices, rollSaved } from '../src/commands-kit/macros.js';
import { rollModeOption } from '../src/commands-kit/notation-roll.js';
import { MAX_INPUT_LENGTH } from '../src/dice/index.js';

export default {
  data: new SlashCommandBuilder()
    .setName('r')
    .setDescription('Roll a saved roll by name, e.g. atk with args 5 (save them with /macro save)')
    .addStringOption((o) => o.setName('name').setDescription('The saved roll').setRequired(true).setMaxLength(40).setAutocomplete(true))
    .addStringOption((o) =>
      o.setName('args').setDescription('Arguments for {1}, {2}…, separated by spaces, e.g. 5 or +2 3').setMaxLength(MAX_INPUT_LENGTH),
    )
    .addStringOption((o) => o.setName('label').setDescription('What the roll is for (default: its name)').setMaxLength(60))
    .addBooleanOption((o) => o.setName('secret').setDescription('Only you see the result; the channel sees a sealed commitment'))
    .addBooleanOption((o) => o.setName('blind').setDescription('Only the GM sees the result (you too see only the commitment)'))
    .addStringOption((o) => dialectOption(o, "Read the saved roll in this bot's notation (default: yours, else the channel's)")),
  async execute(ctx) {
    const mode = rollModeOption(ctx.options);
    const saved = findMacro(await ctx.store.load(ctx.channel), ctx.user.id, ctx.options.string('name', true));
    return rollSaved(ctx, saved, ctx.options.string('args'), mode, ctx.options.string('label'), ctx.options.string('dialect'));
  },
  async autocomplete(ctx) {
    return macroChoices(ctx, ctx.focused.value);
  },
} satisfies Command;
