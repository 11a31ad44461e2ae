// A 40k vehicle's move on the channel's map: a hex is `hex_inches` inches, and the distance is its move this turn.
import { placementOf } from '../../battlefield/field.js';
import { distance, facingName, formatHex, type Facing as HexFacing, parseFacing, parseHex } from '../../battlefield/hex.js';
import { placeUnit } from '../../battlefield/placement.js';
import { UserError } from '../../errors.js';
import type { ActionInput, ActionOutcome, SystemAction, SystemState } from '../types.js';
import { MAX_MOVE } from './actions.js';
import { readConfig } from './config.js';
import { turnCount } from './turns.js';
import { getVehicle } from './units.js';
import type { VehicleData } from './vehicle.js';

/**
 * `/move wh40k unit: to: [facing:]`: the vehicle goes to `to` on the map, and the straight distance in inches (hexes ×
 * the channel's `hex_inches`) is recorded as its move this turn, added to any move it already made this turn. Terrain
 * is not charged: 40k measures a move, it does not price hexes.
 */
export const moveVehicle: SystemAction = (state: SystemState, input: ActionInput): ActionOutcome => {
  const { options } = input;
  const { key, unit } = getVehicle(state, options.string('unit', true), 'unit');
  const field = state.field;
  if (!field) throw new UserError('rule', 'There is no map in this channel: record a 40k move with `/vehicle set moved:`.');
  const from = placementOf(field, key);
  if (!from) throw new UserError('rule', `**${unit.name}** is not on the map; place it with \`/map place\`.`);
  const raw = options.string('to');
  const facingRaw = options.string('facing');
  if (raw === undefined && facingRaw === undefined)
    throw new UserError('option', 'Say where it goes with `to:` (a hex, e.g. 0607) and/or which way it ends up with `facing:`.');
  const to = raw === undefined ? from.hex : parseHex(raw);
  if (!to) throw new UserError('option', `\`${raw}\` is not a hex number: column then row, four digits, as \`0305\`.`);
  const facing: HexFacing | undefined = facingRaw === undefined ? from.facing : parseFacing(facingRaw);
  if (facing === undefined) throw new UserError('option', `\`${facingRaw}\` is not a facing: N, NE, SE, S, SW or NW.`);
  const { status } = unit.data;
  const hexes = distance(from.hex, to);
  if (hexes > 0 && (status.destroyed || status.immobilised))
    throw new UserError('rule', `\`${unit.name}\` is ${status.destroyed ? 'destroyed' : 'immobilised'} and cannot move.`);
  placeUnit(field.board, field.at, key, unit.name, to, facing, (k) => state.units[k]?.name ?? k);
  const scale = readConfig(state.config).hex_inches;
  const turn = turnCount(state);
  const before = unit.data.movement.since === turn ? unit.data.movement.inches : 0;
  const inches = before + hexes * scale;
  if (inches > MAX_MOVE) throw new UserError('rule', `That is ${inches}" this turn; a vehicle moves at most ${MAX_MOVE}".`);
  const data: VehicleData = { ...unit.data, movement: { inches, since: turn } };
  const scaleNote = scale === 1 ? '1 hex = 1"' : `1 hex = ${scale}"`;
  const so = before > 0 ? ` (${inches}" this turn)` : '';
  const text =
    hexes === 0
      ? `🚚 **${unit.name}** turns to face ${facingName(facing)} at ${formatHex(to)}; moved ${inches}" this turn.`
      : `🚚 **${unit.name}** moves ${formatHex(from.hex)} → ${formatHex(to)}, facing ${facingName(facing)}: ${hexes} hex${hexes === 1 ? '' : 'es'} = **${hexes * scale}"**${so} (${scaleNote}).`;
  return {
    state: { ...state, units: { ...state.units, [key]: { ...unit, data } } },
    events: [],
    text,
    show: [{ unit: key }],
    placed: { [key]: { hex: to, facing } },
  };
};
