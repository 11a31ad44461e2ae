// Reads MegaMek .board files: `size W H`, one `hex CCRR elevation "terrain" "theme"` line per hex, `end`.
import { UserError } from '../errors.js';
import { type Board, type BoardHex, MAX_BOARD_SIDE, type TerrainFeature, USED_TERRAIN } from './board.js';
import { formatHex } from './hex.js';

/** A real 32×34 board is about 40 kB; a megabyte is far past any sheet set a channel plays on. */
export const MAX_BOARD_FILE_BYTES = 1024 * 1024;

export interface ImportedBoard {
  readonly board: Board;
  /** Terrain types on the board that Salvo's rules do not read (kept, drawn plain), sorted. */
  readonly unused: readonly string[];
}

/** Lines MegaMek writes or accepts that say nothing about the ground. */
const IGNORED_KEYWORDS = new Set(['option', 'background', 'tag', 'description']);
const TAG = /^([a-z][a-z0-9_]*)(?::(-?\d+))?(?::(-?\d+))?$/;
const USED = new Set<string>(USED_TERRAIN);

function refuse(line: number | undefined, message: string): never {
  throw new UserError(
    'import',
    line === undefined ? `That board can't be read: ${message}` : `That board can't be read: line ${line}: ${message}`,
  );
}

/** Double-quoted strings and bare words of a line, in order. */
function words(text: string, line: number): string[] {
  const out: string[] = [];
  const pattern = /"([^"]*)"|(\S+)/g;
  let match = pattern.exec(text);
  while (match) {
    if (match[2]?.includes('"')) refuse(line, 'a quote is not closed.');
    out.push(match[1] ?? match[2] ?? '');
    match = pattern.exec(text);
  }
  return out;
}

function terrainOf(text: string, line: number): TerrainFeature[] {
  if (text.trim() === '') return [];
  return text.split(';').map((raw) => {
    const tag = raw.trim().toLowerCase();
    const match = TAG.exec(tag);
    if (!match?.[1]) refuse(line, `\`${raw.slice(0, 40)}\` is not a terrain tag (write \`name:level\`, as \`woods:1\` or \`water:2\`).`);
    const feature: TerrainFeature = { type: match[1], level: match[2] === undefined ? 1 : Number(match[2]) };
    return match[3] === undefined ? feature : { ...feature, exits: Number(match[3]) };
  });
}

function integer(text: string | undefined, line: number, what: string): number {
  if (text === undefined || !/^-?\d{1,4}$/.test(text))
    refuse(line, `${what} must be a whole number, not \`${(text ?? '').slice(0, 20)}\`.`);
  return Number(text);
}

/** Parses a board file's bytes; a malformed file is refused with the line at fault and nothing is kept. */
export function parseBoardFile(bytes: Uint8Array | string): ImportedBoard {
  const size = typeof bytes === 'string' ? Buffer.byteLength(bytes) : bytes.byteLength;
  if (size > MAX_BOARD_FILE_BYTES) refuse(undefined, `the file is ${Math.ceil(size / 1024)} kB; a board file may be at most 1 MB.`);
  const text = typeof bytes === 'string' ? bytes : decode(bytes);
  if (text.includes('\u0000')) refuse(undefined, 'it is not a text file (MegaMek boards are text, `size 16 17` then `hex` lines).');

  let width = 0;
  let height = 0;
  let hexes: (BoardHex | undefined)[] = [];
  let ended = false;
  const unused = new Set<string>();
  const lines = text.split(/\r\n|\r|\n/);
  for (let i = 0; i < lines.length; i++) {
    const number = i + 1;
    const content = (lines[i] ?? '').trim();
    if (content === '' || content.startsWith('#')) continue;
    if (ended) refuse(number, 'nothing may follow `end`.');
    const parts = words(content, number);
    const keyword = (parts[0] ?? '').toLowerCase();
    if (keyword === 'end') {
      ended = true;
    } else if (IGNORED_KEYWORDS.has(keyword)) {
      // Tags, options and background pictures change nothing Salvo reads.
    } else if (keyword === 'size') {
      if (width > 0) refuse(number, 'the size is given twice.');
      width = integer(parts[1], number, 'the width');
      height = integer(parts[2], number, 'the height');
      if (width < 1 || height < 1 || width > MAX_BOARD_SIDE || height > MAX_BOARD_SIDE) {
        refuse(number, `a board is 1 to ${MAX_BOARD_SIDE} hexes each way, not ${width}×${height}.`);
      }
      hexes = new Array(width * height).fill(undefined);
    } else if (keyword === 'hex') {
      if (width === 0) refuse(number, 'a `hex` line comes before the `size` line.');
      const coordinate = parts[1] ?? '';
      const at = /^(\d{2})(\d{2})$/.exec(coordinate);
      if (!at) refuse(number, `\`${coordinate.slice(0, 12)}\` is not a hex number (four digits, column then row, as \`0305\`).`);
      const col = Number(at[1]);
      const row = Number(at[2]);
      if (col < 1 || row < 1 || col > width || row > height) refuse(number, `hex ${coordinate} is off a ${width}×${height} board.`);
      const index = (row - 1) * width + (col - 1);
      if (hexes[index]) refuse(number, `hex ${coordinate} is given twice.`);
      if (parts.length < 4) refuse(number, 'a hex line reads `hex CCRR elevation "terrain" "theme"`.');
      const terrain = terrainOf(parts[3] ?? '', number);
      for (const feature of terrain) if (!USED.has(feature.type)) unused.add(feature.type);
      hexes[index] = { elevation: integer(parts[2], number, 'the elevation'), terrain };
    } else {
      refuse(
        number,
        `\`${(parts[0] ?? '').slice(0, 20)}\` is not a board line (MegaMek boards have \`size\`, \`hex\`, \`tag\`, \`option\`, \`background\` and \`end\` lines).`,
      );
    }
  }
  if (width === 0) refuse(undefined, 'there is no `size W H` line.');
  const missing = hexes.indexOf(undefined);
  if (missing >= 0) {
    const hex = { col: (missing % width) + 1, row: Math.floor(missing / width) + 1 };
    const count = hexes.filter((h) => h === undefined).length;
    refuse(
      undefined,
      `hex ${formatHex(hex)} is missing${count > 1 ? ` (and ${count - 1} more)` : ''}; a ${width}×${height} board lists all ${width * height} hexes.`,
    );
  }
  return { board: { width, height, hexes: hexes as BoardHex[] }, unused: [...unused].sort() };
}

function decode(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return refuse(undefined, 'it is not a text file (MegaMek boards are text, `size 16 17` then `hex` lines).');
  }
}
