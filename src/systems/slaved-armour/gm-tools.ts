// /damage and /crit for Slaved Armour: a GM's direct hits, damage dice, raw damage, or one named module destroyed.
import { UserError } from '../../errors.js';
import type { ActionActor, ActionOutcome, SystemAction, SystemState } from '../types.js';
import { unitKey } from '../types.js';
import { applyDamage, damagePerson } from './infantry.js';
import { describeIncoming, pendingHits, pendingWith, placedLine, resolveHit } from './resolve.js';
import { destroyModule, finish, workCopy } from './sa-damage.js';
import { configOf, getUnit, Narration, type SaEvent, type SaUnit, withData, withUnits } from './state.js';

/** Who applied it, as the log line says: a GM, or the unit's own controller by name (never called GM). */
function who(actor: ActionActor): string {
  return actor.isGM ? 'GM' : actor.name;
}

/** `hits:` Hits on an SA; on a person `dice:` damage dice against armour or `damage:` points straight onto the track. */
export const damage: SystemAction = (state, input, rng) => {
  const cfg = configOf(state);
  const options = input.options;
  const unit = getUnit(state, options.string('target', true), 'target');
  const remove = options.integer('remove');
  if (remove !== undefined) return removePlaced(state, unit, remove);
  const log = new Narration(rng);
  const rows = new Set<number>();
  let after = unit;
  if (unit.data.kind === 'sa') {
    const hits = options.integer('hits');
    if (hits === undefined || hits < 1 || hits > 50)
      throw new UserError('option', `How many Hits on ${unit.name}? Give \`hits:\` from 1 to 50.`);
    log.line(`**${unit.name}** takes ${hits} Hit${hits === 1 ? '' : 's'}.`);
    after = resolveHit(unit, { source: `${who(input.actor)} damage`, hits, dice: 0 }, log, cfg, rows);
  } else {
    const dice = options.integer('dice');
    const points = options.integer('damage');
    if ((dice === undefined) === (points === undefined)) {
      throw new UserError(
        'option',
        `For ${unit.name} give either \`dice:\` (damage dice rolled against armour) or \`damage:\` (points past armour).`,
      );
    }
    if (dice !== undefined) {
      if (dice < 1 || dice > 50) throw new UserError('option', 'Give `dice:` from 1 to 50.');
      after = withData(unit, damagePerson(unit.data, dice, `${who(input.actor)} damage`, { log, table: cfg.infantry, unit: unit.name }));
    } else if (points !== undefined) {
      if (points < 1 || points > 99) throw new UserError('option', 'Give `damage:` from 1 to 99.');
      if (unit.data.condition === 'dead') throw new UserError('rule', `${unit.name} is already dead.`);
      log.line(`**${unit.name}** takes ${points} damage past armour.`);
      after = withData(unit, applyDamage(unit.data, points, { log, table: cfg.infantry, unit: unit.name }));
    }
  }
  return {
    state: { ...state, units: withUnits(state, after) },
    events: log.events,
    text: log.text(),
    show: [{ unit: unitKey(unit.name), highlight: { rows: [...rows].sort((x, y) => x - y) } }],
  };
};

/** `remove:N`: takes the target's Nth placed Hit/Damage Dice entry (as /unit show numbers them) off before /phase end. */
function removePlaced(state: SystemState, unit: SaUnit, index: number): ActionOutcome {
  const all = pendingHits(state);
  const mine = all.filter((hit) => hit.target === unitKey(unit.name));
  const wrong = mine[index - 1];
  if (!wrong) {
    throw new UserError(
      'option',
      mine.length === 0
        ? `Nothing is placed on ${unit.name}.`
        : `${unit.name} has ${mine.length} placed entr${mine.length === 1 ? 'y' : 'ies'}; give \`remove:\` from 1 to ${mine.length}.`,
    );
  }
  const kept = all.filter((hit) => hit !== wrong);
  const removed: SaEvent = { type: 'damage-removed', target: unit.name, source: wrong.source, hits: wrong.hits, dice: wrong.dice };
  return {
    state: { ...state, pending: pendingWith(state, kept) },
    events: [removed],
    text: `🧹 Removed from **${unit.name}**: #${index} ${describeIncoming(unit, wrong)} from ${wrong.source}. ${placedLine(unit, kept) ?? 'Nothing else is placed on it.'}`,
  };
}

/** `location:` a module name (destroy it, with its effects) or `row 3` / `3` (one Hit on that row). */
export const crit: SystemAction = (state, input, rng) => {
  const cfg = configOf(state);
  const unit = getUnit(state, input.options.string('target', true), 'target');
  if (unit.data.kind !== 'sa') throw new UserError('rule', `${unit.name} is a person: use \`/damage\` for people.`);
  if (unit.data.destroyed) throw new UserError('rule', `${unit.name} is already destroyed.`);
  const location = input.options.string('location', true).trim();
  const work = workCopy(unit.data);
  const log = new Narration(rng);
  const rows = new Set<number>();
  const ctx = { log, cfg, unit: unit.name, rowsHit: rows };
  const rowMatch = /^(?:row\s*)?([1-6])$/i.exec(location);
  if (rowMatch) {
    const row = Number(rowMatch[1]) - 1;
    const col = work.rows[row]?.findIndex((m) => !m.destroyed) ?? -1;
    if (col < 0) throw new UserError('rule', `Row ${row + 1} of ${unit.name} has no undamaged module left.`);
    destroyModule(work, row, col, `${who(input.actor)} hit: row ${row + 1}`, ctx);
  } else {
    const wanted = location.toLowerCase();
    const cells = work.rows.flatMap((r, ri) => r.map((m, ci) => ({ m, ri, ci })));
    const cell =
      cells.find(({ m }) => !m.destroyed && m.name.toLowerCase() === wanted) ??
      cells.find(({ m }) => !m.destroyed && m.name.toLowerCase().startsWith(wanted));
    if (!cell) {
      const names = [...new Set(cells.filter(({ m }) => !m.destroyed).map(({ m }) => m.name))];
      throw new UserError(
        'option',
        `${unit.name} has no undamaged module \`${location}\`. Undamaged: ${names.map((n) => `\`${n}\``).join(', ')}; or give a row 1–6.`,
      );
    }
    destroyModule(work, cell.ri, cell.ci, `${who(input.actor)}: ${cell.m.name} (row ${cell.ri + 1})`, ctx);
  }
  return {
    state: { ...state, units: withUnits(state, withData(unit, finish(work))) },
    events: log.events,
    text: log.text(),
    show: [{ unit: unitKey(unit.name), highlight: { rows: [...rows].sort((x, y) => x - y) } }],
  };
};
