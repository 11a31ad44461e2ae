// Which modules carry a weapon or the locomotion: "Hits against modules render them unusable" (seed), so their loss disables what they carry.
import { UserError } from '../../errors.js';
import type { LocomotionSpec } from './tables.js';
import type { SaData, SaUnitData } from './unit.js';

/** The named modules of an SA that are destroyed; a name not on the grid counts as intact (validation refuses it). */
export function destroyedOf(data: SaData, names: readonly string[]): string[] {
  const lost = new Set(
    data.rows
      .flat()
      .filter((m) => m.destroyed)
      .map((m) => m.name.toLowerCase()),
  );
  return names.filter((name) => lost.has(name.toLowerCase()));
}

/** Why a weapon (ranged or melee) cannot be used, or null: any module it is mounted on is destroyed. */
export function mountLoss(unitName: string, data: SaUnitData, item: { name: string; mounts?: readonly string[] }): string | null {
  if (data.kind !== 'sa' || !item.mounts || item.mounts.length === 0) return null;
  const lost = destroyedOf(data, item.mounts);
  if (lost.length === 0) return null;
  return `${unitName}'s ${item.name} is unusable: ${lost.join(' and ')} ${lost.length === 1 ? 'is' : 'are'} destroyed.`;
}

export function requireMounted(unitName: string, data: SaUnitData, item: { name: string; mounts?: readonly string[] }): void {
  const loss = mountLoss(unitName, data, item);
  if (loss) throw new UserError('rule', `${loss} A GM can restore modules with \`/recover repair\`.`);
}

/**
 * The locomotion an SA has left [RECON]: each module in `drive` carries an equal share of the top speed (rounded down),
 * acceleration is unchanged but never above the top speed; with every drive module gone the SA can only stop.
 */
export function effectiveLocomotion(data: SaUnitData, spec: LocomotionSpec): LocomotionSpec & { lost: string[] } {
  if (data.kind !== 'sa' || !data.drive || data.drive.length === 0) return { ...spec, lost: [] };
  const lost = destroyedOf(data, data.drive);
  if (lost.length === 0) return { ...spec, lost };
  const maxSpeed = Math.floor((spec.maxSpeed * (data.drive.length - lost.length)) / data.drive.length);
  return { maxSpeed, accel: spec.accel, lost };
}
