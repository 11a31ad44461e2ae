// The map as a rules core receives it: the board and every unit's place, read by the command layer before a step runs.
import type { Board } from './board.js';
import { distance } from './hex.js';
import { type LineOfSight, lineOfSight, type Sighted } from './los.js';
import type { Placement, Placements } from './placement.js';

/** The channel's board and where units stand on it (keys are unit keys). */
export interface Field {
  readonly board: Board;
  readonly at: Placements;
}

/** What a shot between two placed units reads off the map instead of asking the player. */
export interface Sight {
  readonly range: number;
  readonly los: LineOfSight;
}

export function placementOf(field: Field | undefined, key: string): Placement | undefined {
  return field && Object.hasOwn(field.at, key) ? field.at[key] : undefined;
}

/** True when both units stand on the map: then their situation is the map's, not a player's word. */
export function bothPlaced(field: Field | undefined, a: string, b: string): boolean {
  return placementOf(field, a) !== undefined && placementOf(field, b) !== undefined;
}

/** Range (hexes) and line of sight between two units as line of sight sees them. */
export function sight(field: Field, attacker: Sighted, target: Sighted): Sight {
  return { range: distance(attacker.hex, target.hex), los: lineOfSight(field.board, attacker, target) };
}
