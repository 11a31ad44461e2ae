// The README's command table is generated from the builders; this fails when they drift apart.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { withCommandReference } from '../../src/docs/command-reference.js';
import { withHelpBlocks } from '../../src/docs/help-markdown.js';
import { QUICK_STARTS } from '../../src/help/quick-starts.js';
import { loadCommands } from '../../src/registry.js';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

describe('README', () => {
  test('GIVEN the command builders THEN the README command reference matches them (run `npm run readme:commands`)', async () => {
    const commands = [...(await loadCommands()).values()];
    expect(readme).toBe(withCommandReference(readme, commands));
    for (const command of commands) expect(readme).toContain(`| \`/${command.data.name}`);
  });

  test('GIVEN /help THEN the README quick-starts and dice notation are the same text (run `npm run readme:commands`)', () => {
    expect(readme).toBe(withHelpBlocks(readme));
    for (const q of QUICK_STARTS) for (const step of q.steps) expect(readme).toContain(`\n${step.line}\n`);
  });

  test('GIVEN the invite link THEN its permissions are exactly the four it names', () => {
    const permissions = Number(/permissions=(\d+)/.exec(readme)?.[1]);
    const viewChannels = 1 << 10;
    const sendMessages = 1 << 11;
    const embedLinks = 1 << 14;
    const attachFiles = 1 << 15;
    expect(permissions).toBe(viewChannels | sendMessages | embedLinks | attachFiles);
  });

  test('GIVEN the README THEN CI runs exactly its test command', () => {
    const extracted = execFileSync('awk', ['/<!-- ci:test-command -->/{getline; getline; print; exit}', 'README.md'], {
      cwd: new URL('../..', import.meta.url).pathname,
    })
      .toString()
      .trim();
    expect(extracted).toBe('npm test');
    expect(readme).toMatch(/<!-- ci:start-command -->\n```sh\nnpm start\n```/);
  });
});
