// The compact card's data for a 'Mech: armour and structure lost per location, crits, pilot hits, in that order.
import { describe, expect, test } from 'vitest';
import { fixedRng } from '../../../src/dice/rng.js';
import { mechChange } from '../../../src/systems/battletech/change.js';
import { newJournal, openCtx } from '../../../src/systems/battletech/context.js';
import { applyDamage, hitSlot } from '../../../src/systems/battletech/damage.js';
import { DEFAULT_CONFIG } from '../../../src/systems/battletech/types.js';
import { record, slotIndex, template } from './helpers.js';

describe('GIVEN a Hunchback before and after a step', () => {
  test('GIVEN nothing changed THEN the change is empty', () => {
    const hunch = record('Hunch', template('hunchback'));
    expect(mechChange(hunch, hunch, [])).toEqual({ status: null, rows: [], notes: [] });
  });

  test('GIVEN 24 damage to the left arm and a gyro crit THEN each location lost, the crit and the PSR', () => {
    const before = record('Hunch', template('hunchback'));
    const ctx = openCtx(newJournal(fixedRng([1, 1, 1, 1, 2, 1, 3, 2]), DEFAULT_CONFIG), 'Hunch', before.data);
    applyDamage(ctx, 'LA', 24);
    hitSlot(ctx, 'CT', slotIndex(ctx.mech, 'CT', 'Gyro'));
    const change = mechChange(before, record('Hunch', ctx.mech), ctx.events);
    expect(change.status).toBeNull();
    expect(change.rows).toEqual([
      { label: 'LA', detail: 'armour −16 (0 left) · structure −8 (0 left) · destroyed', severity: 'destroyed' },
    ]);
    expect(change.notes).toEqual([
      { text: 'Crit CT: Gyro', severity: 'damage' },
      { text: '1 piloting roll owed', severity: 'info' },
    ]);
  });

  test('GIVEN the centre torso destroyed THEN the status says so', () => {
    const before = record('Hunch', template('hunchback'));
    const ctx = openCtx(newJournal(fixedRng([1, 1, 1, 1, 1, 1]), DEFAULT_CONFIG), 'Hunch', before.data);
    applyDamage(ctx, 'CT', 60);
    const change = mechChange(before, record('Hunch', ctx.mech), ctx.events);
    expect(change.status).toMatch(/^DESTROYED/);
    expect(change.rows[0]).toMatchObject({ label: 'CT', severity: 'destroyed' });
  });
});
