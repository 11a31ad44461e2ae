// `/unit export` for Mecha Bots: the text layout the templates are written in, the design as built or the Bot as it is now.
import type { ExportKind, UnitFile, UnitRecord } from '../types.js';
import type { BotData, Counter } from './components.js';
import { formatLayout } from './layout.js';
import { deriveStats } from './stats.js';

const STATE_NOTE =
  'The layout carries destroyed (`!`) and Unpowered (`~`) counters, not the shot history: which objects were hit last (where new Unpowered counters go by default), the last shot and the repairs made.';

function withCounters(data: BotData, change: (counter: Counter) => Counter): BotData {
  const cells = Object.fromEntries(Object.entries(data.cells).map(([cell, counter]) => [cell, counter && change(counter)]));
  // The design stands nowhere: a map position is the Bot's state, written only as it is now.
  const { position: _where, ...design } = data;
  return { ...design, cells, destroyed: false, hitOrder: [], lastShot: null, repairs: [] };
}

/**
 * The Bot as built: every counter intact. Its boilers then power every counter, unless the design needs Unpowered
 * counters to balance (more powered counters than boiler capacity): those stay where they are now.
 */
export function botDesignOf(data: BotData): BotData {
  const intact = withCounters(data, (counter) => ({ ...counter, destroyed: false }));
  const powered = withCounters(intact, (counter) => ({ ...counter, unpowered: false }));
  const stats = deriveStats(powered);
  return stats.powerDemand <= stats.boilerCapacity ? powered : intact;
}

export function exportBot(unit: UnitRecord<BotData>, kind: ExportKind): UnitFile {
  const data = kind === 'design' ? botDesignOf(unit.data) : unit.data;
  const history = data.hitOrder.length > 0 || data.lastShot !== null || data.repairs.length > 0;
  return { extension: 'txt', text: formatLayout(unit.name, data), ...(kind === 'state' && history ? { note: STATE_NOTE } : {}) };
}
