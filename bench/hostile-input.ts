// How long odd and hostile input takes to answer, timed through the console against the 2 s a reply may take on a
// loaded 2-core machine: every `/odds dice` line the property tests feed (their dice pool against each option), and
// every `/roll` line test/properties/console-input.test.ts types (the same arbitrary from the same seed). The property
// tests assert only what the answer is; the time lives here.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { pino } from 'pino';
import { ConsoleSession } from '../src/console/session.js';
import { loadCommands } from '../src/registry.js';
import { GENERIC_APOLOGY } from '../src/reply.js';
import { openStore } from '../src/store/open.js';
import { TYPED_ROLL_RUNS, TYPED_ROLL_SEED, typedLine } from '../test/helpers/hostile-input.js';
import { percentile } from './systems.js';

const quiet = pino({ level: 'silent' });
/** What a reply to odd input may take (once a timing assertion in test/properties, now reported here). */
export const REPLY_BOUND_MS = 2000;
/** The property tests' dice pool, valid and hostile (test/properties/commands.test.ts). */
const DICE = ['2d6', '4d6kh3+2', 'd66', '3#2d6', '1d20>=15', '10d10!', '2d6;1d4', 'd%', '6d10>=7', '1000d1000', '99999d6', '2d6/0'];
const OPTIONS = ['', ' at_least:7', ' at_most:-100000', ' at_least:100000 at_most:3', ' exact:true', ' depth:0', ' depth:99999'];

type Timing = { line: string; ms: number };

/** Times each line; a throw or the generic apology (something other than an answer or a clear refusal) is a failure. */
async function timeLines(session: ConsoleSession, lines: readonly string[], failures: string[]): Promise<Timing[]> {
  const times: Timing[] = [];
  for (const line of lines) {
    const start = process.hrtime.bigint();
    let failure: string | undefined;
    try {
      const reply = await session.run(line);
      if (reply.error === GENERIC_APOLOGY) failure = 'the generic apology';
    } catch (error) {
      failure = error instanceof Error ? `${error.name}: ${error.message.slice(0, 160)}` : String(error);
    }
    times.push({ line, ms: Number(process.hrtime.bigint() - start) / 1e6 });
    if (failure) failures.push(`${JSON.stringify(line)}: ${failure}`);
  }
  return times;
}

function summary(title: string, times: readonly Timing[], failures: readonly string[]): string[] {
  const sorted = times.map((t) => t.ms).sort((a, b) => a - b);
  const slowest = times.reduce((a, b) => (b.ms > a.ms ? b : a));
  const over = times.filter((t) => t.ms > REPLY_BOUND_MS).length;
  return [
    `## ${title}: ${times.length} lines, ${failures.length} failures (bound: every reply within ${REPLY_BOUND_MS} ms)`,
    `p50 ${percentile(sorted, 50).toFixed(1)} ms  p99 ${percentile(sorted, 99).toFixed(1)} ms  max ${slowest.ms.toFixed(1)} ms (${(slowest.ms / REPLY_BOUND_MS).toFixed(2)}× the bound)  ${over === 0 ? 'all within the bound' : `${over} OVER the bound`}`,
    `slowest: ${slowest.line}`,
    ...failures.slice(0, 3).map((failure) => `FAILURE ${failure}`),
    ...(failures.length > 3 ? [`… and ${failures.length - 3} more failures`] : []),
  ];
}

export async function benchHostileInput(): Promise<string> {
  const channel = { guildId: 'bench', channelId: 'hostile' };
  const store = await openStore({ dataDir: mkdtempSync(join(tmpdir(), 'salvo-bench-hostile-')), namespace: 'bench' }, quiet);
  const session = new ConsoleSession({ store, commands: await loadCommands(), channel, user: { id: 'b', name: 'b' }, logger: quiet });
  // Fonts, the odds workers and the chart code warm once per process; that start-up is not what this measures.
  await session.run('/odds dice expression:3d6 at_least:12');
  await session.run('/roll expression:"2d6"');
  const oddsFailures: string[] = [];
  const odds = await timeLines(
    session,
    DICE.flatMap((dice) => OPTIONS.map((options) => `/odds dice expression:${dice}${options}`)),
    oddsFailures,
  );
  const rollFailures: string[] = [];
  const typed = fc.sample(typedLine, { seed: TYPED_ROLL_SEED, numRuns: TYPED_ROLL_RUNS });
  const rolls = await timeLines(
    session,
    typed.map((expression) => `/roll expression:${JSON.stringify(expression)}`),
    rollFailures,
  );
  await store.clear(channel);
  await store.close();
  return [
    ...summary("/odds dice on the property tests' input", odds, oddsFailures),
    ...summary(`/roll on the console property's typed input (seed ${TYPED_ROLL_SEED})`, rolls, rollFailures),
  ].join('\n');
}

if (process.argv[1]?.endsWith('bench/hostile-input.ts')) {
  console.log(await benchHostileInput());
  process.exit(0);
}
