// What the property tests assert about an answer to hostile input: a clear message for the player, plain JSON for the store.
import { expect } from 'vitest';
import { GENERIC_APOLOGY } from '../../src/reply.js';

/** Words that mark a message as written for a programmer, not a player. */
const UNCLEAR = /\[object Object\]|\bundefined\b|\bNaN\b|\bTypeError\b|\bCannot read propert/;

/**
 * A user-facing error message: non-empty, specific, short enough for one Discord message, and no leaked internals
 * (words such as `undefined` are fine only when they echo what the user typed).
 */
export function expectClearMessage(message: string, context: string, input: string | (() => string) = ''): void {
  expect(message, context).not.toBe(GENERIC_APOLOGY);
  expect(message.trim().length, `${context}: message too vague: ${message}`).toBeGreaterThanOrEqual(15);
  expect(message.length, `${context}: message longer than a Discord message`).toBeLessThanOrEqual(1900);
  const words = [...message.matchAll(new RegExp(UNCLEAR, 'g'))].map((m) => m[0]);
  const typed = words.length > 0 && typeof input === 'function' ? input() : input;
  const leaked = words.filter((word) => !(typed as string).includes(word));
  expect(leaked, `${context}: message leaks internals: ${message}`).toEqual([]);
}

/** What the store can keep: plain objects and arrays of strings, finite numbers, booleans and null (no NaN, no holes). */
export function expectPlainJson(value: unknown, path = 'data'): void {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return;
  if (typeof value === 'number') {
    expect(Number.isFinite(value), `${path} is ${value}`).toBe(true);
    return;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      expect(i in value && value[i] !== undefined, `${path}[${i}] is a hole`).toBe(true);
      expectPlainJson(value[i], `${path}[${i}]`);
    }
    return;
  }
  expect(typeof value, `${path} is a ${typeof value}`).toBe('object');
  expect(Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null, `${path} is a class instance`).toBe(
    true,
  );
  for (const [k, v] of Object.entries(value as object)) if (v !== undefined) expectPlainJson(v, `${path}.${k}`);
}
