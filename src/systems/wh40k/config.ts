// Channel options for 40k: which damage-table edition (built in, or a group's own tables as JSON) and the stacking rules.
import { UserError } from '../../errors.js';
import { array, asUserError, child, integer, isObject, JsonFieldError, object, oneOf, onlyKeys, parseJson, text } from './json-reader.js';
import {
  BUILT_IN_EDITIONS,
  DEFAULT_EDITION_ID,
  type Edition,
  EFFECT_KINDS,
  type PenetrationDice,
  type TableRow,
  type TableUse,
  THIRD_EDITION,
} from './tables.js';

export const IMMOBILISED_AGAIN = ['none', 'armament', 'wreck'] as const;
export const NO_WEAPONS_LEFT = ['none', 'immobilised', 'wreck'] as const;
export const DESTROYED_STACKING = ['most-severe', 'first'] as const;

/** The validated options, as stored; `parseConfig(parseConfig(x))` equals `parseConfig(x)`. */
export interface Wh40kConfig {
  /** The edition whose tables are rolled: a built-in id or the id of `tables`. */
  readonly edition: string;
  /** A group's own edition, validated; null when only built-ins are used. */
  readonly tables: Edition | null;
  /** A second Immobilised result: no further effect (RULES.md W3), or converted to another result. */
  readonly immobilised_again: (typeof IMMOBILISED_AGAIN)[number];
  /** Armament destroyed when no weapon is left: no further effect (W3), or converted. */
  readonly no_weapons_left: (typeof NO_WEAPONS_LEFT)[number];
  /** Of several Destroyed results, the most severe stands (W3), or the first one. */
  readonly destroyed_stacking: (typeof DESTROYED_STACKING)[number];
  /** A skimmer that moved more than this many inches can only be glanced. */
  readonly skimmer_fast_move: number;
  /** Inches a hex of the channel's map stands for (RULES W6: 1 unless the channel sets a scale). */
  readonly hex_inches: number;
}

export const DEFAULT_CONFIG: Wh40kConfig = {
  edition: DEFAULT_EDITION_ID,
  tables: null,
  immobilised_again: 'none',
  no_weapons_left: 'none',
  destroyed_stacking: 'most-severe',
  skimmer_fast_move: 6,
  hex_inches: 1,
};

const CONFIG_KEYS = Object.keys(DEFAULT_CONFIG);
const MAX_TABLES_JSON = 20_000;

function readDice(value: unknown, path: string, fallback: PenetrationDice): PenetrationDice {
  if (value === undefined) return fallback;
  const dice = object(value, path);
  onlyKeys(dice, path, ['dice', 'keep']);
  return { dice: integer(dice.dice, child(path, 'dice'), 1, 3), keep: oneOf(dice.keep, child(path, 'keep'), ['highest', 'sum']) };
}

function readRow(value: unknown, path: string): TableRow {
  const row = object(value, path);
  onlyKeys(row, path, ['min', 'max', 'effect', 'title', 'text', 'radius', 'woundOn']);
  const min = integer(row.min, child(path, 'min'), -10, 20);
  const max = row.max === undefined ? min : integer(row.max, child(path, 'max'), min, 20);
  const effect = oneOf(row.effect, child(path, 'effect'), EFFECT_KINDS);
  const title = text(row.title, child(path, 'title'), 60);
  const explosive = effect === 'explode' || effect === 'annihilate';
  let radius: number | 'D6' | undefined;
  if (row.radius !== undefined) {
    if (!explosive) throw new JsonFieldError(child(path, 'radius'), 'only applies to explode and annihilate rows');
    radius = row.radius === 'D6' ? 'D6' : integer(row.radius, child(path, 'radius'), 1, 24);
  } else if (explosive) {
    radius = effect === 'annihilate' ? 6 : 'D6';
  }
  let woundOn: number | undefined;
  if (row.woundOn !== undefined) {
    if (!explosive) throw new JsonFieldError(child(path, 'woundOn'), 'only applies to explode and annihilate rows');
    woundOn = integer(row.woundOn, child(path, 'woundOn'), 2, 6);
  } else if (explosive) {
    woundOn = 4;
  }
  return {
    min,
    max,
    effect,
    title,
    text: row.text === undefined ? title : text(row.text, child(path, 'text'), 600),
    ...(radius === undefined ? {} : { radius }),
    ...(woundOn === undefined ? {} : { woundOn }),
  };
}

function readTable(value: unknown, path: string): TableRow[] {
  const rows = array(value, path, 12).map((row, i) => readRow(row, child(path, i)));
  if (rows.length === 0) throw new JsonFieldError(path, 'has no rows');
  // Contiguous, ascending and covering every unmodified D6 result, so any clamped roll finds exactly one row.
  rows.forEach((row, i) => {
    const previous = rows[i - 1];
    if (previous && row.min !== previous.max + 1) {
      throw new JsonFieldError(child(child(path, i), 'min'), `must be ${previous.max + 1} (rows must follow on without gaps or overlaps)`);
    }
  });
  if (rows[0]!.min > 1) throw new JsonFieldError(child(child(path, 0), 'min'), 'must be 1 or less so a roll of 1 has a row');
  if (rows.at(-1)!.max < 6)
    throw new JsonFieldError(child(child(path, rows.length - 1), 'max'), 'must be 6 or more so a roll of 6 has a row');
  return rows;
}

function readUse(value: unknown, path: string, tables: Record<string, TableRow[]>, fallback: TableUse): TableUse {
  if (value === undefined) {
    if (!tables[fallback.table]) throw new JsonFieldError(path, `is missing and there is no table called "${fallback.table}"`);
    return fallback;
  }
  const use = object(value, path);
  onlyKeys(use, path, ['table', 'modifier']);
  const table = text(use.table, child(path, 'table'), 30);
  if (!tables[table]) throw new JsonFieldError(child(path, 'table'), `names no table; tables: ${Object.keys(tables).join(', ')}`);
  return { table, modifier: use.modifier === undefined ? 0 : integer(use.modifier, child(path, 'modifier'), -6, 6) };
}

/** Validates a group's own edition; anything it leaves out comes from the seed's 3rd edition. */
export function editionFromJson(value: unknown): Edition {
  const raw = object(value, 'tables');
  onlyKeys(raw, 'tables', ['id', 'name', 'source', 'penetration', 'tables', 'use', 'modifiers']);
  const id = text(raw.id, 'tables.id', 20).toLowerCase();
  if (BUILT_IN_EDITIONS[id]) throw new JsonFieldError('tables.id', `"${id}" is a built-in edition; choose another id`);
  const penetration = raw.penetration === undefined ? {} : object(raw.penetration, 'tables.penetration');
  onlyKeys(penetration, 'tables.penetration', ['normal', 'ordnance']);
  const tablesRaw = object(raw.tables, 'tables.tables');
  const names = Object.keys(tablesRaw);
  if (names.length === 0 || names.length > 6) throw new JsonFieldError('tables.tables', 'must hold 1 to 6 named tables');
  const tables: Record<string, TableRow[]> = {};
  for (const name of names) tables[name] = readTable(tablesRaw[name], child('tables.tables', name));
  const use = raw.use === undefined ? {} : object(raw.use, 'tables.use');
  onlyKeys(use, 'tables.use', ['glancing', 'penetrating', 'ordnanceGlancing', 'ordnancePenetrating']);
  const glancing = readUse(use.glancing, 'tables.use.glancing', tables, THIRD_EDITION.use.glancing);
  const penetrating = readUse(use.penetrating, 'tables.use.penetrating', tables, THIRD_EDITION.use.penetrating);
  const modifiers = raw.modifiers === undefined ? {} : object(raw.modifiers, 'tables.modifiers');
  onlyKeys(modifiers, 'tables.modifiers', ['openTopped', 'ap1', 'apNone']);
  const modifier = (key: 'openTopped' | 'ap1' | 'apNone'): number =>
    modifiers[key] === undefined ? THIRD_EDITION.modifiers[key] : integer(modifiers[key], child('tables.modifiers', key), -6, 6);
  return {
    id,
    name: raw.name === undefined ? id : text(raw.name, 'tables.name', 80),
    source: raw.source === undefined ? 'channel configuration' : text(raw.source, 'tables.source', 200),
    penetration: {
      normal: readDice(penetration.normal, 'tables.penetration.normal', THIRD_EDITION.penetration.normal),
      ordnance: readDice(penetration.ordnance, 'tables.penetration.ordnance', THIRD_EDITION.penetration.ordnance),
    },
    tables,
    use: {
      glancing,
      penetrating,
      ordnanceGlancing: readUse(use.ordnanceGlancing, 'tables.use.ordnanceGlancing', tables, glancing),
      ordnancePenetrating: readUse(
        use.ordnancePenetrating,
        'tables.use.ordnancePenetrating',
        tables,
        tables.ordnance ? { table: 'ordnance', modifier: 0 } : penetrating,
      ),
    },
    modifiers: { openTopped: modifier('openTopped'), ap1: modifier('ap1'), apNone: modifier('apNone') },
  };
}

function readTablesOption(value: unknown): Edition | null {
  if (value === undefined || value === null || value === '' || value === 'none') return null;
  if (typeof value === 'string') {
    if (value.length > MAX_TABLES_JSON) throw new JsonFieldError('tables', `is ${value.length} characters; at most ${MAX_TABLES_JSON}`);
    return editionFromJson(parseJson(value, 'tables'));
  }
  if (isObject(value)) return editionFromJson(value);
  throw new JsonFieldError('tables', 'must be an edition as JSON (README: "Warhammer 40,000: custom damage tables")');
}

function readChoice<T extends string>(raw: Record<string, unknown>, key: keyof Wh40kConfig, choices: readonly T[], fallback: T): T {
  const value = raw[key];
  if (value === undefined) return fallback;
  return oneOf(typeof value === 'string' ? value.trim().toLowerCase() : value, key, choices);
}

/** Validates `/config` input for 40k and fills in the defaults. */
export function parseConfig(raw: Readonly<Record<string, unknown>>): Wh40kConfig {
  return asUserError('option', 'Bad 40k channel option', () => {
    onlyKeys(raw, '', CONFIG_KEYS);
    const tables = readTablesOption(raw.tables);
    const known = [...Object.keys(BUILT_IN_EDITIONS), ...(tables ? [tables.id] : [])];
    const requested = raw.edition === undefined ? (tables?.id ?? DEFAULT_EDITION_ID) : raw.edition;
    const edition = oneOf(typeof requested === 'string' ? requested.trim().toLowerCase() : requested, 'edition', known);
    const fast = raw.skimmer_fast_move;
    const scale = raw.hex_inches;
    return {
      edition,
      tables,
      immobilised_again: readChoice(raw, 'immobilised_again', IMMOBILISED_AGAIN, DEFAULT_CONFIG.immobilised_again),
      no_weapons_left: readChoice(raw, 'no_weapons_left', NO_WEAPONS_LEFT, DEFAULT_CONFIG.no_weapons_left),
      destroyed_stacking: readChoice(raw, 'destroyed_stacking', DESTROYED_STACKING, DEFAULT_CONFIG.destroyed_stacking),
      skimmer_fast_move:
        fast === undefined
          ? DEFAULT_CONFIG.skimmer_fast_move
          : integer(typeof fast === 'string' ? Number(fast) : fast, 'skimmer_fast_move', 0, 48),
      hex_inches:
        scale === undefined ? DEFAULT_CONFIG.hex_inches : integer(typeof scale === 'string' ? Number(scale) : scale, 'hex_inches', 1, 12),
    };
  });
}

/** The config an action sees: state.config came through parseConfig, but re-reading it keeps the types honest. */
export function readConfig(config: Readonly<Record<string, unknown>>): Wh40kConfig {
  return parseConfig(config);
}

export function editionOf(config: Wh40kConfig): Edition {
  if (config.tables && config.tables.id === config.edition) return config.tables;
  const edition = BUILT_IN_EDITIONS[config.edition];
  if (!edition) throw new UserError('option', `Unknown 40k edition \`${config.edition}\`. Set \`edition\` again with \`/config\`.`);
  return edition;
}
