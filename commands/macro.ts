// /macro: save, list and remove saved rolls, your own or (for GMs) the whole channel's; roll them with /r or /panel.
import { SlashCommandBuilder } from '@discordjs/builders';
import { type Command, type CommandContext, isGM } from '../src/command.js';
import { dialectOption, rollDialect } from '../src/commands-kit/dice-dialect.js';
import {
  bookKey,
  bookOf,
  CHANNEL_BOOK,
  MAX_CHANNEL_MACROS,
  MAX_MACROS_PER_CHANNEL,
  MAX_USER_MACROS,
  type MacroScope,
  macroChoices,
  macroIn,
  userBook,
} from '../src/commands-kit/macros.js';
import { escapePlayerText, inlineCode } from '../src/control/user-text.js';
import { DEFAULT_DIALECT } from '../src/dice/dialect.js';
import { MAX_MACRO_LENGTH, MAX_MACRO_NAME_LENGTH, macroName, macroShape, parseNotation, sampleExpansion } from '../src/dice/index.js';
import { isUserError, UserError } from '../src/errors.js';
import type { Reply } from '../src/reply.js';
import type { MacroRecord } from '../src/store/channel-doc.js';

const SCOPES = ['me', 'channel'] as const;
const SCOPE_CHOICES = [
  { name: 'me (only you)', value: 'me' },
  { name: 'channel (everyone here; GM only)', value: 'channel' },
];
/** Past this the list goes whole into an attached file. */
const LONG_LIST = 1800;

export default {
  data: new SlashCommandBuilder()
    .setName('macro')
    .setDescription('Saved rolls: save, list or remove them; roll one with /r')
    .addSubcommand((s) =>
      s
        .setName('save')
        .setDescription('Save a roll by name; {1}, {2}… (or {1:default}) are filled from /r args')
        .addStringOption((o) =>
          o.setName('name').setDescription('A short name, e.g. atk').setRequired(true).setMaxLength(MAX_MACRO_NAME_LENGTH),
        )
        .addStringOption((o) =>
          o
            .setName('expression')
            .setDescription('Dice notation, e.g. 1d20+{1} [attack] or 2d6{1:+0}')
            .setRequired(true)
            .setMaxLength(MAX_MACRO_LENGTH),
        )
        .addStringOption((o) =>
          o
            .setName('scope')
            .setDescription('Yours (default) or the whole channel (GM only)')
            .addChoices(...SCOPE_CHOICES),
        )
        .addStringOption((o) => dialectOption(o, "The notation it is written in (default: yours, else the channel's); kept with it")),
    )
    .addSubcommand((s) => s.setName('list').setDescription("List your saved rolls and this channel's"))
    .addSubcommand((s) =>
      s
        .setName('remove')
        .setDescription('Remove a saved roll')
        .addStringOption((o) => o.setName('name').setDescription('The saved roll').setRequired(true).setMaxLength(40).setAutocomplete(true))
        .addStringOption((o) =>
          o
            .setName('scope')
            .setDescription('Yours or the channel’s (default: yours if you have one by that name)')
            .addChoices(...SCOPE_CHOICES),
        ),
    ),
  execute(ctx) {
    switch (ctx.options.subcommand) {
      case 'save':
        return save(ctx);
      case 'remove':
        return remove(ctx);
      default:
        return list(ctx);
    }
  },
  async autocomplete(ctx) {
    return macroChoices(ctx, ctx.focused.value);
  },
} satisfies Command;

function requireGM(ctx: CommandContext, settings: Parameters<typeof isGM>[1], what: string): void {
  if (!isGM(ctx, settings))
    throw new UserError('permission', `Only a GM can ${what} the channel's saved rolls; \`scope:me\` keeps one for yourself.`);
}

async function save(ctx: CommandContext): Promise<Reply> {
  const name = macroName(ctx.options.string('name', true));
  const expression = ctx.options.string('expression', true).trim();
  const scope: MacroScope = ctx.options.choice('scope', SCOPES) ?? 'me';
  const shape = macroShape(expression);
  // The notation is fixed when saved, so a later change of the channel's dialect never changes what it rolls.
  const dialect = rollDialect((await ctx.store.load(ctx.channel)).settings, ctx.user.id, ctx.options.string('dialect'));
  try {
    parseNotation(sampleExpansion(expression), dialect);
  } catch (error) {
    if (!isUserError(error)) throw error;
    const how = shape.maxArgs > 0 ? ' (with each argument at its default, or 1)' : '';
    throw new UserError(error.identifier, `That saved roll doesn't read as dice notation${how}: ${error.message}`);
  }
  const key = bookKey(scope, ctx.user.id);
  const { entry, undoable, result } = await ctx.store.mutate(ctx.channel, ctx.user, ctx.commandLine, (draft) => {
    if (scope === 'channel') requireGM(ctx, draft.settings, 'change');
    const book = bookOf(draft, key);
    const previous = macroIn(book, name);
    if (!previous) {
      const cap = scope === 'channel' ? MAX_CHANNEL_MACROS : MAX_USER_MACROS;
      if (Object.keys(book).length >= cap) {
        throw new UserError(
          'bounds',
          `${scope === 'channel' ? 'This channel has' : 'You have'} ${cap} saved rolls, the most allowed; remove one first with \`/macro remove\`.`,
        );
      }
      const total = Object.values(draft.macros).reduce((sum, b) => sum + Object.keys(b).length, 0);
      if (total >= MAX_MACROS_PER_CHANNEL) {
        throw new UserError(
          'bounds',
          `This channel holds ${MAX_MACROS_PER_CHANNEL} saved rolls in all, the most it can; some must be removed first.`,
        );
      }
    }
    const record: MacroRecord = { expression, by: ctx.user.name, ...(dialect === DEFAULT_DIALECT ? {} : { dialect }) };
    draft.macros[key] = { ...book, [name]: record };
    return previous;
  });
  const where = scope === 'channel' ? 'for this channel' : 'for you';
  if (!entry) return { content: `\`${name}\` is already saved ${where} as ${inlineCode(expression)}; nothing changed.`, ephemeral: true };
  const placeholders = Array.from({ length: shape.maxArgs }, (_, i) => `{${i + 1}}`).join(' ');
  const args = shape.maxArgs === 0 ? '' : shape.minArgs === 0 ? ` [args:${placeholders}]` : ` args:${placeholders}`;
  const content = [
    `💾 ${result ? 'Replaced' : 'Saved'} roll \`${name}\` ${where}: ${inlineCode(expression)}${result ? ` (was ${inlineCode(result.expression)})` : ''}.`,
    `Roll it with \`/r name:${name}${args}\`${scope === 'channel' ? ' or from a `/panel`' : ''}.`,
  ];
  // A player's own saved roll is their business: it is answered privately and undone with /undo.
  if (scope === 'me') return { content: `${content.join(' ')} \`/undo\` takes it back.`, ephemeral: true };
  return { content: content.join(' '), ...(undoable ? { actionId: entry.id } : {}) };
}

async function remove(ctx: CommandContext): Promise<Reply> {
  const typed = ctx.options.string('name', true).trim();
  const name = typed.toLowerCase();
  const asked = ctx.options.choice('scope', SCOPES);
  const { entry, undoable, result } = await ctx.store.mutate(ctx.channel, ctx.user, ctx.commandLine, (draft) => {
    const scope: MacroScope = asked ?? (macroIn(bookOf(draft, userBook(ctx.user.id)), name) ? 'me' : 'channel');
    const key = bookKey(scope, ctx.user.id);
    const book = bookOf(draft, key);
    const removed = macroIn(book, name);
    if (!removed) {
      throw new UserError(
        'not-found',
        `No saved roll \`${typed}\` ${scope === 'channel' ? 'in this channel' : 'of yours'}. See \`/macro list\`.`,
      );
    }
    if (scope === 'channel') requireGM(ctx, draft.settings, 'change');
    const rest = Object.fromEntries(Object.entries(book).filter(([n]) => n !== name));
    if (Object.keys(rest).length > 0) draft.macros[key] = rest;
    else delete draft.macros[key];
    return { scope, removed };
  });
  const content = `🗑️ Removed saved roll \`${name}\` (${inlineCode(result.removed.expression)}) ${result.scope === 'channel' ? 'from this channel' : 'of yours'}.`;
  if (result.scope === 'me') return { content: `${content} \`/undo\` brings it back.`, ephemeral: true };
  return { content, ...(entry && undoable ? { actionId: entry.id } : {}) };
}

async function list(ctx: CommandContext): Promise<Reply> {
  const doc = await ctx.store.load(ctx.channel);
  const mine = Object.entries(bookOf(doc, userBook(ctx.user.id)));
  const channel = Object.entries(bookOf(doc, CHANNEL_BOOK));
  if (mine.length === 0 && channel.length === 0) {
    return {
      ephemeral: true,
      content:
        'No saved rolls here yet. Save one with `/macro save name:atk expression:1d20+{1}`, then roll it with `/r name:atk args:5` ({1}, {2}… are filled from `args:`).',
    };
  }
  const line = ([name, macro]: [string, MacroRecord], note = '') => `\`${name}\` — ${inlineCode(macro.expression)}${note}`;
  const lines = [
    `**Your saved rolls** (${mine.length} of ${MAX_USER_MACROS})`,
    ...(mine.length > 0 ? mine.map((m) => line(m)) : ['none yet']),
    `**This channel's saved rolls** (${channel.length} of ${MAX_CHANNEL_MACROS})`,
    ...(channel.length > 0
      ? channel.map((m) =>
          line(m, ` · by ${escapePlayerText(m[1].by)}${mine.some(([n]) => n === m[0]) ? ' · yours of the same name is used' : ''}`),
        )
      : ['none yet']),
    '-# Roll one with `/r name:<name> args:…`; a GM can post the channel’s as buttons with `/panel`.',
  ];
  const text = lines.join('\n');
  if (text.length <= LONG_LIST) return { content: text, ephemeral: true };
  return {
    ephemeral: true,
    content: `${text.slice(0, LONG_LIST).replace(/\n[^\n]*$/, '')}\n… the full list is attached.`,
    files: [{ name: 'saved-rolls.txt', data: Buffer.from(`${text}\n`) }],
  };
}
