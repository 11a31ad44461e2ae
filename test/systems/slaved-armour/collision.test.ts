import { describe, expect, test } from 'vitest';
import { fixedRng } from '../../../src/dice/rng.js';
import { collide, collisionHits, relativeVelocity } from '../../../src/systems/slaved-armour/collision.js';
import type { SaData } from '../../../src/systems/slaved-armour/unit.js';
import { input, personFrom, record, saFrom, stateWith, unitData } from './helpers.js';

describe('collision arithmetic', () => {
  test.each([
    [0, 0],
    [1, 1],
    [2, 1],
    [3, 2],
    [4, 2],
    [5, 3],
    [6, 3],
    [7, 4],
    [11, 6],
    [12, 6],
  ])('GIVEN relative velocity %i THEN ⌈v/2⌉ = %i hits', (v, hits) => {
    expect(collisionHits(v)).toBe(hits);
  });

  test.each([
    ['head-on', 3, 4, 7],
    ['rear', 6, 2, 4],
    ['rear', 2, 6, 4],
    ['side', 5, 3, 5],
    ['head-on', 4, null, 4],
  ] as const)('GIVEN a %s impact at speeds %i and %s THEN relative velocity %i (RULES S7)', (impact, a, b, v) => {
    expect(relativeVelocity(impact, a, b)).toBe(v);
  });
});

describe('collide', () => {
  const hound = record('Hound', saFrom('hound', { speed: 3 }));
  const kestrel = record('Kestrel', saFrom('kestrel', { speed: 4 }));

  test('GIVEN a head-on collision at 3 and 4 THEN 4 hits to each, rolled at once', () => {
    const rng = fixedRng([1, 1, 1, 6, 5, 5, 5, 6]);
    const outcome = collide(stateWith([hound, kestrel]), input({ a: 'Hound', b: 'Kestrel' }), rng);
    expect(rng.remaining).toBe(0);
    expect(outcome.text.split('\n')[0]).toBe(
      '**Hound** (speed 3) collides with **Kestrel** (speed 4, head-on): relative velocity 7 (head-on) → ⌈7/2⌉ = **4 Hits** to each.',
    );
    expect(
      unitData<SaData>(outcome.state, 'Hound')
        .rows.flat()
        .filter((m) => m.destroyed)
        .map((m) => m.name),
    ).toEqual(['Armour plate', 'Left arm', 'Arm actuator', 'Leg armour']);
    expect(outcome.show).toEqual([
      { unit: 'hound', highlight: { rows: [0, 5] } },
      { unit: 'kestrel', highlight: { rows: [4, 5] } },
    ]);
  });

  test('GIVEN an obstacle THEN only the unit takes ⌈own speed/2⌉', () => {
    const rng = fixedRng([1, 1]);
    const outcome = collide(stateWith([hound, kestrel]), input({ a: 'Hound', obstacle: 'wall' }), rng);
    expect(rng.remaining).toBe(0);
    expect(outcome.events).toContainEqual({ type: 'collision', a: 'Hound', b: 'wall', velocity: 3, hits: 2 });
    expect(outcome.text.split('\n')[0]).toBe(
      '**Hound** (speed 3) collides with a wall: relative velocity 3 (own speed) → ⌈3/2⌉ = **2 Hits** to Hound.',
    );
  });

  test('GIVEN a rear-end bump at equal speed THEN no hits', () => {
    const outcome = collide(
      stateWith([hound, record('K', saFrom('kestrel', { speed: 3 }))]),
      input({ a: 'Hound', b: 'K', impact: 'rear' }),
      fixedRng([]),
    );
    expect(outcome.text).toContain('⌈0/2⌉ = **0 Hits**');
  });

  test.each([
    [{ a: 'Hound' }, 'Collide with what?'],
    [{ a: 'Hound', b: 'Kestrel', obstacle: 'tree' }, 'not both'],
    [{ a: 'Hound', b: 'Hound' }, 'cannot collide with itself'],
    [{ a: 'Hound', b: 'Pvt' }, 'Pvt is a person'],
    [{ a: 'Hound', obstacle: 'rock', velocity: -1 }, 'cannot be negative'],
  ])('GIVEN %j THEN a UserError', (options, message) => {
    expect(() => collide(stateWith([hound, kestrel, record('Pvt', personFrom('soldier'))]), input(options), fixedRng([]))).toThrow(message);
  });
});
