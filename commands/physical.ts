// /physical: a physical attack (BattleTech punch, kick, club, physical weapon, push, charge, DFA), resolved by the attacker's system.
import { SlashCommandBuilder } from '@discordjs/builders';
import { runSystemAction } from '../src/actions.js';
import type { Command } from '../src/command.js';
import { addSystemSubcommands, autocompleteFor, sharedAccess, subcommandSystem } from '../src/commands-kit/system-options.js';
import { UserError } from '../src/errors.js';
import { MAX_NAME_LENGTH } from '../src/store/channel-doc.js';

const SHARED = ['attacker', 'target'];

export default {
  data: addSystemSubcommands(
    new SlashCommandBuilder()
      .setName('physical')
      .setDescription('Physical attack, die by die: punch, kick, club, push, charge, DFA or a physical weapon'),
    'physical',
    (system) => system.actions.physical !== undefined,
    (sub) =>
      sub
        .addStringOption((o) =>
          o.setName('attacker').setDescription('Attacking unit').setRequired(true).setAutocomplete(true).setMaxLength(MAX_NAME_LENGTH),
        )
        .addStringOption((o) =>
          o.setName('target').setDescription('Target unit').setRequired(true).setAutocomplete(true).setMaxLength(MAX_NAME_LENGTH),
        ),
    SHARED,
  ),
  defer: true,
  access: (sub) => ({
    ...sharedAccess('physical', { attacker: 'with', target: 'target', club_from: 'target' })(sub),
    // The battle's clock keeps physical attacks to their phase and the attacker's player (src/battle/clock.ts).
    acts: { command: 'physical', unit: 'attacker' },
  }),
  async execute(ctx) {
    const doc = await ctx.store.load(ctx.channel);
    const system = subcommandSystem(ctx, doc, 'attacker');
    const action = system.actions.physical;
    if (!action) throw new UserError('rule', `${system.name} has no physical attacks.`);
    return runSystemAction(ctx, { system, action });
  },
  autocomplete: autocompleteFor('physical', ['attacker', 'target']),
} satisfies Command;
