// The entry points as a self-hoster runs them: settings come from a .env file in the working directory.
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FakeDiscord } from '../discord/fake-discord.js';
import { tsxArgs } from '../helpers/tsx.js';

const entry = (path: string) => new URL(`../../src/${path}`, import.meta.url).pathname;

/** Runs an entry point in a fresh directory holding only `.env`, with no Salvo variables in the environment. */
function runWithEnvFile(file: string, dotenv: string, extraEnv: NodeJS.ProcessEnv = {}) {
  const cwd = mkdtempSync(join(tmpdir(), 'salvo-dotenv-'));
  writeFileSync(join(cwd, '.env'), dotenv);
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, ...extraEnv };
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    execFile(process.execPath, tsxArgs(entry(file)), { cwd, env, timeout: 60_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

let fake: FakeDiscord;
beforeAll(async () => {
  fake = await FakeDiscord.start();
  fake.acceptToken('good-token');
});
afterAll(() => fake.close());

describe('GIVEN settings only in .env', () => {
  test('WHEN deploy-commands runs THEN it reads the token and application id from the file and registers the commands', async () => {
    const dotenv = `# comment\nDISCORD_TOKEN=good-token\nDISCORD_APP_ID=${fake.applicationId}\nDISCORD_API_BASE=${fake.apiBase}\n`;
    const run = await runWithEnvFile('discord/deploy.ts', dotenv);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Registered \d+ commands for every guild .*\/help/);
  });

  test('WHEN the environment sets a variable the file also sets THEN the environment wins', async () => {
    const dotenv = `DISCORD_TOKEN=good-token\nDISCORD_APP_ID=${fake.applicationId}\nDISCORD_API_BASE=${fake.apiBase}\n`;
    const run = await runWithEnvFile('discord/deploy.ts', dotenv, { DISCORD_TOKEN: 'env-token' });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toMatch(/^salvo: Discord rejected DISCORD_TOKEN/);
  });

  test('WHEN npm start meets a rejected token THEN one clear line and exit code 1, no stack trace', async () => {
    const run = await runWithEnvFile('index.ts', `DISCORD_TOKEN=wrong-token\nDISCORD_API_BASE=${fake.apiBase}\nLOG_LEVEL=silent\n`, {
      SALVO_DATA_DIR: mkdtempSync(join(tmpdir(), 'salvo-dotenv-data-')),
    });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toMatch(/^salvo: Discord rejected DISCORD_TOKEN \(http:\/\/127\.0\.0\.1:\d+\/api\): reset the bot token/);
    expect(run.stderr).not.toMatch(/^\s+at /m);
  });

  test('WHEN start:sharded meets a rejected token THEN one clear line and exit code 1', async () => {
    const run = await runWithEnvFile('discord/shard.ts', `DISCORD_TOKEN=wrong-token\nDISCORD_API_BASE=${fake.apiBase}\nLOG_LEVEL=silent\n`);
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toMatch(/^salvo: Discord rejected DISCORD_TOKEN/);
    expect(run.stderr).not.toMatch(/^\s+at /m);
  });
});
