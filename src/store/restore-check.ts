// The whole of a restore file checked before anything is written: every shape against its schema, each system's
// settings by its own rules, sequence numbers safe and consistent, and the log replayed to the state the file claims.
import { isDeepStrictEqual } from 'node:util';
import { UserError } from '../errors.js';
import { systemById } from '../systems/registry.js';
import type { ChannelExport } from './channel-export.js';
import { replayLog } from './replay.js';
import { channelDocSchema, firstProblem, logEntrySchema } from './schemas.js';

const refused = (problem: string) => new UserError('import', `That export can't be restored: ${problem}. Nothing was changed.`);
const refuse = (where: string, why: string) => refused(`${where}: ${why}`);

/** Throws the first problem of `data`, with its path; returns nothing when the file may be restored as it is. */
export function checkRestore(data: ChannelExport): void {
  const doc = channelDocSchema.safeParse(data.doc);
  if (!doc.success) throw refused(firstProblem(doc.error, 'doc'));
  for (const [id, options] of Object.entries(data.doc.settings.systems)) {
    try {
      systemById(id).parseConfig(options ?? {});
    } catch (error) {
      throw refuse(`doc.settings.systems.${id}`, error instanceof Error ? error.message : String(error));
    }
  }
  for (const [key, unit] of Object.entries(data.doc.units))
    if (unit.name.trim() === '') throw refuse(`doc.units.${key}.name`, 'a unit needs a name');
  let previous = 0;
  for (const [index, entry] of data.log.entries()) {
    const checked = logEntrySchema.safeParse(entry);
    if (!checked.success) throw refused(firstProblem(checked.error, `log[${index}]`));
    if (entry.seq <= previous) throw refuse(`log[${index}].seq`, `#${entry.seq} does not follow #${previous}`);
    if (entry.versionAfter < entry.versionBefore) throw refuse(`log[${index}].versionAfter`, 'it is before versionBefore');
    previous = entry.seq;
  }
  const last = data.log.at(-1);
  if (last && data.doc.nextSeq !== last.seq + 1)
    throw refuse('doc.nextSeq', `it is #${data.doc.nextSeq}, but the log ends at #${last.seq}, so it must be #${last.seq + 1}`);
  if (last && data.doc.version < last.versionAfter)
    throw refuse('doc.version', `it is ${data.doc.version}, older than the log's last version ${last.versionAfter}`);
  const replay = replayLog(data.log);
  if (!replay.ok) {
    // Logs written before Salvo kept each change cannot be replayed; there is nothing to hold their state against.
    if (/did not yet keep state changes/.test(replay.why)) return;
    const index = data.log.findIndex((e) => e.seq === replay.seq);
    throw refuse(`log[${index}] (#${replay.seq})`, `its change does not apply: ${replay.why}`);
  }
  for (const slot of ['units', 'settings', 'pending', 'macros'] as const) {
    const claimed = data.doc[slot] ?? (slot === 'macros' ? {} : undefined);
    const replayed = replay.doc[slot] ?? (slot === 'macros' ? {} : undefined);
    if (!isDeepStrictEqual(claimed, replayed)) {
      const key =
        claimed && replayed && typeof claimed === 'object'
          ? Object.keys({ ...claimed, ...replayed }).find((k) => !isDeepStrictEqual((claimed as never)[k], (replayed as never)[k]))
          : undefined;
      throw refuse(`doc.${slot}${key ? `.${key}` : ''}`, 'it is not what the log replays to');
    }
  }
}
