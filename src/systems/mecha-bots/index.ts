// Mecha Bots as a GameSystem: chassis Bots, column shots with sensor shifts, boilers, tinkering and repair.
import { UserError } from '../../errors.js';
import type { GameSystem, OptionSpec, UnitRecord } from '../types.js';
import { checkPlayable } from './build.js';
import { botChange, MB_SETTINGS } from './change.js';
import { ARC_CHOICES, COLUMN_COUNT } from './chassis.js';
import { mbTurnSummary, phaseEnded } from './clock.js';
import { COLUMN_MAPS, DEFAULT_COLUMN_MAP } from './column-map.js';
import type { BotData } from './components.js';
import { ARMOUR_BREAK_CHOICES, ARMOUR_HELD_CHOICES, SEED_ARMOUR } from './damage.js';
import { describeBot } from './describe.js';
import { exportBot } from './export.js';
import { damage, MAX_RAW_DAMAGE, MAX_RAW_WOUNDS } from './gm-damage.js';
import { parseBotJson, quoted } from './json.js';
import { parseLayout } from './layout.js';
import { move } from './move.js';
import { MB_CLOCK } from './phases.js';
import { odds, preview } from './queries.js';
import {
  describeScientist,
  isScientist,
  looksLikeScientist,
  type MbData,
  newScientist,
  readScientistJson,
  SCIENTIST_TEMPLATE_ID,
  scientistFile,
} from './scientist.js';
import { pressShotButton, shoot } from './shoot.js';
import { MAX_RANGE } from './shot.js';
import { deriveStats } from './stats.js';
import { BOT_TEMPLATES, botFromTemplate } from './templates.js';

export { repair, tinker } from './workshop.js';

const ARC_OPTION: OptionSpec = {
  name: 'arc',
  description: "Face struck: the attacker's arc as seen from the target (on an edge, the one nearer Forward)",
  type: 'string',
  choices: ARC_CHOICES,
};

// What the channel's map answers once both Bots stand on it (`map: true`): a player's word is refused, a GM's a ruling.
const MAP_ARC: OptionSpec = { ...ARC_OPTION, map: true };

const SHOOT_OPTIONS: readonly OptionSpec[] = [
  MAP_ARC,
  { name: 'range', description: 'Distance to the target in hexes (1 = adjacent)', type: 'integer', min: 1, max: MAX_RANGE, map: true },
  {
    name: 'shift',
    description: 'Mecha Bots: add this much (0 to the sensor modifier) to the column roll',
    type: 'integer',
    min: 0,
    max: 10,
  },
  {
    name: 'bearing',
    description: "Mecha Bots: the attacker's arc the target is in (checks weapon and sensor arcs)",
    type: 'string',
    choices: ARC_CHOICES,
    map: true,
  },
  { name: 'blocked', description: 'Mecha Bots: the target is behind another Bot (the shot is refused)', type: 'boolean', map: true },
];

const DAMAGE_OPTIONS: readonly OptionSpec[] = [
  { ...ARC_OPTION, description: 'Mecha Bots: face of the Bot the damage enters' },
  {
    name: 'damage',
    description: 'Mecha Bots: damage points (on a Mad Scientist, D6 wounds each)',
    type: 'integer',
    min: 1,
    max: MAX_RAW_DAMAGE,
  },
  {
    name: 'column',
    description: 'Mecha Bots: column 1–9 from the left of that face (default: roll 2d6)',
    type: 'integer',
    min: 1,
    max: COLUMN_COUNT,
  },
  { name: 'wounds', description: 'Mecha Bots: wounds to a Mad Scientist, taken as they are', type: 'integer', min: 1, max: MAX_RAW_WOUNDS },
];

const ODDS_OPTIONS: readonly OptionSpec[] = [
  { name: 'target', description: 'A unit in this channel to compute the odds against', type: 'string', autocomplete: 'unit' },
  MAP_ARC,
  { name: 'damage', description: 'Weapon damage, for the chance of destroying the brain', type: 'integer', min: 1, max: 49 },
  { name: 'shift', description: 'Mecha Bots: sensor modifier the attacker may add (0 = none)', type: 'integer', min: 0, max: 10 },
  // With these the odds are of the shot /shoot would take: same range, bearing and face (the map's when placed).
  {
    name: 'attacker',
    description: 'The Bot shooting (with target and weapon): the odds of that shot',
    type: 'string',
    autocomplete: 'unit',
  },
  { name: 'weapon', description: "The attacker's weapon", type: 'string', autocomplete: 'weapon' },
  ...SHOOT_OPTIONS.filter((o) => o.name === 'range' || o.name === 'bearing'),
];

/** The file's JSON, or undefined when it is not JSON (parseBotJson then says why). */
function parseJsonLoosely(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function orList(values: readonly string[]): string {
  return values.map((value) => `\`${value}\``).join(' or ');
}

function looksLikeBot(data: unknown): data is BotData {
  if (typeof data !== 'object' || data === null) return false;
  const candidate = data as Partial<BotData>;
  return typeof candidate.cells === 'object' && typeof candidate.objects === 'object' && Array.isArray(candidate.hitOrder);
}

export const mechaBots: GameSystem<MbData> = {
  id: 'mecha-bots',
  name: 'Mecha Bots',
  unitSchemaVersion: 1,
  templates: [
    ...BOT_TEMPLATES,
    {
      id: SCIENTIST_TEMPLATE_ID,
      name: 'Mad Scientist',
      description: "A player's Mad Scientist: 7 hit points, D6 wounds per point of Bot damage",
    },
  ],
  createFromTemplate: (id) => (id.trim().toLowerCase() === SCIENTIST_TEMPLATE_ID ? newScientist() : botFromTemplate(id)),
  importUnit(fileName, text) {
    if (text.trim() === '')
      throw new UserError('import', `\`${fileName.slice(0, 60)}\` is empty: a Bot file holds a layout or Salvo's Bot JSON.`);
    const json = /\.json$/i.test(fileName) || text.trimStart().startsWith('{');
    const stem = fileName.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '');
    const scientist = json ? readScientistJson(parseJsonLoosely(text)) : undefined;
    if (scientist) return { data: scientist.data, suggestedName: scientist.name ?? (stem || 'Mad Scientist'), warnings: [] };
    const parsed = json ? parseBotJson(text) : parseLayout(text);
    checkPlayable(parsed.data);
    const warnings: string[] = [];
    const stats = deriveStats(parsed.data);
    if (stats.weapons.length === 0) warnings.push('This Bot has no weapons.');
    if (stats.speed === 0) warnings.push('This Bot has no speed (mobility "s") counters, so it cannot move.');
    return { data: parsed.data, suggestedName: parsed.name ?? (stem || 'Bot'), warnings };
  },
  exportUnit: (unit, kind) =>
    isScientist(unit.data)
      ? { extension: 'json', text: scientistFile(unit.name, unit.data) }
      : exportBot(unit as UnitRecord<BotData>, kind),
  migrateUnit(data, fromVersion) {
    if (fromVersion !== 1 || !(looksLikeBot(data) || looksLikeScientist(data))) {
      throw new UserError('storage-unavailable', `This Mecha Bot was saved in a format (schema ${fromVersion}) this Salvo cannot read.`);
    }
    return data;
  },
  describeUnit: (unit) => (isScientist(unit.data) ? describeScientist(unit.data) : describeBot(unit as UnitRecord<BotData>)),
  weaponNames: (unit) => (isScientist(unit.data) ? [] : deriveStats(unit.data).weapons.map((weapon) => weapon.name)),
  parseConfig(raw) {
    const known = ['columnMap', 'armourBreak', 'armourHeld'];
    const unknown = Object.keys(raw).filter((key) => !known.includes(key));
    if (unknown.length > 0) {
      throw new UserError(
        'option',
        `Mecha Bots has no option \`${unknown[0]}\`. Its options: \`columnMap\` (${Object.keys(COLUMN_MAPS).join(' or ')}), \`armourBreak\` (${ARMOUR_BREAK_CHOICES.join(' or ')}), \`armourHeld\` (${ARMOUR_HELD_CHOICES.join(' or ')}).`,
      );
    }
    const columnMap = raw.columnMap ?? DEFAULT_COLUMN_MAP.id;
    // Own keys only: `constructor` or `toString` must not pass for a column map.
    if (typeof columnMap !== 'string' || !Object.hasOwn(COLUMN_MAPS, columnMap)) {
      throw new UserError('option', `\`columnMap\` must be ${orList(Object.keys(COLUMN_MAPS))}; got ${quoted(columnMap)}.`);
    }
    const armourBreak = raw.armourBreak ?? SEED_ARMOUR.break;
    if (!(ARMOUR_BREAK_CHOICES as readonly unknown[]).includes(armourBreak))
      throw new UserError('option', `\`armourBreak\` must be ${orList(ARMOUR_BREAK_CHOICES)}; got ${quoted(armourBreak)}.`);
    const armourHeld = raw.armourHeld ?? SEED_ARMOUR.held;
    if (!(ARMOUR_HELD_CHOICES as readonly unknown[]).includes(armourHeld))
      throw new UserError('option', `\`armourHeld\` must be ${orList(ARMOUR_HELD_CHOICES)}; got ${quoted(armourHeld)}.`);
    return { columnMap, armourBreak, armourHeld };
  },
  settings: MB_SETTINGS,
  changeOf: botChange,
  actions: { shoot, button: pressShotButton, damage, move },
  clock: MB_CLOCK,
  phaseEnded,
  turnSummary: mbTurnSummary,
  commandOptions: { shoot: SHOOT_OPTIONS, damage: DAMAGE_OPTIONS, odds: ODDS_OPTIONS },
  odds,
  preview,
};
