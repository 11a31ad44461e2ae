// A fresh process that opens the store and at once fires concurrent reads, as /history does: the first burst after connect.
import { pino } from 'pino';
import { openStore } from '../../src/store/open.js';

const [namespace, backend, dataDir] = process.argv.slice(2);
const store = await openStore(
  backend === 'redis' || backend === 'cluster'
    ? { redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', redisCluster: backend === 'cluster', dataDir: '', namespace }
    : { dataDir: dataDir!, namespace },
  pino({ level: 'silent' }),
);
const channel = { guildId: 'g', channelId: 'burst-after-connect' };
const [doc, log, again] = await Promise.all([store.load(channel), store.log(channel), store.load(channel)]);
await store.close();
process.stdout.write(`${JSON.stringify({ version: doc.version, log: log.length, again: again.version })}\n`);
