// /melee: two Slaved Armour units (or people) fight hand to hand, both rolling at once against the melee table.
import { SlashCommandBuilder } from '@discordjs/builders';
import { runSystemAction } from '../src/actions.js';
import type { Command } from '../src/command.js';
import { unitChoices } from '../src/commands-kit/system-options.js';
import { MAX_NAME_LENGTH } from '../src/store/channel-doc.js';
import { melee, slavedArmour } from '../src/systems/slaved-armour/index.js';
import type { SaUnitData } from '../src/systems/slaved-armour/unit.js';
import { meleeWeapons } from '../src/systems/slaved-armour/unit.js';
import type { GameSystem, UnitRecord } from '../src/systems/types.js';
import { unitKey } from '../src/systems/types.js';

export default {
  data: new SlashCommandBuilder()
    .setName('melee')
    .setDescription('Slaved Armour: simultaneous melee, each side d66 + skill vs the weapon-against-weapon TN')
    .addStringOption((o) =>
      o.setName('a').setDescription('One fighter').setRequired(true).setAutocomplete(true).setMaxLength(MAX_NAME_LENGTH),
    )
    .addStringOption((o) =>
      o.setName('b').setDescription('The other fighter').setRequired(true).setAutocomplete(true).setMaxLength(MAX_NAME_LENGTH),
    )
    .addStringOption((o) =>
      o.setName('a_weapon').setDescription("a's melee weapon (default: its first)").setAutocomplete(true).setMaxLength(40),
    )
    .addStringOption((o) =>
      o.setName('b_weapon').setDescription("b's melee weapon (default: its first)").setAutocomplete(true).setMaxLength(40),
    )
    .addIntegerOption((o) => o.setName('a_bonus').setDescription("Bonus (+) or malus (−) on a's d66").setMinValue(-60).setMaxValue(60))
    .addIntegerOption((o) => o.setName('b_bonus').setDescription("Bonus (+) or malus (−) on b's d66").setMinValue(-60).setMaxValue(60)),
  defer: true,
  // b's weapon and bonus are b's side of the fight: its controller's (or a GM's) to give.
  access: () => ({
    acts: { command: 'melee', unit: 'a' },
    units: { a: 'with', b: 'target' },
    rules: { a_bonus: 'modifier', b_bonus: { unit: 'b', role: 'modifier' }, b_weapon: { unit: 'b' } },
  }),
  execute: (ctx) => runSystemAction(ctx, { system: slavedArmour as GameSystem, action: melee }),
  async autocomplete(ctx) {
    if (ctx.focused.name === 'a_weapon' || ctx.focused.name === 'b_weapon') {
      const doc = await ctx.store.load(ctx.channel);
      const unit = doc.units[unitKey(ctx.options.string(ctx.focused.name[0] as 'a' | 'b') ?? '')];
      if (unit?.system !== 'slaved-armour') return [];
      const typed = ctx.focused.value.toLowerCase();
      return meleeWeapons((unit as UnitRecord<SaUnitData>).data)
        .filter((w) => w.name.toLowerCase().includes(typed))
        .map((w) => ({ name: `${w.name} (${w.reach})`, value: w.name }));
    }
    return unitChoices(ctx, 'slaved-armour');
  },
} satisfies Command;
