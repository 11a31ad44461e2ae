// BattleTech on the battle clock, pure: movement heat, movement modifiers from the turn's records, the hip order.
import { describe, expect, test } from 'vitest';
import { fixedRng } from '../../../src/dice/rng.js';
import { shoot } from '../../../src/systems/battletech/actions.js';
import { type MoveMode, movementForShot, movementHeat } from '../../../src/systems/battletech/clock.js';
import { hitSlot } from '../../../src/systems/battletech/damage.js';
import { deriveMech } from '../../../src/systems/battletech/derived.js';
import type { MechData } from '../../../src/systems/battletech/types.js';
import type { SystemState } from '../../../src/systems/types.js';
import { ctxWith, inputOf, stateOf, template } from './helpers.js';

describe('GIVEN movement heat (TW; an XXL engine as TacOps and MegaMek Engine: 2 standing, 4, 6, 2 a hex jumped, at least 6)', () => {
  test.each([
    ['stood', 0, 'standard', 0],
    ['walked', 4, 'standard', 1],
    ['ran', 6, 'standard', 2],
    ['jumped', 1, 'standard', 3],
    ['jumped', 3, 'standard', 3],
    ['jumped', 5, 'standard', 5],
    ['ran', 6, 'xl', 2],
    ['ran', 6, 'light', 2],
    ['stood', 0, 'xxl', 2],
    ['walked', 4, 'xxl', 4],
    ['ran', 6, 'xxl', 6],
    ['jumped', 1, 'xxl', 6],
    ['jumped', 3, 'xxl', 6],
    ['jumped', 5, 'xxl', 10],
  ] as const)('THEN %s %i hexes with a %s engine builds %i heat', (mode: MoveMode, hexes, engine, heat) => {
    expect(movementHeat(mode, hexes, engine)).toBe(heat);
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

describe('GIVEN simultaneous fire in the weapon attack phase', () => {
  const battleIn = (phase: string) => ({ turn: 1, phase, player: 'a', order: ['a', 'b'], units: {} });
  /** Hunch's LA laser was critted and Hunch destroyed after the phase began; the snapshot is Hunch at its start. */
  function stateAfterLosses(phase: string): SystemState {
    const state = stateOf({ Hunch: template('hunchback'), Bug: template('locust') });
    const start = structuredClone(state.units.hunch!.data as MechData);
    const now = structuredClone(start);
    const laser = now.equipment.find((e) => e.name === 'Medium Laser' && e.locations[0] === 'LA')!;
    laser.hit = true;
    now.destroyed = true;
    return {
      ...state,
      units: { ...state.units, hunch: { ...state.units.hunch!, data: now } },
      pending: { phaseStart: { hunch: start } },
      battle: battleIn(phase),
    };
  }
  const shot = { attacker: 'Hunch', target: 'Bug', weapon: 'Medium Laser [LA]', range: 1 };

  test('THEN the destroyed Hunch still fires the laser critted earlier in the phase, spending its heat', () => {
    // 2d6 to hit (6+6), then 2d6 location (3+4: centre torso).
    const out = shoot(stateAfterLosses('weapons'), inputOf(shot), fixedRng([6, 6, 3, 4]));
    expect(out.text.split('\n')[0]).toMatch(/^🎯 \*\*Hunch\*\* fires \*\*Medium Laser \[LA\]\*\* at \*\*Bug\*\*/);
    expect((out.state.units.hunch!.data as MechData).heatThisTurn).toBe(3);
  });

  test('THEN outside a simultaneous phase the losses count at once', () => {
    const state = stateAfterLosses('weapons');
    const after = { ...state, battle: undefined, pending: {} } as SystemState;
    expect(() => shoot(after, inputOf(shot), fixedRng([]))).toThrow('Hunch is destroyed.');
    // In the heat phase (a shot there is the clock's to refuse, test/battle/clock.test.ts) the losses count too.
    expect(() => shoot(stateAfterLosses('heat'), inputOf(shot), fixedRng([]))).toThrow('Hunch is destroyed.');
  });
});
