// A full seeded duel between two MegaMek 'Mechs through the console pipeline, played to destruction; then the
// remaining BattleTech commands (/damage, /crit, /odds, /shoot preview) through the same pipeline.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { critRow, PHONE_WIDTH, phonePages } from '../../../src/render/battletech.js';
import { theme } from '../../../src/render/theme.js';
import type { Reply } from '../../../src/reply.js';
import { weaponLabels } from '../../../src/systems/battletech/attack.js';
import { deriveMech, equipmentUseless } from '../../../src/systems/battletech/derived.js';
import { LOCATIONS } from '../../../src/systems/battletech/locations.js';
import type { MechData } from '../../../src/systems/battletech/types.js';
import { createHarness, type Harness } from '../../helpers/harness.js';
import { decodePng, hexToRgb } from '../../helpers/png.js';
import { FIXTURES } from './helpers.js';

/** One seed per command, numbered by step so a failing step can be replayed with /verify. */
const seed = (n: number) => `c303e0${n.toString(16).padStart(26, '0')}`;
const sheet = (m: MechData) =>
  Object.fromEntries(LOCATIONS.map((l) => [l, [m.locations[l].armor, m.locations[l].rear ?? null, m.locations[l].internal]]));

describe('GIVEN a Wolverine WVR-6R and a Marauder MAD-3L imported from MegaMek files, fighting at 3 hexes', () => {
  let h: Harness;
  const log: { line: string; reply: Reply }[] = [];
  let units: Record<string, { name: string; data: MechData }> = {};
  let step = 0;
  const run = async (line: string) => {
    step += 1;
    const reply = await h.run(line, { seeds: [seed(step)] });
    log.push({ line, reply });
    return reply;
  };
  const refresh = async () => {
    units = (await h.store.load(h.channel)).units as typeof units;
  };
  const mech = (name: string) => units[name.toLowerCase()]?.data as MechData;
  const over = () => Object.values(units).some((u) => u.data.destroyed);

  beforeAll(async () => {
    h = await createHarness({ images: 'full' }); // these steps read the whole record sheet
    await run(`/unit import file:${FIXTURES}Wolverine WVR-6R.mtf name:Wolf`);
    await run(`/unit import file:${FIXTURES}Marauder MAD-3L.mtf name:Mara`);
    // Each turn: every working weapon fires, pending PSRs are rolled, the heat phase runs, prone 'Mechs try to stand.
    for (let turn = 1; turn <= 12; turn++) {
      for (const [attacker, target] of [
        ['Wolf', 'Mara'],
        ['Mara', 'Wolf'],
      ] as const) {
        await refresh();
        const me = mech(attacker);
        if (me.destroyed || me.shutdown || !me.pilot.conscious || mech(target).destroyed) continue;
        for (const { label, item } of weaponLabels(me)) {
          if (equipmentUseless(me, item)) continue;
          const reply = await run(`/shoot battletech attacker:${attacker} target:${target} weapon:${label} range:3 direction:front`);
          if (reply.content.includes(`**${target} is destroyed**`)) break;
        }
      }
      await refresh();
      if (over()) break;
      for (const name of ['Wolf', 'Mara']) if (mech(name).pendingPsrs.length) await run(`/psr unit:${name}`);
      await run('/phase end');
      await refresh();
      for (const name of ['Wolf', 'Mara']) {
        const data = mech(name);
        if (!data.destroyed && (data.pendingPsrs.length || (data.prone && data.pilot.conscious))) await run(`/psr unit:${name}`);
      }
      await refresh();
      if (over()) break;
    }
  }, 60_000);
  afterAll(async () => {
    await h?.close();
  });

  test('GIVEN the fight THEN it ends on turn 4 after 22 commands with the Marauder destroyed by its pilot dying', () => {
    expect(log.length).toBe(22);
    expect([mech('Mara').destroyed, mech('Mara').destroyedReason, mech('Mara').turn]).toEqual([true, 'MechWarrior killed', 4]);
    expect(mech('Mara').pilot).toMatchObject({ hits: 6, dead: true, conscious: false });
    expect(mech('Wolf').destroyed).toBe(false);
  });

  test("GIVEN an AC/5 hit on the Marauder's head THEN a sensor crit, a head hit and a knockout queue an automatic fall", () => {
    const reply = log.find((l) => l.reply.content.includes('**Sensors** (HD)'))?.reply.content ?? '';
    expect(reply).toContain('Critical check HD: 🎲 6+2 = **8** → **1 critical hit**');
    expect(reply).toContain('🔧 **Sensors** (HD): sensors damaged: +2 to all weapon attacks.');
    expect(reply).toContain('↳ consciousness (2 hits, needs 5+): 🎲 1+2 = **3** → **knocked unconscious**');
    expect(reply).toContain('⚠️ PSR queued: MechWarrior knocked unconscious (automatic fall).');
  });

  test('GIVEN the last stand-up attempt fails THEN the fall TACs the LT: 12 = 3 crits, an ammo explosion that knocks the MechWarrior out as it goes off, death', () => {
    const last = log.at(-1) as { line: string; reply: Reply };
    expect(last.line).toBe('/psr unit:Mara');
    expect(last.reply.content.split('\n').filter((l) => !l.startsWith('-#'))).toEqual([
      'PSR (standing up): 🎲 1+1 = **2** vs **5** (piloting 5) → **failed**',
      '🤕 **Mara falls** (failed to stand): facing 🎲 5 → left side hit, 8 damage in 5-point groups.',
      'Fall damage 5: location 🎲 6+4 = **10** → **RA**',
      '↳ **RA**: 5 damage, armour 20→15',
      'Fall damage 3: location 🎲 1+1 = **2** → **LT** (through-armour critical chance)',
      '↳ **LT**: 3 damage, armour 3→0',
      'Critical check LT: 🎲 6+6 = **12** → **3 critical hits**',
      '↳ slot 🎲 1 (upper) + 🎲 2 → LT slot 2: **Heat Sink** (rolled again after slot 6 empty)',
      '🔧 **Heat Sink** (LT): heat sink destroyed: dissipation 18→17.',
      '↳ slot 🎲 2 (upper) + 🎲 1 → LT slot 1: **Heat Sink** (after 7 re-rolls of empty or already-hit slots)',
      '🔧 **Heat Sink** (LT): heat sink destroyed: dissipation 17→16.',
      '↳ slot 🎲 3 (upper) + 🎲 3 → LT slot 3: **Ammo AC/5** (after 9 re-rolls of empty or already-hit slots)',
      "🔧 **Ammo AC/5** (LT): ammunition explodes (19 shots left; one turn's worth of shots = 5 damage).",
      '💥 **Explosion in LT**: 5 damage to internal structure.',
      '🩸 MechWarrior takes 2 damage (explosion feedback): hits 3→5.',
      '↳ consciousness (4 hits, needs 10+): 🎲 3+5 = **8** → **knocked unconscious**',
      '↳ **LT**: 5 damage, structure 16→11',
      'Critical check LT: 🎲 2+1 = **3** → no critical hit',
      '🩸 MechWarrior takes 1 damage (fall, MechWarrior unconscious): hits 5→6.',
      '☠️ MechWarrior is killed (6 hits).',
      '☠️ **Mara is destroyed** (MechWarrior killed).',
    ]);
  });

  test('GIVEN the final record sheets THEN armour, structure, crits, ammo, sinks and MP are exactly as fought', () => {
    const mara = mech('Mara');
    expect(sheet(mara)).toEqual({
      HD: [0, null, 2],
      CT: [18, 10, 23],
      LT: [0, 8, 11],
      RT: [15, 8, 16],
      LA: [22, null, 12],
      RA: [15, null, 12],
      LL: [16, null, 16],
      RL: [10, null, 16],
    });
    expect(mara.locations.LT.slots.map((s) => s.hit)).toEqual([true, true, true, ...Array(9).fill(false)]);
    expect(mara.equipment.find((e) => e.ammo)?.ammo?.shotsLeft).toBe(0);
    expect(deriveMech(mara)).toMatchObject({ engineHits: 0, sensorHits: 1, heatSinks: { total: 18, destroyed: 2, dissipation: 16 } });
    const wolf = mech('Wolf');
    expect(sheet(wolf)).toEqual({
      HD: [8, null, 3],
      CT: [20, 8, 18],
      LT: [20, 6, 13],
      RT: [20, 6, 13],
      LA: [0, null, 7],
      RA: [16, null, 9],
      LL: [11, null, 13],
      RL: [11, null, 13],
    });
    expect(wolf.locations.LA.slots[1]).toMatchObject({ name: 'Upper Arm Actuator', hit: true });
    expect(wolf.equipment.filter((e) => e.ammo).map((e) => e.ammo?.shotsLeft)).toEqual([12, 17]);
    expect(deriveMech(wolf)).toMatchObject({ walk: 5, run: 8, jump: 5, armWeaponToHit: { LA: { value: 1 } } });
  });

  test('GIVEN /unit show for the wreck THEN its phone pages show the DESTROYED badge, a full pilot track and struck LT slots', async () => {
    const reply = await h.run('/unit show name:Mara');
    expect(reply.content).toContain('**Mara**: Marauder MAD-3L, 75 t — DESTROYED (MechWarrior killed)');
    expect(reply.files?.map((f) => f.name)).toEqual(['Mara-1.png', 'Mara-2.png']);
    const [front, crits] = await Promise.all((reply.files ?? []).map((f) => decodePng(f.data)));
    const [page1, page2] = phonePages(0);
    const track = page1.status!.pilot;
    const lt = page2.crits.LT!;
    for (const page of [front!, crits!])
      expect(page.count(theme.bad, { x: PHONE_WIDTH - 200, y: 14, w: 184, h: 34 })).toBeGreaterThan(2000);
    expect(front!.pixel(track.x + 5 * 46 + 3, track.y + 3).slice(0, 3)).toEqual(hexToRgb(theme.bad));
    for (const i of [0, 1, 2]) expect(crits!.count(theme.bad, critRow('LT', i, page2))).toBeGreaterThan(40);
    expect(crits!.count(theme.bad, critRow('LT', 3, page2))).toBe(0);
    expect(crits!.pixel(lt.x + lt.w - 4, lt.y + 4).slice(0, 3)).toEqual(hexToRgb(theme.accent));
  });

  test('GIVEN the wreck tries to fire THEN it is refused', async () => {
    const reply = await h.run('/shoot battletech attacker:Mara target:Wolf weapon:PPC');
    expect([reply.content, reply.ephemeral]).toEqual(['⚠️ Mara is destroyed.', true]);
  });
});

describe('GIVEN the other BattleTech commands through the console', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ images: 'full' }); // these steps read the whole record sheet
    await h.run('/unit add template:battletech/hunchback name:Hunch');
    await h.run('/unit add template:battletech/catapult name:Cat');
  }, 30_000);
  afterAll(async () => {
    await h?.close();
  });

  test('GIVEN /damage with rear THEN the rear CT takes it and the sheet comes back', async () => {
    const reply = await h.run('/damage battletech target:Hunch location:CT damage:8 rear:true', { seeds: [seed(1)] });
    expect(reply.content.split('\n').slice(0, 2)).toEqual([
      '🔨 **8 damage** to **Hunch** Center Torso (rear):',
      '↳ **CT** (rear): 8 damage, rear armour 5→0, structure 16→13',
    ]);
    expect(reply.files?.map((f) => f.name)).toEqual(['Hunch-1.png', 'Hunch-2.png']);
  });

  test('GIVEN /crit THEN the check is rolled for that location', async () => {
    const reply = await h.run('/crit battletech target:Hunch location:RT', { seeds: [seed(2)] });
    expect(reply.content).toMatch(/^Critical check RT: 🎲 \d\+\d = \*\*\d+\*\*/);
  });

  test('GIVEN /odds battletech with a target THEN exact fractions for that Mech', async () => {
    const reply = await h.run('/odds battletech tn:7 target:Hunch damage:20 direction:rear');
    expect(reply.content).toContain('**P(hit)** on 2d6 ≥ 7: 7/12 (58.33%)');
    expect(reply.content).toContain('**One 20-point hit on Hunch (rear)**');
  });

  test('GIVEN /shoot preview THEN the odds come with a Fire button and nothing is rolled', async () => {
    const reply = await h.run('/shoot battletech attacker:Cat target:Hunch weapon:LRM 15 [LA] range:10 preview:true');
    expect(reply.content).toContain('TN **6** (gunnery 4, medium range +2); P(hit) 13/18 (72.22%)');
    expect(reply.buttons?.map((b) => b.label)).toEqual(['Fire']);
  });

  test('GIVEN /psr for a standing Mech with nothing pending THEN one PSR is rolled with the reason given', async () => {
    const reply = await h.run('/psr unit:Cat reason:running modifier:1', { seeds: [seed(3)] });
    expect(reply.content).toMatch(/^PSR \(running\): 🎲 \d\+\d = \*\*\d+\*\* vs \*\*6\*\* \(piloting 5, running \+1\)/);
  });
});
