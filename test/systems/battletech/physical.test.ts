// Physical attacks as pure actions: each kind's to-hit, damage, location table and PSRs with exact dice; the refusals.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { BattleView } from '../../../src/battle/battle.js';
import { fixedRng } from '../../../src/dice/rng.js';
import { UserError } from '../../../src/errors.js';
import { destroyLocation } from '../../../src/systems/battletech/damage.js';
import { importMech } from '../../../src/systems/battletech/import.js';
import { physical } from '../../../src/systems/battletech/physical.js';
import { KICK_LOCATION, PUNCH_LOCATION } from '../../../src/systems/battletech/tables.js';
import type { MechData } from '../../../src/systems/battletech/types.js';
import type { ActionOutcome, SystemState } from '../../../src/systems/types.js';
import {
  allowanceRefusals,
  ctxWith,
  damageTo,
  firedIn,
  inputOf,
  OWN_FIXTURES,
  rollsOf,
  slotIndex,
  stateOf,
  template,
  withCrit,
} from './helpers.js';

const mech = (out: ActionOutcome, key: string) => out.state.units[key]?.data as MechData;
const psrs = (m: MechData) => m.pendingPsrs.map((p) => `${p.reason} ${p.modifier}`);

/** Runs /physical with exactly these dice; the test fails if the action asks for more or fewer. */
function run(state: SystemState, options: Record<string, string | number>, dice: number[]) {
  const rng = fixedRng(dice);
  const out = physical(state, inputOf({ attacker: 'Hunch', target: 'Atlas', ...options }), rng);
  expect(rng.remaining).toBe(0);
  return out;
}

describe('GIVEN the punch and kick location tables (TW, 1d6)', () => {
  test('THEN the punch table reaches arms, torsos and head, the kick table only legs', () => {
    expect(PUNCH_LOCATION.front).toEqual(['LA', 'LT', 'CT', 'RT', 'RA', 'HD']);
    expect(PUNCH_LOCATION.left).toEqual(['LT', 'LT', 'CT', 'LA', 'LA', 'HD']);
    expect(PUNCH_LOCATION.right).toEqual(['RT', 'RT', 'CT', 'RA', 'RA', 'HD']);
    expect(KICK_LOCATION.front).toEqual(['RL', 'RL', 'RL', 'LL', 'LL', 'LL']);
    expect([KICK_LOCATION.left, KICK_LOCATION.right].map((t) => [...new Set(t)])).toEqual([['LL'], ['RL']]);
  });
});

describe('GIVEN a Hunchback (50 t, piloting 5) next to an Atlas', () => {
  const fresh = () => stateOf({ Hunch: template('hunchback'), Atlas: template('atlas') });

  test('WHEN it punches with both arms THEN each arm rolls its own to-hit (TN 5) and 5 damage on the punch table', () => {
    const out = run(fresh(), { attack: 'punch' }, [3, 3, 1, 2, 2]);
    expect(rollsOf(out)).toEqual(['to-hit (left punch):3+3', 'punch location (front):1', 'to-hit (right punch):2+2']);
    expect(damageTo(out, 'Atlas')).toEqual(['LA:5']);
    expect(out.text).toContain('vs TN **5** (piloting 5) → **HIT**');
    expect(mech(out, 'hunch').physical).toEqual({ turn: 1, attacks: ['punch LA', 'punch RA'] });
  });

  test('WHEN its left lower arm actuator is gone THEN that punch is +2 and does half damage (2)', () => {
    const state = stateOf({ Hunch: withCrit(template('hunchback'), 'LA', 2), Atlas: template('atlas') });
    const out = run(state, { attack: 'punch', arm: 'left' }, [4, 3, 5]);
    expect(out.text).toContain('vs TN **7** (piloting 5, lower arm actuator +2) → **HIT**');
    expect(damageTo(out, 'Atlas')).toEqual(['RA:2']);
  });

  test('WHEN it kicks THEN TN piloting - 2 = 3, 10 damage (tons / 5) on the kick table, and the target owes a PSR', () => {
    const out = run(fresh(), { attack: 'kick' }, [4, 4, 6]);
    expect(rollsOf(out)).toEqual(['to-hit (left kick):4+4', 'kick location (front):6']);
    expect(damageTo(out, 'Atlas')).toEqual(['LL:10']);
    expect(psrs(mech(out, 'atlas'))).toEqual(['kicked 0']);
    expect(psrs(mech(out, 'hunch'))).toEqual([]);
  });

  test('WHEN the kick misses THEN the kicker owes a PSR', () => {
    const out = run(fresh(), { attack: 'kick' }, [1, 1]);
    expect(psrs(mech(out, 'hunch'))).toEqual(['missed a kick 0']);
    expect(damageTo(out, 'Atlas')).toEqual([]);
  });

  test('WHEN its left upper leg actuator is gone THEN the right leg kicks unless told; the left kicks at +2 for 5', () => {
    const state = stateOf({ Hunch: withCrit(template('hunchback'), 'LL', 1), Atlas: template('atlas') });
    expect(run(state, { attack: 'kick' }, [1, 1]).text).toContain('(right kick, front): 🎲 1+1 = **2** vs TN **3**');
    const left = run(state, { attack: 'kick', leg: 'left' }, [3, 2, 1]);
    expect(left.text).toContain('vs TN **5** (piloting 5, kick -2, upper leg actuator +2) → **HIT**');
    expect(damageTo(left, 'Atlas')).toEqual(['RL:5']);
  });

  test('WHEN the Atlas lost its right arm to a 12 THEN the Hunchback picks it up and clubs: TN 4, 10 damage, standard table', () => {
    const atlas = ctxWith(template('atlas'), []);
    destroyLocation(atlas, 'RA', true);
    const state = stateOf({ Hunch: template('hunchback'), Atlas: atlas.mech });
    const out = run(state, { attack: 'club', club_from: 'Atlas' }, [3, 3, 3, 4]);
    expect(rollsOf(out)).toEqual(["to-hit (club (Atlas's right arm)):3+3", 'hit location (front):3+4']);
    expect(out.text).toContain("picks up Atlas's right arm as a club");
    expect(out.text).toContain('vs TN **4** (piloting 5, club -1)');
    expect(damageTo(out, 'Atlas')).toEqual(['CT:10']);
    expect([mech(out, 'hunch').club, mech(out, 'atlas').clubs]).toEqual(["Atlas's right arm", []]);
  });

  test('WHEN the Atlas lost its right arm to damage, not blown off THEN there is no club to pick up', () => {
    const atlas = ctxWith(template('atlas'), []);
    destroyLocation(atlas, 'RA', false);
    const state = stateOf({ Hunch: template('hunchback'), Atlas: atlas.mech });
    expect(() => run(state, { attack: 'club', club_from: 'Atlas' }, [])).toThrow(
      new UserError('rule', 'Atlas has no blown-off limb: only an arm or leg blown off by a critical hit lies whole in the hex as a club.'),
    );
  });

  test('WHEN it has no club and names none THEN the club attack is refused', () => {
    expect(() => run(fresh(), { attack: 'club' }, [])).toThrow('holds no club');
  });

  test('WHEN it pushes THEN TN 4, no damage, the target owes a PSR; a destroyed shoulder adds +2', () => {
    const out = run(fresh(), { attack: 'push' }, [2, 3]);
    expect(damageTo(out, 'Atlas')).toEqual([]);
    expect(psrs(mech(out, 'atlas'))).toEqual(['pushed 0']);
    const hurt = stateOf({ Hunch: withCrit(template('hunchback'), 'RA', 0), Atlas: template('atlas') });
    expect(run(hurt, { attack: 'push' }, [2, 3]).text).toContain('vs TN **6** (piloting 5, push -1, right shoulder destroyed +2) → miss');
  });

  test('WHEN it charges 4 hexes at a better pilot THEN TN 5 + ran 2 + differential 1; 20 damage in four groups of 5; 10 back; PSRs +2 each', () => {
    const state = fresh();
    (state.units.atlas!.data as MechData).pilot.piloting = 4;
    const out = run(state, { attack: 'charge', attacker_move: 'ran', hexes: 4 }, [4, 4, 3, 4, 3, 4, 3, 4, 3, 4, 3, 4, 3, 4]);
    expect(out.text).toContain('vs TN **8** (piloting 5, attacker ran +2, piloting skill differential +1) → **HIT**');
    expect(damageTo(out, 'Atlas')).toEqual(['CT:5', 'CT:5', 'CT:5', 'CT:5']);
    expect(damageTo(out, 'Hunch')).toEqual(['CT:5', 'CT:5']);
    expect(psrs(mech(out, 'atlas'))).toEqual(['charged 2']);
    expect(psrs(mech(out, 'hunch'))).toEqual(['made a charge 2']);
  });

  test('WHEN it tries a death from above without jump jets, or to charge or punch a prone target THEN it is refused', () => {
    expect(() => run(fresh(), { attack: 'dfa' }, [])).toThrow('Hunch cannot make a death from above attack: it has no jump jets.');
    const prone = fresh();
    (prone.units.atlas!.data as MechData).prone = true;
    expect(() => run(prone, { attack: 'charge', hexes: 3 }, [])).toThrow('a prone Mech cannot be charged');
    expect(() => run(prone, { attack: 'punch' }, [])).toThrow('below its fists');
  });

  test('WHEN it punched with one arm THEN the battle allows the other arm, but nothing else this turn, naming the punch', () => {
    const left = run(fresh(), { attack: 'punch', arm: 'left' }, [1, 1]).uses!;
    expect(left).toEqual([{ unit: 'hunch', act: 'physical', item: 'punch LA', label: 'left punch', marks: ['LA', 'punch'] }]);
    const right = run(fresh(), { attack: 'punch', arm: 'right' }, [1, 1]).uses!;
    const kick = run(fresh(), { attack: 'kick' }, [1, 1]).uses!;
    const names = { hunch: 'Hunch' };
    expect(allowanceRefusals([left, right], names)).toEqual([[], []]);
    expect(allowanceRefusals([left, kick], names)[1]).toEqual([
      "`Hunch`'s left kick is ruled out: left punch struck this turn (action #1); a Mech makes one physical attack a turn, or a punch with each arm.",
    ]);
    expect(allowanceRefusals([left, left], names)[1]).toEqual(["`Hunch`'s left punch already struck this turn (action #1)."]);
  });

  test("WHEN it fired an arm weapon this turn THEN the battle rules out that arm's punch and any charge, not the other arm", () => {
    const m = template('hunchback');
    const laser = firedIn(m, 'hunch', 'LA');
    const names = { hunch: 'Hunch' };
    const punches = run(fresh(), { attack: 'punch' }, [1, 1, 1, 1]).uses!;
    expect(allowanceRefusals([[laser], punches], names)[1]).toEqual([
      `\`Hunch\`'s left punch is ruled out: Medium Laser [LA] fired this turn (action #1); a limb whose weapon fired this turn makes no physical attack, and a Mech that charges or jumps onto another fires no weapon.`,
    ]);
    const right = run(fresh(), { attack: 'punch', arm: 'right' }, [1, 1]).uses!;
    expect(allowanceRefusals([[laser], right], names)[1]).toEqual([]);
    const charge = run(fresh(), { attack: 'charge', hexes: 2 }, [1, 1]).uses!;
    expect(allowanceRefusals([[laser], charge], names)[1]).toEqual([
      `\`Hunch\`'s charge is ruled out: Medium Laser [LA] fired this turn (action #1); a limb whose weapon fired this turn makes no physical attack, and a Mech that charges or jumps onto another fires no weapon.`,
    ]);
    // Either way round: a weapon fired after the charge (at a strict table, with no phases to keep them apart).
    expect(allowanceRefusals([charge, [laser]], names)[1]).toEqual([
      `\`Hunch\`'s Medium Laser [LA] is ruled out: charge struck this turn (action #1); a limb whose weapon fired this turn makes no physical attack, and a Mech that charges or jumps onto another fires no weapon.`,
    ]);
  });

  test('WHEN the attacker was destroyed earlier in the physical phase THEN it still charges, and takes no damage back', () => {
    const start = template('hunchback');
    const dead = structuredClone(start);
    dead.destroyed = true;
    const base = stateOf({ Hunch: dead, Atlas: template('atlas') });
    const state: SystemState = {
      ...base,
      pending: { phaseStart: { hunch: start } },
      battle: { phase: 'physical', turn: 1, units: {} } as unknown as BattleView,
    };
    const out = run(state, { attack: 'charge', attacker_move: 'walked', hexes: 1 }, [6, 6, 3, 4]);
    expect(damageTo(out, 'Atlas')).toEqual(['CT:5']);
    expect(damageTo(out, 'Hunch')).toEqual([]);
  });
});

describe('GIVEN a Catapult (65 t, jump 4) that jumped next to an Atlas', () => {
  const fresh = () => stateOf({ Hunch: template('catapult'), Atlas: template('atlas') });

  test('WHEN it lands on the Atlas THEN TN 5 + jumped 3; 20 damage in groups on the punch table; 13 to its own legs; PSRs +2 and +4', () => {
    const out = run(fresh(), { attack: 'dfa', attacker_move: 'jumped' }, [4, 4, 3, 3, 3, 3, 1, 4, 1]);
    expect(out.text).toContain('vs TN **8** (piloting 5, attacker jumped +3) → **HIT**');
    expect(damageTo(out, 'Atlas')).toEqual(['CT:5', 'CT:5', 'CT:5', 'CT:5']);
    expect(damageTo(out, 'Hunch')).toEqual(['RL:5', 'LL:5', 'RL:3']);
    expect(psrs(mech(out, 'atlas'))).toEqual(['hit by death from above 2']);
    expect(psrs(mech(out, 'hunch'))).toEqual(['made a death from above attack 4']);
  });

  test('WHEN it misses THEN it falls two levels onto its back: 7 x 3 = 21 damage on the rear column, then the pilot PSR', () => {
    const out = run(fresh(), { attack: 'dfa' }, [1, 1, 4, 5, 4, 5, 4, 5, 2, 3, 2, 3, 6, 6]);
    expect(out.text).toContain('taken to have jumped (+3)');
    expect(out.events.find((e) => e.type === 'bt-fall')).toEqual({ type: 'bt-fall', unit: 'Hunch', direction: 'rear', damage: 21 });
    expect(damageTo(out, 'Hunch')).toEqual(['LL:5', 'LL:5', 'LL:5', 'RL:5', 'RL:1']);
    expect(mech(out, 'hunch').prone).toBe(true);
    expect(damageTo(out, 'Atlas')).toEqual([]);
  });

  test('WHEN it walked instead THEN death from above is refused', () => {
    expect(() => run(fresh(), { attack: 'dfa', attacker_move: 'walked' }, [])).toThrow('death from above needs a jump');
  });
});

const axmanText = readFileSync(`${OWN_FIXTURES}corpus/Axman AXM-1N.mtf`, 'utf8');
/** Axman AXM-1N (65 t, piloting 5): a five-slot hatchet in the right arm with three medium lasers, large pulse laser left. */
const axman = (text = axmanText): MechData => importMech('Axman AXM-1N.mtf', text).data;
/** A test Wolverine (55 t): a sword and a medium laser in the left arm, a mace in the right. */
const swordMace = (): MechData => importMech('x.mtf', readFileSync(`${OWN_FIXTURES}Wolverine Sword Mace.mtf`, 'utf8')).data;
/** The Axman with a second hatchet in its left arm, where five Ferro-Fibrous slots were. */
const twoHatchets = () => axman(axmanText.replace(/(Left Arm:(?:\n.*){6})(?:\nFerro-Fibrous){5}/, `$1${'\nHatchet'.repeat(5)}`));

describe('GIVEN physical weapons (TW; MegaMek MiscType and ClubAttackAction)', () => {
  const withAxe = (m = axman()) => stateOf({ Axe: m, Atlas: template('atlas') });
  const axe = (state: SystemState, options: Record<string, string | number>, dice: number[]) =>
    run(state, { attacker: 'Axe', ...options }, dice);

  test('WHEN the Axman swings its hatchet THEN TN piloting - 1 = 4, 13 damage (65 t / 5) on the standard table', () => {
    const out = axe(withAxe(), { attack: 'hatchet' }, [2, 3, 3, 4]);
    expect(rollsOf(out)).toEqual(['to-hit (right-arm hatchet):2+3', 'hit location (front):3+4']);
    expect(out.text).toContain(
      '**Axe** swings a hatchet at **Atlas** (right-arm hatchet, front): 🎲 2+3 = **5** vs TN **4** (piloting 5, hatchet -1) → **HIT**',
    );
    expect(damageTo(out, 'Atlas')).toEqual(['CT:13']);
    expect(mech(out, 'axe').physical).toEqual({ turn: 1, attacks: ['hatchet RA'] });
    expect(out.events.find((e) => e.type === 'bt-physical')).toEqual({
      type: 'bt-physical',
      attacker: 'Axe',
      target: 'Atlas',
      attack: 'hatchet',
      tn: 4,
      hit: true,
    });
  });

  test('WHEN a 55 t Mech swings its sword THEN TN piloting - 2 = 3, 7 damage (55 / 10 rounded up, + 1), standard table', () => {
    const out = run(stateOf({ Wolf: swordMace(), Atlas: template('atlas') }), { attacker: 'Wolf', attack: 'sword' }, [2, 2, 4, 4]);
    expect(rollsOf(out)).toEqual(['to-hit (left-arm sword):2+2', 'hit location (front):4+4']);
    expect(out.text).toContain('vs TN **3** (piloting 5, sword -2) → **HIT**');
    expect(damageTo(out, 'Atlas')).toEqual(['LT:7']);
  });

  test('WHEN it swings its mace instead THEN TN piloting + 1 = 6, 14 damage (55 / 4 rounded up), standard table', () => {
    const out = run(stateOf({ Wolf: swordMace(), Atlas: template('atlas') }), { attacker: 'Wolf', attack: 'mace' }, [3, 3, 6, 4]);
    expect(rollsOf(out)).toEqual(['to-hit (right-arm mace):3+3', 'hit location (front):6+4']);
    expect(out.text).toContain('vs TN **6** (piloting 5, mace +1) → **HIT**');
    expect(damageTo(out, 'Atlas')).toEqual(['LA:14']);
  });

  test('WHEN the hatchet misses THEN nothing lands and no PSR is owed', () => {
    const out = axe(withAxe(), { attack: 'hatchet' }, [1, 2]);
    expect(out.text).toContain('vs TN **4** (piloting 5, hatchet -1) → miss');
    expect(damageTo(out, 'Atlas')).toEqual([]);
    expect([psrs(mech(out, 'axe')), psrs(mech(out, 'atlas'))]).toEqual([[], []]);
  });

  test('WHEN it aims at the punch or kick table THEN +4, and the location is one d6 on that table', () => {
    const high = axe(withAxe(), { attack: 'hatchet', aim: 'punch' }, [4, 4, 1]);
    expect(rollsOf(high)).toEqual(['to-hit (right-arm hatchet):4+4', 'punch location (front):1']);
    expect(high.text).toContain('vs TN **8** (piloting 5, hatchet -1, aimed at the punch table +4) → **HIT**');
    expect(damageTo(high, 'Atlas')).toEqual(['LA:13']);
    const low = axe(withAxe(), { attack: 'hatchet', aim: 'kick' }, [4, 4, 4]);
    expect(rollsOf(low)).toEqual(['to-hit (right-arm hatchet):4+4', 'kick location (front):4']);
    expect(damageTo(low, 'Atlas')).toEqual(['LL:13']);
  });

  test('WHEN its right lower arm actuator is destroyed THEN the hatchet is +2 and still does full damage', () => {
    const state = withAxe(withCrit(axman(), 'RA', 2));
    const out = axe(state, { attack: 'hatchet' }, [3, 3, 3, 4]);
    expect(out.text).toContain('vs TN **6** (piloting 5, hatchet -1, lower arm actuator +2) → **HIT**');
    expect(damageTo(out, 'Atlas')).toEqual(['CT:13']);
  });

  test('WHEN the right hand or shoulder is destroyed THEN the hatchet is refused, a UserError, nothing rolled', () => {
    expect(() => axe(withAxe(withCrit(axman(), 'RA', 3)), { attack: 'hatchet' }, [])).toThrow(
      new UserError('rule', 'Axe cannot use a hatchet: right arm: hand actuator destroyed or missing.'),
    );
    expect(() => axe(withAxe(withCrit(axman(), 'RA', 0)), { attack: 'hatchet' }, [])).toThrow('right arm: shoulder destroyed');
  });

  test('WHEN a critical hit destroyed the hatchet THEN it cannot be used', () => {
    const m = axman();
    const critted = withCrit(m, 'RA', slotIndex(m, 'RA', 'Hatchet') + 2);
    expect(critted.equipment.find((e) => e.key === 'hatchet')?.hit).toBe(true);
    expect(() => axe(withAxe(critted), { attack: 'hatchet' }, [])).toThrow(
      'Axe cannot use a hatchet: its hatchet (right arm) was destroyed by a critical hit.',
    );
  });

  test('WHEN the hatchet arm fired a laser this turn THEN the battle rules the swing out; a laser fired from the other arm does not matter', () => {
    const swing = axe(withAxe(), { attack: 'hatchet' }, [2, 3, 3, 4]);
    expect(damageTo(swing, 'Atlas')).toEqual(['CT:13']);
    const fire = (loc: 'LA' | 'RA') => firedIn(axman(), 'axe', loc);
    expect(allowanceRefusals([[fire('RA')], swing.uses!], { axe: 'Axe' })[1]).toEqual([
      `\`Axe\`'s right-arm hatchet is ruled out: Medium Laser [RA] fired this turn (action #1); a limb whose weapon fired this turn makes no physical attack, and a Mech that charges or jumps onto another fires no weapon.`,
    ]);
    expect(allowanceRefusals([[fire('LA')], swing.uses!])[1]).toEqual([]);
  });

  test('WHEN it already attacked this turn THEN the battle refuses a second physical attack, either way round', () => {
    const swung = axe(withAxe(), { attack: 'hatchet' }, [1, 1]).uses!;
    const punched = axe(withAxe(), { attack: 'punch', arm: 'left' }, [1, 1]).uses!;
    const names = { axe: 'Axe' };
    expect(allowanceRefusals([swung, swung], names)[1]).toEqual(["`Axe`'s right-arm hatchet already struck this turn (action #1)."]);
    expect(allowanceRefusals([swung, punched], names)[1]).toEqual([
      "`Axe`'s left punch is ruled out: right-arm hatchet struck this turn (action #1); a Mech makes one physical attack a turn, or a punch with each arm.",
    ]);
    expect(allowanceRefusals([punched, swung], names)[1]).toEqual([
      "`Axe`'s right-arm hatchet is ruled out: left punch struck this turn (action #1); a Mech makes one physical attack a turn, or a punch with each arm.",
    ]);
  });

  test('WHEN the Mech mounts no such weapon THEN the attack is refused', () => {
    expect(() => run(fresh(), { attack: 'hatchet' }, [])).toThrow(
      new UserError('rule', 'Hunch cannot use a hatchet: it mounts no hatchet.'),
    );
    expect(() => axe(withAxe(), { attack: 'sword' }, [])).toThrow('Axe cannot use a sword: it mounts no sword.');
    expect(() => axe(withAxe(), { attack: 'hatchet', arm: 'left' }, [])).toThrow('it has no hatchet in its left arm');
  });

  test('WHEN it carries a hatchet in each arm THEN arm: picks one, and without it the attack asks which', () => {
    const state = withAxe(twoHatchets());
    expect(() => axe(state, { attack: 'hatchet' }, [])).toThrow(
      new UserError('option', 'It carries a hatchet in each arm: say which with `arm:left` or `arm:right`.'),
    );
    const left = axe(state, { attack: 'hatchet', arm: 'left' }, [2, 3, 3, 4]);
    expect(rollsOf(left)).toEqual(['to-hit (left-arm hatchet):2+3', 'hit location (front):3+4']);
    expect(mech(left, 'axe').physical?.attacks).toEqual(['hatchet LA']);
    expect(() => axe(state, { attack: 'hatchet', arm: 'both' }, [])).toThrow('A hatchet swings in one arm');
  });

  test('WHEN aim: or arm: do not fit the attack, or it aims at a prone Mech THEN it is refused', () => {
    expect(() => axe(withAxe(), { attack: 'kick', aim: 'punch' }, [])).toThrow(
      '`aim:` is for a physical weapon: a hatchet, sword, mace or blade',
    );
    expect(() => axe(withAxe(), { attack: 'kick', arm: 'left' }, [])).toThrow('`arm:` chooses the arm for a punch or a physical weapon.');
    const prone = withAxe();
    (prone.units.atlas!.data as MechData).prone = true;
    expect(() => axe(prone, { attack: 'hatchet', aim: 'punch' }, [])).toThrow('aim only at a standing one');
    const down = axe(prone, { attack: 'hatchet' }, [1, 1, 3, 4]);
    expect(down.text).toContain('vs TN **2** (piloting 5, hatchet -1, target prone, adjacent -2) → **HIT**');
    expect(damageTo(down, 'Atlas')).toEqual(['CT:13']);
  });
});

const fresh = () => stateOf({ Hunch: template('hunchback'), Atlas: template('atlas') });
