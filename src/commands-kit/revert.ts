// The shared body of /undo, /redo and the Undo button.
import { type CommandContext, isGM } from '../command.js';
import type { Reply } from '../reply.js';

export async function revert(ctx: CommandContext, kind: 'undo' | 'redo', actionId: string | undefined): Promise<Reply> {
  const settings = (await ctx.store.load(ctx.channel)).settings;
  const gm = isGM(ctx, settings);
  const { result: target, entry } =
    kind === 'undo' ? await ctx.store.undo(ctx.channel, ctx.user, gm, actionId) : await ctx.store.redo(ctx.channel, ctx.user, gm, actionId);
  const verb = kind === 'undo' ? '↩️ Undid' : '↪️ Redid';
  const units = Object.values(target.patch?.units ?? {})
    .map((c) => c.before?.name ?? c.after?.name)
    .filter(Boolean);
  return {
    content: `${verb} \`${target.id}\` — ${target.actor.name}: ${target.command.slice(0, 150)}${units.length ? `\nRestored: ${units.join(', ')}` : ''}`,
    ...(entry
      ? {
          buttons: [
            {
              label: kind === 'undo' ? 'Redo' : 'Undo',
              payload: target.id,
              command: kind === 'undo' ? 'redo' : 'undo',
              style: 'secondary' as const,
            },
          ],
        }
      : {}),
  };
}
