// The one check between a command and the units and rules it touches: every command declares, the pipeline enforces.

import { allowanceFrame, endStrictTurn, held, refusal, spend, storeFrame } from '../battle/allowances.js';
import { BATTLE_KEY, readBattle } from '../battle/battle.js';
import { requirePhase, requireTurn } from '../battle/clock.js';
import type { CommandContext } from '../command.js';
import { placementsOf, readBattlefield } from '../commands-kit/battlefield.js';
import { UserError } from '../errors.js';
import type { OptionBag } from '../options.js';
import type { ChannelDoc, ChannelSettings } from '../store/channel-doc.js';
import type { ChannelDraft, ChannelStore } from '../store/channel-store.js';
import { systemById } from '../systems/registry.js';
import type { SystemId, UnitRecord } from '../systems/types.js';
import { type Access, type Member, memberIsGM } from './access-spec.js';
import { nameKey, userLabel } from './identity.js';
import { type TableRules, tableRules } from './table-rules.js';
import { controllerOf, mayUse, requireUnitRole } from './units.js';

// What a command declares lives in access-spec.ts, so src/command.ts can name it without importing this module.
export type { Access, AccessOf, Member, RuleRole } from './access-spec.js';
export { memberIsGM } from './access-spec.js';

function unitNamed(units: Readonly<Record<string, UnitRecord>>, name: string): UnitRecord | undefined {
  const key = nameKey(name);
  return Object.hasOwn(units, key) ? units[key] : undefined;
}

/** The unit an act names, when the options make it an act (not a `preview:`, and with one of its `only` options). */
function actingUnit(access: Access, options: OptionBag, units: Readonly<Record<string, UnitRecord>>): UnitRecord | undefined {
  const { acts } = access;
  // `preview:true` makes it a look; `preview:false`, like no preview, leaves it an act.
  const given = (name: string) => options.has(name) && new Map(options.entries()).get(name) !== false;
  if (!acts || (acts.unless && given(acts.unless))) return undefined;
  if (acts.only && !acts.only.some((option) => options.has(option))) return undefined;
  const name = options.string(acts.unit);
  return name === undefined ? undefined : unitNamed(units, name);
}

/** The system's validated channel options, for allowances that a setting widens. */
function systemConfig(settings: ChannelSettings, systemId: string): Readonly<Record<string, unknown>> {
  return systemById(systemId).parseConfig(settings.systems[systemId as SystemId] ?? {});
}

/**
 * Throws the refusal, naming who may, when `member` may not run this with these options on this channel's state. For a
 * GM it returns what a player would have been refused and the GM may do anyway: the log records those as rulings.
 */
export function authorize(
  access: Access,
  options: OptionBag,
  doc: Pick<ChannelDoc, 'settings' | 'units'> & Partial<Pick<ChannelDoc, 'pending'>>,
  member: Member,
): string[] {
  const isGM = memberIsGM(member, doc.settings);
  const pending = doc.pending ?? {};
  const rulings: string[] = [];
  const waive = (message: string) => {
    if (!isGM) throw new UserError('rule', message);
    rulings.push(message);
  };
  const battle = readBattle(pending);
  const actor = actingUnit(access, options, doc.units);
  if (actor) {
    // The phase is a rule of the game, so it holds for a GM too; only a declaration of the unit's own state gives way.
    if (access.acts?.declares && isGM) {
      try {
        requirePhase(pending, actor, access.acts.command, { id: member.id, isGM: false }, access.acts.label);
      } catch (error) {
        if (!(error instanceof UserError)) throw error;
        rulings.push(error.message);
      }
    } else requirePhase(pending, actor, access.acts!.command, { id: member.id, isGM }, access.acts!.label);
    const acting = { unitKey: nameKey(actor.name), unit: actor, act: access.acts!.command, options };
    // What the rules' states forbid (a stunned vehicle moving, a roll still waiting for its choice) holds in a battle
    // or not; what a unit has already spent is counted in a battle, or at a strict table.
    const clock = systemById(actor.system).clock;
    const frame = allowanceFrame(pending, actor.system, clock, tableRules(doc.settings.table).strict);
    const field = readBattlefield(pending);
    const situation = { units: doc.units, pending, ...(field ? { at: placementsOf(field) } : {}) };
    const why =
      (clock && held(clock, acting, situation)) ??
      (frame ? refusal(frame.battle, frame.clock, acting, systemConfig(doc.settings, actor.system)) : undefined);
    if (why !== undefined) waive(`${why} A GM may allow it.`);
  }
  if (access.joins && battle) {
    const opening = battle.step === 0 && tableRules(doc.settings.table).playersJoin;
    if (!opening && !isGM)
      throw new UserError(
        'permission',
        `A battle is running: units join it through a GM${tableRules(doc.settings.table).playersJoin ? ', or at the start of a turn' : ''}. A unit that joins mid-turn acts from the next turn.`,
      );
  }
  const mapped = mappedGiven(access, options, doc.units, pending);
  if (mapped && !isGM)
    throw new UserError('permission', `${mapped.given}: ${mapped.units} on the map, which says this. A GM may rule otherwise.`);
  if (mapped) rulings.push(`${mapped.given} given by a GM over the map`);
  // In a battle the situation is the battle's: declaring it or adding to the dice is a GM's ruling.
  const inBattle = battle !== undefined;
  if (isGM) {
    if (inBattle)
      for (const [option, role] of Object.entries(access.rules ?? {}))
        if (options.has(option) && role !== 'gm')
          rulings.push(`\`${option}:${String(new Map(options.entries()).get(option))}\` given by a GM`);
    return rulings;
  }
  if (access.turn) requireTurn(pending, { id: member.id, isGM }, access.turn);
  if (access.gmOnly) throw new UserError('permission', `Only a GM can ${access.gmOnly}.`);
  const rules = tableRules(doc.settings.table);
  for (const [option, role] of Object.entries(access.rules ?? {})) {
    if (!options.has(option)) continue;
    if (typeof role === 'string') {
      checkRule(option, role, rules, inBattle);
      continue;
    }
    const named = options.has(role.unit) ? options.string(role.unit) : undefined;
    const unit = named === undefined ? undefined : unitNamed(doc.units, named);
    if (unit && !mayUse(unit, 'with', { id: member.id, isGM }))
      throw new UserError(
        'permission',
        `Only the controller of \`${unit.name}\` (${userLabel(controllerOf(unit))}) or a GM can give \`${option}:\`: it speaks for that unit.`,
      );
    if (role.role) checkRule(option, role.role, rules, inBattle);
  }
  for (const [option, role] of Object.entries(access.units ?? {})) {
    const name = options.has(option) ? options.string(option) : undefined;
    if (name === undefined) continue;
    // An unknown name is the handler's to explain; there is nothing here to protect.
    const unit = unitNamed(doc.units, name);
    if (unit) requireUnitRole(unit, role, { id: member.id, isGM });
  }
  return rulings;
}

/**
 * The refusal for options the map answers, when every unit the command names stands on the channel's map: `range:`
 * between two placed 'Mechs is the map's to say. Undefined when none is given or a named unit is off the map.
 */
function mappedGiven(
  access: Access,
  options: OptionBag,
  units: Readonly<Record<string, UnitRecord>>,
  pending: Readonly<Record<string, unknown>>,
): { given: string; units: string } | undefined {
  const given = (access.mapped ?? []).filter((option) => {
    const unless = access.mappedUnless?.[option];
    return options.has(option) && !(unless !== undefined && options.has(unless));
  });
  if (given.length === 0) return undefined;
  const placed = readBattlefield(pending)?.at ?? {};
  const named = Object.keys(access.units ?? {}).flatMap((option) => {
    const name = options.has(option) ? options.string(option) : undefined;
    const unit = name === undefined ? undefined : unitNamed(units, name);
    return unit ? [unit] : [];
  });
  if (named.length === 0 || !named.every((unit) => Object.hasOwn(placed, nameKey(unit.name)))) return undefined;
  const values = new Map(options.entries());
  const list = given.map((option) => `\`${option}:${String(values.get(option))}\``).join(', ');
  return { given: list, units: `${named.map((u) => `\`${u.name}\``).join(' and ')} ${named.length > 1 ? 'stand' : 'stands'}` };
}

/** A player's use of a rule-overriding option: a GM's in a battle, else as the table allows. */
function checkRule(option: string, role: 'declare' | 'modifier' | 'gm', rules: TableRules, inBattle: boolean): void {
  if (role === 'gm') throw new UserError('permission', `Only a GM can use \`${option}:\`.`);
  if (inBattle)
    throw new UserError(
      'permission',
      `In a battle only a GM can give \`${option}:\`: the battle's record says how units moved and stand, and a GM rules on anything beyond it.`,
    );
  if (role === 'declare' && !rules.playersDeclare)
    throw new UserError(
      'permission',
      `Only a GM can declare \`${option}:\`: the rules work it out from the units' state. A GM can let players with \`/config table declare:true\`.`,
    );
  if (role === 'modifier' && !rules.playersModify)
    throw new UserError('permission', `Only a GM can add \`${option}:\` in this channel (\`/config table modifier:\`).`);
}

/**
 * After a command's work, inside its mutation: the acting unit spends its allowance, units added mid-turn are marked
 * as joined, and a player's act past an allowance is refused (a GM's is logged as a ruling).
 */
function settleAllowances(access: Access, options: OptionBag, draft: ChannelDraft, doc: ChannelDoc, isGM: boolean): void {
  const strict = tableRules(draft.settings.table).strict;
  // A strict table without a battle counts its turns by `/phase end`.
  if (!readBattle(draft.pending) && strict && access.turn) endStrictTurn(draft.pending);
  const actor = actingUnit(access, options, doc.units);
  const frame = actor ? allowanceFrame(draft.pending, actor.system, systemById(actor.system).clock, strict) : undefined;
  if (actor && frame) {
    const act = { unitKey: nameKey(actor.name), unit: actor, act: access.acts!.command, options };
    const spent = spend(frame.battle, frame.clock, act, [], `#${draft.actionSeq}`, systemConfig(draft.settings, actor.system));
    for (const message of spent.overspent) {
      if (!isGM) throw new UserError('rule', `${message} A GM may allow it.`);
      draft.rulings.push(message);
    }
    if (spent.battle !== frame.battle) storeFrame(draft.pending, frame, spent.battle);
  }
  const now = readBattle(draft.pending);
  if (!now) return;
  const added = Object.keys(draft.units).filter((key) => !Object.hasOwn(doc.units, key) && draft.units[key]?.system === now.system);
  if (added.length > 0 && now.step > 0)
    draft.pending[BATTLE_KEY] = { ...now, joined: { ...now.joined, ...Object.fromEntries(added.map((key) => [key, now.turn])) } };
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
  const gm = (settings: ChannelSettings) => memberIsGM(member, settings);
  const guarded = Object.create(store) as ChannelStore;
  guarded.load = (ref) => {
    const first = preloaded;
    preloaded = undefined;
    return first && ref.channelId === ctx.channel.channelId && ref.guildId === ctx.channel.guildId ? first : store.load(ref);
  };
  guarded.mutate = (ref, actor, command, fn) =>
    store.mutate(ref, actor, command, (draft, doc) => {
      draft.rulings.push(...authorize(access, ctx.options, doc, member));
      const result = fn(draft, doc);
      settleAllowances(access, ctx.options, draft, doc, gm(doc.settings));
      return result;
    });
  return { ...ctx, store: guarded };
}
