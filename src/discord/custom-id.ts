// Button custom ids: `s1|<command>|<channel>|<user or *>|<payload>`, so a press can be routed and checked without any stored state.

/** Discord's limit on a component's custom id. */
export const MAX_CUSTOM_ID_LENGTH = 100;

const VERSION = 's1';
const ANYONE = '*';

export interface ButtonTarget {
  readonly command: string;
  readonly channelId: string;
  /** Only this user may press it; undefined means anyone in the channel. */
  readonly onlyUser?: string | undefined;
  readonly payload: string;
}

/**
 * Snowflakes are written in base 36 (19 digits become 12 characters) to leave room for the payload:
 * both ids, the command and a system's `<system>~` prefixed payload must share Discord's 100 characters.
 */
export function compactId(id: string): string {
  return /^\d{1,20}$/.test(id) ? BigInt(id).toString(36) : id;
}

/**
 * How many payload characters fit beside a command and today's snowflakes (12 base-36 characters):
 * 100 − `s1|` − command − channel − user, e.g. 65 for a user-restricted `/shoot` button, 76 for an open one.
 */
export function payloadRoom(command: string, restricted: boolean, snowflakeLength = 12): number {
  return MAX_CUSTOM_ID_LENGTH - VERSION.length - 4 - command.length - snowflakeLength - (restricted ? snowflakeLength : ANYONE.length);
}

/** The custom id for a button, or undefined when it would not fit in Discord's 100 characters. */
export function encodeCustomId(target: ButtonTarget): string | undefined {
  const user = target.onlyUser === undefined ? ANYONE : compactId(target.onlyUser);
  const id = [VERSION, target.command, compactId(target.channelId), user, target.payload].join('|');
  return id.length <= MAX_CUSTOM_ID_LENGTH ? id : undefined;
}

/** The snowflake a `compactId` came from, so a refusal can mention who may press. */
export function expandId(compact: string): string {
  if (!/^[0-9a-z]{1,13}$/.test(compact)) return compact;
  let value = 0n;
  for (const digit of compact) value = value * 36n + BigInt(Number.parseInt(digit, 36));
  return value.toString();
}

export interface DecodedCustomId {
  readonly command: string;
  /** Compacted ids, compared against `compactId` of the pressing channel and user. */
  readonly channel: string;
  readonly user: string | undefined;
  readonly payload: string;
}

/** Undefined for ids this version did not write (older releases, other bots' components). */
export function decodeCustomId(customId: string): DecodedCustomId | undefined {
  const parts = customId.split('|');
  if (parts.length < 5 || parts[0] !== VERSION) return undefined;
  const [, command, channel, user] = parts as [string, string, string, string];
  if (command === '' || channel === '' || user === '') return undefined;
  // The payload is everything after the fourth separator, so it may itself contain '|'.
  const payload = parts.slice(4).join('|');
  return { command, channel, user: user === ANYONE ? undefined : user, payload };
}
