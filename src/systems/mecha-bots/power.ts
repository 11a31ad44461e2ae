// Boiler bookkeeping: when steam falls short, Unpowered counters go on the excess components (RULES §1.2 step 6, B7).
import { CELL_NAMES, type CellName } from './chassis.js';
import { type BotData, type Counter, isPoweredKind } from './components.js';
import { deriveStats } from './stats.js';

function setUnpowered(data: BotData, cells: readonly CellName[], unpowered: boolean): BotData {
  if (cells.length === 0) return data;
  const next = { ...data.cells };
  for (const cell of cells) next[cell] = { ...(next[cell] as Counter), unpowered };
  return { ...data, cells: next };
}

/**
 * Places Unpowered counters until the boilers cover the demand: first on `preferred` cells (just repaired, say), then
 * on the most recently hit object (`data.hitOrder`, RULES B7), then on the other objects by id; within one, in cell order.
 */
export function applyPowerLimit(data: BotData, preferred: readonly CellName[] = []): { data: BotData; placed: CellName[] } {
  const stats = deriveStats(data);
  let excess = stats.powerDemand - stats.boilerCapacity;
  if (excess <= 0) return { data, placed: [] };
  const byId = Object.keys(data.objects).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  const objectOrder = [...data.hitOrder.filter((id) => data.objects[id]), ...byId.filter((id) => !data.hitOrder.includes(id))];
  const candidates = [...preferred, ...objectOrder.flatMap((id) => CELL_NAMES.filter((cell) => data.cells[cell]?.object === id))];
  const placed: CellName[] = [];
  for (const cell of candidates) {
    if (excess <= 0) break;
    const counter = data.cells[cell];
    if (counter && isPoweredKind(counter.kind) && !counter.destroyed && !counter.unpowered && !placed.includes(cell)) {
      placed.push(cell);
      excess--;
    }
  }
  return { data: setUnpowered(data, placed, true), placed };
}

/** Moves or removes Unpowered counters; the caller checks the result stays within the boilers' capacity. */
export function changeUnpowered(data: BotData, remove: readonly CellName[], place: readonly CellName[]): BotData {
  return setUnpowered(setUnpowered(data, remove, false), place, true);
}
