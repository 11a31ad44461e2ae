// 40k on the battle clock: a player's turn ends with its assault phase; the next player's vehicles start theirs afresh.
import { OptionBag } from '../../options.js';
import type { SystemAction, TurnRecord, UnitRecord } from '../types.js';
import { LAST_PHASE } from './phases.js';
import { controls, phaseEnd, turnCount, vehicleUnits } from './turns.js';
import { normalisePlayer, type VehicleData } from './vehicle.js';

/**
 * At the end of a player's turn: that player's shaken and stunned vehicles recover if the status began before this
 * turn (W4, the battle says whose turn it was, not whoever typed); then the next player's vehicles begin their turn
 * with no move made and no longer obscured or hull down.
 */
export const phaseEnded: SystemAction = (state, input, rng) => {
  const battle = state.battle;
  if (!battle || battle.phase !== LAST_PHASE || battle.player === undefined) return { state, events: [], text: '' };
  const ended = phaseEnd(state, { ...input, options: new OptionBag({ player: battle.player }) }, rng);
  const index = battle.order.indexOf(battle.player);
  const next = battle.order[(index + 1) % battle.order.length]!;
  const units: Record<string, UnitRecord> = { ...ended.state.units };
  const fresh: string[] = [];
  const turn = turnCount(ended.state);
  for (const [key, unit] of vehicleUnits(ended.state)) {
    if (!controls(unit, [normalisePlayer(next)])) continue;
    const d = unit.data;
    if (!d.obscured && !d.hullDown && d.movement.inches === 0) continue;
    units[key] = { ...unit, data: { ...d, obscured: false, hullDown: false, movement: { inches: 0, since: turn } } };
    fresh.push(unit.name);
  }
  const text =
    fresh.length > 0 ? `${ended.text}\n↺ <@${next}>'s turn: ${fresh.join(', ')} not moved, obscured or hull down yet.` : ended.text;
  return { ...ended, state: { ...ended.state, units }, text };
};

export function wh40kTurnSummary(unit: UnitRecord<VehicleData>, _record: TurnRecord | undefined): string {
  const d = unit.data;
  const s = d.status;
  return [
    d.movement.inches > 0 ? `moved ${d.movement.inches}"` : 'not moved',
    ...(s.destroyed ? [`destroyed (${s.destroyed.kind})`] : []),
    ...(s.destroyed ? [] : s.stunned ? ['stunned'] : s.shaken ? ['shaken'] : []),
    ...(s.immobilised ? ['immobilised'] : []),
    ...(d.obscured ? ['obscured'] : []),
    ...(d.hullDown ? ['hull down'] : []),
  ].join(' · ');
}
