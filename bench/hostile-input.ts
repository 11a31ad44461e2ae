// How long odd and hostile input takes to answer: every `/odds dice` line the property tests feed (their dice pool
// against each option), timed through the console, against the 2 s a reply may take on a loaded 2-core machine. The
// property tests assert only what the answer is; the time lives here.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { ConsoleSession } from '../src/console/session.js';
import { loadCommands } from '../src/registry.js';
import { openStore } from '../src/store/open.js';
import { percentile } from './systems.js';

const quiet = pino({ level: 'silent' });
/** What a reply to odd input may take (once a timing assertion in test/properties, now reported here). */
export const REPLY_BOUND_MS = 2000;
/** The property tests' dice pool, valid and hostile (test/properties/commands.test.ts). */
const DICE = ['2d6', '4d6kh3+2', 'd66', '3#2d6', '1d20>=15', '10d10!', '2d6;1d4', 'd%', '6d10>=7', '1000d1000', '99999d6', '2d6/0'];
const OPTIONS = ['', ' at_least:7', ' at_most:-100000', ' at_least:100000 at_most:3', ' exact:true', ' depth:0', ' depth:99999'];

export async function benchHostileInput(): Promise<string> {
  const store = await openStore({ dataDir: mkdtempSync(join(tmpdir(), 'salvo-bench-hostile-')), namespace: 'bench' }, quiet);
  const session = new ConsoleSession({
    store,
    commands: await loadCommands(),
    channel: { guildId: 'bench', channelId: 'hostile' },
    user: { id: 'b', name: 'b' },
    logger: quiet,
  });
  // Fonts, the odds workers and the chart code warm once per process; that start-up is not what this measures.
  await session.run('/odds dice expression:3d6 at_least:12');
  const times: Array<{ line: string; ms: number }> = [];
  for (const dice of DICE)
    for (const options of OPTIONS) {
      const line = `/odds dice expression:${dice}${options}`;
      const start = process.hrtime.bigint();
      await session.run(line);
      times.push({ line, ms: Number(process.hrtime.bigint() - start) / 1e6 });
    }
  await store.clear({ guildId: 'bench', channelId: 'hostile' });
  await store.close();
  const sorted = times.map((t) => t.ms).sort((a, b) => a - b);
  const slowest = times.reduce((a, b) => (b.ms > a.ms ? b : a));
  const over = times.filter((t) => t.ms > REPLY_BOUND_MS).length;
  return [
    `## /odds dice on the property tests' input: ${times.length} lines (bound: every reply within ${REPLY_BOUND_MS} ms)`,
    `p50 ${percentile(sorted, 50).toFixed(1)} ms  p99 ${percentile(sorted, 99).toFixed(1)} ms  max ${slowest.ms.toFixed(1)} ms (${(slowest.ms / REPLY_BOUND_MS).toFixed(2)}× the bound)  ${over === 0 ? 'all within the bound' : `${over} OVER the bound`}`,
    `slowest: ${slowest.line}`,
  ].join('\n');
}

if (process.argv[1]?.endsWith('bench/hostile-input.ts')) {
  console.log(await benchHostileInput());
  process.exit(0);
}
