// Salvo's JSON for a Bot: cells by name as layout tokens (or stored counters), object names, an optional column map.
import { UserError } from '../../errors.js';
import { buildBot } from './build.js';
import { type CellName, isCellName } from './chassis.js';
import { parseColumnMap } from './column-map.js';
import { type BotData, type Counter, counterToken } from './components.js';

export const JSON_FORMAT = 'salvo-mecha-bots';
export const JSON_VERSION = 1;

export interface BotJson {
  /** Lets `/unit import` pick the system from the file. */
  readonly system: 'mecha-bots';
  readonly format: typeof JSON_FORMAT;
  readonly version: number;
  readonly name: string;
  readonly objects: Readonly<Record<string, string>>;
  readonly cells: Readonly<Record<string, string>>;
  readonly columnMap?: Readonly<Record<string, number | null>>;
}

/** A value from the file, short, for an error message: never `[object Object]`, never the whole file. */
function shortJson(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

/** A value the file gave where a name was expected, as a code span. */
export function quoted(value: unknown): string {
  const text = typeof value === 'string' && value.length <= 40 ? value : shortJson(value);
  return `\`${text.replaceAll('`', "'")}\``;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function cellToken(value: unknown, cell: string): string {
  if (typeof value === 'string') return value;
  if (value === null) return '.';
  if (isRecord(value) && typeof value.kind === 'string') {
    const counter = value as unknown as Counter;
    if (counter.kind !== 'brain' && typeof counter.object !== 'string') {
      throw new UserError('import', `Cell ${cell}: a counter object needs its \`object\` id, e.g. "W1".`, { cell });
    }
    return counterToken({ ...counter, destroyed: counter.destroyed === true, unpowered: counter.unpowered === true });
  }
  throw new UserError('import', `Cell ${cell}: expected a counter such as "W1d" or "." for empty, not ${shortJson(value)}.`, { cell });
}

export function parseBotJson(text: string): { name: string | undefined; data: BotData } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new UserError('import', `The file is not valid JSON: ${(error as Error).message}.`);
  }
  if (!isRecord(raw))
    throw new UserError('import', 'A Mecha Bots JSON file must be an object with `cells` (and optionally `name`, `objects`).');
  if (raw.system !== undefined && raw.system !== 'mecha-bots') {
    throw new UserError('import', `This JSON is a ${quoted(raw.system)} unit, not a Mecha Bot.`);
  }
  if (raw.format !== undefined && raw.format !== JSON_FORMAT) {
    throw new UserError('import', `This JSON is ${quoted(raw.format)}, not a Mecha Bots Bot (\`${JSON_FORMAT}\`).`);
  }
  if (typeof raw.version === 'number' && raw.version > JSON_VERSION) {
    throw new UserError('import', `This file is version ${raw.version}; this Salvo reads Mecha Bots JSON up to version ${JSON_VERSION}.`);
  }
  if (!isRecord(raw.cells))
    throw new UserError('import', 'The JSON needs `cells`: an object from cell names (F0 … C6) to counters such as "W1d".');
  const cells: Partial<Record<CellName, string>> = { C0: '*' };
  for (const [cell, value] of Object.entries(raw.cells)) {
    if (!isCellName(cell)) {
      throw new UserError(
        'import',
        `\`${cell}\` is not a chassis cell; cells are F0–F6, FR0–FR6, BR0–BR6, B0–B6, BL0–BL6, FL0–FL6 and C0–C6.`,
        { cell },
      );
    }
    cells[cell] = cellToken(value, cell);
  }
  const names: Record<string, string> = {};
  if (raw.objects !== undefined) {
    if (!isRecord(raw.objects)) throw new UserError('import', '`objects` must map object ids to names, e.g. {"W1": "Steam Cannon"}.');
    for (const [id, value] of Object.entries(raw.objects)) {
      const name = typeof value === 'string' ? value : isRecord(value) && typeof value.name === 'string' ? value.name : undefined;
      if (name === undefined) throw new UserError('import', `Object ${id}: give it a name, e.g. "${id}": "Steam Cannon".`);
      names[id.toUpperCase()] = name;
    }
  }
  const columnMap = raw.columnMap === undefined ? undefined : parseColumnMap(raw.columnMap, '`columnMap`');
  const name = typeof raw.name === 'string' && raw.name.trim() !== '' ? raw.name.trim() : undefined;
  return { name, data: buildBot({ cells, names, ...(columnMap ? { columnMap } : {}) }) };
}

export function toBotJson(name: string, data: BotData): BotJson {
  const cells: Record<string, string> = {};
  for (const [cell, counter] of Object.entries(data.cells)) if (counter) cells[cell] = counterToken(counter);
  const objects = Object.fromEntries(Object.entries(data.objects).map(([id, object]) => [id, object.name]));
  return {
    system: 'mecha-bots',
    format: JSON_FORMAT,
    version: JSON_VERSION,
    name,
    objects,
    cells,
    ...(data.columnMap ? { columnMap: data.columnMap } : {}),
  };
}
