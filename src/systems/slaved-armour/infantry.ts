// Damage to people: damage dice against armour, Winded, and the profile's Stun, Light, Severe and Death thresholds.
import type { Narration } from './state.js';
import type { InfantryTable } from './tables.js';
import { CONDITIONS, type Condition, type PersonData } from './unit.js';

type Writable<T> = { -readonly [K in keyof T]: T[K] };

export interface PersonContext {
  readonly log: Narration;
  readonly table: InfantryTable;
  readonly unit: string;
}

/** The profile threshold each condition starts at, worst last. */
function thresholds(p: PersonData): [Condition, number][] {
  return [
    ['stunned', p.profile.stun],
    ['light-wound', p.profile.light],
    ['severe-wound', p.profile.severe],
    ['dead', p.profile.death],
  ];
}

/** The worst condition whose threshold the cumulative damage has reached (RULES §2.4: "≥"). */
export function conditionFor(p: PersonData, damage: number): Condition {
  let reached: Condition = 'ok';
  for (const [condition, at] of thresholds(p)) if (damage >= at) reached = condition;
  return reached;
}

function rank(condition: Condition): number {
  return CONDITIONS.indexOf(condition);
}

/** Damage the dice deal: each face looked up in the table (seed: 1–3 their value, 4–6 nothing). */
export function damageSum(faces: readonly number[], table: InfantryTable): number {
  return faces.reduce((sum, face) => sum + (table.damageFaces[face - 1] ?? 0), 0);
}

/** One weapon hit: roll its damage dice and compare with armour. */
export function damagePerson(p: PersonData, dice: number, source: string, ctx: PersonContext): PersonData {
  const { log } = ctx;
  if (p.condition === 'dead') {
    log.line(`${source}: ${ctx.unit} is already dead.`);
    return p;
  }
  const faces = log.d6s(dice, `damage dice (${source})`);
  const sum = damageSum(faces, ctx.table);
  const shown = `${source}: ${dice} damage ${dice === 1 ? 'die' : 'dice'} [${faces.join('][')}] = **${sum}** vs armour ${p.armour}`;
  if (sum > p.armour) {
    log.event({ type: 'person-damage', unit: ctx.unit, sum, armour: p.armour, applied: true, winded: false });
    log.line(`${shown} → ${sum} damage to **${ctx.unit}**.`);
    return applyDamage(p, sum, ctx);
  }
  const winded = sum > 0 && sum * 2 >= p.armour;
  log.event({ type: 'person-damage', unit: ctx.unit, sum, armour: p.armour, applied: false, winded });
  log.line(`${shown} → stopped by armour${winded ? `; **${ctx.unit} is Winded** (prone, no moving or firing next round)` : ''}.`);
  return winded ? { ...p, winded: true } : p;
}

/** Adds damage past armour and applies the worst threshold newly reached. */
export function applyDamage(p: PersonData, amount: number, ctx: PersonContext): PersonData {
  const damage = p.damage + amount;
  const reached = conditionFor(p, damage);
  const next: Writable<PersonData> = { ...p, damage };
  if (rank(reached) <= rank(p.condition)) {
    ctx.log.line(`  ${ctx.unit}: damage ${damage} (${p.profile.code}), still ${p.condition.replace('-', ' ')}.`);
    return next;
  }
  next.condition = reached;
  if (reached === 'dead') {
    ctx.log.event({ type: 'wound', unit: ctx.unit, condition: 'dead', stat: null, amount: 0, bedridden: p.bedridden, dead: true });
    ctx.log.line(`  ☠️ ${ctx.unit}: damage ${damage} reaches Death (${p.profile.death}): **dead**.`);
    return next;
  }
  if (reached === 'stunned') {
    ctx.log.event({ type: 'wound', unit: ctx.unit, condition: 'stunned', stat: null, amount: 0, bedridden: p.bedridden, dead: false });
    ctx.log.line(`  ${ctx.unit}: damage ${damage} reaches Stun (${p.profile.stun}): **stunned**, out of the fight.`);
    return next;
  }
  const severe = reached === 'severe-wound';
  const label = severe ? 'Severe wound' : 'Light wound';
  ctx.log.line(`  ${ctx.unit}: damage ${damage} reaches ${label} (${severe ? p.profile.severe : p.profile.light}).`);
  return wound(next, severe ? ctx.table.woundDice.severe : ctx.table.woundDice.light, label, ctx);
}

/** 1D (light) or 2D (severe) off STR or DEX, chosen by a d6; the overflow comes off the other stat. */
export function wound(p: Writable<PersonData>, dice: number, label: string, ctx: PersonContext): PersonData {
  const choice = ctx.log.d6(`${label}: STR or DEX`);
  const stat = ctx.table.statDie[choice - 1] ?? 'str';
  const other = stat === 'str' ? 'dex' : 'str';
  const amount = dice > 0 ? ctx.log.d6s(dice, `${label}: ${stat.toUpperCase()} loss`).reduce((a, b) => a + b, 0) : 0;
  const before = { str: p.str, dex: p.dex };
  const overflow = Math.max(0, amount - p[stat]);
  p[stat] = Math.max(0, p[stat] - amount);
  if (p[stat] === 0) {
    p[other] = Math.max(0, p[other] - overflow);
    p.bedridden = true;
  }
  p.scars += 1;
  const dead = p.str === 0 && p.dex === 0;
  if (dead) p.condition = 'dead';
  ctx.log.event({ type: 'wound', unit: ctx.unit, condition: p.condition, stat, amount, bedridden: p.bedridden, dead });
  const change = `STR ${before.str}→${p.str}, DEX ${before.dex}→${p.dex}`;
  const tail = dead ? ' Both at 0: **dead**.' : p.bedridden ? ' **Bedridden**.' : '';
  ctx.log.line(
    `  [${choice}] ${stat.toUpperCase()} loses ${amount}${overflow > 0 ? ` (${overflow} over, off ${other.toUpperCase()})` : ''}: ${change}; a scar.${tail}`,
  );
  return p;
}
