// Damage application as MegaMek's TWDamageManager does it: armour, structure, crit checks, transfer inward, destruction.
// It drives the critical hits crits.ts resolves, and applies the explosions they set off.
import { ARMOR_NAMES, armorBar, STRUCTURE_NAMES, type StructureType } from './construction.js';
import { type Ctx, emit, roll, say, showDice } from './context.js';
import { critSlot, pickSlot, rollCritCount } from './crits.js';
import { HAS_REAR, type LocationId, locationCode, TRANSFER } from './locations.js';
import { damagePilot, destroyLocation } from './losses.js';
import type { Equipment } from './types.js';

// Destruction sits in losses.ts, which crits.ts can use without this module; re-exported for their callers.
export { destroyLocation, destroyMech } from './losses.js';

export interface DamageOptions {
  /** Hits rear armour on the torsos (and keeps doing so as damage transfers inward). */
  readonly rear?: boolean;
  /** Through-armour critical: a hit-location roll of 2 adds one crit check to the first location. */
  readonly tac?: boolean;
  /** Ammunition or equipment explosion: straight to internal structure; CASE stops the transfer. */
  readonly explosion?: boolean;
}

export function hasCase(ctx: Ctx, loc: LocationId): boolean {
  return ctx.mech.equipment.some((e) => e.kind === 'case' && !isCaseII(e) && e.locations[0] === loc);
}

export const isCaseII = (e: Equipment): boolean => e.key === 'case-ii' || e.key === 'cl-case-ii';

/** CASE II in the location (Inner Sphere or Clan); a destroyed location's goes with it. */
export function hasCaseII(ctx: Ctx, loc: LocationId): boolean {
  return ctx.mech.equipment.some((e) => isCaseII(e) && e.locations[0] === loc);
}

/**
 * Damage to internal structure as the structure type takes it (MegaMek TWDamageManager.damageMek): composite counts
 * each point twice, reinforced half (rounded up). Returns the points of structure lost and the damage left over in
 * ordinary points: composite halves the excess (rounding down), reinforced doubles it less the odd point.
 */
export function structureDamage(
  type: StructureType | undefined,
  internal: number,
  damage: number,
): { toInternal: number; left: number; counted: number } {
  if (type === 'composite') {
    const counted = damage * 2;
    const toInternal = Math.min(internal, counted);
    return { toInternal, left: Math.floor((counted - toInternal) / 2), counted };
  }
  if (type === 'reinforced') {
    const counted = Math.ceil(damage / 2);
    const toInternal = Math.min(internal, counted);
    return { toInternal, left: Math.max(0, (counted - toInternal) * 2 - (damage % 2)), counted };
  }
  const toInternal = Math.min(internal, damage);
  return { toInternal, left: damage - toInternal, counted: damage };
}

/**
 * CASE II (TechManual, Tactical Operations; MegaMek TWDamageManager.applyCASEIIDamageReduction under Total Warfare
 * rules): of an explosion in its location 1 point reaches the internal structure; the rest blows out the armour
 * (a torso's rear armour; a head, arm or leg loses at most half its starting armour, rounded up) and what is left is
 * lost. Then 2d6: on 8+ the explosion causes no critical hit there.
 */
function caseII(ctx: Ctx, loc: LocationId, damage: number): { damage: number; noCrits: boolean } {
  const L = ctx.mech.locations[loc];
  const blast = damage - 1;
  const torso = HAS_REAR.has(loc);
  const before = torso ? (L.rear ?? 0) : L.armor;
  const cap = torso ? blast : Math.min(blast, Math.ceil(L.maxArmor / 2));
  const blown = Math.min(before, cap);
  if (torso) L.rear = before - blown;
  else L.armor = before - blown;
  ctx.mech.damageThisPhase += blown;
  const { dice, total } = roll(ctx, 2, `CASE II critical ${locationCode(ctx.mech, loc)}`, 8);
  const noCrits = total >= 8;
  say(
    ctx,
    `↳ CASE II in ${locationCode(ctx.mech, loc)}: 1 point of the ${damage} reaches the structure; ${blown} blow out the ${torso ? 'rear ' : ''}armour (${before}→${before - blown})${blast - blown > 0 ? `, ${blast - blown} vented` : ''}; ${showDice(dice, total)} → ${noCrits ? 'no critical hit (8+)' : 'critical check as usual'}.`,
  );
  return { damage: L.internal > 0 ? 1 : 0, noCrits };
}

/** Applies one hit's damage starting at `start`, following transfers, rolling crit checks where structure is damaged. */
export function applyDamage(ctx: Ctx, start: LocationId, amount: number, options: DamageOptions = {}): void {
  const m = ctx.mech;
  let loc: LocationId | undefined = start;
  let damage = amount;
  let crits = options.tac ? 1 : 0;
  let first = true;
  // A torso-mounted cockpit sits in the centre torso: head hits do not hurt the MechWarrior, and the 'Mech outlives
  // its head (MegaMek damageMek isHeadHit, Mek.getTransferLocation).
  const torsoCockpit = m.cockpit === 'torso-mounted';
  const headHit = start === 'HD' && !options.explosion && !torsoCockpit;
  const bar = armorBar(m.armorType);
  while (loc !== undefined && damage > 0) {
    const L = m.locations[loc];
    ctx.touched.add(loc);
    const next: LocationId | undefined = TRANSFER[loc];
    if (L.destroyed) {
      // A location lost earlier: everything passes through, and a TAC on it is lost (MegaMek).
      crits = 0;
      if (next === undefined) {
        say(ctx, `↳ ${locationCode(ctx.mech, loc)} is already destroyed; the remaining ${damage} damage has nowhere to go.`);
        break;
      }
      say(ctx, `↳ ${locationCode(ctx.mech, loc)} is already destroyed: ${damage} damage transfers to ${locationCode(ctx.mech, next)}.`);
      loc = next;
      first = false;
      continue;
    }
    const rear = !!options.rear && HAS_REAR.has(loc);
    let toArmor = 0;
    const armorBefore = rear ? (L.rear ?? 0) : L.armor;
    if (!options.explosion) {
      // Commercial armour (BAR 5): a hit of more than 5 damage on a location with armour rolls a critical check.
      if (bar < 10 && armorBefore > 0 && damage > bar) {
        say(
          ctx,
          `↳ ${ARMOR_NAMES[m.armorType ?? 'standard']} armour (BAR ${bar}) in ${locationCode(ctx.mech, loc)}: ${damage} damage is more than ${bar}, a critical check.`,
        );
        crits++;
      }
      toArmor = Math.min(armorBefore, damage);
      if (rear) L.rear = armorBefore - toArmor;
      else L.armor = armorBefore - toArmor;
      damage -= toArmor;
    }
    let noCrits = false;
    if (options.explosion && damage > 0 && hasCaseII(ctx, loc)) ({ damage, noCrits } = caseII(ctx, loc, damage));
    const internalBefore = L.internal;
    // Composite and reinforced structure count damage twice or half; the 20-damage PSR counts the damage dealt.
    const { toInternal, left, counted } = structureDamage(m.structureType, L.internal, damage);
    const dealt = toArmor + damage - left;
    if (toInternal > 0) {
      L.internal -= toInternal;
      if (counted !== damage) {
        say(
          ctx,
          `↳ ${STRUCTURE_NAMES[m.structureType ?? 'standard']} structure in ${locationCode(ctx.mech, loc)}: ${damage} damage counts as ${counted}.`,
        );
      }
      damage = left;
      crits++;
    }
    if (noCrits) crits = 0;
    m.damageThisPhase += dealt;
    emit(ctx, {
      type: 'bt-damage',
      unit: ctx.unit,
      location: loc,
      rear,
      amount: dealt,
      toArmor,
      toInternal,
      explosion: !!options.explosion,
    });
    const parts: string[] = [];
    if (toArmor > 0) parts.push(`${rear ? 'rear armour' : 'armour'} ${armorBefore}→${armorBefore - toArmor}`);
    else if (!options.explosion) parts.push(`no ${rear ? 'rear armour' : 'armour'} left`);
    if (toInternal > 0) parts.push(`structure ${internalBefore}→${L.internal}`);
    say(ctx, `↳ **${locationCode(ctx.mech, loc)}**${rear ? ' (rear)' : ''}: ${dealt} damage, ${parts.join(', ')}`);

    let onward: LocationId | undefined;
    if (L.internal <= 0) {
      if (next !== undefined && damage > 0) {
        if (options.explosion && hasCase(ctx, loc)) {
          say(ctx, `↳ CASE in ${locationCode(ctx.mech, loc)} vents the remaining ${damage} explosion damage.`);
          damage = 0;
        } else onward = next;
      }
    }
    const fatal = L.internal <= 0 && next === undefined && !(loc === 'HD' && torsoCockpit);
    // An explosion that empties a location's structure destroys it with everything in it: no critical check there.
    const blownApart = options.explosion && L.internal <= 0;
    if (!fatal && !blownApart) {
      for (let i = 0; i < crits && !m.destroyed; i++) rollCriticalCheck(ctx, loc);
    }
    crits = 0;
    if (headHit && first && !m.destroyed) damagePilot(ctx, 1, 'head hit');
    if (L.internal <= 0 && !L.destroyed) destroyLocation(ctx, loc, false);
    if (onward !== undefined && damage > 0) say(ctx, `↳ ${damage} damage transfers to ${onward}.`);
    else if (L.internal <= 0 && next === undefined && damage > 0 && !m.destroyed) say(ctx, `↳ the remaining ${damage} damage is lost.`);
    loc = onward;
    first = false;
  }
}

/** Rolls on Determining Critical Hits for `loc` and applies the result. */
export function rollCriticalCheck(ctx: Ctx, loc: LocationId): void {
  const result = rollCritCount(ctx, loc);
  for (let i = 0; i < result && !ctx.mech.destroyed; i++) {
    // An ammunition explosion can destroy the location mid-roll: its remaining crits have nothing to land on and are
    // lost. Moving a crit inward is only for a standing location with no slot left to hit (TW Determining Critical Hits).
    if (ctx.mech.locations[loc].destroyed) {
      const left = result - i;
      say(ctx, `↳ ${locationCode(ctx.mech, loc)} is destroyed: the remaining ${left} critical hit${left === 1 ? ' is' : 's are'} lost.`);
      return;
    }
    applyOneCritical(ctx, loc);
  }
}

/** One critical hit on `loc`: pick a slot (moving inward when nothing there can be hit) and apply it. */
export function applyOneCritical(ctx: Ctx, loc: LocationId): void {
  const picked = pickSlot(ctx, loc);
  if (picked) hitSlot(ctx, picked.loc, picked.index);
}

/** Applies a critical hit to one slot (crits.ts critSlot) and, when it sets off an explosion, the explosion. */
export function hitSlot(ctx: Ctx, loc: LocationId, index: number): void {
  const explosion = critSlot(ctx, loc, index);
  if (explosion) explode(ctx, explosion.item, explosion.loc, explosion.damage);
}

/** The most heat an exploding inferno bin adds (MegaMek explodeEquipment). */
const INFERNO_EXPLOSION_HEAT = 30;

/**
 * An explosion inside the 'Mech: 2 pilot damage as it goes off (TW), then internal damage where it sits (with its own
 * crit checks), so the MechWarrior's injury is told before whatever the blast destroys.
 */
export function explode(ctx: Ctx, item: Equipment, loc: LocationId, damage: number): void {
  emit(ctx, { type: 'bt-explosion', unit: ctx.unit, location: loc, item: item.name, damage });
  say(ctx, `💥 **Explosion in ${locationCode(ctx.mech, loc)}**: ${damage} damage to internal structure.`);
  if (item.ammo?.munition === 'Inferno' && item.ammo.shotsLeft > 0 && damage > 0) {
    // Burning inferno gel heats the 'Mech as well: as much as the explosion's damage, 30 at most (MegaMek).
    const heat = Math.min(damage, INFERNO_EXPLOSION_HEAT);
    ctx.mech.heatThisTurn += heat;
    say(ctx, `♨️ inferno ammunition burns: **+${heat} heat** in the heat phase.`);
  }
  if (item.ammo) item.ammo.shotsLeft = 0;
  damagePilot(ctx, 2, 'explosion feedback');
  if (damage > 0) applyDamage(ctx, loc, damage, { explosion: true });
}
