// Turns a typed console line (`/roll expression:4d6kh3 label:fire`) into a command name and typed options,
// checked against the same builder JSON Discord would enforce.
import { readFileSync, statSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import {
  type APIApplicationCommandOption,
  ApplicationCommandOptionType,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import { UserError } from '../errors.js';
import { type AttachmentInput, OptionBag, type OptionValue } from '../options.js';

export interface ParsedLine {
  readonly name: string;
  readonly options: OptionBag;
  readonly line: string;
}

type LeafOption = Exclude<
  APIApplicationCommandOption,
  { type: ApplicationCommandOptionType.Subcommand | ApplicationCommandOptionType.SubcommandGroup }
>;

export function commandName(line: string): string {
  const match = /^\/?([\w-]+)/.exec(line.trim());
  if (!match) throw new UserError('option', 'Type a command such as `/roll expression:2d6`.');
  return match[1]!.toLowerCase();
}

export function parseLine(line: string, data: RESTPostAPIChatInputApplicationCommandsJSONBody, cwd = process.cwd()): ParsedLine {
  let rest = line
    .trim()
    .replace(/^\/?[\w-]+/, '')
    .trim();
  let options = (data.options ?? []) as readonly APIApplicationCommandOption[];
  let subcommand: string | undefined;
  const subcommands = options.filter((o) => o.type === ApplicationCommandOptionType.Subcommand);
  if (subcommands.length > 0) {
    const word = /^([\w-]+)(?=\s|$)/.exec(rest)?.[1]?.toLowerCase();
    const chosen = subcommands.find((o) => o.name === word);
    if (!chosen) {
      throw new UserError('option', `\`/${data.name}\` needs a subcommand: ${subcommands.map((o) => `\`${o.name}\``).join(', ')}.`);
    }
    subcommand = chosen.name;
    options = chosen.options ?? [];
    rest = rest.slice(word!.length).trim();
  }
  const leaves = options as readonly LeafOption[];
  const raw = splitOptions(rest, leaves, data.name);
  const values = new Map<string, OptionValue>();
  for (const option of leaves) {
    const text = raw.get(option.name);
    if (text === undefined) {
      if (option.required)
        throw new UserError('option', `Missing option \`${option.name}\` for \`/${data.name}${subcommand ? ` ${subcommand}` : ''}\`.`);
      continue;
    }
    values.set(option.name, coerce(option, text, cwd));
  }
  return { name: data.name, options: new OptionBag(values, subcommand), line: line.trim() };
}

/** `name:value` pairs; a value runs until the next ` known-name:` so expressions may contain spaces. Quotes are allowed. */
function splitOptions(rest: string, options: readonly LeafOption[], command: string): Map<string, string> {
  const found = new Map<string, string>();
  if (rest === '') return found;
  const names = options.map((o) => o.name);
  const starts: { name: string; index: number; valueStart: number }[] = [];
  const pattern = /(^|\s)([\w-]+):/g;
  for (let m = pattern.exec(rest); m; m = pattern.exec(rest)) {
    const name = m[2]!.toLowerCase();
    if (!names.includes(name)) continue;
    const index = m.index + m[1]!.length;
    starts.push({ name, index, valueStart: index + m[2]!.length + 1 });
  }
  if (starts.length === 0 || starts[0]!.index !== 0) {
    const stray = rest.slice(0, starts[0]?.index ?? rest.length).trim();
    const known = names.length > 0 ? ` Options: ${names.map((n) => `\`${n}:\``).join(', ')}.` : ' It takes no options.';
    throw new UserError('option', `Don't know what \`${stray}\` means for \`/${command}\`; write options as \`name:value\`.${known}`);
  }
  starts.forEach((start, i) => {
    const end = starts[i + 1]?.index ?? rest.length;
    let value = rest.slice(start.valueStart, end).trim();
    if (value.length >= 2 && ((value.startsWith('"') && value.endsWith('"')) || (value.startsWith("'") && value.endsWith("'"))))
      value = value.slice(1, -1);
    if (found.has(start.name)) throw new UserError('option', `Option \`${start.name}\` is given twice.`);
    found.set(start.name, value);
  });
  return found;
}

function coerce(option: LeafOption, text: string, cwd: string): OptionValue {
  switch (option.type) {
    case ApplicationCommandOptionType.String: {
      if ('choices' in option && option.choices && option.choices.length > 0) {
        const choice = option.choices.find(
          (c) => c.name.toLowerCase() === text.toLowerCase() || String(c.value).toLowerCase() === text.toLowerCase(),
        );
        if (!choice)
          throw new UserError('option', `\`${option.name}\` must be one of ${option.choices.map((c) => `\`${c.value}\``).join(', ')}.`);
        return String(choice.value);
      }
      if (option.max_length !== undefined && text.length > option.max_length) {
        throw new UserError('limit', `\`${option.name}\` may be at most ${option.max_length} characters.`);
      }
      return consoleMentions(text);
    }
    case ApplicationCommandOptionType.Integer:
    case ApplicationCommandOptionType.Number: {
      // Discord shows a numbered choice by its name (`S (3)`), so the console takes the name, or its first word, too.
      const named =
        'choices' in option
          ? option.choices?.find((c) => [c.name.toLowerCase(), c.name.split(' ')[0]!.toLowerCase()].includes(text.toLowerCase()))
          : undefined;
      if (named) return named.value;
      const value = Number(text);
      const integer = option.type === ApplicationCommandOptionType.Integer;
      if (text === '' || !Number.isFinite(value) || (integer && !Number.isSafeInteger(value))) {
        const shown = text.length > 20 ? `${text.slice(0, 19)}…` : text;
        throw new UserError('option', `\`${option.name}\` must be a ${integer ? 'whole ' : ''}number, not \`${shown}\`.`);
      }
      if ('choices' in option && option.choices && option.choices.length > 0 && !option.choices.some((c) => c.value === value)) {
        throw new UserError('option', `\`${option.name}\` must be one of ${option.choices.map((c) => `\`${c.value}\``).join(', ')}.`);
      }
      if ('min_value' in option && option.min_value !== undefined && value < option.min_value) {
        throw new UserError('option', `\`${option.name}\` must be at least ${option.min_value}.`);
      }
      if ('max_value' in option && option.max_value !== undefined && value > option.max_value) {
        throw new UserError('option', `\`${option.name}\` must be at most ${option.max_value}.`);
      }
      return value;
    }
    case ApplicationCommandOptionType.Boolean: {
      const lower = text.toLowerCase();
      if (['true', 'yes', '1', 'on'].includes(lower)) return true;
      if (['false', 'no', '0', 'off'].includes(lower)) return false;
      throw new UserError('option', `\`${option.name}\` must be true or false.`);
    }
    case ApplicationCommandOptionType.Attachment:
      return fileAttachment(resolve(cwd, text));
    case ApplicationCommandOptionType.User:
    case ApplicationCommandOptionType.Mentionable:
      // Discord resolves a picked member to their id; a console user's id is their name, typed `@alice` or `alice`.
      return text.replace(/^@(?=[\w.-])/, '');
    default:
      return text;
  }
}

/**
 * In Discord, picking a member in a text option writes `<@id>`; in the console `@alice` stands for it, since a console
 * user's id is their name. Only whole words starting with `@` are read so.
 */
function consoleMentions(text: string): string {
  return text.replace(/(^|[\s,])@([\w.-]{1,40})(?=$|[\s,])/g, '$1<@$2>');
}

/** In the console an attachment option names a file on disk. */
export function fileAttachment(path: string): AttachmentInput {
  let size: number;
  try {
    const stat = statSync(path);
    if (!stat.isFile()) throw new Error('not a file');
    size = stat.size;
  } catch {
    throw new UserError('option', `Can't read the file \`${path}\`. Give a path to an existing file.`);
  }
  return { name: basename(path), size, read: async () => readFileSync(path) };
}
