// Physical weapons through the console pipeline: MegaMek files with a hatchet or a blade imported from disk, then /physical.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { MechData } from '../../../src/systems/battletech/types.js';
import { createHarness, type Harness } from '../../helpers/harness.js';
import { OWN_FIXTURES } from './helpers.js';

const seed = (n: number) => n.toString(16).padStart(32, '0');
let h: Harness;
const mech = async (key: string) => (await h.store.load(h.channel)).units[key]!.data as MechData;

beforeAll(async () => {
  h = await createHarness({ backend: 'sqlite', images: 'none' });
  await h.run(`/unit import file:"${OWN_FIXTURES}corpus/Axman AXM-1N.mtf" name:Axe`);
  await h.run('/unit add template:battletech/atlas name:Atlas');
});
afterAll(async () => h.close());

describe('GIVEN an imported Axman next to an Atlas', () => {
  test('WHEN it names a weapon it does not mount THEN the console says why and nothing is stored', async () => {
    const before = (await h.store.load(h.channel)).version;
    const reply = await h.run('/physical battletech attacker:Axe target:Atlas attack:sword');
    expect(reply.error).toBe('Axe cannot use a sword: it mounts no sword.');
    expect((await h.store.load(h.channel)).version).toBe(before);
  });

  test('WHEN it swings its hatchet THEN TN 4 (piloting 5, hatchet -1) and 13 damage on the standard table, dice from the seed', async () => {
    const reply = await h.run('/physical battletech attacker:Axe target:Atlas attack:hatchet', { seeds: [`${'0'.repeat(31)}7`] });
    expect(reply.error).toBeUndefined();
    expect(reply.content.split('\n').slice(0, 3)).toEqual([
      '👊 **Axe** swings a hatchet at **Atlas** (right-arm hatchet, front): 🎲 4+2 = **6** vs TN **4** (piloting 5, hatchet -1) → **HIT**',
      '13 damage → location 🎲 6+3 = **9** → **LL** (Left Leg)',
      '↳ **LL**: 13 damage, armour 41→28',
    ]);
    expect((await mech('atlas')).locations.LL.armor).toBe(28);
    expect((await mech('axe')).physical?.attacks).toEqual(['hatchet RA']);
    // Free play without a battle: the table counts its own attacks (a strict table or a battle counts them, #25).
    expect((await h.run('/physical battletech attacker:Axe target:Atlas attack:kick', { seeds: [seed(8)] })).error).toBeUndefined();
  });
});

describe('GIVEN a battle with a retractable-blade Wolverine (hand-made fixture) next to an Atlas', () => {
  let b: Harness;
  const data = async (key: string, harness = b) => (await harness.store.load(harness.channel)).units[key]!.data as MechData;
  const blade = async (key: string, harness = b) => (await data(key, harness)).equipment.find((e) => e.key === 'retractable-blade');
  beforeAll(async () => {
    b = await createHarness({ backend: 'sqlite', images: 'none' });
    await b.run(`/unit import file:"${OWN_FIXTURES}Wolverine Retractable Blade.mtf" name:Wolf`, { user: 'alice' });
    await b.run('/unit add template:battletech/atlas name:Atlas', { user: 'bob' });
    await b.run('/battle start players:<@alice> <@bob>');
  });
  afterAll(async () => b.close());

  test('WHEN the blade is set outside the movement phase THEN the clock refuses it; in it, /move extends it at once', async () => {
    expect((await b.run('/move unit:Wolf blade:extend')).error).toBe(
      'It is the initiative phase of turn 1: `/move` waits for the movement phase (`/phase next`).',
    );
    await b.run('/phase next', { seeds: [seed(1), seed(2)] });
    const set = await b.run('/move unit:Wolf blade:extend');
    expect(set.content).toBe(
      '🗡️ **Wolf** extends its retractable blade (right arm): until it is retracted, that hand cannot punch, push or hold a club.',
    );
    expect((await blade('wolf'))?.extended).toBe(true);
    expect((await b.run('/move unit:Wolf mode:walked hexes:2')).content).toBe('🦿 **Wolf** walked 2 hexes: +1 heat.');
    expect((await b.run('/move unit:Wolf blade:retract')).error).toBe(
      "Wolf already walked 2 hexes this turn: a retractable blade is extended or retracted before the 'Mech moves.",
    );
  });

  test('WHEN the physical phase comes THEN the blade strikes: TN 4 (piloting 5, blade -2, walked +1), 6 damage', async () => {
    for (let step = 0; step < 4; step++) expect((await b.run('/phase next')).error).toBeUndefined();
    expect((await b.run('/move unit:Wolf blade:retract')).error).toBe(
      'It is the physical attacks phase of turn 1: `/move` waits for the movement phase (`/phase next`).',
    );
    const reply = await b.run('/physical battletech attacker:Wolf target:Atlas attack:blade', { seeds: [seed(3), seed(4)] });
    expect(reply.error).toBeUndefined();
    expect(reply.content.split('\n').slice(0, 3)).toEqual([
      '👊 **Wolf** swings a retractable blade at **Atlas** (right-arm blade, front): 🎲 6+6 = **12** vs TN **4** (piloting 5, blade -2, attacker walked +1) → **HIT**',
      '6 damage → location 🎲 6+3 = **9** → **LL** (Left Leg)',
      '↳ **LL**: 6 damage, armour 41→35',
    ]);
    expect((await data('wolf')).physical?.attacks).toEqual(['blade RA']);
    expect((await b.run('/unit show name:Wolf')).content).toContain('Retractable blade (right arm): extended');
  });

  test('WHEN Wolf then tries a kick THEN the battle refuses its player, naming the blade, and a GM may rule it (#25)', async () => {
    const kick = '/physical battletech attacker:Wolf target:Atlas attack:kick';
    const refused = await b.run(kick, { user: 'alice', seeds: [seed(5)] });
    expect(refused.error).toMatch(
      /^`Wolf`'s (left|right) kick is ruled out: right-arm blade struck this turn \(action #\d+\); a Mech makes one physical attack a turn, or a punch with each arm\. A GM may allow it\.$/,
    );
    const before = (await b.store.load(b.channel)).version;
    expect((await b.run(kick, { user: 'alice', seeds: [seed(5)] })).error).toBeDefined();
    expect((await b.store.load(b.channel)).version).toBe(before);
    expect((await b.run(kick, { seeds: [seed(5)] })).error).toBeUndefined();
    expect((await b.run('/history count:1')).content).toMatch(
      /⚖️ GM ruling: `Wolf`'s (left|right) kick is ruled out: right-arm blade struck/,
    );
    expect((await data('wolf')).physical?.attacks).toEqual(['blade RA', 'kick']);
  });

  test('WHEN the channel is exported and restored elsewhere THEN the blade is still extended', async () => {
    const exported = await b.run('/channel export');
    const file = join(mkdtempSync(join(tmpdir(), 'salvo-blade-')), exported.files![0]!.name);
    writeFileSync(file, exported.files![0]!.data);
    const other = await createHarness({ backend: 'sqlite', images: 'none' });
    try {
      expect((await other.run(`/channel restore file:${file}`)).error).toBeUndefined();
      expect(await blade('wolf', other)).toMatchObject({ name: 'Retractable Blade', extended: true });
      expect(await data('wolf', other)).toEqual(await data('wolf'));
    } finally {
      await other.close();
    }
  });
});
