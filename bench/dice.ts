// Benchmark: parse+roll throughput of Salvo's dice engine in every dialect against @dice-roller/rpg-dice-roller on the same rolls.
import { pathToFileURL } from 'node:url';
import { DiceRoll } from '@dice-roller/rpg-dice-roller';
import { DIALECTS, type Dialect } from '../src/dice/dialect.js';
import { rollNotation } from '../src/dice/index.js';
import { seededRng } from '../src/dice/rng.js';

/** The same rolls in each dialect's notation, and rpg-dice-roller's equivalent (the peer). */
const CASES: Readonly<Record<Dialect, ReadonlyArray<{ expression: string; peer: string }>>> = {
  salvo: [
    { expression: '3d6+2', peer: '3d6+2' },
    { expression: '4d6kh3', peer: '4d6kh3' },
    { expression: '10d10!', peer: '10d10!' },
    { expression: '2d20kl1+5', peer: '2d20kl1+5' },
    { expression: '6d10>=7', peer: '6d10>=7' },
    { expression: '(2d6+3)*2', peer: '(2d6+3)*2' },
  ],
  roll20: [
    { expression: '3d6+2', peer: '3d6+2' },
    { expression: '4d6k3', peer: '4d6kh3' },
    { expression: '10d10!', peer: '10d10!' },
    { expression: '2d20kl1+5', peer: '2d20kl1+5' },
    { expression: '6d10>7', peer: '6d10>=7' },
    { expression: '8d100d3', peer: '8d100dl3' },
  ],
  'dice-maiden': [
    { expression: '3d6 + 2', peer: '3d6+2' },
    { expression: '4d6 k3', peer: '4d6kh3' },
    { expression: '10d10 ie', peer: '10d10!' },
    { expression: '-d20 + 5', peer: '2d20kl1+5' },
    { expression: '6d10 t7', peer: '6d10>=7' },
    { expression: '4d6 r2', peer: '4d6ro<=2' },
  ],
  avrae: [
    { expression: '3d6+2', peer: '3d6+2' },
    { expression: '4d6kh3', peer: '4d6kh3' },
    { expression: '10d10e10', peer: '10d10!' },
    { expression: '2d20kl1+5', peer: '2d20kl1+5' },
    { expression: '4d6pl1', peer: '4d6dl1' },
    { expression: '2d6ro<3', peer: '2d6ro<3' },
  ],
  foundry: [
    { expression: '3d6+2', peer: '3d6+2' },
    { expression: '4d6kh3', peer: '4d6kh3' },
    { expression: '10d10x', peer: '10d10!' },
    { expression: '2d20kl1+5', peer: '2d20kl1+5' },
    { expression: '6d10cs>=7', peer: '6d10>=7' },
    { expression: '4d6rr1', peer: '4d6r' },
  ],
};

type Measurement = { dialect: Dialect; expression: string; salvo: number; peer: number; ratio: number; spread: [number, number] };

/** The issue's bound: Salvo parses and rolls at least this many times as fast as the peer, in every dialect. */
const BOUND = 4;

/** Rounds per case: each times Salvo then the peer for a fifth of the duration, so drifting load falls on both alike. */
const ROUNDS = 5;

/** Runs `work` in batches until `durationMs` has passed and returns operations per second. */
function opsPerSecond(work: () => void, durationMs: number): number {
  for (let index = 0; index < 200; index++) work();
  let operations = 0;
  const started = performance.now();
  let elapsed = 0;
  while (elapsed < durationMs) {
    for (let index = 0; index < 100; index++) work();
    operations += 100;
    elapsed = performance.now() - started;
  }
  return (operations * 1000) / elapsed;
}

/**
 * Run from `npm run bench`, the process has loaded the whole bot, @redis/client included, whose String subclass slows
 * String.prototype methods for every module (see src/dice/notation.ts): the figures are the bot's, not a bare engine's.
 */
export async function benchDice(options: { durationMs?: number } = {}): Promise<string> {
  const durationMs = options.durationMs ?? 1000;
  const rng = seededRng('0123456789abcdef0123456789abcdef');
  const measurements: Measurement[] = [];
  // Both engines warmed on every case first, so no dialect pays for the JIT's first compile of the shared parser.
  for (const dialect of DIALECTS) {
    for (const { expression, peer } of CASES[dialect]) {
      for (let index = 0; index < 2000; index++) rollNotation(expression, rng, { dialect });
      for (let index = 0; index < 500; index++) new DiceRoll(peer);
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
  for (const dialect of DIALECTS) {
    for (const { expression, peer } of CASES[dialect]) {
      // Interleaved, not one long run each: on a shared machine the load moves, and a ratio wants both under the same.
      // The case's figure is the median round's ratio; the lowest and highest are printed beside it.
      const rounds: Array<{ salvo: number; peer: number; ratio: number }> = [];
      for (let round = 0; round < ROUNDS; round++) {
        const salvoOps = opsPerSecond(() => rollNotation(expression, rng, { dialect }), durationMs / ROUNDS);
        const peerOps = opsPerSecond(() => new DiceRoll(peer), durationMs / ROUNDS);
        rounds.push({ salvo: salvoOps, peer: peerOps, ratio: salvoOps / peerOps });
      }
      const ratios = rounds.map((r) => r.ratio);
      measurements.push({
        dialect,
        expression,
        salvo: median(rounds.map((r) => r.salvo)),
        peer: median(rounds.map((r) => r.peer)),
        ratio: median(ratios),
        spread: [Math.min(...ratios), Math.max(...ratios)],
      });
    }
  }
  const mean = (of: readonly Measurement[]) => Math.exp(of.reduce((sum, m) => sum + Math.log(m.ratio), 0) / of.length);
  const width = Math.max(...measurements.map((m) => m.dialect.length + m.expression.length + 1), 'dialect expression'.length);
  const format = (ops: number) => Math.round(ops).toLocaleString('en-US').padStart(12);
  const lines = [
    `${'dialect expression'.padEnd(width)}  ${'salvo ops/s'.padStart(12)}  ${'peer ops/s'.padStart(12)}  salvo/peer  (rounds' range)`,
    ...measurements.map(
      (m) =>
        `${`${m.dialect} ${m.expression}`.padEnd(width)}  ${format(m.salvo)}  ${format(m.peer)}  ${m.ratio.toFixed(2).padStart(10)}  (${m.spread[0].toFixed(2)}–${m.spread[1].toFixed(2)})`,
    ),
    ...DIALECTS.map((dialect) => {
      const ratio = mean(measurements.filter((m) => m.dialect === dialect));
      return `${`${dialect} (geometric mean)`.padEnd(width + 30)}${ratio.toFixed(2).padStart(10)}  (bound: ${BOUND}×; ${ratio >= BOUND ? 'met' : 'BELOW'})`;
    }),
    `${'overall (geometric mean)'.padEnd(width + 30)}${mean(measurements).toFixed(2).padStart(10)}`,
  ];
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(await benchDice());
}
