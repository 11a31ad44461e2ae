// Deltas must round-trip exactly in both directions, for any JSON, or undo would corrupt units.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { applyDelta, canonicalJson, diffJson, type Json } from '../../src/store/json-delta.js';

// Through JSON once, as every stored value is (so -0 is already 0).
const json = fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.parse(JSON.stringify(v)) as Json);
/** Pairs that share structure, like a unit before and after a shot, as well as unrelated ones. */
const related = fc.tuple(json, json).chain(([a, b]) =>
  fc.oneof(
    fc.constant([a, b] as const),
    fc.constant([
      { keep: a, change: a },
      { keep: a, change: b },
    ] as const),
    fc.constant([
      [a, a, b],
      [a, b, b],
    ] as const),
  ),
);

describe('json-delta', () => {
  test('GIVEN any two JSON values THEN forward gives the second and backward the first, without touching the input', () => {
    fc.assert(
      fc.property(related, ([a, b]) => {
        const ops = diffJson(a as Json, b as Json);
        const frozen = JSON.stringify(a);
        expect(applyDelta(a as Json, ops, 'forward')).toEqual(b);
        expect(applyDelta(b as Json, ops, 'backward')).toEqual(a);
        expect(JSON.stringify(a)).toBe(frozen);
      }),
      { numRuns: 5000 },
    );
  });

  test('GIVEN a key named __proto__ THEN it is set as an own key, never as the prototype', () => {
    const before = JSON.parse('[{"__proto__": false}, {}]') as Json;
    const after = JSON.parse('[{"__proto__": false}, {"__proto__": false}]') as Json;
    const forward = applyDelta(before, diffJson(before, after), 'forward') as Json[];
    expect(Object.hasOwn(forward[1] as object, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(forward[1])).toBe(Object.prototype);
    expect(JSON.stringify(forward)).toBe(JSON.stringify(after));
  });

  test('GIVEN an absent side THEN the delta adds or removes the whole value', () => {
    const unit = { name: 'Atlas', armour: [10, 9] };
    expect(diffJson(undefined, unit)).toEqual([{ path: [], after: unit }]);
    expect(applyDelta(unit, diffJson(unit, undefined), 'forward')).toBeUndefined();
    expect(applyDelta(undefined, diffJson(undefined, unit), 'forward')).toEqual(unit);
  });

  test('GIVEN one armour column changed THEN the delta holds only that leaf', () => {
    const before = { name: 'Atlas', armour: { ct: [10, 9], la: [5] }, crits: ['AC/20', null] };
    const after = { name: 'Atlas', armour: { ct: [10, 4], la: [5] }, crits: ['AC/20', 'hit'] };
    expect(diffJson(before, after)).toEqual([
      { path: ['armour', 'ct', 1], before: 9, after: 4 },
      { path: ['crits', 1], before: null, after: 'hit' },
    ]);
  });

  test('GIVEN a resized array or a changed type THEN that subtree is replaced whole', () => {
    expect(diffJson({ a: [1, 2] }, { a: [1, 2, 3] })).toEqual([{ path: ['a'], before: [1, 2], after: [1, 2, 3] }]);
    expect(diffJson({ a: { x: 1 } }, { a: 'gone' })).toEqual([{ path: ['a'], before: { x: 1 }, after: 'gone' }]);
    expect(diffJson({ a: 1 }, { b: 1 })).toEqual([
      { path: ['a'], before: 1 },
      { path: ['b'], after: 1 },
    ]);
  });

  test('GIVEN the same object with keys in another order (or an undefined key) THEN its canonical JSON is the same', () => {
    expect(canonicalJson({ b: [1, { d: 1, c: 2 }], a: 'x' })).toBe(canonicalJson({ a: 'x', b: [1, { c: 2, d: 1 }] }));
    expect(canonicalJson({ a: 1, gone: undefined } as unknown as Json)).toBe('{"a":1}');
    // A draft may hold what storage normalises: the hash must match the stored form, or undo would see a conflict.
    const draft = { list: [1, undefined, Number.NaN, -0], n: Number.POSITIVE_INFINITY } as unknown as Json;
    expect(canonicalJson(draft)).toBe(canonicalJson(JSON.parse(JSON.stringify(draft))));
    expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: 2 }));
  });
});
