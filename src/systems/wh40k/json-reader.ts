// Path-aware readers for untrusted JSON (imported vehicles, channel edition tables): every error names the bad field.
import { UserError } from '../../errors.js';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export class JsonFieldError extends Error {
  constructor(
    readonly path: string,
    readonly problem: string,
  ) {
    super(`\`${path}\` ${problem}`);
  }
}

/** Wraps a validation so its field errors become a UserError of the given kind with a lead-in. */
export function asUserError<T>(identifier: 'import' | 'option', lead: string, work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof JsonFieldError) throw new UserError(identifier, `${lead}: ${error.message}.`, { path: error.path });
    throw error;
  }
}

/** A value from the file, short, for an error message. */
export function show(value: unknown): string {
  if (value === undefined) return 'nothing (it is missing)';
  const text = JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

export function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new JsonFieldError(what, `is not valid JSON (${(error as Error).message})`);
  }
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function object(value: unknown, path: string): Record<string, unknown> {
  if (!isObject(value)) throw new JsonFieldError(path, `must be an object, got ${show(value)}`);
  return value;
}

export function array(value: unknown, path: string, max: number): unknown[] {
  if (!Array.isArray(value)) throw new JsonFieldError(path, `must be a list, got ${show(value)}`);
  if (value.length > max) throw new JsonFieldError(path, `has ${value.length} entries; at most ${max} are allowed`);
  return value;
}

export function integer(value: unknown, path: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new JsonFieldError(path, `must be a whole number from ${min} to ${max}, got ${show(value)}`);
  }
  return value;
}

export function text(value: unknown, path: string, maxLength: number): string {
  if (typeof value !== 'string' || value.trim() === '') throw new JsonFieldError(path, `must be non-empty text, got ${show(value)}`);
  if (value.trim().length > maxLength) throw new JsonFieldError(path, `is ${value.trim().length} characters; at most ${maxLength}`);
  return value.trim();
}

export function bool(value: unknown, path: string): boolean {
  if (typeof value !== 'boolean') throw new JsonFieldError(path, `must be true or false, got ${show(value)}`);
  return value;
}

export function oneOf<T extends string>(value: unknown, path: string, choices: readonly T[]): T {
  if (typeof value !== 'string' || !choices.includes(value as T)) {
    throw new JsonFieldError(path, `must be one of ${choices.map((c) => `"${c}"`).join(', ')}, got ${show(value)}`);
  }
  return value as T;
}

/** Rejects keys the format does not know, so a typo ("armor") is reported instead of silently ignored. */
export function onlyKeys(value: Record<string, unknown>, path: string, known: readonly string[]): void {
  for (const key of Object.keys(value)) {
    if (!known.includes(key)) {
      const where = path === '' ? key : `${path}.${key}`;
      throw new JsonFieldError(where, `is not a known field (known: ${known.join(', ')})`);
    }
  }
}

export function child(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path === '' ? key : `${path}.${key}`;
}
