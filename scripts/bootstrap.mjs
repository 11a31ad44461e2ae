// Makes the README's commands work on a fresh checkout: the system packages node-canvas builds with (and, for the
// tests, Redis) first, then the npm dependencies once, and for tests a local Redis when none answers. Plain Node, no
// dependencies, because it runs before `npm ci`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { missingPackages, PACKAGES, packagePlan, thisOs } from './bootstrap-plan.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [mode, ...rest] = process.argv.slice(2);

const installed = () => existsSync(join(root, 'node_modules', '.package-lock.json'));
const hasCommand = (name) => spawnSync(name, ['--version'], { stdio: 'ignore' }).status === 0;

/** Installs the missing system packages of `groups` (root on Debian/Ubuntu), or stops saying how to. */
function ensureSystemPackages(groups) {
  const os = thisOs();
  const wanted = groups.flatMap((group) => PACKAGES[os]?.[group] ?? []);
  const root = process.getuid?.() === 0;
  const plan = packagePlan({ os, root, missing: missingPackages(os, wanted) });
  if (plan.action === 'proceed') return;
  console.error(plan.say);
  if (plan.action === 'stop') process.exit(1);
  for (const [command, ...args] of plan.commands) {
    const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) {
      console.error(`salvo: \`${[command, ...args].join(' ')}\` failed.`);
      process.exit(result.status ?? 1);
    }
  }
}

/** Before anything runs: the build packages when `npm ci` is still to come, and Redis's binaries for the tests. */
function ensureSystem(forTests) {
  const groups = [];
  if (!installed()) groups.push('canvas');
  if (forTests && !(hasCommand('redis-server') && hasCommand('redis-cli'))) groups.push('redis');
  if (groups.length > 0) ensureSystemPackages(groups);
}

function ensureInstalled() {
  if (installed()) return;
  console.error('salvo: installing dependencies (first run)…');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(
      'salvo: `npm ci` failed (npm says why above). Where no prebuilt node-canvas can be downloaded it compiles, which\n' +
        '       needs the build packages in README "Prerequisites" and the Node headers from nodejs.org.',
    );
    process.exit(result.status ?? 1);
  }
}

function redisAnswers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname || '127.0.0.1', port: Number(port || 6379) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

async function ensureRedis() {
  const url = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  if (await redisAnswers(url)) return;
  const local = ['127.0.0.1', 'localhost'].includes(new URL(url).hostname);
  const hasServer = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
  if (!local || !hasServer) {
    console.error(`salvo: the tests need Redis at ${url} and nothing answers there.`);
    console.error('       Install redis-server (e.g. `apt-get install redis-server`) or set REDIS_URL to a running Redis.');
    process.exit(1);
  }
  console.error('salvo: starting a local Redis for the tests (no persistence)…');
  spawnSync(
    'redis-server',
    ['--daemonize', 'yes', '--bind', '127.0.0.1', '--port', new URL(url).port || '6379', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'inherit',
    },
  );
  for (let i = 0; i < 50; i++) {
    if (await redisAnswers(url)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  console.error('salvo: Redis did not start.');
  process.exit(1);
}

/** The npm scripts that run Salvo from source, each installing dependencies first if needed. */
const ENTRIES = {
  start: 'src/index.ts',
  'start:sharded': 'src/discord/shard.ts',
  'deploy-commands': 'src/discord/deploy.ts',
};

if (mode in ENTRIES) {
  ensureSystem(false);
  ensureInstalled();
  const child = spawn(
    process.execPath,
    [
      '--enable-source-maps',
      '--import',
      pathToFileURL(join(root, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href,
      join(root, ENTRIES[mode]),
      ...rest,
    ],
    { stdio: 'inherit' },
  );
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else if (mode === 'test-env') {
  ensureSystem(true);
  ensureInstalled();
  await ensureRedis();
} else {
  console.error(`usage: node scripts/bootstrap.mjs ${[...Object.keys(ENTRIES), 'test-env'].join('|')}`);
  process.exit(2);
}
