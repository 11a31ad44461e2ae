// Reversible deltas between JSON values, so undo data holds what an action changed rather than two whole copies.

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** One changed leaf or subtree; a missing `before`/`after` means the key was absent on that side. */
export interface DeltaOp {
  readonly path: readonly (string | number)[];
  readonly before?: Json;
  readonly after?: Json;
}

const isObject = (value: unknown): value is { [key: string]: Json } => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The ops that turn `a` into `b`. `undefined` stands for an absent value (a unit that did not exist). */
export function diffJson(a: Json | undefined, b: Json | undefined): DeltaOp[] {
  const ops: DeltaOp[] = [];
  walk(a, b, [], ops);
  return ops;
}

function walk(a: Json | undefined, b: Json | undefined, path: (string | number)[], ops: DeltaOp[]): void {
  if (a === b) return;
  if (isObject(a) && isObject(b)) {
    for (const key of Object.keys(a)) walk(a[key], Object.hasOwn(b, key) ? b[key] : undefined, [...path, key], ops);
    for (const key of Object.keys(b)) if (!Object.hasOwn(a, key)) walk(undefined, b[key], [...path, key], ops);
    return;
  }
  // Arrays of one length change element by element (armour columns, crit slots); a resized array is replaced whole,
  // which keeps every op a plain set or delete.
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
    for (let i = 0; i < a.length; i++) walk(a[i], b[i], [...path, i], ops);
    return;
  }
  if (a !== undefined && b !== undefined && typeof a !== 'object' && typeof b !== 'object') {
    ops.push({ path, before: a, after: b });
    return;
  }
  ops.push({ path, ...(a === undefined ? {} : { before: structuredClone(a) }), ...(b === undefined ? {} : { after: structuredClone(b) }) });
}

/** Applies `ops` to a copy of `value`: forward gives the `after` side, backward the `before` side. */
export function applyDelta(value: Json | undefined, ops: readonly DeltaOp[], direction: 'forward' | 'backward'): Json | undefined {
  const side = direction === 'forward' ? 'after' : 'before';
  // A JSON round trip rather than structuredClone: it also breaks any aliasing inside the value, which would let one
  // op write through to two places.
  let root = value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as Json);
  for (const op of ops) {
    const next = Object.hasOwn(op, side) ? structuredClone(op[side] as Json) : undefined;
    if (op.path.length === 0) {
      root = next;
      continue;
    }
    let parent = root as Record<string | number, Json> | undefined;
    for (const step of op.path.slice(0, -1)) parent = parent?.[step] as Record<string | number, Json> | undefined;
    if (typeof parent !== 'object' || parent === null) throw new Error(`delta path ${op.path.join('.')} does not exist`);
    const last = op.path.at(-1)!;
    if (next === undefined) delete parent[last];
    else setOwn(parent, last, next);
  }
  return root;
}

/** JSON with object keys sorted (and undefined ones dropped, as storage drops them), so equal values hash equally. */
export function canonicalJson(value: Json | undefined): string {
  if (value === undefined) return '';
  // As JSON.stringify does, an undefined array element is written as null.
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  if (isObject(value))
    return `{${Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** Sets an own property even for a key like `__proto__`, which plain assignment would treat as the prototype. */
export function setOwn<T>(target: Record<string | number, T>, key: string | number, value: T): void {
  // Only `__proto__` is an accessor on Object.prototype; any other key assigns as an own property, and far faster.
  if (key === '__proto__') Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
  else target[key] = value;
}
