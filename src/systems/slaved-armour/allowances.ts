// What a Slaved Armour unit may do in a round of a battle, as data the battle layer enforces (src/battle/allowances.ts).
import type { SystemAllowances } from '../types.js';
import { type SaUnit, unableToAct } from './state.js';

export const SA_ALLOWANCES: SystemAllowances = {
  once: [
    // The per-round acceleration stands inside /move; the allowance keeps it to one move a movement phase.
    { act: 'move', each: 'unit', per: 'phase', done: 'moved' },
    {
      act: 'shoot',
      each: 'item',
      per: 'phase',
      done: 'fired',
      times: (config) => (typeof config.firesPerPhase === 'number' ? config.firesPerPhase : 1),
    },
  ],
  // Winded, incapacitated, dead or wrecked: no moving and no firing (seed 001).
  holds: [{ acts: ['move', 'shoot', 'melee', 'collide'], when: (unit) => unableToAct(unit as SaUnit) ?? undefined }],
};
