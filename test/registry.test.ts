// Every command file loads, validates, and fits Discord's limits.
import { describe, expect, test } from 'vitest';
import { loadCommands } from '../src/registry.js';

describe('command registry', () => {
  test('GIVEN commands/ THEN every file default-exports a valid command within Discord limits', async () => {
    const commands = await loadCommands();
    expect([...commands.keys()]).toEqual(
      expect.arrayContaining(['roll', 'd66', 'verify', 'history', 'undo', 'redo', 'unit', 'shoot', 'crit', 'damage', 'phase', 'config']),
    );
    for (const command of commands.values()) {
      const json = command.data.toJSON();
      expect(json.name).toMatch(/^[a-z0-9_-]{1,32}$/);
      expect(json.description.length).toBeLessThanOrEqual(100);
      expect((json.options ?? []).length).toBeLessThanOrEqual(25);
      for (const option of json.options ?? []) {
        expect(option.description.length, `${json.name}.${option.name}`).toBeLessThanOrEqual(100);
        if ('options' in option) expect((option.options ?? []).length).toBeLessThanOrEqual(25);
      }
      // Discord requires required options before optional ones.
      const required = (json.options ?? []).map((o) => ('required' in o && o.required) === true);
      expect(required.indexOf(false) === -1 || required.lastIndexOf(true) < required.indexOf(false), json.name).toBe(true);
    }
  });
});
