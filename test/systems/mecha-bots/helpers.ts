// Small Bots for the Mecha Bots tests, written as layout lines; every unlisted location is empty.
import type { Rng } from '../../../src/dice/rng.js';
import { UserError } from '../../../src/errors.js';
import { OptionBag, type OptionValue } from '../../../src/options.js';
import { CELL_NAMES, type CellName, LOCATIONS, type LocationId } from '../../../src/systems/mecha-bots/chassis.js';
import type { BotData } from '../../../src/systems/mecha-bots/components.js';
import { parseLayout } from '../../../src/systems/mecha-bots/layout.js';
import type { ActionOutcome, SystemAction, SystemState, UnitRecord } from '../../../src/systems/types.js';

/** `bot({ F: 'A1P A1P . . . . .', C: '* W1d …' })`; C defaults to the brain alone. */
export function bot(locations: Partial<Record<LocationId, string>>, extra = ''): BotData {
  const lines = LOCATIONS.map(
    (location) => `${location}: ${locations[location] ?? (location === 'C' ? '* . . . . . .' : '. . . . . . .')}`,
  );
  return parseLayout(`${extra}\n${lines.join('\n')}`).data;
}

/** The cells whose counter is destroyed, in chassis order. */
export function destroyedCells(data: BotData): CellName[] {
  return CELL_NAMES.filter((cell) => data.cells[cell]?.destroyed);
}

export function unpoweredCells(data: BotData): CellName[] {
  return CELL_NAMES.filter((cell) => data.cells[cell]?.unpowered);
}

export function unit(name: string, data: BotData, owner = 'alice'): UnitRecord<BotData> {
  return { name, system: 'mecha-bots', owner, schemaVersion: 1, data };
}

export function stateOf(...units: UnitRecord<BotData>[]): SystemState {
  return { units: Object.fromEntries(units.map((u) => [u.name.toLowerCase(), u])), config: { columnMap: 'reconstructed' }, pending: {} };
}

export const ALICE = { id: 'alice', name: 'Alice', isGM: false };
export const BOB = { id: 'bob', name: 'Bob', isGM: false };
export const GM = { id: 'gm', name: 'Gamemaster', isGM: true };

export function act(
  action: SystemAction | undefined,
  state: SystemState,
  options: Record<string, OptionValue>,
  rng: Rng,
  actor = ALICE,
): ActionOutcome {
  if (!action) throw new Error('no such action');
  return action(state, { options: new OptionBag(options), actor }, rng);
}

export function botOf(outcome: ActionOutcome | SystemState, name: string): BotData {
  const state = 'state' in outcome ? outcome.state : outcome;
  return (state.units[name.toLowerCase()] as UnitRecord<BotData>).data;
}

/** The UserError a refused action throws (anything else fails the test). */
export function refusal(run: () => unknown): UserError {
  try {
    run();
  } catch (error) {
    if (error instanceof UserError) return error;
    throw error;
  }
  throw new Error('expected a UserError');
}
