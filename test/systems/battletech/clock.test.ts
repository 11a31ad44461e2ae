// BattleTech on the battle clock, pure: movement heat, movement modifiers from the turn's records, the hip order.
import { describe, expect, test } from 'vitest';
import { type MoveMode, movementForShot, movementHeat } from '../../../src/systems/battletech/clock.js';
import { hitSlot } from '../../../src/systems/battletech/crits.js';
import { deriveMech } from '../../../src/systems/battletech/derived.js';
import type { SystemState } from '../../../src/systems/types.js';
import { ctxWith, template } from './helpers.js';

describe('GIVEN movement heat (TW)', () => {
  test.each([
    ['stood', 0, 0],
    ['walked', 4, 1],
    ['ran', 6, 2],
    ['jumped', 1, 3],
    ['jumped', 3, 3],
    ['jumped', 5, 5],
  ] as const)('THEN %s %i hexes builds %i heat', (mode: MoveMode, hexes, heat) => {
    expect(movementHeat(mode, hexes)).toBe(heat);
  });
});

describe('GIVEN a shot in a battle', () => {
  const state = (units: Record<string, { mode: string; hexes: number }>): SystemState => ({
    units: {},
    config: {},
    pending: {},
    battle: { turn: 1, phase: 'weapons', player: 'a', order: ['a', 'b'], units },
  });
  test('THEN the attacker’s mode and the target’s hexes come from the records, +1 when the target jumped', () => {
    const s = state({ x: { mode: 'ran', hexes: 6 }, y: { mode: 'jumped', hexes: 4 } });
    expect(movementForShot(s, 'x', 'y', {})).toEqual({ attackerMove: 'ran', targetMove: 4, targetJumped: true });
    expect(movementForShot(s, 'y', 'x', {})).toEqual({ attackerMove: 'jumped', targetMove: 6 });
  });
  test('THEN what the shooter gave stands, and a unit that has not moved adds nothing', () => {
    const s = state({ y: { mode: 'jumped', hexes: 4 } });
    expect(movementForShot(s, 'x', 'y', { attackerMove: 'walked', targetMove: 2 })).toEqual({ attackerMove: 'walked', targetMove: 2 });
    expect(movementForShot(s, 'x', 'z', {})).toEqual({});
    expect(movementForShot({ ...s, battle: undefined } as SystemState, 'y', 'x', {})).toEqual({});
  });
});

describe('GIVEN the seed’s hip order: halve first, then every actuator reduction', () => {
  test.each([false, true])('THEN a foot then a hip gives walk ceil(4/2) - 1 = 1 (a turn between them: %s)', (turnBetween) => {
    const ctx = ctxWith(template('hunchback'), []);
    hitSlot(ctx, 'LL', 3);
    if (turnBetween) ctx.mech.turn += 1;
    hitSlot(ctx, 'LL', 0);
    const d = deriveMech(ctx.mech);
    expect([d.walk, d.run]).toEqual([1, 2]);
    // Only the PSR modifiers drop the earlier turn's foot crit (T4).
    expect(d.psrModifiers.map((m) => m.value)).toEqual(turnBetween ? [2] : [2, 1]);
  });
});
