// A Slaved Armour move on the channel's map: `speed` hexes, the first through the hex face the turn names, then straight on.
import { type Board, hasTerrain, hexAt, onBoard } from '../../battlefield/board.js';
import type { Field } from '../../battlefield/field.js';
import { type Facing, facingName, formatHex, type Hex, neighbour, sameHex } from '../../battlefield/hex.js';
import type { Placement } from '../../battlefield/placement.js';
import { UserError } from '../../errors.js';
import { type Impact, impactOf } from './collision.js';

/** A climb or drop of more than this many levels between neighbouring hexes is a cliff no suit walks (as a 'Mech's). */
export const MAX_LEVEL_CHANGE = 2;

export interface MapMove {
  /** The hexes entered, in order (empty when it stands or the first hex is a collision). */
  readonly path: readonly Hex[];
  /** Where and facing which way it ends. */
  readonly end: Placement;
  /** The unit standing in the next hex of the path: the move stops short of it and the two collide. */
  readonly collision?: { readonly key: string; readonly at: Hex; readonly impact: Impact };
}

/** Why a suit cannot go from one hex into the next, or undefined when it can. */
function blocked(board: Board, from: Hex, to: Hex): string | undefined {
  if (!onBoard(board, to))
    return `${formatHex(to)} is off the map (${board.width}×${board.height}, 0101 to ${formatHex({ col: board.width, row: board.height })})`;
  const into = hexAt(board, to);
  const out = hexAt(board, from);
  if (!into || !out) return undefined;
  if (hasTerrain(into, 'building')) return `${formatHex(to)} is a building`;
  if (hasTerrain(into, 'impassable')) return `${formatHex(to)} is impassable`;
  const climb = into.elevation - out.elevation;
  if (Math.abs(climb) > MAX_LEVEL_CHANGE)
    return `${formatHex(from)} → ${formatHex(to)} is a ${climb > 0 ? 'climb' : 'drop'} of ${Math.abs(climb)} levels (at most ${MAX_LEVEL_CHANGE})`;
  return undefined;
}

/**
 * The seed's move on hexes: the suit enters `speed` hexes, the first through the hex face its turn allows (which
 * becomes its facing), the rest straight ahead; at speed 0 it turns where it stands. Another unit in the way stops it
 * in the hex before, a collision; the map's edge or a hex it cannot enter refuses the whole move, saying which.
 */
export function planMapMove(field: Field, key: string, name: string, start: Placement, heading: Facing, speed: number): MapMove {
  const path: Hex[] = [];
  let at = start.hex;
  for (let step = 0; step < speed; step++) {
    const next = neighbour(at, heading);
    const why = blocked(field.board, at, next);
    if (why)
      throw new UserError(
        'rule',
        `${name} cannot make that move: heading ${facingName(heading)} at speed ${speed}, hex ${step + 1} of ${speed}: ${why}. Slow down or turn.`,
      );
    const other = Object.entries(field.at).find(([k, p]) => k !== key && sameHex(p.hex, next));
    if (other) {
      const [otherKey, placement] = other;
      return {
        path,
        end: { hex: at, facing: heading },
        collision: { key: otherKey, at: next, impact: impactOf(heading, placement.facing) },
      };
    }
    path.push(next);
    at = next;
  }
  return { path, end: { hex: at, facing: heading } };
}
