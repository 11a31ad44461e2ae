// A BattleTech turn on a real MegaMek board (16x17 Grassland 2) through the console, a GM and two players: moves found
// by path and paid in MP, shots that read range, woods, cover, hills, arcs and the side struck off the map, a torso
// twist once a turn, blows that need an adjacent target, and `range:` refused to a player and a GM's ruling (over a
// hill that blocks the line, too).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readBattle } from '../../src/battle/battle.js';
import { BATTLEFIELD_KEY, type StoredBattlefield } from '../../src/commands-kit/battlefield.js';
import type { MechData } from '../../src/systems/battletech/types.js';
import { createHarness, type Harness } from '../helpers/harness.js';

const BOARD = 'test/fixtures/boards/16x17 Grassland 2.board';
const seed = (n: number) => n.toString(16).padStart(32, '0');
const alice = { user: 'alice' };
const bob = { user: 'bob' };

let h: Harness;
const mech = async (key: string) => (await h.store.load(h.channel)).units[key]!.data as MechData;
const at = async () => ((await h.store.load(h.channel)).pending[BATTLEFIELD_KEY] as StoredBattlefield).at;
const battle = async () => readBattle((await h.store.load(h.channel)).pending)!;
const ok = async (line: string, who: object = {}, n?: number) => {
  const reply = await h.run(line, n === undefined ? who : { ...who, seeds: [seed(n)] });
  expect(reply.error).toBeUndefined();
  return reply.content.split('\n').filter((l) => !l.startsWith('-# roll'));
};

// Grassland 2 as its file gives it: 0214, 0216, 0715, 0916, 1111, 1211 and 1213 clear at level 0; 0614 level 1 (the
// cover before 0715); 1212 light woods (between 1111 and 1213); 0513 level 2 (the hill between 0214 and 1111).
beforeAll(async () => {
  h = await createHarness({ backend: 'sqlite' });
  await h.run('/unit add template:battletech/catapult name:Cat', alice);
  await h.run('/unit add template:battletech/atlas name:Tank', alice);
  await h.run('/unit add template:battletech/hunchback name:Hunch', bob);
  await h.run('/unit add template:battletech/locust name:Bug', bob);
  await ok(`/map import file:"${BOARD}"`);
  await ok('/map place unit:Cat hex:0216 facing:0', alice);
  await ok('/map place unit:Tank hex:1211 facing:3', alice);
  await ok('/map place unit:Hunch hex:0916 facing:5', bob);
  await ok('/map place unit:Bug hex:1111 facing:3', bob);
  await ok('/battle start players:<@alice> <@bob>');
  await ok('/phase next', bob, 1); // alice loses the initiative: Cat, Bug, Tank, Hunch
});
afterAll(async () => h.close());

describe('GIVEN a battle on Grassland 2 with two Mechs a side', () => {
  test('WHEN they move with to: THEN each path is found and paid in MP, heat follows, and hexes: is the map’s', async () => {
    expect(await ok('/move unit:Cat to:0214 mode:jumped facing:NE', alice)).toEqual([
      '🦿 **Cat** jumped 0216→0214, 2 of 4 MP, facing NE: +3 heat.',
    ]);
    await ok('/phase next', alice);
    await ok('/phase next', bob); // Bug stands still
    expect((await h.run('/move unit:Tank mode:walked hexes:2', alice)).error).toBe(
      '`hexes:2`, `mode:walked`: `Tank` stands on the map, which says this. A GM may rule otherwise.',
    );
    expect((await h.run('/move unit:Tank to:1215', alice)).error).toBe("Tank cannot move there: 1215 can't be reached walking on 3 MP.");
    expect(await ok('/move unit:Tank to:1213', alice)).toEqual([
      '🦿 **Tank** walked 1211→1213 via 1212, 3 of 3 MP: 1212 light woods +1, facing S: +1 heat.',
    ]);
    await ok('/phase next', alice);
    expect((await h.run('/move unit:Hunch to:1111 mode:ran', bob)).error).toBe('Hunch cannot move there: 1111 is taken by another unit.');
    expect((await h.run('/move unit:Hunch to:0715 facing:SE', bob)).error).toBe(
      "Hunch cannot move there: 0715 can't be reached walking on 4 MP ending in that facing.",
    );
    expect(await ok('/move unit:Hunch to:0715 mode:ran facing:SE', bob)).toEqual([
      '🦿 **Hunch** ran 0916→0715 via 0815, 5 of 6 MP: turns 3, facing SE: +2 heat.',
    ]);
    expect(await at()).toEqual({
      cat: { hex: '0214', facing: 1 },
      tank: { hex: '1213', facing: 3 },
      hunch: { hex: '0715', facing: 2 },
      bug: { hex: '1111', facing: 3 },
    });
    expect((await battle()).units).toEqual({
      cat: { mode: 'jumped', hexes: 2 },
      tank: { mode: 'walked', hexes: 2 },
      hunch: { mode: 'ran', hexes: 2 },
    });
    expect([(await mech('cat')).heatThisTurn, (await mech('tank')).heatThisTurn, (await mech('hunch')).heatThisTurn]).toEqual([3, 1, 2]);
    await ok('/phase next', bob);
  });

  test('WHEN Cat fires at Hunch behind its hill and at Bug over the hill THEN cover and the rear table come from the map, the hill refuses', async () => {
    const preview = await ok('/shoot battletech attacker:Cat target:Hunch weapon:"Medium Laser [LT]" preview:true', alice);
    expect(preview.slice(1, 3)).toEqual([
      '🔍 **Preview**: Cat → Hunch with Medium Laser [LT] (rear)',
      'TN **10** (gunnery 4, medium range +2, attacker jumped +3, partial cover +1); P(hit) 1/6 (16.67%)',
    ]);
    const odds = await ok('/odds battletech attacker:Cat target:Hunch weapon:"Medium Laser [LT]"', bob);
    expect(odds.slice(0, 2)).toEqual(preview.slice(1, 3));
    expect(await ok('/shoot battletech attacker:Cat target:Hunch weapon:"Medium Laser [LT]"', alice, 3)).toEqual([
      '🗺️ range 5, partial cover +1, from the rear',
      '🎯 **Cat** fires **Medium Laser [LT]** at **Hunch** (rear): 🎲 6+6 = **12** vs TN **10** (gunnery 4, medium range +2, attacker jumped +3, partial cover +1) → **HIT**',
      '↳ +3 heat',
      '5 damage → location 🎲 6+3 = **9** → LL: **the cover takes it**',
    ]);
    expect(await ok('/shoot battletech attacker:Cat target:Hunch weapon:"Medium Laser [RT]"', alice, 21)).toEqual([
      '🗺️ range 5, partial cover +1, from the rear',
      '🎯 **Cat** fires **Medium Laser [RT]** at **Hunch** (rear): 🎲 6+6 = **12** vs TN **10** (gunnery 4, medium range +2, attacker jumped +3, partial cover +1) → **HIT**',
      '↳ +3 heat',
      '5 damage → location 🎲 6+1 = **7** → **CT**',
      '↳ **CT** (rear): 5 damage, rear armour 5→0',
    ]);
    const hunch = await mech('hunch');
    expect([hunch.locations.LL.armor, hunch.locations.CT.rear]).toEqual([20, 0]);
    expect((await h.run('/shoot battletech attacker:Cat target:Bug weapon:"Medium Laser [CT]"', alice)).error).toBe(
      'Cat has no line of sight to Bug: 0513 (level 2) blocks it — the ground rises above both.',
    );
    // A GM may rule the shot over the hill by typing its range: the blocked hex it overrode is a ruling in /history.
    expect(await ok('/shoot battletech attacker:Cat target:Bug weapon:"Medium Laser [CT]" range:9', {}, 3)).toEqual([
      "🗺️ range 9, line of sight blocked at 0513 (level 2) — the ground rises above both (a GM's ruling), from the front",
      '🎯 **Cat** fires **Medium Laser [CT]** at **Bug** (front): 🎲 6+6 = **12** vs TN **12** (gunnery 4, long range +4, attacker jumped +3, secondary target (front arc) +1) → **HIT**',
      '↳ +3 heat',
      '5 damage → location 🎲 6+3 = **9** → **LL**',
      '↳ **LL**: 5 damage, armour 8→3',
    ]);
    expect((await ok('/history count:1'))[2]).toBe(
      '  ⚖️ GM ruling: `range:9` given by a GM over the map; Cat fired at Bug over a blocked line of sight: 0513 (level 2) blocks it — the ground rises above both',
    );
    await ok('/phase next', alice);
  });

  test('WHEN Bug fires through the woods and bob gives range: THEN he is refused; the GM’s range:2 is taken and is a ruling in /history', async () => {
    expect(await ok('/shoot battletech attacker:Bug target:Tank weapon:"Medium Laser"', bob, 5)).toEqual([
      '🗺️ range 3, light woods +1, from the rear',
      '🎯 **Bug** fires **Medium Laser [CT]** at **Tank** (rear): 🎲 2+4 = **6** vs TN **5** (gunnery 4, light woods +1) → **HIT**',
      '↳ +3 heat',
      '5 damage → location 🎲 6+3 = **9** → **LL**',
      '↳ **LL**: 5 damage, armour 41→36',
    ]);
    expect((await h.run('/shoot battletech attacker:Bug target:Tank weapon:"Machine Gun [LA]" range:2', bob)).error).toBe(
      '`range:2`: `Bug` and `Tank` stand on the map, which says this. A GM may rule otherwise.',
    );
    expect(await ok('/shoot battletech attacker:Bug target:Tank weapon:"Machine Gun [LA]" range:2', {}, 5)).toEqual([
      "🗺️ range 2 (a GM's ruling; the map says 3), light woods +1, from the rear",
      '🎯 **Bug** fires **Machine Gun [LA]** at **Tank** (rear): 🎲 2+4 = **6** vs TN **7** (gunnery 4, medium range +2, light woods +1) → miss',
      '↳ +0 heat, 199 shots left in the CT bin',
    ]);
    expect((await ok('/history count:1'))[2]).toBe('  ⚖️ GM ruling: `range:2` given by a GM over the map');
    await ok('/phase next', bob);
    await ok('/phase next', alice); // Tank holds fire
  });

  test('WHEN Hunch fires at Cat in its rear arc THEN the arm is refused by name; a twist right brings the right arm round, once a turn', async () => {
    expect((await h.run('/shoot battletech attacker:Hunch target:Cat weapon:"Medium Laser [LA]"', bob)).error).toBe(
      "Medium Laser [LA] fires into the front and left arcs; Cat at 0214 is in Hunch's rear arc.",
    );
    expect(await ok('/shoot battletech attacker:Hunch target:Cat weapon:"Medium Laser [RA]" twist:right', bob, 7)).toEqual([
      '🗺️ range 5, from the front, torso twisted right',
      '🎯 **Hunch** fires **Medium Laser [RA]** at **Cat** (front): 🎲 4+2 = **6** vs TN **9** (gunnery 4, medium range +2, attacker ran +2, target jumped +1) → miss',
      '↳ +3 heat',
    ]);
    expect((await battle()).units.hunch).toEqual({ mode: 'ran', hexes: 2, twist: 'right' });
    expect((await h.run('/shoot battletech attacker:Hunch target:Cat weapon:"AC/20" twist:left', bob)).error).toMatch(
      /^`Hunch` already twisted its torso this turn \(action #\d+\)\. A GM may allow it\.$/,
    );
    expect((await h.run('/shoot battletech attacker:Hunch target:Cat weapon:"AC/20"', bob)).error).toBe(
      "AC/20 [RT] fires into the front arc; Cat at 0214 is in Hunch's right arc (torso twisted right).",
    );
    await ok('/phase next', bob);
  });

  test('WHEN Cat kicks Hunch five hexes away THEN the blow is refused: it reaches only an adjacent hex', async () => {
    expect((await h.run('/physical battletech attacker:Cat target:Hunch attack:kick', alice)).error).toBe(
      'Hunch is 5 hexes from Cat: a kick reaches only an adjacent hex.',
    );
  });
});
