// start:sharded across hosts: SHARD_LIST without a shared Redis is refused before any shard starts.
import { describe, expect, test } from 'vitest';
import { readConfig } from '../../src/config.js';
import { startSharded } from '../../src/discord/shard.js';
import { testLogger } from '../helpers/store.js';

describe('start:sharded', () => {
  test('GIVEN SHARD_LIST and no REDIS_URL THEN it refuses, since hosts would not share state', async () => {
    const config = readConfig({ DISCORD_TOKEN: 'abc.def', SHARD_COUNT: '4', SHARD_LIST: '0,1' });
    await expect(startSharded(config, testLogger)).rejects.toThrow(
      'SHARD_LIST splits the shards over several hosts, which must share one Redis: set REDIS_URL.',
    );
  });
});
