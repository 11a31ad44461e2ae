// The BattleTech turn as data: initiative, then movement and attacks by each player, then heat and the end phase.
import type { SystemClock } from '../types.js';
import { BT_ALLOWANCES } from './allowances.js';

export const BT_CLOCK: SystemClock = {
  order: 'phase-major',
  phases: [
    { id: 'initiative', name: 'Initiative', per: 'battle', note: '2d6 each at its end; the loser moves first' },
    { id: 'movement', name: 'Movement', per: 'player', note: 'record each move with `/move unit: mode: hexes:`', acts: ['move'] },
    { id: 'weapons', name: 'Weapon attacks', per: 'player', note: 'fire is simultaneous: the dead shoot back', acts: ['shoot'] },
    {
      id: 'physical',
      name: 'Physical attacks',
      per: 'player',
      note: 'punch, kick, club, push, charge, dfa: simultaneous',
      acts: ['physical'],
    },
    { id: 'heat', name: 'Heat', per: 'battle', note: 'heat built this turn, engine, dissipation' },
    { id: 'end', name: 'End', per: 'battle', note: 'counters clear, pilots try to wake' },
  ],
  allowances: BT_ALLOWANCES,
};

/** The phases in which attacks are simultaneous: a unit destroyed during one still makes its attacks there. */
export const SIMULTANEOUS_PHASES: readonly string[] = ['weapons', 'physical'];
