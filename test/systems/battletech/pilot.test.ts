// The MechWarrior: damage and consciousness; PSRs queued and rolled; falls with their damage and pilot roll.
import { describe, expect, test } from 'vitest';
import { UserError } from '../../../src/errors.js';
import { hitSlot } from '../../../src/systems/battletech/damage.js';
import { adHocPsr, damagePilot, queuePsr, resolvePendingPsrs } from '../../../src/systems/battletech/pilot.js';
import { ctxWith, fixtureMech, rollLabels, template } from './helpers.js';

const labels = rollLabels;

describe('GIVEN pilot damage', () => {
  test.each([
    [1, [1, 2], true],
    [1, [1, 1], false],
    [3, [2, 1, 3, 2, 4, 3], true],
    [3, [2, 1, 3, 2, 3, 3], false],
  ])('GIVEN %i damage and dice %j THEN one roll per new hit at 3/5/7+, conscious=%s', (amount, dice, conscious) => {
    const ctx = ctxWith(template('hunchback'), dice);
    damagePilot(ctx, amount, 'test');
    expect(ctx.mech.pilot).toMatchObject({ hits: amount, conscious });
    expect(ctx.rng.remaining).toBe(0);
  });

  test('GIVEN 4 and 5 hits THEN consciousness needs 10+ then 11+', () => {
    const ctx = ctxWith(template('hunchback'), [2, 1, 3, 2, 4, 3, 5, 5, 6, 5]);
    damagePilot(ctx, 5, 'test');
    expect(labels(ctx)).toEqual([
      'consciousness (hit 1):3',
      'consciousness (hit 2):5',
      'consciousness (hit 3):7',
      'consciousness (hit 4):10',
      'consciousness (hit 5):11',
    ]);
  });

  test('GIVEN a knockout THEN an automatic fall is queued; a sixth hit kills the pilot and destroys the Mech', () => {
    const ctx = ctxWith(template('hunchback'), [1, 1]);
    damagePilot(ctx, 1, 'test');
    expect(ctx.mech.pendingPsrs).toEqual([{ reason: 'MechWarrior knocked unconscious', modifier: 0, automatic: true }]);
    damagePilot(ctx, 5, 'test');
    expect([ctx.mech.pilot.dead, ctx.mech.destroyed, ctx.mech.destroyedReason]).toEqual([true, true, 'MechWarrior killed']);
  });
});

describe('GIVEN pending PSRs', () => {
  test('GIVEN a gyro hit PSR THEN the target is piloting 5 + gyro 3 = 8 and 8 passes', () => {
    const ctx = ctxWith(template('hunchback'), [4, 4]);
    hitSlot(ctx, 'CT', 3);
    resolvePendingPsrs(ctx);
    expect(ctx.events.find((e) => e.type === 'bt-psr')).toEqual({
      type: 'bt-psr',
      unit: 'Target',
      reason: 'gyro hit',
      target: 8,
      success: true,
    });
    expect([ctx.mech.prone, ctx.mech.pendingPsrs]).toEqual([false, []]);
  });

  test('GIVEN a failed PSR THEN the Mech falls: facing, tonnage/10 damage in one 5-point group, a pilot roll', () => {
    const ctx = ctxWith(template('hunchback'), [2, 3, 1, 3, 4, 6, 6]);
    hitSlot(ctx, 'LL', 3);
    queuePsr(ctx, 'extra', 1, false);
    resolvePendingPsrs(ctx);
    expect(labels(ctx)).toEqual([
      'PSR: left foot actuator hit:5',
      'fall facing:1',
      'fall hit location (front):7',
      'PSR: avoid pilot damage in fall:12',
    ]);
    expect(ctx.events.find((e) => e.type === 'bt-fall')).toMatchObject({ direction: 'front', damage: 5 });
    expect([ctx.mech.prone, ctx.mech.locations.CT.armor, ctx.mech.pilot.hits, ctx.mech.pendingPsrs]).toEqual([true, 21, 0, []]);
  });

  test('GIVEN a 55 t Mech falling on its back and failing the pilot roll THEN 6 damage to rear armour in groups 5 + 1, pilot 1', () => {
    const ctx = ctxWith(fixtureMech('Wolverine WVR-6R'), [4, 3, 4, 3, 4, 3, 4, 1, 1, 1, 2]);
    ctx.mech.pilot.piloting = 9;
    adHocPsr(ctx, 'running', 0);
    expect(labels(ctx)).toEqual([
      'PSR: running:7',
      'fall facing:4',
      'fall hit location (rear):7',
      'fall hit location (rear):7',
      'PSR: avoid pilot damage in fall:2',
      'consciousness (hit 1):3',
    ]);
    expect([ctx.mech.locations.CT.rear, ctx.mech.locations.CT.armor, ctx.mech.pilot.hits]).toEqual([2, 20, 1]);
  });

  test('GIVEN an automatic PSR THEN no PSR die is rolled and the Mech falls', () => {
    const ctx = ctxWith(template('hunchback'), [2, 3, 4, 6, 6]);
    queuePsr(ctx, 'gyro destroyed', 0, true);
    resolvePendingPsrs(ctx);
    expect(labels(ctx)[0]).toBe('fall facing:2');
    expect(ctx.events.find((e) => e.type === 'bt-fall')).toMatchObject({ direction: 'right' });
  });

  test('GIVEN an unconscious MechWarrior THEN every PSR fails and the fall injures automatically', () => {
    const ctx = ctxWith(template('hunchback'), [1, 3, 4]);
    ctx.mech.pilot.conscious = false;
    ctx.mech.pilot.hits = 1;
    queuePsr(ctx, '20 damage', 1, false);
    resolvePendingPsrs(ctx);
    expect([ctx.mech.prone, ctx.mech.pilot.hits]).toEqual([true, 2]);
    expect(ctx.rng.remaining).toBe(0);
  });

  test('GIVEN a prone Mech THEN new PSRs are not queued', () => {
    const ctx = ctxWith(template('hunchback'), []);
    ctx.mech.prone = true;
    queuePsr(ctx, 'hip', 0, false);
    expect(ctx.mech.pendingPsrs).toEqual([]);
  });
});

describe('GIVEN a prone Mech', () => {
  test('GIVEN a passed PSR THEN it stands up', () => {
    const ctx = ctxWith(template('hunchback'), [3, 2]);
    ctx.mech.prone = true;
    adHocPsr(ctx, undefined, 0);
    expect(ctx.mech.prone).toBe(false);
  });

  test('GIVEN a destroyed gyro THEN standing is refused', () => {
    const ctx = ctxWith(template('hunchback'), []);
    hitSlot(ctx, 'CT', 3);
    hitSlot(ctx, 'CT', 4);
    ctx.mech.prone = true;
    expect(() => adHocPsr(ctx, undefined, 0)).toThrow(UserError);
    expect(() => adHocPsr(ctx, undefined, 0)).toThrow('cannot stand up: its gyro is destroyed');
  });
});
