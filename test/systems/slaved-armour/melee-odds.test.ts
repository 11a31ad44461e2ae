import { describe, expect, test } from 'vitest';
import { UserError } from '../../../src/errors.js';
import { frac, mul } from '../../../src/odds/fraction.js';
import { slavedArmour } from '../../../src/systems/slaved-armour/index.js';
import { personHitOdds } from '../../../src/systems/slaved-armour/odds.js';
import { DEFAULT_INFANTRY } from '../../../src/systems/slaved-armour/tables.js';
import { input, personFrom, record, saFrom, stateWith } from './helpers.js';

const ask = (options: Parameters<typeof input>[0]) => {
  const state = stateWith([
    record('Hound', saFrom('hound')),
    record('Kestrel', saFrom('kestrel')),
    record('Pvt', personFrom('soldier')),
    record('Down', personFrom('soldier', { winded: true })),
  ]);
  return slavedArmour.odds?.(state, input({ melee: true, ...options })).text ?? '';
};

describe('/odds slaved-armour melee:true', () => {
  test('GIVEN the Hound’s arm club against the Kestrel’s fists THEN each side’s TN, P(hit), both and neither', () => {
    // Club (medium) vs fists (unarmed): TN 31 + 10 × (0 − 2) = 11, skill 1 → any d66. Fists vs club: TN 51, skill 2 → d66 ≥ 49, 12/36.
    expect(ask({ attacker: 'Hound', target: 'Kestrel' }).split('\n')).toEqual([
      '**Melee odds: Hound vs Kestrel** — simultaneous, exact odds, nothing rolled',
      '**Hound** (Arm club, medium vs unarmed): TN 11, d66 + 1 (skill and bonus) → any d66 hits → **P(hit) = 1 (100.0%)**; 1 Hit on Kestrel: P(destroys it) = 0.00%, P(a critical module hit) = 0.00%, P(an explosive module hit) = 0.00%',
      '**Kestrel** (Fists, unarmed vs medium): TN 51, d66 + 2 (skill and bonus) → needs d66 ≥ 49 → **P(hit) = 1/3 (33.3%)**; 1 Hit on Hound: P(destroys it) = 0.00%, P(a critical module hit) = 0.00%, P(an explosive module hit) = 0.00%',
      'Both hit: 1/3 (33.3%) · neither: 0 (0.0%)',
    ]);
  });

  test('GIVEN a soldier’s bayonet against an SA and the SA’s club against the soldier THEN the bayonet cannot harm it, the club rolls damage dice', () => {
    const text = ask({ attacker: 'Pvt', target: 'Hound', modifier: -10 });
    // Bayonet (long) vs club (medium): TN 21; skill 1 − 10 → d66 ≥ 30: 24/36 = 2/3.
    expect(text).toContain(
      '**Pvt** (Bayonet, long vs medium): TN 21, d66 − 9 (skill and bonus) → needs d66 ≥ 30 → **P(hit) = 2/3 (66.7%)**; Bayonet cannot harm Hound (no anti-armour Hits)',
    );
    // Club vs bayonet: TN 41, skill 1 → d66 ≥ 40: 18/36; 3 damage dice vs armour 2.
    const one = personHitOdds(3, 2, DEFAULT_INFANTRY);
    expect(text).toContain(
      `**Hound** (Arm club, medium vs long): TN 41, d66 + 1 (skill and bonus) → needs d66 ≥ 40 → **P(hit) = 1/2 (50.0%)**; 3 damage dice vs armour 2: P(damage) = ${mul(frac(1, 2), one.damage).num}/${mul(frac(1, 2), one.damage).den}`,
    );
  });

  test('GIVEN a Winded fighter THEN it has no attack and P(hit) 0', () => {
    const text = ask({ attacker: 'Hound', target: 'Down' });
    expect(text).toContain('Down is Winded: prone, and cannot move or fire through the round after it was winded. No attack.');
    expect(text).toContain('Both hit: 0 (0.0%)');
  });

  test('GIVEN reaches and skills without units THEN the TNs from the melee table', () => {
    // Short vs long: TN 51, skill 2 → d66 ≥ 49 (1/3); long vs short: TN 11 → any d66.
    expect(ask({ reach: 'short', target_reach: 'long', skill: 2 }).split('\n').slice(1)).toEqual([
      '**Attacker** (short vs long): TN 51, d66 + 2 (skill and bonus) → needs d66 ≥ 49 → **P(hit) = 1/3 (33.3%)**',
      '**Defender** (long vs short): TN 11, d66 → any d66 hits → **P(hit) = 1 (100.0%)**',
      'Both hit: 1/3 (33.3%) · neither: 0 (0.0%)',
    ]);
  });

  test('GIVEN only an attacker, or a unit against itself THEN a UserError', () => {
    expect(() => ask({ attacker: 'Hound' })).toThrow(UserError);
    expect(() => ask({ attacker: 'Hound', target: 'hound' })).toThrow('Hound cannot fight itself.');
  });
});
