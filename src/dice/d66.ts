// d66 with a modifier and target: the roll Slaved Armour and /d66 share.
import type { Rng } from './rng.js';

export interface D66Result {
  readonly tens: number;
  readonly units: number;
  readonly natural: number;
  readonly modifier: number;
  readonly total: number;
  readonly target?: number;
  /** total − target when there is a target: ≥ 0 hits. */
  readonly margin?: number;
  readonly text: string;
}

export function rollD66(rng: Rng, modifier = 0, target?: number): D66Result {
  const tens = rng.int(1, 6);
  const units = rng.int(1, 6);
  const natural = tens * 10 + units;
  const total = natural + modifier;
  const shownModifier = modifier === 0 ? '' : ` ${modifier > 0 ? '+' : '−'} ${Math.abs(modifier)} = **${total}**`;
  let text = `d66: [${tens}][${units}] = **${natural}**${shownModifier}`;
  if (target === undefined) return { tens, units, natural, modifier, total, text };
  const margin = total - target;
  text += ` vs ${target} → ${margin >= 0 ? `**hit** by ${margin}` : `**miss** by ${-margin}`}`;
  return { tens, units, natural, modifier, total, target, margin, text };
}
