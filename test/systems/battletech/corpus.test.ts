// The unit corpus: real MegaMek .mtf files (data lines only) import whole, every item known, with its TW behaviour.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { fixedRng } from '../../../src/dice/rng.js';
import { readVolley, shoot } from '../../../src/systems/battletech/actions.js';
import { cannotFire, findWeapon, fitModeToAmmo, parseFireMode, resolveShot } from '../../../src/systems/battletech/attack.js';
import { newJournal, openCtx } from '../../../src/systems/battletech/context.js';
import { hitSlot } from '../../../src/systems/battletech/crits.js';
import { applyDamage, destroyLocation } from '../../../src/systems/battletech/damage.js';
import { deriveMech } from '../../../src/systems/battletech/derived.js';
import { importMech } from '../../../src/systems/battletech/import.js';
import { hitLocation } from '../../../src/systems/battletech/tables.js';
import { DEFAULT_CONFIG, type MechData } from '../../../src/systems/battletech/types.js';
import { ctxWith, inputOf, OWN_FIXTURES, slotIndex, stateOf, template } from './helpers.js';

const CORPUS = `${OWN_FIXTURES}corpus/`;
const files = readdirSync(CORPUS).filter((f) => f.endsWith('.mtf'));
const load = (file: string): MechData => importMech(file, readFileSync(`${CORPUS}${file}`, 'utf8')).data;

describe('GIVEN the corpus of MegaMek unit files', () => {
  test.each(files)('GIVEN %s THEN it imports with no unknown equipment', (file) => {
    const { data, warnings } = importMech(file, readFileSync(`${CORPUS}${file}`, 'utf8'));
    expect(warnings.filter((w) => /Unknown equipment/.test(w))).toEqual([]);
    expect(data.equipment.filter((e) => e.key === 'generic')).toEqual([]);
  });

  test('GIVEN the Daishi THEN its Clan Ultra AC/5 ammunition feeds the Ultras and explodes for two shots (seed: one turn)', () => {
    const m = load('Daishi (Dire Wolf) Prime.mtf');
    const bin = m.equipment.find((e) => e.locations[0] === 'LA' && e.kind === 'ammo');
    expect(bin).toMatchObject({ key: 'cl-uac5-ammo', ammo: { shotsLeft: 20, damagePerShot: 5, shotsPerTurn: 2, explosive: true } });
    const uac = findWeapon(m, 'Daishi', 'Ultra AC/5 [LA]');
    expect(uac.key).toBe('cl-uac5');
    expect(cannotFire(m, 'Daishi', uac)).toBeNull();
    // The bin explodes: 10 damage to the LA's 17 internal structure, CASE (Clan, built in) keeps it there.
    const ctx = ctxWith(m, [1, 1, 6, 6, 6, 6]);
    hitSlot(ctx, 'LA', slotIndex(m, 'LA', 'Ammo Ultra AC/5 (Clan)'));
    expect([ctx.mech.locations.LA.internal, ctx.mech.pilot.hits]).toEqual([7, 2]);
  });

  test('GIVEN the Enforcer ENF-5D THEN slug and cluster bins are told apart and cluster fire is chosen by mode', () => {
    const m = load('Enforcer ENF-5D.mtf');
    const bins = m.equipment.filter((e) => e.kind === 'ammo').map((e) => [e.key, e.ammo?.cluster ?? false]);
    expect(bins).toEqual([
      ['lbx10-cluster-ammo', true],
      ['lbx10-ammo', false],
    ]);
    const lbx = findWeapon(m, 'Enforcer', 'LB 10-X AC');
    expect(fitModeToAmmo(m, 'Enforcer', lbx, parseFireMode(lbx, 'cluster'), true)).toEqual({ shots: 1, cluster: true });
    expect(() => parseFireMode(lbx, 'ultra')).toThrow(/fires one shot a turn/);
  });

  test('GIVEN the Timber Wolf THEN the Clan name and the Inner Sphere name are both kept', () => {
    expect(load('Mad Cat (Timber Wolf) Prime.mtf').chassis).toBe('Mad Cat (Timber Wolf)');
  });

  test('GIVEN the Atlas AS7-K THEN AMS is a defensive weapon that never fires at a Mech, and Gauss ammo does not explode', () => {
    const m = load('Atlas AS7-K.mtf');
    const ams = findWeapon(m, 'Atlas', 'Anti-Missile System');
    expect(ams.kind).toBe('weapon');
    expect(cannotFire(m, 'Atlas', ams)).toMatch(/defensive/);
    const ctx = ctxWith(m, []);
    hitSlot(ctx, 'RA', slotIndex(m, 'RA', 'Ammo Gauss Rifle'));
    expect([ctx.mech.locations.RA.internal, ctx.mech.pilot.hits]).toEqual([17, 0]);
  });

  test('GIVEN a full volley with Ultra and LB-X cluster modes THEN each weapon rolls its own dice, heat is summed, one reply', () => {
    const state = stateOf({ Wolf: load('Daishi (Dire Wolf) Prime.mtf'), Fed: load('Enforcer ENF-5D.mtf'), Atlas: template('atlas') });
    // Daishi: Ultra AC/5 [RA] at double rate: to-hit 8, 2-shot cluster 9 -> 2 hits, locations 7 (CT) and 6 (RT).
    const out = shoot(
      state,
      inputOf({ attacker: 'Wolf', target: 'Atlas', weapon: 'Ultra AC/5 [RA]:ultra', tn: 6 }),
      fixedRng([4, 4, 4, 5, 3, 4, 3, 3]),
    );
    const wolf = out.state.units.wolf?.data as MechData;
    const atlas = out.state.units.atlas?.data as MechData;
    expect(wolf.heatThisTurn).toBe(2);
    expect(wolf.equipment.filter((e) => e.key === 'cl-uac5-ammo').reduce((n, e) => n + (e.ammo?.shotsLeft ?? 0), 0)).toBe(38);
    expect([atlas.locations.CT.armor, atlas.locations.RT.armor]).toEqual([
      template('atlas').locations.CT.armor - 5,
      template('atlas').locations.RT.armor - 5,
    ]);
    expect(out.text).toMatch(/Ultra AC\/5 \(Clan\) \[RA\]\*\* \(2 shots\)/);

    // Enforcer: LB-X with cluster rounds (-1 to hit), then the ER large laser: one reply, heat 2 + 12 = 14.
    const volley = shoot(
      out.state,
      inputOf({ attacker: 'Fed', target: 'Atlas', weapon: 'LB 10-X AC:cluster, ER Large Laser', tn: 7 }),
      // LB-X: to-hit 8, cluster 7 -> 6 pellets, six 1-point locations; ER LL: to-hit 3 (miss).
      fixedRng([4, 4, 3, 4, 3, 4, 3, 4, 3, 4, 3, 4, 3, 4, 3, 4, 1, 2]),
    );
    const fed = volley.state.units.fed?.data as MechData;
    expect(fed.heatThisTurn).toBe(14);
    expect(fed.equipment.find((e) => e.key === 'lbx10-cluster-ammo')?.ammo?.shotsLeft).toBe(9);
    expect(volley.text).toMatch(/6\*\* pellets hit/);
    expect(volley.text).toMatch(/Volley heat: \*\*\+14\*\*/);
    expect((volley.text.match(/🎯/g) ?? []).length).toBe(2);
  });

  test('GIVEN weapon:all THEN every weapon that can fire shoots, AMS and out-of-range weapons stay silent', () => {
    const m = load('Atlas AS7-K.mtf');
    const volley = readVolley(m, 'Atlas', 'all', undefined, 20);
    expect(volley.map((v) => v.weapon.name)).toEqual(['LRM 20', 'Gauss Rifle']);
  });

  test('GIVEN an Ultra AC at double rate rolling a 2 THEN it jams and misses; a jammed gun cannot fire', () => {
    const m = load('Daishi (Dire Wolf) Prime.mtf');
    const uac = findWeapon(m, 'Daishi', 'Ultra AC/5 [RA]');
    const a = ctxWith(m, [1, 1]);
    const result = resolveShot(a, ctxWith(template('atlas'), []), uac, { tn: 2, parts: [], given: true, notes: [] }, 'front', {
      shots: 2,
      cluster: false,
    });
    expect(result.hit).toBe(false);
    const fired = a.mech.equipment[uac.id];
    expect(fired?.jammed).toBe(true);
    a.mech.turn += 1;
    expect(cannotFire(a.mech, 'Daishi', fired!)).toMatch(/jammed/);
  });
});

describe('GIVEN a light engine (Defiance DFN-3T, TRO 3075)', () => {
  test('GIVEN one side torso destroyed THEN its two engine slots are two engine hits and the Mech fights on; the second side destroys it', () => {
    const m = load('Defiance DFN-3T.mtf');
    expect([m.engine, m.locations.LT.slots.filter((s) => s.system === 'engine').length]).toEqual([{ type: 'light', rating: 300 }, 2]);
    const ctx = ctxWith(m, []);
    destroyLocation(ctx, 'LT', false);
    expect([deriveMech(ctx.mech).engineHits, deriveMech(ctx.mech).engineHeat, ctx.mech.destroyed]).toEqual([2, 10, false]);
    destroyLocation(ctx, 'RT', false);
    expect([ctx.mech.destroyed, ctx.mech.destroyedReason]).toEqual([
      true,
      "engine destroyed (3 engine hits counting the RT's engine slots)",
    ]);
  });
});

describe('GIVEN a quad', () => {
  test('GIVEN the Goliath THEN four six-slot legs, the legs named as legs, and no arms to punch with', () => {
    const m = load('Goliath GOL-1H.mtf');
    expect(m.quad).toBe(true);
    expect([m.locations.LA.slots.length, m.locations.RA.slots.length, m.locations.LL.slots.length]).toEqual([6, 6, 6]);
    expect(m.locations.LA.slots.map((s) => s.name).slice(0, 5)).toEqual([
      'Hip',
      'Upper Leg Actuator',
      'Lower Leg Actuator',
      'Foot Actuator',
      'Heat Sink',
    ]);
    expect([m.locations.LA.armor, m.locations.LL.armor]).toEqual([24, 30]);
  });

  test.each([
    ['front', ['CT', 'RA', 'RA', 'RL', 'RT', 'CT', 'LT', 'LL', 'LA', 'LA', 'HD']],
    ['rear', ['CT', 'RL', 'RL', 'RA', 'RT', 'CT', 'LT', 'LA', 'LL', 'LL', 'HD']],
    ['left', ['LT', 'LL', 'LA', 'LA', 'LL', 'LT', 'CT', 'RT', 'RA', 'RL', 'HD']],
    ['right', ['RT', 'RL', 'RA', 'RA', 'RL', 'RT', 'CT', 'LT', 'LA', 'LL', 'HD']],
  ] as const)('GIVEN a %s attack on a quad THEN 2..12 land on the quad table', (direction, expected) => {
    expect(Array.from({ length: 11 }, (_, i) => hitLocation(direction, i + 2, true))).toEqual(expected);
  });

  test('GIVEN quad leg damage THEN MP: one leg lost -1, two leave 1; each hip halves; -2 PSR on four legs, +5 per lost leg', () => {
    const m = load('Scorpion SCP-1N.mtf');
    expect([deriveMech(m).walk, deriveMech(m).run]).toEqual([6, 9]);
    expect(deriveMech(m).psrModifiers).toEqual([{ value: -2, reason: 'quad, four legs' }]);
    m.locations.LA.slots[0]!.hit = true;
    expect(deriveMech(m).walk).toBe(3);
    m.locations.LA.slots[0]!.hit = false;
    // Every critical check rolls a 2: no crits, so only the legs count.
    const ctx = ctxWith(
      m,
      Array.from({ length: 16 }, () => 1),
    );
    applyDamage(ctx, 'LL', 40);
    expect([ctx.mech.locations.LL.destroyed, deriveMech(ctx.mech).walk, deriveMech(ctx.mech).run]).toEqual([true, 5, 8]);
    expect(ctx.mech.pendingPsrs).toEqual([{ reason: 'rear left leg destroyed', modifier: 0, automatic: false }]);
    expect(deriveMech(ctx.mech).psrModifiers).toEqual([{ value: 5, reason: 'rear left leg destroyed' }]);
    applyDamage(ctx, 'RL', 40);
    expect(deriveMech(ctx.mech).walk).toBe(1);
    expect(ctx.mech.pendingPsrs.at(-1)).toEqual({ reason: 'rear right leg destroyed', modifier: 0, automatic: true });
  });

  test('GIVEN a leg crit on a quad front leg THEN it is a leg actuator: -1 MP and a PSR', () => {
    const m = load('Scorpion SCP-1N.mtf');
    const ctx = ctxWith(m, []);
    hitSlot(ctx, 'RA', 2);
    expect(deriveMech(ctx.mech).walk).toBe(5);
    expect(ctx.mech.pendingPsrs.map((p) => p.reason)).toEqual(['right lower leg actuator hit']);
  });
});

/** Dice cycling 1, 2, ... 6: deterministic for any weapon mix, every 2d6 at least 3, and slot re-rolls move on. */
const cycling = (): { int: (min: number, max: number) => number } => {
  let i = 0;
  return { int: (min, max) => Math.min(max, Math.max(min, (i++ % 6) + 1)) };
};

describe('GIVEN every weapon family in the corpus', () => {
  test.each(files)('GIVEN %s fires weapon:all at TN 2 THEN each weapon rolls, and heat is the sum of what fired', (file) => {
    const m = load(file);
    const ready = readVolley(m, 'A', 'all', undefined);
    const out = shoot(stateOf({ A: m, T: template('atlas') }), inputOf({ attacker: 'A', target: 'T', weapon: 'all', tn: 2 }), cycling());
    const a = out.state.units.a?.data as MechData;
    // A long volley's narration goes to narration.txt in full.
    const full = out.files?.[0]?.data.toString('utf8') ?? out.text;
    expect((full.match(/🎯/g) ?? []).length + (full.match(/holds fire/g) ?? []).length).toBe(ready.length);
    const heat = ready
      .filter((v) => a.equipment[v.weapon.id]?.firedTurn === a.turn)
      .reduce((n, v) => n + (v.weapon.weapon?.heat ?? 0) * v.mode.shots, 0);
    expect(a.heatThisTurn).toBe(heat);
  });

  const bins = files.flatMap((file) =>
    load(file)
      .equipment.filter((e) => e.kind === 'ammo')
      .map((e) => [file, e.key, e.id] as const),
  );
  const unique = [...new Map(bins.map((b) => [b[1], b])).values()];
  test.each(unique)(
    'GIVEN %s, a crit on its %s bin THEN it explodes for one turn of shots, or not at all if TW says so',
    (file, _key, id) => {
      const m = load(file);
      const bin = structuredClone(m.equipment[id]!);
      const loc = bin.locations[0]!;
      const index = m.locations[loc].slots.findIndex((s) => s.equipment === id);
      const run = openCtx(newJournal(cycling(), DEFAULT_CONFIG), 'T', m);
      hitSlot(run, loc, index);
      const explosion = run.events.find((e) => e.type === 'bt-explosion') as { damage: number } | undefined;
      const a = bin.ammo!;
      if (!a.explosive || a.damagePerShot === 0) expect(explosion === undefined || explosion.damage === 0).toBe(true);
      else expect(explosion?.damage).toBe(a.damagePerShot * Math.min(a.shotsPerTurn, a.shotsLeft));
    },
  );
});
