// /shoot, /crit and /pen as pure actions: the options they read, what they refuse, the exact dice and text they produce.
import { describe, expect, test } from 'vitest';
import { fixedRng } from '../../../src/dice/rng.js';
import { UserError } from '../../../src/errors.js';
import type { RollEvent } from '../../../src/systems/types.js';
import { crit, pen, setVehicle, shoot } from '../../../src/systems/wh40k/actions.js';
import type { VehicleUnit } from '../../../src/systems/wh40k/vehicle.js';
import { INTACT, input, state, summary, unit, vehicle } from './helpers.js';

const channel = () =>
  state({
    russ: unit('Russ', vehicle('leman-russ'), 'alice'),
    raider: unit('Raider', vehicle('land-raider'), 'bob'),
    falcon: unit('Falcon', vehicle('falcon', { movement: { inches: 12, since: 0 } }), 'bob'),
    speeder: unit('Speeder', vehicle('land-speeder'), 'bob'),
  });

const shot = { attacker: 'Russ', target: 'Raider', weapon: 'Battle cannon', direction: 'rear' };

function rolls(events: readonly { type: string }[]): number[][] {
  return events.filter((e): e is RollEvent => e.type === 'roll').map((e) => [...e.dice]);
}

describe('/shoot at what it cannot hurt, or at a wreck', () => {
  test('GIVEN 20 heavy bolter hits (S5) on the Land Raider (AV14) THEN the reply says it cannot hurt and rolls nothing', () => {
    const out = shoot(channel(), input({ ...shot, weapon: 'Heavy bolter (left sponson)', direction: 'front', hits: 20 }), fixedRng([]));
    expect(out.text).toBe(
      [
        '🎯 **Russ** fires **Heavy bolter (left sponson)** (S5 AP4) at **Raider**, front armour AV14, 20 hits:',
        'S5 cannot hurt AV14: the best roll makes 11, short of 14, so no hit can glance or penetrate. Nothing is rolled.',
      ].join('\n'),
    );
    expect(out.events).toEqual([]);
  });

  test('GIVEN a wreck THEN /shoot and /crit refuse it and say why', () => {
    const s = channel();
    const raider = s.units.raider as VehicleUnit;
    const wreck = { kind: 'exploded' as const, cause: 'x', distance: null, direction: null, radius: 3 };
    const wrecked = {
      ...s,
      units: { ...s.units, raider: { ...raider, data: { ...raider.data, status: { ...raider.data.status, destroyed: wreck } } } },
    };
    const why = '`Raider` is already destroyed (exploded); its wreck is terrain now, not a target, so no later shot can change it.';
    expect(() => shoot(wrecked, input(shot), fixedRng([]))).toThrow(new UserError('rule', why));
    expect(() => crit(wrecked, input({ target: 'Raider', table: 'penetrating' }), fixedRng([]))).toThrow(new UserError('rule', why));
  });
});

describe('/shoot', () => {
  test("GIVEN the Russ fires its battle cannon at the Land Raider's rear THEN the exact dice and result come back", () => {
    const out = shoot(channel(), input(shot), fixedRng([3, 6, 2]));
    expect(out.text).toBe(
      [
        '🎯 **Russ** fires **Battle cannon** (S8 AP3 ordnance) at **Raider**, rear armour AV14:',
        '**Hit** · S8 + 2D6 keep highest [3, 6] → 6 = 14 vs AV14 (rear) → **glancing**',
        "  Damage (glancing table) D6 [2] → **Crew shaken** – may not shoot until the end of bob's next turn; it can still move and troops may disembark.",
      ].join('\n'),
    );
    expect(rolls(out.events)).toEqual([[3, 6], [2]]);
    expect(summary((out.state.units.raider as VehicleUnit).data)).toEqual({ ...INTACT, shaken: 0 });
    expect(out.show).toEqual([{ unit: 'raider', highlight: { facing: 'rear' } }]);
  });

  test('GIVEN hits:3 THEN three penetration rolls are made, each resolved in order', () => {
    const out = shoot(channel(), input({ ...shot, weapon: 'Hull lascannon', hits: 3 }), fixedRng([1, 5, 2, 6, 1]));
    expect(rolls(out.events)).toEqual([[1], [5], [2], [6], [1]]);
    expect(out.text).toContain('**Hit 1/3** · S9 + D6 [1] = 10 vs AV14 (rear) → **no effect**');
    expect(out.text).toContain('**Hit 2/3** · S9 + D6 [5] = 14 vs AV14 (rear) → **glancing**');
    expect(out.text).toContain('**Hit 3/3** · S9 + D6 [6] = 15 vs AV14 (rear) → **penetrating**');
    expect(summary((out.state.units.raider as VehicleUnit).data)).toEqual({ ...INTACT, stunned: 0 });
  });

  test('GIVEN the Falcon moved 12" in its state THEN a penetrating hit is downgraded; moved:0 on the shot overrides it', () => {
    const downgraded = shoot(
      channel(),
      input({ ...shot, weapon: 'Hull lascannon', target: 'Falcon', direction: 'front' }),
      fixedRng([6, 1]),
    );
    expect(downgraded.text).toContain('downgraded to glancing** (skimmer moved 12")');
    const overridden = shoot(
      channel(),
      input({ ...shot, weapon: 'Hull lascannon', target: 'Falcon', direction: 'front', moved: 0 }),
      fixedRng([6, 1]),
    );
    expect(overridden.text).toContain('→ **penetrating**');
  });

  test.each([
    ['obscured', { obscured: true }],
    ['hull_down', { hull_down: true }],
  ])('GIVEN %s:true on the shot THEN a penetrating hit is downgraded', (_name, extra) => {
    expect(shoot(channel(), input({ ...shot, weapon: 'Hull lascannon', direction: 'front', ...extra }), fixedRng([6, 1])).text).toContain(
      'downgraded',
    );
  });

  test('GIVEN choose:"Twin-linked lascannon (left)" THEN an armament result destroys that weapon', () => {
    const out = shoot(channel(), input({ ...shot, weapon: 'Hull lascannon', choose: 'twin-linked lascannon (left)' }), fixedRng([6, 3]));
    expect(summary((out.state.units.raider as VehicleUnit).data).lost).toEqual(['Twin-linked lascannon (left)']);
  });

  test('GIVEN an explosion and models:3 THEN the wound dice are rolled', () => {
    const out = shoot(channel(), input({ ...shot, weapon: 'Hull lascannon', models: 3 }), fixedRng([6, 6, 2, 4, 5, 1]));
    expect(rolls(out.events)).toEqual([[6], [6], [2], [4, 5, 1]]);
    expect(out.text).toContain('**2 wounds**');
  });

  test('GIVEN 20 hits THEN the reply switches to one line per hit and still fits in a Discord message', () => {
    // Twenty glancing hits (S9 + 5 = 14 = AV14), each a shaken result.
    const dice = Array.from({ length: 20 }, () => [5, 1]).flat();
    const out = shoot(channel(), input({ ...shot, weapon: 'Hull lascannon', hits: 20 }), fixedRng(dice));
    expect(out.text.length).toBeLessThanOrEqual(1800);
    expect(out.text).toContain('**1.** [5] = 14 → glancing; D6 [1]: Crew shaken');
    expect(out.text).toContain('**20.** [5] = 14 → glancing; D6 [1]: Crew shaken: no further effect');
  });

  test('GIVEN the input state THEN the action does not mutate it', () => {
    const before = channel();
    const frozen = JSON.stringify(before);
    shoot(before, input(shot), fixedRng([6, 6, 4]));
    expect(JSON.stringify(before)).toBe(frozen);
  });

  const refused: ReadonlyArray<readonly [string, Record<string, string | number | boolean>, string, RegExp]> = [
    ['an unknown target', { ...shot, target: 'Nobody' }, 'unknown-unit', /No unit called `Nobody` here\. Units in this channel: `Russ`/],
    ['an unknown weapon', { ...shot, weapon: 'Plasma' }, 'unknown-weapon', /no weapon called `Plasma`\. Its weapons: `Battle cannon`/],
    [
      'no direction',
      { attacker: 'Russ', target: 'Raider', weapon: 'Battle cannon' },
      'option',
      /Which armour is hit\? Add `direction:front`/,
    ],
    ['a bad direction', { ...shot, direction: 'top' }, 'option', /must be one of `front`, `side`, `rear`/],
    ['hits:0', { ...shot, hits: 0 }, 'bounds', /`hits` must be from 1 to 20/],
    ['hits:21', { ...shot, hits: 21 }, 'bounds', /`hits` must be from 1 to 20/],
    [
      'a choose naming no weapon of the target',
      { ...shot, choose: 'Battle cannon' },
      'unknown-weapon',
      /`Raider` has no weapon called `Battle cannon` for `choose`/,
    ],
    ['the attacker as its own target', { ...shot, target: 'Russ' }, 'option', /cannot shoot at itself/],
  ];
  test.each(refused)('GIVEN %s THEN a UserError %s explains it', (_name, options, id, message) => {
    const attempt = () => shoot(channel(), input(options), fixedRng([]));
    expect(attempt).toThrow(UserError);
    expect(attempt).toThrow(message);
    try {
      attempt();
    } catch (error) {
      expect((error as UserError).identifier).toBe(id);
    }
  });

  test('GIVEN a destroyed weapon, a destroyed attacker or an annihilated target THEN the shot is refused', () => {
    const s = channel();
    const russ = s.units.russ as VehicleUnit;
    const noCannon = {
      ...russ,
      data: { ...russ.data, weapons: russ.data.weapons.map((w, i) => (i === 0 ? { ...w, destroyed: true } : w)) },
    };
    expect(() => shoot({ ...s, units: { ...s.units, russ: noCannon } }, input(shot), fixedRng([]))).toThrow(
      /Battle cannon has been destroyed/,
    );
    const gone = { kind: 'annihilated' as const, cause: 'x', distance: null, direction: null, radius: 6 };
    const deadRuss = { ...russ, data: { ...russ.data, status: { ...russ.data.status, destroyed: { ...gone, kind: 'wreck' as const } } } };
    expect(() => shoot({ ...s, units: { ...s.units, russ: deadRuss } }, input(shot), fixedRng([]))).toThrow(
      /is destroyed and cannot shoot/,
    );
    const raider = s.units.raider as VehicleUnit;
    const crater = { ...raider, data: { ...raider.data, status: { ...raider.data.status, destroyed: gone } } };
    expect(() => shoot({ ...s, units: { ...s.units, raider: crater } }, input(shot), fixedRng([]))).toThrow(
      /annihilated and removed from play/,
    );
  });
});

describe('/crit', () => {
  test('GIVEN table:penetrating hits:2 THEN two damage rolls are made on that table without penetration', () => {
    const out = crit(
      channel(),
      input({ target: 'Raider', table: 'penetrating', hits: 2, choose: 'Twin-linked heavy bolter' }),
      fixedRng([3, 2]),
    );
    expect(rolls(out.events)).toEqual([[3], [2]]);
    expect(summary((out.state.units.raider as VehicleUnit).data)).toEqual({
      ...INTACT,
      immobilised: true,
      lost: ['Twin-linked heavy bolter'],
    });
  });

  test('GIVEN strength:10 ordnance:true direction:side THEN it rolls penetration like a shot from outside the channel', () => {
    const out = crit(channel(), input({ target: 'Speeder', strength: 10, ordnance: true, direction: 'side' }), fixedRng([1, 1, 5]));
    // S10 + 1 = 11 > AV10: ordnance table 5 + 1 open-topped = 6: annihilated.
    expect(out.text).toContain('S10 + 2D6 keep highest [1, 1] → 1 = 11 vs AV10 (side) → **penetrating**');
    expect((out.state.units.speeder as VehicleUnit).data.status.destroyed?.kind).toBe('annihilated');
  });

  test.each([
    [{ target: 'Raider' }, /Give `strength`/],
    [{ target: 'Raider', strength: 8, table: 'glancing' }, /not both/],
    [{ target: 'Raider', strength: 8 }, /Which armour is hit/],
    [{ target: 'Raider', table: 'burning' }, /must be one of `glancing`, `penetrating`, `ordnance`/],
  ])('GIVEN %j THEN a UserError explains what to give', (options, message) => {
    expect(() => crit(channel(), input(options), fixedRng([]))).toThrow(message);
  });
});

describe('/crit table:ordnance', () => {
  test('GIVEN table:ordnance THEN it is a penetrating hit rolled on the ordnance table', () => {
    const out = crit(channel(), input({ target: 'Raider', table: 'ordnance' }), fixedRng([2]));
    expect(out.text.split('\n')[0]).toBe('🎲 A penetrating hit from an ordnance weapon on **Raider** (ordnance table):');
    expect(out.text).toContain('Damage (ordnance table) D6 [2]');
  });
});

describe('/pen', () => {
  test('GIVEN S3 against AV10 THEN it says S + 6 cannot hurt it and rolls nothing', () => {
    const before = channel();
    const out = pen(before, input({ strength: 3, armour: 10 }), fixedRng([]));
    expect([out.state, out.events]).toEqual([before, []]);
    expect(out.text.split('\n')[1]).toBe(
      'S3 cannot hurt AV10: the best roll makes 9, short of 10, so no hit can glance or penetrate. Nothing is rolled.',
    );
  });

  test('GIVEN S8 against AV11 with 2 hits THEN it rolls penetration and the damage table and changes no state', () => {
    const before = channel();
    const out = pen(before, input({ strength: 8, armour: 11, hits: 2 }), fixedRng([3, 4, 1]));
    expect(out.state).toBe(before);
    expect(rolls(out.events)).toEqual([[3], [4], [1]]);
    expect(out.text).toContain('**Hit 1/2** · S8 + D6 [3] = 11 vs AV11 → **glancing**');
    expect(out.text).toContain('  Damage (glancing table) D6 [4] → **Immobilised**\n**Hit 2/2**');
    expect(out.text).toContain('**Hit 2/2** · S8 + D6 [1] = 9 vs AV11 → no effect');
  });

  test('GIVEN 20 hits THEN the reply is one line per hit and fits in a Discord message', () => {
    const dice = Array.from({ length: 20 }, () => [6, 6]).flat();
    const out = pen(channel(), input({ strength: 10, armour: 10, hits: 20, open_topped: true }), fixedRng(dice));
    expect(out.text.length).toBeLessThanOrEqual(1800);
    expect(out.text).toContain('**20.** [6] = 16 → penetrating; D6 [6]: Vehicle destroyed (fuel and ammo detonate)');
  });

  test('GIVEN one hit THEN the table row is quoted in full', () => {
    const out = pen(channel(), input({ strength: 8, armour: 11 }), fixedRng([3, 4]));
    expect(out.text).toContain('→ **Immobilised**: Immobilised – The vehicle may not move for the rest of the game.');
  });

  test('GIVEN ordnance and open_topped THEN 2D6 keep highest and +1 on the ordnance table', () => {
    const out = pen(channel(), input({ strength: 9, armour: 12, ordnance: true, open_topped: true }), fixedRng([4, 2, 5]));
    expect(out.text).toContain('S9 + 2D6 keep highest [4, 2] → 4 = 13 vs AV12 → **penetrating**');
    expect(out.text).toContain('Damage (ordnance table) D6 [5] +1 open-topped = 6 → **Vehicle annihilated**');
  });

  test.each([
    [{ armour: 11 }, /Missing option `strength`/],
    [{ strength: 8 }, /Missing option `armour`/],
    [{ strength: 11, armour: 11 }, /`strength` must be from 1 to 10/],
  ])('GIVEN %j THEN it is refused with a clear message', (options, message) => {
    expect(() => pen(channel(), input(options), fixedRng([]))).toThrow(message);
  });
});

describe('setting up a vehicle', () => {
  test('GIVEN moved, obscured, hull_down and controller THEN the vehicle records them for later shots and turns', () => {
    const out = setVehicle(
      { ...channel(), pending: { turnEnds: 4 } },
      input({ unit: 'Raider', moved: 6, obscured: true, hull_down: true, controller: '<@123456789012345678>' }, 'bob'),
      fixedRng([]),
    );
    const raider = out.state.units.raider as VehicleUnit;
    expect([raider.data.movement, raider.data.obscured, raider.data.hullDown, raider.controller]).toEqual([
      { inches: 6, since: 4 },
      true,
      true,
      '123456789012345678',
    ]);
    expect(out.text).toBe('🛠️ **Raider**: moved 6", obscured, hull-down, controller <@123456789012345678>.');
  });

  test.each([
    ['<@123456789012345678>', '123456789012345678'],
    ['<@!123456789012345678>', '123456789012345678'],
    ['  carol  ', 'carol'],
    ['owner', undefined],
    ['OWNER', undefined],
    ['bob', undefined],
  ])('GIVEN controller:%j THEN the unit record is handed to %j', (given, stored) => {
    const out = setVehicle(channel(), input({ unit: 'Raider', controller: given }, 'bob'), fixedRng([]));
    expect((out.state.units.raider as VehicleUnit).controller).toBe(stored);
  });

  test.each([
    [{ unit: 'Raider' }, 'bob', 'Nothing to change: give `moved`, `obscured`, `hull_down` or `controller`.'],
    [{ unit: 'Raider', moved: 49 }, 'bob', '`moved` must be from 0 to 48; got 49.'],
    [{ unit: 'Raider', controller: 'a`b' }, 'bob', /is not a member; mention them/],
    [{ unit: 'Raider', controller: 'Blue player' }, 'bob', /is not a member; mention them/],
    [{ unit: 'Raider', controller: 'x'.repeat(61) }, 'bob', /is not a member; mention them/],
  ])('GIVEN %j from %s THEN it is refused: %s', (options, actor, message) => {
    expect(() => setVehicle(channel(), input(options, actor), fixedRng([]))).toThrow(message);
  });

  test('GIVEN a change THEN the input state is not mutated', () => {
    const before = channel();
    const copy = structuredClone(before);
    setVehicle(before, input({ unit: 'Raider', moved: 12, obscured: true }, 'bob'), fixedRng([]));
    expect(before).toEqual(copy);
  });
});
