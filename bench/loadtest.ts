// `npm run loadtest`: players on two processes hammer shared channels on Redis; then every channel's log is replayed
// sequentially and must reproduce its state exactly (zero lost updates).
import { execFile } from 'node:child_process';
import { isDeepStrictEqual, parseArgs, promisify } from 'node:util';
import { pino } from 'pino';
import type { Command } from '../src/command.js';
import { ConsoleSession } from '../src/console/session.js';
import { loadCommands } from '../src/registry.js';
import type { ChannelDoc, ChannelRef, LogEntry } from '../src/store/channel-doc.js';
import type { ChannelStore } from '../src/store/channel-store.js';
import { openStore } from '../src/store/open.js';
import { TARGET_SETUP } from './load-script.js';

const run = promisify(execFile);
const namespace = `salvo-load-${process.pid}-${Date.now().toString(36)}`;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const loader = new URL('../node_modules/tsx/dist/loader.mjs', import.meta.url).href;
const worker = new URL('./load-worker.ts', import.meta.url).pathname;

export interface LoadReport {
  readonly commands: number;
  readonly seconds: number;
  readonly p50: number;
  readonly p99: number;
  readonly channels: ReadonlyArray<{ channel: string; logEntries: number; replayMatches: boolean }>;
}

/** Re-runs a channel's log, in order, with its logged seeds and actors, on a fresh channel; returns the state reached. */
export async function replayLog(
  log: readonly LogEntry[],
  store: ChannelStore,
  commands: ReadonlyMap<string, Command>,
  channel: ChannelRef,
): Promise<ChannelDoc> {
  const quiet = pino({ level: 'silent' });
  const ids = new Map<string, string>();
  let reached = await store.load(channel);
  for (const entry of log) {
    const line = entry.kind === 'action' ? entry.command : `/${entry.kind} action:${ids.get(entry.target ?? '') ?? 'missing'}`;
    const session = new ConsoleSession({
      store,
      commands,
      channel,
      user: { id: entry.actor.id, name: entry.actor.name },
      gm: false,
      logger: quiet,
    });
    const reply = await session.run(line, { seeds: entry.rolls.map((r) => r.seed) });
    if (reply.error) throw new Error(`replay of #${entry.seq} "${line}" failed: ${reply.error}`);
    reached = await store.load(channel);
    const newest = (await store.log(channel)).at(-1);
    if (entry.kind === 'action' && newest) ids.set(entry.id, newest.id);
  }
  return reached;
}

export async function loadTest(options: { players: number; channels: number; commands: number; seconds: number }): Promise<LoadReport> {
  const quiet = pino({ level: 'silent' });
  const store = await openStore({ redisUrl, dataDir: '', namespace }, quiet);
  const commands = await loadCommands();
  for (let c = 0; c < options.channels; c++) {
    const gm = new ConsoleSession({
      store,
      commands,
      channel: { guildId: 'load', channelId: `load-${c}` },
      user: { id: 'gm', name: 'gm' },
      gm: true,
      logger: quiet,
    });
    const reply = await gm.run(TARGET_SETUP);
    if (reply.error) throw new Error(`setup failed: ${reply.error}`);
  }
  const started = Date.now();
  const args = (id: string) => [
    '--import',
    loader,
    worker,
    namespace,
    id,
    String(options.players),
    String(options.channels),
    String(options.commands),
    String(options.seconds),
  ];
  const env = { ...process.env, REDIS_URL: redisUrl };
  const results = await Promise.all(['1', '2'].map((id) => run(process.execPath, args(id), { env, maxBuffer: 64 * 1024 * 1024 })));
  const seconds = (Date.now() - started) / 1000;
  const latencies = results.flatMap((r) => (JSON.parse(r.stdout) as { latencies: number[] }).latencies).sort((a, b) => a - b);

  const channels = [];
  for (let c = 0; c < options.channels; c++) {
    const channel = { guildId: 'load', channelId: `load-${c}` };
    const [doc, log] = [await store.load(channel), await store.log(channel)];
    const replayChannel = { guildId: 'replay', channelId: `load-${c}` };
    const replayed = await replayLog(log, store, commands, replayChannel);
    channels.push({
      channel: `load-${c}`,
      logEntries: log.length,
      replayMatches: isDeepStrictEqual(replayed.units, doc.units) && doc.version === log.length,
    });
  }
  for (const key of await store.backend.keys()) await store.backend.delete(key);
  await store.close();
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
  return { commands: latencies.length, seconds, p50: pct(0.5), p99: pct(0.99), channels };
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  const { values } = parseArgs({
    options: {
      players: { type: 'string', default: '8' },
      channels: { type: 'string', default: '4' },
      commands: { type: 'string', default: '60' },
      seconds: { type: 'string', default: '60' },
    },
  });
  const report = await loadTest({
    players: Number(values.players),
    channels: Number(values.channels),
    commands: Number(values.commands),
    seconds: Number(values.seconds),
  });
  console.log(
    `load test: ${report.commands} commands from 2 processes in ${report.seconds.toFixed(1)} s = ${(report.commands / report.seconds).toFixed(0)} commands/s`,
  );
  console.log(`latency p50 ${report.p50.toFixed(2)} ms, p99 ${report.p99.toFixed(2)} ms`);
  for (const c of report.channels)
    console.log(`${c.channel}: ${c.logEntries} log entries, sequential replay ${c.replayMatches ? 'matches' : 'DIFFERS'}`);
  const lost = report.channels.filter((c) => !c.replayMatches).length;
  console.log(lost === 0 ? 'zero lost updates' : `${lost} channel(s) differ from their replay`);
  process.exit(lost === 0 ? 0 : 1);
}
