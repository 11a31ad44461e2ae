// The compact card's data for Slaved Armour: modules lost by row, Hit Dice waiting, explosions, a person's wounds.
import { describe, expect, test } from 'vitest';
import { saChange } from '../../../src/systems/slaved-armour/change.js';
import type { SaEvent } from '../../../src/systems/slaved-armour/state.js';
import { customSa, mod, personFrom, record } from './helpers.js';

describe('GIVEN an SA before and after a step', () => {
  test('GIVEN two modules of row 3 destroyed and an explosion THEN one row line, the explosion and the status', () => {
    const rows = [[mod('Plate')], [mod('Plate')], [mod('Ammo', { explosive: true }), mod('Rail')], [mod('Pilot', { critical: true })]];
    const before = record('Hound', customSa(rows));
    const after = record(
      'Hound',
      customSa([rows[0]!, rows[1]!, [mod('Ammo', { destroyed: true }), mod('Rail', { destroyed: true })], rows[3]!], {
        destroyed: true,
        destroyedBy: 'explosion of Ammo',
      }),
    );
    const events: SaEvent[] = [{ type: 'explosion', unit: 'Hound', module: 'Ammo', hits: 4 }];
    expect(saChange(before, after, events)).toEqual({
      status: 'DESTROYED: explosion of Ammo',
      rows: [{ label: 'Row 3', detail: 'Ammo, Rail destroyed', severity: 'destroyed' }],
      notes: [{ text: 'Ammo exploded: 4 Hits', severity: 'destroyed' }],
    });
  });

  test('GIVEN a shot resolved at phase end THEN the dice placed on this unit are listed, not those on another', () => {
    const sa = record('Kestrel', customSa([[mod('Plate')]]));
    const events: SaEvent[] = [
      { type: 'damage-pending', target: 'Kestrel', source: "Hound's Autocannon", hits: 1, dice: 4 },
      { type: 'damage-pending', target: 'Other', source: "Hound's Autocannon", hits: 2, dice: 0 },
    ];
    expect(saChange(sa, sa, events).notes).toEqual([
      { text: "1 Hit Die, 4 Damage Dice placed (from Hound's Autocannon)", severity: 'damage' },
    ]);
  });
});

describe('GIVEN a soldier before and after a step', () => {
  test('GIVEN 5 damage, a light wound and 2 STR lost THEN one line each and the condition as status', () => {
    const before = record('Pvt', personFrom('soldier'));
    const data = before.data.kind === 'person' ? before.data : undefined;
    const after = record('Pvt', personFrom('soldier', { damage: 5, condition: 'light-wound', str: (data?.str ?? 0) - 2 }));
    expect(saChange(before, after, [])).toEqual({
      status: 'LIGHT WOUND',
      rows: [
        { label: 'Damage', detail: '+5 (5 total)', severity: 'damage' },
        { label: 'Condition', detail: 'Light wound', severity: 'damage' },
        { label: 'STR', detail: `−2 (${(data?.str ?? 0) - 2} left)`, severity: 'damage' },
      ],
      notes: [],
    });
  });
});
