// /crit: rolls critical hits on a unit's location, resolved by its game system.
import { targetCommand } from '../src/commands-kit/target-command.js';

export default targetCommand('crit', "Roll critical hits on a unit's location, resolved by its game system", {
  battletech: "2d6 critical check on a 'Mech location, then the slots hit",
  'slaved-armour': 'destroy a module, by name or by damage-table row 1–6',
  wh40k: 'roll on the glancing, penetrating or ordnance damage table',
});
