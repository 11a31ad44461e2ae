// BattleTech record sheet: armour diagram, crit slots with hits struck, pilot, numbered heat scale, MP and weapons table.
import type { CanvasRenderingContext2D } from 'canvas';
import { ammoBinsFor, weaponLabels } from '../systems/battletech/attack.js';
import { ARMOR_NAMES, COCKPIT_NAMES, gyroType, STRUCTURE_NAMES } from '../systems/battletech/construction.js';
import { deriveMech, equipmentUseless } from '../systems/battletech/derived.js';
import { type LocationId, locationCode, locationName } from '../systems/battletech/locations.js';
import { CONSCIOUSNESS, HEAT_AUTO_SHUTDOWN } from '../systems/battletech/tables.js';
import type { Equipment, MechData, Slot } from '../systems/battletech/types.js';
import type { UnitRecord } from '../systems/types.js';
import { createSurface, drawBar, drawCross, drawLabel, font, textWidth, useFont, wrapLines } from './canvas.js';
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
const WEAPON_ROW = 20;
/** Weapons per column of the weapons table; two columns side by side. */
export const WEAPON_ROWS = 11;
const WEAPONS_Y = 764;
export const SHEET_HEIGHT = WEAPONS_Y + (WEAPON_ROWS + 1) * WEAPON_ROW + 10 + PAD;

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
export const HEAT_BAR: Rect = { x: DIAGRAM_X, y: 616, w: 5 * BOX_W + 4 * GAP, h: 22 };
/** Right of the pilot track, above the heat line: every PSR due, wrapped (and shrunk) to fit whole. */
export const PSR_BOX: Rect = { x: PILOT_TRACK.x + PILOT_TRACK.w + 10, y: 506, w: HEAT_BAR.w - PILOT_TRACK.w - 10, h: 84 };
/** The heat scale's numbers sit under the bar, one every 5 points. */
export const HEAT_NUMBERS_Y = HEAT_BAR.y + HEAT_BAR.h + 9;

/** The weapons table: two columns of WEAPON_ROWS rows under the diagram and crit slots. */
export const WEAPON_TABLE: Rect = { x: PAD, y: WEAPONS_Y, w: SHEET_WIDTH - 2 * PAD, h: (WEAPON_ROWS + 1) * WEAPON_ROW };
const WEAPON_COLUMN_W = (WEAPON_TABLE.w - GAP) / 2;
/** Column titles and widths of one weapons table column: name, location, damage, heat, ranges, ammo left. */
export const WEAPON_COLUMNS: readonly (readonly [string, number])[] = [
  ['Weapon', 196],
  ['Loc', 52],
  ['Dmg', 90],
  ['Heat', 44],
  ['Min', 38],
  ['S', 34],
  ['M', 34],
  ['L', 34],
  ['Ammo', WEAPON_COLUMN_W - 196 - 52 - 90 - 44 - 38 - 34 * 3],
];

/** The rectangle of the i-th weapon's row (0-based), filling the left column first. */
export function weaponRow(index: number): Rect {
  const column = Math.floor(index / WEAPON_ROWS);
  return {
    x: WEAPON_TABLE.x + column * (WEAPON_COLUMN_W + GAP),
    y: WEAPON_TABLE.y + (1 + (index % WEAPON_ROWS)) * WEAPON_ROW,
    w: WEAPON_COLUMN_W,
    h: WEAPON_ROW,
  };
}

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
  for (const loc of Object.keys(ARMOUR_BOXES) as LocationId[]) drawArmourBox(ctx, mech, loc, lit.has(loc));
  for (const loc of Object.keys(CRIT_BLOCKS) as LocationId[]) drawCritBlock(ctx, mech, loc, lit.has(loc));
  drawPilot(ctx, mech);
  drawHeatAndMovement(ctx, mech);
  drawWeapons(ctx, mech);
  return surface.toPng();
}

/** The armour, structure, cockpit and gyro when they are not standard: they change how damage and rolls go. */
export function constructionNotes(m: MechData): string[] {
  const gyro = gyroType(m.gyro);
  return [
    m.armorType ? `${ARMOR_NAMES[m.armorType]} armour` : '',
    m.structureType ? `${STRUCTURE_NAMES[m.structureType]} structure` : '',
    m.cockpit ? COCKPIT_NAMES[m.cockpit] : '',
    gyro === 'heavy-duty' ? 'heavy-duty gyro' : '',
  ].filter(Boolean);
}

function drawHeader(ctx: CanvasRenderingContext2D, unit: UnitRecord<MechData>): void {
  const m = unit.data;
  drawLabel(ctx, unit.name, PAD, 24, { size: theme.fontSize.title, bold: true, maxWidth: 520, minSize: theme.fontSize.label });
  drawLabel(
    ctx,
    [
      `${m.chassis} ${m.model} · ${m.tonnage} t · ${m.engine.rating} ${m.engine.type} engine`,
      ...constructionNotes(m),
      `turn ${m.turn}`,
    ].join(' · '),
    PAD,
    50,
    {
      size: theme.fontSize.small,
      color: theme.mutedText,
      maxWidth: 700,
      minSize: MIN_TEXT,
    },
  );
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

function drawArmourBox(ctx: CanvasRenderingContext2D, mech: MechData, loc: LocationId, lit: boolean): void {
  const state = mech.locations[loc];
  const r = ARMOUR_BOXES[loc];
  ctx.fillStyle = state.destroyed ? theme.destroyed : theme.panel;
  ctx.fillRect(r.x, r.y, r.w, r.h);
  ctx.strokeStyle = lit ? theme.highlight : theme.panelBorder;
  ctx.lineWidth = lit ? 3 : 1;
  ctx.strokeRect(r.x + 0.5, r.y + 0.5, r.w - 1, r.h - 1);
  drawLabel(ctx, locationCode(mech, loc), r.x + r.w / 2, r.y + 14, { align: 'center', bold: true, size: theme.fontSize.label });
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

/** Shorter words for the longest ammunition names, so a crit slot reads whole at a legible size. */
const SLOT_ABBREVIATIONS: readonly (readonly [string, string])[] = [
  ['Artemis-capable', 'Artemis'],
  [' AC Cluster', ' Cluster'],
  ['Gauss Rifle (', 'Gauss ('],
];

/** Names too long for a crit row or the weapons table, shortened as MegaMek's short names do. */
const NAME_ABBREVIATIONS: readonly (readonly [string, string])[] = [
  ['Improved Heavy Medium', 'Imp. Heavy Med.'],
  ['Improved Heavy', 'Imp. Heavy'],
  ['Machine Gun Array', 'MG Array'],
  ['Narc Missile Beacon', 'Narc Beacon'],
  ['Anti-Missile System', 'AMS'],
];
const abbreviate = (text: string, table: readonly (readonly [string, string])[]) =>
  table.reduce((t, [long, short]) => t.replace(long, short), text);

/** A crit slot as the sheet writes it: ammunition with its shots left, unknown items starred. */
export function slotText(mech: MechData, slot: Slot): string {
  if (slot.kind === 'empty') return '—';
  const item = slot.equipment !== undefined ? mech.equipment[slot.equipment] : undefined;
  const name = abbreviate(slot.name, NAME_ABBREVIATIONS);
  if (item?.ammo) return abbreviate(`${name} (${item.ammo.shotsLeft})`, SLOT_ABBREVIATIONS);
  if (item?.key === 'generic') return `${name}*`;
  return name;
}

/** A crit block's title: the location, and the Clan 'Mech's built-in CASE there, which has no slot of its own to show. */
export function critHeader(mech: MechData, loc: LocationId): string {
  const builtIn = mech.equipment.some((e) => e.kind === 'case' && e.slots === 0 && e.locations[0] === loc);
  return `${locationName(mech, loc)}${builtIn ? ' · Clan CASE' : ''}`;
}

function drawCritBlock(ctx: CanvasRenderingContext2D, mech: MechData, loc: LocationId, lit: boolean): void {
  const block = CRIT_BLOCKS[loc];
  const state = mech.locations[loc];
  ctx.fillStyle = theme.panel;
  ctx.fillRect(block.x, block.y, block.w, block.h);
  ctx.fillStyle = state.destroyed ? theme.destroyed : theme.accent;
  ctx.fillRect(block.x, block.y, block.w, CRIT_HEADER - 2);
  drawLabel(ctx, critHeader(mech, loc), block.x + 8, block.y + CRIT_HEADER / 2, {
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
      minSize: MIN_TEXT,
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
  const psr = psrLayout(ctx, mech);
  psr.lines.forEach((line, i) => {
    drawLabel(ctx, line, PSR_BOX.x, PSR_BOX.y + psr.size / 2 + 2 + i * (psr.size + 3), { size: psr.size, color: theme.warn });
  });
}

/** The smallest text the sheet draws: shrinking stops here (still legible on a phone at the sheet's width). */
export const MIN_TEXT = 10;

/**
 * The PSRs due as wrapped lines in PSR_BOX: the label size shrinks until every reason fits whole; past the box
 * only when even the smallest size cannot hold them, and then the last line says how many more are due.
 */
export function psrLayout(ctx: CanvasRenderingContext2D, mech: MechData): { lines: string[]; size: number } {
  const reasons = mech.pendingPsrs.map((p) => p.reason + (p.automatic ? ' (automatic fall)' : ''));
  if (reasons.length === 0) return { lines: [], size: theme.fontSize.small };
  const text = `PSR due (${reasons.length}): ${reasons.join('; ')}`;
  for (let size = theme.fontSize.small; ; size--) {
    useFont(ctx, font(size));
    const lines = wrapLines(ctx, text, PSR_BOX.w);
    const fits = lines.length * (size + 3) <= PSR_BOX.h;
    if (fits || size <= MIN_TEXT) {
      const most = Math.floor(PSR_BOX.h / (size + 3));
      return { lines: fits ? lines : [...lines.slice(0, most - 1), `… and more: ${reasons.length} PSRs due in all`], size };
    }
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
  for (let n = 0; n <= HEAT_AUTO_SHUTDOWN; n += 5) {
    const x = HEAT_BAR.x + Math.round((HEAT_BAR.w * n) / HEAT_AUTO_SHUTDOWN);
    const align = n === 0 ? 'left' : n === HEAT_AUTO_SHUTDOWN ? 'right' : 'center';
    drawLabel(ctx, `${n}`, x, HEAT_NUMBERS_Y, { size: MIN_TEXT + 1, color: theme.mutedText, align });
  }
  // The heat now, in the bar at the end of its fill.
  if (mech.heat > 0) {
    const end = HEAT_BAR.x + Math.round((HEAT_BAR.w * Math.min(mech.heat, HEAT_AUTO_SHUTDOWN)) / HEAT_AUTO_SHUTDOWN);
    drawLabel(ctx, `${mech.heat}`, Math.max(HEAT_BAR.x + 14, end - 4), HEAT_BAR.y + HEAT_BAR.h / 2, {
      size: theme.fontSize.small,
      bold: true,
      color: theme.destroyed,
      align: 'right',
    });
  }
  const effects = [d.heatToHit ? `to-hit +${d.heatToHit}` : '', mech.heat >= 5 ? `MP −${Math.floor(mech.heat / 5)}` : ''].filter(Boolean);
  drawLabel(ctx, effects.length ? `Heat effects: ${effects.join(', ')}` : 'No heat effects', PAD, HEAT_BAR.y + HEAT_BAR.h + 27, {
    size: theme.fontSize.small,
    color: theme.mutedText,
  });
  const mpWidth = drawLabel(ctx, `MP: walk ${d.walkWithHeat} · run ${d.runWithHeat} · jump ${d.jump}`, PAD, HEAT_BAR.y + HEAT_BAR.h + 50, {
    size: theme.fontSize.label,
    bold: true,
  });
  // Placed after the MP label's measured width, so a long MP line never draws over it.
  const baseX = PAD + mpWidth + 16;
  drawLabel(
    ctx,
    `base ${mech.walk}/${Math.ceil(1.5 * mech.walk)}/${mech.jump}, after damage ${d.walk}/${d.run}/${d.jump}`,
    baseX,
    HEAT_BAR.y + HEAT_BAR.h + 50,
    {
      size: theme.fontSize.small,
      color: theme.mutedText,
      maxWidth: Math.max(0, HEAT_BAR.x + HEAT_BAR.w - baseX),
      minSize: MIN_TEXT,
    },
  );
  const notes = [
    d.gyroHits ? `gyro ${d.gyroDestroyed ? 'destroyed' : 'damaged'}` : '',
    d.sensorHits ? `sensors ${d.canFireWeapons ? `+${d.sensorToHit}` : 'destroyed'}` : '',
    d.lifeSupportHit ? 'life support out' : '',
    d.engineHits ? `engine hits ${d.engineHits}` : '',
    mech.clubs.length ? `clubs in hex: ${mech.clubs.join(', ')}` : '',
  ].filter(Boolean);
  const weapons = weaponLabels(mech).filter((w) => !equipmentUseless(mech, w.item)).length;
  useFont(ctx, font(theme.fontSize.small));
  const noteLines = wrapLines(ctx, [`${weapons} working weapons`, ...notes].join(' · '), HEAT_BAR.w);
  noteLines.slice(0, 3).forEach((line, i) => {
    drawLabel(ctx, line, PAD, HEAT_BAR.y + HEAT_BAR.h + 74 + i * 17, { size: theme.fontSize.small, color: theme.mutedText });
  });
}

/** Damage as the record sheet writes it: flat, per missile and rack size, per range band, or LB-X slug/cluster. */
export function damageText(item: Equipment): string {
  const w = item.weapon;
  if (!w) return '';
  if (w.attack === 'none') return '—';
  if (w.targetHeatDice) return `${w.damage ? `${w.damage}+` : ''}${w.targetHeatDice}D6 heat`;
  if (w.attack === 'mml') return `1 or 2/msl ×${w.rack}`;
  if (w.attack === 'mga') return `${w.damage}/MG`;
  if (w.damageByRange) return w.damageByRange.join('/');
  if (w.attack === 'lbx') return `${w.damage} (C${w.rack ?? w.damage})`;
  if (w.rack && w.attack !== 'direct') return `${w.damage}/msl ×${w.rack}`;
  const rof = w.rof === 'ultra' ? ' ×2' : w.rof === 'rotary' ? ' ×6' : '';
  return `${w.damage}${rof}`;
}

/** One row's cells, in WEAPON_COLUMNS order; `number` is what `/shoot weapon:` accepts for it. */
export function weaponCells(mech: MechData, number: number, label: string, item: Equipment): string[] {
  const w = item.weapon;
  const [short, medium, long] = w?.ranges ?? [0, 0, 0];
  const shots = w?.oneShot
    ? item.spent
      ? '0'
      : '1'
    : w?.ammo
      ? String(ammoBinsFor(mech, item).reduce((n, b) => n + (b.ammo?.shotsLeft ?? 0), 0))
      : '—';
  const name = abbreviate(label.replace(/ \[[^\]]*\]/, ''), NAME_ABBREVIATIONS);
  return [
    `${number}. ${name}${item.jammed ? ' JAMMED' : ''}`,
    item.locations.join('/') + (item.rear ? ' (R)' : ''),
    damageText(item),
    `${w?.heat ?? 0}`,
    w?.minRange ? `${w.minRange}` : '—',
    `${short}`,
    `${medium}`,
    `${long}`,
    shots,
  ];
}

function drawWeapons(ctx: CanvasRenderingContext2D, mech: MechData): void {
  const labels = weaponLabels(mech);
  const columns = labels.length > WEAPON_ROWS ? 2 : 1;
  for (let c = 0; c < columns; c++) {
    const head = { ...weaponRow(c * WEAPON_ROWS), y: WEAPON_TABLE.y };
    ctx.fillStyle = theme.accent;
    ctx.fillRect(head.x, head.y, head.w, WEAPON_ROW - 2);
    let x = head.x + 6;
    for (const [title, width] of WEAPON_COLUMNS) {
      drawLabel(ctx, title, x, head.y + WEAPON_ROW / 2 - 1, { size: theme.fontSize.small, bold: true });
      x += width;
    }
  }
  const shown = labels.slice(0, 2 * WEAPON_ROWS);
  shown.forEach(({ label, item }, i) => {
    const row = weaponRow(i);
    if (i % 2 === 1) {
      ctx.fillStyle = theme.panel;
      ctx.fillRect(row.x, row.y, row.w, row.h);
    }
    const gone = equipmentUseless(mech, item);
    const fired = item.firedTurn === mech.turn;
    const cells = weaponCells(mech, i + 1, label, item);
    let x = row.x + 6;
    cells.forEach((cell, k) => {
      const width = (WEAPON_COLUMNS[k] as readonly [string, number])[1];
      const empty = k === cells.length - 1 && cell === '0';
      drawLabel(ctx, cell, x, row.y + row.h / 2, {
        size: theme.fontSize.small,
        color: gone ? theme.mutedText : empty || item.jammed ? theme.bad : fired ? theme.mutedText : theme.text,
        strike: gone && k === 0,
        maxWidth: width - 6,
        minSize: MIN_TEXT,
        mono: k > 0,
      });
      x += width;
    });
  });
  if (labels.length > shown.length) {
    drawLabel(
      ctx,
      `+ ${labels.length - shown.length} more weapons: \`/unit show\` lists them all`,
      WEAPON_TABLE.x,
      WEAPON_TABLE.y + WEAPON_TABLE.h + 6,
      {
        size: MIN_TEXT + 1,
        color: theme.mutedText,
      },
    );
  }
  if (labels.length === 0)
    drawLabel(ctx, 'No weapons', WEAPON_TABLE.x + 6, weaponRow(0).y + WEAPON_ROW / 2, {
      size: theme.fontSize.small,
      color: theme.mutedText,
    });
}
