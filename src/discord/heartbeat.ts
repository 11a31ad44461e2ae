// Liveness for container health checks: while every shard is connected the bot rewrites a file; the check reads its age.
import { readFileSync, writeFileSync } from 'node:fs';
import { type Client, Events, Status } from 'discord.js';

export const HEARTBEAT_EVERY_MS = 15_000;
/** Older than this and the bot counts as down: four missed beats, so one slow reconnect is not an alarm. */
export const HEARTBEAT_STALE_MS = 60_000;

/** Writes `Date.now()` to `path` at once and then every `everyMs` while the gateway is up; returns the stop function. */
export function startHeartbeat(client: Client, path: string, everyMs = HEARTBEAT_EVERY_MS): () => void {
  const beat = () => {
    const shards = [...client.ws.shards.values()];
    if (shards.length > 0 && shards.every((s) => s.status === Status.Ready)) writeFileSync(path, String(Date.now()));
  };
  beat();
  client.on(Events.ShardReady, beat);
  client.on(Events.ShardResume, beat);
  const timer = setInterval(beat, everyMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    client.off(Events.ShardReady, beat);
    client.off(Events.ShardResume, beat);
  };
}

/** Why the bot is unhealthy, or undefined when the last beat is recent. */
export function heartbeatProblem(path: string, now = Date.now(), staleMs = HEARTBEAT_STALE_MS): string | undefined {
  let last: number;
  try {
    last = Number(readFileSync(path, 'utf8'));
  } catch {
    return `no heartbeat at ${path}: the bot has not connected to Discord yet`;
  }
  if (!Number.isFinite(last)) return `unreadable heartbeat in ${path}`;
  const age = now - last;
  return age > staleMs ? `last connected to Discord ${Math.round(age / 1000)} s ago` : undefined;
}
