// Per-system benchmarks: /shoot latency with its PNG on both stores, diagram render time against a plain-canvas floor,
// /odds latency for each system's typical question, and process memory with many channels touched.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { ConsoleSession } from '../src/console/session.js';
import { loadCommands } from '../src/registry.js';
import { createSurface } from '../src/render/canvas.js';
import { renderUnit } from '../src/render/registry.js';
import { openStore, type StoreOptions } from '../src/store/open.js';
import { allSystems, systemById } from '../src/systems/registry.js';
import type { SystemId } from '../src/systems/types.js';
import { CountedRuns, failedLines } from './counted.js';

const quiet = pino({ level: 'silent' });

interface Scenario {
  readonly system: SystemId;
  readonly setup: readonly string[];
  readonly shoot: string;
  readonly odds: string;
}

/** One typical exchange per system; the target is re-added each round so shots keep landing on an intact unit. */
export const SCENARIOS: readonly Scenario[] = [
  {
    system: 'wh40k',
    setup: ['/unit add template:wh40k/leman-russ name:A', '/unit add template:wh40k/rhino name:B'],
    shoot: '/shoot wh40k attacker:A target:B weapon:Hull lascannon direction:side',
    odds: '/odds wh40k weapon:S8 ordnance target:B direction:side hits:3',
  },
  {
    system: 'slaved-armour',
    setup: ['/unit add template:slaved-armour/hound name:A', '/unit add template:slaved-armour/kestrel name:B'],
    shoot: '/shoot slaved-armour attacker:A target:B weapon:Autocannon range:6',
    odds: '/odds slaved-armour attacker:A target:B weapon:Autocannon range:6',
  },
  {
    system: 'mecha-bots',
    setup: ['/unit add template:mecha-bots/sample name:A', '/unit add template:mecha-bots/scrapper name:B'],
    shoot: '/shoot mecha-bots attacker:A target:B weapon:W1 arc:back range:2 shift:0',
    odds: '/odds mecha-bots target:B arc:back damage:3',
  },
  {
    system: 'battletech',
    setup: ['/unit add template:battletech/hunchback name:A', '/unit add template:battletech/locust name:B'],
    shoot: '/shoot battletech attacker:A target:B weapon:Medium Laser tn:8 direction:front',
    odds: '/odds battletech target:B damage:5 direction:front',
  },
];

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** Times work that cannot fail (rendering, pure computation); a console command is timed through CountedRuns. */
export async function timeMany(runs: number, work: () => Promise<unknown> | unknown): Promise<{ p50: number; p99: number }> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    await work();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

const ms = (n: number) => `${n.toFixed(2)} ms`;

/** Every command these benchmarks ran that failed, timed or not: a failure is never timed as a fast answer. */
const failures: string[] = [];

async function session(options: StoreOptions, channelId: string) {
  const store = await openStore(options, quiet);
  const commands = await loadCommands();
  const inner = new ConsoleSession({
    store,
    commands,
    channel: { guildId: 'bench', channelId },
    user: { id: 'b', name: 'b' },
    logger: quiet,
  });
  const run = async (line: string) => {
    const reply = await inner.run(line);
    if (reply.error) failures.push(`${line} -> ${reply.error}`);
    return reply;
  };
  return { store, s: { run } };
}

/** The failure count closing a section; any failure makes `npm run bench` exit non-zero. */
function failureLines(): string[] {
  return [...failedLines(failures), `failed commands: ${failures.length} (target 0)`];
}

export async function benchSystems(): Promise<string> {
  const lines = ['## /shoot with its PNG, per system (bound: p99 under 80 ms; p50/p99 over the shots that succeeded)'];
  const stores: Array<[string, StoreOptions]> = [
    ['embedded', { dataDir: mkdtempSync(join(tmpdir(), 'salvo-bench-')), namespace: 'bench' }],
    ['Redis', { redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', dataDir: '', namespace: `salvo-bench-sys-${process.pid}` }],
  ];
  for (const scenario of SCENARIOS) {
    for (const [label, options] of stores) {
      const { store, s } = await session(options, `shoot-${scenario.system}`);
      for (const line of scenario.setup) await s.run(line);
      const probe = await s.run(scenario.shoot);
      if (probe.error) {
        lines.push(`${scenario.system.padEnd(14)} ${label.padEnd(9)} FAILED: ${probe.error}`);
      } else {
        // The probe is undone too: a probe that wrecked the target would fail the first timed shot.
        await s.run('/undo');
        // Each timed shot is undone, untimed, so every shot lands on the same intact target rather than a wreck.
        const shots = await new CountedRuns().timeMany(200, s.run, () => scenario.shoot, '/undo');
        const t = shots.percentiles();
        lines.push(
          `${scenario.system.padEnd(14)} ${label.padEnd(9)} p50 ${ms(t.p50)}  p99 ${ms(t.p99)}  (${(t.p99 / 80).toFixed(2)}× the bound)  ${shots.counts()}`,
        );
      }
      await store.clear({ guildId: 'bench', channelId: `shoot-${scenario.system}` });
      await store.close();
    }
  }

  lines.push('', '## diagram render time (floor: fill-and-encode a canvas of the same size)');
  const { store, s } = await session(stores[0]![1], 'render');
  for (const scenario of SCENARIOS)
    for (const line of scenario.setup) await s.run(line.replace(/name:(\w+)/, `name:${scenario.system}-$1`));
  const doc = await store.load({ guildId: 'bench', channelId: 'render' });
  for (const system of allSystems()) {
    const unit = Object.values(doc.units).find((u) => u.system === system.id);
    if (!unit) continue;
    const png = renderUnit(system.id, unit);
    const size = { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
    const render = await timeMany(15, () => renderUnit(unit.system, unit));
    const floor = await timeMany(15, () => {
      const surface = createSurface(size.width, size.height);
      surface.ctx.fillRect(0, 0, 10, 10);
      return surface.toPng();
    });
    lines.push(
      `${system.id.padEnd(14)} ${size.width}×${size.height}  render p50 ${ms(render.p50)}  floor p50 ${ms(floor.p50)}  (${(render.p50 / floor.p50).toFixed(2)}× the floor)`,
    );
  }

  lines.push('', '## /odds per system (bound: 200 ms; p50/p99 over the queries that succeeded)');
  for (const scenario of SCENARIOS) {
    const setup = scenario.setup.map((line) => line.replace(/name:(\w+)/, `name:$1`));
    const channel = await session(stores[0]![1], `odds-${scenario.system}`);
    for (const line of setup) await channel.s.run(line);
    const probe = await channel.s.run(scenario.odds);
    if (probe.error) lines.push(`${scenario.system.padEnd(14)} FAILED: ${probe.error}`);
    else {
      const odds = await new CountedRuns().timeMany(20, channel.s.run, () => scenario.odds);
      const t = odds.percentiles();
      lines.push(
        `${scenario.system.padEnd(14)} p50 ${ms(t.p50)}  p99 ${ms(t.p99)}  (${(t.p99 / 200).toFixed(3)}× the bound)  ${odds.counts()}`,
      );
    }
    if (scenario.system === 'wh40k') {
      for (const hits of [1, 2, 4, 8, 16]) {
        const line = scenario.odds.replace(/hits:\d+/, `hits:${hits}`);
        const odds = await new CountedRuns().timeMany(5, channel.s.run, () => line);
        lines.push(`${' '.repeat(14)} ${String(hits).padStart(2)} hits: p50 ${ms(odds.percentiles().p50)}  ${odds.counts()}`);
      }
    }
    await channel.store.close();
  }
  await store.close();
  return [...lines, '', ...failureLines()].join('\n');
}

/** Resident memory after touching many channels of many units: the bot keeps no per-channel cache, so it should stay flat. */
export async function benchMemory(channels = 1000, unitsPerChannel = 20): Promise<string> {
  const options: StoreOptions = {
    redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    dataDir: '',
    namespace: `salvo-bench-rss-${process.pid}`,
  };
  const { store, s: _unused } = await session(options, 'rss-probe');
  const system = systemById('wh40k');
  const template = system.templates[0]!;
  const unit = (i: number) => ({
    name: `U${i}`,
    system: system.id,
    owner: 'b',
    schemaVersion: system.unitSchemaVersion,
    data: system.createFromTemplate(template.id),
  });
  global.gc?.();
  const before = process.memoryUsage().rss;
  const commands = await loadCommands();
  for (let c = 0; c < channels; c++) {
    const channel = { guildId: 'rss', channelId: `c${c}` };
    await store.mutate(channel, { id: 'b', name: 'b' }, '/seed', (draft) => {
      for (let i = 0; i < unitsPerChannel; i++) draft.units[`u${i}`] = unit(i);
    });
    const s = new ConsoleSession({ store, commands, channel, user: { id: 'b', name: 'b' }, logger: quiet });
    await s.run('/unit list');
  }
  global.gc?.();
  const after = process.memoryUsage().rss;
  for (const key of await store.backend.keys()) await store.backend.delete(key);
  await store.close();
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MiB`;
  return [
    `## process memory with ${channels} channels × ${unitsPerChannel} units touched (Redis)`,
    `RSS before ${mb(before)}, after ${mb(after)}: +${mb(after - before)} (${(after / before).toFixed(2)}× the process before)`,
  ].join('\n');
}
