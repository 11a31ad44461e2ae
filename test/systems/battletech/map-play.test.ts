// The BattleTech core on the map, without the command layer: standing up from prone costs 2 MP of the move, the arcs
// weapons fire into (rear-mounted, arms, legs, a torso twist), where blows land from and what the target's hex costs them.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { type Board, type BoardHex, blankBoard } from '../../../src/battlefield/board.js';
import { parseBoardFile } from '../../../src/battlefield/board-file.js';
import type { Field } from '../../../src/battlefield/field.js';
import type { Facing } from '../../../src/battlefield/hex.js';
import { fixedRng, seededRng } from '../../../src/dice/rng.js';
import { aimVolley, psr, shoot } from '../../../src/systems/battletech/actions.js';
import { recordMove } from '../../../src/systems/battletech/clock.js';
import { importMech } from '../../../src/systems/battletech/import.js';
import { mapSight, physicalReach } from '../../../src/systems/battletech/map-play.js';
import { levelReach, levelTable, physical } from '../../../src/systems/battletech/physical.js';
import type { MechData } from '../../../src/systems/battletech/types.js';
import type { SystemState } from '../../../src/systems/types.js';
import { hex } from '../../battlefield/helpers.js';
import { damageTo, inputOf, OWN_FIXTURES, rollsOf, stateOf, template } from './helpers.js';

const board = blankBoard(10, 10);
const onMap = (units: Record<string, MechData>, at: Record<string, [string, Facing]>): SystemState => {
  const field: Field = {
    board,
    at: Object.fromEntries(Object.entries(at).map(([key, [h, facing]]) => [key, { hex: hex(h), facing }])),
  };
  return {
    ...stateOf(units),
    field,
    battle: { turn: 1, phase: 'movement', order: [], units: {} },
  };
};
const found = (state: SystemState, key: string) => ({ key, record: state.units[key] as never });

describe('GIVEN a prone Hunchback (walk 4) at 0505 facing N on a blank map', () => {
  const prone = { ...template('hunchback'), prone: true };
  const state = onMap({ Hunch: prone }, { hunch: ['0505', 0] });

  test('WHEN it walks to 0503 THEN it stands (a PSR, 2 MP) and walks 2 hexes on the 2 left', () => {
    const out = recordMove(state, inputOf({ unit: 'Hunch', to: '0503' }), fixedRng([5, 4]));
    expect(out.text.split('\n')).toEqual([
      'PSR (standing up): 🎲 5+4 = **9** vs **5** (piloting 5) → passed',
      'Hunch stands up.',
      '🦿 **Hunch** walked 0505→0503 via 0504, 4 of 4 MP: standing up +2, facing N: +1 heat.',
    ]);
    expect(out.placed).toEqual({ hunch: { hex: hex('0503'), facing: 0 } });
    expect(out.turnRecords).toEqual({ hunch: { mode: 'walked', hexes: 2 } });
    expect((out.state.units.hunch!.data as MechData).prone).toBe(false);
  });

  test('WHEN it fails to stand THEN it falls where it lies: the move is spent (walked 0 hexes), nothing moves on the map', () => {
    // This seed's first two dice are 2 and 2: the PSR (TN 5) fails; the fall's dice follow from the same seed.
    const out = recordMove(state, inputOf({ unit: 'Hunch', to: '0503' }), seededRng('aaaaaaaaaaaaaaaaaaaaaaaa9e3779b1'));
    const lines = out.text.split('\n');
    expect(lines[0]).toBe('PSR (standing up): 🎲 2+2 = **4** vs **5** (piloting 5) → **failed**');
    expect(lines.at(-1)).toBe('🦿 **Hunch** walked 0 hexes: it fell trying to stand (2 MP spent): +1 heat.');
    expect(out.placed).toBeUndefined();
    expect(out.turnRecords).toEqual({ hunch: { mode: 'walked', hexes: 0 } });
    expect((out.state.units.hunch!.data as MechData).prone).toBe(true);
  });

  test('WHEN it would walk 3 hexes THEN it is refused before any die: 2 MP are left after standing', () => {
    expect(() => recordMove(state, inputOf({ unit: 'Hunch', to: '0502' }), fixedRng([]))).toThrow(
      "Hunch cannot move there: 0502 can't be reached walking on 2 MP.",
    );
  });

  test('WHEN it would jump THEN it is refused: a prone Mech stands walking or running', () => {
    expect(() => recordMove(state, inputOf({ unit: 'Hunch', to: '0503', mode: 'jumped' }), fixedRng([]))).toThrow(
      'Hunch is prone: it cannot jump (it stands up walking or running).',
    );
  });
});

describe('GIVEN an Atlas at 0505 facing N and a target around it', () => {
  const atlas = template('atlas');
  const weapon = (loc: string, rear: boolean) =>
    atlas.equipment.find((e) => e.name === 'Medium Laser' && e.locations[0] === loc && !!e.rear === rear)!;
  const arm = weapon('LA', false);
  const torso = atlas.equipment.find((e) => e.kind === 'weapon' && e.locations[0] === 'RT')!;
  // The AS7-D's two rear-mounted lasers are in its centre torso.
  const rearGun = weapon('CT', true);
  const sightTo = (target: string, twist?: 'left' | 'right') => {
    const state = onMap({ Atlas: atlas, Other: template('locust') }, { atlas: ['0505', 0], other: [target, 0] });
    return mapSight(state, found(state, 'atlas'), found(state, 'other'), twist)!;
  };

  test('WHEN the target is behind THEN only a rear-mounted weapon bears, and the forward one is refused by name', () => {
    const behind = sightTo('0508');
    expect(behind.arc).toBe('rear');
    expect(behind.outOfArc(atlas, rearGun)).toBeNull();
    expect(behind.outOfArc(atlas, torso)).toBe(`${torso.name} [RT] fires into the front arc; Other at 0508 is in Atlas's rear arc.`);
  });

  test('WHEN the target is on the left THEN the left arm bears, a torso weapon only once the torso twists left', () => {
    const left = sightTo('0205');
    expect(left.arc).toBe('left');
    expect(left.outOfArc(atlas, arm)).toBeNull();
    expect(left.outOfArc(atlas, torso)).toContain('fires into the front arc');
    const twisted = sightTo('0205', 'left');
    expect([twisted.arc, twisted.legArc, twisted.outOfArc(atlas, torso)]).toEqual(['front', 'left', null]);
    expect(twisted.outOfArc(atlas, rearGun)).toContain('fires into the rear arc');
  });

  test('WHEN it fires its left arm at a second target on its left THEN the secondary-target modifier is the side arc’s, read off the map', () => {
    const firing = { ...atlas, primaryTarget: { turn: atlas.turn, target: 'someone' } };
    // Other faces NW: the Atlas, east of it, is on its right side.
    const state = onMap({ Atlas: firing, Other: template('locust') }, { atlas: ['0505', 0], other: ['0205', 5] });
    const aim = aimVolley(state, inputOf({ attacker: 'Atlas', target: 'Other', weapon: 'Medium Laser [LA]' }));
    expect(aim.aimed[0]!.toHit.parts).toContainEqual({ value: 2, reason: 'secondary target (side arc)' });
    expect([aim.range, aim.direction, aim.sight?.said]).toEqual([3, 'right', 'range 3, from the right side']);
  });

  test('WHEN it would kick, punch or charge THEN adjacency and each blow’s arc decide', () => {
    const kick = { arcs: ['front'] as const, legs: true };
    const leftPunch = { arcs: ['front', 'left'] as const, legs: false };
    const side = sightTo('0405');
    expect(() => physicalReach(side, 'Atlas', 'Other', leftPunch, 'punch')).not.toThrow();
    expect(() => physicalReach(side, 'Atlas', 'Other', kick, 'kick')).toThrow(
      "Other is in Atlas's left arc: a kick lands only in its front arc.",
    );
    expect(() => physicalReach(sightTo('0504'), 'Atlas', 'Other', kick, 'kick')).not.toThrow();
    expect(() => physicalReach(sightTo('0503'), 'Atlas', 'Other', kick, 'kick')).toThrow(
      'Other is 2 hexes from Atlas: a kick reaches only an adjacent hex.',
    );
  });
});

describe('GIVEN a Hunchback (walk 4) at 0505 facing N on a blank map', () => {
  const state = onMap({ Hunch: template('hunchback') }, { hunch: ['0505', 0] });

  test('WHEN it walks to 0507 behind it THEN it backs up 2 MP, facing kept, and the reply says the steps were backward', () => {
    const out = recordMove(state, inputOf({ unit: 'Hunch', to: '0507' }), fixedRng([]));
    expect(out.text).toBe('🦿 **Hunch** walked 0505→0507 via 0506, 2 of 4 MP: backward 0506, 0507, facing N: +1 heat.');
    expect(out.placed).toEqual({ hunch: { hex: hex('0507'), facing: 0 } });
    expect(out.turnRecords).toEqual({ hunch: { mode: 'walked', hexes: 2 } });
  });

  test('WHEN it runs there THEN it may not back up: it turns about, 5 of 6 MP', () => {
    const out = recordMove(state, inputOf({ unit: 'Hunch', to: '0507', mode: 'ran' }), fixedRng([]));
    expect(out.text).toBe('🦿 **Hunch** ran 0505→0507 via 0506, 5 of 6 MP: turns 3, facing S: +2 heat.');
  });
});

describe('GIVEN a Hunchback at 0205 facing N on a road through heavy woods', () => {
  const { board: roadBoard } = parseBoardFile(
    [
      'size 3 5',
      ...[1, 2, 3, 4, 5].flatMap((r) => [`hex 010${r} 0 "" ""`, `hex 020${r} 0 "road:1;woods:2" ""`, `hex 030${r} 0 "" ""`]),
      'end',
    ].join('\n'),
  );
  const state: SystemState = {
    ...onMap({ Hunch: template('hunchback') }, {}),
    field: { board: roadBoard, at: { hunch: { hex: hex('0205'), facing: 0 } } },
  };

  test('WHEN it walks up the road THEN each woods hex costs 1 MP and the reply names the road', () => {
    const out = recordMove(state, inputOf({ unit: 'Hunch', to: '0202' }), fixedRng([]));
    expect(out.text).toBe('🦿 **Hunch** walked 0205→0202 via 0204, 0203, 3 of 4 MP: by road 0204, 0203, 0202, facing N: +1 heat.');
  });
});

describe('GIVEN a prone Hunchback (walk 4) at 0505 that stands with `/psr` before it moves', () => {
  const prone = onMap({ Hunch: { ...template('hunchback'), prone: true } }, { hunch: ['0505', 0] });
  const stood = psr(prone, inputOf({ unit: 'Hunch', reason: 'standing up' }), fixedRng([5, 4]));
  const state: SystemState = { ...stood.state, battle: { ...prone.battle!, units: { ...stood.turnRecords } } };

  test('THEN the turn record keeps the 2 MP the stand cost', () => {
    expect(stood.text).toContain('Hunch stands up.');
    expect(stood.turnRecords).toEqual({ hunch: { standMp: 2 } });
  });

  test('WHEN it then moves on the map THEN the 2 MP are charged once: 2 hexes on the 2 left, no second PSR', () => {
    const out = recordMove(state, inputOf({ unit: 'Hunch', to: '0503' }), fixedRng([]));
    expect(out.text).toBe('🦿 **Hunch** walked 0505→0503 via 0504, 4 of 4 MP: standing up +2, facing N: +1 heat.');
    expect(out.turnRecords).toEqual({ hunch: { mode: 'walked', hexes: 2 } });
    expect(() => recordMove(state, inputOf({ unit: 'Hunch', to: '0502' }), fixedRng([]))).toThrow(
      "Hunch cannot move there: 0502 can't be reached walking on 2 MP.",
    );
  });

  test('WHEN it moves off the map with `hexes:` THEN the 2 MP come off that too', () => {
    const offMap: SystemState = { ...state, field: undefined };
    expect(() => recordMove(offMap, inputOf({ unit: 'Hunch', mode: 'walked', hexes: 3 }), fixedRng([]))).toThrow(
      'Hunch can move at most 2 hexes when it walks (2 MP spent standing up).',
    );
  });

  test('WHEN the stand fails THEN the next attempt, by `/move to:`, costs 2 MP more', () => {
    const fell = psr(prone, inputOf({ unit: 'Hunch', reason: 'standing up' }), seededRng('aaaaaaaaaaaaaaaaaaaaaaaa9e3779b1'));
    expect(fell.turnRecords).toEqual({ hunch: { standMp: 2 } });
    const again: SystemState = { ...fell.state, battle: { ...prone.battle!, units: { ...fell.turnRecords } } };
    expect(() => recordMove(again, inputOf({ unit: 'Hunch', to: '0504' }), fixedRng([]))).toThrow(
      "Hunch cannot move there: 0504 can't be reached walking on 0 MP.",
    );
  });
});

/** A blank 10×10 board with these hexes changed: a level, terrain (`woods`, `water`). */
const shaped = (changed: Record<string, Partial<BoardHex>>): Board => ({
  ...board,
  hexes: board.hexes.map((h, i) => {
    const at = `${String((i % board.width) + 1).padStart(2, '0')}${String(Math.floor(i / board.width) + 1).padStart(2, '0')}`;
    return changed[at] === undefined ? h : { ...h, ...changed[at] };
  }),
});
/** A blank 10×10 board with these hexes raised (or sunk) to a level. */
const hills = (levels: Record<string, number>): Board =>
  shaped(Object.fromEntries(Object.entries(levels).map(([at, elevation]) => [at, { elevation }])));
type Moved = { mode: string; hexes: number };
const onHills = (
  levels: Record<string, number> | Board,
  units: Record<string, MechData>,
  at: Record<string, [string, Facing]>,
  moved: Record<string, Moved> = {},
): SystemState => {
  const state = onMap(units, at);
  const ground = 'hexes' in levels ? (levels as Board) : hills(levels as Record<string, number>);
  return { ...state, field: { ...state.field!, board: ground }, battle: { ...state.battle!, phase: 'physical', units: moved } };
};
/** /physical with exactly these dice (the test fails on more or fewer). */
const blow = (state: SystemState, attacker: string, options: Record<string, string | number>, dice: number[]) => {
  const rng = fixedRng(dice);
  const out = physical(state, inputOf({ attacker, target: 'Atlas', ...options }), rng);
  expect(rng.remaining).toBe(0);
  return out;
};
const refusal = (state: SystemState, attacker: string, options: Record<string, string | number>) => {
  try {
    physical(state, inputOf({ attacker, target: 'Atlas', ...options }), fixedRng([]));
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('not refused');
};

describe('GIVEN a Hunchback at 0505 facing N and an Atlas facing it from 0504, on ground of different levels', () => {
  const pair = (hunch: number, atlas: number, prone = false, moved: Record<string, Moved> = {}) =>
    onHills(
      { '0505': hunch, '0504': atlas },
      { Hunch: template('hunchback'), Atlas: { ...template('atlas'), prone } },
      { hunch: ['0505', 0], atlas: ['0504', 3] },
      moved,
    );

  test('WHEN it kicks down two levels THEN it is refused naming the levels; one level down the kick lands on the punch table', () => {
    expect(refusal(pair(2, 0), 'Hunch', { attack: 'kick' })).toBe(
      '`Hunch` stands 2 levels above `Atlas`: a kick reaches only the same level or one below (Total Warfare).',
    );
    expect(refusal(pair(0, 1), 'Hunch', { attack: 'kick' })).toBe(
      '`Hunch` stands 1 level below `Atlas`: a kick reaches only the same level or one below (Total Warfare).',
    );
    const out = blow(pair(1, 0), 'Hunch', { attack: 'kick' }, [4, 4, 3]);
    expect(rollsOf(out)).toEqual(['to-hit (left kick):4+4', 'punch location (front):3']);
    expect(damageTo(out, 'Atlas')).toEqual(['CT:10']);
  });

  test('WHEN it punches one level up THEN the fists strike the legs (kick table); two up or one down is refused', () => {
    const out = blow(pair(0, 1), 'Hunch', { attack: 'punch' }, [3, 3, 1, 1, 1]);
    expect(rollsOf(out)).toEqual(['to-hit (left punch):3+3', 'kick location (front):1', 'to-hit (right punch):1+1']);
    expect(damageTo(out, 'Atlas')).toEqual(['RL:5']);
    expect(refusal(pair(0, 2), 'Hunch', { attack: 'punch' })).toBe(
      '`Hunch` stands 2 levels below `Atlas`: a punch reaches only the same level or one above (Total Warfare).',
    );
    expect(refusal(pair(1, 0), 'Hunch', { attack: 'punch' })).toBe(
      '`Hunch` stands 1 level above `Atlas`: a punch reaches only the same level or one above (Total Warfare).',
    );
  });

  test('WHEN the Atlas lies prone THEN a punch reaches it only one level up, on the standard table; a kick only on the same level', () => {
    expect(refusal(pair(0, 0, true), 'Hunch', { attack: 'punch' })).toBe(
      '`Hunch` stands on the same level as `Atlas`: a punch reaches a prone Mech only one level above (Total Warfare).',
    );
    const out = blow(pair(0, 1, true), 'Hunch', { attack: 'punch', arm: 'left' }, [2, 2, 3, 4]);
    expect(out.text).toContain('vs TN **3** (piloting 5, target prone, adjacent -2) → **HIT**');
    expect(rollsOf(out)).toEqual(['to-hit (left punch):2+2', 'hit location (front):3+4']);
    expect(damageTo(out, 'Atlas')).toEqual(['CT:5']);
    expect(refusal(pair(1, 0, true), 'Hunch', { attack: 'kick' })).toBe(
      '`Hunch` stands 1 level above `Atlas`: a kick reaches a prone Mech only on the same level (Total Warfare).',
    );
  });

  test('WHEN it pushes or charges across levels THEN a push needs the same level (and the hex ahead), a charge one level at most', () => {
    expect(refusal(pair(1, 0), 'Hunch', { attack: 'push' })).toBe(
      '`Hunch` stands 1 level above `Atlas`: a push reaches only the same level (Total Warfare).',
    );
    // 0604 is in the Hunchback's front arc but not the hex its feet face (0504).
    const aside = onMap({ Hunch: template('hunchback'), Atlas: template('atlas') }, { hunch: ['0505', 0], atlas: ['0604', 3] });
    expect(refusal(aside, 'Hunch', { attack: 'push' })).toBe(
      "Atlas is not straight ahead of Hunch's feet: a push reaches only the hex its legs face.",
    );
    const ran = { hunch: { mode: 'ran', hexes: 3 } };
    expect(refusal(pair(0, 2, false, ran), 'Hunch', { attack: 'charge' })).toBe(
      '`Hunch` stands 2 levels below `Atlas`: a charge reaches only the same level or one above or below (Total Warfare).',
    );
    const out = blow(pair(0, 1, false, ran), 'Hunch', { attack: 'charge' }, [6, 6, 3, 4, 3, 4, 3, 4, 3, 4, 3, 4]);
    expect(out.text).toContain('vs TN **7** (piloting 5, attacker ran +2) → **HIT**');
    expect([damageTo(out, 'Atlas'), damageTo(out, 'Hunch')]).toEqual([
      ['CT:5', 'CT:5', 'CT:5'],
      ['CT:5', 'CT:5'],
    ]);
  });

  test('WHEN it charges on the map with no move recorded, or after a jump THEN it is refused: a charge ends a walk or run', () => {
    expect(refusal(pair(0, 0), 'Hunch', { attack: 'charge' })).toBe(
      '`Hunch` has no move recorded this turn: a charge ends a walk or run next to its target (`/move unit:Hunch to: mode:ran`).',
    );
    expect(refusal(pair(0, 0, false, { hunch: { mode: 'jumped', hexes: 2 } }), 'Hunch', { attack: 'charge' })).toBe(
      'Hunch cannot charge: a charge is made on the ground; a jumping Mech makes a death from above attack.',
    );
  });
});

describe('GIVEN a Catapult (jump 4) that may fall on an Atlas from above', () => {
  const cat = (at: string, levels: Record<string, number>, moved?: Moved) =>
    onHills(
      levels,
      { Cat: template('catapult'), Atlas: template('atlas') },
      { cat: [at, 0], atlas: ['0504', 3] },
      moved ? { cat: moved } : {},
    );

  test('WHEN no jump is recorded, or it walked THEN death from above is refused', () => {
    expect(refusal(cat('0505', {}), 'Cat', { attack: 'dfa' })).toBe(
      '`Cat` has no jump recorded this turn: a death from above ends a jump next to its target (`/move unit:Cat to: mode:jumped`).',
    );
    expect(refusal(cat('0505', {}, { mode: 'walked', hexes: 3 }), 'Cat', { attack: 'dfa' })).toBe(
      'Cat cannot make a death from above attack: it walked this turn; death from above needs a jump.',
    );
  });

  test('WHEN it landed two hexes away, or five levels below THEN it is refused; next to it four levels below THEN it falls on it', () => {
    const jumped = { mode: 'jumped', hexes: 4 };
    expect(refusal(cat('0506', {}, jumped), 'Cat', { attack: 'dfa' })).toBe(
      'Atlas is 2 hexes from Cat: a death from above reaches only an adjacent hex.',
    );
    expect(refusal(cat('0505', { '0504': 5 }, jumped), 'Cat', { attack: 'dfa' })).toBe(
      '`Cat` stands 5 levels below `Atlas`: a death from above climbs no more levels than its 4 jump MP (Total Warfare).',
    );
    const out = blow(cat('0505', { '0504': 4 }, jumped), 'Cat', { attack: 'dfa' }, [4, 4, 3, 3, 3, 3, 1, 1, 1]);
    expect(out.text).toContain('vs TN **8** (piloting 5, attacker jumped +3) → **HIT**');
    expect([damageTo(out, 'Atlas'), damageTo(out, 'Cat')]).toEqual([
      ['CT:5', 'CT:5', 'CT:5', 'CT:5'],
      ['RL:5', 'RL:5', 'RL:3'],
    ]);
  });
});

describe('GIVEN a Hunchback at 0505 facing N and an Atlas facing it from 0504 in woods or water (MegaMek physical attack modifiers)', () => {
  const lightWoods = { terrain: [{ type: 'woods', level: 1 }] };
  const atlasIn = (hex: Partial<BoardHex>, moved: Record<string, Moved> = {}) =>
    onHills(
      shaped({ '0504': hex }),
      { Hunch: template('hunchback'), Atlas: template('atlas') },
      { hunch: ['0505', 0], atlas: ['0504', 3] },
      moved,
    );

  test('WHEN it kicks into light woods or punches into heavy THEN the woods in the target’s hex add +1 / +2, labelled as for a shot', () => {
    const kick = blow(atlasIn(lightWoods), 'Hunch', { attack: 'kick' }, [3, 1, 3]);
    expect(kick.text).toContain('🗺️ range 1, target in light woods +1, from the front');
    expect(kick.text).toContain('vs TN **4** (piloting 5, kick -2, target in light woods +1) → **HIT**');
    expect(rollsOf(kick)).toEqual(['to-hit (left kick):3+1', 'kick location (front):3']);
    expect(damageTo(kick, 'Atlas')).toEqual(['RL:10']);
    const punch = blow(atlasIn({ terrain: [{ type: 'woods', level: 2 }] }), 'Hunch', { attack: 'punch' }, [4, 3, 2, 3, 3]);
    expect(punch.text).toContain('vs TN **7** (piloting 5, target in heavy woods +2) → **HIT**');
    expect(punch.text).toContain('vs TN **7** (piloting 5, target in heavy woods +2) → miss');
    expect(damageTo(punch, 'Atlas')).toEqual(['LT:5']);
  });

  test('WHEN the Atlas stands in depth 1 water THEN a blow pays its partial cover +1; a kick lands on the punch table, a charge too', () => {
    const water = { terrain: [{ type: 'water', level: 1 }] };
    expect(refusal(atlasIn(water), 'Hunch', { attack: 'punch' })).toBe(
      '`Hunch` stands 1 level above `Atlas`: a punch reaches only the same level or one above (Total Warfare).',
    );
    const kick = blow(atlasIn(water), 'Hunch', { attack: 'kick' }, [2, 2, 3]);
    expect(kick.text).toContain('vs TN **4** (piloting 5, kick -2, partial cover +1) → **HIT**');
    expect(rollsOf(kick)).toEqual(['to-hit (left kick):2+2', 'punch location (front):3']);
    expect(damageTo(kick, 'Atlas')).toEqual(['CT:10']);
    // 15 damage in three 5-point groups, each on the punch table (ChargeAttackAction); its own 10 on the standard one.
    const charge = blow(atlasIn(water, { hunch: { mode: 'ran', hexes: 3 } }), 'Hunch', { attack: 'charge' }, [4, 4, 1, 2, 3, 3, 4, 3, 4]);
    expect(charge.text).toContain('vs TN **8** (piloting 5, attacker ran +2, partial cover +1) → **HIT**');
    expect(rollsOf(charge)).toEqual([
      'to-hit (charge):4+4',
      'punch location (front):1',
      'punch location (front):2',
      'punch location (front):3',
      'hit location (front):3+4',
      'hit location (front):3+4',
    ]);
    expect([damageTo(charge, 'Atlas'), damageTo(charge, 'Hunch')]).toEqual([
      ['LA:5', 'LT:5', 'CT:5'],
      ['CT:5', 'CT:5'],
    ]);
  });

  test('WHEN the Atlas is under water and the Hunchback kicks from the bank below THEN no line of sight is asked, only reach and levels', () => {
    const state = onHills(
      shaped({ '0505': { elevation: -1 }, '0504': { terrain: [{ type: 'water', level: 2 }] } }),
      { Hunch: template('hunchback'), Atlas: template('atlas') },
      { hunch: ['0505', 0], atlas: ['0504', 3] },
    );
    const shot = { attacker: 'Hunch', target: 'Atlas', weapon: 'Medium Laser [LA]' };
    expect(() => shoot(state, { ...inputOf(shot), actor: { id: 'p', name: 'P', isGM: false } }, fixedRng([]))).toThrow(
      'Hunch has no line of sight to Atlas: 0504 (water depth 2) blocks it — one of them is under water.',
    );
    const kick = blow(state, 'Hunch', { attack: 'kick' }, [2, 1, 4]);
    expect(kick.text).toContain('🗺️ range 1, from the front');
    expect(kick.text).toContain('vs TN **3** (piloting 5, kick -2) → **HIT**');
    expect(rollsOf(kick)).toEqual(['to-hit (left kick):2+1', 'punch location (front):4']);
    expect(damageTo(kick, 'Atlas')).toEqual(['RT:10']);
  });

  test('WHEN a Catapult falls from above onto the Atlas in light woods THEN the woods add nothing (DfaAttackAction)', () => {
    const state = onHills(
      shaped({ '0504': lightWoods }),
      { Cat: template('catapult'), Atlas: template('atlas') },
      { cat: ['0505', 0], atlas: ['0504', 3] },
      { cat: { mode: 'jumped', hexes: 4 } },
    );
    const out = blow(state, 'Cat', { attack: 'dfa' }, [4, 4, 3, 3, 3, 3, 1, 1, 1]);
    expect(out.text).toContain('🗺️ range 1, from the front');
    expect(out.text).toContain('vs TN **8** (piloting 5, attacker jumped +3) → **HIT**');
  });
});

describe('GIVEN an Axman (a hatchet in its right arm) one level above an Atlas it faces', () => {
  const axman = importMech('Axman AXM-1N.mtf', readFileSync(`${OWN_FIXTURES}corpus/Axman AXM-1N.mtf`, 'utf8')).data;
  const state = onHills({ '0505': 1 }, { Axe: axman, Atlas: template('atlas') }, { axe: ['0505', 0], atlas: ['0504', 3] });

  test('WHEN it swings down THEN the hatchet lands on the punch table; aim: is refused, the level chooses the table', () => {
    const out = blow(state, 'Axe', { attack: 'hatchet' }, [2, 3, 3]);
    expect(rollsOf(out)).toEqual(['to-hit (right-arm hatchet):2+3', 'punch location (front):3']);
    expect(damageTo(out, 'Atlas')).toEqual(['CT:13']);
    expect(refusal(state, 'Axe', { attack: 'hatchet', aim: 'kick' })).toBe(
      '`aim:` chooses the table only on the same level: `Axe` stands 1 level above `Atlas`, so its hatchet lands on the punch table.',
    );
  });
});

describe('GIVEN the blows a level difference allows (MegaMek attack actions)', () => {
  test('THEN clubs and physical weapons reach one level either way (a prone Mech same or one up), and land by height', () => {
    expect([levelReach('hatchet', 1, false, 0), levelReach('hatchet', -1, false, 0), levelReach('club', 2, false, 0)]).toEqual([
      null,
      null,
      'a club reaches only the same level or one above or below',
    ]);
    expect([levelReach('blade', 1, true, 0), levelReach('sword', -1, true, 0)]).toEqual([
      'a retractable blade reaches a prone Mech only on the same level or one above',
      null,
    ]);
    expect([
      levelTable('mace', 1, false),
      levelTable('mace', -1, false),
      levelTable('mace', -1, true),
      levelTable('mace', 0, false),
    ]).toEqual(['punch', 'kick', 'standard', undefined]);
  });
});

describe('GIVEN a hill (level 3) at 0504 between an Atlas at 0505 and a Locust at 0503', () => {
  const state = () =>
    onHills({ '0504': 3 }, { Atlas: template('atlas'), Other: template('locust') }, { atlas: ['0505', 0], other: ['0503', 3] });
  const player = (options: Record<string, string | number>) => ({ ...inputOf(options), actor: { id: 'p', name: 'P', isGM: false } });
  const laser = { attacker: 'Atlas', target: 'Other', weapon: 'Medium Laser [LA]' };

  test('WHEN a player shoots THEN the hill refuses as before; a GM without range: is told how to rule it', () => {
    expect(() => shoot(state(), player(laser), fixedRng([]))).toThrow(
      'Atlas has no line of sight to Other: 0504 (level 3) blocks it — the ground rises above both.',
    );
    expect(() => shoot(state(), inputOf(laser), fixedRng([]))).toThrow(
      'Atlas has no line of sight to Other: 0504 (level 3) blocks it — the ground rises above both. A GM may rule the shot by giving `range:`.',
    );
  });

  test('WHEN a GM gives range: THEN the shot is taken at that range and the blocked hex it overrode is a ruling', () => {
    const out = shoot(state(), inputOf({ ...laser, range: 2 }), fixedRng([4, 4, 3, 4]));
    expect(out.text.split('\n').slice(0, 2)).toEqual([
      "🗺️ range 2, line of sight blocked at 0504 (level 3) — the ground rises above both (a GM's ruling), from the front",
      '🎯 **Atlas** fires **Medium Laser [LA]** at **Other** (front): 🎲 4+4 = **8** vs TN **4** (gunnery 4) → **HIT**',
    ]);
    expect(out.rulings).toEqual([
      'Atlas fired at Other over a blocked line of sight: 0504 (level 3) blocks it — the ground rises above both',
    ]);
  });
});
