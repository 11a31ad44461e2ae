// /help: what each command does, generated from the command builders so it never drifts.
import { SlashCommandBuilder } from '@discordjs/builders';
import type { Command } from '../src/command.js';
import { commandSummaries } from '../src/docs/command-reference.js';
import { loadCommands } from '../src/registry.js';

/** Shown first: the everyday rolling shortcuts, which the alphabetical list below may cut off. */
const SAVED_ROLLS =
  '**Saved rolls:** `/macro save name:atk expression:1d20+{1}`, then `/r name:atk args:5`; `/panel` posts them as buttons. Every `/roll` and `/d66` has a Roll again button; `/roll blind:true` shows the result to the GM only.';

export default {
  data: new SlashCommandBuilder().setName('help').setDescription('List the commands and what they do'),
  async execute() {
    const lines = commandSummaries([...(await loadCommands()).values()]).map((c) => `\`/${c.usage}\` — ${c.description}`);
    return { content: [SAVED_ROLLS, ...lines].join('\n').slice(0, 1990), ephemeral: true };
  },
} satisfies Command;
