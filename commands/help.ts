// /help: what each command does, generated from the command builders so it never drifts.
import { SlashCommandBuilder } from '@discordjs/builders';
import type { Command } from '../src/command.js';
import { commandSummaries } from '../src/docs/command-reference.js';
import { loadCommands } from '../src/registry.js';

export default {
  data: new SlashCommandBuilder().setName('help').setDescription('List the commands and what they do'),
  async execute() {
    const lines = commandSummaries([...(await loadCommands()).values()]).map((c) => `\`/${c.usage}\` — ${c.description}`);
    return { content: lines.join('\n').slice(0, 1990), ephemeral: true };
  },
} satisfies Command;
