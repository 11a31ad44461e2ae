// The BattleTech turn as data: initiative, movement and fire unit by unit, physical attacks by player, heat, end.
import type { SystemClock } from '../types.js';
import { BT_ALLOWANCES } from './allowances.js';
import { BT_STEPS } from './alternation.js';

export const BT_CLOCK: SystemClock = {
  order: 'phase-major',
  phases: [
    { id: 'initiative', name: 'Initiative', per: 'battle', note: '2d6 each at its end; the loser moves first' },
    // TW: unit by unit, the initiative loser first, more units per round for the side with more (BT_STEPS).
    {
      id: 'movement',
      name: 'Movement',
      per: 'unit',
      note: 'unit by unit, initiative loser first; `/move unit: to:` on the map, `/move unit: mode: hexes:` off it',
      acts: ['move'],
    },
    {
      id: 'weapons',
      name: 'Weapon attacks',
      per: 'unit',
      note: 'unit by unit, initiative loser first; fire is simultaneous: the dead shoot back',
      acts: ['shoot'],
    },
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
  units: BT_STEPS,
  allowances: BT_ALLOWANCES,
};

/** The phases in which attacks are simultaneous: a unit destroyed during one still makes its attacks there. */
export const SIMULTANEOUS_PHASES: readonly string[] = ['weapons', 'physical'];
