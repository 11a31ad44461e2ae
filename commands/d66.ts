// /d66: two d6 read as tens then units (11–66), with an optional modifier and target number.
import { SlashCommandBuilder } from '@discordjs/builders';
import type { Command } from '../src/command.js';
import { logRoll, rollFooter } from '../src/commands-kit/rolls.js';
import { escapePlayerText } from '../src/control/user-text.js';
import { rollD66 } from '../src/dice/d66.js';

export default {
  data: new SlashCommandBuilder()
    .setName('d66')
    .setDescription('Roll d66: tens die then units die (11–66), optionally against a target')
    .addIntegerOption((o) =>
      o.setName('modifier').setDescription('Added to the d66 result, e.g. -10 for one range step').setMinValue(-100).setMaxValue(100),
    )
    .addIntegerOption((o) => o.setName('target').setDescription('Target number to reach or beat').setMinValue(1).setMaxValue(200)),
  async execute(ctx) {
    const modifier = ctx.options.integer('modifier') ?? 0;
    const target = ctx.options.integer('target');
    const { roll } = await logRoll(
      ctx,
      `d66${modifier ? `${modifier > 0 ? '+' : ''}${modifier}` : ''}${target !== undefined ? ` vs ${target}` : ''}`,
      (rng) => {
        const result = rollD66(rng, modifier, target);
        return { value: result, text: result.text };
      },
    );
    return { content: `🎲 **${escapePlayerText(ctx.user.name)}** ${roll.result}\n${rollFooter(roll)}` };
  },
} satisfies Command;
