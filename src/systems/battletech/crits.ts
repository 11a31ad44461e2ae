// Critical hits: Determining Critical Hits, choosing the slot (RULES §3.4), and every effect in seed 002.

import { gyroHitsToDestroy, gyroPsrModifier, gyroType } from './construction.js';
import { type Ctx, emit, roll, say, showDice } from './context.js';
import { deriveMech } from './derived.js';
import { isLimb, type LocationId, locationCode, locationName, TRANSFER } from './locations.js';
import { destroyLocation, destroyMech, killPilot, queuePsr } from './losses.js';
import { CRIT_COUNT, ENGINE_HEAT } from './tables.js';
import type { AmmoBin, BtConfig, Equipment } from './types.js';

/** What the Determining Critical Hits roll says for a location: a count, or the limb/head coming off. */
export function critResult(loc: LocationId, roll2d6: number): number | 'blown-off' {
  const entry = CRIT_COUNT[roll2d6 - 2];
  if (entry === undefined) throw new Error(`crit roll ${roll2d6} out of range`);
  if (entry !== 'twelve') return entry;
  return isLimb(loc) || loc === 'HD' ? 'blown-off' : 3;
}

/**
 * Rolls on Determining Critical Hits for `loc`: a blown-off limb or head is destroyed here (no crits left to apply),
 * else the number of crits the caller applies one by one (damage.ts rollCriticalCheck).
 */
export function rollCritCount(ctx: Ctx, loc: LocationId): number {
  const { dice, total } = roll(ctx, 2, `critical check ${locationCode(ctx.mech, loc)}`, 8);
  const result = critResult(loc, total);
  emit(ctx, { type: 'bt-crit-check', unit: ctx.unit, location: loc, roll: total, crits: result });
  if (result === 'blown-off') {
    const what = loc === 'HD' ? 'head' : locationName(ctx.mech, loc).toLowerCase();
    say(ctx, `⚠️ Critical check ${locationCode(ctx.mech, loc)}: ${showDice(dice, total)} → **${what} blown off!**`);
    destroyLocation(ctx, loc, true);
    if (loc !== 'HD') say(ctx, `↳ the ${what} lies in the hex and can be used as a club; nothing in it explodes.`);
    return 0;
  }
  say(
    ctx,
    `Critical check ${locationCode(ctx.mech, loc)}: ${showDice(dice, total)} → ${result === 0 ? 'no critical hit' : `**${result} critical hit${result > 1 ? 's' : ''}**`}`,
  );
  return result;
}

export function hittableSlots(ctx: Ctx, loc: LocationId): number[] {
  return ctx.mech.locations[loc].slots.flatMap((s, i) => (s.hittable && !s.hit && !s.destroyed ? [i] : []));
}

/**
 * TW slot choice: 12-slot locations roll a d6 for the block (1-3 upper, 4-6 lower) and a d6 for the slot; 6-slot
 * locations roll one d6. Empty or already-hit slots are rolled again; with nothing left the crit moves inward.
 */
export function pickSlot(ctx: Ctx, start: LocationId): { loc: LocationId; index: number } | null {
  let loc: LocationId = start;
  for (;;) {
    if (hittableSlots(ctx, loc).length === 0) {
      const next = TRANSFER[loc];
      if (next === undefined) {
        say(ctx, `↳ nothing left to hit in ${locationCode(ctx.mech, loc)}; the critical hit is lost.`);
        return null;
      }
      say(ctx, `↳ nothing left to hit in ${locationCode(ctx.mech, loc)}; the critical hit transfers to ${locationCode(ctx.mech, next)}.`);
      loc = next;
      continue;
    }
    const slots = ctx.mech.locations[loc].slots;
    const missed: string[] = [];
    for (;;) {
      let index: number;
      let shown: string;
      if (slots.length === 12) {
        const block = roll(ctx, 1, `critical slot block ${locationCode(ctx.mech, loc)}`).total;
        const slot = roll(ctx, 1, `critical slot ${locationCode(ctx.mech, loc)}`).total;
        index = (block <= 3 ? 0 : 6) + slot - 1;
        shown = `🎲 ${block} (${block <= 3 ? 'upper' : 'lower'}) + 🎲 ${slot}`;
      } else {
        const slot = roll(ctx, 1, `critical slot ${locationCode(ctx.mech, loc)}`).total;
        index = slot - 1;
        shown = `🎲 ${slot}`;
      }
      const chosen = slots[index];
      if (chosen?.hittable && !chosen.hit && !chosen.destroyed) {
        // Re-rolls are summarised (a mostly empty torso can take dozens); every die is still in the events.
        const rerolls =
          missed.length === 0
            ? ''
            : missed.length <= 3
              ? ` (rolled again after ${missed.join(', ')})`
              : ` (after ${missed.length} re-rolls of empty or already-hit slots)`;
        say(ctx, `↳ slot ${shown} → ${locationCode(ctx.mech, loc)} slot ${index + 1}: **${chosen.name}**${rerolls}`);
        return { loc, index };
      }
      missed.push(`slot ${index + 1} ${chosen?.kind === 'empty' ? 'empty' : 'already hit'}`);
    }
  }
}

/** Damage of an ammunition explosion: seed = one turn's worth of shots, TW = damage per shot x shots left. */
export function ammoExplosionDamage(bin: AmmoBin, rule: BtConfig['ammoExplosion']): number {
  if (!bin.explosive || bin.shotsLeft <= 0) return 0;
  return rule === 'tw' ? bin.damagePerShot * bin.shotsLeft : bin.damagePerShot * Math.min(bin.shotsPerTurn, bin.shotsLeft);
}

/** An explosion a critical hit sets off, for damage.ts to apply (internal damage with its own crit checks). */
export interface Explosion {
  readonly item: Equipment;
  readonly loc: LocationId;
  readonly damage: number;
}

/**
 * Applies a critical hit to one slot: marks it and carries out the component's effect, except an explosion, which it
 * returns for the caller to apply at once (damage.ts hitSlot): this module never applies damage itself.
 */
export function critSlot(ctx: Ctx, loc: LocationId, index: number): Explosion | null {
  const m = ctx.mech;
  const slot = m.locations[loc].slots[index];
  if (!slot) throw new Error(`no slot ${index} in ${locationCode(ctx.mech, loc)}`);
  const before = deriveMech(m);
  slot.hit = true;
  slot.hitTurn = m.turn;
  ctx.touched.add(loc);
  let after = deriveMech(m);
  const effect = (text: string) => {
    emit(ctx, { type: 'bt-crit', unit: ctx.unit, location: loc, slot: index + 1, name: slot.name, effect: text });
    say(ctx, `🔧 **${slot.name}** (${locationCode(ctx.mech, loc)}): ${text}`);
  };
  const mp = () => `walk ${before.walk}→${after.walk}, run ${before.run}→${after.run}`;
  const side = loc === 'LA' || loc === 'LL' ? 'left' : 'right';

  if (slot.kind === 'system') {
    switch (slot.system) {
      case 'cockpit':
        effect('cockpit destroyed: the MechWarrior is killed.');
        killPilot(ctx, 'cockpit destroyed');
        destroyMech(ctx, 'cockpit destroyed');
        return null;
      case 'engine':
        if (after.engineHits >= 3) {
          effect(`engine hit ${after.engineHits}: shielding gone.`);
          destroyMech(ctx, 'engine destroyed (3 engine hits)');
        } else effect(`engine hit ${after.engineHits}: +${ENGINE_HEAT[after.engineHits]} heat every turn.`);
        return null;
      case 'gyro': {
        // A heavy-duty gyro takes three hits, at +1 and then +3 to PSRs (TW; MegaMek hitsToDestroyGyro).
        const toDestroy = gyroHitsToDestroy(m.gyro);
        if (after.gyroHits < toDestroy) {
          const psr = gyroPsrModifier(m.gyro, after.gyroHits);
          effect(
            `${gyroType(m.gyro) === 'heavy-duty' ? `heavy-duty gyro hit ${after.gyroHits} of ${toDestroy}` : 'gyro damaged'}: +${psr} to every PSR; a PSR is required.`,
          );
          queuePsr(ctx, 'gyro hit', 0, false);
        } else if (after.gyroHits === toDestroy) {
          effect('gyro destroyed: the Mech falls automatically and cannot stand again (+6 to PSRs).');
          m.pendingPsrs = m.pendingPsrs.filter((p) => p.reason !== 'gyro hit');
          queuePsr(ctx, 'gyro destroyed', 0, true);
        } else effect('gyro already destroyed: no further effect.');
        return null;
      }
      case 'sensors':
        effect(
          after.canFireWeapons
            ? `sensors damaged: +${after.sensorToHit} to all weapon attacks.`
            : 'sensors destroyed: the Mech cannot fire its weapons.',
        );
        return null;
      case 'lifeSupport':
        effect(
          before.lifeSupportHit
            ? 'life support already out: no additional effect.'
            : 'life support knocked out: the pilot takes 1 damage each heat phase at heat 15-25, 2 at 26+.',
        );
        return null;
      case 'shoulder':
        effect(
          `shoulder destroyed: +4 to ${locationCode(ctx.mech, loc)} weapons (replaces its other actuator modifiers); no punch, club or physical weapon with this arm.`,
        );
        return null;
      case 'upperArm':
      case 'lowerArm':
        effect(
          `${slot.system === 'upperArm' ? 'upper' : 'lower'} arm actuator destroyed: +1 to ${locationCode(ctx.mech, loc)} weapons, +2 to punches, physical weapons and clubs; punch damage halved.`,
        );
        return null;
      case 'hand':
        effect(`hand actuator destroyed: no club or physical weapon with the ${side} arm; +1 to its punches.`);
        return null;
      case 'hip':
        effect(
          `hip destroyed: ${hipCount(ctx) >= 2 ? 'second hip, MP 0' : 'walking MP halved (round up)'} (${mp()}); no kicks; +2 to PSRs, replacing earlier crits on this leg.`,
        );
        queuePsr(ctx, `${side} hip actuator hit`, 0, false);
        return null;
      case 'upperLeg':
      case 'lowerLeg':
        effect(
          `${slot.system === 'upperLeg' ? 'upper' : 'lower'} leg actuator destroyed: ${mp()}; +1 to PSRs; +2 to kicks, kick damage halved.`,
        );
        queuePsr(ctx, `${side} ${slot.system === 'upperLeg' ? 'upper' : 'lower'} leg actuator hit`, 0, false);
        return null;
      case 'foot':
        effect(`foot actuator destroyed: ${mp()}; +1 to PSRs; +1 to kicks.`);
        queuePsr(ctx, `${side} foot actuator hit`, 0, false);
        return null;
      default:
        effect('hit.');
        return null;
    }
  }

  const item = m.equipment[slot.equipment ?? -1];
  if (!item) {
    effect('hit.');
    return null;
  }
  if (item.hit) {
    effect(`${item.name} was already destroyed; this slot absorbs the hit.`);
    return null;
  }
  item.hit = true;
  after = deriveMech(m);
  switch (item.kind) {
    case 'ammo': {
      const bin = item.ammo as AmmoBin;
      if (bin.shotsLeft <= 0) {
        effect('empty ammunition bin: hit, no further effect.');
        return null;
      }
      if (!bin.explosive) {
        effect(`bin destroyed; this ammunition does not explode (${bin.shotsLeft} shots lost).`);
        bin.shotsLeft = 0;
        return null;
      }
      const damage = ammoExplosionDamage(bin, ctx.config.ammoExplosion);
      effect(
        `ammunition explodes (${bin.shotsLeft} shots left; ${ctx.config.ammoExplosion === 'tw' ? `${bin.damagePerShot} x ${bin.shotsLeft} shots` : "one turn's worth of shots"} = ${damage} damage).`,
      );
      return { item, loc, damage };
    }
    case 'weapon':
      if (item.explosion) {
        effect(`${item.name} destroyed and explodes (${item.explosion} damage).`);
        return { item, loc, damage: item.explosion };
      }
      effect(`${item.name} destroyed.`);
      return null;
    case 'heatSink':
      effect(`heat sink destroyed: dissipation ${before.heatSinks.dissipation}→${after.heatSinks.dissipation}.`);
      return null;
    case 'jumpJet':
      effect(`jump jet destroyed: jump MP ${before.jump}→${after.jump}.`);
      return null;
    default:
      effect(`${item.name} destroyed.`);
      return null;
  }
}

const hipCount = (ctx: Ctx): number =>
  (['LL', 'RL'] as const).filter((leg) => ctx.mech.locations[leg].slots.some((s) => s.system === 'hip' && s.hit)).length;
