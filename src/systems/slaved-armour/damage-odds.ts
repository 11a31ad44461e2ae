// Exact odds of what N Hits do to an SA as it stands: destroyed, a critical module hit, an explosive module hit.
//
// Enumerates the damage rules of sa-damage.ts state by state (RULES §2.1–2.2): each Hit picks a row on a d6, a row
// with nothing intact is re-rolled up to the channel's limit and the Hit is then lost, the leftmost intact module of the
// row is destroyed; a critical one destroys the SA, an explosive one explodes on the channel's faces and adds its Hits.
// Only the row counts matter, so a state is "how many more intact modules each row has lost" plus the Hits to come.
// Every state is enumerated (nothing is sampled); the sums are in floating point, as exact fractions over 6^(11 per Hit)
// grow to a hundred digits and take seconds where floats take milliseconds, for the same first fifteen digits.
import type { SaConfig } from './tables.js';
import type { SaData, SaModule } from './unit.js';

export interface DamageOdds {
  /** The SA is destroyed: a critical module lost, or a Hit finding no module left at all. */
  readonly destroyed: number;
  /** A critical module is among those destroyed. */
  readonly critical: number;
  /** An explosive module is among those destroyed (it then rolls to explode or burn). */
  readonly explosive: number;
}

const NONE: DamageOdds = { destroyed: 0, critical: 0, explosive: 0 };

/** More states than this would take too long to enumerate for one reply. */
export const MAX_DAMAGE_STATES = 150_000;

function weighted(p: number, odds: DamageOdds): DamageOdds {
  return { destroyed: p * odds.destroyed, critical: p * odds.critical, explosive: p * odds.explosive };
}

function plus(a: DamageOdds, b: DamageOdds): DamageOdds {
  return { destroyed: a.destroyed + b.destroyed, critical: a.critical + b.critical, explosive: a.explosive + b.explosive };
}

/**
 * P(each outcome) from `hits` Hits on `data` as it stands; a wreck has nothing left to lose. Throws RangeError when the
 * enumeration would pass MAX_DAMAGE_STATES (a custom unit with very long rows and many Hits).
 */
export function damageOdds(data: SaData, cfg: SaConfig, hits: number): DamageOdds {
  return damageEnumerator(data, cfg)(hits);
}

/** damageOdds for any number of Hits on one SA, the states valued once and shared between the questions. */
export function damageEnumerator(data: SaData, cfg: SaConfig): (hits: number) => DamageOdds {
  if (data.destroyed) return () => NONE;
  const rows: SaModule[][] = data.rows.map((row) => row.filter((m) => !m.destroyed));
  const explode = cfg.fires.explosiveOnHit.filter((face) => face === 'explode').length / 6;
  const bursts = cfg.fires.explosionHits;
  const limit = cfg.modules.rerollLimit;
  const memo = new Map<number, DamageOdds>();
  const base = Math.max(...rows.map((row) => row.length)) + 1;

  const lengths = rows.map((row) => row.length);
  // The state being valued: how many more intact modules each row has lost; stepped in place and back.
  const taken = rows.map(() => 0);

  const value = (left: number): DamageOdds => {
    if (left <= 0) return NONE;
    const key = taken.reduce((k, t) => k * base + t, left);
    const known = memo.get(key);
    if (known) return known;
    if (memo.size >= MAX_DAMAGE_STATES) throw new RangeError('too many damage states to enumerate');
    let open = 0;
    for (let r = 0; r < rows.length; r++) if ((taken[r] as number) < (lengths[r] as number)) open++;
    let result: DamageOdds;
    if (open === 0) result = { destroyed: 1, critical: 0, explosive: 0 };
    else {
      // A Hit on a row with nothing left re-rolls, at most `limit` times: every open row is equally likely.
      const lost = ((rows.length - open) / 6) ** (limit + 1);
      const each = (1 - lost) / open;
      result = weighted(lost, value(left - 1));
      for (let r = 0; r < rows.length; r++) {
        const at = taken[r] as number;
        if (at >= (lengths[r] as number)) continue;
        const module = rows[r]?.[at] as SaModule;
        taken[r] = at + 1;
        let after: DamageOdds;
        if (module.critical) after = { destroyed: 1, critical: 1, explosive: 0 };
        else if (module.explosive) {
          const blown = plus(weighted(explode, value(left - 1 + bursts)), weighted(1 - explode, value(left - 1)));
          after = { ...blown, explosive: 1 };
        } else after = value(left - 1);
        taken[r] = at;
        result = plus(result, weighted(each, after));
      }
    }
    memo.set(key, result);
    return result;
  };

  return value;
}

/** Over a distribution of Hits (a wall's d6, say): `[ways, hits]` pairs out of their total, from one enumerator. */
export function damageOddsOver(odds: (hits: number) => DamageOdds, spread: readonly (readonly [number, number])[]): DamageOdds {
  const total = spread.reduce((n, [ways]) => n + ways, 0);
  return spread.reduce((sum, [ways, hits]) => plus(sum, weighted(ways / total, odds(hits))), NONE);
}

/** P(a shot hits) × what its Hits do, plus what the Hits already placed do either way. */
export function perShot(pHit: number, onHit: DamageOdds, onMiss: DamageOdds = NONE): DamageOdds {
  return plus(weighted(pHit, onHit), weighted(1 - pHit, onMiss));
}

/** `5.96%`; never 0% or 100% for a chance that is neither. */
export function percent(p: number): string {
  if (p > 0 && p < 0.00005) return '<0.01%';
  if (p < 1 && p > 0.99995) return '>99.99%';
  return `${(p * 100).toFixed(2)}%`;
}
