// /damage for Mecha Bots: a GM's raw damage down a named or rolled column, wounds to a Mad Scientist, refusals.
import { describe, expect, test } from 'vitest';
import { fixedRng } from '../../../src/dice/rng.js';
import { mechaBots } from '../../../src/systems/mecha-bots/index.js';
import { newScientist, type ScientistData } from '../../../src/systems/mecha-bots/scientist.js';
import { botFromTemplate } from '../../../src/systems/mecha-bots/templates.js';
import type { SystemState, UnitRecord } from '../../../src/systems/types.js';
import { act, BOB, botOf, destroyedCells, GM, refusal, unit } from './helpers.js';

const { damage } = mechaBots.actions;

const table = (): SystemState => ({
  units: {
    beta: unit('Beta', botFromTemplate('scrapper'), 'bob'),
    doc: { ...unit('Doc', botFromTemplate('scrapper'), 'bob'), data: newScientist() } as UnitRecord,
  },
  config: { columnMap: 'reconstructed' },
  pending: {},
});

const scientist = (state: SystemState): ScientistData => state.units.doc?.data as ScientistData;

describe('GIVEN a GM and the Scrapper', () => {
  test('WHEN the column is named THEN no die is rolled and the damage runs down it, as a shot would', () => {
    const out = act(damage, table(), { target: 'Beta', arc: 'forward', damage: 3, column: 5 }, fixedRng([]), GM);
    expect(out.text).toBe(
      [
        "🔨 GM: **3 damage** to **Beta**'s Forward face.",
        'Column 5 (Sr Sa Sa * Wr B AR), named.',
        '3 damage enters from the Forward side:',
        '• F5 S1r (Lamp Eye) destroyed (3 → 2)',
        '• F4 S1a (Lamp Eye) destroyed (2 → 1)',
        '• C6 S1a (Lamp Eye) destroyed (1 → 0)',
      ].join('\n'),
    );
    expect(out.events).toEqual([
      expect.objectContaining({ type: 'mecha-bots/damage', by: 'GM', target: 'Beta', arc: 'F', damage: 3, roll: null, column: 5 }),
    ]);
    expect(destroyedCells(botOf(out, 'Beta'))).toEqual(['F4', 'F5', 'C6']);
    expect(botOf(out, 'Beta').lastShot).toMatchObject({ attacker: 'GM', weapon: 'raw damage', roll: null, column: 5, stoppedAt: 'C6' });
    expect(out.show).toEqual([{ unit: 'beta', highlight: botOf(out, 'Beta').lastShot }]);
  });

  test('WHEN no column is named THEN 2d6 on the column map picks it, and a boiler loss places Unpowered counters', () => {
    const out = act(damage, table(), { target: 'Beta', arc: 'back', damage: 4 }, fixedRng([3, 4]), GM);
    expect(out.events[0]).toEqual({ type: 'roll', label: 'column (2d6)', sides: 6, dice: [3, 4], total: 7 });
    expect(out.text.split('\n').slice(0, 2)).toEqual([
      "🔨 GM: **4 damage** to **Beta**'s Back face.",
      '🎲 Column roll 2d6: [3, 4] = 7 → column 6 (B B Wd Wd Sr AP).',
    ]);
    expect(destroyedCells(botOf(out, 'Beta'))).toEqual(['BR4', 'BR5', 'C1', 'C2']);
    expect(out.text).toContain('Boiler loss: Unpowered counters on C3, C4, C5, FR0.');
  });

  test('WHEN the roll is a miss on the card THEN nothing is damaged and the reply says so', () => {
    const out = act(damage, table(), { target: 'Beta', arc: 'back', damage: 4 }, fixedRng([1, 1]), GM);
    expect(out.text).toBe("🔨 GM: **4 damage** to **Beta**'s Back face.\n🎲 Column roll 2d6: [1, 1] = 2 → a miss on the card: no damage.");
    expect(destroyedCells(botOf(out, 'Beta'))).toEqual([]);
  });

  test("WHEN the Bot's own player applies it THEN the log names the player, not GM", () => {
    const out = act(damage, table(), { target: 'Beta', arc: 'forward', damage: 1, column: 5 }, fixedRng([]), BOB);
    expect(out.text.split('\n')[0]).toBe("🔨 Bob: **1 damage** to **Beta**'s Forward face.");
  });

  test.each([
    [{ target: 'Beta', damage: 2 }, 'option', 'Say which face of the target is struck with `arc:`'],
    [{ target: 'Beta', arc: 'forward' }, 'option', 'How much damage to `Beta`? Give `damage:` 1–49.'],
    [{ target: 'Beta', arc: 'forward', damage: 2, column: 10 }, 'option', '`column` must be 1–9; got 10.'],
    [{ target: 'Beta', arc: 'forward', wounds: 2 }, 'option', '`wounds:` is for Mad Scientists; `Beta` is a Bot'],
    [{ target: 'Doc', damage: 1, arc: 'forward' }, 'option', '`Doc` is a Mad Scientist: there is no chassis face or column'],
    [{ target: 'Doc' }, 'option', 'give either `damage:` (Bot-weapon damage, D6 wounds a point) or `wounds:`'],
    [{ target: 'Doc', damage: 1, wounds: 1 }, 'option', 'give either `damage:`'],
    [{ target: 'Nobody', damage: 1 }, 'unknown-unit', 'No Bot called `Nobody` here (target).'],
  ])('WHEN %j THEN it is refused and nothing is rolled', (options, identifier, message) => {
    const rng = fixedRng([6, 6]);
    const error = refusal(() => act(damage, table(), options, rng, GM));
    expect(error.identifier).toBe(identifier);
    expect(error.message).toContain(message);
    expect(rng.remaining).toBe(2);
  });

  test('WHEN the Bot is already destroyed THEN it is refused', () => {
    const dead = act(damage, table(), { target: 'Beta', arc: 'forward', damage: 9, column: 5 }, fixedRng([]), GM);
    expect(botOf(dead, 'Beta').destroyed).toBe(true);
    expect(refusal(() => act(damage, dead.state, { target: 'Beta', arc: 'forward', damage: 1, column: 4 }, fixedRng([]), GM)).message).toBe(
      '`Beta` is already destroyed.',
    );
  });
});

describe('GIVEN a GM and a Mad Scientist', () => {
  test('WHEN damage:1 THEN 1d6 wounds come off the 7 hit points, every die in the reply', () => {
    const out = act(damage, table(), { target: 'Doc', damage: 1 }, fixedRng([5]), GM);
    expect(out.events).toEqual([
      { type: 'roll', label: 'wounds (D6 per damage)', sides: 6, dice: [5], total: 5 },
      { type: 'mecha-bots/wound', scientist: 'Doc', wounds: 5, hitPoints: 2, dead: false },
    ]);
    expect(out.text).toBe(
      '🔨 GM: **1 damage** to **Doc**.\n🎲 Wounds, D6 per point of damage: 1d6 [5] = 5\n**Doc** takes 5 wounds: 7 → 2 of 7 hit points.',
    );
    expect(scientist(out.state)).toMatchObject({ hitPoints: 2, lastWound: { by: 'GM', damage: 1, dice: [5], wounds: 5 } });
    const dead = act(damage, out.state, { target: 'Doc', damage: 2 }, fixedRng([1, 2]), GM);
    expect(dead.text.split('\n').at(-1)).toBe('💀 **Doc** takes 3 wounds (2 → 0 hit points) and is dead: game over for their player.');
    expect(scientist(dead.state).hitPoints).toBe(0);
    expect(refusal(() => act(damage, dead.state, { target: 'Doc', wounds: 1 }, fixedRng([]), GM)).message).toBe('`Doc` is already dead.');
  });

  test('WHEN wounds:1 THEN no die is rolled', () => {
    const out = act(damage, table(), { target: 'Doc', wounds: 1 }, fixedRng([]), GM);
    expect(out.text).toBe('🔨 GM: **1 wound** to **Doc**.\n**Doc** takes 1 wound: 7 → 6 of 7 hit points.');
    expect(out.events).toEqual([{ type: 'mecha-bots/wound', scientist: 'Doc', wounds: 1, hitPoints: 6, dead: false }]);
  });
});
