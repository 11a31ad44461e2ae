// The rules cores are pure: with canvas unavailable every system still loads and runs an action, and only the
// renderers (one floor up, src/render/) need it.
import { describe, expect, test, vi } from 'vitest';
import { seededRng } from '../../src/dice/rng.js';
import { OptionBag, type OptionValue } from '../../src/options.js';
import type { GameSystem, SystemState, UnitRecord } from '../../src/systems/types.js';

vi.mock('canvas', () => {
  throw new Error('canvas is not installed on this machine');
});

const SEED = '0123456789abcdef0123456789abcdef';

interface Case {
  readonly system: string;
  readonly load: () => Promise<Record<string, unknown>>;
  readonly template: string;
  readonly action: 'damage' | 'crit';
  readonly options: Record<string, OptionValue>;
}

const CASES: readonly Case[] = [
  {
    system: 'battletech',
    load: () => import('../../src/systems/battletech/index.js'),
    template: 'hunchback',
    action: 'damage',
    options: { location: 'CT', damage: 8 },
  },
  {
    system: 'slaved-armour',
    load: () => import('../../src/systems/slaved-armour/index.js'),
    template: 'hound',
    action: 'damage',
    options: { hits: 2 },
  },
  {
    system: 'wh40k',
    load: () => import('../../src/systems/wh40k/index.js'),
    template: 'rhino',
    action: 'crit',
    options: { table: 'penetrating' },
  },
  {
    system: 'mecha-bots',
    load: () => import('../../src/systems/mecha-bots/index.js'),
    template: 'scrapper',
    action: 'damage',
    options: { arc: 'forward', damage: 3 },
  },
];

describe('GIVEN canvas cannot be loaded', () => {
  test('THEN the renderers fail to import (the mock is in force)', async () => {
    // vitest wraps the factory's error in its own ("There was an error when mocking a module").
    await expect(import('../../src/render/canvas.js')).rejects.toThrow('mocking a module');
  });

  test.each(CASES)('THEN the $system rules core imports and its $action action runs', async (c) => {
    const module = await c.load();
    const system = Object.values(module).find((value): value is GameSystem => (value as GameSystem)?.id === c.system);
    expect(system).toBeDefined();
    if (!system) return;
    const unit: UnitRecord = {
      name: 'Target',
      system: system.id,
      owner: 'gm',
      schemaVersion: system.unitSchemaVersion,
      data: system.createFromTemplate(c.template),
    };
    const state: SystemState = { units: { target: unit }, config: system.parseConfig({}), pending: {} };
    const action = system.actions[c.action];
    expect(action).toBeDefined();
    const input = { options: new OptionBag({ target: 'Target', ...c.options }), actor: { id: 'gm', name: 'GM', isGM: true } };
    const out = action!(state, input, seededRng(SEED));
    expect(out.text).toContain('Target');
    expect(out.state.units.target).not.toEqual(unit);
  });

  test('THEN the systems registry loads all four', async () => {
    const { allSystems } = await import('../../src/systems/registry.js');
    expect(allSystems().map((s) => s.id)).toEqual(['battletech', 'slaved-armour', 'wh40k', 'mecha-bots']);
  });
});
