// Issue 15's findings, one test each: MP text with heat, required options, armour limits, refused negative armour.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import crit from '../../../commands/crit.js';
import damage from '../../../commands/damage.js';
import { UserError } from '../../../src/errors.js';
import { describeMech } from '../../../src/systems/battletech/describe.js';
import { importMech } from '../../../src/systems/battletech/import.js';
import { oddsQuery } from '../../../src/systems/battletech/odds.js';
import { inputOf, OWN_FIXTURES, record, stateOf, template } from './helpers.js';

const wolverine = readFileSync(`${OWN_FIXTURES}Wolverine WVR-6R.mtf`, 'utf8');
const refusal = (text: string): string => {
  try {
    importMech('w.mtf', text);
  } catch (error) {
    expect(error).toBeInstanceOf(UserError);
    return (error as UserError).message;
  }
  throw new Error('imported');
};

describe('GIVEN the findings of issue 15', () => {
  test('GIVEN heat 8 THEN the text shows the heat-reduced MP the sheet shows', () => {
    const m = template('hunchback');
    m.heat = 8;
    expect(describeMech(record('Hunch', m))).toMatch(/MP 3\/5\/0 \(heat −1 walk\) · heat 8/);
  });

  test.each([
    ['crit', crit, ['location']],
    ['damage', damage, ['location', 'damage']],
  ] as const)('GIVEN /%s battletech THEN its location (and damage) options are required', (_name, command, names) => {
    const json = command.data.toJSON() as { options?: { name: string; options?: { name: string; required?: boolean }[] }[] };
    const sub = json.options?.find((o) => o.name === 'battletech');
    for (const name of names) expect(sub?.options?.find((o) => o.name === name)?.required).toBe(true);
    const flags = (sub?.options ?? []).map((o) => o.required ?? false);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
  });

  test('GIVEN CT armour -10 THEN the import is refused naming the line', () => {
    expect(refusal(wolverine.replace(/^CT Armor:\d+/m, 'CT Armor:-10'))).toMatch(
      /line \d+ \(`CT Armor:-10`\): armour must be a whole number, 0 or more/,
    );
  });

  test('GIVEN armour above the TW maximum THEN refused with the maximum: head 9, limbs twice the structure, torso front+rear', () => {
    expect(refusal(wolverine.replace(/^HD Armor:\d+/m, 'HD Armor:10'))).toMatch(/Head armour must be a whole number from 0 to 9/);
    // A 55-ton 'Mech: arm structure 9, so 18 is the most.
    expect(refusal(wolverine.replace(/^LA Armor:\d+/m, 'LA Armor:19'))).toMatch(/Left Arm armour must be a whole number from 0 to 18/);
    expect(refusal(wolverine.replace(/^RTC Armor:\d+/m, 'RTC Armor:30'))).toMatch(/front plus rear at most 36/);
  });
});

describe('GIVEN /odds battletech', () => {
  test('GIVEN a destroyed target THEN it says so instead of P(destroyed): 0', () => {
    const m = template('hunchback');
    m.destroyed = true;
    m.destroyedReason = 'centre torso destroyed';
    const { text } = oddsQuery(stateOf({ Hunch: m }), inputOf({ target: 'Hunch', damage: 20, direction: 'front' }));
    expect(text).toMatch(/\*\*Hunch\*\* is already destroyed \(centre torso destroyed\): no hit can change that\./);
    expect(text).not.toMatch(/P\(Hunch destroyed\)/);
  });

  test('GIVEN a live target THEN the crit-inclusive estimate explains why it may print below the exact figure', () => {
    const { text } = oddsQuery(stateOf({ Hunch: template('hunchback') }), inputOf({ target: 'Hunch', damage: 5, direction: 'front' }));
    expect(text).toMatch(/sampling error; the true value is never lower than the exact one/);
  });
});
