// `/unit export` for 40k vehicles: Salvo's vehicle JSON, the design as built or the vehicle as it stands now.
import type { ExportKind, UnitFile, UnitRecord } from '../types.js';
import { unitFileJson } from '../unit-file.js';
import { AT_START, type VehicleData } from './vehicle.js';

/** The vehicle as built: no damage or status, every weapon working, nobody aboard, not moved, in the open. */
export function vehicleDesignOf(data: VehicleData): VehicleData {
  return {
    ...data,
    weapons: data.weapons.map((weapon) => ({ ...weapon, destroyed: false })),
    transport: data.transport && { capacity: data.transport.capacity, embarked: [] },
    ...AT_START,
  };
}

export function exportVehicle(unit: UnitRecord<VehicleData>, kind: ExportKind): UnitFile {
  const data = kind === 'design' ? vehicleDesignOf(unit.data) : unit.data;
  const file = { system: 'wh40k', name: unit.name, ...data };
  return { extension: 'json', text: unitFileJson(file) };
}
