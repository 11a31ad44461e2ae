// The project's import graph as the code declares it: every `import … from`, `export … from` and `import('…')` of a
// relative module, type-only ones included (a circle of types is still a circle for the reader).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Module (path relative to the root, with `/`) → the modules and packages it imports. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

const SPECIFIER = /(?:^|[\s;])(?:import|export)\s(?:[^'"`;]*?\sfrom\s)?\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|mts)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Strips comments so an example in a doc comment is not read as an import. */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/** The specifiers a module's text imports, in order. */
export function importSpecifiers(text: string): string[] {
  return [...withoutComments(text).matchAll(SPECIFIER)].map((m) => (m[1] ?? m[2]) as string);
}

function resolveRelative(root: string, from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  const candidates = [base.replace(/\.js$/, '.ts'), base.replace(/\.mjs$/, '.mts'), `${base}.ts`, join(base, 'index.ts'), base];
  const found = candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? base;
  return relative(root, found).split('\\').join('/');
}

/** The graph of every module under `dirs` (relative to `root`); packages appear as their bare name (`canvas`). */
export function importGraph(root: string, dirs: readonly string[]): ImportGraph {
  const graph = new Map<string, string[]>();
  for (const file of dirs.flatMap((dir) => sourceFiles(join(root, dir)))) {
    const targets = importSpecifiers(readFileSync(file, 'utf8')).map((specifier) =>
      specifier.startsWith('.') ? resolveRelative(root, file, specifier) : specifier,
    );
    graph.set(relative(root, file).split('\\').join('/'), [...new Set(targets)]);
  }
  return graph;
}

/** Every strongly connected group of more than one module (or a module importing itself), each sorted, as cycles. */
export function importCycles(graph: ImportGraph): string[][] {
  // Tarjan's algorithm, iterative so a deep chain cannot overflow the stack.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const groups: string[][] = [];
  let counter = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; next: number }> = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1] as { node: string; next: number };
      const edges = (graph.get(frame.node) ?? []).filter((t) => graph.has(t));
      if (frame.next < edges.length) {
        const target = edges[frame.next++] as string;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node) as number, index.get(target) as number));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node) as number, low.get(frame.node) as number));
      if (low.get(frame.node) === index.get(frame.node)) {
        const group: string[] = [];
        let member: string;
        do {
          member = stack.pop() as string;
          onStack.delete(member);
          group.push(member);
        } while (member !== frame.node);
        const selfLoop = (graph.get(frame.node) ?? []).includes(frame.node);
        if (group.length > 1 || selfLoop) groups.push(group.sort());
      }
    }
  }
  return groups.sort((a, b) => (a[0] as string).localeCompare(b[0] as string));
}
