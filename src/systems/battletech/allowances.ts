// What a 'Mech may do in a turn of a battle, as data the battle layer enforces (src/battle/allowances.ts).
import type { SystemAllowances } from '../types.js';

export const BT_ALLOWANCES: SystemAllowances = {
  once: [
    // One movement a turn; extending or retracting a blade before it moves spends nothing (TechManual p.236).
    {
      act: 'move',
      each: 'unit',
      per: 'turn',
      done: 'moved',
      free: (options) => !options.has('mode') && !options.has('hexes') && !options.has('to'),
    },
    // Each weapon once a turn (Total Warfare); the 'Mech's own record also keeps which fired, for the sheet.
    { act: 'shoot', each: 'item', per: 'turn', done: 'fired' },
    // A torso twist once a turn (TW weapon attack phase); later shots keep it from the turn record without restating it.
    { act: 'shoot', each: 'unit', per: 'turn', done: 'twisted its torso', free: (options) => !options.has('twist') },
  ],
};
