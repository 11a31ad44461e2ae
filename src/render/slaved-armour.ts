// Slaved Armour diagrams: the SA sheet (six-row module grid, fires, weapons) and the personnel card (damage track, STR/DEX).
import type { CanvasRenderingContext2D } from 'canvas';
import { describeMelee } from '../systems/slaved-armour/describe.js';
import { amountFor, describeIncoming, type IncomingHit, pendingHits } from '../systems/slaved-armour/resolve.js';
import type { SaUnit } from '../systems/slaved-armour/state.js';
import type { PersonData, SaData, SaUnitData, Weapon } from '../systems/slaved-armour/unit.js';
import { conditionLabel, ROW_COUNT, SA_FISTS, UNARMED } from '../systems/slaved-armour/unit.js';
import { spellCode } from '../systems/slaved-armour/weapon-code.js';
import { type UnitRecord, unitKey } from '../systems/types.js';
import { createSurface, drawBar, drawLabel, drawLegend } from './canvas.js';
import { theme } from './theme.js';

/** Colours with a meaning on these sheets, all from the shared palette. */
export const SA_COLORS = {
  intact: theme.panel,
  destroyed: theme.destroyed,
  critical: theme.bad,
  explosive: theme.palette[3],
  fire: theme.palette[1],
  highlight: theme.highlight,
  damage: theme.bad,
  track: theme.panel,
  /** Hit Dice and Personnel Damage Dice placed on the unit, waiting for /phase end. */
  placed: theme.accent,
} as const;

const WIDTH = 1000;
const PAD = theme.padding;
const HEADER = 120;
const ROW_LABEL = 56;
const CELL_H = 60;
/** A weapon's line on a sheet: name, code and magazine pips, then its code spelled out beneath. */
const WEAPON_LINE = 58;
const PIP_X = PAD + 450;

/** One line per placed entry; past this many the rest are summed up in one more line. */
export const MAX_PLACED_LINES = 8;
const PLACED_LINE = 32;
const PLACED_DIE = 22;
/** Dice drawn per entry; more are written as `+N`. */
const MAX_DICE_DRAWN = 12;

function placedHeight(entries: number): number {
  // The heading, the lines, and room under them for the next section's label.
  return entries === 0 ? 0 : 28 + (Math.min(entries, MAX_PLACED_LINES) + (entries > MAX_PLACED_LINES ? 1 : 0)) * PLACED_LINE + 16;
}

/** Where the placed dice go: die `die` of entry `entry`, below a section starting at `top`. */
function placedDie(top: number, entry: number, die: number): Rect {
  return {
    x: PAD + die * (PLACED_DIE + 4),
    y: top + 28 + entry * PLACED_LINE + (PLACED_LINE - PLACED_DIE) / 2,
    w: PLACED_DIE,
    h: PLACED_DIE,
  };
}

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** Where everything on the SA sheet goes; the tests read pixels at these places. */
export function saLayout(data: SaData, placed = 0) {
  const columns = Math.max(1, ...data.rows.map((row) => row.length));
  const cellW = Math.min(170, Math.floor((WIDTH - 2 * PAD - ROW_LABEL) / columns));
  const gridY = HEADER;
  const placedY = gridY + ROW_COUNT * CELL_H + 16;
  const weaponsY = placedY + placedHeight(placed) + 8;
  const meleeY = weaponsY + Math.max(1, data.weapons.length) * WEAPON_LINE;
  const legendY = meleeY + 40;
  return {
    width: WIDTH,
    height: legendY + 60,
    cellW,
    cell: (row: number, col: number): Rect => ({ x: PAD + ROW_LABEL + col * cellW, y: gridY + row * CELL_H, w: cellW, h: CELL_H }),
    rowLabel: (row: number): Rect => ({ x: PAD, y: gridY + row * CELL_H, w: ROW_LABEL - 4, h: CELL_H }),
    placedY,
    /** Die `die` of placed entry `entry` (both from 0). */
    placedDie: (entry: number, die: number): Rect => placedDie(placedY, entry, die),
    weaponsY,
    /** The centre of magazine pip `shot` on weapon line `weapon`. */
    pip: (weapon: number, shot: number) => ({ x: PIP_X + shot * 18 + 7, y: weaponsY + weapon * WEAPON_LINE + 18 }),
    meleeY,
    legendY,
  };
}

function flame(ctx: CanvasRenderingContext2D, x: number, y: number, size: number): void {
  ctx.fillStyle = SA_COLORS.fire;
  ctx.beginPath();
  ctx.moveTo(x, y - size);
  ctx.bezierCurveTo(x + size * 0.9, y - size * 0.2, x + size * 0.7, y + size * 0.8, x, y + size * 0.8);
  ctx.bezierCurveTo(x - size * 0.7, y + size * 0.8, x - size * 0.9, y - size * 0.2, x, y - size);
  ctx.fill();
}

/** One line per entry placed on the unit: a die per Hit (or Damage) Die, then `#1 2 Hit Dice from Hound's Autocannon`. */
function drawPlaced(ctx: CanvasRenderingContext2D, unit: SaUnit, placed: readonly IncomingHit[], top: number): void {
  if (placed.length === 0) return;
  drawLabel(ctx, 'Placed, resolved at /phase end', PAD, top + 12, { size: theme.fontSize.small, color: theme.mutedText });
  placed.slice(0, MAX_PLACED_LINES).forEach((hit, i) => {
    const amount = amountFor(unit, hit);
    const drawn = Math.min(amount, MAX_DICE_DRAWN);
    for (let d = 0; d < drawn; d++) {
      const die = placedDie(top, i, d);
      ctx.fillStyle = SA_COLORS.placed;
      ctx.beginPath();
      ctx.roundRect(die.x, die.y, die.w, die.h, 4);
      ctx.fill();
    }
    const last = placedDie(top, i, drawn);
    const more = amount > drawn ? `+${amount - drawn} ` : '';
    drawLabel(ctx, `${more}#${i + 1} ${describeIncoming(unit, hit)} from ${hit.source}`, last.x + 4, last.y + last.h / 2, {
      maxWidth: WIDTH - PAD - last.x - 4,
      size: 16,
    });
  });
  if (placed.length > MAX_PLACED_LINES) {
    const rest = placed.slice(MAX_PLACED_LINES).reduce((n, hit) => n + amountFor(unit, hit), 0);
    const y = top + 28 + MAX_PLACED_LINES * PLACED_LINE + PLACED_LINE / 2;
    drawLabel(ctx, `… and ${placed.length - MAX_PLACED_LINES} more entries (${rest} dice); /unit show lists them all`, PAD, y, {
      size: 16,
      color: theme.mutedText,
    });
  }
}

function drawWeapons(ctx: CanvasRenderingContext2D, weapons: readonly Weapon[], y: number): void {
  if (weapons.length === 0) {
    drawLabel(ctx, 'No ranged weapons', PAD, y + WEAPON_LINE / 2, { color: theme.mutedText });
    return;
  }
  weapons.forEach((w, i) => {
    const cy = y + i * WEAPON_LINE + 18;
    const pipX = PIP_X;
    drawLabel(ctx, `${w.name}`, PAD, cy, { bold: true, maxWidth: 300 });
    drawLabel(ctx, spellCode(w), PAD, cy + 24, { size: theme.fontSize.small, color: theme.mutedText, maxWidth: WIDTH - 2 * PAD });
    drawLabel(ctx, w.code, PAD + 310, cy, { mono: true, color: theme.mutedText, maxWidth: 130 });
    if (w.magCapacity <= 20) {
      for (let s = 0; s < w.magCapacity; s++) {
        ctx.beginPath();
        ctx.arc(pipX + s * 18 + 7, cy, 7, 0, Math.PI * 2);
        ctx.fillStyle = s < w.shotsLeft ? theme.good : theme.destroyed;
        ctx.fill();
        ctx.strokeStyle = theme.panelBorder;
        ctx.lineWidth = 1;
        ctx.stroke();
      }
    } else drawBar(ctx, pipX, cy - 8, 200, 16, w.shotsLeft, w.magCapacity);
    const pipsEnd = pipX + Math.min(w.magCapacity, 20) * 18 + 10;
    const status = w.shotsLeft === 0 ? 'EMPTY — reload' : `${w.shotsLeft}/${w.magCapacity}`;
    drawLabel(ctx, `${status} · ${w.spareMags} spare`, Math.max(pipsEnd, PAD + 660), cy, {
      color: w.shotsLeft === 0 ? theme.bad : theme.text,
      size: theme.fontSize.small,
    });
  });
}

export function renderSaSheet(name: string, data: SaData, rowsHit: readonly number[] = [], placed: readonly IncomingHit[] = []): Buffer {
  const layout = saLayout(data, placed.length);
  const surface = createSurface(layout.width, layout.height);
  const { ctx } = surface;
  drawLabel(ctx, name, PAD, 30, { size: theme.fontSize.title, bold: true, maxWidth: 600 });
  drawLabel(ctx, `${data.design} · ${data.locomotion} · skill ${data.skill}`, PAD, 64, { color: theme.mutedText, maxWidth: 600 });
  const status = `Speed ${data.speed} · Facing ${data.facing}${data.submerged ? ' · Submerged' : ''}`;
  const statusWidth = drawLabel(ctx, status, PAD, 96, { bold: true });
  if (data.fires.length > 0) {
    flame(ctx, PAD + statusWidth + 24, 96, 10);
    drawLabel(ctx, `${data.fires.length} fire${data.fires.length === 1 ? '' : 's'}`, PAD + statusWidth + 40, 96, {
      bold: true,
      color: SA_COLORS.fire,
    });
  }
  if (data.destroyed)
    drawLabel(ctx, `DESTROYED${data.destroyedBy ? ` — ${data.destroyedBy}` : ''}`, WIDTH - PAD, 30, {
      align: 'right',
      color: theme.bad,
      bold: true,
      size: 24,
      maxWidth: 360,
    });

  for (let r = 0; r < ROW_COUNT; r++) {
    const hit = rowsHit.includes(r);
    const label = layout.rowLabel(r);
    ctx.fillStyle = hit ? SA_COLORS.highlight : theme.panel;
    ctx.fillRect(label.x, label.y + 1, label.w, label.h - 2);
    drawLabel(ctx, String(r + 1), label.x + label.w / 2, label.y + label.h / 2, {
      align: 'center',
      bold: true,
      size: 22,
      color: hit ? theme.destroyed : theme.text,
    });
    const row = data.rows[r] ?? [];
    row.forEach((module, c) => {
      const cell = layout.cell(r, c);
      ctx.fillStyle = module.destroyed ? SA_COLORS.destroyed : SA_COLORS.intact;
      ctx.fillRect(cell.x, cell.y, cell.w, cell.h);
      ctx.strokeStyle = theme.panelBorder;
      ctx.lineWidth = 1;
      ctx.strokeRect(cell.x + 0.5, cell.y + 0.5, cell.w - 1, cell.h - 1);
      // Left-edge bars mark what a module's loss does, so they stay visible once it is struck out.
      if (module.critical) {
        ctx.fillStyle = SA_COLORS.critical;
        ctx.fillRect(cell.x + 2, cell.y + 2, 6, cell.h - 4);
      }
      if (module.explosive) {
        ctx.fillStyle = SA_COLORS.explosive;
        ctx.fillRect(cell.x + (module.critical ? 10 : 2), cell.y + 2, 6, cell.h - 4);
      }
      const textColor = module.destroyed ? theme.mutedText : theme.text;
      drawLabel(ctx, module.name, cell.x + cell.w / 2, cell.y + 22, {
        align: 'center',
        size: 16,
        color: textColor,
        strike: module.destroyed,
        maxWidth: cell.w - 24,
      });
      const tags = [
        module.critical ? 'CRIT' : '',
        module.explosive ? 'EXPL' : '',
        module.fire !== 'none' ? `${module.fire.slice(0, 3)} fire` : '',
      ].filter(Boolean);
      if (tags.length)
        drawLabel(ctx, tags.join(' '), cell.x + cell.w / 2, cell.y + 44, {
          align: 'center',
          size: theme.fontSize.small,
          color: theme.mutedText,
          maxWidth: cell.w - 24,
        });
    });
    if (hit) {
      const first = layout.cell(r, 0);
      ctx.strokeStyle = SA_COLORS.highlight;
      ctx.lineWidth = 3;
      ctx.strokeRect(first.x + 1.5, first.y + 1.5, Math.max(1, row.length) * layout.cellW - 3, CELL_H - 3);
    }
  }
  for (const fire of data.fires) {
    const cell = layout.cell(fire.row, fire.col);
    flame(ctx, cell.x + cell.w - 16, cell.y + 18, 12);
  }
  drawPlaced(ctx, unitOf(name, data), placed, layout.placedY);
  drawLabel(ctx, 'Weapons', PAD, layout.weaponsY - 8, { size: theme.fontSize.small, color: theme.mutedText });
  drawWeapons(ctx, data.weapons, layout.weaponsY);
  const melee = data.melee.length ? data.melee.map(describeMelee).join(' · ') : describeMelee(SA_FISTS);
  drawLabel(ctx, `Melee: ${melee}`, PAD, layout.meleeY + 16, { maxWidth: WIDTH - 2 * PAD, size: 16 });
  drawLegend(
    ctx,
    [
      { color: SA_COLORS.destroyed, label: 'destroyed' },
      { color: SA_COLORS.critical, label: 'critical' },
      { color: SA_COLORS.explosive, label: 'explosive' },
      { color: SA_COLORS.fire, label: 'burning' },
      { color: SA_COLORS.highlight, label: 'row hit this phase' },
    ],
    PAD,
    layout.legendY + 16,
    WIDTH - 2 * PAD,
  );
  return surface.toPng();
}

const TRACK_Y = 150;
const TRACK_H = 44;
const THRESHOLDS = [
  ['stun', 'Stun', theme.highlight],
  ['light', 'Light', theme.warn],
  ['severe', 'Severe', theme.palette[3]],
  ['death', 'Death', theme.bad],
] as const;

/** Where everything on the personnel card goes. */
export function personLayout(data: PersonData, placed = 0) {
  const boxes = Math.max(data.profile.death, data.damage);
  const boxW = Math.min(56, Math.floor((WIDTH - 2 * PAD) / boxes));
  const placedY = TRACK_Y + TRACK_H + 36;
  const statsY = placedY + placedHeight(placed) + 34;
  const weaponsY = statsY + 110;
  const meleeY = weaponsY + Math.max(1, data.weapons.length) * WEAPON_LINE;
  return {
    width: WIDTH,
    height: meleeY + 50,
    meleeY,
    boxes,
    box: (i: number): Rect => ({ x: PAD + i * boxW, y: TRACK_Y, w: boxW, h: TRACK_H }),
    placedY,
    placedDie: (entry: number, die: number): Rect => placedDie(placedY, entry, die),
    strBar: { x: PAD + 90, y: statsY, w: 300, h: 22 } as Rect,
    dexBar: { x: PAD + 90, y: statsY + 40, w: 300, h: 22 } as Rect,
    weaponsY,
  };
}

export function renderPersonCard(name: string, data: PersonData, placed: readonly IncomingHit[] = []): Buffer {
  const layout = personLayout(data, placed.length);
  const surface = createSurface(layout.width, layout.height);
  const { ctx } = surface;
  const conditionColor = data.condition === 'ok' ? theme.good : data.condition === 'dead' ? theme.bad : theme.warn;
  drawLabel(ctx, name, PAD, 30, { size: theme.fontSize.title, bold: true, maxWidth: 560 });
  drawLabel(ctx, `${data.profile.code} · armour ${data.armour} · skill ${data.skill}`, PAD, 64, { color: theme.mutedText });
  const flags = [
    data.winded ? 'Winded' : '',
    data.bedridden ? 'Bedridden' : '',
    data.scars ? `${data.scars} scar${data.scars === 1 ? '' : 's'}` : '',
  ].filter(Boolean);
  drawLabel(ctx, conditionLabel(data.condition), WIDTH - PAD, 30, { align: 'right', bold: true, size: 24, color: conditionColor });
  if (flags.length) drawLabel(ctx, flags.join(' · '), WIDTH - PAD, 64, { align: 'right', color: theme.warn });
  drawLabel(ctx, `Damage ${data.damage}`, PAD, 108, { bold: true });
  for (let i = 0; i < layout.boxes; i++) {
    const box = layout.box(i);
    const value = i + 1;
    ctx.fillStyle = value <= data.damage ? SA_COLORS.damage : SA_COLORS.track;
    ctx.fillRect(box.x, box.y, box.w - 2, box.h);
    const threshold = THRESHOLDS.find(([key]) => data.profile[key] === value && value <= data.profile.death);
    ctx.strokeStyle = threshold ? threshold[2] : theme.panelBorder;
    ctx.lineWidth = threshold ? 3 : 1;
    ctx.strokeRect(box.x + 1.5, box.y + 1.5, box.w - 5, box.h - 3);
    if (box.w >= 24)
      drawLabel(ctx, String(value), box.x + box.w / 2 - 1, box.y + box.h / 2, { align: 'center', size: theme.fontSize.small });
  }
  // Labels below the boxes, each at the first box of its threshold; equal thresholds share a label.
  const labelled = new Map<number, string[]>();
  for (const [key, label] of THRESHOLDS) labelled.set(data.profile[key], [...(labelled.get(data.profile[key]) ?? []), label]);
  for (const [value, labels] of labelled) {
    const box = layout.box(value - 1);
    drawLabel(ctx, labels.join('/'), box.x + box.w / 2, TRACK_Y + TRACK_H + 18, {
      align: 'center',
      size: theme.fontSize.small,
      color: theme.mutedText,
    });
  }
  drawPlaced(ctx, unitOf(name, data), placed, layout.placedY);
  drawLabel(ctx, 'STR', PAD, layout.strBar.y + 11, { bold: true });
  drawBar(ctx, layout.strBar.x, layout.strBar.y, layout.strBar.w, layout.strBar.h, data.str, data.maxStr);
  drawLabel(ctx, `${data.str}/${data.maxStr}`, layout.strBar.x + layout.strBar.w + 12, layout.strBar.y + 11);
  drawLabel(ctx, 'DEX', PAD, layout.dexBar.y + 11, { bold: true });
  drawBar(ctx, layout.dexBar.x, layout.dexBar.y, layout.dexBar.w, layout.dexBar.h, data.dex, data.maxDex);
  drawLabel(ctx, `${data.dex}/${data.maxDex}`, layout.dexBar.x + layout.dexBar.w + 12, layout.dexBar.y + 11);
  drawLabel(ctx, 'Weapons', PAD, layout.weaponsY - 8, { size: theme.fontSize.small, color: theme.mutedText });
  drawWeapons(ctx, data.weapons, layout.weaponsY);
  const melee = (data.melee.length ? data.melee : [UNARMED]).map(describeMelee).join(' · ');
  drawLabel(ctx, `Melee: ${melee}`, PAD, layout.meleeY + 16, { maxWidth: WIDTH - 2 * PAD, size: 16 });
  return surface.toPng();
}

function unitOf(name: string, data: SaUnitData): SaUnit {
  return { name, system: 'slaved-armour', owner: '', schemaVersion: 1, data };
}

/**
 * `highlight` is `{ rows: number[] }` (0-based) from an action's outcome; anything else is ignored. `pending` is the
 * system's scratch: the Hit and Damage Dice placed on this unit are drawn, numbered as `/unit show` lists them.
 */
export function renderSlavedArmour(
  unit: UnitRecord<SaUnitData>,
  highlight?: unknown,
  pending: Readonly<Record<string, unknown>> = {},
): Buffer {
  const placed = pendingHits({ pending }).filter((hit) => hit.target === unitKey(unit.name));
  if (unit.data.kind === 'person') return renderPersonCard(unit.name, unit.data, placed);
  const rows = (highlight as { rows?: unknown } | undefined)?.rows;
  const rowsHit = Array.isArray(rows) ? rows.filter((r): r is number => Number.isInteger(r)) : [];
  return renderSaSheet(unit.name, unit.data, rowsHit, placed);
}
