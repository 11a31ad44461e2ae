// /reload: a spare magazine replaces the one in the weapon (a part-used magazine is discarded).
import { UserError } from '../../errors.js';
import type { SystemAction } from '../types.js';
import { unitKey } from '../types.js';
import { findWeapon, getUnit, Narration, unableToAct, withData, withUnits } from './state.js';

export const reload: SystemAction = (state, input, rng) => {
  const unit = getUnit(state, input.options.string('unit', true));
  const { weapon, index } = findWeapon(unit, input.options.string('weapon', true));
  const unable = unableToAct(unit);
  if (unable) throw new UserError('rule', `${unable} It cannot reload.`);
  if (weapon.shotsLeft === weapon.magCapacity)
    throw new UserError('rule', `${unit.name}'s ${weapon.name} is already full (${weapon.shotsLeft} shots).`);
  if (weapon.spareMags === 0)
    throw new UserError('rule', `${unit.name} has no spare magazines for ${weapon.name}; it has ${weapon.shotsLeft} shots left.`);
  const reloaded = { ...weapon, shotsLeft: weapon.magCapacity, spareMags: weapon.spareMags - 1 };
  const weapons = unit.data.weapons.map((w, i) => (i === index ? reloaded : w));
  const log = new Narration(rng);
  log.event({ type: 'reload', unit: unit.name, weapon: weapon.name, shotsLeft: reloaded.shotsLeft, spareMags: reloaded.spareMags });
  const discarded = weapon.shotsLeft > 0 ? ` (a magazine with ${weapon.shotsLeft} shots discarded)` : '';
  log.line(
    `**${unit.name}** reloads **${weapon.name}**: ${reloaded.shotsLeft} shots, ${reloaded.spareMags} spare magazine${reloaded.spareMags === 1 ? '' : 's'} left${discarded}.`,
  );
  return {
    state: { ...state, units: withUnits(state, withData(unit, { ...unit.data, weapons })) },
    events: log.events,
    text: log.text(),
    show: [{ unit: unitKey(unit.name) }],
  };
};
