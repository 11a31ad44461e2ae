// Slaved Armour as a GameSystem: d66 to hit, magazines, modules by row, fires, movement, collisions, infantry and melee.

import { UserError } from '../../errors.js';
import { choiceName } from '../../options.js';
import type { GameSystem, OptionSpec } from '../types.js';
import { SA_SETTINGS, saChange } from './change.js';
import { phaseEnded, saTurnSummary } from './clock.js';
import { parseConfig } from './config.js';
import { describeUnit } from './describe.js';
import { exportSaUnit } from './export.js';
import { crit, damage } from './gm-tools.js';
import { meleeOdds } from './melee-odds.js';
import { move } from './movement.js';
import { odds, preview } from './odds.js';
import { phaseEnd } from './phase.js';
import { SA_CLOCK } from './phases.js';
import { readUnit } from './sheet.js';
import { shoot } from './shoot.js';
import type { SaConfig } from './tables.js';
import { createFromTemplate, TEMPLATES } from './templates.js';
import { COVER_CHOICES } from './to-hit.js';
import type { SaUnitData } from './unit.js';

export { collide } from './collision.js';
export { melee } from './melee.js';
export { move } from './movement.js';
export { bedrest, repair, rest } from './recovery.js';
export { reload } from './reload.js';

export const SCHEMA_VERSION = 1;

/** Imported files larger than this are refused before parsing (a unit is a few kilobytes). */
export const MAX_IMPORT_CHARS = 64 * 1024;

const COVER: OptionSpec = {
  name: 'cover',
  type: 'string',
  description: 'Target cover; `through` = firing through cover (Fully protected row)',
  choices: COVER_CHOICES,
  map: true,
};
const SPEED: OptionSpec = {
  name: 'speed',
  type: 'integer',
  description: "Target's speed in hexes/turn (default: its current speed)",
  min: 0,
  max: 6,
  access: 'declare',
  map: true,
};
const RANGE: OptionSpec = {
  name: 'range',
  type: 'integer',
  description: 'Distance to the target in hexes (sets the range band)',
  min: 0,
  max: 999,
  map: true,
};
/** The channel's range bands (custom tables may rename or add them), offered as `M (Medium)`. */
const bandChoices = (config: Record<string, unknown>) =>
  (config as unknown as SaConfig).range.bands.map((b) => ({ name: `${b.id} (${b.name})`, value: b.id }));
/** The channel's melee reach classes (unarmed, short, medium, long by default). */
const reachChoices = (config: Record<string, unknown>) =>
  (config as unknown as SaConfig).melee.reaches.map((r) => ({ name: choiceName(r), value: r }));
const BAND: OptionSpec = {
  name: 'band',
  type: 'string',
  description: "Target's range band instead of range: Point-blank, Short, Medium, Long or Extreme",
  suggest: bandChoices,
  map: true,
};
const WALL: OptionSpec = {
  name: 'wall',
  type: 'string',
  description: 'A wall in the way: wood, brick, stone or concrete',
  suggest: (config) => ['none', ...Object.keys((config as unknown as SaConfig).walls)].map((m) => ({ name: choiceName(m), value: m })),
  map: true,
};
const MODIFIER: OptionSpec = {
  name: 'modifier',
  type: 'integer',
  description: 'Situational bonus (+) or malus (−) on the d66',
  min: -60,
  max: 60,
  access: 'modifier',
};
const TN: OptionSpec = {
  name: 'tn',
  type: 'integer',
  description: 'Target Number, overriding the cover × speed table',
  min: 0,
  max: 99,
  access: 'declare',
};

export const slavedArmour: GameSystem<SaUnitData> = {
  id: 'slaved-armour',
  name: 'Slaved Armour',
  unitSchemaVersion: SCHEMA_VERSION,
  templates: TEMPLATES,
  createFromTemplate,
  importUnit(fileName, text) {
    if (text.length > MAX_IMPORT_CHARS)
      throw new UserError('import', `\`${fileName}\` is too large for a Slaved Armour unit (over ${MAX_IMPORT_CHARS} characters).`);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new UserError(
        'import',
        `\`${fileName}\` is not valid JSON (${(error as Error).message}). Slaved Armour imports Salvo's JSON format.`,
      );
    }
    const { data, name } = readUnit(json, `Slaved Armour import \`${fileName}\``);
    const fallback = fileName.replace(/\.[^.]*$/, '').slice(0, 40) || 'Unit';
    const warnings = data.weapons
      .filter((w) => !['P', 'S', 'M', 'L', 'X'].includes(w.band))
      .map((w) => `${w.name}: band ${w.band} is not in the default range table.`);
    return { data, suggestedName: name ?? (data.kind === 'sa' ? data.design : fallback), warnings };
  },
  exportUnit: exportSaUnit,
  migrateUnit(data, fromVersion) {
    if (fromVersion !== SCHEMA_VERSION)
      throw new UserError('storage-unavailable', `Slaved Armour cannot read unit data of schema ${fromVersion}.`);
    return data as SaUnitData;
  },
  describeUnit,
  weaponNames: (unit) => unit.data.weapons.map((w) => w.name),
  parseConfig: (raw) => parseConfig(raw) as unknown as Record<string, unknown>,
  settings: SA_SETTINGS,
  changeOf: saChange,
  actions: { shoot, phaseEnd, damage, crit, move },
  clock: SA_CLOCK,
  phaseEnded,
  turnSummary: saTurnSummary,
  commandOptions: {
    shoot: [COVER, SPEED, RANGE, BAND, WALL, MODIFIER, TN],
    damage: [
      { name: 'hits', type: 'integer', description: 'Slaved Armour: Hits to apply (d6 row each)', min: 1, max: 50 },
      { name: 'dice', type: 'integer', description: 'Slaved Armour person: damage dice rolled against armour', min: 1, max: 50 },
      { name: 'damage', type: 'integer', description: 'Slaved Armour person: damage points past armour', min: 1, max: 99 },
      {
        name: 'remove',
        type: 'integer',
        description: 'Slaved Armour: take placed entry #N (see /unit show) off the target instead',
        min: 1,
        max: 99,
        access: 'gm',
      },
    ],
    crit: [{ name: 'location', type: 'string', description: 'Slaved Armour: module name to destroy, or a row 1–6' }],
    odds: [
      { name: 'attacker', type: 'string', description: 'Shooting unit (with target and weapon)', autocomplete: 'unit' },
      { name: 'target', type: 'string', description: 'Target unit', autocomplete: 'unit' },
      { name: 'weapon', type: 'string', description: "The attacker's weapon", autocomplete: 'weapon' },
      COVER,
      { ...SPEED, description: "Target's speed in hexes per turn" },
      RANGE,
      BAND,
      { name: 'effective', type: 'string', description: "Weapon's effective band, for the range malus", suggest: bandChoices },
      { name: 'skill', type: 'integer', description: "Shooter's weapon skill, added to the d66", min: -20, max: 20 },
      MODIFIER,
      TN,
      { name: 'hits', type: 'integer', description: 'Anti-armour Hits per hit, for the expected Hits', min: 0, max: 99 },
      { name: 'shots', type: 'integer', description: 'Shots left in the magazine, for shots used', min: 0, max: 99 },
      WALL,
      { name: 'melee', type: 'boolean', description: 'Odds of a melee between attacker and target (weapon: its melee weapon)' },
      { name: 'target_weapon', type: 'string', description: "Melee: the target's melee weapon (default: its first usable)" },
      { name: 'reach', type: 'string', description: 'Melee without units: the attacker’s reach', suggest: reachChoices },
      { name: 'target_reach', type: 'string', description: 'Melee without units: the defender’s reach', suggest: reachChoices },
      { name: 'target_skill', type: 'integer', description: 'Melee without units: the defender’s skill', min: -20, max: 20 },
    ],
  },
  // A melee has two attackers and no magazine: its own question (src/systems/slaved-armour/melee-odds.ts).
  odds: (state, input) => (input.options.boolean('melee') ? { text: meleeOdds(state, input.options) } : odds(state, input)),
  preview,
};
