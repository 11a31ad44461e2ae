// What a Bot and a Mad Scientist may do in a battle, as data the battle layer enforces (src/battle/allowances.ts).

import { controllerOf } from '../../control/units.js';
import { type Situation, type SystemAllowances, type UnitRecord, unitKey } from '../types.js';
import { formatMapHex, type MapHex, type MapPosition, positionOf, sameHex } from './map.js';
import { isScientist, type MbData, type ScientistData } from './scientist.js';
import type { PendingShot } from './shoot.js';

/** The Mad Scientists the Bot's player controls. */
function scientistsOf(bot: UnitRecord, situation: Situation): UnitRecord<ScientistData>[] {
  return Object.values(situation.units).filter(
    (u): u is UnitRecord<ScientistData> =>
      u.system === 'mecha-bots' && isScientist(u.data as MbData) && controllerOf(u) === controllerOf(bot),
  );
}

const at = (hex: MapHex) => formatMapHex(hex);

/** Where a figure stands: on the channel's map when placed there, else where its own `/move` put it. */
const where = (unit: UnitRecord, situation: Situation): MapPosition | undefined =>
  positionOf(situation.at, unitKey(unit.name), (unit.data as MbData).position);

/** Repairs happen at the home laboratory with the Mad Scientist there (seed 000); without positions, the GM's word. */
function awayFromLab(unit: UnitRecord, situation: Situation): string | undefined {
  const bot = where(unit, situation);
  const scientists = scientistsOf(unit, situation).flatMap((s) => {
    const stands = where(s, situation);
    return stands ? [{ name: s.name, stands }] : [];
  });
  if (!bot || scientists.length === 0) return undefined;
  const lab = scientistsOf(unit, situation).find((s) => s.data.lab)?.data.lab;
  if (!lab)
    return `\`${unit.name}\` and its Mad Scientist are on the map, but their home laboratory is not: a GM marks it with \`/move unit:${scientists[0]!.name} lab:<hex>\`.`;
  if (!sameHex(bot, lab)) return `\`${unit.name}\` stands in ${at(bot)}, not at the home laboratory (${at(lab)}): Bots are repaired there.`;
  if (!scientists.some((s) => sameHex(s.stands, lab)))
    return `The Mad Scientist is not at the home laboratory (${at(lab)}): repairs need them there with \`${unit.name}\`.`;
  return undefined;
}

/** Tinkering needs the Mad Scientist in the Bot's hex (seed 000); without positions, the GM's word. */
function outOfReach(unit: UnitRecord, situation: Situation): string | undefined {
  const bot = where(unit, situation);
  const scientists = scientistsOf(unit, situation).flatMap((s) => where(s, situation) ?? []);
  if (!bot || scientists.length === 0) return undefined;
  if (scientists.some((stands) => sameHex(stands, bot))) return undefined;
  return `No Mad Scientist of this player stands in \`${unit.name}\`'s hex (${at(bot)}): move there first to tinker.`;
}

/** A column roll of this Bot's that waits for its choice. */
function waitingShot(pending: Readonly<Record<string, unknown>>, unitKey: string): string | undefined {
  const mine = Object.hasOwn(pending, 'mecha-bots') ? (pending['mecha-bots'] as { shots?: Record<string, PendingShot> }) : undefined;
  const shot = Object.values(mine?.shots ?? {}).find((s) => s.attacker === unitKey);
  if (!shot) return undefined;
  return `Shot #${shot.id} (${shot.weapon}, column roll ${shot.roll}) is still waiting for its column: press one of its buttons to resolve it (or a GM undoes it) before this Bot shoots again.`;
}

export const MB_ALLOWANCES: SystemAllowances = {
  once: [
    { act: 'move', each: 'unit', per: 'phase', done: 'moved' },
    // Each weapon once in the Bot's Fight step.
    { act: 'shoot', each: 'item', per: 'phase', done: 'fired' },
  ],
  holds: [
    { acts: ['repair'], when: awayFromLab },
    { acts: ['tinker'], when: outOfReach },
  ],
  waiting: waitingShot,
};
