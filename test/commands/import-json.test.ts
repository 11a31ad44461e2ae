// /unit import of a file that looks like JSON but is not: the reply says so instead of asking which system it is for.
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';

const MALFORMED = fileURLToPath(new URL('../fixtures/slaved-armour/malformed-json.txt', import.meta.url));

let h: Harness;
beforeEach(async () => {
  h = await createHarness({ backend: 'sqlite' });
});
afterEach(async () => {
  await h.close();
});

test('GIVEN a malformed JSON file, no system: and no channel default THEN the error says it is not valid JSON', async () => {
  const reply = await h.run(`/unit import file:${MALFORMED}`);
  expect(reply.error).toMatch(/^`malformed-json\.txt` is not valid JSON \(.+\)\. Fix the file, or pass `system:` for a text format\.$/);
});

test('GIVEN the same file with system:slaved-armour THEN the Slaved Armour importer says it is not valid JSON', async () => {
  const reply = await h.run(`/unit import file:${MALFORMED} system:slaved-armour`);
  expect(reply.error).toContain('is not valid JSON');
});
