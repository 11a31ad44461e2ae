// /d66: two d6 read as tens then units (11–66), with an optional modifier and target number.
import { SlashCommandBuilder } from '@discordjs/builders';
import type { Command, CommandContext } from '../src/command.js';
import { logRoll, rollFooter } from '../src/commands-kit/rolls.js';
import { escapePlayerText } from '../src/control/user-text.js';
import { rollD66 } from '../src/dice/d66.js';
import { UserError } from '../src/errors.js';
import type { Reply } from '../src/reply.js';

const MODIFIER = { min: -100, max: 100 };
const TARGET = { min: 1, max: 200 };

export default {
  data: new SlashCommandBuilder()
    .setName('d66')
    .setDescription('Roll d66: tens die then units die (11–66), optionally against a target')
    .addIntegerOption((o) =>
      o
        .setName('modifier')
        .setDescription('Added to the d66 result, e.g. -10 for one range step')
        .setMinValue(MODIFIER.min)
        .setMaxValue(MODIFIER.max),
    )
    .addIntegerOption((o) =>
      o.setName('target').setDescription('Target number to reach or beat').setMinValue(TARGET.min).setMaxValue(TARGET.max),
    ),
  execute(ctx) {
    return d66(ctx, ctx.options.integer('modifier') ?? 0, ctx.options.integer('target'));
  },
  /** Roll again: the payload carries the modifier and target (`again:<modifier>:<target or empty>`). */
  button(ctx, payload) {
    const [kind, modifier, target] = payload.split(':');
    const within = (text: string | undefined, { min, max }: { min: number; max: number }) =>
      /^-?\d{1,3}$/.test(text ?? '') && Number(text) >= min && Number(text) <= max;
    if (kind !== 'again' || !within(modifier, MODIFIER) || (target !== '' && !within(target, TARGET))) {
      throw new UserError('rule', 'That button no longer does anything.');
    }
    return d66(ctx, Number(modifier), target === '' ? undefined : Number(target));
  },
} satisfies Command;

async function d66(ctx: CommandContext, modifier: number, target: number | undefined): Promise<Reply> {
  const { roll } = await logRoll(
    ctx,
    `d66${modifier ? `${modifier > 0 ? '+' : ''}${modifier}` : ''}${target !== undefined ? ` vs ${target}` : ''}`,
    (rng) => {
      const result = rollD66(rng, modifier, target);
      return { value: result, text: result.text };
    },
  );
  return {
    content: `🎲 **${escapePlayerText(ctx.user.name)}** ${roll.result}\n${rollFooter(roll)}`,
    buttons: [{ label: 'Roll again', payload: `again:${modifier}:${target ?? ''}`, style: 'secondary' }],
  };
}
