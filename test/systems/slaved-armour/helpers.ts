// Builders for Slaved Armour tests: units from templates, a SystemState around them, an ActionInput from plain options.
import { OptionBag, type OptionValue } from '../../../src/options.js';
import { createFromTemplate } from '../../../src/systems/slaved-armour/templates.js';
import type { PersonData, SaData, SaModule, SaUnitData } from '../../../src/systems/slaved-armour/unit.js';
import { type ActionInput, type SystemState, type UnitRecord, unitKey } from '../../../src/systems/types.js';

export function record(name: string, data: SaUnitData): UnitRecord<SaUnitData> {
  return { name, system: 'slaved-armour', owner: 'u1', schemaVersion: 1, data };
}

export function saFrom(template: string, overrides: Partial<SaData> = {}): SaData {
  const data = createFromTemplate(template);
  if (data.kind !== 'sa') throw new Error(`${template} is not an SA`);
  return { ...data, ...overrides };
}

export function personFrom(template: string, overrides: Partial<PersonData> = {}): PersonData {
  const data = createFromTemplate(template);
  if (data.kind !== 'person') throw new Error(`${template} is not a person`);
  return { ...data, ...overrides };
}

export function mod(name: string, flags: Partial<SaModule> = {}): SaModule {
  return { name, destroyed: false, critical: false, explosive: false, fire: 'none', ...flags };
}

/** A small SA with hand-made rows: row r is `rows[r]`. */
export function customSa(rows: SaModule[][], overrides: Partial<SaData> = {}): SaData {
  return { ...saFrom('hound'), rows, fires: [], ...overrides };
}

export function stateWith(units: UnitRecord[], config: Record<string, unknown> = {}, pending: Record<string, unknown> = {}): SystemState {
  return { units: Object.fromEntries(units.map((u) => [unitKey(u.name), u])), config, pending };
}

export function input(options: Record<string, OptionValue>): ActionInput {
  return { options: new OptionBag(options), actor: { id: 'u1', name: 'Tester', isGM: true } };
}

export function unitData<T extends SaUnitData = SaUnitData>(state: SystemState, name: string): T {
  const unit = state.units[unitKey(name)];
  if (!unit) throw new Error(`no unit ${name}`);
  return unit.data as T;
}
