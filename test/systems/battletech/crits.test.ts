// Critical hits: slot choice (RULES §3.4) and every effect in seed 002 as state plus derived numbers.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { buildMech } from '../../../src/systems/battletech/build.js';
import { pickSlot } from '../../../src/systems/battletech/crits.js';
import { applyOneCritical, hitSlot, rollCriticalCheck } from '../../../src/systems/battletech/damage.js';
import { deriveMech } from '../../../src/systems/battletech/derived.js';
import { importMech } from '../../../src/systems/battletech/import.js';
import { jsonOrigin, validateSpec } from '../../../src/systems/battletech/json-format.js';
import type { MechData } from '../../../src/systems/battletech/types.js';
import { ctxWith, FIXTURES, fixtureMech, rollLabels, slotIndex, template, templateFile } from './helpers.js';

const labels = rollLabels;

/** A template with some critical slots replaced, built through the normal spec path. */
function variant(id: string, patch: (slots: Record<string, string[]>) => void): MechData {
  const file = templateFile(id) as unknown as { slots: Record<string, string[]> };
  patch(file.slots);
  return buildMech(validateSpec('test', file), jsonOrigin('test')).data;
}

describe('GIVEN slot selection (RULES §3.4)', () => {
  test('GIVEN a 12-slot location THEN block 4-6 + slot picks slots 7-12 and empty slots are rolled again', () => {
    const ctx = ctxWith(template('hunchback'), [4, 5, 4, 6, 1, 1]);
    expect(pickSlot(ctx, 'RT')).toEqual({ loc: 'RT', index: 0 });
    expect(ctx.lines).toEqual(['↳ slot 🎲 1 (upper) + 🎲 1 → RT slot 1: **AC/20** (rolled again after slot 11 empty, slot 12 empty)']);
    expect(rollLabels(ctx)).toEqual([
      'critical slot block RT:4',
      'critical slot RT:5',
      'critical slot block RT:4',
      'critical slot RT:6',
      'critical slot block RT:1',
      'critical slot RT:1',
    ]);
  });

  test('GIVEN a 6-slot location THEN one d6 picks the slot, and an already-hit slot is rolled again', () => {
    const mech = template('hunchback');
    (mech.locations.HD.slots[3] as { hit: boolean }).hit = true;
    const ctx = ctxWith(mech, [4, 2]);
    expect(pickSlot(ctx, 'HD')).toEqual({ loc: 'HD', index: 1 });
    expect(ctx.lines[0]).toBe('↳ slot 🎲 2 → HD slot 2: **Sensors** (rolled again after slot 4 already hit)');
  });

  test('GIVEN nothing hittable in an arm or its torso THEN the crit moves arm -> side torso -> CT', () => {
    const mech = fixtureMech('Locust LCT-1V');
    for (const slot of mech.locations.LA.slots) slot.hit = slot.kind !== 'empty';
    const ctx = ctxWith(mech, [1, 1]);
    expect(pickSlot(ctx, 'LA')).toEqual({ loc: 'CT', index: 0 });
    expect(ctx.lines.slice(0, 2)).toEqual([
      '↳ nothing left to hit in LA; the critical hit transfers to LT.',
      '↳ nothing left to hit in LT; the critical hit transfers to CT.',
    ]);
  });

  test('GIVEN many re-rolls THEN the reply sums them up', () => {
    const la = ctxWith(template('locust'), [4, 1, 4, 2, 5, 3, 6, 4, 1, 3]);
    pickSlot(la, 'LA');
    expect(la.lines).toEqual(['↳ slot 🎲 1 (upper) + 🎲 3 → LA slot 3: **Machine Gun** (after 4 re-rolls of empty or already-hit slots)']);
  });

  test('GIVEN nothing hittable in the CT THEN the crit is lost', () => {
    const mech = template('locust');
    for (const slot of mech.locations.CT.slots) slot.hit = true;
    const ctx = ctxWith(mech, []);
    expect(pickSlot(ctx, 'CT')).toBeNull();
  });

  test('GIVEN Endo Steel slots THEN a crit never lands there', () => {
    const mech = variant('hunchback', (s) => {
      s.LA = ['Shoulder', 'Upper Arm Actuator', 'Lower Arm Actuator', 'Hand Actuator', 'Medium Laser', 'Endo Steel'];
    });
    const ctx = ctxWith(mech, [1, 6, 1, 5]);
    expect(pickSlot(ctx, 'LA')).toEqual({ loc: 'LA', index: 4 });
  });
});

describe('GIVEN the Determining Critical Hits roll', () => {
  test('GIVEN 9 on the CT THEN one crit: slot dice pick the first engine slot', () => {
    const ctx = ctxWith(template('hunchback'), [5, 4, 1, 1]);
    rollCriticalCheck(ctx, 'CT');
    expect(labels(ctx)).toEqual(['critical check CT:9', 'critical slot block CT:1', 'critical slot CT:1']);
    expect(deriveMech(ctx.mech).engineHits).toBe(1);
  });

  test('GIVEN 12 on a torso THEN three crits', () => {
    const ctx = ctxWith(template('hunchback'), [6, 6, 1, 1, 1, 4, 2, 5]);
    rollCriticalCheck(ctx, 'CT');
    expect(deriveMech(ctx.mech)).toMatchObject({ engineHits: 1, gyroHits: 2 });
  });

  test('GIVEN 12 on the head THEN the head is blown off: pilot killed, Mech destroyed', () => {
    const ctx = ctxWith(template('hunchback'), [6, 6]);
    rollCriticalCheck(ctx, 'HD');
    expect(ctx.mech.locations.HD).toMatchObject({ destroyed: true, blownOff: true });
    expect([ctx.mech.pilot.dead, ctx.mech.destroyed, ctx.mech.destroyedReason]).toEqual([true, true, 'head blown off']);
  });

  test('GIVEN 12 on an arm holding ammunition THEN the arm is blown off, nothing explodes, it lies in the hex as a club', () => {
    const ctx = ctxWith(fixtureMech('Wolverine WVR-6R'), [6, 6]);
    rollCriticalCheck(ctx, 'RA');
    expect(ctx.mech.locations.RA).toMatchObject({ destroyed: true, blownOff: true, internal: 0, armor: 0 });
    expect(ctx.mech.locations.RT).toMatchObject({ internal: 13, armor: 20 });
    expect([ctx.mech.pilot.hits, ctx.mech.clubs, ctx.events.some((e) => e.type === 'bt-explosion')]).toEqual([0, ['RA'], false]);
    expect(ctx.rng.remaining).toBe(0);
  });

  test('GIVEN 12 on a leg THEN it is blown off: automatic fall queued, walk 1, +5 to PSRs', () => {
    const ctx = ctxWith(template('hunchback'), [6, 6]);
    rollCriticalCheck(ctx, 'LL');
    expect(ctx.mech.pendingPsrs).toEqual([{ reason: 'left leg destroyed', modifier: 0, automatic: true }]);
    expect(deriveMech(ctx.mech)).toMatchObject({ walk: 1, run: 1, psrModifiers: [{ value: 5, reason: 'left leg destroyed' }] });
  });
});

describe('GIVEN each critical effect', () => {
  test('GIVEN a cockpit hit THEN the pilot is killed and the Mech destroyed', () => {
    const ctx = ctxWith(template('hunchback'), []);
    hitSlot(ctx, 'HD', 2);
    expect(ctx.mech.locations.HD.slots[2]?.hit).toBe(true);
    expect([ctx.mech.pilot.dead, ctx.mech.destroyed, ctx.mech.destroyedReason]).toEqual([true, true, 'cockpit destroyed']);
  });

  test('GIVEN engine hits THEN +5, then +10 heat a turn, and the third destroys the Mech', () => {
    const ctx = ctxWith(template('hunchback'), []);
    hitSlot(ctx, 'CT', 0);
    expect(deriveMech(ctx.mech)).toMatchObject({ engineHits: 1, engineHeat: 5 });
    hitSlot(ctx, 'CT', 1);
    expect(deriveMech(ctx.mech)).toMatchObject({ engineHits: 2, engineHeat: 10 });
    expect(ctx.mech.destroyed).toBe(false);
    hitSlot(ctx, 'CT', 7);
    expect([ctx.mech.destroyed, ctx.mech.destroyedReason]).toEqual([true, 'engine destroyed (3 engine hits)']);
  });

  test('GIVEN an XL engine THEN side-torso engine slots count toward the three hits', () => {
    const mech = importMech('x.mtf', readFileSync(`${FIXTURES}Wolverine XL CASE.mtf`, 'utf8')).data;
    const ctx = ctxWith(mech, []);
    hitSlot(ctx, 'LT', 0);
    hitSlot(ctx, 'RT', 0);
    expect(ctx.mech.destroyed).toBe(false);
    hitSlot(ctx, 'CT', 0);
    expect(ctx.mech.destroyed).toBe(true);
  });

  test('GIVEN a first gyro hit THEN +3 to PSRs and a PSR queued; the second: automatic fall, +6, cannot stand', () => {
    const ctx = ctxWith(template('hunchback'), []);
    hitSlot(ctx, 'CT', 3);
    expect(deriveMech(ctx.mech)).toMatchObject({ gyroHits: 1, cannotStand: false, psrModifiers: [{ value: 3, reason: 'gyro damaged' }] });
    expect(ctx.mech.pendingPsrs).toEqual([{ reason: 'gyro hit', modifier: 0, automatic: false }]);
    hitSlot(ctx, 'CT', 4);
    expect(deriveMech(ctx.mech)).toMatchObject({
      gyroHits: 2,
      cannotStand: true,
      psrModifiers: [{ value: 6, reason: 'gyro destroyed (+3 damaged, +3 destroyed)' }],
    });
    expect(ctx.mech.pendingPsrs).toEqual([{ reason: 'gyro destroyed', modifier: 0, automatic: true }]);
  });

  test('GIVEN sensor hits THEN +2 to weapon attacks, then no weapon fire', () => {
    const ctx = ctxWith(template('hunchback'), []);
    hitSlot(ctx, 'HD', 1);
    expect(deriveMech(ctx.mech)).toMatchObject({ sensorHits: 1, sensorToHit: 2, canFireWeapons: true });
    hitSlot(ctx, 'HD', 4);
    expect(deriveMech(ctx.mech)).toMatchObject({ sensorHits: 2, canFireWeapons: false });
  });

  test('GIVEN a life support hit THEN it is out; the second slot has no further effect', () => {
    const ctx = ctxWith(template('hunchback'), []);
    hitSlot(ctx, 'HD', 0);
    expect(deriveMech(ctx.mech).lifeSupportHit).toBe(true);
    hitSlot(ctx, 'HD', 5);
    expect(ctx.lines.at(-1)).toBe('🔧 **Life Support** (HD): life support already out: no additional effect.');
  });

  test('GIVEN a shoulder hit THEN +4 to that arm, replacing the upper-arm +1; no punch, club or physical weapon', () => {
    const ctx = ctxWith(template('hunchback'), []);
    hitSlot(ctx, 'RA', 1);
    expect(deriveMech(ctx.mech).armWeaponToHit.RA).toEqual({ value: 1, reason: 'upper arm actuator' });
    hitSlot(ctx, 'RA', 0);
    const d = deriveMech(ctx.mech);
    expect(d.armWeaponToHit).toEqual({ LA: null, RA: { value: 4, reason: 'shoulder destroyed' } });
    expect([d.punch.RA.allowed, d.club.allowed, d.physicalWeapon.RA.allowed, d.punch.LA.allowed]).toEqual([false, false, false, true]);
  });

  test('GIVEN upper and lower arm actuator hits THEN +1 each to weapons, +2 each to punches and clubs, punch damage halved twice', () => {
    const ctx = ctxWith(template('hunchback'), []);
    expect(deriveMech(ctx.mech).punch.LA).toEqual({ allowed: true, modifiers: [], damage: 5 });
    hitSlot(ctx, 'LA', 1);
    expect(deriveMech(ctx.mech).punch.LA).toEqual({ allowed: true, modifiers: [{ value: 2, reason: 'upper arm actuator' }], damage: 2 });
    hitSlot(ctx, 'LA', 2);
    const d = deriveMech(ctx.mech);
    expect(d.armWeaponToHit.LA).toEqual({ value: 2, reason: 'upper arm actuator + lower arm actuator' });
    expect(d.punch.LA.damage).toBe(1);
    expect(d.club).toEqual({
      allowed: true,
      modifiers: [
        { value: 2, reason: 'left upper arm actuator' },
        { value: 2, reason: 'left lower arm actuator' },
      ],
    });
  });

  test('GIVEN a hand actuator hit THEN no club or physical weapon with that arm, +1 to its punches', () => {
    const ctx = ctxWith(template('hunchback'), []);
    hitSlot(ctx, 'LA', 3);
    const d = deriveMech(ctx.mech);
    expect([d.club.allowed, d.physicalWeapon.LA.allowed, d.physicalWeapon.RA.allowed]).toEqual([false, false, true]);
    expect(d.punch.LA.modifiers).toEqual([{ value: 1, reason: 'hand actuator' }]);
    expect(d.armWeaponToHit.LA).toBeNull();
  });

  test('GIVEN arms built without lower arm and hand (Locust) THEN no weapon modifier but punches count them as destroyed', () => {
    const d = deriveMech(template('locust'));
    expect(d.armWeaponToHit).toEqual({ LA: null, RA: null });
    expect(d.punch.LA).toEqual({
      allowed: true,
      modifiers: [
        { value: 2, reason: 'lower arm actuator' },
        { value: 1, reason: 'hand actuator' },
      ],
      damage: 1,
    });
    expect(d.club.allowed).toBe(false);
  });

  test('GIVEN a hip hit THEN walk MP halved rounding up (4 -> 2, run 3), no kicks, +2 PSR, PSR queued; a second hip: MP 0', () => {
    const ctx = ctxWith(template('hunchback'), []);
    hitSlot(ctx, 'LL', 0);
    let d = deriveMech(ctx.mech);
    expect([d.walk, d.run, d.kick.LL.allowed, d.kick.RL.allowed]).toEqual([2, 3, false, false]);
    expect(d.psrModifiers).toEqual([{ value: 2, reason: 'left leg hip' }]);
    expect(ctx.mech.pendingPsrs).toEqual([{ reason: 'left hip actuator hit', modifier: 0, automatic: false }]);
    hitSlot(ctx, 'RL', 0);
    d = deriveMech(ctx.mech);
    expect([d.walk, d.run]).toEqual([0, 0]);
    expect(d.psrModifiers.map((m) => m.value)).toEqual([2, 2]);
  });

  test('GIVEN a foot hit in an earlier turn and then a hip THEN its PSR modifier is ignored (T4) but its MP loss applies after halving', () => {
    const ctx = ctxWith(fixtureMech('Wolverine WVR-6R'), []);
    hitSlot(ctx, 'LL', 3);
    expect(deriveMech(ctx.mech)).toMatchObject({ walk: 4, run: 6, psrModifiers: [{ value: 1, reason: 'left leg foot actuator' }] });
    ctx.mech.turn = 2;
    hitSlot(ctx, 'LL', 0);
    // Seed HIP: halve first (ceil(5/2) = 3), then the foot's -1, the same as when both land in one turn.
    expect(deriveMech(ctx.mech)).toMatchObject({ walk: 2, run: 3, psrModifiers: [{ value: 2, reason: 'left leg hip' }] });
    hitSlot(ctx, 'LL', 2);
    expect(deriveMech(ctx.mech)).toMatchObject({
      walk: 1,
      run: 2,
      psrModifiers: [
        { value: 2, reason: 'left leg hip' },
        { value: 1, reason: 'left leg lower leg actuator' },
      ],
    });
  });

  test('GIVEN a foot and a hip in the same turn THEN both count: walk ceil(5/2) - 1 = 2', () => {
    const ctx = ctxWith(fixtureMech('Wolverine WVR-6R'), []);
    hitSlot(ctx, 'LL', 3);
    hitSlot(ctx, 'LL', 0);
    expect(deriveMech(ctx.mech)).toMatchObject({ walk: 2, run: 3 });
    expect(deriveMech(ctx.mech).psrModifiers.map((m) => m.value)).toEqual([2, 1]);
  });

  test.each([
    [1, 'upperLeg', { walk: 4, run: 6 }, [{ value: 2, reason: 'upper leg actuator' }], 5, 'left upper leg actuator hit'],
    [2, 'lowerLeg', { walk: 4, run: 6 }, [{ value: 2, reason: 'lower leg actuator' }], 5, 'left lower leg actuator hit'],
    [3, 'foot', { walk: 4, run: 6 }, [{ value: 1, reason: 'foot actuator' }], 11, 'left foot actuator hit'],
  ])(
    'GIVEN LL slot %i (%s) THEN MP %j, kicks %j, kick damage %i, and a PSR (+1 standing)',
    (index, _system, mp, kickMods, kickDamage, reason) => {
      const ctx = ctxWith(fixtureMech('Wolverine WVR-6R'), []);
      hitSlot(ctx, 'LL', index);
      const d = deriveMech(ctx.mech);
      expect({ walk: d.walk, run: d.run }).toEqual(mp);
      expect(d.kick.LL).toEqual({ allowed: true, modifiers: kickMods, damage: kickDamage });
      expect(d.psrModifiers.map((m) => m.value)).toEqual([1]);
      expect(ctx.mech.pendingPsrs).toEqual([{ reason, modifier: 0, automatic: false }]);
    },
  );

  test('GIVEN a jump jet hit THEN jump MP 5 -> 4', () => {
    const ctx = ctxWith(fixtureMech('Wolverine WVR-6R'), []);
    hitSlot(ctx, 'LL', 4);
    expect(deriveMech(ctx.mech).jump).toBe(4);
  });

  test('GIVEN heat sink hits THEN dissipation drops by 1 (single) or 2 (double)', () => {
    const single = ctxWith(template('hunchback'), []);
    hitSlot(single, 'LL', 4);
    expect(deriveMech(single.mech).heatSinks).toEqual({ total: 13, destroyed: 1, dissipation: 12 });
    const double = ctxWith(importMech('x.mtf', readFileSync(`${FIXTURES}Wolverine Double Sinks.mtf`, 'utf8')).data, []);
    hitSlot(double, 'RT', 1);
    expect(deriveMech(double.mech).heatSinks.dissipation).toBe(22);
  });

  test('GIVEN a weapon hit THEN it is useless at once, and its other slots still absorb hits', () => {
    const ctx = ctxWith(template('hunchback'), []);
    hitSlot(ctx, 'RT', 4);
    const ac20 = ctx.mech.equipment.find((e) => e.name === 'AC/20');
    expect(ac20?.hit).toBe(true);
    hitSlot(ctx, 'RT', 5);
    expect(ctx.lines.at(-1)).toBe('🔧 **AC/20** (RT): AC/20 was already destroyed; this slot absorbs the hit.');
    expect(ctx.mech.locations.RT.slots.filter((s) => s.hit).length).toBe(2);
  });
});

describe('GIVEN ammunition and explosive equipment', () => {
  test("GIVEN an AC/20 bin hit (seed rule) THEN one turn's worth = 20 to LT structure; LT and LA lost, 8 to CT; pilot 2", () => {
    const ctx = ctxWith(template('hunchback'), [1, 2, 3, 2, 1, 1]);
    hitSlot(ctx, 'LT', 0);
    const m = ctx.mech;
    expect([m.locations.LT.destroyed, m.locations.LA.destroyed, m.locations.CT.internal, m.locations.CT.armor]).toEqual([
      true,
      true,
      8,
      26,
    ]);
    expect(m.equipment.find((e) => e.ammo && e.locations[0] === 'LT')?.ammo?.shotsLeft).toBe(0);
    expect(m.pilot).toMatchObject({ hits: 2, conscious: true });
    // The MechWarrior's 2 damage as the bin goes off; no critical check on the LT the blast destroys.
    expect(labels(ctx)).toEqual(['consciousness (hit 1):3', 'consciousness (hit 2):5', 'critical check CT:2']);
    const said = (text: string) => ctx.lines.findIndex((l) => l.includes(text));
    expect(said('MechWarrior takes 2 damage')).toBeLessThan(said('↳ **LT**:'));
  });

  test('GIVEN two crits and the first sets off ammo that destroys the location THEN the second is lost, not moved to the CT', () => {
    const ctx = ctxWith(template('hunchback'), [5, 5, 1, 1, 2, 1, 3, 2, 1, 1]);
    rollCriticalCheck(ctx, 'LT');
    const m = ctx.mech;
    expect([m.locations.LT.destroyed, m.locations.CT.internal]).toEqual([true, 8]);
    expect(m.locations.CT.slots.some((s) => s.hit)).toBe(false);
    expect(ctx.lines).toContain('↳ LT is destroyed: the remaining 1 critical hit is lost.');
    expect(ctx.rng.remaining).toBe(0);
  });

  test('GIVEN the TW rule THEN the bin explodes for damage per shot x shots left (100) and the Mech is destroyed', () => {
    const ctx = ctxWith(template('hunchback'), [1, 1, 2, 1, 3, 2], { ammoExplosion: 'tw' });
    hitSlot(ctx, 'LT', 0);
    expect(ctx.events.find((e) => e.type === 'bt-explosion')).toMatchObject({ damage: 100 });
    expect([ctx.mech.destroyed, ctx.mech.destroyedReason]).toEqual([true, 'centre torso destroyed']);
  });

  test('GIVEN CASE and the TW rule THEN the side torso goes but the rest of the blast is vented', () => {
    const mech = variant('hunchback', (s) => {
      s.LT = ['IS Ammo AC/20', 'IS Ammo AC/20', 'CASE'];
    });
    const ctx = ctxWith(mech, [1, 1, 2, 1, 3, 2], { ammoExplosion: 'tw' });
    hitSlot(ctx, 'LT', 0);
    expect([ctx.mech.locations.LT.destroyed, ctx.mech.locations.LA.destroyed, ctx.mech.locations.CT.internal, ctx.mech.destroyed]).toEqual([
      true,
      true,
      16,
      false,
    ]);
    expect(ctx.lines).toContain('↳ CASE in LT vents the remaining 88 explosion damage.');
  });

  test('GIVEN an empty bin THEN the slot is marked and nothing else happens', () => {
    const mech = template('hunchback');
    const bin = mech.equipment.find((e) => e.ammo && e.locations[0] === 'LT');
    if (bin?.ammo) bin.ammo.shotsLeft = 0;
    const ctx = ctxWith(mech, []);
    hitSlot(ctx, 'LT', 0);
    expect([ctx.mech.locations.LT.slots[0]?.hit, ctx.mech.locations.LT.internal, ctx.mech.pilot.hits]).toEqual([true, 12, 0]);
  });

  test('GIVEN a crit that sets off a second bin THEN the chain deals 4 pilot damage (seed example)', () => {
    const atlas = template('atlas');
    const first = slotIndex(atlas, 'LT', 'Ammo LRM-20');
    expect(first).toBe(8);
    const ctx = ctxWith(atlas, [6, 3, 4, 4, 5, 4, 4, 4, 4, 3, 5, 5, 1, 1]);
    hitSlot(ctx, 'LT', first);
    const m = ctx.mech;
    expect(ctx.events.filter((e) => e.type === 'bt-explosion').map((e) => (e as { damage: number }).damage)).toEqual([20, 20]);
    expect([m.locations.LT.destroyed, m.locations.CT.internal, m.pilot.hits, m.pilot.conscious]).toEqual([true, 12, 4, true]);
    expect(ctx.rng.remaining).toBe(0);
  });

  test('GIVEN a Gauss rifle hit THEN it explodes for 20; a hit on its ammunition does not explode', () => {
    const mech = variant('hunchback', (s) => {
      s.RT = [...Array(7).fill('Gauss Rifle'), 'IS Gauss Ammo'];
    });
    const ctx = ctxWith(mech, [1, 1, 1, 1, 2, 1, 3, 2]);
    hitSlot(ctx, 'RT', 7);
    expect(ctx.mech.pilot.hits).toBe(0);
    expect(ctx.mech.equipment.find((e) => e.key === 'gauss-ammo')?.ammo?.shotsLeft).toBe(0);
    hitSlot(ctx, 'RT', 0);
    expect(ctx.events.filter((e) => e.type === 'bt-explosion')).toMatchObject([{ item: 'Gauss Rifle', damage: 20, location: 'RT' }]);
    expect([ctx.mech.locations.RT.destroyed, ctx.mech.locations.CT.internal, ctx.mech.pilot.hits]).toEqual([true, 8, 2]);
  });

  test('GIVEN a crit rolled through applyOneCritical THEN it uses the same slot dice', () => {
    const ctx = ctxWith(template('hunchback'), [4, 2]);
    applyOneCritical(ctx, 'CT');
    expect(deriveMech(ctx.mech).engineHits).toBe(1);
  });
});
