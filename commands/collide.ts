// /collide: a Slaved Armour unit hits another or an obstacle; ⌈relative velocity ÷ 2⌉ Hits to each.
import { SlashCommandBuilder } from '@discordjs/builders';
import { runSystemAction } from '../src/actions.js';
import type { Command } from '../src/command.js';
import { unitChoices } from '../src/commands-kit/system-options.js';
import { choiceName } from '../src/options.js';
import { MAX_NAME_LENGTH } from '../src/store/channel-doc.js';
import { IMPACTS } from '../src/systems/slaved-armour/collision.js';
import { collide, slavedArmour } from '../src/systems/slaved-armour/index.js';
import type { GameSystem } from '../src/systems/types.js';

export default {
  data: new SlashCommandBuilder()
    .setName('collide')
    .setDescription('Slaved Armour: a collision deals ⌈relative velocity ÷ 2⌉ Hits to each party')
    .addStringOption((o) =>
      o.setName('a').setDescription('The moving unit').setRequired(true).setAutocomplete(true).setMaxLength(MAX_NAME_LENGTH),
    )
    .addStringOption((o) => o.setName('b').setDescription('The unit it hits').setAutocomplete(true).setMaxLength(MAX_NAME_LENGTH))
    .addStringOption((o) => o.setName('obstacle').setDescription('Or what it hits instead, e.g. wall, tree').setMaxLength(40))
    .addStringOption((o) =>
      o
        .setName('impact')
        .setDescription('head-on adds speeds, rear subtracts, side takes a’s speed (default head-on)')
        .addChoices(...IMPACTS.map((i) => ({ name: choiceName(i), value: i }))),
    )
    .addIntegerOption((o) =>
      o.setName('velocity').setDescription('Relative velocity, overriding the speeds').setMinValue(0).setMaxValue(12),
    ),
  defer: true,
  // The velocity overrides both units' speeds, so it is a declaration made for b as well as a.
  access: () => ({
    acts: { command: 'collide', unit: 'a' },
    units: { a: 'with', b: 'target' },
    rules: { velocity: { unit: 'b', role: 'declare' } },
    // With both on the map their facings say how they meet and their records how fast.
    mapped: ['impact', 'velocity'],
  }),
  execute: (ctx) => runSystemAction(ctx, { system: slavedArmour as GameSystem, action: collide }),
  autocomplete: async (ctx) => unitChoices(ctx, 'slaved-armour'),
} satisfies Command;
