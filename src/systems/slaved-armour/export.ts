// `/unit export` for Slaved Armour: Salvo's unit JSON, the design as built or the unit as it stands now.
import type { ExportKind, UnitFile, UnitRecord } from '../types.js';
import { unitFileJson } from '../unit-file.js';
import { writeUnit } from './sheet.js';
import type { PersonData, SaData, SaUnitData, Weapon } from './unit.js';

/** A loaded magazine; the spare magazines it carries now, as Salvo does not keep the number it started with. */
const loaded = (weapons: readonly Weapon[]): Weapon[] => weapons.map((w) => ({ ...w, shotsLeft: w.magCapacity }));

function saDesign(data: SaData): SaData {
  return {
    ...data,
    speed: 0,
    facing: 0,
    submerged: false,
    rows: data.rows.map((row) => row.map((module) => ({ ...module, destroyed: false }))),
    fires: [],
    weapons: loaded(data.weapons),
    destroyed: false,
    destroyedBy: null,
  };
}

function personDesign(data: PersonData): PersonData {
  return {
    ...data,
    damage: 0,
    condition: 'ok',
    winded: false,
    str: data.maxStr,
    dex: data.maxDex,
    bedridden: false,
    scars: 0,
    speed: 0,
    facing: 0,
    weapons: loaded(data.weapons),
  };
}

/** The unit as it was built: nothing destroyed or burning, unhurt, full magazines, standing still facing hex 0. */
export function saDesignOf(data: SaUnitData): SaUnitData {
  return data.kind === 'sa' ? saDesign(data) : personDesign(data);
}

export function exportSaUnit(unit: UnitRecord<SaUnitData>, kind: ExportKind): UnitFile {
  const data = kind === 'design' ? saDesignOf(unit.data) : unit.data;
  return { extension: 'json', text: unitFileJson(writeUnit(data, unit.name)) };
}
