// The Docker image without a Docker daemon: its entrypoint script run against a real `tsc` build, as the image runs it.
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FakeDiscord } from '../discord/fake-discord.js';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const ENTRYPOINT = join(REPO, 'docker/entrypoint.sh');
const read = (path: string) => readFileSync(join(REPO, path), 'utf8');

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** The entrypoint with only the variables given: the image's environment, not the test runner's. */
function entrypoint(args: string[], env: NodeJS.ProcessEnv, dist?: string): Promise<Run> {
  const full = { PATH: process.env.PATH, HOME: tmpdir(), LOG_LEVEL: 'silent', ...(dist ? { SALVO_DIST: dist } : {}), ...env };
  return new Promise((resolve) => {
    execFile(ENTRYPOINT, args, { env: full, cwd: REPO, timeout: 60_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('GIVEN the image files', () => {
  test('THEN the Dockerfile runs as node, owns only /data, and its entrypoint and CMD are the script and start', () => {
    const dockerfile = read('Dockerfile');
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/chown -R node:node \/data/);
    expect(dockerfile).toMatch(/SALVO_OUT_DIR=\/data\/out/);
    expect(dockerfile).toMatch(/^ENTRYPOINT \["dumb-init", "--", "\/app\/docker\/entrypoint.sh"\]$/m);
    expect(dockerfile).toMatch(/^CMD \["start"\]$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK .* CMD \["\/app\/docker\/entrypoint.sh", "healthcheck"\]$/m);
    for (const [, from] of dockerfile.matchAll(/^COPY (?!--from)(\S+)/gm)) expect(existsSync(join(REPO, from!)), from).toBe(true);
  });

  test('THEN .dockerignore keeps secrets, local state and installed modules out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['.env', 'node_modules', 'dist', 'data', '.git']) expect(ignored).toContain(entry);
    expect(ignored).toContain('!.env.example');
  });

  test('THEN compose pins the store to its Redis and /data over .env, and has a health check', () => {
    const compose = read('docker-compose.yml');
    expect(compose).toMatch(/SALVO_DATA_DIR: \/data/);
    expect(compose).toMatch(/test: \["CMD", "\/app\/docker\/entrypoint.sh", "healthcheck"\]/);
    expect(compose).toMatch(/restart: on-failure:5/);
  });
});

describe('GIVEN no DISCORD_TOKEN', () => {
  test.each([['start'], ['start:sharded'], []])('WHEN the container runs %s THEN one clear line and exit code 2', async (...args) => {
    const run = await entrypoint(args as string[], {});
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('salvo: DISCORD_TOKEN is not set. Put it in .env (docker compose reads it) or pass -e DISCORD_TOKEN=...\n');
  });
});

describe('GIVEN the built dist/ (npm run build)', () => {
  let dist: string;
  let fake: FakeDiscord;
  let data: string;
  beforeAll(async () => {
    // Inside the repository, so the build resolves node_modules and package.json as /app does in the image.
    dist = mkdtempSync(join(REPO, '.test-dist-'));
    const tsc = join(REPO, 'node_modules/typescript/bin/tsc');
    await new Promise<void>((resolve, reject) =>
      execFile(process.execPath, [tsc, '-p', join(REPO, 'tsconfig.build.json'), '--outDir', dist], { timeout: 240_000 }, (error, stdout) =>
        error ? reject(new Error(`${error.message}\n${stdout}`)) : resolve(),
      ),
    );
    fake = await FakeDiscord.start();
    fake.acceptToken('image-token');
    data = mkdtempSync(join(tmpdir(), 'salvo-image-data-'));
  }, 300_000);
  afterAll(async () => {
    await fake?.close();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  test('WHEN deploy-commands runs THEN the commands are registered from the compiled files', async () => {
    const run = await entrypoint(
      ['deploy-commands'],
      { DISCORD_TOKEN: 'image-token', DISCORD_APP_ID: fake.applicationId, DISCORD_API_BASE: fake.apiBase },
      dist,
    );
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^Registered \d+ commands for every guild/);
  });

  test('WHEN the token is rejected THEN one clear line and exit code 1, no stack trace', async () => {
    const run = await entrypoint(['start'], { DISCORD_TOKEN: 'revoked', DISCORD_API_BASE: fake.apiBase, SALVO_DATA_DIR: data }, dist);
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toMatch(/^salvo: Discord rejected DISCORD_TOKEN \(http:\/\/127\.0\.0\.1:\d+\/api\)/);
    expect(run.stderr).not.toMatch(/^\s+at /m);
  });

  test('WHEN the bot starts THEN it identifies, the health check turns healthy, and SIGTERM stops it with exit 0', async () => {
    const heartbeat = join(data, 'heartbeat');
    const env = {
      PATH: process.env.PATH,
      LOG_LEVEL: 'silent',
      SALVO_DIST: dist,
      DISCORD_TOKEN: 'image-token',
      DISCORD_API_BASE: fake.apiBase,
      SALVO_DATA_DIR: data,
      SALVO_HEARTBEAT_FILE: heartbeat,
    };
    expect((await entrypoint(['healthcheck'], env, dist)).code).toBe(1);
    const child = spawn(ENTRYPOINT, ['start'], { env, cwd: REPO, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const exited = once(child, 'exit') as Promise<[number | null]>;
    try {
      await fake
        .waitFor(() => (existsSync(heartbeat) ? true : undefined), 45_000, 'heartbeat file')
        .catch((error: Error) => {
          throw new Error(`${error.message}\nstderr: ${stderr}`);
        });
      expect(fake.received(2).some((f) => (f.d as { token?: string }).token === 'image-token')).toBe(true);
      const health = await entrypoint(['healthcheck'], env, dist);
      expect(health.stderr).toBe('');
      expect(health.code).toBe(0);
      child.kill('SIGTERM');
      expect((await exited)[0]).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 90_000);
});
