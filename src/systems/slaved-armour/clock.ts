// Slaved Armour on the battle clock: the end of the combat phase resolves incoming damage; the card shows speeds.
import type { TurnRecord } from '../../battle/battle.js';
import type { SystemAction, UnitRecord } from '../types.js';
import { phaseEnd } from './phase.js';
import type { SaUnitData } from './unit.js';

/** Only the round's last phase resolves anything (seed: all incoming damage at the end of the combat phase). */
export const phaseEnded: SystemAction = (state, input, rng) =>
  state.battle?.phase === 'resolution' ? phaseEnd(state, input, rng) : { state, events: [], text: '' };

export function saTurnSummary(unit: UnitRecord<SaUnitData>, record: TurnRecord | undefined): string {
  const d = unit.data;
  const start = typeof record?.startSpeed === 'number' ? record.startSpeed : undefined;
  const speed = start !== undefined && start !== d.speed ? `speed ${start} → ${d.speed}` : `speed ${d.speed}`;
  const state = d.kind === 'sa' ? (d.destroyed ? 'destroyed' : d.fires.length > 0 ? 'on fire' : '') : d.winded ? 'Winded' : '';
  return [speed, state].filter(Boolean).join(' · ');
}
