// Turns a front-end-neutral Reply into the message discord.js sends, within Discord's limits.
import { ActionRowBuilder, type APIEmbed, AttachmentBuilder, ButtonBuilder, ButtonStyle } from 'discord.js';
import { linesReply } from '../commands-kit/long-reply.js';
import type { Logger } from '../logger.js';
import type { Reply, ButtonStyle as ReplyButtonStyle, ReplyEmbed } from '../reply.js';
import { encodeCustomId } from './custom-id.js';

export const MAX_CONTENT = 2000;
const MAX_BUTTONS_PER_ROW = 5;
const MAX_ROWS = 5;
const MAX_BUTTON_LABEL = 80;
const MAX_EMBEDS = 10;
const MAX_FIELDS = 25;

/** User-supplied names (units, labels) must never ping anyone. */
export const NO_MENTIONS = { parse: [] as [] };

/** What a message may ping: no one, or the one user play has passed to (never roles, never @everyone). */
export type AllowedMentions = typeof NO_MENTIONS | { readonly parse: []; readonly users: [string] };

export function allowedMentionsFor(reply: Pick<Reply, 'mention'>): AllowedMentions {
  return reply.mention === undefined ? NO_MENTIONS : { parse: [], users: [reply.mention] };
}

export interface DiscordMessage {
  readonly content: string;
  readonly files: AttachmentBuilder[];
  readonly components: ActionRowBuilder<ButtonBuilder>[];
  readonly embeds: APIEmbed[];
  readonly allowedMentions: AllowedMentions;
}

export interface ConvertedReply {
  readonly message: DiscordMessage;
  /** A sealed roll's reply is private even if the handler forgot to say so; its note is public. */
  readonly ephemeral: boolean;
  readonly publicNote: string | undefined;
}

const STYLES: Record<ReplyButtonStyle, ButtonStyle> = {
  primary: ButtonStyle.Primary,
  secondary: ButtonStyle.Secondary,
  success: ButtonStyle.Success,
  danger: ButtonStyle.Danger,
};

export function toDiscordReply(original: Reply, scope: { readonly channelId: string; readonly logger: Logger }): ConvertedReply {
  const reply = withinContentLimit(original);
  const embeds = (reply.embeds ?? []).slice(0, MAX_EMBEDS).map(toEmbed);
  const files = (reply.files ?? []).map(
    (file) =>
      new AttachmentBuilder(file.data, { name: file.name, ...(file.description ? { description: clip(file.description, 1024) } : {}) }),
  );
  // The ping leads the message, so clipping a long narration never drops it.
  let content = clip(reply.mention === undefined ? reply.content : `<@${reply.mention}> ${reply.content}`, MAX_CONTENT);
  // Discord refuses a message with nothing in it.
  if (content.trim() === '' && files.length === 0 && embeds.length === 0) content = '(no output)';
  return {
    message: { content, files, components: buttonRows(reply, scope), embeds, allowedMentions: allowedMentionsFor(reply) },
    ephemeral: reply.ephemeral === true || reply.publicNote !== undefined,
    publicNote: reply.publicNote === undefined ? undefined : clip(reply.publicNote, MAX_CONTENT),
  };
}

/** Files a message may carry. */
const MAX_FILES = 10;
/** Room left in the content for the note that says where the rest went. */
const OVERFLOW_SHOWN = 1800;

/**
 * A reply whose text is too long for one message loses nothing: its lines move into embeds, or the whole text
 * into an attached `reply.txt` with the start shown. Clipping is the last resort, when no file can be added.
 */
export function withinContentLimit(reply: Reply): Reply {
  if ([...reply.content].length <= MAX_CONTENT || (reply.files?.length ?? 0) >= MAX_FILES) return reply;
  const [first = '', ...rest] = reply.content.split('\n');
  if ((reply.embeds?.length ?? 0) === 0 && [...first].length <= OVERFLOW_SHOWN) {
    const fitted = linesReply(first, rest, 'reply.txt');
    return { ...reply, ...fitted, files: [...(reply.files ?? []), ...(fitted.files ?? [])] };
  }
  const cut = [...reply.content].slice(0, OVERFLOW_SHOWN).join('');
  const shown = cut.includes('\n') ? cut.slice(0, cut.lastIndexOf('\n')) : `${cut}…`;
  return {
    ...reply,
    content: `${shown}\n-# The whole reply is in the attached reply.txt.`,
    files: [...(reply.files ?? []), { name: 'reply.txt', data: Buffer.from(reply.content), description: 'The whole reply as text' }],
  };
}

/** Cuts text to `max` characters, marking the cut with an ellipsis. */
export function clip(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

function buttonRows(reply: Reply, { channelId, logger }: { channelId: string; logger: Logger }): ActionRowBuilder<ButtonBuilder>[] {
  const buttons: ButtonBuilder[] = [];
  for (const button of reply.buttons ?? []) {
    // The pipeline names the owning command; a button without one cannot be routed back.
    const customId =
      button.command && encodeCustomId({ command: button.command, channelId, onlyUser: button.onlyUser, payload: button.payload });
    if (!customId) {
      // A rejected component would lose the whole reply, and the state change has already happened: drop the button.
      logger.error({ button, channelId }, 'button dropped: no command or custom id longer than 100 characters');
      continue;
    }
    buttons.push(
      new ButtonBuilder()
        .setCustomId(customId)
        .setLabel(clip(button.label, MAX_BUTTON_LABEL))
        .setStyle(STYLES[button.style ?? 'primary']),
    );
  }
  if (buttons.length > MAX_BUTTONS_PER_ROW * MAX_ROWS) {
    logger.error({ count: buttons.length }, `reply has more than ${MAX_BUTTONS_PER_ROW * MAX_ROWS} buttons; extra buttons dropped`);
  }
  const rows: ActionRowBuilder<ButtonBuilder>[] = [];
  for (let i = 0; i < Math.min(buttons.length, MAX_BUTTONS_PER_ROW * MAX_ROWS); i += MAX_BUTTONS_PER_ROW) {
    rows.push(new ActionRowBuilder<ButtonBuilder>().addComponents(buttons.slice(i, i + MAX_BUTTONS_PER_ROW)));
  }
  return rows;
}

function toEmbed(embed: ReplyEmbed): APIEmbed {
  return {
    ...(embed.title ? { title: clip(embed.title, 256) } : {}),
    ...(embed.description ? { description: clip(embed.description, 4096) } : {}),
    ...(embed.fields
      ? {
          fields: embed.fields.slice(0, MAX_FIELDS).map((f) => ({
            name: clip(f.name, 256) || '\u200b',
            value: clip(f.value, 1024) || '\u200b',
            ...(f.inline !== undefined ? { inline: f.inline } : {}),
          })),
        }
      : {}),
  };
}
