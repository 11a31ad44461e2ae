// The Mad Scientist's work on their own Bot: /tinker moves Unpowered counters, /repair restores destroyed ones at home.
import { UserError } from '../../errors.js';
import type { ActionInput, SystemAction, SystemEvent, SystemState, UnitRecord } from '../types.js';
import { unitKey } from '../types.js';
import { describeCell } from './build.js';
import { BRAIN_CELL, CELL_NAMES, type CellName, isCellName } from './chassis.js';
import { type BotData, type Counter, isPoweredKind } from './components.js';
import { applyPowerLimit, changeUnpowered } from './power.js';
import { findBot } from './shot.js';
import { deriveStats } from './stats.js';

/** Repairs remembered on the Bot itself (the channel log keeps them all). */
export const MAX_REPAIR_RECORDS = 20;

export interface TinkerEvent extends SystemEvent {
  readonly type: 'mecha-bots/tinker';
  readonly unit: string;
  readonly removed: readonly CellName[];
  readonly placed: readonly CellName[];
}

export interface RepairEvent extends SystemEvent {
  readonly type: 'mecha-bots/repair';
  readonly unit: string;
  readonly cells: readonly CellName[];
  readonly by: string;
  readonly unpowered: readonly CellName[];
}

/** `F1 F2, c3` → ['F1', 'F2', 'C3']; each bad name is reported. */
export function parseCellList(raw: string | undefined, option: string): CellName[] {
  if (raw === undefined || raw.trim() === '') return [];
  const cells: CellName[] = [];
  for (const token of raw.split(/[\s,;]+/).filter((t) => t !== '')) {
    const name = token.toUpperCase();
    if (!isCellName(name)) {
      throw new UserError(
        'option',
        `\`${token}\` in \`${option}\` is not a chassis cell; cells are F0–F6, FR0–FR6, BR0–BR6, B0–B6, BL0–BL6, FL0–FL6, C0–C6.`,
      );
    }
    if (!cells.includes(name)) cells.push(name);
  }
  return cells;
}

/** The Bot worked on; whether this member may work on it is the command's access (its controller or a GM). */
function ownBot(state: SystemState, input: ActionInput, done: string): UnitRecord<BotData> {
  const unit = findBot(state, input.options.string('unit', true), 'unit');
  if (unit.data.destroyed) throw new UserError('rule', `\`${unit.name}\` lost its brain; it is out of the game and cannot be ${done}.`);
  return unit;
}

function cellError(cell: CellName, message: string): UserError {
  return new UserError('rule', `${describeCell(cell).replace(/^c/, 'C')} ${message}`, { cell });
}

/** `/tinker unit remove:<cells> place:<cells>`: take Unpowered counters off some cells and put them on others. */
export const tinker: SystemAction = (state, input) => {
  const unit = ownBot(state, input, 'tinkered with');
  const remove = parseCellList(input.options.string('remove'), 'remove');
  const place = parseCellList(input.options.string('place'), 'place');
  const before = deriveStats(unit.data);
  if (remove.length === 0 && place.length === 0) {
    const list = before.unpowered.length > 0 ? before.unpowered.join(', ') : 'none';
    throw new UserError(
      'option',
      `Say what to change: \`remove:\` cells to power again, \`place:\` cells to unpower. \`${unit.name}\` now powers ${before.powerDemand} of ${before.boilerCapacity}; Unpowered: ${list}.`,
    );
  }
  for (const cell of remove) {
    const counter = unit.data.cells[cell];
    if (!counter || counter.destroyed || !counter.unpowered) throw cellError(cell, 'has no Unpowered counter to remove.');
  }
  for (const cell of place) {
    const counter = unit.data.cells[cell] as Counter | undefined;
    if (remove.includes(cell)) throw cellError(cell, 'is in both `remove` and `place`.');
    if (!counter || !isPoweredKind(counter.kind))
      throw cellError(cell, 'holds no weapon, sensor or mobility counter; only those take Unpowered counters.');
    if (counter.destroyed) throw cellError(cell, 'is destroyed; it needs no power.');
    if (counter.unpowered) throw cellError(cell, 'already has an Unpowered counter.');
  }
  const data = changeUnpowered(unit.data, remove, place);
  const after = deriveStats(data);
  if (after.powerDemand > after.boilerCapacity) {
    const short = after.powerDemand - after.boilerCapacity;
    throw new UserError(
      'rule',
      `Not enough steam: that leaves ${after.powerDemand} powered counters but the ${after.boilerCounters} intact boiler counter(s) power ${after.boilerCapacity}. Remove ${short} fewer or place ${short} more Unpowered counter(s).`,
    );
  }
  const key = unitKey(unit.name);
  const event: TinkerEvent = { type: 'mecha-bots/tinker', unit: unit.name, removed: remove, placed: place };
  const parts = [
    remove.length > 0 ? `powered again: ${remove.join(', ')}` : '',
    place.length > 0 ? `Unpowered: ${place.join(', ')}` : '',
  ].filter(Boolean);
  return {
    state: { ...state, units: { ...state.units, [key]: { ...unit, data } } },
    events: [event],
    text: `🔧 ${input.actor.name} tinkers with **${unit.name}**: ${parts.join('; ')}. Power ${after.powerDemand}/${after.boilerCapacity}.`,
    show: [{ unit: key }],
  };
};

/** `/repair unit cells` at the home laboratory: turns destroyed counters back over. `all` repairs everything but the brain. */
export const repair: SystemAction = (state, input) => {
  const unit = ownBot(state, input, 'repaired');
  const raw = input.options.string('cells', true);
  const destroyed = CELL_NAMES.filter((cell) => unit.data.cells[cell]?.destroyed && cell !== BRAIN_CELL);
  const cells = raw.trim().toLowerCase() === 'all' ? destroyed : parseCellList(raw, 'cells');
  if (cells.length === 0) throw new UserError('rule', `\`${unit.name}\` has no destroyed counters to repair.`);
  for (const cell of cells) {
    if (!unit.data.cells[cell]) throw cellError(cell, 'is empty; there is nothing to repair.');
    if (!unit.data.cells[cell]?.destroyed) throw cellError(cell, 'is not destroyed.');
  }
  const restored = { ...unit.data.cells };
  for (const cell of cells) restored[cell] = { ...(restored[cell] as Counter), destroyed: false, unpowered: false };
  const repairs = [...unit.data.repairs, { cells, by: input.actor.name }].slice(-MAX_REPAIR_RECORDS);
  const powered = applyPowerLimit({ ...unit.data, cells: restored, repairs }, cells);
  const key = unitKey(unit.name);
  const event: RepairEvent = { type: 'mecha-bots/repair', unit: unit.name, cells, by: input.actor.name, unpowered: powered.placed };
  const stats = deriveStats(powered.data);
  const lines = [`🛠️ ${input.actor.name} repairs **${unit.name}** at the home laboratory: ${cells.join(', ')} restored.`];
  if (powered.placed.length > 0) lines.push(`Not enough steam for all of it: Unpowered counters on ${powered.placed.join(', ')}.`);
  lines.push(`Power ${stats.powerDemand}/${stats.boilerCapacity}.`);
  return {
    state: { ...state, units: { ...state.units, [key]: { ...unit, data: powered.data } } },
    events: [event],
    text: lines.join('\n'),
    show: [{ unit: key }],
  };
};
