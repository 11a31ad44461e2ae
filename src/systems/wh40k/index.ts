// Warhammer 40,000 vehicles as a GameSystem. PLACEHOLDER until the system lands: it knows no templates and no actions.
import { UserError } from '../../errors.js';
import type { GameSystem } from '../types.js';

export const wh40k: GameSystem = {
  id: 'wh40k',
  name: 'Warhammer 40,000 vehicles',
  unitSchemaVersion: 1,
  templates: [],
  createFromTemplate: () => {
    throw new UserError('unknown-template', 'Warhammer 40,000 vehicles is not available yet.');
  },
  importUnit: () => {
    throw new UserError('import', 'Warhammer 40,000 vehicles is not available yet.');
  },
  migrateUnit: (data) => data,
  describeUnit: (unit) => unit.name,
  weaponNames: () => [],
  renderUnit: () => {
    throw new UserError('rule', 'Warhammer 40,000 vehicles is not available yet.');
  },
  parseConfig: (raw) => ({ ...raw }),
  actions: {},
  commandOptions: {},
};
