// Exact odds of a melee (`/odds slaved-armour melee:true`): each side's P(hit) on its d66, both, neither, and what a hit does.
import { UserError } from '../../errors.js';
import { type Fraction, formatProbability, mul, ONE, sub, ZERO } from '../../odds/fraction.js';
import type { OptionBag } from '../../options.js';
import type { SystemState } from '../types.js';
import { damageOdds, percent } from './damage-odds.js';
import { meleeTn, pickMelee } from './melee.js';
import { d66AtLeast, personHitOdds } from './odds.js';
import { configOf, getUnit, outOfAction, type SaUnit, unableToAct } from './state.js';
import type { SaConfig } from './tables.js';
import type { MeleeWeapon } from './unit.js';

interface MeleeSide {
  readonly name: string;
  readonly weapon: MeleeWeapon;
  readonly bonus: number;
  /** The unit, when the odds are for units in the channel (what a hit does to it is then known). */
  readonly unit?: SaUnit;
  /** Why it cannot strike this round (Winded, stunned), or null. */
  readonly unable: string | null;
}

function sideLine(cfg: SaConfig, own: MeleeSide, opp: MeleeSide): { line: string; pHit: Fraction } {
  if (own.unable) return { line: `${own.unable} No attack.`, pHit: ZERO };
  const tn = meleeTn(cfg, own.weapon, opp.weapon);
  const need = tn - own.bonus;
  const pHit = d66AtLeast(need);
  const terms = own.bonus === 0 ? '' : ` ${own.bonus > 0 ? '+' : '−'} ${Math.abs(own.bonus)} (skill and bonus)`;
  const needText = need <= 11 ? 'any d66 hits' : need > 66 ? 'no roll hits' : `needs d66 ≥ ${need}`;
  const weapon = own.unit ? `${own.weapon.name}, ` : '';
  const head = `**${own.name}** (${weapon}${own.weapon.reach} vs ${opp.weapon.reach}): TN ${tn}, d66${terms} → ${needText} → **P(hit) = ${formatProbability(pHit)}**`;
  const target = opp.unit?.data;
  if (!target) return { line: head, pHit };
  if (target.kind === 'sa') {
    if (own.weapon.hits === 0) return { line: `${head}; ${own.weapon.name} cannot harm ${opp.name} (no anti-armour Hits)`, pHit };
    const o = damageOdds(target, cfg, own.weapon.hits);
    const p = Number(pHit.num) / Number(pHit.den);
    return {
      line: `${head}; ${own.weapon.hits} Hit${own.weapon.hits === 1 ? '' : 's'} on ${opp.name}: P(destroys it) = ${percent(p * o.destroyed)}, P(a critical module hit) = ${percent(p * o.critical)}, P(an explosive module hit) = ${percent(p * o.explosive)}`,
      pHit,
    };
  }
  if (own.weapon.dice === 0) return { line: `${head}; ${own.weapon.name} cannot harm ${opp.name}`, pHit };
  const one = personHitOdds(own.weapon.dice, target.armour, cfg.infantry);
  return {
    line: `${head}; ${own.weapon.dice} damage dice vs armour ${target.armour}: P(damage) = ${formatProbability(mul(pHit, one.damage))}, P(Winded) = ${formatProbability(mul(pHit, one.winded))}`,
    pHit,
  };
}

function fromUnit(state: SystemState, options: OptionBag, unitOption: string, weaponOption: string, bonus: number): MeleeSide {
  const unit = getUnit(state, options.string(unitOption, true), unitOption);
  if (outOfAction(unit.data)) throw new UserError('rule', `${unit.name} is already ${unit.data.kind === 'sa' ? 'destroyed' : 'dead'}.`);
  return {
    name: unit.name,
    unit,
    weapon: pickMelee(unit, options.string(weaponOption)),
    bonus: bonus + unit.data.skill,
    unable: unableToAct(unit),
  };
}

/** A side given by numbers: its reach class and skill. */
function fromNumbers(cfg: SaConfig, options: OptionBag, name: string, reachOption: string, skill: number): MeleeSide {
  const reach = options.choice(reachOption, cfg.melee.reaches) ?? cfg.melee.reaches[0] ?? 'unarmed';
  return { name, weapon: { name: reach, reach, hits: 0, dice: 0 }, bonus: skill, unable: null };
}

/** `/odds slaved-armour melee:true`: `attacker` and `target` (weapons by `weapon`, `target_weapon`), or `reach` and `target_reach`. */
export function meleeOdds(state: SystemState, options: OptionBag): string {
  const cfg = configOf(state);
  const modifier = options.integer('modifier') ?? 0;
  const units = options.has('attacker') || options.has('target');
  if (units && !(options.has('attacker') && options.has('target')))
    throw new UserError('option', 'For melee odds between units give both `attacker` and `target`; or `reach` and `target_reach` alone.');
  const a = units
    ? fromUnit(state, options, 'attacker', 'weapon', modifier)
    : fromNumbers(cfg, options, 'Attacker', 'reach', (options.integer('skill') ?? 0) + modifier);
  const b = units
    ? fromUnit(state, options, 'target', 'target_weapon', 0)
    : fromNumbers(cfg, options, 'Defender', 'target_reach', options.integer('target_skill') ?? 0);
  if (a.unit && b.unit && a.unit.name === b.unit.name) throw new UserError('option', `${a.name} cannot fight itself.`);
  const first = sideLine(cfg, a, b);
  const second = sideLine(cfg, b, a);
  const both = mul(first.pHit, second.pHit);
  const neither = mul(sub(ONE, first.pHit), sub(ONE, second.pHit));
  return [
    `**Melee odds: ${a.name} vs ${b.name}** — simultaneous, exact odds, nothing rolled`,
    first.line,
    second.line,
    `Both hit: ${formatProbability(both)} · neither: ${formatProbability(neither)}`,
  ].join('\n');
}
