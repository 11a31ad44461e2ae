// The table's hex map, when players keep it in Salvo: positions, facings, range, arcs and what stands in the way.
import { UserError } from '../../errors.js';
import type { ArcId } from './chassis.js';

/**
 * Map hexes are numbered like a printed hex map: `0305` is column 3, row 5 (or `3,5`). The hexes are flat-topped
 * and the even columns sit half a hex lower than the odd ones, as on BattleTech mapsheets.
 */
export interface MapHex {
  readonly col: number;
  readonly row: number;
}

/** A figure on the map; a Bot also faces one of the hex's six sides (a Mad Scientist has no arcs). */
export interface MapPosition extends MapHex {
  readonly facing?: Facing;
}

export const FACINGS = ['N', 'NE', 'SE', 'S', 'SW', 'NW'] as const;
export type Facing = (typeof FACINGS)[number];
export const MAX_MAP_COORDINATE = 99;

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
  const text = raw.trim();
  const four = /^(\d{2})(\d{2})$/.exec(text);
  const pair = /^(\d{1,2})\s*[,.\s/-]\s*(\d{1,2})$/.exec(text);
  const match = four ?? pair;
  const col = Number(match?.[1]);
  const row = Number(match?.[2]);
  if (!match || col < 1 || row < 1 || col > MAX_MAP_COORDINATE || row > MAX_MAP_COORDINATE) {
    throw new UserError(
      'option',
      `\`${text.slice(0, 20)}\` is not a map hex. Write column and row as on a printed map, \`0305\` or \`3,5\` (1–${MAX_MAP_COORDINATE} each).`,
    );
  }
  return { col, row };
}

export function formatMapHex(hex: MapHex): string {
  return `${String(hex.col).padStart(2, '0')}${String(hex.row).padStart(2, '0')}`;
}

export function parseFacing(raw: string): Facing {
  const facing = FACINGS.find((f) => f === raw.trim().toUpperCase());
  if (!facing) throw new UserError('option', `\`facing\` must be one of ${FACINGS.join(', ')} (the hex side the Bot's Forward faces).`);
  return facing;
}

interface Cube {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

function cube(hex: MapHex): Cube {
  const x = hex.col - 1;
  // Column 1 is odd and sits high: on 0-based columns that is "odd-q", the odd ones shoved down.
  const z = hex.row - 1 - (x - (x & 1)) / 2;
  return { x, y: -x - z, z };
}

function fromCube(c: Cube): MapHex {
  const col = c.x + 1;
  return { col, row: c.z + (c.x - (c.x & 1)) / 2 + 1 };
}

export function sameHex(a: MapHex, b: MapHex): boolean {
  return a.col === b.col && a.row === b.row;
}

export function mapDistance(a: MapHex, b: MapHex): number {
  const p = cube(a);
  const q = cube(b);
  return Math.max(Math.abs(p.x - q.x), Math.abs(p.y - q.y), Math.abs(p.z - q.z));
}

/** Degrees clockwise from north (up the map) of the line from `a` to `b`. */
function compass(a: MapHex, b: MapHex): number {
  const p = cube(a);
  const q = cube(b);
  const dx = 1.5 * (q.x - p.x);
  const dy = Math.sqrt(3) * (q.z - p.z + (q.x - p.x) / 2);
  return (Math.atan2(dx, -dy) * 180) / Math.PI;
}

const EDGE = 1e-6;

/**
 * The arc of a figure at `from` facing `facing` that `to` lies in: 60° each, Forward straight ahead. A hex exactly
 * on an arc's edge counts in the arc nearer Forward (RULES B8), the same rule `arc:` states for the face struck.
 */
export function arcOf(from: MapHex, facing: Facing, to: MapHex): ArcId {
  let relative = compass(from, to) - FACINGS.indexOf(facing) * 60;
  relative = ((((relative + 180) % 360) + 360) % 360) - 180;
  const off = Math.abs(relative);
  const right = relative > 0;
  if (off <= 30 + EDGE) return SECTORS.ahead;
  if (off <= 90 + EDGE) return right ? SECTORS.frontRight : SECTORS.frontLeft;
  if (off <= 150 + EDGE) return right ? SECTORS.backRight : SECTORS.backLeft;
  return SECTORS.behind;
}

function roundCube(x: number, y: number, z: number): Cube {
  let rx = Math.round(x);
  let ry = Math.round(y);
  let rz = Math.round(z);
  const dx = Math.abs(rx - x);
  const dy = Math.abs(ry - y);
  const dz = Math.abs(rz - z);
  if (dx > dy && dx > dz) rx = -ry - rz;
  else if (dy > dz) ry = -rx - rz;
  else rz = -rx - ry;
  return { x: rx || 0, y: ry || 0, z: rz || 0 };
}

/**
 * The hexes strictly between `a` and `b` that the straight line between their centres crosses. Where the line runs
 * along the edge between two hexes, both are listed: a Bot in either one is in the way (they are that large).
 */
export function hexesBetween(a: MapHex, b: MapHex): MapHex[] {
  const p = cube(a);
  const q = cube(b);
  const n = mapDistance(a, b);
  const out = new Map<string, MapHex>();
  for (let i = 1; i < n; i++) {
    const t = i / n;
    for (const nudge of [EDGE, -EDGE]) {
      const hex = fromCube(roundCube(p.x + (q.x - p.x) * t + nudge, p.y + (q.y - p.y) * t + nudge, p.z + (q.z - p.z) * t - 2 * nudge));
      if (!sameHex(hex, a) && !sameHex(hex, b)) out.set(formatMapHex(hex), hex);
    }
  }
  return [...out.values()];
}

/** "on the map at 0305 facing N", for /unit show. */
export function describePosition(position: MapPosition | undefined): string | undefined {
  if (!position) return undefined;
  return `on the map at ${formatMapHex(position)}${position.facing ? ` facing ${position.facing}` : ''}`;
}
