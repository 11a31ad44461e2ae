// /odds and /shoot preview:true for Mecha Bots: exact fractions over the 36 rolls of 2d6, no dice rolled.
import { UserError } from '../../errors.js';
import type { OptionBag } from '../../options.js';
import type { SystemQuery, SystemState, UnitRecord } from '../types.js';
import { type ArcId, BRAIN_CELL, COLUMN_COUNT, columnCells, LOCATION_NAMES, OUTER_LOCATIONS } from './chassis.js';
import { COLUMN_MAPS, DEFAULT_COLUMN_MAP } from './column-map.js';
import type { BotData, ColumnMapData } from './components.js';
import { type ArmourRules, armourRules, describeArmourRules } from './damage.js';
import { chassisRank, chosenDistribution, formatMean, formatWays, reachDistribution, seedNote, shotOdds, waysOf } from './odds.js';
import { isScientist, type ScientistData, WOUND_DIE_SIDES } from './scientist.js';
import { mapLine as mapViewLine } from './shoot.js';
import { type Aim, aim, channelColumnMap, columnContents, findBot, readArc, refuseChassisOptions, setUpShot } from './shot.js';

export const MAX_ODDS_SHIFT = 10;
export const MAX_ODDS_DAMAGE = 49;

function configMap(state: SystemState): { map: ColumnMapData; name: string } {
  const id = typeof state.config.columnMap === 'string' ? state.config.columnMap : DEFAULT_COLUMN_MAP.id;
  const map = COLUMN_MAPS[id] ?? DEFAULT_COLUMN_MAP;
  return { map: map.byTotal, name: map.name };
}

function mapLine(map: ColumnMapData): string {
  return Object.entries(map)
    .map(([total, column]) => `${total}→${column ?? 'miss'}`)
    .join(' · ');
}

function pad(text: string, width: number): string {
  return text.padEnd(width);
}

function readShift(value: number | undefined): number {
  const shift = value ?? 0;
  if (shift < 0 || shift > MAX_ODDS_SHIFT)
    throw new UserError('option', `\`shift\` (the sensor modifier) must be 0–${MAX_ODDS_SHIFT}; got ${shift}.`);
  return shift;
}

/** The empty-card answer: which column each roll strikes, the seed's note, and what a sensor shift adds. */
function chassisOdds(map: ColumnMapData, mapName: string, shift: number): string {
  const arc: ArcId = 'F';
  const plain = chosenDistribution(map, 0, chassisRank(arc));
  const best = chosenDistribution(map, shift, chassisRank(arc));
  const reach = reachDistribution(map, shift);
  const note = seedNote(map, arc);
  const lines = [
    `**Mecha Bots column odds**: ${mapName}. Every face of the chassis gives the same figures.`,
    `2d6 → column: ${mapLine(map)}`,
    `Miss ${formatWays(note.miss)} · only 2 components ${formatWays(note.byLength[2] ?? 0n)} · 5 components ${formatWays(note.byLength[5] ?? 0n)} · 7 components ${formatWays(note.byLength[7] ?? 0n)} · central row ${formatWays(note.central)}`,
  ];
  const header =
    shift > 0
      ? `${pad('col', 4)}${pad('hexes', 6)}${pad('no shift', 16)}${pad(`best, +${shift}`, 16)}reachable`
      : `${pad('col', 4)}${pad('hexes', 6)}chance`;
  const rows = [header];
  const row = (label: string, hexes: string, outcome: number | null) =>
    shift > 0
      ? `${pad(label, 4)}${pad(hexes, 6)}${pad(formatWays(waysOf(plain, outcome)), 16)}${pad(formatWays(waysOf(best, outcome)), 16)}${formatWays(waysOf(reach, outcome))}`
      : `${pad(label, 4)}${pad(hexes, 6)}${formatWays(waysOf(plain, outcome))}`;
  for (let column = 1; column <= COLUMN_COUNT; column++) {
    const cells = columnCells(arc, column);
    rows.push(row(String(column), `${cells.length}${cells.includes(BRAIN_CELL) ? '*' : ''}`, column));
  }
  rows.push(row('miss', '', null));
  lines.push(`\`\`\`\n${rows.join('\n')}\n\`\`\``);
  if (shift > 0)
    lines.push(`"best": the attacker adds up to +${shift} to reach the brain's row (*), else the longest column. Totals over 12 miss.`);
  else lines.push('Add `shift:` (the sensor modifier) to see what the attacker can reach.');
  return lines.join('\n');
}

function botFaceTable(data: BotData, arc: ArcId, damage: number, shift: number, map: ColumnMapData, rules: ArmourRules): string[] {
  const odds = shotOdds(data, arc, damage, shift, map, rules);
  const rows = [`${pad('col', 4)}${pad('holds', 22)}${pad('lost', 6)}${pad('no shift', 16)}${shift > 0 ? `best, +${shift}` : ''}`];
  for (const outcome of odds.outcomes) {
    const lost = outcome.brainDestroyed ? `${outcome.destroyed}*` : String(outcome.destroyed);
    rows.push(
      `${pad(String(outcome.column), 4)}${pad(columnContents(data, arc, outcome.column), 22)}${pad(lost, 6)}${pad(formatWays(waysOf(odds.plain, outcome.column)), 16)}${shift > 0 ? formatWays(waysOf(odds.best, outcome.column)) : ''}`,
    );
  }
  rows.push(
    `${pad('miss', 4)}${pad('', 22)}${pad('', 6)}${pad(formatWays(waysOf(odds.plain, null)), 16)}${shift > 0 ? formatWays(waysOf(odds.best, null)) : ''}`,
  );
  return [
    `\`\`\`\n${rows.join('\n')}\n\`\`\``,
    '"holds": intact counters, attacker side first (`*` = brain); "lost": components destroyed, `*` when the brain goes.',
    `P(brain destroyed): ${formatWays(odds.brainPlain)} without shift${shift > 0 ? `, ${formatWays(odds.brainBest)} with the best shift up to +${shift}` : ''}.`,
    `Components destroyed on average: ${formatMean(odds.destroyedPlain)}${shift > 0 ? ` without shift, ${formatMean(odds.destroyedBest)} with it` : ''}.`,
    describeArmourRules(rules),
  ];
}

/** `/odds system:mecha-bots [target] [arc] [damage] [shift]`. */
export const odds: SystemQuery = (state, input) => {
  const options = input.options;
  if (options.has('attacker') || options.has('weapon')) {
    if (!options.has('attacker') || !options.has('weapon') || !options.has('target'))
      throw new UserError('option', 'For the odds of a shot give `attacker`, `target` and `weapon`, as `/shoot` takes them.');
    return { text: aimedOdds(state, options, 'Odds') };
  }
  const shift = readShift(options.integer('shift'));
  const targetName = options.string('target');
  if (targetName === undefined) {
    const { map, name } = configMap(state);
    return { text: chassisOdds(map, name, shift) };
  }
  const target = findBot(state, targetName, 'target');
  const map = channelColumnMap(state, target.data);
  const damage = options.integer('damage');
  const arc = readArc(options, 'arc', false);
  if (damage === undefined) {
    const faces = arc ? [arc] : OUTER_LOCATIONS;
    const lines = [`**${target.name}**: what each column holds, attacker side first (\`*\` = brain). Add \`damage:\` for kill odds.`];
    for (const face of faces) {
      const columns = Array.from({ length: COLUMN_COUNT }, (_, i) => `${i + 1}: ${columnContents(target.data, face, i + 1)}`);
      lines.push(`**${LOCATION_NAMES[face]}** · ${columns.join(' · ')}`);
    }
    return { text: lines.join('\n') };
  }
  if (damage < 1 || damage > MAX_ODDS_DAMAGE) throw new UserError('option', `\`damage\` must be 1–${MAX_ODDS_DAMAGE}; got ${damage}.`);
  if (arc) {
    return {
      text: [
        `**${damage} damage against ${target.name}'s ${LOCATION_NAMES[arc]} face** (exact, over the 36 rolls of 2d6)`,
        ...botFaceTable(target.data, arc, damage, shift, map, armourRules(state.config)),
      ].join('\n'),
    };
  }
  const rows = [`${pad('face', 16)}${pad('brain, no shift', 22)}${shift > 0 ? pad(`brain, +${shift}`, 22) : ''}mean destroyed`];
  for (const face of OUTER_LOCATIONS) {
    const result = shotOdds(target.data, face, damage, shift, map, armourRules(state.config));
    rows.push(
      `${pad(LOCATION_NAMES[face], 16)}${pad(formatWays(result.brainPlain), 22)}${shift > 0 ? pad(formatWays(result.brainBest), 22) : ''}${formatMean(shift > 0 ? result.destroyedBest : result.destroyedPlain)}`,
    );
  }
  return {
    text: [
      `**${damage} damage against ${target.name}**, by the face struck (exact). Add \`arc:\` for the column table.`,
      `\`\`\`\n${rows.join('\n')}\n\`\`\``,
      describeArmourRules(armourRules(state.config)),
    ].join('\n'),
  };
};

/** Ways out of 6^n that n d6 total `at least` or more (exact, by convolution). */
export function sumAtLeast(dice: number, atLeast: number): { ways: bigint; of: bigint } {
  let ways: bigint[] = [1n];
  for (let d = 0; d < dice; d++) {
    const next: bigint[] = Array.from({ length: ways.length + WOUND_DIE_SIDES }, () => 0n);
    ways.forEach((w, total) => {
      for (let face = 1; face <= WOUND_DIE_SIDES; face++) next[total + face] = (next[total + face] ?? 0n) + w;
    });
    ways = next;
  }
  const hit = ways.reduce((sum, w, total) => (total >= atLeast ? sum + w : sum), 0n);
  return { ways: hit, of: BigInt(WOUND_DIE_SIDES) ** BigInt(dice) };
}

/** A shot at a Mad Scientist: it hits when in range and arc; D6 wounds per point of damage against its hit points. */
function scientistOdds(aimed: Aim & { target: UnitRecord<ScientistData> }, options: OptionBag, title: string): string {
  refuseChassisOptions(aimed.target.name, options);
  const { attacker, target, weapon } = aimed;
  const { ways, of } = sumAtLeast(weapon.damage, target.data.hitPoints);
  return [
    `**${title}**: ${attacker.name}'s ${weapon.name} (${weapon.damage} damage) against the Mad Scientist ${target.name} at range ${aimed.range}. It hits: no to-hit roll.`,
    ...(aimed.map ? [mapViewLine(aimed.map)] : []),
    `Wounds: ${weapon.damage}d6 (D6 per point of damage), ${formatMean(BigInt(weapon.damage) * 7n, 2n)} on average.`,
    `P(${target.name} dies: ${target.data.hitPoints} or more wounds for ${target.data.hitPoints} hit points left) = **${formatWays(ways, of)}**.`,
  ].join('\n');
}

/** The odds of exactly the shot /shoot would take, from the same situation (the map, when both stand on it). */
function aimedOdds(state: SystemState, options: OptionBag, title: string): string {
  const aimed = aim(state, options);
  if (isScientist(aimed.target.data)) return scientistOdds(aimed as Aim & { target: UnitRecord<ScientistData> }, options, title);
  const setup = setUpShot(state, options, aimed);
  return [
    `**${title}**: ${setup.attacker.name}'s ${setup.weapon.name} (${setup.weapon.damage} damage) against ${setup.target.name}'s ${LOCATION_NAMES[setup.arc]} face at range ${setup.range}. It hits: no to-hit roll.`,
    setup.sensor ? `Sensor ${setup.sensor.name}: may add up to +${setup.modifier}.` : 'No powered sensor covers the target: no shift.',
    ...botFaceTable(setup.target.data, setup.arc, setup.weapon.damage, setup.modifier, setup.columnMap, armourRules(state.config)),
  ].join('\n');
}

/** `/shoot … preview:true`: the odds of exactly that shot; nothing is rolled or changed. */
export const preview: SystemQuery = (state, input) => ({ text: aimedOdds(state, input.options, 'Preview') });
