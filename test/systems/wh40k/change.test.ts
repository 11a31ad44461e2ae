// The compact card's data for a 40k vehicle: the damage results this step added, weapons lost, statuses gained.
import { describe, expect, test } from 'vitest';
import { vehicleChange } from '../../../src/systems/wh40k/change.js';
import { unit, vehicle } from './helpers.js';

describe('GIVEN a Leman Russ before and after a volley', () => {
  test('GIVEN two new results, a lost weapon and shaken THEN both results, the weapon and the status', () => {
    const russ = vehicle('leman-russ', { lastResults: ['old one', 'old two'] });
    const [first, ...rest] = russ.weapons;
    const after = vehicle('leman-russ', {
      lastResults: ['old one', 'old two', 'Glancing 2: Crew shaken', 'Penetrating 3: Armament destroyed'],
      weapons: [{ ...first!, destroyed: true }, ...rest],
      status: { ...russ.status, shaken: { since: 3 } },
    });
    expect(vehicleChange(unit('Russ', russ), unit('Russ', after), [])).toEqual({
      status: null,
      rows: [
        { label: 'Result 1', detail: 'Glancing 2: Crew shaken', severity: 'damage' },
        { label: 'Result 2', detail: 'Penetrating 3: Armament destroyed', severity: 'destroyed' },
      ],
      notes: [
        { text: `${first!.name} destroyed`, severity: 'destroyed' },
        { text: 'Shaken', severity: 'damage' },
      ],
    });
  });

  test('GIVEN obscured and a move declared THEN one note each, no damage', () => {
    const before = vehicle('rhino');
    const after = vehicle('rhino', { obscured: true, movement: { inches: 12, since: 3 } });
    expect(vehicleChange(unit('R', before), unit('R', after), []).notes).toEqual([
      { text: 'Obscured', severity: 'info' },
      { text: 'Moved 12"', severity: 'info' },
    ]);
  });

  test('GIVEN a full results list that scrolled THEN only the lines this step appended', () => {
    const before = vehicle('rhino', { lastResults: ['a', 'b', 'c', 'd', 'e', 'f'] });
    const after = vehicle('rhino', {
      lastResults: ['c', 'd', 'e', 'f', 'g', 'h'],
      status: { ...before.status, destroyed: { kind: 'wreck', cause: 'Penetrating 5', distance: null, direction: null, radius: null } },
    });
    const change = vehicleChange(unit('R', before), unit('R', after), []);
    expect(change.rows.map((row) => row.detail)).toEqual(['g', 'h']);
    expect(change.status).toBe('DESTROYED (wreck): Penetrating 5');
  });
});
