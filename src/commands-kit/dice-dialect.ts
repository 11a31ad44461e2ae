// Which dice dialect a roll is read in (the roll's own, the roller's default here, the channel's), its reply marker and first-time notes.
import { DEFAULT_DIALECT, DIALECTS, type Dialect, dialectName, isDialect } from '../dice/dialect.js';
import { formNote, type MeaningForm } from '../dice/meanings.js';
import { UserError } from '../errors.js';
import type { ChannelSettings } from '../store/channel-doc.js';

export const DIALECT_CHOICES: ReadonlyArray<{ name: string; value: Dialect }> = DIALECTS.map((value) => ({
  name: value === DEFAULT_DIALECT ? `${dialectName(value)} (default)` : dialectName(value),
  value,
}));

/** The `dialect:` option of /roll, /r, /odds dice and /config. */
export function dialectOption<
  T extends { setName(name: string): T; setDescription(text: string): T; addChoices(...c: { name: string; value: string }[]): T },
>(option: T, description = "Read the expression in this bot's notation (default: yours, else the channel's)"): T {
  return option
    .setName('dialect')
    .setDescription(description)
    .addChoices(...DIALECT_CHOICES);
}

export function parseDialect(value: string): Dialect {
  if (!isDialect(value)) throw new UserError('option', `Dialects are ${DIALECTS.map((d) => `\`${d}\``).join(', ')}.`);
  return value;
}

export function channelDialect(settings: ChannelSettings): Dialect {
  return settings.dice?.dialect ?? DEFAULT_DIALECT;
}

/** A roll's own `dialect:` wins, then the roller's default in this channel, then the channel's. */
export function rollDialect(settings: ChannelSettings, userId: string, asked?: string): Dialect {
  if (asked !== undefined) return parseDialect(asked);
  return settings.dice?.users?.[userId] ?? channelDialect(settings);
}

/** Shown beside the roller when the roll was not read in the channel's dialect. */
export function dialectMarker(settings: ChannelSettings, dialect: Dialect): string {
  return dialect === channelDialect(settings) ? '' : ` · ${dialectName(dialect)} notation`;
}

/**
 * Forms already explained in each channel, per dialect. Kept in memory, not in the channel document: a note is a
 * courtesy, and writing it would make every first roll an undoable settings change; after a restart it shows once more.
 */
const noted = new Map<string, Set<string>>();
const MAX_NOTED_CHANNELS = 10_000;

/** The notes a reply carries for forms this channel has not yet seen read in this dialect; marks them seen. */
export function firstTimeNotes(channel: string, dialect: Dialect, forms: readonly MeaningForm[]): string[] {
  let seen = noted.get(channel);
  if (!seen) {
    if (noted.size >= MAX_NOTED_CHANNELS) noted.delete(noted.keys().next().value as string);
    seen = new Set();
    noted.set(channel, seen);
  }
  const notes: string[] = [];
  for (const form of forms) {
    const key = `${dialect}:${form}`;
    if (seen.has(key)) continue;
    seen.add(key);
    notes.push(formNote(form, dialect));
  }
  return notes;
}
