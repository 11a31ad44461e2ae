// Anti-missile systems (TW): an AMS fires on its own at the first missile attack that hits its 'Mech each turn.
import { type Ctx, say } from './context.js';
import { equipmentUseless } from './derived.js';
import type { WeaponStats } from './equipment.js';
import { locationCodes } from './locations.js';
import type { Equipment, MechData } from './types.js';

/** TW: an engaged AMS takes 4 off the Cluster Hits roll (never below 2); a Streak then rolls on the table too. */
export const AMS_CLUSTER_MODIFIER = -4;

/** Missile attacks an AMS can engage: LRMs, SRMs, MRMs, MMLs, Streaks, ATM-style racks (not LB-X pellets or HAG slugs). */
export function amsEngages(stats: WeaponStats): boolean {
  return (stats.attack === 'lrm' || stats.attack === 'srm' || stats.attack === 'streak' || stats.attack === 'mml') && (stats.rack ?? 1) > 1;
}

const amsBin = (mech: MechData, ams: Equipment): Equipment | undefined =>
  mech.equipment.find(
    (e) => e.ammo !== undefined && e.ammo.ammoType === ams.weapon?.ammo && e.ammo.shotsLeft > 0 && !equipmentUseless(mech, e),
  );

/**
 * The AMS that would engage a missile attack on this 'Mech now: working, not yet used this turn (one attack a turn),
 * with a shot of AMS ammunition (a laser AMS needs none), on a 'Mech that is powered up. Salvo has no arcs: any AMS
 * covers the attack.
 */
export function readyAms(mech: MechData): Equipment | undefined {
  if (mech.destroyed || mech.shutdown) return undefined;
  return mech.equipment.find(
    (e) =>
      e.weapon?.defensive === true &&
      !equipmentUseless(mech, e) &&
      e.firedTurn !== mech.turn &&
      (e.weapon.ammo === undefined || amsBin(mech, e) !== undefined),
  );
}

/** Fires the target's AMS at an incoming missile attack: one shot of its ammunition (or none for a laser), its heat. */
export function fireAms(target: Ctx, ams: Equipment): void {
  const item = target.mech.equipment[ams.id] as Equipment;
  item.firedTurn = target.mech.turn;
  const heat = item.weapon?.heat ?? 0;
  target.mech.heatThisTurn += heat;
  const bin = item.weapon?.ammo === undefined ? undefined : amsBin(target.mech, item);
  if (bin?.ammo) bin.ammo.shotsLeft -= 1;
  const spent = bin?.ammo ? `, 1 AMS shot (${bin.ammo.shotsLeft} left in the ${locationCodes(target.mech, bin.locations)} bin)` : '';
  say(
    target,
    `↳ 🛡️ ${target.unit}'s **${item.name} [${locationCodes(target.mech, item.locations)}]** fires at the missiles: ${AMS_CLUSTER_MODIFIER} on the cluster roll${spent}, +${heat} heat.`,
  );
}
