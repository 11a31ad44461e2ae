// What one step did to a 'Mech, for the compact result card: armour and structure lost per location, crits, pilot hits, a blade moved.
import type { RollEvent, SettingSpec, SystemEvent, UnitChange, UnitRecord } from '../types.js';
import type { BtEvent } from './events.js';
import { LOCATIONS } from './locations.js';
import type { MechData } from './types.js';

type Row = UnitChange['rows'][number];
type Note = UnitChange['notes'][number];

function lost(what: string, before: number, after: number): string | null {
  return after < before ? `${what} −${before - after} (${after} left)` : null;
}

export function mechChange(
  before: UnitRecord<MechData> | undefined,
  after: UnitRecord<MechData>,
  events: readonly (RollEvent | SystemEvent)[],
): UnitChange {
  const was = before?.data;
  const now = after.data;
  const rows: Row[] = [];
  const notes: Note[] = [];
  for (const id of LOCATIONS) {
    const a = now.locations[id];
    const b = was?.locations[id] ?? a;
    const parts = [
      lost('armour', b.armor, a.armor),
      lost('rear', b.rear ?? 0, a.rear ?? 0),
      lost('structure', b.internal, a.internal),
      a.destroyed && !b.destroyed ? (a.blownOff ? 'blown off' : 'destroyed') : null,
    ].filter((p) => p !== null);
    if (parts.length > 0) rows.push({ label: id, detail: parts.join(' · '), severity: a.destroyed ? 'destroyed' : 'damage' });
    a.slots.forEach((slot, i) => {
      const old = b.slots[i];
      if (slot.hit && old && !old.hit) notes.push({ text: `Crit ${id}: ${slot.name}`, severity: 'damage' });
    });
  }
  for (const event of events as readonly BtEvent[]) {
    if (event.type === 'bt-explosion' && event.unit === after.name)
      notes.push({ text: `${event.item} exploded: ${event.damage} damage (${event.location})`, severity: 'destroyed' });
  }
  if (was && now.pilot.hits > was.pilot.hits) {
    const state = now.pilot.dead ? 'dead' : now.pilot.conscious ? 'conscious' : 'unconscious';
    notes.push({ text: `Pilot +${now.pilot.hits - was.pilot.hits} hit (${now.pilot.hits} total, ${state})`, severity: 'damage' });
  }
  const added = now.pendingPsrs.length - (was?.pendingPsrs.length ?? 0);
  if (added > 0) notes.push({ text: `${added} piloting roll${added === 1 ? '' : 's'} owed`, severity: 'info' });
  now.equipment.forEach((item, i) => {
    const old = was?.equipment[i];
    if (old && Boolean(old.extended) !== Boolean(item.extended))
      notes.push({ text: `${item.name} (${item.locations[0]}) ${item.extended ? 'extended' : 'retracted'}`, severity: 'info' });
  });
  if (was && now.heat !== was.heat) notes.push({ text: `Heat ${was.heat} → ${now.heat}`, severity: 'info' });
  return { status: now.destroyed ? `DESTROYED${now.destroyedReason ? `: ${now.destroyedReason}` : ''}` : null, rows, notes };
}

export const BT_SETTINGS: readonly SettingSpec[] = [
  {
    option: 'ammo-explosion',
    path: ['ammoExplosion'],
    description: 'Damage of an ammunition explosion',
    type: 'string',
    choices: [
      { name: "One turn's worth of shots (seed)", value: 'seed' },
      { name: 'Damage per shot × shots left (Total Warfare)', value: 'tw' },
    ],
  },
  { option: 'tac', path: ['tac'], description: 'Through-armour criticals on a hit-location roll of 2', type: 'boolean' },
];
