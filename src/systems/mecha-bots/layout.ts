// The compact text layout: one line per location with its seven cells, object names, an optional 2d6 → column map.
import { UserError } from '../../errors.js';
import { type BotSpec, buildBot } from './build.js';
import { CELL_NAMES, type CellName, chassisCell, LOCATION_NAMES, LOCATIONS } from './chassis.js';
import { parseColumnMap } from './column-map.js';
import { type BotData, counterToken } from './components.js';
import { formatMapHex, type MapPosition, parseFacing, parseMapHex } from './map.js';

export const LAYOUT_HELP = [
  'One line per location: `F:`, `FR:`, `BR:`, `B:`, `BL:`, `FL:`, `C:` followed by its 7 cells, hex 0 (the centre) then hexes 1–6 clockwise from north-east.',
  'A cell is `.` (empty), `*` (the brain, only C0) or kind + object number + counter letter: `W1d`/`W1r` weapon, `S1a`/`S1r` sensor, `M1s`/`M1t` mobility, `A1P`/`A1R` armour, `B1` boiler, `R1` remote control, `X1` accessory.',
  'Suffix `!` for a destroyed counter and `~` for an Unpowered one. Name objects with lines like `W1: Steam Cannon`.',
].join('\n');

export interface ParsedLayout {
  readonly name: string | undefined;
  readonly data: BotData;
}

function lineError(line: number, message: string): UserError {
  return new UserError('import', `Line ${line}: ${message}`, { line });
}

export function parseLayout(text: string): ParsedLayout {
  const cells: Partial<Record<CellName, string>> = { C0: '*' };
  const names: Record<string, string> = {};
  const seen = new Set<string>();
  let name: string | undefined;
  let columnMap: BotSpec['columnMap'];
  let position: MapPosition | undefined;
  text.split(/\r?\n/).forEach((raw, i) => {
    const lineNo = i + 1;
    const line = raw.replace(/#.*$/, '').trim();
    if (line === '') return;
    const colon = line.indexOf(':');
    if (colon < 0)
      throw lineError(
        lineNo,
        `expected \`KEY: value\` (a location such as \`F:\`, \`name:\` or an object name such as \`W1: Steam Cannon\`).\n${LAYOUT_HELP}`,
      );
    const key = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    const location = LOCATIONS.find((id) => id === key.toUpperCase());
    if (location) {
      if (seen.has(location)) throw lineError(lineNo, `location ${location} is given twice.`);
      seen.add(location);
      const tokens = value.split(/[\s,]+/).filter((token) => token !== '');
      if (tokens.length !== 7) {
        throw lineError(
          lineNo,
          `${LOCATION_NAMES[location]} (${location}) needs 7 cells, ${location}0 to ${location}6, but has ${tokens.length}. Use \`.\` for an empty hex.`,
        );
      }
      tokens.forEach((token, index) => {
        cells[`${location}${index}` as CellName] = token;
      });
    } else if (key.toLowerCase() === 'name') {
      name = value;
    } else if (key.toLowerCase() === 'system') {
      // Names the system so `/unit import` needs no `system:` for the file (written by `/unit export`).
      if (value.toLowerCase() !== 'mecha-bots')
        throw lineError(lineNo, `this layout is for Mecha Bots; \`system:\` must be \`mecha-bots\`.`);
    } else if (key.toLowerCase() === 'columns') {
      const entries = value.split(/[\s,]+/).filter((entry) => entry !== '');
      const raw: Record<string, number | null> = {};
      for (const entry of entries) {
        const pair = /^(\d+)[=:](-|miss|\d+)$/i.exec(entry);
        if (!pair) throw lineError(lineNo, `\`${entry}\` is not \`total=column\`; write e.g. \`columns: 2=- 3=1 4=3 … 12=-\`.`);
        raw[pair[1] as string] = /^\d+$/.test(pair[2] as string) ? Number(pair[2]) : null;
      }
      columnMap = parseColumnMap(raw, `Line ${lineNo}`);
    } else if (key.toLowerCase() === 'position') {
      position = readPosition(value, lineNo);
    } else if (/^[WSMABRX]\d{1,2}$/i.test(key)) {
      names[key.toUpperCase()] = value;
    } else {
      throw lineError(
        lineNo,
        `\`${key}\` is not a location (F, FR, BR, B, BL, FL, C), \`name\`, \`columns\`, \`position\` or an object id such as \`W1\`.`,
      );
    }
  });
  const data = buildBot({ cells, names, ...(columnMap ? { columnMap } : {}) });
  return { name, data: position ? { ...data, position } : data };
}

/** `position: 0305 NE`, as `/unit export state:true` writes where the Bot stands on the map (the facing optional). */
function readPosition(value: string, lineNo: number): MapPosition {
  const [hex, facing, extra] = value.split(/\s+/);
  if (!hex || extra !== undefined)
    throw lineError(lineNo, `\`position:\` is a map hex and a facing, e.g. \`position: 0305 NE\`, not \`${value.slice(0, 30)}\`.`);
  try {
    return { ...parseMapHex(hex), ...(facing ? { facing: parseFacing(facing) } : {}) };
  } catch (error) {
    if (error instanceof UserError) throw lineError(lineNo, error.message);
    throw error;
  }
}

/** Writes a Bot back as a layout that `parseLayout` reads to the same data (the shot history aside). */
export function formatLayout(name: string, data: BotData): string {
  const lines = ['system: mecha-bots', `name: ${name}`];
  for (const [id, object] of Object.entries(data.objects)) lines.push(`${id}: ${object.name}`);
  for (const location of LOCATIONS) {
    const tokens = CELL_NAMES.filter((cell) => chassisCell(cell).location === location).map((cell) => {
      const counter = data.cells[cell];
      return counter ? counterToken(counter) : '.';
    });
    lines.push(
      `${`${location}:`.padEnd(4)}${tokens
        .map((token) => token.padEnd(5))
        .join(' ')
        .trimEnd()}`,
    );
  }
  // Where it stands on the map: the Bot as it is now, not its design (`/unit export state:true`).
  if (data.position) lines.push(`position: ${formatMapHex(data.position)}${data.position.facing ? ` ${data.position.facing}` : ''}`);
  if (data.columnMap) {
    lines.push(
      `columns: ${Object.entries(data.columnMap)
        .map(([total, column]) => `${total}=${column ?? '-'}`)
        .join(' ')}`,
    );
  }
  return `${lines.join('\n')}\n`;
}
