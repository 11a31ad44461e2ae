// Axial hex arithmetic for diagrams drawn hex by hex (pointy-top hexes, screen y pointing down), such as a Bot's chassis card.

export interface Hex {
  readonly q: number;
  readonly r: number;
}

/** The six neighbour steps, clockwise on screen starting north-east: the order cell indices 1–6 follow. */
export const DIRECTIONS: readonly Hex[] = [
  { q: 1, r: -1 },
  { q: 1, r: 0 },
  { q: 0, r: 1 },
  { q: -1, r: 1 },
  { q: -1, r: 0 },
  { q: 0, r: -1 },
];

export function hexKey(hex: Hex): string {
  return `${hex.q},${hex.r}`;
}

export function addHex(a: Hex, b: Hex): Hex {
  return { q: a.q + b.q, r: a.r + b.r };
}

export function negateHex(a: Hex): Hex {
  return { q: -a.q || 0, r: -a.r || 0 };
}

/** One 60° turn clockwise about the origin. */
export function rotateClockwise(hex: Hex, turns = 1): Hex {
  let out = hex;
  for (let i = 0; i < ((turns % 6) + 6) % 6; i++) out = { q: -out.r || 0, r: out.q + out.r };
  return out;
}

export function areNeighbours(a: Hex, b: Hex): boolean {
  return DIRECTIONS.some((d) => a.q + d.q === b.q && a.r + d.r === b.r);
}

/** Centre of a hex of circumradius 1. */
export function hexToPixel(hex: Hex): { x: number; y: number } {
  return { x: Math.sqrt(3) * (hex.q + hex.r / 2), y: 1.5 * hex.r };
}
