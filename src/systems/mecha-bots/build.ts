// Turns a parsed layout (text or JSON) into validated BotData; every error names the cell and says how to fix it.
import { UserError } from '../../errors.js';
import { BRAIN_CELL, CELL_NAMES, type CellName, chassisCell, LOCATION_NAMES, neighbourCells } from './chassis.js';
import { type BotData, type BotObject, type ColumnMapData, type ComponentKind, type Counter, KIND_BY_LETTER, KINDS } from './components.js';
import { deriveStats } from './stats.js';

export const MAX_OBJECT_NAME = 40;

export interface BotSpec {
  /** Raw counter tokens by cell (`W1d`, `A2P!`, `S1r~`, `*`, `.`). */
  readonly cells: Readonly<Partial<Record<CellName, string>>>;
  /** Names given to objects by id. */
  readonly names: Readonly<Record<string, string>>;
  readonly columnMap?: ColumnMapData;
}

export function describeCell(name: CellName): string {
  const cell = chassisCell(name);
  return `cell ${name} (${LOCATION_NAMES[cell.location]} hex ${cell.index})`;
}

function importError(cell: CellName, message: string): UserError {
  const text = `${describeCell(cell)}: ${message}`;
  return new UserError('import', text.charAt(0).toUpperCase() + text.slice(1), { cell });
}

/** Text from the file quoted in a message, cut short so the message stays readable. */
function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

const TOKEN = /^([A-Za-z])(\d{0,2})([A-Za-z]?)([!~]*)$/;

/** Parses one layout token; `.` or empty is an empty cell. */
export function parseToken(raw: string, cell: CellName): Counter | undefined {
  const token = raw.trim();
  if (token === '' || token === '.') return undefined;
  const brain = /^\*(!?)$/.exec(token);
  if (brain) {
    if (cell !== BRAIN_CELL) throw importError(cell, `the brain \`*\` can only sit in the centre hex ${BRAIN_CELL}.`);
    return { kind: 'brain', destroyed: brain[1] === '!', unpowered: false };
  }
  const match = TOKEN.exec(token);
  const kind = match ? KIND_BY_LETTER[(match[1] as string).toUpperCase()] : undefined;
  if (!match || !kind) {
    throw importError(
      cell,
      `\`${clip(token, 20)}\` is not a counter. Write kind letter, object number and counter letter, e.g. \`W1d\` (weapon 1, damage), \`S1a\`, \`M1s\`, \`A1P\`, \`B1\`, \`R1\`, \`X1\`; \`.\` for empty; add \`!\` for destroyed, \`~\` for Unpowered.`,
    );
  }
  const info = KINDS[kind];
  const number = match[2] === '' ? 1 : Number(match[2]);
  if (number < 1) throw importError(cell, `\`${token}\`: object numbers start at 1.`);
  const sub = match[3] as string;
  const subtypes = Object.keys(info.subtypes);
  if (subtypes.length > 0 && !subtypes.includes(sub)) {
    const allowed = subtypes.map((s) => `\`${s}\` (${info.subtypes[s]})`).join(' or ');
    throw importError(
      cell,
      `\`${token}\`: a ${info.label.toLowerCase()} counter must be ${allowed}, e.g. \`${info.letter}${number}${subtypes[0]}\`.`,
    );
  }
  if (subtypes.length === 0 && sub !== '') {
    throw importError(
      cell,
      `\`${token}\`: a ${info.label.toLowerCase()} counter has no letter after its number; write \`${info.letter}${number}\`.`,
    );
  }
  const flags = match[4] as string;
  const unpowered = flags.includes('~');
  if (unpowered && !info.powered) {
    throw importError(cell, `\`${token}\`: only weapon, sensor and mobility counters take Unpowered counters (\`~\`).`);
  }
  return {
    kind,
    ...(sub ? { sub } : {}),
    object: `${info.letter}${number}`,
    destroyed: flags.includes('!'),
    unpowered: unpowered && !flags.includes('!'),
  };
}

/** Groups of cells joined through neighbouring hexes, largest first. */
function pieces(cells: readonly CellName[]): CellName[][] {
  const remaining = new Set(cells);
  const groups: CellName[][] = [];
  for (const start of cells) {
    if (!remaining.has(start)) continue;
    const group: CellName[] = [];
    const queue = [start];
    remaining.delete(start);
    while (queue.length > 0) {
      const cell = queue.shift() as CellName;
      group.push(cell);
      for (const next of neighbourCells(cell)) {
        if (remaining.delete(next)) queue.push(next);
      }
    }
    groups.push(group);
  }
  return groups.sort((a, b) => b.length - a.length);
}

function defaultName(id: string, kind: ComponentKind): string {
  return `${KINDS[kind].label} ${id.slice(1)}`;
}

export function buildBot(spec: BotSpec): BotData {
  const cells: Partial<Record<CellName, Counter>> = {};
  for (const [name, token] of Object.entries(spec.cells) as Array<[CellName, string]>) {
    const counter = parseToken(token, name);
    if (counter) cells[name] = counter;
  }
  const brain = cells[BRAIN_CELL];
  if (!brain) throw importError(BRAIN_CELL, 'the centre hex must hold the brain `*`; it cannot be moved or left empty.');
  if (brain.kind !== 'brain') throw importError(BRAIN_CELL, 'the centre hex holds the brain `*`, which cannot be moved or replaced.');

  const byObject = new Map<string, CellName[]>();
  for (const name of CELL_NAMES) {
    const object = cells[name]?.object;
    if (object) byObject.set(object, [...(byObject.get(object) ?? []), name]);
  }
  const objects: Record<string, BotObject> = {};
  const seenNames = new Map<string, string>();
  for (const [id, members] of [...byObject.entries()].sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))) {
    const kind = (cells[members[0] as CellName] as Counter).kind as ComponentKind;
    const groups = pieces(members);
    if (groups.length > 1) {
      const stray = (groups[1] as CellName[])[0] as CellName;
      throw importError(
        stray,
        `${id} is not joined to the rest of ${id} (${(groups[0] as CellName[]).join(', ')}). Connectors join neighbouring hexes only; move the counter next to the others or give it a new number if it is a separate ${KINDS[kind].label.toLowerCase()}.`,
      );
    }
    const name = (spec.names[id] ?? defaultName(id, kind)).trim();
    if (name === '' || name.length > MAX_OBJECT_NAME) {
      throw importError(members[0] as CellName, `the name of ${id} must be 1–${MAX_OBJECT_NAME} characters.`);
    }
    const clash = seenNames.get(name.toLowerCase());
    if (clash) throw importError(members[0] as CellName, `${id} and ${clash} are both called "${name}"; give each object its own name.`);
    seenNames.set(name.toLowerCase(), id);
    objects[id] = { kind, name };
  }
  for (const id of Object.keys(spec.names)) {
    if (!objects[id]) {
      const shown = clip(id, 20);
      throw new UserError(
        'import',
        `Object ${shown} is named ("${clip(spec.names[id]!, MAX_OBJECT_NAME)}") but no cell holds an ${shown} counter.`,
      );
    }
  }

  const boilers = CELL_NAMES.filter((name) => cells[name]?.kind === 'boiler');
  if (boilers.length > 1) {
    for (const cell of boilers) {
      if (!neighbourCells(cell).some((next) => cells[next]?.kind === 'boiler')) {
        throw importError(cell, 'every boiler counter must sit next to another boiler counter.');
      }
    }
  }

  const data: BotData = {
    cells,
    objects,
    destroyed: brain.destroyed,
    hitOrder: [],
    lastShot: null,
    repairs: [],
    ...(spec.columnMap ? { columnMap: spec.columnMap } : {}),
  };
  const stats = deriveStats(data);
  if (stats.powerDemand > stats.boilerCapacity) {
    throw new UserError(
      'import',
      `The Bot has ${stats.powerDemand} powered weapon, sensor and mobility counters but ${stats.boilerCounters} intact boiler counter(s) power only ${stats.boilerCapacity} (4 each). Add ${Math.ceil((stats.powerDemand - stats.boilerCapacity) / 4)} boiler counter(s) or mark ${stats.powerDemand - stats.boilerCapacity} counter(s) Unpowered with \`~\`.`,
    );
  }
  return data;
}

/**
 * What an imported design must have to be played, beyond what the layout allows (templates and saved Bots skip this):
 * at least one component, weapons that reach a hex and do damage, sensors that reach a hex, and something left intact.
 */
export function checkPlayable(data: BotData): void {
  const placed = CELL_NAMES.filter((cell) => cell !== BRAIN_CELL && data.cells[cell] !== undefined);
  if (placed.length === 0) {
    throw new UserError(
      'import',
      'This Bot has no components: only the brain in C0. Place counters on the chassis (a weapon `W1d`, `W1r`, a boiler `B1` …); `/help mecha-bots` shows the layout.',
    );
  }
  if (data.cells[BRAIN_CELL]?.destroyed) {
    throw new UserError('import', 'The brain in C0 is destroyed (`*!`): that Bot is out of the game. Import it with an intact brain `*`.');
  }
  if (placed.every((cell) => data.cells[cell]?.destroyed)) {
    throw new UserError(
      'import',
      `Every component of this Bot is destroyed (${placed.length} counters marked \`!\`): there is nothing left to play. Repair it in the file (drop the \`!\`) or import the design.`,
    );
  }
  for (const [id, object] of Object.entries(data.objects)) {
    if (object.kind !== 'weapon' && object.kind !== 'sensor') continue;
    const subs = CELL_NAMES.filter((cell) => data.cells[cell]?.object === id).map((cell) => data.cells[cell]?.sub);
    const what = `${id} (${object.name})`;
    if (!subs.includes('r')) {
      throw new UserError(
        'import',
        `${what} has no range (r) counter, so its range is 0 and it reaches no hex. Add a \`${id}r\` counter next to it.`,
      );
    }
    if (object.kind === 'weapon' && !subs.includes('d')) {
      throw new UserError('import', `${what} has no damage (d) counter, so it does no damage. Add a \`${id}d\` counter next to it.`);
    }
  }
}
