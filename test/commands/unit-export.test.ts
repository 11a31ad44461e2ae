// /unit export through the console pipeline: a played unit's file, taken by another player, imports back as the design
// (or, with state:true, as the unit stands), for every system.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { exportFileName } from '../../commands/unit.js';
import { MAX_ATTACHMENT_BYTES } from '../../src/options.js';
import type { Reply } from '../../src/reply.js';
import { systemById } from '../../src/systems/registry.js';
import { type SystemId, unitKey } from '../../src/systems/types.js';
import { createHarness, type Harness } from '../helpers/harness.js';

const SEED = '5eed0000000000000000000000000001';

interface Case {
  readonly system: SystemId;
  readonly template: string;
  readonly unit: string;
  /** Commands that leave the unit damaged or otherwise changed from its design (the GM's, with seeds). */
  readonly play: readonly string[];
  readonly extension: string;
  /** What the state export leaves out, as it reads back. */
  readonly stateReadsBack?: (data: Record<string, unknown>) => Record<string, unknown>;
}

const CASES: readonly Case[] = [
  {
    system: 'battletech',
    template: 'locust',
    unit: 'Bug',
    play: ['/damage battletech target:Bug location:CT damage:5', '/damage battletech target:Bug location:LA damage:4'],
    extension: 'json',
  },
  {
    system: 'slaved-armour',
    template: 'hound',
    unit: 'Hound',
    play: [
      '/unit add template:slaved-armour/kestrel name:Kestrel',
      '/shoot slaved-armour attacker:Hound target:Kestrel weapon:Autocannon band:S',
      '/crit slaved-armour target:Hound location:Sensor mast',
      '/move unit:Hound speed:1 turn:FR',
    ],
    extension: 'json',
  },
  {
    system: 'wh40k',
    template: 'leman-russ',
    unit: 'Russ',
    play: ['/crit wh40k target:Russ table:penetrating', '/vehicle set unit:Russ moved:6 obscured:true'],
    extension: 'json',
  },
  {
    system: 'mecha-bots',
    template: 'sample',
    unit: 'Alpha',
    play: [
      '/unit add template:mecha-bots/scrapper name:Beta',
      '/shoot mecha-bots attacker:Beta target:Alpha weapon:Rivet Gun arc:forward range:1 bearing:forward shift:0',
      // Its map position is its state: the state export carries it (`position: 0305 NE`), the design does not.
      '/move unit:Alpha at:0305 facing:NE',
    ],
    extension: 'txt',
    stateReadsBack: (data) => ({ ...data, hitOrder: [], lastShot: null, repairs: [] }),
  },
];

let h: Harness;
let dir: string;
beforeAll(async () => {
  h = await createHarness({ backend: 'sqlite' });
  dir = mkdtempSync(join(tmpdir(), 'salvo-export-'));
});
afterAll(async () => {
  await h.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Saves a reply's one attachment where the console's `/unit import file:` can read it. */
function saved(reply: Reply): string {
  expect(reply.files).toHaveLength(1);
  const file = reply.files![0]!;
  const path = join(dir, file.name);
  writeFileSync(path, file.data);
  return path;
}

const stored = async (name: string) => (await h.store.load(h.channel)).units[unitKey(name)]!;

describe.each(CASES)('GIVEN a $system unit played by alice', (c) => {
  let exported: Reply;
  beforeAll(async () => {
    expect((await h.run(`/unit add template:${c.system}/${c.template} name:${c.unit}`, { user: 'alice' })).error).toBeUndefined();
    for (const line of c.play) expect((await h.run(line, { seeds: [SEED, SEED] })).error).toBeUndefined();
    exported = await h.run(`/unit export unit:${c.unit}`, { user: 'bob' });
  });

  test('WHEN bob exports it THEN he gets its file, privately, named for the unit and small enough to import', async () => {
    expect(exported.error).toBeUndefined();
    expect(exported.ephemeral).toBe(true);
    expect(exported.content).toContain(`**${c.unit}** (${systemById(c.system).name}), its design as built: \`${c.unit}.${c.extension}\``);
    expect(exported.files!.map((f) => f.name)).toEqual([`${c.unit}.${c.extension}`]);
    expect(exported.files![0]!.data.length).toBeGreaterThan(100);
    expect(exported.files![0]!.data.length).toBeLessThan(MAX_ATTACHMENT_BYTES);
  });

  test('WHEN the played unit differs from its template THEN the exported design imports back as the template', async () => {
    const template = systemById(c.system).createFromTemplate(c.template);
    expect((await stored(c.unit)).data).not.toEqual(template);
    const imported = await h.run(`/unit import file:${saved(exported)} name:${c.unit} copy`, { user: 'bob' });
    expect(imported.error).toBeUndefined();
    const copy = await stored(`${c.unit} copy`);
    expect([copy.system, copy.owner, copy.data]).toEqual([c.system, 'bob', template]);
  });

  test('WHEN it is exported with state:true THEN the file imports back as the unit stands', async () => {
    const reply = await h.run(`/unit export unit:${c.unit} state:true`, { user: 'bob' });
    const imported = await h.run(`/unit import file:${saved(reply)} name:${c.unit} now`, { user: 'bob' });
    expect(imported.error).toBeUndefined();
    const original = (await stored(c.unit)).data as Record<string, unknown>;
    const expected =
      c.system === 'battletech' ? systemById(c.system).createFromTemplate(c.template) : (c.stateReadsBack?.(original) ?? original);
    expect((await stored(`${c.unit} now`)).data).toEqual(expected);
  });
});

describe('GIVEN what cannot be exported', () => {
  test('GIVEN no such unit THEN the reply says so and nothing is attached', async () => {
    const reply = await h.run('/unit export unit:Nobody', { user: 'bob' });
    expect(reply.error).toMatch(/Nobody/);
    expect(reply.files ?? []).toEqual([]);
  });

  test('GIVEN a unit saved by a newer Salvo THEN export explains and writes no file', async () => {
    await h.store.mutate(h.channel, { id: 'x', name: 'x' }, '/test', (draft) => {
      draft.units.future = { name: 'Future', system: 'wh40k', owner: 'gm', schemaVersion: 99, data: { whatever: true } };
    });
    const reply = await h.run('/unit export unit:Future', { user: 'bob' });
    expect(reply.error).toBe('Unit `Future` was saved by a newer Salvo (schema 99); it is left untouched.');
    expect(reply.files ?? []).toEqual([]);
  });

  test('GIVEN a BattleTech unit with state:true THEN the reply says the file holds the design only', async () => {
    const reply = await h.run('/unit export unit:Bug state:true', { user: 'bob' });
    expect(reply.content).toContain('hold the design only: this file has no damage, heat or ammunition used');
  });

  test('GIVEN a Mecha Bot with state:true THEN the reply says the shot history is not in the file', async () => {
    const reply = await h.run('/unit export unit:Alpha state:true', { user: 'bob' });
    expect(reply.content).toContain('not the shot history');
  });
});

describe('GIVEN unit names as file names', () => {
  test.each([
    ['Hunch', 'json', 'Hunch.json'],
    ['Iron Mule (2)', 'json', 'Iron Mule (2).json'],
    ['Bär/Wolf', 'txt', 'Bär_Wolf.txt'],
    ['../../etc', 'json', '_.._etc.json'],
    ['...', 'json', 'unit.json'],
  ])('GIVEN %s THEN the file is %s', (name, extension, file) => {
    expect(exportFileName(name, extension)).toBe(file);
  });
});
