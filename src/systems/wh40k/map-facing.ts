// Where a 40k shot strikes on the channel's map (optional: 40k measures in inches): the armour facing the firer.
import { placementOf } from '../../battlefield/field.js';
import { type Hex, relativeBearing } from '../../battlefield/hex.js';
import type { Placement } from '../../battlefield/placement.js';
import type { SystemState } from '../types.js';
import { unitKey } from '../types.js';
import type { Facing } from './vehicle.js';

/**
 * The armour a shot from `attacker` strikes (4th edition's lines through the hull's corners, taken as a square hull):
 * the front when the firer's bearing from the vehicle's facing is within 45° of straight ahead, the rear within 45° of
 * straight behind, a side otherwise. On a corner line (bearings rounded to whole degrees, as MegaMek) the front or
 * rear stands. A firer in the vehicle's own hex strikes the front.
 */
export function armourFacing(target: Placement, attacker: Hex): Facing {
  if (target.hex.col === attacker.col && target.hex.row === attacker.row) return 'front';
  const bearing = relativeBearing(target.hex, target.facing, attacker);
  if (bearing <= 45 || bearing >= 315) return 'front';
  if (bearing >= 135 && bearing <= 225) return 'rear';
  return 'side';
}

/** The facing the map says a shot strikes, when both vehicles stand on it; undefined otherwise. */
export function mapFacing(state: SystemState, attacker: string | undefined, target: string): Facing | undefined {
  if (attacker === undefined) return undefined;
  const from = placementOf(state.field, unitKey(attacker));
  const to = placementOf(state.field, unitKey(target));
  return from && to ? armourFacing(to, from.hex) : undefined;
}
