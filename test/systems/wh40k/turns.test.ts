// Shaken and stunned last until the end of the controller's next turn: expiry across player turns with /phase end.
import { describe, expect, test } from 'vitest';
import { fixedRng } from '../../../src/dice/rng.js';
import type { SystemState } from '../../../src/systems/types.js';
import { shoot } from '../../../src/systems/wh40k/actions.js';
import { phaseEnd, turnCount } from '../../../src/systems/wh40k/turns.js';
import type { VehicleData, VehicleUnit } from '../../../src/systems/wh40k/vehicle.js';
import { input, state, unit, vehicle } from './helpers.js';

const rhinoOf = (s: SystemState) => (s.units.rhino as VehicleUnit).data;

function start(rhinoPatch: Partial<VehicleData> = {}, turnEnds = 0): SystemState {
  return state(
    { russ: unit('Russ', vehicle('leman-russ'), 'alice'), rhino: unit('Rhino', vehicle('rhino', rhinoPatch), 'bob') },
    turnEnds > 0 ? { turnEnds } : {},
  );
}

/** Alice's Russ fires its hull lascannon at the Rhino's side: penetration die, then the damage die. */
function aliceShoots(s: SystemState, dice: number[]): SystemState {
  return shoot(s, input({ attacker: 'Russ', target: 'Rhino', weapon: 'Hull lascannon', direction: 'side' }, 'alice'), fixedRng(dice)).state;
}

const end = (s: SystemState, actor: string, player?: string) => phaseEnd(s, input(player ? { player } : {}, actor), fixedRng([]));

describe('status expiry across turns', () => {
  test("GIVEN Alice stuns Bob's Rhino in her turn THEN it stays stunned through her turn end and expires at the end of Bob's turn", () => {
    let s = aliceShoots(start(), [6, 1]); // S9 + 6 = 15 > AV11: penetrating 1 = stunned
    expect(rhinoOf(s).status.stunned).toEqual({ since: 0 });
    s = end(s, 'alice').state;
    expect(turnCount(s)).toBe(1);
    expect(rhinoOf(s).status.stunned).toEqual({ since: 0 });
    // Bob's turn: the Rhino may not shoot.
    expect(() =>
      shoot(s, input({ attacker: 'Rhino', target: 'Russ', weapon: 'Storm bolter', direction: 'rear' }, 'bob'), fixedRng([])),
    ).toThrow(/stunned and may not shoot/);
    const bobEnds = end(s, 'bob');
    expect(rhinoOf(bobEnds.state).status.stunned).toBeNull();
    expect(bobEnds.text).toContain('**Rhino**: no longer stunned.');
    expect(bobEnds.show).toEqual([{ unit: 'rhino' }]);
    expect(turnCount(bobEnds.state)).toBe(2);
  });

  test("GIVEN a shaken result during the controller's own turn THEN it lasts through the end of that turn and the next one", () => {
    // Turn end count 1: it is Bob's turn when his Rhino is shaken.
    let s = aliceShoots(start({}, 1), [2, 1]); // S9 + 2 = 11 = AV11: glancing 1 = shaken
    expect(rhinoOf(s).status.shaken).toEqual({ since: 1 });
    s = end(s, 'bob').state; // the turn it happened in
    expect(rhinoOf(s).status.shaken).toEqual({ since: 1 });
    s = end(s, 'alice').state;
    expect(rhinoOf(s).status.shaken).toEqual({ since: 1 });
    s = end(s, 'bob').state; // Bob's next turn ends
    expect(rhinoOf(s).status.shaken).toBeNull();
  });

  test("GIVEN the GM ends Bob's turn with player:bob THEN Bob's vehicles update", () => {
    const s = end(end(aliceShoots(start(), [6, 1]), 'alice').state, 'gm', 'bob');
    expect(rhinoOf(s.state).status.stunned).toBeNull();
    expect(s.text).toContain("End of bob's turn");
  });

  test('GIVEN the console user "you" ends their turn THEN the reply says "End of your turn", never "you\'s"', () => {
    const s0 = state({ rhino: unit('Rhino', vehicle('rhino'), 'you') });
    const ended = end(s0, 'you');
    expect(ended.text).toBe(
      '⏱️ End of your turn (player turn 1 ended in this channel).\nNone of your vehicles is shaken or stunned: nothing to update.',
    );
    expect(ended.text).not.toContain("you's");
  });

  test('GIVEN an owner that is a Discord id and player given as a mention THEN they match', () => {
    const s0 = state(
      {
        rhino: unit(
          'Rhino',
          vehicle('rhino', { status: { shaken: { since: 0 }, stunned: null, immobilised: false, destroyed: null } }),
          '123456789012345678',
        ),
      },
      { turnEnds: 1 },
    );
    expect(rhinoOf(end(s0, 'gm', '<@!123456789012345678>').state).status.shaken).toBeNull();
  });

  test("GIVEN a vehicle handed to carol THEN player:carol ends its turn, not its owner's, and a legacy name controller is ignored", () => {
    const shaken = { shaken: { since: 0 }, stunned: null, immobilised: false, destroyed: null };
    const rhino = { ...unit('Rhino', vehicle('rhino', { controller: 'Orks', status: shaken }), 'bob'), controller: 'carol' };
    const s0 = state({ rhino }, { turnEnds: 1 });
    expect(rhinoOf(end(s0, 'bob').state).status.shaken).toEqual({ since: 0 });
    expect(rhinoOf(end(s0, 'gm', 'orks').state).status.shaken).toEqual({ since: 0 });
    expect(rhinoOf(end(s0, 'gm', '<@carol>').state).status.shaken).toBeNull();
  });

  test('GIVEN a player with no vehicles THEN nothing expires, the reply says why, and the turn still counts', () => {
    const out = end(start(), 'carol');
    expect(out.text).toContain('No 40k vehicle here is controlled by carol');
    expect(turnCount(out.state)).toBe(1);
    expect(out.state.units).toEqual(start().units);
  });

  test("GIVEN a skimmer that moved 12\" in Bob's turn THEN the move counts in Alice's turn and resets at the end of Bob's next turn", () => {
    let s = state({ falcon: unit('Falcon', vehicle('falcon', { movement: { inches: 12, since: 1 } }), 'bob') }, { turnEnds: 1 });
    const falcon = (x: SystemState) => (x.units.falcon as VehicleUnit).data.movement;
    s = end(s, 'bob').state;
    expect(falcon(s)).toEqual({ inches: 12, since: 1 });
    s = end(s, 'alice').state;
    expect(falcon(s)).toEqual({ inches: 12, since: 1 });
    s = end(s, 'bob').state;
    expect(falcon(s)).toEqual({ inches: 0, since: 3 });
  });

  test('GIVEN the input state THEN phase end returns new objects and leaves the input untouched', () => {
    const s0 = aliceShoots(start(), [6, 1]);
    const frozen = JSON.stringify(s0);
    end(end(s0, 'alice').state, 'bob');
    expect(JSON.stringify(s0)).toBe(frozen);
  });
});
