// How unit files are written: JSON a person can read and edit, each value on one line where it fits.

const WIDTH = 100;

const defined = (value: object) => Object.entries(value).filter(([, v]) => v !== undefined);

/** One line, spaced as people write it: `{ "a": 1, "b": [2, 3] }`. */
function flat(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(flat).join(', ')}]`;
  const entries = defined(value);
  return entries.length === 0 ? '{}' : `{ ${entries.map(([k, v]) => `${JSON.stringify(k)}: ${flat(v)}`).join(', ')} }`;
}

function write(value: unknown, indent: string, prefix: number): string {
  const line = flat(value);
  if (typeof value !== 'object' || value === null || indent.length + prefix + line.length <= WIDTH) return line;
  const inner = `${indent}  `;
  if (Array.isArray(value)) return `[\n${value.map((v) => `${inner}${write(v, inner, 0)}`).join(',\n')}\n${indent}]`;
  const entries = defined(value).map(([k, v]) => `${inner}${JSON.stringify(k)}: ${write(v, inner, JSON.stringify(k).length + 2)}`);
  return `{\n${entries.join(',\n')}\n${indent}}`;
}

/** `value` as a JSON file: objects and lists broken over lines only when they do not fit on one. */
export function unitFileJson(value: unknown): string {
  return `${write(value, '', 0)}\n`;
}
