// Mecha Bots as a GameSystem. PLACEHOLDER until the system lands: it knows no templates and no actions.
import { UserError } from '../../errors.js';
import type { GameSystem } from '../types.js';

export const mechaBots: GameSystem = {
  id: 'mecha-bots',
  name: 'Mecha Bots',
  unitSchemaVersion: 1,
  templates: [],
  createFromTemplate: () => {
    throw new UserError('unknown-template', 'Mecha Bots is not available yet.');
  },
  importUnit: () => {
    throw new UserError('import', 'Mecha Bots is not available yet.');
  },
  migrateUnit: (data) => data,
  describeUnit: (unit) => unit.name,
  weaponNames: () => [],
  renderUnit: () => {
    throw new UserError('rule', 'Mecha Bots is not available yet.');
  },
  parseConfig: (raw) => ({ ...raw }),
  actions: {},
  commandOptions: {},
};
