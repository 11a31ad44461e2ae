// The console as a user runs it: a real child process, non-interactive arguments, piped stdin and --json.
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import KeyvSqlite from '@keyv/sqlite';
import { describe, expect, test } from 'vitest';
import { REDIS_URL, uniqueNamespace } from '../helpers/store.js';
import { tsxArgs } from '../helpers/tsx.js';

const run = promisify(execFile);
const main = new URL('../../src/console/main.ts', import.meta.url).pathname;

async function consoleRun(args: string[], options: { stdin?: string; env?: Record<string, string> } = {}) {
  const child = execFile(process.execPath, tsxArgs(main, ...args), {
    env: {
      ...process.env,
      SALVO_DATA_DIR: mkdtempSync(join(tmpdir(), 'salvo-console-')),
      LOG_LEVEL: 'silent',
      REDIS_URL: '',
      ...options.env,
    },
    cwd: mkdtempSync(join(tmpdir(), 'salvo-cwd-')),
  });
  let stdout = '';
  child.stdout?.on('data', (chunk) => {
    stdout += chunk;
  });
  if (options.stdin !== undefined) child.stdin?.end(options.stdin);
  const code = await new Promise<number>((resolve) => child.on('close', (c) => resolve(c ?? -1)));
  return { stdout, code };
}

describe('the console front end', () => {
  test('GIVEN commands as arguments with --json THEN one JSON reply per command, in order', async () => {
    const { stdout, code } = await consoleRun(['--json', '/roll expression:2d6', '/d66 target:36']);
    expect(code).toBe(0);
    const replies = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(replies).toHaveLength(2);
    expect(replies[0]).toMatchObject({ ok: true, embeds: [], files: [], error: null });
    expect(replies[0].content).toMatch(/2d6: \[\d, \d\] = \*\*\d+\*\*/);
    expect(replies[1].content).toMatch(/d66: \[\d\]\[\d\] = \*\*\d\d\*\* vs 36 → \*\*(hit|miss)\*\* by \d+/);
  });

  test('GIVEN --json with logging on THEN stdout holds the replies alone, one JSON object a line (logs go to stderr)', async () => {
    // A quarantined record is logged as an error while the command replies: set one up in a store both runs share.
    const env = { SALVO_DATA_DIR: mkdtempSync(join(tmpdir(), 'salvo-console-')), LOG_LEVEL: 'info' };
    expect((await consoleRun(['--json', '/unit add template:battletech/locust name:Loc'], { env })).code).toBe(0);
    const sqlite = new KeyvSqlite({ uri: `sqlite://${join(env.SALVO_DATA_DIR, 'salvo.sqlite')}` });
    await sqlite.query("UPDATE salvo_units SET value = '{broken'");
    await sqlite.disconnect();
    const { stdout } = await consoleRun(['--json', '/unit list', '/roll expression:2d6'], { env });
    const replies = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(replies.map((reply) => Object.keys(reply))).toEqual([
      ['ok', 'content', 'mention', 'embeds', 'files', 'buttons', 'error'],
      ['ok', 'content', 'mention', 'embeds', 'files', 'buttons', 'error'],
    ]);
    expect(replies[0]!.error).toBeNull();
    expect(replies[0]!.content).toMatch(/⚠️ Skipped unit Loc: its saved record was unreadable/);
  });

  test('GIVEN a bad command THEN the reply is an error with a clear message and the exit code says so', async () => {
    const { stdout, code } = await consoleRun(['--json', '/roll expression:3d6x']);
    expect(code).toBe(1);
    expect(JSON.parse(stdout.trim())).toMatchObject({ ok: false, error: "unexpected 'x' at column 4: 3d6x" });
  });

  test('GIVEN commands piped on stdin THEN each runs, and /verify replays a roll from the log on the same store', async () => {
    const namespace = uniqueNamespace('console');
    const first = await consoleRun(['--json', '--channel', namespace, '/roll expression:4d6kh3'], { env: { REDIS_URL } });
    const id = /roll `([0-9a-f]{8})`/.exec(JSON.parse(first.stdout.trim()).content)?.[1];
    expect(id).toBeDefined();
    const { stdout } = await consoleRun(['--json', '--channel', namespace], {
      stdin: `/verify roll:${id}\n/history\n`,
      env: { REDIS_URL },
    });
    const [verify, history] = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(verify.content).toContain(`✅ Verified: roll \`${id}\``);
    expect(history.content).toContain('/roll expression:4d6kh3');
  });

  test('GIVEN a saved roll THEN /r rolls it, /press 1 rolls it again, and /panel buttons press like any other', async () => {
    const { stdout, code } = await consoleRun([
      '--json',
      '/macro save name:atk expression:1d20+{1} scope:channel',
      '/r name:atk args:3',
      '/press 1',
      '/r name:atk',
      '/macro save name:init expression:1d6+2 scope:channel',
      '/panel',
      '/press init',
    ]);
    expect(code).toBe(1);
    const replies = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(replies.map((r) => r.ok)).toEqual([true, true, true, false, true, true, true]);
    expect(replies[1].content).toMatch(/— atk\nd20\+3: \[\d+\] \+ 3 = \*\*\d+\*\*/);
    expect(replies[1].buttons).toEqual(['Roll again']);
    expect(replies[2].content).toMatch(/— atk\nd20\+3: /);
    expect(replies[3].error).toBe('Saved roll `atk` (`1d20+{1}`) needs 1 argument, but got 0. Pass them in `args:`, separated by spaces.');
    expect(replies[5].buttons).toEqual(['init']);
    expect(replies[6].content).toMatch(/— init\nd6\+2: \[[1-6]\] \+ 2 = \*\*\d+\*\*/);
  });

  test('GIVEN a pool sorted highest first THEN the console shows it sorted with misses and ones, and a saved macro keeps the suffix', async () => {
    const { stdout, code } = await consoleRun([
      '--json',
      '/roll expression:10d10>=7sd',
      '/macro save name:pool expression:{1}d10>=7s',
      '/r name:pool args:8',
    ]);
    expect(code).toBe(0);
    const [pool, , macro] = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line).content as string);
    const sortedLine = (text: string | undefined, head: string) => {
      const match = new RegExp(`${head}: \\[(.+)\\] = \\*\\*\\d+ success(?:es)?\\*\\* \\((\\d+) missed · (\\d+) ones?\\)`).exec(text ?? '');
      expect(match, text).not.toBeNull();
      const dice = match![1]!.split(', ').map((die) => Number(die.replaceAll('*', '')));
      expect(Number(match![2])).toBe(dice.filter((die) => die < 7).length);
      expect(Number(match![3])).toBe(dice.filter((die) => die === 1).length);
      return dice;
    };
    const high = sortedLine(pool, '10d10>=7sd');
    expect(high).toEqual([...high].sort((a, b) => b - a));
    const low = sortedLine(macro, '8d10>=7s');
    expect(low).toHaveLength(8);
    expect(low).toEqual([...low].sort((a, b) => a - b));
  });

  test('GIVEN the README start command with no token THEN it is the console', async () => {
    const child = await run(process.execPath, tsxArgs(new URL('../../src/index.ts', import.meta.url).pathname, '/d66'), {
      env: {
        ...process.env,
        DISCORD_TOKEN: '',
        REDIS_URL: '',
        SALVO_DATA_DIR: mkdtempSync(join(tmpdir(), 'salvo-idx-')),
        LOG_LEVEL: 'silent',
      },
    });
    expect(child.stdout).toMatch(/d66: \[\d\]\[\d\]/);
  });
});
