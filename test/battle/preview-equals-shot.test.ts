// For every system: inside a battle, after movement, /shoot preview:true gives the TN and chances of the shot its Fire
// button then rolls (one to-hit computation, fed by the battle's records).
import { afterEach, expect, test } from 'vitest';
import { createHarness, type Harness, type RunOptions } from '../helpers/harness.js';

const alice = { user: 'alice' };
const bob = { user: 'bob' };
const gm = {};
const seed = (n: number) => n.toString(16).padStart(32, '0');
let h: Harness;
afterEach(async () => h.close());

/** Runs a line that must succeed. */
const ok = async (line: string, who: RunOptions = alice) => {
  const r = await h.run(line, who);
  expect(r.error).toBeUndefined();
  return r;
};

/** P(2d6 ≥ tn) by counting the 36 rolls. */
const twoD6AtLeast = (tn: number) => {
  let n = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b >= tn) n++;
  return n;
};

/** Previews a shot, then presses its Fire button with the given dice. */
const previewThenFire = async (line: string, who: { user: string }, seeds: string[]) => {
  const preview = await ok(`${line} preview:true`, who);
  const fired = await h.press('Fire', { ...who, reply: preview, seeds });
  expect(fired.error).toBeUndefined();
  return { preview: preview.content, fired: fired.content };
};

test('GIVEN BattleTech moves recorded THEN the preview of a numbered volley gives each weapon the TN its Fire rolls against', async () => {
  h = await createHarness({ backend: 'sqlite', images: 'none' });
  await ok('/unit add template:battletech/hunchback name:Hunch', alice);
  await ok('/unit add template:battletech/catapult name:Cat', bob);
  await ok('/battle start players:<@alice> <@bob>', gm);
  await ok('/phase next', { ...bob, seeds: [seed(1)] });
  await ok('/move unit:Hunch mode:ran hexes:6');
  await ok('/phase next');
  await ok('/move unit:Cat mode:jumped hexes:4', bob);
  await ok('/phase next', bob);
  const { preview, fired } = await previewThenFire('/shoot battletech attacker:Hunch target:Cat weapon:1-2 range:3', alice, [seed(2)]);
  const previewed = [...preview.matchAll(/(.+ \[\w+\]): TN \*\*(\d+)\*\* \(([^)]+)\); P\(hit\) (\d+)\/(\d+)/g)].map((m) => ({
    weapon: m[1],
    tn: Number(m[2]),
    why: m[3],
    p: Number(m[4]) / Number(m[5]),
  }));
  const rolled = [...fired.matchAll(/fires \*\*(.+ \[\w+\])\*\* at .+ vs TN \*\*(\d+)\*\* \(([^)]+)\)/g)].map((m) => ({
    weapon: m[1],
    tn: Number(m[2]),
    why: m[3],
  }));
  expect(previewed.map(({ p: _, ...rest }) => rest)).toEqual(rolled);
  expect(rolled.map((r) => r.weapon)).toEqual(['Small Laser [HD]', 'AC/20 [RT]']);
  expect(rolled[1]?.why).toBe('gunnery 4, attacker ran +2, target moved 4 hexes +1, target jumped +1');
  for (const p of previewed) expect(p.p).toBeCloseTo(twoD6AtLeast(p.tn) / 36, 12);
});

test('GIVEN BattleTech Mechs moved on a real map THEN the preview gives each weapon the TN its Fire rolls against, cover and range from the map', async () => {
  h = await createHarness({ backend: 'sqlite', images: 'none' });
  await ok('/unit add template:battletech/catapult name:Cat', alice);
  await ok('/unit add template:battletech/hunchback name:Hunch', bob);
  await ok('/map import file:"test/fixtures/boards/16x17 Grassland 2.board"', gm);
  await ok('/map place unit:Cat hex:0216 facing:0', alice);
  await ok('/map place unit:Hunch hex:0916 facing:5', bob);
  await ok('/battle start players:<@alice> <@bob>', gm);
  await ok('/phase next', { ...bob, seeds: [seed(1)] });
  await ok('/move unit:Cat to:0214 mode:jumped facing:NE');
  await ok('/phase next');
  // 0715 stands behind 0614, a level higher: partial cover from 0214.
  await ok('/move unit:Hunch to:0715 mode:ran facing:SE', bob);
  await ok('/phase next', bob);
  const { preview, fired } = await previewThenFire('/shoot battletech attacker:Cat target:Hunch weapon:all', alice, [seed(2)]);
  const previewed = [...preview.matchAll(/(.+ \[\w+\]): TN \*\*(\d+)\*\* \(([^)]+)\); P\(hit\) (\d+)\/(\d+)/g)].map((m) => ({
    weapon: m[1],
    tn: Number(m[2]),
    why: m[3],
    p: Number(m[4]) / Number(m[5]),
  }));
  const rolled = [...fired.matchAll(/fires \*\*(.+ \[\w+\])\*\* at .+ vs TN \*\*(\d+)\*\* \(([^)]+)\)/g)].map((m) => ({
    weapon: m[1],
    tn: Number(m[2]),
    why: m[3],
  }));
  expect(previewed.map(({ p: _, ...rest }) => rest)).toEqual(rolled);
  expect(rolled).toHaveLength(6);
  expect(rolled.find((r) => r.weapon === 'LRM 15 [RA]')).toEqual({
    weapon: 'LRM 15 [RA]',
    tn: 10,
    why: 'gunnery 4, minimum range 6 +2, attacker jumped +3, partial cover +1',
  });
  expect(fired).toContain('🗺️ range 5, partial cover +1, from the rear');
  for (const p of previewed) expect(p.p).toBeCloseTo(twoD6AtLeast(p.tn) / 36, 12);
});

test('GIVEN a 40k skimmer that moved fast THEN the preview’s armour, strength and downgrade are the shot’s', async () => {
  h = await createHarness({ backend: 'sqlite', images: 'none' });
  await ok('/unit add template:wh40k/leman-russ name:Russ', alice);
  await ok('/unit add template:wh40k/falcon name:Falcon', bob);
  await ok('/battle start players:<@alice> <@bob> system:wh40k', gm);
  // The Falcon's fast move was in Bob's last turn: in Alice's step only a GM may record it (a ruling).
  await ok('/vehicle set unit:Falcon moved:12', gm);
  await ok('/phase next');
  const { preview, fired } = await previewThenFire(
    '/shoot wh40k attacker:Russ target:Falcon weapon:"Hull lascannon" direction:side hits:2',
    alice,
    [seed(2)],
  );
  expect(preview).toContain('(side, AV12), 2 hits');
  expect(preview).toContain('penetrating counts as glancing');
  // S9 + D6 against AV12 with every penetration downgraded: 1-2 nothing, 3 and up glancing.
  expect(preview).toContain('**Per hit**: nothing 1/3 (33.3%) · glancing 2/3 (66.7%) · penetrating 0');
  const hits = [...fired.matchAll(/S(\d+) \+ D6 \[(\d)\] = \d+ vs AV(\d+) \(side\) → (.+)/g)];
  expect(hits).toHaveLength(2);
  for (const [, s, d, av, result] of hits) {
    const total = Number(s) + Number(d);
    expect([Number(s), Number(av)]).toEqual([9, 12]);
    expect(result).toBe(
      total < 12 ? '**no effect**' : total === 12 ? '**glancing**' : 'penetrating, **downgraded to glancing** (skimmer moved 12")',
    );
  }
});

test('GIVEN Slaved Armour speeds set this round THEN the preview’s TN and P(hit) are the shot’s', async () => {
  h = await createHarness({ backend: 'sqlite', images: 'none' });
  await ok('/unit add template:slaved-armour/kestrel name:Kestrel', alice);
  await ok('/unit add template:slaved-armour/hound name:Hound', bob);
  await ok('/battle start players:<@alice> <@bob> system:slaved-armour', gm);
  await ok('/move unit:Kestrel speed:2');
  await ok('/phase next');
  await ok('/move unit:Hound speed:1', bob);
  await ok('/phase next', bob);
  const { preview, fired } = await previewThenFire('/shoot slaved-armour attacker:Kestrel target:Hound weapon:Machine gun', alice, [
    seed(2),
  ]);
  const tnLine = (text: string) => /TN (\d+) \(([^)]+)\)/.exec(text)?.slice(1);
  expect(tnLine(preview)).toEqual(['16', 'no cover, speed 1']);
  expect(tnLine(fired)).toEqual(tnLine(preview));
  expect(preview).toContain('d66 + 2 (skill) ≥ 16: needs d66 ≥ 14 → **P(hit) = 11/12 (91.7%)**');
  expect(fired).toMatch(/\+ 2 \(skill\) = \*\*\d+\*\* vs TN 16/);
});

/** Bob's Small faces alice's Big across one hex of the Mecha Bots map, in Bob's fight step; `before` runs first. */
async function botsFaceToFace(before: () => Promise<void> = async () => {}): Promise<void> {
  h = await createHarness({ backend: 'sqlite', images: 'none' });
  await ok('/unit add template:mecha-bots/sample name:Big', alice);
  await ok('/unit add template:mecha-bots/scrapper name:Small', bob);
  await before();
  await ok('/battle start players:<@alice> <@bob> system:mecha-bots', gm);
  for (const who of [bob, alice, bob]) await ok('/phase next', who);
  await ok('/move unit:Small at:0304 facing:S', bob);
  await ok('/phase next', bob);
  await ok('/move unit:Big at:0305 facing:N', alice);
  for (const who of [alice, bob]) await ok('/phase next', who);
}

test('GIVEN Mecha Bots placed on the map THEN the preview’s face, range and sensor shift are the shot’s', async () => {
  await botsFaceToFace();
  const { preview, fired } = await previewThenFire('/shoot mecha-bots attacker:Small target:Big weapon:Rivet Gun shift:0', bob, [seed(2)]);
  expect(preview).toContain("Big's Forward face at range 1. It hits: no to-hit roll.");
  expect(preview).toContain('Sensor Lamp Eye: may add up to +2.');
  expect(fired).toContain('striking its Forward face at range 1. No to-hit roll');
  expect(fired).toContain('Sensor: Lamp Eye (accuracy 2) → may add 0 to +2 at range 1.');
  // The column the roll lands on holds what the preview's table says it holds.
  const [, column, holds] = /→ column (\d) \(([^)]+)\)/.exec(fired)!;
  expect(preview).toMatch(new RegExp(`\\n${column} +${holds!.replace(/\*/g, '\\*')} `));
});

test('GIVEN Mecha Bots on the map THEN /odds of a shot is its preview, and at a Mad Scientist the chance of death its wounds roll', async () => {
  await botsFaceToFace(async () => {
    await ok('/unit add template:mecha-bots/scientist name:Doc', alice);
    await ok('/move unit:Doc at:0204', alice);
  });
  const odds = await ok('/odds mecha-bots attacker:Small target:Big weapon:Rivet Gun', bob);
  const preview = await ok('/shoot mecha-bots attacker:Small target:Big weapon:Rivet Gun preview:true', bob);
  expect(odds.content).toContain("**Odds**: Small's Rivet Gun (2 damage) against Big's Forward face at range 1.");
  expect(odds.content.replace('**Odds**', '**Preview**')).toBe(preview.content.replace(/^🔍.*\n/, ''));
  const atDoc = await ok('/odds mecha-bots attacker:Small target:Doc weapon:Rivet Gun', bob);
  expect((await h.run('/odds mecha-bots attacker:Small target:Doc weapon:Rivet Gun arc:forward', bob)).error).toBe(
    '`Doc` is a Mad Scientist: there is no chassis face or column, so leave out `arc:`.',
  );
  const shot = await ok('/shoot mecha-bots attacker:Small target:Doc weapon:Rivet Gun', { ...bob, seeds: [seed(3)] });
  // The same map line (range, arc, a clear line) in both; 2 damage is 2d6 wounds against Doc's 7 hit points.
  const mapped = "🗺️ Map: 1 hex, in the attacker's Forward Right arc; no Bot in the way.";
  expect(atDoc.content).toContain(`${mapped}\nWounds: 2d6 (D6 per point of damage), 7.00 on average.`);
  expect(shot.content).toContain(mapped);
  expect(atDoc.content).toContain(`P(Doc dies: 7 or more wounds for 7 hit points left) = **${twoD6AtLeast(7)}/36 (58.33%)**.`);
  expect(shot.content).toContain('2d6 [6, 6] = 12\n💀 **Doc** takes 12 wounds (7 → 0 hit points) and is dead');
});
