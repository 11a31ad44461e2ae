// Who may act with or on a unit: its controller (the owner unless a GM handed it over) or a GM. The one rule for every system.
import { UserError } from '../errors.js';
import type { UnitRecord } from '../systems/types.js';
import { userLabel } from './identity.js';

/** What an option that names a unit lets its user do with that unit. */
export type UnitRole =
  /** The unit acts: attacks, moves, reloads, melees, rolls its own PSR, is tinkered or repaired. */
  | 'with'
  /** Something happens to the unit without an attack reaching it: /crit, /damage, a forced PSR. */
  | 'on'
  /** Owning it: removing it from the channel. */
  | 'own'
  /** Being attacked or looked at: anyone may name it. */
  | 'target';

export interface Acting {
  readonly id: string;
  readonly isGM: boolean;
}

export function controllerOf(unit: Pick<UnitRecord, 'owner' | 'controller'>): string {
  return unit.controller ?? unit.owner;
}

export function mayUse(unit: Pick<UnitRecord, 'owner' | 'controller'>, role: UnitRole, actor: Acting): boolean {
  if (role === 'target' || actor.isGM) return true;
  return role === 'own' ? unit.owner === actor.id : controllerOf(unit) === actor.id;
}

/** Throws the refusal that says who may, when `actor` may not use `unit` this way. */
export function requireUnitRole(unit: Pick<UnitRecord, 'name' | 'owner' | 'controller'>, role: UnitRole, actor: Acting): void {
  if (mayUse(unit, role, actor)) return;
  const who = role === 'own' ? `its owner ${userLabel(unit.owner)}` : `its controller ${userLabel(controllerOf(unit))}`;
  const what =
    role === 'with' ? `act with \`${unit.name}\`` : role === 'on' ? `apply that to \`${unit.name}\` directly` : `remove \`${unit.name}\``;
  throw new UserError(
    'permission',
    `Only ${who} or a GM can ${what}.${role === 'own' ? '' : ' A GM can hand it over with `/unit control`.'}`,
  );
}

/** The unit handed to `userId`; handing it to its owner clears the hand-over. */
export function withController<U extends UnitRecord>(unit: U, userId: string): U {
  const { controller: _previous, ...rest } = unit;
  return (userId === unit.owner ? rest : { ...rest, controller: userId }) as U;
}
