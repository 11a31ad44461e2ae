// The retractable blade's position (TechManual p.236; MegaMek MiscType modes `retracted`, `extended`): set with `/move`.
import { UserError } from '../../errors.js';
import { type Ctx, say } from './context.js';
import { equipmentUseless } from './derived.js';
import { type LocationId, locationName } from './locations.js';
import type { Equipment, MechData } from './types.js';

/** The catalog key of the retractable blade. */
export const BLADE_ITEM = 'retractable-blade';

/** `/move blade:`: every blade the 'Mech mounts, or the one in the named arm. */
export const BLADE_CHOICES = ['extend', 'retract', 'extend-left', 'extend-right', 'retract-left', 'retract-right'] as const;
export type BladeChoice = (typeof BLADE_CHOICES)[number];

const ARM_OF = { left: 'LA', right: 'RA' } as const;

const placeOf = (mech: MechData, item: Equipment) => locationName(mech, item.locations[0] as LocationId).toLowerCase();

/**
 * Why these arms' hands are busy: a working blade extended in one of them. TechManual: that hand cannot punch, push
 * or carry anything (so no club either). A blade destroyed by a critical hit no longer gets in the way (MegaMek counts
 * only an operable extended blade).
 */
export function bladeInTheWay(mech: MechData, arms: readonly ('LA' | 'RA')[]): string | undefined {
  const out = mech.equipment.find(
    (e) => e.key === BLADE_ITEM && e.extended && arms.some((arm) => e.locations[0] === arm) && !equipmentUseless(mech, e),
  );
  return out ? `its retractable blade (${placeOf(mech, out)}) is extended` : undefined;
}

/**
 * Extends or retracts the blade on `ctx`'s 'Mech, or refuses (a UserError, nothing changed): no blade there, a blade
 * destroyed or in a lost arm, or one already that way. Retracted is the as-built state and is stored as no flag.
 */
export function setBlade(ctx: Ctx, choice: BladeChoice): void {
  const [verb, side] = choice.split('-') as ['extend' | 'retract', 'left' | 'right' | undefined];
  const extend = verb === 'extend';
  const refuse = (why: string): never => {
    throw new UserError('rule', `${ctx.unit} cannot ${verb} a retractable blade: ${why}.`);
  };
  const m = ctx.mech;
  const mounted = m.equipment.filter((e) => e.key === BLADE_ITEM);
  if (mounted.length === 0) refuse('it mounts none');
  if (m.destroyed) refuse('it is destroyed');
  const chosen = side ? mounted.filter((e) => e.locations[0] === ARM_OF[side]) : mounted;
  if (chosen.length === 0) refuse(`it has none in its ${side} arm`);
  for (const blade of chosen) {
    if (blade.hit) refuse(`the one in its ${placeOf(m, blade)} was destroyed by a critical hit`);
    if (equipmentUseless(m, blade)) refuse(`its ${placeOf(m, blade)} is destroyed`);
  }
  const moving = chosen.filter((blade) => Boolean(blade.extended) !== extend);
  if (moving.length === 0) refuse(`it is already ${extend ? 'extended' : 'retracted'}`);
  for (const blade of moving) {
    if (extend) blade.extended = true;
    else delete blade.extended;
    say(
      ctx,
      extend
        ? `🗡️ **${ctx.unit}** extends its retractable blade (${placeOf(m, blade)}): until it is retracted, that hand cannot punch, push or hold a club.`
        : `🗡️ **${ctx.unit}** retracts its retractable blade (${placeOf(m, blade)}).`,
    );
  }
}
