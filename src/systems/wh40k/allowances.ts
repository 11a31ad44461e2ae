// What a 40k vehicle may do in its player's turn, as data the battle layer enforces (src/battle/allowances.ts).
import type { SystemAllowances } from '../types.js';
import type { VehicleData } from './vehicle.js';

const status = (data: unknown) => (data as VehicleData).status;

export const WH40K_ALLOWANCES: SystemAllowances = {
  once: [
    { act: 'move', each: 'unit', per: 'phase', done: 'moved', free: (options) => !options.has('moved') && !options.has('to') },
    { act: 'shoot', each: 'item', per: 'phase', done: 'fired' },
  ],
  holds: [
    {
      acts: ['move'],
      // Obscured and hull-down are declared standing still; only a distance moved (or a move on the map) is a move.
      when: (unit, _situation, options) => {
        if (!options.integer('moved') && !options.has('to')) return undefined;
        const s = status(unit.data);
        if (s.destroyed) return `\`${unit.name}\` is destroyed and cannot move.`;
        if (s.immobilised) return `\`${unit.name}\` is immobilised and may not move for the rest of the game.`;
        if (s.stunned) return `\`${unit.name}\` is stunned and may not move until the end of its controller's next turn.`;
        return undefined;
      },
    },
    {
      acts: ['shoot'],
      when: (unit) => {
        const s = status(unit.data);
        if (s.destroyed) return `\`${unit.name}\` is destroyed and cannot shoot.`;
        if (s.stunned || s.shaken)
          return `\`${unit.name}\` is ${s.stunned ? 'stunned' : 'shaken'} and may not shoot until the end of its controller's next turn.`;
        return undefined;
      },
    },
  ],
};
