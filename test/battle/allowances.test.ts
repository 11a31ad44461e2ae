// The allowance rules on their own: a made-up fifth system declares its table and writes no permission code.
import { describe, expect, test } from 'vitest';
import { held, phaseStart, refusal, spend } from '../../src/battle/allowances.js';
import type { Battle, SystemClock } from '../../src/battle/battle.js';
import { OptionBag } from '../../src/options.js';
import type { UnitRecord } from '../../src/systems/types.js';
import { WH40K_ALLOWANCES } from '../../src/systems/wh40k/allowances.js';
import { wh40k } from '../../src/systems/wh40k/index.js';

/** A fifth system: one move a phase, each gun twice a turn, and no moving while "pinned". */
const FIFTH: SystemClock = {
  order: 'player-major',
  phases: [
    { id: 'move', name: 'Move', per: 'player', acts: ['move'] },
    { id: 'fire', name: 'Fire', per: 'player', acts: ['shoot'] },
  ],
  allowances: {
    once: [
      { act: 'move', each: 'unit', per: 'phase', done: 'moved' },
      { act: 'shoot', each: 'item', per: 'turn', done: 'fired', times: () => 2 },
    ],
    holds: [{ acts: ['move'], when: (unit) => ((unit.data as { pinned?: boolean }).pinned ? `\`${unit.name}\` is pinned.` : undefined) }],
  },
};

const unit = (name: string, data: unknown = {}): UnitRecord =>
  ({ name, system: 'wh40k', owner: 'alice', schemaVersion: 1, data }) as UnitRecord;
const battle = (step: number, extra: Partial<Battle> = {}): Battle => ({
  system: 'wh40k',
  players: ['alice', 'bob'],
  order: ['alice', 'bob'],
  turn: 1,
  step,
  units: {},
  ...extra,
});
const acting = (name: string, act: string, data?: unknown) => ({
  unitKey: name.toLowerCase(),
  unit: unit(name, data),
  act,
  options: new OptionBag({}),
});

describe('GIVEN a fifth system that declares its allowances', () => {
  test('THEN a player-major phase starts at its own player block', () => {
    expect([0, 1, 2, 3].map((step) => phaseStart(battle(step), FIFTH))).toEqual([0, 1, 2, 3]);
  });

  test('THEN one move a phase: the second is refused naming the first, the next phase is fresh', () => {
    const first = spend(battle(0), FIFTH, acting('Rover', 'move'), [], '#3', {});
    expect(first.overspent).toEqual([]);
    expect(refusal(first.battle, FIFTH, acting('Rover', 'move'), {})).toBe('`Rover` already moved this move phase (action #3).');
    expect(refusal({ ...first.battle, step: 2 }, FIFTH, acting('Rover', 'move'), {})).toBeUndefined();
  });

  test('THEN each gun twice a turn: the third use is overspent, other guns and other units untouched', () => {
    const use = (item: string, unitKey = 'rover') => ({ unit: unitKey, act: 'shoot', item, label: item });
    let b = battle(1);
    for (const id of ['#4', '#5']) b = spend(b, FIFTH, undefined, [use('gun')], id, {}).battle;
    expect(spend(b, FIFTH, undefined, [use('gun')], '#6', {}, { rover: 'Rover' }).overspent).toEqual([
      "`Rover`'s gun already fired this turn (action #5).",
    ]);
    expect(spend(b, FIFTH, undefined, [use('cannon'), use('gun', 'tank')], '#6', {}).overspent).toEqual([]);
  });

  test('THEN a hold stops the act in or out of a battle, and a unit that joined this turn waits for the next', () => {
    expect(held(FIFTH, acting('Rover', 'move', { pinned: true }), { units: {}, pending: {} })).toBe('`Rover` is pinned.');
    expect(held(FIFTH, acting('Rover', 'shoot', { pinned: true }), { units: {}, pending: {} })).toBeUndefined();
    expect(refusal(battle(1, { joined: { rover: 1 } }), FIFTH, acting('Rover', 'move'), {})).toBe(
      '`Rover` joined the battle during turn 1: it acts from turn 2.',
    );
    expect(refusal(battle(1, { turn: 2, joined: { rover: 1 } }), FIFTH, acting('Rover', 'move'), {})).toBeUndefined();
  });
});

describe('GIVEN 40k vehicles', () => {
  const rhino = (status: object) => ({
    ...wh40k.createFromTemplate('rhino'),
    status: { shaken: null, stunned: null, immobilised: false, destroyed: null, ...status },
  });
  const clock = { ...wh40k.clock!, allowances: WH40K_ALLOWANCES };
  const moving = (data: unknown, moved: number) => ({ ...acting('Rhino', 'move', data), options: new OptionBag({ moved }) });

  test('THEN a stunned vehicle is refused a move, may still declare it stands, and a shaken one may not shoot', () => {
    const stunned = rhino({ stunned: { since: 0 } });
    expect(held(clock, moving(stunned, 6), { units: {}, pending: {} })).toBe(
      "`Rhino` is stunned and may not move until the end of its controller's next turn.",
    );
    expect(held(clock, moving(stunned, 0), { units: {}, pending: {} })).toBeUndefined();
    expect(held(clock, acting('Rhino', 'shoot', rhino({ shaken: { since: 0 } })), { units: {}, pending: {} })).toBe(
      "`Rhino` is shaken and may not shoot until the end of its controller's next turn.",
    );
  });
});

/** A sixth system: guns fire once a turn; one melee blow a turn (or a jab with each hand), none with a hand that fired. */
const SIXTH: SystemClock = {
  order: 'phase-major',
  phases: [{ id: 'fight', name: 'Fight', per: 'battle', acts: ['shoot', 'melee'] }],
  allowances: {
    once: [
      { act: 'shoot', each: 'item', per: 'turn', done: 'fired' },
      {
        act: 'melee',
        each: 'item',
        per: 'turn',
        done: 'struck',
        excludes: [
          { act: 'melee', unless: 'jab', why: 'one blow a turn, or a jab with each hand' },
          { act: 'shoot', sharing: true, why: 'a hand that fired does not strike' },
        ],
      },
    ],
  },
};

describe('GIVEN a sixth system whose allowances exclude each other', () => {
  const use = (act: string, item: string, marks: string[]) => ({ unit: 'rover', act, item, label: item, marks });
  const names = { rover: 'Rover' };
  const spentAfter = (uses: ReturnType<typeof use>[]) =>
    uses.reduce((b, u, i) => spend(b, SIXTH, undefined, [u], `#${i + 1}`, {}, names).battle, battle(0));

  test('THEN a jab with each hand stands, a kick after a jab is ruled out naming the jab, and so is a jab after a kick', () => {
    const jabbed = spentAfter([use('melee', 'jab left', ['left', 'jab'])]);
    expect(spend(jabbed, SIXTH, undefined, [use('melee', 'jab right', ['right', 'jab'])], '#2', {}, names).overspent).toEqual([]);
    expect(spend(jabbed, SIXTH, undefined, [use('melee', 'kick', ['leg'])], '#2', {}, names).overspent).toEqual([
      "`Rover`'s kick is ruled out: jab left struck this turn (action #1); one blow a turn, or a jab with each hand.",
    ]);
    const kicked = spentAfter([use('melee', 'kick', ['leg'])]);
    expect(spend(kicked, SIXTH, undefined, [use('melee', 'jab left', ['left', 'jab'])], '#2', {}, names).overspent).toEqual([
      "`Rover`'s jab left is ruled out: kick struck this turn (action #1); one blow a turn, or a jab with each hand.",
    ]);
    expect(spend(jabbed, SIXTH, undefined, [use('melee', 'jab left', ['left', 'jab'])], '#2', {}, names).overspent).toEqual([
      "`Rover`'s jab left already struck this turn (action #1).",
    ]);
  });

  test('THEN a gun fired from one hand rules out that hand, either way round, never the other hand or another gun', () => {
    const fired = spentAfter([use('shoot', 'pistol', ['left'])]);
    expect(spend(fired, SIXTH, undefined, [use('melee', 'jab left', ['left', 'jab'])], '#2', {}, names).overspent).toEqual([
      "`Rover`'s jab left is ruled out: pistol fired this turn (action #1); a hand that fired does not strike.",
    ]);
    expect(spend(fired, SIXTH, undefined, [use('melee', 'jab right', ['right', 'jab'])], '#2', {}, names).overspent).toEqual([]);
    expect(spend(fired, SIXTH, undefined, [use('shoot', 'derringer', ['left'])], '#2', {}, names).overspent).toEqual([]);
    const jabbed = spentAfter([use('melee', 'jab left', ['left', 'jab'])]);
    expect(spend(jabbed, SIXTH, undefined, [use('shoot', 'pistol', ['left'])], '#2', {}, names).overspent).toEqual([
      "`Rover`'s pistol is ruled out: jab left struck this turn (action #1); a hand that fired does not strike.",
    ]);
  });

  test('THEN the spent marks are kept in the battle, and a new turn frees everything', () => {
    const fired = spentAfter([use('shoot', 'pistol', ['left'])]);
    expect(fired.used?.rover?.[0]).toMatchObject({ act: 'shoot', item: 'pistol', marks: ['left'], id: '#1' });
    const next = { ...fired, turn: 2 };
    expect(spend(next, SIXTH, undefined, [use('melee', 'jab left', ['left', 'jab'])], '#2', {}, names).overspent).toEqual([]);
  });
});
