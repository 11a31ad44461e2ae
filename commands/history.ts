// /history: the channel's action log, newest first, with undo state; `before:` pages back into the archive.
import { SlashCommandBuilder } from '@discordjs/builders';
import type { Command } from '../src/command.js';
import { linesReply } from '../src/commands-kit/long-reply.js';
import { isUserError } from '../src/errors.js';
import { revertState } from '../src/store/channel-store.js';

export default {
  data: new SlashCommandBuilder()
    .setName('history')
    .setDescription("List this channel's recent actions and rolls")
    .addIntegerOption((o) => o.setName('count').setDescription('How many entries (default 10)').setMinValue(1).setMaxValue(25))
    .addIntegerOption((o) => o.setName('before').setDescription('Only entries before this number, to page back (e.g. 120)').setMinValue(1)),
  async execute(ctx) {
    const count = ctx.options.integer('count') ?? 10;
    const before = ctx.options.integer('before') ?? undefined;
    // The log is what a GM reads to recover lost state, so it is shown even when the state cannot be read.
    const [doc, page, live] = await Promise.all([
      ctx.store.load(ctx.channel).catch((error: unknown) => {
        if (isUserError(error)) return undefined;
        throw error;
      }),
      ctx.store.history(ctx.channel, count, before),
      ctx.store.log(ctx.channel),
    ]);
    if (page.total === 0) return { content: 'Nothing has happened in this channel yet.', ephemeral: true };
    if (page.entries.length === 0) return { content: `No entries before \`#${before}\`.`, ephemeral: true };
    // Undo entries come after the actions they undo, so the states are read from the page and the newer live log.
    const states = revertState([...page.entries, ...live.filter((e) => e.seq > (page.entries.at(-1)?.seq ?? 0))]);
    const lines = page.entries
      .slice()
      .reverse()
      .map((e) => {
        const rolls = e.rolls.length > 0 ? ` · rolls ${e.rolls.map((r) => `\`${r.id}\``).join(', ')}` : '';
        const undone = states.get(e.id) === 'undone' ? ' · ~~undone~~' : '';
        const ruling = e.ruling?.length ? `\n  ⚖️ GM ruling: ${e.ruling.map((r) => r.slice(0, 160)).join('; ')}` : '';
        const when = new Date(e.time).toISOString().replace('T', ' ').slice(0, 16);
        return `\`#${e.seq}\` \`${e.id}\` ${when} **${e.actor.name}**: ${e.command.slice(0, 120)}${rolls}${undone}${ruling}`;
      });
    // Each entry whole, however many there are: embeds past 2,000 characters, a text file past the embeds.
    const older = page.entries[0]!.seq > 1 ? [`-# older: \`/history before:${page.entries[0]!.seq}\``] : [];
    const state = doc ? `state v${doc.version}` : 'state unreadable';
    const header = `**History** (${page.entries.length} of ${page.total}, ${state})`;
    return { ...linesReply(header, [...lines, ...older], 'history.txt'), ephemeral: true };
  },
} satisfies Command;
