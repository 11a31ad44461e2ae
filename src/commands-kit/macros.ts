// Saved rolls: the books they live in within the channel document, finding one by name, and rolling one.

import type { Choice, CommandContext } from '../command.js';
import { DEFAULT_DIALECT } from '../dice/dialect.js';
import { expandMacro, macroArgs } from '../dice/index.js';
import { isUserError, UserError } from '../errors.js';
import type { Reply } from '../reply.js';
import type { ChannelDoc, MacroBook, MacroRecord } from '../store/channel-doc.js';
import { type RollMode, rollExpression } from './notation-roll.js';

/** Bounds, stated in the README. The channel's book fills one /panel (Discord allows 25 buttons on a message). */
export const MAX_CHANNEL_MACROS = 25;
export const MAX_USER_MACROS = 20;
/** All books together: every command reads and writes the channel document, so it stays small. */
export const MAX_MACROS_PER_CHANNEL = 150;

export type MacroScope = 'me' | 'channel';

export const CHANNEL_BOOK = 'channel';

export function userBook(userId: string): string {
  return `user:${userId}`;
}

export function bookKey(scope: MacroScope, userId: string): string {
  return scope === 'channel' ? CHANNEL_BOOK : userBook(userId);
}

export interface FoundMacro {
  readonly name: string;
  readonly scope: MacroScope;
  readonly macro: MacroRecord;
}

export function bookOf(doc: Pick<ChannelDoc, 'macros'>, key: string): MacroBook {
  return (doc.macros && Object.hasOwn(doc.macros, key) ? doc.macros[key] : undefined) ?? {};
}

export function macroIn(book: MacroBook, name: string): MacroRecord | undefined {
  return Object.hasOwn(book, name) ? book[name] : undefined;
}

/** The rolls a member can use by name: their own first, then the channel's they have not shadowed. */
export function usableMacros(doc: ChannelDoc, userId: string): FoundMacro[] {
  const mine = Object.entries(bookOf(doc, userBook(userId))).map(([name, macro]) => ({ name, scope: 'me' as const, macro }));
  const channel = Object.entries(bookOf(doc, CHANNEL_BOOK))
    .filter(([name]) => !mine.some((m) => m.name === name))
    .map(([name, macro]) => ({ name, scope: 'channel' as const, macro }));
  return [...mine, ...channel];
}

export function findMacro(doc: ChannelDoc, userId: string, typed: string): FoundMacro {
  const name = typed.trim().toLowerCase();
  const found = usableMacros(doc, userId).find((m) => m.name === name);
  if (found) return found;
  const known = usableMacros(doc, userId).map((m) => `\`${m.name}\``);
  throw new UserError(
    'not-found',
    known.length > 0
      ? `No saved roll called \`${typed.trim()}\`. Yours and this channel's: ${known.slice(0, 20).join(', ')}.`
      : `No saved roll called \`${typed.trim()}\`, and none are saved here yet. Save one with \`/macro save\`.`,
  );
}

export async function macroChoices(ctx: CommandContext, typed: string): Promise<Choice[]> {
  const prefix = typed.trim().toLowerCase();
  return usableMacros(await ctx.store.load(ctx.channel), ctx.user.id)
    .filter((m) => m.name.startsWith(prefix))
    .map((m) => ({ name: `${m.name} — ${m.macro.expression}${m.scope === 'channel' ? ' (channel)' : ''}`, value: m.name }));
}

/** Fills in a saved roll's arguments and rolls it; a notation or dice-limit error says which saved roll it came from. */
export async function rollSaved(
  ctx: CommandContext,
  saved: { readonly name: string; readonly macro: MacroRecord },
  args: string | undefined,
  mode: RollMode,
  label?: string,
  dialect?: string,
): Promise<Reply> {
  const expression = expandMacro(saved.name, saved.macro.expression, macroArgs(args));
  try {
    // A saved roll reads in the notation it was saved in, unless this roll asks for another.
    return await rollExpression(ctx, {
      expression,
      label: label ?? saved.name,
      mode,
      dialect: dialect ?? saved.macro.dialect ?? DEFAULT_DIALECT,
    });
  } catch (error) {
    if (isUserError(error) && (error.identifier === 'notation' || error.identifier === 'limit')) {
      throw new UserError(error.identifier, `Saved roll \`${saved.name}\` became \`${expression}\`: ${error.message}`);
    }
    throw error;
  }
}
