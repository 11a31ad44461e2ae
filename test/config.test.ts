// Configuration is validated once at start, every problem named.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { ConfigError, loadEnvFile, readConfig } from '../src/config.js';

describe('readConfig', () => {
  test('GIVEN an empty environment THEN defaults apply and there is no token (console mode)', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      discordToken: undefined,
      discordApiBase: 'https://discord.com/api',
      redisUrl: undefined,
      logLevel: 'info',
    });
    expect(config.dataDir).toMatch(/data$/);
  });

  test('GIVEN a full environment THEN each value is read, trailing slashes trimmed', () => {
    const config = readConfig({
      DISCORD_TOKEN: 'abc.def',
      DISCORD_APP_ID: '123456789012345678',
      DISCORD_GUILD_ID: '223456789012345678',
      DISCORD_API_BASE: 'http://127.0.0.1:9999/api/',
      REDIS_URL: 'redis://127.0.0.1:6379',
      SALVO_DATA_DIR: '/tmp/salvo',
      LOG_LEVEL: 'debug',
    });
    expect(config).toEqual({
      discordToken: 'abc.def',
      discordAppId: '123456789012345678',
      discordGuildId: '223456789012345678',
      discordApiBase: 'http://127.0.0.1:9999/api',
      redisUrl: 'redis://127.0.0.1:6379',
      redisCluster: false,
      storageTimeoutMs: 3000,
      allowEviction: false,
      dataDir: '/tmp/salvo',
      logLevel: 'debug',
      heartbeatFile: undefined,
      shardCount: undefined,
      shardList: undefined,
    });
  });

  test('GIVEN STORAGE_TIMEOUT_MS and SALVO_ALLOW_EVICTION THEN they are read, and nonsense is refused by name', () => {
    expect(readConfig({ STORAGE_TIMEOUT_MS: '1500', SALVO_ALLOW_EVICTION: 'true' })).toMatchObject({
      storageTimeoutMs: 1500,
      allowEviction: true,
    });
    expect(() => readConfig({ STORAGE_TIMEOUT_MS: '2s' })).toThrow(
      'STORAGE_TIMEOUT_MS must be a whole number of milliseconds from 100 to 60000, not "2s".',
    );
    expect(() => readConfig({ SALVO_ALLOW_EVICTION: 'maybe' })).toThrow('SALVO_ALLOW_EVICTION must be true or false, not "maybe".');
  });

  test('GIVEN SHARD_COUNT and SHARD_LIST THEN this host runs the listed shards of the total, and a list without a total is refused', () => {
    expect(readConfig({ SHARD_COUNT: '4', SHARD_LIST: '2, 3' })).toMatchObject({ shardCount: 4, shardList: [2, 3] });
    expect(() => readConfig({ SHARD_LIST: '0,1' })).toThrow(
      'SHARD_LIST is set but SHARD_COUNT is not: every host must agree on the total.',
    );
    expect(() => readConfig({ SHARD_COUNT: '2', SHARD_LIST: '1,2' })).toThrow(
      'SHARD_LIST must list distinct shard numbers from 0 to 1, comma-separated, not "1,2".',
    );
    expect(() => readConfig({ SHARD_COUNT: '0' })).toThrow('SHARD_COUNT must be a whole number of shards from 1 up, not "0".');
  });

  test('GIVEN REDIS_CLUSTER=true THEN REDIS_URL lists the seed nodes, each checked', () => {
    expect(readConfig({ REDIS_CLUSTER: 'true', REDIS_URL: 'redis://a:7000, redis://b:7001' })).toMatchObject({
      redisUrl: 'redis://a:7000,redis://b:7001',
      redisCluster: true,
    });
    expect(() => readConfig({ REDIS_CLUSTER: 'yes', REDIS_URL: 'redis://a:7000,b:7001' })).toThrow(
      'REDIS_URL must look like redis://host:6379, not "b:7001".',
    );
    expect(() => readConfig({ REDIS_CLUSTER: 'true' })).toThrow(
      "REDIS_CLUSTER is set but REDIS_URL is empty: list the cluster's nodes there.",
    );
    expect(() => readConfig({ REDIS_CLUSTER: 'maybe', REDIS_URL: 'redis://a:7000' })).toThrow(
      'REDIS_CLUSTER must be true or false, not "maybe".',
    );
    expect(() => readConfig({ REDIS_URL: 'redis://a:7000,redis://b:7001' })).toThrow(
      'REDIS_URL lists several servers: set REDIS_CLUSTER=true if they are one Redis Cluster.',
    );
    expect(readConfig({ REDIS_CLUSTER: 'false', REDIS_URL: 'redis://a:7000' }).redisCluster).toBe(false);
  });

  test('GIVEN several bad values THEN one error lists every problem', () => {
    try {
      readConfig({
        DISCORD_APP_ID: 'my-app',
        DISCORD_API_BASE: 'discord',
        REDIS_URL: 'localhost:6379',
        LOG_LEVEL: 'loud',
        DISCORD_TOKEN: 'a b',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toEqual([
        'DISCORD_TOKEN contains whitespace; paste the bot token exactly.',
        'DISCORD_APP_ID must be the numeric application id, not "my-app".',
        'DISCORD_API_BASE must be an http(s) URL, not "discord".',
        'REDIS_URL must look like redis://host:6379, not "localhost:6379".',
        'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent.',
      ]);
    }
  });
});

describe('loadEnvFile', () => {
  const dir = mkdtempSync(join(tmpdir(), 'salvo-env-'));
  const write = (text: string) => {
    const path = join(dir, `${Math.random().toString(36).slice(2)}.env`);
    writeFileSync(path, text);
    return path;
  };

  test('GIVEN a .env file and a variable already in the environment THEN the environment wins and the file fills the rest', () => {
    const env: NodeJS.ProcessEnv = { DISCORD_TOKEN: 'from-env' };
    const path = write('# a comment\nDISCORD_TOKEN=from-file\nDISCORD_APP_ID=123456789012345678 # inline comment\nLOG_LEVEL="debug"\n');
    expect(loadEnvFile(path, env)).toEqual(['DISCORD_APP_ID', 'LOG_LEVEL']);
    expect(env).toEqual({ DISCORD_TOKEN: 'from-env', DISCORD_APP_ID: '123456789012345678', LOG_LEVEL: 'debug' });
  });

  test('GIVEN no .env file THEN nothing changes', () => {
    const env: NodeJS.ProcessEnv = { A: '1' };
    expect(loadEnvFile(join(dir, 'missing.env'), env)).toEqual([]);
    expect(env).toEqual({ A: '1' });
  });

  test('GIVEN the shipped .env.example copied to .env THEN it loads and is a valid console configuration', () => {
    const env: NodeJS.ProcessEnv = {};
    const example = fileURLToPath(new URL('../.env.example', import.meta.url));
    const names = loadEnvFile(example, env);
    expect(names.sort()).toEqual([
      'DISCORD_API_BASE',
      'DISCORD_APP_ID',
      'DISCORD_GUILD_ID',
      'DISCORD_TOKEN',
      'LOG_LEVEL',
      'REDIS_CLUSTER',
      'REDIS_URL',
    ]);
    // SALVO_DATA_DIR stays commented out, so it never overrides the Docker image's /data.
    expect(env.SALVO_DATA_DIR).toBeUndefined();
    expect(readConfig(env)).toMatchObject({ discordToken: undefined, redisUrl: undefined, redisCluster: false, logLevel: 'info' });
  });

  test('GIVEN every variable the README documents THEN .env.example names each one', () => {
    const readme = readFileSync(fileURLToPath(new URL('../README.md', import.meta.url)), 'utf8');
    const example = readFileSync(fileURLToPath(new URL('../.env.example', import.meta.url)), 'utf8');
    const documented = [...readme.matchAll(/^ {3}\| `([A-Z_]+)` \|/gm)].map((m) => m[1]!);
    expect(documented.length).toBeGreaterThan(5);
    for (const name of documented) expect(example).toMatch(new RegExp(`^(# )?${name}=`, 'm'));
  });
});
