// Slaved Armour on the battle clock: the end of the combat phase resolves incoming damage; the card shows speeds and placed dice.
import { type SystemAction, type TurnRecord, type UnitRecord, unitKey } from '../types.js';
import { phaseEnd } from './phase.js';
import { describeIncoming, pendingHits } from './resolve.js';
import type { SaUnitData } from './unit.js';
import { conditionLabel } from './unit.js';

/** Only the round's last phase resolves anything (seed: all incoming damage at the end of the combat phase). */
export const phaseEnded: SystemAction = (state, input, rng) =>
  state.battle?.phase === 'resolution' ? phaseEnd(state, input, rng) : { state, events: [], text: '' };

export function saTurnSummary(
  unit: UnitRecord<SaUnitData>,
  record: TurnRecord | undefined,
  pending: Readonly<Record<string, unknown>>,
): string {
  const d = unit.data;
  const start = typeof record?.startSpeed === 'number' ? record.startSpeed : undefined;
  const speed = start !== undefined && start !== d.speed ? `speed ${start} → ${d.speed}` : `speed ${d.speed}`;
  // A person out of the fight shows why (dead, incapacitated), never the Winded they may still carry.
  const state =
    d.kind === 'sa'
      ? d.destroyed
        ? 'destroyed'
        : d.fires.length > 0
          ? 'on fire'
          : ''
      : d.condition !== 'ok'
        ? conditionLabel(d.condition)
        : d.winded
          ? 'Winded'
          : '';
  // What waits on it for the end of the combat phase, so a table sees it before it lands.
  const placed = pendingHits({ pending })
    .filter((hit) => hit.target === unitKey(unit.name))
    .map((hit) => describeIncoming(unit, hit));
  return [speed, state, placed.length > 0 ? `placed: ${placed.join(' + ')}` : ''].filter(Boolean).join(' · ');
}
