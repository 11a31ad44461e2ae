// A real three-master Redis Cluster on local ports, for the store's cluster tests; needs redis-server and redis-cli.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { threadId } from 'node:worker_threads';

const run = promisify(execFile);

export interface TestCluster {
  /** Seed-node URLs, comma-separated, as REDIS_URL takes them with REDIS_CLUSTER=true. */
  readonly url: string;
  readonly ports: readonly number[];
  /** Sends a signal to every node: SIGSTOP makes the cluster hang, SIGCONT lets it go on. */
  signal(signal: NodeJS.Signals): void;
  stop(): Promise<void>;
}

async function until(what: string, check: () => Promise<boolean>, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Redis Cluster: timed out waiting for ${what}`);
}

const cli = (port: number, ...args: string[]) => run('redis-cli', ['-p', String(port), ...args]).then((r) => r.stdout);

export async function startRedisCluster(): Promise<TestCluster> {
  // Cluster bus ports are port + 10000, so the base stays below 55,000; pid and worker thread spread parallel runs apart.
  const base = 41000 + ((process.pid + threadId * 997) % 4000) * 3;
  const ports = [base, base + 1, base + 2];
  const dir = mkdtempSync(join(tmpdir(), 'salvo-cluster-'));
  const servers: ChildProcess[] = ports.map((port) =>
    spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--cluster-enabled',
        'yes',
        '--cluster-config-file',
        `nodes-${port}.conf`,
        '--dir',
        dir,
        '--save',
        '',
        '--appendonly',
        'no',
      ],
      { stdio: 'ignore' },
    ),
  );
  const stop = async () => {
    for (const server of servers) server.kill('SIGKILL');
    await Promise.all(servers.map((server) => (server.exitCode === null ? new Promise((resolve) => server.once('exit', resolve)) : null)));
  };
  try {
    for (const port of ports) await until(`node ${port}`, async () => (await cli(port, 'ping')).trim() === 'PONG');
    await run('redis-cli', ['--cluster', 'create', ...ports.map((p) => `127.0.0.1:${p}`), '--cluster-replicas', '0', '--cluster-yes']);
    for (const port of ports)
      await until(`slots on ${port}`, async () => (await cli(port, 'cluster', 'info')).includes('cluster_state:ok'));
  } catch (error) {
    await stop();
    throw error;
  }
  const signal = (sig: NodeJS.Signals) => {
    for (const server of servers) server.kill(sig);
  };
  return { url: ports.map((p) => `redis://127.0.0.1:${p}`).join(','), ports, signal, stop };
}

/** How many keys each node holds, to show that channels really spread over the masters. */
export async function keysPerNode(cluster: TestCluster): Promise<number[]> {
  return Promise.all(cluster.ports.map(async (port) => Number((await cli(port, 'dbsize')).trim())));
}
