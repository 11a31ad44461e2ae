// /vehicle through the real command pipeline: per-turn state feeding /shoot, who may change a vehicle, transport, undo.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { AutocompleteContext } from '../../../src/command.js';
import { OptionBag } from '../../../src/options.js';
import { loadCommands } from '../../../src/registry.js';
import type { VehicleData } from '../../../src/systems/wh40k/vehicle.js';
import { createHarness, type Harness } from '../../helpers/harness.js';

/** Dice: 5 (S9 + 5 = 14 penetrates AV11 and AV12), then 1 on the damage table. */
const PEN_5_DAMAGE_1 = '44b06d6630571d2d756e7d7c2e5c52cb';
/** Dice: 2 (Immobilised on the penetrating table). */
const FIRST_DIE_2 = 'bf60695ceac66ce1f85ad8684d79f396';
/** Dice: 1 (Crew stunned on the penetrating table, Crew shaken on the glancing table). */
const FIRST_DIE_1 = '624f778e3a2c4522bafe3c78c763de66';

let h: Harness;

beforeEach(async () => {
  h = await createHarness({ backend: 'sqlite', images: 'full' }); // the steps read the whole vehicle card
  await h.run('/unit add template:wh40k/rhino name:R1', { user: 'alice' });
  await h.run('/unit add template:wh40k/leman-russ name:Russ', { user: 'bob' });
  await h.run('/unit add template:wh40k/falcon name:Falcon', { user: 'alice' });
});

afterEach(async () => {
  await h.close();
});

async function data(name: string): Promise<VehicleData> {
  const doc = await h.store.load(h.channel);
  return doc.units[name.toLowerCase()]!.data as VehicleData;
}

async function controller(name: string): Promise<string | undefined> {
  return (await h.store.load(h.channel)).units[name.toLowerCase()]!.controller;
}

async function perTurn(name: string) {
  const d = await data(name);
  return { movement: d.movement, obscured: d.obscured, hullDown: d.hullDown, controller: await controller(name) };
}

const FRESH = { movement: { inches: 0, since: 0 }, obscured: false, hullDown: false, controller: undefined };

describe('/vehicle set', () => {
  test('GIVEN the owner sets moved and obscured THEN exactly those are stored, the card is shown, and Undo reverts them', async () => {
    const reply = await h.run('/vehicle set unit:R1 moved:12 obscured:true', { user: 'alice' });
    expect(reply.content).toBe('🛠️ **R1**: moved 12", obscured, not hull-down, controller alice.');
    expect(reply.ephemeral).toBeUndefined();
    expect(reply.files?.map((f) => f.name)).toEqual(['R1.png']);
    expect(reply.actionId).toMatch(/^[0-9a-f]+$/);
    expect(reply.buttons?.map((b) => b.label)).toEqual(['Undo']);
    expect(await perTurn('R1')).toEqual({ ...FRESH, movement: { inches: 12, since: 0 }, obscured: true });

    const undone = await h.press('Undo', { user: 'alice', reply });
    expect(undone.content).toContain('Undid');
    expect(await perTurn('R1')).toEqual(FRESH);
  });

  test('GIVEN a move recorded after two turn ends THEN it is stamped with the turn, and hull_down:false clears hull-down', async () => {
    await h.run('/vehicle set unit:R1 hull_down:true', { user: 'alice' });
    await h.run('/phase end player:alice');
    await h.run('/phase end player:bob');
    const reply = await h.run('/vehicle set unit:R1 moved:6 hull_down:false', { user: 'alice' });
    expect(reply.content).toBe('🛠️ **R1**: moved 6", not obscured, not hull-down, controller alice.');
    expect(await perTurn('R1')).toEqual({ ...FRESH, movement: { inches: 6, since: 2 } });
  });

  test('GIVEN a GM gives controller as a mention THEN the unit is handed to that member; a name is refused', async () => {
    const reply = await h.run('/vehicle set unit:R1 controller:<@123456789012345678>');
    expect(reply.content).toBe('🛠️ **R1**: moved 0", not obscured, not hull-down, controller <@123456789012345678>.');
    expect(await controller('R1')).toBe('123456789012345678');
    const named = await h.run('/vehicle set unit:R1 controller:"Blue player"');
    expect(named.error).toBe('`Blue player` is not a member; mention them, e.g. `@name`.');
    expect(await controller('R1')).toBe('123456789012345678');
  });

  test('GIVEN the owner gives controller: THEN it is refused: handing a unit over is a GM’s', async () => {
    const reply = await h.run('/vehicle set unit:R1 controller:<@bob>', { user: 'alice' });
    expect(reply.error).toBe('Only a GM can use `controller:`.');
    expect(await controller('R1')).toBeUndefined();
  });

  test('GIVEN controller:owner THEN the vehicle goes back to its owner', async () => {
    await h.run('/vehicle set unit:R1 controller:bob');
    expect(await controller('R1')).toBe('bob');
    const reply = await h.run('/vehicle set unit:R1 controller:owner');
    expect(reply.content).toBe('🛠️ **R1**: moved 0", not obscured, not hull-down, controller alice.');
    expect(await controller('R1')).toBeUndefined();
  });

  test('GIVEN no option to change THEN it is refused and says which options exist', async () => {
    const reply = await h.run('/vehicle set unit:R1', { user: 'alice' });
    expect(reply.ephemeral).toBe(true);
    expect(reply.error).toBe('Nothing to change: give `moved`, `obscured`, `hull_down` or `controller`.');
  });

  test('GIVEN a move for an immobilised vehicle THEN its player is refused; a GM may record it, with the warning', async () => {
    const hit = await h.run('/crit wh40k target:R1 table:penetrating', { seeds: [FIRST_DIE_2] });
    expect(hit.content).toContain('D6 [2] → **Immobilised**');
    expect((await h.run('/vehicle set unit:R1 moved:3', { user: 'alice' })).error).toBe(
      '`R1` is immobilised and may not move for the rest of the game. A GM may allow it.',
    );
    // Standing still is still hers to declare.
    expect((await h.run('/vehicle set unit:R1 obscured:true', { user: 'alice' })).error).toBeUndefined();
    const reply = await h.run('/vehicle set unit:R1 moved:3');
    expect(reply.content).toBe(
      [
        '🛠️ **R1**: moved 3", obscured, not hull-down, controller alice.',
        '⚠️ `R1` is immobilised and may not move for the rest of the game; the move is recorded anyway, in case it came before that.',
      ].join('\n'),
    );
  });
});

describe('who may change a vehicle', () => {
  const REFUSED = 'Only its controller @alice or a GM can act with `R1`. A GM can hand it over with `/unit control`.';

  test.each([
    ['the owner', 'alice', false, true],
    ['a GM who does not own it', 'gary', true, true],
    ['another player', 'bob', false, false],
  ])('GIVEN %s THEN the change is %s', async (_who, user, gm, allowed) => {
    const reply = await h.run('/vehicle set unit:R1 obscured:true', { user, gm });
    if (allowed) expect(reply.content).toBe('🛠️ **R1**: moved 0", obscured, not hull-down, controller alice.');
    else expect([reply.ephemeral, reply.error]).toEqual([true, REFUSED]);
    expect((await data('R1')).obscured).toBe(allowed);
  });

  test('GIVEN a controller THEN they may change it, a third player may not, and the refusal names the controller', async () => {
    await h.run('/unit control unit:R1 player:<@bob>');
    expect((await h.run('/vehicle set unit:R1 moved:7', { user: 'bob' })).content).toBe(
      '🛠️ **R1**: moved 7", not obscured, not hull-down, controller bob.',
    );
    for (const user of ['carol', 'alice']) {
      const refused = await h.run('/vehicle embark unit:R1 passengers:Scouts models:5', { user });
      expect(refused.ephemeral).toBe(true);
      expect(refused.error).toBe('Only its controller @bob or a GM can act with `R1`. A GM can hand it over with `/unit control`.');
    }
    expect((await data('R1')).transport).toEqual({ capacity: 10, embarked: [] });
  });

  test('GIVEN a unit of another system THEN /vehicle refuses it as the wrong system', async () => {
    await h.run('/unit add template:slaved-armour/hound name:Hound', { user: 'alice' });
    const reply = await h.run('/vehicle set unit:Hound moved:3', { user: 'alice' });
    expect(reply.ephemeral).toBe(true);
    expect(reply.error).toBe('`Hound` is a slaved-armour unit; `/vehicle` only works on Warhammer 40,000 vehicles.');
  });

  test('GIVEN an unknown name THEN the reply lists the units here', async () => {
    const reply = await h.run('/vehicle set unit:Nope moved:3', { user: 'alice' });
    expect(reply.error).toBe('No unit called `Nope` here. Units in this channel: `R1`, `Russ`, `Falcon`.');
  });
});

describe('the state /vehicle set records applies on a seeded /shoot', () => {
  const SHOT = (target: string) => `/shoot wh40k attacker:Russ target:${target} weapon:"Hull lascannon" direction:side`;

  test('GIVEN nothing set THEN the seeded hit penetrates and stuns the Rhino', async () => {
    const reply = await h.run(SHOT('R1'), { user: 'bob', seeds: [PEN_5_DAMAGE_1] });
    expect(reply.content.split('\n').slice(0, 3)).toEqual([
      '🎯 **Russ** fires **Hull lascannon** (S9 AP2) at **R1**, side armour AV11:',
      '**Hit** · S9 + D6 [5] = 14 vs AV11 (side) → **penetrating**',
      "  Damage (penetrating table) D6 [1] → **Crew stunned** – may not move or shoot until the end of alice's next turn; embarked troops may not disembark.",
    ]);
  });

  test.each([
    ['R1', 'obscured:true', 'AV11', 'obscured'],
    ['R1', 'hull_down:true', 'AV11', 'hull-down'],
    ['R1', 'obscured:true hull_down:true', 'AV11', 'obscured, hull-down'],
    ['Falcon', 'moved:12', 'AV12', 'skimmer moved 12"'],
  ])('GIVEN %s set with %s THEN the same dice penetrate but count as glancing', async (target, set, av, why) => {
    await h.run(`/vehicle set unit:${target} ${set}`, { user: 'alice' });
    const reply = await h.run(SHOT(target), { user: 'bob', seeds: [PEN_5_DAMAGE_1] });
    expect(reply.content.split('\n').slice(0, 3)).toEqual([
      `🎯 **Russ** fires **Hull lascannon** (S9 AP2) at **${target}**, side armour ${av}:`,
      `**Hit** · S9 + D6 [5] = 14 vs ${av} (side) → penetrating, **downgraded to glancing** (${why})`,
      "  Damage (glancing table) D6 [1] → **Crew shaken** – may not shoot until the end of alice's next turn; it can still move and troops may disembark.",
    ]);
    const status = (await data(target)).status;
    expect(status).toEqual({ shaken: { since: 0 }, stunned: null, immobilised: false, destroyed: null });
  });

  test('GIVEN the Falcon moved only 6" THEN the hit is not downgraded', async () => {
    await h.run('/vehicle set unit:Falcon moved:6', { user: 'alice' });
    const reply = await h.run(SHOT('Falcon'), { user: 'bob', seeds: [PEN_5_DAMAGE_1] });
    expect(reply.content.split('\n')[1]).toBe('**Hit** · S9 + D6 [5] = 14 vs AV12 (side) → **penetrating**');
  });

  test('GIVEN obscured is undone before the shot THEN the hit penetrates again', async () => {
    const set = await h.run('/vehicle set unit:R1 obscured:true', { user: 'alice' });
    await h.press('Undo', { user: 'alice', reply: set });
    const reply = await h.run(SHOT('R1'), { user: 'bob', seeds: [PEN_5_DAMAGE_1] });
    expect(reply.content.split('\n')[1]).toBe('**Hit** · S9 + D6 [5] = 14 vs AV11 (side) → **penetrating**');
  });
});

describe('/vehicle embark and disembark', () => {
  test('GIVEN squads embarking THEN they fill the capacity in models and one too many is refused naming the capacity', async () => {
    const first = await h.run('/vehicle embark unit:R1 passengers:"Tactical Squad" models:6', { user: 'alice' });
    expect(first.content).toBe('🚚 **Tactical Squad** (6 models) embarked on **R1** – 6/10 aboard: Tactical Squad (6).');
    expect(first.buttons?.map((b) => b.label)).toEqual(['Undo']);
    const tooMany = await h.run('/vehicle embark unit:R1 passengers:Scouts models:5', { user: 'alice' });
    expect(tooMany.ephemeral).toBe(true);
    expect(tooMany.error).toBe(
      'Scouts (5 models) does not fit: `R1` has room for only 4 more of its 10 models (6/10 aboard: Tactical Squad (6)).',
    );
    await h.run('/vehicle embark unit:R1 passengers:Scouts models:4', { user: 'alice' });
    const full = await h.run('/vehicle embark unit:R1 passengers:Librarian', { user: 'alice' });
    expect(full.error).toBe('Librarian (1 model) does not fit: `R1` is full (10/10 aboard: Tactical Squad (6), Scouts (4)).');
    expect((await data('R1')).transport).toEqual({
      capacity: 10,
      embarked: [
        { name: 'Tactical Squad', models: 6 },
        { name: 'Scouts', models: 4 },
      ],
    });
  });

  test.each([
    ['a vehicle with no transport capacity', '/vehicle embark unit:Russ passengers:Scouts', 'bob', /^`Russ` is not a transport: it has no/],
    [
      'a unit already aboard another transport',
      '/vehicle embark unit:Falcon passengers:"tactical squad"',
      'alice',
      /^Tactical Squad is already embarked on `R1`; disembark it from there first\.$/,
    ],
    ['a vehicle as passengers', '/vehicle embark unit:R1 passengers:Falcon', 'alice', /^`Falcon` is a vehicle; vehicles cannot embark/],
    [
      'a unit not aboard',
      '/vehicle disembark unit:R1 passengers:Scouts',
      'alice',
      /^Scouts is not aboard `R1` \(10\/10 aboard: Tactical Squad \(10\)\)\.$/,
    ],
  ])('GIVEN %s THEN it is refused', async (_case, line, user, message) => {
    await h.run('/vehicle embark unit:R1 passengers:"Tactical Squad" models:10', { user: 'alice' });
    const reply = await h.run(line, { user });
    expect(reply.ephemeral).toBe(true);
    expect(reply.error).toMatch(message);
  });

  test('GIVEN a stunned Rhino THEN nobody may disembark until the stun expires, and then they get out', async () => {
    await h.run('/vehicle embark unit:R1 passengers:"Tactical Squad" models:10', { user: 'alice' });
    const stun = await h.run('/crit wh40k target:R1 table:penetrating', { seeds: [FIRST_DIE_1] });
    expect(stun.content).toContain('D6 [1] → **Crew stunned**');
    const refused = await h.run('/vehicle disembark unit:R1 passengers:"Tactical Squad"', { user: 'alice' });
    expect(refused.ephemeral).toBe(true);
    expect(refused.error).toBe(
      "`R1`'s crew is stunned: embarked troops may not disembark until the end of alice's next turn. " +
        'If that turn is over, end it with `/phase end` first.',
    );
    expect((await data('R1')).transport?.embarked).toEqual([{ name: 'Tactical Squad', models: 10 }]);

    await h.run('/phase end player:bob');
    await h.run('/phase end player:alice');
    expect((await data('R1')).status.stunned).toBeNull();
    const out = await h.run('/vehicle disembark unit:R1 passengers:"tactical squad"', { user: 'alice' });
    expect(out.content).toBe('🚶 **Tactical Squad** (10 models) disembarked from **R1** – 0/10 aboard.');
    expect((await data('R1')).transport).toEqual({ capacity: 10, embarked: [] });
  });

  test('GIVEN a shaken Rhino THEN troops may still disembark', async () => {
    await h.run('/vehicle embark unit:R1 passengers:Scouts models:5', { user: 'alice' });
    const shaken = await h.run('/crit wh40k target:R1 table:glancing', { seeds: [FIRST_DIE_1] });
    expect(shaken.content).toContain('D6 [1] → **Crew shaken**');
    const out = await h.run('/vehicle disembark unit:R1 passengers:Scouts', { user: 'alice' });
    expect(out.content).toBe('🚶 **Scouts** (5 models) disembarked from **R1** – 0/10 aboard.');
  });

  test('GIVEN an embark and a disembark THEN Undo reverts each, newest first', async () => {
    await h.run('/vehicle embark unit:R1 passengers:Scouts models:5', { user: 'alice' });
    const out = await h.run('/vehicle disembark unit:R1 passengers:Scouts', { user: 'alice' });
    expect((await data('R1')).transport?.embarked).toEqual([]);
    await h.press('Undo', { user: 'alice', reply: out });
    expect((await data('R1')).transport?.embarked).toEqual([{ name: 'Scouts', models: 5 }]);
    await h.run('/undo', { user: 'alice' });
    expect((await data('R1')).transport?.embarked).toEqual([]);
  });
});

describe('autocomplete', () => {
  async function complete(focused: string, value: string, options: Record<string, string> = {}) {
    const command = (await loadCommands()).get('vehicle')!;
    const ctx = {
      options: new OptionBag(options, 'disembark'),
      channel: h.channel,
      store: h.store,
      focused: { name: focused, value },
    } as unknown as AutocompleteContext;
    return command.autocomplete!(ctx);
  }

  test('GIVEN a Slaved Armour unit in the channel THEN unit choices offer only the 40k vehicles', async () => {
    await h.run('/unit add template:slaved-armour/hound name:Hound', { user: 'alice' });
    expect(await complete('unit', '')).toEqual([
      { name: 'R1 (wh40k)', value: 'R1' },
      { name: 'Russ (wh40k)', value: 'Russ' },
      { name: 'Falcon (wh40k)', value: 'Falcon' },
    ]);
    expect(await complete('unit', 'r')).toEqual([
      { name: 'R1 (wh40k)', value: 'R1' },
      { name: 'Russ (wh40k)', value: 'Russ' },
    ]);
  });

  test('GIVEN troops aboard THEN passengers offers the embarked units of the chosen transport', async () => {
    await h.run('/vehicle embark unit:R1 passengers:"Tactical Squad" models:5', { user: 'alice' });
    await h.run('/vehicle embark unit:R1 passengers:Scouts models:5', { user: 'alice' });
    expect(await complete('passengers', 'sc', { unit: 'r1' })).toEqual([{ name: 'Scouts', value: 'Scouts' }]);
    expect(await complete('passengers', '', { unit: 'Russ' })).toEqual([]);
  });
});
