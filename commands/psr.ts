// /psr: a BattleTech 'Mech rolls its pending Piloting Skill Rolls, or one asked-for PSR (standing up, running, jumping).
import { SlashCommandBuilder } from '@discordjs/builders';
import { runSystemAction } from '../src/actions.js';
import type { Command } from '../src/command.js';
import { unitChoices } from '../src/commands-kit/system-options.js';
import { MAX_NAME_LENGTH } from '../src/store/channel-doc.js';
import { psr } from '../src/systems/battletech/actions.js';
import { battletech } from '../src/systems/battletech/index.js';
import type { GameSystem } from '../src/systems/types.js';

export default {
  data: new SlashCommandBuilder()
    .setName('psr')
    .setDescription("BattleTech: roll a 'Mech's pending Piloting Skill Rolls (or one PSR, or standing up)")
    .addStringOption((o) =>
      o.setName('unit').setDescription("The 'Mech rolling").setRequired(true).setAutocomplete(true).setMaxLength(MAX_NAME_LENGTH),
    )
    .addIntegerOption((o) =>
      o
        .setName('modifier')
        .setDescription('Extra modifier when no PSR is pending (e.g. +1 for jumping with leg damage)')
        .setMinValue(-10)
        .setMaxValue(12),
    )
    .addStringOption((o) => o.setName('reason').setDescription('Why the PSR is rolled, when none is pending').setMaxLength(80)),
  defer: true,
  access: () => ({ units: { unit: 'with' }, rules: { modifier: 'modifier' } }),
  execute: (ctx) => runSystemAction(ctx, { system: battletech as GameSystem, action: psr }),
  autocomplete: async (ctx) => (await unitChoices(ctx)).filter((choice) => choice.name.endsWith('(battletech)')),
} satisfies Command;
