// Warhammer 40,000 vehicles as a GameSystem: armour penetration, the seed's damage tables, lasting effects, exact odds.

import { UserError } from '../../errors.js';
import type { GameSystem } from '../types.js';
import { crit, shoot } from './actions.js';
import { pressArmament } from './armament.js';
import { vehicleChange, WH40K_SETTINGS } from './change.js';
import { phaseEnded, wh40kTurnSummary } from './clock.js';
import { COMMAND_OPTIONS } from './command-options.js';
import { editionOf, parseConfig, readConfig } from './config.js';
import { describeVehicle } from './describe.js';
import { exportVehicle } from './export.js';
import { importVehicle, vehicleFromJson } from './import.js';
import { asUserError } from './json-reader.js';
import { moveVehicle } from './map-move.js';
import { odds, preview } from './odds-query.js';
import { WH40K_CLOCK } from './phases.js';
import { createFromTemplate, TEMPLATES } from './templates.js';
import { phaseEnd } from './turns.js';
import type { VehicleData } from './vehicle.js';

export const UNIT_SCHEMA_VERSION = 1;

export const wh40k: GameSystem<VehicleData> = {
  id: 'wh40k',
  name: 'Warhammer 40,000 vehicles',
  unitSchemaVersion: UNIT_SCHEMA_VERSION,
  templates: TEMPLATES,
  createFromTemplate,
  importUnit: importVehicle,
  exportUnit: exportVehicle,
  migrateUnit: (data, fromVersion) => {
    // Version 1 is the first; anything older was never written, so re-validate rather than guess.
    if (fromVersion < 1) return asUserError('import', 'Stored 40k vehicle is unreadable', () => vehicleFromJson(data).data);
    throw new UserError('storage-unavailable', `Cannot read a 40k vehicle saved with schema ${fromVersion}.`);
  },
  describeUnit: describeVehicle,
  weaponNames: (unit) => unit.data.weapons.filter((w) => !w.destroyed).map((w) => w.name),
  parseConfig: (raw) => ({ ...parseConfig(raw) }),
  // The tables in force, not `null` for the built-in edition's.
  shownConfig: (config) => ({ ...config, tables: editionOf(readConfig(config)) }),
  settings: WH40K_SETTINGS,
  changeOf: vehicleChange,
  actions: { shoot, crit, phaseEnd, button: pressArmament, move: moveVehicle },
  clock: WH40K_CLOCK,
  phaseEnded,
  turnSummary: wh40kTurnSummary,
  commandOptions: COMMAND_OPTIONS,
  odds,
  preview,
};
