// Shared builders for the 40k tests: vehicles from templates, a volley with fixed dice, and a one-line state summary.
import { fixedRng } from '../../../src/dice/rng.js';
import { OptionBag, type OptionValue } from '../../../src/options.js';
import type { ActionInput, SystemState, UnitRecord } from '../../../src/systems/types.js';
import { DEFAULT_CONFIG, type Wh40kConfig } from '../../../src/systems/wh40k/config.js';
import { THIRD_EDITION } from '../../../src/systems/wh40k/tables.js';
import { createFromTemplate } from '../../../src/systems/wh40k/templates.js';
import type { VehicleData, VehicleUnit } from '../../../src/systems/wh40k/vehicle.js';
import { resolveVolley, type VolleyResult, type VolleySpec } from '../../../src/systems/wh40k/volley.js';

export const TURN = 3;

export function vehicle(template: string, patch: Partial<VehicleData> = {}): VehicleData {
  return { ...createFromTemplate(template), ...patch };
}

export function unit(name: string, data: VehicleData, owner = 'alice'): VehicleUnit {
  return { name, system: 'wh40k', owner, schemaVersion: 1, data };
}

export const SPEC: VolleySpec = {
  hits: 1,
  source: 'test',
  strength: 8,
  ordnance: false,
  ap: 3,
  facing: 'front',
  conditions: { skimmer: false, moved: 0, obscured: false, hullDown: false },
  choices: [],
  models: null,
  table: 'penetrating',
};

/** Resolves a volley with exactly these dice; fails if a die is left over. */
export function volley(
  data: VehicleData,
  spec: Partial<VolleySpec>,
  dice: readonly number[],
  config: Partial<Wh40kConfig> = {},
): VolleyResult & { text: string } {
  const rng = fixedRng(dice);
  const conditions = { ...SPEC.conditions, skimmer: data.types.skimmer, ...spec.conditions };
  const result = resolveVolley(
    data,
    { ...SPEC, ...spec, conditions },
    { config: { ...DEFAULT_CONFIG, ...config }, edition: THIRD_EDITION, turn: TURN, controller: 'Alice' },
    rng,
  );
  if (rng.remaining !== 0) throw new Error(`${rng.remaining} dice left over`);
  return { ...result, text: result.lines.join('\n') };
}

/** What a test usually asserts about a vehicle after damage. */
export function summary(data: VehicleData) {
  return {
    shaken: data.status.shaken?.since ?? null,
    stunned: data.status.stunned?.since ?? null,
    immobilised: data.status.immobilised,
    destroyed: data.status.destroyed?.kind ?? null,
    lost: data.weapons.filter((w) => w.destroyed).map((w) => w.name),
  };
}

export const INTACT = { shaken: null, stunned: null, immobilised: false, destroyed: null, lost: [] as string[] };

export function state(
  units: Record<string, UnitRecord>,
  pending: Record<string, unknown> = {},
  config: Partial<Wh40kConfig> = {},
): SystemState {
  return { units, config: { ...DEFAULT_CONFIG, ...config }, pending };
}

export function input(options: Record<string, OptionValue>, actor = 'alice'): ActionInput {
  return { options: new OptionBag(options), actor: { id: actor, name: actor, isGM: false } };
}
