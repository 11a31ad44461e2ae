// Saved-roll templates: names, placeholders, argument counts, defaults and the length bounds.
import { describe, expect, test } from 'vitest';
import {
  expandMacro,
  MAX_MACRO_ARG_LENGTH,
  MAX_MACRO_LENGTH,
  MAX_MACRO_NAME_LENGTH,
  macroArgs,
  macroName,
  macroShape,
  parseNotation,
  sampleExpansion,
} from '../../src/dice/index.js';
import { UserError } from '../../src/errors.js';

function failure(work: () => unknown): { id: string; message: string } {
  try {
    work();
  } catch (error) {
    if (error instanceof UserError) return { id: error.identifier, message: error.message };
    throw error;
  }
  throw new Error('expected a UserError');
}

describe('GIVEN a saved roll name', () => {
  test('THEN it is trimmed and lower-cased, and must start with a letter and stay within the length', () => {
    expect(macroName('  Atk-2_x ')).toBe('atk-2_x');
    expect(macroName('a'.repeat(MAX_MACRO_NAME_LENGTH))).toBe('a'.repeat(MAX_MACRO_NAME_LENGTH));
    expect(failure(() => macroName('a'.repeat(MAX_MACRO_NAME_LENGTH + 1))).id).toBe('limit');
    for (const bad of ['__proto__', '1d20', '', 'a b', 'atk!', '-x']) {
      expect(failure(() => macroName(bad))).toMatchObject({ id: 'option', message: expect.stringContaining("can't name a saved roll") });
    }
  });
});

describe('GIVEN a template', () => {
  test('THEN its shape counts the arguments it accepts and the ones it needs', () => {
    expect(macroShape('1d20+5')).toEqual({ maxArgs: 0, minArgs: 0 });
    expect(macroShape('1d20+{1}')).toEqual({ maxArgs: 1, minArgs: 1 });
    expect(macroShape('{2}d6{1:+0}')).toEqual({ maxArgs: 2, minArgs: 2 });
    expect(macroShape('{1}d6{2:+0}')).toEqual({ maxArgs: 2, minArgs: 1 });
    expect(macroShape('{1:1}d{1:6}')).toEqual({ maxArgs: 1, minArgs: 0 });
    expect(macroShape('{1}+{1}')).toEqual({ maxArgs: 1, minArgs: 1 });
  });

  test('THEN gaps, bad placeholders, stray braces and overlong templates are refused with the reason', () => {
    expect(failure(() => macroShape('1d20+{2}')).message).toBe('The saved roll uses `{2}` but not `{1}`; number arguments from 1.');
    expect(failure(() => macroShape('1d20+{0}')).message).toBe('`{0}` is not an argument: write `{1}` to `{9}`, or `{1:default}`.');
    expect(failure(() => macroShape('1d20+{mod}')).message).toContain('`{mod}` is not an argument');
    expect(failure(() => macroShape('1d20+{10}')).id).toBe('notation');
    for (const stray of ['1d20+{1', '1d20}', '{{1}}']) expect(failure(() => macroShape(stray)).message).toContain('Unmatched');
    expect(macroShape('1'.repeat(MAX_MACRO_LENGTH))).toEqual({ maxArgs: 0, minArgs: 0 });
    expect(failure(() => macroShape('1'.repeat(MAX_MACRO_LENGTH + 1)))).toEqual({
      id: 'limit',
      message: `A saved roll may be at most ${MAX_MACRO_LENGTH} characters; that one is ${MAX_MACRO_LENGTH + 1}.`,
    });
  });

  test('THEN a sample expansion uses each default, or 1, so a save can check it parses', () => {
    expect(sampleExpansion('{1}d6{2:+0} [hit]')).toBe('1d6+0 [hit]');
    expect(parseNotation(sampleExpansion('{1}d6{2:+0}')).statements[0]!.expression).toBe('d6+0');
    expect(sampleExpansion('{1:}4d6kh3')).toBe('4d6kh3');
  });
});

describe('GIVEN arguments', () => {
  test('THEN they are split on spaces, and braces or overlong ones are refused', () => {
    expect(macroArgs('  +2   3 ')).toEqual(['+2', '3']);
    expect(macroArgs(undefined)).toEqual([]);
    expect(macroArgs('')).toEqual([]);
    expect(failure(() => macroArgs('{1}')).id).toBe('option');
    expect(macroArgs('x'.repeat(MAX_MACRO_ARG_LENGTH))).toHaveLength(1);
    expect(failure(() => macroArgs('x'.repeat(MAX_MACRO_ARG_LENGTH + 1))).id).toBe('limit');
  });

  test('THEN expansion fills each placeholder, defaults fill what was left out, and counts are checked', () => {
    expect(expandMacro('atk', '1d20+{1} [attack]', ['5'])).toBe('1d20+5 [attack]');
    expect(expandMacro('dmg', '2d6{1:+0}', [])).toBe('2d6+0');
    expect(expandMacro('dmg', '2d6{1:+0}', ['-1'])).toBe('2d6-1');
    expect(expandMacro('pool', '{1}d10>={2:7}', ['6'])).toBe('6d10>=7');
    expect(expandMacro('twice', '{1}+{1}', ['d4'])).toBe('d4+d4');
    expect(failure(() => expandMacro('atk', '1d20+{1}', []))).toEqual({
      id: 'option',
      message: 'Saved roll `atk` (`1d20+{1}`) needs 1 argument, but got 0. Pass them in `args:`, separated by spaces.',
    });
    expect(failure(() => expandMacro('pool', '{1}d10>={2:7}', [])).message).toContain('needs at least 1 argument, but got 0');
    expect(failure(() => expandMacro('atk', '1d20+{1}', ['1', '2'])).message).toBe(
      'Saved roll `atk` (`1d20+{1}`) takes at most 1 argument, but got 2.',
    );
    expect(failure(() => expandMacro('init', '1d20+3', ['2'])).message).toBe(
      'Saved roll `init` (`1d20+3`) takes no arguments, but got 1 argument.',
    );
  });

  test('THEN an expansion longer than the notation input limit is refused', () => {
    const template = `${'1+'.repeat(140)}{1}{2}{3}`;
    const arg = 'x'.repeat(MAX_MACRO_ARG_LENGTH);
    const length = template.length - 9 + 3 * MAX_MACRO_ARG_LENGTH;
    expect(failure(() => expandMacro('long', template, [arg, arg, arg]))).toEqual({
      id: 'limit',
      message: `Saved roll \`long\` expands to ${length} characters; the limit is ${MAX_MACRO_LENGTH}.`,
    });
  });
});
