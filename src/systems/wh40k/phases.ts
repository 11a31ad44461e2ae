// The 40k turn as data: each player in turn order takes a whole player turn of movement, shooting and assault.
import type { SystemClock } from '../types.js';

export const WH40K_CLOCK: SystemClock = {
  order: 'player-major',
  phases: [
    { id: 'movement', name: 'Movement', per: 'player' },
    { id: 'shooting', name: 'Shooting', per: 'player', acts: ['shoot'] },
    { id: 'assault', name: 'Assault', per: 'player', note: "its end ends the player's turn: shaken and stunned expire" },
  ],
};

/** The phase whose end is the end of a player's turn. */
export const LAST_PHASE = 'assault';
