// A system's channel options as /config sees them: typed settings by path, deep merges, and the lines `/config show` lists.
import type { SlashCommandSubcommandBuilder } from '@discordjs/builders';
import type { OptionBag } from '../options.js';
import type { GameSystem, SettingSpec } from '../systems/types.js';

type Json = unknown;

function isRecord(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * JSON Merge Patch (RFC 7386): objects merge key by key, `null` removes a key, anything else (arrays included)
 * replaces what was there.
 */
export function mergePatch(target: Json, patch: Json): Json {
  if (!isRecord(patch)) return patch;
  const out: Record<string, Json> = isRecord(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete out[key];
    // Defined, not assigned: a pasted `__proto__` key stays a plain key that validation then refuses.
    else
      Object.defineProperty(out, key, {
        value: mergePatch(Object.hasOwn(out, key) ? out[key] : undefined, value),
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
  return out;
}

/**
 * The options to store after `patch`: each key it names is merged into the table in force (defaults included), so
 * `{"fires":{"explosionHits":3}}` keeps the rest of the fire table and one new wall keeps the seed's walls. A top-level
 * `null` puts that option back to its default. The caller validates the result with `parseConfig`.
 */
export function patchOptions(system: GameSystem, stored: Readonly<Record<string, unknown>>, patch: Readonly<Record<string, unknown>>) {
  const inForce = system.parseConfig(stored);
  const next: Record<string, unknown> = { ...stored };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete next[key];
    else next[key] = mergePatch(Object.hasOwn(inForce, key) ? inForce[key] : undefined, value);
  }
  return next;
}

function valueAt(config: Readonly<Record<string, unknown>>, path: readonly string[]): unknown {
  let value: unknown = config;
  for (const key of path) value = isRecord(value) && Object.hasOwn(value, key) ? value[key] : undefined;
  return value;
}

/** A setting's value as the patch `patchOptions` takes: `['fires', 'explosionHits']`, 3 → `{ fires: { explosionHits: 3 } }`. */
export function settingPatch(spec: SettingSpec, value: unknown): Record<string, unknown> {
  return spec.path.reduceRight<Record<string, unknown>>((inner, key, i) => ({ [key]: i === spec.path.length - 1 ? value : inner }), {});
}

function shown(spec: SettingSpec, value: unknown): string {
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  const choice = spec.choices?.find((c) => c.value === value);
  return choice ? `${choice.name} (\`${choice.value}\`)` : `\`${String(value)}\``;
}

/** `ammo-explosion: One turn's worth of shots (seed) (`seed`) · default` for each typed setting. */
export function settingLines(system: GameSystem, stored: Readonly<Record<string, unknown>>): string[] {
  const inForce = system.parseConfig(stored);
  const defaults = system.parseConfig({});
  return system.settings.map((spec) => {
    const value = valueAt(inForce, spec.path);
    const fallback = valueAt(defaults, spec.path);
    const mark = JSON.stringify(value) === JSON.stringify(fallback) ? '· default' : `· default ${shown(spec, fallback)}`;
    return `• ${spec.option}: ${shown(spec, value)} ${mark}`;
  });
}

/** Every other option in force (the tables), one JSON line each, marked default or set: nothing left out, nothing cut. */
export function tableLines(system: GameSystem, stored: Readonly<Record<string, unknown>>): string[] {
  const shown = (config: Record<string, unknown>) => system.shownConfig?.(config) ?? config;
  const inForce = shown(system.parseConfig(stored));
  const defaults = shown(system.parseConfig({}));
  const typed = new Set(system.settings.filter((s) => s.path.length === 1).map((s) => s.path[0]));
  return Object.entries(inForce)
    .filter(([key]) => !typed.has(key))
    .map(([key, value]) => {
      const mark = JSON.stringify(value) === JSON.stringify(defaults[key]) ? 'default' : 'set';
      return `• \`${key}\` (${mark}): \`${JSON.stringify(value)}\``;
    });
}

/** `/config <system>`'s options: one per typed setting, with its choices and bounds. */
export function addSettingOptions(sub: SlashCommandSubcommandBuilder, system: GameSystem): SlashCommandSubcommandBuilder {
  for (const spec of system.settings) {
    const description = spec.description.slice(0, 100);
    if (spec.type === 'boolean') sub.addBooleanOption((o) => o.setName(spec.option).setDescription(description));
    else if (spec.type === 'integer')
      sub.addIntegerOption((o) => {
        o.setName(spec.option).setDescription(description);
        if (spec.min !== undefined) o.setMinValue(spec.min);
        if (spec.max !== undefined) o.setMaxValue(spec.max);
        return o;
      });
    else
      sub.addStringOption((o) => {
        o.setName(spec.option).setDescription(description);
        if (spec.choices) o.addChoices(...spec.choices.map((c) => ({ name: c.name.slice(0, 100), value: c.value })));
        return o;
      });
  }
  return sub;
}

/** The settings given to `/config <system>`, as one patch. */
export function settingsPatch(system: GameSystem, options: OptionBag): Record<string, unknown> {
  let patch: Record<string, unknown> = {};
  for (const spec of system.settings) {
    const value =
      spec.type === 'boolean'
        ? options.boolean(spec.option)
        : spec.type === 'integer'
          ? options.integer(spec.option)
          : options.string(spec.option);
    if (value !== undefined) patch = mergePatch(patch, settingPatch(spec, value)) as Record<string, unknown>;
  }
  return patch;
}
