// Who may change a vehicle's own state with /vehicle: its owner, its controller or a GM; and finding that vehicle.
import { UserError } from '../../errors.js';
import { type ActionActor, type ActionInput, type SystemState, unitKey } from '../types.js';
import { getVehicle } from './units.js';
import { controllerLabel, normalisePlayer, type VehicleUnit } from './vehicle.js';

/** True for a GM, the player who added the vehicle, and its controller (matched by id, mention or display name). */
export function mayChange(unit: VehicleUnit, actor: ActionActor): boolean {
  if (actor.isGM || actor.id === unit.owner) return true;
  if (unit.data.controller === null) return false;
  const controller = normalisePlayer(unit.data.controller);
  return controller === normalisePlayer(actor.id) || controller === normalisePlayer(actor.name);
}

export function checkMayChange(unit: VehicleUnit, actor: ActionActor): void {
  if (mayChange(unit, actor)) return;
  const controller = unit.data.controller === null ? '' : `, its controller ${controllerLabel(unit.data.controller)}`;
  throw new UserError(
    'permission',
    `Only \`${unit.name}\`'s owner ${controllerLabel(unit.owner)}${controller} or a GM can change it. ` +
      'Ask them, or a GM can hand it to you with `/vehicle set controller:`.',
  );
}

/**
 * The vehicle a /vehicle subcommand names (`unit`; `target` for older callers), checked to be a 40k vehicle the actor
 * may change.
 */
export function vehicleToChange(state: SystemState, input: ActionInput): { key: string; unit: VehicleUnit } {
  const name = input.options.string('unit') ?? input.options.string('target', true);
  const found = Object.hasOwn(state.units, unitKey(name)) ? state.units[unitKey(name)] : undefined;
  if (found && found.system !== 'wh40k') {
    throw new UserError(
      'wrong-system',
      `\`${found.name}\` is a ${found.system} unit; \`/vehicle\` only works on Warhammer 40,000 vehicles.`,
    );
  }
  const vehicle = getVehicle(state, name, 'vehicle');
  checkMayChange(vehicle.unit, input.actor);
  return vehicle;
}
