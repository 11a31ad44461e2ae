// Logs dice rolls made outside the game systems (/roll, /d66) with their seeds, so /verify can replay them.
import { createHash, randomBytes } from 'node:crypto';
import type { CommandContext } from '../command.js';
import { DEFAULT_DIALECT, type Dialect } from '../dice/dialect.js';
import { type Rng, recordingRng, type Seed, seededRng } from '../dice/rng.js';
import type { LogEntry, RollRecord } from '../store/channel-doc.js';

export interface LoggedRoll<T> {
  readonly value: T;
  readonly roll: RollRecord;
}

/** The hash a sealed roll publishes before its seed is revealed. */
export function commitmentOf(seed: Seed): string {
  return createHash('sha256').update(seed).digest('hex');
}

/**
 * Rolls with a fresh seed and logs it. `roll` must be a pure function of the Rng; a UserError from it
 * (bad notation, a limit) aborts before anything is logged.
 */
export async function logRoll<T>(
  ctx: CommandContext,
  what: string,
  roll: (rng: Rng) => { value: T; text: string },
  options: { secret?: boolean; blind?: boolean; notation?: boolean; label?: string; dialect?: Dialect } = {},
): Promise<LoggedRoll<T>> {
  const seed = ctx.newSeed();
  const id = randomBytes(4).toString('hex');
  // Roll before touching the store so bad input never costs a write.
  const rng = recordingRng(seededRng(seed));
  const { value, text } = roll(rng);
  const record: RollRecord = {
    id,
    seed,
    what,
    result: text,
    draws: rng.drawn,
    ...(options.secret || options.blind ? { secret: true, commitment: commitmentOf(seed) } : {}),
    ...(options.blind ? { blind: true } : {}),
    ...(options.notation ? { notation: true } : {}),
    ...(options.label ? { label: options.label } : {}),
    ...(options.dialect && options.dialect !== DEFAULT_DIALECT ? { dialect: options.dialect } : {}),
  };
  await ctx.store.mutate(ctx.channel, ctx.user, ctx.commandLine, (draft) => {
    draft.rolls.push(record);
  });
  return { value, roll: record };
}

/**
 * A sealed roll's reveal, logged as a settled choice: the log is append-only, so the roll record itself never changes,
 * and a reveal, like a choice, stands whatever undo does.
 */
function revealMark(rollId: string): string {
  return `reveal:${rollId}`;
}

/** Logs that this sealed roll was revealed, once; later reveals only show it again. */
export async function markRevealed(ctx: CommandContext, roll: RollRecord): Promise<void> {
  if (await isRevealed(ctx, roll)) return;
  await ctx.store.mutate(ctx.channel, ctx.user, ctx.commandLine, (draft) => {
    draft.choice = revealMark(roll.id);
  });
}

/** A reveal is for good: its mark is looked up in the archived log too, however long ago it was made. */
export async function isRevealed(ctx: CommandContext, roll: RollRecord): Promise<boolean> {
  return roll.revealed === true || (await ctx.store.findChoice(ctx.channel, revealMark(roll.id), { archive: true })) !== undefined;
}

export function rollFooter(roll: RollRecord): string {
  return `-# roll \`${roll.id}\` · \`/verify roll:${roll.id}\``;
}

/** Whether a logged roll's `what` is dice notation; rolls logged before the flag existed came from /roll. */
export function isNotationRoll(roll: RollRecord, entry: LogEntry): boolean {
  return roll.notation === true || entry.command.startsWith('/roll');
}

/** The same text, or (for a roll logged before the display changed) the same statement totals in the same order. */
export function sameRollResult(replayed: string, logged: string): boolean {
  const totals = (text: string) => [...text.matchAll(/ = \*\*(-?\d+)/g)].map((m) => m[1]).join(',');
  return replayed === logged || (totals(logged) !== '' && totals(replayed) === totals(logged));
}
