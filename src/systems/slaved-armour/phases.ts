// The Slaved Armour round as data: everyone moves, everyone fires, then incoming damage resolves (seed 001).
import type { SystemClock } from '../types.js';
import { SA_ALLOWANCES } from './allowances.js';

export const SA_CLOCK: SystemClock = {
  order: 'phase-major',
  turnWord: 'round',
  phases: [
    {
      id: 'movement',
      name: 'Movement',
      per: 'player',
      note: 'speed may change by the locomotion’s acceleration once per round',
      acts: ['move', 'collide'],
    },
    {
      id: 'combat',
      name: 'Combat',
      per: 'player',
      note: 'hits are placed now and resolved at the end of the combat phase',
      acts: ['shoot', 'melee'],
    },
    { id: 'resolution', name: 'End of combat', per: 'battle', note: 'pending hits, then fires; Winded lasts the next round' },
  ],
  allowances: SA_ALLOWANCES,
};
