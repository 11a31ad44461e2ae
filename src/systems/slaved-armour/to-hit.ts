// The to-hit sum: TN from cover and speed, range band against the weapon's band, d66 − maluses + skill + bonuses ≥ TN.
import { UserError } from '../../errors.js';
import { COVERS, type Cover, MAX_SPEED, type RangeBand, type SaConfig } from './tables.js';

/** Cover as the players name it: `through` (firing through cover at an inferred target) uses the Fully protected row. */
export const COVER_CHOICES = [...COVERS, 'through'] as const;
export type CoverChoice = (typeof COVER_CHOICES)[number];

const COVER_NAMES: Record<CoverChoice, string> = {
  none: 'no cover',
  light: 'light cover',
  heavy: 'heavy cover',
  full: 'fully protected',
  through: 'through cover (fully protected)',
};

export interface RangeResult {
  readonly steps: number;
  readonly label: string;
  readonly malus: number;
  /** Set when a target closer than Too Close was counted as Too Close. */
  readonly clamped: boolean;
}

export interface ShotPlan {
  /** null: the table says this target cannot be hit. */
  readonly tn: number | null;
  readonly tnWhy: string;
  readonly targetBand: RangeBand;
  readonly range: RangeResult;
  readonly skill: number;
  readonly modifier: number;
}

export function coverRow(cover: CoverChoice): Cover {
  return cover === 'through' ? 'full' : cover;
}

export function coverName(cover: CoverChoice): string {
  return COVER_NAMES[cover];
}

export function targetNumber(cfg: SaConfig, cover: CoverChoice, speed: number): number | null {
  if (!Number.isInteger(speed) || speed < 0 || speed > MAX_SPEED) {
    throw new UserError('option', `Speed must be 0 to ${MAX_SPEED} hexes per turn, not ${speed}.`);
  }
  return cfg.tn[coverRow(cover)][speed] ?? null;
}

export function bandIndex(cfg: SaConfig, id: string): number {
  return cfg.range.bands.findIndex((b) => b.id === id.trim().toUpperCase());
}

export function bandById(cfg: SaConfig, id: string, what: string): RangeBand {
  const band = cfg.range.bands[bandIndex(cfg, id)];
  if (!band) {
    throw new UserError(
      'option',
      `${what} \`${id}\` is not a range band here. Bands: ${cfg.range.bands.map((b) => `${b.id} (${b.name})`).join(', ')}.`,
    );
  }
  return band;
}

/** The band a distance in hexes falls in. */
export function bandAt(cfg: SaConfig, hexes: number): RangeBand {
  if (!Number.isInteger(hexes) || hexes < 0)
    throw new UserError('option', `Range must be a whole number of hexes, 0 or more, not ${hexes}.`);
  const bands = cfg.range.bands;
  let found = bands[0] as RangeBand;
  for (const band of bands) if (hexes >= band.minHexes) found = band;
  return found;
}

/** Steps between the target's band and the weapon's effective band; throws when the weapon cannot fire that far. */
export function rangeStep(cfg: SaConfig, weaponBand: string, targetBand: string): RangeResult {
  const w = bandIndex(cfg, weaponBand);
  if (w < 0) {
    throw new UserError(
      'rule',
      `The weapon's effective band \`${weaponBand}\` is not in this channel's range table (${cfg.range.bands.map((b) => b.id).join(', ')}).`,
    );
  }
  const t = bandIndex(cfg, targetBand);
  const closer = t < w;
  let steps = Math.abs(t - w);
  let clamped = false;
  const last = cfg.range.steps.length - 1;
  if (steps > last) {
    if (!closer || cfg.range.closerBeyond === 'cannot-fire') {
      const side = closer ? 'closer than' : 'farther than';
      throw new UserError(
        'rule',
        `The target is ${steps} bands ${side} the weapon's effective band ${weaponBand}; beyond ${cfg.range.steps[last]?.[closer ? 'closer' : 'farther'] ?? 'the table'} the weapon cannot fire.`,
      );
    }
    steps = last;
    clamped = true;
  }
  const step = cfg.range.steps[steps] ?? { malus: 0, closer: 'Effective', farther: 'Effective' };
  return { steps, label: closer ? step.closer : step.farther, malus: step.malus, clamped };
}

/** The lowest d66 that hits, or null when nothing can. */
export function neededRoll(plan: Pick<ShotPlan, 'tn' | 'range' | 'skill' | 'modifier'>): number | null {
  if (plan.tn === null) return null;
  return plan.tn + plan.range.malus - plan.skill - plan.modifier;
}

export function shotTotal(d66: number, plan: Pick<ShotPlan, 'range' | 'skill' | 'modifier'>): number {
  return d66 - plan.range.malus + plan.skill + plan.modifier;
}

export function planShot(
  cfg: SaConfig,
  input: {
    cover: CoverChoice;
    speed: number;
    weaponBand: string;
    targetBand: RangeBand;
    skill: number;
    modifier: number;
    tn?: number | undefined;
  },
): ShotPlan {
  const range = rangeStep(cfg, input.weaponBand, input.targetBand.id);
  const tableTn = targetNumber(cfg, input.cover, input.speed);
  const tn = input.tn ?? tableTn;
  const tnWhy = input.tn !== undefined ? 'given' : `${coverName(input.cover)}, speed ${input.speed}`;
  return { tn, tnWhy, targetBand: input.targetBand, range, skill: input.skill, modifier: input.modifier };
}

/** `− 10 (Far) + 2 (skill) + 1 (modifier)`: every term of the sum, zeroes left out except skill. */
export function describeTerms(plan: Pick<ShotPlan, 'range' | 'skill' | 'modifier'>): string {
  const terms: string[] = [];
  if (plan.range.malus !== 0) terms.push(`− ${plan.range.malus} (${plan.range.label}${plan.range.clamped ? ', closer still' : ''})`);
  terms.push(`${plan.skill >= 0 ? '+' : '−'} ${Math.abs(plan.skill)} (skill)`);
  if (plan.modifier !== 0) terms.push(`${plan.modifier >= 0 ? '+' : '−'} ${Math.abs(plan.modifier)} (modifier)`);
  return terms.join(' ');
}
