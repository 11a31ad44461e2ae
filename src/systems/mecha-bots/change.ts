// What one step did to a Bot, for the compact result card: the column struck, counters lost by location, power lost.
import type { RollEvent, SettingSpec, SystemEvent, UnitChange, UnitRecord } from '../types.js';
import { CELL_NAMES, chassisCell, LOCATION_NAMES, type LocationId } from './chassis.js';
import { COLUMN_MAPS } from './column-map.js';
import { type BotData, counterToken } from './components.js';
import { isScientist, type MbData, type ScientistData } from './scientist.js';

type Row = UnitChange['rows'][number];
type Note = UnitChange['notes'][number];

/** A Mad Scientist has hit points, not a chassis: the card shows the wounds. */
function scientistChange(was: ScientistData | undefined, now: ScientistData): UnitChange {
  const lost = was ? was.hitPoints - now.hitPoints : 0;
  return {
    status: now.hitPoints <= 0 ? 'DEAD: the game is over for its player' : null,
    rows:
      lost > 0
        ? [{ label: 'Hit points', detail: `−${lost} (${now.hitPoints} left)`, severity: now.hitPoints <= 0 ? 'destroyed' : 'damage' }]
        : [],
    notes: [],
  };
}

export function botChange(
  before: UnitRecord<MbData> | undefined,
  after: UnitRecord<MbData>,
  _events: readonly (RollEvent | SystemEvent)[],
): UnitChange {
  if (isScientist(after.data)) return scientistChange(before && isScientist(before.data) ? before.data : undefined, after.data);
  const now: BotData = after.data;
  const was = before && !isScientist(before.data) ? before.data : undefined;
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
