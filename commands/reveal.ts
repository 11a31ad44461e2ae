// /reveal: publishes a sealed roll's seed and result so anyone can check it against its commitment.
import { SlashCommandBuilder } from '@discordjs/builders';
import { type Command, isGM } from '../src/command.js';
import { commitmentOf, markRevealed } from '../src/commands-kit/rolls.js';
import { UserError } from '../src/errors.js';

export default {
  data: new SlashCommandBuilder()
    .setName('reveal')
    .setDescription('Reveal one of your sealed (secret) rolls to the channel')
    .addStringOption((o) => o.setName('roll').setDescription('The sealed roll id').setRequired(true).setMaxLength(16)),
  async execute(ctx) {
    const id = ctx.options.string('roll', true).trim();
    const found = await ctx.store.findRoll(ctx.channel, id);
    if (!found?.roll.secret) throw new UserError('not-found', `No sealed roll \`${id}\` in this channel.`);
    const { roll, entry } = found;
    const doc = await ctx.store.load(ctx.channel);
    if ((roll.blind || entry.actor.id !== ctx.user.id) && !isGM(ctx, doc.settings))
      throw new UserError(
        'permission',
        roll.blind ? 'Only a GM can reveal a blind roll.' : `Only ${entry.actor.name} or a GM can reveal that roll.`,
      );
    await markRevealed(ctx, roll);
    return {
      content: [
        `🔓 **${entry.actor.name}**'s sealed roll \`${roll.id}\`: \`${roll.what}\``,
        roll.result,
        `Seed \`${roll.seed}\` → \`sha256:${commitmentOf(roll.seed)}\` (matches the posted commitment). Anyone can now check it with \`/verify roll:${roll.id}\`.`,
      ].join('\n'),
    };
  },
} satisfies Command;
