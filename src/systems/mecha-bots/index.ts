// Mecha Bots as a GameSystem: chassis Bots, column shots with sensor shifts, boilers, tinkering and repair.
import { UserError } from '../../errors.js';
import { renderBot } from '../../render/mecha-bots.js';
import type { GameSystem, OptionSpec, UnitRecord } from '../types.js';
import { ARC_CHOICES } from './chassis.js';
import { mbTurnSummary, phaseEnded } from './clock.js';
import { COLUMN_MAPS, DEFAULT_COLUMN_MAP } from './column-map.js';
import type { BotData } from './components.js';
import { ARMOUR_BREAK_CHOICES, ARMOUR_HELD_CHOICES, SEED_ARMOUR } from './damage.js';
import { describeBot } from './describe.js';
import { exportBot } from './export.js';
import { parseBotJson, quoted } from './json.js';
import { parseLayout } from './layout.js';
import { MB_CLOCK } from './phases.js';
import { odds, preview } from './queries.js';
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

const SHOOT_OPTIONS: readonly OptionSpec[] = [
  ARC_OPTION,
  { name: 'range', description: 'Distance to the target in hexes (1 = adjacent)', type: 'integer', min: 1, max: MAX_RANGE },
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
  },
  { name: 'blocked', description: 'Mecha Bots: the target is behind another Bot (the shot is refused)', type: 'boolean' },
];

const ODDS_OPTIONS: readonly OptionSpec[] = [
  { name: 'target', description: 'A unit in this channel to compute the odds against', type: 'string', autocomplete: 'unit' },
  ARC_OPTION,
  { name: 'damage', description: 'Weapon damage, for the chance of destroying the brain', type: 'integer', min: 1, max: 49 },
  { name: 'shift', description: 'Mecha Bots: sensor modifier the attacker may add (0 = none)', type: 'integer', min: 0, max: 10 },
];

function orList(values: readonly string[]): string {
  return values.map((value) => `\`${value}\``).join(' or ');
}

function looksLikeBot(data: unknown): data is BotData {
  if (typeof data !== 'object' || data === null) return false;
  const candidate = data as Partial<BotData>;
  return typeof candidate.cells === 'object' && typeof candidate.objects === 'object' && Array.isArray(candidate.hitOrder);
}

export const mechaBots: GameSystem<BotData> = {
  id: 'mecha-bots',
  name: 'Mecha Bots',
  unitSchemaVersion: 1,
  templates: BOT_TEMPLATES,
  createFromTemplate: botFromTemplate,
  importUnit(fileName, text) {
    const parsed = /\.json$/i.test(fileName) || text.trimStart().startsWith('{') ? parseBotJson(text) : parseLayout(text);
    const stem = fileName.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '');
    const warnings: string[] = [];
    const stats = deriveStats(parsed.data);
    if (stats.weapons.length === 0) warnings.push('This Bot has no weapons.');
    if (stats.speed === 0) warnings.push('This Bot has no speed (mobility "s") counters, so it cannot move.');
    return { data: parsed.data, suggestedName: parsed.name ?? (stem || 'Bot'), warnings };
  },
  exportUnit: exportBot,
  migrateUnit(data, fromVersion) {
    if (fromVersion !== 1 || !looksLikeBot(data)) {
      throw new UserError('storage-unavailable', `This Mecha Bot was saved in a format (schema ${fromVersion}) this Salvo cannot read.`);
    }
    return data;
  },
  describeUnit: (unit) => describeBot(unit),
  weaponNames: (unit: UnitRecord<BotData>) => deriveStats(unit.data).weapons.map((weapon) => weapon.name),
  renderUnit: (unit, highlight) => renderBot(unit, highlight),
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
  actions: { shoot, button: pressShotButton },
  clock: MB_CLOCK,
  phaseEnded,
  turnSummary: mbTurnSummary,
  commandOptions: { shoot: SHOOT_OPTIONS, odds: ODDS_OPTIONS },
  odds,
  preview,
};
