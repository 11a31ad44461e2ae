// Real MegaMek mapsheets for the battlefield tests, and a hex-number shorthand.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Board, stitchBoards } from '../../src/battlefield/board.js';
import { parseBoardFile } from '../../src/battlefield/board-file.js';
import { formatHex, type Hex, type LineStep, parseHex } from '../../src/battlefield/hex.js';

export const BOARDS = fileURLToPath(new URL('../fixtures/boards/', import.meta.url));

export function boardBytes(name: string): Buffer {
  return readFileSync(`${BOARDS}${name}.board`);
}

export function loadBoard(name: string): Board {
  return parseBoardFile(boardBytes(name)).board;
}

/** Grassland 2 and Coast 1 over Grassland 1 and Grassland 2: 32×34 from four real 16×17 sheets. */
export function stitched(): Board {
  return stitchBoards([
    [loadBoard('16x17 Grassland 2'), loadBoard('16x17 Coast 1')],
    [loadBoard('16x17 Grassland 1'), loadBoard('16x17 Grassland 2')],
  ]);
}

export function hex(text: string): Hex {
  const parsed = parseHex(text);
  if (!parsed) throw new Error(`bad hex ${text}`);
  return parsed;
}

/** Steps as `0304` or `0304|0404` (left|right). */
export function stepNames(steps: readonly LineStep[]): string[] {
  return steps.map((s) => (s.kind === 'hex' ? formatHex(s.hex) : `${formatHex(s.left)}|${formatHex(s.right)}`));
}
