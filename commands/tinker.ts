// /tinker: a Mad Scientist moves or removes Unpowered counters on their own Mecha Bot (Mecha Bots only).
import { SlashCommandBuilder } from '@discordjs/builders';
import { runSystemAction } from '../src/actions.js';
import type { Command } from '../src/command.js';
import { unitChoices } from '../src/commands-kit/system-options.js';
import { MAX_NAME_LENGTH } from '../src/store/channel-doc.js';
import { mechaBots, tinker } from '../src/systems/mecha-bots/index.js';
import type { GameSystem } from '../src/systems/types.js';

export default {
  data: new SlashCommandBuilder()
    .setName('tinker')
    .setDescription('Mecha Bots: move or remove Unpowered counters on your Bot (owner or GM)')
    .addStringOption((o) =>
      o.setName('unit').setDescription('Your Bot').setRequired(true).setAutocomplete(true).setMaxLength(MAX_NAME_LENGTH),
    )
    .addStringOption((o) => o.setName('remove').setDescription('Cells to power again, e.g. "F3 C1"').setMaxLength(200))
    .addStringOption((o) => o.setName('place').setDescription('Cells to put Unpowered counters on, e.g. "FR0"').setMaxLength(200)),
  defer: true,
  access: () => ({ acts: { command: 'tinker', unit: 'unit' }, units: { unit: 'with' } }),
  execute: (ctx) => runSystemAction(ctx, { system: mechaBots as GameSystem, action: tinker }),
  autocomplete: async (ctx) => unitChoices(ctx, 'mecha-bots'),
} satisfies Command;
