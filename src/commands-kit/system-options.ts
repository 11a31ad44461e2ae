// Builds the shared commands' options as the union of what every system reads, and autocompletes units and weapons.
import type { SlashCommandBuilder } from '@discordjs/builders';
import type { AutocompleteContext, Choice } from '../command.js';
import { allSystems, systemById } from '../systems/registry.js';
import { type OptionSpec, type SharedCommand, unitKey } from '../systems/types.js';

/** Every system's options for one shared command, merged by name; a clash of types is a programming error. */
export function systemOptionSpecs(command: SharedCommand, exclude: readonly string[] = []): OptionSpec[] {
  const byName = new Map<string, OptionSpec>();
  for (const system of allSystems()) {
    for (const spec of system.commandOptions[command] ?? []) {
      if (exclude.includes(spec.name)) continue;
      const existing = byName.get(spec.name);
      if (!existing) {
        byName.set(spec.name, spec);
        continue;
      }
      if (existing.type !== spec.type) {
        throw new Error(`/${command} option ${spec.name}: ${system.id} declares ${spec.type}, another system ${existing.type}`);
      }
      const choices = existing.choices || spec.choices ? [...new Set([...(existing.choices ?? []), ...(spec.choices ?? [])])] : undefined;
      byName.set(spec.name, {
        ...existing,
        ...(choices ? { choices } : {}),
        ...(existing.min !== undefined && spec.min !== undefined ? { min: Math.min(existing.min, spec.min) } : { min: undefined }),
        ...(existing.max !== undefined && spec.max !== undefined ? { max: Math.max(existing.max, spec.max) } : { max: undefined }),
        autocomplete: existing.autocomplete ?? spec.autocomplete,
      } as OptionSpec);
    }
  }
  return [...byName.values()];
}

/** Any builder that takes options: a command or a subcommand. */
type Builder = Pick<SlashCommandBuilder, 'addBooleanOption' | 'addIntegerOption' | 'addStringOption'>;

export function addOptionSpecs<B extends Builder>(builder: B, specs: readonly OptionSpec[]): B {
  for (const spec of specs) {
    const description = spec.description.slice(0, 100);
    if (spec.type === 'boolean') {
      builder.addBooleanOption((o) => o.setName(spec.name).setDescription(description));
    } else if (spec.type === 'integer') {
      builder.addIntegerOption((o) => {
        o.setName(spec.name).setDescription(description);
        if (spec.min !== undefined) o.setMinValue(spec.min);
        if (spec.max !== undefined) o.setMaxValue(spec.max);
        return o;
      });
    } else {
      builder.addStringOption((o) => {
        o.setName(spec.name).setDescription(description).setMaxLength(100);
        // Discord allows 25 choices; longer lists fall back to free text checked by the system.
        if (spec.choices && spec.choices.length <= 25) o.addChoices(...spec.choices.map((c) => ({ name: c, value: c })));
        else if (spec.autocomplete) o.setAutocomplete(true);
        return o;
      });
    }
  }
  return builder;
}

/** Unit names in this channel matching what the user typed so far. */
export async function unitChoices(ctx: AutocompleteContext): Promise<Choice[]> {
  const doc = await ctx.store.load(ctx.channel);
  const typed = unitKey(ctx.focused.value);
  return Object.values(doc.units)
    .filter((u) => unitKey(u.name).includes(typed))
    .slice(0, 25)
    .map((u) => ({ name: `${u.name} (${u.system})`.slice(0, 100), value: u.name }));
}

/** The attacker's weapons, or every weapon in the channel when no attacker is chosen yet. */
export async function weaponChoices(ctx: AutocompleteContext, attackerOption = 'attacker'): Promise<Choice[]> {
  const doc = await ctx.store.load(ctx.channel);
  const attacker = ctx.options.string(attackerOption);
  const units = attacker ? [doc.units[unitKey(attacker)]].filter((u) => u !== undefined) : Object.values(doc.units);
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
    if (unitOptions.includes(ctx.focused.name)) return unitChoices(ctx);
    if (ctx.focused.name === 'weapon') return weaponChoices(ctx);
    const spec = systemOptionSpecs(command).find((s) => s.name === ctx.focused.name);
    if (spec?.autocomplete === 'unit') return unitChoices(ctx);
    if (spec?.autocomplete === 'weapon') return weaponChoices(ctx);
    if (spec?.choices)
      return spec.choices
        .filter((c) => c.toLowerCase().includes(ctx.focused.value.toLowerCase()))
        .slice(0, 25)
        .map((c) => ({ name: c, value: c }));
    return [];
  };
}
