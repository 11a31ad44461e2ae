// Total Warfare's unit-by-unit alternation: who moves (and fires) next, the initiative loser first, by MegaMek's ratio.
import type { UnitSteps } from '../../battle/battle.js';
import { controllerOf } from '../../control/units.js';
import { type UnitRecord, unitKey } from '../types.js';
import type { MechData } from './types.js';

/**
 * Deals the steps as MegaMek deals turns (TurnOrdered.generateTurnOrder, without front-loading): players in
 * initiative order, loser first; each round every player moves ⌊units left ÷ fewest left⌋ units, then the fewest drops
 * by one. Equal numbers alternate one for one; 2 against 5 goes A B B, A B B B.
 */
export function alternate(byPlayer: readonly (readonly string[])[]): string[] {
  const left = byPlayer.map((units) => [...units]);
  const out: string[] = [];
  let fewest = Math.min(...left.map((u) => u.length).filter((n) => n > 0));
  while (left.some((u) => u.length > 0) && fewest > 0) {
    for (const units of left) {
      if (units.length === 0) continue;
      out.push(...units.splice(0, Math.floor(units.length / fewest)));
    }
    fewest--;
  }
  return out;
}

const isMech = (u: UnitRecord): u is UnitRecord<MechData> => u.system === 'battletech';

/**
 * In movement and weapon attacks each 'Mech takes its own step, alternating between the players. A 'Mech destroyed
 * before the phase begins has no step; one destroyed after keeps it (fire is simultaneous: it still shoots). Within one player's share Salvo fixes the order by unit name (Total Warfare lets the player pick
 * which of its units goes; with steps fixed as the phase begins, a player who wants another order passes and acts later).
 * Units whose controller is not among the battle's players go last.
 */
export const BT_STEPS: UnitSteps = {
  takes: isMech,
  able: isMech,
  order: (units, players) => {
    const mechs = Object.values(units)
      .filter((u): u is UnitRecord<MechData> => isMech(u) && !u.data.destroyed)
      .sort((a, b) => unitKey(a.name).localeCompare(unitKey(b.name)));
    const owners = [...players, ...new Set(mechs.map(controllerOf).filter((p) => !players.includes(p)))];
    return alternate(owners.map((p) => mechs.filter((u) => controllerOf(u) === p).map((u) => unitKey(u.name))));
  },
};
