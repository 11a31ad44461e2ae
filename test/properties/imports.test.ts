// Property tests: every unit import format and every system's /config JSON, fed random and broken files, returns a usable
// unit (or config) or refuses with a UserError naming what is wrong; never another error. How long the answers take is
// measured by `npm run bench` (bench/hostile-input.ts, the same inputs), not asserted here.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { UserError } from '../../src/errors.js';
import { renderUnit } from '../../src/render/registry.js';
import { MAX_FILE_CHARS as BT_MAX_FILE_CHARS } from '../../src/systems/battletech/import.js';
import { allSystems, systemById } from '../../src/systems/registry.js';
import { MAX_IMPORT_CHARS as SA_MAX_IMPORT_CHARS } from '../../src/systems/slaved-armour/index.js';
import type { GameSystem, UnitRecord } from '../../src/systems/types.js';
import { MAX_WEAPONS as WH40K_MAX_WEAPONS } from '../../src/systems/wh40k/import.js';
import {
  configCases,
  fitsAttachment,
  fitsConfigSet,
  HOSTILE_SEED,
  IMPORT_FORMATS,
  type ImportInput,
  importCases,
} from '../helpers/import-inputs.js';
import { expectClearMessage, expectPlainJson } from './hostile.js';

/** Fixed so CI is repeatable; PROPERTY_SEED=n explores other inputs locally. */
const SEED = Number(process.env.PROPERTY_SEED ?? HOSTILE_SEED);
const RENDERS_PER_FORMAT = 2;

function imported(system: GameSystem, input: ImportInput): UnitRecord | undefined {
  fc.pre(fitsAttachment(input));
  const { fileName, text } = input;
  let unit: UnitRecord | undefined;
  try {
    const result = system.importUnit(fileName, text);
    unit = { name: 'Imported', system: system.id, owner: 'someone', schemaVersion: system.unitSchemaVersion, data: result.data };
    expect(typeof result.suggestedName).toBe('string');
    expect(Array.isArray(result.warnings)).toBe(true);
  } catch (error) {
    if (!(error instanceof UserError)) {
      throw new Error(`${system.id} import threw ${String(error)} instead of a UserError for ${JSON.stringify(text.slice(0, 300))}`, {
        cause: error,
      });
    }
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

describe.each(IMPORT_FORMATS)('$label import', (format) => {
  const system = systemById(format.system);
  const cases = importCases(format);

  test('GIVEN the valid fixtures THEN each imports (so the mutations below start from a good file)', () => {
    for (const f of format.files) expect(imported(system, { fileName: f.name, text: f.text }), f.name).toBeDefined();
  });

  test('GIVEN random text THEN a unit or a clear UserError', () => {
    const { arbitrary, input, numRuns } = cases.randomText;
    fc.assert(
      fc.property(arbitrary, (value) => {
        imported(system, input(value));
      }),
      { seed: SEED, numRuns },
    );
  });

  test('GIVEN a valid file with lines deleted, duplicated, swapped, renumbered, garbled or cut THEN a unit or a clear UserError', async () => {
    const { arbitrary, input, numRuns } = cases.lineEdits;
    const units: UnitRecord[] = [];
    fc.assert(
      fc.property(arbitrary, (value) => {
        const unit = imported(system, input(value));
        if (unit) units.push(unit);
      }),
      { seed: SEED, numRuns },
    );
    await renderSome(system, units.slice(-RENDERS_PER_FORMAT));
  });

  const { jsonEdits } = cases;
  if (!jsonEdits) return;
  test('GIVEN a valid JSON file with wrong types, missing or extra keys, deep nesting, huge arrays THEN a unit or a clear UserError', async () => {
    const units: UnitRecord[] = [];
    fc.assert(
      fc.property(jsonEdits.arbitrary, (value) => {
        const unit = imported(system, jsonEdits.input(value));
        if (unit) units.push(unit);
      }),
      { seed: SEED, numRuns: jsonEdits.numRuns },
    );
    await renderSome(system, units.slice(-RENDERS_PER_FORMAT));
  });
});

// What keeps a hostile file's cost bounded, where an importer has such a limit (how long the answers take is measured by
// `npm run bench -- --only hostile-input`). Mecha Bots has none of its own: only /unit import's attachment size.
describe('import limits', () => {
  const formatNamed = (label: string) => IMPORT_FORMATS.find((f) => f.label === label)!;
  /** A valid fixture padded with trailing whitespace (still the same unit) to exactly `length` characters. */
  const padded = (text: string, length: number) => text + ' '.repeat(length - text.length);

  test.each([
    {
      format: 'BattleTech .mtf',
      system: 'battletech' as const,
      limit: BT_MAX_FILE_CHARS,
      refusal: `is too long for a 'Mech file (${BT_MAX_FILE_CHARS + 1} characters)`,
    },
    {
      format: 'BattleTech JSON',
      system: 'battletech' as const,
      limit: BT_MAX_FILE_CHARS,
      refusal: `is too long for a 'Mech file (${BT_MAX_FILE_CHARS + 1} characters)`,
    },
    {
      format: 'Slaved Armour JSON',
      system: 'slaved-armour' as const,
      limit: SA_MAX_IMPORT_CHARS,
      refusal: `is too large for a Slaved Armour unit (over ${SA_MAX_IMPORT_CHARS} characters)`,
    },
  ])(
    'GIVEN a $format file padded to its limit of $limit characters THEN it imports; one character more THEN refused before parsing',
    ({ format, system, limit, refusal }) => {
      const importer = systemById(system);
      const file = formatNamed(format).files[0]!;
      expect(importer.importUnit(file.name, padded(file.text, limit)).data).toEqual(importer.importUnit(file.name, file.text).data);
      // The refusal names the size, not a parse error: the extra character is whitespace, so only the size can be wrong.
      const error = (() => {
        try {
          importer.importUnit(file.name, padded(file.text, limit + 1));
        } catch (thrown) {
          return thrown;
        }
      })();
      expect(error).toBeInstanceOf(UserError);
      expect((error as UserError).message).toBe(`\`${file.name}\` ${refusal}.`);
    },
  );

  test('GIVEN a 40k vehicle whose weapons were grown to 5000 THEN refused, naming the most allowed', () => {
    const format = formatNamed('40k JSON');
    const doc = JSON.parse(format.files[0]!.text) as { weapons: unknown[] };
    const weapons = Array.from({ length: 5000 }, (_, i) => doc.weapons[i % doc.weapons.length]);
    expect(() => systemById('wh40k').importUnit('big.json', JSON.stringify({ ...doc, weapons }))).toThrow(
      new RegExp(`has 5000 entries; at most ${WH40K_MAX_WEAPONS} are allowed`),
    );
  });
});

describe.each(allSystems().map((s) => ({ id: s.id, system: s })))('$id /config set JSON', ({ system }) => {
  const cases = configCases(system);

  function parsed(raw: Record<string, unknown>): void {
    fc.pre(fitsConfigSet(raw));
    try {
      const config = system.parseConfig(raw);
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
      expectClearMessage(error.message, `${system.id} parseConfig`, () => JSON.stringify(raw) ?? '');
    }
  }

  test('GIVEN the defaults and the example configs THEN each is accepted', () => {
    for (const seed of cases.seeds) expect(() => system.parseConfig(seed)).not.toThrow();
  });

  test('GIVEN random JSON objects THEN a config or a clear UserError', () => {
    const { arbitrary, input, numRuns } = cases.randomObjects;
    fc.assert(
      fc.property(arbitrary, (value) => parsed(input(value))),
      { seed: SEED, numRuns },
    );
  });

  test('GIVEN a valid config with wrong types, missing or extra keys THEN a config or a clear UserError', () => {
    const { arbitrary, input, numRuns } = cases.editedSeeds;
    fc.assert(
      fc.property(arbitrary, (value) => {
        const raw = input(value);
        if (raw) parsed(raw);
      }),
      { seed: SEED, numRuns },
    );
  });
});
