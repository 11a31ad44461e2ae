// A BattleTech turn on a real MegaMek board (16x17 Grassland 2), played the same way through the console and the fake
// Discord by a GM and two players: paths paid in MP, and shots that read woods, a hill, partial cover and the side
// struck off the map; a player's typed range refused, a GM's logged as a ruling, over a hill that blocks the line too;
// next turn a kick at a 'Mech in light woods pays the woods as a shot would.
import { expect } from 'vitest';
import type { Said, Table } from './cheats.js';

const seed = (n: number) => n.toString(16).padStart(32, '0');

/** The public lines of a reply, without its `/verify` footer. */
function lines(said: Said): string[] {
  expect(said.error).toBeUndefined();
  return said.content.split('\n').filter((line) => !line.startsWith('-# roll'));
}

// Grassland 2 as its file gives it: 0214, 0216, 0715, 0916, 1111, 1211 and 1213 clear at level 0; 0614 level 1 (the
// cover before 0715); 1212 light woods (between 1111 and 1213); 0513 level 2 (the hill between 0214 and 1111).
export async function battletechMapPlay(t: Table): Promise<void> {
  lines(await t.run('alice', '/unit add template:battletech/catapult name:Cat'));
  lines(await t.run('alice', '/unit add template:battletech/atlas name:Tank'));
  lines(await t.run('bob', '/unit add template:battletech/hunchback name:Hunch'));
  lines(await t.run('bob', '/unit add template:battletech/locust name:Bug'));
  lines(await t.importBoard('gm', 'boards/16x17 Grassland 2.board'));
  lines(await t.run('alice', '/map place unit:Cat hex:0216 facing:0'));
  lines(await t.run('alice', '/map place unit:Tank hex:1211 facing:3'));
  expect((await t.run('alice', '/map place unit:Hunch hex:0916 facing:5')).error).toMatch(/^Only its controller/);
  lines(await t.run('bob', '/map place unit:Hunch hex:0916 facing:5'));
  lines(await t.run('bob', '/map place unit:Bug hex:1111 facing:3'));
  lines(await t.run('gm', '/battle start players:{A} {B}'));
  lines(await t.run('bob', '/phase next', seed(1))); // alice loses the initiative: Cat, Bug, Tank, Hunch

  // Movement: paths found and paid; how far a placed 'Mech went is the map's word.
  expect(lines(await t.run('alice', '/move unit:Cat to:0214 mode:jumped facing:NE'))).toEqual([
    '🦿 **Cat** jumped 0216→0214, 2 of 4 MP, facing NE: +3 heat.',
  ]);
  lines(await t.run('alice', '/phase next'));
  lines(await t.run('bob', '/phase next')); // Bug stands still
  expect((await t.run('alice', '/move unit:Tank mode:walked hexes:1')).error).toBe(
    '`hexes:1`, `mode:walked`: `Tank` stands on the map, which says this. A GM may rule otherwise.',
  );
  expect((await t.run('alice', '/move unit:Tank to:1215')).error).toBe("Tank cannot move there: 1215 can't be reached walking on 3 MP.");
  expect(lines(await t.run('alice', '/move unit:Tank to:1213'))).toEqual([
    '🦿 **Tank** walked 1211→1213 via 1212, 3 of 3 MP: 1212 light woods +1, facing S: +1 heat.',
  ]);
  expect((await t.run('alice', '/move unit:Tank to:1212')).error).toMatch(
    /^`Tank` already moved this turn \(action #\d+\)\. A GM may allow it\.$/,
  );
  lines(await t.run('alice', '/phase next'));
  expect(lines(await t.run('bob', '/move unit:Hunch to:0715 mode:ran facing:SE'))).toEqual([
    '🦿 **Hunch** ran 0916→0715 via 0815, 5 of 6 MP: turns 3, facing SE: +2 heat.',
  ]);
  lines(await t.run('bob', '/phase next'));

  // Weapon attacks: partial cover and the rear table; the hill refuses.
  expect(lines(await t.run('alice', '/shoot battletech attacker:Cat target:Hunch weapon:"Medium Laser [RT]"', seed(21)))).toEqual([
    '🗺️ range 5, partial cover +1, from the rear',
    '🎯 **Cat** fires **Medium Laser [RT]** at **Hunch** (rear): 🎲 6+6 = **12** vs TN **10** (gunnery 4, medium range +2, attacker jumped +3, partial cover +1) → **HIT**',
    '↳ +3 heat',
    '5 damage → location 🎲 6+1 = **7** → **CT**',
    '↳ **CT** (rear): 5 damage, rear armour 5→0',
  ]);
  expect((await t.run('alice', '/shoot battletech attacker:Cat target:Bug weapon:"Medium Laser [CT]"')).error).toBe(
    'Cat has no line of sight to Bug: 0513 (level 2) blocks it — the ground rises above both.',
  );
  // A GM rules the shot over the hill by typing its range: the hex it overrode is logged with the ruling.
  expect(lines(await t.run('gm', '/shoot battletech attacker:Cat target:Bug weapon:"Medium Laser [CT]" range:9', seed(3)))[0]).toBe(
    "🗺️ range 9, line of sight blocked at 0513 (level 2) — the ground rises above both (a GM's ruling), from the front",
  );
  expect(lines(await t.run('gm', '/history count:1'))).toContain(
    '  ⚖️ GM ruling: `range:9` given by a GM over the map; Cat fired at Bug over a blocked line of sight: 0513 (level 2) blocks it — the ground rises above both',
  );
  lines(await t.run('alice', '/phase next'));
  // Through light woods: +1; a typed range is refused to the player and is a GM's ruling.
  expect(lines(await t.run('bob', '/shoot battletech attacker:Bug target:Tank weapon:"Medium Laser"', seed(5)))).toEqual([
    '🗺️ range 3, light woods +1, from the rear',
    '🎯 **Bug** fires **Medium Laser [CT]** at **Tank** (rear): 🎲 2+4 = **6** vs TN **5** (gunnery 4, light woods +1) → **HIT**',
    '↳ +3 heat',
    '5 damage → location 🎲 6+3 = **9** → **LL**',
    '↳ **LL**: 5 damage, armour 41→36',
  ]);
  expect((await t.run('bob', '/shoot battletech attacker:Bug target:Tank weapon:"Machine Gun [LA]" range:2')).error).toBe(
    '`range:2`: `Bug` and `Tank` stand on the map, which says this. A GM may rule otherwise.',
  );
  expect(lines(await t.run('gm', '/shoot battletech attacker:Bug target:Tank weapon:"Machine Gun [LA]" range:2', seed(5)))[0]).toBe(
    "🗺️ range 2 (a GM's ruling; the map says 3), light woods +1, from the rear",
  );
  expect(lines(await t.run('gm', '/history count:1'))).toContain('  ⚖️ GM ruling: `range:2` given by a GM over the map');

  // Turn 2: Bug runs into the light woods beside Tank, and Tank kicks it there; the woods in its hex add +1, as to a shot.
  for (let phase = 0; phase < 7; phase++) lines(await t.run('gm', '/phase next')); // the rest of turn 1
  expect(lines(await t.run('gm', '/phase next', seed(47)))).toContain(`Now: turn 2, Movement (\`Cat\`, ${t.A}). Over to ${t.A}.`);
  lines(await t.run('alice', '/phase next'));
  expect(lines(await t.run('bob', '/move unit:Bug to:1314 mode:ran facing:S'))).toEqual([
    '🦿 **Bug** ran 1111→1314 via 1211, 1312, 1313, 9 of 12 MP: 1313 heavy woods +2, 1314 light woods +1, turns 2, facing S: +2 heat.',
  ]);
  for (const who of ['bob', 'alice', 'bob'] as const) lines(await t.run(who, '/phase next'));
  for (let step = 0; step < 4; step++) lines(await t.run('gm', '/phase next')); // no fire: on to Physical attacks
  expect(lines(await t.run('alice', '/physical battletech attacker:Tank target:Bug attack:kick', seed(61))).slice(0, 3)).toEqual([
    '🗺️ range 1, target in light woods +1, from the right side',
    '👊 **Tank** kicks **Bug** (left kick, right): 🎲 4+2 = **6** vs TN **5** (piloting 5, kick -2, target moved 4 hexes +1, target in light woods +1) → **HIT**',
    '20 damage → kick table 🎲 **6** → **RL** (Right Leg)',
  ]);
}
