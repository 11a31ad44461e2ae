// The shared body of /undo, /redo and the Undo button; who may revert what is the control module's.
import { type CommandContext, isGM } from '../command.js';
import { revertPolicy } from '../control/revert-policy.js';
import { tableRules } from '../control/table-rules.js';
import type { Reply } from '../reply.js';

export async function revert(ctx: CommandContext, kind: 'undo' | 'redo', actionId: string | undefined): Promise<Reply> {
  const before = await ctx.store.load(ctx.channel);
  const policy = revertPolicy(ctx.user.id, isGM(ctx, before.settings), tableRules(before.settings.table));
  const {
    result: target,
    entry,
    doc,
  } = kind === 'undo'
    ? await ctx.store.undo(ctx.channel, ctx.user, policy, actionId)
    : await ctx.store.redo(ctx.channel, ctx.user, policy, actionId);
  const verb = kind === 'undo' ? '↩️ Undid' : '↪️ Redid';
  // Say what became of each unit the revert touched: back as it was, gone (an add taken back), or back again.
  const touched = Object.keys(target.patch.units);
  const named = (keys: readonly string[]) => keys.map((key) => doc.units[key]?.name ?? before.units[key]?.name ?? key).join(', ');
  const gone = touched.filter((key) => !Object.hasOwn(doc.units, key) && Object.hasOwn(before.units, key));
  const returned = touched.filter((key) => Object.hasOwn(doc.units, key) && !Object.hasOwn(before.units, key));
  const restored = touched.filter((key) => !gone.includes(key) && !returned.includes(key));
  const lines = [
    ...(restored.length ? [`Restored: ${named(restored)}`] : []),
    ...(gone.length ? [`Removed: ${named(gone)}`] : []),
    ...(returned.length ? [`Back: ${named(returned)}`] : []),
  ];
  return {
    content: [`${verb} \`${target.id}\` — ${target.actor.name}: ${target.command.slice(0, 150)}`, ...lines].join('\n'),
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
