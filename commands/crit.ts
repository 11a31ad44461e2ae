// /crit: rolls critical hits on a unit's location, resolved by its game system.
import { targetCommand } from '../src/commands-kit/target-command.js';

export default targetCommand('crit', "Roll critical hits on a unit's location, resolved by its game system");
