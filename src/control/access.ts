// The one check between a command and the units and rules it touches: every command declares, the pipeline enforces.

import { requirePhase, requireTurn } from '../battle/clock.js';
import type { CommandContext } from '../command.js';
import { UserError } from '../errors.js';
import type { OptionBag } from '../options.js';
import type { ChannelDoc, ChannelSettings } from '../store/channel-doc.js';
import type { ChannelStore } from '../store/channel-store.js';
import type { UnitRecord } from '../systems/types.js';
import { nameKey, userLabel } from './identity.js';
import { tableRules } from './table-rules.js';
import { controllerOf, mayUse, requireUnitRole, type UnitRole } from './units.js';

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
  readonly acts?: { readonly command: string; readonly unit: string; readonly unless?: string };
  readonly units?: Readonly<Record<string, UnitRole>>;
  readonly rules?: Readonly<Record<string, RuleRole>>;
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

function unitNamed(units: Readonly<Record<string, UnitRecord>>, name: string): UnitRecord | undefined {
  const key = nameKey(name);
  return Object.hasOwn(units, key) ? units[key] : undefined;
}

/** Throws the refusal, naming who may, when `member` may not run this with these options on this channel's state. */
export function authorize(
  access: Access,
  options: OptionBag,
  doc: Pick<ChannelDoc, 'settings' | 'units'> & Partial<Pick<ChannelDoc, 'pending'>>,
  member: Member,
): void {
  const isGM = memberIsGM(member, doc.settings);
  // The phase is a rule of the game, so it holds for a GM too; only whose step it is gives way to one.
  const { acts } = access;
  const acting = acts && !(acts.unless && options.boolean(acts.unless)) ? options.string(acts.unit) : undefined;
  const actor = acting === undefined ? undefined : unitNamed(doc.units, acting);
  if (acts && actor) requirePhase(doc.pending ?? {}, actor, acts.command, { id: member.id, isGM });
  if (isGM) return;
  if (access.turn) requireTurn(doc.pending ?? {}, { id: member.id, isGM }, access.turn);
  if (access.gmOnly) throw new UserError('permission', `Only a GM can ${access.gmOnly}.`);
  const rules = tableRules(doc.settings.table);
  for (const [option, role] of Object.entries(access.rules ?? {})) {
    if (!options.has(option)) continue;
    if (typeof role === 'string') {
      checkRule(option, role, rules);
      continue;
    }
    const named = options.has(role.unit) ? options.string(role.unit) : undefined;
    const unit = named === undefined ? undefined : unitNamed(doc.units, named);
    if (unit && !mayUse(unit, 'with', { id: member.id, isGM }))
      throw new UserError(
        'permission',
        `Only the controller of \`${unit.name}\` (${userLabel(controllerOf(unit))}) or a GM can give \`${option}:\`: it speaks for that unit.`,
      );
    if (role.role) checkRule(option, role.role, rules);
  }
  for (const [option, role] of Object.entries(access.units ?? {})) {
    const name = options.has(option) ? options.string(option) : undefined;
    if (name === undefined) continue;
    // An unknown name is the handler's to explain; there is nothing here to protect.
    const unit = unitNamed(doc.units, name);
    if (unit) requireUnitRole(unit, role, { id: member.id, isGM });
  }
}

function checkRule(option: string, role: 'declare' | 'modifier' | 'gm', rules: ReturnType<typeof tableRules>): void {
  if (role === 'gm') throw new UserError('permission', `Only a GM can use \`${option}:\`.`);
  if (role === 'declare' && !rules.playersDeclare)
    throw new UserError(
      'permission',
      `Only a GM can declare \`${option}:\`: the rules work it out from the units' state. A GM can let players with \`/config table declare:true\`.`,
    );
  if (role === 'modifier' && !rules.playersModify)
    throw new UserError('permission', `Only a GM can add \`${option}:\` in this channel (\`/config table modifier:\`).`);
}

/**
 * The context a handler runs with: the check is made once against the state the handler is about to read (served
 * from the same load), and again inside every mutation against the state it commits on, so a hand-over racing
 * a shot can't slip between them.
 */
export async function guardedContext(ctx: CommandContext, access: Access): Promise<CommandContext> {
  const member: Member = { id: ctx.user.id, canManageChannel: ctx.canManageChannel, roleIds: ctx.roleIds };
  const store = ctx.store;
  let preloaded: Promise<ChannelDoc> | undefined = store.load(ctx.channel);
  authorize(access, ctx.options, await preloaded, member);
  const guarded = Object.create(store) as ChannelStore;
  guarded.load = (ref) => {
    const first = preloaded;
    preloaded = undefined;
    return first && ref.channelId === ctx.channel.channelId && ref.guildId === ctx.channel.guildId ? first : store.load(ref);
  };
  guarded.mutate = (ref, actor, command, fn) =>
    store.mutate(ref, actor, command, (draft, doc) => {
      authorize(access, ctx.options, doc, member);
      return fn(draft, doc);
    });
  return { ...ctx, store: guarded };
}
