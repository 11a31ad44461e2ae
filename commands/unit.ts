// /unit: add a unit from a template, import one from a file or export it as one, show its sheet, list or remove units.
import { SlashCommandBuilder } from '@discordjs/builders';
import { currentUnit, findUnit } from '../src/actions.js';
import type { Command } from '../src/command.js';
import { unitChoices } from '../src/commands-kit/system-options.js';
import { requestedSheet } from '../src/commands-kit/unit-image.js';
import type { Access } from '../src/control/access.js';
import { normaliseName, userIdFrom, userLabel } from '../src/control/identity.js';
import { controllerOf, withController } from '../src/control/units.js';
import { UserError } from '../src/errors.js';
import { MAX_ATTACHMENT_BYTES } from '../src/options.js';
import type { Reply } from '../src/reply.js';
import { type ChannelDoc, MAX_NAME_LENGTH } from '../src/store/channel-doc.js';
import { allSystems, SYSTEM_CHOICES, systemById } from '../src/systems/registry.js';
import { type GameSystem, type SystemId, type UnitRecord, unitKey } from '../src/systems/types.js';

function checkName(name: string): string {
  const trimmed = normaliseName(name);
  if (trimmed.length === 0 || trimmed.length > MAX_NAME_LENGTH)
    throw new UserError('option', `A unit name must be 1–${MAX_NAME_LENGTH} characters.`);
  if (/[`@#:<>\n]/.test(trimmed)) throw new UserError('option', 'A unit name may not contain `, @, #, :, < or >.');
  // Units are stored by lower-cased name in a plain object, whose built-in keys cannot hold a unit.
  if (unitKey(trimmed) in Object.prototype) throw new UserError('option', `\`${trimmed}\` is a reserved word here; pick another name.`);
  return trimmed;
}

/** Template ids are offered as `system/template` so one list serves every system. */
function resolveTemplate(value: string): { system: GameSystem; templateId: string } {
  const [systemId, templateId] = value.includes('/') ? value.split('/', 2) : [undefined, value];
  const candidates = systemId ? [systemById(systemId)] : allSystems();
  for (const system of candidates) {
    const template = system.templates.find(
      (t) => t.id.toLowerCase() === templateId!.toLowerCase() || t.name.toLowerCase() === templateId!.toLowerCase(),
    );
    if (template) return { system, templateId: template.id };
  }
  throw new UserError(
    'unknown-template',
    `No template \`${value}\`. Start typing in \`template:\` to see the list, or use \`/unit templates\`.`,
  );
}

function systemFromFile(fileName: string, text: string, explicit: string | undefined, fallback: SystemId | undefined): GameSystem {
  if (explicit) return systemById(explicit);
  if (/\.mtf$/i.test(fileName)) return systemById('battletech');
  let invalidJson: string | undefined;
  try {
    const parsed = JSON.parse(text) as { system?: unknown };
    if (typeof parsed?.system === 'string') return systemById(parsed.system);
  } catch (error) {
    // Not JSON: a system's own text format, which may name its system on a `system:` line (as `/unit export` writes).
    if (/\.json$/i.test(fileName) || text.trimStart().startsWith('{')) invalidJson = (error as Error).message;
    const named = /^\s*system\s*:\s*([a-z0-9-]+)\s*$/im.exec(text);
    if (invalidJson === undefined && named) return systemById(named[1]!.toLowerCase());
  }
  if (fallback) return systemById(fallback);
  if (invalidJson !== undefined)
    throw new UserError(
      'import',
      `\`${fileName}\` is not valid JSON (${invalidJson}). Fix the file, or pass \`system:\` for a text format.`,
    );
  throw new UserError('option', 'Which system is this unit for? Pass `system:` or set a channel default with `/config system`.');
}

/** A unit name as a file name: letters, digits, spaces and `._()-` are kept, anything else becomes `_`. */
export function exportFileName(unitName: string, extension: string): string {
  const stem = unitName.replace(/[^\p{L}\p{N} ._()-]/gu, '_').replace(/^[.\s]+|[.\s]+$/g, '') || 'unit';
  return `${stem}.${extension}`;
}

function record(system: GameSystem, name: string, owner: string, data: unknown): UnitRecord {
  return { name, system: system.id, owner, schemaVersion: system.unitSchemaVersion, data };
}

/** `/unit show` and the result card's Full sheet button: the description, and the sheet unless images are off. */
async function showUnit(doc: ChannelDoc, name: string): Promise<Reply> {
  const unit = currentUnit(findUnit(doc.units, name));
  const system = systemById(unit.system);
  const pending = (doc.pending[system.id] ?? {}) as Readonly<Record<string, unknown>>;
  return {
    content: `**${unit.name}** (${system.name}, owner ${userLabel(unit.owner)}${unit.controller ? `, played by ${userLabel(unit.controller)}` : ''})\n${system.describeUnit(unit, pending)}`,
    files: await requestedSheet(doc.settings, system, unit, pending),
  };
}

export default {
  data: new SlashCommandBuilder()
    .setName('unit')
    .setDescription('Add, import, show, list or remove units in this channel')
    .addSubcommand((s) =>
      s
        .setName('add')
        .setDescription('Add a unit from a built-in template')
        .addStringOption((o) =>
          o.setName('template').setDescription('Template, e.g. battletech/locust').setRequired(true).setAutocomplete(true).setMaxLength(80),
        )
        .addStringOption((o) =>
          o.setName('name').setDescription('Name for this unit (default: the template name)').setMaxLength(MAX_NAME_LENGTH),
        ),
    )
    .addSubcommand((s) =>
      s
        .setName('import')
        .setDescription('Import a unit file (MegaMek .mtf, or Salvo JSON)')
        .addAttachmentOption((o) => o.setName('file').setDescription('The unit file').setRequired(true))
        .addStringOption((o) =>
          o.setName('name').setDescription('Name for this unit (default: from the file)').setMaxLength(MAX_NAME_LENGTH),
        )
        .addStringOption((o) =>
          o
            .setName('system')
            .setDescription('Game system, if the file does not say')
            .addChoices(...SYSTEM_CHOICES),
        ),
    )
    .addSubcommand((s) =>
      s
        .setName('export')
        .setDescription('Download a unit as a file /unit import reads back (its design, or as it is now)')
        .addStringOption((o) =>
          o.setName('unit').setDescription('Unit name').setRequired(true).setAutocomplete(true).setMaxLength(MAX_NAME_LENGTH),
        )
        .addBooleanOption((o) =>
          o.setName('state').setDescription('As it is now, with its damage, where the format holds it (default: the design as built)'),
        ),
    )
    .addSubcommand((s) =>
      s
        .setName('show')
        .setDescription("Show a unit's sheet")
        .addStringOption((o) =>
          o.setName('name').setDescription('Unit name').setRequired(true).setAutocomplete(true).setMaxLength(MAX_NAME_LENGTH),
        ),
    )
    .addSubcommand((s) => s.setName('list').setDescription('List the units in this channel'))
    .addSubcommand((s) =>
      s
        .setName('templates')
        .setDescription('List the built-in templates')
        .addStringOption((o) =>
          o
            .setName('system')
            .setDescription('Only this system')
            .addChoices(...SYSTEM_CHOICES),
        ),
    )
    .addSubcommand((s) =>
      s
        .setName('control')
        .setDescription('GM: hand a unit to another member to play, or back to its owner')
        .addStringOption((o) =>
          o.setName('unit').setDescription('Unit name').setRequired(true).setAutocomplete(true).setMaxLength(MAX_NAME_LENGTH),
        )
        .addUserOption((o) => o.setName('player').setDescription('The member who plays it from now on (omit: back to its owner)')),
    )
    .addSubcommand((s) =>
      s
        .setName('remove')
        .setDescription('Remove a unit (its owner or a GM)')
        .addStringOption((o) =>
          o.setName('name').setDescription('Unit name').setRequired(true).setAutocomplete(true).setMaxLength(MAX_NAME_LENGTH),
        ),
    ),
  defer: true,
  access: (sub): Access =>
    sub === 'control'
      ? { gmOnly: 'hand a unit over', units: { unit: 'target' } }
      : sub === 'remove' || sub === 'show'
        ? { units: { name: sub === 'remove' ? 'own' : 'target' } }
        : sub === 'export'
          ? // Export only reads: anyone who may look at a unit's sheet may take its file.
            { units: { unit: 'target' } }
          : sub === 'add' || sub === 'import'
            ? { joins: true }
            : {},
  async execute(ctx) {
    const sub = ctx.options.subcommand;
    if (sub === 'add' || sub === 'import') {
      let unit: UnitRecord;
      let warnings: readonly string[] = [];
      if (sub === 'add') {
        const { system, templateId } = resolveTemplate(ctx.options.string('template', true));
        const template = system.templates.find((t) => t.id === templateId)!;
        unit = record(system, checkName(ctx.options.string('name') ?? template.name), ctx.user.id, system.createFromTemplate(templateId));
      } else {
        const file = ctx.options.attachment('file', true);
        const bytes = await file.read();
        const text = bytes.toString('utf8');
        if (text.includes('\u0000') || text.includes('\ufffd')) throw new UserError('import', `\`${file.name}\` is not a text file.`);
        const doc = await ctx.store.load(ctx.channel);
        const system = systemFromFile(file.name, text, ctx.options.string('system'), doc.settings.system);
        const imported = system.importUnit(file.name, text);
        warnings = imported.warnings;
        unit = record(system, checkName(ctx.options.string('name') ?? imported.suggestedName), ctx.user.id, imported.data);
      }
      const system = systemById(unit.system);
      const {
        entry,
        undoable,
        doc: after,
      } = await ctx.store.mutate(ctx.channel, ctx.user, ctx.commandLine, (draft) => {
        const existing = draft.units[unitKey(unit.name)];
        if (existing) throw new UserError('conflict', `There is already a unit called \`${existing.name}\` here. Pick another \`name:\`.`);
        draft.units[unitKey(unit.name)] = unit;
      });
      const warningText = warnings.length > 0 ? `\n⚠️ ${warnings.slice(0, 10).join('\n⚠️ ')}` : '';
      return {
        content: `Added **${unit.name}** (${system.name}).\n${system.describeUnit(unit)}${warningText}`,
        files: await requestedSheet(after.settings, system, unit),
        ...(entry && undoable ? { actionId: entry.id } : {}),
      };
    }
    const doc = await ctx.store.load(ctx.channel);
    if (sub === 'show') return showUnit(doc, ctx.options.string('name', true));
    if (sub === 'export') {
      const unit = currentUnit(findUnit(doc.units, ctx.options.string('unit', true)));
      const system = systemById(unit.system);
      const kind = ctx.options.boolean('state') ? 'state' : 'design';
      const file = system.exportUnit(unit, kind);
      const data = Buffer.from(file.text, 'utf8');
      // Past the import limit the file could not come back in; no unit Salvo accepts is near it.
      if (data.length > MAX_ATTACHMENT_BYTES)
        throw new UserError('limit', `\`${unit.name}\` exports to ${data.length} bytes, more than \`/unit import\` accepts.`);
      const name = exportFileName(unit.name, file.extension);
      return {
        content: `📄 **${unit.name}** (${system.name}), ${kind === 'state' ? 'as it is now' : 'its design as built'}: \`${name}\`. \`/unit import\` reads it back.${file.note ? `\n${file.note}` : ''}`,
        files: [{ name, data, description: `${unit.name}, ${system.name} unit file` }],
        ephemeral: true,
      };
    }
    if (sub === 'list') {
      const units = Object.values(doc.units);
      if (units.length === 0) return { content: 'No units here yet. Add one with `/unit add` or `/unit import`.', ephemeral: true };
      return {
        content: units.map((u) => `• **${u.name}** — ${systemById(u.system).name}, played by ${userLabel(controllerOf(u))}`).join('\n'),
      };
    }
    if (sub === 'templates') {
      const only = ctx.options.string('system');
      const systems = only ? [systemById(only)] : allSystems();
      const lines = systems.flatMap((s) =>
        s.templates.map((t) => `• \`${s.id}/${t.id}\` — ${t.name}${t.description ? `: ${t.description}` : ''}`),
      );
      return { content: lines.length > 0 ? lines.join('\n').slice(0, 1900) : 'No templates.', ephemeral: true };
    }
    if (sub === 'remove') {
      const unit = findUnit(doc.units, ctx.options.string('name', true));
      const { entry, undoable } = await ctx.store.mutate(ctx.channel, ctx.user, ctx.commandLine, (draft) => {
        if (!draft.units[unitKey(unit.name)]) throw new UserError('unknown-unit', `\`${unit.name}\` is already gone.`);
        delete draft.units[unitKey(unit.name)];
      });
      return { content: `Removed **${unit.name}**.`, ...(entry && undoable ? { actionId: entry.id } : {}) };
    }
    if (sub === 'control') {
      const unit = findUnit(doc.units, ctx.options.string('unit', true));
      const player = ctx.options.string('player');
      const to = player === undefined ? unit.owner : userIdFrom(player);
      const {
        entry,
        undoable,
        doc: after,
      } = await ctx.store.mutate(ctx.channel, ctx.user, ctx.commandLine, (draft) => {
        const current = draft.units[unitKey(unit.name)];
        if (!current) throw new UserError('unknown-unit', `\`${unit.name}\` is already gone.`);
        draft.units[unitKey(unit.name)] = withController(current, to);
      });
      const now = after.units[unitKey(unit.name)];
      const who = now ? controllerOf(now) : to;
      return {
        content:
          who === unit.owner
            ? `🎮 **${unit.name}** is back with its owner ${userLabel(who)}.`
            : `🎮 ${userLabel(who)} now plays **${unit.name}** (owner ${userLabel(unit.owner)}).`,
        ...(entry && undoable ? { actionId: entry.id } : {}),
      };
    }
    throw new UserError('option', 'Use `/unit add`, `import`, `export`, `show`, `list`, `templates`, `control` or `remove`.');
  },
  async button(ctx, payload) {
    if (!payload.startsWith('sheet:')) throw new UserError('rule', 'That button no longer does anything.');
    // Only the presser sees it: the card already told the table what changed.
    return { ...(await showUnit(await ctx.store.load(ctx.channel), payload.slice('sheet:'.length))), ephemeral: true };
  },
  async autocomplete(ctx) {
    if (ctx.focused.name === 'template') {
      const typed = ctx.focused.value.toLowerCase();
      return allSystems()
        .flatMap((s) => s.templates.map((t) => ({ name: `${t.name} (${s.name})`.slice(0, 100), value: `${s.id}/${t.id}` })))
        .filter((c) => c.name.toLowerCase().includes(typed) || c.value.includes(typed))
        .slice(0, 25);
    }
    return unitChoices(ctx);
  },
} satisfies Command;
