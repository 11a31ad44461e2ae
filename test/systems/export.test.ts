// `/unit export` through the GameSystem interface: every template, example file and fixture imports, exports and imports
// back to the same unit, for every system; the design of a played unit is the unit as built.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { MAX_ATTACHMENT_BYTES } from '../../src/options.js';
import { allSystems, systemById } from '../../src/systems/registry.js';
import type { ExportKind, GameSystem, SystemId, UnitRecord } from '../../src/systems/types.js';

const root = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));
const filesIn = (dir: string, pattern: RegExp) =>
  readdirSync(root(dir))
    .filter((name) => pattern.test(name))
    .map((name) => ({ name, path: `${dir}/${name}` }));

/** Unit files per system: the shipped examples, then the test fixtures that import cleanly. */
const FILES: Readonly<Record<SystemId, ReadonlyArray<{ name: string; path: string }>>> = {
  battletech: [
    ...filesIn('assets/units/battletech', /\.(mtf|json)$/),
    ...filesIn('test/fixtures/battletech', /^(Locust|Marauder|Wolverine|Clan|Unknown).*\.mtf$/),
    ...filesIn('test/fixtures/battletech/corpus', /\.mtf$/),
  ],
  'slaved-armour': [...filesIn('assets/units/slaved-armour', /\.json$/), ...filesIn('test/fixtures/slaved-armour', /\.json$/)],
  wh40k: [...filesIn('assets/units/wh40k', /\.json$/), ...filesIn('test/fixtures/wh40k', /^(chimera|rhino).*\.json$/)],
  'mecha-bots': [...filesIn('assets/units/mecha-bots', /\.(txt|json)$/), ...filesIn('test/fixtures/mecha-bots', /^clanker/)],
};

/** Files that record a unit in play, with what their design has instead. */
const IN_PLAY: Readonly<Record<string, Record<string, unknown>>> = {
  'chimera.json': { controller: null, transport: { capacity: 12, embarked: [] } },
  'rhino-transport.json': { transport: { capacity: 10, embarked: [] } },
};

function record(system: GameSystem, name: string, data: unknown): UnitRecord {
  return { name, system: system.id, owner: 'alice', schemaVersion: system.unitSchemaVersion, data };
}

/** Exports `unit` and imports the file again, as `/unit import` would (the file alone names its system and format). */
function roundTrip(system: GameSystem, unit: UnitRecord, kind: ExportKind) {
  const file = system.exportUnit(unit, kind);
  expect(Buffer.byteLength(file.text)).toBeLessThan(MAX_ATTACHMENT_BYTES);
  const again = system.importUnit(`${unit.name}.${file.extension}`, file.text);
  return { file, again };
}

describe.each(allSystems().map((s) => [s.id, s] as const))('GIVEN %s', (_id, system) => {
  test.each(system.templates.map((t) => t.id))('GIVEN the %s template THEN its design exports and imports back equal', (id) => {
    const data = system.createFromTemplate(id);
    const { again } = roundTrip(system, record(system, 'Exported', data), 'design');
    expect(again.data).toEqual(data);
    expect(again.suggestedName).toBe('Exported');
  });

  test('GIVEN at least one shipped example file THEN the system has one', () => {
    expect(FILES[system.id].filter((f) => f.path.startsWith('assets/')).length).toBeGreaterThan(0);
  });

  test.each(FILES[system.id].map((f) => [f.name, f.path] as const))(
    'GIVEN %s THEN import, export and import again give the same unit, as it is and as designed',
    (name, path) => {
      const first = system.importUnit(name, readFileSync(root(path), 'utf8'));
      const unit = record(system, first.suggestedName, first.data);
      const state = roundTrip(system, unit, 'state');
      expect(state.again.data).toEqual(first.data);
      expect(state.again.suggestedName).toBe(first.suggestedName);
      const design = roundTrip(system, unit, 'design');
      expect(design.again.suggestedName).toBe(first.suggestedName);
      // A file that records play (passengers aboard, a controller) exports as its design without it.
      expect(design.again.data).toEqual({ ...(first.data as object), ...IN_PLAY[name] });
      // The design is a fixed point: exporting it again writes the same file.
      expect(system.exportUnit(record(system, first.suggestedName, design.again.data), 'design').text).toBe(design.file.text);
    },
  );
});

describe('GIVEN the file names', () => {
  test.each([
    ['battletech', 'json'],
    ['slaved-armour', 'json'],
    ['wh40k', 'json'],
    ['mecha-bots', 'txt'],
  ] as const)('GIVEN %s THEN the export is a .%s file', (id, extension) => {
    const system = systemById(id);
    const unit = record(system, 'X', system.createFromTemplate(system.templates[0]!.id));
    expect(system.exportUnit(unit, 'design').extension).toBe(extension);
  });
});
