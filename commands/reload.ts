// /reload: a Slaved Armour unit swaps in a spare magazine for one weapon.
import { SlashCommandBuilder } from '@discordjs/builders';
import { runSystemAction } from '../src/actions.js';
import type { Command } from '../src/command.js';
import { unitChoices, weaponChoices } from '../src/commands-kit/system-options.js';
import { MAX_NAME_LENGTH } from '../src/store/channel-doc.js';
import { reload, slavedArmour } from '../src/systems/slaved-armour/index.js';
import type { GameSystem } from '../src/systems/types.js';

export default {
  data: new SlashCommandBuilder()
    .setName('reload')
    .setDescription('Slaved Armour: load a spare magazine into a weapon (a part-used one is discarded)')
    .addStringOption((o) =>
      o.setName('unit').setDescription('The unit reloading').setRequired(true).setAutocomplete(true).setMaxLength(MAX_NAME_LENGTH),
    )
    .addStringOption((o) =>
      o.setName('weapon').setDescription('The weapon to reload').setRequired(true).setAutocomplete(true).setMaxLength(100),
    ),
  defer: true,
  access: () => ({ units: { unit: 'with' } }),
  execute: (ctx) => runSystemAction(ctx, { system: slavedArmour as GameSystem, action: reload }),
  autocomplete: async (ctx) => (ctx.focused.name === 'weapon' ? weaponChoices(ctx, 'unit') : unitChoices(ctx, 'slaved-armour')),
} satisfies Command;
