// Built-in vehicles from public 3rd-edition profiles (armour front/side/rear, type, weapons, transport capacity).
import { UserError } from '../../errors.js';
import type { UnitTemplate } from '../types.js';
import { AT_START, type VehicleData, type VehicleType, type Weapon } from './vehicle.js';

interface TemplateSpec {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly armour: readonly [number, number, number];
  readonly types: readonly VehicleType[];
  readonly bs: number;
  readonly weapons: ReadonlyArray<readonly [name: string, strength: number, ap: number | null, ordnance?: boolean]>;
  readonly capacity?: number;
}

const SPECS: readonly TemplateSpec[] = [
  {
    id: 'rhino',
    name: 'Rhino',
    description: 'Space Marine transport tank, AV 11/11/10, carries 10',
    armour: [11, 11, 10],
    types: ['tank'],
    bs: 4,
    weapons: [['Storm bolter', 4, 5]],
    capacity: 10,
  },
  {
    id: 'land-raider',
    name: 'Land Raider',
    description: 'Space Marine heavy assault tank, AV 14/14/14, carries 10',
    armour: [14, 14, 14],
    types: ['tank'],
    bs: 4,
    weapons: [
      ['Twin-linked heavy bolter', 5, 4],
      ['Twin-linked lascannon (left)', 9, 2],
      ['Twin-linked lascannon (right)', 9, 2],
    ],
    capacity: 10,
  },
  {
    id: 'leman-russ',
    name: 'Leman Russ Battle Tank',
    description: 'Imperial Guard battle tank, AV 14/13/10, ordnance battle cannon',
    armour: [14, 13, 10],
    types: ['tank'],
    bs: 3,
    weapons: [
      ['Battle cannon', 8, 3, true],
      ['Hull lascannon', 9, 2],
      ['Heavy bolter (left sponson)', 5, 4],
      ['Heavy bolter (right sponson)', 5, 4],
    ],
  },
  {
    id: 'falcon',
    name: 'Falcon',
    description: 'Eldar grav-tank: fast skimmer tank, AV 12/12/10, carries 6',
    armour: [12, 12, 10],
    types: ['tank', 'fast', 'skimmer'],
    bs: 3,
    weapons: [
      ['Pulse laser', 8, 2],
      ['Shuriken cannon', 6, 5],
    ],
    capacity: 6,
  },
  {
    id: 'dreadnought',
    name: 'Dreadnought',
    description: 'Space Marine walker, AV 12/12/10',
    armour: [12, 12, 10],
    types: ['walker'],
    bs: 4,
    weapons: [
      ['Assault cannon', 6, 4],
      ['Dreadnought close combat weapon', 10, null],
      ['Storm bolter', 4, 5],
    ],
  },
  {
    id: 'trukk',
    name: 'Ork Trukk',
    description: 'Ork transport: fast, open-topped, AV 10/10/10, carries 10',
    armour: [10, 10, 10],
    types: ['fast', 'openTopped'],
    bs: 2,
    weapons: [['Twin-linked big shoota', 5, 5]],
    capacity: 10,
  },
  {
    id: 'land-speeder',
    name: 'Land Speeder',
    description: 'Space Marine fast open-topped skimmer, AV 10/10/10',
    armour: [10, 10, 10],
    types: ['fast', 'skimmer', 'openTopped'],
    bs: 4,
    weapons: [['Heavy bolter', 5, 4]],
  },
  {
    id: 'basilisk',
    name: 'Basilisk',
    description: 'Imperial Guard open-topped artillery tank, AV 12/10/10, ordnance Earthshaker',
    armour: [12, 10, 10],
    types: ['tank', 'openTopped'],
    bs: 3,
    weapons: [
      ['Earthshaker cannon', 9, 3, true],
      ['Hull heavy bolter', 5, 4],
    ],
  },
];

export const TEMPLATES: readonly UnitTemplate[] = SPECS.map(({ id, name, description }) => ({ id, name, description }));

function build(spec: TemplateSpec): VehicleData {
  const weapons: Weapon[] = spec.weapons.map(([name, strength, ap, ordnance]) => ({
    name,
    strength,
    ap,
    ordnance: ordnance ?? false,
    destroyed: false,
  }));
  return {
    template: spec.id,
    armour: { front: spec.armour[0], side: spec.armour[1], rear: spec.armour[2] },
    types: {
      tank: spec.types.includes('tank'),
      fast: spec.types.includes('fast'),
      skimmer: spec.types.includes('skimmer'),
      walker: spec.types.includes('walker'),
      openTopped: spec.types.includes('openTopped'),
    },
    bs: spec.bs,
    weapons,
    transport: spec.capacity === undefined ? null : { capacity: spec.capacity, embarked: [] },
    ...AT_START,
  };
}

export function templateName(id: string): string | undefined {
  return SPECS.find((s) => s.id === id.trim().toLowerCase())?.name;
}

export function createFromTemplate(templateId: string): VehicleData {
  const spec = SPECS.find((s) => s.id === templateId.trim().toLowerCase());
  if (!spec) {
    throw new UserError(
      'unknown-template',
      `No Warhammer 40,000 vehicle template \`${templateId}\`. Templates: ${SPECS.map((s) => `\`${s.id}\``).join(', ')}.`,
    );
  }
  return build(spec);
}
