// BattleTech record sheet: armour diagram (armour, rear, structure), crit slots with hits struck, pilot, heat and MP.
import type { CanvasRenderingContext2D } from 'canvas';
import { weaponLabels } from '../systems/battletech/attack.js';
import { deriveMech, equipmentUseless } from '../systems/battletech/derived.js';
import { LOCATION_NAMES, type LocationId } from '../systems/battletech/locations.js';
import { CONSCIOUSNESS, HEAT_AUTO_SHUTDOWN } from '../systems/battletech/tables.js';
import type { LocationState, MechData, Slot } from '../systems/battletech/types.js';
import type { UnitRecord } from '../systems/types.js';
import { createSurface, drawBar, drawCross, drawLabel, font, textWidth, useFont } from './canvas.js';
import { theme } from './theme.js';

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

const PAD = theme.padding;
const HEADER = 64;
const BOX_W = 96;
const BOX_H = 150;
const GAP = 8;
const DIAGRAM_X = PAD;
const DIAGRAM_Y = HEADER + 8;
const ROW = 19;
const CRIT_W = 205;
const CRIT_X = DIAGRAM_X + 5 * BOX_W + 4 * GAP + 24;
const CRIT_HEADER = 26;

export const SHEET_WIDTH = CRIT_X + 3 * CRIT_W + 2 * GAP + PAD;
export const SHEET_HEIGHT = 760;

/** Armour diagram boxes laid out as on the printed record sheet: left side on the left, matching the crit columns. */
export const ARMOUR_BOXES: Readonly<Record<LocationId, Rect>> = (() => {
  const col = (i: number) => DIAGRAM_X + i * (BOX_W + GAP);
  const row2 = DIAGRAM_Y + 118;
  const row3 = row2 + BOX_H + GAP;
  return {
    HD: { x: col(2), y: DIAGRAM_Y, w: BOX_W, h: 110 },
    LA: { x: col(0), y: row2 + 20, w: BOX_W, h: BOX_H - 40 },
    LT: { x: col(1), y: row2, w: BOX_W, h: BOX_H },
    CT: { x: col(2), y: row2, w: BOX_W, h: BOX_H },
    RT: { x: col(3), y: row2, w: BOX_W, h: BOX_H },
    RA: { x: col(4), y: row2 + 20, w: BOX_W, h: BOX_H - 40 },
    LL: { x: col(1), y: row3, w: BOX_W, h: 110 },
    RL: { x: col(3), y: row3, w: BOX_W, h: 110 },
  };
})();

/** Crit-slot columns as on the printed sheet: left side, head and centre, right side. */
const CRIT_COLUMNS: readonly (readonly LocationId[])[] = [
  ['LA', 'LT', 'LL'],
  ['HD', 'CT'],
  ['RA', 'RT', 'RL'],
];

export const CRIT_BLOCKS: Readonly<Record<LocationId, Rect>> = (() => {
  const out = {} as Record<LocationId, Rect>;
  CRIT_COLUMNS.forEach((column, c) => {
    let y = DIAGRAM_Y;
    for (const loc of column) {
      const slots = loc === 'HD' || loc === 'LL' || loc === 'RL' ? 6 : 12;
      const h = CRIT_HEADER + slots * ROW;
      out[loc] = { x: CRIT_X + c * (CRIT_W + GAP), y, w: CRIT_W, h };
      y += h + 10;
    }
  });
  return out;
})();

/** The rectangle of one crit slot row (0-based index). */
export function critRow(loc: LocationId, index: number): Rect {
  const block = CRIT_BLOCKS[loc];
  return { x: block.x, y: block.y + CRIT_HEADER + index * ROW, w: block.w, h: ROW };
}

export const PILOT_TRACK: Rect = { x: DIAGRAM_X, y: 520, w: 6 * 46, h: 30 };
export const HEAT_BAR: Rect = { x: DIAGRAM_X, y: 620, w: 5 * BOX_W + 4 * GAP, h: 22 };

const highlightOf = (highlight: unknown): ReadonlySet<string> => {
  const locations = (highlight as { locations?: unknown } | undefined)?.locations;
  return new Set(Array.isArray(locations) ? locations.filter((l): l is string => typeof l === 'string') : []);
};

export function renderRecordSheet(unit: UnitRecord<MechData>, highlight?: unknown): Buffer {
  const mech = unit.data;
  const surface = createSurface(SHEET_WIDTH, SHEET_HEIGHT);
  const { ctx } = surface;
  const lit = highlightOf(highlight);
  drawHeader(ctx, unit);
  for (const loc of Object.keys(ARMOUR_BOXES) as LocationId[]) drawArmourBox(ctx, loc, mech.locations[loc], lit.has(loc));
  for (const loc of Object.keys(CRIT_BLOCKS) as LocationId[]) drawCritBlock(ctx, mech, loc, lit.has(loc));
  drawPilot(ctx, mech);
  drawHeatAndMovement(ctx, mech);
  return surface.toPng();
}

function drawHeader(ctx: CanvasRenderingContext2D, unit: UnitRecord<MechData>): void {
  const m = unit.data;
  drawLabel(ctx, unit.name, PAD, 24, { size: theme.fontSize.title, bold: true, maxWidth: 520 });
  drawLabel(ctx, `${m.chassis} ${m.model} · ${m.tonnage} t · ${m.engine.rating} ${m.engine.type} engine · turn ${m.turn}`, PAD, 50, {
    size: theme.fontSize.small,
    color: theme.mutedText,
    maxWidth: 700,
  });
  const badges: [string, string][] = [];
  if (m.destroyed) badges.push(['DESTROYED', theme.bad]);
  if (m.prone) badges.push(['PRONE', theme.warn]);
  if (m.shutdown) badges.push(['SHUT DOWN', theme.warn]);
  if (!m.pilot.dead && !m.pilot.conscious) badges.push(['PILOT OUT', theme.warn]);
  let x = SHEET_WIDTH - PAD;
  for (const [text, color] of badges) {
    useFont(ctx, font(theme.fontSize.label, { bold: true }));
    const w = textWidth(ctx, text) + 40;
    x -= w;
    ctx.fillStyle = color;
    ctx.fillRect(x, 14, w - 10, 34);
    drawLabel(ctx, text, x + (w - 10) / 2, 31, { align: 'center', bold: true, color: theme.destroyed });
    x -= 6;
  }
}

function drawArmourBox(ctx: CanvasRenderingContext2D, loc: LocationId, state: LocationState, lit: boolean): void {
  const r = ARMOUR_BOXES[loc];
  ctx.fillStyle = state.destroyed ? theme.destroyed : theme.panel;
  ctx.fillRect(r.x, r.y, r.w, r.h);
  ctx.strokeStyle = lit ? theme.highlight : theme.panelBorder;
  ctx.lineWidth = lit ? 3 : 1;
  ctx.strokeRect(r.x + 0.5, r.y + 0.5, r.w - 1, r.h - 1);
  drawLabel(ctx, loc, r.x + r.w / 2, r.y + 14, { align: 'center', bold: true, size: theme.fontSize.label });
  if (state.destroyed) {
    drawCross(ctx, r.x + r.w / 2, r.y + r.h / 2 + 6, Math.min(r.w, r.h) / 4);
    drawLabel(ctx, state.blownOff ? 'BLOWN OFF' : 'DESTROYED', r.x + r.w / 2, r.y + r.h - 14, {
      align: 'center',
      size: theme.fontSize.small,
      bold: true,
      color: theme.bad,
    });
    return;
  }
  const rows: [string, number, number, string][] = [['A', state.armor, state.maxArmor, theme.palette[0]]];
  if (state.maxRear !== undefined) rows.push(['R', state.rear ?? 0, state.maxRear, theme.palette[3]]);
  rows.push(['IS', state.internal, state.maxInternal, theme.good]);
  rows.forEach(([label, value, max, color], i) => {
    const y = r.y + 36 + i * 36;
    drawLabel(ctx, `${label} ${value}/${max}`, r.x + 8, y, { size: theme.fontSize.small, mono: true });
    drawBar(ctx, r.x + 8, y + 10, r.w - 16, 10, value, max, color);
  });
}

function slotText(mech: MechData, slot: Slot): string {
  if (slot.kind === 'empty') return '—';
  const item = slot.equipment !== undefined ? mech.equipment[slot.equipment] : undefined;
  if (item?.ammo) return `${slot.name} (${item.ammo.shotsLeft})`;
  if (item?.key === 'generic') return `${slot.name}*`;
  return slot.name;
}

function drawCritBlock(ctx: CanvasRenderingContext2D, mech: MechData, loc: LocationId, lit: boolean): void {
  const block = CRIT_BLOCKS[loc];
  const state = mech.locations[loc];
  ctx.fillStyle = theme.panel;
  ctx.fillRect(block.x, block.y, block.w, block.h);
  ctx.fillStyle = state.destroyed ? theme.destroyed : theme.accent;
  ctx.fillRect(block.x, block.y, block.w, CRIT_HEADER - 2);
  drawLabel(ctx, LOCATION_NAMES[loc], block.x + 8, block.y + CRIT_HEADER / 2, {
    bold: true,
    size: theme.fontSize.small,
    maxWidth: block.w - 16,
  });
  state.slots.forEach((slot, i) => {
    const row = critRow(loc, i);
    const y = row.y + ROW / 2;
    drawLabel(ctx, `${(i % 6) + 1}`, row.x + 6, y, { size: theme.fontSize.small, mono: true, color: theme.mutedText });
    const item = slot.equipment !== undefined ? mech.equipment[slot.equipment] : undefined;
    const itemGone = item ? equipmentUseless(mech, item) : false;
    const color = slot.hit
      ? theme.bad
      : slot.destroyed || itemGone
        ? theme.mutedText
        : slot.kind === 'empty'
          ? theme.mutedText
          : theme.text;
    drawLabel(ctx, slotText(mech, slot), row.x + 24, y, {
      size: theme.fontSize.small,
      color,
      strike: slot.hit || slot.destroyed,
      maxWidth: row.w - 30,
    });
    if (i === 5 && state.slots.length === 12) {
      ctx.fillStyle = theme.panelBorder;
      ctx.fillRect(row.x + 4, row.y + ROW, row.w - 8, 1);
    }
  });
  ctx.strokeStyle = lit ? theme.highlight : theme.panelBorder;
  ctx.lineWidth = lit ? 3 : 1;
  ctx.strokeRect(block.x + 0.5, block.y + 0.5, block.w - 1, block.h - 1);
}

function drawPilot(ctx: CanvasRenderingContext2D, mech: MechData): void {
  const p = mech.pilot;
  const status = p.dead ? 'killed' : p.conscious ? 'conscious' : 'unconscious';
  drawLabel(ctx, `Pilot ${p.name} (${p.gunnery}/${p.piloting}) · ${status}`, PAD, PILOT_TRACK.y - 22, {
    size: theme.fontSize.label,
    bold: true,
    maxWidth: HEAT_BAR.w,
  });
  for (let hit = 1; hit <= 6; hit++) {
    const x = PILOT_TRACK.x + (hit - 1) * 46;
    ctx.fillStyle = hit <= p.hits ? theme.bad : theme.panel;
    ctx.fillRect(x, PILOT_TRACK.y, 40, PILOT_TRACK.h);
    ctx.strokeStyle = theme.panelBorder;
    ctx.lineWidth = 1;
    ctx.strokeRect(x + 0.5, PILOT_TRACK.y + 0.5, 39, PILOT_TRACK.h - 1);
    drawLabel(ctx, `${hit}`, x + 20, PILOT_TRACK.y + PILOT_TRACK.h / 2, { align: 'center', bold: true, size: theme.fontSize.small });
    drawLabel(ctx, hit === 6 ? 'dead' : `${CONSCIOUSNESS[hit]}+`, x + 20, PILOT_TRACK.y + PILOT_TRACK.h + 12, {
      align: 'center',
      size: theme.fontSize.small,
      color: theme.mutedText,
    });
  }
  const pending = mech.pendingPsrs.map((psr) => psr.reason + (psr.automatic ? ' (auto)' : ''));
  if (pending.length > 0) {
    drawLabel(ctx, `PSR due: ${pending.join('; ')}`, PILOT_TRACK.x + 6 * 46 + 8, PILOT_TRACK.y + PILOT_TRACK.h / 2, {
      size: theme.fontSize.small,
      color: theme.warn,
      maxWidth: HEAT_BAR.w - 6 * 46 - 8,
    });
  }
}

function drawHeatAndMovement(ctx: CanvasRenderingContext2D, mech: MechData): void {
  const d = deriveMech(mech);
  const heatColor = mech.heat >= 14 ? theme.bad : mech.heat >= 5 ? theme.warn : theme.good;
  drawLabel(
    ctx,
    `Heat ${mech.heat}${mech.heatThisTurn ? ` (+${mech.heatThisTurn} this turn)` : ''}${d.engineHeat ? ` · engine +${d.engineHeat}` : ''} · sinks ${d.heatSinks.total - d.heatSinks.destroyed}/${d.heatSinks.total} (−${d.heatSinks.dissipation})`,
    PAD,
    HEAT_BAR.y - 14,
    { size: theme.fontSize.label, bold: true, maxWidth: HEAT_BAR.w },
  );
  drawBar(ctx, HEAT_BAR.x, HEAT_BAR.y, HEAT_BAR.w, HEAT_BAR.h, mech.heat, HEAT_AUTO_SHUTDOWN, heatColor);
  for (const mark of [5, 8, 13, 14, 19, 24]) {
    const x = HEAT_BAR.x + Math.round((HEAT_BAR.w * mark) / HEAT_AUTO_SHUTDOWN);
    ctx.fillStyle = theme.panelBorder;
    ctx.fillRect(x, HEAT_BAR.y, 1, HEAT_BAR.h);
  }
  const effects = [d.heatToHit ? `to-hit +${d.heatToHit}` : '', mech.heat >= 5 ? `MP −${Math.floor(mech.heat / 5)}` : ''].filter(Boolean);
  drawLabel(ctx, effects.length ? `Heat effects: ${effects.join(', ')}` : 'No heat effects', PAD, HEAT_BAR.y + HEAT_BAR.h + 14, {
    size: theme.fontSize.small,
    color: theme.mutedText,
  });
  const mpWidth = drawLabel(ctx, `MP: walk ${d.walkWithHeat} · run ${d.runWithHeat} · jump ${d.jump}`, PAD, HEAT_BAR.y + HEAT_BAR.h + 42, {
    size: theme.fontSize.label,
    bold: true,
  });
  // Placed after the MP label's measured width, so a long MP line never draws over it.
  const baseX = PAD + mpWidth + 16;
  drawLabel(
    ctx,
    `base ${mech.walk}/${Math.ceil(1.5 * mech.walk)}/${mech.jump}, after damage ${d.walk}/${d.run}/${d.jump}`,
    baseX,
    HEAT_BAR.y + HEAT_BAR.h + 42,
    {
      size: theme.fontSize.small,
      color: theme.mutedText,
      maxWidth: Math.max(0, HEAT_BAR.x + HEAT_BAR.w - baseX),
    },
  );
  const notes = [
    d.gyroHits ? `gyro ${d.gyroHits >= 2 ? 'destroyed' : 'damaged'}` : '',
    d.sensorHits ? `sensors ${d.sensorHits >= 2 ? 'destroyed' : '+2'}` : '',
    d.lifeSupportHit ? 'life support out' : '',
    d.engineHits ? `engine hits ${d.engineHits}` : '',
    mech.clubs.length ? `clubs in hex: ${mech.clubs.join(', ')}` : '',
  ].filter(Boolean);
  const weapons = weaponLabels(mech).filter((w) => !equipmentUseless(mech, w.item)).length;
  drawLabel(ctx, [`${weapons} working weapons`, ...notes].join(' · '), PAD, HEAT_BAR.y + HEAT_BAR.h + 68, {
    size: theme.fontSize.small,
    color: theme.mutedText,
    maxWidth: HEAT_BAR.w,
  });
}
