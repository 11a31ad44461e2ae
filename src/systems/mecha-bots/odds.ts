// Exact column odds by enumerating the 36 rolls of 2d6 (BigInt ways over 36), with and without the sensor shift.
import { type ArcId, BRAIN_CELL, COLUMN_COUNT, columnCells } from './chassis.js';
import { shiftChoices } from './column-map.js';
import type { BotData, ColumnMapData } from './components.js';
import { type ArmourRules, damageColumn, SEED_ARMOUR } from './damage.js';

export const DENOMINATOR = 36n;
export const TOTALS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/** Ways to roll each 2d6 total, counted by walking all 36 ordered pairs. */
export const WAYS: Readonly<Record<number, bigint>> = (() => {
  const ways: Record<number, bigint> = {};
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) ways[a + b] = (ways[a + b] ?? 0n) + 1n;
  return ways;
})();

export type Outcome = number | null;
/** Ways out of 36, by outcome: column 1–9 or null for a miss. */
export type Distribution = ReadonlyMap<Outcome, bigint>;

/** The attacker's pick among reachable outcomes: the highest rank, the smallest shift on a tie. */
export function chosenDistribution(map: ColumnMapData, maxShift: number, rank: (outcome: Outcome) => number): Distribution {
  const result = new Map<Outcome, bigint>();
  for (const total of TOTALS) {
    const choices = shiftChoices(map, total, maxShift);
    let best = choices[0] as { column: Outcome };
    for (const choice of choices) if (rank(choice.column) > rank(best.column)) best = choice;
    result.set(best.column, (result.get(best.column) ?? 0n) + (WAYS[total] as bigint));
  }
  return result;
}

/** Ways each outcome can be reached at all with a shift of 0 … maxShift. */
export function reachDistribution(map: ColumnMapData, maxShift: number): Distribution {
  const result = new Map<Outcome, bigint>();
  for (const total of TOTALS) {
    for (const { column } of shiftChoices(map, total, maxShift)) result.set(column, (result.get(column) ?? 0n) + (WAYS[total] as bigint));
  }
  return result;
}

export function waysOf(distribution: Distribution, outcome: Outcome): bigint {
  return distribution.get(outcome) ?? 0n;
}

/** Default preference on an empty card: the brain's column, then longer columns; a miss last. */
export function chassisRank(arc: ArcId): (outcome: Outcome) => number {
  return (outcome) => {
    if (outcome === null) return -1;
    const cells = columnCells(arc, outcome);
    return (cells.includes(BRAIN_CELL) ? 100 : 0) + cells.length;
  };
}

export interface SeedNote {
  readonly miss: bigint;
  /** Ways by column length (2, 5 or 7 hexes). */
  readonly byLength: Readonly<Record<number, bigint>>;
  /** Ways to strike the row through the brain. */
  readonly central: bigint;
}

/** The figures of the rules note (miss, 2-, 5-, 7-hex columns, the central row) for a map on a face, without shift. */
export function seedNote(map: ColumnMapData, arc: ArcId = 'F', maxShift = 0): SeedNote {
  const distribution = chosenDistribution(map, maxShift, chassisRank(arc));
  const byLength: Record<number, bigint> = {};
  let central = 0n;
  for (let column = 1; column <= COLUMN_COUNT; column++) {
    const cells = columnCells(arc, column);
    byLength[cells.length] = (byLength[cells.length] ?? 0n) + waysOf(distribution, column);
    if (cells.includes(BRAIN_CELL)) central += waysOf(distribution, column);
  }
  return { miss: waysOf(distribution, null), byLength, central };
}

export interface ColumnOutcome {
  readonly column: number;
  readonly destroyed: number;
  readonly brainDestroyed: boolean;
}

/** What `damage` does down each column of a face of this Bot, as it stands now. */
export function columnOutcomes(data: BotData, arc: ArcId, damage: number, rules: ArmourRules = SEED_ARMOUR): ColumnOutcome[] {
  const outcomes: ColumnOutcome[] = [];
  for (let column = 1; column <= COLUMN_COUNT; column++) {
    const result = damageColumn(data, arc, column, damage, rules);
    outcomes.push({ column, destroyed: result.destroyedCells.length, brainDestroyed: result.brainDestroyed });
  }
  return outcomes;
}

export interface ShotOdds {
  readonly outcomes: readonly ColumnOutcome[];
  readonly plain: Distribution;
  readonly best: Distribution;
  /** Ways out of 36 the brain is destroyed, without and with the attacker's best shift. */
  readonly brainPlain: bigint;
  readonly brainBest: bigint;
  /** Sum over the 36 rolls of components destroyed (divide by 36 for the mean). */
  readonly destroyedPlain: bigint;
  readonly destroyedBest: bigint;
}

/** Odds of one weapon of damage D against a Bot's face; with the shift the attacker goes for the brain, then the most damage. */
export function shotOdds(
  data: BotData,
  arc: ArcId,
  damage: number,
  maxShift: number,
  map: ColumnMapData,
  rules: ArmourRules = SEED_ARMOUR,
): ShotOdds {
  const outcomes = columnOutcomes(data, arc, damage, rules);
  const rank = (outcome: Outcome) => {
    if (outcome === null) return -1;
    const o = outcomes[outcome - 1] as ColumnOutcome;
    return (o.brainDestroyed ? 1000 : 0) + o.destroyed * 10 + columnCells(arc, outcome).length / 10;
  };
  const plain = chosenDistribution(map, 0, rank);
  const best = chosenDistribution(map, maxShift, rank);
  const sum = (distribution: Distribution, value: (o: ColumnOutcome) => bigint) =>
    outcomes.reduce((total, o) => total + waysOf(distribution, o.column) * value(o), 0n);
  const brain = (o: ColumnOutcome) => (o.brainDestroyed ? 1n : 0n);
  const destroyed = (o: ColumnOutcome) => BigInt(o.destroyed);
  return {
    outcomes,
    plain,
    best,
    brainPlain: sum(plain, brain),
    brainBest: sum(best, brain),
    destroyedPlain: sum(plain, destroyed),
    destroyedBest: sum(best, destroyed),
  };
}

/** `7/36 (19.44%)`. */
export function formatWays(ways: bigint, denominator: bigint = DENOMINATOR): string {
  const hundredths = (ways * 10000n * 2n + denominator) / (denominator * 2n);
  const percent = `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}%`;
  return `${ways}/${denominator} (${percent})`;
}

/** A mean from a sum over 36 rolls, to two decimals. */
export function formatMean(sum: bigint, denominator: bigint = DENOMINATOR): string {
  const hundredths = (sum * 100n * 2n + denominator) / (denominator * 2n);
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
}
