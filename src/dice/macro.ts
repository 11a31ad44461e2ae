// Saved-roll templates: `{1}`…`{9}` stand for the arguments given when the roll is used, `{1:text}` for optional ones.
import { UserError } from '../errors.js';
import { MAX_INPUT_LENGTH } from './limits.js';

/** Bounds, stated in the README; a breach gets a message saying which. */
export const MAX_MACRO_NAME_LENGTH = 20;
export const MAX_MACRO_ARGS = 9;
export const MAX_MACRO_ARG_LENGTH = 40;
/** A template and its expansion are both bounded by the notation's own input limit. */
export const MAX_MACRO_LENGTH = MAX_INPUT_LENGTH;

const NAME = /^[a-z][a-z0-9_-]*$/;
const PLACEHOLDER = /\{([^{}]*)\}/g;
const PLACEHOLDER_BODY = /^([1-9])(?::([^{}]*))?$/;

/** What a template asks of its arguments. */
export interface MacroShape {
  /** Arguments it accepts: the highest placeholder number. */
  readonly maxArgs: number;
  /** Arguments it needs: the highest placeholder number with no default. */
  readonly minArgs: number;
}

/** A saved roll's name as stored: lower case, a letter first (so never `__proto__`), then letters, digits, `-` or `_`. */
export function macroName(raw: string): string {
  const name = raw.trim().toLowerCase();
  if (name.length > MAX_MACRO_NAME_LENGTH) {
    throw new UserError(
      'limit',
      `A saved roll's name may be at most ${MAX_MACRO_NAME_LENGTH} characters; \`${name.slice(0, 30)}…\` is longer.`,
    );
  }
  if (!NAME.test(name)) {
    throw new UserError(
      'option',
      `\`${name.slice(0, 30)}\` can't name a saved roll: use a letter, then letters, digits, \`-\` or \`_\` (e.g. \`atk\`).`,
    );
  }
  return name;
}

/** Checks a template's placeholders: `{N}` or `{N:default}` with N from 1 to 9, numbered without gaps. */
export function macroShape(template: string): MacroShape {
  if ([...template].length > MAX_MACRO_LENGTH) {
    throw new UserError('limit', `A saved roll may be at most ${MAX_MACRO_LENGTH} characters; that one is ${[...template].length}.`);
  }
  if (/[{}]/.test(template.replace(PLACEHOLDER, ''))) {
    throw new UserError('notation', 'Unmatched `{` or `}`: an argument is written `{1}`, or `{1:default}` when it may be left out.');
  }
  const used = new Set<number>();
  let minArgs = 0;
  for (const [, body] of template.matchAll(PLACEHOLDER)) {
    const match = PLACEHOLDER_BODY.exec(body!);
    if (!match) {
      throw new UserError('notation', `\`{${body}}\` is not an argument: write \`{1}\` to \`{${MAX_MACRO_ARGS}}\`, or \`{1:default}\`.`);
    }
    const index = Number(match[1]);
    used.add(index);
    if (match[2] === undefined) minArgs = Math.max(minArgs, index);
  }
  const maxArgs = Math.max(0, ...used);
  for (let index = 1; index <= maxArgs; index++) {
    if (!used.has(index))
      throw new UserError('notation', `The saved roll uses \`{${maxArgs}}\` but not \`{${index}}\`; number arguments from 1.`);
  }
  return { maxArgs, minArgs };
}

/** Splits `args:` text into arguments: separated by spaces. */
export function macroArgs(text: string | undefined): string[] {
  const args = (text ?? '')
    .trim()
    .split(/\s+/)
    .filter((arg) => arg !== '');
  for (const arg of args) {
    if (/[{}]/.test(arg))
      throw new UserError('option', `An argument can't contain \`{\` or \`}\`: \`${arg.slice(0, MAX_MACRO_ARG_LENGTH)}\`.`);
    if ([...arg].length > MAX_MACRO_ARG_LENGTH) {
      throw new UserError('limit', `An argument may be at most ${MAX_MACRO_ARG_LENGTH} characters; \`${arg.slice(0, 20)}…\` is longer.`);
    }
  }
  return args;
}

/** The template with its arguments filled in; `name` is only for the messages. */
export function expandMacro(name: string, template: string, args: readonly string[]): string {
  const { maxArgs, minArgs } = macroShape(template);
  const plural = (n: number) => `${n} argument${n === 1 ? '' : 's'}`;
  if (args.length > maxArgs) {
    throw new UserError(
      'option',
      maxArgs === 0
        ? `Saved roll \`${name}\` (\`${template}\`) takes no arguments, but got ${plural(args.length)}.`
        : `Saved roll \`${name}\` (\`${template}\`) takes at most ${plural(maxArgs)}, but got ${args.length}.`,
    );
  }
  if (args.length < minArgs) {
    throw new UserError(
      'option',
      `Saved roll \`${name}\` (\`${template}\`) needs ${minArgs === maxArgs ? '' : 'at least '}${plural(minArgs)}, but got ${args.length}. Pass them in \`args:\`, separated by spaces.`,
    );
  }
  const expanded = template.replace(PLACEHOLDER, (_, body: string) => {
    const [, index, fallback] = PLACEHOLDER_BODY.exec(body)!;
    return args[Number(index) - 1] ?? fallback ?? '';
  });
  const length = [...expanded].length;
  if (length > MAX_MACRO_LENGTH) {
    throw new UserError('limit', `Saved roll \`${name}\` expands to ${length} characters; the limit is ${MAX_MACRO_LENGTH}.`);
  }
  return expanded;
}

/** The template as it reads with each argument's default, or `1` where it has none: what a save checks parses. */
export function sampleExpansion(template: string): string {
  macroShape(template);
  return template.replace(PLACEHOLDER, (_, body: string) => PLACEHOLDER_BODY.exec(body)![2] ?? '1');
}
