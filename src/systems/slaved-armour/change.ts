// What one step did to an SA or a person, for the compact result card: modules lost by row, Hits placed, wounds.
import type { RollEvent, SettingSpec, SystemEvent, UnitChange } from '../types.js';
import type { SaEvent, SaUnit } from './state.js';
import { conditionLabel, TURNS } from './unit.js';

type Row = UnitChange['rows'][number];
type Note = UnitChange['notes'][number];

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

export function saChange(before: SaUnit | undefined, after: SaUnit, events: readonly (RollEvent | SystemEvent)[]): UnitChange {
  const rows: Row[] = [];
  const notes: Note[] = [];
  const now = after.data;
  const was = before?.data.kind === now.kind ? before.data : undefined;
  if (now.kind === 'sa' && was?.kind === 'sa') {
    now.rows.forEach((row, r) => {
      const lostHere = row.filter((m, c) => m.destroyed && !was.rows[r]?.[c]?.destroyed).map((m) => m.name);
      if (lostHere.length > 0) rows.push({ label: `Row ${r + 1}`, detail: `${lostHere.join(', ')} destroyed`, severity: 'destroyed' });
      // A GM's repair (/recover) gives modules back.
      const back = row.filter((m, c) => !m.destroyed && was.rows[r]?.[c]?.destroyed).map((m) => m.name);
      if (back.length > 0) notes.push({ text: `Row ${r + 1}: ${back.join(', ')} repaired`, severity: 'info' });
    });
    if (now.speed !== was.speed || now.facing !== was.facing)
      notes.push({ text: `Speed ${was.speed} → ${now.speed}, facing ${TURNS[was.facing]} → ${TURNS[now.facing]}`, severity: 'info' });
  }
  if (now.kind === 'person' && was?.kind === 'person') {
    if (now.damage > was.damage)
      rows.push({ label: 'Damage', detail: `+${now.damage - was.damage} (${now.damage} total)`, severity: 'damage' });
    if (now.condition !== was.condition)
      rows.push({ label: 'Condition', detail: conditionLabel(now.condition), severity: now.condition === 'dead' ? 'destroyed' : 'damage' });
    if (now.str < was.str) rows.push({ label: 'STR', detail: `−${was.str - now.str} (${now.str} left)`, severity: 'damage' });
    if (now.dex < was.dex) rows.push({ label: 'DEX', detail: `−${was.dex - now.dex} (${now.dex} left)`, severity: 'damage' });
    if (now.winded && !was.winded) notes.push({ text: 'Winded: prone until the phase ends', severity: 'info' });
  }
  for (const event of events as readonly SaEvent[]) {
    if (event.type === 'damage-pending' && event.target === after.name) {
      const dice = event.dice > 0 ? `, ${plural(event.dice, 'Damage Die', 'Damage Dice')}` : '';
      notes.push({ text: `${plural(event.hits, 'Hit Die', 'Hit Dice')}${dice} placed (from ${event.source})`, severity: 'damage' });
    } else if (event.type === 'damage-removed' && event.target === after.name)
      notes.push({ text: `Removed: ${plural(event.hits, 'Hit Die', 'Hit Dice')} from ${event.source}`, severity: 'info' });
    else if (event.type === 'wall')
      notes.push({ text: `${event.material} wall absorbed ${event.absorbed}${event.stopped ? ', stopped it' : ''}`, severity: 'info' });
    else if (event.type === 'explosion' && event.unit === after.name)
      notes.push({ text: `${event.module} exploded: ${plural(event.hits, 'Hit')}`, severity: 'destroyed' });
    else if (event.type === 'fire-started' && event.unit === after.name)
      notes.push({ text: `Fire (${event.kind}) at ${event.module}`, severity: 'damage' });
    else if (event.type === 'fire-out' && event.unit === after.name) notes.push({ text: `Fire at ${event.module} out`, severity: 'info' });
    else if (event.type === 'hit-lost' && event.unit === after.name) notes.push({ text: `Hit lost: ${event.reason}`, severity: 'info' });
  }
  const status =
    now.kind === 'sa'
      ? now.destroyed
        ? `DESTROYED${now.destroyedBy ? `: ${now.destroyedBy}` : ''}`
        : null
      : now.condition === 'ok'
        ? null
        : conditionLabel(now.condition).toUpperCase();
  return { status, rows, notes };
}

export const SA_SETTINGS: readonly SettingSpec[] = [
  {
    option: 'resolve',
    path: ['resolve'],
    description: 'When placed Hit and Damage Dice are rolled',
    type: 'string',
    choices: [
      { name: 'At the end of the phase (seed)', value: 'phase-end' },
      { name: 'At once, shot by shot', value: 'immediate' },
    ],
  },
  {
    option: 'explosion-hits',
    path: ['fires', 'explosionHits'],
    description: 'Hits an exploding module deals to its own SA',
    type: 'integer',
    min: 0,
    max: 20,
  },
  {
    option: 'reroll-limit',
    path: ['modules', 'rerollLimit'],
    description: 'Re-rolls of a Hit that lands on a destroyed module before it is lost',
    type: 'integer',
    min: 0,
    max: 50,
  },
  {
    option: 'fires-per-phase',
    path: ['firesPerPhase'],
    description: 'How often each weapon may fire in one combat phase of a battle (default once)',
    type: 'integer',
    min: 1,
    max: 10,
  },
];
