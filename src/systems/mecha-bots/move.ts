// /move for Mecha Bots: puts a Bot or a Mad Scientist on a map hex (and a Bot's facing), so shots can read the map.
import { type Field, placementOf } from '../../battlefield/field.js';
import { placeUnit } from '../../battlefield/placement.js';
import { UserError } from '../../errors.js';
import type { ActionOutcome, SystemAction, SystemEvent, SystemState, UnitRecord } from '../types.js';
import { unitKey } from '../types.js';
import type { BotData } from './components.js';
import {
  type Facing,
  formatMapHex,
  type MapHex,
  type MapPosition,
  parseFacing,
  parseMapHex,
  placementFromPosition,
  positionFromPlacement,
  sameHex,
} from './map.js';
import { isScientist, type MbData } from './scientist.js';
import { findMbUnit } from './shot.js';

export interface PlacedEvent extends SystemEvent {
  readonly type: 'mecha-bots/placed';
  readonly unit: string;
  readonly position: MapPosition | null;
}

/**
 * `/move unit:<Mad Scientist> lab:<hex>`: marks the home laboratory, where that player's Bots are repaired with the
 * Mad Scientist present (seed 000). A declaration of the map, so a GM's (src/control/access.ts).
 */
function markLab(state: SystemState, unit: UnitRecord<MbData>, raw: string, alsoMoving: boolean): ActionOutcome {
  if (!isScientist(unit.data)) throw new UserError('option', "`lab:` marks a Mad Scientist's home laboratory: name the Mad Scientist.");
  if (alsoMoving) throw new UserError('option', 'Mark the laboratory on its own: `/move unit: lab:` without `at:` or `facing:`.');
  const lab = parseMapHex(raw);
  const key = unitKey(unit.name);
  return {
    state: { ...state, units: { ...state.units, [key]: { ...unit, data: { ...unit.data, lab } } } },
    events: [],
    text: `🏠 **${unit.name}**'s home laboratory is in ${formatMapHex(lab)}: Bots are repaired there, with ${unit.name} present.`,
  };
}

/** The options of the shared /move that belong to other systems. */
const OTHER_SYSTEMS_OPTIONS = ['speed', 'turn', 'submerged', 'mode', 'hexes', 'blade'];

/** A Bot and a Mad Scientist may share a hex (to tinker); otherwise one figure to a hex, as on any map. */
function mayShare(state: SystemState, a: UnitRecord<MbData>, otherKey: string): boolean {
  const other = state.units[otherKey];
  return other?.system === 'mecha-bots' && isScientist(a.data) !== isScientist(other.data as MbData);
}

/**
 * `/move` in a channel with a map: the channel's map is where figures stand, so the move is written there (checked as
 * `/map place` checks it) and not in the unit.
 */
function moveOnField(
  state: SystemState,
  field: Field,
  unit: UnitRecord<MbData>,
  rawAt: string | undefined,
  rawFacing: string | undefined,
): ActionOutcome {
  const key = unitKey(unit.name);
  if (rawAt?.trim().toLowerCase() === 'off')
    throw new UserError('option', `This channel has a map: \`${unit.name}\` stays on it until a GM clears the map with \`/map clear\`.`);
  const placed = placementOf(field, key);
  const before = placed ? positionFromPlacement(placed) : undefined;
  const hex: MapHex | undefined = rawAt !== undefined ? parseMapHex(rawAt) : before;
  if (!hex) throw new UserError('option', `\`${unit.name}\` is not on the map yet: give \`at:\` with the facing.`);
  const scientist = isScientist(unit.data);
  const facing: Facing | undefined = rawFacing !== undefined ? parseFacing(rawFacing) : scientist ? undefined : before?.facing;
  if (!scientist && !facing)
    throw new UserError('option', `Give \`facing:\` (N, NE, SE, S, SW, NW): the side of the hex \`${unit.name}\`'s Forward faces.`);
  const others = Object.fromEntries(Object.entries(field.at).filter(([other]) => !mayShare(state, unit, other)));
  const placement = placementFromPosition(hex, facing);
  placeUnit(field.board, others, key, unit.name, placement.hex, placement.facing, (k) => state.units[k]?.name ?? k);
  const position: MapPosition = { col: hex.col, row: hex.row, ...(facing ? { facing } : {}) };
  const event: PlacedEvent = { type: 'mecha-bots/placed', unit: unit.name, position };
  return {
    state,
    events: [event],
    text: `🗺️ **${unit.name}** stands in ${formatMapHex(hex)}${facing ? ` facing ${facing}` : ''}${fromText(before)} on the channel's map.`,
    placed: { [key]: placement },
  };
}

const fromText = (before: MapPosition | undefined) =>
  before ? ` (from ${formatMapHex(before)}${before.facing ? ` facing ${before.facing}` : ''})` : '';

/**
 * `/move unit at:<hex> [facing:]` or `at:off`. Salvo does not check speed or turning distance here: the players move
 * the figures and tell Salvo where they stand; what the map is then used for is range, arcs and Bots in the way.
 */
export const move: SystemAction = (state, input) => {
  const options = input.options;
  const unit = findMbUnit(state, options.string('unit', true), 'unit');
  const stray = OTHER_SYSTEMS_OPTIONS.find((option) => options.has(option));
  if (stray)
    throw new UserError('option', `\`${stray}:\` is not used in Mecha Bots; give \`at:\` (a map hex) and, for a Bot, \`facing:\`.`);
  const scientist = isScientist(unit.data);
  const rawLab = options.string('lab');
  if (rawLab !== undefined) return markLab(state, unit, rawLab, options.has('at') || options.has('facing'));
  // `to:` is the other systems' word for where a unit goes; here it means `at:`.
  const rawAt = options.string('at') ?? options.string('to');
  const rawFacing = options.string('facing');
  if (rawAt === undefined && rawFacing === undefined)
    throw new UserError(
      'option',
      `Say where \`${unit.name}\` stands with \`at:\` (a map hex such as \`0305\`, or \`off\`)${scientist ? '' : ' and `facing:`'}.`,
    );
  if (scientist ? unit.data.hitPoints === 0 : (unit.data as BotData).destroyed)
    throw new UserError('rule', `\`${unit.name}\` is out of the game and cannot move.`);
  if (scientist && rawFacing !== undefined) throw new UserError('option', 'A Mad Scientist has no arcs, so no `facing:`.');
  const key = unitKey(unit.name);
  if (state.field) return moveOnField(state, state.field, unit, rawAt, rawFacing);
  const before = unit.data.position;
  if (rawAt?.trim().toLowerCase() === 'off') {
    const { position: _gone, ...rest } = unit.data;
    const event: PlacedEvent = { type: 'mecha-bots/placed', unit: unit.name, position: null };
    return {
      state: { ...state, units: { ...state.units, [key]: { ...unit, data: rest as MbData } } },
      events: [event],
      text: `🗺️ **${unit.name}** is off the map: shots at or by it give \`range:\`, \`arc:\` and \`bearing:\` again.`,
    };
  }
  const hex: MapHex | undefined = rawAt !== undefined ? parseMapHex(rawAt) : before;
  if (!hex) throw new UserError('option', `\`${unit.name}\` is not on the map yet: give \`at:\` with the facing.`);
  const facing: Facing | undefined = rawFacing !== undefined ? parseFacing(rawFacing) : before?.facing;
  if (!scientist && !facing)
    throw new UserError('option', `Give \`facing:\` (N, NE, SE, S, SW, NW): the side of the hex \`${unit.name}\`'s Forward faces.`);
  // Giant robots: two never share a hex (a Mad Scientist may stand with one, to tinker).
  const crowd = Object.values(state.units).find(
    (other): other is UnitRecord<BotData> =>
      other.system === 'mecha-bots' &&
      unitKey(other.name) !== key &&
      !scientist &&
      !isScientist(other.data as MbData) &&
      (other.data as BotData).position !== undefined &&
      sameHex((other.data as BotData).position as MapHex, hex),
  );
  if (crowd) throw new UserError('rule', `\`${crowd.name}\` already stands in ${formatMapHex(hex)}; two Bots cannot share a hex.`);
  const position: MapPosition = { col: hex.col, row: hex.row, ...(facing ? { facing } : {}) };
  const event: PlacedEvent = { type: 'mecha-bots/placed', unit: unit.name, position };
  const from = fromText(before);
  return {
    state: { ...state, units: { ...state.units, [key]: { ...unit, data: { ...unit.data, position } as MbData } } },
    events: [event],
    text: `🗺️ **${unit.name}** stands in ${formatMapHex(hex)}${facing ? ` facing ${facing}` : ''}${from}. Shots read range, arcs and Bots in the way from the map.`,
  };
};
