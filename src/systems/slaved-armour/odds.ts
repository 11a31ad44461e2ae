// Exact odds for a shot (/odds and /shoot preview:true): P(hit) on the d66, expected Hits, damage-dice outcomes and shots used.
import { UserError } from '../../errors.js';
import { add, type Fraction, formatDecimal, formatFraction, formatProbability, frac, mul, ZERO } from '../../odds/fraction.js';
import type { OptionBag } from '../../options.js';
import { type SystemQuery, type SystemState, unitKey } from '../types.js';
import { type DamageOdds, damageEnumerator, damageOddsOver, percent, perShot } from './damage-odds.js';
import { pendingHits } from './resolve.js';
import { coverFrom, setupShot, targetBandFrom, wallFrom } from './shoot.js';
import { configOf } from './state.js';
import type { InfantryTable, SaConfig } from './tables.js';
import { bandById, describeTerms, neededRoll, planShot, type ShotPlan } from './to-hit.js';
import { intactModules, type SaData } from './unit.js';

/** The 36 d66 results, tens die first. */
export const D66_VALUES: readonly number[] = Array.from({ length: 36 }, (_, i) => (Math.floor(i / 6) + 1) * 10 + (i % 6) + 1);

/** P(d66 ≥ need), need = null meaning the shot is impossible. */
export function d66AtLeast(need: number | null): Fraction {
  if (need === null) return ZERO;
  return frac(D66_VALUES.filter((v) => v >= need).length, 36);
}

export function hitChance(plan: Pick<ShotPlan, 'tn' | 'range' | 'skill' | 'modifier'>): Fraction {
  return d66AtLeast(neededRoll(plan));
}

/** Average shots a firing removes: E[min(1D, shots left)]. */
export function expectedShotsUsed(shotsLeft: number): Fraction {
  let sum = 0;
  for (let d = 1; d <= 6; d++) sum += Math.min(d, shotsLeft);
  return frac(sum, 6);
}

/** P(the magazine is empty after one firing) = P(1D ≥ shots left). */
export function emptyAfter(shotsLeft: number): Fraction {
  let n = 0;
  for (let d = 1; d <= 6; d++) if (d >= shotsLeft) n++;
  return frac(n, 6);
}

/** Over the wall's d6: the expected Hits that reach an SA, and P(a personnel shot gets through). */
export function wallOdds(weaponHits: number, wall: readonly number[] | null): { expectedHits: Fraction; pThrough: Fraction } {
  if (!wall) return { expectedHits: frac(weaponHits), pThrough: frac(1) };
  let hits = 0;
  let through = 0;
  for (const absorbed of wall) {
    hits += Math.max(0, weaponHits - absorbed);
    if (absorbed === 0 || weaponHits > absorbed) through++;
  }
  return { expectedHits: frac(hits, wall.length), pThrough: frac(through, wall.length) };
}

/** Ways (out of 6^dice) each damage sum can come up. */
export function damageCounts(dice: number, table: InfantryTable): bigint[] {
  let counts: bigint[] = [1n];
  for (let i = 0; i < dice; i++) {
    const next: bigint[] = [];
    counts.forEach((ways, sum) => {
      for (const value of table.damageFaces) next[sum + value] = (next[sum + value] ?? 0n) + ways;
    });
    counts = Array.from(next, (v) => v ?? 0n);
  }
  return counts;
}

/** For one personnel hit: P(damage past armour), P(Winded), P(nothing). */
export function personHitOdds(
  dice: number,
  armour: number,
  table: InfantryTable,
): { damage: Fraction; winded: Fraction; nothing: Fraction } {
  const counts = damageCounts(dice, table);
  const total = 6n ** BigInt(dice);
  let damage = 0n;
  let winded = 0n;
  counts.forEach((ways, sum) => {
    if (sum > armour) damage += ways;
    else if (sum > 0 && sum * 2 >= armour) winded += ways;
  });
  return { damage: frac(damage, total), winded: frac(winded, total), nothing: frac(total - damage - winded, total) };
}

function toNumber(f: Fraction): number {
  return Number(f.num) / Number(f.den);
}

/** The whole fraction however long it gets. */
function p(f: Fraction): string {
  return formatProbability(f, { maxDigits: Number.POSITIVE_INFINITY });
}

/** An SA target as it stands, and the Hit Dice already placed on it, waiting for /phase end. */
interface SaTarget {
  readonly kind: 'sa';
  readonly name: string;
  readonly data: SaData;
  readonly placed: number;
}

/** The Hits that reach the target on a hit, face by face of the wall's d6 (all of them with no wall). */
function hitsSpread(weaponHits: number, wall: readonly number[] | null): [number, number][] {
  return wall ? wall.map((absorbed) => [1, Math.max(0, weaponHits - absorbed)]) : [[1, weaponHits]];
}

function outcomes(o: DamageOdds, bold: boolean): string {
  const destroyed = `P(destroyed) = ${percent(o.destroyed)}`;
  return `${bold ? `**${destroyed}**` : destroyed}, P(a critical module hit) = ${percent(o.critical)}, P(an explosive module hit) = ${percent(o.explosive)}`;
}

/** What the Hits do to the SA as it stands, on a hit and per shot, and with what is already placed on it. */
function damageLines(
  cfg: SaConfig,
  target: SaTarget,
  pHit: number,
  hits: number,
  wall: readonly number[] | null,
  wallNote: string,
): string[] {
  const spread = hitsSpread(hits, wall);
  try {
    const odds = damageEnumerator(target.data, cfg);
    const onHit = damageOddsOver(odds, spread);
    const lines = [
      `On a hit${wallNote}, against ${target.name} as it stands (${intactModules(target.data)} intact modules): ${outcomes(onHit, false)}`,
      `Per shot: ${outcomes(perShot(pHit, onHit), true)}`,
    ];
    if (target.placed > 0) {
      const withPlaced = damageOddsOver(
        odds,
        spread.map(([ways, n]) => [ways, n + target.placed]),
      );
      lines.push(
        `With the ${target.placed} Hit ${target.placed === 1 ? 'Die' : 'Dice'} already placed on ${target.name}, by the end of the phase: ${outcomes(perShot(pHit, withPlaced, odds(target.placed)), false)}`,
      );
    }
    if (target.data.fires.length > 0) lines.push('-# Not counted: the fires that burn at `/phase end`.');
    return lines;
  } catch (error) {
    if (error instanceof RangeError) return [`${target.name} has too many modules to work out P(destroyed) exactly.`];
    throw error;
  }
}

interface OddsInput {
  readonly title: string;
  readonly plan: ShotPlan;
  readonly hits: number;
  readonly target: SaTarget | { kind: 'person'; dice: number; armour: number } | null;
  readonly shotsLeft: number | null;
  readonly wall: string | null;
  readonly notes: readonly string[];
}

export function oddsText(cfg: SaConfig, input: OddsInput): string {
  const { plan } = input;
  const lines = [`**${input.title}** — exact odds, nothing rolled`];
  for (const note of input.notes) lines.push(`-# ${note}`);
  const tn = plan.tn === null ? 'TN — (impossible)' : `TN ${plan.tn}`;
  lines.push(
    `${tn} (${plan.tnWhy}) · target at ${plan.targetBand.id}: ${plan.range.label}${plan.range.malus ? ` −${plan.range.malus}` : ''}`,
  );
  const need = neededRoll(plan);
  const pHit = hitChance(plan);
  const needText =
    need === null ? 'no roll hits' : need <= 11 ? 'any d66 hits' : need > 66 ? `needs d66 ≥ ${need}: no roll hits` : `needs d66 ≥ ${need}`;
  lines.push(`d66 ${describeTerms(plan)} ≥ ${plan.tn ?? '—'}: ${needText} → **P(hit) = ${p(pHit)}**`);
  const wallRow = input.wall ? (cfg.walls[input.wall] ?? null) : null;
  const wall = wallOdds(input.hits, wallRow);
  const wallNote = input.wall ? ` through ${input.wall}` : '';
  if (input.target === null || input.target.kind === 'sa') {
    const expected = mul(pHit, wall.expectedHits);
    lines.push(`Expected Hits on the target${wallNote}: ${formatFraction(expected)} ≈ ${formatDecimal(expected)} (${input.hits} per hit)`);
  }
  if (input.target?.kind === 'sa') lines.push(...damageLines(cfg, input.target, toNumber(pHit), input.hits, wallRow, wallNote));
  if (input.target?.kind === 'person') {
    const one = personHitOdds(input.target.dice, input.target.armour, cfg.infantry);
    const reach = mul(pHit, wall.pThrough);
    lines.push(
      `On a hit${wallNote}: ${input.target.dice} damage dice vs armour ${input.target.armour} → damage ${p(one.damage)}, Winded ${p(one.winded)}, nothing ${p(one.nothing)}`,
    );
    lines.push(`Per shot: **P(damage) = ${p(mul(reach, one.damage))}**, P(Winded) = ${p(mul(reach, one.winded))}`);
  }
  if (input.shotsLeft !== null) {
    if (input.shotsLeft === 0) lines.push('Magazine empty: it must `/reload` before it can fire.');
    else {
      const used = expectedShotsUsed(input.shotsLeft);
      lines.push(
        `Shots used: average ${formatFraction(used)} ≈ ${formatDecimal(used)} of ${input.shotsLeft} left; empties the magazine with ${p(emptyAfter(input.shotsLeft))}`,
      );
    }
  }
  return lines.join('\n');
}

/** The Hit Dice waiting on a unit for /phase end. */
function placedHits(state: SystemState, name: string): number {
  return pendingHits(state)
    .filter((hit) => hit.target === unitKey(name))
    .reduce((n, hit) => n + hit.hits, 0);
}

function fromUnits(state: SystemState, options: OptionBag, cfg: SaConfig, title: string): string {
  const setup = setupShot(state, options, cfg);
  const target = setup.target.data;
  return oddsText(cfg, {
    title: `${title}: ${setup.attacker.name}'s ${setup.weapon.name} → ${setup.target.name}`,
    plan: setup.plan,
    hits: setup.weapon.hits,
    target:
      target.kind === 'sa'
        ? { kind: 'sa', name: setup.target.name, data: target, placed: placedHits(state, setup.target.name) }
        : { kind: 'person', dice: setup.weapon.dice, armour: target.armour },
    shotsLeft: setup.weapon.shotsLeft,
    wall: setup.wall,
    notes: setup.notes,
  });
}

function fromNumbers(options: OptionBag, cfg: SaConfig): string {
  const notes: string[] = [];
  const effective = options.string('effective');
  const given = options.has('band') || options.has('range') ? targetBandFrom(cfg, options, '', []) : null;
  const weaponBand = effective !== undefined ? bandById(cfg, effective, 'Effective band').id : (given?.id ?? cfg.range.bands[0]?.id ?? 'S');
  const targetBand = given ?? bandById(cfg, weaponBand, 'Band');
  if (effective === undefined) notes.push('No `effective` band given: no range malus.');
  else if (given === null) notes.push('No `range` or `band` given: the target is at the effective band.');
  const speed = options.integer('speed') ?? 0;
  const hits = options.integer('hits') ?? 1;
  if (hits < 0 || hits > 99) throw new UserError('option', '`hits` must be 0 to 99.');
  const shots = options.integer('shots');
  if (shots !== undefined && (shots < 0 || shots > 99)) throw new UserError('option', '`shots` must be 0 to 99.');
  const wall = wallFrom(cfg, options, notes);
  const plan = planShot(cfg, {
    cover: coverFrom(options, wall),
    speed,
    weaponBand,
    targetBand,
    skill: options.integer('skill') ?? 0,
    modifier: options.integer('modifier') ?? 0,
    tn: options.integer('tn'),
  });
  return oddsText(cfg, {
    title: 'Slaved Armour shot',
    plan,
    hits,
    target: null,
    shotsLeft: shots ?? null,
    wall,
    notes,
  });
}

/** `/odds system:slaved-armour`: from a unit pair (`attacker`, `target`, `weapon`) or from cover, speed and range numbers. */
export const odds: SystemQuery = (state, input) => {
  const cfg = configOf(state);
  const options = input.options;
  const named = ['attacker', 'target', 'weapon'].filter((k) => options.has(k));
  if (named.length > 0 && named.length < 3)
    throw new UserError(
      'option',
      'For a unit pair give all of `attacker`, `target` and `weapon`; or none of them and give cover, speed and range.',
    );
  return { text: named.length === 3 ? fromUnits(state, options, cfg, 'Odds') : fromNumbers(options, cfg) };
};

/** `/shoot … preview:true`: the odds of exactly that shot. */
export const preview: SystemQuery = (state, input) => ({ text: fromUnits(state, input.options, configOf(state), 'Preview') });

/** Sums fractions (test helper for brute-force checks). */
export function sumFractions(list: readonly Fraction[]): Fraction {
  return list.reduce(add, ZERO);
}
