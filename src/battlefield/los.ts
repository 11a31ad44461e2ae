// Line of sight over a board by Total Warfare as MegaMek's LosEffects computes it: hills, buildings, woods, water, cover.
import { type Board, type BoardHex, hexAt, terrainLevel, waterDepth } from './board.js';
import { type AttackDirection, attackDirection, distance, type Facing, type Hex, type LineStep, lineBetween } from './hex.js';

/**
 * A unit as line of sight sees it. `height` is the levels it rises above the ground it stands on, counted as MegaMek
 * does (one less than the printed height): a 'Mech 1, a vehicle 0.
 */
export interface Sighted {
  readonly hex: Hex;
  readonly height: number;
  readonly facing?: Facing;
  /** Only a 'Mech gets partial cover; a vehicle's sides are two hexsides each. */
  readonly kind?: 'mech' | 'vehicle';
}

export type BlockReason = 'hill' | 'building' | 'woods' | 'water';

export interface LineOfSight {
  /** The hex that blocks the line (with why), or undefined when the shot may be taken. */
  readonly blocked?: { readonly hex: Hex; readonly reason: BlockReason };
  /** The hexes the line crosses, in order (divided steps as pairs). */
  readonly steps: readonly LineStep[];
  /** Intervening woods on the side of each divided step the line is taken along. */
  readonly lightWoods: number;
  readonly heavyWoods: number;
  /** +1 per light, +2 per heavy intervening woods hex (a total of 3 or more blocks). */
  readonly woodsModifier: number;
  /** +1 light, +2 heavy, +3 ultra woods (or jungle) in the target's own hex. */
  readonly targetWoodsModifier: number;
  /** Partial cover: an adjacent hex as high as the target's top, or a 'Mech standing in depth 1 water. */
  readonly partialCover: boolean;
  /** The part of that cover a 'Mech standing in depth 1 water has (physical attacks count only this; MegaMek). */
  readonly waterCover: boolean;
  /** The side of the target struck, when its facing is known. */
  readonly direction?: AttackDirection;
}

interface Heights {
  readonly attacker: Sighted;
  readonly target: Sighted;
  /** Absolute levels of the attacker's and target's tops. */
  readonly attackTop: number;
  readonly targetTop: number;
  readonly underwater: boolean;
}

interface HexEffect {
  blocked?: { hex: Hex; reason: BlockReason };
  light: number;
  heavy: number;
  ultra: number;
  cover: boolean;
}

const NONE: HexEffect = { light: 0, heavy: 0, ultra: 0, cover: false };

/** A woods hex without `foliage_elev` is the standard two levels tall. */
function foliageHeight(hex: BoardHex): number {
  return terrainLevel(hex, 'foliage_elev') ?? 2;
}

function woodsDensity(hex: BoardHex): number | undefined {
  return terrainLevel(hex, 'woods') ?? terrainLevel(hex, 'jungle');
}

/** The level a unit's top reaches in its hex: it stands on the bottom of any water. */
function topOf(board: Board, unit: Sighted): number {
  const hex = hexAt(board, unit.hex);
  if (!hex) return unit.height;
  return hex.elevation - waterDepth(hex) + unit.height;
}

/** What one intervening hex does to the line (MegaMek LosEffects.losForCoords, without the TacOps options). */
function effectOf(board: Board, at: Hex, h: Heights): HexEffect {
  const hex = hexAt(board, at);
  if (!hex) return NONE;
  const level = h.underwater ? hex.elevation - waterDepth(hex) : hex.elevation;
  const attackerAdjacent = distance(h.attacker.hex, at) === 1;
  const targetAdjacent = distance(h.target.hex, at) === 1;
  // Something of this level gets in the way when higher than both tops, or than an adjacent one's.
  const rises = (top: number) =>
    top > Math.max(h.attackTop, h.targetTop) || (top > h.attackTop && attackerAdjacent) || (top > h.targetTop && targetAdjacent);

  const effect: HexEffect = { light: 0, heavy: 0, ultra: 0, cover: false };
  const building = terrainLevel(hex, 'bldg_elev') ?? 0;
  const ground = level + Math.max(0, building);
  if (rises(ground)) effect.blocked = { hex: at, reason: building > 0 ? 'building' : 'hill' };
  if (h.underwater && waterDepth(hex) === 0 && (ground > h.attackTop || ground > h.targetTop)) {
    effect.blocked = { hex: at, reason: 'hill' };
  }

  const density = woodsDensity(hex);
  if (!h.underwater && density !== undefined) {
    const tall = foliageHeight(hex);
    if (tall === 1) {
      if (rises(level + 1)) {
        if (density === 1) effect.light++;
        else if (density === 2) effect.heavy++;
        else effect.ultra++;
      }
    } else {
      if (rises(level + 2)) {
        if (density === 1) effect.light++;
        else if (density === 2) effect.heavy++;
      }
      if (density >= 3 && rises(level + 3)) effect.ultra++;
    }
  }

  // Partial cover: the hex in front of a 'Mech rises exactly to its top, and the attacker is no higher.
  if (
    targetAdjacent &&
    (h.target.kind ?? 'mech') === 'mech' &&
    ground === h.targetTop &&
    h.attackTop <= h.targetTop &&
    h.target.height > 0
  ) {
    effect.cover = true;
  }
  return effect;
}

interface Totals {
  blocked?: { hex: Hex; reason: BlockReason };
  light: number;
  heavy: number;
  ultra: number;
  cover: boolean;
}

function add(totals: Totals, effect: HexEffect, at: Hex): void {
  if (!totals.blocked && effect.blocked) totals.blocked = effect.blocked;
  totals.light += effect.light;
  totals.heavy += effect.heavy;
  totals.ultra += effect.ultra;
  totals.cover ||= effect.cover;
  if (!totals.blocked && (totals.ultra > 0 || totals.light + 2 * totals.heavy > 2)) totals.blocked = { hex: at, reason: 'woods' };
}

/** The modifier the line costs the attacker: blocked lines are worse than any number. */
function badness(totals: Totals): number {
  if (totals.blocked) return Number.POSITIVE_INFINITY;
  return totals.light + 2 * totals.heavy + (totals.cover ? 1 : 0);
}

/**
 * Line of sight from `attacker` to `target` on `board` (Total Warfare, as MegaMek's LosEffects): an intervening hex
 * blocks when its level (plus any building) is above both units' tops, or above the top of a unit it is adjacent to;
 * woods rise two levels (or `foliage_elev`), light +1 and heavy +2, 3 or more points block; a unit under water and one
 * above it cannot see each other. Where the line runs along hex edges, MegaMek totals each side's hexes and takes the
 * side worse for the attacker (the defender's choice).
 */
export function lineOfSight(board: Board, attacker: Sighted, target: Sighted): LineOfSight {
  const steps = lineBetween(attacker.hex, target.hex);
  const attackTop = topOf(board, attacker);
  const targetTop = topOf(board, target);
  const attackerHex = hexAt(board, attacker.hex);
  const targetHex = hexAt(board, target.hex);
  const attackerUnder = attackerHex !== undefined && attackTop < attackerHex.elevation;
  const targetUnder = targetHex !== undefined && targetTop < targetHex.elevation;
  const h: Heights = { attacker, target, attackTop, targetTop, underwater: attackerUnder && targetUnder };
  const direction =
    target.facing === undefined ? undefined : attackDirection(target.hex, target.facing, attacker.hex, target.kind ?? 'mech');

  const totals: Totals = { light: 0, heavy: 0, ultra: 0, cover: false };
  if (attackerUnder !== targetUnder) {
    totals.blocked = { hex: attackerUnder ? attacker.hex : target.hex, reason: 'water' };
  } else {
    const left: Totals = { light: 0, heavy: 0, ultra: 0, cover: false };
    const right: Totals = { light: 0, heavy: 0, ultra: 0, cover: false };
    let divided = false;
    for (const step of steps) {
      if (step.kind === 'hex') {
        add(totals, effectOf(board, step.hex, h), step.hex);
      } else {
        divided = true;
        add(left, effectOf(board, step.left, h), step.left);
        add(right, effectOf(board, step.right, h), step.right);
      }
    }
    if (divided) {
      const worse = badness(left) > badness(right) ? left : right;
      if (!totals.blocked && worse.blocked) totals.blocked = worse.blocked;
      totals.light += worse.light;
      totals.heavy += worse.heavy;
      totals.ultra += worse.ultra;
      totals.cover ||= worse.cover;
      if (!totals.blocked && (totals.ultra > 0 || totals.light + 2 * totals.heavy > 2)) {
        const last = [...steps].reverse().find((s) => s.kind === 'divided');
        if (last?.kind === 'divided') totals.blocked = { hex: worse === left ? last.left : last.right, reason: 'woods' };
      }
    }
  }

  const inWater = targetHex !== undefined && waterDepth(targetHex) > 0 && targetTop === targetHex.elevation;
  const waterCover = inWater && (target.kind ?? 'mech') === 'mech' && target.height > 0;
  return {
    ...(totals.blocked ? { blocked: totals.blocked } : {}),
    steps,
    lightWoods: totals.light,
    heavyWoods: totals.heavy,
    woodsModifier: totals.light + 2 * totals.heavy,
    targetWoodsModifier: targetWoods(targetHex, target, targetTop),
    partialCover: totals.cover || waterCover,
    waterCover,
    ...(direction ? { direction } : {}),
  };
}

/** Woods in the target's hex count when the target stands among them (its feet below the treetops). */
function targetWoods(hex: BoardHex | undefined, target: Sighted, top: number): number {
  if (!hex) return 0;
  const density = woodsDensity(hex);
  if (density === undefined) return 0;
  const feet = top - target.height;
  if (feet >= hex.elevation + foliageHeight(hex)) return 0;
  return Math.min(3, Math.max(1, density));
}
