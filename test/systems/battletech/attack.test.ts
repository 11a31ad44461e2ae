// /shoot, /damage, /crit, /psr and /phase end as pure actions: to-hit numbers, clusters, heat, ammo and refusals.
import { describe, expect, test } from 'vitest';
import { fixedRng } from '../../../src/dice/rng.js';
import type { UserError } from '../../../src/errors.js';
import { crit, damage, fitText, MAX_REPLY_TEXT, phaseEnd, psr, readVolley, shoot } from '../../../src/systems/battletech/actions.js';
import { computeToHit, findWeapon, weaponLabels } from '../../../src/systems/battletech/attack.js';
import { hitSlot } from '../../../src/systems/battletech/damage.js';
import { importMech } from '../../../src/systems/battletech/import.js';
import type { MechData } from '../../../src/systems/battletech/types.js';
import type { RollEvent } from '../../../src/systems/types.js';
import { ctxWith, fixtureMech, fixtureText, inputOf, stateOf, template } from './helpers.js';

const rolls = (events: readonly { type: string }[]) =>
  events.filter((e): e is RollEvent => e.type === 'roll').map((e) => `${e.label}:${e.dice.join('+')}`);
const mechOf = (out: { state: { units: Record<string, { data: unknown }> } }, key: string) => out.state.units[key]?.data as MechData;

describe('GIVEN the to-hit number', () => {
  test('GIVEN every modifier THEN TN = gunnery + range + movement + heat + sensors + arm crits + other', () => {
    const attacker = template('hunchback');
    const ctx = ctxWith(attacker, []);
    hitSlot(ctx, 'HD', 1);
    hitSlot(ctx, 'RA', 1);
    ctx.mech.heat = 8;
    const weapon = findWeapon(ctx.mech, 'A', 'Medium Laser [RA]');
    const toHit = computeToHit(ctx.mech, template('locust'), weapon, { range: 5, attackerMove: 'walked', targetMove: 5, modifier: 1 });
    expect(toHit.parts).toEqual([
      { value: 4, reason: 'gunnery' },
      { value: 2, reason: 'medium range' },
      { value: 1, reason: 'attacker walked' },
      { value: 2, reason: 'target moved 5 hexes' },
      { value: 1, reason: 'heat 8' },
      { value: 2, reason: 'sensors damaged' },
      { value: 1, reason: 'upper arm actuator' },
      { value: 1, reason: 'other' },
    ]);
    expect(toHit.tn).toBe(14);
  });

  test.each([
    [1, 7],
    [2, 6],
    [3, 5],
    [4, 4],
    [12, 6],
    [13, 8],
    [18, 8],
  ])('GIVEN a PPC (minimum 3, 6/12/18) at range %i THEN TN %i', (range, tn) => {
    const mech = fixtureMech('Marauder MAD-3L');
    expect(computeToHit(mech, template('locust'), findWeapon(mech, 'M', 'PPC'), { range }).tn).toBe(tn);
  });

  test('GIVEN a range beyond long THEN the shot is refused', () => {
    const mech = fixtureMech('Marauder MAD-3L');
    expect(() => computeToHit(mech, template('locust'), findWeapon(mech, 'M', 'PPC'), { range: 19 })).toThrow(
      'PPC reaches 18 hexes at most',
    );
  });

  test('GIVEN a prone, shut-down target at range 1 THEN -2 and -4', () => {
    const target = template('locust');
    target.prone = true;
    target.shutdown = true;
    const mech = template('hunchback');
    expect(computeToHit(mech, target, findWeapon(mech, 'H', 'Small Laser'), { range: 1 }).tn).toBe(-2);
  });

  test('GIVEN two identical weapons in one location THEN they get #1 and #2 labels', () => {
    expect(weaponLabels(template('catapult')).map((w) => w.label)).toEqual([
      'Medium Laser [CT] #1',
      'Medium Laser [CT] #2',
      'Medium Laser [LT]',
      'Medium Laser [RT]',
      'LRM 15 [LA]',
      'LRM 15 [RA]',
    ]);
  });
});

describe('GIVEN /shoot', () => {
  test('GIVEN a medium laser hit on the CT THEN 5 damage, 3 heat on the attacker, the target shown', () => {
    const state = stateOf({ Hunch: template('hunchback'), Bug: template('locust') });
    const out = shoot(state, inputOf({ attacker: 'Hunch', target: 'Bug', weapon: 'Medium Laser [LA]', range: 3 }), fixedRng([4, 4, 3, 4]));
    expect(rolls(out.events)).toEqual(['to-hit:4+4', 'hit location (front):3+4']);
    expect(mechOf(out, 'bug').locations.CT.armor).toBe(5);
    expect(mechOf(out, 'hunch').heatThisTurn).toBe(3);
    expect(out.show).toEqual([{ unit: 'bug', highlight: { locations: ['CT'] } }]);
    expect(out.text.split('\n')[0]).toBe(
      '🎯 **Hunch** fires **Medium Laser [LA]** at **Bug** (front): 🎲 4+4 = **8** vs TN **4** (gunnery 4) → **HIT**',
    );
    expect(state.units.bug?.data).toEqual(template('locust'));
  });

  test('GIVEN a miss THEN no damage but heat and ammunition are spent', () => {
    const state = stateOf({ Hunch: template('hunchback'), Bug: template('locust') });
    const out = shoot(state, inputOf({ attacker: 'Hunch', target: 'Bug', weapon: 'AC/20', tn: 8 }), fixedRng([3, 4]));
    expect(mechOf(out, 'bug')).toEqual(template('locust'));
    const hunch = mechOf(out, 'hunch');
    expect([hunch.heatThisTurn, hunch.equipment.filter((e) => e.ammo).map((e) => e.ammo?.shotsLeft)]).toEqual([7, [4, 5]]);
  });

  test('GIVEN an SRM 6 THEN the cluster roll picks 4 missiles and each rolls its own location', () => {
    const state = stateOf({ Com: template('commando'), Hunch: template('hunchback') });
    const out = shoot(
      state,
      inputOf({ attacker: 'Com', target: 'Hunch', weapon: 'SRM 6', direction: 'left' }),
      fixedRng([5, 5, 3, 3, 3, 4, 4, 4, 5, 5, 6, 6, 6, 6]),
    );
    expect(rolls(out.events)).toEqual([
      'to-hit:5+5',
      'cluster hits (6):3+3',
      'hit location (left):3+4',
      'hit location (left):4+4',
      'hit location (left):5+5',
      'hit location (left):6+6',
      'consciousness (hit 1):6+6',
    ]);
    const h = mechOf(out, 'hunch');
    expect([h.locations.LT.armor, h.locations.CT.armor, h.locations.RA.armor, h.locations.HD.armor, h.pilot.hits]).toEqual([
      18, 24, 14, 7, 1,
    ]);
    expect(mechOf(out, 'com').equipment.find((e) => e.ammo?.ammoType === 'srm6')?.ammo?.shotsLeft).toBe(14);
  });

  test('GIVEN an LRM 15 THEN 12 missiles land as 5 + 5 + 2 point groups', () => {
    const state = stateOf({ Cat: template('catapult'), Hunch: template('hunchback') });
    const out = shoot(
      state,
      inputOf({ attacker: 'Cat', target: 'Hunch', weapon: 'LRM 15 [LA]', range: 10 }),
      fixedRng([6, 6, 5, 5, 3, 4, 3, 4, 3, 4]),
    );
    expect(out.events.filter((e) => e.type === 'bt-damage').map((e) => (e as unknown as { amount: number }).amount)).toEqual([5, 5, 2]);
    expect(mechOf(out, 'hunch').locations.CT.armor).toBe(14);
  });

  test('GIVEN a rear shot on the CT THEN rear armour takes it', () => {
    const state = stateOf({ Hunch: template('hunchback'), Bug: template('locust') });
    const out = shoot(
      state,
      inputOf({ attacker: 'Hunch', target: 'Bug', weapon: 'Small Laser', direction: 'rear' }),
      fixedRng([6, 6, 3, 4, 1, 1]),
    );
    expect([mechOf(out, 'bug').locations.CT.rear, mechOf(out, 'bug').locations.CT.internal]).toEqual([0, 5]);
  });

  const setups: Record<string, (m: MechData) => void> = {
    fired: (m) => {
      (m.equipment.find((e) => e.name === 'AC/20') as { firedTurn?: number }).firedTurn = 1;
    },
    sensors: (m) => {
      for (const s of m.locations.HD.slots) if (s.name === 'Sensors') s.hit = true;
    },
    ammo: (m) => {
      for (const e of m.equipment) if (e.ammo) e.ammo.shotsLeft = 0;
    },
    shutdown: (m) => {
      m.shutdown = true;
    },
  };
  test.each([
    ['fired', 'already fired this turn'],
    ['sensors', 'cannot fire weapons'],
    ['ammo', 'no ammunition left for AC/20'],
    ['shutdown', 'is shut down'],
  ])('GIVEN %s THEN the shot is refused and nothing is rolled', (what, message) => {
    const hunch = template('hunchback');
    setups[what]?.(hunch);
    const state = stateOf({ Hunch: hunch, Bug: template('locust') });
    expect(() => shoot(state, inputOf({ attacker: 'Hunch', target: 'Bug', weapon: 'AC/20' }), fixedRng([]))).toThrow(message);
  });

  test('GIVEN a TN above 12 THEN the shot is refused', () => {
    const state = stateOf({ Hunch: template('hunchback'), Bug: template('locust') });
    expect(() =>
      shoot(state, inputOf({ attacker: 'Hunch', target: 'Bug', weapon: 'AC/20', range: 9, modifier: 5, target_move: 10 }), fixedRng([])),
    ).toThrow('The to-hit number is 17');
  });

  test('GIVEN an unknown weapon THEN the error lists the weapons', () => {
    const state = stateOf({ Hunch: template('hunchback'), Bug: template('locust') });
    expect(() => shoot(state, inputOf({ attacker: 'Hunch', target: 'Bug', weapon: 'Gauss' }), fixedRng([]))).toThrow(
      'Hunch has no weapon `Gauss`. Its weapons: `Small Laser [HD]`, `AC/20 [RT]`, `Medium Laser [LA]`, `Medium Laser [RA]`.',
    );
  });

  test('GIVEN an unknown unit THEN the error names the units here', () => {
    const state = stateOf({ Hunch: template('hunchback') });
    let error: unknown;
    try {
      shoot(state, inputOf({ attacker: 'Hunch', target: 'Ghost', weapon: 'AC/20' }), fixedRng([]));
    } catch (e) {
      error = e;
    }
    expect((error as UserError).identifier).toBe('unknown-unit');
    expect((error as UserError).message).toBe('No BattleTech unit called `Ghost` here. BattleTech units in this channel: `Hunch`.');
  });
});

describe('GIVEN /damage, /crit, /psr and /phase end', () => {
  test('GIVEN /damage to the rear CT THEN rear armour and structure take it', () => {
    const state = stateOf({ Hunch: template('hunchback') });
    const out = damage(state, inputOf({ target: 'Hunch', location: 'center torso', damage: 8, rear: true }), fixedRng([1, 1]));
    expect([mechOf(out, 'hunch').locations.CT.rear, mechOf(out, 'hunch').locations.CT.internal]).toEqual([0, 13]);
    expect(out.text.split('\n')[0]).toBe('🔨 **8 damage** to **Hunch** Center Torso (rear):');
  });

  test('GIVEN /crit on a destroyed location THEN it is refused', () => {
    const hunch = template('hunchback');
    hunch.locations.LA.destroyed = true;
    expect(() => crit(stateOf({ Hunch: hunch }), inputOf({ target: 'Hunch', location: 'LA' }), fixedRng([]))).toThrow(
      "Hunch's Left Arm is already destroyed",
    );
  });

  test('GIVEN /crit THEN the roll and slot are reported and the unit shown', () => {
    const out = crit(stateOf({ Hunch: template('hunchback') }), inputOf({ target: 'Hunch', location: 'CT' }), fixedRng([4, 4, 1, 4]));
    expect(rolls(out.events)).toEqual(['critical check CT:4+4', 'critical slot block CT:1', 'critical slot CT:4']);
    expect(mechOf(out, 'hunch').locations.CT.slots[3]?.hit).toBe(true);
    expect(mechOf(out, 'hunch').pendingPsrs).toEqual([{ reason: 'gyro hit', modifier: 0, automatic: false }]);
  });

  test('GIVEN /psr with a pending PSR THEN it is rolled and cleared', () => {
    const hunch = template('hunchback');
    hunch.pendingPsrs = [{ reason: 'gyro hit', modifier: 0, automatic: false }];
    hunch.locations.CT.slots[3]!.hit = true;
    const out = psr(stateOf({ Hunch: hunch }), inputOf({ unit: 'Hunch' }), fixedRng([4, 4]));
    expect(out.text).toBe('**Hunch** rolls 1 pending PSR:\nPSR (gyro hit): 🎲 4+4 = **8** vs **8** (piloting 5, gyro damaged +3) → passed');
    expect(mechOf(out, 'hunch').pendingPsrs).toEqual([]);
  });

  test('GIVEN /phase end THEN every BattleTech Mech runs its heat phase and the turn advances', () => {
    const hunch = template('hunchback');
    hunch.heatThisTurn = 20;
    const out = phaseEnd(stateOf({ Hunch: hunch, Bug: template('locust') }), inputOf({}), fixedRng([]));
    expect([mechOf(out, 'hunch').heat, mechOf(out, 'hunch').turn, mechOf(out, 'bug').turn]).toEqual([7, 2, 2]);
    expect(out.text.split('\n')).toEqual([
      '🌡️ **Bug** heat 0 + 0 built this turn − 0 (10 sinks) = **0**',
      '🌡️ **Hunch** heat 0 + 20 built this turn − 13 (13 sinks) = **7**',
      'Turn over: next turn is 2.',
    ]);
  });
});

describe('GIVEN a narration longer than a Discord message', () => {
  test('GIVEN 80 lines THEN the reply keeps what fits, says how many lines moved, and attaches the whole text', () => {
    const lines = Array.from({ length: 80 }, (_, i) => `line ${i} ${'x'.repeat(40)}`);
    const { text, files } = fitText([...lines, '☠️ **Bug is destroyed** (centre torso destroyed).']);
    expect(text.length).toBeLessThanOrEqual(MAX_REPLY_TEXT);
    expect(text.split('\n').at(-2)).toMatch(/^… \d+ more lines in `narration.txt`\.$/);
    expect(text.split('\n').at(-1)).toBe('☠️ **Bug is destroyed** (centre torso destroyed).');
    expect(files?.[0]?.data.toString('utf8').split('\n').length).toBe(82);
  });

  test('GIVEN a short narration THEN no file', () => {
    expect(fitText(['a', 'b'])).toEqual({ text: 'a\nb' });
  });
});

describe('GIVEN one Mech with an Ultra AC/5, an LB 10-X and a Streak SRM 2 (the ENF-5D refitted)', () => {
  const enforcer = () => importMech('Volley Enforcer.mtf', fixtureText('Volley Enforcer')).data;

  test('WHEN one /shoot fires all three in their modes THEN each rolls its own dice: 2 Ultra shots, 6 pellets, 2 Streak missiles', () => {
    const state = stateOf({ Enforcer: enforcer(), Atlas: template('atlas') });
    const dice = [5, 5, 4, 4, 3, 4, 3, 4, 4, 4, 3, 4, ...Array.from({ length: 6 }, () => [3, 4]).flat(), 4, 4, 3, 4, 3, 4];
    const rng = fixedRng(dice);
    const out = shoot(
      state,
      inputOf({ attacker: 'Enforcer', target: 'Atlas', weapon: 'Ultra AC/5:ultra, LB 10-X AC:cluster, Streak SRM 2', range: 3 }),
      rng,
    );
    expect(rng.remaining).toBe(0);
    expect(rolls(out.events)).toEqual([
      'to-hit:5+5',
      'cluster hits (2 shots):4+4',
      'hit location (front):3+4',
      'hit location (front):3+4',
      'to-hit:4+4',
      'cluster hits (10):3+4',
      ...Array.from({ length: 6 }, () => 'hit location (front):3+4'),
      'to-hit:4+4',
      'hit location (front):3+4',
      'hit location (front):3+4',
    ]);
    const hits = out.events.filter((e) => e.type === 'bt-damage').map((e) => (e as unknown as { amount: number }).amount);
    expect(hits).toEqual([5, 5, 1, 1, 1, 1, 1, 1, 2, 2]);
    expect(out.text).toContain('(2 shots)');
    expect(out.text).toContain('(cluster)');
    expect(out.text).toContain('Streak: all 2 missiles hit');
    const after = mechOf(out, 'enforcer');
    expect(after.heatThisTurn).toBe(6);
    expect(out.text).toContain('Volley heat: **+6**');
    const shots = (key: string) => after.equipment.find((e) => e.key === key)?.ammo?.shotsLeft;
    expect([shots('uac5-ammo'), shots('lbx10-cluster-ammo'), shots('streak-srm2-ammo')]).toEqual([18, 9, 49]);
  });
});

describe('GIVEN weapon numbers from the sheet in /shoot weapon:', () => {
  test('WHEN a run and a single number are given THEN they name the weapons in the table order, each keeping its :mode', () => {
    const m = template('hunchback');
    expect(readVolley(m, 'Hunch', '2-3, 4', undefined).map((v) => `${v.weapon.name} [${v.weapon.locations[0]}]`)).toEqual([
      'AC/20 [RT]',
      'Medium Laser [LA]',
      'Medium Laser [RA]',
    ]);
    const e = importMech('Volley Enforcer.mtf', fixtureText('Volley Enforcer')).data;
    expect(readVolley(e, 'Enforcer', '1, 2:ultra, 3:cluster', undefined).map((v) => [v.weapon.name, v.mode])).toEqual([
      ['Streak SRM 2', { shots: 1, cluster: false }],
      ['Ultra AC/5', { shots: 2, cluster: false }],
      ['LB 10-X AC', { shots: 1, cluster: true }],
    ]);
  });

  test('WHEN a number is past the last weapon THEN the refusal says how many there are', () => {
    expect(() => readVolley(template('hunchback'), 'Hunch', '3-9', undefined)).toThrow(
      "Hunch has weapons 1 to 4 (the sheet's weapons table numbers them); `3-9` is not among them.",
    );
  });
});
