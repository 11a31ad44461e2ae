// Salvo's JSON vehicle format: parse and validate an imported vehicle, naming the field when something is wrong.
import { MAX_NAME_LENGTH } from '../../store/channel-doc.js';
import type { ImportedUnit } from '../types.js';
import {
  array,
  asUserError,
  bool,
  child,
  integer,
  isObject,
  JsonFieldError,
  object,
  oneOf,
  onlyKeys,
  parseJson,
  show,
  text,
} from './json-reader.js';
import { createFromTemplate, templateName } from './templates.js';
import {
  DESTROYED_KINDS,
  type Destruction,
  type EmbarkedUnit,
  MAX_LAST_RESULTS,
  NO_STATUS,
  type TimedStatus,
  type Transport,
  VEHICLE_TYPES,
  type VehicleData,
  type VehicleType,
  type Weapon,
} from './vehicle.js';

export const MAX_WEAPONS = 12;
export const MAX_EMBARKED = 10;
const MAX_TEXT = 60;

/** The words the `type` list accepts; `open-topped` is the printed spelling of `openTopped`. */
const TYPE_WORDS: Readonly<Record<string, VehicleType>> = {
  tank: 'tank',
  fast: 'fast',
  skimmer: 'skimmer',
  walker: 'walker',
  'open-topped': 'openTopped',
  opentopped: 'openTopped',
};

const TOP_KEYS = [
  'format',
  'system',
  'name',
  'template',
  'armour',
  'type',
  'types',
  'bs',
  'weapons',
  'transport',
  'controller',
  'status',
  'moved',
  'movement',
  'obscured',
  'hullDown',
  'lastResults',
];

function readMovement(raw: Record<string, unknown>): VehicleData['movement'] {
  if (raw.movement !== undefined && raw.moved !== undefined) throw new JsonFieldError('movement', 'duplicates `moved`; give one of them');
  if (raw.movement === undefined) return { inches: raw.moved === undefined ? 0 : integer(raw.moved, 'moved', 0, 100), since: 0 };
  const movement = object(raw.movement, 'movement');
  onlyKeys(movement, 'movement', ['inches', 'since']);
  return { inches: integer(movement.inches, 'movement.inches', 0, 100), since: integer(movement.since, 'movement.since', 0, 1_000_000) };
}

function readResults(value: unknown): string[] {
  if (value === undefined) return [];
  return array(value, 'lastResults', MAX_LAST_RESULTS).map((line, i) => text(line, child('lastResults', i), 200));
}

function readArmour(value: unknown, path: string): VehicleData['armour'] {
  const armour = object(value, path);
  onlyKeys(armour, path, ['front', 'side', 'rear']);
  return {
    front: integer(armour.front, child(path, 'front'), 1, 20),
    side: integer(armour.side, child(path, 'side'), 1, 20),
    rear: integer(armour.rear, child(path, 'rear'), 1, 20),
  };
}

function readTypes(raw: Record<string, unknown>): Record<VehicleType, boolean> {
  const types: Record<VehicleType, boolean> = { tank: false, fast: false, skimmer: false, walker: false, openTopped: false };
  if (raw.type !== undefined && raw.types !== undefined) throw new JsonFieldError('types', 'duplicates `type`; give one of them');
  if (raw.type !== undefined) {
    array(raw.type, 'type', VEHICLE_TYPES.length).forEach((word, i) => {
      const key = typeof word === 'string' ? TYPE_WORDS[word.trim().toLowerCase()] : undefined;
      if (!key) throw new JsonFieldError(child('type', i), `must be one of ${Object.keys(TYPE_WORDS).slice(0, 5).join(', ')}`);
      types[key] = true;
    });
  } else if (raw.types !== undefined) {
    const flags = object(raw.types, 'types');
    onlyKeys(flags, 'types', VEHICLE_TYPES);
    for (const key of VEHICLE_TYPES) if (flags[key] !== undefined) types[key] = bool(flags[key], child('types', key));
  }
  return types;
}

function readWeapon(value: unknown, path: string): Weapon {
  const weapon = object(value, path);
  onlyKeys(weapon, path, ['name', 'strength', 'ap', 'ordnance', 'destroyed']);
  const ap = weapon.ap;
  return {
    name: text(weapon.name, child(path, 'name'), MAX_TEXT),
    strength: integer(weapon.strength, child(path, 'strength'), 1, 10),
    ap: ap === undefined || ap === null || ap === '-' ? null : integer(ap, child(path, 'ap'), 1, 6),
    ordnance: weapon.ordnance === undefined ? false : bool(weapon.ordnance, child(path, 'ordnance')),
    destroyed: weapon.destroyed === undefined ? false : bool(weapon.destroyed, child(path, 'destroyed')),
  };
}

function readWeapons(value: unknown): Weapon[] {
  if (value === undefined) return [];
  const weapons = array(value, 'weapons', MAX_WEAPONS).map((w, i) => readWeapon(w, child('weapons', i)));
  weapons.forEach((w, i) => {
    const first = weapons.findIndex((other) => other.name.toLowerCase() === w.name.toLowerCase());
    if (first !== i) {
      throw new JsonFieldError(child(child('weapons', i), 'name'), `repeats weapons[${first}]; give each weapon its own name`);
    }
  });
  return weapons;
}

function readTransport(value: unknown): Transport | null {
  if (value === undefined || value === null) return null;
  const transport = object(value, 'transport');
  onlyKeys(transport, 'transport', ['capacity', 'embarked']);
  const capacity = integer(transport.capacity, 'transport.capacity', 1, 50);
  const embarked: EmbarkedUnit[] =
    transport.embarked === undefined
      ? []
      : array(transport.embarked, 'transport.embarked', MAX_EMBARKED).map((entry, i) => {
          const path = child('transport.embarked', i);
          const unit = object(entry, path);
          onlyKeys(unit, path, ['name', 'models']);
          return { name: text(unit.name, child(path, 'name'), MAX_TEXT), models: integer(unit.models, child(path, 'models'), 1, 50) };
        });
  const carried = embarked.reduce((total, unit) => total + unit.models, 0);
  if (carried > capacity) {
    throw new JsonFieldError('transport.embarked', `carries ${carried} models but \`transport.capacity\` is ${capacity}`);
  }
  return { capacity, embarked };
}

function readTimed(value: unknown, path: string): TimedStatus | null {
  if (value === undefined || value === null || value === false) return null;
  if (value === true) return { since: 0 };
  const status = object(value, path);
  onlyKeys(status, path, ['since']);
  return { since: integer(status.since, child(path, 'since'), 0, 1_000_000) };
}

function readDestroyed(value: unknown): Destruction | null {
  if (value === undefined || value === null || value === false) return null;
  if (typeof value === 'string') {
    const kind = oneOf(value, 'status.destroyed', DESTROYED_KINDS);
    return { kind, cause: 'imported as destroyed', distance: null, direction: null, radius: null };
  }
  const destroyed = object(value, 'status.destroyed');
  onlyKeys(destroyed, 'status.destroyed', ['kind', 'cause', 'distance', 'direction', 'radius']);
  const optional = (key: string, max: number): number | null =>
    destroyed[key] === undefined || destroyed[key] === null ? null : integer(destroyed[key], child('status.destroyed', key), 0, max);
  return {
    kind: oneOf(destroyed.kind, 'status.destroyed.kind', DESTROYED_KINDS),
    cause: destroyed.cause === undefined ? 'imported as destroyed' : text(destroyed.cause, 'status.destroyed.cause', 200),
    distance: optional('distance', 6),
    direction: optional('direction', 12),
    radius: optional('radius', 6),
  };
}

function readStatus(value: unknown): VehicleData['status'] {
  if (value === undefined) return NO_STATUS;
  const status = object(value, 'status');
  onlyKeys(status, 'status', ['shaken', 'stunned', 'immobilised', 'destroyed']);
  return {
    shaken: readTimed(status.shaken, 'status.shaken'),
    stunned: readTimed(status.stunned, 'status.stunned'),
    immobilised: status.immobilised === undefined ? false : bool(status.immobilised, 'status.immobilised'),
    destroyed: readDestroyed(status.destroyed),
  };
}

/** Validates one vehicle object in Salvo's JSON format; a `template` fills in every field the object leaves out. */
export function vehicleFromJson(value: unknown): { data: VehicleData; name: string | null } {
  let raw = object(value, '(top level)');
  // Salvo's export envelope `{ system, name, data: {...} }` carries the vehicle in `data`.
  if (isObject(raw.data)) {
    onlyKeys(raw, '', ['format', 'system', 'name', 'schemaVersion', 'owner', 'data']);
    raw = {
      ...raw.data,
      ...(raw.name === undefined ? {} : { name: raw.name }),
      ...(raw.system === undefined ? {} : { system: raw.system }),
    };
  }
  onlyKeys(raw, '', TOP_KEYS);
  if (raw.system !== undefined && raw.system !== 'wh40k') {
    throw new JsonFieldError('system', `is ${show(raw.system)}; this importer reads "wh40k" vehicles`);
  }
  const templateId = raw.template === undefined || raw.template === null ? null : text(raw.template, 'template', MAX_TEXT);
  if (templateId !== null && templateName(templateId) === undefined) throw new JsonFieldError('template', 'is not a built-in template');
  const base = templateId === null ? null : createFromTemplate(templateId);
  if (base === null && raw.armour === undefined) throw new JsonFieldError('armour', 'is missing (give front, side and rear)');
  const types = raw.type === undefined && raw.types === undefined && base ? base.types : readTypes(raw);
  const data: VehicleData = {
    template: templateId,
    armour: raw.armour === undefined && base ? base.armour : readArmour(raw.armour, 'armour'),
    types,
    bs: raw.bs === undefined || raw.bs === null ? (base?.bs ?? null) : integer(raw.bs, 'bs', 1, 10),
    weapons: raw.weapons === undefined && base ? base.weapons : readWeapons(raw.weapons),
    transport: raw.transport === undefined && base ? base.transport : readTransport(raw.transport),
    controller: raw.controller === undefined || raw.controller === null ? null : text(raw.controller, 'controller', MAX_TEXT),
    status: readStatus(raw.status),
    movement: readMovement(raw),
    obscured: raw.obscured === undefined ? false : bool(raw.obscured, 'obscured'),
    hullDown: raw.hullDown === undefined ? false : bool(raw.hullDown, 'hullDown'),
    lastResults: readResults(raw.lastResults),
  };
  if (data.status.immobilised && data.types.skimmer && data.status.destroyed === null) {
    throw new JsonFieldError('status.immobilised', 'is true for a skimmer that is not destroyed; immobilised skimmers crash');
  }
  const name = raw.name === undefined ? (templateId ? (templateName(templateId) ?? null) : null) : text(raw.name, 'name', MAX_NAME_LENGTH);
  return { data, name };
}

export function importVehicle(fileName: string, source: string): ImportedUnit<VehicleData> {
  return asUserError('import', `Could not import \`${fileName}\``, () => {
    const { data, name } = vehicleFromJson(parseJson(source, '(file)'));
    const warnings: string[] = [];
    if (data.weapons.length === 0) warnings.push('The vehicle has no weapons; Armament destroyed results will have no effect.');
    const fallback = fileName.replace(/\.[^.]*$/, '').slice(0, MAX_NAME_LENGTH) || 'Vehicle';
    return { data, suggestedName: name ?? fallback, warnings };
  });
}
