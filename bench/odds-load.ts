// /odds under load: main-thread event-loop delay while heavy dice queries run beside /roll traffic (each heavy query
// answered within the worker budget, refused up front, or stopped at the budget), and the BattleTech crit-chain
// estimate against its old whole-'Mech JSON copy (bench/bt-odds-baseline.ts) in the same run.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { pino } from 'pino';
import { ConsoleSession } from '../src/console/session.js';
import { oddsPool } from '../src/odds/pool.js';
import { loadCommands } from '../src/registry.js';
import { openStore } from '../src/store/open.js';
import { battletech } from '../src/systems/battletech/index.js';
import { chainEstimate, damageOdds } from '../src/systems/battletech/odds.js';
import { DEFAULT_CONFIG, type MechData } from '../src/systems/battletech/types.js';
import { chainEstimateByJson } from './bt-odds-baseline.js';
import { CountedRuns, failedLines } from './counted.js';
import { percentile, timeMany } from './systems.js';

const quiet = pino({ level: 'silent' });
const ms = (n: number) => `${n.toFixed(1)} ms`;

/** The issue's heavy questions, plus ordinary ones: two streams run them at once (the pool has two workers). */
export const HEAVY_QUERIES = [
  '1000d10000>=5000',
  '300d100',
  '100d1000',
  '1000d10',
  '200d6*200d6',
  '100d100kh50',
  '1d10000*1d100',
  '(100d10)*(100d10)',
  'd10000!',
  '10d6!',
  '200d100',
  '2d6!',
  '1000d6 at_least:3600',
  '4d6r1',
];

type Outcome = { expression: string; ms: number; kind: 'answered' | 'refused' | 'stopped at budget' | 'busy' };

export async function benchOddsLoad(): Promise<string> {
  const store = await openStore({ dataDir: mkdtempSync(join(tmpdir(), 'salvo-bench-odds-')), namespace: 'bench' }, quiet);
  const commands = await loadCommands();
  const session = (user: string) =>
    new ConsoleSession({
      store,
      commands,
      channel: { guildId: 'bench', channelId: 'odds' },
      user: { id: user, name: user },
      logger: quiet,
    });
  const pool = oddsPool();
  await pool.warm();
  const roller = session('roller');
  await roller.run('/roll expression:1d6');
  // Fonts, the planner and the chart code warm once per process; that start-up is not what this measures.
  await roller.run('/odds dice expression:3d6 at_least:12');

  const delay = monitorEventLoopDelay({ resolution: 1 });
  let running = true;
  const rolls = new CountedRuns();
  const traffic = (async () => {
    while (running) {
      await rolls.time((line) => roller.run(line), '/roll expression:3d6+2');
      await sleep(5);
    }
  })();
  const outcomes: Outcome[] = [];
  const stream = async (user: string, queries: readonly string[]) => {
    const s = session(user);
    for (const line of queries) {
      const [expression, ...rest] = line.split(' ');
      const started = performance.now();
      const reply = await s.run(`/odds dice expression:${expression}${rest.length ? ` ${rest.join(' ')}` : ''}`);
      const elapsed = performance.now() - started;
      const error = reply.error ?? '';
      const kind = !reply.error ? 'answered' : /stopped/.test(error) ? 'stopped at budget' : /busy/.test(error) ? 'busy' : 'refused';
      outcomes.push({ expression: line, ms: elapsed, kind });
    }
  };
  delay.enable();
  await Promise.all([
    stream(
      'a',
      HEAVY_QUERIES.filter((_, i) => i % 2 === 0),
    ),
    stream(
      'b',
      HEAVY_QUERIES.filter((_, i) => i % 2 === 1),
    ),
  ]);
  delay.disable();
  running = false;
  await traffic;
  const roll = rolls.percentiles();
  const slowest = Math.max(...outcomes.map((o) => o.ms));
  const lines = [
    `## /odds under load: ${HEAVY_QUERIES.length} heavy queries in 2 streams beside /roll every 5 ms (worker budget ${pool.budgetMs} ms)`,
    `main-thread event-loop delay p50 ${ms(delay.percentile(50) / 1e6)}  p99 ${ms(delay.percentile(99) / 1e6)}  max ${ms(delay.max / 1e6)}  (target p99 under 50 ms: ${(delay.percentile(99) / 1e6 / 50).toFixed(2)}× the bound)`,
    `/roll beside them, p50/p99 over the successes: p50 ${ms(roll.p50)}  p99 ${ms(roll.p99)}  ${rolls.counts()}`,
    ...outcomes.map((o) => `  ${o.expression.padEnd(22)} ${o.kind.padEnd(17)} ${ms(o.ms).padStart(10)}`),
    `slowest reply ${ms(slowest)} (${(slowest / pool.budgetMs).toFixed(2)}× the budget; replies include the chart)`,
    ...failedLines(rolls.failures),
  ];
  await store.close();
  return lines.join('\n');
}

/** The crit-chain estimate, old and new, on the bench's /odds battletech question (a Locust hit for 5 from the front). */
async function timeOnce(work: () => unknown): Promise<number> {
  const start = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

function summary(times: number[]): { p50: number; p99: number } {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

export async function benchBattletechOdds(runs = 200): Promise<string> {
  const mech = structuredClone(battletech.createFromTemplate('locust')) as MechData;
  const question = () => damageOdds(mech, [{ p: { num: 1n, den: 1n }, packets: [5] }], 'front', DEFAULT_CONFIG);
  const oldPath = () => {
    question();
    return chainEstimateByJson(mech, 'B', 5, 'front', DEFAULT_CONFIG);
  };
  const newPath = () => {
    question();
    return chainEstimate(mech, 'B', 5, 'front', DEFAULT_CONFIG, { cache: false });
  };
  // Both warmed up, then timed in alternation, so JIT, GC and the machine's load weigh on each alike.
  for (let i = 0; i < 10; i++) {
    oldPath();
    newPath();
  }
  const oldTimes: number[] = [];
  const newTimes: number[] = [];
  for (let i = 0; i < runs; i++) {
    oldTimes.push(await timeOnce(oldPath));
    newTimes.push(await timeOnce(newPath));
  }
  const old = summary(oldTimes);
  const fresh = summary(newTimes);
  const cached = await timeMany(runs, () => {
    question();
    return chainEstimate(mech, 'B', 5, 'front', DEFAULT_CONFIG);
  });
  return [
    `## /odds battletech target+damage core (exact odds + 1,000-trial crit-chain estimate), ${runs} runs each`,
    `old (JSON copy per trial)    p50 ${ms(old.p50)}  p99 ${ms(old.p99)}`,
    `new (engine only where crits) p50 ${ms(fresh.p50)}  p99 ${ms(fresh.p99)}  (${(old.p99 / fresh.p99).toFixed(2)}× lower p99)`,
    `new, same question again     p50 ${ms(cached.p50)}  p99 ${ms(cached.p99)}  (${(old.p99 / cached.p99).toFixed(1)}× lower p99, cached)`,
  ].join('\n');
}
