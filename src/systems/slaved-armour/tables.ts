// The default tables (RULES.md §2.2, all [RECON] except where the seed states a number): a channel may replace each via /config.
import type { FireKind, Turn } from './unit.js';

export const COVERS = ['none', 'light', 'heavy', 'full'] as const;
export type Cover = (typeof COVERS)[number];

/** The TN table's columns: speed 0–6 hexes per turn. */
export const MAX_SPEED = 6;

export interface RangeBand {
  readonly id: string;
  readonly name: string;
  /** The band starts at this many hexes and runs to the next band's start. */
  readonly minHexes: number;
}

export interface RangeStep {
  /** Subtracted from the d66 (10 = one off the first die). */
  readonly malus: number;
  readonly closer: string;
  readonly farther: string;
}

export interface RangeTable {
  readonly bands: readonly RangeBand[];
  /** Index = steps between the target's band and the weapon's; past the last step the weapon cannot fire. */
  readonly steps: readonly RangeStep[];
  /** RULES §2.2: a target closer than Too Close counts as Too Close; a group may rule that it cannot be fired at. */
  readonly closerBeyond: 'too-close' | 'cannot-fire';
}

export type FireFace = 'none' | 'hit' | 'explode' | 'out';

export interface FireTable {
  /** d6 face − 1 → what an explosive module does the moment it is hit (seed: explodes 3 in 6). */
  readonly explosiveOnHit: readonly ('explode' | 'burn')[];
  readonly explosionHits: number;
  /** At this speed or more a fire uses its `fast` row (seed: 5–6 extinguishes at speed 5 to 6). */
  readonly fastSpeed: number;
  /** d6 face − 1 → the fire's single roll each phase (RULES S4). */
  readonly burning: Readonly<Record<FireKind, { readonly normal: readonly FireFace[]; readonly fast: readonly FireFace[] }>>;
}

export interface MeleeTable {
  readonly reaches: readonly string[];
  /** `tn[own][opponent]`, indices into `reaches`. */
  readonly tn: readonly (readonly number[])[];
}

export interface LocomotionSpec {
  readonly maxSpeed: number;
  /** Speed may change by at most this much per turn, up or down. */
  readonly accel: number;
}

export interface TurnRule {
  /** Applies at this speed and below (down to the previous rule's). */
  readonly upToSpeed: number;
  readonly allowed: readonly Turn[];
}

export interface InfantryTable {
  /** d6 face − 1 → damage that die deals (seed: 1–3 deal their value, 4–6 nothing). */
  readonly damageFaces: readonly number[];
  /** d6 face − 1 → which stat a wound reduces. */
  readonly statDie: readonly ('str' | 'dex')[];
  readonly woundDice: { readonly light: number; readonly severe: number };
}

export interface SaConfig {
  /** `phase-end` (the seed): hits wait for /phase end; `immediate`: each shot resolves its hits at once. */
  readonly resolve: 'phase-end' | 'immediate';
  /** How often each weapon may fire in one combat phase of a battle (RULES decision: once; a table may allow more). */
  readonly firesPerPhase: number;
  readonly tn: Readonly<Record<Cover, readonly (number | null)[]>>;
  readonly range: RangeTable;
  readonly modules: { readonly rerollLimit: number };
  readonly fires: FireTable;
  /** Wall material → d6 face − 1 → modules it absorbs (seed: brick and stone 1–2, concrete 3–4, wood none). */
  readonly walls: Readonly<Record<string, readonly number[]>>;
  readonly melee: MeleeTable;
  readonly locomotion: Readonly<Record<string, LocomotionSpec>>;
  readonly turns: readonly TurnRule[];
  readonly infantry: InfantryTable;
}

const COVER_LEVEL: Record<Cover, number> = { none: 0, light: 1, heavy: 2, full: 3 };

/** RULES §2.2 placeholder: TN = 11 + 5 × speed + 10 × cover, above 66 impossible. */
export const DEFAULT_TN: Record<Cover, (number | null)[]> = Object.fromEntries(
  Object.entries(COVER_LEVEL).map(([cover, level]) => [
    cover,
    Array.from({ length: MAX_SPEED + 1 }, (_, speed) => {
      const tn = 11 + 5 * speed + 10 * level;
      return tn > 66 ? null : tn;
    }),
  ]),
) as Record<Cover, (number | null)[]>;

export const DEFAULT_RANGE: RangeTable = {
  bands: [
    { id: 'P', name: 'Point-blank', minHexes: 0 },
    { id: 'S', name: 'Short', minHexes: 2 },
    { id: 'M', name: 'Medium', minHexes: 4 },
    { id: 'L', name: 'Long', minHexes: 9 },
    { id: 'X', name: 'Extreme', minHexes: 17 },
  ],
  steps: [
    { malus: 0, closer: 'Effective', farther: 'Effective' },
    { malus: 10, closer: 'Close', farther: 'Far' },
    { malus: 20, closer: 'Too Close', farther: 'Too Far' },
  ],
  closerBeyond: 'too-close',
};

export const DEFAULT_FIRES: FireTable = {
  explosiveOnHit: ['explode', 'explode', 'explode', 'burn', 'burn', 'burn'],
  explosionHits: 4,
  fastSpeed: 5,
  burning: {
    external: { normal: ['hit', 'none', 'none', 'none', 'none', 'out'], fast: ['hit', 'none', 'none', 'none', 'out', 'out'] },
    internal: { normal: ['hit', 'hit', 'hit', 'hit', 'none', 'out'], fast: ['hit', 'hit', 'hit', 'hit', 'out', 'out'] },
    explosive: { normal: ['explode', 'hit', 'hit', 'hit', 'none', 'out'], fast: ['explode', 'hit', 'hit', 'hit', 'out', 'out'] },
  },
};

export const DEFAULT_WALLS: Record<string, number[]> = {
  wood: [0, 0, 0, 0, 0, 0],
  brick: [1, 1, 1, 2, 2, 2],
  stone: [1, 1, 1, 2, 2, 2],
  concrete: [3, 3, 3, 4, 4, 4],
};

const REACHES = ['unarmed', 'short', 'medium', 'long'];

/** RULES §2.2 placeholder: TN = 31 + 10 × (opponent reach − own reach), clamped to 11…61. */
export const DEFAULT_MELEE: MeleeTable = {
  reaches: REACHES,
  tn: REACHES.map((_, own) => REACHES.map((_, opponent) => Math.min(61, Math.max(11, 31 + 10 * (opponent - own))))),
};

export const DEFAULT_LOCOMOTION: Record<string, LocomotionSpec> = {
  legs: { maxSpeed: 3, accel: 1 },
  'roller-pitons': { maxSpeed: 6, accel: 2 },
  /** A sprinting human counts as speed 1. */
  foot: { maxSpeed: 1, accel: 1 },
};

export const DEFAULT_TURNS: TurnRule[] = [
  { upToSpeed: 2, allowed: ['F', 'FR', 'BR', 'B', 'BL', 'FL'] },
  { upToSpeed: 4, allowed: ['F', 'FR', 'BR', 'BL', 'FL'] },
  { upToSpeed: 6, allowed: ['F', 'FR', 'FL'] },
];

export const DEFAULT_INFANTRY: InfantryTable = {
  damageFaces: [1, 2, 3, 0, 0, 0],
  statDie: ['str', 'str', 'str', 'dex', 'dex', 'dex'],
  woundDice: { light: 1, severe: 2 },
};

export const DEFAULT_CONFIG: SaConfig = {
  resolve: 'phase-end',
  firesPerPhase: 1,
  tn: DEFAULT_TN,
  range: DEFAULT_RANGE,
  modules: { rerollLimit: 10 },
  fires: DEFAULT_FIRES,
  walls: DEFAULT_WALLS,
  melee: DEFAULT_MELEE,
  locomotion: DEFAULT_LOCOMOTION,
  turns: DEFAULT_TURNS,
  infantry: DEFAULT_INFANTRY,
};
