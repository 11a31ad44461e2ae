// Exact odds for /odds and /shoot preview: P(hit), hit locations, crit counts, and what one hit does to a real 'Mech.
import { createHash } from 'node:crypto';
import { UserError } from '../../errors.js';
import { type Estimate, estimate, formatEstimate } from '../../odds/estimate.js';
import { add, type Fraction, formatProbability, frac, mul, ONE, pow, sub, ZERO } from '../../odds/fraction.js';
import type { ActionInput, SystemQuery, SystemState } from '../types.js';
import { type AimedWeapon, aimVolley, configOf, findMech } from './actions.js';
import { amsEngages, readyAms } from './ams.js';
import { arrayGuns, artemisGuides, clusterBonuses, showToHit, statsFor } from './attack.js';
import { armorBar, type StructureType } from './construction.js';
import { newJournal, ownCtx } from './context.js';
import { applyDamage, structureDamage } from './damage.js';
import { deriveMech } from './derived.js';
import type { WeaponStats } from './equipment.js';
import { DEPENDENT, HAS_REAR, LOCATIONS, type LocationId, locationCodes, TRANSFER } from './locations.js';
import { signed } from './pilot.js';
import {
  CLUSTER_GROUP,
  CRIT_COUNT,
  clusterHits,
  DIRECTIONS,
  type Direction,
  HIT_LOCATION,
  hitLocation,
  PILOT_DEATH_HITS,
  TAC_ROLL,
} from './tables.js';
import type { BtConfig, Equipment, LocationState, MechData } from './types.js';

/** BattleTech odds read in hundredths, with the whole fraction however long it gets. */
const show = (p: Fraction): string => formatProbability(p, { decimals: 2, maxDigits: Number.POSITIVE_INFINITY });

/** Ways to roll each 2d6 total, index = total - 2. */
export const TWO_D6_WAYS: readonly number[] = [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1];
const P2D6 = (total: number): Fraction => frac(TWO_D6_WAYS[total - 2] ?? 0, 36);

export function pAtLeast(tn: number): Fraction {
  let ways = 0;
  for (let t = 2; t <= 12; t++) if (t >= tn) ways += TWO_D6_WAYS[t - 2] as number;
  return frac(ways, 36);
}

export function hitLocationOdds(direction: Direction): Map<LocationId, Fraction> {
  const out = new Map<LocationId, Fraction>();
  HIT_LOCATION[direction].forEach((loc, i) => {
    out.set(loc, add(out.get(loc) ?? ZERO, P2D6(i + 2)));
  });
  return out;
}

/** P of each Determining Critical Hits result: 0, 1, 2 crits, or the 12 (3 crits in a torso, limb or head off). */
export function critCountOdds(): { result: 0 | 1 | 2 | 'twelve'; p: Fraction }[] {
  const out = new Map<0 | 1 | 2 | 'twelve', Fraction>();
  CRIT_COUNT.forEach((r, i) => {
    out.set(r, add(out.get(r) ?? ZERO, P2D6(i + 2)));
  });
  return [...out.entries()].map(([result, p]) => ({ result, p }));
}

/** P(a crit check finds no critical hit) = 21/36. */
export const P_NO_CRIT = critCountOdds().find((c) => c.result === 0)?.p ?? ZERO;

/**
 * The part of a 'Mech one more hit can change, as plain arrays: a fast stand-in for the damage engine when every crit
 * check fails. Tests check it against the engine itself by enumerating every die.
 */
interface SimState {
  readonly armor: number[];
  readonly rear: number[];
  readonly internal: number[];
  readonly destroyed: boolean[];
  engineHits: number;
  pilotHits: number;
  mechDestroyed: boolean;
}

interface SimStatic {
  /** Engine slots neither hit nor destroyed, per location index. */
  readonly liveEngineSlots: readonly number[];
  /** Composite and reinforced structure count damage twice or half (damage.ts structureDamage). */
  readonly structure: StructureType | undefined;
  /** Barrier armour rating: below 10 (commercial), a bigger hit on armour rolls a crit check. */
  readonly bar: number;
  /** A torso-mounted cockpit: no pilot damage from head hits, and the 'Mech outlives its head. */
  readonly torsoCockpit: boolean;
}

const IDX = new Map<LocationId, number>(LOCATIONS.map((l, i) => [l, i]));
const idx = (loc: LocationId): number => IDX.get(loc) as number;

function simFromMech(m: MechData): { state: SimState; info: SimStatic } {
  return {
    state: {
      armor: LOCATIONS.map((l) => m.locations[l].armor),
      rear: LOCATIONS.map((l) => m.locations[l].rear ?? 0),
      internal: LOCATIONS.map((l) => m.locations[l].internal),
      destroyed: LOCATIONS.map((l) => m.locations[l].destroyed),
      engineHits: deriveMech(m).engineHits,
      pilotHits: m.pilot.hits,
      mechDestroyed: m.destroyed,
    },
    info: {
      liveEngineSlots: LOCATIONS.map((l) => m.locations[l].slots.filter((s) => s.system === 'engine' && !s.hit && !s.destroyed).length),
      structure: m.structureType,
      bar: armorBar(m.armorType),
      torsoCockpit: m.cockpit === 'torso-mounted',
    },
  };
}

const cloneSim = (s: SimState): SimState => ({
  armor: [...s.armor],
  rear: [...s.rear],
  internal: [...s.internal],
  destroyed: [...s.destroyed],
  engineHits: s.engineHits,
  pilotHits: s.pilotHits,
  mechDestroyed: s.mechDestroyed,
});

const simKey = (s: SimState): string =>
  `${s.armor.join(',')}|${s.rear.join(',')}|${s.internal.join(',')}|${s.destroyed.map(Number).join('')}|${s.engineHits}|${s.pilotHits}|${s.mechDestroyed ? 1 : 0}`;

function simDestroy(s: SimState, info: SimStatic, loc: LocationId): void {
  const i = idx(loc);
  if (s.destroyed[i]) return;
  s.destroyed[i] = true;
  s.armor[i] = 0;
  s.rear[i] = 0;
  s.internal[i] = 0;
  const dependent = DEPENDENT[loc];
  if (dependent) simDestroy(s, info, dependent);
  if ((loc === 'HD' && !info.torsoCockpit) || loc === 'CT') s.mechDestroyed = true;
  if (loc === 'LT' || loc === 'RT') {
    s.engineHits += info.liveEngineSlots[i] as number;
    if (s.engineHits >= 3) s.mechDestroyed = true;
  }
}

/** applyDamage (damage.ts) with every crit check failing; returns how many crit checks it would have rolled. */
export function simulateHit(s: SimState, info: SimStatic, start: LocationId, amount: number, rear: boolean, tac: boolean): number {
  let loc: LocationId | undefined = start;
  let damage = amount;
  let crits = tac ? 1 : 0;
  let first = true;
  let checks = 0;
  while (loc !== undefined && damage > 0) {
    const i = idx(loc);
    const next: LocationId | undefined = TRANSFER[loc];
    if (s.destroyed[i]) {
      crits = 0;
      if (next === undefined) break;
      loc = next;
      first = false;
      continue;
    }
    const armor = rear && HAS_REAR.has(loc) ? s.rear : s.armor;
    if (info.bar < 10 && (armor[i] as number) > 0 && damage > info.bar) crits++;
    const toArmor = Math.min(armor[i] as number, damage);
    armor[i] = (armor[i] as number) - toArmor;
    damage -= toArmor;
    const { toInternal, left } = structureDamage(info.structure, s.internal[i] as number, damage);
    if (toInternal > 0) {
      s.internal[i] = (s.internal[i] as number) - toInternal;
      damage = left;
      crits++;
    }
    const gone = (s.internal[i] as number) <= 0;
    const onward: LocationId | undefined = gone && next !== undefined && damage > 0 ? next : undefined;
    if (!(gone && next === undefined && !(loc === 'HD' && info.torsoCockpit)) && !s.mechDestroyed) checks += crits;
    crits = 0;
    if (start === 'HD' && first && !info.torsoCockpit && !s.mechDestroyed) {
      s.pilotHits = Math.min(PILOT_DEATH_HITS, s.pilotHits + 1);
      if (s.pilotHits >= PILOT_DEATH_HITS) s.mechDestroyed = true;
    }
    if (gone) simDestroy(s, info, loc);
    loc = onward;
    first = false;
  }
  return checks;
}

interface Branch {
  state: SimState;
  /** Probability of reaching this state. */
  p: Fraction;
  /** Probability of reaching it with every crit check so far failing. */
  noCrit: Fraction;
}

/** One hit of `damage` from `direction` on every branch, over the 2d6 location roll; equal outcomes merge. */
function hitOnce(branches: readonly Branch[], info: SimStatic, damage: number, direction: Direction, config: BtConfig): Branch[] {
  const merged = new Map<string, Branch>();
  for (const branch of branches) {
    for (let total = 2; total <= 12; total++) {
      const w = P2D6(total);
      let state = branch.state;
      let checks = 0;
      if (!state.mechDestroyed) {
        state = cloneSim(state);
        const loc = HIT_LOCATION[direction][total - 2] as LocationId;
        checks = simulateHit(state, info, loc, damage, direction === 'rear', total === TAC_ROLL && config.tac);
      }
      const key = simKey(state);
      const p = mul(branch.p, w);
      const noCrit = mul(mul(branch.noCrit, w), pow(P_NO_CRIT, checks));
      const prior = merged.get(key);
      if (prior) {
        prior.p = add(prior.p, p);
        prior.noCrit = add(prior.noCrit, noCrit);
      } else merged.set(key, { state, p, noCrit });
    }
  }
  return [...merged.values()];
}

export interface DamageOdds {
  /** P(each location is destroyed by the damage itself), counting locations destroyed before only when newly lost. */
  readonly destroyed: ReadonlyMap<LocationId, Fraction>;
  readonly mechDestroyed: Fraction;
  readonly atLeastOneCrit: Fraction;
}

/** One way an attack can land: its probability and the damage of each separate hit, in order. */
export interface Scenario {
  readonly p: Fraction;
  readonly packets: readonly number[];
}

/** Exact outcome over scenarios (cluster results); shared packet prefixes are computed once. */
export function damageOdds(mech: MechData, scenarios: readonly Scenario[], direction: Direction, config: BtConfig): DamageOdds {
  const { state: initial, info } = simFromMech(mech);
  const cache = new Map<string, Branch[]>([['', [{ state: initial, p: ONE, noCrit: ONE }]]]);
  const branchesFor = (packets: readonly number[]): Branch[] => {
    const key = packets.join(',');
    const cached = cache.get(key);
    if (cached) return cached;
    const result = hitOnce(branchesFor(packets.slice(0, -1)), info, packets[packets.length - 1] as number, direction, config);
    cache.set(key, result);
    return result;
  };
  const destroyed = new Map<LocationId, Fraction>(LOCATIONS.map((l) => [l, ZERO]));
  let mechDestroyed = ZERO;
  let noCrit = ZERO;
  for (const scenario of scenarios) {
    for (const b of branchesFor(scenario.packets)) {
      const w = mul(scenario.p, b.p);
      for (const loc of LOCATIONS) {
        if (b.state.destroyed[idx(loc)] && !mech.locations[loc].destroyed) destroyed.set(loc, add(destroyed.get(loc) as Fraction, w));
      }
      if (b.state.mechDestroyed && !mech.destroyed) mechDestroyed = add(mechDestroyed, w);
      noCrit = add(noCrit, mul(scenario.p, b.noCrit));
    }
  }
  return { destroyed, mechDestroyed, atLeastOneCrit: sub(ONE, noCrit) };
}

/**
 * How a weapon's damage lands once it hits: one hit, one per SRM missile or LB-X pellet, LRM damage in 5-point groups;
 * Streaks all hit. `fire` says how it fires: its stats in that mode (an MML's LRMs or SRMs), LB-X cluster rounds, a
 * cluster-roll modifier (HAG range), and how many guns a machine gun array fires (their hits in one location, one
 * packet here).
 */
export function weaponScenarios(
  weapon: Equipment,
  fire: { stats?: WeaponStats; cluster?: boolean; clusterMod?: number; ams?: boolean; volley?: number } = {},
): { missiles: Map<number, Fraction> | null; scenarios: Scenario[] } {
  const stats = fire.stats ?? weapon.weapon;
  if (!stats) throw new Error('not a weapon');
  // An LB-X fires slugs unless cluster rounds are chosen.
  if (stats.attack === 'direct' || (stats.attack === 'lbx' && !fire.cluster) || stats.attack === 'none' || stats.damage === 0)
    return { missiles: null, scenarios: [{ p: ONE, packets: stats.damage > 0 ? [stats.damage] : [] }] };
  const rack = stats.attack === 'mga' ? (fire.volley ?? 1) : stats.attack === 'lbx' ? (stats.rack ?? stats.damage) : (stats.rack ?? 1);
  const missiles = new Map<number, Fraction>();
  // A Streak hits with every missile unless an AMS engages it; then it rolls like any rack.
  if (((stats.attack === 'streak' || stats.streak) && !fire.ams) || rack === 1) missiles.set(rack, ONE);
  else
    for (let roll = 2; roll <= 12; roll++) {
      const hits = clusterHits(rack, Math.max(2, Math.min(12, roll + (fire.clusterMod ?? 0))));
      missiles.set(hits, add(missiles.get(hits) ?? ZERO, P2D6(roll)));
    }
  const scenarios = [...missiles.entries()].map(([n, p]) => {
    if (stats.attack === 'mga') return { p, packets: [n * stats.damage] };
    if (stats.attack === 'lbx') return { p, packets: Array.from({ length: n }, () => 1) };
    if (stats.attack !== 'lrm') return { p, packets: Array.from({ length: n }, () => stats.damage) };
    const packets: number[] = [];
    for (let left = n * stats.damage; left > 0; left -= CLUSTER_GROUP) packets.push(Math.min(CLUSTER_GROUP, left));
    return { p, packets };
  });
  return { missiles, scenarios };
}

const lines = {
  hit: (tn: number) => `**P(hit)** on 2d6 ≥ ${tn}: ${show(pAtLeast(tn))}`,
  locations: (direction: Direction) =>
    `**Hit location (${direction})**: ${[...hitLocationOdds(direction).entries()].map(([l, p]) => `${l} ${show(p)}`).join(' · ')}; through-armour crit chance on the 2: ${show(P2D6(2))}`,
  crits: () =>
    `**Crit check**: ${critCountOdds()
      .map(
        ({ result, p }) =>
          `${result === 'twelve' ? '12 (3 crits in a torso; limb or head blown off)' : `${result} crit${result === 1 ? '' : 's'}`} ${show(p)}`,
      )
      .join(' · ')}`,
};

function describeDamageOdds(name: string, odds: DamageOdds, scale: Fraction): string[] {
  const out = [`P(at least one critical hit): ${show(mul(scale, odds.atLeastOneCrit))}`];
  const destroyed = [...odds.destroyed.entries()].filter(([, p]) => p.num > 0n);
  out.push(
    destroyed.length
      ? `P(location destroyed): ${destroyed.map(([l, p]) => `${l} ${show(mul(scale, p))}`).join(' · ')}`
      : 'No location can be destroyed by this damage alone.',
  );
  out.push(`P(${name} destroyed): ${show(mul(scale, odds.mechDestroyed))}`);
  out.push('-# Exact; destruction counts the damage itself (transfers, XL side torsos, head hits), not chains from crit effects.');
  return out;
}

/** Trials behind the crit-chain estimate: a 95% interval at most about ±3 points wide, well inside the 200 ms budget. */
export const CHAIN_TRIALS = 1000;

/**
 * A 'Mech for one trial: fresh copies of everything damage, crits and the pilot rules write (locations and their slots,
 * equipment hit flags and ammunition, the pilot, the PSR and club lists, the top-level flags); the rest (names,
 * weapon stats, engine) is shared read-only with the original.
 */
export function trialCopy(m: MechData): MechData {
  const locations = {} as Record<LocationId, LocationState>;
  for (const loc of LOCATIONS) {
    const L = m.locations[loc];
    locations[loc] = { ...L, slots: L.slots.map((slot) => ({ ...slot })) };
  }
  return {
    ...m,
    locations,
    equipment: m.equipment.map((e) => (e.ammo ? { ...e, ammo: { ...e.ammo } } : { ...e })),
    pilot: { ...m.pilot },
    pendingPsrs: [...m.pendingPsrs],
    clubs: [...m.clubs],
  };
}

/** The same question about the same 'Mech state gets the same answer, so recent answers are kept (oldest dropped first). */
const CACHE_SIZE = 256;
const chainCache = new Map<string, Estimate>();

/**
 * P('Mech destroyed) by one hit INCLUDING what crits set off (ammo explosions and their chains, engine and cockpit
 * hits): too deep to enumerate exactly, so the real damage engine runs seeded trials. The seed comes from the
 * question itself, so asking twice gives the same answer and the query stays free of fresh randomness; it also keys
 * the cache, since it hashes the unit's whole state, the damage, the direction and the rules options (the bench turns
 * the cache off to time the trials themselves).
 */
export function chainEstimate(
  mech: MechData,
  name: string,
  damage: number,
  direction: Direction,
  config: BtConfig,
  options: { cache?: boolean } = {},
): Estimate {
  const useCache = options.cache ?? true;
  const seed = createHash('sha256')
    .update(JSON.stringify(['bt-chain', mech, damage, direction, config]))
    .digest('hex')
    .slice(0, 32);
  const cached = useCache ? chainCache.get(seed) : undefined;
  if (cached) {
    chainCache.delete(seed);
    chainCache.set(seed, cached);
    return cached;
  }
  const { state, info } = simFromMech(mech);
  const result = estimate(seed, CHAIN_TRIALS, (rng) => {
    const roll = rng.int(1, 6) + rng.int(1, 6);
    const start = hitLocation(direction, roll);
    const rear = direction === 'rear';
    const tac = roll === TAC_ROLL && config.tac;
    // A hit that rolls no crit check cannot start a chain, and then the plain-array stand-in decides destruction
    // exactly (what the rest of such a trial rolls, consciousness checks, never destroys): the engine and its copy
    // of the 'Mech are needed only for the trials with crit checks, with the same dice as before.
    if (!state.mechDestroyed) {
      const sim = cloneSim(state);
      if (simulateHit(sim, info, start, damage, rear, tac) === 0) return sim.mechDestroyed && !mech.destroyed;
    }
    const ctx = ownCtx(newJournal(rng, config), name, trialCopy(mech));
    applyDamage(ctx, start, damage, { rear, tac });
    return ctx.mech.destroyed && !mech.destroyed;
  });
  if (!useCache) return result;
  chainCache.set(seed, result);
  if (chainCache.size > CACHE_SIZE) chainCache.delete(chainCache.keys().next().value as string);
  return result;
}

export const oddsQuery: SystemQuery = (state, input) => {
  const o = input.options;
  // A shot's odds: the same aim as /shoot and its preview, so the TN is the one the shot would roll against.
  if (o.has('attacker')) {
    if (!o.has('target') || !o.has('weapon'))
      throw new UserError('option', 'Give `target` and `weapon` with `attacker` for the odds of a shot.');
    return previewQuery(state, input);
  }
  const tn = o.integer('tn');
  const direction = o.choice('direction', DIRECTIONS);
  const targetName = o.string('target');
  const dmg = o.integer('damage');
  const out: string[] = ['🎲 **BattleTech odds**'];
  if (tn !== undefined) out.push(lines.hit(tn));
  for (const d of direction ? [direction] : DIRECTIONS) out.push(lines.locations(d));
  out.push(lines.crits());
  if (targetName !== undefined) {
    if (dmg === undefined) throw new UserError('option', 'Give `damage` (points per hit) with `target` to see what one hit does.');
    const target = findMech(state, targetName);
    const d = direction ?? 'front';
    if (target.record.data.destroyed) {
      out.push(
        `**${target.record.name}** is already destroyed (${target.record.data.destroyedReason ?? 'destroyed'}): no hit can change that.`,
      );
      return { text: out.join('\n') };
    }
    out.push(`**One ${dmg}-point hit on ${target.record.name} (${d})**, given its current armour and structure:`);
    const odds = damageOdds(target.record.data, [{ p: ONE, packets: [dmg] }], d, configOf(state));
    out.push(...describeDamageOdds(target.record.name, odds, ONE));
    out.push(
      `P(${target.record.name} destroyed) including crit effects and chains: ${formatEstimate(chainEstimate(target.record.data, target.record.name, dmg, d, configOf(state)))}`,
      '-# Estimated from seeded trials, so it can print a little below the exact figure above by sampling error; the true value is never lower than the exact one.',
    );
  }
  return { text: out.join('\n') };
};

/** `/shoot preview:true`: the shot's own aim (aimVolley: same checks, battle records and TN), its odds, no dice. */
export const previewQuery: SystemQuery = (state: SystemState, input: ActionInput) => {
  const { attacker, target, firing, aimed, range, direction } = aimVolley(state, input);
  const single = aimed.length === 1 ? aimed[0] : undefined;
  const where = (v: AimedWeapon) => `${v.weapon.name}${v.weapon.rear ? ' (R)' : ''} [${locationCodes(firing, v.weapon.locations)}]`;
  const out = [
    `🔍 **Preview**: ${attacker.record.name} → ${target.record.name} with ${single ? where(single) : `${aimed.length} weapons`} (${direction})`,
  ];
  for (const v of aimed) {
    const pHit = v.toHit.tn > 12 ? ZERO : pAtLeast(v.toHit.tn);
    out.push(`${single ? '' : `${where(v)}: `}TN **${v.toHit.tn}** (${showToHit(v.toHit)}); P(hit) ${show(pHit)}`);
  }
  out.push(...[...new Set(aimed.flatMap((v) => v.toHit.notes))].map((n) => `-# ${n}`));
  const pHit = single && single.toHit.tn <= 12 ? pAtLeast(single.toHit.tn) : ZERO;
  if (single && pHit.num > 0n) {
    const { weapon, mode } = single;
    const stats = statsFor(weapon.weapon!, mode);
    // The shot's own cluster modifiers: Artemis IV, a HAG's range, and the target's AMS if one would engage.
    const ams = amsEngages(stats) && readyAms(target.record.data) !== undefined;
    const bonuses = clusterBonuses(stats, { artemis: artemisGuides(firing, weapon, mode), range, ams });
    const { missiles, scenarios } = weaponScenarios(weapon, {
      stats,
      cluster: mode.cluster,
      clusterMod: bonuses.reduce((n, b) => n + b.value, 0),
      ams,
      volley: stats.attack === 'mga' ? arrayGuns(firing, weapon).length : 1,
    });
    if (bonuses.length) out.push(`-# Cluster roll ${bonuses.map((b) => `${signed(b.value)} ${b.reason}`).join(', ')}`);
    if (missiles && missiles.size > 1) {
      out.push(
        `Missiles that hit, if it hits: ${[...missiles.entries()]
          .sort(([a], [b]) => a - b)
          .map(([n, p]) => `${n}: ${show(p)}`)
          .join(' · ')}`,
      );
    }
    const odds = damageOdds(target.record.data, scenarios, direction, configOf(state));
    out.push(...describeDamageOdds(target.record.name, odds, pHit));
  }
  out.push('-# Nothing was rolled. Fire with the same options without `preview`.');
  return { text: out.join('\n') };
};
