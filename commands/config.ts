// /config: GM-only channel settings: default game system, GM role, images, each system's typed options and raw tables.
import { SlashCommandBuilder } from '@discordjs/builders';
import type { Command } from '../src/command.js';
import { channelDialect, dialectOption, parseDialect } from '../src/commands-kit/dice-dialect.js';
import { linesReply } from '../src/commands-kit/long-reply.js';
import { addSettingOptions, patchOptions, settingLines, settingsPatch, tableLines } from '../src/commands-kit/system-settings.js';
import { DEFAULT_IMAGE_MODE, imageMode } from '../src/commands-kit/unit-image.js';
import { DEFAULT_TABLE_RULES, describeTableRules, parseUndoPolicy, tableRules } from '../src/control/table-rules.js';
import { DEFAULT_DIALECT, dialectName } from '../src/dice/dialect.js';
import { UserError } from '../src/errors.js';
import type { ChannelSettings, ImageMode } from '../src/store/channel-doc.js';
import { allSystems, SYSTEM_CHOICES, systemById } from '../src/systems/registry.js';
import { type GameSystem, SYSTEM_IDS } from '../src/systems/types.js';

const IMAGE_CHOICES: ReadonlyArray<{ name: string; value: ImageMode }> = [
  { name: 'Full sheet with every result', value: 'full' },
  { name: 'Compact result card (default)', value: 'compact' },
  { name: 'No images', value: 'none' },
];

const imageLine = (settings: ChannelSettings): string => {
  const mode = imageMode(settings);
  return `Images: ${IMAGE_CHOICES.find((c) => c.value === mode)?.name ?? mode}${mode === DEFAULT_IMAGE_MODE ? '' : ` (default: ${DEFAULT_IMAGE_MODE})`}`;
};

/** One system's part of `/config show`: its typed settings, then every table in force. */
function systemLines(system: GameSystem, settings: ChannelSettings): string[] {
  const stored = settings.systems[system.id] ?? {};
  const tables = tableLines(system, stored);
  return [
    `**${system.name}** (\`/config ${system.id}\`)`,
    ...settingLines(system, stored),
    ...(tables.length > 0 ? [`Tables (\`/config set\`):`, ...tables] : []),
  ];
}

/** The channel's dice dialect, and the asker's own when they chose one. */
function diceLine(settings: ChannelSettings, userId: string): string {
  const own = settings.dice?.users?.[userId];
  const channel = channelDialect(settings);
  return `Dice notation: ${dialectName(channel)}${channel === DEFAULT_DIALECT ? ' (default)' : ''}${own ? ` · yours: ${dialectName(own)}` : ''}`;
}

const MAX_JSON = 6000;

/** Merges a patch into a system's stored options, validated (parseConfig throws a UserError naming the bad entry). */
function storeOptions(settings: ChannelSettings, system: GameSystem, patch: Readonly<Record<string, unknown>>): void {
  const next = patchOptions(system, settings.systems[system.id] ?? {}, patch);
  system.parseConfig(next);
  if (Object.keys(next).length > 0) settings.systems[system.id] = next;
  else delete settings.systems[system.id];
}

function buildConfig() {
  const builder = new SlashCommandBuilder()
    .setName('config')
    .setDescription("This channel's settings (GM only to change)")
    .addSubcommand((s) =>
      s
        .setName('show')
        .setDescription('Show the settings, defaults marked, and every table in force')
        .addStringOption((o) =>
          o
            .setName('system')
            .setDescription('Only this game system (default: every system)')
            .addChoices(...SYSTEM_CHOICES),
        ),
    )
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
        .addBooleanOption((o) => o.setName('pings').setDescription('Mention a player when play passes to them (default: yes)'))
        .addBooleanOption((o) =>
          o.setName('join').setDescription("Players may add units to a running battle at a turn's start (default: GM only)"),
        )
        .addBooleanOption((o) =>
          o.setName('strict').setDescription('Each weapon once, one move… without a battle too, turns ended by /phase end (default: no)'),
        ),
    )
    .addSubcommand((s) =>
      s
        .setName('images')
        .setDescription('What images replies carry: full sheets, a compact result card, or none')
        .addStringOption((o) =>
          o
            .setName('mode')
            .setDescription('Image mode for this channel')
            .setRequired(true)
            .addChoices(...IMAGE_CHOICES),
        ),
    );
  builder
    .addSubcommand((s) =>
      s
        .setName('dice')
        .setDescription("The channel's dice notation: Salvo's, Roll20's, Dice Maiden's, Avrae's or Foundry's")
        .addStringOption((o) => dialectOption(o, 'Dice dialect for rolls in this channel').setRequired(true)),
    )
    .addSubcommand((s) =>
      s
        .setName('my-dice')
        .setDescription('Your own dice notation for your rolls here (anyone; wins over the channel’s)')
        .addStringOption((o) => dialectOption(o, 'Your dice dialect here (omit to follow the channel)')),
    );
  for (const system of allSystems()) {
    if (system.settings.length === 0) continue;
    builder.addSubcommand((s) =>
      addSettingOptions(s.setName(system.id).setDescription(`${system.name}: its common rules options`.slice(0, 100)), system),
    );
  }
  return builder
    .addSubcommand((s) =>
      s
        .setName('set')
        .setDescription("Set a system's tables from JSON, merged deeply into the tables in force")
        .addStringOption((o) =>
          o
            .setName('system')
            .setDescription('Game system')
            .setRequired(true)
            .addChoices(...SYSTEM_CHOICES),
        )
        .addStringOption((o) =>
          o
            .setName('json')
            .setDescription('JSON merged into the tables in force, e.g. {"walls":{"steel":[2,2,3,3,4,4]}}; null resets one')
            .setRequired(true)
            .setMaxLength(MAX_JSON),
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
    );
}

export default {
  data: buildConfig(),
  access: (sub) => (sub === 'show' || sub === 'my-dice' ? {} : { gmOnly: 'change the settings' }),
  async execute(ctx) {
    const sub = ctx.options.subcommand;
    const doc = await ctx.store.load(ctx.channel);
    if (sub === 'show') {
      const only = ctx.options.string('system');
      const systems = only ? [systemById(only)] : allSystems();
      const header = [
        `Default system: ${doc.settings.system ? systemById(doc.settings.system).name : 'none'}`,
        `GM role: ${doc.settings.gmRoleId ? `<@&${doc.settings.gmRoleId}>` : 'none (Manage Channel permission)'}`,
        imageLine(doc.settings),
        diceLine(doc.settings, ctx.user.id),
        ...describeTableRules(tableRules(doc.settings.table)),
      ].join('\n');
      return {
        ...linesReply(
          header,
          systems.flatMap((system) => systemLines(system, doc.settings)),
          'config.txt',
        ),
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
          playersJoin: ctx.options.boolean('join') ?? current.playersJoin,
          strict: ctx.options.boolean('strict') ?? current.strict,
        };
        // Only what differs from the defaults is stored, so a later change of default reaches untouched channels.
        const stored = Object.fromEntries(
          Object.entries(next).filter(([key, value]) => DEFAULT_TABLE_RULES[key as keyof typeof next] !== value),
        );
        if (Object.keys(stored).length > 0) draft.settings.table = stored;
        else delete draft.settings.table;
      } else if (sub === 'dice' || sub === 'my-dice') {
        const asked = ctx.options.string('dialect');
        const dice = { ...draft.settings.dice };
        if (sub === 'dice') {
          const dialect = parseDialect(asked ?? '');
          if (dialect === DEFAULT_DIALECT) delete dice.dialect;
          else dice.dialect = dialect;
        } else {
          const users = { ...dice.users };
          if (asked === undefined) delete users[ctx.user.id];
          else users[ctx.user.id] = parseDialect(asked);
          if (Object.keys(users).length > 0) dice.users = users;
          else delete dice.users;
        }
        if (Object.keys(dice).length > 0) draft.settings.dice = dice;
        else delete draft.settings.dice;
      } else if (sub === 'images') {
        const mode = IMAGE_CHOICES.find((c) => c.value === ctx.options.string('mode', true))?.value;
        if (!mode) throw new UserError('option', 'Images are `full`, `compact` or `none`.');
        if (mode === DEFAULT_IMAGE_MODE) delete draft.settings.images;
        else draft.settings.images = mode;
      } else if (SYSTEM_IDS.some((id) => id === sub)) {
        const system = systemById(sub ?? '');
        const patch = settingsPatch(system, ctx.options);
        if (Object.keys(patch).length === 0)
          throw new UserError('option', `Give at least one setting: ${system.settings.map((spec) => `\`${spec.option}:\``).join(', ')}.`);
        storeOptions(draft.settings, system, patch);
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
        const unsafe = unsafeKey(patch);
        if (unsafe) throw new UserError('option', `The JSON may not use the key \`${unsafe}\`: it names no setting.`);
        storeOptions(draft.settings, system, patch as Record<string, unknown>);
      }
    });
    const changed = SYSTEM_IDS.find((id) => id === sub || ((sub === 'set' || sub === 'reset') && id === ctx.options.string('system')));
    const detail =
      sub === 'table'
        ? `\n${describeTableRules(tableRules(after.settings.table)).join('\n')}`
        : sub === 'images'
          ? `\n${imageLine(after.settings)}`
          : sub === 'dice' || sub === 'my-dice'
            ? `\n${diceLine(after.settings, ctx.user.id)}`
            : changed
              ? `\n${settingLines(systemById(changed), after.settings.systems[changed] ?? {}).join('\n')}`
              : '';
    return { content: `Settings updated (${sub}).${detail}`, ...(entry && undoable ? { actionId: entry.id } : {}) };
  },
} satisfies Command;

/** A key JSON.parse keeps as an own property but that would reach an object's prototype once merged anywhere. */
function unsafeKey(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') return key;
    const deeper = unsafeKey(inner);
    if (deeper) return deeper;
  }
  return undefined;
}
