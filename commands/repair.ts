// /repair: restores destroyed counters of a Mecha Bot at its home laboratory (owner or GM; logged like every action).
import { SlashCommandBuilder } from '@discordjs/builders';
import { runSystemAction } from '../src/actions.js';
import type { Command } from '../src/command.js';
import { unitChoices } from '../src/commands-kit/system-options.js';
import { MAX_NAME_LENGTH } from '../src/store/channel-doc.js';
import { mechaBots, repair } from '../src/systems/mecha-bots/index.js';
import type { GameSystem } from '../src/systems/types.js';

export default {
  data: new SlashCommandBuilder()
    .setName('repair')
    .setDescription('Mecha Bots: repair destroyed counters at the home laboratory (owner or GM)')
    .addStringOption((o) =>
      o.setName('unit').setDescription('The Bot to repair').setRequired(true).setAutocomplete(true).setMaxLength(MAX_NAME_LENGTH),
    )
    .addStringOption((o) =>
      o.setName('cells').setDescription('Destroyed cells to restore, e.g. "F3 C1", or "all"').setRequired(true).setMaxLength(200),
    ),
  defer: true,
  access: () => ({ acts: { command: 'repair', unit: 'unit' }, units: { unit: 'with' } }),
  execute: (ctx) => runSystemAction(ctx, { system: mechaBots as GameSystem, action: repair }),
  autocomplete: async (ctx) => unitChoices(ctx, 'mecha-bots'),
} satisfies Command;
