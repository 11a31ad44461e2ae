// /move: speed changes within the locomotion's acceleration and top speed, turns limited by speed, submerging.
import { placementOf } from '../../battlefield/field.js';
import { type Facing, facingName, formatHex, type Hex, turn as turnFacing } from '../../battlefield/hex.js';
import type { Placement } from '../../battlefield/placement.js';
import { UserError } from '../../errors.js';
import type { SystemAction, SystemState } from '../types.js';
import { unitKey } from '../types.js';
import { crash } from './collision.js';
import { type MapMove, planMapMove } from './map-move.js';
import { effectiveLocomotion } from './mounts.js';
import { douseAll, finish, workCopy } from './sa-damage.js';
import { configOf, getUnit, Narration, type SaUnit, unableToAct, withData, withUnits } from './state.js';
import type { SaConfig } from './tables.js';
import { type SaData, type SaUnitData, TURNS, type Turn } from './unit.js';

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
  for (const option of ['to', 'facing'])
    if (options.has(option))
      throw new UserError(
        'option',
        `Slaved Armour moves by \`speed:\` and \`turn:\` (the hex face it enters, which becomes its facing), not \`${option}:\`.`,
      );
  // In a battle the acceleration limit is per round: every /move this round is measured from the round's first speed.
  // (Which phase a move belongs to is the battle clock's: SA_CLOCK's `acts`, checked before any action runs.)
  const battle = state.battle;
  const key = unitKey(unit.name);
  const recorded = battle?.units[key]?.startSpeed;
  const from = typeof recorded === 'number' ? recorded : data.speed;
  const check = checkMove(cfg, data.locomotion, from, to, turn, data);
  if (!check.ok) throw new UserError('rule', `${unit.name} cannot make that move. ${check.reason}`);
  const field = state.field;
  const placed = placementOf(field, key);
  // On the map its placement is where it faces; the unit's own record follows the map.
  const base = placed?.facing ?? data.facing;
  const facing = turnFacing(base as Facing, TURN_OFFSET[turn]);
  const log = new Narration(rng);
  const change = to === data.speed ? `holds speed ${to}` : `${to > data.speed ? 'accelerates' : 'slows'} ${data.speed} → ${to}`;
  const turning = turn === 'F' ? 'straight ahead' : `into the ${TURN_NAMES[turn]} hex (facing ${base} → ${facing})`;
  log.line(`**${unit.name}** ${change}, ${turning}.`);
  const mapMove = field && placed ? planMapMove(field, key, unit.name, placed, facing, to) : undefined;
  const crashInto = mapMove?.collision ? collisionTarget(state, unit, mapMove.collision.key, mapMove.collision.at) : undefined;
  if (mapMove) log.line(describeMapMove(placed as Placement, mapMove, crashInto?.name));
  // Seed silent on what a collision does to speed: the mover is stopped in the hex before the one it hit.
  const endSpeed = crashInto ? 0 : to;
  let next: SaUnitData = { ...data, speed: endSpeed, facing };
  if (data.kind === 'sa' && submerge !== undefined && submerge !== data.submerged) {
    const work = workCopy({ ...data, speed: endSpeed, facing, submerged: submerge });
    if (submerge) douseAll(work, { log, unit: unit.name });
    log.line(submerge ? `${unit.name} is now submerged.` : `${unit.name} surfaces.`);
    next = finish(work);
  } else if (data.kind === 'person' && submerge) {
    throw new UserError('rule', `${unit.name} is a person; only Slaved Armour can submerge.`);
  }
  let units = withUnits(state, withData(unit, next));
  const show: { unit: string; highlight?: unknown }[] = [{ unit: key }];
  if (crashInto && mapMove?.collision) {
    // The Hits of running into it: the mover at the speed it moved, the other at its own recorded speed.
    const mover = { ...unit, data: { ...(next as SaData), speed: to } };
    const { changed, show: struck } = crash(mover, crashInto, { impact: mapMove.collision.impact }, log, configOf(state));
    units = withUnits({ ...state, units }, ...changed.map((u) => (unitKey(u.name) === key ? withData(u, { ...u.data, speed: 0 }) : u)));
    show.splice(0, 1, ...struck);
  }
  log.event({ type: 'moved', unit: unit.name, speed: endSpeed, facing, submerged: next.kind === 'sa' ? next.submerged : false });
  return {
    state: { ...state, units },
    events: log.events,
    text: log.text(),
    show,
    ...(battle ? { turnRecords: { [key]: { startSpeed: from } } } : {}),
    ...(mapMove ? { placed: { [key]: mapMove.end } } : {}),
  };
};

/** The Slaved Armour suit a map move runs into; anything else in the hex refuses the move (collisions are between suits). */
function collisionTarget(state: SystemState, mover: SaUnit, key: string, at: Hex): SaUnit & { data: SaData } {
  const other = Object.hasOwn(state.units, key) ? state.units[key] : undefined;
  const name = other?.name ?? key;
  if (mover.data.kind !== 'sa' || other?.system !== 'slaved-armour' || (other.data as SaUnitData).kind !== 'sa')
    throw new UserError(
      'rule',
      `${mover.name} cannot make that move: **${name}** stands in ${formatHex(at)}, and collisions are between Slaved Armour suits (and obstacles). Stop short or turn.`,
    );
  return other as SaUnit & { data: SaData };
}

function describeMapMove(start: Placement, move: MapMove, struck: string | undefined): string {
  const route = [start.hex, ...move.path].map(formatHex).join(' → ');
  const stops = `${move.path.length === 0 ? `stays at ${formatHex(start.hex)}` : `moves ${route}`}, facing ${facingName(move.end.facing)}`;
  return struck && move.collision
    ? `On the map it ${stops}, and runs into **${struck}** in ${formatHex(move.collision.at)}.`
    : `On the map it ${stops}.`;
}
