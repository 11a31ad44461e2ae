// Hex geometry of a mapsheet: numbering, neighbours, facings, distance, the hexes a line crosses, arcs and attack direction.

/**
 * A hex as printed on a mapsheet: `0305` is column 3, row 5. Hexes are flat-topped, row 01 is the north edge, and
 * the even columns sit half a hex lower than the odd ones (MegaMek's Coords: odd 0-based x is a half-hex down).
 */
export interface Hex {
  readonly col: number;
  readonly row: number;
}

/** The six hexsides, clockwise from north: MegaMek's directions 0–5. */
export type Facing = 0 | 1 | 2 | 3 | 4 | 5;
export const FACING_NAMES = ['N', 'NE', 'SE', 'S', 'SW', 'NW'] as const;
export type FacingName = (typeof FACING_NAMES)[number];
export const FACINGS: readonly Facing[] = [0, 1, 2, 3, 4, 5];

/** Two-digit columns and rows, as the CCRR numbering allows. */
export const MAX_HEX_COORDINATE = 99;

export function sameHex(a: Hex, b: Hex): boolean {
  return a.col === b.col && a.row === b.row;
}

export function formatHex(hex: Hex): string {
  return `${String(hex.col).padStart(2, '0')}${String(hex.row).padStart(2, '0')}`;
}

/** `0305` or `3,5` (also `3 5`, `3.5`, `3/5`, `3-5`); undefined when it is no hex number. */
export function parseHex(raw: string): Hex | undefined {
  const text = raw.trim();
  const match = /^(\d{2})(\d{2})$/.exec(text) ?? /^(\d{1,2})\s*[,.\s/-]\s*(\d{1,2})$/.exec(text);
  if (!match) return undefined;
  const col = Number(match[1]);
  const row = Number(match[2]);
  if (col < 1 || row < 1 || col > MAX_HEX_COORDINATE || row > MAX_HEX_COORDINATE) return undefined;
  return { col, row };
}

export function facingName(facing: Facing): FacingName {
  return FACING_NAMES[facing];
}

/** `N`…`NW` or `0`…`5`; undefined otherwise. */
export function parseFacing(raw: string): Facing | undefined {
  const text = raw.trim().toUpperCase();
  const named = FACING_NAMES.indexOf(text as FacingName);
  if (named >= 0) return named as Facing;
  return /^[0-5]$/.test(text) ? (Number(text) as Facing) : undefined;
}

export function turn(facing: Facing, steps: number): Facing {
  return ((((facing + steps) % 6) + 6) % 6) as Facing;
}

/** Hexsides to turn from one facing to another, the short way round (0–3). */
export function turnsBetween(from: Facing, to: Facing): number {
  const d = Math.abs(from - to);
  return Math.min(d, 6 - d);
}

/** The adjacent hex across hexside `facing` (may be off any board). */
export function neighbour(hex: Hex, facing: Facing): Hex {
  const oddColumn = hex.col % 2 === 1; // sits high: its side neighbours share its row going down, the row above going up
  switch (facing) {
    case 0:
      return { col: hex.col, row: hex.row - 1 };
    case 3:
      return { col: hex.col, row: hex.row + 1 };
    case 1:
      return { col: hex.col + 1, row: oddColumn ? hex.row - 1 : hex.row };
    case 5:
      return { col: hex.col - 1, row: oddColumn ? hex.row - 1 : hex.row };
    case 2:
      return { col: hex.col + 1, row: oddColumn ? hex.row : hex.row + 1 };
    case 4:
      return { col: hex.col - 1, row: oddColumn ? hex.row : hex.row + 1 };
  }
}

export function neighbours(hex: Hex): Hex[] {
  return FACINGS.map((f) => neighbour(hex, f));
}

interface Cube {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

function toCube(hex: Hex): Cube {
  const x = hex.col - 1;
  const z = hex.row - 1 - (x - (x & 1)) / 2;
  return { x, y: -x - z, z };
}

function fromCube(c: Cube): Hex {
  return { col: c.x + 1, row: c.z + (c.x - (c.x & 1)) / 2 + 1 };
}

export function distance(a: Hex, b: Hex): number {
  const p = toCube(a);
  const q = toCube(b);
  return Math.max(Math.abs(p.x - q.x), Math.abs(p.y - q.y), Math.abs(p.z - q.z));
}

const ROOT3 = Math.sqrt(3);

/** Centre of a hex of circumradius 1, x east and y south (screen axes). */
export function centre(hex: Hex): { x: number; y: number } {
  const x = hex.col - 1;
  return { x: 1.5 * x, y: ROOT3 * (hex.row - 1 + (x & 1) / 2) };
}

/** The six corners of a hex of circumradius 1 (flat-topped: corners east and west). */
export function corners(hex: Hex): { x: number; y: number }[] {
  const c = centre(hex);
  return [0, 1, 2, 3, 4, 5].map((i) => ({ x: c.x + Math.cos((i * Math.PI) / 3), y: c.y + Math.sin((i * Math.PI) / 3) }));
}

/** Degrees clockwise from north of the line from `a`'s centre to `b`'s, in [0, 360). */
export function bearing(a: Hex, b: Hex): number {
  const p = centre(a);
  const q = centre(b);
  const degrees = (Math.atan2(q.x - p.x, p.y - q.y) * 180) / Math.PI;
  return ((degrees % 360) + 360) % 360;
}

/** `to`'s bearing seen from a figure facing `facing`, whole degrees in [0, 360) as MegaMek rounds them. */
export function relativeBearing(from: Hex, facing: Facing, to: Hex): number {
  return (((Math.round(bearing(from, to)) - facing * 60) % 360) + 360) % 360;
}

/** One step of a line: a hex it crosses, or the two hexes either side of an edge it runs along. */
export type LineStep = { readonly kind: 'hex'; readonly hex: Hex } | { readonly kind: 'divided'; readonly left: Hex; readonly right: Hex };

const EPSILON = 1e-9;

/**
 * The hexes strictly between `a` and `b` that the straight line between their centres crosses, in order from `a`.
 * Where the line runs exactly along the edge between two hexes, both are one `divided` step (left and right as seen
 * from `a` looking at `b`), as in MegaMek's Coords.intervening and LosEffects' divided hexes.
 */
export function lineBetween(a: Hex, b: Hex): LineStep[] {
  if (sameHex(a, b)) return [];
  const start = centre(a);
  const end = centre(b);
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  const length = Math.hypot(dx, dy);
  const side = (p: { x: number; y: number }) => (dx * (p.y - start.y) - dy * (p.x - start.x)) / length;
  const along = (p: { x: number; y: number }) => ((p.x - start.x) * dx + (p.y - start.y) * dy) / (length * length);

  const candidates = new Map<string, Hex>();
  const p = toCube(a);
  const q = toCube(b);
  const n = distance(a, b);
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const sample = fromCube(roundCube(p.x + (q.x - p.x) * t, p.y + (q.y - p.y) * t, p.z + (q.z - p.z) * t));
    for (const hex of [sample, ...neighbours(sample)]) candidates.set(formatHex(hex), hex);
  }

  const crossed: { hex: Hex; t: number; divided: boolean; right: boolean }[] = [];
  for (const hex of candidates.values()) {
    if (sameHex(hex, a) || sameHex(hex, b)) continue;
    let left = 0;
    let right = 0;
    let on = 0;
    for (const corner of corners(hex)) {
      const s = side(corner);
      if (s > EPSILON) right++;
      else if (s < -EPSILON) left++;
      else on++;
    }
    const t = along(centre(hex));
    if (t <= 0 || t >= 1) continue;
    if (left > 0 && right > 0) crossed.push({ hex, t, divided: false, right: false });
    else if (on === 2) crossed.push({ hex, t, divided: true, right: right > 0 });
  }
  crossed.sort((x, y) => x.t - y.t);

  const steps: LineStep[] = [];
  for (let i = 0; i < crossed.length; i++) {
    const step = crossed[i];
    if (!step) continue;
    const next = crossed[i + 1];
    if (step.divided && next?.divided && Math.abs(next.t - step.t) < EPSILON) {
      const [l, r] = step.right ? [next.hex, step.hex] : [step.hex, next.hex];
      steps.push({ kind: 'divided', left: l, right: r });
      i++;
    } else if (!step.divided) {
      steps.push({ kind: 'hex', hex: step.hex });
    }
  }
  return steps;
}

/** Every hex of a line's steps, both sides of divided ones. */
export function hexesOf(steps: readonly LineStep[]): Hex[] {
  return steps.flatMap((s) => (s.kind === 'hex' ? [s.hex] : [s.left, s.right]));
}

function roundCube(x: number, y: number, z: number): Cube {
  let rx = Math.round(x);
  let ry = Math.round(y);
  let rz = Math.round(z);
  const ex = Math.abs(rx - x);
  const ey = Math.abs(ry - y);
  const ez = Math.abs(rz - z);
  if (ex > ey && ex > ez) rx = -ry - rz;
  else if (ey > ez) ry = -rx - rz;
  else rz = -rx - ry;
  return { x: rx || 0, y: ry || 0, z: rz || 0 };
}

/**
 * Firing arcs from a unit's facing, with MegaMek's bounds (Compute.isInArc) on the bearing rounded to whole degrees:
 * front 300–60 inclusive, right side 61–120, left side 240–299, rear strictly between 120 and 240; an arm arc is the
 * front plus its side.
 */
export type FiringArc = 'front' | 'left' | 'right' | 'rear' | 'left-arm' | 'right-arm';

export function inArc(from: Hex, facing: Facing, to: Hex, arc: FiringArc): boolean {
  if (sameHex(from, to)) return true;
  const fa = relativeBearing(from, facing, to);
  const front = fa >= 300 || fa <= 60;
  const right = fa > 60 && fa <= 120;
  const left = fa >= 240 && fa < 300;
  switch (arc) {
    case 'front':
      return front;
    case 'right':
      return right;
    case 'left':
      return left;
    case 'rear':
      return fa > 120 && fa < 240;
    case 'right-arm':
      return front || right;
    case 'left-arm':
      return front || left;
  }
}

/** The one arc (front, left, right or rear) a hex lies in. */
export function arcOf(from: Hex, facing: Facing, to: Hex): 'front' | 'left' | 'right' | 'rear' {
  for (const arc of ['front', 'right', 'left'] as const) if (inArc(from, facing, to, arc)) return arc;
  return 'rear';
}

export type AttackDirection = 'front' | 'left' | 'right' | 'rear';

/**
 * Which side of the target an attack from `attacker` strikes, for the hit-location table (MegaMek
 * Compute.targetSideTable). A 'Mech's front covers three hexsides and each other side one: right when the attacker's
 * bearing from the target's facing is over 90° up to 150°, rear strictly between 150° and 210°, left from 210° to under
 * 270°. A vehicle's sides are two hexsides each (right over 30° up to 150°, left 210° to under 330°). An attacker in the
 * target's hex strikes the front.
 */
export function attackDirection(target: Hex, targetFacing: Facing, attacker: Hex, kind: 'mech' | 'vehicle' = 'mech'): AttackDirection {
  if (sameHex(target, attacker)) return 'front';
  const fa = relativeBearing(target, targetFacing, attacker);
  const sideStart = kind === 'mech' ? 90 : 30;
  const sideEnd = kind === 'mech' ? 270 : 330;
  if (fa > sideStart && fa <= 150) return 'right';
  if (fa > 150 && fa < 210) return 'rear';
  if (fa >= 210 && fa < sideEnd) return 'left';
  return 'front';
}
