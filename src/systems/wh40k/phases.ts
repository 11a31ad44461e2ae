// The 40k turn as data: each player in turn order takes a whole player turn of movement, shooting and assault.
import type { SystemClock } from '../types.js';
import { WH40K_ALLOWANCES } from './allowances.js';

export const WH40K_CLOCK: SystemClock = {
  order: 'player-major',
  phases: [
    { id: 'movement', name: 'Movement', per: 'player', note: 'moved, obscured, hull-down: `/vehicle set`', acts: ['move'] },
    { id: 'shooting', name: 'Shooting', per: 'player', acts: ['shoot'] },
    { id: 'assault', name: 'Assault', per: 'player', note: "its end ends the player's turn: shaken and stunned expire" },
  ],
  allowances: WH40K_ALLOWANCES,
};

/** The phase whose end is the end of a player's turn. */
export const LAST_PHASE = 'assault';
