// `npm run bench`: every benchmark, each printed beside a peer or a bound measured in the same run.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { ConsoleSession } from '../src/console/session.js';
import { fairnessSuite } from '../src/dice/chi-square.js';
import { diceOdds } from '../src/dice/odds.js';
import { freshSeed, seededRng } from '../src/dice/rng.js';
import { loadCommands } from '../src/registry.js';
import { createSurface } from '../src/render/canvas.js';
import { renderDistributionChart } from '../src/render/chart.js';
import { openStore } from '../src/store/open.js';
import { benchBattlefield, benchBattlefieldCommands } from './battlefield.js';
import { CountedRuns, failedLines } from './counted.js';
import { benchDice } from './dice.js';
import { benchHostileFiles } from './hostile-files.js';
import { benchHostileInput } from './hostile-input.js';
import { benchBattletechOdds, benchOddsLoad } from './odds-load.js';
import { benchStore } from './store.js';
import { benchMemory, benchSystems } from './systems.js';

const quiet = pino({ level: 'silent' });

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function timeMany(runs: number, work: () => Promise<unknown> | unknown): Promise<{ p50: number; p99: number; mean: number }> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    await work();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), mean: times.reduce((a, b) => a + b, 0) / times.length };
}

const ms = (n: number) => `${n.toFixed(2)} ms`;

async function benchOdds(): Promise<string> {
  const lines = ['## /odds latency (exact; bound: 200 ms per typical query)'];
  for (const expression of ['2d6', '4d6kh3', '3d6!', '6d10>=7f<=1', '10d6kh3', '(2d6+3)*2']) {
    const t = await timeMany(20, () => diceOdds({ expression }));
    lines.push(`${expression.padEnd(14)} p50 ${ms(t.p50)}  p99 ${ms(t.p99)}  (${(t.p99 / 200).toFixed(3)}× the bound)`);
  }
  lines.push('growth with the number of dice:');
  for (const n of [10, 20, 40, 80]) {
    const t = await timeMany(10, () => diceOdds({ expression: `${n}d6` }));
    const k = await timeMany(3, () => diceOdds({ expression: `${Math.min(n, 20)}d6kh3` }));
    lines.push(`  ${String(n).padStart(3)}d6 p50 ${ms(t.p50)}   ${Math.min(n, 20)}d6kh3 p50 ${ms(k.p50)}`);
  }
  return lines.join('\n');
}

async function benchHandlers(): Promise<string> {
  const lines = ['## handler latency, /roll expression:3d6+2 (bound: p99 under 5 ms; p50/p99 over the rolls that succeeded)'];
  const failures: string[] = [];
  const commands = await loadCommands();
  const backends = [
    ['embedded SQLite', { dataDir: mkdtempSync(join(tmpdir(), 'salvo-bench-')), namespace: 'bench' }],
    ['Redis', { redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', dataDir: '', namespace: `salvo-bench-${process.pid}` }],
  ] as const;
  for (const [label, options] of backends) {
    const store = await openStore(options, quiet);
    const session = new ConsoleSession({
      store,
      commands,
      channel: { guildId: 'bench', channelId: 'roll' },
      user: { id: 'b', name: 'b' },
      logger: quiet,
    });
    await session.run('/roll expression:1d6');
    const rolls = await new CountedRuns().timeMany(
      300,
      (line) => session.run(line),
      () => '/roll expression:3d6+2',
    );
    const t = rolls.percentiles();
    lines.push(`${label.padEnd(16)} p50 ${ms(t.p50)}  p99 ${ms(t.p99)}  (${(t.p99 / 5).toFixed(2)}× the bound)  ${rolls.counts()}`);
    failures.push(...rolls.failures);
    await store.clear({ guildId: 'bench', channelId: 'roll' });
    await store.close();
  }
  return [...lines, ...failedLines(failures)].join('\n');
}

async function benchRender(): Promise<string> {
  const lines = ['## PNG render time (floor: a plain fill-and-encode of the same size)'];
  const floor = await timeMany(20, () => {
    const s = createSurface(960, 520);
    s.ctx.fillRect(0, 0, 10, 10);
    return s.toPng();
  });
  const bins = Array.from({ length: 11 }, (_, i) => ({ lo: i + 2, hi: i + 2, probability: (6 - Math.abs(i - 5)) / 36, highlight: i >= 5 }));
  const chart = await timeMany(20, () =>
    renderDistributionChart({ title: 'P(2d6)', bins, binWidth: 1, highlighted: '≥ 7', caption: 'P(≥ 7) = 58.33% (7/12)' }),
  );
  lines.push(`floor 960×520   p50 ${ms(floor.p50)}`);
  lines.push(`odds chart      p50 ${ms(chart.p50)}  (${(chart.p50 / floor.p50).toFixed(2)}× the floor)`);
  return lines.join('\n');
}

async function benchFairness(): Promise<string> {
  const seed = freshSeed();
  const lines = [`## dice fairness: chi-square over 10^6 rolls each (seed ${seed}; fair when below the 99.9% critical value)`];
  for (const r of fairnessSuite(seededRng(seed), 1_000_000)) {
    lines.push(
      `${r.die.padEnd(4)} χ² = ${r.statistic.toFixed(2).padStart(7)}  df ${String(r.degreesOfFreedom).padStart(2)}  critical ${r.critical.toFixed(2)}  ${r.pass ? 'fair' : 'SUSPECT'}`,
    );
  }
  return lines.join('\n');
}

// Memory first, while the process is still idle, so its baseline means something.
const sections: Record<string, () => Promise<string> | string> = {
  memory: () => benchMemory(),
  dice: benchDice,
  fairness: benchFairness,
  odds: benchOdds,
  'odds-load': benchOddsLoad,
  'battletech-odds': () => benchBattletechOdds(),
  'hostile-input': benchHostileInput,
  'hostile-files': benchHostileFiles,
  handlers: benchHandlers,
  store: benchStore,
  render: benchRender,
  battlefield: async () => `${benchBattlefield()}\n\n${await benchBattlefieldCommands()}`,
  systems: benchSystems,
};
// `npm run bench -- --only store` (or a comma-separated list) runs only those sections.
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1]?.split(',') : undefined;
const unknown = only?.filter((name) => !(name in sections)) ?? [];
if (unknown.length > 0) {
  console.error(`No bench section ${unknown.join(', ')}; there are: ${Object.keys(sections).join(', ')}.`);
  process.exit(2);
}
for (const [name, section] of Object.entries(sections)) {
  if (only && !only.includes(name)) continue;
  console.log(`${await section()}\n`);
}
// exit() rather than exit(0): a bench that counted a failed command has set a non-zero exitCode.
process.exit();
