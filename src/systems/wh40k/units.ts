// Looking up vehicles in a channel's state, with the player-facing errors for a wrong name or system.
import { UserError } from '../../errors.js';
import { type SystemState, unitKey } from '../types.js';
import type { VehicleUnit } from './vehicle.js';

export function getVehicle(state: SystemState, name: string, role: string): { key: string; unit: VehicleUnit } {
  const key = unitKey(name);
  const unit = Object.hasOwn(state.units, key) ? state.units[key] : undefined;
  if (!unit) {
    const known = Object.values(state.units).map((u) => `\`${u.name}\``);
    throw new UserError(
      'unknown-unit',
      known.length > 0
        ? `No unit called \`${name}\` here. Units in this channel: ${known.slice(0, 15).join(', ')}.`
        : `No unit called \`${name}\` here; this channel has no units yet. Add one with \`/unit add\` or \`/unit import\`.`,
    );
  }
  if (unit.system !== 'wh40k') {
    throw new UserError('wrong-system', `The ${role} \`${unit.name}\` is a ${unit.system} unit, not a Warhammer 40,000 vehicle.`);
  }
  return { key, unit: unit as VehicleUnit };
}
