// `/odds wh40k` and `/shoot wh40k preview:true`: what they read and the exact text they answer with. No dice.
import { describe, expect, test } from 'vitest';
import { odds, parseProfile, preview } from '../../../src/systems/wh40k/odds-query.js';
import { input, state, unit, vehicle } from './helpers.js';

const channel = () =>
  state({
    russ: unit('Russ', vehicle('leman-russ'), 'alice'),
    falcon: unit('Falcon', vehicle('falcon', { movement: { inches: 12, since: 0 } }), 'bob'),
    trukk: unit('Trukk', vehicle('trukk'), 'bob'),
  });

describe('/odds wh40k', () => {
  test('GIVEN strength:8 armour:12 THEN the per-hit odds and each table result are exact fractions', () => {
    const { text } = odds(channel(), input({ strength: 8, armour: 12 }));
    expect(text).toContain('**Per hit**: nothing 1/2 (50.0%) · glancing 1/6 (16.7%) · penetrating 1/3 (33.3%)');
    expect(text).toContain('• glancing → Crew shaken: 1/18 (5.6%)');
    expect(text).toContain('• penetrating → Vehicle destroyed (fuel and ammo detonate): 1/18 (5.6%)');
    expect(text).toContain('**P(destroyed)** with one hit: 7/36 (19.4%)');
  });

  test('GIVEN hits:3 THEN P(destroyed) after three hits and the split by destroyed kind are given', () => {
    const { text } = odds(channel(), input({ strength: 8, armour: 12, hits: 3 }));
    expect(text).toContain(`**After 3 hits**: P(destroyed) ${36 ** 3 - 29 ** 3}/${36 ** 3}`);
    expect(text).toMatch(/Destroyed as \(most severe result stands\): wreck .* · slewed .* · flipped .* · exploded /);
  });

  test('GIVEN ordnance, open_topped and downgrade THEN the notes say so and penetration is only glancing', () => {
    const { text } = odds(channel(), input({ strength: 8, armour: 12, ordnance: true, open_topped: true, downgrade: true }));
    expect(text).toContain('S + 2D6 keep highest vs AV');
    expect(text).toContain('open-topped +1 · penetrating counts as glancing');
    expect(text).toContain('glancing 3/4 (75.0%) · penetrating 0 (0.0%)');
  });

  test.each([
    ['annihilated', '📊 `Trukk` was annihilated and removed from play; there is nothing left to shoot. There are no odds to give.'],
    [
      'wreck',
      '📊 `Trukk` is already destroyed (wreck); its wreck is terrain now, not a target, so no later shot can change it. There are no odds to give.',
    ],
  ] as const)('GIVEN a target that is %s THEN /odds and the preview say so instead of odds', (kind, text) => {
    const s = channel();
    const trukk = s.units.trukk as ReturnType<typeof unit>;
    const destroyed = { kind, cause: 'x', distance: null, direction: null, radius: null };
    const data = { ...trukk.data, status: { ...trukk.data.status, destroyed } };
    const gone = { ...s, units: { ...s.units, trukk: { ...trukk, data } } };
    expect(odds(gone, input({ strength: 9, target: 'Trukk', direction: 'side' })).text).toBe(text);
    expect(preview(gone, input({ attacker: 'Russ', target: 'Trukk', weapon: 'Hull lascannon', direction: 'side' })).text).toBe(text);
  });

  test('GIVEN a weapon profile instead of strength THEN it is read', () => {
    expect(odds(channel(), input({ weapon: 'S8 AP3 ordnance', armour: 12 })).text).toContain('**S8 ordnance** vs **AV12**');
  });

  test('GIVEN a target and direction THEN its armour, type and state are used', () => {
    const { text } = odds(channel(), input({ strength: 9, target: 'Falcon', direction: 'side' }));
    expect(text).toContain('**S9** against **Falcon** (side, AV12)');
    expect(text).toContain('penetrating counts as glancing (fast skimmer)');
    expect(text).toContain('Immobilised (skimmer crashes: destroyed)');
  });

  test("GIVEN an attacker and its weapon THEN the weapon's profile is used", () => {
    expect(odds(channel(), input({ attacker: 'Russ', weapon: 'Battle cannon', target: 'Trukk', direction: 'front' })).text).toContain(
      "**Russ**'s **Battle cannon** (S8 AP3 ordnance) against **Trukk** (front, AV10)",
    );
  });

  test('GIVEN S4 against AV14 THEN it says the weapon cannot hurt', () => {
    expect(odds(channel(), input({ strength: 4, armour: 14 })).text).toContain('S4 cannot hurt AV14');
  });

  test.each([
    [{ armour: 12 }, /Give `strength`/],
    [{ strength: 8 }, /Give `armour`/],
    [{ strength: 12, armour: 12 }, /`strength` must be from 1 to 10/],
    [{ strength: 8, armour: 12, hits: 30 }, /`hits` must be from 1 to 20/],
    [{ weapon: 'lascannon', armour: 12 }, /`weapon`: I don't understand `lascannon`/],
    [{ strength: 8, target: 'Falcon' }, /Which armour is hit/],
    [{ attacker: 'Russ', weapon: 'Plasma', armour: 12 }, /`Russ` has no weapon called `Plasma`/],
  ])('GIVEN %j THEN a clear error', (options, message) => {
    expect(() => odds(channel(), input(options))).toThrow(message);
  });

  test.each([
    ['S8', { strength: 8, ap: 0, ordnance: false }],
    ['s9 ap2', { strength: 9, ap: 2, ordnance: false }],
    ['8 AP- ordnance', { strength: 8, ap: null, ordnance: true }],
  ])('GIVEN the profile %s THEN it parses', (text, profile) => {
    expect(parseProfile(text)).toEqual(profile);
  });
});

describe('/shoot wh40k preview:true', () => {
  test('GIVEN a shot THEN the odds of that exact shot come back and nothing is rolled', () => {
    const before = channel();
    const { text } = preview(before, input({ attacker: 'Russ', target: 'Trukk', weapon: 'Hull lascannon', direction: 'rear', hits: 2 }));
    expect(text).toContain("Preview: **Russ**'s **Hull lascannon** (S9 AP2) at **Trukk** (rear, AV10), 2 hits – nothing rolled");
    expect(text).toContain('**Per hit**: nothing 0 (0.0%) · glancing 1/6 (16.7%) · penetrating 5/6 (83.3%)');
    expect(text).toContain('open-topped +1');
    expect(text).toContain('**After 2 hits**: P(destroyed)');
    expect(before).toEqual(channel());
  });

  test('GIVEN a shaken attacker THEN the preview warns that it may not shoot', () => {
    const s = channel();
    const russ = s.units.russ!;
    const shaken = {
      ...russ,
      data: {
        ...(russ.data as ReturnType<typeof vehicle>),
        status: { shaken: { since: 0 }, stunned: null, immobilised: false, destroyed: null },
      },
    };
    const { text } = preview(
      { ...s, units: { ...s.units, russ: shaken } },
      input({ attacker: 'Russ', target: 'Trukk', weapon: 'Hull lascannon', direction: 'rear' }),
    );
    expect(text).toContain('⚠️ Russ may not shoot this turn (crew shaken).');
  });
});
