// A 'Mech's move on the map: the cheapest legal path by Total Warfare MP costs, as MegaMek's MoveStep charges them.
import { type Board, type BoardHex, hexAt, terrainLevel, waterDepth } from '../../battlefield/board.js';
import { distance, type Facing, formatHex, type Hex, neighbour, sameHex, turn } from '../../battlefield/hex.js';

export type MapMoveMode = 'walk' | 'run' | 'jump';

export interface MovementPoints {
  readonly walk: number;
  readonly run: number;
  readonly jump: number;
}

export interface MapMoveRequest {
  readonly from: Hex;
  readonly facing: Facing;
  readonly to: Hex;
  /** The facing to end in; the one the last step leaves it in when absent. */
  readonly endFacing?: Facing;
  readonly mode: MapMoveMode;
  readonly mp: MovementPoints;
  /** Hexes it may not enter (enemy units). */
  readonly enemies?: readonly Hex[];
  /** Hexes it may pass through but not end in (friendly units). */
  readonly friends?: readonly Hex[];
}

export interface MapMoveStep {
  readonly hex: Hex;
  readonly facing: Facing;
  /** MP spent so far, this step included. */
  readonly spent: number;
}

export type MapMoveResult =
  | {
      readonly ok: true;
      readonly cost: number;
      /** Hexes entered (walk, run) or the straight-line distance (jump): what the to-hit movement modifiers count. */
      readonly hexesMoved: number;
      readonly path: readonly MapMoveStep[];
      readonly facing: Facing;
    }
  | { readonly ok: false; readonly reason: string };

/** A 'Mech changes at most this many levels in one hex (Total Warfare; MegaMek MoveStep). */
export const MAX_LEVEL_CHANGE = 2;

/** Levels are counted at the hex's level (a water hex's surface): water's depth is paid as water, not as a climb. */
function standingLevel(hex: BoardHex): number {
  return hex.elevation;
}

/**
 * MP to enter `to` from `from` walking or running, or undefined where a 'Mech may not go: clear, paved or road 1;
 * rough or rubble +1; light woods +1, heavy +2 (ultra-heavy impassable); water depth 1 +1, deeper +3; swamp +1;
 * a building +1 per class (light 1 … hardened 4; walls impassable); +1 per level changed, up or down, at most 2.
 */
export function enterCost(from: BoardHex, to: BoardHex): number | undefined {
  let mp = 1;
  const woods = terrainLevel(to, 'woods') ?? terrainLevel(to, 'jungle');
  if (woods !== undefined) {
    if (woods >= 3) return undefined;
    mp += woods >= 2 ? 2 : 1;
  }
  if (terrainLevel(to, 'rough') !== undefined || terrainLevel(to, 'rubble') !== undefined) mp += 1;
  const depth = waterDepth(to);
  if (depth === 1) mp += 1;
  else if (depth > 1) mp += 3;
  if (terrainLevel(to, 'swamp') !== undefined) mp += 1;
  const building = terrainLevel(to, 'building');
  if (building !== undefined) {
    if (building >= 5) return undefined;
    mp += Math.max(1, building);
  }
  const change = Math.abs(standingLevel(to) - standingLevel(from));
  if (change > MAX_LEVEL_CHANGE) return undefined;
  return mp + change;
}

const key = (hex: Hex, facing: Facing) => `${formatHex(hex)}/${facing}`;

function refuse(reason: string): MapMoveResult {
  return { ok: false, reason };
}

/**
 * The cheapest legal way from `from` to `to` (Dijkstra over hex and facing): a step forward pays the hex's cost, a
 * hexside turned 1 MP. Running may not enter water of depth 1 or more. Jumping costs the straight-line distance, any
 * facing, and may not land more levels above the start than its jump MP. Backward steps are not searched.
 */
export function planMapMove(board: Board, request: MapMoveRequest): MapMoveResult {
  const { from, to, mode } = request;
  const start = hexAt(board, from);
  const goal = hexAt(board, to);
  if (!start) return refuse(`${formatHex(from)} is off the board.`);
  if (!goal) return refuse(`${formatHex(to)} is off the ${board.width}×${board.height} board.`);
  const enemies = new Set((request.enemies ?? []).map(formatHex));
  const friends = new Set((request.friends ?? []).map(formatHex));
  if (!sameHex(from, to) && (enemies.has(formatHex(to)) || friends.has(formatHex(to))))
    return refuse(`${formatHex(to)} is taken by another unit.`);

  if (mode === 'jump') {
    const hexes = distance(from, to);
    if (request.mp.jump <= 0) return refuse('it has no jump jets.');
    if (hexes > request.mp.jump) return refuse(`${formatHex(to)} is ${hexes} hexes away; it jumps ${request.mp.jump}.`);
    if (standingLevel(goal) - standingLevel(start) > request.mp.jump) {
      return refuse(`${formatHex(to)} is more than ${request.mp.jump} levels above ${formatHex(from)}.`);
    }
    const facing = request.endFacing ?? request.facing;
    return { ok: true, cost: hexes, hexesMoved: hexes, path: [{ hex: to, facing, spent: hexes }], facing };
  }

  const budget = mode === 'run' ? request.mp.run : request.mp.walk;
  const best = new Map<string, { spent: number; entered: number; previous?: string; step: MapMoveStep }>();
  const queue: { spent: number; entered: number; hex: Hex; facing: Facing; previous?: string }[] = [
    { spent: 0, entered: 0, hex: from, facing: request.facing },
  ];
  while (queue.length > 0) {
    // The boards are small (at most 99×99 hexes, 6 facings): a sorted array is fast enough and keeps it simple.
    queue.sort((a, b) => a.spent - b.spent || a.entered - b.entered);
    const current = queue.shift();
    if (!current) break;
    const here = key(current.hex, current.facing);
    if (best.has(here)) continue;
    best.set(here, {
      spent: current.spent,
      entered: current.entered,
      ...(current.previous ? { previous: current.previous } : {}),
      step: { hex: current.hex, facing: current.facing, spent: current.spent },
    });
    const moves: { hex: Hex; facing: Facing; cost: number; entered: number }[] = [
      { hex: current.hex, facing: turn(current.facing, 1), cost: 1, entered: 0 },
      { hex: current.hex, facing: turn(current.facing, -1), cost: 1, entered: 0 },
    ];
    const ahead = neighbour(current.hex, current.facing);
    const aheadHex = hexAt(board, ahead);
    const hereHex = hexAt(board, current.hex);
    if (aheadHex && hereHex && !enemies.has(formatHex(ahead)) && !(mode === 'run' && waterDepth(aheadHex) > 0)) {
      const cost = enterCost(hereHex, aheadHex);
      if (cost !== undefined) moves.push({ hex: ahead, facing: current.facing, cost, entered: 1 });
    }
    for (const move of moves) {
      const spent = current.spent + move.cost;
      if (spent > budget || best.has(key(move.hex, move.facing))) continue;
      queue.push({ spent, entered: current.entered + move.entered, hex: move.hex, facing: move.facing, previous: here });
    }
  }

  const endings = request.endFacing === undefined ? ([0, 1, 2, 3, 4, 5] as const) : [request.endFacing];
  let end: { spent: number; entered: number; previous?: string; step: MapMoveStep } | undefined;
  for (const facing of endings) {
    const found = best.get(key(to, facing));
    if (found && (!end || found.spent < end.spent)) end = found;
  }
  if (!end) {
    const word = mode === 'run' ? 'running' : 'walking';
    return refuse(
      `${formatHex(to)} can't be reached ${word} on ${budget} MP${request.endFacing === undefined ? '' : ' ending in that facing'}.`,
    );
  }
  const path: MapMoveStep[] = [];
  for (let at: typeof end | undefined = end; at; at = at.previous ? best.get(at.previous) : undefined) path.unshift(at.step);
  return { ok: true, cost: end.spent, hexesMoved: end.entered, path: path.slice(1), facing: end.step.facing };
}
