// Small checks for JSON from players (config tables, imported units); every failure names the field and what it expected.
import { UserError, type UserErrorId } from '../../errors.js';

export type Json = unknown;

function show(value: Json): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value) ?? String(value);
  return `\`${text.length > 40 ? `${text.slice(0, 39)}…` : text}\``;
}

export class Checker {
  constructor(
    private readonly id: UserErrorId,
    private readonly what: string,
  ) {}

  fail(path: string, expected: string, ...got: [] | [Json]): never {
    const tail = got.length > 0 ? `; got ${show(got[0])}` : '';
    throw new UserError(this.id, `${this.what}: \`${path}\` must be ${expected}${tail}.`);
  }

  record(value: Json, path: string): Record<string, Json> {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) this.fail(path, 'an object', value);
    return value as Record<string, Json>;
  }

  array(value: Json, path: string, length?: { min?: number; max?: number; exactly?: number }): Json[] {
    if (!Array.isArray(value)) this.fail(path, 'a list', value);
    if (length?.exactly !== undefined && value.length !== length.exactly) {
      this.fail(path, `a list of exactly ${length.exactly} entries`, value);
    }
    if (length?.min !== undefined && value.length < length.min) this.fail(path, `a list of at least ${length.min} entries`, value);
    if (length?.max !== undefined && value.length > length.max) this.fail(path, `a list of at most ${length.max} entries`, value);
    return value;
  }

  int(value: Json, path: string, min: number, max: number): number {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      this.fail(path, `a whole number from ${min} to ${max}`, value);
    }
    return value;
  }

  intOrNull(value: Json, path: string, min: number, max: number): number | null {
    if (value === null) return null;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      this.fail(path, `a whole number from ${min} to ${max}, or null for impossible`, value);
    }
    return value;
  }

  bool(value: Json, path: string): boolean {
    if (typeof value !== 'boolean') this.fail(path, 'true or false', value);
    return value;
  }

  string(value: Json, path: string, maxLength = 60): string {
    if (typeof value !== 'string' || value.trim() === '' || value.length > maxLength) {
      this.fail(path, `text of 1 to ${maxLength} characters`, value);
    }
    return value.trim();
  }

  oneOf<T extends string>(value: Json, path: string, choices: readonly T[]): T {
    if (typeof value !== 'string' || !choices.includes(value as T)) {
      this.fail(path, `one of ${choices.map((c) => `\`${c}\``).join(', ')}`, value);
    }
    return value as T;
  }

  /** Optional field: the default when absent. */
  optional<T>(record: Record<string, Json>, key: string, fallback: T, read: (value: Json) => T): T {
    return record[key] === undefined ? fallback : read(record[key]);
  }

  /** Refuses keys this format does not know, so a typo is not silently ignored. */
  onlyKeys(record: Record<string, Json>, path: string, known: readonly string[]): void {
    const unknown = Object.keys(record).find((key) => !known.includes(key));
    if (unknown !== undefined) {
      throw new UserError(
        this.id,
        `${this.what}: \`${path ? `${path}.` : ''}${unknown}\` is not a known field. Known: ${known.map((k) => `\`${k}\``).join(', ')}.`,
      );
    }
  }
}
