// /phase end: Winded people get up, every pending hit resolves in the order placed, then every fire rolls.
import type { ActionOutcome, SystemAction } from '../types.js';
import { unitKey } from '../types.js';
import { type IncomingHit, pendingHits, pendingWith, resolveHit } from './resolve.js';
import { burnFires, finish, workCopy } from './sa-damage.js';
import { configOf, Narration, type SaUnit, withData } from './state.js';

function windedSeen(state: { readonly pending: Readonly<Record<string, unknown>> }): string[] {
  const list = state.pending.windedSeen;
  return Array.isArray(list) ? list.filter((k): k is string => typeof k === 'string') : [];
}

/** The header counts the dice as placed, `3 Hit Dice and 6 Personnel Damage Dice from 2 weapon hits`, not the queue's entries. */
function incomingHeader(queue: readonly IncomingHit[], units: Readonly<Record<string, SaUnit>>): string {
  let hitDice = 0;
  let damageDice = 0;
  for (const hit of queue) {
    const unit = units[hit.target];
    if (unit?.data.kind === 'sa') hitDice += hit.hits;
    else if (unit) damageDice += hit.dice;
  }
  const dice = [
    hitDice > 0 ? `${hitDice} Hit ${hitDice === 1 ? 'Die' : 'Dice'}` : '',
    damageDice > 0 ? `${damageDice} Personnel Damage ${damageDice === 1 ? 'Die' : 'Dice'}` : '',
  ].filter(Boolean);
  const from = `${queue.length} weapon hit${queue.length === 1 ? '' : 's'}`;
  return dice.length > 0 ? `${dice.join(' and ')} from ${from}` : from;
}

export const phaseEnd: SystemAction = (state, _input, rng): ActionOutcome => {
  const cfg = configOf(state);
  const log = new Narration(rng);
  const units: Record<string, SaUnit> = {};
  for (const [key, unit] of Object.entries(state.units)) if (unit.system === 'slaved-armour') units[key] = unit as SaUnit;
  const rowsHit = new Map<string, Set<number>>();
  const touched = new Set<string>();
  const rowsOf = (key: string) => rowsHit.get(key) ?? rowsHit.set(key, new Set()).get(key)!;

  // Winded means the whole next round: someone winded during this round (or by this resolution) stays down through
  // the next one and gets up at its end. `pending.windedSeen` names who has already lived through a round end winded.
  const seen = new Set(windedSeen(state));
  const getUp = Object.entries(units).filter(([key, u]) => u.data.kind === 'person' && u.data.winded && seen.has(key));
  for (const [key, unit] of getUp) {
    if (unit.data.kind === 'person') units[key] = withData(unit, { ...unit.data, winded: false });
    log.line(`${unit.name} gets up: no longer Winded.`);
    touched.add(key);
  }

  const queue = pendingHits(state);
  if (queue.length > 0) log.line(`**Incoming damage** (${incomingHeader(queue, units)}):`);
  for (const hit of queue) {
    const unit = units[hit.target];
    if (!unit) {
      log.line(`${hit.source}: its target is no longer in the channel.`);
      continue;
    }
    units[hit.target] = resolveHit(unit, { ...hit, source: `${hit.source} → ${unit.name}` }, log, cfg, rowsOf(hit.target));
    touched.add(hit.target);
  }

  const burning = Object.entries(units).filter(([, u]) => u.data.kind === 'sa' && !u.data.destroyed && u.data.fires.length > 0);
  if (burning.length > 0) log.line('**Fires:**');
  for (const [key, unit] of burning) {
    if (unit.data.kind !== 'sa') continue;
    const work = workCopy(unit.data);
    burnFires(work, { log, cfg, unit: unit.name, rowsHit: rowsOf(key) });
    units[key] = withData(unit, finish(work));
    touched.add(key);
  }

  if (log.lines.length === 0) log.line('Phase ended: no pending damage, no fires.');
  else log.lines.unshift('**End of combat phase**');
  const show = [...touched]
    .filter((key) => queue.some((h) => h.target === key) || burning.some(([k]) => k === key))
    .map((key) => ({ unit: unitKey(units[key]?.name ?? key), highlight: { rows: [...(rowsHit.get(key) ?? [])].sort((x, y) => x - y) } }));
  const stillWinded = Object.entries(units)
    .filter(([key, u]) => u.data.kind === 'person' && u.data.winded && !getUp.some(([k]) => k === key))
    .map(([key]) => key);
  for (const key of stillWinded) if (!seen.has(key)) log.line(`${units[key]?.name ?? key} is Winded: down through the next round.`);
  const { windedSeen: _old, ...pending } = pendingWith(state, []);
  return {
    state: {
      ...state,
      units: { ...state.units, ...units },
      pending: stillWinded.length > 0 ? { ...pending, windedSeen: stillWinded } : pending,
    },
    events: log.events,
    text: log.text(),
    show,
  };
};
