// Runs a handler for any front end: user errors become ephemeral replies, anything else is logged and apologised for.
import type { Command, CommandContext } from './command.js';
import { guardedContext } from './control/access.js';
import { escapeReplyNames, noteNames } from './control/name-escape.js';
import { isUserError } from './errors.js';
import { GENERIC_APOLOGY, type Reply, userErrorReply } from './reply.js';
import { StorageUnavailableError } from './store/backend.js';

export const STORAGE_UNAVAILABLE = 'Storage is unavailable right now, so nothing changed. Please try again in a moment.';

export async function executeCommand(command: Command, ctx: CommandContext): Promise<Reply> {
  return guard(command, ctx, async (noting) => command.execute(await withAccess(command, noting)));
}

/** The context a command's handler runs with: its declared access checked now and inside every mutation. */
export function withAccess(command: Command, ctx: CommandContext): Promise<CommandContext> | CommandContext {
  const access = command.access?.(ctx.options.subcommand);
  return access ? guardedContext(ctx, access) : ctx;
}

export async function pressButton(command: Command, ctx: CommandContext, payload: string): Promise<Reply> {
  if (!command.button) return userErrorReply('That button no longer does anything.');
  const handler = command.button.bind(command);
  return guard(command, ctx, (noting) => handler(noting, payload));
}

async function guard(command: Command, given: CommandContext, work: (ctx: CommandContext) => Promise<Reply>): Promise<Reply> {
  const names = new Set<string>();
  // A context without a store (a handler that needs none) has no names to note.
  const ctx = given.store ? { ...given, store: noteNames(given.store, names) } : given;
  try {
    ctx.rateLimiter?.take(ctx.user.id);
    return escapeReplyNames(withSkipped(withUndoButton(ownButtons(command, await work(ctx))), given), names);
  } catch (error) {
    if (isUserError(error)) return escapeReplyNames(withSkipped(userErrorReply(error.message), given), names);
    if (error instanceof StorageUnavailableError) {
      ctx.logger.warn({ err: error, command: command.data.name }, 'storage unavailable');
      return userErrorReply(STORAGE_UNAVAILABLE);
    }
    ctx.logger.error(
      { err: error, command: command.data.name, commandLine: ctx.commandLine, channel: ctx.channel, user: ctx.user.id },
      `error executing command "${command.data.name}"`,
    );
    return { content: GENERIC_APOLOGY, ephemeral: true, error: GENERIC_APOLOGY };
  }
}

/** The reply, saying at its end which units loading the channel skipped (their records set aside) and how to get them back. */
function withSkipped(reply: Reply, ctx: CommandContext): Reply {
  const notes = ctx.store?.takeSkipped(ctx.channel) ?? [];
  if (notes.length === 0) return reply;
  const text = notes.map((note) => `⚠️ ${note}`).join('\n');
  return {
    ...reply,
    content: reply.content ? `${reply.content}\n${text}` : text,
    ...(reply.error === undefined ? {} : { error: `${reply.error}\n${notes.join('\n')}` }),
  };
}

/** A button without a command goes back to the command that made it. */
function ownButtons(command: Command, reply: Reply): Reply {
  if (!reply.buttons?.some((b) => b.command === undefined)) return reply;
  return { ...reply, buttons: reply.buttons.map((b) => (b.command === undefined ? { ...b, command: command.data.name } : b)) };
}

/** Every state-changing reply offers to undo itself. */
function withUndoButton(reply: Reply): Reply {
  if (!reply.actionId || reply.ephemeral) return reply;
  // Rolled results stand for players (unless the table allows it), so the button says whose it is.
  const label = reply.rolled ? 'Undo (GM)' : 'Undo';
  return { ...reply, buttons: [...(reply.buttons ?? []), { label, payload: reply.actionId, command: 'undo', style: 'secondary' }] };
}
