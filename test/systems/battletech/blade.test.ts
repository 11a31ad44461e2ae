// The retractable blade (TechManual p.236; MegaMek MiscType, ClubAttackAction, PunchAttackAction, PushAttackAction):
// `/move blade:` sets it before the 'Mech moves, `/physical attack:blade` rolls it, exact dice; the refusals.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { BattleView } from '../../../src/battle/battle.js';
import { fixedRng } from '../../../src/dice/rng.js';
import { UserError } from '../../../src/errors.js';
import { mechChange } from '../../../src/systems/battletech/change.js';
import { btTurnSummary, recordMove } from '../../../src/systems/battletech/clock.js';
import { describeMech } from '../../../src/systems/battletech/describe.js';
import { exportMech } from '../../../src/systems/battletech/export.js';
import { importMech } from '../../../src/systems/battletech/import.js';
import { physical } from '../../../src/systems/battletech/physical.js';
import type { MechData } from '../../../src/systems/battletech/types.js';
import type { ActionOutcome, SystemState } from '../../../src/systems/types.js';
import {
  allowanceRefusals,
  damageTo,
  firedIn,
  inputOf,
  OWN_FIXTURES,
  record,
  rollsOf,
  slotIndex,
  stateOf,
  template,
  withCrit,
  withoutQuirks,
} from './helpers.js';

const bladeText = readFileSync(`${OWN_FIXTURES}Wolverine Retractable Blade.mtf`, 'utf8');
/** A hand-made test Wolverine (55 t, piloting 5): a four-slot retractable blade and a medium laser in the right arm. */
const wolf = (): MechData => importMech('Wolverine Retractable Blade.mtf', bladeText).data;
const bladeOf = (m: MechData) => m.equipment.find((e) => e.key === 'retractable-blade')!;
const mech = (out: ActionOutcome, key: string) => out.state.units[key]?.data as MechData;

const withAtlas = (m: MechData = wolf()) => stateOf({ Wolf: m, Atlas: template('atlas') });
const extended = (m: MechData = wolf()): MechData => {
  const copy = structuredClone(m);
  bladeOf(copy).extended = true;
  return copy;
};
const critted = (m: MechData, index: number): MechData => withCrit(m, 'RA', index);

/** `/physical` with exactly these dice; the test fails if the action asks for more or fewer. */
function attack(state: SystemState, options: Record<string, string | number>, dice: number[]) {
  const rng = fixedRng(dice);
  const out = physical(state, inputOf({ attacker: 'Wolf', target: 'Atlas', ...options }), rng);
  expect(rng.remaining).toBe(0);
  return out;
}
/** `/move` with no dice (setting the blade and walking roll nothing). */
const move = (state: SystemState, options: Record<string, string | number>) =>
  recordMove(state, inputOf({ unit: 'Wolf', ...options }), fixedRng([]));
const inBattle = (state: SystemState, phase: string, units: BattleView['units'] = {}): SystemState => ({
  ...state,
  battle: { turn: 1, phase, player: 'tester', order: ['tester'], units },
});

describe('GIVEN a Wolverine with a retractable blade in its right arm (hand-made fixture, 55 t, piloting 5)', () => {
  test('WHEN it is imported THEN the blade is a four-slot item (MegaMek: 1 + 55/20 rounded up), retracted, with no warning', () => {
    const { data, warnings } = importMech('x.mtf', bladeText);
    expect(withoutQuirks(warnings)).toEqual([]);
    expect(bladeOf(data)).toMatchObject({ name: 'Retractable Blade', locations: ['RA'], slots: 4, hit: false });
    expect(bladeOf(data).extended).toBeUndefined();
    expect(describeMech(record('Wolf', data))).toContain('Retractable blade (right arm): retracted');
  });

  test('WHEN it attacks with the blade retracted THEN it is refused, a UserError, nothing rolled or changed', () => {
    const state = withAtlas();
    const before = structuredClone(state);
    expect(() => attack(state, { attack: 'blade' }, [])).toThrow(
      new UserError(
        'rule',
        'Wolf cannot use a retractable blade: its retractable blade (right arm) is retracted: extend it with `/move unit:Wolf blade:extend` in the movement phase, before it moves.',
      ),
    );
    expect(state).toEqual(before);
  });

  test('WHEN it extends the blade and attacks THEN TN piloting - 2 = 3, 6 damage (55 / 10 rounded up) on the standard table', () => {
    const out = move(withAtlas(), { blade: 'extend' });
    expect(out.text).toBe(
      '🗡️ **Wolf** extends its retractable blade (right arm): until it is retracted, that hand cannot punch, push or hold a club.',
    );
    expect(out.turnRecords).toBeUndefined();
    expect(bladeOf(mech(out, 'wolf')).extended).toBe(true);
    const cut = attack(out.state, { attack: 'blade' }, [2, 2, 4, 4]);
    expect(rollsOf(cut)).toEqual(['to-hit (right-arm blade):2+2', 'hit location (front):4+4']);
    expect(cut.text).toContain(
      '👊 **Wolf** swings a retractable blade at **Atlas** (right-arm blade, front): 🎲 2+2 = **4** vs TN **3** (piloting 5, blade -2) → **HIT**',
    );
    expect(damageTo(cut, 'Atlas')).toEqual(['LT:6']);
    expect(mech(cut, 'wolf').physical).toEqual({ turn: 1, attacks: ['blade RA'] });
  });

  test('WHEN it aims the blade at the kick table THEN +4 and one d6 on that table', () => {
    const out = attack(withAtlas(extended()), { attack: 'blade', aim: 'kick' }, [4, 4, 4]);
    expect(out.text).toContain('vs TN **7** (piloting 5, blade -2, aimed at the kick table +4) → **HIT**');
    expect(damageTo(out, 'Atlas')).toEqual(['LL:6']);
  });

  test('WHEN the blade is extended THEN that hand cannot punch, push or hold a club; the other arm still punches', () => {
    const state = withAtlas(extended());
    expect(() => attack(state, { attack: 'punch', arm: 'right' }, [])).toThrow(
      new UserError('rule', 'Wolf cannot punch: its retractable blade (right arm) is extended.'),
    );
    const both = attack(state, { attack: 'punch' }, [3, 3, 2]);
    expect(rollsOf(both)).toEqual(['to-hit (left punch):3+3', 'punch location (front):2']);
    expect(damageTo(both, 'Atlas')).toEqual(['LT:6']);
    expect(() => attack(state, { attack: 'push' }, [])).toThrow(
      'Wolf cannot push: its retractable blade (right arm) is extended, and a push needs both hands.',
    );
    const clubbing = structuredClone(state);
    (clubbing.units.wolf!.data as MechData).club = "Atlas's left arm";
    expect(() => attack(clubbing, { attack: 'club' }, [])).toThrow(
      'Wolf cannot club: its retractable blade (right arm) is extended, and a club needs both hands.',
    );
    // Retracted, the right hand punches as before.
    expect(rollsOf(attack(withAtlas(), { attack: 'punch', arm: 'right' }, [3, 3, 2]))).toEqual([
      'to-hit (right punch):3+3',
      'punch location (front):2',
    ]);
  });

  test('WHEN a critical hit destroyed the blade THEN it cannot attack or move, and it no longer keeps the hand from punching', () => {
    const m = extended();
    const broken = critted(m, slotIndex(m, 'RA', 'Retractable Blade') + 3);
    expect(bladeOf(broken).hit).toBe(true);
    expect(() => attack(withAtlas(broken), { attack: 'blade' }, [])).toThrow(
      new UserError('rule', 'Wolf cannot use a retractable blade: its retractable blade (right arm) was destroyed by a critical hit.'),
    );
    expect(() => move(withAtlas(broken), { blade: 'retract' })).toThrow(
      new UserError('rule', 'Wolf cannot retract a retractable blade: the one in its right arm was destroyed by a critical hit.'),
    );
    expect(rollsOf(attack(withAtlas(broken), { attack: 'punch', arm: 'right' }, [1, 1]))).toEqual(['to-hit (right punch):1+1']);
    expect(describeMech(record('Wolf', broken))).toContain('Retractable blade (right arm): destroyed');
  });

  test('WHEN the right hand or shoulder is destroyed THEN the extended blade is refused, as a hatchet would be', () => {
    const m = extended();
    expect(() => attack(withAtlas(critted(m, slotIndex(m, 'RA', 'Hand Actuator'))), { attack: 'blade' }, [])).toThrow(
      'Wolf cannot use a retractable blade: right arm: hand actuator destroyed or missing.',
    );
    expect(() => attack(withAtlas(critted(m, slotIndex(m, 'RA', 'Shoulder'))), { attack: 'blade' }, [])).toThrow(
      'right arm: shoulder destroyed',
    );
    const lower = critted(m, slotIndex(m, 'RA', 'Lower Arm Actuator'));
    expect(attack(withAtlas(lower), { attack: 'blade' }, [3, 3, 4, 4]).text).toContain(
      'vs TN **5** (piloting 5, blade -2, lower arm actuator +2) → **HIT**',
    );
  });

  test('WHEN the blade arm fired its laser this turn THEN the battle rules the blade out; the left arm firing does not matter', () => {
    const swing = attack(withAtlas(extended()), { attack: 'blade' }, [2, 2, 4, 4]);
    expect(damageTo(swing, 'Atlas')).toEqual(['LT:6']);
    const fire = (loc: 'LA' | 'RA') => firedIn(extended(), 'wolf', loc);
    expect(allowanceRefusals([[fire('RA')], swing.uses!], { wolf: 'Wolf' })[1]).toEqual([
      "`Wolf`'s right-arm blade is ruled out: Medium Laser [RA] fired this turn (action #1); a limb whose weapon fired this turn makes no physical attack, and a Mech that charges or jumps onto another fires no weapon.",
    ]);
    expect(allowanceRefusals([[fire('LA')], swing.uses!])[1]).toEqual([]);
  });

  test('WHEN /move names a blade it cannot set THEN it is refused with the reason and nothing changes', () => {
    expect(() => recordMove(stateOf({ Hunch: template('hunchback') }), inputOf({ unit: 'Hunch', blade: 'extend' }), fixedRng([]))).toThrow(
      new UserError('rule', 'Hunch cannot extend a retractable blade: it mounts none.'),
    );
    expect(() => move(withAtlas(), { blade: 'retract' })).toThrow('Wolf cannot retract a retractable blade: it is already retracted.');
    expect(() => move(withAtlas(extended()), { blade: 'extend' })).toThrow('it is already extended.');
    expect(() => move(withAtlas(), { blade: 'extend-left' })).toThrow(
      'Wolf cannot extend a retractable blade: it has none in its left arm.',
    );
    const armless = structuredClone(wolf());
    armless.locations.RA.destroyed = true;
    expect(() => move(withAtlas(armless), { blade: 'extend' })).toThrow(
      'Wolf cannot extend a retractable blade: its right arm is destroyed.',
    );
    expect(() => move(withAtlas(), { blade: 'extend', mode: 'walked', hexes: 3 })).toThrow(
      "A 'Mech's movement is recorded in a battle: a GM starts one with `/battle start`.",
    );
  });

  test('WHEN it retracts the blade THEN the flag goes and the Mech is as built again', () => {
    const out = move(withAtlas(extended()), { blade: 'retract-right' });
    expect(out.text).toBe('🗡️ **Wolf** retracts its retractable blade (right arm).');
    expect(mech(out, 'wolf')).toEqual(wolf());
  });
});

describe('GIVEN the battle clock (TechManual: set in the movement phase before the unit moves; MegaMek: movement phase, at once)', () => {
  test('WHEN /move sets the blade with the move THEN both are recorded, and the blade may strike this turn', () => {
    const out = move(inBattle(withAtlas(), 'movement'), { blade: 'extend', mode: 'walked', hexes: 3 });
    expect(out.text.split('\n')).toEqual([
      '🗡️ **Wolf** extends its retractable blade (right arm): until it is retracted, that hand cannot punch, push or hold a club.',
      '🦿 **Wolf** walked 3 hexes: +1 heat.',
    ]);
    expect(out.turnRecords).toEqual({ wolf: { mode: 'walked', hexes: 3 } });
    const physicalPhase = inBattle(out.state, 'physical', { wolf: { mode: 'walked', hexes: 3 } });
    const cut = attack(physicalPhase, { attack: 'blade' }, [2, 3, 4, 4]);
    expect(cut.text).toContain('vs TN **4** (piloting 5, blade -2, attacker walked +1) → **HIT**');
    expect(btTurnSummary(physicalPhase.units.wolf as never, { mode: 'walked', hexes: 3 })).toBe(
      'walked 3 · fired 0 · heat 0 (+1) · blade extended',
    );
  });

  test('WHEN the Mech has already moved this turn THEN the blade stays as it is until next turn’s movement phase', () => {
    const moved = inBattle(withAtlas(), 'movement', { wolf: { mode: 'walked', hexes: 3 } });
    expect(() => move(moved, { blade: 'extend' })).toThrow(
      new UserError('rule', "Wolf already walked 3 hexes this turn: a retractable blade is extended or retracted before the 'Mech moves."),
    );
  });

  test('WHEN /move sets only the blade THEN no move is recorded, so the Mech still moves this turn', () => {
    const set = move(inBattle(withAtlas(), 'movement'), { blade: 'extend' });
    expect(set.turnRecords).toBeUndefined();
    const walked = move(inBattle(set.state, 'movement'), { mode: 'walked', hexes: 2 });
    expect(walked.text).toBe('🦿 **Wolf** walked 2 hexes: +1 heat.');
    expect(bladeOf(mech(walked, 'wolf')).extended).toBe(true);
  });

  test('WHEN the blade moves THEN the result card notes it', () => {
    const before = record('Wolf', wolf());
    const after = record('Wolf', extended());
    expect(mechChange(before, after, []).notes).toEqual([{ text: 'Retractable Blade (RA) extended', severity: 'info' }]);
    expect(mechChange(after, before, []).notes).toEqual([{ text: 'Retractable Blade (RA) retracted', severity: 'info' }]);
  });
});

describe("GIVEN Salvo's 'Mech file", () => {
  test('WHEN a Mech with its blade extended is exported THEN the design names the blade and imports back retracted', () => {
    const file = exportMech(record('Wolf', extended()), 'state');
    const parsed = JSON.parse(file.text) as { slots: Record<string, string[]> };
    expect(parsed.slots.RA?.filter((s) => s === 'Retractable Blade')).toHaveLength(4);
    expect(importMech('Wolf.json', file.text).data).toEqual(wolf());
  });
});
