// How long hostile files and configs take to answer: every unit importer and every system's /config JSON on the
// inputs test/properties/imports.test.ts feeds them (the same arbitraries, sampled from the same fixed seed), timed
// per call against the 2 s that test once asserted. A throw other than a UserError is counted as a failure here; the
// property tests are what fail on it.
import { UserError } from '../src/errors.js';
import { allSystems, systemById } from '../src/systems/registry.js';
import type { SystemId } from '../src/systems/types.js';
import { configCases, fitsAttachment, fitsConfigSet, HOSTILE_SEED, IMPORT_FORMATS, importCases } from '../test/helpers/import-inputs.js';
import { percentile } from './systems.js';

/** What one import or config parse of odd input may take (once a timing assertion in test/properties, now reported here). */
export const FILE_BOUND_MS = 2000;

interface Tally {
  readonly times: number[];
  accepted: number;
  refused: number;
  readonly failures: string[];
  slowest: { ms: number; where: string };
}

const tally = (): Tally => ({ times: [], accepted: 0, refused: 0, failures: [], slowest: { ms: 0, where: '' } });

/** Times one call; a UserError is an answer (a refusal), any other throw a failure. */
function timed(t: Tally, where: string, work: () => unknown): void {
  const start = process.hrtime.bigint();
  let outcome: 'accepted' | 'refused' | Error = 'accepted';
  try {
    work();
  } catch (error) {
    outcome = error instanceof UserError ? 'refused' : error instanceof Error ? error : new Error(String(error));
  }
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  t.times.push(ms);
  if (ms > t.slowest.ms) t.slowest = { ms, where };
  if (outcome === 'accepted') t.accepted++;
  else if (outcome === 'refused') t.refused++;
  else t.failures.push(`${where}: ${outcome.name}: ${outcome.message.slice(0, 160)}`);
}

function line(label: string, t: Tally): string[] {
  const sorted = [...t.times].sort((a, b) => a - b);
  const over = t.times.filter((ms) => ms > FILE_BOUND_MS).length;
  const lines = [
    `${label.padEnd(26)} ${String(sorted.length).padStart(5)} inputs (${t.accepted} accepted, ${t.refused} refused, ${t.failures.length} failures)  ` +
      `p50 ${percentile(sorted, 50).toFixed(2)} ms  max ${t.slowest.ms.toFixed(1)} ms (${(t.slowest.ms / FILE_BOUND_MS).toFixed(4)}× the bound)  ` +
      `${over === 0 ? 'all within the bound' : `${over} OVER the bound`}`,
    `${''.padEnd(26)} slowest: ${t.slowest.where}`,
  ];
  for (const failure of t.failures.slice(0, 3)) lines.push(`${''.padEnd(26)} FAILURE ${failure}`);
  if (t.failures.length > 3) lines.push(`${''.padEnd(26)} … and ${t.failures.length - 3} more failures`);
  return lines;
}

export function benchHostileFiles(): string {
  const imports = new Map<SystemId, Tally>();
  for (const format of IMPORT_FORMATS) {
    const system = systemById(format.system);
    const t = imports.get(format.system) ?? tally();
    imports.set(format.system, t);
    for (const c of importCases(format).all) {
      let i = 0;
      for (const input of c.inputs(HOSTILE_SEED)) {
        i++;
        if (!fitsAttachment(input)) continue;
        timed(t, `${format.label}, ${c.title} #${i} (${input.text.length} characters)`, () =>
          system.importUnit(input.fileName, input.text),
        );
      }
    }
  }
  const lines = [
    `## hostile files: /unit import and /config set JSON on the property tests' input (seed ${HOSTILE_SEED}; bound: each call within ${FILE_BOUND_MS} ms)`,
  ];
  for (const [id, t] of imports) lines.push(...line(`${id} import`, t));
  for (const system of allSystems()) {
    const t = tally();
    const cases = configCases(system);
    for (const c of cases.all) {
      let i = 0;
      for (const raw of c.inputs(HOSTILE_SEED)) {
        i++;
        if (!raw || !fitsConfigSet(raw)) continue;
        timed(t, `${c.title} #${i} (${JSON.stringify(raw)?.length ?? 0} characters of JSON)`, () => system.parseConfig(raw));
      }
    }
    lines.push(...line(`${system.id} parseConfig`, t));
  }
  return lines.join('\n');
}

if (process.argv[1]?.endsWith('bench/hostile-files.ts')) {
  console.log(benchHostileFiles());
  process.exit(0);
}
