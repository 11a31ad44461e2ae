// The heat phase and end of turn for one 'Mech: build-up, dissipation, heat-scale rolls, life support, counters.
import { type Ctx, emit, roll, say, showDice } from './context.js';
import { ammoExplosionDamage } from './crits.js';
import { explode } from './damage.js';
import { deriveMech, equipmentUseless } from './derived.js';
import { damagePilot, psrTarget, queuePsr, rollPsrNow, showParts } from './pilot.js';
import {
  ammoExplosionTarget,
  CONSCIOUSNESS,
  HEAT_AMMO_CHECK,
  HEAT_AUTO_SHUTDOWN,
  HEAT_SHUTDOWN_CHECK,
  lifeSupportDamage,
  MAX_EXTERNAL_HEAT,
  shutdownTarget,
} from './tables.js';

/** The heat phase (MegaMek HeatResolver order): add heat, sink it, then shutdown, ammo explosion and life support. */
export function heatPhase(ctx: Ctx): void {
  const m = ctx.mech;
  if (m.destroyed) return;
  const d = deriveMech(m);
  const before = m.heat;
  // Others' weapons (infernos, plasma) add at most 15 heat a turn (TW; MegaMek HeatResolver).
  const external = Math.min(m.externalHeat ?? 0, MAX_EXTERNAL_HEAT);
  const weapons = m.heatThisTurn;
  const engine = d.engineHeat;
  const total = before + weapons + external + engine;
  const dissipated = Math.min(total, d.heatSinks.dissipation);
  m.heat = total - dissipated;
  emit(ctx, { type: 'bt-heat', unit: ctx.unit, before, buildUp: weapons + external + engine, dissipated, after: m.heat });
  const sinks = `${d.heatSinks.total - d.heatSinks.destroyed}${m.heatSinks.type === 'double' ? ' double' : ''} sinks`;
  say(
    ctx,
    `🌡️ **${ctx.unit}** heat ${before} + ${weapons} built this turn${external ? ` + ${external} from enemy fire` : ''}${engine ? ` + ${engine} engine` : ''} − ${dissipated} (${sinks}) = **${m.heat}**`,
  );

  if (m.shutdown) {
    if (m.heat < HEAT_AUTO_SHUTDOWN) {
      if (m.heat < HEAT_SHUTDOWN_CHECK) {
        m.shutdown = false;
        emit(ctx, { type: 'bt-shutdown', unit: ctx.unit, shutdown: false });
        say(ctx, `↳ heat below ${HEAT_SHUTDOWN_CHECK}: the reactor restarts.`);
      } else if (!m.pilot.conscious) {
        say(ctx, '↳ the MechWarrior is not conscious: no restart.');
      } else {
        const target = shutdownTarget(m.heat);
        const { dice, total: rolled } = roll(ctx, 2, 'restart', target);
        const ok = rolled >= target;
        if (ok) {
          m.shutdown = false;
          emit(ctx, { type: 'bt-shutdown', unit: ctx.unit, shutdown: false });
        }
        say(ctx, `↳ restart (needs ${target}+): ${showDice(dice, rolled)} → ${ok ? 'reactor restarts' : 'stays shut down'}`);
      }
    }
  } else if (m.heat >= HEAT_SHUTDOWN_CHECK) {
    let shutdown: boolean;
    if (m.heat >= HEAT_AUTO_SHUTDOWN) {
      say(ctx, `↳ heat ${m.heat}: **automatic shutdown**.`);
      shutdown = true;
    } else if (!m.pilot.conscious) {
      say(ctx, '↳ the MechWarrior is not conscious: **automatic shutdown**.');
      shutdown = true;
    } else {
      const target = shutdownTarget(m.heat);
      const { dice, total: rolled } = roll(ctx, 2, 'avoid shutdown', target);
      shutdown = rolled < target;
      say(ctx, `↳ avoid shutdown (needs ${target}+): ${showDice(dice, rolled)} → ${shutdown ? '**shuts down**' : 'stays online'}`);
    }
    if (shutdown) {
      // MegaMek resolves the reactor-shutdown PSR (+3) on the spot; a fall makes the other pending PSRs moot.
      rollPsrNow(ctx, 'reactor shutdown', 3);
      m.shutdown = true;
      emit(ctx, { type: 'bt-shutdown', unit: ctx.unit, shutdown: true });
    }
  }

  if (m.heat >= HEAT_AMMO_CHECK && !m.destroyed) {
    const bins = m.equipment.filter((e) => e.ammo?.explosive && e.ammo.shotsLeft > 0 && !equipmentUseless(m, e));
    if (bins.length > 0) {
      const target = ammoExplosionTarget(m.heat);
      const { dice, total: rolled } = roll(ctx, 2, 'avoid heat ammo explosion', target);
      const safe = rolled >= target;
      say(
        ctx,
        `↳ avoid ammo explosion (needs ${target}+): ${showDice(dice, rolled)} → ${safe ? 'ammunition holds' : '**ammunition explodes**'}`,
      );
      if (!safe) {
        // The most damaging bin goes up (TW; MegaMek explodeAmmoFromHeat).
        const worst = bins.reduce((a, b) =>
          ammoExplosionDamage(b.ammo!, ctx.config.ammoExplosion) > ammoExplosionDamage(a.ammo!, ctx.config.ammoExplosion) ? b : a,
        );
        const loc = worst.locations[0]!;
        const index = m.locations[loc].slots.findIndex((s) => s.equipment === worst.id && !s.hit);
        if (index >= 0) {
          const slot = m.locations[loc].slots[index]!;
          slot.hit = true;
          slot.hitTurn = m.turn;
        }
        worst.hit = true;
        const built = m.heatThisTurn;
        explode(ctx, worst, loc, ammoExplosionDamage(worst.ammo!, ctx.config.ammoExplosion));
        // Burning inferno ammunition: its heat lands now, the heat phase's sums being done.
        if (m.heatThisTurn > built) {
          m.heat += m.heatThisTurn - built;
          m.heatThisTurn = built;
          say(ctx, `↳ heat now **${m.heat}**.`);
        }
      }
    }
  }

  const lifeSupport = deriveMech(m).lifeSupportHit ? lifeSupportDamage(m.heat) : 0;
  if (lifeSupport > 0 && !m.destroyed) damagePilot(ctx, lifeSupport, `life support out, heat ${m.heat}`);
}

/** End of turn: 20+ damage this phase queues a PSR, per-turn counters clear, an unconscious pilot may wake. */
export function endTurn(ctx: Ctx): void {
  const m = ctx.mech;
  if (m.damageThisPhase >= 20 && !m.destroyed) queuePsr(ctx, `${m.damageThisPhase} damage this phase`, 1, false);
  m.damageThisPhase = 0;
  m.heatThisTurn = 0;
  delete m.externalHeat;
  m.turn += 1;
  const p = m.pilot;
  if (!m.destroyed && !p.dead && !p.conscious) {
    const target = CONSCIOUSNESS[p.hits] ?? 12;
    const { dice, total } = roll(ctx, 2, 'regain consciousness', target);
    if (total >= target) p.conscious = true;
    say(ctx, `↳ ${p.name} tries to wake (needs ${target}+): ${showDice(dice, total)} → ${p.conscious ? 'awake' : 'still unconscious'}`);
  }
  if (m.pendingPsrs.length > 0) {
    const { target, parts } = psrTarget(ctx, []);
    say(
      ctx,
      `⚠️ ${ctx.unit} has ${m.pendingPsrs.length} PSR${m.pendingPsrs.length === 1 ? '' : 's'} to roll (base ${target}: ${showParts(parts)}): \`/psr unit:${ctx.unit}\`.`,
    );
  }
}
