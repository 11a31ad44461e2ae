import { describe, expect, test } from 'vitest';
import { fixedRng } from '../../../src/dice/rng.js';
import { phaseEnd } from '../../../src/systems/slaved-armour/phase.js';
import type { PersonData, SaData } from '../../../src/systems/slaved-armour/unit.js';
import { input, personFrom, record, saFrom, stateWith, unitData } from './helpers.js';

/** Kestrel with its fuel tank (row 4) already destroyed and burning. */
function burningKestrel(overrides: Partial<SaData> = {}): SaData {
  const k = saFrom('kestrel');
  const rows = k.rows.map((row, r) => row.map((m, c) => (r === 3 && c === 1 ? { ...m, destroyed: true } : m)));
  return { ...k, rows, fires: [{ kind: 'external', row: 3, col: 1, module: 'Fuel tank' }], ...overrides };
}

const pendingHits = {
  hits: [
    { target: 'kestrel', source: "Hound's Autocannon", hits: 2, dice: 4 },
    { target: 'pvt', source: "Hound's Autocannon", hits: 2, dice: 4 },
  ],
};

function end(
  units = [record('Kestrel', burningKestrel()), record('Pvt', personFrom('soldier'))],
  pending: Record<string, unknown> = pendingHits,
  dice: number[] = [],
) {
  const rng = fixedRng(dice);
  const outcome = phaseEnd(stateWith(units, {}, pending), input({}), rng);
  expect(rng.remaining).toBe(0);
  return outcome;
}

describe('phaseEnd', () => {
  test('GIVEN pending hits and a fire THEN the hits resolve in order, then the fire rolls, and pending is cleared', () => {
    // Kestrel: rows [5] and [6] → Cowling (row 5), Skirt (row 6). Pvt: dice [1][1][4][6] = 2 vs armour 2 → Winded. Fire [6] → out.
    const outcome = end(undefined, undefined, [5, 6, 1, 1, 4, 6, 6]);
    const k = unitData<SaData>(outcome.state, 'Kestrel');
    expect(k.rows[4]?.[0]?.destroyed).toBe(true);
    expect(k.rows[5]?.[0]?.destroyed).toBe(true);
    expect(k.fires).toEqual([]);
    expect(unitData<PersonData>(outcome.state, 'Pvt').winded).toBe(true);
    // Winded by this resolution: down through the next round, so it is remembered until that round ends.
    expect(outcome.state.pending).toEqual({ windedSeen: ['pvt'] });
    expect(outcome.text).toContain('Pvt is Winded: down through the next round.');
    expect(outcome.show).toEqual([
      { unit: 'kestrel', highlight: { rows: [4, 5] } },
      { unit: 'pvt', highlight: { rows: [] } },
    ]);
    const lines = outcome.text.split('\n');
    expect(lines[0]).toBe('**End of combat phase**');
    // The header counts the dice placed (2 Hit Dice on the SA, 4 Damage Dice on the person), not the queue's entries.
    expect(lines[1]).toBe('**Incoming damage** (2 Hit Dice and 4 Personnel Damage Dice from 2 weapon hits):');
    expect(lines.indexOf('**Fires:**')).toBeGreaterThan(1);
  });

  test('GIVEN a person Winded this round THEN they stay down at its end and get up at the end of the next round', () => {
    const first = end([record('Pvt', personFrom('soldier', { winded: true }))], {}, []);
    expect(unitData<PersonData>(first.state, 'Pvt').winded).toBe(true);
    expect(first.text).not.toContain('gets up');
    expect(first.state.pending).toEqual({ windedSeen: ['pvt'] });
    const second = end([record('Pvt', personFrom('soldier', { winded: true }))], { windedSeen: ['pvt'] }, []);
    expect(unitData<PersonData>(second.state, 'Pvt').winded).toBe(false);
    expect(second.text).toContain('Pvt gets up: no longer Winded.');
    expect(second.state.pending).toEqual({});
  });

  test('GIVEN nothing pending and no fires THEN it says so and rolls nothing', () => {
    const outcome = end([record('Hound', saFrom('hound'))], {}, []);
    expect(outcome.text).toBe('Phase ended: no pending damage, no fires.');
  });

  test('GIVEN two hits on the same SA where the first destroys it THEN the second finds a wreck', () => {
    const pending = { hits: [pendingHits.hits[0], pendingHits.hits[0]] };
    // Row [1] → Cowling, row [1] → Gyro (critical).
    const outcome = end([record('Kestrel', saFrom('kestrel'))], pending, [1, 1]);
    expect(unitData<SaData>(outcome.state, 'Kestrel')).toMatchObject({ destroyed: true, destroyedBy: 'Gyro' });
    expect(outcome.text).toContain("Hound's Autocannon → Kestrel: Kestrel is already a wreck.");
  });

  test('GIVEN a pending hit on a unit since removed THEN it is skipped with a note', () => {
    const outcome = end([record('Kestrel', saFrom('kestrel'))], { hits: [pendingHits.hits[1]] }, []);
    expect(outcome.text).toContain('its target is no longer in the channel');
  });

  test('GIVEN a destroyed SA still listing a fire THEN the fire does not roll', () => {
    const outcome = end([record('Kestrel', burningKestrel({ destroyed: true }))], {}, []);
    expect(outcome.text).toBe('Phase ended: no pending damage, no fires.');
  });

  test('GIVEN units of another system THEN they are left alone', () => {
    const other = { name: 'Atlas', system: 'battletech' as const, owner: 'u', schemaVersion: 1, data: { x: 1 } };
    const state = stateWith([other, record('Kestrel', burningKestrel())]);
    const outcome = phaseEnd(state, input({}), fixedRng([3]));
    expect(outcome.state.units.atlas).toBe(other);
  });
});
