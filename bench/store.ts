// Storage cost against channel size: /roll and /shoot p50/p99 in channels of 2, 10, 25 and 50 'Mechs on both stores,
// and Redis server time per write (INFO commandstats), printed against the targets as ratios from this one run.
// `npm run bench -- --only store` runs this section alone.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@keyv/redis';
import { pino } from 'pino';
import { ConsoleSession } from '../src/console/session.js';
import { loadCommands } from '../src/registry.js';
import { channelKey } from '../src/store/channel-doc.js';
import { openStore, type StoreOptions } from '../src/store/open.js';

const quiet = pino({ level: 'silent' });
const SIZES = [2, 10, 25, 50] as const;
const RUNS = 40;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The one Redis call the bench makes itself. */
interface Info {
  info(section: string): Promise<string>;
}

interface Timing {
  p50: number;
  p99: number;
}

function timing(times: number[]): Timing {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return { p50: at(0.5), p99: at(0.99) };
}

/** Server microseconds and calls of EVAL so far: Salvo's writes are its only EVALs (reads use MULTI). */
async function evalStats(redis: Info): Promise<{ usec: number; calls: number }> {
  const line = (await redis.info('commandstats')).split('\n').find((l) => l.startsWith('cmdstat_eval:'));
  const field = (name: string) => Number(new RegExp(`${name}=(\\d+)`).exec(line ?? '')?.[1] ?? 0);
  return { usec: field('usec'), calls: field('calls') };
}

interface SizeResult {
  roll: Timing;
  shoot: Timing;
  headBytes: number;
  /** Redis server µs per write, when on Redis. */
  serverUsPerWrite?: number;
}

const SHOOT = '/shoot battletech attacker:A target:B weapon:Medium Laser tn:8 direction:front';

interface Channel {
  size: number;
  store: Awaited<ReturnType<typeof openStore>>;
  channel: { guildId: string; channelId: string };
  session: ConsoleSession;
}

async function setUp(options: StoreOptions, size: number): Promise<Channel> {
  const store = await openStore(options, quiet);
  const channel = { guildId: 'bench', channelId: `size-${size}` };
  const session = new ConsoleSession({ store, commands: await loadCommands(), channel, user: { id: 'b', name: 'b' }, logger: quiet });
  const setup = ['/unit add template:battletech/hunchback name:A', '/unit add template:battletech/locust name:B'];
  for (let i = 2; i < size; i++) setup.push(`/unit add template:battletech/locust name:F${i}`);
  for (const line of setup) {
    const reply = await session.run(line);
    if (reply.error) throw new Error(`${line}: ${reply.error}`);
  }
  await session.run('/roll expression:3d6');
  return { size, store, channel, session };
}

/** One /roll and one /shoot, timed; the shot is undone untimed so the next lands on the same intact target. */
async function once(c: Channel): Promise<{ roll: number; shoot: number }> {
  let start = process.hrtime.bigint();
  await c.session.run('/roll expression:3d6+2');
  const roll = Number(process.hrtime.bigint() - start) / 1e6;
  start = process.hrtime.bigint();
  const reply = await c.session.run(SHOOT);
  const shoot = Number(process.hrtime.bigint() - start) / 1e6;
  if (reply.error) throw new Error(`${SHOOT}: ${reply.error}`);
  await c.session.run('/undo');
  return { roll, shoot };
}

/**
 * Every size measured in turn within each run, so load from elsewhere on a shared machine falls on all sizes alike and
 * the ratios stay meaningful; Redis server time is then read per size, alone.
 */
async function measure(options: StoreOptions, redis?: Info): Promise<Map<number, SizeResult>> {
  const channels: Channel[] = [];
  for (const size of SIZES) channels.push(await setUp(options, size));
  const times = new Map(channels.map((c) => [c.size, { roll: [] as number[], shoot: [] as number[] }]));
  for (let i = 0; i < RUNS; i++)
    for (const c of channels) {
      const t = await once(c);
      times.get(c.size)!.roll.push(t.roll);
      times.get(c.size)!.shoot.push(t.shoot);
    }
  const results = new Map<number, SizeResult>();
  for (const c of channels) {
    let serverUsPerWrite: number | undefined;
    if (redis) {
      const before = await evalStats(redis);
      for (let i = 0; i < 10; i++) await once(c);
      const after = await evalStats(redis);
      serverUsPerWrite = (after.usec - before.usec) / Math.max(1, after.calls - before.calls);
    }
    const headBytes = Buffer.byteLength((await c.store.backend.read(channelKey(c.channel))).raw ?? '');
    await c.store.clear(c.channel);
    await c.store.close();
    const t = times.get(c.size)!;
    results.set(c.size, {
      roll: timing(t.roll),
      shoot: timing(t.shoot),
      headBytes,
      ...(serverUsPerWrite === undefined ? {} : { serverUsPerWrite }),
    });
  }
  return results;
}

const ms = (t: Timing) => `${t.p50.toFixed(2)} / ${t.p99.toFixed(2)} ms`;
const ratio = (a: number, b: number, target: number) =>
  `${(a / b).toFixed(2)}× (target ≤ ${target}×${a / b <= target ? ', met' : ', NOT met'})`;

export async function benchStore(): Promise<string> {
  const lines = [`## storage cost by channel size: p50 / p99 over ${RUNS} runs, BattleTech channels`];
  const redis = createClient({ url: REDIS_URL });
  await redis.connect();
  const stores: Array<[string, StoreOptions, Info | undefined]> = [
    ['embedded', { dataDir: mkdtempSync(join(tmpdir(), 'salvo-bench-size-')), namespace: 'bench-size' }, undefined],
    ['Redis', { redisUrl: REDIS_URL, dataDir: '', namespace: `salvo-bench-size-${process.pid}` }, redis],
  ];
  for (const [label, options, client] of stores) {
    const results = await measure(options, client);
    for (const size of SIZES) {
      const r = results.get(size)!;
      const server = r.serverUsPerWrite === undefined ? '' : `  server ${r.serverUsPerWrite.toFixed(0)} µs/write`;
      lines.push(
        `${label.padEnd(9)} ${String(size).padStart(2)} 'Mechs  head ${(r.headBytes / 1024).toFixed(0).padStart(4)} KB  /roll ${ms(r.roll)}  /shoot ${ms(r.shoot)}${server}`,
      );
    }
    const [small, large] = [results.get(2)!, results.get(50)!];
    lines.push(`${label.padEnd(9)} /roll  50 vs 2 'Mechs, p50: ${ratio(large.roll.p50, small.roll.p50, 1.5)}`);
    lines.push(`${label.padEnd(9)} /shoot 50 vs 2 'Mechs, p50: ${ratio(large.shoot.p50, small.shoot.p50, 1.5)}`);
    if (large.serverUsPerWrite !== undefined && small.serverUsPerWrite !== undefined)
      lines.push(`${label.padEnd(9)} server time per write 50 vs 2 'Mechs: ${ratio(large.serverUsPerWrite, small.serverUsPerWrite, 2)}`);
  }
  await redis.close();
  return lines.join('\n');
}

if (process.argv[1]?.endsWith('bench/store.ts')) {
  console.log(await benchStore());
  process.exit(0);
}
