// The options BattleTech reads from the shared /shoot, /damage, /crit and /odds commands.
import type { OptionSpec, SharedCommand } from '../types.js';
import { TWISTS } from './map-play.js';
import { AIM_CHOICES, ARM_CHOICES, LEG_CHOICES, PHYSICAL_ATTACKS } from './physical.js';
import { ARCS, ATTACKER_MOVES, DIRECTIONS } from './tables.js';

const direction: OptionSpec = {
  name: 'direction',
  description: 'Side of the target the attack comes from (hit location column)',
  type: 'string',
  choices: DIRECTIONS,
};
/** On a shot or blow the map says which side is struck; /odds asks about any side. */
const mapDirection: OptionSpec = { ...direction, map: true };
const location: OptionSpec = {
  name: 'location',
  description: "'Mech location: HD, CT, LT, RT, LA, RA, LL, RL; a quad's legs FLL, FRL, RLL, RRL",
  type: 'string',
  required: true,
  choices: ['HD', 'CT', 'LT', 'RT', 'LA', 'RA', 'LL', 'RL', 'FLL', 'FRL', 'RLL', 'RRL'],
};

const tn: OptionSpec = {
  name: 'tn',
  description: 'Target number to roll on 2d6, if you worked it out yourself',
  type: 'integer',
  min: 2,
  max: 12,
  access: 'declare',
};
const attackerMove: OptionSpec = {
  name: 'attacker_move',
  description: 'How the attacker moved this turn (BattleTech)',
  type: 'string',
  choices: ATTACKER_MOVES,
  // Restating the attacker's own move on a shot is a declaration: in a battle its /move record says it.
  access: 'declare',
  map: true,
};
const targetMove: OptionSpec = {
  name: 'target_move',
  description: 'Hexes the target moved this turn (BattleTech)',
  type: 'integer',
  min: 0,
  max: 50,
  access: 'declare',
  map: true,
};
const modifier: OptionSpec = {
  name: 'modifier',
  description: 'Any other to-hit modifier (terrain, jumping target, ...)',
  type: 'integer',
  min: -10,
  max: 12,
  access: 'modifier',
};

export const COMMAND_OPTIONS: Partial<Record<SharedCommand, readonly OptionSpec[]>> = {
  shoot: [
    mapDirection,
    {
      name: 'arc',
      description: "Attacker's arc the target is in (default front); rear-mounted weapons fire only into the rear arc",
      type: 'string',
      choices: ARCS,
      map: true,
    },
    {
      name: 'twist',
      description: "Twist the attacker's torso one hexside for this turn's fire (on the map; once a turn, kept by later shots)",
      type: 'string',
      choices: TWISTS,
    },
    {
      name: 'mode',
      description: 'Fire mode: ultra, 2-6 (Rotary AC), cluster or slug (LB-X), lrm or srm (MML), inferno or frag rounds',
      type: 'string',
    },
    tn,
    { name: 'range', description: 'Range to the target in hexes (sets the range modifier)', type: 'integer', min: 0, max: 100, map: true },
    { name: 'gunnery', description: "Gunnery skill, if not the pilot's (BattleTech)", type: 'integer', min: 0, max: 8, access: 'declare' },
    attackerMove,
    targetMove,
    modifier,
  ],
  physical: [
    {
      name: 'attack',
      description: 'punch, kick, club, push, charge, dfa (death from above), or a mounted hatchet, sword, mace or blade',
      type: 'string',
      choices: PHYSICAL_ATTACKS,
      required: true,
    },
    mapDirection,
    {
      name: 'arm',
      description: 'Punch with both arms (default) or one; the arm whose hatchet, sword, mace or blade swings',
      type: 'string',
      choices: ARM_CHOICES,
    },
    {
      name: 'aim',
      description: 'Physical weapon: roll location on the punch or kick table instead of the standard (+4)',
      type: 'string',
      choices: AIM_CHOICES,
    },
    { name: 'leg', description: 'Kick with this leg (default: the one with the better chance)', type: 'string', choices: LEG_CHOICES },
    {
      name: 'club_from',
      description: "Pick up a club: the unit whose blown-off limb lies in the attacker's hex",
      type: 'string',
      autocomplete: 'unit',
    },
    {
      name: 'hexes',
      description: 'Charge: hexes the attacker moved this turn (default: its recorded move)',
      type: 'integer',
      min: 0,
      max: 30,
      access: 'declare',
    },
    attackerMove,
    targetMove,
    tn,
    { name: 'piloting', description: "Piloting skill, if not the pilot's", type: 'integer', min: 0, max: 8, access: 'declare' },
    modifier,
  ],
  damage: [
    location,
    { name: 'damage', description: 'Points of damage to apply', type: 'integer', min: 1, max: 200, required: true },
    { name: 'rear', description: 'Apply to rear torso armour', type: 'boolean' },
  ],
  crit: [location],
  odds: [
    { name: 'tn', description: 'Target number: chance to hit on 2d6', type: 'integer', min: 2, max: 13 },
    direction,
    { name: 'target', description: "A 'Mech in this channel: chance to destroy each location", type: 'string', autocomplete: 'unit' },
    { name: 'damage', description: "Damage of one hit on that 'Mech", type: 'integer', min: 1, max: 200 },
    {
      name: 'attacker',
      description: "With target and weapon: the odds of this 'Mech's shot as /shoot would roll it (the map's range and cover)",
      type: 'string',
      autocomplete: 'unit',
    },
    { name: 'weapon', description: "The attacker's weapon (or a list, numbers, all)", type: 'string', autocomplete: 'weapon' },
  ],
};
