// Front-end-neutral access to a command's options: Discord and the console both fill an OptionBag.
import { UserError } from './errors.js';

/** An attachment as a handler sees it: a name and a way to get its bytes, wherever it came from. */
export interface AttachmentInput {
  readonly name: string;
  readonly size: number;
  read(): Promise<Buffer>;
}

export type OptionValue = string | number | boolean | AttachmentInput;

/** Attachments larger than this are refused before they are read. */
export const MAX_ATTACHMENT_BYTES = 256 * 1024;

export class OptionBag {
  readonly subcommand: string | undefined;
  private readonly values: ReadonlyMap<string, OptionValue>;

  constructor(values: Record<string, OptionValue> | ReadonlyMap<string, OptionValue>, subcommand?: string) {
    this.values = values instanceof Map ? values : new Map(Object.entries(values));
    this.subcommand = subcommand;
  }

  has(name: string): boolean {
    return this.values.has(name);
  }

  entries(): [string, OptionValue][] {
    return [...this.values.entries()];
  }

  string(name: string): string | undefined;
  string(name: string, required: true): string;
  string(name: string, required = false): string | undefined {
    const value = this.values.get(name);
    if (value === undefined) return required ? missing(name) : undefined;
    if (typeof value === 'string') return value;
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    throw new UserError('option', `Option \`${name}\` must be text.`);
  }

  integer(name: string): number | undefined;
  integer(name: string, required: true): number;
  integer(name: string, required = false): number | undefined {
    const value = this.values.get(name);
    if (value === undefined) return required ? missing(name) : undefined;
    const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : Number.NaN;
    if (!Number.isSafeInteger(number)) {
      throw new UserError('option', `Option \`${name}\` must be a whole number, not \`${String(value)}\`.`);
    }
    return number;
  }

  boolean(name: string): boolean | undefined;
  boolean(name: string, required: true): boolean;
  boolean(name: string, required = false): boolean | undefined {
    const value = this.values.get(name);
    if (value === undefined) return required ? missing(name) : undefined;
    if (typeof value === 'boolean') return value;
    if (typeof value === 'string') {
      const lower = value.trim().toLowerCase();
      if (['true', 'yes', 'y', '1', 'on'].includes(lower)) return true;
      if (['false', 'no', 'n', '0', 'off'].includes(lower)) return false;
    }
    throw new UserError('option', `Option \`${name}\` must be true or false, not \`${String(value)}\`.`);
  }

  /** One of a fixed set of words, matched case-insensitively. */
  choice<T extends string>(name: string, choices: readonly T[]): T | undefined;
  choice<T extends string>(name: string, choices: readonly T[], required: true): T;
  choice<T extends string>(name: string, choices: readonly T[], required = false): T | undefined {
    const raw = required ? this.string(name, true) : this.string(name);
    if (raw === undefined) return undefined;
    const found = choices.find((choice) => choice.toLowerCase() === raw.trim().toLowerCase());
    if (found === undefined) {
      throw new UserError('option', `Option \`${name}\` must be one of ${choices.map((c) => `\`${c}\``).join(', ')}; got \`${raw}\`.`);
    }
    return found;
  }

  attachment(name: string): AttachmentInput | undefined;
  attachment(name: string, required: true): AttachmentInput;
  attachment(name: string, required = false): AttachmentInput | undefined {
    const value = this.values.get(name);
    if (value === undefined) return required ? missing(name) : undefined;
    if (typeof value !== 'object') throw new UserError('option', `Option \`${name}\` must be a file.`);
    if (value.size > MAX_ATTACHMENT_BYTES) {
      throw new UserError('limit', `The file \`${value.name}\` is ${value.size} bytes; the limit is ${MAX_ATTACHMENT_BYTES} bytes.`);
    }
    return value;
  }
}

function missing(name: string): never {
  throw new UserError('option', `Missing option \`${name}\`.`);
}

/**
 * What Discord shows for a choice value: slugs become words (`forward-right` → `Forward right`, `openTopped` →
 * `Open topped`); codes such as `CT` or `P` stay as they are. The value sent back is unchanged.
 */
export function choiceName(value: string): string {
  if (!/[a-z]/.test(value)) return value;
  const words = value
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
