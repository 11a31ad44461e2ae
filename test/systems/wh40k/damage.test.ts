// Every damage-table row applied as state, the modifiers, the skimmer crash, the stacking rules and the destroyed variants.
import { describe, expect, test } from 'vitest';
import { fixedRng } from '../../../src/dice/rng.js';
import { DEFAULT_CONFIG } from '../../../src/systems/wh40k/config.js';
import { THIRD_EDITION } from '../../../src/systems/wh40k/tables.js';
import { resolveVolley } from '../../../src/systems/wh40k/volley.js';
import { INTACT, SPEC, summary, TURN, vehicle, volley } from './helpers.js';

const RUSS_CHOICE = { choices: ['Hull lascannon'] };

describe('every row of the seed tables, applied as state', () => {
  // [table, ordnance, D6, extra dice (slew, blast), expected change from intact]
  test.each([
    ['glancing', false, 1, [], { shaken: TURN }],
    ['glancing', false, 2, [], { shaken: TURN }],
    ['glancing', false, 3, [], { stunned: TURN }],
    ['glancing', false, 4, [], { immobilised: true }],
    ['glancing', false, 5, [], { lost: ['Hull lascannon'] }],
    ['glancing', false, 6, [], { destroyed: 'wreck' }],
    ['penetrating', false, 1, [], { stunned: TURN }],
    ['penetrating', false, 2, [], { immobilised: true }],
    ['penetrating', false, 3, [], { lost: ['Hull lascannon'] }],
    ['penetrating', false, 4, [], { destroyed: 'wreck' }],
    ['penetrating', false, 5, [3, 4, 9], { destroyed: 'slewed' }],
    ['penetrating', false, 6, [5], { destroyed: 'exploded' }],
    ['penetrating', true, 1, [], { stunned: TURN }],
    ['penetrating', true, 2, [], { immobilised: true }],
    ['penetrating', true, 3, [], { lost: ['Hull lascannon'] }],
    ['penetrating', true, 4, [2], { destroyed: 'flipped' }],
    ['penetrating', true, 5, [2], { destroyed: 'exploded' }],
    ['penetrating', true, 6, [], { destroyed: 'annihilated' }],
  ] as const)(
    'GIVEN a %s hit (ordnance %s) and a damage roll of %i THEN the Leman Russ state changes as the row says',
    (table, ordnance, roll, extra, change) => {
      const result = volley(vehicle('leman-russ'), { table, ordnance, ...RUSS_CHOICE }, [roll, ...extra]);
      expect(summary(result.vehicle)).toEqual({ ...INTACT, ...change });
    },
  );

  test('GIVEN a penetrating 5 with the scatter die showing an arrow THEN the wreck slews D6" towards a D12 clock direction', () => {
    const result = volley(vehicle('rhino'), {}, [5, 4, 3, 9]);
    expect(result.vehicle.status.destroyed).toMatchObject({ kind: 'slewed', distance: 3, direction: 9, radius: null });
    expect(result.text).toContain('slews **3"** towards **9 o’clock**');
    expect(result.events.filter((e) => e.type === 'roll').map((e) => ('label' in e ? e.label : ''))).toEqual([
      'damage roll (penetrating table)',
      'scatter die (1–2 HIT, 3–6 arrow)',
      'slew distance (D6")',
      "slew direction (D12 o’clock, 12 = the vehicle's front)",
    ]);
  });

  test.each([1, 2])('GIVEN a slew and a scatter die of %i (HIT) THEN the wreck flips and no distance is rolled', (scatter) => {
    const result = volley(vehicle('rhino'), {}, [5, scatter]);
    expect(result.vehicle.status.destroyed).toMatchObject({ kind: 'flipped', distance: null, direction: null });
    expect(result.text).toContain('**HIT** – the wreck **flips**');
  });

  test('GIVEN fuel and ammo detonate with models:4 THEN a D6" radius is rolled and each model is wounded on 4+', () => {
    const result = volley(vehicle('rhino'), { models: 4 }, [6, 5, 4, 3, 6, 1]);
    expect(result.vehicle.status.destroyed).toMatchObject({ kind: 'exploded', radius: 5 });
    expect(result.text).toContain('models within **5"**');
    expect(result.text).toContain('[4, 3, 6, 1] → **2 wounds**');
    expect(result.events.at(-1)).toEqual({
      type: 'wh40k-destroyed',
      kind: 'exploded',
      radius: 5,
      distance: null,
      direction: null,
      wounds: 2,
    });
  });

  test('GIVEN an annihilation with models:2 THEN the radius is 6" without a roll, the model is removed, wounds on 4+', () => {
    const result = volley(vehicle('rhino'), { ordnance: true, models: 2 }, [6, 4, 3]);
    expect(result.vehicle.status.destroyed).toMatchObject({ kind: 'annihilated', radius: 6 });
    expect(result.text).toContain('remove the model');
    expect(result.text).toContain('[4, 3] → **1 wound**');
  });

  test('GIVEN an explosion and no models option THEN the reply says how to roll the wounds', () => {
    expect(volley(vehicle('rhino'), {}, [6, 2]).text).toContain('Give `models:N` to roll the 4+ wound');
  });

  test('GIVEN models:3 and a result that does not explode THEN the reply says models was ignored', () => {
    expect(volley(vehicle('rhino'), { models: 3 }, [1]).text).toContain('`models:3` ignored: nothing exploded.');
  });
});

describe('modifiers', () => {
  test.each([
    ['glancing', 5, 'wreck'],
    ['glancing', 6, 'wreck'],
    ['glancing', 3, null],
    ['penetrating', 1, null],
  ] as const)(
    'GIVEN an open-topped Trukk, a %s hit and a roll of %i THEN +1 applies, capped at 6 (destroyed: %s)',
    (table, roll, destroyed) => {
      const result = volley(vehicle('trukk'), { table }, [roll]);
      expect(result.vehicle.status.destroyed?.kind ?? null).toBe(destroyed);
      expect(result.text).toContain(`D6 [${roll}] +1 open-topped = ${Math.min(6, roll + 1)}`);
    },
  );

  test('GIVEN an open-topped target and a roll of 6 THEN the reply says the 7 was capped to 6', () => {
    expect(volley(vehicle('trukk'), { table: 'glancing' }, [6]).text).toContain('(7, capped to 6)');
  });

  test('GIVEN a Trukk, glancing 2 + 1 = 3 THEN it is stunned rather than shaken', () => {
    expect(summary(volley(vehicle('trukk'), { table: 'glancing' }, [2]).vehicle)).toEqual({ ...INTACT, stunned: TURN });
  });

  test.each([
    ['obscured', { obscured: true }, 'obscured'],
    ['hull-down', { hullDown: true }, 'hull-down'],
    ['a skimmer that moved 12"', { skimmer: true, moved: 12 }, 'skimmer moved 12"'],
  ])('GIVEN a penetrating roll against %s THEN the hit is downgraded and rolls on the glancing table', (_name, conditions, why) => {
    // S8 + 6 = 14 beats AV12; downgraded, a glancing 6 destroys (a penetrating 6 would explode and roll a radius).
    const result = volley(vehicle('falcon'), { table: null, conditions: { ...SPEC.conditions, ...conditions } }, [6, 6]);
    expect(result.text).toContain(`penetrating, **downgraded to glancing** (${why})`);
    expect(result.text).toContain('Damage (glancing table)');
    expect(result.vehicle.status.destroyed?.kind).toBe('wreck');
    expect(result.tally).toEqual({ none: 0, glancing: 1, penetrating: 0 });
  });

  test('GIVEN a skimmer that moved exactly 6" THEN a penetrating hit stays penetrating', () => {
    const result = volley(vehicle('falcon'), { table: null, conditions: { ...SPEC.conditions, skimmer: true, moved: 6 } }, [6, 1]);
    expect(result.tally.penetrating).toBe(1);
    expect(summary(result.vehicle)).toEqual({ ...INTACT, stunned: TURN });
  });

  test('GIVEN a direct penetrating table roll on an obscured target THEN it counts as glancing too', () => {
    const result = volley(vehicle('rhino'), { table: 'penetrating', conditions: { ...SPEC.conditions, obscured: true } }, [1]);
    expect(result.text).toContain('penetrating hit → penetrating, **downgraded to glancing** (obscured)');
    expect(summary(result.vehicle)).toEqual({ ...INTACT, shaken: TURN });
  });

  test('GIVEN an ordnance hit that only equals the armour THEN it glances and uses the glancing table', () => {
    // S8 + max(1, 4) = 12 = AV12.
    const result = volley(vehicle('falcon'), { table: null, ordnance: true }, [1, 4, 6]);
    expect(result.text).toContain('S8 + 2D6 keep highest [1, 4] → 4 = 12 vs AV12 (front) → **glancing**');
    expect(result.vehicle.status.destroyed?.kind).toBe('wreck');
  });

  test('GIVEN a hit that falls short THEN nothing changes and no damage die is rolled', () => {
    const result = volley(vehicle('land-raider'), { table: null }, [5]);
    expect(summary(result.vehicle)).toEqual(INTACT);
    expect(result.text).toContain('S8 + D6 [5] = 13 vs AV14 (front) → **no effect**');
    expect(result.vehicle.lastResults).toEqual(['test: no effect']);
  });
});

describe('skimmers', () => {
  test.each([
    ['glancing', 4],
    ['penetrating', 2],
  ] as const)('GIVEN a Falcon and a %s roll of %i (immobilised) THEN it crashes and is destroyed', (table, roll) => {
    const result = volley(vehicle('falcon'), { table }, [roll]);
    expect(summary(result.vehicle)).toEqual({ ...INTACT, immobilised: true, destroyed: 'wreck' });
    expect(result.vehicle.status.destroyed?.cause).toBe('Immobilised: the skimmer crashes');
    expect(result.text).toContain('crashes and is destroyed');
  });

  test('GIVEN an open-topped Land Speeder and glancing 3 + 1 = 4 THEN it crashes', () => {
    expect(summary(volley(vehicle('land-speeder'), { table: 'glancing' }, [3]).vehicle).destroyed).toBe('wreck');
  });

  test('GIVEN a crashed skimmer that then rolls fuel and ammo detonate THEN the explosion is more severe and stands', () => {
    const result = volley(vehicle('falcon'), { hits: 2 }, [2, 6, 4]);
    expect(result.vehicle.status.destroyed).toMatchObject({ kind: 'exploded', radius: 4 });
  });
});

describe('stacking', () => {
  const shaken = (since: number) => vehicle('rhino', { status: { shaken: { since }, stunned: null, immobilised: false, destroyed: null } });
  const stunned = (since: number) =>
    vehicle('rhino', { status: { shaken: null, stunned: { since }, immobilised: false, destroyed: null } });

  test('GIVEN a shaken vehicle THEN a stunned result overrides the shaken one', () => {
    const result = volley(shaken(TURN), { table: 'penetrating' }, [1]);
    expect(summary(result.vehicle)).toEqual({ ...INTACT, stunned: TURN });
    expect(result.text).toContain('(overrides shaken)');
  });

  test('GIVEN a vehicle stunned this turn THEN a shaken result has no further effect and says why', () => {
    const result = volley(stunned(TURN), { table: 'glancing' }, [1]);
    expect(summary(result.vehicle)).toEqual({ ...INTACT, stunned: TURN });
    expect(result.text).toContain('no further effect: the crew is already stunned (stunned overrides shaken)');
  });

  test('GIVEN a vehicle stunned in an earlier turn THEN a new shaken result is kept, since it lasts longer', () => {
    expect(summary(volley(stunned(TURN - 1), { table: 'glancing' }, [2]).vehicle)).toEqual({ ...INTACT, stunned: TURN - 1, shaken: TURN });
  });

  test('GIVEN two shaken results in one volley THEN the second has no further effect', () => {
    const result = volley(vehicle('rhino'), { table: 'glancing', hits: 2 }, [1, 2]);
    expect(result.text).toContain('no further effect: the crew is already shaken');
  });

  test('GIVEN an immobilised vehicle THEN a second immobilised result has no further effect (default) and says so', () => {
    const result = volley(vehicle('rhino'), { hits: 2 }, [2, 2]);
    expect(summary(result.vehicle)).toEqual({ ...INTACT, immobilised: true });
    expect(result.text).toContain('no further effect: the vehicle is already immobilised');
    expect(result.events.filter((e) => e.type === 'wh40k-effect').map((e) => ('outcome' in e ? e.outcome : ''))).toEqual([
      'applied',
      'no-further-effect',
    ]);
  });

  test('GIVEN immobilised_again:armament THEN a second immobilised result destroys a weapon instead', () => {
    const result = volley(vehicle('rhino'), { hits: 2 }, [2, 2], { immobilised_again: 'armament' });
    expect(summary(result.vehicle)).toEqual({ ...INTACT, immobilised: true, lost: ['Storm bolter'] });
    expect(result.text).toContain('already immobilised, so (channel option) armament destroyed instead');
  });

  test('GIVEN immobilised_again:wreck THEN a second immobilised result destroys the vehicle', () => {
    const result = volley(vehicle('rhino'), { hits: 2 }, [2, 2], { immobilised_again: 'wreck' });
    expect(summary(result.vehicle)).toEqual({ ...INTACT, immobilised: true, destroyed: 'wreck' });
  });

  test('GIVEN a vehicle with no weapon left THEN armament destroyed has no further effect (default) and says so', () => {
    const result = volley(vehicle('rhino'), { hits: 2 }, [3, 3]);
    expect(summary(result.vehicle)).toEqual({ ...INTACT, lost: ['Storm bolter'] });
    expect(result.text).toContain('Storm bolter is destroyed (the only weapon left)');
    expect(result.text).toContain('no further effect: the vehicle has no weapon left to destroy');
  });

  test.each([
    ['immobilised', { immobilised: true }],
    ['wreck', { destroyed: 'wreck' }],
  ] as const)('GIVEN no_weapons_left:%s THEN armament destroyed with no weapon left becomes that result', (option, change) => {
    const result = volley(vehicle('rhino'), { hits: 2 }, [3, 3], { no_weapons_left: option });
    expect(summary(result.vehicle)).toEqual({ ...INTACT, lost: ['Storm bolter'], ...change });
  });

  test('GIVEN no_weapons_left:immobilised and immobilised_again:armament on an immobilised, unarmed vehicle THEN the conversion stops after one step', () => {
    const result = volley(vehicle('rhino'), { hits: 3 }, [2, 3, 3], { no_weapons_left: 'immobilised', immobilised_again: 'armament' });
    expect(summary(result.vehicle)).toEqual({ ...INTACT, immobilised: true, lost: ['Storm bolter'] });
    expect(result.text).toContain('no further effect: the vehicle is already immobilised');
  });

  test('GIVEN a wreck then fuel and ammo detonate in one volley THEN the most severe stands and only its dice are rolled', () => {
    const result = volley(vehicle('rhino'), { hits: 2 }, [4, 6, 3]);
    expect(result.vehicle.status.destroyed).toMatchObject({ kind: 'exploded', radius: 3 });
    expect(result.text).toContain('more severe than the earlier destroyed result, so it stands');
  });

  test('GIVEN fuel and ammo detonate then a wreck THEN the explosion stands', () => {
    const result = volley(vehicle('rhino'), { hits: 2 }, [6, 4, 2]);
    expect(result.vehicle.status.destroyed?.kind).toBe('exploded');
    expect(result.text).toContain('no further effect: the vehicle is already destroyed by a result at least as severe');
  });

  test('GIVEN destroyed_stacking:first THEN the first destroyed result stands', () => {
    const result = volley(vehicle('rhino'), { hits: 2 }, [4, 6], { destroyed_stacking: 'first' });
    expect(result.vehicle.status.destroyed?.kind).toBe('wreck');
    expect(result.text).toContain('the first destroyed result stands (channel option)');
  });

  test('GIVEN a wreck flipped in an earlier volley THEN neither a slew nor an annihilation changes it (a wreck is terrain)', () => {
    const flipped = vehicle('rhino', {
      status: {
        shaken: null,
        stunned: null,
        immobilised: false,
        destroyed: { kind: 'flipped', cause: 'x', distance: null, direction: null, radius: null },
      },
    });
    expect(volley(flipped, {}, [5]).vehicle.status.destroyed?.kind).toBe('flipped');
    const later = volley(flipped, { ordnance: true }, [6]);
    expect(later.vehicle.status.destroyed?.kind).toBe('flipped');
    expect(later.text).toContain('no further effect: the vehicle is already destroyed');
  });

  test.each([
    ['glancing', 1],
    ['glancing', 3],
    ['glancing', 4],
    ['glancing', 5],
  ] as const)('GIVEN a destroyed vehicle and a %s roll of %i THEN it has no further effect', (table, roll) => {
    const result = volley(vehicle('rhino'), { hits: 2, table }, [6, roll]);
    expect(summary(result.vehicle)).toEqual({ ...INTACT, destroyed: 'wreck' });
    expect(result.text).toContain('no further effect: the vehicle is already destroyed');
  });
});

describe("armament destroyed: the attacker's choice", () => {
  test('GIVEN choose names two weapons THEN each armament result takes the next one, and says it was chosen', () => {
    const result = volley(vehicle('leman-russ'), { hits: 2, choices: ['Battle cannon', 'hull lascannon'] }, [3, 3]);
    expect(summary(result.vehicle).lost).toEqual(['Battle cannon', 'Hull lascannon']);
    expect(result.text).toContain("Battle cannon is destroyed (attacker's choice)");
  });

  test('GIVEN no choice THEN nothing is rolled for the weapon and the volley leaves it to the attacker', () => {
    const result = volley(vehicle('leman-russ'), {}, [3]);
    expect(summary(result.vehicle).lost).toEqual([]);
    expect(result.asks).toBe(1);
    expect(result.text).toContain(
      '**Armament destroyed** – one of its weapons, chosen by the attacker: choose it below once the volley is done.',
    );
    expect(result.events.filter((e) => e.type === 'roll')).toHaveLength(1);
  });

  test('GIVEN two open choices and two weapons left THEN a third armament result finds none free', () => {
    const russ = vehicle('leman-russ');
    const two = { ...russ, weapons: russ.weapons.map((w, i) => (i < 2 ? { ...w, destroyed: true } : w)) };
    const result = volley(two, { hits: 3 }, [3, 3, 3]);
    expect(result.asks).toBe(2);
    expect(result.text).toContain('no further effect: every weapon left is already taken by an earlier result');
  });

  test('GIVEN an open choice and then a destroyed result THEN the choice is dropped', () => {
    const result = volley(vehicle('leman-russ'), { hits: 2 }, [3, 4]);
    expect(result.asks).toBe(0);
    expect(result.text).toContain('The vehicle is destroyed, so no weapon needs choosing.');
  });

  test('GIVEN choose:random THEN that result is left to chance', () => {
    const result = volley(vehicle('leman-russ'), { hits: 2, choices: ['random', 'Battle cannon'] }, [3, 4, 3]);
    expect(summary(result.vehicle).lost).toEqual(['Battle cannon', 'Heavy bolter (right sponson)']);
  });

  test('GIVEN the chosen weapon was already destroyed THEN the attacker is asked instead', () => {
    const russ = vehicle('leman-russ');
    const damaged = { ...russ, weapons: russ.weapons.map((w, i) => (i === 0 ? { ...w, destroyed: true } : w)) };
    const result = volley(damaged, { choices: ['Battle cannon'] }, [3]);
    expect(summary(result.vehicle).lost).toEqual(['Battle cannon']);
    expect(result.asks).toBe(1);
  });
});

describe('labels', () => {
  test('GIVEN an ordnance hit THEN the card line says Ordnance, not Pen', () => {
    const result = volley(vehicle('rhino'), { table: 'penetrating', ordnance: true }, [6]);
    expect(result.vehicle.lastResults).toEqual(['Ordnance 6: Vehicle annihilated', 'ANNIHILATED: model removed']);
  });

  test('GIVEN the console user "you" controls the vehicle THEN the text says "your next turn"', () => {
    const out = resolveVolley(
      vehicle('rhino'),
      { ...SPEC, table: 'glancing' },
      { config: DEFAULT_CONFIG, edition: THIRD_EDITION, turn: TURN, controller: 'you' },
      fixedRng([1]),
    );
    expect(out.lines.join('\n')).toContain('may not shoot until the end of your next turn');
  });
});

describe('transports', () => {
  test('GIVEN a destroyed Rhino carrying a squad THEN the reply lists the embarked unit', () => {
    const rhino = vehicle('rhino', { transport: { capacity: 10, embarked: [{ name: 'Tactical Squad', models: 10 }] } });
    const result = volley(rhino, {}, [4]);
    expect(result.text).toContain(
      "Embarked: Tactical Squad (10) – still aboard the wreck. Next: resolve their fate by your edition's passenger rules, then get the survivors out with `/vehicle disembark` (a destroyed vehicle always lets them out).",
    );
    expect(result.vehicle.transport?.embarked).toEqual([{ name: 'Tactical Squad', models: 10 }]);
  });
});

describe('the card lines', () => {
  test('GIVEN more results than the card keeps THEN only the newest six remain', () => {
    const result = volley(vehicle('land-raider'), { hits: 8, table: 'glancing' }, [1, 1, 1, 1, 1, 1, 1, 1]);
    expect(result.vehicle.lastResults).toHaveLength(6);
    expect(result.vehicle.lastResults[0]).toBe('Glance 1: Crew shaken: no further effect');
  });
});
