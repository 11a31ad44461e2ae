// Draws a battlefield board: terrain colours, levels, hex numbers, units with name and facing, and a line of sight.
import type { CanvasRenderingContext2D } from 'canvas';
import { type Board, type BoardHex, hexAt, terrainLevel, waterDepth } from '../battlefield/board.js';
import { centre, type Facing, formatHex, type Hex, hexesOf, type LineStep } from '../battlefield/hex.js';
import { createSurface, font, hexPath, useFont } from './canvas.js';
import { theme } from './theme.js';

/** Terrain fills, strongest first: a hex takes the first that applies. */
export const TERRAIN_COLOURS = {
  building: '#8a8f98',
  deepWater: '#1f5fa8',
  water: '#4f8fd6',
  heavyWoods: '#1f6b32',
  lightWoods: '#4c9a4f',
  rough: '#9b7b55',
  swamp: '#6f7d4a',
  pavement: '#c9c3b4',
  clear: '#d8cf9f',
} as const;

export const SIGHT_COLOURS = { clear: theme.highlight, blocked: theme.bad } as const;
export const FIGURE_COLOUR = theme.accent;

export interface MapFigure {
  readonly name: string;
  readonly hex: Hex;
  readonly facing?: Facing;
}

export interface MapSight {
  readonly from: Hex;
  readonly to: Hex;
  readonly steps: readonly LineStep[];
  readonly blockedAt?: Hex;
}

export interface MapPicture {
  readonly board: Board;
  readonly figures: readonly MapFigure[];
  readonly sight?: MapSight;
}

/** Pixels from a hex's centre to its corners. */
export const HEX_RADIUS = 22;
const MARGIN = 8;

/** Where a hex's centre falls on the picture, and the picture's size. */
export function mapLayout(board: Board): { width: number; height: number; at: (hex: Hex) => { x: number; y: number } } {
  const width = Math.ceil(HEX_RADIUS * (1.5 * (board.width - 1) + 2) + 2 * MARGIN);
  const height = Math.ceil(HEX_RADIUS * Math.sqrt(3) * (board.height + (board.width > 1 ? 0.5 : 0)) + 2 * MARGIN);
  const at = (hex: Hex) => {
    const c = centre(hex);
    return { x: MARGIN + HEX_RADIUS + c.x * HEX_RADIUS, y: MARGIN + (HEX_RADIUS * Math.sqrt(3)) / 2 + c.y * HEX_RADIUS };
  };
  return { width, height, at };
}

export function terrainColour(hex: BoardHex): string {
  if (terrainLevel(hex, 'building') !== undefined) return TERRAIN_COLOURS.building;
  const depth = waterDepth(hex);
  if (depth > 1) return TERRAIN_COLOURS.deepWater;
  if (depth === 1) return TERRAIN_COLOURS.water;
  const woods = terrainLevel(hex, 'woods') ?? terrainLevel(hex, 'jungle');
  if (woods !== undefined) return woods >= 2 ? TERRAIN_COLOURS.heavyWoods : TERRAIN_COLOURS.lightWoods;
  if (terrainLevel(hex, 'rough') !== undefined || terrainLevel(hex, 'rubble') !== undefined) return TERRAIN_COLOURS.rough;
  if (terrainLevel(hex, 'swamp') !== undefined || terrainLevel(hex, 'mud') !== undefined) return TERRAIN_COLOURS.swamp;
  if (terrainLevel(hex, 'pavement') !== undefined || terrainLevel(hex, 'road') !== undefined) return TERRAIN_COLOURS.pavement;
  return TERRAIN_COLOURS.clear;
}

/** Dark text on the light fills, light text on the dark ones. */
function inkFor(fill: string): string {
  const dark = fill === TERRAIN_COLOURS.deepWater || fill === TERRAIN_COLOURS.heavyWoods || fill === TERRAIN_COLOURS.water;
  return dark ? '#f2f3f5' : '#1e1f22';
}

function drawHexes(
  ctx: CanvasRenderingContext2D,
  board: Board,
  at: (hex: Hex) => { x: number; y: number },
  highlighted: Set<string>,
): void {
  const numberFont = font(8);
  const levelFont = font(11, { bold: true });
  for (let row = 1; row <= board.height; row++) {
    for (let col = 1; col <= board.width; col++) {
      const hex = { col, row };
      const data = hexAt(board, hex);
      if (!data) continue;
      const { x, y } = at(hex);
      const fill = terrainColour(data);
      hexPath(ctx, x, y, HEX_RADIUS - 0.5, false);
      ctx.fillStyle = fill;
      ctx.fill();
      ctx.lineWidth = highlighted.has(formatHex(hex)) ? 3 : 1;
      ctx.strokeStyle = highlighted.has(formatHex(hex)) ? SIGHT_COLOURS.clear : '#55575e';
      ctx.stroke();
      const ink = inkFor(fill);
      ctx.fillStyle = ink;
      ctx.textAlign = 'center';
      useFont(ctx, numberFont);
      ctx.fillText(formatHex(hex), x, y - HEX_RADIUS * 0.6);
      if (data.elevation !== 0) {
        useFont(ctx, levelFont);
        ctx.fillText(String(data.elevation), x, y + HEX_RADIUS * 0.45);
      }
    }
  }
}

function drawSight(ctx: CanvasRenderingContext2D, sight: MapSight, at: (hex: Hex) => { x: number; y: number }): void {
  const from = at(sight.from);
  const to = at(sight.to);
  ctx.strokeStyle = sight.blockedAt ? SIGHT_COLOURS.blocked : SIGHT_COLOURS.clear;
  ctx.lineWidth = 3;
  ctx.beginPath();
  ctx.moveTo(from.x, from.y);
  ctx.lineTo(to.x, to.y);
  ctx.stroke();
  if (sight.blockedAt) {
    const { x, y } = at(sight.blockedAt);
    hexPath(ctx, x, y, HEX_RADIUS - 3, false);
    ctx.strokeStyle = SIGHT_COLOURS.blocked;
    ctx.stroke();
  }
}

function drawFigure(ctx: CanvasRenderingContext2D, figure: MapFigure, at: (hex: Hex) => { x: number; y: number }): void {
  const { x, y } = at(figure.hex);
  const r = HEX_RADIUS * 0.42;
  if (figure.facing !== undefined) {
    // A pointer to the hexside faced: hexside k's middle lies at 60k degrees clockwise from north.
    const angle = (figure.facing * Math.PI) / 3;
    const tip = { x: x + Math.sin(angle) * HEX_RADIUS * 0.8, y: y - Math.cos(angle) * HEX_RADIUS * 0.8 };
    ctx.strokeStyle = FIGURE_COLOUR;
    ctx.lineWidth = 4;
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(tip.x, tip.y);
    ctx.stroke();
  }
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = FIGURE_COLOUR;
  ctx.fill();
  ctx.strokeStyle = theme.text;
  ctx.lineWidth = 1.5;
  ctx.stroke();
  useFont(ctx, font(10, { bold: true }));
  ctx.textAlign = 'center';
  const label = figure.name.length > 10 ? `${figure.name.slice(0, 9)}…` : figure.name;
  ctx.fillStyle = theme.background;
  const w = ctx.measureText(label).width + 4;
  ctx.fillRect(x - w / 2, y + r + 1, w, 12);
  ctx.fillStyle = theme.text;
  ctx.fillText(label, x, y + r + 7);
}

/** The whole board as a PNG. */
export function renderMap(picture: MapPicture): Buffer {
  const layout = mapLayout(picture.board);
  const surface = createSurface(layout.width, layout.height);
  const { ctx } = surface;
  const highlighted = new Set(picture.sight ? hexesOf(picture.sight.steps).map(formatHex) : []);
  drawHexes(ctx, picture.board, layout.at, highlighted);
  if (picture.sight) drawSight(ctx, picture.sight, layout.at);
  for (const figure of picture.figures) drawFigure(ctx, figure, layout.at);
  return surface.toPng();
}
