// Every game system Salvo knows; adding a fifth means one import and one entry here.
import { UserError } from '../errors.js';
import { battletech } from './battletech/index.js';
import { mechaBots } from './mecha-bots/index.js';
import { slavedArmour } from './slaved-armour/index.js';
import { type GameSystem, SYSTEM_IDS, type SystemId } from './types.js';
import { wh40k } from './wh40k/index.js';

const SYSTEMS: Readonly<Record<SystemId, GameSystem>> = {
  battletech: battletech as GameSystem,
  'slaved-armour': slavedArmour as GameSystem,
  wh40k: wh40k as GameSystem,
  'mecha-bots': mechaBots as GameSystem,
};

export function systemById(id: string): GameSystem {
  const system = SYSTEMS[id as SystemId];
  if (!system) throw new UserError('wrong-system', `Unknown game system \`${id}\`. Known: ${SYSTEM_IDS.join(', ')}.`);
  return system;
}

export function allSystems(): readonly GameSystem[] {
  return SYSTEM_IDS.map((id) => SYSTEMS[id]);
}

/** Discord shows the system's name (`Slaved Armour`) and sends its id (`slaved-armour`). */
export const SYSTEM_CHOICES = SYSTEM_IDS.map((id) => ({ name: SYSTEMS[id].name, value: id }));
