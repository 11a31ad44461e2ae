// The drawing of the house, computed from the code: no import circles in src/ and commands/, and no arrow from a rules
// core up to the renderers, canvas, or the command layer above it.
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { importCycles, importGraph, importSpecifiers } from './helpers/import-graph.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const graph = importGraph(ROOT, ['src', 'commands']);

/** Modules a floor may not import: [the floor, what lies above it]. */
const FLOORS: ReadonlyArray<readonly [RegExp, RegExp]> = [
  [/^src\/systems\//, /^(canvas$|src\/render\/|src\/actions\.ts$|src\/command\.ts$|src\/pipeline\.ts$|src\/commands-kit\/|commands\/)/],
  [/^src\/battle\//, /^(src\/actions\.ts$|src\/command\.ts$|src\/pipeline\.ts$|src\/commands-kit\/|commands\/)/],
];

function upwardArrows(g: ReadonlyMap<string, readonly string[]>): string[] {
  return [...g].flatMap(([from, targets]) =>
    FLOORS.flatMap(([floor, above]) => (floor.test(from) ? targets.filter((t) => above.test(t)).map((t) => `${from} -> ${t}`) : [])),
  );
}

describe('the import graph', () => {
  test('GIVEN every import statement THEN the parser reads each form, and not one in a comment', () => {
    const text = [
      "import { a } from './a.js';",
      "import type { B } from '../b.js';",
      'import {\n  c,\n  d,\n} from "./c.js";',
      "export { e } from './e.js';",
      "export type { F } from './f.js';",
      "import './side-effect.js';",
      "const g = await import('./g.js');",
      "// import { h } from './h.js';",
      "/** import { i } from './i.js'; */",
      "import { createCanvas } from 'canvas';",
    ].join('\n');
    expect(importSpecifiers(text)).toEqual(['./a.js', '../b.js', './c.js', './e.js', './f.js', './side-effect.js', './g.js', 'canvas']);
  });

  test('GIVEN a circle and an upward arrow THEN the checks find them', () => {
    const bad = new Map([
      ['src/a.ts', ['src/b.ts']],
      ['src/b.ts', ['src/c.ts']],
      ['src/c.ts', ['src/a.ts']],
      ['src/d.ts', ['src/d.ts']],
      ['src/systems/x/index.ts', ['src/render/x.ts', 'canvas', 'src/systems/types.ts']],
      ['src/battle/turns.ts', ['src/actions.ts']],
    ]);
    expect(importCycles(bad)).toEqual([['src/a.ts', 'src/b.ts', 'src/c.ts'], ['src/d.ts']]);
    expect(upwardArrows(bad)).toEqual([
      'src/systems/x/index.ts -> src/render/x.ts',
      'src/systems/x/index.ts -> canvas',
      'src/battle/turns.ts -> src/actions.ts',
    ]);
  });

  test('GIVEN src/ and commands/ THEN the graph holds every module', () => {
    expect(graph.get('src/systems/registry.ts')).toContain('src/systems/battletech/index.ts');
    expect(graph.get('src/render/registry.ts')).toContain('src/render/battletech.ts');
    expect(graph.size).toBeGreaterThan(200);
  });

  test('THEN no module imports itself back, directly or around a circle', () => {
    expect(importCycles(graph)).toEqual([]);
  });

  test('THEN no rules core imports canvas, a renderer or the command layer, and src/battle/ imports nothing above it', () => {
    expect(upwardArrows(graph)).toEqual([]);
  });
});
