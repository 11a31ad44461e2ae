// The README's "Unit files" section: every example file it links exists and loads, and the sections errors point to exist.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parseConfig } from '../../src/systems/wh40k/config.js';
import { createHarness, type Harness } from '../helpers/harness.js';

const root = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));
const README = readFileSync(root('README.md'), 'utf8');
const section = README.slice(README.indexOf('\n## Unit files\n'), README.indexOf('\n## Commands\n'));
const EDITION = 'assets/config/wh40k/house-5th.json';

describe('GIVEN the README unit file formats', () => {
  test('GIVEN each system THEN it has a unit file section', () => {
    for (const title of ['BattleTech unit files', 'Slaved Armour unit files', 'Warhammer 40,000 vehicle files', 'Mecha Bots unit files'])
      expect(section).toContain(`\n### ${title}\n`);
  });

  test('GIVEN every link in the section THEN the file exists in the repository', () => {
    const links = [...section.matchAll(/\]\((assets\/[^)]+)\)/g)].map((m) => decodeURIComponent(m[1]!));
    expect(links.length).toBeGreaterThanOrEqual(9);
    for (const link of links) expect(existsSync(root(link)), link).toBe(true);
  });

  test('GIVEN a 40k tables option that is not JSON THEN the error names a README section that exists', () => {
    expect(() => parseConfig({ tables: 42 })).toThrow('README: "Warhammer 40,000: custom damage tables"');
    expect(section).toContain('\n### Warhammer 40,000: custom damage tables\n');
  });
});

describe('GIVEN the example 40k edition', () => {
  const text = readFileSync(root(EDITION), 'utf8');
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ backend: 'sqlite' });
  });
  afterAll(async () => {
    await h.close();
  });

  test('GIVEN it as the tables option THEN it validates with its one table and its modifiers', () => {
    const config = parseConfig({ tables: JSON.parse(text) });
    expect(config.edition).toBe('house-5th');
    expect(Object.keys(config.tables!.tables)).toEqual(['damage']);
    expect(config.tables!.modifiers).toEqual({ openTopped: 1, ap1: 1, apNone: -1 });
  });

  test('GIVEN it pasted into /config set THEN a glancing hit rolls on its one table, at its −2', async () => {
    const json = JSON.stringify({ tables: JSON.parse(text) });
    expect((await h.run(`/config set system:wh40k json:${json}`)).error).toBeUndefined();
    await h.run('/unit add template:wh40k/rhino name:Rhino');
    const reply = await h.run('/crit wh40k target:Rhino table:glancing', { seeds: ['5eed0000000000000000000000000001'] });
    expect(reply.content).toMatch(/Damage \(damage table\) D6 \[\d\] −2 glancing hit = -?\d+ → \*\*/);
  });
});
