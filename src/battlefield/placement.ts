// Where units stand on a board: deployment checked against the board and the other units, and a line of sight told in words.
import { UserError } from '../errors.js';
import { type Board, hexAt, onBoard, terrainLevel, waterDepth } from './board.js';
import { FACING_NAMES, type Facing, formatHex, type Hex, sameHex } from './hex.js';
import type { LineOfSight } from './los.js';

/** A unit's place on the map: small, kept per unit so a move writes only that unit's. */
export interface Placement {
  readonly hex: Hex;
  readonly facing: Facing;
}

export type Placements = Readonly<Record<string, Placement>>;

/**
 * Puts unit `key` (called `name` in messages) at `hex` facing `facing`, refusing a hex off the board or one another
 * unit stands in. The unit's own old place does not count against it.
 */
export function placeUnit(
  board: Board,
  placements: Placements,
  key: string,
  name: string,
  hex: Hex,
  facing: Facing,
  names: (key: string) => string = (k) => k,
): Placements {
  if (!onBoard(board, hex)) {
    throw new UserError(
      'bounds',
      `${formatHex(hex)} is off the map: it is ${board.width}×${board.height} hexes (0101 to ${formatHex({ col: board.width, row: board.height })}).`,
    );
  }
  for (const [other, placement] of Object.entries(placements)) {
    if (other !== key && sameHex(placement.hex, hex)) {
      throw new UserError('conflict', `${formatHex(hex)} is taken by **${names(other)}**; one unit to a hex. Place **${name}** elsewhere.`);
    }
  }
  return { ...placements, [key]: { hex, facing } };
}

/** What a hex holds, in a few words: `level 2, light woods`. */
export function describeHex(board: Board, hex: Hex): string {
  const data = hexAt(board, hex);
  if (!data) return 'off the map';
  const parts: string[] = [];
  if (data.elevation !== 0) parts.push(`level ${data.elevation}`);
  const woods = terrainLevel(data, 'woods') ?? terrainLevel(data, 'jungle');
  if (woods !== undefined) parts.push(woods >= 3 ? 'ultra-heavy woods' : woods === 2 ? 'heavy woods' : 'light woods');
  const depth = waterDepth(data);
  if (depth > 0) parts.push(`water depth ${depth}`);
  if (terrainLevel(data, 'building') !== undefined) parts.push(`building ${terrainLevel(data, 'bldg_elev') ?? 1} high`);
  if (terrainLevel(data, 'rough') !== undefined) parts.push('rough');
  if (terrainLevel(data, 'rubble') !== undefined) parts.push('rubble');
  return parts.length > 0 ? parts.join(', ') : 'clear';
}

/** A line of sight in words for `/map show from: to:`: the hexes it crosses and what they do to the shot. */
export function describeSight(board: Board, from: Hex, to: Hex, los: LineOfSight): string {
  const crossed = los.steps.map((step) =>
    step.kind === 'hex'
      ? `${formatHex(step.hex)} (${describeHex(board, step.hex)})`
      : `${formatHex(step.left)}/${formatHex(step.right)} (${describeHex(board, step.left)} / ${describeHex(board, step.right)}, along their edge)`,
  );
  const head = `${formatHex(from)} → ${formatHex(to)}: ${crossed.length > 0 ? `crosses ${crossed.join(', ')}` : 'nothing between'}.`;
  if (los.blocked) return `${head} Blocked at ${formatHex(los.blocked.hex)} (${los.blocked.reason}).`;
  const effects: string[] = [];
  if (los.woodsModifier > 0) effects.push(`woods between +${los.woodsModifier}`);
  if (los.targetWoodsModifier > 0) effects.push(`woods at the target +${los.targetWoodsModifier}`);
  if (los.partialCover) effects.push('partial cover');
  if (los.direction) effects.push(`strikes the ${los.direction}`);
  const said = effects.join('; ');
  return `${head} ${said ? `${said.charAt(0).toUpperCase()}${said.slice(1)}` : 'Clear line'}.`;
}

/** `0305 facing NE`. */
export function describePlacement(placement: Placement): string {
  return `${formatHex(placement.hex)} facing ${FACING_NAMES[placement.facing]}`;
}
