// Rolls a dice expression and answers it the same way wherever it came from: /roll, /r, a panel button or Roll again.
import { type CommandContext, isGM } from '../command.js';
import { escapePlayerText, inlineCode } from '../control/user-text.js';
import { DEFAULT_DIALECT } from '../dice/dialect.js';
import { evaluateProgram, formatProgramResult, parseNotation } from '../dice/index.js';
import { UserError } from '../errors.js';
import type { OptionBag } from '../options.js';
import type { Reply, ReplyButton, ReplyFile } from '../reply.js';
import { channelKey, type RollRecord } from '../store/channel-doc.js';
import { dialectMarker, firstTimeNotes, rollDialect } from './dice-dialect.js';
import { commitmentOf, isNotationRoll, logRoll, rollFooter } from './rolls.js';

/** Past this many characters the result is attached as a file. */
const LONG_RESULT = 1700;

/** `secret`: only the roller sees it. `blind`: only a GM sees it (a GM rolling blind is simply private to them). */
export type RollMode = 'open' | 'secret' | 'blind';

export interface ExpressionRoll {
  readonly expression: string;
  readonly label?: string | undefined;
  readonly mode: RollMode;
  /** The roll's own `dialect:`; absent, the roller's default here or the channel's. */
  readonly dialect?: string | undefined;
}

/** The `secret:` and `blind:` options of /roll and /r. */
export function rollModeOption(options: OptionBag): RollMode {
  const secret = options.boolean('secret') ?? false;
  const blind = options.boolean('blind') ?? false;
  if (secret && blind) throw new UserError('option', 'Choose `secret:` (only you see it) or `blind:` (only the GM sees it), not both.');
  return blind ? 'blind' : secret ? 'secret' : 'open';
}

export async function rollExpression(ctx: CommandContext, { expression, label, mode, dialect: asked }: ExpressionRoll): Promise<Reply> {
  if (label !== undefined && escapePlayerText(label).trim() === '')
    throw new UserError('option', 'A label needs at least one visible character; leave `label:` out for none.');
  const { settings } = await ctx.store.load(ctx.channel);
  const byGM = mode === 'blind' && isGM(ctx, settings);
  const dialect = rollDialect(settings, ctx.user.id, asked);
  // Parsed before the roll is logged, so a refusal costs no write.
  const program = parseNotation(expression, dialect);
  const { roll } = await logRoll(
    ctx,
    expression,
    (rng) => {
      const result = evaluateProgram(program, rng);
      return { value: result, text: formatProgramResult(result) };
    },
    { secret: mode === 'secret', blind: mode === 'blind', notation: true, label, dialect },
  );
  // A sealed roll's expression stays private too, so only its roller may roll it again.
  const again: ReplyButton = {
    label: 'Roll again',
    payload: `again:${roll.id}`,
    command: 'roll',
    style: 'secondary',
    ...(mode === 'open' ? {} : { onlyUser: ctx.user.id }),
  };
  const who = escapePlayerText(ctx.user.name);
  const named = label ? ` (${escapePlayerText(label)})` : '';
  const commitment = `Commitment: \`sha256:${commitmentOf(roll.seed)}\``;
  if (mode === 'blind' && !byGM) {
    return {
      content: `🙈 **${who}** made a blind roll \`${roll.id}\`${named} for the GM; only a GM can open it. ${commitment}`,
      buttons: [{ label: 'Open (GM)', payload: `open:${roll.id}`, command: 'roll' }, again],
    };
  }
  const { shown, files } = fitted(expression, roll);
  const notes = firstTimeNotes(channelKey(ctx.channel), dialect, program.forms).map((note) => `\n-# ${note}`);
  const body = `🎲 **${who}**${dialectMarker(settings, dialect)}${label ? ` — ${escapePlayerText(label)}` : ''}\n${shown}\n${rollFooter(roll)}${notes.join('')}`;
  if (mode === 'open') return { content: body, files, buttons: [again] };
  const kind = mode === 'blind' ? 'blind GM' : 'sealed';
  return {
    files,
    content: `${body}\n-# ${mode === 'blind' ? 'Blind GM roll' : 'Sealed'}: the channel sees only the commitment until you \`/reveal roll:${roll.id}\`.`,
    ephemeral: true,
    buttons: [again],
    publicNote: `${mode === 'blind' ? '🙈' : '🔒'} **${who}** made a ${kind} roll \`${roll.id}\`${named}. ${commitment}`,
  };
}

/** Discord caps a message at 2,000 characters: a long result (100 repeats, say) goes whole into an attached file. */
function fitted(expression: string, roll: RollRecord): { shown: string; files: ReplyFile[] } {
  if (roll.result.length <= LONG_RESULT) return { shown: roll.result, files: [] };
  return {
    shown: `${roll.result.slice(0, LONG_RESULT).replace(/\n[^\n]*$/, '')}\n… the full result is attached.`,
    files: [
      {
        name: `roll-${roll.id}.txt`,
        data: Buffer.from(`${expression}\n\n${roll.result}\n`),
        description: `Every die of roll ${roll.id} as text`,
      },
    ],
  };
}

/** A logged roll a button refers to, or a message saying it is gone. */
async function loggedRoll(ctx: CommandContext, rollId: string, purpose: string) {
  const found = await ctx.store.findRoll(ctx.channel, rollId);
  if (!found) {
    throw new UserError(
      'not-found',
      `Roll \`${rollId}\` is not in this channel's log (the log is kept whole, archive included), so there is nothing to ${purpose}.`,
    );
  }
  return found;
}

/** Roll again: the same expression and label, rolled afresh by whoever pressed, as a new logged roll. */
export async function rollAgain(ctx: CommandContext, rollId: string): Promise<Reply> {
  const { roll, entry } = await loggedRoll(ctx, rollId, 'roll again; roll afresh with `/roll`');
  if (!isNotationRoll(roll, entry))
    throw new UserError('rule', `Roll \`${rollId}\` was not a dice expression, so it can't be rolled again.`);
  if (roll.secret && entry.actor.id !== ctx.user.id) {
    throw new UserError('permission', `Roll \`${rollId}\` was sealed; only ${escapePlayerText(entry.actor.name)} can roll it again.`);
  }
  return rollExpression(ctx, {
    expression: roll.what,
    label: roll.label,
    mode: roll.blind ? 'blind' : roll.secret ? 'secret' : 'open',
    dialect: roll.dialect ?? DEFAULT_DIALECT,
  });
}

/** A GM opens a player's blind roll: privately, without revealing it to the channel. */
export async function openBlindRoll(ctx: CommandContext, rollId: string): Promise<Reply> {
  const { roll, entry } = await loggedRoll(ctx, rollId, 'open');
  if (!roll.blind) throw new UserError('rule', `Roll \`${rollId}\` is not a blind roll; \`/verify roll:${rollId}\` shows it.`);
  if (!isGM(ctx, (await ctx.store.load(ctx.channel)).settings)) throw new UserError('permission', 'Only a GM can open a blind roll.');
  return {
    ephemeral: true,
    content: [
      `🙈 **${escapePlayerText(entry.actor.name)}**'s blind roll \`${roll.id}\`${roll.label ? ` (${escapePlayerText(roll.label)})` : ''}: ${inlineCode(roll.what)}`,
      roll.result,
      `-# Only you see this. \`/reveal roll:${roll.id}\` shows it to the channel; \`/verify roll:${roll.id}\` replays it.`,
    ].join('\n'),
  };
}
