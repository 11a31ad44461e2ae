// /recover: a GM's tools after a Slaved Armour fight: 10 minutes' rest, days of bedrest, repairing destroyed modules.
import { SlashCommandBuilder } from '@discordjs/builders';
import { runSystemAction } from '../src/actions.js';
import type { Command } from '../src/command.js';
import { unitChoices } from '../src/commands-kit/system-options.js';
import { UserError } from '../src/errors.js';
import { MAX_NAME_LENGTH } from '../src/store/channel-doc.js';
import { bedrest, repair, rest, slavedArmour } from '../src/systems/slaved-armour/index.js';
import { MAX_BEDREST_DAYS } from '../src/systems/slaved-armour/recovery.js';
import type { GameSystem, SystemAction } from '../src/systems/types.js';

const ACTIONS: Record<string, SystemAction> = { rest, bedrest, repair };

export default {
  data: new SlashCommandBuilder()
    .setName('recover')
    .setDescription('Slaved Armour, after a fight (GM): rest, bedrest, repairs')
    .addSubcommand((sub) =>
      sub
        .setName('rest')
        .setDescription("10 minutes' rest: the stunned and (not bedridden) wounded are combat capable again")
        .addStringOption((o) =>
          o
            .setName('unit')
            .setDescription('The person resting (default: everyone here)')
            .setAutocomplete(true)
            .setMaxLength(MAX_NAME_LENGTH),
        ),
    )
    .addSubcommand((sub) =>
      sub
        .setName('bedrest')
        .setDescription('Days of bedrest: STR and DEX each heal 1 a day; bedridden ends once neither is 0')
        .addStringOption((o) =>
          o.setName('unit').setDescription('The person in bed').setRequired(true).setAutocomplete(true).setMaxLength(MAX_NAME_LENGTH),
        )
        .addIntegerOption((o) =>
          o.setName('days').setDescription('Days of bedrest').setRequired(true).setMinValue(1).setMaxValue(MAX_BEDREST_DAYS),
        ),
    )
    .addSubcommand((sub) =>
      sub
        .setName('repair')
        .setDescription('Restore destroyed modules of an SA (fires there go out; a repaired critical brings it back)')
        .addStringOption((o) =>
          o.setName('unit').setDescription('The SA').setRequired(true).setAutocomplete(true).setMaxLength(MAX_NAME_LENGTH),
        )
        .addStringOption((o) =>
          o
            .setName('modules')
            .setDescription('Destroyed modules by name, comma-separated, "row 3", or "all"')
            .setRequired(true)
            .setMaxLength(300),
        ),
    ),
  defer: true,
  // A GM's alone (as `/unit control`): with the whole command refused to players, naming a unit grants nothing more.
  access: () => ({ gmOnly: 'recover units after a fight', units: { unit: 'target' } }),
  execute(ctx) {
    const action = ACTIONS[ctx.options.subcommand ?? ''];
    if (!action) throw new UserError('option', 'Use `/recover rest`, `/recover bedrest` or `/recover repair`.');
    return runSystemAction(ctx, { system: slavedArmour as GameSystem, action });
  },
  autocomplete: async (ctx) => unitChoices(ctx, 'slaved-armour'),
} satisfies Command;
