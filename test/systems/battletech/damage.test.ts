// Damage application: armour, structure, crit checks, transfer inward, rear armour, TAC, destroyed locations and 'Mechs.

import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { applyDamage } from '../../../src/systems/battletech/damage.js';
import { deriveMech } from '../../../src/systems/battletech/derived.js';
import { importMech } from '../../../src/systems/battletech/import.js';
import type { LocationId } from '../../../src/systems/battletech/locations.js';
import type { MechData } from '../../../src/systems/battletech/types.js';
import { ctxWith, FIXTURES, template } from './helpers.js';

const loc = (m: MechData, l: LocationId) => {
  const s = m.locations[l];
  return { armor: s.armor, rear: s.rear ?? null, internal: s.internal, destroyed: s.destroyed };
};
const rolls = (ctx: { events: readonly { type: string; label?: string }[] }) =>
  ctx.events.filter((e) => e.type === 'roll').map((e) => (e as { label: string }).label);

describe('GIVEN a Hunchback HBK-4G (50 t)', () => {
  test('GIVEN 10 damage to the left arm THEN armour alone absorbs it and no die is rolled', () => {
    const ctx = ctxWith(template('hunchback'), []);
    applyDamage(ctx, 'LA', 10);
    expect(loc(ctx.mech, 'LA')).toEqual({ armor: 6, rear: null, internal: 8, destroyed: false });
    expect(ctx.mech.damageThisPhase).toBe(10);
    expect(rolls(ctx)).toEqual([]);
  });

  test('GIVEN 50 damage to the left arm THEN the arm is destroyed (no club) and 26 transfers to the left torso, a crit check in each', () => {
    const ctx = ctxWith(template('hunchback'), [1, 1, 1, 1]);
    applyDamage(ctx, 'LA', 50);
    expect(loc(ctx.mech, 'LA')).toEqual({ armor: 0, rear: null, internal: 0, destroyed: true });
    expect(loc(ctx.mech, 'LT')).toEqual({ armor: 0, rear: 4, internal: 6, destroyed: false });
    expect(loc(ctx.mech, 'CT')).toEqual({ armor: 26, rear: 5, internal: 16, destroyed: false });
    expect(rolls(ctx)).toEqual(['critical check LA', 'critical check LT']);
    expect(ctx.mech.damageThisPhase).toBe(50);
    // Shot off, not blown off: no limb lies whole in the hex to be used as a club.
    expect(ctx.mech.clubs).toEqual([]);
    expect(ctx.rng.remaining).toBe(0);
  });

  test('GIVEN 70 damage to the right leg THEN it goes leg -> RT -> CT and the leg loss queues an automatic fall', () => {
    const ctx = ctxWith(template('hunchback'), [1, 1, 1, 1, 1, 1]);
    applyDamage(ctx, 'RL', 70);
    expect([loc(ctx.mech, 'RL').destroyed, loc(ctx.mech, 'RT').destroyed, loc(ctx.mech, 'RA').destroyed]).toEqual([true, true, true]);
    expect(loc(ctx.mech, 'CT')).toEqual({ armor: 20, rear: 5, internal: 16, destroyed: false });
    expect(ctx.mech.pendingPsrs).toEqual([{ reason: 'right leg destroyed', modifier: 0, automatic: true }]);
    expect(deriveMech(ctx.mech)).toMatchObject({ walk: 1, run: 1, legsDestroyed: 1 });
    expect(deriveMech(ctx.mech).psrModifiers).toEqual([{ value: 5, reason: 'right leg destroyed' }]);
  });

  test('GIVEN the left torso destroyed THEN the left arm is lost with it, still armoured', () => {
    const ctx = ctxWith(template('hunchback'), [1, 1]);
    applyDamage(ctx, 'LT', 32);
    expect(loc(ctx.mech, 'LT').destroyed).toBe(true);
    expect(loc(ctx.mech, 'LA')).toEqual({ armor: 0, rear: null, internal: 0, destroyed: true });
    expect(ctx.mech.locations.LA.slots.every((s) => s.destroyed)).toBe(true);
    expect(ctx.mech.destroyed).toBe(false);
  });

  test('GIVEN the centre torso destroyed THEN the Mech is destroyed and no crit check is rolled for it', () => {
    const ctx = ctxWith(template('hunchback'), []);
    applyDamage(ctx, 'CT', 42);
    expect(ctx.mech.destroyed).toBe(true);
    expect(ctx.mech.destroyedReason).toBe('centre torso destroyed');
    expect(ctx.mech.pilot.dead).toBe(false);
  });

  test('GIVEN a 3-point head hit THEN armour 9 -> 6, the pilot takes 1 and rolls consciousness (3+)', () => {
    const ctx = ctxWith(template('hunchback'), [2, 1]);
    applyDamage(ctx, 'HD', 3);
    expect(loc(ctx.mech, 'HD').armor).toBe(6);
    expect(ctx.mech.pilot).toMatchObject({ hits: 1, conscious: true });
    expect(rolls(ctx)).toEqual(['consciousness (hit 1)']);
  });

  test('GIVEN the head destroyed THEN the pilot is killed and the Mech destroyed', () => {
    const ctx = ctxWith(template('hunchback'), [2, 1]);
    applyDamage(ctx, 'HD', 12);
    expect(ctx.mech.pilot).toMatchObject({ dead: true, hits: 6 });
    expect([ctx.mech.destroyed, ctx.mech.destroyedReason]).toEqual([true, 'head destroyed']);
  });

  test('GIVEN 10 damage to the rear CT THEN rear armour 5 -> 0 and structure 16 -> 11, front armour untouched', () => {
    const ctx = ctxWith(template('hunchback'), [1, 1]);
    applyDamage(ctx, 'CT', 10, { rear: true });
    expect(loc(ctx.mech, 'CT')).toEqual({ armor: 26, rear: 0, internal: 11, destroyed: false });
  });

  test('GIVEN a rear hit on an arm that transfers THEN the side torso takes it on its rear armour', () => {
    const ctx = ctxWith(template('hunchback'), [1, 1, 1, 1]);
    applyDamage(ctx, 'LA', 30, { rear: true });
    expect(loc(ctx.mech, 'LT')).toEqual({ armor: 20, rear: 0, internal: 10, destroyed: false });
  });

  test('GIVEN a TAC on armour that holds THEN one crit check is rolled anyway', () => {
    const ctx = ctxWith(template('hunchback'), [1, 1]);
    applyDamage(ctx, 'CT', 5, { tac: true });
    expect(rolls(ctx)).toEqual(['critical check CT']);
  });

  test('GIVEN a TAC that also breaches structure THEN two crit checks are rolled', () => {
    const ctx = ctxWith(template('hunchback'), [1, 1, 1, 1]);
    applyDamage(ctx, 'LA', 20, { tac: true });
    expect(rolls(ctx)).toEqual(['critical check LA', 'critical check LA']);
  });

  test('GIVEN a location destroyed earlier THEN later damage passes through it with no crit check there', () => {
    const ctx = ctxWith(template('hunchback'), [1, 1, 1, 1]);
    applyDamage(ctx, 'LA', 24);
    applyDamage(ctx, 'LA', 10, { tac: true });
    expect(loc(ctx.mech, 'LT')).toEqual({ armor: 10, rear: 4, internal: 12, destroyed: false });
    expect(rolls(ctx)).toEqual(['critical check LA']);
  });
});

describe('GIVEN engines in the side torsos', () => {
  const mech = (file: string) => importMech(file, readFileSync(`${FIXTURES}${file}`, 'utf8')).data;

  test('GIVEN an XL engine and the left torso destroyed THEN 3 engine hits destroy the Mech', () => {
    const ctx = ctxWith(mech('Wolverine XL CASE.mtf'), [1, 1]);
    applyDamage(ctx, 'LT', 33);
    expect(deriveMech(ctx.mech).engineHits).toBe(3);
    expect([ctx.mech.destroyed, ctx.mech.destroyedReason]).toEqual([
      true,
      "engine destroyed (3 engine hits counting the LT's engine slots)",
    ]);
  });

  test('GIVEN a light engine and a side torso destroyed THEN 2 engine hits: +10 heat a turn, still standing', () => {
    const ctx = ctxWith(mech('Wolverine Light Engine.mtf'), [1, 1]);
    applyDamage(ctx, 'RT', 33);
    expect(ctx.mech.destroyed).toBe(false);
    expect(deriveMech(ctx.mech)).toMatchObject({ engineHits: 2, engineHeat: 10 });
  });
});
