// The unit corpus: real MegaMek .mtf files (data lines only) import whole, every item known, with its TW behaviour.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { fixedRng } from '../../../src/dice/rng.js';
import { crit, damage, readVolley, shoot } from '../../../src/systems/battletech/actions.js';
import { cannotFire, findWeapon, fitModeToAmmo, parseFireMode, resolveShot } from '../../../src/systems/battletech/attack.js';
import { recordMove } from '../../../src/systems/battletech/clock.js';
import { newJournal, openCtx } from '../../../src/systems/battletech/context.js';
import { applyDamage, destroyLocation, hitSlot } from '../../../src/systems/battletech/damage.js';
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
    const ctx = ctxWith(m, [6, 6, 6, 6, 1, 1]);
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

/** TechManual's internal structure table (p.47): tons -> [CT, side torso, arm, leg]; the head always has 3. */
const STRUCTURE: Readonly<Record<number, readonly [number, number, number, number]>> = {
  20: [6, 5, 3, 4],
  25: [8, 6, 4, 6],
  30: [10, 7, 5, 7],
  35: [11, 8, 6, 8],
  40: [12, 10, 6, 10],
  45: [14, 11, 7, 11],
  50: [16, 12, 8, 12],
  55: [18, 13, 9, 13],
  60: [20, 14, 10, 14],
  65: [21, 15, 10, 15],
  70: [22, 15, 11, 15],
  75: [23, 16, 12, 16],
  80: [25, 17, 13, 17],
  85: [27, 18, 14, 18],
  90: [29, 19, 15, 19],
  95: [30, 20, 16, 20],
  100: [31, 21, 17, 21],
};

/** The file's own armour lines and `Weapons:` list, read here apart from the importer (which reads the slots). */
function fileFacts(text: string) {
  const CODES: Record<string, string> = { FLL: 'LA', FRL: 'RA', RLL: 'LL', RRL: 'RL', RTL: 'LT', RTR: 'RT', RTC: 'CT' };
  const front: Record<string, number> = {};
  const rear: Record<string, number> = {};
  for (const [, code, points] of text.matchAll(/^(\w+) armor:(\d+)\s*$/gim)) {
    const upper = code!.toUpperCase();
    (upper.startsWith('RT') && upper.length === 3 ? rear : front)[CODES[upper] ?? upper] = Number(points);
  }
  const NAMES: Record<string, string> = {
    head: 'HD',
    'center torso': 'CT',
    'left torso': 'LT',
    'right torso': 'RT',
    'left arm': 'LA',
    'right arm': 'RA',
    'left leg': 'LL',
    'right leg': 'RL',
    'front left leg': 'LA',
    'front right leg': 'RA',
    'rear left leg': 'LL',
    'rear right leg': 'RL',
  };
  // The `Weapons:N` line and the N lines after it (MegaMek writes them; the earlier hand-copied batch has `Weapons:0`).
  const lines = text.split('\n');
  const at = lines.findIndex((line) => /^Weapons:\d+\s*$/i.test(line));
  const count = at < 0 ? 0 : Number(lines[at]!.split(':')[1]);
  // Newer lines read `2 ISMediumPulseLaser, Center Torso (R)`: a count first. Some lists name electronics MegaMek once
  // filed as weapons (C3 computers, ECM); Salvo files them as equipment.
  const weapons = lines
    .slice(at + 1, at + 1 + count)
    .filter((line) => !/C3|ECM/.test(line.split(',')[0]!))
    .flatMap((line) => {
      const [, times, place] = /^(?:(\d+) )?[^,]+,([^,]+)/.exec(line) ?? [];
      const loc = NAMES[(place ?? '').replace(/\(R\)/i, '').trim().toLowerCase()] ?? `? ${line}`;
      return Array.from({ length: Number(times ?? 1) }, () => loc);
    })
    .sort();
  return { front, rear, listed: count > 0, weapons };
}

describe('GIVEN every corpus file against its own lines', () => {
  test.each(files)('GIVEN %s THEN armour and internal structure are exactly what the file and TechManual say', (file) => {
    const m = load(file);
    const facts = fileFacts(readFileSync(`${CORPUS}${file}`, 'utf8'));
    const L = m.locations;
    expect(Object.fromEntries(Object.entries(L).map(([loc, l]) => [loc, l.armor]))).toEqual(facts.front);
    expect({ LT: L.LT.rear, RT: L.RT.rear, CT: L.CT.rear }).toEqual(facts.rear);
    const [ct, side, arm, leg] = STRUCTURE[m.tonnage]!;
    const limb = m.quad ? leg : arm;
    expect([L.HD, L.CT, L.LT, L.RT, L.LA, L.RA, L.LL, L.RL].map((l) => l.internal)).toEqual([3, ct, side, side, limb, limb, leg, leg]);
  });

  const listed = files.filter((file) => fileFacts(readFileSync(`${CORPUS}${file}`, 'utf8')).listed);
  test.each(listed)("GIVEN %s THEN the weapons read from its slots are the file's Weapons list, location by location", (file) => {
    const facts = fileFacts(readFileSync(`${CORPUS}${file}`, 'utf8'));
    const weapons = load(file).equipment.filter((e) => e.kind === 'weapon');
    expect(weapons.map((w) => w.locations[0]).sort()).toEqual(facts.weapons);
  });

  test('GIVEN the corpus THEN the files MegaMek wrote with a Weapons list are all checked against it', () => {
    expect(listed.length).toBeGreaterThanOrEqual(17);
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
      "engine destroyed (4 engine hits counting the RT's engine slots)",
    ]);
  });
});

describe('GIVEN a quad', () => {
  test.each([
    ['Goliath GOL-1H.mtf', 17, 24],
    ['Scorpion SCP-1N.mtf', 13, 10],
    ['Barghest BGS-1T.mtf', 15, 27],
    ['Great Turtle GTR-1.mtf', 21, 42],
  ])('GIVEN %s THEN all four legs have leg internal structure (TechManual table: %i)', (file, leg, frontArmour) => {
    const m = load(file);
    expect([m.locations.LA, m.locations.RA, m.locations.LL, m.locations.RL].map((l) => l.internal)).toEqual([leg, leg, leg, leg]);
    expect(m.locations.LA.armor).toBe(frontArmour);
  });

  test('GIVEN MegaMek files that pad each leg and the head to 12 lines (Barghest, Great Turtle) THEN they import with six-slot legs', () => {
    for (const file of ['Barghest BGS-1T.mtf', 'Great Turtle GTR-1.mtf']) {
      const m = load(file);
      expect([m.locations.LA.slots.length, m.locations.RL.slots.length, m.locations.HD.slots.length]).toEqual([6, 6, 6]);
    }
    expect(
      load('Barghest BGS-1T.mtf')
        .equipment.filter((e) => e.locations[0] === 'LL')
        .map((e) => e.name),
    ).toEqual(['Ammo LB 20-X AC', 'Ammo LB 20-X AC Cluster']);
  });

  test('GIVEN too much armour on a quad front leg THEN the error names the FLL line and the Front Left Leg', () => {
    const text = readFileSync(`${CORPUS}Scorpion SCP-1N.mtf`, 'utf8').replace('FLL Armor:10', 'FLL Armor:27');
    expect(() => importMech('s.mtf', text)).toThrow(
      '`s.mtf` line 16: Front Left Leg armour must be a whole number from 0 to 26 (Total Warfare maximum for 55 t).',
    );
  });

  test('GIVEN /damage and /crit on a quad THEN FLL/FRL/RLL/RRL name its legs', () => {
    const state = stateOf({ Scorp: load('Scorpion SCP-1N.mtf') });
    const hit = damage(state, inputOf({ target: 'Scorp', location: 'FLL', damage: 12 }), fixedRng([1, 1]));
    expect(hit.text.split('\n').slice(0, 2)).toEqual([
      '🔨 **12 damage** to **Scorp** Front Left Leg:',
      '↳ **FLL**: 12 damage, armour 10→0, structure 13→11',
    ]);
    const checked = crit(state, inputOf({ target: 'Scorp', location: 'rear right leg' }), fixedRng([1, 1]));
    expect(checked.text).toBe('Critical check RRL: 🎲 1+1 = **2** → no critical hit');
  });

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
// A fixed, well-spread die sequence (a small linear congruential generator): a plain 1..6 cycle reaches only three
// slot pairs of a 12-slot location, so once the explosion order moved the dice by one, a crit re-rolled forever.
const cycling = (): { int: (min: number, max: number) => number } => {
  let state = 1;
  return {
    int: (min, max) => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      return Math.min(max, Math.max(min, ((state >>> 16) % 6) + 1));
    },
  };
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

describe('GIVEN a Rotary AC (Rifleman RFL-8D, Warhammer IIC 9)', () => {
  test('GIVEN the Rifleman THEN two IS Rotary AC/5s import with six 20-shot bins, firing 1 to 6 shots', () => {
    const m = load('Rifleman RFL-8D.mtf');
    const rac = findWeapon(m, 'Rifleman', 'Rotary AC/5 [LA]');
    expect([rac.key, rac.locations, m.locations.LA.slots.filter((s) => s.equipment === rac.id).length]).toEqual(['rac5', ['LA'], 6]);
    expect(rac.weapon).toMatchObject({ damage: 5, heat: 1, minRange: 0, ranges: [5, 10, 15], rof: 'rotary', ammo: 'rac5' });
    const bins = m.equipment.filter((e) => e.kind === 'ammo');
    expect(bins.map((b) => [b.key, b.locations[0], b.ammo?.shotsLeft])).toEqual([
      ['rac5-ammo', 'LT', 20],
      ['rac5-ammo', 'LT', 20],
      ['rac5-ammo', 'LT', 20],
      ['rac5-ammo', 'RT', 20],
      ['rac5-ammo', 'RT', 20],
      ['rac5-ammo', 'RT', 20],
    ]);
    expect(['1', '2', '3', '4', '5', '6', 'ultra'].map((w) => parseFireMode(rac, w).shots)).toEqual([1, 2, 3, 4, 5, 6, 2]);
    expect(() => parseFireMode(rac, '7')).toThrow(/Unknown fire mode `7`/);
    expect(() => parseFireMode(rac, 'cluster')).toThrow(/not an LB-X/);
  });

  test('GIVEN the Warhammer IIC 9 THEN its Clan Rotary AC/5s (8 slots, 7/14/21) and their bins are known, and Clan CASE covers both side torsos', () => {
    const m = load('Warhammer IIC 9.mtf');
    const rac = findWeapon(m, 'Warhammer', 'Rotary AC/5 [RA]');
    expect([rac.key, rac.name, m.locations.RA.slots.filter((s) => s.equipment === rac.id).length]).toEqual([
      'cl-rac5',
      'Rotary AC/5 (Clan)',
      8,
    ]);
    expect(rac.weapon).toMatchObject({ damage: 5, heat: 1, minRange: 0, ranges: [7, 14, 21], rof: 'rotary', ammo: 'cl-rac5' });
    const bins = m.equipment.filter((e) => e.key === 'cl-rac5-ammo');
    expect(bins.map((b) => [b.locations[0], b.ammo?.shotsLeft, b.ammo?.damagePerShot])).toEqual([
      ['LT', 20, 5],
      ['LT', 20, 5],
      ['LT', 20, 5],
      ['LT', 20, 5],
      ['RT', 20, 5],
      ['RT', 20, 5],
    ]);
    expect(m.equipment.filter((e) => e.kind === 'case').map((e) => e.locations[0])).toEqual(['LT', 'RT']);
  });

  test('GIVEN six shots (seeded) THEN heat 6, six rounds spent, the cluster roll sets the hits, each rolls its own location', () => {
    const m = load('Rifleman RFL-8D.mtf');
    const rac = findWeapon(m, 'Rifleman', 'Rotary AC/5 [LA]');
    const mode = fitModeToAmmo(m, 'Rifleman', rac, parseFireMode(rac, '6'), true);
    // To-hit 4+5 = 9 vs 8; cluster 3+4 = 7 on the 6 column: 4 hits; locations 7 CT, 6 RT, 8 LT, 10 LA.
    const a = ctxWith(m, [4, 5, 3, 4]);
    const t = ctxWith(template('atlas'), [3, 4, 2, 4, 4, 4, 5, 5]);
    const result = resolveShot(a, t, rac, { tn: 8, parts: [], given: true, notes: [] }, 'front', mode);
    expect(result).toEqual({ hit: true, damage: 20 });
    expect([a.rng.remaining, t.rng.remaining]).toEqual([0, 0]);
    expect(a.mech.heatThisTurn).toBe(6);
    expect(a.mech.equipment.filter((e) => e.key === 'rac5-ammo').map((e) => e.ammo?.shotsLeft)).toEqual([14, 20, 20, 20, 20, 20]);
    const atlas = template('atlas');
    expect((['CT', 'RT', 'LT', 'LA'] as const).map((loc) => atlas.locations[loc].armor - t.mech.locations[loc].armor)).toEqual([
      5, 5, 5, 5,
    ]);
  });

  test('GIVEN a to-hit 2 THEN at two or more shots the Rotary jams and misses, and cannot fire again; one shot never jams', () => {
    const m = load('Rifleman RFL-8D.mtf');
    const left = findWeapon(m, 'Rifleman', 'Rotary AC/5 [LA]');
    // One shot rolling a 2 against TN 3: a plain miss, the gun stays clear.
    const single = ctxWith(m, [1, 1]);
    expect(resolveShot(single, ctxWith(template('atlas'), []), left, { tn: 3, parts: [], given: true, notes: [] }, 'front')).toEqual({
      hit: false,
      damage: 0,
    });
    expect([single.mech.equipment[left.id]?.jammed ?? false, single.mech.heatThisTurn]).toEqual([false, 1]);
    const a = ctxWith(m, [1, 1]);
    const result = resolveShot(a, ctxWith(template('atlas'), []), left, { tn: 2, parts: [], given: true, notes: [] }, 'front', {
      shots: 2,
      cluster: false,
    });
    expect(result).toEqual({ hit: false, damage: 0 });
    expect(a.mech.equipment[left.id]?.jammed).toBe(true);
    expect(a.mech.heatThisTurn).toBe(2);
    a.mech.turn += 1;
    expect(cannotFire(a.mech, 'Rifleman', a.mech.equipment[left.id]!)).toMatch(/jammed/);
  });
});

describe('GIVEN a Rotary AC/5 bin hit (Rifleman RFL-8D, IS XL engine, no CASE)', () => {
  const bin = (m: MechData) => slotIndex(m, 'LT', 'Ammo Rotary AC/5');

  test('GIVEN the TW rule THEN 5 x 20 shots = 100 damage: the LT and its arm go, the XL engine with them, 86 through to the CT', () => {
    const m = load('Rifleman RFL-8D.mtf');
    // Consciousness after hits 1 and 2 as the bin goes off: 1+2, 3+4; no crit check on the LT the blast destroys.
    const ctx = ctxWith(m, [1, 2, 3, 4], { ammoExplosion: 'tw' });
    hitSlot(ctx, 'LT', bin(m));
    expect(ctx.rng.remaining).toBe(0);
    expect(ctx.events.filter((e) => e.type === 'bt-explosion')).toEqual([
      { type: 'bt-explosion', unit: 'Target', location: 'LT', item: 'Ammo Rotary AC/5', damage: 100 },
    ]);
    expect(ctx.lines).toContain('↳ 86 damage transfers to CT.');
    const L = ctx.mech.locations;
    expect([L.LT.destroyed, L.LA.destroyed, L.CT.internal, L.CT.destroyed]).toEqual([true, true, 0, true]);
    expect([ctx.mech.destroyed, ctx.mech.destroyedReason, ctx.mech.pilot.hits]).toEqual([
      true,
      "engine destroyed (3 engine hits counting the LT's engine slots)",
      2,
    ]);
  });

  test("GIVEN the seed's rule THEN one turn's worth, 6 shots x 5 = 30 damage: 14 to the LT, 16 into the CT", () => {
    const m = load('Rifleman RFL-8D.mtf');
    // Consciousness 1+2, 3+4; no check on the destroyed LT, none on the CT once the XL engine has gone.
    const ctx = ctxWith(m, [1, 2, 3, 4]);
    hitSlot(ctx, 'LT', bin(m));
    expect(ctx.rng.remaining).toBe(0);
    expect(ctx.events.find((e) => e.type === 'bt-explosion')).toMatchObject({ damage: 30 });
    expect([ctx.mech.locations.LT.destroyed, ctx.mech.locations.CT.internal]).toEqual([true, 4]);
  });
});

describe('GIVEN an XXL engine (Phoenix Hawk PXH-8CS: IS XXL; Warhammer IIC 9: Clan XXL)', () => {
  const engineSlots = (m: MechData) =>
    (['LT', 'CT', 'RT'] as const).map((loc) => m.locations[loc].slots.filter((s) => s.system === 'engine').length);

  test('GIVEN the PXH-8CS THEN a 315 XXL: six engine slots in each side torso and six in the CT (XL gyro), 7 / 11 / 6 MP', () => {
    const m = load('Phoenix Hawk PXH-8CS.mtf');
    const d = deriveMech(m);
    expect([m.engine, m.gyro, engineSlots(m), d.walk, d.run, d.jump]).toEqual([
      { type: 'xxl', rating: 315 },
      'XL Gyro',
      [6, 6, 6],
      7,
      11,
      6,
    ]);
    expect(m.locations.CT.slots.filter((s) => s.system === 'gyro').length).toBe(6);
  });

  test('GIVEN the Warhammer IIC 9 THEN a 400 Clan XXL: four engine slots in each side torso, 5 / 8 MP', () => {
    const m = load('Warhammer IIC 9.mtf');
    expect([m.engine, engineSlots(m), deriveMech(m).walk, deriveMech(m).run]).toEqual([{ type: 'xxl', rating: 400 }, [4, 6, 4], 5, 8]);
  });

  test('GIVEN engine crits THEN each is +5 heat and the third destroys the Mech, wherever the slots are', () => {
    const m = load('Phoenix Hawk PXH-8CS.mtf');
    const ctx = ctxWith(m, []);
    hitSlot(ctx, 'LT', 0);
    hitSlot(ctx, 'RT', 5);
    expect([deriveMech(ctx.mech).engineHits, deriveMech(ctx.mech).engineHeat, ctx.mech.destroyed]).toEqual([2, 10, false]);
    hitSlot(ctx, 'CT', 0);
    expect([ctx.mech.destroyed, ctx.mech.destroyedReason]).toEqual([true, 'engine destroyed (3 engine hits)']);
  });

  test.each([
    ['Phoenix Hawk PXH-8CS.mtf', 'LT', 6],
    ['Warhammer IIC 9.mtf', 'RT', 4],
  ] as const)('GIVEN %s losing its %s THEN its %i engine slots are lost with it and the Mech is destroyed', (file, loc, slots) => {
    const ctx = ctxWith(load(file), []);
    destroyLocation(ctx, loc, false);
    expect([deriveMech(ctx.mech).engineHits, ctx.mech.destroyed, ctx.mech.destroyedReason]).toEqual([
      slots,
      true,
      `engine destroyed (${slots} engine hits counting the ${loc}'s engine slots)`,
    ]);
  });

  test('GIVEN a Clan XL instead (Night Gyr Prime) THEN losing a side torso costs two engine hits and the Mech fights on', () => {
    const ctx = ctxWith(load('Night Gyr Prime.mtf'), []);
    destroyLocation(ctx, 'RT', false);
    expect([deriveMech(ctx.mech).engineHits, ctx.mech.destroyed]).toEqual([2, false]);
  });

  test('GIVEN a Clan RAC/5 bin explodes in the Warhammer IIC 9 THEN Clan CASE vents the rest, but the side torso and the XXL go', () => {
    const m = load('Warhammer IIC 9.mtf');
    // Consciousness after hits 1 and 2 as the bin goes off: 1+2, 3+4; no crit check on the LT the blast destroys.
    const ctx = ctxWith(m, [1, 2, 3, 4], { ammoExplosion: 'tw' });
    hitSlot(ctx, 'LT', slotIndex(m, 'LT', 'Ammo Rotary AC/5 (Clan)'));
    expect(ctx.rng.remaining).toBe(0);
    expect(ctx.lines).toContain('↳ CASE in LT vents the remaining 83 explosion damage.');
    expect([ctx.mech.locations.LT.destroyed, ctx.mech.locations.CT.internal, ctx.mech.destroyed, ctx.mech.destroyedReason]).toEqual([
      true,
      m.locations.CT.internal,
      true,
      "engine destroyed (4 engine hits counting the LT's engine slots)",
    ]);
  });

  test.each([
    ['stood', 0, 2],
    ['walked', 7, 4],
    ['ran', 11, 6],
    ['jumped', 6, 12],
  ] as const)('GIVEN the PXH-8CS %s %i hexes in a battle THEN its XXL builds %i heat', (mode, hexes, heat) => {
    const state = {
      ...stateOf({ Hawk: load('Phoenix Hawk PXH-8CS.mtf') }),
      battle: { turn: 1, phase: 'movement', player: 'a', order: ['a'], units: {} },
    };
    const out = recordMove(state, inputOf({ unit: 'Hawk', mode, hexes }), fixedRng([]));
    const hawk = out.state.units.hawk?.data as MechData;
    expect(hawk.heatThisTurn).toBe(heat);
    expect(out.text).toContain(`+${heat} heat`);
  });
});
