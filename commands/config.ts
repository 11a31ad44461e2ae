// /config: GM-only channel settings: default game system, GM role, and each system's options and replaceable tables.
import { SlashCommandBuilder } from '@discordjs/builders';
import { type Command, isGM } from '../src/command.js';
import { UserError } from '../src/errors.js';
import { SYSTEM_CHOICES, systemById } from '../src/systems/registry.js';
import type { SystemId } from '../src/systems/types.js';

const MAX_JSON = 6000;

export default {
  data: new SlashCommandBuilder()
    .setName('config')
    .setDescription("This channel's settings (GM only to change)")
    .addSubcommand((s) => s.setName('show').setDescription('Show the settings'))
    .addSubcommand((s) =>
      s
        .setName('system')
        .setDescription('Set the default game system')
        .addStringOption((o) =>
          o
            .setName('value')
            .setDescription('Game system')
            .setRequired(true)
            .addChoices(...SYSTEM_CHOICES),
        ),
    )
    .addSubcommand((s) =>
      s
        .setName('gm-role')
        .setDescription('Members with this role count as GM here')
        .addRoleOption((o) => o.setName('role').setDescription('The GM role (omit to clear)')),
    )
    .addSubcommand((s) =>
      s
        .setName('set')
        .setDescription("Set a system's options or tables from JSON (merged into what is set)")
        .addStringOption((o) =>
          o
            .setName('system')
            .setDescription('Game system')
            .setRequired(true)
            .addChoices(...SYSTEM_CHOICES),
        )
        .addStringOption((o) =>
          o.setName('json').setDescription('JSON object, e.g. {"ammoExplosion":"total-warfare"}').setRequired(true).setMaxLength(MAX_JSON),
        ),
    )
    .addSubcommand((s) =>
      s
        .setName('reset')
        .setDescription("Reset a system's options to the defaults")
        .addStringOption((o) =>
          o
            .setName('system')
            .setDescription('Game system')
            .setRequired(true)
            .addChoices(...SYSTEM_CHOICES),
        ),
    ),
  async execute(ctx) {
    const sub = ctx.options.subcommand;
    const doc = await ctx.store.load(ctx.channel);
    if (sub === 'show') {
      const systems = Object.entries(doc.settings.systems).map(
        ([id, raw]) => `• ${id}: \`${JSON.stringify(systemById(id).parseConfig(raw ?? {})).slice(0, 400)}\``,
      );
      return {
        content: [
          `Default system: ${doc.settings.system ?? 'none'}`,
          `GM role: ${doc.settings.gmRoleId ? `<@&${doc.settings.gmRoleId}>` : 'none (Manage Channel permission)'}`,
          ...systems,
        ].join('\n'),
        ephemeral: true,
      };
    }
    if (!isGM(ctx, doc.settings))
      throw new UserError('permission', 'Only a GM (Manage Channel permission or the GM role) can change the settings.');
    const { entry, undoable } = await ctx.store.mutate(ctx.channel, ctx.user, ctx.commandLine, (draft) => {
      if (sub === 'system') draft.settings.system = systemById(ctx.options.string('value', true)).id;
      else if (sub === 'gm-role') {
        const role = ctx.options.string('role');
        if (role) draft.settings.gmRoleId = role;
        else delete draft.settings.gmRoleId;
      } else if (sub === 'set' || sub === 'reset') {
        const system = systemById(ctx.options.string('system', true));
        if (sub === 'reset') {
          delete draft.settings.systems[system.id];
          return;
        }
        let patch: unknown;
        try {
          patch = JSON.parse(ctx.options.string('json', true));
        } catch (error) {
          throw new UserError('option', `That is not valid JSON (${error instanceof Error ? error.message : 'parse error'}).`);
        }
        if (typeof patch !== 'object' || patch === null || Array.isArray(patch))
          throw new UserError('option', 'The JSON must be an object of option names to values.');
        const merged = { ...(draft.settings.systems[system.id as SystemId] ?? {}), ...(patch as Record<string, unknown>) };
        system.parseConfig(merged); // throws a UserError naming the bad option or table entry
        draft.settings.systems[system.id as SystemId] = merged;
      }
    });
    return { content: `Settings updated (${sub}).`, ...(entry && undoable ? { actionId: entry.id } : {}) };
  },
} satisfies Command;
