// /damage: Apply raw damage to a unit (GM), resolved by its game system.
import { SlashCommandBuilder } from '@discordjs/builders';
import { runSystemAction, runSystemButton, systemFor } from '../src/actions.js';
import type { Command } from '../src/command.js';
import { addOptionSpecs, autocompleteFor, systemOptionSpecs } from '../src/commands-kit/system-options.js';
import { UserError } from '../src/errors.js';

export default {
  data: addOptionSpecs(
    new SlashCommandBuilder()
      .setName('damage')
      .setDescription('Apply raw damage to a unit (GM), resolved by its game system')
      .addStringOption((o) => o.setName('target').setDescription('Target unit').setRequired(true).setAutocomplete(true).setMaxLength(40)),
    systemOptionSpecs('damage', ['target']),
  ),
  defer: true,
  async execute(ctx) {
    const doc = await ctx.store.load(ctx.channel);
    const system = systemFor(doc, ctx.options.string('target', true));
    const action = system.actions.damage;
    if (!action) throw new UserError('rule', `${system.name} has no /damage.`);
    return runSystemAction(ctx, { system, action });
  },
  button: runSystemButton,
  autocomplete: autocompleteFor('damage', ['target']),
} satisfies Command;
