// Typed /config settings and deep merges: what a patch keeps, what show marks as default, every table listed.
import { describe, expect, test } from 'vitest';
import { mergePatch, patchOptions, settingLines, settingPatch, settingsPatch, tableLines } from '../../src/commands-kit/system-settings.js';
import { OptionBag } from '../../src/options.js';
import { allSystems, systemById } from '../../src/systems/registry.js';
import type { SaConfig } from '../../src/systems/slaved-armour/tables.js';
import { DEFAULT_CONFIG } from '../../src/systems/slaved-armour/tables.js';

const sa = systemById('slaved-armour');

describe('mergePatch (RFC 7386)', () => {
  test.each([
    [{ a: 1, b: { c: 2, d: 3 } }, { b: { c: 5 } }, { a: 1, b: { c: 5, d: 3 } }],
    [{ a: 1, b: 2 }, { b: null }, { a: 1 }],
    [{ a: [1, 2, 3] }, { a: [4] }, { a: [4] }],
    [undefined, { a: { b: 1 } }, { a: { b: 1 } }],
    [{ a: { b: 1 } }, 'text', 'text'],
  ])('GIVEN %j patched with %j THEN %j', (target, patch, expected) => {
    expect(mergePatch(target, patch)).toEqual(expected);
  });

  test('GIVEN a pasted __proto__ key THEN it stays an own key and no prototype changes', () => {
    const merged = mergePatch({}, JSON.parse('{"__proto__":{"polluted":true}}')) as Record<string, unknown>;
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(Object.keys(merged)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('GIVEN Slaved Armour options', () => {
  test('GIVEN only fires.explosionHits THEN the rest of the fire table is the seed’s and it validates', () => {
    const next = patchOptions(sa, {}, { fires: { explosionHits: 3 } });
    const config = sa.parseConfig(next) as unknown as SaConfig;
    expect(config.fires).toEqual({ ...DEFAULT_CONFIG.fires, explosionHits: 3 });
  });

  test('GIVEN one new wall THEN the seed’s wood, brick, stone and concrete stay, and a null removes one', () => {
    const added = patchOptions(sa, {}, { walls: { steel: [2, 2, 3, 3, 4, 4] } });
    const walls = (sa.parseConfig(added) as unknown as SaConfig).walls;
    expect(Object.keys(walls).sort()).toEqual([...Object.keys(DEFAULT_CONFIG.walls), 'steel'].sort());
    expect(walls.steel).toEqual([2, 2, 3, 3, 4, 4]);
    const removed = patchOptions(sa, added, { walls: { brick: null } });
    expect(Object.keys((sa.parseConfig(removed) as unknown as SaConfig).walls)).not.toContain('brick');
  });

  test('GIVEN a top-level null THEN that option is back to its default, and the others stay', () => {
    const stored = patchOptions(sa, {}, { resolve: 'immediate', fires: { explosionHits: 3 } });
    expect(patchOptions(sa, stored, { fires: null })).toEqual({ resolve: 'immediate' });
  });

  test('GIVEN the typed explosion-hits and resolve options THEN one nested patch', () => {
    const patch = settingsPatch(sa, new OptionBag({ 'explosion-hits': 5, resolve: 'immediate' }, 'slaved-armour'));
    expect(patch).toEqual({ resolve: 'immediate', fires: { explosionHits: 5 } });
    expect(settingPatch(sa.settings[1]!, 5)).toEqual({ fires: { explosionHits: 5 } });
  });

  test('GIVEN explosion-hits set THEN show marks it with the default and the others as defaults', () => {
    const stored = patchOptions(sa, {}, { fires: { explosionHits: 3 } });
    expect(settingLines(sa, stored)).toEqual([
      '• resolve: At the end of the phase (seed) (`phase-end`) · default',
      `• explosion-hits: \`3\` · default \`${DEFAULT_CONFIG.fires.explosionHits}\``,
      `• reroll-limit: \`${DEFAULT_CONFIG.modules.rerollLimit}\` · default`,
      '• fires-per-phase: `1` · default',
    ]);
  });

  test('GIVEN nothing set THEN every table in force is listed whole, each marked default', () => {
    const lines = tableLines(sa, {});
    const keys = Object.keys(DEFAULT_CONFIG).filter((key) => key !== 'resolve' && key !== 'firesPerPhase');
    expect(lines.map((line) => /^• `(\w+)`/.exec(line)?.[1])).toEqual(keys);
    for (const [i, key] of keys.entries()) {
      expect(lines[i]).toBe(`• \`${key}\` (default): \`${JSON.stringify(DEFAULT_CONFIG[key as keyof SaConfig])}\``);
    }
    const walled = tableLines(sa, patchOptions(sa, {}, { walls: { steel: [2, 2, 3, 3, 4, 4] } }));
    expect(walled.find((line) => line.startsWith('• `walls`'))).toContain('(set)');
  });
});

describe.each(allSystems().map((system) => ({ id: system.id, system })))('$id typed settings', ({ system }) => {
  test('GIVEN each setting THEN its path holds a default and each of its choices validates', () => {
    expect(system.settings.length).toBeGreaterThan(0);
    const defaults = system.parseConfig({});
    for (const spec of system.settings) {
      let value: unknown = defaults;
      for (const key of spec.path) value = (value as Record<string, unknown>)[key];
      expect(value, `${system.id} ${spec.option}`).not.toBeUndefined();
      expect(spec.option).toMatch(/^[a-z][a-z0-9-]{0,31}$/);
      for (const choice of spec.choices ?? []) {
        expect(() => system.parseConfig(patchOptions(system, {}, settingPatch(spec, choice.value)))).not.toThrow();
        expect(choice.name.length).toBeLessThanOrEqual(100);
      }
    }
  });
});
