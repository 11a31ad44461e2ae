// The hostile files and configs fed to every unit importer and every system's /config JSON: the property tests assert
// what each answer is (test/properties/imports.test.ts), the hostile-input bench times the same inputs.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import configCommand from '../../commands/config.js';
import { MAX_ATTACHMENT_BYTES } from '../../src/options.js';
import { templateSpec } from '../../src/systems/battletech/import.js';
import { SALVO_FORMAT, SALVO_FORMAT_VERSION } from '../../src/systems/battletech/json-format.js';
import { TEMPLATES as BT_TEMPLATES } from '../../src/systems/battletech/templates.js';
import type { GameSystem, SystemId } from '../../src/systems/types.js';
import { applyJsonEdits, applyTextEdits, editedJson, hostileJsonValue, jsonEdits, specialString, textEdits } from './hostile-input.js';

/** Fixed so CI and the bench are repeatable (the tests take PROPERTY_SEED=n to explore other inputs locally). */
export const HOSTILE_SEED = 20260808;

/** The longest `/config set json:` Discord lets through; each stored option came from one such call. */
export const MAX_CONFIG_JSON = (
  configCommand.data.toJSON().options!.find((o) => o.name === 'set') as { options: Array<{ name: string; max_length?: number }> }
).options.find((o) => o.name === 'json')!.max_length!;

export const fixture = (path: string) => readFileSync(fileURLToPath(new URL(`../fixtures/${path}`, import.meta.url)), 'utf8');

export interface ImportFormat {
  readonly label: string;
  readonly system: SystemId;
  readonly json: boolean;
  readonly files: ReadonlyArray<{ readonly name: string; readonly text: string }>;
}

export const IMPORT_FORMATS: readonly ImportFormat[] = [
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

/**
 * One property's inputs: what fast-check generates (kept small, so a failure prints the edits, not a 300 kB file) and
 * the input it stands for. `numRuns` is the property test's; the bench samples as many.
 */
export interface HostileCase<T, Input> {
  readonly title: string;
  readonly numRuns: number;
  readonly arbitrary: fc.Arbitrary<T>;
  readonly input: (value: T) => Input;
}

const hostileCase = <T, Input>(
  title: string,
  numRuns: number,
  arbitrary: fc.Arbitrary<T>,
  input: (value: T) => Input,
): HostileCase<T, Input> => ({
  title,
  numRuns,
  arbitrary,
  input,
});

export interface ImportInput {
  readonly fileName: string;
  readonly text: string;
}

/** `/unit import` refuses a bigger attachment before any importer sees it. */
export const fitsAttachment = (input: ImportInput) => Buffer.byteLength(input.text) <= MAX_ATTACHMENT_BYTES;

/** The file names a player might upload, besides the real one. */
const fileNameFor = (real: string) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constant(real) },
    fc.constantFrom('unit', 'x.json', 'x.mtf', 'x.txt', '`@everyone`.json', '漢字.mtf'),
  );

/** A case as the bench feeds it: sampled from a fixed seed, each input built only when it is used. */
export interface SampledCase<Input> {
  readonly title: string;
  inputs(seed: number): Iterable<Input>;
}

function sampled<T, Input>(c: HostileCase<T, Input>): SampledCase<Input> {
  return {
    title: c.title,
    *inputs(seed) {
      for (const value of fc.sample(c.arbitrary, { seed, numRuns: c.numRuns })) yield c.input(value);
    },
  };
}

/** Random text, a valid file edited line by line, and (for JSON formats) a valid file broken field by field. */
export function importCases(format: ImportFormat) {
  const file = fc.constantFrom(...format.files);
  const tokens = [...new Set(format.files.flatMap((f) => f.text.split(/(\s+|[:,{}[\]"])/)))].filter((t) => t !== '');
  const randomText = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 400 }),
    fc.array(fc.oneof(fc.constantFrom(...tokens), specialString), { maxLength: 120 }).map((parts) => parts.join('')),
  );
  const randomTextCase = hostileCase(
    'random text',
    300,
    fc.tuple(file, randomText),
    ([f, text]): ImportInput => ({ fileName: f.name, text }),
  );
  const lineEdits = hostileCase(
    'line edits',
    400,
    fc.tuple(file, textEdits),
    ([f, edits]): ImportInput => ({
      fileName: f.name,
      text: applyTextEdits(f.text, edits),
    }),
  );
  const common = { randomText: randomTextCase, lineEdits };
  // Only the JSON formats have a structure to break field by field; the text formats are covered by the line edits.
  if (!format.json) return { ...common, jsonEdits: undefined, all: [sampled(randomTextCase), sampled(lineEdits)] };
  const jsonCase = hostileCase(
    'JSON edits',
    400,
    fc.tuple(file, fileNameFor(format.files[0]!.name), jsonEdits, fc.option(textEdits, { freq: 4 })),
    ([f, fileName, edits, more]): ImportInput => {
      const text = editedJson(JSON.parse(f.text), edits);
      return { fileName, text: more ? applyTextEdits(text, more) : text };
    },
  );
  return { ...common, jsonEdits: jsonCase, all: [sampled(randomTextCase), sampled(lineEdits), sampled(jsonCase)] };
}

/** Each top-level option arrives through one `/config set json:` of bounded length. */
export const fitsConfigSet = (raw: Record<string, unknown>) =>
  Object.values(raw).every((value) => (JSON.stringify(value)?.length ?? 0) <= MAX_CONFIG_JSON);

/** The configs a system must accept (its defaults, the examples) and the random and broken ones built from them. */
export function configCases(system: GameSystem) {
  const defaults = system.parseConfig({});
  const seeds: Record<string, unknown>[] = [{}, defaults];
  if (system.id === 'wh40k') {
    const tables = JSON.parse(fixture('wh40k/fifth-edition-example.json')) as { id: string };
    seeds.push({ tables, edition: tables.id });
  }
  const keys = fc.oneof(fc.constantFrom(...Object.keys(defaults), 'tables', 'edition'), fc.string({ maxLength: 10 }));
  const randomObjects = hostileCase('random objects', 300, fc.dictionary(keys, hostileJsonValue, { maxKeys: 4 }), (raw) => raw);
  const editedSeeds = hostileCase('edited configs', 400, fc.tuple(fc.constantFrom(...seeds), jsonEdits), ([seed, edits]) => {
    const raw = applyJsonEdits(seed, edits);
    // /config set only hands an object on; anything else is refused before parseConfig.
    return raw === null || typeof raw !== 'object' || Array.isArray(raw) ? undefined : (raw as Record<string, unknown>);
  });
  return { seeds, randomObjects, editedSeeds, all: [sampled(randomObjects), sampled(editedSeeds)] };
}
