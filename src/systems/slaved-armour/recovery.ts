// After a fight (GM, /recover): 10 minutes' rest, days of bedrest for STR and DEX, and repairing an SA's destroyed modules.
//
// The seed: "Anyone stunned or wounded is incapacitated for the remainder of the combat. Stun: Healed by resting for
// 10minutes. No permanent effect. LightWound: Combat capable after 10min rest … Attributes heal at a rate of 1 per day
// of bedrest. SevereWound: As above". It says nothing of repairs; restoring modules is the GM's call.
import { UserError } from '../../errors.js';
import type { ActionOutcome, SystemAction, SystemState } from '../types.js';
import { unitKey } from '../types.js';
import { getUnit, type SaUnit, withData, withUnits } from './state.js';
import { conditionLabel, type PersonData, ROW_COUNT, type SaData } from './unit.js';

/** Bedrest is counted in days; a month covers any wound (1D or 2D off a stat, at 1 a day). */
export const MAX_BEDREST_DAYS = 30;

/** The seed: the wounded and stunned stay out "for the remainder of the combat", so no rest while a battle runs. */
function afterTheFight(state: SystemState, what: string): void {
  if (state.battle)
    throw new UserError(
      'rule',
      `Anyone stunned or wounded is out for the rest of the combat, so ${what} waits until it is over: \`/battle finish\` first.`,
    );
}

function people(state: SystemState, name: string | undefined): { unit: SaUnit; data: PersonData }[] {
  if (name !== undefined) {
    const unit = getUnit(state, name, 'unit');
    if (unit.data.kind !== 'person')
      throw new UserError(
        'rule',
        `${unit.name} is a Slaved Armour suit: rest and bedrest are for people; repair it with \`/recover repair\`.`,
      );
    return [{ unit, data: unit.data }];
  }
  return Object.values(state.units)
    .filter((u) => u.system === 'slaved-armour')
    .map((u) => u as SaUnit)
    .flatMap((unit) => (unit.data.kind === 'person' ? [{ unit, data: unit.data }] : []));
}

function outcome(state: SystemState, changed: SaUnit[], lines: string[]): ActionOutcome {
  return {
    state: { ...state, units: withUnits(state, ...changed) },
    events: [],
    text: lines.join('\n'),
    show: changed.map((u) => ({ unit: unitKey(u.name) })),
  };
}

/** What 10 minutes' rest does for one person, or null when it does nothing. */
export function restPerson(p: PersonData): { data: PersonData; line: string } | null {
  if (p.condition === 'dead' || (p.condition === 'ok' && !p.winded && p.damage === 0)) return null;
  if (p.condition === 'ok') return { data: { ...p, winded: false, damage: 0 }, line: 'rested: back on its feet, damage track cleared.' };
  if (p.bedridden)
    return {
      data: { ...p, winded: false },
      line: `${conditionLabel(p.condition)}, and **bedridden** (STR ${p.str}, DEX ${p.dex}): it needs days of \`/recover bedrest\` before it can fight.`,
    };
  const was = conditionLabel(p.condition);
  const lasting =
    p.condition === 'stunned' ? 'no permanent effect' : `STR ${p.str}/${p.maxStr}, DEX ${p.dex}/${p.maxDex} heal with bedrest`;
  return {
    data: { ...p, condition: 'ok', winded: false, damage: 0 },
    line: `${was} → **combat capable** after 10 minutes' rest (${lasting}).`,
  };
}

/** `/recover rest`: 10 minutes' rest for one person, or every person here with something to rest off. */
export const rest: SystemAction = (state, input) => {
  afterTheFight(state, 'resting');
  const name = input.options.string('unit');
  const changed: SaUnit[] = [];
  const lines: string[] = [];
  for (const { unit, data } of people(state, name)) {
    if (data.condition === 'dead' && name !== undefined) throw new UserError('rule', `${unit.name} is dead; rest will not help.`);
    const after = restPerson(data);
    if (!after) continue;
    changed.push(withData(unit, after.data));
    lines.push(`🩹 **${unit.name}**: ${after.line}`);
  }
  if (changed.length === 0)
    throw new UserError('rule', name !== undefined ? `${name} has nothing to rest off.` : 'Nobody here has anything to rest off.');
  return outcome(state, changed, ['**10 minutes’ rest**', ...lines]);
};

/**
 * `days` of bedrest: STR and DEX each heal 1 a day up to their maximum ("Attributes heal at a rate of 1 per day");
 * bedridden ends once neither is 0, and a wound that kept it abed is then healed as rest would heal it.
 */
export function bedrestPerson(p: PersonData, days: number): PersonData {
  const str = Math.min(p.maxStr, p.str + days);
  const dex = Math.min(p.maxDex, p.dex + days);
  const bedridden = p.bedridden && (str === 0 || dex === 0);
  const healed = !bedridden && p.condition !== 'ok' && p.condition !== 'dead';
  return { ...p, str, dex, bedridden, winded: false, ...(healed ? { condition: 'ok' as const, damage: 0 } : {}) };
}

/** `/recover bedrest unit: days:`. */
export const bedrest: SystemAction = (state, input) => {
  afterTheFight(state, 'bedrest');
  const days = input.options.integer('days', true);
  if (days < 1 || days > MAX_BEDREST_DAYS) throw new UserError('option', `Give \`days:\` from 1 to ${MAX_BEDREST_DAYS}.`);
  const [{ unit, data } = { unit: undefined, data: undefined }] = people(state, input.options.string('unit', true));
  if (!unit || !data) throw new UserError('option', 'Which person? Give `unit:`.');
  if (data.condition === 'dead') throw new UserError('rule', `${unit.name} is dead; bedrest will not help.`);
  if (data.str === data.maxStr && data.dex === data.maxDex && !data.bedridden)
    throw new UserError('rule', `${unit.name} has full STR (${data.str}) and DEX (${data.dex}): nothing for bedrest to heal.`);
  const after = bedrestPerson(data, days);
  const status = after.bedridden
    ? `still **bedridden**`
    : data.bedridden
      ? `up from bed${after.condition === 'ok' && data.condition !== 'ok' ? ', combat capable' : ''}`
      : 'rested';
  return outcome(
    state,
    [withData(unit, after)],
    [
      `🛏️ **${unit.name}**: ${days} day${days === 1 ? '' : 's'} of bedrest → STR ${data.str}→${after.str}/${after.maxStr}, DEX ${data.dex}→${after.dex}/${after.maxDex}; ${status}.${after.scars > 0 ? ` Scars stay (${after.scars}).` : ''}`,
    ],
  );
};

type Cell = { row: number; col: number };

/** The destroyed cells a `modules:` list names: `all`, `row 3`, or module names (every destroyed one of that name). */
export function cellsToRepair(data: SaData, list: string): Cell[] {
  const destroyed = data.rows.flatMap((row, r) => row.flatMap((m, c) => (m.destroyed ? [{ row: r, col: c, name: m.name }] : [])));
  const picked = new Map<string, Cell>();
  for (const raw of list.split(',')) {
    const token = raw.trim();
    if (token === '') continue;
    const rowMatch = /^row\s*([1-9]\d*)$/i.exec(token);
    const matches =
      token.toLowerCase() === 'all'
        ? destroyed
        : rowMatch
          ? destroyed.filter((cell) => cell.row === Number(rowMatch[1]) - 1)
          : destroyed.filter((cell) => cell.name.toLowerCase() === token.toLowerCase());
    if (matches.length === 0) {
      const names = [...new Set(destroyed.map((cell) => `\`${cell.name}\``))];
      const row = rowMatch ? Number(rowMatch[1]) : 0;
      throw new UserError(
        'option',
        rowMatch && (row < 1 || row > ROW_COUNT)
          ? `There is no row ${row}: rows are 1 to ${ROW_COUNT}.`
          : names.length > 0
            ? `Nothing destroyed matches \`${token.slice(0, 40)}\`. Destroyed: ${names.join(', ')}; or \`row 1\`–\`row 6\`, or \`all\`.`
            : 'No module is destroyed.',
      );
    }
    for (const cell of matches) picked.set(`${cell.row}:${cell.col}`, { row: cell.row, col: cell.col });
  }
  if (picked.size === 0) throw new UserError('option', 'Name the modules to repair: `Left leg, Cockpit`, `row 3`, or `all`.');
  return [...picked.values()].sort((a, b) => a.row - b.row || a.col - b.col);
}

/**
 * Restores the cells and puts out the fires burning at them. The SA is back in action once no critical module is
 * destroyed and something is intact (what destroyed it is then repaired).
 */
export function repairSa(data: SaData, cells: readonly Cell[]): SaData {
  const fix = new Set(cells.map((c) => `${c.row}:${c.col}`));
  const rows = data.rows.map((row, r) => row.map((m, c) => (fix.has(`${r}:${c}`) ? { ...m, destroyed: false } : m)));
  const fires = data.fires.filter((f) => !fix.has(`${f.row}:${f.col}`));
  const lostCritical = rows.flat().some((m) => m.critical && m.destroyed);
  const anyIntact = rows.flat().some((m) => !m.destroyed);
  const destroyed = data.destroyed && (lostCritical || !anyIntact);
  return { ...data, rows, fires, destroyed, destroyedBy: destroyed ? data.destroyedBy : null };
}

/** `/recover repair unit: modules:`. */
export const repair: SystemAction = (state, input) => {
  const unit = getUnit(state, input.options.string('unit', true), 'unit');
  if (unit.data.kind !== 'sa') throw new UserError('rule', `${unit.name} is a person: use \`/recover rest\` or \`/recover bedrest\`.`);
  const data = unit.data;
  const cells = cellsToRepair(data, input.options.string('modules', true));
  const after = repairSa(data, cells);
  const names = cells.map((c) => `${data.rows[c.row]?.[c.col]?.name ?? '?'} (row ${c.row + 1})`);
  const doused = data.fires.length - after.fires.length;
  const lines = [`🔧 **${unit.name}**: repaired ${names.join(', ')}.`];
  if (doused > 0) lines.push(`The fire${doused === 1 ? '' : 's'} there ${doused === 1 ? 'is' : 'are'} put out.`);
  if (data.destroyed && !after.destroyed) lines.push(`**${unit.name} is back in action.**`);
  else if (after.destroyed) lines.push(`${unit.name} is still destroyed (${after.destroyedBy ?? '?'}).`);
  return outcome(state, [withData(unit, after)], lines);
};
