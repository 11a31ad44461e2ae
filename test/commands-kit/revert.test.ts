// What /undo and /redo say became of each unit they touched, through the console pipeline.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ backend: 'sqlite', images: 'none' });
});
afterAll(async () => h.close());

const tail = (content: string) => content.split('\n').slice(1);

test('GIVEN an add, a shot and a removal THEN undo says Removed, Restored and Back, and redo the reverse', async () => {
  const added = await h.run('/unit add template:battletech/locust name:Scout');
  await h.run('/unit add template:battletech/atlas name:Tank');
  const shot = await h.run('/shoot battletech attacker:Tank target:Scout weapon:Medium Laser [LA] range:3', {
    seeds: ['0123456789abcdef0123456789abcdef'],
  });
  const removed = await h.run('/unit remove name:Scout');
  expect(tail((await h.run(`/undo action:${removed.actionId}`)).content)).toEqual(['Back: Scout']);
  expect(tail((await h.run(`/redo action:${removed.actionId}`)).content)).toEqual(['Removed: Scout']);
  await h.run(`/undo action:${removed.actionId}`);
  expect(tail((await h.run(`/undo action:${shot.actionId}`)).content)).toEqual(['Restored: Scout, Tank']);
  expect(tail((await h.run(`/undo action:${added.actionId}`)).content)).toEqual(['Removed: Scout']);
  expect(Object.keys((await h.store.load(h.channel)).units)).toEqual(['tank']);
});
