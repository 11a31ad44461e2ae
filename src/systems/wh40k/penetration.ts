// Armour penetration: S + D6 (ordnance: 2D6 keep the highest) against the facing's armour, then the downgrades.
import type { Rng } from '../../dice/rng.js';
import type { RollEvent } from '../types.js';
import type { Edition, HitKind, PenetrationDice } from './tables.js';

export type PenetrationResult = 'none' | HitKind;

export interface PenetrationRoll {
  readonly dice: readonly number[];
  /** The die (or sum) added to S. */
  readonly kept: number;
  readonly total: number;
  readonly result: PenetrationResult;
}

/** Equal is glancing, more is penetrating, less does nothing. */
export function classify(total: number, armour: number): PenetrationResult {
  if (total > armour) return 'penetrating';
  return total === armour ? 'glancing' : 'none';
}

export function keptValue(dice: readonly number[], rule: PenetrationDice): number {
  return rule.keep === 'highest' ? Math.max(...dice) : dice.reduce((a, b) => a + b, 0);
}

export function penetrationDice(edition: Edition, ordnance: boolean): PenetrationDice {
  return ordnance ? edition.penetration.ordnance : edition.penetration.normal;
}

/** The most a penetration roll can add to S. */
export function maxKept(rule: PenetrationDice): number {
  return rule.keep === 'highest' ? 6 : 6 * rule.dice;
}

export function describeDiceRule(rule: PenetrationDice): string {
  if (rule.dice === 1) return 'D6';
  return rule.keep === 'highest' ? `${rule.dice}D6 keep highest` : `${rule.dice}D6`;
}

export function rollPenetration(
  strength: number,
  armour: number,
  ordnance: boolean,
  edition: Edition,
  rng: Rng,
  label: string,
): { roll: PenetrationRoll; event: RollEvent } {
  const rule = penetrationDice(edition, ordnance);
  const dice = Array.from({ length: rule.dice }, () => rng.int(1, 6));
  const kept = keptValue(dice, rule);
  const total = strength + kept;
  const roll = { dice, kept, total, result: classify(total, armour) };
  return { roll, event: { type: 'roll', label, sides: 6, dice, total, target: armour } };
}

export const DOWNGRADE_REASONS = ['fast skimmer', 'obscured', 'hull-down'] as const;
export type DowngradeReason = (typeof DOWNGRADE_REASONS)[number];

export interface TargetConditions {
  readonly skimmer: boolean;
  readonly moved: number;
  readonly obscured: boolean;
  readonly hullDown: boolean;
}

/** Why a penetrating hit counts only as glancing: a skimmer that moved more than 6", an obscured or hull-down target. */
export function downgradeReasons(target: TargetConditions, skimmerFastMove: number): DowngradeReason[] {
  const reasons: DowngradeReason[] = [];
  if (target.skimmer && target.moved > skimmerFastMove) reasons.push('fast skimmer');
  if (target.obscured) reasons.push('obscured');
  if (target.hullDown) reasons.push('hull-down');
  return reasons;
}

export function applyDowngrade(result: PenetrationResult, reasons: readonly DowngradeReason[]): PenetrationResult {
  return result === 'penetrating' && reasons.length > 0 ? 'glancing' : result;
}
