// /move: a Slaved Armour unit changes speed within its locomotion, turns as its speed allows, or submerges.
import { SlashCommandBuilder } from '@discordjs/builders';
import { runSystemAction } from '../src/actions.js';
import type { Command } from '../src/command.js';
import { unitChoices } from '../src/commands-kit/system-options.js';
import { MAX_NAME_LENGTH } from '../src/store/channel-doc.js';
import { move, slavedArmour } from '../src/systems/slaved-armour/index.js';
import { TURN_NAMES } from '../src/systems/slaved-armour/movement.js';
import { TURNS } from '../src/systems/slaved-armour/unit.js';
import type { GameSystem } from '../src/systems/types.js';

export default {
  data: new SlashCommandBuilder()
    .setName('move')
    .setDescription('Slaved Armour: set speed (legs ±1, max 3; roller-pitons ±2, max 6) and turn')
    .addStringOption((o) =>
      o.setName('unit').setDescription('The unit moving').setRequired(true).setAutocomplete(true).setMaxLength(MAX_NAME_LENGTH),
    )
    .addIntegerOption((o) =>
      o.setName('speed').setDescription('New speed in hexes per turn (default: keep it)').setMinValue(0).setMaxValue(6),
    )
    .addStringOption((o) =>
      o
        .setName('turn')
        .setDescription('Hex face entered, relative to facing (0–2 any; 3–4 not back; 5–6 forward three)')
        .addChoices(...TURNS.map((t) => ({ name: `${t} (${TURN_NAMES[t]})`, value: t }))),
    )
    .addBooleanOption((o) => o.setName('submerged').setDescription('Submerge (puts out every fire) or surface')),
  defer: true,
  access: () => ({ units: { unit: 'with' } }),
  execute: (ctx) => runSystemAction(ctx, { system: slavedArmour as GameSystem, action: move }),
  autocomplete: async (ctx) => unitChoices(ctx, 'slaved-armour'),
} satisfies Command;
