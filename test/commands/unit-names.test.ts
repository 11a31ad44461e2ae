// Unit names that are also built-in object keys (`constructor`, `__proto__`): never taken for a unit, never creatable.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { weaponChoices } from '../../src/commands-kit/system-options.js';
import { freshSeed } from '../../src/dice/rng.js';
import { OptionBag } from '../../src/options.js';
import { createHarness, type Harness } from '../helpers/harness.js';
import { testLogger } from '../helpers/store.js';

const UNITS = '`WH Rhino`, `SL Hound`, `ME Bot`';

describe('GIVEN a channel with a unit of three systems', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ backend: 'sqlite', channel: { guildId: 'guild-names', channelId: 'names' } });
    for (const line of [
      '/unit add template:wh40k/rhino name:WH Rhino',
      '/unit add template:slaved-armour/hound name:SL Hound',
      '/unit add template:mecha-bots/sample name:ME Bot',
    ]) {
      expect((await h.run(line)).error).toBeUndefined();
    }
  });
  afterAll(async () => {
    await h.close();
  });

  test.each(['__proto__', 'constructor', 'CONSTRUCTOR'])(
    'WHEN a unit is added as %s THEN the name is refused as reserved',
    async (name) => {
      const before = (await h.store.load(h.channel)).version;
      expect((await h.run(`/unit add template:wh40k/rhino name:${name}`)).error).toBe(
        `\`${name}\` is a reserved word here; pick another name.`,
      );
      expect((await h.store.load(h.channel)).version).toBe(before);
    },
  );

  test.each([
    ['/unit show name:__proto__', `No unit called \`__proto__\` here. Units in this channel: ${UNITS}.`],
    ['/unit remove name:__proto__', `No unit called \`__proto__\` here. Units in this channel: ${UNITS}.`],
    ['/unit remove name:constructor', `No unit called \`constructor\` here. Units in this channel: ${UNITS}.`],
    ['/crit wh40k target:constructor', `No unit called \`constructor\` here. Units in this channel: ${UNITS}.`],
    [
      '/shoot wh40k attacker:WH Rhino target:__proto__ weapon:Storm bolter',
      `No unit called \`__proto__\` here. Units in this channel: ${UNITS}.`,
    ],
    ['/vehicle set unit:constructor moved:6', `No unit called \`constructor\` here. Units in this channel: ${UNITS}.`],
    ['/vehicle embark unit:WH Rhino passengers:constructor', undefined],
    ['/shoot slaved-armour attacker:SL Hound target:constructor weapon:Autocannon', /^No unit called `constructor` here \(target\)/],
    ['/move unit:__proto__', /^No unit called `__proto__` here\. Units in this channel: /],
    ['/shoot mecha-bots attacker:ME Bot target:__proto__ weapon:Steam Cannon', /^No Bot called `__proto__` here \(target\)/],
    ['/tinker unit:constructor remove:F1', /^No Bot called `constructor` here \(unit\)/],
  ])('WHEN %s THEN the answer is about a missing unit, not a crash or `undefined`', async (line, error) => {
    const reply = await h.run(line);
    if (error instanceof RegExp) expect(reply.error).toMatch(error);
    else expect(reply.error).toBe(error);
  });

  test('WHEN weapons are autocompleted for an attacker called constructor THEN there are none', async () => {
    const ctx = {
      options: new OptionBag({ attacker: 'constructor' }, 'wh40k'),
      focused: { name: 'weapon', value: '' },
      channel: h.channel,
      user: { id: 'gm', name: 'gm' },
      canManageChannel: true,
      roleIds: [],
      store: h.store,
      commandLine: '/shoot',
      newSeed: freshSeed,
      logger: testLogger,
      frontEnd: 'console' as const,
    };
    expect(await weaponChoices(ctx)).toEqual([]);
  });
});
