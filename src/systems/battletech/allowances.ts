// What a 'Mech may do in a turn of a battle, as data the battle layer enforces (src/battle/allowances.ts).
import type { SystemAllowances } from '../types.js';
import { PUNCH_MARK } from './tables.js';

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
    // Each blow once a turn: each arm's punch, the kick, a club, a push, a physical weapon in each arm, a charge or a
    // death from above. A blow's marks are the locations it strikes with (all of them for a charge or DFA).
    {
      act: 'physical',
      each: 'item',
      per: 'turn',
      done: 'struck',
      excludes: [
        // Total Warfare: one physical attack a turn, the exception a punch with each arm.
        { act: 'physical', unless: PUNCH_MARK, why: 'a Mech makes one physical attack a turn, or a punch with each arm' },
        // Total Warfare: an arm or leg that fired makes no physical attack; a charging or jumping 'Mech fires nothing.
        {
          act: 'shoot',
          sharing: true,
          why: 'a limb whose weapon fired this turn makes no physical attack, and a Mech that charges or jumps onto another fires no weapon',
        },
      ],
    },
  ],
};
