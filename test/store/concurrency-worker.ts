// A separate process that fires concurrent mutations at one channel, for the two-process lost-update tests: at one
// shared unit, or (`own`) at a unit of its own beside the other process's.

import { pino } from 'pino';
import { openStore } from '../../src/store/open.js';
import { counterData, tokensOf } from '../helpers/counter-unit.js';

const [namespace, worker, countText, backend, dataDir, units = 'shared'] = process.argv.slice(2);
const unit = units === 'own' ? `counter-${worker}` : 'counter';
const count = Number(countText);
const store = await openStore(
  backend === 'redis' || backend === 'cluster'
    ? { redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', redisCluster: backend === 'cluster', dataDir: '', namespace }
    : { dataDir: dataDir!, namespace },
  pino({ level: 'silent' }),
);
const channel = { guildId: 'g', channelId: units };
await Promise.all(
  Array.from({ length: count }, (_, i) =>
    store.mutate(channel, { id: worker!, name: worker! }, `/append ${worker}-${i}`, (draft) => {
      const counter = draft.units[unit] ?? { name: unit, system: 'wh40k', owner: 'x', schemaVersion: 1, data: counterData() };
      const tokens = tokensOf(counter.data);
      draft.units[unit] = { ...counter, data: counterData(0, [...tokens, `${worker}-${i}`]) };
    }),
  ),
);
await store.close();
process.stdout.write('done\n');
