// The options 40k reads from the shared /shoot, /crit and /odds commands, beyond the ones every system has.
import type { OptionSpec, SharedCommand } from '../types.js';
import { MAX_HITS, MAX_MODELS, MAX_MOVE } from './actions.js';
import { FACINGS } from './vehicle.js';

const direction: OptionSpec = {
  name: 'direction',
  type: 'string',
  description: '40k: armour facing hit (front, side, rear)',
  choices: FACINGS,
};
const hits: OptionSpec = { name: 'hits', type: 'integer', description: 'Number of hits, each resolved in order', min: 1, max: MAX_HITS };
const choose: OptionSpec = {
  name: 'choose',
  type: 'string',
  description: "40k: weapon(s) to destroy on Armament destroyed, comma-separated, or 'random' (default: asked after)",
};
const models: OptionSpec = {
  name: 'models',
  type: 'integer',
  description: '40k: models in range if the vehicle explodes (each wounded on 4+)',
  min: 0,
  max: MAX_MODELS,
};
const obscured: OptionSpec = {
  name: 'obscured',
  type: 'boolean',
  description: '40k: target obscured (penetrating hits count as glancing)',
  access: 'declare',
};
const hullDown: OptionSpec = {
  name: 'hull_down',
  type: 'boolean',
  description: '40k: target hull-down (penetrating hits count as glancing)',
  access: 'declare',
};
const moved: OptionSpec = {
  name: 'moved',
  type: 'integer',
  description: '40k: inches the target moved this turn (skimmer over 6" can only be glanced)',
  min: 0,
  max: MAX_MOVE,
  access: 'declare',
};
const strength: OptionSpec = { name: 'strength', type: 'integer', description: '40k: weapon strength', min: 1, max: 10 };
const ordnance: OptionSpec = { name: 'ordnance', type: 'boolean', description: '40k: ordnance weapon (2D6, keep the highest)' };

/** On /shoot the map answers both once attacker and target stand on it (RULES W6). */
export const COMMAND_OPTIONS: Partial<Record<SharedCommand, readonly OptionSpec[]>> = {
  shoot: [{ ...direction, map: true }, hits, choose, models, obscured, hullDown, { ...moved, map: true }],
  crit: [
    {
      name: 'table',
      type: 'string',
      description: '40k: roll straight on this damage table (ordnance: a penetrating hit by an ordnance weapon)',
      choices: ['glancing', 'penetrating', 'ordnance'],
    },
    strength,
    ordnance,
    direction,
    hits,
    choose,
    models,
    obscured,
    hullDown,
    moved,
  ],
  odds: [
    strength,
    { name: 'armour', type: 'integer', description: '40k: armour value of the facing hit', min: 1, max: 20 },
    ordnance,
    { name: 'open_topped', type: 'boolean', description: 'Open-topped target (+1 on the damage roll)' },
    { name: 'skimmer', type: 'boolean', description: 'Skimmer target (immobilised = crashes and is destroyed)' },
    { name: 'downgrade', type: 'boolean', description: 'Penetrating hits count as glancing (obscured, hull-down, skimmer moved over 6")' },
    hits,
    { name: 'target', type: 'string', description: 'A vehicle here: its armour, type and state instead of armour', autocomplete: 'unit' },
    direction,
    { name: 'attacker', type: 'string', description: 'A vehicle here whose weapon fires', autocomplete: 'unit' },
    { name: 'weapon', type: 'string', description: "The attacker's weapon, or a profile like S8 ordnance", autocomplete: 'weapon' },
  ],
};
