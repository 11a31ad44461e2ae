// BattleTech (seed 002) as a GameSystem: 'Mech record sheets, attacks, damage transfer, every critical-hit effect.
import { UserError } from '../../errors.js';
import type { GameSystem } from '../types.js';
import { crit, damage, phaseEnd, shoot } from './actions.js';
import { BT_SETTINGS, mechChange } from './change.js';
import { btTurnSummary, phaseEnded, recordMove } from './clock.js';
import { describeMech, mechWeaponNames, parseBtConfig } from './describe.js';
import { exportMech } from './export.js';
import { importMech, mechFromTemplate, templateList } from './import.js';
import { oddsQuery, previewQuery } from './odds.js';
import { COMMAND_OPTIONS } from './options.js';
import { BT_CLOCK } from './phases.js';
import { physical } from './physical.js';
import type { MechData } from './types.js';

export const battletech: GameSystem<MechData> = {
  id: 'battletech',
  name: 'BattleTech',
  unitSchemaVersion: 1,
  // Read from the template files on first use, so loading the rules reads no file.
  get templates() {
    return templateList();
  },
  createFromTemplate: mechFromTemplate,
  importUnit: importMech,
  exportUnit: exportMech,
  migrateUnit: (data, fromVersion) => {
    if (fromVersion === 1) return data as MechData;
    throw new UserError('storage-unavailable', `This 'Mech was saved in an unknown format (schema ${fromVersion}); it cannot be read.`);
  },
  describeUnit: describeMech,
  weaponNames: mechWeaponNames,
  parseConfig: parseBtConfig,
  settings: BT_SETTINGS,
  changeOf: mechChange,
  actions: { shoot, crit, damage, phaseEnd, move: recordMove, physical },
  commandOptions: COMMAND_OPTIONS,
  odds: oddsQuery,
  preview: previewQuery,
  clock: BT_CLOCK,
  phaseEnded,
  turnSummary: btTurnSummary,
};
