// /pen: a unit-free 40k armour penetration roll and damage-table roll, for shooters and targets not in the channel.
import { SlashCommandBuilder } from '@discordjs/builders';
import { runSystemAction } from '../src/actions.js';
import type { Command } from '../src/command.js';
import type { GameSystem } from '../src/systems/types.js';
import { pen } from '../src/systems/wh40k/actions.js';
import { wh40k } from '../src/systems/wh40k/index.js';

export default {
  data: new SlashCommandBuilder()
    .setName('pen')
    .setDescription('Warhammer 40k: roll armour penetration (S + D6 vs AV) and the damage table, no units needed')
    .addIntegerOption((o) => o.setName('strength').setDescription('Weapon strength').setRequired(true).setMinValue(1).setMaxValue(10))
    .addIntegerOption((o) =>
      o.setName('armour').setDescription('Armour value of the facing hit').setRequired(true).setMinValue(1).setMaxValue(20),
    )
    .addBooleanOption((o) => o.setName('ordnance').setDescription('Ordnance weapon: roll 2D6 and keep the highest'))
    .addBooleanOption((o) => o.setName('open_topped').setDescription('Open-topped target: +1 on the damage roll'))
    .addIntegerOption((o) => o.setName('hits').setDescription('Number of hits, each resolved in order').setMinValue(1).setMaxValue(20)),
  execute: (ctx) => runSystemAction(ctx, { system: wh40k as GameSystem, action: pen }),
} satisfies Command;
