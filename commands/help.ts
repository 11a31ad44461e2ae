// /help: a newcomer's overview, then one topic at a time (quick-starts, dice notation, GM tools, every command), paged.
import { SlashCommandBuilder } from '@discordjs/builders';
import type { Command } from '../src/command.js';
import { HELP_TOPICS, helpPage, pageButtons } from '../src/help/topics.js';
import { loadCommands } from '../src/registry.js';
import type { Reply } from '../src/reply.js';

async function page(topic: string | undefined, number: number): Promise<Reply> {
  const shown = helpPage(topic, number, [...(await loadCommands()).values()]);
  return { content: '', embeds: [shown.embed], buttons: topic ? pageButtons(topic, shown) : [], ephemeral: true };
}

export default {
  data: new SlashCommandBuilder()
    .setName('help')
    .setDescription('How to start: quick-starts per game, dice notation, GM tools and every command')
    .addStringOption((o) =>
      o
        .setName('topic')
        .setDescription('A quick-start for your game, dice notation, GM tools, or every command')
        .addChoices(...HELP_TOPICS),
    )
    .addIntegerOption((o) => o.setName('page').setDescription('Page of a long topic (default 1)').setMinValue(1).setMaxValue(20)),
  execute: (ctx) => page(ctx.options.string('topic'), ctx.options.integer('page') ?? 1),
  async button(_ctx, payload) {
    const [topic, number] = payload.split(':');
    return page(topic, Number(number) || 1);
  },
} satisfies Command;
