// The text side of /unit show and /unit list: derived stats in a few lines (the caller prints the name).
import type { UnitRecord } from '../types.js';
import { LOCATION_NAMES, OUTER_LOCATIONS } from './chassis.js';
import type { BotData } from './components.js';
import { describePosition } from './map.js';
import { type ArmedObjectStats, deriveStats } from './stats.js';

function arcText(object: ArmedObjectStats): string {
  if (object.allRound) return 'all round';
  if (object.arcs.length === 0) return 'no arc';
  return `${object.arcs.length * 60}°: ${object.arcs.join('/')}`;
}

export function describeBot(unit: UnitRecord<BotData>): string {
  const stats = deriveStats(unit.data);
  if (!stats.alive) return '💀 Brain destroyed: out of the game.';
  const lines = [
    `${stats.componentCount} components · speed ${stats.speed} ${stats.mobilityTypeName} · turns every ${stats.turningDistance} hex(es) · power ${stats.powerDemand}/${stats.boilerCapacity}`,
  ];
  for (const weapon of stats.weapons)
    lines.push(`• ${weapon.id} ${weapon.name}: damage ${weapon.damage}, range ${weapon.range}, ${arcText(weapon)}`);
  for (const sensor of stats.sensors)
    lines.push(`• ${sensor.id} ${sensor.name}: accuracy ${sensor.accuracy}, range ${sensor.range}, ${arcText(sensor)}`);
  const armour = OUTER_LOCATIONS.filter((location) => stats.armour[location].protect + stats.armour[location].resist > 0)
    .map((location) => `${location} ${stats.armour[location].protect}P/${stats.armour[location].resist}R`)
    .concat(stats.armour.C.protect + stats.armour.C.resist > 0 ? [`C ${stats.armour.C.protect}P/${stats.armour.C.resist}R`] : []);
  lines.push(`• Armour: ${armour.length > 0 ? armour.join(', ') : 'none'}`);
  if (stats.remoteRange > 0) lines.push(`• Remote control range ${stats.remoteRange}`);
  if (stats.accessories.length > 0) lines.push(`• Accessories: ${stats.accessories.join(', ')}`);
  const where = describePosition(unit.data.position);
  if (where) lines.push(`• ${where.charAt(0).toUpperCase()}${where.slice(1)}`);
  if (stats.unpowered.length > 0) lines.push(`• Unpowered: ${stats.unpowered.join(', ')} (move with \`/tinker\`)`);
  const shot = unit.data.lastShot;
  if (shot) {
    lines.push(
      `• Last hit: ${shot.attacker}'s ${shot.weapon} from ${LOCATION_NAMES[shot.arc]}, ${shot.column === null ? 'missed' : `column ${shot.column}`}`,
    );
  }
  return lines.join('\n');
}
