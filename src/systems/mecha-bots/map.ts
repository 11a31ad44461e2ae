// The table's hex map, when players keep it in Salvo: positions, facings, range, arcs and what stands in the way.

import {
  bearing,
  distance,
  FACING_NAMES,
  type FacingName,
  formatHex,
  type Hex,
  hexesOf,
  lineBetween,
  MAX_HEX_COORDINATE,
  parseFacing as parseBattlefieldFacing,
  parseHex,
  sameHex,
} from '../../battlefield/hex.js';
import type { Placement, Placements } from '../../battlefield/placement.js';
import { UserError } from '../../errors.js';
import type { ArcId } from './chassis.js';

/** A map hex, numbered as printed (`0305` is column 3, row 5): the shared battlefield layer's. */
export type MapHex = Hex;

/** A figure on the map; a Bot also faces one of the hex's six sides (a Mad Scientist has no arcs). */
export interface MapPosition extends MapHex {
  readonly facing?: Facing;
}

export const FACINGS = FACING_NAMES;
export type Facing = FacingName;
export const MAX_MAP_COORDINATE = MAX_HEX_COORDINATE;

/** The arcs in bearing order: 60° each, clockwise from straight ahead. */
const SECTORS: Readonly<Record<'ahead' | 'frontRight' | 'backRight' | 'behind' | 'backLeft' | 'frontLeft', ArcId>> = {
  ahead: 'F',
  frontRight: 'FR',
  backRight: 'BR',
  behind: 'B',
  backLeft: 'BL',
  frontLeft: 'FL',
};

export function parseMapHex(raw: string): MapHex {
  const hex = parseHex(raw);
  if (!hex) {
    throw new UserError(
      'option',
      `\`${raw.trim().slice(0, 20)}\` is not a map hex. Write column and row as on a printed map, \`0305\` or \`3,5\` (1–${MAX_MAP_COORDINATE} each).`,
    );
  }
  return hex;
}

export const formatMapHex = formatHex;
export { sameHex };
export const mapDistance = distance;

export function parseFacing(raw: string): Facing {
  const facing = parseBattlefieldFacing(raw);
  if (facing === undefined || /^\d$/.test(raw.trim())) {
    throw new UserError('option', `\`facing\` must be one of ${FACINGS.join(', ')} (the hex side the Bot's Forward faces).`);
  }
  return FACINGS[facing];
}

const EDGE = 1e-6;

/**
 * The arc of a figure at `from` facing `facing` that `to` lies in: 60° each, Forward straight ahead. A hex exactly
 * on an arc's edge counts in the arc nearer Forward (RULES B8), the same rule `arc:` states for the face struck.
 */
export function arcOf(from: MapHex, facing: Facing, to: MapHex): ArcId {
  let relative = bearing(from, to) - FACINGS.indexOf(facing) * 60;
  relative = ((((relative + 180) % 360) + 360) % 360) - 180;
  const off = Math.abs(relative);
  const right = relative > 0;
  if (off <= 30 + EDGE) return SECTORS.ahead;
  if (off <= 90 + EDGE) return right ? SECTORS.frontRight : SECTORS.frontLeft;
  if (off <= 150 + EDGE) return right ? SECTORS.backRight : SECTORS.backLeft;
  return SECTORS.behind;
}

/**
 * The hexes strictly between `a` and `b` that the straight line between their centres crosses. Where the line runs
 * along the edge between two hexes, both are listed: a Bot in either one is in the way (they are that large).
 */
export function hexesBetween(a: MapHex, b: MapHex): MapHex[] {
  return hexesOf(lineBetween(a, b));
}

/** A place on the channel's map as Mecha Bots reads it: its facing 0–5 by name. */
export function positionFromPlacement(placement: Placement): MapPosition {
  return { col: placement.hex.col, row: placement.hex.row, facing: FACINGS[placement.facing] };
}

/** A position as the channel's map stores it (a Mad Scientist, with no arcs, is stored facing N). */
export function placementFromPosition(hex: MapHex, facing: Facing | undefined): Placement {
  return { hex: { col: hex.col, row: hex.row }, facing: facing ? (FACINGS.indexOf(facing) as Placement['facing']) : 0 };
}

/**
 * Where a figure stands: on the channel's map (`at`, by unit key) when it is placed there, the one source of truth
 * once a channel has a map; else its own position from `/move` in a channel without one.
 */
export function positionOf(at: Placements | undefined, key: string, own: MapPosition | undefined): MapPosition | undefined {
  return at && Object.hasOwn(at, key) ? positionFromPlacement(at[key] as Placement) : own;
}

/** "on the map at 0305 facing N", for /unit show. */
export function describePosition(position: MapPosition | undefined): string | undefined {
  if (!position) return undefined;
  return `on the map at ${formatMapHex(position)}${position.facing ? ` facing ${position.facing}` : ''}`;
}
