// Salvo's JSON format for Slaved Armour units: a design (or a saved state) checked field by field into SaUnitData.
import { UserError } from '../../errors.js';
import { parseProfile } from './profile.js';
import { DEFAULT_CONFIG, MAX_SPEED } from './tables.js';
import {
  CONDITIONS,
  type Fire,
  type FireKind,
  type FireStarter,
  type MeleeWeapon,
  type PersonData,
  ROW_COUNT,
  type SaData,
  type SaModule,
  type SaUnitData,
  type Weapon,
} from './unit.js';
import { Checker, type Json } from './validate.js';
import { parseWeaponCode } from './weapon-code.js';

export const MAX_MODULES_PER_ROW = 12;
export const MAX_WEAPONS = 10;
export const MAX_MELEE = 5;
const MAX_STAT = 99;

const SA_KEYS = [
  'system',
  'kind',
  'name',
  'design',
  'locomotion',
  'speed',
  'facing',
  'submerged',
  'skill',
  'rows',
  'fires',
  'weapons',
  'melee',
  'drive',
  'destroyed',
  'destroyedBy',
] as const;
const PERSON_KEYS = [
  'system',
  'kind',
  'name',
  'profile',
  'armour',
  'damage',
  'condition',
  'winded',
  'str',
  'dex',
  'maxStr',
  'maxDex',
  'bedridden',
  'scars',
  'skill',
  'speed',
  'locomotion',
  'facing',
  'weapons',
  'melee',
] as const;

/** Wraps a profile or weapon-code error so it also names the field it came from. */
function within<T>(check: Checker, path: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof UserError) check.fail(path, `valid: ${error.message}`);
    throw error;
  }
}

function readModule(check: Checker, value: Json, path: string): SaModule {
  if (typeof value === 'string')
    return { name: check.string(value, path, 40), destroyed: false, critical: false, explosive: false, fire: 'none' };
  const m = check.record(value, path);
  check.onlyKeys(m, path, ['name', 'destroyed', 'critical', 'explosive', 'fire']);
  return {
    name: check.string(m.name, `${path}.name`, 40),
    destroyed: check.optional(m, 'destroyed', false, (v) => check.bool(v, `${path}.destroyed`)),
    critical: check.optional(m, 'critical', false, (v) => check.bool(v, `${path}.critical`)),
    explosive: check.optional(m, 'explosive', false, (v) => check.bool(v, `${path}.explosive`)),
    fire: check.optional<FireStarter>(m, 'fire', 'none', (v) => check.oneOf(v, `${path}.fire`, ['none', 'external', 'internal'] as const)),
  };
}

function readWeapon(check: Checker, value: Json, path: string): Weapon {
  if (typeof value === 'string') {
    const spec = within(check, path, () => parseWeaponCode(value));
    return { ...spec, tags: [...spec.tags], shotsLeft: spec.magCapacity, spareMags: 2 };
  }
  const w = check.record(value, path);
  check.onlyKeys(w, path, ['code', 'name', 'shotsLeft', 'spareMags', 'tags', 'mounts']);
  const codeText = check.string(w.code, `${path}.code`, 80);
  const spec = within(check, `${path}.code`, () => parseWeaponCode(codeText));
  const name = check.optional(w, 'name', spec.name, (v) => check.string(v, `${path}.name`, 40));
  const tags = check.optional(w, 'tags', [...spec.tags], (v) =>
    check.array(v, `${path}.tags`, { max: 10 }).map((t, i) => check.string(t, `${path}.tags[${i}]`, 20).toLowerCase()),
  );
  return {
    ...spec,
    name,
    tags,
    shotsLeft: check.optional(w, 'shotsLeft', spec.magCapacity, (v) => check.int(v, `${path}.shotsLeft`, 0, spec.magCapacity)),
    spareMags: check.optional(w, 'spareMags', 2, (v) => check.int(v, `${path}.spareMags`, 0, 99)),
    ...readMounts(check, w, path),
  };
}

/** `mounts`: module names, checked against the grid once the rows are read (see checkMounts). */
function readMounts(check: Checker, record: Record<string, Json>, path: string): { mounts?: string[] } {
  if (record.mounts === undefined) return {};
  const mounts = check.array(record.mounts, `${path}.mounts`, { max: 6 }).map((m, i) => check.string(m, `${path}.mounts[${i}]`, 40));
  return mounts.length > 0 ? { mounts } : {};
}

/** Every mount and drive entry must name exactly one module, so its loss is unambiguous. */
function checkMounts(
  check: Checker,
  rows: readonly (readonly SaModule[])[],
  lists: ReadonlyArray<[string, readonly string[] | undefined]>,
): void {
  const names = rows.flat().map((m) => m.name.toLowerCase());
  for (const [path, list] of lists) {
    (list ?? []).forEach((name, i) => {
      const count = names.filter((n) => n === name.toLowerCase()).length;
      if (count !== 1)
        check.fail(
          `${path}[${i}]`,
          count === 0 ? 'the name of one of its modules' : `the name of exactly one module (${count} share it; rename them)`,
          name,
        );
    });
  }
}

function readMelee(check: Checker, value: Json, path: string): MeleeWeapon {
  const m = check.record(value, path);
  check.onlyKeys(m, path, ['name', 'reach', 'hits', 'dice', 'mounts']);
  const reach = check.string(m.reach, `${path}.reach`, 20).toLowerCase();
  return {
    name: check.string(m.name, `${path}.name`, 40),
    reach,
    hits: check.optional(m, 'hits', 0, (v) => check.int(v, `${path}.hits`, 0, 20)),
    dice: check.optional(m, 'dice', 0, (v) => check.int(v, `${path}.dice`, 0, 20)),
    ...readMounts(check, m, path),
  };
}

function readList<T>(check: Checker, record: Record<string, Json>, key: string, max: number, read: (v: Json, p: string) => T): T[] {
  if (record[key] === undefined) return [];
  return check.array(record[key], key, { max }).map((v, i) => read(v, `${key}[${i}]`));
}

function uniqueNames(check: Checker, list: readonly { name: string }[], key: string): void {
  list.forEach((item, i) => {
    if (list.findIndex((other) => other.name.toLowerCase() === item.name.toLowerCase()) !== i) {
      check.fail(`${key}[${i}].name`, 'different from the other weapons (give it a `name`)', item.name);
    }
  });
}

function readSa(check: Checker, record: Record<string, Json>): SaData {
  check.onlyKeys(record, '', SA_KEYS);
  const rows = check
    .array(record.rows, 'rows', { exactly: ROW_COUNT })
    .map((row, r) => check.array(row, `rows[${r}]`, { max: MAX_MODULES_PER_ROW }).map((m, c) => readModule(check, m, `rows[${r}][${c}]`)));
  if (rows.every((row) => row.length === 0)) check.fail('rows', 'six rows with at least one module between them');
  const fires = readList(check, record, 'fires', 100, (v, path): Fire => {
    const f = check.record(v, path);
    check.onlyKeys(f, path, ['kind', 'row', 'col', 'module']);
    const row = check.int(f.row, `${path}.row`, 0, ROW_COUNT - 1);
    const col = check.int(f.col, `${path}.col`, 0, Math.max(0, (rows[row]?.length ?? 1) - 1));
    return {
      kind: check.oneOf<FireKind>(f.kind, `${path}.kind`, ['external', 'internal', 'explosive']),
      row,
      col,
      module: check.string(f.module, `${path}.module`, 40),
    };
  });
  const weapons = readList(check, record, 'weapons', MAX_WEAPONS, (v, p) => readWeapon(check, v, p));
  uniqueNames(check, weapons, 'weapons');
  const name = check.optional(record, 'name', 'Slaved Armour', (v) => check.string(v, 'name', 40));
  const melee = readList(check, record, 'melee', MAX_MELEE, (v, p) => readMelee(check, v, p));
  const drive =
    record.drive === undefined
      ? undefined
      : check.array(record.drive, 'drive', { max: 12 }).map((m, i) => check.string(m, `drive[${i}]`, 40));
  const locomotion = check.optional(record, 'locomotion', 'legs', (v) => check.string(v, 'locomotion', 20).toLowerCase());
  const spec = locomotion === 'foot' ? undefined : DEFAULT_CONFIG.locomotion[locomotion];
  // The seed's SA locomotion is legs or roller-pitons; a channel's own kinds come from /config, checked when it moves.
  if (!spec)
    check.fail(
      'locomotion',
      Object.keys(DEFAULT_CONFIG.locomotion)
        .filter((k) => k !== 'foot')
        .map((k) => `\`${k}\``)
        .join(' or '),
      locomotion,
    );
  const speed = check.optional(record, 'speed', 0, (v) => check.int(v, 'speed', 0, spec.maxSpeed));
  const destroyed = check.optional(record, 'destroyed', false, (v) => check.bool(v, 'destroyed'));
  const lostCritical = rows.flat().find((m) => m.critical && m.destroyed);
  if (lostCritical && !destroyed)
    check.fail(
      'destroyed',
      `true: its critical module ${lostCritical.name} is destroyed, and losing a critical module destroys the SA`,
      false,
    );
  checkMounts(check, rows, [
    ...weapons.map((w, i): [string, readonly string[] | undefined] => [`weapons[${i}].mounts`, w.mounts]),
    ...melee.map((m, i): [string, readonly string[] | undefined] => [`melee[${i}].mounts`, m.mounts]),
    ['drive', drive],
  ]);
  return {
    kind: 'sa',
    design: check.optional(record, 'design', name, (v) => check.string(v, 'design', 40)),
    locomotion,
    speed,
    facing: check.optional(record, 'facing', 0, (v) => check.int(v, 'facing', 0, 5)),
    submerged: check.optional(record, 'submerged', false, (v) => check.bool(v, 'submerged')),
    skill: check.optional(record, 'skill', 0, (v) => check.int(v, 'skill', -20, 20)),
    rows,
    fires,
    weapons,
    melee,
    ...(drive && drive.length > 0 ? { drive } : {}),
    destroyed,
    destroyedBy: check.optional<string | null>(record, 'destroyedBy', null, (v) =>
      v === null ? null : check.string(v, 'destroyedBy', 80),
    ),
  };
}

function readPerson(check: Checker, record: Record<string, Json>): PersonData {
  check.onlyKeys(record, '', PERSON_KEYS);
  const profileText = check.string(record.profile, 'profile', 40);
  const profile = within(check, 'profile', () => parseProfile(profileText));
  const str = check.int(record.str, 'str', 0, MAX_STAT);
  const dex = check.int(record.dex, 'dex', 0, MAX_STAT);
  const weapons = readList(check, record, 'weapons', MAX_WEAPONS, (v, p) => readWeapon(check, v, p));
  uniqueNames(check, weapons, 'weapons');
  return {
    kind: 'person',
    profile,
    armour: check.optional(record, 'armour', 0, (v) => check.int(v, 'armour', 0, 99)),
    damage: check.optional(record, 'damage', 0, (v) => check.int(v, 'damage', 0, 999)),
    condition: check.optional(record, 'condition', 'ok', (v) => check.oneOf(v, 'condition', CONDITIONS)),
    winded: check.optional(record, 'winded', false, (v) => check.bool(v, 'winded')),
    str,
    dex,
    maxStr: check.optional(record, 'maxStr', str, (v) => check.int(v, 'maxStr', str, MAX_STAT)),
    maxDex: check.optional(record, 'maxDex', dex, (v) => check.int(v, 'maxDex', dex, MAX_STAT)),
    bedridden: check.optional(record, 'bedridden', false, (v) => check.bool(v, 'bedridden')),
    scars: check.optional(record, 'scars', 0, (v) => check.int(v, 'scars', 0, 99)),
    skill: check.optional(record, 'skill', 0, (v) => check.int(v, 'skill', -20, 20)),
    speed: check.optional(record, 'speed', 0, (v) => check.int(v, 'speed', 0, MAX_SPEED)),
    locomotion: check.optional(record, 'locomotion', 'foot', (v) => check.string(v, 'locomotion', 20).toLowerCase()),
    facing: check.optional(record, 'facing', 0, (v) => check.int(v, 'facing', 0, 5)),
    weapons,
    melee: readList(check, record, 'melee', MAX_MELEE, (v, p) => readMelee(check, v, p)),
  };
}

/** Reads a unit in Salvo's JSON format: `kind` is `sa` or `person` (guessed from `rows` / `profile` when absent). */
export function readUnit(json: Json, what = 'Slaved Armour unit'): { data: SaUnitData; name: string | undefined } {
  const check = new Checker('import', what);
  const record = check.record(json, '(top level)');
  if (record.system !== undefined) check.oneOf(record.system, 'system', ['slaved-armour'] as const);
  const kind = check.optional(record, 'kind', record.profile !== undefined ? 'person' : 'sa', (v) =>
    check.oneOf(v, 'kind', ['sa', 'person'] as const),
  );
  const name = typeof record.name === 'string' && record.name.trim() !== '' ? record.name.trim().slice(0, 40) : undefined;
  return { data: kind === 'sa' ? readSa(check, record) : readPerson(check, record), name };
}

/** The JSON the importer reads back, so `/unit export`-style round trips are lossless. */
export function writeUnit(data: SaUnitData, name?: string): Record<string, unknown> {
  const weapons = data.weapons.map((w) => ({
    code: w.code,
    name: w.name,
    tags: [...w.tags],
    shotsLeft: w.shotsLeft,
    spareMags: w.spareMags,
    ...(w.mounts ? { mounts: [...w.mounts] } : {}),
  }));
  const head = { system: 'slaved-armour', kind: data.kind, ...(name ? { name } : {}) };
  if (data.kind === 'person') return { ...head, ...data, weapons, profile: data.profile.code };
  return { ...head, ...data, weapons };
}
