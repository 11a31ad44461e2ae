// /damage: a GM applies raw damage to a unit, resolved by its game system.
import { targetCommand } from '../src/commands-kit/target-command.js';

export default targetCommand('damage', 'Apply raw damage to a unit (GM), resolved by its game system', {
  battletech: 'apply points of damage to a location, armour then structure (GM)',
  'slaved-armour': "apply Hits (a d6 damage row each) or a person's damage dice (GM)",
  'mecha-bots': "damage down a Bot face's column (named or rolled), or a Mad Scientist's wounds (GM)",
});
