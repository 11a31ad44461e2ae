// /panel: posts a message of buttons, one per saved roll, that anyone may press to make that roll as themselves.
import { SlashCommandBuilder } from '@discordjs/builders';
import { type Command, isGM } from '../src/command.js';
import { bookKey, bookOf, CHANNEL_BOOK, type MacroScope, macroIn, rollSaved, userBook } from '../src/commands-kit/macros.js';
import { escapePlayerText } from '../src/control/user-text.js';
import { macroShape } from '../src/dice/index.js';
import { UserError } from '../src/errors.js';
import type { ReplyButton } from '../src/reply.js';

/** Discord's most buttons on one message: 5 rows of 5. */
const MAX_PANEL_BUTTONS = 25;

export default {
  data: new SlashCommandBuilder()
    .setName('panel')
    .setDescription('Post buttons for saved rolls; anyone may press one to make that roll (pin it for the table)')
    .addStringOption((o) =>
      o
        .setName('scope')
        .setDescription("The channel's saved rolls (default; GM only) or your own")
        .addChoices({ name: 'channel', value: 'channel' }, { name: 'mine', value: 'mine' }),
    )
    .addStringOption((o) => o.setName('title').setDescription('A heading for the panel').setMaxLength(80)),
  async execute(ctx) {
    const scope: MacroScope = ctx.options.choice('scope', ['channel', 'mine'] as const) === 'mine' ? 'me' : 'channel';
    const doc = await ctx.store.load(ctx.channel);
    if (scope === 'channel' && !isGM(ctx, doc.settings)) {
      throw new UserError('permission', "Only a GM can post the channel's panel; `/panel scope:mine` posts your own saved rolls.");
    }
    const saved = Object.entries(bookOf(doc, bookKey(scope, ctx.user.id)));
    if (saved.length === 0) {
      throw new UserError(
        'not-found',
        scope === 'channel'
          ? 'This channel has no saved rolls yet; a GM saves them with `/macro save … scope:channel`.'
          : 'You have no saved rolls yet; save one with `/macro save`.',
      );
    }
    // A roll that needs arguments cannot come from a button: it is named instead, to be rolled with /r.
    const pressable = saved.filter(([, macro]) => macroShape(macro.expression).minArgs === 0);
    const needArgs = saved.filter(([, macro]) => macroShape(macro.expression).minArgs > 0).map(([name]) => `\`${name}\``);
    if (pressable.length === 0) {
      throw new UserError(
        'rule',
        `Every one of those saved rolls needs arguments, so none can be a button; roll them with \`/r\`: ${needArgs.join(', ')}.`,
      );
    }
    const buttons: ReplyButton[] = pressable
      .slice(0, MAX_PANEL_BUTTONS)
      .map(([name]) => ({ label: name, payload: scope === 'channel' ? `c:${name}` : `u:${ctx.user.id}:${name}` }));
    const title = escapePlayerText(ctx.options.string('title') ?? (scope === 'channel' ? 'Quick rolls' : `${ctx.user.name}'s quick rolls`));
    return {
      content: [
        `🎛️ **${title}** — press a button to make that roll yourself; each press is logged and verifiable.`,
        ...(needArgs.length > 0 ? [`-# Needing arguments, so rolled with \`/r\`: ${needArgs.join(', ')}`] : []),
      ].join('\n'),
      buttons,
    };
  },
  /** `c:<name>` rolls the channel's saved roll, `u:<user id>:<name>` that member's, as the presser. */
  async button(ctx, payload) {
    const channel = payload.startsWith('c:');
    const split = payload.lastIndexOf(':');
    const name = payload.slice(split + 1);
    const key = channel ? CHANNEL_BOOK : userBook(payload.slice(2, split));
    if (!channel && !payload.startsWith('u:')) throw new UserError('rule', 'That button no longer does anything.');
    const macro = macroIn(bookOf(await ctx.store.load(ctx.channel), key), name);
    if (!macro) {
      throw new UserError(
        'not-found',
        `The saved roll \`${name}\` has been removed, so this button does nothing now; ask for a fresh \`/panel\`.`,
      );
    }
    return rollSaved(ctx, { name, macro }, undefined, 'open');
  },
} satisfies Command;
