// Units stored by another Salvo version: a newer schema is left untouched with a clear message, never a crash.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';

describe('stored unit versions', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ backend: 'sqlite' });
    await h.run('/unit add template:wh40k/rhino name:Old');
  });
  afterAll(async () => {
    await h.close();
  });

  test('GIVEN a unit saved by a newer Salvo THEN /unit show and /shoot explain and change nothing', async () => {
    await h.store.mutate(h.channel, { id: 'x', name: 'x' }, '/test', (draft) => {
      draft.units.future = { name: 'Future', system: 'wh40k', owner: 'gm', schemaVersion: 99, data: { whatever: true } };
    });
    const before = (await h.store.load(h.channel)).version;
    const show = await h.run('/unit show name:Future');
    expect(show.error).toBe('Unit `Future` was saved by a newer Salvo (schema 99); it is left untouched.');
    const shoot = await h.run('/shoot wh40k attacker:Old target:Future weapon:Storm bolter direction:front');
    expect(shoot.error).toBe('Unit `Future` was saved by a newer Salvo (schema 99); it is left untouched.');
    expect((await h.store.load(h.channel)).version).toBe(before);
    expect((await h.run('/unit show name:Old')).error).toBeUndefined();
  });
});
