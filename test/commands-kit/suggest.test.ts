// Options whose values the channel's configuration fixes (Slaved Armour bands and walls) are offered as choices.
import { describe, expect, test } from 'vitest';
import shoot from '../../commands/shoot.js';
import type { AutocompleteContext } from '../../src/command.js';
import { OptionBag } from '../../src/options.js';

function ctx(focused: string, typed: string, systemSettings: Record<string, unknown> = {}): AutocompleteContext {
  const doc = { units: {}, settings: { systems: { 'slaved-armour': systemSettings } }, pending: {} };
  return {
    options: new OptionBag({}, 'slaved-armour'),
    focused: { name: focused, value: typed },
    channel: { guildId: 'g', channelId: 'c' },
    store: { load: async () => doc },
  } as unknown as AutocompleteContext;
}

describe('GIVEN /shoot slaved-armour', () => {
  test('WHEN typing a band THEN the default bands are offered by letter and name', async () => {
    expect(await shoot.autocomplete!(ctx('band', ''))).toEqual([
      { name: 'P (Point-blank)', value: 'P' },
      { name: 'S (Short)', value: 'S' },
      { name: 'M (Medium)', value: 'M' },
      { name: 'L (Long)', value: 'L' },
      { name: 'X (Extreme)', value: 'X' },
    ]);
    expect(await shoot.autocomplete!(ctx('band', 'lo'))).toEqual([{ name: 'L (Long)', value: 'L' }]);
  });

  test('WHEN typing a wall THEN none and each material of the channel are offered', async () => {
    expect((await shoot.autocomplete!(ctx('wall', ''))).map((c) => c.value)).toEqual(['none', 'wood', 'brick', 'stone', 'concrete']);
  });

  test('GIVEN the Discord option JSON THEN band and wall autocomplete instead of taking free text blind', () => {
    const sub = (shoot.data.toJSON().options ?? []).find((o) => o.name === 'slaved-armour') as {
      options: Array<{ name: string; autocomplete?: boolean }>;
    };
    expect(sub.options.filter((o) => ['band', 'wall'].includes(o.name)).map((o) => o.autocomplete)).toEqual([true, true]);
  });
});
