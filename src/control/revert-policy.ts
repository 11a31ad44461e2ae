// Which undo and redo each member may make: rolled results stand unless a GM reverts them.
import { UserError } from '../errors.js';
import type { UndoRecord } from '../store/channel-doc.js';
import type { RevertPolicy } from '../store/channel-store.js';
import type { TableRules } from './table-rules.js';

export function revertPolicy(actorId: string, isGM: boolean, rules: TableRules): RevertPolicy {
  return {
    isGM,
    permit(record: UndoRecord, kind: 'undo' | 'redo') {
      if (isGM) return;
      if (kind === 'undo') {
        if (record.actor.id !== actorId)
          throw new UserError('permission', `That was ${record.actor.name}'s action; only they or a GM can undo it.`);
        // Records from before `rolled` was kept can't prove they rolled nothing, so they count as rolled.
        if (record.rolled !== false && rules.undo === 'gm')
          throw new UserError(
            'permission',
            `Only a GM can undo a rolled result: \`${record.id}\` rolled dice, and rolls stand. (A GM can let players undo their own rolls with \`/config table undo:own-rolls\`.)`,
          );
        return;
      }
      if (record.lastRevert?.byGM) throw new UserError('permission', `A GM undid \`${record.id}\`, so only a GM can redo it.`);
      if (record.lastRevert?.actorId !== actorId)
        throw new UserError('permission', `Only the member who undid \`${record.id}\`, or a GM, can redo it.`);
    },
  };
}
