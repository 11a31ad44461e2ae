// `/unit export` for Slaved Armour: Salvo's unit JSON, the design as built or the unit as it stands now.
import type { ExportKind, UnitFile, UnitRecord } from '../types.js';
import { unitFileJson } from '../unit-file.js';
import { writeUnit } from './sheet.js';
import type { PersonData, SaData, SaUnitData, Weapon } from './unit.js';
import { parseWeaponCode } from './weapon-code.js';

/** A loaded magazine; the spare magazines it carries now, as Salvo does not keep the number it started with. */
const loaded = (weapons: readonly Weapon[]): Weapon[] => weapons.map((w) => ({ ...w, shotsLeft: w.magCapacity }));

function saDesign(data: SaData): SaData {
  return {
    ...data,
    speed: 0,
    facing: 0,
    submerged: false,
    rows: data.rows.map((row) => row.map((module) => ({ ...module, destroyed: false }))),
    fires: [],
    weapons: loaded(data.weapons),
    destroyed: false,
    destroyedBy: null,
  };
}

function personDesign(data: PersonData): PersonData {
  return {
    ...data,
    damage: 0,
    condition: 'ok',
    winded: false,
    str: data.maxStr,
    dex: data.maxDex,
    bedridden: false,
    scars: 0,
    speed: 0,
    facing: 0,
    weapons: loaded(data.weapons),
  };
}

/** The unit as it was built: nothing destroyed or burning, unhurt, full magazines, standing still facing hex 0. */
export function saDesignOf(data: SaUnitData): SaUnitData {
  return data.kind === 'sa' ? saDesign(data) : personDesign(data);
}

/** Fields the reader fills in when they are absent, at the value it fills in: left out, the file reads as people write it. */
const READER_DEFAULTS: Readonly<Record<string, unknown>> = {
  speed: 0,
  facing: 0,
  submerged: false,
  fires: [],
  melee: [],
  destroyed: false,
  destroyedBy: null,
  damage: 0,
  condition: 'ok',
  winded: false,
  bedridden: false,
  scars: 0,
};
const MODULE_DEFAULTS: Readonly<Record<string, unknown>> = { destroyed: false, critical: false, explosive: false, fire: 'none' };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const without = (record: Record<string, unknown>, defaults: Readonly<Record<string, unknown>>) =>
  Object.fromEntries(Object.entries(record).filter(([key, value]) => !(key in defaults) || !same(value, defaults[key])));

const MAX_CODE_FIELD = 80;

/**
 * A weapon as its code with the name in it (`"code": "M04-52 Assault rifle"`) when the code reads back to the same
 * name and tags: shorter, and the only way to write a name longer than the `name` field takes.
 */
function weaponEntry(entry: Record<string, unknown>, weapon: Weapon): unknown {
  const candidates = [`${weapon.code} ${weapon.name}`, weapon.name];
  const code = candidates.find((text) => {
    try {
      const spec = parseWeaponCode(text);
      return spec.code === weapon.code && spec.name === weapon.name && same(spec.tags, weapon.tags);
    } catch {
      return false;
    }
  });
  const { shotsLeft, ...loaded } = entry;
  // A full magazine is what the reader loads when `shotsLeft` is left out.
  const full = weapon.shotsLeft === weapon.magCapacity ? loaded : { ...loaded, shotsLeft };
  if (code === undefined) return full;
  const { name: _name, tags: _tags, ...rest } = full;
  if (code.length <= MAX_CODE_FIELD) return { ...rest, code };
  // Only the bare string form takes a longer code, with a full magazine and two spares.
  return weapon.shotsLeft === weapon.magCapacity && weapon.spareMags === 2 && !weapon.mounts ? code : full;
}

/** `writeUnit`'s JSON with defaults left out; a module with nothing but its name is just the name. */
function compact(file: Record<string, unknown>, data: SaUnitData): Record<string, unknown> {
  const out = without(file, READER_DEFAULTS);
  out.weapons = (file.weapons as Record<string, unknown>[]).map((entry, i) => weaponEntry(entry, data.weapons[i]!));
  if (data.kind === 'person') {
    if (data.maxStr === data.str) delete out.maxStr;
    if (data.maxDex === data.dex) delete out.maxDex;
    if (data.locomotion === 'foot') delete out.locomotion;
    return out;
  }
  out.rows = data.rows.map((row) =>
    row.map((module) => {
      const rest = without({ ...module }, MODULE_DEFAULTS);
      return Object.keys(rest).length === 1 ? module.name : rest;
    }),
  );
  return out;
}

export function exportSaUnit(unit: UnitRecord<SaUnitData>, kind: ExportKind): UnitFile {
  const data = kind === 'design' ? saDesignOf(unit.data) : unit.data;
  return { extension: 'json', text: unitFileJson(compact(writeUnit(data, unit.name), data)) };
}
