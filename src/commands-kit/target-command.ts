// The shape shared by commands that act on one target unit through its system's action (/crit, /damage).
import { SlashCommandBuilder } from '@discordjs/builders';
import { runSystemAction, runSystemButton } from '../actions.js';
import type { Command } from '../command.js';
import { UserError } from '../errors.js';
import type { SystemId } from '../systems/types.js';
import { addSystemSubcommands, autocompleteFor, sharedAccess, subcommandSystem } from './system-options.js';

export function targetCommand(name: 'crit' | 'damage', description: string, perSystem: Partial<Record<SystemId, string>> = {}): Command {
  return {
    data: addSystemSubcommands(
      new SlashCommandBuilder().setName(name).setDescription(description),
      name,
      (system) => system.actions[name] !== undefined,
      (sub) =>
        sub.addStringOption((o) =>
          o.setName('target').setDescription('Target unit').setRequired(true).setAutocomplete(true).setMaxLength(40),
        ),
      ['target'],
      perSystem,
    ),
    defer: true,
    // Crits and raw damage reach a unit without an attack: its own controller (tables that roll their own) or a GM.
    access: sharedAccess(name, { target: 'on' }),
    async execute(ctx) {
      const doc = await ctx.store.load(ctx.channel);
      const system = subcommandSystem(ctx, doc, 'target');
      const action = system.actions[name];
      if (!action) throw new UserError('rule', `${system.name} has no /${name}.`);
      return runSystemAction(ctx, { system, action });
    },
    button: runSystemButton,
    autocomplete: autocompleteFor(name, ['target']),
  };
}
