// The cheats of test/battle/cheats.ts through the console, a GM and two players at one table per system.
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { battletechMapPlay } from './battletech-map-play.js';
import { battletechCheats, mechaBotsCheats, slavedArmourCheats, type Table, wh40kCheats } from './cheats.js';

let h: Harness;
beforeEach(async () => {
  h = await createHarness({ backend: 'sqlite' });
});
afterEach(async () => h.close());

function table(): Table {
  const as = (who: string) => (who === 'gm' ? {} : { user: who });
  return {
    A: '<@alice>',
    B: '<@bob>',
    async run(who, line, seed) {
      const reply = await h.run(line.replaceAll('{A}', '<@alice>').replaceAll('{B}', '<@bob>'), {
        ...as(who),
        ...(seed ? { seeds: [seed] } : {}),
      });
      return { ...(reply.error !== undefined ? { error: reply.error } : {}), content: reply.content };
    },
    async importFile(who, fixture) {
      const path = fileURLToPath(new URL(`../fixtures/${fixture}`, import.meta.url));
      const reply = await h.run(`/unit import file:${path}`, as(who));
      return { ...(reply.error !== undefined ? { error: reply.error } : {}), content: reply.content };
    },
    async importBoard(who, fixture) {
      const path = fileURLToPath(new URL(`../fixtures/${fixture}`, import.meta.url));
      const reply = await h.run(`/map import file:"${path}"`, as(who));
      return { ...(reply.error !== undefined ? { error: reply.error } : {}), content: reply.content };
    },
  };
}

test('GIVEN a 40k battle THEN a move and each weapon once, no declaring in the enemy step, a stunned vehicle stays put; a GM rules otherwise', () =>
  wh40kCheats(table()));

test('GIVEN Mecha Bots on the map THEN repairs only at the laboratory, tinkering only in the Bot hex, each weapon once a Fight step', () =>
  mechaBotsCheats(table()));

test('GIVEN a Slaved Armour round THEN each weapon fires once a combat phase, or as often as the table sets', () =>
  slavedArmourCheats(table()));

test('GIVEN a BattleTech turn THEN no restated move, no free modifier, no mid-turn joiner acting, and undo stops at a crit check', () =>
  battletechCheats(table()));

test('GIVEN a strict table without a battle THEN each weapon fires once a turn, and /phase end starts the next', async () => {
  await h.run('/unit add template:wh40k/leman-russ name:Russ', { user: 'alice' });
  await h.run('/unit add template:wh40k/rhino name:Rhino', { user: 'bob' });
  const shot = '/shoot wh40k attacker:Russ target:Rhino weapon:"Hull lascannon" direction:front';
  // Free play: as often as the table likes.
  for (const seed of ['01', '02']) expect((await h.run(shot, { user: 'alice', seeds: [seed.padStart(32, '0')] })).error).toBeUndefined();
  expect((await h.run('/config table strict:true')).error).toBeUndefined();
  expect((await h.run(shot, { user: 'alice', seeds: ['5'.padStart(32, '0')] })).error).toBeUndefined();
  expect((await h.run(shot, { user: 'alice' })).error).toBe(
    "`Russ`'s Hull lascannon already fired this turn (action #6). A GM may allow it.",
  );
  expect((await h.run('/phase end')).error).toBeUndefined();
  expect((await h.run(shot, { user: 'alice', seeds: ['5'.padStart(32, '0')] })).error).toBeUndefined();
});

test('GIVEN a BattleTech turn on a real MegaMek board THEN moves, woods, a hill, partial cover, a rear shot and a kick into woods are read off the map', () =>
  battletechMapPlay(table()));
