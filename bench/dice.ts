// Benchmark: parse+roll throughput of Salvo's dice engine against @dice-roller/rpg-dice-roller on the same expressions.
import { pathToFileURL } from 'node:url';
import { DiceRoll } from '@dice-roller/rpg-dice-roller';
import { rollNotation } from '../src/dice/index.js';
import { seededRng } from '../src/dice/rng.js';

/** Salvo notation and the peer's equivalent; they happen to agree on all of these. */
const CASES: ReadonlyArray<{ salvo: string; peer: string }> = [
  { salvo: '3d6+2', peer: '3d6+2' },
  { salvo: '4d6kh3', peer: '4d6kh3' },
  { salvo: '10d10!', peer: '10d10!' },
  { salvo: '2d20kl1+5', peer: '2d20kl1+5' },
  { salvo: '6d10>=7', peer: '6d10>=7' },
  { salvo: '(2d6+3)*2', peer: '(2d6+3)*2' },
];

type Measurement = { expression: string; salvo: number; peer: number; ratio: number };

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

export async function benchDice(options: { durationMs?: number } = {}): Promise<string> {
  const durationMs = options.durationMs ?? 1000;
  const rng = seededRng('0123456789abcdef0123456789abcdef');
  const measurements: Measurement[] = [];
  for (const { salvo, peer } of CASES) {
    const salvoOps = opsPerSecond(() => rollNotation(salvo, rng), durationMs);
    const peerOps = opsPerSecond(() => new DiceRoll(peer), durationMs);
    measurements.push({ expression: salvo, salvo: salvoOps, peer: peerOps, ratio: salvoOps / peerOps });
  }
  const geometricMean = Math.exp(measurements.reduce((sum, m) => sum + Math.log(m.ratio), 0) / measurements.length);
  const width = Math.max(...measurements.map((m) => m.expression.length), 'expression'.length);
  const format = (ops: number) => Math.round(ops).toLocaleString('en-US').padStart(12);
  const lines = [
    `${'expression'.padEnd(width)}  ${'salvo ops/s'.padStart(12)}  ${'peer ops/s'.padStart(12)}  salvo/peer`,
    ...measurements.map((m) => `${m.expression.padEnd(width)}  ${format(m.salvo)}  ${format(m.peer)}  ${m.ratio.toFixed(2).padStart(10)}`),
    `${'overall (geometric mean)'.padEnd(width + 30)}${geometricMean.toFixed(2).padStart(10)}`,
  ];
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(await benchDice());
}
