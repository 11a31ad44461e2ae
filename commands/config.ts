// /config: GM-only channel settings: default game system, GM role, and each system's options and replaceable tables.
import { SlashCommandBuilder } from '@discordjs/builders';
import type { Command } from '../src/command.js';
import { DEFAULT_TABLE_RULES, describeTableRules, parseUndoPolicy, tableRules } from '../src/control/table-rules.js';
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
        .setName('table')
        .setDescription('Table rules: who may undo rolls, declare tn: or add modifier:, and turn pings')
        .addStringOption((o) =>
          o
            .setName('undo')
            .setDescription('Who may undo a rolled result')
            .addChoices({ name: 'GM only (default)', value: 'gm' }, { name: 'Players may undo their own rolls', value: 'own-rolls' }),
        )
        .addBooleanOption((o) => o.setName('declare').setDescription("Players may declare tn: and a target's movement (default: no)"))
        .addBooleanOption((o) => o.setName('modifier').setDescription('Players may add modifier: (default: yes)'))
        .addBooleanOption((o) => o.setName('pings').setDescription('Mention a player when play passes to them (default: yes)')),
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
  access: (sub) => (sub === 'show' ? {} : { gmOnly: 'change the settings' }),
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
          ...describeTableRules(tableRules(doc.settings.table)),
          ...systems,
        ].join('\n'),
        ephemeral: true,
      };
    }
    const {
      entry,
      undoable,
      doc: after,
    } = await ctx.store.mutate(ctx.channel, ctx.user, ctx.commandLine, (draft) => {
      if (sub === 'table') {
        const current = tableRules(draft.settings.table);
        const undo = ctx.options.string('undo');
        const next = {
          undo: undo === undefined ? current.undo : parseUndoPolicy(undo),
          playersDeclare: ctx.options.boolean('declare') ?? current.playersDeclare,
          playersModify: ctx.options.boolean('modifier') ?? current.playersModify,
          turnPings: ctx.options.boolean('pings') ?? current.turnPings,
        };
        // Only what differs from the defaults is stored, so a later change of default reaches untouched channels.
        const stored = Object.fromEntries(
          Object.entries(next).filter(([key, value]) => DEFAULT_TABLE_RULES[key as keyof typeof next] !== value),
        );
        if (Object.keys(stored).length > 0) draft.settings.table = stored;
        else delete draft.settings.table;
      } else if (sub === 'system') draft.settings.system = systemById(ctx.options.string('value', true)).id;
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
    const detail = sub === 'table' ? `\n${describeTableRules(tableRules(after.settings.table)).join('\n')}` : '';
    return { content: `Settings updated (${sub}).${detail}`, ...(entry && undoable ? { actionId: entry.id } : {}) };
  },
} satisfies Command;
