// Shot previews waiting for their Fire button: kept in memory for a while, since a preview changes nothing.
import { randomBytes } from 'node:crypto';
import type { OptionValue } from '../options.js';

export interface PendingPreview {
  readonly channelKey: string;
  readonly userId: string;
  readonly commandLine: string;
  readonly subcommand: string;
  readonly options: Record<string, OptionValue>;
}

const TTL_MS = 15 * 60_000;
const MAX = 1000;
const previews = new Map<string, { preview: PendingPreview; expires: number }>();

export function rememberPreview(preview: PendingPreview, now = Date.now()): string {
  for (const [id, item] of previews) if (item.expires < now || previews.size >= MAX) previews.delete(id);
  const id = randomBytes(6).toString('hex');
  previews.set(id, { preview, expires: now + TTL_MS });
  return id;
}

export function takePreview(id: string, now = Date.now()): PendingPreview | undefined {
  const item = previews.get(id);
  if (!item || item.expires < now) return undefined;
  return item.preview;
}
