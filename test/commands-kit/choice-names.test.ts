// What Discord shows for option choices: words and system names, never slugs; sheet images carry alt text.
import type { APIApplicationCommandOption } from 'discord-api-types/v10';
import { describe, expect, test } from 'vitest';
import { unitAltText } from '../../src/commands-kit/unit-image.js';
import { choiceName } from '../../src/options.js';
import { loadCommands } from '../../src/registry.js';
import { systemById } from '../../src/systems/registry.js';

function choicesOf(options: readonly APIApplicationCommandOption[]): Array<{ name: string; value: string | number }> {
  return options.flatMap((o) => [
    ...('choices' in o && o.choices ? o.choices : []),
    ...('options' in o && o.options ? choicesOf(o.options as APIApplicationCommandOption[]) : []),
  ]);
}

describe('choiceName', () => {
  test.each([
    ['slaved-armour', 'Slaved armour'],
    ['forward-right', 'Forward right'],
    ['openTopped', 'Open topped'],
    ['glancing', 'Glancing'],
    ['CT', 'CT'],
    ['P', 'P'],
  ])('GIVEN %s THEN Discord shows %s', (value, name) => {
    expect(choiceName(value)).toBe(name);
  });

  test('GIVEN every registered command THEN no choice is shown as a slug, and systems by their names', async () => {
    const all = [...(await loadCommands()).values()].flatMap((c) =>
      choicesOf((c.data.toJSON().options ?? []) as APIApplicationCommandOption[]),
    );
    expect(all.length).toBeGreaterThan(20);
    for (const choice of all) expect(choice.name, String(choice.value)).not.toMatch(/^[a-z0-9]+(-[a-z0-9]+)+$/);
    expect(all).toContainEqual({ name: 'Slaved Armour', value: 'slaved-armour' });
    expect(all).toContainEqual({ name: 'Forward right', value: 'forward-right' });
  });
});

describe('unitAltText', () => {
  test('GIVEN a BattleTech unit THEN the alt text names the system, the unit and its first description line without markdown', () => {
    const system = systemById('battletech');
    const text = unitAltText({ name: system.name, describeUnit: () => '**Bug**: Locust LCT-1V, 20 t\nMP 8/12/0' }, {
      name: 'Bug',
    } as Parameters<typeof unitAltText>[1]);
    expect(text).toBe('BattleTech sheet of Bug: Bug: Locust LCT-1V, 20 t');
  });
});
