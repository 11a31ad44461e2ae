// What one step did to a Bot, for the compact result card: the column struck, counters lost by location, power lost.
import type { RollEvent, SettingSpec, SystemEvent, UnitChange, UnitRecord } from '../types.js';
import { CELL_NAMES, chassisCell, LOCATION_NAMES, type LocationId } from './chassis.js';
import { COLUMN_MAPS } from './column-map.js';
import { type BotData, counterToken } from './components.js';

type Row = UnitChange['rows'][number];
type Note = UnitChange['notes'][number];

export function botChange(
  before: UnitRecord<BotData> | undefined,
  after: UnitRecord<BotData>,
  _events: readonly (RollEvent | SystemEvent)[],
): UnitChange {
  const now = after.data;
  const was = before?.data;
  const lost = new Map<LocationId, string[]>();
  const unpowered: string[] = [];
  const restored: string[] = [];
  const repowered: string[] = [];
  for (const name of CELL_NAMES) {
    const counter = now.cells[name];
    const old = was?.cells[name];
    if (!counter || !old) continue;
    if (counter.destroyed && !old.destroyed) {
      const location = chassisCell(name).location;
      lost.set(location, [...(lost.get(location) ?? []), `${name} ${counterToken({ ...counter, destroyed: false, unpowered: false })}`]);
    } else if (counter.unpowered && !old.unpowered) unpowered.push(name);
    // Repairs and tinkering give back: the card says what returned as well as what was lost.
    if (!counter.destroyed && old.destroyed) restored.push(name);
    if (!counter.unpowered && old.unpowered) repowered.push(name);
  }
  const rows: Row[] = [...lost].map(([location, cells]) => ({
    label: LOCATION_NAMES[location],
    detail: `${cells.join(', ')} destroyed`,
    severity: 'destroyed',
  }));
  const notes: Note[] = [];
  const shot = now.lastShot;
  if (shot && shot !== was?.lastShot) {
    notes.push({
      text:
        shot.column === null
          ? `${shot.weapon} (${shot.attacker}): missed, 2d6 ${shot.roll}`
          : `${shot.weapon} (${shot.attacker}): ${LOCATION_NAMES[shot.arc]} column ${shot.column}, ${shot.damage} damage${shot.stoppedAt ? `, stopped at ${shot.stoppedAt}` : ''}`,
      severity: 'info',
    });
  }
  if (unpowered.length > 0) notes.push({ text: `Unpowered: ${unpowered.join(', ')}`, severity: 'damage' });
  if (restored.length > 0) notes.push({ text: `Restored: ${restored.join(', ')}`, severity: 'info' });
  if (repowered.length > 0) notes.push({ text: `Powered again: ${repowered.join(', ')}`, severity: 'info' });
  return { status: now.destroyed ? 'DESTROYED: brain hit' : null, rows, notes };
}

export const MB_SETTINGS: readonly SettingSpec[] = [
  {
    option: 'column-map',
    path: ['columnMap'],
    description: 'Which 2d6 total strikes which column',
    type: 'string',
    choices: Object.values(COLUMN_MAPS).map((map) => ({ name: map.name, value: map.id })),
  },
  {
    option: 'armour-break',
    path: ['armourBreak'],
    description: 'What breaking an armour counter costs',
    type: 'string',
    choices: [
      { name: 'Nothing more (seed)', value: 'free' },
      { name: 'One more point (rules reference B4)', value: 'costs-one' },
    ],
  },
  {
    option: 'armour-held',
    path: ['armourHeld'],
    description: 'Damage left when armour holds',
    type: 'string',
    choices: [
      { name: 'Stops there (default)', value: 'stops' },
      { name: 'Passes on past the counter', value: 'passes' },
    ],
  },
];
