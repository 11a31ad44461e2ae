// Short text for /unit show and /unit list.
import { weaponLabel } from './actions.js';
import { controllerLabel, controllerOf, TYPE_LABELS, typeList, type VehicleUnit } from './vehicle.js';

export function statusWords(unit: VehicleUnit): string[] {
  const { status, movement } = unit.data;
  const words: string[] = [];
  if (status.destroyed) words.push(`destroyed (${status.destroyed.kind})`);
  if (status.stunned) words.push("stunned until the end of its controller's next turn");
  if (status.shaken) words.push("shaken until the end of its controller's next turn");
  if (status.immobilised) words.push('immobilised');
  if (unit.data.obscured) words.push('obscured');
  if (unit.data.hullDown) words.push('hull-down');
  if (movement.inches > 0) words.push(`moved ${movement.inches}"`);
  return words;
}

export function describeVehicle(unit: VehicleUnit): string {
  const v = unit.data;
  const types =
    typeList(v)
      .map((t) => TYPE_LABELS[t])
      .join(', ') || 'Vehicle';
  const weapons = v.weapons.map((w) => (w.destroyed ? `~~${w.name}~~` : `${w.name} (${weaponLabel(w)})`)).join(', ') || 'no weapons';
  const parts = [
    `**${unit.name}** – ${types}, AV ${v.armour.front}/${v.armour.side}/${v.armour.rear} (front/side/rear)`,
    `Weapons: ${weapons}`,
  ];
  if (v.transport) {
    const carried = v.transport.embarked.reduce((n, u) => n + u.models, 0);
    const who = v.transport.embarked.map((u) => `${u.name} (${u.models})`).join(', ');
    parts.push(`Transport: ${carried}/${v.transport.capacity}${who ? ` – ${who}` : ''}`);
  }
  const status = statusWords(unit);
  parts.push(`Status: ${status.length > 0 ? status.join(', ') : 'ready'} · controller ${controllerLabel(controllerOf(unit))}`);
  return parts.join('\n');
}
