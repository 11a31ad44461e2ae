// The vehicle damage tables as data, keyed by edition: the 3rd-edition tables are the seed's, word for word.

/** What a table row does to a vehicle. The set is code; which row does what is data. */
export const EFFECT_KINDS = ['none', 'shaken', 'stunned', 'immobilised', 'armament', 'wreck', 'slew', 'explode', 'annihilate'] as const;
export type EffectKind = (typeof EFFECT_KINDS)[number];

/** Effects that destroy the vehicle, least severe first: of several in a volley the most severe stands. */
export const DESTROYING_EFFECTS = ['wreck', 'slew', 'explode', 'annihilate'] as const satisfies readonly EffectKind[];
export type DestroyingEffect = (typeof DESTROYING_EFFECTS)[number];

export function isDestroying(effect: EffectKind): effect is DestroyingEffect {
  return (DESTROYING_EFFECTS as readonly string[]).includes(effect);
}

export interface TableRow {
  /** The (modified) D6 results this row covers, inclusive. */
  readonly min: number;
  readonly max: number;
  readonly effect: EffectKind;
  /** Short name for badges and summaries, e.g. 'Crew stunned'. */
  readonly title: string;
  /** The rule text as the table prints it. */
  readonly text: string;
  /** Explosions: the blast radius in inches, or 'D6' to roll it. */
  readonly radius?: number | 'D6';
  /** Explosions: each model in range takes a wound on this D6 result or more. */
  readonly woundOn?: number;
}

export interface PenetrationDice {
  /** How many D6 are rolled and added to S: ordnance rolls 2 and keeps the highest. */
  readonly dice: number;
  readonly keep: 'highest' | 'sum';
}

/** Which table a kind of hit rolls on, and what it adds to the damage roll. */
export interface TableUse {
  readonly table: string;
  readonly modifier: number;
}

export type HitKind = 'glancing' | 'penetrating';

export interface Edition {
  readonly id: string;
  readonly name: string;
  readonly source: string;
  readonly penetration: { readonly normal: PenetrationDice; readonly ordnance: PenetrationDice };
  readonly tables: Readonly<Record<string, readonly TableRow[]>>;
  readonly use: {
    readonly glancing: TableUse;
    readonly penetrating: TableUse;
    readonly ordnanceGlancing: TableUse;
    readonly ordnancePenetrating: TableUse;
  };
  /** Added to the damage roll: open-topped vehicles, AP1 weapons, weapons with no AP ('-'). */
  readonly modifiers: { readonly openTopped: number; readonly ap1: number; readonly apNone: number };
}

const SHAKEN = 'Crew shaken';
const STUNNED = 'Crew stunned';
const IMMOBILISED = 'Immobilised';
const ARMAMENT = 'Armament destroyed';

/** Seed 004: separate Glancing, Penetrating and Ordnance tables (3rd edition, 1998). */
export const THIRD_EDITION: Edition = {
  id: '3rd',
  name: 'Warhammer 40,000 3rd edition (seed 004)',
  source: 'seed 004; ordnance penetration 2D6 keep highest per RULES.md W2',
  penetration: { normal: { dice: 1, keep: 'sum' }, ordnance: { dice: 2, keep: 'highest' } },
  tables: {
    glancing: [
      {
        min: 1,
        max: 2,
        effect: 'shaken',
        title: SHAKEN,
        text: 'Crew shaken – The vehicle may not shoot next turn. Embarked troops may disembark and the vehicle can still move.',
      },
      {
        min: 3,
        max: 3,
        effect: 'stunned',
        title: STUNNED,
        text: 'Crew stunned – The vehicle may not move or shoot next turn, embarked troops may not disembark.',
      },
      {
        min: 4,
        max: 4,
        effect: 'immobilised',
        title: IMMOBILISED,
        text: 'Immobilised – The vehicle may not move for the rest of the game. Skimmers that are immobilised crash and are destroyed.',
      },
      {
        min: 5,
        max: 5,
        effect: 'armament',
        title: ARMAMENT,
        text: "Armament destroyed – One of the vehicle's weapons (chosen by attacker) is destroyed.",
      },
      {
        min: 6,
        max: 6,
        effect: 'wreck',
        title: 'Vehicle destroyed (wreck)',
        text: 'Vehicle destroyed! – The vehicle is wrecked, mark it with cotton wool smoke or remove it from play altogether.',
      },
    ],
    penetrating: [
      {
        min: 1,
        max: 1,
        effect: 'stunned',
        title: STUNNED,
        text: 'Crew stunned – The vehicle may not move or shoot next turn, embarked troops may not disembark.',
      },
      {
        min: 2,
        max: 2,
        effect: 'immobilised',
        title: IMMOBILISED,
        text: 'Immobilised – The vehicle may not move for the rest of the game. Skimmers that are immobilised crash and are destroyed.',
      },
      {
        min: 3,
        max: 3,
        effect: 'armament',
        title: ARMAMENT,
        text: "Armament destroyed – One of the vehicle's weapons (chosen by the attacker) is lost.",
      },
      {
        min: 4,
        max: 4,
        effect: 'wreck',
        title: 'Vehicle destroyed (wreck)',
        text: 'Vehicle destroyed! – The vehicle is wrecked, mark with cotton wool smoke or remove from play altogether.',
      },
      {
        min: 5,
        max: 5,
        effect: 'slew',
        title: 'Vehicle destroyed (wreck slews)',
        text:
          'Vehicle destroyed! – An explosion slews the wreck D6" in a direction determined by rolling the Scatter dice. ' +
          'On a roll of a HIT the wreck flips over onto its side or roof (whichever way it balances best, randomise if necessary). ' +
          'Models in the way leap aside automatically.',
      },
      {
        min: 6,
        max: 6,
        effect: 'explode',
        title: 'Vehicle destroyed (fuel and ammo detonate)',
        text:
          'Vehicle destroyed! – The vehicle\'s fuel and ammo detonate, scattering flaming debris over a D6" radius measured from the ' +
          "vehicle's edge. Models in range suffer 1 wound on a D6 roll of 4+ (saving throws are allowed), vehicles are unaffected.",
        radius: 'D6',
        woundOn: 4,
      },
    ],
    ordnance: [
      {
        min: 1,
        max: 1,
        effect: 'stunned',
        title: STUNNED,
        text: 'Crew stunned – The vehicle may not move or shoot next turn. Embarked troops may not disembark.',
      },
      {
        min: 2,
        max: 2,
        effect: 'immobilised',
        title: IMMOBILISED,
        text: 'Immobilised – The vehicle may not move for the rest of the game. Skimmers which are immobilised crash and are destroyed.',
      },
      {
        min: 3,
        max: 3,
        effect: 'armament',
        title: ARMAMENT,
        text: "Armament destroyed – One of the vehicle's weapons (chosen by the attacker) is destroyed.",
      },
      {
        min: 4,
        max: 4,
        effect: 'slew',
        title: 'Vehicle destroyed (wreck slews)',
        text:
          'Vehicle destroyed! – The massive impact slews the wreck D6" in a direction determined by rolling the Scatter dice. ' +
          'On a roll of a HIT the wreck flips over onto its side or roof (whichever way it balances best, randomise if necessary). ' +
          'Models in the way leap aside automatically.',
      },
      {
        min: 5,
        max: 5,
        effect: 'explode',
        title: 'Vehicle destroyed (fuel and ammo detonate)',
        text:
          'Vehicle destroyed! – The vehicle\'s fuel and ammo detonate, scattering flaming debris over a D6" radius measured from the ' +
          'edges of the vehicle. Any models within range suffer 1 wound on a D6 roll of 4 or more (saving throws are allowed), ' +
          'vehicles are unaffected.',
        radius: 'D6',
        woundOn: 4,
      },
      {
        min: 6,
        max: 6,
        effect: 'annihilate',
        title: 'Vehicle annihilated',
        text:
          'Vehicle annihilated! – The vehicle is blown to pieces by the shot. Red hot fragments of armour, engine and weaponry are ' +
          'sent scything in a 6" radius measured from the edges of the vehicle. Any models within range suffer 1 wound on a roll of ' +
          '4+ (saving throws are allowed), other vehicles are unaffected. Remove the destroyed vehicle model (only a smoking crater ' +
          'is left behind).',
        radius: 6,
        woundOn: 4,
      },
    ],
  },
  use: {
    glancing: { table: 'glancing', modifier: 0 },
    penetrating: { table: 'penetrating', modifier: 0 },
    // The seed's ordnance table is for an ordnance weapon that *beats* the armour; an equal roll is an ordinary glance.
    ordnanceGlancing: { table: 'glancing', modifier: 0 },
    ordnancePenetrating: { table: 'ordnance', modifier: 0 },
  },
  // AP does not change 3rd-edition damage rolls (RULES.md §4.2 step 5); open-topped +1 per RULES.md §4.2 step 6.
  modifiers: { openTopped: 1, ap1: 0, apNone: 0 },
};

/** Built-in editions; a channel can add its own through the `tables` config option (see config.ts). */
export const BUILT_IN_EDITIONS: Readonly<Record<string, Edition>> = { [THIRD_EDITION.id]: THIRD_EDITION };

export const DEFAULT_EDITION_ID = THIRD_EDITION.id;

/** The table a hit rolls on, by penetration result and weapon type. */
export function tableUseFor(edition: Edition, hit: HitKind, ordnance: boolean): TableUse {
  if (ordnance) return hit === 'penetrating' ? edition.use.ordnancePenetrating : edition.use.ordnanceGlancing;
  return hit === 'penetrating' ? edition.use.penetrating : edition.use.glancing;
}

/** The lowest and highest results a table lists; modified rolls are clamped into this range ("capped at 6"). */
export function tableBounds(rows: readonly TableRow[]): { min: number; max: number } {
  return { min: Math.min(...rows.map((r) => r.min)), max: Math.max(...rows.map((r) => r.max)) };
}

/** The row for a modified damage roll, after clamping it into the table. */
export function lookupRow(rows: readonly TableRow[], modified: number): { row: TableRow; clamped: number } {
  const bounds = tableBounds(rows);
  const clamped = Math.max(bounds.min, Math.min(bounds.max, modified));
  const row = rows.find((r) => clamped >= r.min && clamped <= r.max);
  // Config validation guarantees contiguous rows, so a miss here is a bug, not bad input.
  if (!row) throw new Error(`no table row for ${clamped}`);
  return { row, clamped };
}
