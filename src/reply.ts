// What a handler answers, independent of the front end that delivers it.

export interface ReplyFile {
  readonly name: string;
  readonly data: Buffer;
  readonly description?: string;
}

export type ButtonStyle = 'primary' | 'secondary' | 'success' | 'danger';

/** A button; `payload` comes back to the owning command's `button` handler, scoped to this channel. */
export interface ReplyButton {
  readonly label: string;
  readonly payload: string;
  /** The command whose `button` handler receives the press; defaults to the command that replied. */
  readonly command?: string;
  readonly style?: ButtonStyle;
  /** When set, only this user may press it (others get a polite refusal). Defaults to anyone in the channel. */
  readonly onlyUser?: string;
}

export interface ReplyEmbed {
  readonly title?: string;
  readonly description?: string;
  readonly fields?: ReadonlyArray<{ name: string; value: string; inline?: boolean }>;
}

export interface Reply {
  readonly content: string;
  readonly ephemeral?: boolean;
  readonly files?: readonly ReplyFile[];
  readonly embeds?: readonly ReplyEmbed[];
  readonly buttons?: readonly ReplyButton[];
  /** Set by the store when the command changed channel state: the pipeline adds an Undo button for it. */
  readonly actionId?: string;
  /** Set when that action rolled dice or settled a roll's choice: its Undo is a GM's (see src/control/revert-policy.ts). */
  readonly rolled?: boolean;
  /** A public message to post in the channel as well as an ephemeral reply (sealed secret rolls). */
  readonly publicNote?: string;
  /** A user id to ping: play has passed to them. Only that user is mentioned (allowed mentions name them alone). */
  readonly mention?: string;
  /** Set when the reply reports a failure (a user error or the generic apology); nothing was changed. */
  readonly error?: string;
}

/** Control and text-direction characters, which an error may quote from what was typed: never echoed raw. */
const UNPRINTABLE = /(?!\n)\p{Cc}|[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

export function userErrorReply(raw: string): Reply {
  const message = raw.replace(UNPRINTABLE, '\uFFFD');
  return { content: `⚠️ ${message}`, ephemeral: true, error: message };
}

export const GENERIC_APOLOGY = 'Sorry, something went wrong on our side. Nothing was changed; please try again.';
