// /channel: a GM's backup and recovery of the whole channel: export state and log as a file, restore one, rebuild lost state.
import { SlashCommandBuilder } from '@discordjs/builders';
import { currentUnit } from '../src/actions.js';
import type { Command, CommandContext } from '../src/command.js';
import { memberIsGM } from '../src/control/access.js';
import { UserError } from '../src/errors.js';
import { MAX_ATTACHMENT_BYTES } from '../src/options.js';
import { type ChannelSettings, MAX_UNITS_PER_CHANNEL } from '../src/store/channel-doc.js';
import { type ChannelExport, packExport, parseExport } from '../src/store/channel-export.js';
import { checkRestore } from '../src/store/restore-check.js';
import { systemById } from '../src/systems/registry.js';
import { unitKey } from '../src/systems/types.js';

/**
 * Only a GM may run any of it. The channel's GM role lives in its state, which may be the very thing that is lost: then
 * only Manage Channel counts.
 */
async function requireGM(ctx: CommandContext, what: string): Promise<void> {
  let settings: ChannelSettings = { systems: {} };
  try {
    settings = (await ctx.store.load(ctx.channel)).settings;
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
  }
  if (!memberIsGM(ctx, settings)) throw new UserError('permission', `Only a GM can ${what}.`);
}

/** Every unit must belong to a system this Salvo has, at a schema it can read, under the key its name gives. */
function checkUnits(data: ChannelExport): void {
  const units = Object.entries(data.doc.units);
  if (units.length > MAX_UNITS_PER_CHANNEL)
    throw new UserError('import', `That export holds ${units.length} units; a channel holds at most ${MAX_UNITS_PER_CHANNEL}.`);
  for (const [key, unit] of units) {
    if (key !== unitKey(unit.name)) throw new UserError('import', `In that export, unit \`${key}\` is filed under the wrong name.`);
    const system = systemById(unit.system);
    try {
      const current = currentUnit(unit);
      system.describeUnit(current);
      system.weaponNames(current);
    } catch (error) {
      if (error instanceof UserError) throw new UserError('import', `In that export, unit \`${unit.name}\`: ${error.message}`);
      throw new UserError('import', `In that export, unit \`${unit.name}\` is not a usable ${system.name} unit.`);
    }
  }
}

export default {
  data: new SlashCommandBuilder()
    .setName('channel')
    .setDescription("GM: back up, restore or rebuild this channel's state and log")
    .addSubcommand((s) => s.setName('export').setDescription("Download this channel's state and whole log as a file"))
    .addSubcommand((s) =>
      s
        .setName('restore')
        .setDescription("Replace this channel's state and log with an export (the current state is kept aside)")
        .addAttachmentOption((o) => o.setName('file').setDescription('A file from /channel export').setRequired(true)),
    )
    .addSubcommand((s) =>
      s
        .setName('rebuild')
        .setDescription("Rebuild this channel's lost state by replaying its log")
        .addBooleanOption((o) => o.setName('fresh').setDescription('Start empty instead, keeping the log and its numbering')),
    ),
  async execute(ctx) {
    const sub = ctx.options.subcommand;
    const actor = { id: ctx.user.id, name: ctx.user.name };
    if (sub === 'export') {
      await requireGM(ctx, "export the channel's state and log");
      const data = await ctx.store.exportChannel(ctx.channel);
      const file = packExport(data);
      const tooBig =
        file.length > MAX_ATTACHMENT_BYTES
          ? `\n⚠️ The file is ${Math.ceil(file.length / 1024)} KB, more than the ${MAX_ATTACHMENT_BYTES / 1024} KB \`/channel restore\` accepts.`
          : '';
      return {
        content: `Exported ${Object.keys(data.doc.units).length} units and ${data.log.length} log entries (state v${data.doc.version}).${tooBig}`,
        files: [{ name: `salvo-${ctx.channel.channelId}-v${data.doc.version}.json.gz`, data: file }],
        ephemeral: true,
      };
    }
    if (sub === 'restore') {
      await requireGM(ctx, 'restore the channel from an export');
      const data = parseExport(await ctx.options.attachment('file', true).read());
      checkRestore(data);
      checkUnits(data);
      const entry = await ctx.store.restore(ctx.channel, actor, data);
      return {
        content: `Restored ${Object.keys(data.doc.units).length} units and ${data.log.length} log entries from ${data.channel} (exported ${data.exportedAt}); this is entry \`#${entry.seq}\`. What was here before is kept aside in storage.`,
      };
    }
    if (sub === 'rebuild') {
      await requireGM(ctx, "rebuild the channel's state");
      const fresh = ctx.options.boolean('fresh') ?? false;
      const { doc, entry } = await ctx.store.rebuild(ctx.channel, actor, fresh);
      return {
        content: fresh
          ? `The channel starts empty, its log kept; numbering goes on at \`#${entry.seq}\`.`
          : `Rebuilt from the log: ${Object.keys(doc.units).length} units, state v${doc.version}; this is entry \`#${entry.seq}\`.`,
      };
    }
    throw new UserError('option', 'Use `/channel export`, `restore` or `rebuild`.');
  },
} satisfies Command;
