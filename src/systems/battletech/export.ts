// `/unit export` for 'Mechs: the design written back as Salvo's 'Mech JSON, which `/unit import` reads to the same 'Mech.
import type { ExportKind, UnitFile, UnitRecord } from '../types.js';
import { unitFileJson } from '../unit-file.js';
import type { MechSpec } from './build.js';
import { lookupEquipment, munitionOf, parseMountName } from './equipment.js';
import { SALVO_FORMAT, SALVO_FORMAT_VERSION, type SalvoMechFile } from './json-format.js';
import { LOCATIONS, type LocationId } from './locations.js';
import type { Equipment, MechData, Slot } from './types.js';

const STATE_NOTE =
  "BattleTech files (Salvo JSON, like MegaMek's .mtf) hold the design only: this file has no damage, heat or ammunition used. `/channel export` saves the whole channel as it is.";

/** The tech base `buildMech` reads names in, by the same test it uses. */
const techOf = (data: MechData): 'is' | 'clan' => (/clan/i.test(data.techBase) && !/mixed/i.test(data.techBase) ? 'clan' : 'is');

/**
 * The slot name for a piece of equipment that reads back as the same catalog item and munition. The sheet's name does
 * for most; a Clan item on an Inner Sphere 'Mech (or the reverse) needs MegaMek's `CL`/`IS` prefix to say which.
 */
function equipmentSlotName(item: Equipment, tech: 'is' | 'clan'): string {
  const rear = item.rear ? ' (R)' : '';
  if (item.key === 'generic') return `${item.name}${rear}`;
  const munition = item.ammo?.munition;
  const base = munition ? item.name.slice(0, -` (${munition})`.length) : item.name;
  const bare = base.replace(/\s*\(Clan\)$/, '');
  const candidates = [
    item.name,
    ...(munition ? [`${base} ${munition}`, `${bare} ${munition}`] : []),
    ...['CL', 'IS'].flatMap((prefix) => [`${prefix} ${bare}${munition ? ` ${munition}` : ''}`]),
  ];
  const found = candidates.find(
    (name) => lookupEquipment(parseMountName(name).name, tech)?.key === item.key && munitionOf(name) === munition,
  );
  return `${found ?? item.name}${rear}`;
}

function slotName(slot: Slot, data: MechData, tech: 'is' | 'clan'): string {
  if (slot.kind === 'empty') return '-Empty-';
  if (slot.kind === 'system') return slot.name;
  const item = data.equipment[slot.equipment ?? -1];
  return item ? equipmentSlotName(item, tech) : slot.name;
}

/** The specification `buildMech` turns into this 'Mech as it was built: maxima for armour, names for slots. */
export function specFromMech(data: MechData): MechSpec {
  const tech = techOf(data);
  const armor = {} as Record<LocationId, number>;
  const slots = {} as Record<LocationId, string[]>;
  for (const loc of LOCATIONS) {
    const location = data.locations[loc];
    armor[loc] = location.maxArmor;
    const names = location.slots.map((slot) => slotName(slot, data, tech));
    // Trailing empty slots are implied, as in MegaMek's files.
    while (names.length > 0 && names.at(-1) === '-Empty-') names.pop();
    slots[loc] = names;
  }
  const rear = (loc: 'CT' | 'LT' | 'RT') => data.locations[loc].maxRear ?? 0;
  return {
    chassis: data.chassis,
    model: data.model,
    tonnage: data.tonnage,
    techBase: data.techBase,
    engine: { ...data.engine },
    gyro: data.gyro,
    heatSinks: { ...data.heatSinks },
    walk: data.walk,
    jump: data.jump,
    armor,
    rearArmor: { CT: rear('CT'), LT: rear('LT'), RT: rear('RT') },
    slots,
    pilot: { name: data.pilot.name, gunnery: data.pilot.gunnery, piloting: data.pilot.piloting },
    ...(data.armorType ? { armorType: data.armorType } : {}),
    ...(data.structureType ? { structureType: data.structureType } : {}),
    ...(data.cockpit ? { cockpit: data.cockpit } : {}),
    ...(data.quad ? { quad: true } : {}),
    ...(data.quirks?.length ? { quirks: [...data.quirks] } : {}),
  };
}

export function exportMech(unit: UnitRecord<MechData>, kind: ExportKind): UnitFile {
  const file: SalvoMechFile = {
    format: SALVO_FORMAT,
    version: SALVO_FORMAT_VERSION,
    system: 'battletech',
    name: unit.name,
    ...specFromMech(unit.data),
  };
  return { extension: 'json', text: unitFileJson(file), ...(kind === 'state' ? { note: STATE_NOTE } : {}) };
}
