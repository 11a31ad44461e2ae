// The MechWarrior and the 'Mech's footing: pilot damage and consciousness, PSRs queued and rolled, and falls.
import { UserError } from '../../errors.js';
import { type Ctx, emit, roll, say, showDice } from './context.js';
import { applyDamage } from './damage.js';
import { deriveMech, type Modifier } from './derived.js';
import { locationCode } from './locations.js';
import { damagePilot, signed } from './losses.js';
import { CLUSTER_GROUP, type Direction, FALL_DIRECTION, hitLocation, TAC_ROLL } from './tables.js';

// The MechWarrior's hits and the PSR queue sit in losses.ts, under damage.ts; re-exported for their callers.
export { damagePilot, killPilot, queuePsr, signed } from './losses.js';

/** Piloting + standing modifiers + the trigger's own, listed for the reply. */
export function psrTarget(ctx: Ctx, extra: readonly Modifier[]): { target: number; parts: Modifier[] } {
  const parts: Modifier[] = [
    { value: ctx.mech.pilot.piloting, reason: 'piloting' },
    ...deriveMech(ctx.mech).psrModifiers,
    ...extra.filter((m) => m.value !== 0),
  ];
  return { target: parts.reduce((n, m) => n + m.value, 0), parts };
}

export const showParts = (parts: readonly Modifier[]): string =>
  parts.map((p, i) => (i === 0 ? `${p.reason} ${p.value}` : `${p.reason} ${signed(p.value)}`)).join(', ');

/** One PSR: true when passed. An unconscious pilot fails automatically. */
function rollPsr(ctx: Ctx, reason: string, modifier: number, automatic: boolean): boolean {
  const unconscious = !ctx.mech.pilot.conscious;
  if (automatic || unconscious) {
    say(ctx, `PSR (${reason}): automatic failure${unconscious && !automatic ? ' (MechWarrior unconscious)' : ''}.`);
    emit(ctx, { type: 'bt-psr', unit: ctx.unit, reason, target: 'automatic', success: false });
    return false;
  }
  const { target, parts } = psrTarget(ctx, [{ value: modifier, reason }]);
  const { dice, total } = roll(ctx, 2, `PSR: ${reason}`, target);
  const success = total >= target;
  emit(ctx, { type: 'bt-psr', unit: ctx.unit, reason, target, success });
  say(ctx, `PSR (${reason}): ${showDice(dice, total)} vs **${target}** (${showParts(parts)}) → ${success ? 'passed' : '**failed**'}`);
  return success;
}

/** A PSR rolled on the spot (MegaMek resolves the reactor-shutdown PSR at once); a failure is a fall. */
export function rollPsrNow(ctx: Ctx, reason: string, modifier: number): void {
  if (ctx.mech.prone || ctx.mech.destroyed) return;
  if (!rollPsr(ctx, reason, modifier, false)) fall(ctx, reason);
}

/** Rolls every pending PSR in order; the first failure is a fall and the rest no longer matter. */
export function resolvePendingPsrs(ctx: Ctx): void {
  const m = ctx.mech;
  const pending = [...m.pendingPsrs];
  m.pendingPsrs = [];
  if (m.prone) {
    say(ctx, `${ctx.unit} is already prone: ${pending.length} pending PSR${pending.length === 1 ? '' : 's'} dropped.`);
    return;
  }
  for (const psr of pending) {
    if (!rollPsr(ctx, psr.reason, psr.modifier, psr.automatic)) {
      fall(ctx, psr.reason);
      return;
    }
  }
}

/** A PSR asked for by hand (running with a damaged gyro, jumping with leg damage) or, when prone, an attempt to stand. */
export function adHocPsr(ctx: Ctx, reason: string | undefined, modifier: number): void {
  const m = ctx.mech;
  if (!m.pilot.conscious)
    throw new UserError('rule', `${ctx.unit}'s MechWarrior is ${m.pilot.dead ? 'dead' : 'unconscious'} and cannot pilot.`);
  if (m.prone) {
    const derived = deriveMech(m);
    if (derived.cannotStand) {
      throw new UserError(
        'rule',
        `${ctx.unit} cannot stand up: ${derived.gyroDestroyed ? 'its gyro is destroyed' : 'both legs are destroyed'}.`,
      );
    }
    if (m.shutdown) throw new UserError('rule', `${ctx.unit} is shut down and cannot stand up until it restarts.`);
    if (rollPsr(ctx, reason ?? 'standing up', modifier, false)) {
      m.prone = false;
      say(ctx, `${ctx.unit} stands up.`);
    } else fall(ctx, 'failed to stand');
    return;
  }
  if (!rollPsr(ctx, reason ?? 'piloting skill roll', modifier, false)) fall(ctx, reason ?? 'failed PSR');
}

/** A fall from higher than standing: a missed death from above falls 2 levels onto its back (TW). */
export interface FallFrom {
  readonly levels: number;
  /** The side that hits the ground, when the rules fix it instead of the facing roll. */
  readonly direction?: Direction;
}

/**
 * A fall (MegaMek doEntityFall): a facing roll picks the hit table, tonnage/10 x (levels + 1) damage lands in 5-point
 * groups, then a PSR at the same standing modifiers keeps the MechWarrior from 1 damage.
 */
export function fall(ctx: Ctx, reason: string, from: FallFrom = { levels: 0 }): void {
  const m = ctx.mech;
  m.prone = true;
  const facing = from.direction === undefined ? roll(ctx, 1, 'fall facing').total : undefined;
  const direction = from.direction ?? FALL_DIRECTION[(facing ?? 1) - 1] ?? 'front';
  const damage = Math.round(m.tonnage / 10) * (from.levels + 1);
  emit(ctx, { type: 'bt-fall', unit: ctx.unit, direction, damage });
  say(
    ctx,
    `🤕 **${ctx.unit} falls** (${reason}${from.levels ? `, ${from.levels} levels` : ''}): ${facing === undefined ? '' : `facing 🎲 ${facing} → `}${direction} side hit, ${damage} damage in 5-point groups.`,
  );
  for (let left = damage; left > 0 && !m.destroyed; left -= CLUSTER_GROUP) {
    const group = Math.min(CLUSTER_GROUP, left);
    const { dice, total } = roll(ctx, 2, `fall hit location (${direction})`);
    const loc = hitLocation(direction, total, ctx.mech.quad);
    const tac = total === TAC_ROLL && ctx.config.tac;
    say(
      ctx,
      `Fall damage ${group}: location ${showDice(dice, total)} → **${locationCode(ctx.mech, loc)}**${tac ? ' (through-armour critical chance)' : ''}`,
    );
    applyDamage(ctx, loc, group, { rear: direction === 'rear', tac });
  }
  if (!m.destroyed && !m.pilot.dead) {
    if (!m.pilot.conscious) damagePilot(ctx, 1, 'fall, MechWarrior unconscious');
    else {
      const { target, parts } = psrTarget(ctx, []);
      const { dice, total } = roll(ctx, 2, 'PSR: avoid pilot damage in fall', target);
      const safe = total >= target;
      say(
        ctx,
        `PSR to avoid pilot damage: ${showDice(dice, total)} vs **${target}** (${showParts(parts)}) → ${safe ? 'no injury' : 'failed'}`,
      );
      if (!safe) damagePilot(ctx, 1, 'fall');
    }
  }
  m.pendingPsrs = [];
}
