// What one step did to a vehicle, for the compact result card: damage results, weapons lost, status gained.
import type { RollEvent, SettingSpec, SystemEvent, UnitChange } from '../types.js';
import { DESTROYED_STACKING, IMMOBILISED_AGAIN, NO_WEAPONS_LEFT } from './config.js';
import { BUILT_IN_EDITIONS } from './tables.js';
import type { VehicleUnit } from './vehicle.js';

type Note = UnitChange['notes'][number];

/** The lines `withResults` appended: the longest tail of `before` that `after` starts with is old. */
function newResults(before: readonly string[], after: readonly string[]): readonly string[] {
  for (let kept = Math.min(before.length, after.length); kept > 0; kept--) {
    const tail = before.slice(before.length - kept);
    if (tail.every((line, i) => line === after[i])) return after.slice(kept);
  }
  return after;
}

export function vehicleChange(
  before: VehicleUnit | undefined,
  after: VehicleUnit,
  _events: readonly (RollEvent | SystemEvent)[],
): UnitChange {
  const now = after.data;
  const was = before?.data;
  const results = was ? newResults(was.lastResults, now.lastResults) : [];
  const rows = results.map((line, i) => ({
    label: `Result ${i + 1}`,
    detail: line,
    severity: /destroy|wreck|explod|annihilat/i.test(line) ? ('destroyed' as const) : ('damage' as const),
  }));
  const notes: Note[] = [];
  for (const weapon of now.weapons) {
    const old = was?.weapons.find((w) => w.name === weapon.name);
    if (weapon.destroyed && old && !old.destroyed) notes.push({ text: `${weapon.name} destroyed`, severity: 'destroyed' });
  }
  if (was) {
    if (now.status.shaken && !was.status.shaken) notes.push({ text: 'Shaken', severity: 'damage' });
    if (now.status.stunned && !was.status.stunned) notes.push({ text: 'Stunned', severity: 'damage' });
    if (now.status.immobilised && !was.status.immobilised) notes.push({ text: 'Immobilised', severity: 'damage' });
    // Declared by hand with /vehicle set: no damage, but what the next shot at it will see.
    if (now.obscured !== was.obscured) notes.push({ text: now.obscured ? 'Obscured' : 'No longer obscured', severity: 'info' });
    if (now.hullDown !== was.hullDown) notes.push({ text: now.hullDown ? 'Hull down' : 'No longer hull down', severity: 'info' });
    if (now.movement.inches !== was.movement.inches) notes.push({ text: `Moved ${now.movement.inches}"`, severity: 'info' });
  }
  const destroyed = now.status.destroyed;
  return { status: destroyed ? `DESTROYED (${destroyed.kind}): ${destroyed.cause}` : null, rows, notes };
}

const choices = (values: readonly string[], names: Readonly<Record<string, string>>) =>
  values.map((value) => ({ name: names[value] ?? value, value }));

export const WH40K_SETTINGS: readonly SettingSpec[] = [
  {
    option: 'edition',
    path: ['edition'],
    description: 'Damage-table edition (a custom one is set with /config set)',
    type: 'string',
    choices: Object.values(BUILT_IN_EDITIONS).map((edition) => ({ name: edition.name.slice(0, 100), value: edition.id })),
  },
  {
    option: 'immobilised-again',
    path: ['immobilised_again'],
    description: 'A second Immobilised result',
    type: 'string',
    choices: choices(IMMOBILISED_AGAIN, {
      none: 'No further effect (seed)',
      armament: 'Becomes Armament destroyed',
      wreck: 'Becomes Wrecked',
    }),
  },
  {
    option: 'no-weapons-left',
    path: ['no_weapons_left'],
    description: 'Armament destroyed when no weapon is left',
    type: 'string',
    choices: choices(NO_WEAPONS_LEFT, { none: 'No further effect (seed)', immobilised: 'Becomes Immobilised', wreck: 'Becomes Wrecked' }),
  },
  {
    option: 'destroyed-stacking',
    path: ['destroyed_stacking'],
    description: 'Of several Destroyed results in one volley',
    type: 'string',
    choices: choices(DESTROYED_STACKING, { 'most-severe': 'The most severe stands (seed)', first: 'The first one stands' }),
  },
  {
    option: 'skimmer-fast-move',
    path: ['skimmer_fast_move'],
    description: 'Inches a skimmer must exceed to be only glanced',
    type: 'integer',
    min: 0,
    max: 48,
  },
  {
    option: 'hex-inches',
    path: ['hex_inches'],
    description: 'Inches one hex of the map stands for (default 1)',
    type: 'integer',
    min: 1,
    max: 12,
  },
];
