// `npm run loadtest`: players on two processes hammer shared channels on Redis; then every channel's log is replayed
// sequentially and must reproduce its state exactly (zero lost updates), and no command may fail unexpectedly.
import { spawn } from 'node:child_process';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { pino } from 'pino';
import type { Command } from '../src/command.js';
import { ConsoleSession } from '../src/console/session.js';
import { loadCommands } from '../src/registry.js';
import type { ChannelDoc, ChannelRef, LogEntry } from '../src/store/channel-doc.js';
import type { ChannelStore } from '../src/store/channel-store.js';
import { openStore } from '../src/store/open.js';
import { TARGET_SETUP } from './load-script.js';

const namespace = `salvo-load-${process.pid}-${Date.now().toString(36)}`;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const loader = new URL('../node_modules/tsx/dist/loader.mjs', import.meta.url).href;
const worker = new URL('./load-worker.ts', import.meta.url).pathname;

export interface LoadReport {
  readonly commands: number;
  /** The command phase alone: from "go" to the last worker's last reply (start-up excluded). */
  readonly seconds: number;
  readonly p50: number;
  readonly p99: number;
  /** Failed commands the script expects (see EXPECTED_REFUSALS), by message. */
  readonly expected: Readonly<Record<string, number>>;
  /** Every other failed command: the load test fails when there is any. */
  readonly unexpected: ReadonlyArray<{ line: string; error: string }>;
  readonly channels: ReadonlyArray<{ channel: string; logEntries: number; replayMatches: boolean }>;
}

/**
 * Refusals the command mix provokes by design: a player's /undo of their shot finds that another player has shot the
 * shared target since, or finds nothing of theirs left to undo; and a /unit remove of a unit whose add that player's
 * /undo took back (the worker marks those, having seen the undo's reply); and shots at the shared target once a shot has
 * wrecked it. Anything else (storage unavailable, "very busy", an apology) is a failure of the system under load.
 */
export const EXPECTED_REFUSALS: readonly RegExp[] = [
  /^Can't undo `[0-9a-f]+`: unit \S+ changed since/,
  /^You have no recent action here to undo/,
  // The shots are rolled afresh, so the shared Rhino may be wrecked part-way; later shots at it are refused by the rules.
  /^`Target` is already destroyed \(wreck\); its wreck is terrain now/,
];

interface WorkerResult {
  latencies: number[];
  failures: { line: string; error: string; followsUndo?: boolean }[];
  phaseStart: number;
  phaseEnd: number;
}

/** Starts a worker and resolves once it is ready, with a way to start its command phase and its final report. */
function startWorker(args: string[], env: NodeJS.ProcessEnv): Promise<{ go(): void; result: Promise<WorkerResult> }> {
  const child = spawn(process.execPath, args, { env, stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  return new Promise((resolveReady, rejectReady) => {
    const result = new Promise<WorkerResult>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString('utf8');
        if (out.startsWith('ready\n')) resolveReady({ go: () => child.stdin.end('go\n'), result });
      });
      child.on('exit', (code) => {
        if (code !== 0) {
          const error = new Error(`load worker exited with ${code}`);
          rejectReady(error);
          reject(error);
        } else resolve(JSON.parse(out.slice('ready\n'.length)) as WorkerResult);
      });
    });
  });
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
      gm: entry.actor.id === 'gm',
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
    for (const line of TARGET_SETUP) {
      const reply = await gm.run(line);
      if (reply.error) throw new Error(`setup failed: ${reply.error}`);
    }
  }
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
  const workers = await Promise.all(['1', '2'].map((id) => startWorker(args(id), env)));
  for (const w of workers) w.go();
  const results = await Promise.all(workers.map((w) => w.result));
  const seconds = (Math.max(...results.map((r) => r.phaseEnd)) - Math.min(...results.map((r) => r.phaseStart))) / 1000;
  const latencies = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const expected: Record<string, number> = {};
  const unexpected: { line: string; error: string }[] = [];
  for (const failure of results.flatMap((r) => r.failures)) {
    const pattern = failure.followsUndo ? /^No unit called .* here/ : EXPECTED_REFUSALS.find((p) => p.test(failure.error));
    if (pattern) expected[pattern.source] = (expected[pattern.source] ?? 0) + 1;
    else unexpected.push(failure);
  }

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
  return { commands: latencies.length, seconds, p50: pct(0.5), p99: pct(0.99), expected, unexpected, channels };
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
    `load test: ${report.commands} commands from 2 processes in ${report.seconds.toFixed(1)} s of command phase = ${(report.commands / report.seconds).toFixed(0)} commands/s`,
  );
  console.log(`latency p50 ${report.p50.toFixed(2)} ms, p99 ${report.p99.toFixed(2)} ms`);
  for (const [pattern, n] of Object.entries(report.expected)) console.log(`expected refusals ×${n}: /${pattern}/`);
  for (const f of report.unexpected.slice(0, 20)) console.log(`FAILED: ${f.line} -> ${f.error}`);
  console.log(`failed commands: ${report.unexpected.length} (target 0)`);
  for (const c of report.channels)
    console.log(`${c.channel}: ${c.logEntries} log entries, sequential replay ${c.replayMatches ? 'matches' : 'DIFFERS'}`);
  const lost = report.channels.filter((c) => !c.replayMatches).length;
  console.log(lost === 0 ? 'lost updates: 0 (target 0)' : `lost updates: ${lost} channel(s) differ from their replay (target 0)`);
  process.exit(lost === 0 && report.unexpected.length === 0 ? 0 : 1);
}
