// What a 'Mech and its MechWarrior lose for good: pilot hits and consciousness, a location or the whole 'Mech
// destroyed, and the PSRs those losses call for. The floor under crits.ts, damage.ts and pilot.ts: it applies no damage.
import { type Ctx, emit, roll, say, showDice } from './context.js';
import { deriveMech } from './derived.js';
import { DEPENDENT, isLimb, LEGS, type LocationId, locationCode, locationName, QUAD_LEGS } from './locations.js';
import { CONSCIOUSNESS, PILOT_DEATH_HITS } from './tables.js';

export function killPilot(ctx: Ctx, reason: string): void {
  const p = ctx.mech.pilot;
  if (p.dead) return;
  p.dead = true;
  p.conscious = false;
  p.hits = PILOT_DEATH_HITS;
  emit(ctx, { type: 'bt-pilot', unit: ctx.unit, hits: p.hits, conscious: false, dead: true });
  say(ctx, `☠️ ${p.name} is killed (${reason}).`);
}

/** Pilot damage, then a consciousness roll for each new hit (MegaMek resolveCrewDamage) until one fails. */
export function damagePilot(ctx: Ctx, amount: number, reason: string): void {
  const m = ctx.mech;
  const p = m.pilot;
  if (p.dead || amount <= 0) return;
  const before = p.hits;
  p.hits = Math.min(PILOT_DEATH_HITS, p.hits + amount);
  say(ctx, `🩸 ${p.name} takes ${amount} damage (${reason}): hits ${before}→${p.hits}.`);
  if (p.hits >= PILOT_DEATH_HITS) {
    killPilot(ctx, `${PILOT_DEATH_HITS} hits`);
    destroyMech(ctx, 'MechWarrior killed');
    return;
  }
  for (let hit = before + 1; hit <= p.hits && p.conscious; hit++) {
    const target = CONSCIOUSNESS[hit] as number;
    const { dice, total } = roll(ctx, 2, `consciousness (hit ${hit})`, target);
    const awake = total >= target;
    say(
      ctx,
      `↳ consciousness (${hit} hit${hit > 1 ? 's' : ''}, needs ${target}+): ${showDice(dice, total)} → ${awake ? 'stays conscious' : '**knocked unconscious**'}`,
    );
    if (!awake) {
      p.conscious = false;
      queuePsr(ctx, 'MechWarrior knocked unconscious', 0, true);
    }
  }
  emit(ctx, { type: 'bt-pilot', unit: ctx.unit, hits: p.hits, conscious: p.conscious, dead: p.dead });
}

/** Queues a PSR for the end of the phase; a prone or destroyed 'Mech cannot fall, so needs none. */
export function queuePsr(ctx: Ctx, reason: string, modifier: number, automatic: boolean): void {
  const m = ctx.mech;
  if (m.destroyed || m.prone) return;
  m.pendingPsrs.push({ reason, modifier, automatic });
  emit(ctx, { type: 'bt-psr-queued', unit: ctx.unit, reason, modifier, automatic });
  say(
    ctx,
    `⚠️ PSR queued: ${reason}${automatic ? ' (automatic fall)' : modifier ? ` (${signed(modifier)})` : ''}. Roll it with \`/psr unit:${ctx.unit}\`.`,
  );
}

export const signed = (n: number): string => (n >= 0 ? `+${n}` : `${n}`);

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
  if (!blownOff) say(ctx, `💥 **${locationCode(ctx.mech, loc)} destroyed.**`);
  // Only a limb blown off lies whole in the hex as a club (TW: "a limb blown off"; MegaMek's club from a severed limb).
  if (isLimb(loc) && blownOff) m.clubs.push(loc);
  const dependent = DEPENDENT[loc];
  if (dependent && !m.locations[dependent].destroyed) {
    say(ctx, `↳ the ${locationCode(ctx.mech, dependent)} is lost with the ${locationCode(ctx.mech, loc)}.`);
    destroyLocation(ctx, dependent, false);
  }
  if (loc === 'HD' && m.cockpit === 'torso-mounted') {
    say(ctx, `↳ the cockpit is in the centre torso: the MechWarrior and the 'Mech survive the loss of the head.`);
  } else if (loc === 'HD') {
    killPilot(ctx, blownOff ? 'head blown off' : 'head destroyed');
    destroyMech(ctx, blownOff ? 'head blown off' : 'head destroyed');
  } else if (loc === 'CT') {
    destroyMech(ctx, 'centre torso destroyed');
  } else if ((loc === 'LT' || loc === 'RT') && !m.destroyed && deriveMech(m).engineHits >= 3) {
    destroyMech(
      ctx,
      `engine destroyed (${deriveMech(m).engineHits} engine hits counting the ${locationCode(ctx.mech, loc)}'s engine slots)`,
    );
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
