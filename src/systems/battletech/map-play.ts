// BattleTech on the map: a 'Mech's move by path and MP, and what a shot or a blow reads off the board between two placed 'Mechs.
import { hexAt, waterDepth } from '../../battlefield/board.js';
import { type Field, placementOf } from '../../battlefield/field.js';
import {
  type AttackDirection,
  arcOf,
  distance,
  type Facing,
  type FiringArc,
  facingName,
  formatHex,
  type Hex,
  inArc,
  neighbour,
  sameHex,
  turn,
} from '../../battlefield/hex.js';
import { type LineOfSight, lineOfSight, type Sighted } from '../../battlefield/los.js';
import { describeHex, type Placement } from '../../battlefield/placement.js';
import { UserError } from '../../errors.js';
import type { ActionInput, ActionOutcome, SystemState } from '../types.js';
import type { Modifier } from './derived.js';
import type { LocationId } from './locations.js';
import { locationCodes } from './locations.js';
import { enterCost, type MapMoveMode, type MapMoveResult, type MapMoveStep, type MovementPoints, planMapMove } from './map-move.js';
import type { Found } from './state.js';
import type { Arc } from './tables.js';
import type { Equipment, MechData } from './types.js';

/** Standing up from prone costs this many MP of the move (Total Warfare). */
export const STAND_UP_MP = 2;

export const TWISTS = ['left', 'right'] as const;
export type Twist = (typeof TWISTS)[number];

export type MapMode = 'walked' | 'ran' | 'jumped';
const PLAN_MODE: Record<MapMode, MapMoveMode> = { walked: 'walk', ran: 'run', jumped: 'jump' };

/** A 'Mech as line of sight sees it: one level above its hex standing, flat on it prone (MegaMek's height 0). */
export function mechSighted(mech: MechData, placement: Placement): Sighted {
  return { hex: placement.hex, facing: placement.facing, height: mech.prone ? 0 : 1, kind: 'mech' };
}

export function requirePlacement(state: SystemState, found: Found): { field: Field; at: Placement } {
  const at = placementOf(state.field, found.key);
  if (!state.field || !at)
    throw new UserError(
      'rule',
      `${found.record.name} is not on the map: place it with \`/map place unit:${found.record.name} hex: facing:\` first.`,
    );
  return { field: state.field, at };
}

/** A planned move on the map: where it ends, the path in words, and what the turn record keeps. */
export interface MechMapMove {
  readonly mode: MapMode;
  /** Hexes entered (or jumped): the to-hit movement modifiers and jump heat count these. */
  readonly hexes: number;
  readonly placement: Placement;
  /** `walked 0605→0607 via 0606, 4 of 5 MP: light woods +1` */
  readonly said: string;
  /** A prone 'Mech stands first (a PSR, 2 MP of the move). */
  readonly standsUp: boolean;
}

/**
 * Plans `found`'s move to `to` by the cheapest legal path (map-move.ts) on the MP it has now (damage and heat taken
 * off, as deriveMech gives them); a prone 'Mech pays 2 of them to stand first and may not jump, and `stood` MP of
 * stand-ups already rolled with `/psr` this turn come off a walk or run too. Other units' hexes may not be ended in;
 * an enemy's may not be entered. Refused with the reason when there is no legal path.
 */
export function planMechMove(
  state: SystemState,
  found: Found,
  mp: MovementPoints,
  request: { to: Hex; facing?: Facing; mode: MapMode; stood?: number },
): MechMapMove {
  const { field, at } = requirePlacement(state, found);
  const mech = found.record.data;
  const name = found.record.name;
  if (mech.prone && request.mode === 'jumped')
    throw new UserError('rule', `${name} is prone: it cannot jump (it stands up walking or running).`);
  const standsUp = mech.prone;
  // Every stand-up attempt this turn costs 2 MP: one rolled with `/psr` before this move, and this one if still prone.
  const standing = (request.mode === 'jumped' ? 0 : (request.stood ?? 0)) + (standsUp ? STAND_UP_MP : 0);
  const budget = standing > 0 ? { ...mp, walk: mp.walk - standing, run: mp.run - standing } : mp;
  if (standing > 0 && (request.mode === 'ran' ? budget.run : budget.walk) < 0)
    throw new UserError(
      'rule',
      standsUp
        ? `${name} has fewer than ${standing} MP: it cannot stand up this turn.`
        : `${name} has no MP left: standing up took ${standing}.`,
    );
  const side = (key: string) => state.units[key]?.controller ?? state.units[key]?.owner;
  const others = Object.entries(field.at).filter(([key]) => key !== found.key);
  const mine = side(found.key);
  const planned: MapMoveResult = planMapMove(field.board, {
    from: at.hex,
    facing: at.facing,
    to: request.to,
    ...(request.facing !== undefined ? { endFacing: request.facing } : {}),
    mode: PLAN_MODE[request.mode],
    mp: budget,
    enemies: others.filter(([key]) => side(key) !== mine).map(([, p]) => p.hex),
    friends: others.filter(([key]) => side(key) === mine).map(([, p]) => p.hex),
  });
  if (!planned.ok) throw new UserError('rule', `${name} cannot move there: ${planned.reason}`);
  const total = request.mode === 'jumped' ? mp.jump : request.mode === 'ran' ? mp.run : mp.walk;
  const spent = planned.cost + standing;
  const through = planned.path
    .map((s) => formatHex(s.hex))
    .filter((h, i, all) => all.indexOf(h) === i && h !== formatHex(request.to) && h !== formatHex(at.hex));
  const extras = request.mode === 'jumped' ? [] : pathCosts(field, at, planned.path);
  const said = [
    `${request.mode} ${formatHex(at.hex)}→${formatHex(request.to)}`,
    through.length > 0 ? ` via ${through.join(', ')}` : '',
    `, ${spent} of ${total} MP`,
    [...(standing > 0 ? [`standing up +${standing}`] : []), ...extras].map((x, i) => `${i === 0 ? ': ' : ', '}${x}`).join(''),
    `, facing ${facingName(planned.facing)}`,
  ].join('');
  return { mode: request.mode, hexes: planned.hexesMoved, placement: { hex: request.to, facing: planned.facing }, said, standsUp };
}

/**
 * What a path paid beyond 1 MP a hex, named, and how it went: `0606 light woods +1`, `by road 0609` (where the road
 * saved MP), `backward 0607, 0608`, `turns 2`.
 */
function pathCosts(field: Field, from: Placement, path: readonly MapMoveStep[]): string[] {
  const out: string[] = [];
  const backward: string[] = [];
  const byRoad: string[] = [];
  let turns = 0;
  let previous = { hex: from.hex, spent: 0 };
  for (const step of path) {
    const paid = step.spent - previous.spent;
    const here = hexAt(field.board, previous.hex);
    const there = hexAt(field.board, step.hex);
    if (formatHex(step.hex) === formatHex(previous.hex)) turns += paid;
    else {
      if (paid > 1) out.push(`${formatHex(step.hex)} ${describeHex(field.board, step.hex)} +${paid - 1}`);
      // A road is named where it saved MP: the hex's own terrain would have cost more (or barred the way).
      const offRoad = step.road && here && there ? enterCost(here, there) : undefined;
      if (step.road && (offRoad === undefined || offRoad > paid)) byRoad.push(formatHex(step.hex));
      if (step.backward) backward.push(formatHex(step.hex));
    }
    previous = step;
  }
  if (byRoad.length > 0) out.push(`by road ${byRoad.join(', ')}`);
  if (backward.length > 0) out.push(`backward ${backward.join(', ')}`);
  if (turns > 0) out.push(`turn${turns === 1 ? '' : 's'} ${turns}`);
  return out;
}

/** What the map says about one shot or blow between two placed 'Mechs. */
export interface MapSight {
  readonly range: number;
  readonly los: LineOfSight;
  /** The side of the target struck, from its facing (the hit-location column). */
  readonly direction: AttackDirection;
  /** The arc of the attacker's torso the target stands in (secondary-target modifier). */
  readonly arc: Arc;
  /** The arc of the attacker's legs (kicks): the torso's twist does not turn it. */
  readonly legArc: Arc;
  /** The target stands in the hex the attacker's feet face (a push reaches only that one). */
  readonly ahead: boolean;
  /** Terrain's to-hit modifiers: intervening woods, woods in the target's hex, partial cover (a blow's: blowSight). */
  readonly modifiers: readonly Modifier[];
  readonly partialCover: boolean;
  /** The target is a 'Mech standing in depth 1 water (a charge strikes it on the punch table). */
  readonly waterCover: boolean;
  /** The level of the ground each stands on (a 'Mech in water stands on its bottom): physical attacks read these. */
  readonly levels: { readonly attacker: number; readonly target: number };
  /** The blocked line a GM's ruled range shot over, when one did: the hex (`0513 (level 2)`) and what blocks it. */
  readonly overruled?: { readonly at: string; readonly why: string };
  /** Why a weapon cannot bear on the target from where the attacker faces, or null. */
  readonly outOfArc: (mech: MechData, weapon: Equipment) => string | null;
  /** `range 7, light woods +1, partial cover, from the rear` */
  readonly said: string;
}

/** The hexside the torso faces: the legs' facing turned one hexside by a twist. */
export function torsoFacing(facing: Facing, twist: Twist | undefined): Facing {
  return twist === undefined ? facing : turn(facing, twist === 'right' ? 1 : -1);
}

const LEGS: readonly LocationId[] = ['LL', 'RL'];

/**
 * The arc a weapon fires into (TW firing arcs, MegaMek Mech.getWeaponArc): rear-mounted the rear; a left or right arm
 * the front and that side; everything else the front. Leg-mounted weapons keep the legs' facing; the rest turn with
 * the torso (a quad's four legs keep the body's).
 */
function weaponArc(mech: MechData, weapon: Equipment): { arc: FiringArc; torso: boolean } {
  const loc = weapon.locations[0];
  if (weapon.rear) return { arc: 'rear', torso: true };
  // A four-legged 'Mech's "arms" are its front legs.
  if (mech.quad) return { arc: 'front', torso: loc === undefined || ![...LEGS, 'LA', 'RA'].includes(loc) };
  if (loc === 'LA') return { arc: 'left-arm', torso: true };
  if (loc === 'RA') return { arc: 'right-arm', torso: true };
  return { arc: 'front', torso: loc === undefined || !LEGS.includes(loc) };
}

const ARC_WORDS: Record<FiringArc, string> = {
  front: 'front arc',
  rear: 'rear arc',
  'left-arm': 'front and left arcs',
  'right-arm': 'front and right arcs',
  left: 'left arc',
  right: 'right arc',
};

/**
 * Range, line of sight and its modifiers, attack direction and arcs between two placed 'Mechs, or undefined when
 * either is off the map. A blocked line is refused naming the hex and what blocks it. A range a GM ruled is said beside
 * the map's.
 */
export function mapSight(
  state: SystemState,
  attacker: Found,
  target: Found,
  twist?: Twist,
  ruledRange?: number,
  byGM = false,
): MapSight | undefined {
  return sightBetween(state, attacker, target, {
    ...(twist ? { twist } : {}),
    ...(ruledRange !== undefined ? { ruledRange } : {}),
    byGM,
    blow: false,
  });
}

/**
 * The map between a physical attacker and its target, as MegaMek reads it for a blow: no line of sight is traced (an
 * adjacent blow needs only its reach, arc and levels; PhysicalAttackAction.toHitIsImpossible checks range alone), and
 * the terrain it pays is the target's hex only, Compute.getTargetTerrainModifier's woods and the partial cover of
 * depth 1 water (PhysicalAttackAction.setCommonModifiers, ChargeAttackAction); a hill's partial cover is LosEffects',
 * which physical attacks never consult. Labelled as for a shot. `terrain` false: a blow that pays none (a death from
 * above: DfaAttackAction adds no terrain).
 */
export function blowSight(
  state: SystemState,
  attacker: Found,
  target: Found,
  twist: Twist | undefined,
  terrain: boolean,
): MapSight | undefined {
  return sightBetween(state, attacker, target, { ...(twist ? { twist } : {}), byGM: false, blow: terrain ? 'terrain' : 'bare' });
}

interface SightRequest {
  readonly twist?: Twist;
  readonly ruledRange?: number;
  readonly byGM: boolean;
  /** A physical attack's view (blowSight), with its terrain or none; false: a shot's. */
  readonly blow: false | 'terrain' | 'bare';
}

function sightBetween(state: SystemState, attacker: Found, target: Found, request: SightRequest): MapSight | undefined {
  const { twist, ruledRange, byGM, blow } = request;
  const field = state.field;
  const from = placementOf(field, attacker.key);
  const to = placementOf(field, target.key);
  if (!field || !from || !to) return undefined;
  const a = mechSighted(attacker.record.data, from);
  const t = mechSighted(target.record.data, to);
  const los = lineOfSight(field.board, a, t);
  const blocked = los.blocked
    ? { at: `${formatHex(los.blocked.hex)} (${describeHex(field.board, los.blocked.hex)})`, why: BLOCKED_WORDS[los.blocked.reason] }
    : undefined;
  // A GM who types the range rules over the map, a blocked line with it (logged as a ruling); a player never can.
  const overruled = byGM && ruledRange !== undefined ? blocked : undefined;
  if (blocked !== undefined && overruled === undefined && !blow)
    throw new UserError(
      'rule',
      `${attacker.record.name} has no line of sight to ${target.record.name}: ${blocked.at} blocks it — ${blocked.why}.${byGM ? ' A GM may rule the shot by giving `range:`.' : ''}`,
    );
  const range = distance(from.hex, to.hex);
  const torso = torsoFacing(from.facing, twist);
  const modifiers: Modifier[] = [];
  const times = (n: number) => (n > 1 ? ` ×${n}` : '');
  if (los.lightWoods > 0 && !blow) modifiers.push({ value: los.lightWoods, reason: `light woods${times(los.lightWoods)}` });
  if (los.heavyWoods > 0 && !blow) modifiers.push({ value: 2 * los.heavyWoods, reason: `heavy woods${times(los.heavyWoods)}` });
  if (los.targetWoodsModifier > 0 && blow !== 'bare')
    modifiers.push({ value: los.targetWoodsModifier, reason: `target in ${WOODS_WORDS[los.targetWoodsModifier] ?? 'woods'}` });
  const partialCover = blow === false ? los.partialCover : blow === 'terrain' && los.waterCover;
  if (partialCover) modifiers.push({ value: 1, reason: 'partial cover' });
  const direction = los.direction ?? 'front';
  const arc = arcOf(from.hex, torso, to.hex);
  const outOfArc = (mech: MechData, weapon: Equipment): string | null => {
    const { arc: fires, torso: turns } = weaponArc(mech, weapon);
    if (inArc(from.hex, turns ? torso : from.facing, to.hex, fires)) return null;
    return `${weapon.name}${weapon.rear ? ' (R)' : ''} [${locationCodes(mech, weapon.locations)}] fires into the ${ARC_WORDS[fires]}; ${target.record.name} at ${formatHex(to.hex)} is in ${attacker.record.name}'s ${arc} arc${twist ? ` (torso twisted ${twist})` : ''}.`;
  };
  const said = [
    ruledRange === undefined || ruledRange === range ? `range ${range}` : `range ${ruledRange} (a GM's ruling; the map says ${range})`,
    ...(overruled ? [`line of sight blocked at ${overruled.at} — ${overruled.why} (a GM's ruling)`] : []),
    ...modifiers.map((m) => `${m.reason} +${m.value}`),
    direction === 'front' ? 'from the front' : direction === 'rear' ? 'from the rear' : `from the ${direction} side`,
    ...(twist ? [`torso twisted ${twist}`] : []),
  ].join(', ');
  return {
    range,
    los,
    direction,
    arc,
    legArc: arcOf(from.hex, from.facing, to.hex),
    ahead: sameHex(neighbour(from.hex, from.facing), to.hex),
    modifiers,
    partialCover,
    waterCover: los.waterCover,
    levels: { attacker: groundLevel(field, from.hex), target: groundLevel(field, to.hex) },
    ...(overruled ? { overruled } : {}),
    outOfArc,
    said,
  };
}

/** The level a 'Mech's feet stand at in a hex: the ground, or the bottom of its water (MegaMek's elevation + hex level). */
function groundLevel(field: Field, hex: Hex): number {
  const data = hexAt(field.board, hex);
  return data ? data.elevation - waterDepth(data) : 0;
}

const WOODS_WORDS: Readonly<Record<number, string>> = { 1: 'light woods', 2: 'heavy woods', 3: 'ultra-heavy woods' };

const BLOCKED_WORDS: Record<NonNullable<LineOfSight['blocked']>['reason'], string> = {
  hill: 'the ground rises above both',
  building: 'a building stands in the way',
  woods: 'three or more points of woods in the way',
  water: 'one of them is under water',
};

/**
 * Physical attacks reach only an adjacent hex, and a blow lands only in its arc (TW; MegaMek's physical attack actions);
 * a push only the hex straight ahead of the feet (MegaMek PushAttackAction).
 */
export function physicalReach(
  sight: MapSight,
  attacker: string,
  target: string,
  reach: { arcs: readonly Arc[]; legs: boolean; ahead?: boolean },
  what: string,
): void {
  if (sight.range !== 1)
    throw new UserError('rule', `${target} is ${sight.range} hexes from ${attacker}: a ${what} reaches only an adjacent hex.`);
  if (reach.ahead && !sight.ahead)
    throw new UserError('rule', `${target} is not straight ahead of ${attacker}'s feet: a ${what} reaches only the hex its legs face.`);
  const arc = reach.legs ? sight.legArc : sight.arc;
  if (!reach.arcs.includes(arc))
    throw new UserError('rule', `${target} is in ${attacker}'s ${arc} arc: a ${what} lands only in its ${reach.arcs.join(' or ')} arc.`);
}

/**
 * The attacker's torso twist this turn (TW: once, one hexside, in the weapon attack phase): the one given, else the
 * one its turn record kept from an earlier shot. That a second twist is refused is the allowance table's (allowances.ts).
 */
export function twistOf(state: SystemState, input: ActionInput, attacker: Found): Twist | undefined {
  const given = input.options.choice('twist', TWISTS);
  if (given !== undefined) {
    if (attacker.record.data.quad) throw new UserError('rule', `${attacker.record.name} has four legs: a quad cannot twist its torso.`);
    if (!placementOf(state.field, attacker.key))
      throw new UserError('rule', `A twist turns arcs on the map, and ${attacker.record.name} is not on it: off the map, give \`arc:\`.`);
    return given;
  }
  const recorded = state.battle?.units[attacker.key]?.twist;
  return TWISTS.find((t) => t === recorded);
}

/** The turn record with the twist a shot declared, so later shots this turn keep it. */
export function twistRecord(state: SystemState, input: ActionInput, attackerKey: string): ActionOutcome['turnRecords'] | undefined {
  const given = input.options.choice('twist', TWISTS);
  if (given === undefined || !state.battle) return undefined;
  return { [attackerKey]: { ...(state.battle.units[attackerKey] ?? {}), twist: given } };
}
