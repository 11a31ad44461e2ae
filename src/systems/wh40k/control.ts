// Finding the 40k vehicle a /vehicle subcommand names; who may change it is checked above the systems (src/control).
import { UserError } from '../../errors.js';
import { type ActionInput, type SystemState, unitKey } from '../types.js';
import { getVehicle } from './units.js';
import type { VehicleUnit } from './vehicle.js';

/** The vehicle a /vehicle subcommand names (`unit`; `target` for older callers), checked to be a 40k vehicle. */
export function vehicleToChange(state: SystemState, input: ActionInput): { key: string; unit: VehicleUnit } {
  const name = input.options.string('unit') ?? input.options.string('target', true);
  const found = Object.hasOwn(state.units, unitKey(name)) ? state.units[unitKey(name)] : undefined;
  if (found && found.system !== 'wh40k') {
    throw new UserError(
      'wrong-system',
      `\`${found.name}\` is a ${found.system} unit; \`/vehicle\` only works on Warhammer 40,000 vehicles.`,
    );
  }
  return getVehicle(state, name, 'vehicle');
}
