// /undo: reverts your own last action (a GM may name anyone's), checked against later changes.
import { SlashCommandBuilder } from '@discordjs/builders';
import type { Command } from '../src/command.js';
import { revert } from '../src/commands-kit/revert.js';

export default {
  data: new SlashCommandBuilder()
    .setName('undo')
    .setDescription('Undo your last action here (GMs may give any action id)')
    .addStringOption((o) => o.setName('action').setDescription('An action id from /history (default: your latest)').setMaxLength(16)),
  execute: (ctx) => revert(ctx, 'undo', ctx.options.string('action')),
  button: (ctx, payload) => revert(ctx, 'undo', payload),
} satisfies Command;
