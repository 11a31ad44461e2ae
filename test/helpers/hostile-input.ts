// Hostile input, shared by the property tests and the hostile-input bench: odd strings and numbers, and edits that break
// valid unit files line by line or field by field. Generators only: what the answers must be is asserted in test/properties.
import fc from 'fast-check';

/** Text a user might paste: markdown, mentions, control and bidi characters, emoji, other scripts. */
export const SPECIAL_STRINGS = [
  '',
  ' ',
  '@everyone',
  '@here',
  '<@123456789012345678>',
  '<@&123456789012345678>',
  '<#123456789012345678>',
  '`code`',
  '```js\nx\n```',
  '**bold** _it_ ~~s~~ ||spoiler||',
  '\u0000',
  '\ufffd',
  '\u202eevil',
  '\u200b',
  '🤖💥',
  'Ωμέγα',
  '漢字',
  'null',
  'undefined',
  'NaN',
  '__proto__',
  'constructor',
  '-1',
  '1e309',
  '0x10',
  '../../etc/passwd',
  '"',
  "'",
  '\\',
  '\n',
  'a:b',
  '{"a":1}',
] as const;

export const specialString = fc.constantFrom(...SPECIAL_STRINGS);
export const longString = fc.integer({ min: 101, max: 5000 }).map((n) => 'x'.repeat(n));
export const unicodeString = fc.string({ unit: 'grapheme', maxLength: 30 });
export const hostileString = fc.oneof(specialString, unicodeString, longString, fc.string({ maxLength: 12 }));

const HOSTILE_NUMBER_TEXT = ['0', '-1', '-0', '1.5', '1e309', '-1e309', 'NaN', 'Infinity', '1000000000', '-1000000000', '9007199254740993'];
export const hostileNumberText = fc.oneof(
  fc.constantFrom(...HOSTILE_NUMBER_TEXT),
  fc.integer().map(String),
  fc.integer({ min: -20, max: 200 }).map(String),
);

/** What a player might type after a command's name: option syntax, dice notation and stray punctuation. */
const LINE_CHARACTERS = [...'/ :abcdefkhlrd0123456789!<>=#;[]()+-*"\'xyz_\n'];
export const typedLine = fc.array(fc.constantFrom(...LINE_CHARACTERS), { maxLength: 80 }).map((chars) => chars.join(''));
/** The `/roll` property's inputs (test/properties/console-input.test.ts), which the hostile-input bench times. */
export const TYPED_ROLL_SEED = 1129;
export const TYPED_ROLL_RUNS = 150;

// ---- text edits: a valid file with lines deleted, duplicated, swapped, numbers changed, garbage, or cut short ----

export type TextEdit =
  | { readonly kind: 'delete' | 'duplicate'; readonly at: number }
  | { readonly kind: 'swap'; readonly at: number; readonly with: number }
  | { readonly kind: 'number'; readonly at: number; readonly value: string }
  | { readonly kind: 'garbage' | 'replace'; readonly at: number; readonly text: string }
  | { readonly kind: 'truncate'; readonly at: number };

const garbage = fc.oneof(
  specialString,
  unicodeString,
  fc.string({ maxLength: 20 }),
  fc.constantFrom('{', '}', '[', ']', ':', ',', '\t', '\r\n'),
);

export const textEdit: fc.Arbitrary<TextEdit> = fc.oneof(
  fc.record({ kind: fc.constantFrom('delete' as const, 'duplicate' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('swap' as const), at: fc.nat(), with: fc.nat() }),
  fc.record({ kind: fc.constant('number' as const), at: fc.nat(), value: hostileNumberText }),
  fc.record({ kind: fc.constantFrom('garbage' as const, 'replace' as const), at: fc.nat(), text: garbage }),
  fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }),
);

export const textEdits = fc.array(textEdit, { minLength: 1, maxLength: 4 });

export function applyTextEdits(text: string, edits: readonly TextEdit[]): string {
  for (const edit of edits) text = applyTextEdit(text, edit);
  return text;
}

function applyTextEdit(text: string, edit: TextEdit): string {
  const lines = text.split('\n');
  const i = edit.at % lines.length;
  switch (edit.kind) {
    case 'delete':
      lines.splice(i, 1);
      return lines.join('\n');
    case 'duplicate':
      lines.splice(i, 0, lines[i]!);
      return lines.join('\n');
    case 'swap': {
      const j = edit.with % lines.length;
      [lines[i], lines[j]] = [lines[j]!, lines[i]!];
      return lines.join('\n');
    }
    case 'number': {
      const numbers = [...text.matchAll(/-?\d+(\.\d+)?/g)];
      if (numbers.length === 0) return text;
      const m = numbers[edit.at % numbers.length]!;
      return `${text.slice(0, m.index)}${edit.value}${text.slice(m.index + m[0].length)}`;
    }
    case 'garbage': {
      const at = edit.at % (text.length + 1);
      return `${text.slice(0, at)}${edit.text}${text.slice(at)}`;
    }
    case 'replace':
      lines[i] = edit.text;
      return lines.join('\n');
    case 'truncate':
      return text.slice(0, edit.at % (text.length + 1));
  }
}

// ---- JSON edits: a valid document with a value of the wrong type, a key dropped or added, deep nesting, huge arrays ----

export type JsonEdit =
  | { readonly kind: 'set'; readonly at: number; readonly value: unknown }
  | { readonly kind: 'delete'; readonly at: number }
  | { readonly kind: 'add'; readonly at: number; readonly key: string; readonly value: unknown }
  | { readonly kind: 'grow'; readonly at: number; readonly times: number }
  | { readonly kind: 'nest'; readonly at: number; readonly depth: number };

function nest(value: unknown, depth: number): unknown {
  for (let i = 0; i < depth; i++) value = i % 2 === 0 ? [value] : { a: value };
  return value;
}

const deepNesting = (depth: number) => nest(1, depth);

export const hostileJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, 1e308, -1e308, 1e9, '', 'x'.repeat(5000), [], {}, [null], { '': null }),
  fc.constantFrom<unknown>(deepNesting(20)),
  fc.jsonValue({ maxDepth: 3 }),
  hostileString,
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const hostileKey = fc.oneof(fc.constantFrom('__proto__', 'constructor', 'toString', '', ' ', 'name', 'system', 'format'), unicodeString);

export const jsonEdit: fc.Arbitrary<JsonEdit> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('set' as const), at: fc.nat(), value: hostileJsonValue }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('add' as const), at: fc.nat(), key: hostileKey, value: hostileJsonValue }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('grow' as const), at: fc.nat(), times: fc.constantFrom(2, 50, 5000) }) },
  // Built when applied, not generated: fast-check's own printing of a 3000-deep value would overflow the stack.
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('nest' as const), at: fc.nat(), depth: fc.constantFrom(2, 100, 3000) }) },
);

export const jsonEdits = fc.array(jsonEdit, { minLength: 1, maxLength: 3 });

type Path = readonly (string | number)[];

/** Every path into the document, down to a depth past which a hostile nesting is only ever replaced whole. */
function paths(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  out.push(prefix);
  if (prefix.length >= 40) return out;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) paths(value[i], [...prefix, i], out);
  } else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) paths(v, [...prefix, k], out);
  return out;
}

function containerOf(root: { doc: unknown }, path: Path): { parent: Record<string | number, unknown>; key: string | number } {
  let parent = root as unknown as Record<string | number, unknown>;
  let key: string | number = 'doc';
  for (const step of path) {
    parent = parent[key] as Record<string | number, unknown>;
    key = step;
  }
  return { parent, key };
}

/** Applies the edits to a deep copy of `doc`; positions wrap around the document's paths. */
export function applyJsonEdits(doc: unknown, edits: readonly JsonEdit[]): unknown {
  const root = { doc: structuredClone(doc) };
  let nested = 0;
  for (const edit of edits) {
    const all = paths(root.doc);
    const path = all[edit.at % all.length]!;
    const { parent, key } = containerOf(root, path);
    const current = parent[key];
    if (edit.kind === 'set') parent[key] = structuredClone(edit.value);
    else if (edit.kind === 'nest') {
      // One deep nesting is the test; two would overflow JSON.stringify itself.
      parent[key] = nest(current, Math.min(edit.depth, 3000 - nested));
      nested += Math.min(edit.depth, 3000 - nested);
    } else if (edit.kind === 'delete') {
      if (path.length === 0) root.doc = undefined;
      else if (Array.isArray(parent)) parent.splice(key as number, 1);
      else delete parent[key];
    } else if (edit.kind === 'add') {
      if (current !== null && typeof current === 'object' && !Array.isArray(current))
        Object.defineProperty(current, edit.key, {
          value: structuredClone(edit.value),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      else if (Array.isArray(current)) current.push(structuredClone(edit.value));
    } else if (Array.isArray(current) && current.length > 0) {
      // Capped near the largest attachment: growing an array of big elements must not make a file of hundreds of megabytes.
      const each = (JSON.stringify(current[0])?.length ?? 4) + 1;
      const length = Math.min(current.length * edit.times, 20_000, Math.max(current.length, Math.ceil(300_000 / each)));
      // Small elements are copied, so a later edit inside one does not land in thousands; big ones are few, so shared.
      const copy = each < 1000 ? structuredClone : <T>(value: T) => value;
      parent[key] = Array.from({ length }, (_, i) => copy(current[i % current.length]));
    } else if (typeof current === 'string') {
      parent[key] = current.repeat(Math.min(edit.times, Math.ceil(100_000 / Math.max(current.length, 1))));
    }
  }
  return root.doc;
}

/** JSON text for an edited document (`undefined` when the whole document was deleted). */
export function editedJson(doc: unknown, edits: readonly JsonEdit[]): string {
  return JSON.stringify(applyJsonEdits(doc, edits)) ?? '';
}
