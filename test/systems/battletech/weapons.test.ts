// Total Warfare / TechManual weapon families beyond the core set (MML, rocket launchers, Thunderbolts, plasma, Streak
// LRM, machine gun arrays, torpedoes, ER/heavy/vehicle flamers, ER pulse, improved heavy, X-pulse, VSP and binary
// lasers, HAG, Silver Bullet, improved heavy Gauss, Magshot, laser AMS, extended and enhanced LRMs, ProtoMech ACs,
// one-shot launchers, B-pods) and the LRM/SRM munitions: MegaMek's names, each fired through /shoot with seeded dice,
// and what a critical hit on its ammunition (or on the weapon) does. The 'Mechs are hand-made fixtures (TM Arsenal
// IS, IS-2 and Clan; TM Munitions): 100-tonners carrying every family under MegaMek's slot names.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { fixedRng } from '../../../src/dice/rng.js';
import { phaseEnd, readVolley, shoot } from '../../../src/systems/battletech/actions.js';
import { cannotFire, computeToHit, findWeapon, parseFireMode } from '../../../src/systems/battletech/attack.js';
import { hitSlot } from '../../../src/systems/battletech/damage.js';
import { lookupEquipment, munitionOf } from '../../../src/systems/battletech/equipment.js';
import { importMech } from '../../../src/systems/battletech/import.js';
import type { MechData } from '../../../src/systems/battletech/types.js';
import type { RollEvent } from '../../../src/systems/types.js';
import { ctxWith, inputOf, OWN_FIXTURES, slotIndex, stateOf, template } from './helpers.js';

const own = (file: string) => importMech(file, readFileSync(`${OWN_FIXTURES}${file}`, 'utf8'));
/**
 * Hand-made: IS (MML 9 with Artemis, plasma rifle, X-pulse, Silver Bullet, VSP, rocket launcher 10, Thunderbolt 10, LRT
 * 15, improved heavy Gauss, Magshot, heavy and ER flamers, B-pod), IS-2 (binary laser, laser AMS, extended and enhanced
 * LRMs, light and heavy MG arrays, SRT 4, OS/I-OS launchers, vehicle flamer, rocket launcher 15) and Clan (HAG/20, ER
 * pulse, plasma cannon, improved heavy, Streak LRM, laser AMS, heavy flamer, ProtoMech AC/4, LRT 5, MG array, OS/I-OS).
 */
const arsenal = (which: 'IS' | 'IS-2' | 'Clan'): MechData => own(`TM Arsenal ${which}.mtf`).data;
/** Hand-made: an IS 55-tonner with inferno, fragmentation and semi-guided bins, an MML, a rocket launcher, OS/I-OS launchers and an SRT. */
const munitions = () => own('TM Munitions.mtf');
const rolls = (events: readonly { type: string }[]) =>
  events.filter((e): e is RollEvent => e.type === 'roll').map((e) => `${e.label}:${e.dice.join('+')}`);
const mechOf = (out: { state: { units: Record<string, { data: unknown }> } }, key: string) => out.state.units[key]?.data as MechData;
const fire = (attacker: MechData, weapon: string, dice: number[], extra: Record<string, string | number> = {}) =>
  shoot(stateOf({ A: attacker, T: template('atlas') }), inputOf({ attacker: 'A', target: 'T', weapon, ...extra }), fixedRng(dice));
const atlas = template('atlas');
/** Armour lost per location on the target Atlas. */
const lost = (m: MechData) =>
  Object.fromEntries(
    Object.entries(m.locations)
      .map(([loc, s]) => [loc, atlas.locations[loc as keyof MechData['locations']].armor - s.armor])
      .filter(([, n]) => n !== 0),
  );
const binShots = (m: MechData, key: string) => m.equipment.filter((e) => e.key === key).map((e) => e.ammo?.shotsLeft);
/** The damage of the explosion a critical hit on the named slot sets off (every later die a 1), or undefined for none. */
const explosion = (m: MechData, loc: keyof MechData['locations'], slot: string, config: { ammoExplosion?: 'tw' } = {}) => {
  const ctx = ctxWith(
    m,
    Array.from({ length: 30 }, () => 1),
    config,
  );
  hitSlot(ctx, loc, slotIndex(m, loc, slot));
  return (ctx.events.find((e) => e.type === 'bt-explosion') as { damage: number } | undefined)?.damage;
};

describe("GIVEN MegaMek's names for the TW / TechManual weapons and their ammunition", () => {
  test.each([
    ['ISMML5', 'mml5'],
    ['IS MML-9', 'mml9'],
    ['IS Ammo MML-7 LRM', 'mml7-ammo'],
    ['ISMML3 SRM Ammo', 'mml3-srm-ammo'],
    ['IS Ammo MML-9 SRM Artemis-capable', 'mml9-srm-ammo'],
    ['RL10', 'rl10'],
    ['ISRocketLauncher15', 'rl15'],
    ['IS RLauncher-20', 'rl20'],
    ['ISThunderbolt5', 'thunderbolt5'],
    ['IS Thunderbolt-20', 'thunderbolt20'],
    ['IS Ammo Thunderbolt-10', 'thunderbolt10-ammo'],
    ['ISTBolt15 Ammo', 'thunderbolt15-ammo'],
    ['ISPlasmaRifle', 'plasma-rifle'],
    ['ISPlasmaRifleAmmo', 'plasma-rifle-ammo'],
    ['CLPlasmaCannon', 'cl-plasma-cannon'],
    ['CLPlasmaCannon Ammo', 'cl-plasma-cannon-ammo'],
    ['CLStreakLRM15', 'cl-streak-lrm15'],
    ['Clan Streak LRM 20 Ammo', 'cl-streak-lrm20-ammo'],
    ['Clan Ammo Streak-5', 'cl-streak-lrm5-ammo'],
    ['ISMGA', 'mga'],
    ['IS Light Machine Gun Array', 'light-mga'],
    ['ISHMGA', 'heavy-mga'],
    ['CLMGA', 'cl-mga'],
    ['Clan Light Machine Gun Array', 'cl-light-mga'],
    ['Clan Heavy Machine Gun Array', 'cl-heavy-mga'],
    ['ISLRTorpedo15', 'lrt15'],
    ['IS Ammo LRTorpedo-5', 'lrt5-ammo'],
    ['ISSRT6', 'srt6'],
    ['IS Ammo SRTorpedo-2', 'srt2-ammo'],
    ['CLLRT10', 'cl-lrt10'],
    ['Clan Ammo SRTorpedo-4', 'cl-srt4-ammo'],
    ['ISERFlamer', 'er-flamer'],
    ['CL ER Flamer', 'cl-er-flamer'],
    ['IS Heavy Flamer', 'heavy-flamer'],
    ['IS Ammo Heavy Flamer', 'heavy-flamer-ammo'],
    ['CLHeavyFlamer', 'cl-heavy-flamer'],
    ['Clan Heavy Flamer Ammo', 'cl-heavy-flamer-ammo'],
    ['Flamer (Vehicle)', 'vehicle-flamer'],
    ['IS Vehicle Flamer Ammo', 'vehicle-flamer-ammo'],
    ['CLERSmallPulseLaser', 'cl-er-small-pulse-laser'],
    ['Clan ER Pulse Med Laser', 'cl-er-medium-pulse-laser'],
    ['Clan ER Large Pulse Laser', 'cl-er-large-pulse-laser'],
    ['CLImprovedSmallHeavyLaser', 'cl-improved-heavy-small-laser'],
    ['Clan Improved Heavy Medium Laser', 'cl-improved-heavy-medium-laser'],
    ['CLImprovedHeavyLargeLaser', 'cl-improved-heavy-large-laser'],
    ['ISSmallXPulseLaser', 'small-x-pulse-laser'],
    ['IS X-Pulse Med Laser', 'medium-x-pulse-laser'],
    ['IS Large X-Pulse Laser', 'large-x-pulse-laser'],
    ['ISSVSPL', 'small-vsp-laser'],
    ['ISMediumVSPLaser', 'medium-vsp-laser'],
    ['ISLargeVariableSpeedLaser', 'large-vsp-laser'],
    ['ISBlazer', 'binary-laser'],
    ['Binary Laser (Blazer) Cannon', 'binary-laser'],
    ['IS Binary Laser Cannon', 'binary-laser'],
    ['CLHAG20', 'cl-hag20'],
    ['Clan HAG/40', 'cl-hag40'],
    ['Hyper-Assault Gauss Rifle/30 Ammo', 'cl-hag30-ammo'],
    ['HAG/20 Ammo', 'cl-hag20-ammo'],
    ['ISSBGR', 'silver-bullet-gauss'],
    ['Silver Bullet Gauss Ammo', 'silver-bullet-gauss-ammo'],
    ['ISSBGaussRifleAmmo', 'silver-bullet-gauss-ammo'],
    ['ISImprovedHeavyGaussRifle', 'improved-heavy-gauss'],
    ['ISImprovedHeavyGauss Ammo', 'improved-heavy-gauss-ammo'],
    ['ISMagshotGR', 'magshot'],
    ['ISMagshotGR Ammo', 'magshot-ammo'],
    ['ISLaserAntiMissileSystem', 'laser-ams'],
    ['Clan Laser Anti-Missile Sys', 'cl-laser-ams'],
    ['CLAntiMissileSystem', 'cl-ams'],
    ['Clan Anti-Missile Sys', 'cl-ams'],
    ['ISExtendedLRM10', 'extended-lrm10'],
    ['IS Ammo Extended LRM-20', 'extended-lrm20-ammo'],
    ['ISEnhancedLRM15', 'enhanced-lrm15'],
    ['ISEnhancedLRM5 Ammo', 'enhanced-lrm5-ammo'],
    ['CLProtoMechAC8', 'cl-protomech-ac8'],
    ['Clan ProtoMech AC/2 Ammo', 'cl-protomech-ac2-ammo'],
    ['ISLRM10OS', 'lrm10-os'],
    ['IS OS SRM-4', 'srm4-os'],
    ['IS LRM 15 (IOS)', 'lrm15-ios'],
    ['CLSRM6 (IOS)', 'cl-srm6-ios'],
    ['Clan OS LRM-20', 'cl-lrm20-os'],
    ['CLOSStreakLRM10', 'cl-streak-lrm10-os'],
    ['CLIOSStreakLRM5', 'cl-streak-lrm5-ios'],
    ['ISStreakSRM6OS', 'streak-srm6-os'],
    ['IS OS MRM-30', 'mrm30-os'],
    ['ISThunderbolt10 (OS)', 'thunderbolt10-os'],
    ['ISNarcBeacon (OS)', 'narc-os'],
    ['IS I-OS Narc Beacon', 'narc-ios'],
    ['Clan OS Narc Beacon', 'cl-narc-os'],
    ['IS OS iNarc Beacon', 'improved-narc-os'],
    ['ISBPod', 'b-pod'],
    ['CLB-Pod', 'cl-b-pod'],
  ])('GIVEN %s THEN it is %s', (name, key) => {
    expect(lookupEquipment(name, name.startsWith('CL') || name.startsWith('Clan') ? 'clan' : 'is')?.key).toBe(key);
  });

  test.each([
    ['IS Ammo SRM-6 Inferno', 'srm6-ammo', 'Inferno'],
    ['IS Ammo SRM-6 - Inferno', 'srm6-ammo', 'Inferno'],
    ['ISSRM6 Inferno Ammo', 'srm6-ammo', 'Inferno'],
    ['Clan Ammo SRM-4 (Clan) Inferno', 'cl-srm4-ammo', 'Inferno'],
    ['IS Ammo LRM-15 Fragmentation', 'lrm15-ammo', 'Fragmentation'],
    ['IS Ammo SRM-2 Fragmentation', 'srm2-ammo', 'Fragmentation'],
    ['IS Ammo LRM-20 Semi-Guided', 'lrm20-ammo', 'Semi-guided'],
    ['Clan Ammo LRM-20 (Clan) Artemis-capable', 'cl-lrm20-ammo', 'Artemis-capable'],
    ['CLLRM15 Ammo (Clan) Artemis-capable', 'cl-lrm15-ammo', 'Artemis-capable'],
    ['Clan Ammo LRM-5 (Clan) Narc-capable', 'cl-lrm5-ammo', 'Narc-capable'],
    ['IS Ammo MML-5 SRM Inferno', 'mml5-srm-ammo', 'Inferno'],
    ['IS Ammo LRTorpedo-10 Artemis-capable', 'lrt10-ammo', 'Artemis-capable'],
  ])('GIVEN the munition %s THEN it is %s with %s rounds', (name, key, munition) => {
    expect(lookupEquipment(name, name.startsWith('CL') || name.startsWith('Clan') ? 'clan' : 'is')?.key).toBe(key);
    expect(munitionOf(name)).toBe(munition);
  });

  test('GIVEN the hand-made munitions file THEN every slot is known, and each partly modelled item says what is left out', () => {
    const { data, warnings } = munitions();
    expect(data.equipment.filter((e) => e.key === 'generic')).toEqual([]);
    expect(warnings).toEqual([
      '`Ammo MML-5 SRM (Inferno)`: Inferno: no damage; each missile that hits adds 2 heat (fires it may start are not modelled).',
      '`SRT 4`: torpedoes fire only from under water at a target in water (TW); Salvo does not track water, so check that yourself.',
      '`Ammo SRM-6 (Clan) (Inferno)`: Inferno: no damage; each missile that hits adds 2 heat (fires it may start are not modelled).',
      '`Ammo SRM-6 (Inferno)`: Inferno: no damage; each missile that hits adds 2 heat (fires it may start are not modelled).',
      "`Ammo LRM-10 (Fragmentation)`: Fragmentation: no damage to a 'Mech (it is meant for infantry).",
      '`Ammo LRM-10 (Semi-guided)`: Semi-guided: fires as standard missiles; TAG designation is not modelled.',
    ]);
  });

  test.each(['IS', 'IS-2', 'Clan'] as const)('GIVEN the hand-made %s arsenal THEN every slot imports as a known item', (which) => {
    const { data, warnings } = own(`TM Arsenal ${which}.mtf`);
    expect(data.equipment.filter((e) => e.key === 'generic')).toEqual([]);
    expect(warnings.filter((w) => /Unknown/.test(w))).toEqual([]);
  });

  test('GIVEN the stats MegaMek gives THEN damage, heat, ranges, slots and explosions match', () => {
    const stats = (name: string, tech: 'is' | 'clan' = 'is') => {
      const item = lookupEquipment(name, tech);
      if (item?.kind !== 'weapon') throw new Error(name);
      const w = item.weapon;
      return [w.damage, w.heat, w.minRange, w.ranges.join('/'), item.slots, item.explosion ?? 0];
    };
    expect(stats('ISMML7')).toEqual([1, 4, 6, '7/14/21', 4, 0]);
    expect(stats('RL15')).toEqual([1, 4, 0, '4/9/15', 2, 0]);
    expect(stats('ISThunderbolt15')).toEqual([15, 7, 5, '6/12/18', 3, 0]);
    expect(stats('ISPlasmaRifle')).toEqual([10, 10, 0, '5/10/15', 2, 0]);
    expect(stats('CLPlasmaCannon', 'clan')).toEqual([0, 7, 0, '6/12/18', 1, 0]);
    expect(stats('CLStreakLRM20', 'clan')).toEqual([1, 6, 0, '7/14/21', 5, 0]);
    expect(stats('ISLRT20')).toEqual([1, 6, 6, '7/14/21', 5, 0]);
    expect(stats('ISHeavyFlamer')).toEqual([4, 5, 0, '2/3/4', 1, 0]);
    expect(stats('CLERLargePulseLaser', 'clan')).toEqual([10, 13, 0, '7/15/23', 3, 0]);
    expect(stats('CLImprovedHeavyLargeLaser', 'clan')).toEqual([16, 18, 0, '5/10/15', 3, 8]);
    expect(stats('ISLargeXPulseLaser')).toEqual([9, 14, 0, '5/10/15', 2, 0]);
    expect(stats('ISLargeVSPLaser')).toEqual([11, 10, 0, '4/8/15', 4, 0]);
    expect(stats('ISBinaryLaserCannon')).toEqual([12, 16, 0, '5/10/15', 4, 0]);
    expect(stats('CLHAG40', 'clan')).toEqual([1, 8, 2, '8/16/24', 10, 20]);
    expect(stats('ISSBGR')).toEqual([15, 1, 2, '7/15/22', 7, 20]);
    expect(stats('ISImprovedHeavyGaussRifle')).toEqual([22, 2, 3, '6/12/19', 11, 30]);
    expect(stats('ISMagshotGR')).toEqual([2, 1, 0, '3/6/9', 2, 3]);
    expect(stats('ISExtendedLRM20')).toEqual([1, 10, 10, '12/22/38', 8, 0]);
    expect(stats('ISEnhancedLRM20')).toEqual([1, 6, 3, '7/14/21', 9, 0]);
    expect(stats('CLProtoMechAC2', 'clan')).toEqual([2, 1, 0, '7/14/20', 2, 0]);
    // Clan Narc reaches 4/8/12 (MegaMek CLNarc), the Inner Sphere one 3/6/9.
    expect([stats('CLNarcBeacon', 'clan')[3], stats('ISNarcBeacon')[3]]).toEqual(['4/8/12', '3/6/9']);
  });
});

describe('GIVEN an MML 9 with Artemis IV, fed by Artemis-capable LRM and SRM bins (hand-made IS arsenal)', () => {
  test('WHEN it fires without a mode THEN its first bin sets the missiles: LRMs, Artemis +2, 5-point groups', () => {
    // To-hit 4+4 vs 4 (gunnery 2, 10 hexes: +2 medium); cluster 3+4 +2 Artemis = 9 -> 7 missiles: 5 + 2 at 7 and 5.
    const out = fire(arsenal('IS'), 'MML 9', [4, 4, 3, 4, 3, 4, 2, 3], { range: 10, gunnery: 2 });
    expect(rolls(out.events)).toEqual(['to-hit:4+4', 'cluster hits (9):3+4', 'hit location (front):3+4', 'hit location (front):2+3']);
    expect(out.text).toContain('**MML 9 [LA]** (LRM)');
    expect(out.text).toContain('+2 Artemis IV = 9 → **7** missiles hit');
    expect(lost(mechOf(out, 't'))).toEqual({ CT: 5, RL: 2 });
    expect([mechOf(out, 'a').heatThisTurn, binShots(mechOf(out, 'a'), 'mml9-ammo')]).toEqual([5, [12]]);
  });

  test('WHEN it fires :srm THEN SRM ranges (3/6/9, no minimum), 2 damage a missile, one location each, the SRM bin spent', () => {
    const a = arsenal('IS');
    const mml = findWeapon(a, 'A', 'MML 9');
    const srm = parseFireMode(mml, 'srm');
    expect(computeToHit(a, atlas, mml, { range: 2, mode: srm }).parts.map((p) => p.reason)).toEqual(['gunnery']);
    expect(computeToHit(a, atlas, mml, { range: 2 }).parts.map((p) => p.reason)).toEqual(['gunnery', 'minimum range 6']);
    expect(() => computeToHit(a, atlas, mml, { range: 10, mode: srm })).toThrow(/reaches 9 hexes at most/);
    expect(() => parseFireMode(findWeapon(a, 'A', 'Plasma Rifle'), 'srm')).toThrow(/not an MML/);
    // To-hit 5+5; cluster 1+1 +2 Artemis = 4 -> 4 missiles of 2 at CT, CT, RT, LT.
    const out = fire(a, 'MML 9:srm', [5, 5, 1, 1, 3, 4, 3, 4, 3, 3, 4, 4], { range: 3 });
    expect(out.text).toContain('(SRM)');
    expect(lost(mechOf(out, 't'))).toEqual({ CT: 4, RT: 2, LT: 2 });
    expect(binShots(mechOf(out, 'a'), 'mml9-srm-ammo')).toEqual([10]);
  });

  test('WHEN weapon:all is fired beyond SRM range THEN an MML left with SRMs stays silent; within it, it fires them', () => {
    const a = arsenal('IS');
    a.equipment.find((e) => e.key === 'mml9-ammo')!.ammo!.shotsLeft = 0;
    const mml = (range: number) => readVolley(a, 'A', 'all', undefined, range).find((v) => v.weapon.key === 'mml9')?.mode.missile;
    expect([mml(12), mml(8)]).toEqual([undefined, 'srm']);
  });

  test('WHEN its bins are hit THEN LRM rounds explode for 9 a shot and SRM rounds for 18 (one turn)', () => {
    const a = arsenal('IS');
    expect([explosion(a, 'LT', 'Ammo MML-9 LRM (Artemis-capable)'), explosion(a, 'LT', 'Ammo MML-9 SRM (Artemis-capable)')]).toEqual([
      9, 18,
    ]);
  });
});

describe('GIVEN rocket launchers and one-shot launchers', () => {
  test('WHEN a Rocket Launcher 10 fires THEN +1 to hit, rockets land in 5-point groups, and it cannot fire again', () => {
    const a = arsenal('IS');
    const rl = findWeapon(a, 'A', 'Rocket Launcher 10');
    expect(computeToHit(a, atlas, rl, { range: 4 }).parts).toEqual([
      { value: 4, reason: 'gunnery' },
      { value: 1, reason: 'rocket launcher' },
    ]);
    // To-hit 3+3 vs 5; cluster 4+4 -> 6 rockets: a 5-point group at RT (4+2), the last rocket at LT (4+4).
    const out = fire(a, 'Rocket Launcher 10', [3, 3, 4, 4, 4, 2, 4, 4], { range: 4 });
    expect(lost(mechOf(out, 't'))).toEqual({ RT: 5, LT: 1 });
    expect(out.text).toContain('its one shot is spent');
    const after = mechOf(out, 'a');
    after.turn += 1;
    expect(cannotFire(after, 'A', after.equipment[rl.id]!)).toBe('Rocket Launcher 10 [LT] has fired its one shot.');
    expect(readVolley(after, 'A', 'all', undefined).map((v) => v.weapon.id)).not.toContain(rl.id);
  });

  test('WHEN an unfired rocket launcher or one-shot launcher is hit THEN it is destroyed; nothing explodes (no bin, MegaMek)', () => {
    expect(explosion(arsenal('IS'), 'LT', 'Rocket Launcher 10')).toBeUndefined();
    expect(explosion(arsenal('Clan'), 'LT', 'Streak SRM 4 (OS) (Clan)')).toBeUndefined();
    expect(explosion(arsenal('IS-2'), 'RA', 'LRM 10 (OS)')).toBeUndefined();
  });

  test('WHEN a Clan I-OS SRM 6 fires THEN it rolls as an SRM 6 with no bin to draw on, once', () => {
    // To-hit 6+6; cluster 6+6 -> 6 missiles, six locations.
    const out = fire(arsenal('Clan'), 'SRM 6 (I-OS)', [6, 6, 6, 6, 3, 4, 3, 4, 3, 4, 3, 4, 3, 4, 3, 4], { range: 3 });
    expect(lost(mechOf(out, 't'))).toEqual({ CT: 12 });
    expect(mechOf(out, 'a').equipment.find((e) => e.key === 'cl-srm6-ios')?.spent).toBe(true);
  });
});

describe('GIVEN a Thunderbolt 10 (hand-made IS arsenal)', () => {
  test('WHEN it hits beyond its minimum range THEN 10 damage in one block; at 5 hexes or nearer half, and the minimum-range penalty', () => {
    const a = arsenal('IS');
    const far = fire(a, 'Thunderbolt 10', [5, 5, 3, 4], { range: 8 });
    expect(lost(mechOf(far, 't'))).toEqual({ CT: 10 });
    const near = fire(a, 'Thunderbolt 10', [6, 6, 3, 4], { range: 4 });
    expect(lost(mechOf(near, 't'))).toEqual({ CT: 5 });
    expect(near.text).toContain('minimum range 5 +2');
    expect(binShots(mechOf(near, 'a'), 'thunderbolt10-ammo')).toEqual([5]);
  });

  test('WHEN its bin is hit THEN it explodes for 10 (one missile; TW: 10 × shots left)', () => {
    const a = arsenal('IS');
    const bin = 'Ammo Thunderbolt-10';
    expect([explosion(a, 'LT', bin), explosion(a, 'LT', bin, { ammoExplosion: 'tw' })]).toEqual([10, 60]);
  });
});

describe('GIVEN plasma weapons (IS plasma rifle, Clan plasma cannon)', () => {
  test('WHEN the plasma rifle hits THEN 10 damage and 1D6 heat on the target, which its heat phase adds (at most 15)', () => {
    const out = fire(arsenal('IS'), 'Plasma Rifle', [4, 4, 3, 4, 5], { range: 3 });
    expect(rolls(out.events)).toEqual(['to-hit:4+4', 'hit location (front):3+4', 'plasma heat:5']);
    const t = mechOf(out, 't');
    expect([lost(t), t.externalHeat]).toEqual([{ CT: 10 }, 5]);
    expect(out.text).toContain('reflective or heat-dissipating armour would halve that heat');
    expect(binShots(mechOf(out, 'a'), 'plasma-rifle-ammo')).toEqual([9]);
    const end = phaseEnd(out.state, inputOf({}), fixedRng([]));
    expect(mechOf(end, 't').heat).toBe(0);
    expect(end.text).toContain('heat 0 + 0 built this turn + 5 from enemy fire − 5');
  });

  test('WHEN the plasma cannon hits THEN no damage and 2D6 heat; external heat over 15 in a turn is cut to 15', () => {
    const out = fire(arsenal('Clan'), 'Plasma Cannon', [5, 5, 6, 6], { range: 5 });
    expect(rolls(out.events)).toEqual(['to-hit:5+5', 'plasma heat:6+6']);
    expect([lost(mechOf(out, 't')), mechOf(out, 't').externalHeat]).toEqual([{}, 12]);
    const t = mechOf(out, 't');
    t.externalHeat = 20;
    const end = phaseEnd(stateOf({ T: t }), inputOf({}), fixedRng([]));
    expect(end.text).toContain('+ 15 from enemy fire');
  });

  test('WHEN plasma ammunition is hit THEN it does not explode', () => {
    expect(explosion(arsenal('IS'), 'LT', 'Ammo Plasma Rifle')).toBeUndefined();
    expect(explosion(arsenal('Clan'), 'LT', 'Ammo Plasma Cannon (Clan)')).toBeUndefined();
  });
});

describe('GIVEN Streak LRMs, improved heavy lasers and laser AMS (hand-made Clan arsenal)', () => {
  test('WHEN a Streak LRM 10 hits THEN all ten missiles hit with no cluster roll, in two 5-point groups', () => {
    const out = fire(arsenal('Clan'), 'Streak LRM 10', [4, 4, 3, 4, 4, 4], { range: 9 });
    expect(rolls(out.events)).toEqual(['to-hit:4+4', 'hit location (front):3+4', 'hit location (front):4+4']);
    expect(out.text).toContain('Streak: all 10 missiles hit');
    expect(lost(mechOf(out, 't'))).toEqual({ CT: 5, LT: 5 });
    expect(explosion(arsenal('Clan'), 'LT', 'Ammo Streak LRM-10 (Clan)')).toBe(10);
  });

  test('WHEN an improved heavy laser fires THEN no +1 to hit; when hit the medium explodes for 5, the small for 3', () => {
    const c = arsenal('Clan');
    expect(computeToHit(c, atlas, findWeapon(c, 'C', 'Improved Heavy Medium Laser'), { range: 2 }).parts).toEqual([
      { value: 4, reason: 'gunnery' },
    ]);
    expect([explosion(c, 'RA', 'Improved Heavy Medium Laser (Clan)'), explosion(c, 'RA', 'Improved Heavy Small Laser (Clan)')]).toEqual([
      5, 3,
    ]);
  });

  test('WHEN a laser AMS is named THEN it is defensive and never fires at a Mech', () => {
    const c = arsenal('Clan');
    const i = arsenal('IS-2');
    expect([cannotFire(c, 'C', findWeapon(c, 'C', 'Laser AMS')), cannotFire(i, 'I', findWeapon(i, 'I', 'Laser AMS'))]).toEqual([
      "Laser AMS (Clan) is defensive: it fires on its own at incoming missiles, never at a 'Mech.",
      "Laser AMS is defensive: it fires on its own at incoming missiles, never at a 'Mech.",
    ]);
  });
});

describe('GIVEN machine gun arrays (hand-made IS-2: three light MGs and their array in the RA; two heavy MGs in the RT)', () => {
  test('WHEN the array fires THEN one to-hit, a cluster roll for 3 guns, every hit in one location, 3 rounds spent', () => {
    const out = fire(arsenal('IS-2'), 'Light Machine Gun Array', [4, 4, 5, 5, 2, 3], { range: 4 });
    expect(rolls(out.events)).toEqual(['to-hit:4+4', 'cluster hits (3 machine guns):5+5', 'hit location (front):2+3']);
    expect(out.text).toContain('(3 machine guns)');
    expect(lost(mechOf(out, 't'))).toEqual({ RL: 3 });
    const a = mechOf(out, 'a');
    expect(binShots(a, 'light-mg-ammo')).toEqual([197]);
    expect(a.equipment.filter((e) => e.key === 'light-mg').map((e) => e.firedTurn)).toEqual([1, 1, 1]);
  });

  test('WHEN its guns are named alone THEN they fire through the array; with a gun destroyed the array fires two', () => {
    const i = arsenal('IS-2');
    expect(cannotFire(i, 'I', findWeapon(i, 'I', 'Light Machine Gun [RA] #2'))).toBe(
      'Light Machine Gun [RA] fires with its machine gun array, Light Machine Gun Array [RA].',
    );
    i.equipment.find((e) => e.key === 'light-mg')!.hit = true;
    const out = fire(i, 'Light Machine Gun Array', [4, 4, 1, 1, 2, 3], { range: 4 });
    expect(out.text).toContain('machine guns that hit (2 fired): 🎲 1+1 = **2** → **1**');
    expect(lost(mechOf(out, 't'))).toEqual({ RL: 1 });
  });

  test('WHEN the heavy array fires THEN two heavy MGs, 3 damage each, in one location; the Clan array links its two MGs', () => {
    const out = fire(arsenal('IS-2'), 'Heavy Machine Gun Array', [5, 5, 6, 6, 3, 4], { range: 1 });
    expect(lost(mechOf(out, 't'))).toEqual({ CT: 6 });
    const c = fire(arsenal('Clan'), 'Machine Gun Array', [5, 5, 6, 6, 3, 4], { range: 1 });
    expect([lost(mechOf(c, 't')), binShots(mechOf(c, 'a'), 'cl-machine-gun-ammo-half')]).toEqual([{ CT: 4 }, [98]]);
  });
});

describe('GIVEN torpedoes (IS LRT 15, IS SRT 4, Clan LRT 5)', () => {
  test('WHEN an LRT fires THEN it rolls as an LRM, and the reply says torpedoes need water', () => {
    const out = fire(arsenal('IS'), 'LRT 15', [4, 4, 4, 4, 3, 4, 3, 4], { range: 8 });
    expect(out.text).toContain('torpedoes fire only from under water at a target in water (TW)');
    // Cluster 4+4 = 8 -> 9 of 15: 5 + 4.
    expect(lost(mechOf(out, 't'))).toEqual({ CT: 9 });
    // Clan LRTs, like Clan LRMs, have no minimum range.
    const c = arsenal('Clan');
    expect(computeToHit(c, atlas, findWeapon(c, 'C', 'LRT 5'), { range: 2 }).parts.map((p) => p.reason)).toEqual(['gunnery']);
  });

  test('WHEN torpedo bins are hit THEN they explode: SRT 4 for 8, LRT 15 for 15', () => {
    expect([explosion(arsenal('IS-2'), 'RA', 'Ammo SRT-4'), explosion(arsenal('IS'), 'LT', 'Ammo LRT-15')]).toEqual([8, 15]);
  });
});

describe('GIVEN flamers (ER, heavy IS and Clan, vehicle)', () => {
  test('WHEN an ER flamer fires at 7 hexes THEN 2 damage, 4 heat; a heavy flamer 4 damage, 5 heat, one round', () => {
    const er = fire(arsenal('IS'), 'ER Flamer', [6, 6, 3, 4], { range: 7 });
    expect([lost(mechOf(er, 't')), mechOf(er, 'a').heatThisTurn]).toEqual([{ CT: 2 }, 4]);
    const heavy = fire(arsenal('Clan'), 'Heavy Flamer', [5, 5, 3, 4], { range: 2 });
    expect([lost(mechOf(heavy, 't')), mechOf(heavy, 'a').heatThisTurn, binShots(mechOf(heavy, 'a'), 'cl-heavy-flamer-ammo')]).toEqual([
      { CT: 4 },
      5,
      [9],
    ]);
  });

  test('WHEN heavy and vehicle flamer bins are hit THEN they explode for 2 a shot (MegaMek)', () => {
    expect([
      explosion(arsenal('IS'), 'LL', 'Ammo Heavy Flamer'),
      explosion(arsenal('Clan'), 'LT', 'Ammo Heavy Flamer (Clan)'),
      explosion(arsenal('IS-2'), 'LT', 'Ammo Flamer (Vehicle)'),
    ]).toEqual([2, 2, 2]);
  });
});

describe('GIVEN pulse-family and binary lasers', () => {
  test('THEN Clan ER pulse -1, X-pulse -2, and VSP -4/-3/-2 with 9/7/5 damage by range', () => {
    const c = arsenal('Clan');
    expect(computeToHit(c, atlas, findWeapon(c, 'C', 'ER Small Pulse Laser'), { range: 2 }).parts[1]).toEqual({
      value: -1,
      reason: 'pulse',
    });
    const a = arsenal('IS');
    expect(computeToHit(a, atlas, findWeapon(a, 'A', 'Medium X-Pulse Laser'), { range: 3 }).parts[1]).toEqual({
      value: -2,
      reason: 'pulse',
    });
    const vsp = findWeapon(a, 'A', 'Medium VSP Laser');
    expect([2, 5, 9].map((range) => computeToHit(a, atlas, vsp, { range }).tn)).toEqual([4 - 4, 4 - 3 + 2, 4 - 2 + 4]);
    const hits = [2, 5, 9].map((range) => lost(mechOf(fire(a, 'Medium VSP Laser', [6, 6, 3, 4], { range }), 't')).CT);
    expect(hits).toEqual([9, 7, 5]);
  });

  test('WHEN the binary laser fires THEN 12 damage and 16 heat', () => {
    const out = fire(arsenal('IS-2'), 'Binary Laser (Blazer) Cannon', [4, 4, 3, 4], { range: 6 });
    expect([lost(mechOf(out, 't')), mechOf(out, 'a').heatThisTurn]).toEqual([{ CT: 12 }, 16]);
  });
});

describe('GIVEN Gauss-family weapons: HAG/20, Silver Bullet, improved heavy Gauss, Magshot', () => {
  test('WHEN a HAG/20 fires THEN +2 to the cluster roll at short range, -2 at long, damage in 5-point groups', () => {
    const c = arsenal('Clan');
    const short = fire(c, 'HAG/20', [5, 5, 3, 3, 3, 4, 3, 4, 3, 4], { range: 8 });
    expect(short.text).toContain('🎲 3+3 = **6** +2 short range = 8 → **12** slugs hit');
    expect(lost(mechOf(short, 't'))).toEqual({ CT: 12 });
    const long = fire(c, 'HAG/20', [6, 6, 3, 3, 3, 4, 3, 4], { range: 20 });
    expect(long.text).toContain('🎲 3+3 = **6** -2 long range = 4 → **9** slugs hit');
    expect(lost(mechOf(long, 't'))).toEqual({ CT: 9 });
    expect(binShots(mechOf(long, 'a'), 'cl-hag20-ammo')).toEqual([5, 6]);
  });

  test('WHEN a HAG/20 is hit THEN the rifle explodes for 10; its ammunition does not explode', () => {
    const c = arsenal('Clan');
    expect([explosion(c, 'LA', 'HAG/20 (Clan)'), explosion(c, 'LT', 'Ammo HAG/20 (Clan)')]).toEqual([10, undefined]);
  });

  test('WHEN a Silver Bullet Gauss fires THEN always cluster: -1 to hit, 15 one-point pellets on the cluster table', () => {
    const a = arsenal('IS');
    const sb = findWeapon(a, 'A', 'Silver Bullet Gauss Rifle');
    const out = fire(a, 'Silver Bullet Gauss Rifle', [5, 5, 1, 1, ...Array.from({ length: 5 }, () => [3, 4]).flat()], { range: 5 });
    expect(out.text).toContain('(cluster)');
    expect(out.text).toContain('cluster rounds -1');
    expect(lost(mechOf(out, 't'))).toEqual({ CT: 5 });
    expect(() => parseFireMode(sb, 'ultra')).toThrow(/one shot a turn/);
    expect([explosion(a, 'RA', 'Silver Bullet Gauss Rifle'), explosion(a, 'LT', 'Ammo Silver Bullet Gauss Rifle')]).toEqual([
      20,
      undefined,
    ]);
  });

  test('WHEN the improved heavy Gauss fires THEN 22 damage; hit, it explodes for 30; an extended LRM has minimum range 10', () => {
    const a = arsenal('IS');
    const out = fire(a, 'Improved Heavy Gauss Rifle', [5, 5, 3, 4], { range: 10 });
    expect(lost(mechOf(out, 't'))).toEqual({ CT: 22 });
    expect([explosion(a, 'RT', 'Improved Heavy Gauss Rifle'), explosion(a, 'RT', 'Ammo Improved Heavy Gauss Rifle')]).toEqual([
      30,
      undefined,
    ]);
    const i = arsenal('IS-2');
    expect(computeToHit(i, atlas, findWeapon(i, 'I', 'Extended LRM 10'), { range: 9 }).parts[1]).toEqual({
      value: 2,
      reason: 'minimum range 10',
    });
  });

  test('WHEN the Magshot fires THEN 2 damage, 1 heat; hit, it explodes for 3', () => {
    const a = arsenal('IS');
    const out = fire(a, 'Magshot', [5, 5, 3, 4], { range: 3 });
    expect([lost(mechOf(out, 't')), mechOf(out, 'a').heatThisTurn]).toEqual([{ CT: 2 }, 1]);
    expect([explosion(a, 'CT', 'Magshot'), explosion(a, 'HD', 'Ammo Magshot')]).toEqual([3, undefined]);
  });
});

describe('GIVEN enhanced LRMs, B-pods and ProtoMech ACs', () => {
  test('WHEN an enhanced LRM 5 fires at 2 hexes THEN its minimum range is 3; a B-pod never fires at a Mech', () => {
    const i = arsenal('IS-2');
    expect(computeToHit(i, atlas, findWeapon(i, 'I', 'Enhanced LRM 5'), { range: 2 }).parts[1]).toEqual({
      value: 2,
      reason: 'minimum range 3',
    });
    const a = arsenal('IS');
    expect(cannotFire(a, 'A', findWeapon(a, 'A', 'B-Pod'))).toBe(
      "B-Pod is defensive: it fires once, at battle armour next to it, never at a 'Mech.",
    );
  });

  test('WHEN a ProtoMech AC/4 fires THEN 4 damage, 1 heat; its bin explodes for 4', () => {
    const c = arsenal('Clan');
    const out = fire(c, 'ProtoMech AC/4', [5, 5, 3, 4], { range: 4 });
    expect([lost(mechOf(out, 't')), mechOf(out, 'a').heatThisTurn]).toEqual([{ CT: 4 }, 1]);
    expect(explosion(c, 'LT', 'Ammo ProtoMech AC/4 (Clan)')).toBe(4);
  });
});

describe('GIVEN LRM/SRM munitions (hand-made TM-1: SRM 6 with inferno and standard bins; LRM 10 with fragmentation and semi-guided)', () => {
  test('WHEN the SRM 6 fires without a mode THEN the standard bin feeds it; :inferno fires the inferno bin', () => {
    const { data } = munitions();
    const plain = fire(data, 'SRM 6', [4, 4, 2, 1, 3, 4, 3, 4], { range: 3 });
    expect(lost(mechOf(plain, 't'))).toEqual({ CT: 4 });
    // The LA bins in slot order: inferno, then standard.
    expect(binShots(mechOf(plain, 'a'), 'srm6-ammo')).toEqual([15, 14]);
    // Inferno: to-hit 4+4, cluster 3+4 -> 4 missiles: no damage, 8 heat on the target.
    const hot = fire(data, 'SRM 6:inferno', [4, 4, 3, 4], { range: 3 });
    expect(rolls(hot.events)).toEqual(['to-hit:4+4', 'cluster hits (6):3+4']);
    expect(hot.text).toContain('with Inferno rounds');
    expect([lost(mechOf(hot, 't')), mechOf(hot, 't').externalHeat]).toEqual([{}, 8]);
    // The first inferno bin in the 'Mech's order: the Clan-made one in the RT (both feed any SRM 6).
    expect([binShots(mechOf(hot, 'a'), 'cl-srm6-ammo'), binShots(mechOf(hot, 'a'), 'srm6-ammo')]).toEqual([[14], [15, 15]]);
  });

  test('WHEN an MML fires :inferno THEN it takes the SRM inferno bin; asking for rounds it lacks is refused', () => {
    const { data } = munitions();
    const out = fire(data, 'MML 5:inferno', [5, 5, 6, 6], { range: 2 });
    expect(out.text).toContain('(SRM) with Inferno rounds');
    expect(mechOf(out, 't').externalHeat).toBe(10);
    expect(() => fire(data, 'LRM 10:inferno', [6, 6])).toThrow(/has no Inferno rounds left for LRM 10/);
    expect(() => fire(data, 'Rocket Launcher 20:inferno', [6, 6])).toThrow(/no Inferno rounds to choose/);
  });

  test('WHEN the LRM 10 fires fragmentation rounds THEN the cluster is rolled but a Mech takes no damage', () => {
    const { data } = munitions();
    const out = fire(data, 'LRM 10:frag', [5, 5, 4, 4], { range: 8 });
    expect(out.text).toContain("6 fragmentation missiles hit: no damage to a 'Mech.");
    expect(lost(mechOf(out, 't'))).toEqual({});
    // Without a mode the semi-guided bin, whose missiles do their standard damage, feeds it.
    const semi = fire(data, 'LRM 10', [5, 5, 4, 4, 3, 4, 3, 4], { range: 8 });
    expect(semi.text).toContain('Semi-guided: fires as standard missiles');
    expect(lost(mechOf(semi, 't'))).toEqual({ CT: 6 });
  });

  test('WHEN an inferno bin explodes THEN its damage and as much heat (30 at most) on the Mech', () => {
    const { data } = munitions();
    const ctx = ctxWith(
      data,
      Array.from({ length: 12 }, () => 1),
    );
    hitSlot(ctx, 'LA', slotIndex(data, 'LA', 'Ammo SRM-6 (Inferno)'));
    expect([(ctx.events.find((e) => e.type === 'bt-explosion') as unknown as { damage: number }).damage, ctx.mech.heatThisTurn]).toEqual([
      12, 12,
    ]);
    const tw = ctxWith(
      data,
      Array.from({ length: 12 }, () => 1),
      { ammoExplosion: 'tw' },
    );
    hitSlot(tw, 'LA', slotIndex(data, 'LA', 'Ammo SRM-6 (Inferno)'));
    expect(tw.mech.heatThisTurn).toBe(30);
  });
});

describe('GIVEN an LB-X firing cluster rounds', () => {
  test('THEN a targeting computer does not help it (TW; MegaMek), while it still helps its slugs', () => {
    const e = importMech('x.mtf', readFileSync(`${OWN_FIXTURES}corpus/Enforcer ENF-5D.mtf`, 'utf8')).data;
    e.equipment.push({
      id: e.equipment.length,
      key: 'targeting-computer',
      name: 'Targeting Computer',
      kind: 'misc',
      locations: ['RT'],
      rear: false,
      slots: 1,
      hit: false,
    });
    const lbx = findWeapon(e, 'E', 'LB 10-X AC');
    const reasons = (cluster: boolean) => computeToHit(e, atlas, lbx, { range: 5, mode: { shots: 1, cluster } }).parts.map((p) => p.reason);
    expect([reasons(false), reasons(true)]).toEqual([
      ['gunnery', 'targeting computer'],
      ['gunnery', 'LB-X cluster'],
    ]);
  });
});
