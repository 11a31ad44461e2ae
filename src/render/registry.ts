// Each system's unit diagram, bound by system id one floor above the rules cores, so no rules module loads canvas.
import type { BotData } from '../systems/mecha-bots/components.js';
import { isScientist, type MbData } from '../systems/mecha-bots/scientist.js';
import type { SystemId, UnitRecord } from '../systems/types.js';
import { renderPhonePages, renderRecordSheet } from './battletech.js';
import { renderBot, renderScientist } from './mecha-bots.js';
import { renderSlavedArmour } from './slaved-armour.js';
import { renderVehicleCard } from './wh40k.js';

/**
 * Draws a unit as a PNG on the shared theme. `highlight` is what an action's outcome marks (its own shape per system);
 * `pending` is the system's scratch (placed damage the sheet draws).
 */
export type UnitRenderer = (unit: UnitRecord, highlight?: unknown, pending?: Readonly<Record<string, unknown>>) => Buffer;

const RENDERERS: Readonly<Record<SystemId, UnitRenderer>> = {
  battletech: (unit, highlight) => renderRecordSheet(unit as never, highlight),
  'slaved-armour': (unit, highlight, pending) => renderSlavedArmour(unit as never, highlight, pending),
  wh40k: (unit, highlight) => renderVehicleCard(unit as never, highlight),
  'mecha-bots': (unit, highlight) => {
    const data = unit.data as MbData;
    return isScientist(data) ? renderScientist(unit.name, data) : renderBot(unit as UnitRecord<BotData>, highlight);
  },
};

/** The diagram of a unit of system `system`. */
export function renderUnit(system: SystemId, unit: UnitRecord, highlight?: unknown, pending?: Readonly<Record<string, unknown>>): Buffer {
  return RENDERERS[system](unit, highlight, pending);
}

/**
 * The pages a unit's full sheet is posted as. A BattleTech sheet is too wide to read on a phone in one image, so it goes
 * as its narrow phone pages; every other system's sheet is one image already readable there.
 */
export function renderUnitPages(
  system: SystemId,
  unit: UnitRecord,
  highlight?: unknown,
  pending?: Readonly<Record<string, unknown>>,
): Buffer[] {
  return system === 'battletech' ? renderPhonePages(unit as never, highlight) : [renderUnit(system, unit, highlight, pending)];
}
