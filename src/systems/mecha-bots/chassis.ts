// The 49-hex chassis card derived from first principles: seven 7-hex flowers tiled as a flower of flowers (RULES §1.4).
import { addHex, DIRECTIONS, type Hex, hexKey, hexToPixel, negateHex, rotateClockwise } from '../../battlefield/axial.js';

/** The six outer locations, clockwise from Forward; each is also the arc an attack comes from. */
export const OUTER_LOCATIONS = ['F', 'FR', 'BR', 'B', 'BL', 'FL'] as const;
export type OuterLocationId = (typeof OUTER_LOCATIONS)[number];
export const LOCATIONS = [...OUTER_LOCATIONS, 'C'] as const;
export type LocationId = (typeof LOCATIONS)[number];
/** The face of the target an attack strikes is named for the outer location on that side. */
export type ArcId = OuterLocationId;

export const LOCATION_NAMES: Readonly<Record<LocationId, string>> = {
  F: 'Forward',
  FR: 'Forward Right',
  BR: 'Backward Right',
  B: 'Back',
  BL: 'Backward Left',
  FL: 'Forward Left',
  C: 'Central',
};

/** Forward's centre: the lattice vector (2,1) of the flower tiling, turned so Forward faces up the card. */
const FORWARD_CENTRE: Hex = { q: 1, r: -3 };

/** A cell is named by its location and index: 0 the location's centre, 1–6 its neighbours clockwise from north-east. */
export type CellName = `${LocationId}${0 | 1 | 2 | 3 | 4 | 5 | 6}`;

export interface ChassisCell {
  readonly name: CellName;
  readonly location: LocationId;
  readonly index: number;
  readonly hex: Hex;
}

export const BRAIN_CELL: CellName = 'C0';

export function locationCentre(location: LocationId): Hex {
  if (location === 'C') return { q: 0, r: 0 };
  return rotateClockwise(FORWARD_CENTRE, OUTER_LOCATIONS.indexOf(location));
}

function buildCells(): readonly ChassisCell[] {
  const cells: ChassisCell[] = [];
  for (const location of LOCATIONS) {
    const centre = locationCentre(location);
    cells.push({ name: `${location}0` as CellName, location, index: 0, hex: centre });
    DIRECTIONS.forEach((step, i) => {
      cells.push({ name: `${location}${i + 1}` as CellName, location, index: i + 1, hex: addHex(centre, step) });
    });
  }
  return cells;
}

/** All 49 cells, location by location (F, FR, BR, B, BL, FL, C), index 0–6 within each. */
export const CELLS: readonly ChassisCell[] = buildCells();
export const CELL_NAMES: readonly CellName[] = CELLS.map((cell) => cell.name);

const BY_NAME = new Map<string, ChassisCell>(CELLS.map((cell) => [cell.name, cell]));
const BY_HEX = new Map<string, ChassisCell>(CELLS.map((cell) => [hexKey(cell.hex), cell]));

export function isCellName(value: string): value is CellName {
  return BY_NAME.has(value);
}

export function chassisCell(name: CellName): ChassisCell {
  const cell = BY_NAME.get(name);
  if (!cell) throw new Error(`no chassis cell ${name}`);
  return cell;
}

export function cellAtHex(hex: Hex): ChassisCell | undefined {
  return BY_HEX.get(hexKey(hex));
}

/** Neighbouring chassis cells (connectors join only these). */
export function neighbourCells(name: CellName): readonly CellName[] {
  const { hex } = chassisCell(name);
  return DIRECTIONS.map((d) => cellAtHex(addHex(hex, d))?.name).filter((n): n is CellName => n !== undefined);
}

export interface ArcGeometry {
  readonly arc: ArcId;
  /** The hex step damage travels along: the hex axis nearest the direction from the arc's location to the centre. */
  readonly direction: Hex;
  /** Nine columns, left to right as the attacker sees them; each from the attacker's side to the far side. */
  readonly columns: readonly (readonly CellName[])[];
}

function angleBetween(a: { x: number; y: number }, b: { x: number; y: number }): number {
  return Math.acos((a.x * b.x + a.y * b.y) / (Math.hypot(a.x, a.y) * Math.hypot(b.x, b.y)));
}

function buildArc(arc: ArcId): ArcGeometry {
  const inward = hexToPixel(negateHex(locationCentre(arc)));
  const direction = [...DIRECTIONS].sort((a, b) => angleBetween(hexToPixel(a), inward) - angleBetween(hexToPixel(b), inward))[0] as Hex;
  const along = hexToPixel(direction);
  // Facing along `along` on a y-down screen, the attacker's left hand points this way.
  const left = { x: along.y, y: -along.x };
  const lines = new Map<number, ChassisCell[]>();
  for (const cell of CELLS) {
    // Cells h and h + k·direction share this cross product, so it names the hex row parallel to the direction.
    const line = cell.hex.q * direction.r - cell.hex.r * direction.q;
    lines.set(line, [...(lines.get(line) ?? []), cell]);
  }
  const dot = (cell: ChassisCell, v: { x: number; y: number }) => {
    const p = hexToPixel(cell.hex);
    return p.x * v.x + p.y * v.y;
  };
  const columns = [...lines.values()]
    .sort((a, b) => dot(b[0] as ChassisCell, left) - dot(a[0] as ChassisCell, left))
    .map((line) => [...line].sort((a, b) => dot(a, along) - dot(b, along)).map((cell) => cell.name));
  return { arc, direction, columns };
}

export const ARCS: Readonly<Record<ArcId, ArcGeometry>> = Object.fromEntries(OUTER_LOCATIONS.map((arc) => [arc, buildArc(arc)])) as Record<
  ArcId,
  ArcGeometry
>;

/** Column `n` (1–9) of an arc, attacker side first. */
export function columnCells(arc: ArcId, column: number): readonly CellName[] {
  const cells = ARCS[arc].columns[column - 1];
  if (!cells) throw new Error(`no column ${column} on arc ${arc}`);
  return cells;
}

export const COLUMN_COUNT = 9;

/** Accepts `F`, `forward`, `front`, `forward-right`, `Forward Right`, `rear` and so on. */
const ARC_ALIASES: Readonly<Record<string, ArcId>> = {
  f: 'F',
  forward: 'F',
  front: 'F',
  fr: 'FR',
  forwardright: 'FR',
  frontright: 'FR',
  br: 'BR',
  backwardright: 'BR',
  backright: 'BR',
  rearright: 'BR',
  b: 'B',
  back: 'B',
  backward: 'B',
  rear: 'B',
  bl: 'BL',
  backwardleft: 'BL',
  backleft: 'BL',
  rearleft: 'BL',
  fl: 'FL',
  forwardleft: 'FL',
  frontleft: 'FL',
};

/** The slugs offered as Discord choices, in arc order. */
export const ARC_CHOICES = ['forward', 'forward-right', 'backward-right', 'back', 'backward-left', 'forward-left'] as const;

export function parseArc(raw: string): ArcId | undefined {
  return ARC_ALIASES[raw.toLowerCase().replace(/[^a-z]/g, '')];
}
