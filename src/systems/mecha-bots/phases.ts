// The Mecha Bots turn as data (RULES.md §1.1): shops restock, each player's Mad Scientist, then the Bots, lightest first.
import type { SystemClock } from '../types.js';
import { MB_ALLOWANCES } from './allowances.js';
import { BOT_STEPS } from './clock.js';

export const MB_CLOCK: SystemClock = {
  order: 'phase-major',
  phases: [
    { id: 'restock', name: 'Shops restock', per: 'battle' },
    {
      id: 'scientist',
      name: 'Mad Scientist',
      per: 'player',
      note: 'move, buy and sell, tinker with your own Bot in its hex',
      acts: ['tinker', 'repair', 'move'],
    },
    // Each Bot takes its own step, lightest first; its player ends it with `/phase next` (acted, or passes).
    { id: 'move', name: 'Bots move', per: 'unit', note: 'lightest Bot (fewest components) first', acts: ['move'] },
    // No command acts here (sensor reactions are the players' to narrate), so the table plays it as one step.
    { id: 'react', name: 'Bots react', per: 'battle', note: 'to sensor scans, lightest Bot first' },
    { id: 'fight', name: 'Bots fight', per: 'unit', note: 'lightest Bot first', acts: ['shoot'] },
  ],
  units: BOT_STEPS,
  allowances: MB_ALLOWANCES,
};
