// What a command declares it touches (units, rule overrides, the battle's clock) and who counts as a GM: the data
// src/control/access.ts checks, kept apart so src/command.ts can name it without importing the check.
import type { ChannelSettings } from '../store/channel-doc.js';
import type { UnitRole } from './units.js';

/** Options that override what the rules would compute or add to them. */
export type RuleRole =
  /** Declares what the rules compute (`tn:`, a target's movement): a GM, or players where the table allows it. */
  | 'declare'
  /** A modifier the table agreed on: open to players unless a GM turns it off. */
  | 'modifier'
  /** Only a GM may give it (handing a unit over). */
  | 'gm'
  /**
   * It speaks for the unit named by option `unit` (the other side's bonus, a collision's speed): that unit's controller
   * or a GM, and the table rule of `role` as well when one is given.
   */
  | { readonly unit: string; readonly role?: 'declare' | 'modifier' };

/** What one (sub)command touches. Every option that names a unit has a role here; a test enforces it. */
export interface Access {
  /** Set when the whole (sub)command is a GM's: what it does, for the refusal ("end the phase"). */
  readonly gmOnly?: string;
  /**
   * Set when it moves the battle's clock on: what it does ("end the phase"). The player whose step it is or a GM;
   * without a battle, a GM (src/battle/clock.ts).
   */
  readonly turn?: string;
  /**
   * Set when a unit acts in it: the command's name (looked up in the phases' `acts`), the option naming the acting
   * unit, and an option that makes it a look rather than an act (`preview:`). In a battle it waits for its phase and
   * the player whose step it is (src/battle/clock.ts).
   */
  readonly acts?: {
    readonly command: string;
    readonly unit: string;
    readonly unless?: string;
    /** It acts only when one of these options is given (`/vehicle set moved:`); otherwise it is no act. */
    readonly only?: readonly string[];
    /**
     * It declares the unit's own state (how far it moved, hull-down): its controller in its own step, or a GM at any
     * time as a ruling.
     */
    readonly declares?: boolean;
    /** How a refusal names the command, when it is not `/<command>` (`vehicle set`). */
    readonly label?: string;
  };
  /**
   * Set when it adds units: in a battle only a GM adds them (players too at the start of a turn, where the table
   * allows it); a unit added mid-turn acts from the next turn.
   */
  readonly joins?: boolean;
  readonly units?: Readonly<Record<string, UnitRole>>;
  readonly rules?: Readonly<Record<string, RuleRole>>;
  /**
   * Options the map answers once every unit named in `units` stands on it (range, cover, how a unit moved): then a
   * player may not give them and a GM's are logged as rulings. Without a map they are as `rules` says.
   */
  readonly mapped?: readonly string[];
  /** A mapped option the map leaves to the player when this other option is given (`mode:` with `/move … to:`). */
  readonly mappedUnless?: Readonly<Record<string, string>>;
}

export type AccessOf = (subcommand: string | undefined) => Access;

export interface Member {
  readonly id: string;
  readonly canManageChannel: boolean;
  readonly roleIds: readonly string[];
}

/** GM means the Manage Channel permission or the channel's configured GM role. */
export function memberIsGM(member: Pick<Member, 'canManageChannel' | 'roleIds'>, settings: ChannelSettings): boolean {
  return member.canManageChannel || (settings.gmRoleId !== undefined && member.roleIds.includes(settings.gmRoleId));
}
