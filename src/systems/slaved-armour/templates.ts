// Built-in designs in Salvo's JSON format (three SAs, three kinds of people); each goes through the importer's checks.
import { UserError } from '../../errors.js';
import type { UnitTemplate } from '../types.js';
import { readUnit } from './sheet.js';
import type { SaUnitData } from './unit.js';

const armour = (name = 'Armour plate') => ({ name });

/** Leftmost is outermost: plates first, the cockpit and power plant deep in the row. */
const DESIGNS: Record<string, { description: string; json: Record<string, unknown> }> = {
  hound: {
    description: 'Light legged scout SA: autocannon, ammo bin that can cook off',
    json: {
      kind: 'sa',
      name: 'Hound',
      locomotion: 'legs',
      skill: 1,
      rows: [
        [armour(), 'Left arm', 'Arm actuator'],
        [armour(), 'Sensor mast', { name: 'Cockpit', critical: true }],
        [armour(), { name: 'Ammo bin', explosive: true }, 'Autocannon feed'],
        [armour(), { name: 'Fuel cell', fire: 'external' }, { name: 'Power pack', critical: true, fire: 'internal' }],
        [armour(), 'Right arm', 'Servo'],
        [armour('Leg armour'), 'Left leg', 'Right leg'],
      ],
      weapons: [{ code: 'M24-62 Autocannon', spareMags: 2, mounts: ['Autocannon feed'] }],
      melee: [{ name: 'Arm club', reach: 'medium', hits: 1, dice: 3, mounts: ['Left arm'] }],
      drive: ['Left leg', 'Right leg'],
    },
  },
  kestrel: {
    description: 'Fast roller-piton raider: rockets and a machine gun',
    json: {
      kind: 'sa',
      name: 'Kestrel',
      locomotion: 'roller-pitons',
      skill: 2,
      rows: [
        [armour('Cowling'), { name: 'Gyro', critical: true }],
        [armour('Cowling'), { name: 'Cockpit', critical: true }, 'Radio'],
        [armour('Cowling'), { name: 'Rocket pod', explosive: true }, 'Rocket rail'],
        [armour('Cowling'), { name: 'Fuel tank', fire: 'external' }, { name: 'Engine', critical: true, fire: 'internal' }],
        [armour('Cowling'), 'Left piton', 'Right piton'],
        [armour('Skirt'), 'Suspension', { name: 'Hydraulics', fire: 'internal' }],
      ],
      weapons: [
        { code: 'L31-22 Rocket launcher', spareMags: 2, mounts: ['Rocket rail'] },
        { code: 'S15-62 Machine gun', spareMags: 3 },
      ],
      drive: ['Left piton', 'Right piton', 'Suspension'],
    },
  },
  bastion: {
    description: 'Heavy legged SA: two layers of plate, heavy cannon, claw',
    json: {
      kind: 'sa',
      name: 'Bastion',
      locomotion: 'legs',
      skill: 0,
      rows: [
        [armour(), armour(), 'Gun mount', 'Loader'],
        [armour(), armour(), { name: 'Cockpit', critical: true }, 'Periscope'],
        [armour(), armour(), { name: 'Magazine', explosive: true }, 'Breech'],
        [armour(), armour(), { name: 'Fuel bunker', fire: 'external' }, { name: 'Reactor', critical: true, fire: 'internal' }],
        [armour(), armour(), 'Claw arm', 'Claw'],
        [armour(), 'Hip', 'Left leg', 'Right leg'],
      ],
      weapons: [
        { code: 'L48-13 Heavy cannon', spareMags: 4, mounts: ['Gun mount', 'Breech'] },
        { code: 'M-1-5-12-2 machine,gun', name: 'Coax MG', spareMags: 2, mounts: ['Gun mount'] },
      ],
      melee: [{ name: 'Claw', reach: 'medium', hits: 2, dice: 4, mounts: ['Claw arm', 'Claw'] }],
      drive: ['Hip', 'Left leg', 'Right leg'],
    },
  },
  soldier: {
    description: 'Human rifleman: Human2345, armour 2, assault rifle and bayonet',
    json: {
      kind: 'person',
      name: 'Soldier',
      profile: 'Human2345',
      armour: 2,
      str: 10,
      dex: 10,
      skill: 1,
      weapons: [{ code: 'M04-52 Assault rifle', spareMags: 3 }],
      melee: [{ name: 'Bayonet', reach: 'long', hits: 0, dice: 2 }],
    },
  },
  'at-trooper': {
    description: 'Human anti-armour trooper: one-shot rocket tube and the seed’s autopistol',
    json: {
      kind: 'person',
      name: 'AT trooper',
      profile: 'Human2345',
      armour: 2,
      str: 11,
      dex: 9,
      skill: 1,
      weapons: [
        { code: 'S21-11 Rocket tube', spareMags: 2 },
        { code: 'S16-32 Autopistol', spareMags: 2 },
      ],
      melee: [{ name: 'Knife', reach: 'short', hits: 0, dice: 2 }],
    },
  },
  bear: {
    description: 'A bear: Bear579A, armour 3, claws',
    json: {
      kind: 'person',
      name: 'Bear',
      profile: 'Bear579A',
      armour: 3,
      str: 18,
      dex: 8,
      skill: 0,
      melee: [{ name: 'Claws', reach: 'short', hits: 0, dice: 4 }],
    },
  },
};

export const TEMPLATES: readonly UnitTemplate[] = Object.entries(DESIGNS).map(([id, design]) => ({
  id,
  name: String(design.json.name),
  description: design.description,
}));

export function createFromTemplate(templateId: string): SaUnitData {
  const design = DESIGNS[templateId.trim().toLowerCase()];
  if (!design) {
    throw new UserError(
      'unknown-template',
      `No Slaved Armour template \`${templateId}\`. Templates: ${TEMPLATES.map((t) => `\`${t.id}\``).join(', ')}.`,
    );
  }
  return readUnit(design.json, `Template ${templateId}`).data;
}
