// /shoot for Mecha Bots: no to-hit roll, the 2d6 column, sensor shifts by option or button, refusals with reasons.
import { describe, expect, test } from 'vitest';
import { fixedRng } from '../../../src/dice/rng.js';
import { OptionBag } from '../../../src/options.js';
import { mechaBots } from '../../../src/systems/mecha-bots/index.js';
import { type BotPending, MAX_PENDING_SHOTS } from '../../../src/systems/mecha-bots/shoot.js';
import { setUpShot } from '../../../src/systems/mecha-bots/shot.js';
import { botFromTemplate } from '../../../src/systems/mecha-bots/templates.js';
import type { SystemState } from '../../../src/systems/types.js';
import { ALICE, act, BOB, bot, botOf, destroyedCells, GM, refusal, stateOf, unit } from './helpers.js';

const { shoot, button } = mechaBots.actions;

/** Alice's Sample Bot (sensor +4, range 3; gun 3 damage, range 3, front 180°) and Bob's Scrapper. */
const arena = (): SystemState =>
  stateOf(unit('Alpha', botFromTemplate('sample'), 'alice'), unit('Beta', botFromTemplate('scrapper'), 'bob'));
const volley = { attacker: 'Alpha', target: 'Beta', weapon: 'Steam Cannon', arc: 'forward', bearing: 'forward-right' };

describe('/shoot resolved at once', () => {
  test('GIVEN shift:0 THEN the 2d6 picks the column and the damage runs down it, die by die in the reply', () => {
    const out = act(shoot, arena(), { ...volley, range: 2, shift: 0 }, fixedRng([4, 6]));
    expect(out.events[0]).toEqual({ type: 'roll', label: 'column (2d6)', sides: 6, dice: [4, 6], total: 10 });
    expect(out.events[1]).toMatchObject({ type: 'mecha-bots/shot', roll: 10, shift: 0, column: 5, brainDestroyed: false, unpowered: [] });
    expect(destroyedCells(botOf(out, 'Beta'))).toEqual(['F4', 'F5', 'C6']);
    expect(out.text).toBe(
      [
        '**Alpha** fires Steam Cannon (3 damage, range 3) at **Beta**, striking its Forward face at range 2. No to-hit roll: in range and arc means a hit.',
        'Sensor: Periscope Array (accuracy 4) → may add 0 to +3 at range 2.',
        '🎲 Column roll 2d6: [4, 6] = 10',
        '10 → column 5 (Sr Sa Sa * Wr B AR).',
        '3 damage enters from the Forward side:',
        '• F5 S1r (Lamp Eye) destroyed (3 → 2)',
        '• F4 S1a (Lamp Eye) destroyed (2 → 1)',
        '• C6 S1a (Lamp Eye) destroyed (1 → 0)',
      ].join('\n'),
    );
    expect(out.show).toEqual([{ unit: 'beta', highlight: botOf(out, 'Beta').lastShot }]);
    expect(botOf(out, 'Beta').lastShot).toMatchObject({ attacker: 'Alpha', weapon: 'Steam Cannon', arc: 'F', column: 5, stoppedAt: 'C6' });
    expect(out.state.pending).toEqual({});
    expect(out.buttons).toBeUndefined();
  });

  test('GIVEN a chosen shift THEN it is added to the roll', () => {
    const out = act(shoot, arena(), { ...volley, range: 2, shift: 3 }, fixedRng([2, 2]));
    expect(out.events[1]).toMatchObject({ roll: 4, shift: 3, column: 6 });
    expect(out.text).toContain('Shift +3: 4 + 3 = 7 → column 6 (Wr Wr Mt AP).');
  });

  test.each([
    [[1, 1], 0, '2 is a miss on the card: the shot misses.'],
    [[6, 6], 0, '12 is a miss on the card: the shot misses.'],
    [[6, 5], 2, '13 is over 12: the shot misses.'],
  ])('GIVEN dice %j and shift %i THEN the shot misses and nothing changes', (dice, shift, line) => {
    const state = arena();
    const out = act(shoot, state, { ...volley, range: 1, shift }, fixedRng(dice));
    expect(out.text).toContain(line);
    expect(destroyedCells(botOf(out, 'Beta'))).toEqual([]);
    expect(botOf(out, 'Beta').lastShot).toMatchObject({ column: null, path: [] });
  });

  test('GIVEN no sensor reaches the target THEN there is no choice and it resolves at once without buttons', () => {
    // Beta's Lamp Eye reaches 2 hexes; at 3 it gives nothing.
    const out = act(
      shoot,
      arena(),
      { attacker: 'Beta', target: 'Alpha', weapon: 'Rivet Gun', arc: 'back', range: 3 },
      fixedRng([3, 4]),
      BOB,
    );
    expect(out.buttons).toBeUndefined();
    expect(out.text).toContain('No powered sensor covers the target: no shift.');
    expect(out.events[1]).toMatchObject({ column: 6 });
  });

  test('GIVEN the channel uses the sequential card THEN 7 strikes the middle column', () => {
    const state = { ...arena(), config: { columnMap: 'sequential' } };
    expect(act(shoot, state, { ...volley, range: 2, shift: 0 }, fixedRng([3, 4])).events[1]).toMatchObject({ column: 5 });
  });

  test('GIVEN a target Bot with its own column map THEN that map is used', () => {
    const special = bot({ C: '* B1 . . . . .' }, 'columns: 7=1');
    const state = stateOf(unit('Alpha', botFromTemplate('sample')), unit('Odd', special, 'bob'));
    expect(act(shoot, state, { ...volley, target: 'Odd', range: 2, shift: 0 }, fixedRng([3, 4])).events[1]).toMatchObject({ column: 1 });
    expect(act(shoot, state, { ...volley, target: 'Odd', range: 2, shift: 0 }, fixedRng([4, 4])).events[1]).toMatchObject({ column: null });
  });

  test('GIVEN the brain is reached THEN the Bot is destroyed', () => {
    const glass = bot({ C: '* B1 . . . . .' });
    const state = stateOf(unit('Alpha', botFromTemplate('sample')), unit('Glass', glass, 'bob'));
    const out = act(shoot, state, { ...volley, target: 'Glass', range: 2, shift: 0 }, fixedRng([5, 5]));
    expect(out.text).toContain('💥 **The brain is destroyed: `Glass` is out of the game.**');
    expect(botOf(out, 'Glass').destroyed).toBe(true);
  });
});

describe('/shoot with column buttons', () => {
  test('GIVEN no shift option and a sensor modifier THEN the reply offers one button per reachable column and waits', () => {
    const state = arena();
    const out = act(shoot, state, { ...volley, range: 2 }, fixedRng([2, 2]));
    expect(out.buttons).toEqual([
      { label: 'No shift → column 3 (AP AR B Ms)', payload: 'mb:shot:1:0', command: 'shoot', style: 'primary' },
      { label: '+1 → column 2 (Ms)', payload: 'mb:shot:1:1', command: 'shoot', style: 'primary' },
      { label: '+2 → column 4 (AP Sr Wd Wd B B)', payload: 'mb:shot:1:2', command: 'shoot', style: 'primary' },
      { label: '+3 → column 6 (Wr Wr Mt AP)', payload: 'mb:shot:1:3', command: 'shoot', style: 'primary' },
    ]);
    expect(out.state.units).toBe(state.units);
    expect((out.state.pending as unknown as BotPending).shots['1']).toMatchObject({
      roll: 4,
      modifier: 3,
      damage: 3,
      arc: 'F',
      target: 'beta',
    });
    expect(out.events[1]).toEqual({
      type: 'mecha-bots/shot-pending',
      shot: 1,
      choices: [
        { shift: 0, column: 3 },
        { shift: 1, column: 2 },
        { shift: 2, column: 4 },
        { shift: 3, column: 6 },
      ],
    });
  });

  test('GIVEN several totals lead to the same result THEN that result gets one button, at the smallest shift', () => {
    // 11 + 0 → column 7; 11 + 1 = 12 and 11 + 2 = 13 both miss.
    const out = act(shoot, arena(), { ...volley, range: 2 }, fixedRng([5, 6]));
    expect(out.buttons?.map((b) => [b.label, b.payload])).toEqual([
      ['No shift → column 7 (Mt)', 'mb:shot:1:0'],
      ['+1 → miss', 'mb:shot:1:1'],
    ]);
  });

  test('GIVEN the shooter presses a column button THEN the shot resolves there and leaves the pending list', () => {
    const waiting = act(shoot, arena(), { ...volley, range: 2 }, fixedRng([2, 2]));
    const out = act(button, waiting.state, { payload: 'mb:shot:1:2' }, fixedRng([]));
    expect(out.events).toEqual([expect.objectContaining({ type: 'mecha-bots/shot', roll: 4, shift: 2, column: 4 })]);
    expect(destroyedCells(botOf(out, 'Beta'))).toEqual([]);
    expect(botOf(out, 'Beta').lastShot).toMatchObject({ column: 4, stoppedAt: 'F6' });
    expect(out.text).toBe(
      [
        "**Alpha**'s Steam Cannon at **Beta**'s Forward face (shot #1, column roll 4):",
        'Shift +2: 4 + 2 = 6 → column 4 (AP Sr Wd Wd B B).',
        '3 damage enters from the Forward side:',
        '• F6 A1P (Nose Plate): 3 − 2 Protect = 1, not more than 1 Resist: the armour holds and the damage stops',
      ].join('\n'),
    );
    expect(out.state.pending).toEqual({ nextShot: 2, shots: {} });
  });

  test.each([
    ['a GM', 'accepted', GM, undefined],
    ['the attacking Bot’s owner', 'accepted', ALICE, undefined],
    [
      'another player',
      'refused',
      BOB,
      'Only its controller @alice or a GM can act with `Alpha`. A GM can hand it over with `/unit control`.',
    ],
  ])('GIVEN %s presses a GM’s shot button THEN it is %s', (_who, _verdict, actor, message) => {
    const waiting = act(shoot, arena(), { ...volley, range: 2 }, fixedRng([2, 2]), GM);
    const press = () => act(button, waiting.state, { payload: 'mb:shot:1:0' }, fixedRng([]), actor);
    if (message) expect(refusal(press).message).toBe(message);
    else expect(press().events[0]).toMatchObject({ column: 3 });
  });

  test.each([
    ['mb:shot:9:0', 'That shot has already been resolved, replaced by a newer shot, or has expired. Shoot again to roll a new column.'],
    ['mb:shot:1:4', 'The sensor allows at most +3 on this shot.'],
    ['nonsense', 'That button is not a Mecha Bots column choice.'],
  ])('GIVEN button payload %s THEN it is refused', (payload, message) => {
    const waiting = act(shoot, arena(), { ...volley, range: 2 }, fixedRng([2, 2]));
    expect(refusal(() => act(button, waiting.state, { payload }, fixedRng([]))).message).toBe(message);
  });

  test('GIVEN a button pressed twice THEN the second press is refused', () => {
    const waiting = act(shoot, arena(), { ...volley, range: 2 }, fixedRng([2, 2]));
    const once = act(button, waiting.state, { payload: 'mb:shot:1:0' }, fixedRng([]));
    expect(refusal(() => act(button, once.state, { payload: 'mb:shot:1:0' }, fixedRng([]))).identifier).toBe('not-found');
  });

  test(`GIVEN more than ${MAX_PENDING_SHOTS} Bots' shots waiting THEN the oldest is dropped`, () => {
    const shooters = Array.from({ length: MAX_PENDING_SHOTS + 1 }, (_, i) => unit(`Gun${i}`, botFromTemplate('sample'), 'alice'));
    let state = stateOf(...shooters, unit('Beta', botFromTemplate('scrapper'), 'bob'));
    for (const shooter of shooters) state = act(shoot, state, { ...volley, attacker: shooter.name, range: 2 }, fixedRng([2, 2])).state;
    const shots = (state.pending as unknown as BotPending).shots;
    expect(Object.keys(shots)).toEqual(['2', '3', '4', '5', '6', '7', '8', '9', '10', '11']);
  });

  test('GIVEN a Bot shoots again while its column is waiting THEN the earlier shot is cancelled, said so, and its buttons refused', () => {
    const first = act(shoot, arena(), { ...volley, range: 2 }, fixedRng([2, 2]));
    const second = act(shoot, first.state, { ...volley, range: 2 }, fixedRng([6, 5]));
    expect(second.text.split('\n')[0]).toBe('⚠️ Shot #1 (Steam Cannon, roll 4) was still waiting for its column; it is cancelled.');
    expect(Object.keys((second.state.pending as unknown as BotPending).shots)).toEqual(['2']);
    expect(refusal(() => act(button, second.state, { payload: 'mb:shot:1:0' }, fixedRng([]))).identifier).toBe('not-found');
  });
});

describe('/shoot refusals', () => {
  const dead = () => stateOf(unit('Alpha', botFromTemplate('sample')), unit('Husk', bot({ C: '*! B1 . . . . .' }), 'bob'));
  test.each([
    [
      { blocked: true },
      arena,
      'rule',
      '`Alpha` cannot target `Beta`: it is behind another Bot, and a Bot cannot target anything behind another Bot.',
    ],
    [{ range: 4 }, arena, 'rule', '`Beta` is out of range: 4 hexes, but Steam Cannon reaches 3 (one hex per intact, powered r counter).'],
    [
      { bearing: 'back' },
      arena,
      'rule',
      "`Beta` is in `Alpha`'s Back arc, outside Steam Cannon's arc (Forward, Forward Right, Forward Left). Turn to face it first.",
    ],
    [{ shift: 4 }, arena, 'option', '`shift` must be 0–3: Periscope Array gives +3 at range 2.'],
    [{ weapon: 'Laser' }, arena, 'unknown-weapon', '`Alpha` has no weapon `Laser`. Its weapons: `Steam Cannon` (W1).'],
    [{ target: 'Alpha' }, arena, 'rule', 'A Bot cannot shoot itself.'],
    [{ target: 'Gamma' }, arena, 'unknown-unit', 'No Bot called `Gamma` here (target). Bots in this channel: `Alpha`, `Beta`.'],
    [{ target: 'Husk' }, dead, 'rule', '`Husk` is already destroyed.'],
    [{ arc: 'up' }, arena, 'option', '`up` is not an arc.'],
    [{ range: undefined }, arena, 'option', 'Give the distance to the target in hexes with `range:` (1 = adjacent).'],
    [{ range: 0 }, arena, 'option', '`range` must be 1–99 hexes (1 = adjacent); got 0.'],
    [{ arc: undefined }, arena, 'option', 'Say which face of the target is struck with `arc:`'],
  ])('GIVEN %j THEN the shot is refused and nothing is rolled', (change, make, identifier, message) => {
    const options = Object.fromEntries(Object.entries({ ...volley, range: 2, ...change }).filter(([, v]) => v !== undefined));
    const rng = fixedRng([]);
    const error = refusal(() => act(shoot, make(), options as Record<string, string | number | boolean>, rng));
    expect(error.identifier).toBe(identifier);
    expect(error.message).toContain(message);
  });

  test('GIVEN a weapon whose d counters are all gone THEN it cannot fire', () => {
    const broken = bot({ F: 'W1d! W1r . . . . .', C: '* B1 . . . . .' }, 'W1: Popgun');
    const state = stateOf(unit('Alpha', broken), unit('Beta', botFromTemplate('scrapper'), 'bob'));
    expect(refusal(() => act(shoot, state, { ...volley, weapon: 'Popgun', range: 1 }, fixedRng([]))).message).toBe(
      'Popgun has no intact, powered damage (d) counters, so it does no damage. Repair or re-power it first (`/tinker`).',
    );
  });
});

describe('sensor choice', () => {
  // Spotter: an all-round central gun (1 damage, range 5); S1 in Forward Right (+4, range 3); S2 in Forward Left (+2, range 5).
  const spotter = (fr0 = 'S1a') =>
    bot(
      { FR: `${fr0} S1a S1a S1a S1r S1r S1r`, FL: 'S2a S2a S2r S2r S2r S2r S2r', B: 'B1 B1 B1 B1 B1 . .', C: '* W1d W1r W1r W1r W1r W1r' },
      'W1: Gun\nS1: Right Eye\nS2: Left Eye',
    );
  const setup = (range: number, bearing: string | undefined, data = spotter()) => {
    const state = stateOf(unit('Spotter', data), unit('Beta', botFromTemplate('scrapper'), 'bob'));
    const options = { attacker: 'Spotter', target: 'Beta', weapon: 'Gun', arc: 'back', range, ...(bearing ? { bearing } : {}) };
    const { sensor, modifier } = setUpShot(state, new OptionBag(options));
    return [sensor?.name, modifier];
  };

  test.each([
    [1, 'forward-right', 'Right Eye', 4],
    [3, 'forward-right', 'Right Eye', 2],
    [4, 'forward-right', undefined, 0],
    [1, 'forward-left', 'Left Eye', 2],
    [2, 'forward-left', 'Left Eye', 1],
    [3, 'forward-left', 'Left Eye', 0],
    [5, 'forward-left', 'Left Eye', 0],
    [2, 'forward', undefined, 0],
    // The all-round gun may be firing anywhere, and neither eye sees all round: no bearing, no sensor.
    [2, undefined, undefined, 0],
    [4, undefined, undefined, 0],
  ])('GIVEN range %i and bearing %s THEN the best covering sensor is %s with +%i', (range, bearing, name, modifier) => {
    expect(setup(range, bearing)).toEqual([name, modifier]);
  });

  test('GIVEN no bearing and a forward-only sensor on an all-round gun THEN the reply says to pass bearing: to use it', () => {
    const state = stateOf(unit('Spotter', spotter()), unit('Beta', botFromTemplate('scrapper'), 'bob'));
    const out = act(shoot, state, { attacker: 'Spotter', target: 'Beta', weapon: 'Gun', arc: 'back', range: 1 }, fixedRng([3, 4]));
    expect(out.text).toContain('No powered sensor covers the target: no shift.');
    expect(out.text).toContain(
      "Right Eye covers only part of Gun's arc, so it counts only with `bearing:` inside its arc (Forward Right).",
    );
    expect(out.buttons).toBeUndefined();
  });

  test('GIVEN no bearing and an all-round sensor THEN its modifier counts', () => {
    const allRound = bot({ B: 'B1 B1 B1 B1 B1 . .', C: '* W1d W1r W1r S1a S1a S1r' }, 'W1: Gun\nS1: Dome');
    expect(setup(1, undefined, allRound)).toEqual(['Dome', 2]);
  });

  test('GIVEN an accuracy counter unpowered THEN the modifier drops with it', () => {
    expect(setup(1, 'forward-right', spotter('S1a~'))).toEqual(['Right Eye', 3]);
  });
});
