// BattleTech as a GameSystem. PLACEHOLDER until the system lands: it knows no templates and no actions.
import { UserError } from '../../errors.js';
import type { GameSystem } from '../types.js';

export const battletech: GameSystem = {
  id: 'battletech',
  name: 'BattleTech',
  unitSchemaVersion: 1,
  templates: [],
  createFromTemplate: () => {
    throw new UserError('unknown-template', 'BattleTech is not available yet.');
  },
  importUnit: () => {
    throw new UserError('import', 'BattleTech is not available yet.');
  },
  migrateUnit: (data) => data,
  describeUnit: (unit) => unit.name,
  weaponNames: () => [],
  renderUnit: () => {
    throw new UserError('rule', 'BattleTech is not available yet.');
  },
  parseConfig: (raw) => ({ ...raw }),
  actions: {},
  commandOptions: {},
};
