// /move: a Slaved Armour unit changes speed, turns or submerges; a BattleTech 'Mech records its movement; a Mecha Bots figure stands on a map hex; a 40k vehicle moves on the map.
import { SlashCommandBuilder } from '@discordjs/builders';
import { runSystemAction, systemFor } from '../src/actions.js';
import type { Command } from '../src/command.js';
import { unitChoices } from '../src/commands-kit/system-options.js';
import { UserError } from '../src/errors.js';
import { choiceName } from '../src/options.js';
import { MAX_NAME_LENGTH } from '../src/store/channel-doc.js';
import { BLADE_CHOICES } from '../src/systems/battletech/blade.js';
import { MOVE_MODES } from '../src/systems/battletech/clock.js';
import { FACINGS } from '../src/systems/mecha-bots/map.js';
import { TURN_NAMES } from '../src/systems/slaved-armour/movement.js';
import { TURNS } from '../src/systems/slaved-armour/unit.js';

export default {
  data: new SlashCommandBuilder()
    .setName('move')
    .setDescription('Slaved Armour: speed, turn; BattleTech: walked/ran/jumped, hexes, blade; Mecha Bots: map hex, facing')
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
    .addBooleanOption((o) => o.setName('submerged').setDescription('Submerge (puts out every fire) or surface'))
    .addStringOption((o) =>
      o
        .setName('mode')
        .setDescription("BattleTech: how the 'Mech moved this turn (once; sets heat and to-hit modifiers)")
        .addChoices(...MOVE_MODES.map((m) => ({ name: m, value: m }))),
    )
    .addIntegerOption((o) => o.setName('hexes').setDescription('BattleTech: hexes moved this turn').setMinValue(0).setMaxValue(30))
    .addStringOption((o) =>
      o
        .setName('blade')
        .setDescription("BattleTech: extend or retract a retractable blade (movement phase, before the 'Mech moves)")
        .addChoices(...BLADE_CHOICES.map((b) => ({ name: choiceName(b), value: b }))),
    )
    .addStringOption((o) =>
      o
        .setName('to')
        .setDescription('On the map: the hex to move to, e.g. 0607; the cheapest legal path is found and its cost said')
        .setMaxLength(10),
    )
    .addStringOption((o) =>
      o.setName('at').setDescription('Mecha Bots: the map hex it now stands in, e.g. 0305 (column 3, row 5), or "off"').setMaxLength(10),
    )
    .addStringOption((o) =>
      o
        .setName('facing')
        .setDescription('The hex side the unit faces when it stops (Mecha Bots: its Forward)')
        .addChoices(...FACINGS.map((f) => ({ name: f, value: f }))),
    )
    .addStringOption((o) =>
      o.setName('lab').setDescription("Mecha Bots (GM): a Mad Scientist's home laboratory hex, where Bots are repaired").setMaxLength(10),
    ),
  defer: true,
  access: () => ({
    acts: { command: 'move', unit: 'unit', unless: 'lab' },
    units: { unit: 'with' },
    rules: { lab: 'declare' },
    // BattleTech on the map: the path says how far it moved; `mode:` with `to:` is how it moves along it.
    mapped: ['hexes', 'mode'],
    mappedUnless: { mode: 'to' },
  }),
  async execute(ctx) {
    const doc = await ctx.store.load(ctx.channel);
    const system = systemFor(doc, ctx.options.string('unit', true));
    const action = system.actions.move;
    if (!action) throw new UserError('wrong-system', `${system.name} units are not moved with \`/move\`.`);
    return runSystemAction(ctx, { system, action });
  },
  autocomplete: async (ctx) =>
    [
      ...(await unitChoices(ctx, 'slaved-armour')),
      ...(await unitChoices(ctx, 'battletech')),
      ...(await unitChoices(ctx, 'mecha-bots')),
      ...(await unitChoices(ctx, 'wh40k')),
    ].slice(0, 25),
} satisfies Command;
