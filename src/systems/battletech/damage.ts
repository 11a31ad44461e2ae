// Damage application as MegaMek's TWDamageManager does it: armour, structure, crit checks, transfer inward, destruction.
import { type Ctx, emit, say } from './context.js';
import { rollCriticalCheck } from './crits.js';
import { deriveMech } from './derived.js';
import { DEPENDENT, HAS_REAR, isLimb, LEGS, type LocationId, locationName, QUAD_LEGS, TRANSFER } from './locations.js';
import { damagePilot, killPilot, queuePsr } from './pilot.js';

export interface DamageOptions {
  /** Hits rear armour on the torsos (and keeps doing so as damage transfers inward). */
  readonly rear?: boolean;
  /** Through-armour critical: a hit-location roll of 2 adds one crit check to the first location. */
  readonly tac?: boolean;
  /** Ammunition or equipment explosion: straight to internal structure; CASE stops the transfer. */
  readonly explosion?: boolean;
}

export function hasCase(ctx: Ctx, loc: LocationId): boolean {
  return ctx.mech.equipment.some((e) => e.kind === 'case' && e.locations[0] === loc);
}

/** Applies one hit's damage starting at `start`, following transfers, rolling crit checks where structure is damaged. */
export function applyDamage(ctx: Ctx, start: LocationId, amount: number, options: DamageOptions = {}): void {
  const m = ctx.mech;
  let loc: LocationId | undefined = start;
  let damage = amount;
  let crits = options.tac ? 1 : 0;
  let first = true;
  const headHit = start === 'HD' && !options.explosion;
  while (loc !== undefined && damage > 0) {
    const L = m.locations[loc];
    ctx.touched.add(loc);
    const next: LocationId | undefined = TRANSFER[loc];
    if (L.destroyed) {
      // A location lost earlier: everything passes through, and a TAC on it is lost (MegaMek).
      crits = 0;
      if (next === undefined) {
        say(ctx, `↳ ${loc} is already destroyed; the remaining ${damage} damage has nowhere to go.`);
        break;
      }
      say(ctx, `↳ ${loc} is already destroyed: ${damage} damage transfers to ${next}.`);
      loc = next;
      first = false;
      continue;
    }
    const rear = !!options.rear && HAS_REAR.has(loc);
    let toArmor = 0;
    const armorBefore = rear ? (L.rear ?? 0) : L.armor;
    if (!options.explosion) {
      toArmor = Math.min(armorBefore, damage);
      if (rear) L.rear = armorBefore - toArmor;
      else L.armor = armorBefore - toArmor;
      damage -= toArmor;
    }
    const internalBefore = L.internal;
    const toInternal = Math.min(L.internal, damage);
    if (toInternal > 0) {
      L.internal -= toInternal;
      damage -= toInternal;
      crits++;
    }
    m.damageThisPhase += toArmor + toInternal;
    emit(ctx, {
      type: 'bt-damage',
      unit: ctx.unit,
      location: loc,
      rear,
      amount: toArmor + toInternal,
      toArmor,
      toInternal,
      explosion: !!options.explosion,
    });
    const parts: string[] = [];
    if (toArmor > 0) parts.push(`${rear ? 'rear armour' : 'armour'} ${armorBefore}→${armorBefore - toArmor}`);
    else if (!options.explosion) parts.push(`no ${rear ? 'rear armour' : 'armour'} left`);
    if (toInternal > 0) parts.push(`structure ${internalBefore}→${L.internal}`);
    say(ctx, `↳ **${loc}**${rear ? ' (rear)' : ''}: ${toArmor + toInternal} damage, ${parts.join(', ')}`);

    let onward: LocationId | undefined;
    if (L.internal <= 0) {
      if (next !== undefined && damage > 0) {
        if (options.explosion && hasCase(ctx, loc)) {
          say(ctx, `↳ CASE in ${loc} vents the remaining ${damage} explosion damage.`);
          damage = 0;
        } else onward = next;
      }
    }
    const fatal = L.internal <= 0 && next === undefined;
    if (!fatal) {
      for (let i = 0; i < crits && !m.destroyed; i++) rollCriticalCheck(ctx, loc);
    }
    crits = 0;
    if (headHit && first && !m.destroyed) damagePilot(ctx, 1, 'head hit');
    if (L.internal <= 0 && !L.destroyed) destroyLocation(ctx, loc, false);
    if (onward !== undefined && damage > 0) say(ctx, `↳ ${damage} damage transfers to ${onward}.`);
    loc = onward;
    first = false;
  }
}

/** Marks a location destroyed (or blown off): its slots go, a side torso takes its arm, head or CT take the 'Mech. */
export function destroyLocation(ctx: Ctx, loc: LocationId, blownOff: boolean): void {
  const m = ctx.mech;
  const L = m.locations[loc];
  if (L.destroyed) return;
  L.destroyed = true;
  L.blownOff = blownOff;
  L.armor = 0;
  if (L.rear !== undefined) L.rear = 0;
  L.internal = 0;
  for (const slot of L.slots) slot.destroyed = true;
  ctx.touched.add(loc);
  emit(ctx, { type: 'bt-location-destroyed', unit: ctx.unit, location: loc, blownOff });
  if (!blownOff) say(ctx, `💥 **${loc} destroyed.**`);
  if (isLimb(loc)) m.clubs.push(loc);
  const dependent = DEPENDENT[loc];
  if (dependent && !m.locations[dependent].destroyed) {
    say(ctx, `↳ the ${dependent} is lost with the ${loc}.`);
    destroyLocation(ctx, dependent, false);
  }
  if (loc === 'HD') {
    killPilot(ctx, blownOff ? 'head blown off' : 'head destroyed');
    destroyMech(ctx, blownOff ? 'head blown off' : 'head destroyed');
  } else if (loc === 'CT') {
    destroyMech(ctx, 'centre torso destroyed');
  } else if ((loc === 'LT' || loc === 'RT') && !m.destroyed && deriveMech(m).engineHits >= 3) {
    destroyMech(ctx, `engine destroyed (3 engine hits counting the ${loc}'s engine slots)`);
  }
  if (m.quad) {
    // A quad stands on its other legs: a PSR (with +5 per lost leg), not an automatic fall, until two legs are gone.
    const lost = [...QUAD_LEGS].filter((leg) => m.locations[leg].destroyed).length;
    if (QUAD_LEGS.has(loc) && !m.destroyed) queuePsr(ctx, `${locationName(m, loc).toLowerCase()} destroyed`, 0, lost >= 2);
  } else if (LEGS.has(loc) && !m.destroyed) queuePsr(ctx, `${loc === 'LL' ? 'left' : 'right'} leg destroyed`, 0, true);
}

export function destroyMech(ctx: Ctx, reason: string): void {
  const m = ctx.mech;
  if (m.destroyed) return;
  m.destroyed = true;
  m.destroyedReason = reason;
  m.pendingPsrs = [];
  emit(ctx, { type: 'bt-mech-destroyed', unit: ctx.unit, reason });
  say(ctx, `☠️ **${ctx.unit} is destroyed** (${reason}).`);
}
