// Timed console commands for the benches: a refused or failed command is counted, not thrown and not timed, so one
// refusal shows in the figures instead of aborting the bench or passing for a fast answer.
import type { Reply } from '../src/reply.js';

type Run = (line: string) => Promise<Reply>;

/** The command's error, or undefined when it succeeded; a thrown error fails the command like a refusal. */
async function failureOf(run: Run, line: string): Promise<string | undefined> {
  try {
    return (await run(line)).error;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** One measured kind of command: the latencies of the runs that succeeded, and every run that failed. */
export class CountedRuns {
  runs = 0;
  /** Milliseconds, one per successful run: a failed run has none. */
  readonly times: number[] = [];
  /** `line -> error`, one per failed run. */
  readonly failures: string[] = [];

  /**
   * Runs `line` timed, then `undo` untimed only if it succeeded: an undo after a refusal would take back the state
   * before it. A failed undo fails the run, and the run's latency is dropped with it. Says whether the run succeeded.
   */
  async time(run: Run, line: string, undo?: string): Promise<boolean> {
    this.runs++;
    const start = process.hrtime.bigint();
    const error = await failureOf(run, line);
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    if (error !== undefined) {
      this.failures.push(`${line} -> ${error}`);
      return false;
    }
    const undoError = undo === undefined ? undefined : await failureOf(run, undo);
    if (undoError !== undefined) {
      this.failures.push(`${undo} after ${line} -> ${undoError}`);
      return false;
    }
    this.times.push(ms);
    return true;
  }

  /** `count` runs, the i-th of `lineOf(i)`, each as `time` runs it. */
  async timeMany(count: number, run: Run, lineOf: (i: number) => string, undo?: string): Promise<this> {
    for (let i = 0; i < count; i++) await this.time(run, lineOf(i), undo);
    return this;
  }

  /** p50 and p99 over the successful runs; NaN when none succeeded, so no figure passes for a measurement. */
  percentiles(): { p50: number; p99: number } {
    const sorted = [...this.times].sort((a, b) => a - b);
    const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
    return { p50: at(50), p99: at(99) };
  }

  /** `(100 run, 0 failed)`, for the end of the measured line. */
  counts(): string {
    return `(${this.runs} run, ${this.failures.length} failed)`;
  }
}

/**
 * The failed commands, a `FAILED:` line for each of the first ten different ones with how often it failed (none when
 * nothing failed); any failure makes the bench exit non-zero.
 */
export function failedLines(failures: readonly string[]): string[] {
  if (failures.length > 0) process.exitCode = 1;
  const times = new Map<string, number>();
  for (const f of failures) times.set(f, (times.get(f) ?? 0) + 1);
  return [...times].slice(0, 10).map(([f, n]) => `FAILED${n > 1 ? ` ×${n}` : ''}: ${f}`);
}
