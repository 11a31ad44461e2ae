// A battlefield board: per-hex elevation and terrain, as MegaMek's .board files describe them.
import { type Hex, MAX_HEX_COORDINATE } from './hex.js';

/** One terrain tag of a hex, `woods:2` or `building:2:4` (type, level, and the exits MegaMek draws roads and walls by). */
export interface TerrainFeature {
  readonly type: string;
  readonly level: number;
  readonly exits?: number;
}

export interface BoardHex {
  /** The hex's level; for water, its surface (the bottom is `elevation - depth`). */
  readonly elevation: number;
  readonly terrain: readonly TerrainFeature[];
}

export interface Board {
  readonly width: number;
  readonly height: number;
  /** Row by row from 0101: index `(row - 1) * width + (col - 1)`. */
  readonly hexes: readonly BoardHex[];
}

/** The terrain Salvo's rules read; anything else on an imported board is kept for the picture and named on import. */
export const USED_TERRAIN = [
  'woods',
  'foliage_elev',
  'jungle',
  'water',
  'rough',
  'rubble',
  'building',
  'bldg_cf',
  'bldg_elev',
  'pavement',
  'road',
  'swamp',
  'mud',
] as const;

export const MAX_BOARD_SIDE = MAX_HEX_COORDINATE;

const CLEAR: BoardHex = { elevation: 0, terrain: [] };

export function blankBoard(width: number, height: number): Board {
  return { width, height, hexes: Array.from({ length: width * height }, () => CLEAR) };
}

export function onBoard(board: Board, hex: Hex): boolean {
  return (
    Number.isInteger(hex.col) &&
    Number.isInteger(hex.row) &&
    hex.col >= 1 &&
    hex.row >= 1 &&
    hex.col <= board.width &&
    hex.row <= board.height
  );
}

export function hexAt(board: Board, hex: Hex): BoardHex | undefined {
  return onBoard(board, hex) ? board.hexes[(hex.row - 1) * board.width + (hex.col - 1)] : undefined;
}

export function terrainLevel(hex: BoardHex, type: string): number | undefined {
  return hex.terrain.find((t) => t.type === type)?.level;
}

export function hasTerrain(hex: BoardHex, type: string): boolean {
  return hex.terrain.some((t) => t.type === type);
}

/** Water depth (0 on dry land). */
export function waterDepth(hex: BoardHex): number {
  return Math.max(0, terrainLevel(hex, 'water') ?? 0);
}

/**
 * Mapsheets laid side by side: `sheets[r][c]` is the sheet in the r-th row and c-th column, all of one size, as
 * MegaMek joins boards into one (two 16×17 sheets over two more make 32×34).
 */
export function stitchBoards(sheets: readonly (readonly Board[])[]): Board {
  const first = sheets[0]?.[0];
  if (!first) throw new RangeError('no sheets to stitch');
  const across = sheets[0]?.length ?? 0;
  for (const row of sheets) {
    if (row.length !== across) throw new RangeError('every row of sheets needs the same number of sheets');
    for (const sheet of row)
      if (sheet.width !== first.width || sheet.height !== first.height) throw new RangeError('sheets differ in size');
  }
  const width = first.width * across;
  const height = first.height * sheets.length;
  const hexes: BoardHex[] = [];
  for (let row = 0; row < height; row++) {
    const sheetRow = sheets[Math.floor(row / first.height)] ?? [];
    for (let col = 0; col < width; col++) {
      const sheet = sheetRow[Math.floor(col / first.width)] ?? first;
      hexes.push(sheet.hexes[(row % first.height) * first.width + (col % first.width)] ?? CLEAR);
    }
  }
  return { width, height, hexes };
}
