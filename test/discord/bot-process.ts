// Starts a bot entry point as its own process against the fake Discord, the way its npm script would.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsxArgs } from '../helpers/tsx.js';
import type { FakeDiscord, GatewayFrame } from './fake-discord.js';

const REPO = fileURLToPath(new URL('../../', import.meta.url));

export interface BotProcessRun {
  readonly identify: GatewayFrame;
  /** Exit code after SIGTERM; null if it had to be killed. */
  readonly code: number | null;
  readonly stderr: string;
}

/** Runs `tsx <entry>` with its own bot token until it identifies, then stops it with SIGTERM. */
export async function runUntilIdentified(
  fake: FakeDiscord,
  entry: string,
  token: string,
  extraEnv: NodeJS.ProcessEnv,
  waitMs: number,
): Promise<BotProcessRun> {
  fake.acceptToken(token);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DISCORD_TOKEN: token,
    DISCORD_API_BASE: fake.apiBase,
    SALVO_DATA_DIR: mkdtempSync(join(tmpdir(), 'salvo-discord-start-')),
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  if (extraEnv.REDIS_URL === undefined) delete env.REDIS_URL;
  // What the npm script runs (scripts/bootstrap.mjs: node with tsx's loader), without npm in between so the signal
  // reaches the process. Not tsx's CLI: it relays a signal and SIGKILLs a child that doesn't answer within 30 ms,
  // which a loaded machine turns into an exit by signal.
  const child: ChildProcess = spawn(process.execPath, tsxArgs(join(REPO, entry)), {
    cwd: REPO,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  const mine = () => fake.received(2).find((frame) => (frame.d as { token?: string }).token === token);
  try {
    const identify = await Promise.race([
      fake.waitFor(mine, waitMs, `IDENTIFY from ${entry}`),
      exited.then(([code]) => {
        throw new Error(`${entry} exited with ${code} before identifying`);
      }),
    ]).catch((error: Error) => {
      throw new Error(`${error.message}\nstderr: ${stderr}`);
    });
    child.kill('SIGTERM');
    const timeout = new Promise<[null, null]>((resolve) => setTimeout(() => resolve([null, null]), 15_000));
    const [code] = await Promise.race([exited, timeout]);
    return { identify, code, stderr };
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}
