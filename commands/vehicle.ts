// /vehicle: a 40k vehicle's per-turn state (moved, obscured, hull-down, controller) and the troops it carries.
import { SlashCommandBuilder } from '@discordjs/builders';
import { runSystemAction } from '../src/actions.js';
import type { Command } from '../src/command.js';
import { unitChoices } from '../src/commands-kit/system-options.js';
import { UserError } from '../src/errors.js';
import { MAX_NAME_LENGTH } from '../src/store/channel-doc.js';
import { type GameSystem, type SystemAction, unitKey } from '../src/systems/types.js';
import { MAX_CONTROLLER_LENGTH, MAX_MODELS, MAX_MOVE, setVehicle } from '../src/systems/wh40k/actions.js';
import { wh40k } from '../src/systems/wh40k/index.js';
import { disembark, embark, embarkedNames, MAX_PASSENGER_NAME } from '../src/systems/wh40k/transport.js';
import type { VehicleUnit } from '../src/systems/wh40k/vehicle.js';

const ACTIONS: Readonly<Record<string, SystemAction>> = { set: setVehicle, embark, disembark };

export default {
  data: new SlashCommandBuilder()
    .setName('vehicle')
    .setDescription("Warhammer 40k: set a vehicle's movement, cover and controller, or embark and disembark troops")
    .addSubcommand((s) =>
      s
        .setName('set')
        .setDescription('Record how far it moved this turn, obscured or hull-down, who controls it (owner or GM)')
        .addStringOption((o) =>
          o.setName('unit').setDescription('The 40k vehicle').setRequired(true).setAutocomplete(true).setMaxLength(MAX_NAME_LENGTH),
        )
        .addIntegerOption((o) =>
          o
            .setName('moved')
            .setDescription('Inches moved this turn (a skimmer over 6" can only be glanced)')
            .setMinValue(0)
            .setMaxValue(MAX_MOVE),
        )
        .addBooleanOption((o) => o.setName('obscured').setDescription('Obscured: penetrating hits count as glancing'))
        .addBooleanOption((o) => o.setName('hull_down').setDescription('Hull-down: penetrating hits count as glancing'))
        .addStringOption((o) =>
          o
            .setName('controller')
            .setDescription("Who plays it (a mention or a name; 'owner' hands it back), for turn ends")
            .setMaxLength(MAX_CONTROLLER_LENGTH),
        ),
    )
    .addSubcommand((s) =>
      s
        .setName('embark')
        .setDescription('Put a unit of troops aboard a transport (capacity counts models)')
        .addStringOption((o) =>
          o.setName('unit').setDescription('The transport').setRequired(true).setAutocomplete(true).setMaxLength(MAX_NAME_LENGTH),
        )
        .addStringOption((o) =>
          o
            .setName('passengers')
            .setDescription('The embarking unit, e.g. Tactical Squad')
            .setRequired(true)
            .setMaxLength(MAX_PASSENGER_NAME),
        )
        .addIntegerOption((o) =>
          o.setName('models').setDescription('Models in that unit (default 1)').setMinValue(1).setMaxValue(MAX_MODELS),
        ),
    )
    .addSubcommand((s) =>
      s
        .setName('disembark')
        .setDescription('Let an embarked unit out (not while the crew is stunned)')
        .addStringOption((o) =>
          o.setName('unit').setDescription('The transport').setRequired(true).setAutocomplete(true).setMaxLength(MAX_NAME_LENGTH),
        )
        .addStringOption((o) =>
          o
            .setName('passengers')
            .setDescription('The embarked unit getting out')
            .setRequired(true)
            .setAutocomplete(true)
            .setMaxLength(MAX_PASSENGER_NAME),
        ),
    ),
  defer: true,
  // Moved, obscured and hull-down are the vehicle's own state: its controller declares them in its movement step (one
  // move a phase), a GM at any time as a ruling (src/battle/allowances.ts).
  access: (sub) => ({
    units: { unit: 'with' },
    ...(sub === 'set'
      ? {
          rules: { controller: 'gm' },
          // On the map the distance moved is the map's (`/move wh40k to:`).
          mapped: ['moved'],
          acts: { command: 'move', unit: 'unit', only: ['moved', 'obscured', 'hull_down'], declares: true, label: 'vehicle set' },
        }
      : {}),
  }),
  execute(ctx) {
    const action = ACTIONS[ctx.options.subcommand ?? ''];
    if (!action) throw new UserError('option', 'Use `/vehicle set`, `/vehicle embark` or `/vehicle disembark`.');
    return runSystemAction(ctx, { system: wh40k as GameSystem, action });
  },
  async autocomplete(ctx) {
    if (ctx.focused.name === 'passengers') {
      const doc = await ctx.store.load(ctx.channel);
      const unit = doc.units[unitKey(ctx.options.string('unit') ?? '')];
      const typed = ctx.focused.value.toLowerCase();
      if (unit?.system !== 'wh40k') return [];
      return embarkedNames(unit as VehicleUnit)
        .filter((name) => name.toLowerCase().includes(typed))
        .slice(0, 25)
        .map((name) => ({ name, value: name }));
    }
    return unitChoices(ctx, 'wh40k');
  },
} satisfies Command;
