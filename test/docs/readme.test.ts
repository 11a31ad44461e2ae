// The README's command table is generated from the builders; this fails when they drift apart.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { withCommandReference } from '../../src/docs/command-reference.js';
import { loadCommands } from '../../src/registry.js';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

describe('README', () => {
  test('GIVEN the command builders THEN the README command reference matches them (run `npm run readme:commands`)', async () => {
    const commands = [...(await loadCommands()).values()];
    expect(readme).toBe(withCommandReference(readme, commands));
    for (const command of commands) expect(readme).toContain(`| \`/${command.data.name}`);
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
