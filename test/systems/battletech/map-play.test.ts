// The BattleTech core on the map, without the command layer: standing up from prone costs 2 MP of the move, the arcs
// weapons fire into (rear-mounted, arms, legs, a torso twist), and where blows land from.
import { describe, expect, test } from 'vitest';
import { blankBoard } from '../../../src/battlefield/board.js';
import { parseBoardFile } from '../../../src/battlefield/board-file.js';
import type { Field } from '../../../src/battlefield/field.js';
import type { Facing } from '../../../src/battlefield/hex.js';
import { fixedRng, seededRng } from '../../../src/dice/rng.js';
import { aimVolley, psr } from '../../../src/systems/battletech/actions.js';
import { recordMove } from '../../../src/systems/battletech/clock.js';
import { mapSight, physicalReach } from '../../../src/systems/battletech/map-play.js';
import type { MechData } from '../../../src/systems/battletech/types.js';
import type { SystemState } from '../../../src/systems/types.js';
import { hex } from '../../battlefield/helpers.js';
import { inputOf, stateOf, template } from './helpers.js';

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
