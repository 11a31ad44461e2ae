// Validates a channel's Slaved Armour options and tables (from /config, JSON) and fills in the defaults.
import { UserError } from '../../errors.js';
import {
  COVERS,
  type Cover,
  DEFAULT_CONFIG,
  type FireFace,
  type FireTable,
  type InfantryTable,
  type LocomotionSpec,
  MAX_SPEED,
  type MeleeTable,
  type RangeTable,
  type SaConfig,
  type TurnRule,
} from './tables.js';
import { type FireKind, TURNS } from './unit.js';
import { Checker, type Json } from './validate.js';

const check = new Checker('option', 'Slaved Armour config');

export const CONFIG_KEYS = [
  'resolve',
  'firesPerPhase',
  'tn',
  'range',
  'modules',
  'fires',
  'walls',
  'melee',
  'locomotion',
  'turns',
  'infantry',
] as const;
type ConfigKey = (typeof CONFIG_KEYS)[number];

const FIRE_KINDS: readonly FireKind[] = ['external', 'internal', 'explosive'];
const FIRE_FACES: readonly FireFace[] = ['none', 'hit', 'explode', 'out'];

function faces<T>(value: Json, path: string, read: (v: Json, p: string) => T): T[] {
  return check.array(value, path, { exactly: 6 }).map((v, i) => read(v, `${path}[${i}]`));
}

function parseTn(value: Json): Record<Cover, (number | null)[]> {
  const record = check.record(value, 'tn');
  check.onlyKeys(record, 'tn', COVERS);
  const out = {} as Record<Cover, (number | null)[]>;
  for (const cover of COVERS) {
    const row = check.array(record[cover], `tn.${cover}`, { exactly: MAX_SPEED + 1 });
    out[cover] = row.map((v, speed) => check.intOrNull(v, `tn.${cover}[${speed}]`, 0, 99));
  }
  return out;
}

function parseRange(value: Json): RangeTable {
  const record = check.record(value, 'range');
  check.onlyKeys(record, 'range', ['bands', 'steps', 'closerBeyond']);
  const bands = check.array(record.bands, 'range.bands', { min: 1, max: 10 }).map((band, i) => {
    const b = check.record(band, `range.bands[${i}]`);
    check.onlyKeys(b, `range.bands[${i}]`, ['id', 'name', 'minHexes']);
    const id = check.string(b.id, `range.bands[${i}].id`, 3).toUpperCase();
    return {
      id,
      name: check.string(b.name, `range.bands[${i}].name`, 20),
      minHexes: check.int(b.minHexes, `range.bands[${i}].minHexes`, 0, 999),
    };
  });
  bands.forEach((band, i) => {
    if (i === 0 && band.minHexes !== 0) check.fail('range.bands[0].minHexes', '0, so every distance has a band', band.minHexes);
    const previous = bands[i - 1];
    if (previous && band.minHexes <= previous.minHexes) {
      check.fail(`range.bands[${i}].minHexes`, `more than the previous band's ${previous.minHexes}`, band.minHexes);
    }
    if (bands.findIndex((b) => b.id === band.id) !== i) check.fail(`range.bands[${i}].id`, 'different from the other bands', band.id);
  });
  const steps = check.array(record.steps, 'range.steps', { min: 1, max: 10 }).map((step, i) => {
    const s = check.record(step, `range.steps[${i}]`);
    check.onlyKeys(s, `range.steps[${i}]`, ['malus', 'closer', 'farther']);
    return {
      malus: check.int(s.malus, `range.steps[${i}].malus`, 0, 60),
      closer: check.string(s.closer, `range.steps[${i}].closer`, 20),
      farther: check.string(s.farther, `range.steps[${i}].farther`, 20),
    };
  });
  const closerBeyond = check.optional(record, 'closerBeyond', DEFAULT_CONFIG.range.closerBeyond, (v) =>
    check.oneOf(v, 'range.closerBeyond', ['too-close', 'cannot-fire'] as const),
  );
  return { bands, steps, closerBeyond };
}

function parseFires(value: Json): FireTable {
  const record = check.record(value, 'fires');
  check.onlyKeys(record, 'fires', ['explosiveOnHit', 'explosionHits', 'fastSpeed', 'burning']);
  const burningRecord = check.record(record.burning, 'fires.burning');
  check.onlyKeys(burningRecord, 'fires.burning', FIRE_KINDS);
  const burning = {} as Record<FireKind, { normal: FireFace[]; fast: FireFace[] }>;
  for (const kind of FIRE_KINDS) {
    const rows = check.record(burningRecord[kind], `fires.burning.${kind}`);
    check.onlyKeys(rows, `fires.burning.${kind}`, ['normal', 'fast']);
    burning[kind] = {
      normal: faces(rows.normal, `fires.burning.${kind}.normal`, (v, p) => check.oneOf(v, p, FIRE_FACES)),
      fast: faces(rows.fast, `fires.burning.${kind}.fast`, (v, p) => check.oneOf(v, p, FIRE_FACES)),
    };
  }
  return {
    explosiveOnHit: faces(record.explosiveOnHit, 'fires.explosiveOnHit', (v, p) => check.oneOf(v, p, ['explode', 'burn'] as const)),
    explosionHits: check.int(record.explosionHits, 'fires.explosionHits', 0, 20),
    fastSpeed: check.int(record.fastSpeed, 'fires.fastSpeed', 0, MAX_SPEED + 1),
    burning,
  };
}

function parseWalls(value: Json): Record<string, number[]> {
  const record = check.record(value, 'walls');
  const entries = Object.entries(record);
  if (entries.length > 12) check.fail('walls', 'at most 12 materials');
  return Object.fromEntries(
    entries.map(([material, row]) => {
      if (!/^[a-z][a-z-]{0,19}$/.test(material)) check.fail(`walls.${material}`, 'named in lower-case letters (up to 20)');
      return [material, faces(row, `walls.${material}`, (v, p) => check.int(v, p, 0, 20))];
    }),
  );
}

function parseMelee(value: Json): MeleeTable {
  const record = check.record(value, 'melee');
  check.onlyKeys(record, 'melee', ['reaches', 'tn']);
  const reaches = check.array(record.reaches, 'melee.reaches', { min: 1, max: 10 }).map((r, i) => {
    const reach = check.string(r, `melee.reaches[${i}]`, 20).toLowerCase();
    if (!/^[a-z][a-z0-9-]*$/.test(reach)) check.fail(`melee.reaches[${i}]`, 'one word of letters, digits or dashes', r);
    return reach;
  });
  const tn = check
    .array(record.tn, 'melee.tn', { exactly: reaches.length })
    .map((row, own) =>
      check.array(row, `melee.tn[${own}]`, { exactly: reaches.length }).map((v, opp) => check.int(v, `melee.tn[${own}][${opp}]`, 0, 99)),
    );
  return { reaches, tn };
}

function parseLocomotion(value: Json): Record<string, LocomotionSpec> {
  const record = check.record(value, 'locomotion');
  if (Object.keys(record).length === 0 || Object.keys(record).length > 10) check.fail('locomotion', '1 to 10 kinds of locomotion');
  return Object.fromEntries(
    Object.entries(record).map(([kind, spec]) => {
      if (!/^[a-z][a-z-]{0,19}$/.test(kind)) check.fail(`locomotion.${kind}`, 'named in lower-case letters (up to 20)');
      const s = check.record(spec, `locomotion.${kind}`);
      check.onlyKeys(s, `locomotion.${kind}`, ['maxSpeed', 'accel']);
      return [
        kind,
        {
          maxSpeed: check.int(s.maxSpeed, `locomotion.${kind}.maxSpeed`, 0, MAX_SPEED),
          accel: check.int(s.accel, `locomotion.${kind}.accel`, 0, MAX_SPEED),
        },
      ];
    }),
  );
}

function parseTurns(value: Json): TurnRule[] {
  const rules = check.array(value, 'turns', { min: 1, max: MAX_SPEED + 1 }).map((rule, i) => {
    const r = check.record(rule, `turns[${i}]`);
    check.onlyKeys(r, `turns[${i}]`, ['upToSpeed', 'allowed']);
    return {
      upToSpeed: check.int(r.upToSpeed, `turns[${i}].upToSpeed`, 0, MAX_SPEED),
      allowed: check.array(r.allowed, `turns[${i}].allowed`, { max: 6 }).map((t, j) => check.oneOf(t, `turns[${i}].allowed[${j}]`, TURNS)),
    };
  });
  rules.forEach((rule, i) => {
    const previous = rules[i - 1];
    if (previous && rule.upToSpeed <= previous.upToSpeed) {
      check.fail(`turns[${i}].upToSpeed`, `more than the previous rule's ${previous.upToSpeed}`, rule.upToSpeed);
    }
  });
  const last = rules[rules.length - 1];
  if (last && last.upToSpeed < MAX_SPEED)
    check.fail(`turns[${rules.length - 1}].upToSpeed`, `${MAX_SPEED}, so every speed has a rule`, last.upToSpeed);
  return rules;
}

function parseInfantry(value: Json): InfantryTable {
  const record = check.record(value, 'infantry');
  check.onlyKeys(record, 'infantry', ['damageFaces', 'statDie', 'woundDice']);
  const wound = check.record(record.woundDice, 'infantry.woundDice');
  check.onlyKeys(wound, 'infantry.woundDice', ['light', 'severe']);
  return {
    damageFaces: faces(record.damageFaces, 'infantry.damageFaces', (v, p) => check.int(v, p, 0, 6)),
    statDie: faces(record.statDie, 'infantry.statDie', (v, p) => check.oneOf(v, p, ['str', 'dex'] as const)),
    woundDice: {
      light: check.int(wound.light, 'infantry.woundDice.light', 0, 6),
      severe: check.int(wound.severe, 'infantry.woundDice.severe', 0, 6),
    },
  };
}

const PARSERS: Record<Exclude<ConfigKey, 'resolve' | 'firesPerPhase'>, (value: Json) => unknown> = {
  tn: parseTn,
  range: parseRange,
  modules: (value) => {
    const record = check.record(value, 'modules');
    check.onlyKeys(record, 'modules', ['rerollLimit']);
    return { rerollLimit: check.int(record.rerollLimit, 'modules.rerollLimit', 0, 50) };
  },
  fires: parseFires,
  walls: parseWalls,
  melee: parseMelee,
  locomotion: parseLocomotion,
  turns: parseTurns,
  infantry: parseInfantry,
};

/** A table may arrive as JSON text (straight from /config) or already parsed. */
function fromJson(key: string, value: Json): Json {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as Json;
  } catch (error) {
    throw new UserError(
      'option',
      `Slaved Armour config: \`${key}\` is not valid JSON (${(error as Error).message}). Paste the table as JSON.`,
    );
  }
}

/**
 * Validates the channel's options and fills in every default. Idempotent, so its output can be stored and parsed again.
 * A `json` key holding a JSON object of several options is unpacked first.
 */
export function parseConfig(raw: Readonly<Record<string, unknown>>): SaConfig {
  let input: Record<string, unknown> = { ...raw };
  if (input.json !== undefined) {
    const { json, ...rest } = input;
    input = { ...check.record(fromJson('json', json), 'json'), ...rest };
  }
  check.onlyKeys(input, '', CONFIG_KEYS);
  const out: Record<string, unknown> = { ...DEFAULT_CONFIG };
  if (input.resolve !== undefined) out.resolve = check.oneOf(input.resolve, 'resolve', ['phase-end', 'immediate'] as const);
  if (input.firesPerPhase !== undefined) out.firesPerPhase = check.int(input.firesPerPhase, 'firesPerPhase', 1, 10);
  for (const [key, parse] of Object.entries(PARSERS)) {
    if (input[key] !== undefined) out[key] = parse(fromJson(key, input[key]));
  }
  const config = out as unknown as SaConfig;
  if (config.melee.reaches.length > 0 && !config.melee.reaches.includes('unarmed')) {
    check.fail('melee.reaches', 'a list that includes `unarmed` (everyone can fight bare-handed)', config.melee.reaches);
  }
  if (!config.locomotion.foot) check.fail('locomotion', 'a table that keeps `foot` for people', Object.keys(config.locomotion));
  return config;
}
