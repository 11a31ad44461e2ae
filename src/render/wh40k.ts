// The 40k vehicle card: a top-down silhouette with armour by facing, weapons (destroyed ones struck), status badges, results.
import type { CanvasRenderingContext2D } from 'canvas';
import { weaponLabel } from '../systems/wh40k/actions.js';
import { type Facing, TYPE_LABELS, typeList, type VehicleData, type VehicleUnit } from '../systems/wh40k/vehicle.js';
import { createSurface, drawCross, drawLabel, font, textWidth, useFont } from './canvas.js';
import { theme } from './theme.js';

export const CARD_WIDTH = 1000;
const PAD = theme.padding;
const LEFT_WIDTH = 420;
const RIGHT_X = LEFT_WIDTH + 2 * PAD;
const RIGHT_WIDTH = CARD_WIDTH - RIGHT_X - PAD;
const HEADER_HEIGHT = 84;
const BADGE_HEIGHT = 32;
const ROW_HEIGHT = 30;
const SILHOUETTE = { cx: PAD + LEFT_WIDTH / 2, cy: HEADER_HEIGHT + 250, width: 150, height: 250 };

export const CARD_COLOURS = {
  shaken: theme.warn,
  stunned: '#e8743b',
  immobilised: '#a66bdb',
  destroyed: theme.bad,
  position: theme.accent,
  moved: '#3c8dbc',
  ready: theme.good,
  hull: '#7d8590',
  hullDestroyed: '#4a3b3b',
  track: '#1e1f22',
  armourBox: theme.panel,
  armourHighlight: theme.highlight,
  weaponRow: theme.panel,
  weaponDestroyed: theme.destroyed,
} as const;

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface Badge extends Rect {
  readonly label: string;
  readonly colour: string;
}

export interface CardLayout {
  readonly width: number;
  readonly height: number;
  readonly armour: Readonly<Record<'front' | 'rear' | 'left' | 'right', Rect>>;
  readonly hull: Rect;
  readonly badges: readonly Badge[];
  readonly weapons: ReadonlyArray<Rect & { readonly destroyed: boolean }>;
  readonly transportY: number | null;
  readonly resultsY: number;
}

/** What to emphasise: the facing a shot just hit. */
export interface CardHighlight {
  readonly facing?: Facing | null;
}

function badgesFor(data: VehicleData): Array<{ label: string; colour: string }> {
  const { status } = data;
  const list: Array<{ label: string; colour: string }> = [];
  if (status.destroyed) list.push({ label: `DESTROYED: ${status.destroyed.kind.toUpperCase()}`, colour: CARD_COLOURS.destroyed });
  // Both last until the end of the controller's next turn (RULES W4), so the badge says when it lifts.
  if (status.stunned) list.push({ label: "STUNNED until end of controller's next turn", colour: CARD_COLOURS.stunned });
  if (status.shaken) list.push({ label: "SHAKEN until end of controller's next turn", colour: CARD_COLOURS.shaken });
  if (status.immobilised) list.push({ label: 'IMMOBILISED', colour: CARD_COLOURS.immobilised });
  if (data.obscured) list.push({ label: 'OBSCURED', colour: CARD_COLOURS.position });
  if (data.hullDown) list.push({ label: 'HULL-DOWN', colour: CARD_COLOURS.position });
  if (data.movement.inches > 0) list.push({ label: `MOVED ${data.movement.inches}"`, colour: CARD_COLOURS.moved });
  if (list.length === 0) list.push({ label: 'READY', colour: CARD_COLOURS.ready });
  return list;
}

let measureContext: CanvasRenderingContext2D | null = null;

/** A scratch context for measuring text, made on first use so importing this module draws nothing. */
function measure(): CanvasRenderingContext2D {
  measureContext ??= createSurface(1, 1).ctx;
  return measureContext;
}

/** Where everything goes; the renderer and the tests share it, so pixel checks sample the right spots. */
export function cardLayout(data: VehicleData): CardLayout {
  const { cx, cy, width, height } = SILHOUETTE;
  const hull: Rect = { x: cx - width / 2, y: cy - height / 2, w: width, h: height };
  const box = (x: number, y: number): Rect => ({ x: x - 36, y: y - 22, w: 72, h: 44 });
  const armour = {
    front: box(cx, hull.y - 44),
    rear: box(cx, hull.y + hull.h + 44),
    left: box(hull.x - 72, cy),
    right: box(hull.x + hull.w + 72, cy),
  };
  let x = RIGHT_X;
  let y = HEADER_HEIGHT;
  const badges: Badge[] = [];
  const ctx = measure();
  useFont(ctx, font(theme.fontSize.small, { bold: true }));
  for (const { label, colour } of badgesFor(data)) {
    const w = Math.ceil(textWidth(ctx, label)) + 24;
    if (x + w > RIGHT_X + RIGHT_WIDTH && x > RIGHT_X) {
      x = RIGHT_X;
      y += BADGE_HEIGHT + 8;
    }
    badges.push({ x, y, w, h: BADGE_HEIGHT, label, colour });
    x += w + 8;
  }
  y += BADGE_HEIGHT + 24;
  const weaponsTop = y + 28;
  const weapons = data.weapons.map((w, i) => ({
    x: RIGHT_X,
    y: weaponsTop + i * ROW_HEIGHT,
    w: RIGHT_WIDTH,
    h: ROW_HEIGHT,
    destroyed: w.destroyed,
  }));
  y = weaponsTop + Math.max(1, data.weapons.length) * ROW_HEIGHT + 20;
  let transportY: number | null = null;
  if (data.transport) {
    transportY = y;
    y += 28 + data.transport.embarked.length * 24 + 12;
  }
  const resultsY = y;
  y += 28 + Math.max(1, data.lastResults.length) * 24 + PAD;
  const cardHeight = Math.max(y, armour.rear.y + armour.rear.h + PAD + 40);
  return { width: CARD_WIDTH, height: cardHeight, armour, hull, badges, weapons, transportY, resultsY };
}

function roundRect(ctx: CanvasRenderingContext2D, r: Rect, radius: number): void {
  ctx.beginPath();
  ctx.moveTo(r.x + radius, r.y);
  ctx.arcTo(r.x + r.w, r.y, r.x + r.w, r.y + r.h, radius);
  ctx.arcTo(r.x + r.w, r.y + r.h, r.x, r.y + r.h, radius);
  ctx.arcTo(r.x, r.y + r.h, r.x, r.y, radius);
  ctx.arcTo(r.x, r.y, r.x + r.w, r.y, radius);
  ctx.closePath();
}

function drawSilhouette(ctx: CanvasRenderingContext2D, data: VehicleData, hull: Rect): void {
  const destroyed = data.status.destroyed !== null;
  const body = destroyed ? CARD_COLOURS.hullDestroyed : CARD_COLOURS.hull;
  const cx = hull.x + hull.w / 2;
  if (data.types.walker) {
    // Legs below a squat body, arms at the sides: a Dreadnought seen from above.
    ctx.fillStyle = CARD_COLOURS.track;
    ctx.fillRect(hull.x + 10, hull.y + hull.h * 0.55, 40, hull.h * 0.45);
    ctx.fillRect(hull.x + hull.w - 50, hull.y + hull.h * 0.55, 40, hull.h * 0.45);
    ctx.fillStyle = body;
    roundRect(ctx, { x: hull.x + 20, y: hull.y + 30, w: hull.w - 40, h: hull.h * 0.6 }, 24);
    ctx.fill();
    ctx.fillRect(hull.x - 10, hull.y + 50, 30, 90);
    ctx.fillRect(hull.x + hull.w - 20, hull.y + 50, 30, 90);
  } else if (data.types.skimmer) {
    // A pointed grav hull with no tracks.
    ctx.fillStyle = body;
    ctx.beginPath();
    ctx.moveTo(cx, hull.y);
    ctx.lineTo(hull.x + hull.w, hull.y + hull.h * 0.45);
    ctx.lineTo(hull.x + hull.w - 14, hull.y + hull.h);
    ctx.lineTo(hull.x + 14, hull.y + hull.h);
    ctx.lineTo(hull.x, hull.y + hull.h * 0.45);
    ctx.closePath();
    ctx.fill();
  } else {
    if (data.types.tank) {
      ctx.fillStyle = CARD_COLOURS.track;
      ctx.fillRect(hull.x, hull.y, 30, hull.h);
      ctx.fillRect(hull.x + hull.w - 30, hull.y, 30, hull.h);
    } else {
      ctx.fillStyle = CARD_COLOURS.track;
      for (const dy of [0.15, 0.75]) {
        ctx.fillRect(hull.x, hull.y + hull.h * dy, 22, 44);
        ctx.fillRect(hull.x + hull.w - 22, hull.y + hull.h * dy, 22, 44);
      }
    }
    ctx.fillStyle = body;
    roundRect(ctx, { x: hull.x + 24, y: hull.y + 6, w: hull.w - 48, h: hull.h - 12 }, 14);
    ctx.fill();
  }
  if (data.types.openTopped) {
    // The open crew bay is drawn as a hole in the hull.
    ctx.fillStyle = theme.background;
    roundRect(ctx, { x: cx - 30, y: hull.y + hull.h * 0.4, w: 60, h: hull.h * 0.4 }, 8);
    ctx.fill();
  } else if (data.types.tank && !data.types.walker) {
    ctx.fillStyle = destroyed ? CARD_COLOURS.track : '#5c636b';
    ctx.beginPath();
    ctx.arc(cx, hull.y + hull.h * 0.42, 34, 0, Math.PI * 2);
    ctx.fill();
  }
  // The front marker: an arrow at the top edge.
  ctx.fillStyle = theme.text;
  ctx.beginPath();
  ctx.moveTo(cx, hull.y + 10);
  ctx.lineTo(cx - 12, hull.y + 30);
  ctx.lineTo(cx + 12, hull.y + 30);
  ctx.closePath();
  ctx.fill();
  if (destroyed) drawCross(ctx, cx, hull.y + hull.h / 2, Math.min(hull.w, hull.h) / 2 - 10, theme.bad);
}

function drawArmour(ctx: CanvasRenderingContext2D, layout: CardLayout, data: VehicleData, highlight: Facing | null): void {
  const boxes: Array<[Rect, Facing, string]> = [
    [layout.armour.front, 'front', 'FRONT'],
    [layout.armour.rear, 'rear', 'REAR'],
    [layout.armour.left, 'side', 'SIDE'],
    [layout.armour.right, 'side', 'SIDE'],
  ];
  for (const [rect, facing, caption] of boxes) {
    const lit = highlight === facing;
    ctx.fillStyle = lit ? CARD_COLOURS.armourHighlight : CARD_COLOURS.armourBox;
    roundRect(ctx, rect, 8);
    ctx.fill();
    ctx.strokeStyle = lit ? theme.text : theme.panelBorder;
    ctx.lineWidth = 2;
    ctx.stroke();
    const colour = lit ? theme.destroyed : theme.text;
    drawLabel(ctx, String(data.armour[facing]), rect.x + rect.w / 2, rect.y + 17, { size: 22, bold: true, align: 'center', color: colour });
    drawLabel(ctx, caption, rect.x + rect.w / 2, rect.y + 36, {
      size: 11 + 3,
      align: 'center',
      color: lit ? theme.destroyed : theme.mutedText,
    });
  }
}

/** The vehicle card as a PNG. */
export function renderVehicleCard(unit: VehicleUnit, highlight?: unknown): Buffer {
  const data = unit.data;
  const layout = cardLayout(data);
  const facing = (highlight as CardHighlight | undefined)?.facing ?? null;
  const surface = createSurface(layout.width, layout.height);
  const { ctx } = surface;

  drawLabel(ctx, unit.name, PAD, 30, { size: theme.fontSize.title, bold: true, maxWidth: CARD_WIDTH - 2 * PAD });
  const types =
    typeList(data)
      .map((t) => TYPE_LABELS[t])
      .join(' · ') || 'Vehicle';
  const bs = data.bs === null ? '' : ` · BS ${data.bs}`;
  // A Discord id means nothing on an image, so only a named controller is shown.
  const controller = data.controller === null ? '' : ` · controller ${data.controller}`;
  const subtitle = `${types}${bs} · AV ${data.armour.front}/${data.armour.side}/${data.armour.rear}${controller}`;
  drawLabel(ctx, subtitle, PAD, 62, { size: theme.fontSize.small + 2, color: theme.mutedText, maxWidth: CARD_WIDTH - 2 * PAD });

  drawSilhouette(ctx, data, layout.hull);
  drawArmour(ctx, layout, data, facing);

  for (const badge of layout.badges) {
    ctx.fillStyle = badge.colour;
    roundRect(ctx, badge, 14);
    ctx.fill();
    drawLabel(ctx, badge.label, badge.x + badge.w / 2, badge.y + badge.h / 2 + 1, {
      size: theme.fontSize.small,
      bold: true,
      align: 'center',
      color: theme.destroyed,
    });
  }

  const weaponsHeader = (layout.weapons[0]?.y ?? layout.resultsY) - 16;
  drawLabel(ctx, 'WEAPONS', RIGHT_X, weaponsHeader, { size: theme.fontSize.small, bold: true, color: theme.mutedText });
  if (data.weapons.length === 0)
    drawLabel(ctx, 'none', RIGHT_X + 10, weaponsHeader + 30, { size: theme.fontSize.small, color: theme.mutedText });
  data.weapons.forEach((weapon, i) => {
    const row = layout.weapons[i]!;
    ctx.fillStyle = weapon.destroyed ? CARD_COLOURS.weaponDestroyed : CARD_COLOURS.weaponRow;
    ctx.fillRect(row.x, row.y, row.w, row.h - 2);
    const colour = weapon.destroyed ? theme.mutedText : theme.text;
    const mid = row.y + row.h / 2 - 1;
    drawLabel(ctx, weapon.name, row.x + 10, mid, {
      size: theme.fontSize.small + 2,
      color: colour,
      strike: weapon.destroyed,
      maxWidth: row.w - 200,
    });
    drawLabel(ctx, weapon.destroyed ? 'DESTROYED' : weaponLabel(weapon), row.x + row.w - 10, mid, {
      size: theme.fontSize.small,
      color: weapon.destroyed ? theme.bad : theme.mutedText,
      align: 'right',
      mono: !weapon.destroyed,
    });
  });

  if (data.transport && layout.transportY !== null) {
    const carried = data.transport.embarked.reduce((n, u) => n + u.models, 0);
    drawLabel(ctx, `TRANSPORT ${carried}/${data.transport.capacity}`, RIGHT_X, layout.transportY, {
      size: theme.fontSize.small,
      bold: true,
      color: theme.mutedText,
    });
    data.transport.embarked.forEach((u, i) => {
      drawLabel(ctx, `${u.name} (${u.models})`, RIGHT_X + 10, layout.transportY! + 26 + i * 24, {
        size: theme.fontSize.small + 2,
        maxWidth: RIGHT_WIDTH - 10,
      });
    });
  }

  drawLabel(ctx, 'LAST RESULTS', RIGHT_X, layout.resultsY, { size: theme.fontSize.small, bold: true, color: theme.mutedText });
  const results = data.lastResults.length > 0 ? data.lastResults : ['none yet'];
  results.forEach((line, i) => {
    const bad = /DESTROYED|ANNIHILATED/.test(line);
    drawLabel(ctx, line, RIGHT_X + 10, layout.resultsY + 26 + i * 24, {
      size: theme.fontSize.small + 2,
      color: data.lastResults.length === 0 ? theme.mutedText : bad ? theme.bad : theme.text,
      maxWidth: RIGHT_WIDTH - 10,
    });
  });
  return surface.toPng();
}
