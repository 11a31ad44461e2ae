// Builds the shared commands' options as the union of what every system reads, and autocompletes units and weapons.
import type { SlashCommandBuilder, SlashCommandSubcommandBuilder, SlashCommandSubcommandsOnlyBuilder } from '@discordjs/builders';
import { findUnit } from '../actions.js';
import type { AutocompleteContext, Choice, CommandContext } from '../command.js';
import type { AccessOf } from '../control/access.js';
import type { UnitRole } from '../control/units.js';
import { UserError } from '../errors.js';
import { choiceName } from '../options.js';
import type { ChannelDoc } from '../store/channel-doc.js';
import { allSystems, systemById } from '../systems/registry.js';
import { type GameSystem, type OptionSpec, type SharedCommand, SYSTEM_IDS, type SystemId, unitKey } from '../systems/types.js';

/** The options one system reads from a shared command, minus the shared ones the command adds itself. */
export function systemOptionSpecs(system: GameSystem, command: SharedCommand, exclude: readonly string[] = []): OptionSpec[] {
  return (system.commandOptions[command] ?? []).filter((spec) => !exclude.includes(spec.name));
}

/**
 * One subcommand per game system that supports `command`: each system gets its own options (at most 25, where a union
 * over all systems would not fit) and players see only the options of the game they play.
 */
export function addSystemSubcommands(
  builder: SlashCommandBuilder,
  command: SharedCommand,
  supports: (system: GameSystem) => boolean,
  shared: (sub: SlashCommandSubcommandBuilder, system: GameSystem) => SlashCommandSubcommandBuilder,
  sharedNames: readonly string[],
  /** What this command does in a given system, when the shared description says too little. */
  descriptions: Partial<Record<SystemId, string>> = {},
): SlashCommandSubcommandsOnlyBuilder {
  for (const system of allSystems().filter(supports)) {
    builder.addSubcommand((sub) => {
      sub.setName(system.id).setDescription(`${system.name}: ${descriptions[system.id] ?? builder.description}`.slice(0, 100));
      return addOptionSpecs(shared(sub, system), systemOptionSpecs(system, command, sharedNames));
    });
  }
  return builder;
}

/** A shared command's access: the units it names, and each system's options that override the rules. */
export function sharedAccess(command: SharedCommand, units: Readonly<Record<string, UnitRole>>): AccessOf {
  return (subcommand) => {
    const system = SYSTEM_IDS.find((id) => id === subcommand);
    const specs = system ? systemOptionSpecs(systemById(system), command) : [];
    const mapped = specs.filter((spec) => spec.map).map((spec) => spec.name);
    return {
      units,
      rules: Object.fromEntries(specs.flatMap((spec) => (spec.access ? [[spec.name, spec.access]] : []))),
      ...(mapped.length > 0 ? { mapped } : {}),
    };
  };
}

/** A read-only shared command's access: every unit a system's options name is only looked at. */
export function queryAccess(command: SharedCommand): AccessOf {
  return (subcommand) => {
    const system = SYSTEM_IDS.find((id) => id === subcommand);
    const specs = system ? systemOptionSpecs(systemById(system), command) : [];
    return { units: Object.fromEntries(specs.flatMap((spec) => (spec.autocomplete === 'unit' ? [[spec.name, 'target' as const]] : []))) };
  };
}

/** The system a subcommand names, checked against the unit the command is about. */
export function subcommandSystem(ctx: CommandContext, doc: ChannelDoc, unitOption: string): GameSystem {
  const system = systemById(ctx.options.subcommand ?? '');
  const unitName = ctx.options.string(unitOption);
  if (unitName !== undefined) {
    const unit = findUnit(doc.units, unitName);
    if (unit.system !== system.id) {
      throw new UserError(
        'wrong-system',
        `\`${unit.name}\` is a ${systemById(unit.system).name} unit; use \`/${ctx.commandLine.split(' ')[0]?.replace('/', '')} ${unit.system}\`.`,
      );
    }
  }
  return system;
}

type Builder = Pick<SlashCommandSubcommandBuilder, 'addBooleanOption' | 'addIntegerOption' | 'addStringOption'>;

export function addOptionSpecs<B extends Builder>(builder: B, specs: readonly OptionSpec[]): B {
  // Discord lists required options first, so they are added before the optional ones.
  const ordered = [...specs.filter((s) => s.required), ...specs.filter((s) => !s.required)];
  for (const spec of ordered) {
    const required = spec.required ?? false;
    const description = spec.description.slice(0, 100);
    if (spec.type === 'boolean') {
      builder.addBooleanOption((o) => o.setName(spec.name).setDescription(description).setRequired(required));
    } else if (spec.type === 'integer') {
      builder.addIntegerOption((o) => {
        o.setName(spec.name).setDescription(description).setRequired(required);
        if (spec.min !== undefined) o.setMinValue(spec.min);
        if (spec.max !== undefined) o.setMaxValue(spec.max);
        return o;
      });
    } else {
      builder.addStringOption((o) => {
        o.setName(spec.name).setDescription(description).setRequired(required).setMaxLength(100);
        // Discord allows 25 choices; longer lists fall back to free text checked by the system.
        if (spec.choices && spec.choices.length <= 25) o.addChoices(...spec.choices.map((c) => ({ name: choiceName(c), value: c })));
        else if (spec.autocomplete || spec.suggest) o.setAutocomplete(true);
        return o;
      });
    }
  }
  return builder;
}

/** Unit names in this channel matching what the user typed so far, optionally only one system's. */
export async function unitChoices(ctx: AutocompleteContext, system?: SystemId): Promise<Choice[]> {
  const doc = await ctx.store.load(ctx.channel);
  const typed = unitKey(ctx.focused.value);
  return Object.values(doc.units)
    .filter((u) => (system === undefined || u.system === system) && unitKey(u.name).includes(typed))
    .slice(0, 25)
    .map((u) => ({ name: `${u.name} (${u.system})`.slice(0, 100), value: u.name }));
}

/** The attacker's weapons, or every weapon in the channel when no attacker is chosen yet. */
export async function weaponChoices(ctx: AutocompleteContext, attackerOption = 'attacker'): Promise<Choice[]> {
  const doc = await ctx.store.load(ctx.channel);
  const attacker = ctx.options.string(attackerOption);
  const units = attacker
    ? [Object.hasOwn(doc.units, unitKey(attacker)) ? doc.units[unitKey(attacker)] : undefined].filter((u) => u !== undefined)
    : Object.values(doc.units);
  const typed = ctx.focused.value.toLowerCase();
  const names = new Set<string>();
  for (const unit of units) for (const name of systemById(unit.system).weaponNames(unit)) names.add(name);
  return [...names]
    .filter((n) => n.toLowerCase().includes(typed))
    .slice(0, 25)
    .map((n) => ({ name: n.slice(0, 100), value: n.slice(0, 100) }));
}

/** Routes an autocomplete to units or weapons by the focused option's name or its system spec. */
export function autocompleteFor(
  command: SharedCommand,
  unitOptions: readonly string[],
): (ctx: AutocompleteContext) => Promise<readonly Choice[]> {
  return async (ctx) => {
    const system = allSystems().find((s) => s.id === ctx.options.subcommand);
    if (unitOptions.includes(ctx.focused.name)) return unitChoices(ctx, system?.id);
    if (ctx.focused.name === 'weapon') return weaponChoices(ctx);
    const spec = system ? systemOptionSpecs(system, command).find((s) => s.name === ctx.focused.name) : undefined;
    if (spec?.autocomplete === 'unit') return unitChoices(ctx, system?.id);
    if (spec?.autocomplete === 'weapon') return weaponChoices(ctx);
    if (spec?.suggest && system) {
      const doc = await ctx.store.load(ctx.channel);
      const typed = ctx.focused.value.toLowerCase();
      return spec
        .suggest(system.parseConfig(doc.settings.systems[system.id] ?? {}))
        .filter((c) => c.value.toLowerCase().includes(typed) || c.name.toLowerCase().includes(typed))
        .slice(0, 25);
    }
    if (spec?.choices) {
      const typed = ctx.focused.value.toLowerCase();
      return spec.choices
        .filter((c) => c.toLowerCase().includes(typed))
        .slice(0, 25)
        .map((c) => ({ name: choiceName(c), value: c }));
    }
    return [];
  };
}
