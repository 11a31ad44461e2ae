// Property tests: every unit import format and every system's /config JSON, fed random and broken files, returns a usable
// unit (or config) or refuses with a UserError naming what is wrong; never another error, never a hang.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import configCommand from '../../commands/config.js';
import { UserError } from '../../src/errors.js';
import { MAX_ATTACHMENT_BYTES } from '../../src/options.js';
import { renderUnit } from '../../src/render/registry.js';
import { templateSpec } from '../../src/systems/battletech/import.js';
import { SALVO_FORMAT, SALVO_FORMAT_VERSION } from '../../src/systems/battletech/json-format.js';
import { TEMPLATES as BT_TEMPLATES } from '../../src/systems/battletech/templates.js';
import { allSystems, systemById } from '../../src/systems/registry.js';
import type { GameSystem, SystemId, UnitRecord } from '../../src/systems/types.js';
import {
  applyJsonEdits,
  applyTextEdits,
  editedJson,
  expectClearMessage,
  expectPlainJson,
  hostileJsonValue,
  jsonEdits,
  specialString,
  TIME_BOUND_MS,
  textEdits,
} from './hostile.js';

/** Fixed so CI is repeatable; PROPERTY_SEED=n explores other inputs locally. */
const SEED = Number(process.env.PROPERTY_SEED ?? 20260808);
/** The longest `/config set json:` Discord lets through; each stored option came from one such call. */
const MAX_CONFIG_JSON = (
  configCommand.data.toJSON().options!.find((o) => o.name === 'set') as { options: Array<{ name: string; max_length?: number }> }
).options.find((o) => o.name === 'json')!.max_length!;
const RENDERS_PER_FORMAT = 2;

const fixture = (path: string) => readFileSync(fileURLToPath(new URL(`../fixtures/${path}`, import.meta.url)), 'utf8');

interface Format {
  readonly label: string;
  readonly system: SystemId;
  readonly json: boolean;
  readonly files: ReadonlyArray<{ readonly name: string; readonly text: string }>;
}

const FORMATS: readonly Format[] = [
  {
    label: 'Slaved Armour JSON',
    system: 'slaved-armour',
    json: true,
    files: ['grunt.json', 'raider.json'].map((name) => ({ name, text: fixture(`slaved-armour/${name}`) })),
  },
  {
    label: '40k JSON',
    system: 'wh40k',
    json: true,
    files: ['chimera.json', 'rhino-transport.json'].map((name) => ({ name, text: fixture(`wh40k/${name}`) })),
  },
  {
    label: 'Mecha Bots JSON',
    system: 'mecha-bots',
    json: true,
    files: [{ name: 'clanker.json', text: fixture('mecha-bots/clanker.json') }],
  },
  {
    label: 'Mecha Bots layout',
    system: 'mecha-bots',
    json: false,
    files: [{ name: 'clanker.txt', text: fixture('mecha-bots/clanker.txt') }],
  },
  {
    label: 'BattleTech .mtf',
    system: 'battletech',
    json: false,
    files: [
      ...['Locust LCT-1V.mtf', 'Marauder MAD-3L.mtf', 'Wolverine WVR-6R.mtf'].map((name) => ({
        name,
        text: fixture(`battletech/${name}`),
      })),
      { name: 'Wolverine XL CASE.mtf', text: fixture('battletech/Wolverine XL CASE.mtf') },
    ],
  },
  {
    label: 'BattleTech JSON',
    system: 'battletech',
    json: true,
    files: BT_TEMPLATES.slice(0, 3).map((t) => ({
      name: `${t.id}.json`,
      text: JSON.stringify({ format: SALVO_FORMAT, version: SALVO_FORMAT_VERSION, system: 'battletech', ...templateSpec(t.id) }, null, 2),
    })),
  },
];

/** The file names a player might upload, besides the real one. */
const fileNameFor = (real: string) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constant(real) },
    fc.constantFrom('unit', 'x.json', 'x.mtf', 'x.txt', '`@everyone`.json', '漢字.mtf'),
  );

function imported(system: GameSystem, fileName: string, text: string): UnitRecord | undefined {
  // `/unit import` refuses a bigger attachment before any importer sees it.
  fc.pre(Buffer.byteLength(text) <= MAX_ATTACHMENT_BYTES);
  const started = performance.now();
  let unit: UnitRecord | undefined;
  try {
    const result = system.importUnit(fileName, text);
    expect(performance.now() - started, `${system.id} import took too long`).toBeLessThan(TIME_BOUND_MS);
    unit = { name: 'Imported', system: system.id, owner: 'someone', schemaVersion: system.unitSchemaVersion, data: result.data };
    expect(typeof result.suggestedName).toBe('string');
    expect(Array.isArray(result.warnings)).toBe(true);
  } catch (error) {
    if (!(error instanceof UserError)) {
      throw new Error(`${system.id} import threw ${String(error)} instead of a UserError for ${JSON.stringify(text.slice(0, 300))}`, {
        cause: error,
      });
    }
    expect(performance.now() - started, `${system.id} import took too long to refuse`).toBeLessThan(TIME_BOUND_MS);
    expectClearMessage(error.message, `${system.id} import of ${fileName}`, `${fileName}\n${text}`);
  }
  if (unit) {
    // The store keeps plain JSON: NaN, Infinity or a class instance in the data would not survive a save.
    expectPlainJson(unit.data);
    expect(typeof system.describeUnit(unit)).toBe('string');
    expect(Array.isArray(system.weaponNames(unit))).toBe(true);
    // Whatever imports, exports: the file /unit export writes imports back to the same unit, as it stands and as designed.
    // Compared as the store keeps them, as JSON (where -0 is 0).
    const file = system.exportUnit(unit, 'state');
    const stored = (data: unknown) => JSON.parse(JSON.stringify(data)) as unknown;
    expect(stored(system.importUnit(`x.${file.extension}`, file.text).data), `${system.id} export of ${text.slice(0, 300)}`).toEqual(
      stored(unit.data),
    );
    const design = system.exportUnit(unit, 'design');
    expect(() => system.importUnit(`x.${design.extension}`, design.text)).not.toThrow();
  }
  return unit;
}

/** Renders a few of the units a property produced: drawing is slow, and one odd unit is enough to find a crash. */
async function renderSome(system: GameSystem, units: readonly UnitRecord[]): Promise<void> {
  for (const unit of units.slice(0, RENDERS_PER_FORMAT)) {
    const png = renderUnit(system.id, unit);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  }
}

describe.each(FORMATS)('$label import', (format) => {
  const system = systemById(format.system);
  const file = fc.constantFrom(...format.files);
  const tokens = [...new Set(format.files.flatMap((f) => f.text.split(/(\s+|[:,{}[\]"])/)))].filter((t) => t !== '');

  test('GIVEN the valid fixtures THEN each imports (so the mutations below start from a good file)', () => {
    for (const f of format.files) expect(imported(system, f.name, f.text), f.name).toBeDefined();
  });

  test('GIVEN random text THEN a unit or a clear UserError, quickly', () => {
    const randomText = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 400 }),
      fc.array(fc.oneof(fc.constantFrom(...tokens), specialString), { maxLength: 120 }).map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(file, randomText, (f, text) => {
        imported(system, f.name, text);
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  test('GIVEN a valid file with lines deleted, duplicated, swapped, renumbered, garbled or cut THEN a unit or a clear UserError', async () => {
    const units: UnitRecord[] = [];
    fc.assert(
      fc.property(file, textEdits, (f, edits) => {
        const name = f.name;
        const unit = imported(system, name, applyTextEdits(f.text, edits));
        if (unit) units.push(unit);
      }),
      { seed: SEED, numRuns: 400 },
    );
    await renderSome(system, units.slice(-RENDERS_PER_FORMAT));
  });

  // Only the JSON formats have a structure to break field by field; the text formats are covered by the line edits above.
  if (!format.json) return;
  test('GIVEN a valid JSON file with wrong types, missing or extra keys, deep nesting, huge arrays THEN a unit or a clear UserError', async () => {
    const units: UnitRecord[] = [];
    fc.assert(
      fc.property(file, fileNameFor(format.files[0]!.name), jsonEdits, fc.option(textEdits, { freq: 4 }), (f, name, edits, more) => {
        const text = editedJson(JSON.parse(f.text), edits);
        const unit = imported(system, name, more ? applyTextEdits(text, more) : text);
        if (unit) units.push(unit);
      }),
      { seed: SEED, numRuns: 400 },
    );
    await renderSome(system, units.slice(-RENDERS_PER_FORMAT));
  });
});

describe.each(allSystems().map((s) => ({ id: s.id, system: s })))('$id /config set JSON', ({ system }) => {
  const defaults = system.parseConfig({});
  const seeds: Record<string, unknown>[] = [{}, defaults];
  if (system.id === 'wh40k') {
    const tables = JSON.parse(fixture('wh40k/fifth-edition-example.json')) as { id: string };
    seeds.push({ tables, edition: tables.id });
  }

  function parsed(raw: Record<string, unknown>): void {
    // Each top-level option arrives through one `/config set json:` of bounded length.
    fc.pre(Object.values(raw).every((value) => (JSON.stringify(value)?.length ?? 0) <= MAX_CONFIG_JSON));
    const started = performance.now();
    try {
      const config = system.parseConfig(raw);
      expect(performance.now() - started).toBeLessThan(TIME_BOUND_MS);
      // /config show prints it and every action re-reads it from the stored JSON.
      expectPlainJson(config, 'config');
      expect(system.parseConfig(JSON.parse(JSON.stringify(config)))).toEqual(JSON.parse(JSON.stringify(config)));
    } catch (error) {
      if (!(error instanceof UserError)) {
        throw new Error(
          `${system.id} parseConfig threw ${String(error)} instead of a UserError for ${JSON.stringify(raw)?.slice(0, 300)}`,
          {
            cause: error,
          },
        );
      }
      expect(performance.now() - started).toBeLessThan(TIME_BOUND_MS);
      expectClearMessage(error.message, `${system.id} parseConfig`, () => JSON.stringify(raw) ?? '');
    }
  }

  test('GIVEN the defaults and the example configs THEN each is accepted', () => {
    for (const seed of seeds) expect(() => system.parseConfig(seed)).not.toThrow();
  });

  test('GIVEN random JSON objects THEN a config or a clear UserError', () => {
    const keys = fc.oneof(fc.constantFrom(...Object.keys(defaults), 'tables', 'edition'), fc.string({ maxLength: 10 }));
    fc.assert(
      fc.property(fc.dictionary(keys, hostileJsonValue, { maxKeys: 4 }), (raw) => parsed(raw)),
      { seed: SEED, numRuns: 300 },
    );
  });

  test('GIVEN a valid config with wrong types, missing or extra keys THEN a config or a clear UserError', () => {
    fc.assert(
      fc.property(fc.constantFrom(...seeds), jsonEdits, (seed, edits) => {
        const raw = applyJsonEdits(seed, edits);
        // /config set only hands an object on; anything else is refused before parseConfig.
        if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return;
        parsed(raw as Record<string, unknown>);
      }),
      { seed: SEED, numRuns: 400 },
    );
  });
});
