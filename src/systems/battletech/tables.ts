// BattleTech rules tables as data: structure by tonnage, hit locations, crit counts, clusters, consciousness, heat and to-hit.
import type { LocationId } from './locations.js';

/** Internal structure per location by tonnage [head, CT, side torso, arm, leg] (MegaMek Mek.autoSetInternal). */
export const INTERNAL_STRUCTURE: Readonly<Record<number, readonly [number, number, number, number, number]>> = {
  10: [3, 4, 3, 1, 2],
  15: [3, 5, 4, 2, 3],
  20: [3, 6, 5, 3, 4],
  25: [3, 8, 6, 4, 6],
  30: [3, 10, 7, 5, 7],
  35: [3, 11, 8, 6, 8],
  40: [3, 12, 10, 6, 10],
  45: [3, 14, 11, 7, 11],
  50: [3, 16, 12, 8, 12],
  55: [3, 18, 13, 9, 13],
  60: [3, 20, 14, 10, 14],
  65: [3, 21, 15, 10, 15],
  70: [3, 22, 15, 11, 15],
  75: [3, 23, 16, 12, 16],
  80: [3, 25, 17, 13, 17],
  85: [3, 27, 18, 14, 18],
  90: [3, 29, 19, 15, 19],
  95: [3, 30, 20, 16, 20],
  100: [3, 31, 21, 17, 21],
};

/** Internal structure by TechManual's table; a quad's front legs (LA/RA) are legs (MegaMek QuadMek). */
export function internalFor(tonnage: number, loc: LocationId, quad = false): number {
  const row = INTERNAL_STRUCTURE[tonnage];
  if (!row) throw new Error(`no internal structure row for ${tonnage} t`);
  const limb = quad ? 4 : 3;
  const column = { HD: 0, CT: 1, LT: 2, RT: 2, LA: limb, RA: limb, LL: 4, RL: 4 }[loc];
  return row[column] as number;
}

export const DIRECTIONS = ['front', 'left', 'right', 'rear'] as const;
/** The attacker's firing arc the target stands in (Salvo has no map: the player says). */
export const ARCS = ['front', 'left', 'right', 'rear'] as const;
export type Arc = (typeof ARCS)[number];
/** TW: a secondary target in the attacker's forward arc +1, in a side or rear arc +2. */
export const SECONDARY_TARGET_MOD: Readonly<Record<Arc, number>> = { front: 1, left: 2, right: 2, rear: 2 };
export type Direction = (typeof DIRECTIONS)[number];

/** 2d6 -> location, indexed by roll - 2 (MegaMek Mek.rollHitLocation). Rear uses the front column on rear armour. */
export const HIT_LOCATION: Readonly<Record<Direction, readonly LocationId[]>> = {
  front: ['CT', 'RA', 'RA', 'RL', 'RT', 'CT', 'LT', 'LL', 'LA', 'LA', 'HD'],
  rear: ['CT', 'RA', 'RA', 'RL', 'RT', 'CT', 'LT', 'LL', 'LA', 'LA', 'HD'],
  left: ['LT', 'LL', 'LA', 'LA', 'LL', 'LT', 'CT', 'RT', 'RA', 'RL', 'HD'],
  right: ['RT', 'RL', 'RA', 'RA', 'RL', 'RT', 'CT', 'LT', 'LA', 'LL', 'HD'],
};

/** Quad 'Mechs (TW; MegaMek QuadMek): LA/RA are the front legs, LL/RL the rear legs. */
export const QUAD_HIT_LOCATION: Readonly<Record<Direction, readonly LocationId[]>> = {
  front: ['CT', 'RA', 'RA', 'RL', 'RT', 'CT', 'LT', 'LL', 'LA', 'LA', 'HD'],
  rear: ['CT', 'RL', 'RL', 'RA', 'RT', 'CT', 'LT', 'LA', 'LL', 'LL', 'HD'],
  left: ['LT', 'LL', 'LA', 'LA', 'LL', 'LT', 'CT', 'RT', 'RA', 'RL', 'HD'],
  right: ['RT', 'RL', 'RA', 'RA', 'RL', 'RT', 'CT', 'LT', 'LA', 'LL', 'HD'],
};

/** A 2 on the hit-location roll is a through-armour critical chance. */
export const TAC_ROLL = 2;

export function hitLocation(direction: Direction, roll: number, quad = false): LocationId {
  const loc = (quad ? QUAD_HIT_LOCATION : HIT_LOCATION)[direction][roll - 2];
  if (!loc) throw new Error(`hit location roll ${roll} out of range`);
  return loc;
}

/**
 * Punch table, 1d6 (TW; MegaMek Mek.rollHitLocation HIT_PUNCH), indexed by roll - 1. Rear uses the front column on
 * rear armour. A quad's LA/RA are its front legs, so the same table reaches them.
 */
export const PUNCH_LOCATION: Readonly<Record<Direction, readonly LocationId[]>> = {
  front: ['LA', 'LT', 'CT', 'RT', 'RA', 'HD'],
  rear: ['LA', 'LT', 'CT', 'RT', 'RA', 'HD'],
  left: ['LT', 'LT', 'CT', 'LA', 'LA', 'HD'],
  right: ['RT', 'RT', 'CT', 'RA', 'RA', 'HD'],
};

/** Kick table, 1d6 (TW; MegaMek HIT_KICK): front and rear 1-3 right leg, 4-6 left leg; a side kick hits that side's leg. */
export const KICK_LOCATION: Readonly<Record<Direction, readonly LocationId[]>> = {
  front: ['RL', 'RL', 'RL', 'LL', 'LL', 'LL'],
  rear: ['RL', 'RL', 'RL', 'LL', 'LL', 'LL'],
  left: ['LL', 'LL', 'LL', 'LL', 'LL', 'LL'],
  right: ['RL', 'RL', 'RL', 'RL', 'RL', 'RL'],
};

/** A kick at a quad reaches the legs on the side it comes from: front legs from the front, rear legs from behind. */
export const QUAD_KICK_LOCATION: Readonly<Record<Direction, readonly LocationId[]>> = {
  front: ['RA', 'RA', 'RA', 'LA', 'LA', 'LA'],
  rear: ['RL', 'RL', 'RL', 'LL', 'LL', 'LL'],
  left: ['LA', 'LA', 'LA', 'LL', 'LL', 'LL'],
  right: ['RA', 'RA', 'RA', 'RL', 'RL', 'RL'],
};

export function punchLocation(direction: Direction, roll: number): LocationId {
  const loc = PUNCH_LOCATION[direction][roll - 1];
  if (!loc) throw new Error(`punch location roll ${roll} out of range`);
  return loc;
}

export function kickLocation(direction: Direction, roll: number, quad = false): LocationId {
  const loc = (quad ? QUAD_KICK_LOCATION : KICK_LOCATION)[direction][roll - 1];
  if (!loc) throw new Error(`kick location roll ${roll} out of range`);
  return loc;
}

/** Determining Critical Hits, indexed by 2d6 - 2: a number of crits, or 'twelve' (limb/head off, or 3 in a torso). */
export const CRIT_COUNT: readonly (0 | 1 | 2 | 'twelve')[] = [0, 0, 0, 0, 0, 0, 1, 1, 2, 2, 'twelve'];

/** Cluster Hits table: rack size -> hits for 2d6 = 2..12 (MegaMek Compute.clusterHitsTable). */
export const CLUSTER_HITS: Readonly<Record<number, readonly number[]>> = {
  1: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
  2: [1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2],
  3: [1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3],
  4: [1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4],
  5: [1, 2, 2, 3, 3, 3, 3, 4, 4, 5, 5],
  6: [2, 2, 3, 3, 4, 4, 4, 5, 5, 6, 6],
  7: [2, 2, 3, 4, 4, 4, 4, 6, 6, 7, 7],
  8: [2, 3, 3, 4, 4, 5, 5, 6, 7, 8, 8],
  9: [3, 3, 4, 5, 5, 5, 5, 7, 7, 9, 9],
  10: [3, 3, 4, 6, 6, 6, 6, 8, 8, 10, 10],
  11: [4, 4, 5, 7, 7, 7, 7, 9, 9, 11, 11],
  12: [4, 4, 5, 8, 8, 8, 8, 10, 10, 12, 12],
  13: [4, 4, 5, 8, 8, 8, 8, 11, 11, 13, 13],
  14: [5, 5, 6, 9, 9, 9, 9, 11, 11, 14, 14],
  15: [5, 5, 6, 9, 9, 9, 9, 12, 12, 15, 15],
  16: [5, 5, 7, 10, 10, 10, 10, 13, 13, 16, 16],
  17: [5, 5, 7, 10, 10, 10, 10, 14, 14, 17, 17],
  18: [6, 6, 8, 11, 11, 11, 11, 14, 14, 18, 18],
  19: [6, 6, 8, 11, 11, 11, 11, 15, 15, 19, 19],
  20: [6, 6, 9, 12, 12, 12, 12, 16, 16, 20, 20],
  30: [10, 10, 12, 18, 18, 18, 18, 24, 24, 30, 30],
  40: [12, 12, 18, 24, 24, 24, 24, 32, 32, 40, 40],
};

export function clusterHits(rack: number, roll: number): number {
  const row = CLUSTER_HITS[rack];
  const hits = row?.[roll - 2];
  if (hits === undefined) throw new Error(`no cluster entry for rack ${rack}, roll ${roll}`);
  return hits;
}

/** LRM (and fall) damage is applied in groups of this many points. */
export const CLUSTER_GROUP = 5;

/** The most heat others' weapons (infernos, plasma) can add to a 'Mech in one turn (TW; MegaMek's default). */
export const MAX_EXTERNAL_HEAT = 15;

/** Consciousness: 2d6 needed after the pilot's Nth hit (MegaMek Compute.getConsciousnessNumber); 6 hits kill. */
export const CONSCIOUSNESS: Readonly<Record<number, number>> = { 1: 3, 2: 5, 3: 7, 4: 10, 5: 11 };
export const PILOT_DEATH_HITS = 6;

/** Fall facing, d6: 1 front, 2-3 right side, 4 rear, 5-6 left side (TW fall table; MegaMek doEntityFall). */
export const FALL_DIRECTION: readonly Direction[] = ['front', 'right', 'right', 'rear', 'left', 'left'];

/** Standard heat scale: [from heat, effect value], highest threshold reached applies. */
export const HEAT_TO_HIT: readonly (readonly [number, number])[] = [
  [24, 4],
  [17, 3],
  [13, 2],
  [8, 1],
];
/** Walking MP lost to heat: one per five points (MegaMek heat / 5). */
export const heatMpPenalty = (heat: number): number => Math.floor(Math.max(0, heat) / 5);

export const HEAT_SHUTDOWN_CHECK = 14;
export const HEAT_AUTO_SHUTDOWN = 30;
/** Avoid-shutdown (and restart) target: 4 at 14, +2 per 4 points (MegaMek HeatResolver). */
export const shutdownTarget = (heat: number): number => 4 + Math.floor((heat - 14) / 4) * 2;
export const HEAT_AMMO_CHECK = 19;
/** Avoid-ammo-explosion target: 4 at 19+, 6 at 23+, 8 at 28+. */
export const ammoExplosionTarget = (heat: number): number => 4 + (heat >= 23 ? 2 : 0) + (heat >= 28 ? 2 : 0);
/** Seed: life support destroyed -> 1 pilot damage at heat 15-25, 2 at 26+ (MegaMek uses 25+ for 2; the seed wins). */
export const lifeSupportDamage = (heat: number): number => (heat >= 26 ? 2 : heat >= 15 ? 1 : 0);

export function heatToHit(heat: number): number {
  return HEAT_TO_HIT.find(([from]) => heat >= from)?.[1] ?? 0;
}

/** Engine shielding: heat per turn by engine hits. */
export const ENGINE_HEAT: readonly number[] = [0, 5, 10, 10];

export const ATTACKER_MOVES = ['stationary', 'walked', 'ran', 'jumped'] as const;
export type AttackerMove = (typeof ATTACKER_MOVES)[number];
export const ATTACKER_MOVE_MOD: Readonly<Record<AttackerMove, number>> = { stationary: 0, walked: 1, ran: 2, jumped: 3 };

/** Target movement modifier by hexes moved: [from hexes, modifier], highest reached applies. */
export const TARGET_MOVE_MOD: readonly (readonly [number, number])[] = [
  [25, 6],
  [18, 5],
  [10, 4],
  [7, 3],
  [5, 2],
  [3, 1],
  [0, 0],
];
export function targetMoveModifier(hexes: number): number {
  return TARGET_MOVE_MOD.find(([from]) => hexes >= from)?.[1] ?? 0;
}

export const RANGE_MOD = { short: 0, medium: 2, long: 4 } as const;

/** Piloting and gunnery when a unit file says nothing: the standard regular MechWarrior. */
export const DEFAULT_GUNNERY = 4;
export const DEFAULT_PILOTING = 5;

/** The mark a punch's use carries (BT_ALLOWANCES): two punches, one per arm, are the one physical attack made twice. */
export const PUNCH_MARK = 'punch';
