// The heat phase and end of turn: build-up, dissipation, shutdown, heat ammo explosions, life support, counters.
import { describe, expect, test } from 'vitest';
import { hitSlot } from '../../../src/systems/battletech/damage.js';
import { deriveMech } from '../../../src/systems/battletech/derived.js';
import { endTurn, heatPhase } from '../../../src/systems/battletech/heat.js';
import { ctxWith, rollLabels, template } from './helpers.js';

const labels = rollLabels;

describe('GIVEN the heat phase', () => {
  test('GIVEN 18 weapon heat and 13 sinks THEN heat 5: walk 4 -> 3 with heat, no roll', () => {
    const ctx = ctxWith(template('hunchback'), []);
    ctx.mech.heatThisTurn = 18;
    heatPhase(ctx);
    expect(ctx.mech.heat).toBe(5);
    expect(ctx.events.find((e) => e.type === 'bt-heat')).toEqual({
      type: 'bt-heat',
      unit: 'Target',
      before: 0,
      buildUp: 18,
      dissipated: 13,
      after: 5,
    });
    expect(deriveMech(ctx.mech)).toMatchObject({ walk: 4, walkWithHeat: 3, runWithHeat: 5, heatToHit: 0 });
  });

  test('GIVEN an engine hit and a destroyed heat sink THEN +5 heat and one point less dissipation', () => {
    const ctx = ctxWith(template('hunchback'), []);
    hitSlot(ctx, 'CT', 0);
    hitSlot(ctx, 'LL', 4);
    ctx.mech.heatThisTurn = 10;
    heatPhase(ctx);
    expect(ctx.mech.heat).toBe(3);
  });

  test('GIVEN heat 14 and a failed avoid roll THEN it shuts down and rolls the +3 reactor PSR at once', () => {
    const ctx = ctxWith(template('hunchback'), [2, 1, 4, 4]);
    ctx.mech.heatThisTurn = 27;
    heatPhase(ctx);
    expect(labels(ctx)).toEqual(['avoid shutdown:3', 'PSR: reactor shutdown:8']);
    expect([ctx.mech.heat, ctx.mech.shutdown, ctx.mech.prone]).toEqual([14, true, false]);
  });

  test('GIVEN heat 30 THEN shutdown is automatic', () => {
    const ctx = ctxWith(template('hunchback'), [6, 6, 6, 6]);
    ctx.mech.heatThisTurn = 43;
    heatPhase(ctx);
    expect(ctx.mech.shutdown).toBe(true);
    expect(labels(ctx)).toEqual(['PSR: reactor shutdown:12', 'avoid heat ammo explosion:12']);
  });

  test('GIVEN a shut-down Mech whose heat drops below 14 THEN it restarts without a roll', () => {
    const ctx = ctxWith(template('hunchback'), []);
    ctx.mech.shutdown = true;
    ctx.mech.heat = 20;
    heatPhase(ctx);
    expect([ctx.mech.heat, ctx.mech.shutdown]).toEqual([7, false]);
  });

  test('GIVEN heat 19 and a failed ammo roll THEN the most damaging bin explodes (Atlas: LRM-20 in the LT, 20)', () => {
    const ctx = ctxWith(template('atlas'), [6, 6, 1, 2, 2, 1, 3, 2, 1, 1]);
    ctx.mech.heatThisTurn = 39;
    heatPhase(ctx);
    expect(labels(ctx)).toEqual([
      'avoid shutdown:12',
      'avoid heat ammo explosion:3',
      'consciousness (hit 1):3',
      'consciousness (hit 2):5',
      'critical check LT:2',
    ]);
    expect(ctx.events.find((e) => e.type === 'bt-explosion')).toMatchObject({ item: 'Ammo LRM-20', location: 'LT', damage: 20 });
    expect([ctx.mech.locations.LT.internal, ctx.mech.locations.LT.slots[8]?.hit]).toEqual([1, true]);
  });

  test.each([
    [14, 0],
    [15, 1],
    [25, 1],
    [26, 2],
  ])('GIVEN life support out and heat %i after sinking THEN the pilot takes %i (seed: 15-25 one, 26+ two)', (heat, damage) => {
    const dice = heat >= 14 ? [6, 6, 6, 6, 6, 6, 6, 6] : [];
    const ctx = ctxWith(template('hunchback'), dice);
    hitSlot(ctx, 'HD', 0);
    ctx.mech.heat = heat + 13;
    heatPhase(ctx);
    expect([ctx.mech.heat, ctx.mech.pilot.hits]).toEqual([heat, damage]);
  });
});

describe('GIVEN the end of the turn', () => {
  test('GIVEN 20 damage this phase THEN a +1 PSR is queued and the counters clear', () => {
    const ctx = ctxWith(template('hunchback'), []);
    ctx.mech.damageThisPhase = 20;
    ctx.mech.heatThisTurn = 5;
    endTurn(ctx);
    expect(ctx.mech.pendingPsrs).toEqual([{ reason: '20 damage this phase', modifier: 1, automatic: false }]);
    expect([ctx.mech.damageThisPhase, ctx.mech.heatThisTurn, ctx.mech.turn]).toEqual([0, 0, 2]);
  });

  test('GIVEN 19 damage THEN no PSR', () => {
    const ctx = ctxWith(template('hunchback'), []);
    ctx.mech.damageThisPhase = 19;
    endTurn(ctx);
    expect(ctx.mech.pendingPsrs).toEqual([]);
  });

  test('GIVEN an unconscious pilot with 2 hits THEN a 5+ wakes them', () => {
    const ctx = ctxWith(template('hunchback'), [3, 2]);
    ctx.mech.pilot.hits = 2;
    ctx.mech.pilot.conscious = false;
    endTurn(ctx);
    expect(ctx.mech.pilot.conscious).toBe(true);
  });
});
