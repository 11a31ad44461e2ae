// /redo: re-applies the action you last undid.
import { SlashCommandBuilder } from '@discordjs/builders';
import type { Command } from '../src/command.js';
import { revert } from '../src/commands-kit/revert.js';

export default {
  data: new SlashCommandBuilder()
    .setName('redo')
    .setDescription('Redo the action you last undid')
    .addStringOption((o) => o.setName('action').setDescription('An action id from /history (default: your latest)').setMaxLength(16)),
  execute: (ctx) => revert(ctx, 'redo', ctx.options.string('action')),
  button: (ctx, payload) => revert(ctx, 'redo', payload),
} satisfies Command;
