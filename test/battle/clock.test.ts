// The battle clock as pure functions: the steps of a turn, one step forward, who may advance, players from mentions.
import { describe, expect, test } from 'vitest';
import {
  BATTLE_KEY,
  type Battle,
  currentStep,
  parsePlayers,
  readBattle,
  type SystemClock,
  stepsOf,
  viewOf,
} from '../../src/battle/battle.js';
import { advance, requirePhase, requireTurn } from '../../src/battle/clock.js';
import { allowedMentionsFor } from '../../src/discord/reply.js';
import { BT_CLOCK } from '../../src/systems/battletech/phases.js';
import type { BotData } from '../../src/systems/mecha-bots/components.js';
import { MB_CLOCK } from '../../src/systems/mecha-bots/phases.js';
import { newScientist, type ScientistData } from '../../src/systems/mecha-bots/scientist.js';
import { botFromTemplate } from '../../src/systems/mecha-bots/templates.js';
import { SA_CLOCK } from '../../src/systems/slaved-armour/phases.js';
import type { UnitRecord } from '../../src/systems/types.js';
import { WH40K_CLOCK } from '../../src/systems/wh40k/phases.js';

const label = (clock: SystemClock, order: string[]) => stepsOf(clock, order).map((s) => `${s.phase.id}${s.player ? `:${s.player}` : ''}`);

describe('GIVEN each system’s phases as data', () => {
  test.each([
    ['BattleTech', BT_CLOCK, 'initiative movement weapons physical:a physical:b heat end'],
    ['40k', WH40K_CLOCK, 'movement:a shooting:a assault:a movement:b shooting:b assault:b'],
    ['Slaved Armour', SA_CLOCK, 'movement:a movement:b combat:a combat:b resolution'],
    ['Mecha Bots', MB_CLOCK, 'restock scientist:a scientist:b move react fight'],
  ])('THEN a %s turn for players a, b is %s', (_name, clock, steps) => {
    expect(label(clock, ['a', 'b']).join(' ')).toBe(steps);
  });
});

const battle = (over: Partial<Battle> = {}): Battle => ({
  system: 'battletech',
  players: ['a', 'b'],
  order: ['a', 'b'],
  turn: 1,
  step: 0,
  units: {},
  ...over,
});

describe('GIVEN advance', () => {
  test('THEN a per-player phase ends only after its last player, and the last step starts a new turn with no records', () => {
    const first = advance(battle({ step: 3 }), BT_CLOCK);
    expect([first.ended.player, first.next.player, first.phaseEnded]).toEqual(['a', 'b', false]);
    const second = advance(first.battle, BT_CLOCK);
    expect([second.next.phase.id, second.phaseEnded, second.newTurn]).toEqual(['heat', true, false]);
    const last = advance(battle({ step: 6, units: { x: { mode: 'walked', hexes: 3 } } }), BT_CLOCK);
    expect([last.newTurn, last.phaseEnded, last.battle.turn, last.battle.step, last.battle.units]).toEqual([true, true, 2, 0, {}]);
  });

  test('THEN in a 40k player turn every step ends a phase', () => {
    const b = battle({ system: 'wh40k' });
    expect(advance(b, WH40K_CLOCK).phaseEnded).toBe(true);
  });
});

describe('GIVEN requireTurn', () => {
  const pending = (b?: Battle) => (b ? { [BATTLE_KEY]: b } : {});
  test('THEN without a battle only a GM passes', () => {
    expect(() => requireTurn(pending(), { id: 'a', isGM: false }, 'end the phase')).toThrow(
      'Only a GM can end the phase when no battle is running (`/battle start`).',
    );
    expect(() => requireTurn(pending(), { id: 'gm', isGM: true }, 'end the phase')).not.toThrow();
  });
  test('THEN in a player’s step only that player or a GM passes; in a table step any player', () => {
    const b = battle({ step: 4 });
    expect(() => requireTurn(pending(b), { id: 'b', isGM: false }, 'x')).not.toThrow();
    expect(() => requireTurn(pending(b), { id: 'a', isGM: false }, 'x')).toThrow(
      "It is <@b>'s physical attacks step: only they or a GM can x.",
    );
    expect(() => requireTurn(pending(b), { id: 'gm', isGM: true }, 'x')).not.toThrow();
    expect(() => requireTurn(pending(battle()), { id: 'a', isGM: false }, 'x')).not.toThrow();
    expect(() => requireTurn(pending(battle()), { id: 'c', isGM: false }, 'x')).toThrow("Only the battle's players or a GM can x.");
  });
});

describe('GIVEN requirePhase', () => {
  const pending = (b: Battle) => ({ [BATTLE_KEY]: b });
  const unit = (owner: string, system: UnitRecord['system'] = 'wh40k'): UnitRecord => ({
    name: `${owner}'s`,
    system,
    owner,
    schemaVersion: 1,
    data: {},
  });
  const wh40k = (step: number) => battle({ system: 'wh40k', step });
  test.each([
    ['40k: a’s shooting step', wh40k(1), unit('a'), 'a', undefined],
    [
      '40k: a’s movement step',
      wh40k(0),
      unit('a'),
      'a',
      'It is the movement phase of turn 1: `/shoot` waits for the shooting phase (`/phase next`).',
    ],
    [
      '40k: b’s vehicle in a’s shooting step',
      wh40k(1),
      unit('b'),
      'b',
      "It is <@a>'s shooting step: only their units act in it, and `b's` is not theirs.",
    ],
    ['40k: b’s vehicle, a GM, in a’s shooting step', wh40k(1), unit('b'), 'gm', undefined],
    [
      '40k: a GM in the assault phase (the phase binds a GM too)',
      wh40k(2),
      unit('a'),
      'gm',
      'It is the assault phase of turn 1: `/shoot` waits for the shooting phase (`/phase next`).',
    ],
    [
      'BattleTech: b’s shot in a weapon attack phase no unit order is fixed in',
      battle({ step: 2 }),
      unit('b', 'battletech'),
      'b',
      undefined,
    ],
    [
      'BattleTech: a shot in the heat phase',
      battle({ step: 5 }),
      unit('a', 'battletech'),
      'a',
      'It is the heat phase of turn 1: `/shoot` waits for the weapon attacks phase (`/phase next`).',
    ],
    [
      'Mecha Bots: a Bot fights in the fight phase when no Bot order is fixed (no Bot could act as it began)',
      battle({ system: 'mecha-bots', step: 5 }),
      unit('b', 'mecha-bots'),
      'b',
      undefined,
    ],
    [
      'Mecha Bots: a shot in b’s Mad Scientist step',
      battle({ system: 'mecha-bots', step: 2 }),
      unit('b', 'mecha-bots'),
      'b',
      'It is the mad scientist phase of turn 1: `/shoot` waits for the bots fight phase (`/phase next`).',
    ],
    ['a unit of another system than the battle’s', wh40k(0), unit('a', 'battletech'), 'a', undefined],
  ])('THEN /shoot in %s', (_name, b, u, who, refusal) => {
    const check = () => requirePhase(pending(b), u, 'shoot', { id: who, isGM: who === 'gm' });
    if (refusal === undefined) expect(check).not.toThrow();
    else expect(check).toThrow(refusal);
  });
  test('THEN Slaved Armour counts rounds, and a command no phase claims is free at any step', () => {
    const sa = battle({ system: 'slaved-armour', step: 2 });
    expect(() => requirePhase(pending(sa), unit('a', 'slaved-armour'), 'move', { id: 'a', isGM: false })).toThrow(
      'It is the combat phase of round 1: `/move` waits for the movement phase (`/phase next`).',
    );
    expect(() => requirePhase(pending(sa), unit('a', 'slaved-armour'), 'reload', { id: 'a', isGM: false })).not.toThrow();
  });
});

describe('GIVEN a phase played unit by unit (Mecha Bots: each Bot, lightest first)', () => {
  const mbUnit = (name: string, owner: string, data: BotData | ScientistData): UnitRecord => ({
    name,
    system: 'mecha-bots',
    owner,
    schemaVersion: 1,
    data,
  });
  const wrecked = (data: BotData): BotData => ({ ...data, destroyed: true });
  const units = {
    big: mbUnit('Big', 'a', botFromTemplate('sample')),
    small: mbUnit('Small', 'b', botFromTemplate('scrapper')),
    doc: mbUnit('Doc', 'a', newScientist()),
  };
  const mb = (over: Partial<Battle> = {}) => battle({ system: 'mecha-bots', ...over });
  const label = (b: Battle) => stepsOf(MB_CLOCK, b.order, b.actors).map((s) => `${s.phase.id}:${s.actor?.name ?? s.player ?? '*'}`);

  test('THEN the phase is one table step until it begins, and then one step per Bot that can act, in order', () => {
    expect(label(mb()).join(' ')).toBe('restock:* scientist:a scientist:b move:* react:* fight:*');
    const moving = advance(mb({ step: 2 }), MB_CLOCK, units);
    expect([moving.phaseEnded, moving.next.actor, moving.next.player]).toEqual([true, { unit: 'small', name: 'Small', player: 'b' }, 'b']);
    expect(label(moving.battle).join(' ')).toBe('restock:* scientist:a scientist:b move:Small move:Big react:* fight:*');
    // The fight's order is fixed as it begins, from the Bots as they are then: a wreck takes no step.
    const fighting = advance(moving.battle, MB_CLOCK, units);
    const react = advance(fighting.battle, MB_CLOCK, units);
    expect([fighting.phaseEnded, react.next.phase.id]).toEqual([false, 'react']);
    const fight = advance(react.battle, MB_CLOCK, { ...units, small: mbUnit('Small', 'b', wrecked(botFromTemplate('scrapper'))) });
    expect(label(fight.battle).slice(-1)).toEqual(['fight:Big']);
    expect(viewOf(fight.battle, MB_CLOCK)).toMatchObject({ phase: 'fight', player: 'a', unit: 'big' });
  });

  test('THEN a Bot wrecked before its step is passed over, and past the last step the turn ends with the orders cleared', () => {
    let b = mb({ step: 2 });
    for (let i = 0; i < 4; i++) b = advance(b, MB_CLOCK, units).battle;
    expect(currentStep(b, MB_CLOCK).actor?.name).toBe('Small');
    const after = advance(b, MB_CLOCK, { ...units, big: mbUnit('Big', 'a', wrecked(botFromTemplate('sample'))) });
    expect([after.skipped.map((a) => a.name), after.newTurn, after.phaseEnded, after.battle.turn, after.battle.actors]).toEqual([
      ['Big'],
      true,
      true,
      2,
      undefined,
    ]);
  });

  test('THEN a Bot acts only in its own step and a Mad Scientist only in its player’s step; a GM may act out of order', () => {
    let b = mb({ step: 2 });
    b = advance(b, MB_CLOCK, units).battle;
    const p = { [BATTLE_KEY]: b };
    expect(() => requirePhase(p, units.small, 'move', { id: 'b', isGM: false })).not.toThrow();
    expect(() => requirePhase(p, units.big, 'move', { id: 'a', isGM: false })).toThrow(
      "It is <@b>'s step with `Small` (bots move): `Big` waits for its own step (lightest Bot (fewest components) first).",
    );
    expect(() => requirePhase(p, units.big, 'move', { id: 'gm', isGM: true })).not.toThrow();
    expect(() => requirePhase(p, units.doc, 'move', { id: 'a', isGM: false })).toThrow(
      'It is the bots move phase of turn 1: `/move` waits for the mad scientist phase (`/phase next`).',
    );
    expect(() => requireTurn(p, { id: 'a', isGM: false }, 'x')).toThrow(
      "It is <@b>'s step with `Small` (bots move): only they or a GM can x.",
    );
    const scientistStep = { [BATTLE_KEY]: mb({ step: 1 }) };
    expect(() => requirePhase(scientistStep, units.doc, 'move', { id: 'a', isGM: false })).not.toThrow();
    expect(() => requirePhase(scientistStep, units.big, 'move', { id: 'a', isGM: false })).toThrow(
      'It is the mad scientist phase of turn 1: `/move` waits for the bots move phase (`/phase next`).',
    );
    expect(() => requirePhase(scientistStep, units.big, 'tinker', { id: 'a', isGM: false })).not.toThrow();
  });

  test('THEN a stored order that is not a list of units reads as no battle', () => {
    expect(readBattle({ [BATTLE_KEY]: mb({ actors: { move: [{ unit: 'x', name: 'X', player: 'a' }] } }) })).toBeDefined();
    expect(readBattle({ [BATTLE_KEY]: { ...mb(), actors: { move: [{ unit: 1 }] } } })).toBeUndefined();
    expect(readBattle({ [BATTLE_KEY]: { ...mb(), actors: 'x' } })).toBeUndefined();
  });
});

describe('GIVEN what is stored', () => {
  test('THEN players come from mentions in order, each once', () => {
    expect(parsePlayers('<@1>, <@!2> <@1>  carol')).toEqual(['1', '2', 'carol']);
  });
  test('THEN a display name typed as text is refused: only a mention names a member', () => {
    expect(() => parsePlayers('<@1> @carol')).toThrow('`@carol` is not a member; mention them, e.g. `@name`.');
  });
  test('THEN something that is not a battle reads as none', () => {
    expect(readBattle({ [BATTLE_KEY]: { system: 'battletech', players: 'a' } })).toBeUndefined();
    expect(readBattle({ [BATTLE_KEY]: battle() })).toEqual(battle());
    expect(readBattle({})).toBeUndefined();
  });
  test('THEN a reply pings only the user it names', () => {
    expect(allowedMentionsFor({})).toEqual({ parse: [] });
    expect(allowedMentionsFor({ mention: '42' })).toEqual({ parse: [], users: ['42'] });
  });
});
