// A rules step on the map in a process that has not read the board yet: the step stops, the board is read, the step
// runs again and reads the map, and nothing is written twice.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { BoardNotLoaded, fieldOf, forgetBoards, loadField } from '../../src/commands-kit/battlefield.js';
import { createHarness, type Harness } from '../helpers/harness.js';

const BOARD = 'test/fixtures/boards/16x17 Grassland 2.board';
let h: Harness;

beforeAll(async () => {
  h = await createHarness({ backend: 'sqlite' });
  await h.run('/unit add template:battletech/locust name:Bug', { user: 'bob' });
  await h.run('/unit add template:battletech/atlas name:Tank', { user: 'alice' });
  expect((await h.run(`/map import file:"${BOARD}"`)).error).toBeUndefined();
  expect((await h.run('/map place unit:Bug hex:1111 facing:3', { user: 'bob' })).error).toBeUndefined();
  expect((await h.run('/map place unit:Tank hex:1213 facing:3', { user: 'alice' })).error).toBeUndefined();
});
afterAll(async () => h.close());

test('GIVEN a board this process has not parsed THEN fieldOf says so and loadField reads it', async () => {
  forgetBoards();
  const { pending } = await h.store.load(h.channel);
  expect(() => fieldOf(pending)).toThrow(BoardNotLoaded);
  const field = await loadField(h.store, h.channel, pending);
  expect([field?.board.width, field?.board.height, field?.at.bug?.hex, field?.at.tank?.facing]).toEqual([16, 17, { col: 11, row: 11 }, 3]);
});

test('GIVEN a fresh process WHEN a shot between two placed units runs THEN it reads the map and is logged once', async () => {
  forgetBoards();
  const before = await h.store.load(h.channel);
  const reply = await h.run('/shoot battletech attacker:Bug target:Tank weapon:"Medium Laser"', {
    user: 'bob',
    seeds: ['5'.padStart(32, '0')],
  });
  expect(reply.error).toBeUndefined();
  expect(reply.content.split('\n')[0]).toBe('🗺️ range 3, light woods +1, from the rear');
  const after = await h.store.load(h.channel);
  expect(after.nextSeq).toBe(before.nextSeq + 1);
});
