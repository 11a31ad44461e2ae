// /history: the channel's action log, newest first, with undo state.
import { SlashCommandBuilder } from '@discordjs/builders';
import type { Command } from '../src/command.js';
import { linesReply } from '../src/commands-kit/long-reply.js';
import { revertState } from '../src/store/channel-store.js';

export default {
  data: new SlashCommandBuilder()
    .setName('history')
    .setDescription("List this channel's recent actions and rolls")
    .addIntegerOption((o) => o.setName('count').setDescription('How many entries (default 10)').setMinValue(1).setMaxValue(25)),
  async execute(ctx) {
    const count = ctx.options.integer('count') ?? 10;
    const [doc, log] = await Promise.all([ctx.store.load(ctx.channel), ctx.store.log(ctx.channel)]);
    if (log.length === 0) return { content: 'Nothing has happened in this channel yet.', ephemeral: true };
    const states = revertState(log);
    const lines = log
      .slice(-count)
      .reverse()
      .map((e) => {
        const rolls = e.rolls.length > 0 ? ` · rolls ${e.rolls.map((r) => `\`${r.id}\``).join(', ')}` : '';
        const undone = states.get(e.id) === 'undone' ? ' · ~~undone~~' : '';
        const when = new Date(e.time).toISOString().replace('T', ' ').slice(0, 16);
        return `\`#${e.seq}\` \`${e.id}\` ${when} **${e.actor.name}**: ${e.command.slice(0, 120)}${rolls}${undone}`;
      });
    // Each entry whole, however many there are: embeds past 2,000 characters, a text file past the embeds.
    const header = `**History** (${Math.min(count, log.length)} of ${log.length}, state v${doc.version})`;
    return { ...linesReply(header, lines, 'history.txt'), ephemeral: true };
  },
} satisfies Command;
