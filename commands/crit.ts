// /crit: Roll critical hits on a unit's location, resolved by its game system.
import { SlashCommandBuilder } from '@discordjs/builders';
import { runSystemAction, runSystemButton } from '../src/actions.js';
import type { Command } from '../src/command.js';
import { addSystemSubcommands, autocompleteFor, subcommandSystem } from '../src/commands-kit/system-options.js';
import { UserError } from '../src/errors.js';

export default {
  data: addSystemSubcommands(
    new SlashCommandBuilder().setName('crit').setDescription("Roll critical hits on a unit's location, resolved by its game system"),
    'crit',
    (system) => system.actions.crit !== undefined,
    (sub) =>
      sub.addStringOption((o) =>
        o.setName('target').setDescription('Target unit').setRequired(true).setAutocomplete(true).setMaxLength(40),
      ),
    ['target'],
  ),
  defer: true,
  async execute(ctx) {
    const doc = await ctx.store.load(ctx.channel);
    const system = subcommandSystem(ctx, doc, 'target');
    const action = system.actions.crit;
    if (!action) throw new UserError('rule', `${system.name} has no /crit.`);
    return runSystemAction(ctx, { system, action });
  },
  button: runSystemButton,
  autocomplete: autocompleteFor('crit', ['target']),
} satisfies Command;
