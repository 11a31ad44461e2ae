// The one check between a command and the units and rules it touches: every command declares, the pipeline enforces.

import { requirePhase, requireTurn } from '../battle/clock.js';
import type { CommandContext } from '../command.js';
import { UserError } from '../errors.js';
import type { OptionBag } from '../options.js';
import type { ChannelDoc } from '../store/channel-doc.js';
import type { ChannelStore } from '../store/channel-store.js';
import type { UnitRecord } from '../systems/types.js';
import { type Access, type Member, memberIsGM } from './access-spec.js';
import { nameKey } from './identity.js';
import { tableRules } from './table-rules.js';
import { requireUnitRole } from './units.js';

// What a command declares lives in access-spec.ts, so src/command.ts can name it without importing this module.
export type { Access, AccessOf, Member, RuleRole } from './access-spec.js';
export { memberIsGM } from './access-spec.js';

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
    if (role === 'gm') throw new UserError('permission', `Only a GM can use \`${option}:\`.`);
    if (role === 'declare' && !rules.playersDeclare)
      throw new UserError(
        'permission',
        `Only a GM can declare \`${option}:\`: the rules work it out from the units' state. A GM can let players with \`/config table declare:true\`.`,
      );
    if (role === 'modifier' && !rules.playersModify)
      throw new UserError('permission', `Only a GM can add \`${option}:\` in this channel (\`/config table modifier:\`).`);
  }
  for (const [option, role] of Object.entries(access.units ?? {})) {
    const name = options.has(option) ? options.string(option) : undefined;
    if (name === undefined) continue;
    // An unknown name is the handler's to explain; there is nothing here to protect.
    const unit = unitNamed(doc.units, name);
    if (unit) requireUnitRole(unit, role, { id: member.id, isGM });
  }
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
