import { describe, expect, test } from 'vitest';
import { fixedRng } from '../../../src/dice/rng.js';
import { parseConfig } from '../../../src/systems/slaved-armour/config.js';
import { applyHits, burnFires, douseAll, workCopy } from '../../../src/systems/slaved-armour/sa-damage.js';
import { Narration } from '../../../src/systems/slaved-armour/state.js';
import { DEFAULT_CONFIG, type SaConfig } from '../../../src/systems/slaved-armour/tables.js';
import type { Fire, FireKind, SaData } from '../../../src/systems/slaved-armour/unit.js';
import { customSa, mod } from './helpers.js';

/** Row 1: A1 A2 · row 2: B1 (critical) · row 3: C1 (explosive) C2 · row 4: D1 (external fire) D2 (internal fire) · row 5: empty · row 6: F1. */
const grid = (overrides: Partial<SaData> = {}) =>
  customSa(
    [
      [mod('A1'), mod('A2')],
      [mod('B1', { critical: true })],
      [mod('C1', { explosive: true }), mod('C2')],
      [mod('D1', { fire: 'external' }), mod('D2', { fire: 'internal' })],
      [],
      [mod('F1')],
    ],
    overrides,
  );

function hit(data: SaData, hits: number, dice: number[], cfg: SaConfig = DEFAULT_CONFIG) {
  const rng = fixedRng(dice);
  const log = new Narration(rng);
  const work = workCopy(data);
  const rowsHit = new Set<number>();
  applyHits(work, hits, 'test', { log, cfg, unit: 'Grid', rowsHit });
  expect(rng.remaining).toBe(0);
  return { sa: work, log, rowsHit };
}

const destroyedNames = (sa: SaData) =>
  sa.rows
    .flat()
    .filter((m) => m.destroyed)
    .map((m) => m.name);

describe('hits by row', () => {
  test('GIVEN three hits on row 1 (two modules) THEN leftmost first, then the full row re-rolls', () => {
    const { sa, log, rowsHit } = hit(grid(), 3, [1, 1, 1, 6]);
    expect(destroyedNames(sa)).toEqual(['A1', 'A2', 'F1']);
    expect(log.events.filter((e) => e.type === 'roll').map((e) => ('label' in e ? e.label : ''))).toEqual([
      'hit row (test)',
      'hit row (test)',
      'hit row (test)',
      'hit row re-roll (row 1 all destroyed)',
    ]);
    expect(log.text()).toContain('test: row [6] (re-rolled: row 1 all destroyed) → **F1** destroyed.');
    expect([...rowsHit].sort()).toEqual([0, 5]);
  });

  test('GIVEN a hit on an empty row THEN it re-rolls, saying the row has no modules (not that it is full), each row once', () => {
    const { sa, log } = hit(
      grid({ rows: grid().rows.map((row, r) => (r === 0 ? row.map((m) => ({ ...m, destroyed: true })) : row)) }),
      1,
      [5, 1, 5, 6],
    );
    expect(destroyedNames(sa)).toEqual(['A1', 'A2', 'F1']);
    expect(log.events.filter((e) => e.type === 'roll').map((e) => ('label' in e ? e.label : ''))).toEqual([
      'hit row (test)',
      'hit row re-roll (row 5 has no modules)',
      'hit row re-roll (row 1 all destroyed)',
      'hit row re-roll (row 5 has no modules)',
    ]);
    expect(log.text()).toContain('test: row [6] (re-rolled: row 1 all destroyed, row 5 has no modules) → **F1** destroyed.');
  });

  test('GIVEN the default limit THEN a full row re-rolls 10 times, then the hit is lost', () => {
    const { sa, log } = hit(grid(), 1, Array(11).fill(5));
    expect(destroyedNames(sa)).toEqual([]);
    expect(log.events).toContainEqual({
      type: 'hit-lost',
      unit: 'Grid',
      reason: 'row 5 has no modules, after 10 re-rolls',
    });
    expect(log.text()).toContain('— row 5 has no modules, after 10 re-rolls; the hit is lost.');
  });

  test('GIVEN a channel limit of 2 re-rolls THEN the third full row loses the hit', () => {
    const cfg = parseConfig({ modules: { rerollLimit: 2 } });
    expect(hit(grid(), 1, [5, 5, 5], cfg).log.events.some((e) => e.type === 'hit-lost')).toBe(true);
  });

  test('GIVEN no module left anywhere THEN the SA is destroyed without rolling', () => {
    const gone = grid();
    const empty = { ...gone, rows: gone.rows.map((row) => row.map((m) => ({ ...m, destroyed: true }))) };
    const { sa } = hit(empty, 1, []);
    expect(sa).toMatchObject({ destroyed: true, destroyedBy: 'every module lost' });
  });

  test('GIVEN hits THEN the input SA is untouched', () => {
    const data = grid();
    const before = JSON.stringify(data);
    hit(data, 2, [1, 1]);
    expect(JSON.stringify(data)).toBe(before);
  });
});

describe('critical modules', () => {
  test('GIVEN a hit on the critical module THEN the SA is destroyed and later hits roll nothing', () => {
    const { sa, log } = hit(grid(), 3, [2]);
    expect(sa).toMatchObject({ destroyed: true, destroyedBy: 'B1' });
    expect(log.events).toContainEqual({ type: 'sa-destroyed', unit: 'Grid', cause: 'B1' });
    expect(log.text()).toContain('critical: **Grid is destroyed**');
  });

  test('GIVEN a critical module third in its row THEN the third hit on that row destroys the SA', () => {
    const { sa } = hit(customSa([[mod('x')], [mod('p'), mod('m'), mod('Cockpit', { critical: true })], [], [], [], []]), 3, [2, 2, 2]);
    expect(sa.destroyedBy).toBe('Cockpit');
  });
});

describe('explosive modules and fires', () => {
  test.each([
    [1, 'explode'],
    [2, 'explode'],
    [3, 'explode'],
    [4, 'burn'],
    [5, 'burn'],
    [6, 'burn'],
  ])('GIVEN an explosive module hit and a roll of %i THEN it should %s (3 in 6)', (roll, what) => {
    const dice = what === 'explode' ? [3, roll, 1, 1, 6, 3] : [3, roll];
    const { sa, log } = hit(grid(), 1, dice);
    if (what === 'explode') {
      expect(log.events).toContainEqual({ type: 'explosion', unit: 'Grid', module: 'C1', hits: 4 });
      expect(destroyedNames(sa)).toEqual(['A1', 'A2', 'C1', 'C2', 'F1']);
      expect(sa.fires).toEqual([]);
    } else {
      expect(sa.fires).toEqual([{ kind: 'explosive', row: 2, col: 0, module: 'C1' }]);
    }
  });

  test('GIVEN a channel whose explosions deal 1 Hit THEN the reply says 1 hit, not 1 hits', () => {
    const cfg: SaConfig = { ...DEFAULT_CONFIG, fires: { ...DEFAULT_CONFIG.fires, explosionHits: 1 } };
    const { log } = hit(grid(), 1, [3, 1, 6], cfg);
    expect(log.text()).toContain('test: row [3] → **C1** destroyed; explosive [1]: **explodes** (1 hit).');
  });

  test('GIVEN a module that starts fires THEN a hit starts an external or internal fire', () => {
    const { sa } = hit(grid(), 2, [4, 4]);
    expect(sa.fires).toEqual([
      { kind: 'external', row: 3, col: 0, module: 'D1' },
      { kind: 'internal', row: 3, col: 1, module: 'D2' },
    ]);
  });

  test('GIVEN a submerged SA THEN hit modules start no fire', () => {
    const { sa, log } = hit(grid({ submerged: true }), 1, [4]);
    expect(sa.fires).toEqual([]);
    expect(log.text()).toContain('D1 would catch fire (external fire), but Grid is submerged.');
  });

  test('GIVEN the full chain THEN explosive module → fire → explosion → 4 hits', () => {
    // Hit on row 3: C1 is explosive, rolls 5: burns. Next phase the burning explosive rolls 1: explodes, 4 hits on rows 1, 1, 6, 3.
    const first = hit(grid(), 1, [3, 5]);
    expect(first.sa.fires).toEqual([{ kind: 'explosive', row: 2, col: 0, module: 'C1' }]);
    const rng = fixedRng([1, 1, 1, 6, 3]);
    const log = new Narration(rng);
    const rowsHit = new Set<number>();
    burnFires(first.sa, { log, cfg: DEFAULT_CONFIG, unit: 'Grid', rowsHit });
    expect(rng.remaining).toBe(0);
    expect(first.sa.fires).toEqual([]);
    expect(destroyedNames(first.sa)).toEqual(['A1', 'A2', 'C1', 'C2', 'F1']);
    expect(log.events.filter((e) => e.type === 'explosion')).toEqual([{ type: 'explosion', unit: 'Grid', module: 'C1', hits: 4 }]);
    expect(log.events.filter((e) => e.type === 'module-destroyed')).toHaveLength(4);
  });

  test('GIVEN an explosion that reaches another explosive module THEN it chains', () => {
    const twoBombs = customSa([
      [mod('Bomb 1', { explosive: true })],
      [mod('Bomb 2', { explosive: true })],
      [mod('X')],
      [mod('Y')],
      [mod('Z')],
      [mod('W')],
    ]);
    // Bomb 1 explodes [1]; its first hit is row 2 → Bomb 2 explodes [2]; Bomb 2's 4 hits: rows 3, 4, 5, 6; Bomb 1's other 3 hits find nothing to roll on.
    const { sa, log } = hit(twoBombs, 1, [1, 1, 2, 2, 3, 4, 5, 6]);
    expect(destroyedNames(sa)).toEqual(['Bomb 1', 'Bomb 2', 'X', 'Y', 'Z', 'W']);
    expect(sa.destroyedBy).toBe('every module lost');
    expect(log.events.filter((e) => e.type === 'explosion').map((e) => ('module' in e ? e.module : ''))).toEqual(['Bomb 1', 'Bomb 2']);
  });
});

describe('burning fires each phase', () => {
  const outcomes: Record<FireKind, { normal: string[]; fast: string[] }> = {
    external: { normal: ['hit', 'none', 'none', 'none', 'none', 'out'], fast: ['hit', 'none', 'none', 'none', 'out', 'out'] },
    internal: { normal: ['hit', 'hit', 'hit', 'hit', 'none', 'out'], fast: ['hit', 'hit', 'hit', 'hit', 'out', 'out'] },
    explosive: { normal: ['explode', 'hit', 'hit', 'hit', 'none', 'out'], fast: ['explode', 'hit', 'hit', 'hit', 'out', 'out'] },
  };
  const cases = (['external', 'internal', 'explosive'] as const).flatMap((kind) =>
    [3, 5, 6].flatMap((speed) =>
      [1, 2, 3, 4, 5, 6].map((roll) => [kind, speed, roll, outcomes[kind][speed >= 5 ? 'fast' : 'normal'][roll - 1]] as const),
    ),
  );

  test.each(cases)('GIVEN a %s fire at speed %i rolling %i THEN %s', (kind, speed, roll, expected) => {
    const fire: Fire = { kind, row: 5, col: 0, module: 'F1' };
    const sa = workCopy(grid({ speed, fires: [fire] }));
    // A hit rolls row 1 (A1); an explosion's four hits roll rows 1, 1, 4, 4.
    const more = expected === 'hit' ? [1] : expected === 'explode' ? [1, 1, 4, 4] : [];
    const rng = fixedRng([roll, ...more]);
    const log = new Narration(rng);
    burnFires(sa, { log, cfg: DEFAULT_CONFIG, unit: 'Grid', rowsHit: new Set() });
    expect(rng.remaining).toBe(0);
    const destroyed = destroyedNames(sa);
    if (expected === 'none') expect([sa.fires.length, destroyed]).toEqual([1, []]);
    if (expected === 'out') {
      expect([sa.fires.length, destroyed]).toEqual([0, []]);
      expect(log.events).toContainEqual({ type: 'fire-out', unit: 'Grid', module: 'F1', reason: `rolled ${roll}` });
    }
    if (expected === 'hit') expect([sa.fires.length, destroyed]).toEqual([1, ['A1']]);
    if (expected === 'explode') {
      expect(destroyed).toEqual(['A1', 'A2', 'D1', 'D2']);
      expect(sa.fires.map((f) => f.module)).toEqual(['D1', 'D2']);
    }
  });

  test('GIVEN fires started by a fire’s own hit THEN they wait for the next phase', () => {
    const sa = workCopy(grid({ fires: [{ kind: 'internal', row: 5, col: 0, module: 'F1' }] }));
    const rng = fixedRng([2, 4]);
    burnFires(sa, { log: new Narration(rng), cfg: DEFAULT_CONFIG, unit: 'Grid', rowsHit: new Set() });
    expect(rng.remaining).toBe(0);
    expect(sa.fires.map((f) => f.module)).toEqual(['F1', 'D1']);
  });

  test('GIVEN the SA submerges THEN every fire goes out', () => {
    const sa = workCopy(
      grid({
        fires: [
          { kind: 'internal', row: 5, col: 0, module: 'F1' },
          { kind: 'explosive', row: 2, col: 0, module: 'C1' },
        ],
      }),
    );
    const log = new Narration(fixedRng([]));
    douseAll(sa, { log, unit: 'Grid' });
    expect(sa.fires).toEqual([]);
    expect(log.events.filter((e) => e.type === 'fire-out')).toHaveLength(2);
    expect(log.text()).toBe('💧 Grid submerges: 2 fires put out.');
  });
});
