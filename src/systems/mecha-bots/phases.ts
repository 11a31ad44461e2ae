// The Mecha Bots turn as data (RULES.md §1.1): shops restock, each player's Mad Scientist, then the Bots, lightest first.
import type { SystemClock } from '../../battle/battle.js';

export const MB_CLOCK: SystemClock = {
  order: 'phase-major',
  phases: [
    { id: 'restock', name: 'Shops restock', per: 'battle' },
    {
      id: 'scientist',
      name: 'Mad Scientist',
      per: 'player',
      note: 'move, buy and sell, tinker with your own Bot in its hex',
      acts: ['tinker', 'repair'],
    },
    { id: 'move', name: 'Bots move', per: 'battle', note: 'lightest Bot (fewest components) first' },
    { id: 'react', name: 'Bots react', per: 'battle', note: 'to sensor scans, lightest Bot first' },
    { id: 'fight', name: 'Bots fight', per: 'battle', note: 'lightest Bot first', acts: ['shoot'] },
  ],
};
