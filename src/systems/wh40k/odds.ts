// Exact odds for 40k shots: penetration, each damage result, and the state after N hits, as BigInt fractions.
import { add, type Fraction, frac, mul, ONE, sub, ZERO } from '../../odds/fraction.js';
import type { Wh40kConfig } from './config.js';
import { DESTROYED_RANK, EFFECT_RANK } from './damage.js';
import { applyDowngrade, classify, keptValue, type PenetrationResult, penetrationDice } from './penetration.js';
import { type Edition, EFFECT_KINDS, type EffectKind, type HitKind, isDestroying, lookupRow, tableUseFor } from './tables.js';
import { damageModifiers } from './volley.js';

export type PenetrationOdds = Readonly<Record<PenetrationResult, Fraction>>;

/** Every way the penetration dice can fall, with its weight out of 6^dice. */
function penetrationOutcomes(edition: Edition, ordnance: boolean): Array<{ kept: number; weight: number; total: number }> {
  const rule = penetrationDice(edition, ordnance);
  const counts = new Map<number, number>();
  const faces = 6 ** rule.dice;
  for (let i = 0; i < faces; i++) {
    const dice = Array.from({ length: rule.dice }, (_, d) => (Math.floor(i / 6 ** d) % 6) + 1);
    const kept = keptValue(dice, rule);
    counts.set(kept, (counts.get(kept) ?? 0) + 1);
  }
  return [...counts.entries()].map(([kept, weight]) => ({ kept, weight, total: faces }));
}

/** P(nothing / glancing / penetrating) for S against AV, before any downgrade. */
export function penetrationOdds(strength: number, armour: number, ordnance: boolean, edition: Edition): PenetrationOdds {
  const odds: Record<PenetrationResult, Fraction> = { none: ZERO, glancing: ZERO, penetrating: ZERO };
  for (const { kept, weight, total } of penetrationOutcomes(edition, ordnance)) {
    const result = classify(strength + kept, armour);
    odds[result] = add(odds[result], frac(weight, total));
  }
  return odds;
}

export interface ShotParams {
  readonly strength: number;
  readonly armour: number;
  readonly ordnance: boolean;
  /** null = no AP ('-'); 0 = unknown (no AP modifier either way). */
  readonly ap: number | null;
  readonly openTopped: boolean;
  readonly skimmer: boolean;
  /** True when a penetrating hit counts as glancing (fast skimmer, obscured, hull-down). */
  readonly downgrade: boolean;
}

/** What one hit does: the penetration result after downgrades and the damage-table result it leads to. */
export interface ShotOdds {
  readonly penetration: PenetrationOdds;
  /** Damage-table results per hit; 'none' here includes hits that did not get through. */
  readonly effects: Readonly<Record<EffectKind, Fraction>>;
  /** Table results per hit split by the table rolled on, for the reply's breakdown. */
  readonly byHit: ReadonlyArray<{ hit: HitKind; table: string; effect: EffectKind; title: string; p: Fraction }>;
}

function damageOdds(
  edition: Edition,
  hit: HitKind,
  params: ShotParams,
): Array<{ table: string; effect: EffectKind; title: string; p: Fraction }> {
  const use = tableUseFor(edition, hit, params.ordnance);
  const rows = edition.tables[use.table]!;
  const bonus = damageModifiers(edition, hit, params, params.openTopped).reduce((t, m) => t + m.value, 0);
  const out: Array<{ table: string; effect: EffectKind; title: string; p: Fraction }> = [];
  for (let die = 1; die <= 6; die++) {
    const { row } = lookupRow(rows, die + bonus);
    const found = out.find((o) => o.title === row.title && o.effect === row.effect);
    if (found) (found as { p: Fraction }).p = add(found.p, frac(1, 6));
    else out.push({ table: use.table, effect: row.effect, title: row.title, p: frac(1, 6) });
  }
  return out;
}

export function shotOdds(params: ShotParams, edition: Edition): ShotOdds {
  const raw = penetrationOdds(params.strength, params.armour, params.ordnance, edition);
  const reasons = params.downgrade ? (['obscured'] as const) : [];
  const penetration: Record<PenetrationResult, Fraction> = { none: raw.none, glancing: ZERO, penetrating: ZERO };
  for (const result of ['glancing', 'penetrating'] as const) {
    const after = applyDowngrade(result, reasons);
    penetration[after] = add(penetration[after], raw[result]);
  }
  const effects = Object.fromEntries(EFFECT_KINDS.map((e) => [e, ZERO])) as Record<EffectKind, Fraction>;
  effects.none = penetration.none;
  const byHit: Array<{ hit: HitKind; table: string; effect: EffectKind; title: string; p: Fraction }> = [];
  for (const hit of ['glancing', 'penetrating'] as const) {
    if (penetration[hit].num === 0n) continue;
    for (const row of damageOdds(edition, hit, params)) {
      const p = mul(penetration[hit], row.p);
      effects[row.effect] = add(effects[row.effect], p);
      byHit.push({ hit, table: row.table, effect: row.effect, title: row.title, p });
    }
  }
  return { penetration, effects, byHit };
}

/** P(a destroying result) from one hit, counting a skimmer's crash when immobilised. */
export function destroyedPerHit(shot: ShotOdds, skimmer: boolean): Fraction {
  let p = ZERO;
  for (const effect of EFFECT_KINDS) if (isDestroying(effect) || (skimmer && effect === 'immobilised')) p = add(p, shot.effects[effect]);
  return p;
}

/** The state a volley carries between hits that matters for what later hits can do. */
interface ChainState {
  readonly immobilised: boolean;
  readonly weapons: number;
  /** 0 = intact; else the rank of the destroyed result standing (EFFECT_RANK, or DESTROYED_RANK for a flipped wreck). */
  readonly destroyed: number;
}

export interface VolleyStart {
  readonly immobilised: boolean;
  /** Intact weapons; use the number of hits (or more) when unknown, so weapons never run out. */
  readonly weapons: number;
  readonly destroyed: number;
  readonly skimmer: boolean;
}

export interface VolleyOdds {
  readonly hits: number;
  /** P(the vehicle ends the volley destroyed). */
  readonly destroyed: Fraction;
  /** P(it ends immobilised or destroyed by a crash). */
  readonly immobilised: Fraction;
  /** Final destroyed kind, slews split by the scatter die (HIT 2/6 flips). */
  readonly kinds: Readonly<Record<'wreck' | 'slewed' | 'flipped' | 'exploded' | 'annihilated', Fraction>>;
  /** P(at least one of each table result over the volley). */
  readonly atLeastOne: Readonly<Record<EffectKind, Fraction>>;
}

/** One hit's table result applied to the chain, mirroring damage.ts (stacking options included). */
function step(state: ChainState, effect: EffectKind, config: Wh40kConfig, skimmer: boolean): ChainState {
  const destroy = (rank: number): ChainState => {
    if (state.destroyed > 0 && (config.destroyed_stacking === 'first' || rank <= state.destroyed)) return state;
    return { ...state, destroyed: rank };
  };
  if (isDestroying(effect)) return destroy(EFFECT_RANK[effect]);
  if (state.destroyed > 0) return state;
  const immobilise = (converted: boolean): ChainState => {
    if (skimmer) return { ...state, immobilised: true, destroyed: EFFECT_RANK.wreck };
    if (!state.immobilised) return { ...state, immobilised: true };
    if (converted || config.immobilised_again === 'none') return state;
    if (config.immobilised_again === 'armament') return state.weapons > 0 ? { ...state, weapons: state.weapons - 1 } : state;
    return destroy(EFFECT_RANK.wreck);
  };
  if (effect === 'immobilised') return immobilise(false);
  if (effect === 'armament') {
    if (state.weapons > 0) return { ...state, weapons: state.weapons - 1 };
    if (config.no_weapons_left === 'none') return state;
    if (config.no_weapons_left === 'immobilised') return immobilise(true);
    return destroy(EFFECT_RANK.wreck);
  }
  return state;
}

const keyOf = (s: ChainState): string => `${s.immobilised ? 1 : 0}:${s.weapons}:${s.destroyed}`;

/** Exact state distribution after N hits: a Markov chain over (immobilised, weapons left, destroyed rank). */
export function volleyOdds(shot: ShotOdds, hits: number, start: VolleyStart, config: Wh40kConfig): VolleyOdds {
  let states = new Map<string, { state: ChainState; p: Fraction }>([
    [keyOf(start), { state: { immobilised: start.immobilised, weapons: start.weapons, destroyed: start.destroyed }, p: ONE }],
  ]);
  const outcomes = EFFECT_KINDS.map((effect) => ({ effect, p: shot.effects[effect] })).filter((o) => o.p.num > 0n);
  for (let i = 0; i < hits; i++) {
    const next = new Map<string, { state: ChainState; p: Fraction }>();
    for (const { state, p } of states.values()) {
      for (const outcome of outcomes) {
        const after = step(state, outcome.effect, config, start.skimmer);
        const key = keyOf(after);
        const q = mul(p, outcome.p);
        const found = next.get(key);
        next.set(key, { state: after, p: found ? add(found.p, q) : q });
      }
    }
    states = next;
  }
  const kinds = { wreck: ZERO, slewed: ZERO, flipped: ZERO, exploded: ZERO, annihilated: ZERO };
  let destroyed = ZERO;
  let immobilised = ZERO;
  for (const { state, p } of states.values()) {
    if (state.immobilised) immobilised = add(immobilised, p);
    if (state.destroyed === 0) continue;
    destroyed = add(destroyed, p);
    if (state.destroyed === EFFECT_RANK.wreck) kinds.wreck = add(kinds.wreck, p);
    else if (state.destroyed === EFFECT_RANK.slew) {
      kinds.slewed = add(kinds.slewed, mul(p, frac(4, 6)));
      kinds.flipped = add(kinds.flipped, mul(p, frac(2, 6)));
    } else if (state.destroyed === DESTROYED_RANK.flipped) kinds.flipped = add(kinds.flipped, p);
    else if (state.destroyed === EFFECT_RANK.explode) kinds.exploded = add(kinds.exploded, p);
    else kinds.annihilated = add(kinds.annihilated, p);
  }
  const atLeastOne = Object.fromEntries(
    EFFECT_KINDS.map((e) => {
      let miss = ONE;
      for (let i = 0; i < hits; i++) miss = mul(miss, sub(ONE, shot.effects[e]));
      return [e, sub(ONE, miss)];
    }),
  ) as Record<EffectKind, Fraction>;
  return { hits, destroyed, immobilised, kinds, atLeastOne };
}
