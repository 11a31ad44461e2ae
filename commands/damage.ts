// /damage: a GM applies raw damage to a unit, resolved by its game system.
import { targetCommand } from '../src/commands-kit/target-command.js';

export default targetCommand('damage', 'Apply raw damage to a unit (GM), resolved by its game system');
