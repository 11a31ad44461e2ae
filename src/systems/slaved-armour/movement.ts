// /move: speed changes within the locomotion's acceleration and top speed, turns limited by speed, submerging.
import { UserError } from '../../errors.js';
import type { SystemAction } from '../types.js';
import { unitKey } from '../types.js';
import { effectiveLocomotion } from './mounts.js';
import { douseAll, finish, workCopy } from './sa-damage.js';
import { configOf, getUnit, Narration, unableToAct, withData, withUnits } from './state.js';
import type { SaConfig } from './tables.js';
import { type SaUnitData, TURNS, type Turn } from './unit.js';

export const TURN_NAMES: Record<Turn, string> = {
  F: 'forward',
  FR: 'forward-right',
  BR: 'back-right',
  B: 'back',
  BL: 'back-left',
  FL: 'forward-left',
};

/** Accepts `FR` or `forward-right`. */
export function parseTurn(text: string): Turn {
  const wanted = text
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  const turn = TURNS.find((t) => t.toLowerCase() === wanted || TURN_NAMES[t] === wanted);
  if (!turn) throw new UserError('option', `\`${text}\` is not a hex face. Use F, FR, BR, B, BL, FL (forward, forward-right, … back).`);
  return turn;
}

export type MoveCheck = { ok: true } | { ok: false; reason: string };

/** Whether a unit on `locomotion` at `from` may go to speed `to` and enter the hex `turn` of its facing. */
export function checkMove(cfg: SaConfig, locomotion: string, from: number, to: number, turn: Turn, unit?: SaUnitData): MoveCheck {
  const table = cfg.locomotion[locomotion];
  const spec = table && unit ? effectiveLocomotion(unit, table) : table && { ...table, lost: [] };
  if (!spec)
    return {
      ok: false,
      reason: `Locomotion \`${locomotion}\` is not in this channel's table (${Object.keys(cfg.locomotion).join(', ')}).`,
    };
  const lost = spec.lost.length > 0 ? ` with ${spec.lost.join(', ')} destroyed` : '';
  // Faster than a damaged drive allows: it must slow down as hard as it can until it is back under the top speed.
  const top = from > spec.maxSpeed ? Math.max(spec.maxSpeed, from - spec.accel) : spec.maxSpeed;
  if (to < 0 || to > top) {
    const slowing = top > spec.maxSpeed ? ` It must slow to ${top} or less this turn.` : '';
    return { ok: false, reason: `Top speed on ${locomotion}${lost} is ${spec.maxSpeed}; ${to} is out of reach.${slowing}` };
  }
  if (Math.abs(to - from) > spec.accel) {
    const verb = to > from ? 'accelerate' : 'decelerate';
    return {
      ok: false,
      reason: `On ${locomotion} a unit can ${verb} at most ${spec.accel} per turn: ${from} → ${to} is a change of ${Math.abs(to - from)}.`,
    };
  }
  const rule = cfg.turns.find((r) => to <= r.upToSpeed);
  if (rule && !rule.allowed.includes(turn)) {
    const allowed = rule.allowed.map((t) => `${t} (${TURN_NAMES[t]})`).join(', ');
    return { ok: false, reason: `At speed ${to} the ${TURN_NAMES[turn]} hex cannot be entered; allowed: ${allowed}.` };
  }
  return { ok: true };
}

const TURN_OFFSET: Record<Turn, number> = { F: 0, FR: 1, BR: 2, B: 3, BL: 4, FL: 5 };

export const move: SystemAction = (state, input, rng) => {
  const cfg = configOf(state);
  const options = input.options;
  const unit = getUnit(state, options.string('unit', true));
  const unable = unableToAct(unit);
  if (unable) throw new UserError('rule', `${unable} It cannot move.`);
  const data = unit.data;
  const to = options.integer('speed') ?? data.speed;
  const turnText = options.string('turn');
  const turn = turnText === undefined ? 'F' : parseTurn(turnText);
  const submerge = options.boolean('submerged');
  // In a battle the acceleration limit is per round: every /move this round is measured from the round's first speed.
  // (Which phase a move belongs to is the battle clock's: SA_CLOCK's `acts`, checked before any action runs.)
  const battle = state.battle;
  const key = unitKey(unit.name);
  const recorded = battle?.units[key]?.startSpeed;
  const from = typeof recorded === 'number' ? recorded : data.speed;
  const check = checkMove(cfg, data.locomotion, from, to, turn, data);
  if (!check.ok) throw new UserError('rule', `${unit.name} cannot make that move. ${check.reason}`);
  const facing = (data.facing + TURN_OFFSET[turn]) % 6;
  const log = new Narration(rng);
  const change = to === data.speed ? `holds speed ${to}` : `${to > data.speed ? 'accelerates' : 'slows'} ${data.speed} → ${to}`;
  const turning = turn === 'F' ? 'straight ahead' : `into the ${TURN_NAMES[turn]} hex (facing ${data.facing} → ${facing})`;
  log.line(`**${unit.name}** ${change}, ${turning}.`);
  let next = { ...data, speed: to, facing };
  if (data.kind === 'sa' && submerge !== undefined && submerge !== data.submerged) {
    const work = workCopy({ ...data, speed: to, facing, submerged: submerge });
    if (submerge) douseAll(work, { log, unit: unit.name });
    log.line(submerge ? `${unit.name} is now submerged.` : `${unit.name} surfaces.`);
    next = finish(work);
  } else if (data.kind === 'person' && submerge) {
    throw new UserError('rule', `${unit.name} is a person; only Slaved Armour can submerge.`);
  }
  log.event({ type: 'moved', unit: unit.name, speed: to, facing, submerged: next.kind === 'sa' ? next.submerged : false });
  return {
    state: { ...state, units: withUnits(state, withData(unit, next)) },
    events: log.events,
    text: log.text(),
    show: [{ unit: key }],
    ...(battle ? { turnRecords: { [key]: { startSpeed: from } } } : {}),
  };
};
