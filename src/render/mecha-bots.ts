// The Mecha Bots chassis card: 49 hexes with location borders, counter glyphs, damage, Unpowered marks and the last shot.
import type { CanvasRenderingContext2D } from 'canvas';
import { DIRECTIONS, hexToPixel } from '../battlefield/axial.js';
import {
  ARCS,
  type ArcId,
  CELLS,
  type CellName,
  COLUMN_COUNT,
  chassisCell,
  LOCATION_NAMES,
  locationCentre,
  OUTER_LOCATIONS,
} from '../systems/mecha-bots/chassis.js';
import { DEFAULT_COLUMN_MAP } from '../systems/mecha-bots/column-map.js';
import type { BotData, ColumnMapData, Counter, ShotTrace } from '../systems/mecha-bots/components.js';
import { SCIENTIST_HIT_POINTS, type ScientistData } from '../systems/mecha-bots/scientist.js';
import { type ArmedObjectStats, deriveStats } from '../systems/mecha-bots/stats.js';
import type { UnitRecord } from '../systems/types.js';
import { createSurface, drawCross, drawLabel, drawLegend, font, hexPath, textWidth, useFont } from './canvas.js';
import { theme } from './theme.js';

export const WIDTH = 1100;
export const HEX_RADIUS = 50;
const HEADER = 64;
const CHASSIS_HEIGHT = 900;
const LINE = 28;
const LABEL_SIZE = 16;
const BADGE_RADIUS = 13;
const MAX_COMPASS_RINGS = 5;
/** The arcs compass, in the bottom-right corner the chassis leaves free. */
export const COMPASS = { x: WIDTH - 95, y: HEADER + CHASSIS_HEIGHT - 120, radius: 58 } as const;

/** Fill per counter kind; the glyph letters carry the same information for colour-blind readers. */
export const BOT_COLOURS = {
  weapon: '#e86a5c',
  sensor: '#f5a623',
  mobility: '#7ed321',
  armour: '#9b9b9b',
  boiler: '#4ea1ff',
  remote: '#bd10e0',
  accessory: '#50e3c2',
  brain: '#ff8fd8',
  empty: theme.panel,
  destroyed: theme.destroyed,
  column: theme.highlight,
  stop: theme.bad,
  unpowered: '#000000',
  rollBox: '#d9dce1',
} as const;

/** The pixel centre of a chassis cell on the card (the chassis sits at a fixed place, whatever the text below). */
export function cellCentre(name: CellName): { x: number; y: number } {
  const p = hexToPixel(chassisCell(name).hex);
  return { x: WIDTH / 2 + p.x * HEX_RADIUS, y: HEADER + CHASSIS_HEIGHT / 2 + p.y * HEX_RADIUS };
}

function isShotTrace(value: unknown): value is ShotTrace {
  return typeof value === 'object' && value !== null && 'arc' in value && Array.isArray((value as ShotTrace).path);
}

function glyph(counter: Counter): string {
  if (counter.kind === 'brain') return 'Brain';
  return `${counter.object ?? ''}${counter.sub ?? ''}`;
}

function drawCell(ctx: CanvasRenderingContext2D, name: CellName, counter: Counter | undefined): void {
  const { x, y } = cellCentre(name);
  hexPath(ctx, x, y, HEX_RADIUS);
  ctx.fillStyle = !counter ? BOT_COLOURS.empty : counter.destroyed ? BOT_COLOURS.destroyed : BOT_COLOURS[counter.kind];
  ctx.fill();
  ctx.strokeStyle = theme.panelBorder;
  ctx.lineWidth = 1;
  ctx.stroke();
  const dark = '#111214';
  drawLabel(ctx, name, x, y - HEX_RADIUS * 0.52, {
    size: 14,
    align: 'center',
    color: counter && !counter.destroyed ? dark : theme.mutedText,
  });
  if (!counter) return;
  if (counter.destroyed) {
    drawCross(ctx, x, y, HEX_RADIUS * 0.42, theme.bad);
    drawLabel(ctx, glyph(counter), x, y + 2, { size: 18, bold: true, align: 'center', color: theme.mutedText, strike: true });
    return;
  }
  drawLabel(ctx, glyph(counter), x, y + 2, { size: counter.kind === 'brain' ? 16 : 20, bold: true, align: 'center', color: dark });
  if (counter.unpowered) {
    const by = y + HEX_RADIUS * 0.55;
    ctx.beginPath();
    ctx.arc(x, by, 11, 0, Math.PI * 2);
    ctx.fillStyle = BOT_COLOURS.unpowered;
    ctx.fill();
    ctx.strokeStyle = theme.text;
    ctx.lineWidth = 2;
    ctx.stroke();
    drawLabel(ctx, 'U', x, by + 1, { size: 14, bold: true, align: 'center', color: theme.text });
  }
}

/** Thick lines on every hex edge that faces another location or the card's edge. */
function drawLocationBorders(ctx: CanvasRenderingContext2D): void {
  ctx.strokeStyle = theme.text;
  ctx.lineWidth = 4;
  ctx.lineCap = 'round';
  for (const cell of CELLS) {
    const { x, y } = cellCentre(cell.name);
    for (const step of DIRECTIONS) {
      const neighbour = CELLS.find((other) => other.hex.q === cell.hex.q + step.q && other.hex.r === cell.hex.r + step.r);
      if (neighbour?.location === cell.location) continue;
      // The edge facing direction i sits between the corners at angles (dir angle ± 30°).
      const p = hexToPixel(step);
      const angle = Math.atan2(p.y, p.x);
      ctx.beginPath();
      ctx.moveTo(x + HEX_RADIUS * Math.cos(angle - Math.PI / 6), y + HEX_RADIUS * Math.sin(angle - Math.PI / 6));
      ctx.lineTo(x + HEX_RADIUS * Math.cos(angle + Math.PI / 6), y + HEX_RADIUS * Math.sin(angle + Math.PI / 6));
      ctx.stroke();
    }
  }
}

interface LabelBox {
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly align: 'left' | 'right' | 'center';
}

/** Where each outer location's name goes: beyond its outermost hex and the column badges in front of it. */
export function locationLabel(location: (typeof OUTER_LOCATIONS)[number]): LabelBox {
  const p = hexToPixel(locationCentre(location));
  const length = Math.hypot(p.x, p.y);
  const unit = { x: p.x / length, y: p.y / length };
  const outermost = Math.max(
    ...CELLS.filter((cell) => cell.location === location).map((cell) => {
      const c = hexToPixel(cell.hex);
      return c.x * unit.x + c.y * unit.y;
    }),
  );
  const side = Math.abs(unit.x) > 0.3;
  const reach = outermost * HEX_RADIUS + (side ? HEX_RADIUS * 1.6 : HEX_RADIUS * 2.1);
  return {
    text: LOCATION_NAMES[location],
    x: WIDTH / 2 + unit.x * reach,
    y: HEADER + CHASSIS_HEIGHT / 2 + unit.y * reach,
    // Side labels grow away from the card so their width never reaches back over it.
    align: !side ? 'center' : unit.x > 0 ? 'left' : 'right',
  };
}

/** The names, on a backing of the background colour: drawn last, so no arrow or badge ever covers one. */
function drawLocationLabels(ctx: CanvasRenderingContext2D): void {
  for (const location of OUTER_LOCATIONS) {
    const label = locationLabel(location);
    useFont(ctx, font(LABEL_SIZE, { bold: true }));
    const width = textWidth(ctx, label.text);
    const left = label.align === 'center' ? label.x - width / 2 : label.align === 'left' ? label.x : label.x - width;
    ctx.fillStyle = theme.background;
    ctx.fillRect(left - 4, label.y - LABEL_SIZE / 2 - 4, width + 8, LABEL_SIZE + 8);
    drawLabel(ctx, label.text, label.x, label.y, { size: LABEL_SIZE, bold: true, align: label.align, color: theme.mutedText });
  }
}

/** The unit vector damage travels along on a face, in card pixels. */
function travel(arc: ArcId): { x: number; y: number } {
  const step = hexToPixel(ARCS[arc].direction);
  const length = Math.hypot(step.x, step.y);
  return { x: step.x / length, y: step.y / length };
}

/** Where a column's number badge sits: just outside its first hex on the face struck. */
export function columnBadge(arc: ArcId, column: number): { x: number; y: number } {
  const first = cellCentre(ARCS[arc].columns[column - 1]?.[0] as CellName);
  const u = travel(arc);
  return { x: first.x - u.x * HEX_RADIUS * 1.2, y: first.y - u.y * HEX_RADIUS * 1.2 };
}

/** Where the 2d6 totals for a column sit: beyond its badge. */
export function rollBadge(arc: ArcId, column: number): { x: number; y: number } {
  const badge = columnBadge(arc, column);
  const u = travel(arc);
  return { x: badge.x - u.x * 34, y: badge.y - u.y * 34 };
}

/** The 2d6 totals that strike each column (a map may give a column none, or several). */
function totalsByColumn(map: ColumnMapData): Map<number, number[]> {
  const byColumn = new Map<number, number[]>();
  for (const [total, column] of Object.entries(map)) {
    if (column !== null) byColumn.set(column, [...(byColumn.get(column) ?? []), Number(total)]);
  }
  return byColumn;
}

/**
 * Numbers the nine columns of one face (○ the column, □ the 2d6 totals that strike it), so a shot "from Backward
 * Left, column 1" can be found on the card; the struck column's badges are filled.
 */
function drawColumnNumbers(ctx: CanvasRenderingContext2D, arc: ArcId, map: ColumnMapData, struck: number | null): void {
  const totals = totalsByColumn(map);
  for (let column = 1; column <= COLUMN_COUNT; column++) {
    const hit = column === struck;
    const badge = columnBadge(arc, column);
    ctx.beginPath();
    ctx.arc(badge.x, badge.y, BADGE_RADIUS, 0, Math.PI * 2);
    ctx.fillStyle = hit ? BOT_COLOURS.column : theme.panel;
    ctx.fill();
    ctx.strokeStyle = BOT_COLOURS.column;
    ctx.lineWidth = 2;
    ctx.stroke();
    drawLabel(ctx, String(column), badge.x, badge.y + 1, { size: 14, bold: true, align: 'center', color: hit ? '#111214' : theme.text });
    const roll = rollBadge(arc, column);
    const text = (totals.get(column) ?? []).join('/') || '–';
    useFont(ctx, font(13, { bold: true }));
    const width = Math.max(22, textWidth(ctx, text) + 8);
    ctx.fillStyle = hit ? BOT_COLOURS.column : BOT_COLOURS.rollBox;
    ctx.fillRect(roll.x - width / 2, roll.y - 11, width, 22);
    drawLabel(ctx, text, roll.x, roll.y + 1, { size: 13, bold: true, align: 'center', color: '#111214' });
  }
}

function drawArrow(ctx: CanvasRenderingContext2D, from: { x: number; y: number }, to: { x: number; y: number }, colour: string): void {
  const angle = Math.atan2(to.y - from.y, to.x - from.x);
  ctx.strokeStyle = colour;
  ctx.fillStyle = colour;
  ctx.lineWidth = 6;
  ctx.beginPath();
  ctx.moveTo(from.x, from.y);
  ctx.lineTo(to.x - 14 * Math.cos(angle), to.y - 14 * Math.sin(angle));
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(to.x, to.y);
  ctx.lineTo(to.x - 20 * Math.cos(angle - 0.45), to.y - 20 * Math.sin(angle - 0.45));
  ctx.lineTo(to.x - 20 * Math.cos(angle + 0.45), to.y - 20 * Math.sin(angle + 0.45));
  ctx.closePath();
  ctx.fill();
}

/** Outlines the struck column (the cell where the damage ended in red) and, when damage left the far side, the exit arrow. */
function drawShot(ctx: CanvasRenderingContext2D, shot: ShotTrace): void {
  if (shot.column === null) return;
  const cells = ARCS[shot.arc as ArcId].columns[shot.column - 1] ?? [];
  for (const cell of cells) {
    const { x, y } = cellCentre(cell);
    hexPath(ctx, x, y, HEX_RADIUS - 5);
    ctx.strokeStyle = cell === shot.stoppedAt ? BOT_COLOURS.stop : BOT_COLOURS.column;
    ctx.lineWidth = cell === shot.stoppedAt ? 7 : 5;
    ctx.stroke();
  }
  const u = travel(shot.arc);
  const roll = rollBadge(shot.arc, shot.column);
  // The entry arrow points at the badges from outside them.
  drawArrow(ctx, { x: roll.x - u.x * 60, y: roll.y - u.y * 60 }, { x: roll.x - u.x * 16, y: roll.y - u.y * 16 }, BOT_COLOURS.column);
  const reached = shot.path.at(-1);
  if (shot.stoppedAt === null && reached && reached.after > 0) {
    const last = cellCentre(cells.at(-1) as CellName);
    const exit = { x: last.x + u.x * HEX_RADIUS * 2, y: last.y + u.y * HEX_RADIUS * 2 };
    drawArrow(ctx, { x: last.x + u.x * HEX_RADIUS * 0.9, y: last.y + u.y * HEX_RADIUS * 0.9 }, exit, BOT_COLOURS.stop);
  }
}

/** Compass of the Bot's arcs in the top-right corner: one ring per weapon (outer) and sensor (inner), 60° per location. */
function drawArcCompass(ctx: CanvasRenderingContext2D, weapons: readonly ArmedObjectStats[], sensors: readonly ArmedObjectStats[]): void {
  const rings = [
    ...weapons.map((w) => ({ object: w, colour: BOT_COLOURS.weapon })),
    ...sensors.map((s) => ({ object: s, colour: BOT_COLOURS.sensor })),
  ].slice(0, MAX_COMPASS_RINGS);
  const { x, y } = COMPASS;
  const ring = (COMPASS.radius - 14) / Math.max(rings.length, 1);
  rings.forEach(({ object, colour }, i) => {
    const outer = COMPASS.radius - i * ring;
    for (const location of object.arcs) {
      const centre = hexToPixel(locationCentre(location));
      const angle = Math.atan2(centre.y, centre.x);
      ctx.beginPath();
      ctx.arc(x, y, outer, angle - Math.PI / 6, angle + Math.PI / 6);
      ctx.arc(x, y, outer - ring + 2, angle + Math.PI / 6, angle - Math.PI / 6, true);
      ctx.closePath();
      ctx.fillStyle = colour;
      ctx.fill();
    }
  });
  ctx.strokeStyle = theme.panelBorder;
  ctx.lineWidth = 1;
  for (const location of OUTER_LOCATIONS) {
    const centre = hexToPixel(locationCentre(location));
    const angle = Math.atan2(centre.y, centre.x) + Math.PI / 6;
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x + COMPASS.radius * Math.cos(angle), y + COMPASS.radius * Math.sin(angle));
    ctx.stroke();
    const mid = Math.atan2(centre.y, centre.x);
    drawLabel(ctx, location, x + (COMPASS.radius + 12) * Math.cos(mid), y + (COMPASS.radius + 12) * Math.sin(mid), {
      size: 11,
      bold: true,
      align: 'center',
      color: theme.mutedText,
    });
  }
  ctx.beginPath();
  ctx.arc(x, y, COMPASS.radius, 0, Math.PI * 2);
  ctx.stroke();
  const names = rings.map(({ object }) => object.id).join(' · ');
  drawLabel(ctx, `Arcs${names ? `, outside in: ${names}` : ': none'}`, x, y + COMPASS.radius + 28, {
    size: 12,
    align: 'center',
    color: theme.mutedText,
  });
}

/** The marks the colour swatches cannot show: the Unpowered badge, the red stop outline, the entry and exit arrows. */
function drawMarkLegend(ctx: CanvasRenderingContext2D, y: number): void {
  let x = theme.padding;
  const label = (text: string) => {
    x += drawLabel(ctx, text, x, y, { size: theme.fontSize.small, color: theme.mutedText }) + 22;
  };
  ctx.beginPath();
  ctx.arc(x + 9, y, 9, 0, Math.PI * 2);
  ctx.fillStyle = BOT_COLOURS.unpowered;
  ctx.fill();
  ctx.strokeStyle = theme.text;
  ctx.lineWidth = 2;
  ctx.stroke();
  drawLabel(ctx, 'U', x + 9, y + 1, { size: 11, bold: true, align: 'center', color: theme.text });
  x += 24;
  label('Unpowered');
  hexPath(ctx, x + 10, y, 10);
  ctx.strokeStyle = BOT_COLOURS.stop;
  ctx.lineWidth = 4;
  ctx.stroke();
  x += 26;
  label('where the damage stopped');
  drawArrow(ctx, { x, y }, { x: x + 34, y }, BOT_COLOURS.column);
  x += 42;
  label('entry');
  drawArrow(ctx, { x, y }, { x: x + 34, y }, BOT_COLOURS.stop);
  x += 42;
  label('damage left the far side');
}

function shotSummary(shot: ShotTrace): string {
  const roll = shot.roll === null ? 'column named' : `roll ${shot.roll}${shot.shift > 0 ? ` +${shot.shift}` : ''}`;
  const from = `${shot.attacker}'s ${shot.weapon} from ${LOCATION_NAMES[shot.arc]}: ${roll}`;
  if (shot.column === null) return `Last shot: ${from}, missed`;
  const end = shot.brainDestroyed ? 'brain destroyed' : shot.stoppedAt ? `stopped at ${shot.stoppedAt}` : 'left the far side';
  return `Last shot: ${from} → column ${shot.column}, ${shot.damage} damage, ${end}`;
}

/** The chassis diagram as a PNG; `highlight` is a ShotTrace (defaults to the Bot's last shot). */
export function renderBot(unit: UnitRecord<BotData>, highlight?: unknown): Buffer {
  const data = unit.data;
  const stats = deriveStats(data);
  const shot = isShotTrace(highlight) ? highlight : data.lastShot;
  const info: string[] = [];
  info.push(
    `Speed ${stats.speed} (${stats.mobilityTypeName}) · turns every ${stats.turningDistance} · power ${stats.powerDemand}/${stats.boilerCapacity} · ${stats.componentCount} components`,
  );
  for (const w of stats.weapons)
    info.push(`${w.id} ${w.name}: damage ${w.damage}, range ${w.range}, ${w.allRound ? 'all round' : w.arcs.join('/') || 'no arc'}`);
  for (const s of stats.sensors)
    info.push(`${s.id} ${s.name}: accuracy ${s.accuracy}, range ${s.range}, ${s.allRound ? 'all round' : s.arcs.join('/') || 'no arc'}`);
  const armour = OUTER_LOCATIONS.map((l) => `${l} ${stats.armour[l].protect}P/${stats.armour[l].resist}R`).join('  ');
  info.push(`Armour ${armour}`);
  if (shot) info.push(shotSummary(shot));
  const face: ArcId = shot?.arc ?? 'F';
  const map = shot?.columnMap ?? data.columnMap ?? DEFAULT_COLUMN_MAP.byTotal;
  info.push(
    `Columns of the ${LOCATION_NAMES[face]} face: ○ column, □ the 2d6 totals that strike it (${shot?.columnMap ? 'as that shot read them' : data.columnMap ? "this Bot's own map" : 'reconstructed card'})`,
  );
  const legendHeight = 92;
  const height = HEADER + CHASSIS_HEIGHT + info.length * LINE + legendHeight + theme.padding;
  const surface = createSurface(WIDTH, height);
  const { ctx } = surface;

  drawLabel(ctx, unit.name, theme.padding, HEADER / 2, { size: theme.fontSize.title, bold: true, maxWidth: WIDTH * 0.6 });
  if (!stats.alive) {
    drawLabel(ctx, 'DESTROYED', WIDTH - theme.padding, HEADER / 2, {
      size: theme.fontSize.title,
      bold: true,
      align: 'right',
      color: theme.bad,
    });
  } else if (stats.unpowered.length > 0) {
    drawLabel(ctx, `${stats.unpowered.length} Unpowered`, WIDTH - theme.padding, HEADER / 2, {
      size: 20,
      bold: true,
      align: 'right',
      color: theme.warn,
    });
  }

  for (const cell of CELLS) drawCell(ctx, cell.name, data.cells[cell.name]);
  drawLocationBorders(ctx);
  drawColumnNumbers(ctx, face, map, shot?.column ?? null);
  if (shot) drawShot(ctx, shot);
  drawArcCompass(ctx, stats.weapons, stats.sensors);
  drawLocationLabels(ctx);

  let y = HEADER + CHASSIS_HEIGHT + LINE / 2;
  for (const line of info) {
    drawLabel(ctx, line, theme.padding, y, { size: 18, maxWidth: WIDTH - 2 * theme.padding });
    y += LINE;
  }
  drawLegend(
    ctx,
    [
      { color: BOT_COLOURS.weapon, label: 'W weapon (d/r)' },
      { color: BOT_COLOURS.sensor, label: 'S sensor (a/r)' },
      { color: BOT_COLOURS.mobility, label: 'M mobility (s/t)' },
      { color: BOT_COLOURS.armour, label: 'A armour (P/R)' },
      { color: BOT_COLOURS.boiler, label: 'B boiler' },
      { color: BOT_COLOURS.remote, label: 'R remote' },
      { color: BOT_COLOURS.accessory, label: 'X accessory' },
      { color: BOT_COLOURS.destroyed, label: 'destroyed' },
      { color: BOT_COLOURS.column, label: 'last shot' },
    ],
    theme.padding,
    y + 4,
    WIDTH - 2 * theme.padding,
  );
  drawMarkLegend(ctx, y + 4 + 2 * 24);
  return surface.toPng();
}

const SCIENTIST_WIDTH = 600;

/** A Mad Scientist's card: name, a box per hit point (lost ones crossed), the last wound. */
export function renderScientist(name: string, data: ScientistData): Buffer {
  const surface = createSurface(SCIENTIST_WIDTH, 200);
  const { ctx } = surface;
  drawLabel(ctx, name, theme.padding, 32, { size: theme.fontSize.title, bold: true, maxWidth: SCIENTIST_WIDTH * 0.6 });
  drawLabel(ctx, data.hitPoints === 0 ? 'DEAD' : 'Mad Scientist', SCIENTIST_WIDTH - theme.padding, 32, {
    size: 20,
    bold: true,
    align: 'right',
    color: data.hitPoints === 0 ? theme.bad : theme.mutedText,
  });
  const box = 56;
  for (let i = 0; i < SCIENTIST_HIT_POINTS; i++) {
    const x = theme.padding + i * (box + 12);
    const lost = i >= data.hitPoints;
    ctx.fillStyle = lost ? theme.destroyed : theme.good;
    ctx.fillRect(x, 70, box, box);
    ctx.strokeStyle = theme.panelBorder;
    ctx.lineWidth = 2;
    ctx.strokeRect(x, 70, box, box);
    if (lost) drawCross(ctx, x + box / 2, 70 + box / 2, box * 0.3, theme.bad);
  }
  const wound = data.lastWound;
  const line = wound
    ? `${data.hitPoints}/${SCIENTIST_HIT_POINTS} hit points · last: ${wound.wounds} wounds from ${wound.by}'s ${wound.weapon}`
    : `${data.hitPoints}/${SCIENTIST_HIT_POINTS} hit points · a Bot's weapon does D6 wounds per point of damage`;
  drawLabel(ctx, line, theme.padding, 160, { size: 18, maxWidth: SCIENTIST_WIDTH - 2 * theme.padding });
  return surface.toPng();
}
