// Salvo's own 'Mech file format: JSON with the MechSpec fields, validated field by field with errors that name the field.
import { UserError } from '../../errors.js';
import type { MechSpec } from './build.js';
import { ARMOR_TYPES, COCKPIT_TYPES, STRUCTURE_TYPES } from './construction.js';
import { LOCATIONS, type LocationId } from './locations.js';
import type { EngineType } from './types.js';

export const SALVO_FORMAT = 'salvo-battletech-mech';
export const SALVO_FORMAT_VERSION = 1;

/** The file shape: a MechSpec plus a format tag, so a stray JSON file is recognised as not ours. */
export interface SalvoMechFile extends MechSpec {
  readonly format: typeof SALVO_FORMAT;
  readonly version: typeof SALVO_FORMAT_VERSION;
  /** Lets `/unit import` pick the game system from the file alone. */
  readonly system: 'battletech';
  /** The unit's name in the channel it was exported from; `/unit import` takes it unless given `name:`. */
  readonly name?: string;
}

const ENGINE_TYPES: readonly EngineType[] = ['standard', 'xl', 'light', 'compact', 'xxl', 'ice', 'fuel-cell', 'fission'];

export function looksLikeSalvoJson(text: string): boolean {
  return text.trimStart().startsWith('{');
}

export function parseSalvoJson(fileName: string, text: string): { spec: MechSpec; name: string | undefined } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new UserError('import', `\`${fileName}\` is not valid JSON (${detail}). Fix the file or export it again.`);
  }
  const spec = validateSpec(fileName, raw);
  const name = (raw as { name?: unknown }).name;
  if (name === undefined) return { spec, name: undefined };
  if (typeof name !== 'string' || name.trim() === '') throw new UserError('import', `\`${fileName}\` field \`name\`: must be text.`);
  return { spec, name: name.trim() };
}

type Obj = Record<string, unknown>;

export function validateSpec(fileName: string, raw: unknown): MechSpec {
  const bad = (field: string, what: string): never => {
    throw new UserError('import', `\`${fileName}\` field \`${field}\`: ${what}.`);
  };
  const object = (value: unknown, field: string): Obj =>
    typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Obj) : bad(field, 'must be an object');
  const text = (value: unknown, field: string): string => (typeof value === 'string' ? value : bad(field, 'must be text'));
  const whole = (value: unknown, field: string): number =>
    typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : bad(field, 'must be a whole number, 0 or more');

  const root = object(raw, '(top level)');
  if (root.format !== SALVO_FORMAT) {
    bad('format', `must be \`${SALVO_FORMAT}\` (this is how Salvo recognises its 'Mech files)`);
  }
  if (root.version !== SALVO_FORMAT_VERSION) bad('version', `must be ${SALVO_FORMAT_VERSION}`);
  if (root.system !== undefined && root.system !== 'battletech') bad('system', "must be `battletech` for a 'Mech file");
  const engine = object(root.engine, 'engine');
  const engineType = text(engine.type, 'engine.type');
  if (!ENGINE_TYPES.includes(engineType as EngineType)) bad('engine.type', `must be one of ${ENGINE_TYPES.join(', ')}`);
  const sinks = object(root.heatSinks, 'heatSinks');
  const sinkType = text(sinks.type, 'heatSinks.type');
  if (sinkType !== 'single' && sinkType !== 'double') bad('heatSinks.type', 'must be `single` or `double`');
  const armorIn = object(root.armor, 'armor');
  const rearIn = object(root.rearArmor, 'rearArmor');
  const slotsIn = object(root.slots, 'slots');
  const armor = {} as Record<LocationId, number>;
  const slots = {} as Record<LocationId, string[]>;
  for (const loc of LOCATIONS) {
    armor[loc] = whole(armorIn[loc], `armor.${loc}`);
    const list = slotsIn[loc];
    if (!Array.isArray(list)) bad(`slots.${loc}`, 'must be a list of slot names');
    slots[loc] = (list as unknown[]).map((name, i) => text(name, `slots.${loc}[${i}]`));
  }
  const oneOf = <T extends string>(field: string, allowed: readonly T[]): T | undefined => {
    const value = root[field];
    if (value === undefined) return undefined;
    if (typeof value !== 'string' || !allowed.includes(value as T)) bad(field, `must be one of ${allowed.join(', ')}`);
    return value as T;
  };
  const armorType = oneOf('armorType', ARMOR_TYPES);
  const structureType = oneOf('structureType', STRUCTURE_TYPES);
  const cockpit = oneOf('cockpit', COCKPIT_TYPES);
  const pilotIn = root.pilot === undefined ? undefined : object(root.pilot, 'pilot');
  const pilot = pilotIn
    ? {
        ...(pilotIn.name !== undefined ? { name: text(pilotIn.name, 'pilot.name') } : {}),
        ...(pilotIn.gunnery !== undefined ? { gunnery: whole(pilotIn.gunnery, 'pilot.gunnery') } : {}),
        ...(pilotIn.piloting !== undefined ? { piloting: whole(pilotIn.piloting, 'pilot.piloting') } : {}),
      }
    : undefined;
  const quirks =
    root.quirks === undefined
      ? []
      : Array.isArray(root.quirks)
        ? root.quirks.map((q, i) => text(q, `quirks[${i}]`))
        : bad('quirks', 'must be a list of quirk names');
  return {
    chassis: text(root.chassis, 'chassis'),
    model: text(root.model ?? '', 'model'),
    tonnage: whole(root.tonnage, 'tonnage'),
    techBase: text(root.techBase ?? 'Inner Sphere', 'techBase'),
    engine: { type: engineType as EngineType, rating: whole(engine.rating, 'engine.rating') },
    gyro: text(root.gyro ?? 'Standard Gyro', 'gyro'),
    heatSinks: { type: sinkType as 'single' | 'double', count: whole(sinks.count, 'heatSinks.count') },
    walk: whole(root.walk, 'walk'),
    jump: whole(root.jump ?? 0, 'jump'),
    armor,
    rearArmor: { CT: whole(rearIn.CT, 'rearArmor.CT'), LT: whole(rearIn.LT, 'rearArmor.LT'), RT: whole(rearIn.RT, 'rearArmor.RT') },
    slots,
    ...(pilot ? { pilot } : {}),
    ...(armorType && armorType !== 'standard' ? { armorType } : {}),
    ...(structureType && structureType !== 'standard' ? { structureType } : {}),
    ...(cockpit && cockpit !== 'standard' ? { cockpit } : {}),
    ...(root.quad === true ? { quad: true } : {}),
    ...(quirks.length ? { quirks } : {}),
  };
}

export function jsonOrigin(fileName: string): (field: string) => string {
  return (field) => `\`${fileName}\` field \`${field}\``;
}
