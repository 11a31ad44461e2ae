// A 'Mech's move on the map: the cheapest legal path by Total Warfare MP costs, as MegaMek's MoveStep charges them.
import { type Board, type BoardHex, hasTerrain, hexAt, terrainLevel, waterDepth } from '../../battlefield/board.js';
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
  /** Entered through its rear hexside, facing unchanged (walking only). */
  readonly backward?: true;
  /** Entered along a road or pavement (MegaMek's pavement step): the hex's terrain is not paid. */
  readonly road?: true;
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

/** The level a 'Mech stands at: a water hex's bottom (MegaMek Entity.calcElevation puts a walking 'Mech on it). */
function footLevel(hex: BoardHex): number {
  return hex.elevation - waterDepth(hex);
}

/**
 * A road MegaMek counts as paved for a pavement step (Hex.hasPavedRoad): read here as level 1 (paved) or 2 (alley), the
 * levels MegaMek's road drawing (BoardRoad.capture) names before dirt and gravel. Its
 * exits are the board file's, or, where the file gives none, every hexside onto another road or pavement (MegaMek's
 * Hex.setExits: roads join roads and exit onto pavement on their own).
 */
function pavedRoadExit(hex: BoardHex, other: BoardHex, direction: Facing): boolean {
  const road = hex.terrain.find((t) => t.type === 'road');
  if (!road || (road.level !== 1 && road.level !== 2)) return false;
  if (road.exits !== undefined) return (road.exits & (1 << direction)) !== 0;
  return hasTerrain(other, 'road') || hasTerrain(other, 'pavement');
}

/**
 * Whether a step from `from` into `to` (across hexside `direction`) goes along pavement or a road, so the terrain of
 * `to` is not paid (MegaMek Compute.canMoveOnPavement, MoveStep.calcMovementCostFor): pavement onto pavement or onto a
 * road leading back; or a road leading into `to` that meets pavement or a road leading back there. Bridges are not
 * modelled.
 */
export function isRoadStep(from: BoardHex, to: BoardHex, direction: Facing): boolean {
  const back = turn(direction, 3);
  const arrives = hasTerrain(to, 'pavement') || pavedRoadExit(to, from, back);
  if (hasTerrain(from, 'pavement')) return arrives;
  return pavedRoadExit(from, to, direction) && arrives;
}

/**
 * MP to enter `to` from `from` walking or running, or undefined where a 'Mech may not go: clear, paved or road 1;
 * rough or rubble +1; light woods +1, heavy +2 (ultra-heavy impassable); water depth 1 +1, deeper +3; swamp +1;
 * a building +1 per class (light 1 … hardened 4; walls impassable); +1 per level changed, up or down, at most 2.
 * Along a road (`road`, see isRoadStep) the woods, rough, water and swamp are not paid; buildings and levels are.
 */
export function enterCost(from: BoardHex, to: BoardHex, road = false): number | undefined {
  let mp = 1;
  if (!road) {
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
  }
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

/** A binary heap: the search pops its cheapest node among thousands (a 'Mech running 12 MP across a 32×34 board). */
class MinHeap<T> {
  private readonly items: T[] = [];
  constructor(private readonly before: (a: T, b: T) => number) {}

  push(item: T): void {
    const items = this.items;
    items.push(item);
    for (let i = items.length - 1; i > 0; ) {
      const parent = (i - 1) >> 1;
      if (this.before(items[i] as T, items[parent] as T) >= 0) break;
      [items[i], items[parent]] = [items[parent] as T, items[i] as T];
      i = parent;
    }
  }

  pop(): T | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length === 0 || last === undefined) return top;
    items[0] = last;
    for (let i = 0; ; ) {
      const left = 2 * i + 1;
      const right = left + 1;
      let least = i;
      if (left < items.length && this.before(items[left] as T, items[least] as T) < 0) least = left;
      if (right < items.length && this.before(items[right] as T, items[least] as T) < 0) least = right;
      if (least === i) break;
      [items[i], items[least]] = [items[least] as T, items[i] as T];
      i = least;
    }
    return top;
  }
}

/**
 * The cheapest legal way from `from` to `to` (Dijkstra over hex and facing): a step forward or, walking, backward
 * (through the rear hexside, facing kept) pays the hex's cost, a hexside turned 1 MP. Hexes moved are those entered
 * since the last change between forward and backward (MegaMek MoveStep.compileMove starts its distance over "after
 * shifting gears"; MovePath.getHexesMoved reads it). Along a road the hex's terrain
 * is not paid (isRoadStep). A backward step may not change levels (MegaMek MoveStep.isMovementPossible: "Can't back up
 * across an elevation change", without TacOps expanded backward movement); running may not go backward (MegaMek
 * MoveStep: moving in reverse prohibits running) nor enter water of depth 1 or more off a road. Jumping costs the
 * straight-line distance, any facing, and may not land more levels above the start than its jump MP.
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
  // The state is hex, facing and gear (the last hex entered forward or backward): hexes moved start over when the
  // gear changes, so among paths of equal cost the one moving more hexes in its last gear is kept.
  type Gear = '' | 'f' | 'b';
  interface Node {
    spent: number;
    entered: number;
    /** Hexes entered since the last change of gear: MegaMek's distance, the to-hit modifiers' hexes moved. */
    run: number;
    gear: Gear;
    previous?: string;
    step: MapMoveStep;
  }
  const stateKey = (hex: Hex, facing: Facing, gear: Gear) => `${key(hex, facing)}/${gear}`;
  const best = new Map<string, Node>();
  // Cheapest first, then fewest hexes entered, most hexes in the last gear, and first found (a fixed order of ties).
  const queue = new MinHeap<Node & { order: number }>(
    (a, b) => a.spent - b.spent || a.entered - b.entered || b.run - a.run || a.order - b.order,
  );
  let order = 0;
  queue.push({ spent: 0, entered: 0, run: 0, gear: '', step: { hex: from, facing: request.facing, spent: 0 }, order: order++ });
  for (let current = queue.pop(); current; current = queue.pop()) {
    const { hex, facing } = current.step;
    const here = stateKey(hex, facing, current.gear);
    if (best.has(here)) continue;
    best.set(here, current);
    const next: Omit<Node, 'previous'>[] = [1, -1].map((side) => ({
      ...current,
      spent: current.spent + 1,
      step: { hex, facing: turn(facing, side), spent: current.spent + 1 },
    }));
    const hereHex = hexAt(board, hex);
    // Backing up is walking only (TW; MegaMek MoveStep: moving in reverse prohibits running).
    for (const backward of mode === 'walk' ? [false, true] : [false]) {
      const direction = backward ? turn(facing, 3) : facing;
      const into = neighbour(hex, direction);
      const intoHex = hexAt(board, into);
      if (!intoHex || !hereHex || enemies.has(formatHex(into))) continue;
      const road = isRoadStep(hereHex, intoHex, direction);
      if (mode === 'run' && !road && waterDepth(intoHex) > 0) continue;
      if (backward && footLevel(intoHex) !== footLevel(hereHex)) continue;
      const cost = enterCost(hereHex, intoHex, road);
      if (cost === undefined) continue;
      const gear: Gear = backward ? 'b' : 'f';
      const spent = current.spent + cost;
      next.push({
        spent,
        entered: current.entered + 1,
        run: gear === current.gear || current.gear === '' ? current.run + 1 : 1,
        gear,
        step: { hex: into, facing, spent, ...(backward ? { backward: true as const } : {}), ...(road ? { road: true as const } : {}) },
      });
    }
    for (const node of next) {
      if (node.spent > budget || best.has(stateKey(node.step.hex, node.step.facing, node.gear))) continue;
      queue.push({ ...node, previous: here, order: order++ });
    }
  }

  const endings = request.endFacing === undefined ? ([0, 1, 2, 3, 4, 5] as const) : [request.endFacing];
  let end: Node | undefined;
  for (const facing of endings)
    for (const gear of ['', 'f', 'b'] as const) {
      const found = best.get(stateKey(to, facing, gear));
      if (found && (!end || found.spent < end.spent || (found.spent === end.spent && found.run > end.run))) end = found;
    }
  if (!end) {
    const word = mode === 'run' ? 'running' : 'walking';
    return refuse(
      `${formatHex(to)} can't be reached ${word} on ${budget} MP${request.endFacing === undefined ? '' : ' ending in that facing'}.`,
    );
  }
  const path: MapMoveStep[] = [];
  for (let at: Node | undefined = end; at; at = at.previous ? best.get(at.previous) : undefined) path.unshift(at.step);
  return { ok: true, cost: end.spent, hexesMoved: end.run, path: path.slice(1), facing: end.step.facing };
}
