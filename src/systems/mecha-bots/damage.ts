// Damage along a column from the struck face to the far side (seed; RULES §1.2 step 5, B4, B5).
import { type ArcId, BRAIN_CELL, type CellName, chassisCell, columnCells } from './chassis.js';
import type { BotData, CellHit, Counter } from './components.js';
import { applyPowerLimit } from './power.js';
import { deriveStats } from './stats.js';

/**
 * How armour takes a hit (RULES B4). The seed: the armour absorbs the location's Protect count and is destroyed if
 * what is left exceeds its Resist count, at no further cost (`break: 'free'`); the old reading charged 1 more for
 * the destroyed counter (`'costs-one'`). The seed is silent on armour that holds: by default it stops the damage
 * (`held: 'stops'`), since a counter that was not overcome has not been passed; `'passes'` lets what it did not
 * absorb go on down the column.
 */
export interface ArmourRules {
  readonly break: 'free' | 'costs-one';
  readonly held: 'stops' | 'passes';
}

export const ARMOUR_BREAK_CHOICES = ['free', 'costs-one'] as const;
export const ARMOUR_HELD_CHOICES = ['stops', 'passes'] as const;
export const SEED_ARMOUR: ArmourRules = { break: 'free', held: 'stops' };

/** The armour rules in a validated channel config (absent keys are the seed's). */
export function armourRules(config: Readonly<Record<string, unknown>>): ArmourRules {
  return {
    break: config.armourBreak === 'costs-one' ? 'costs-one' : SEED_ARMOUR.break,
    held: config.armourHeld === 'passes' ? 'passes' : SEED_ARMOUR.held,
  };
}

/** One line naming the armour reading in force, for /odds and /config show. */
export function describeArmourRules(rules: ArmourRules): string {
  const broken =
    rules.break === 'free'
      ? 'armour destroyed when what passes its Protect exceeds its Resist, at no further cost (seed)'
      : 'armour destroyed when what passes its Protect exceeds its Resist, for 1 more point (`armourBreak: costs-one`)';
  const held =
    rules.held === 'stops'
      ? 'armour that holds stops the damage (`armourHeld: stops`)'
      : 'armour that holds lets what passed its Protect go on (`armourHeld: passes`)';
  return `Armour: ${broken}; ${held}.`;
}

export interface ColumnResult {
  readonly data: BotData;
  readonly path: readonly CellHit[];
  /** Where the damage ended (the armour that held, the last component it turned over); null if it left the far side. */
  readonly stoppedAt: CellName | null;
  readonly remaining: number;
  readonly destroyedCells: readonly CellName[];
  readonly brainDestroyed: boolean;
  /** Unpowered counters the boiler loss placed. */
  readonly unpowered: readonly CellName[];
}

/**
 * Runs `damage` down column `column` of the face `arc`:
 * empty and destroyed cells are skipped at no cost; a component is turned over for 1; an armour cell first takes off
 * the location's intact Protect count, then breaks only if what is left exceeds the location's intact Resist count
 * (see ArmourRules for what a break costs and what armour that holds does). The brain turned over kills the Bot.
 */
export function damageColumn(data: BotData, arc: ArcId, column: number, damage: number, rules: ArmourRules = SEED_ARMOUR): ColumnResult {
  const cells = { ...data.cells };
  const path: CellHit[] = [];
  const destroyedCells: CellName[] = [];
  const hitObjects: string[] = [];
  let remaining = damage;
  let stoppedAt: CellName | null = null;
  let brainDestroyed = false;
  for (const cell of columnCells(arc, column)) {
    if (remaining <= 0) break;
    const counter = cells[cell];
    if (!counter || counter.destroyed) {
      path.push({ cell, outcome: counter ? 'skipped-destroyed' : 'skipped-empty', before: remaining, after: remaining });
      continue;
    }
    const before = remaining;
    if (counter.kind === 'armour') {
      // The armour totals are read before this hit, from the location's intact counters.
      const { protect, resist } = deriveStats({ ...data, cells }).armour[chassisCell(cell).location];
      const past = Math.max(0, remaining - protect);
      if (past > resist) {
        cells[cell] = turnOver(counter);
        remaining = rules.break === 'costs-one' ? past - 1 : past;
        destroyedCells.push(cell);
        if (counter.object) hitObjects.push(counter.object);
        path.push({ cell, outcome: 'armour-broken', before, after: remaining, protect, resist });
        continue;
      }
      if (rules.held === 'passes' && past > 0) {
        remaining = past;
        path.push({ cell, outcome: 'armour-held', before, after: remaining, protect, resist });
        continue;
      }
      remaining = 0;
      stoppedAt = cell;
      path.push({ cell, outcome: 'armour-held', before, after: 0, protect, resist });
      break;
    }
    cells[cell] = turnOver(counter);
    remaining -= 1;
    destroyedCells.push(cell);
    if (counter.object) hitObjects.push(counter.object);
    path.push({ cell, outcome: 'destroyed', before, after: remaining });
    if (cell === BRAIN_CELL) {
      brainDestroyed = true;
      break;
    }
  }
  if (stoppedAt === null && (remaining <= 0 || brainDestroyed)) stoppedAt = path.at(-1)?.cell ?? null;
  const recent = [...new Set(hitObjects.reverse())];
  const hitOrder = [...recent, ...data.hitOrder.filter((id) => !recent.includes(id))];
  const damaged: BotData = { ...data, cells, hitOrder, destroyed: data.destroyed || brainDestroyed };
  const powered = brainDestroyed ? { data: damaged, placed: [] } : applyPowerLimit(damaged);
  return { data: powered.data, path, stoppedAt, remaining, destroyedCells, brainDestroyed, unpowered: powered.placed };
}

function turnOver(counter: Counter): Counter {
  return { ...counter, destroyed: true, unpowered: false };
}
