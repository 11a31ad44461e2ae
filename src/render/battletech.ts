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

/** The smallest text the sheet draws: shrinking stops here (9 px or more on a phone page shown 400 px wide). */
export const MIN_TEXT = 10;
/** Every text size the sheet draws with; anything fitted to its space shrinks no further than MIN_TEXT. */
export const TEXT_SIZES = { ...theme.fontSize, numbers: MIN_TEXT + 1, min: MIN_TEXT } as const;

const PAD = theme.padding;
const HEADER = 64;
const GAP = 8;
const DIAGRAM_Y = HEADER + 8;
const ROW = 19;
const CRIT_HEADER = 26;
const WEAPON_ROW = 20;
/** The pilot, heat and MP block's height, from the pilot track's top to the weapons table. */
const STATUS_H = 244;

/** Where each part of a record sheet image goes; a part left out is not drawn. One set of drawing code, several layouts. */
export interface SheetLayout {
  readonly width: number;
  readonly height: number;
  /** Under the name, when the page is one of several: what it holds. */
  readonly caption?: string;
  readonly armour: Partial<Readonly<Record<LocationId, Rect>>>;
  readonly crits: Partial<Readonly<Record<LocationId, Rect>>>;
  readonly status?: { readonly pilot: Rect; readonly psr: Rect; readonly heat: Rect };
  readonly weapons?: WeaponTable;
}

export interface WeaponTable {
  readonly table: Rect;
  /** Weapons per column; the table has `columns` columns side by side. */
  readonly rows: number;
  readonly columns: number;
  /** Column titles and widths of one table column: name, location, damage, heat, ranges, ammo left. */
  readonly cells: readonly (readonly [string, number])[];
  /**
   * Each weapon on two lines: its name across the whole row, the other cells under it (the name cell's width is then
   * their indent). A phone page is too narrow for the longest names beside eight numbers.
   */
  readonly nameAbove?: boolean;
}

/** Armour diagram boxes laid out as on the printed record sheet: left side on the left, matching the crit columns. */
function armourBoxes(x: number, y: number, boxW: number, gap: number): Record<LocationId, Rect> {
  const col = (i: number) => x + i * (boxW + gap);
  const BOX_H = 150;
  const row2 = y + 118;
  const row3 = row2 + BOX_H + GAP;
  return {
    HD: { x: col(2), y, w: boxW, h: 110 },
    LA: { x: col(0), y: row2 + 20, w: boxW, h: BOX_H - 40 },
    LT: { x: col(1), y: row2, w: boxW, h: BOX_H },
    CT: { x: col(2), y: row2, w: boxW, h: BOX_H },
    RT: { x: col(3), y: row2, w: boxW, h: BOX_H },
    RA: { x: col(4), y: row2 + 20, w: boxW, h: BOX_H - 40 },
    LL: { x: col(1), y: row3, w: boxW, h: 110 },
    RL: { x: col(3), y: row3, w: boxW, h: 110 },
  };
}
/** The armour diagram's height: head, torso row, legs. */
const DIAGRAM_H = 118 + 150 + GAP + 110;

/** Crit blocks in columns of `w`, each column its locations top to bottom. */
function critBlocks(columns: readonly (readonly LocationId[])[], x: number, y: number, w: number): Record<LocationId, Rect> {
  const out = {} as Record<LocationId, Rect>;
  columns.forEach((column, c) => {
    let top = y;
    for (const loc of column) {
      const slots = loc === 'HD' || loc === 'LL' || loc === 'RL' ? 6 : 12;
      const h = CRIT_HEADER + slots * ROW;
      out[loc] = { x: x + c * (w + GAP), y: top, w, h };
      top += h + 10;
    }
  });
  return out;
}

/** Pilot track with the PSR box right of it, then the heat bar (its numbers, effects, MP and notes below), `w` wide. */
function statusBlock(x: number, top: number, w: number): NonNullable<SheetLayout['status']> {
  const pilot = { x, y: top, w: 6 * 46, h: 30 };
  const heat = { x, y: top + 96, w, h: 22 };
  return { pilot, heat, psr: { x: pilot.x + pilot.w + 10, y: top - 14, w: w - pilot.w - 10, h: 84 } };
}

function weaponTable(
  x: number,
  y: number,
  w: number,
  rows: number,
  columns: number,
  titles: readonly number[],
  nameAbove = false,
): WeaponTable {
  const names = ['Weapon', 'Loc', 'Dmg', 'Heat', 'Min', 'S', 'M', 'L'];
  const columnW = (w - (columns - 1) * GAP) / columns;
  const cells = names.map((name, i) => [name, titles[i] ?? 0] as const);
  const ammo = columnW - titles.reduce((a, b) => a + b, 0);
  const h = WEAPON_ROW + rows * WEAPON_ROW * (nameAbove ? 2 : 1);
  return { table: { x, y, w, h }, rows, columns, cells: [...cells, ['Ammo', ammo]], nameAbove };
}

/** The wide sheet, as printed: diagram and crit columns side by side, the weapons table in two columns under them. */
export const WIDE: SheetLayout = (() => {
  const BOX_W = 96;
  const CRIT_W = 205;
  const critX = PAD + 5 * BOX_W + 4 * GAP + 24;
  const width = critX + 3 * CRIT_W + 2 * GAP + PAD;
  const statusTop = 520;
  const weapons = weaponTable(PAD, statusTop + STATUS_H, width - 2 * PAD, 11, 2, [196, 52, 90, 44, 38, 34, 34, 34]);
  return {
    width,
    height: weapons.table.y + weapons.table.h + 10 + PAD,
    armour: armourBoxes(PAD, DIAGRAM_Y, BOX_W, GAP),
    crits: critBlocks(
      [
        ['LA', 'LT', 'LL'],
        ['HD', 'CT'],
        ['RA', 'RT', 'RL'],
      ],
      critX,
      DIAGRAM_Y,
      CRIT_W,
    ),
    status: statusBlock(PAD, statusTop, 5 * BOX_W + 4 * GAP),
    weapons,
  };
})();

/**
 * The phone pages: one column PHONE_WIDTH wide, so the smallest text (MIN_TEXT) is still 9 px or more when a phone
 * shows the image 400 px wide. Page 1 the diagram, pilot, heat, MP and weapons; page 2 the crit slots.
 */
export const PHONE_WIDTH = 440;
/** Weapons the phone page lists at most, in one table column: as many as the wide sheet's two. */
const PHONE_WEAPON_ROWS = 22;
/** The phone pages of a 'Mech with `weaponCount` weapons: the table is as long as its list, so page 1 has no blank tail. */
export function phonePages(weaponCount: number): readonly [SheetLayout, SheetLayout] {
  const inner = PHONE_WIDTH - 2 * PAD;
  const boxGap = 6;
  const statusTop = DIAGRAM_Y + DIAGRAM_H + 62;
  const rows = Math.min(Math.max(weaponCount, 1), PHONE_WEAPON_ROWS);
  const weapons = weaponTable(PAD, statusTop + STATUS_H, inner, rows, 1, [18, 56, 96, 44, 40, 34, 34, 34], true);
  const crits = critBlocks(
    [
      ['HD', 'LA', 'LT', 'LL'],
      ['CT', 'RA', 'RT', 'RL'],
    ],
    PAD,
    DIAGRAM_Y,
    (inner - GAP) / 2,
  );
  return [
    {
      width: PHONE_WIDTH,
      height: weapons.table.y + weapons.table.h + 10 + PAD,
      caption: 'page 1/2',
      armour: armourBoxes(PAD, DIAGRAM_Y, Math.floor((inner - 4 * boxGap) / 5), boxGap),
      crits: {},
      status: statusBlock(PAD, statusTop, inner),
      weapons,
    },
    {
      width: PHONE_WIDTH,
      height: Math.max(...Object.values(crits).map((r) => r.y + r.h)) + PAD,
      caption: 'page 2/2: crits',
      armour: {},
      crits,
    },
  ];
}

export const SHEET_WIDTH = WIDE.width;
export const SHEET_HEIGHT = WIDE.height;
const WIDE_WEAPONS = WIDE.weapons as WeaponTable;
const WIDE_STATUS = WIDE.status as NonNullable<SheetLayout['status']>;
/** Weapons per column of the wide sheet's weapons table; two columns side by side. */
export const WEAPON_ROWS = WIDE_WEAPONS.rows;
export const ARMOUR_BOXES = WIDE.armour as Readonly<Record<LocationId, Rect>>;
export const CRIT_BLOCKS = WIDE.crits as Readonly<Record<LocationId, Rect>>;
export const PILOT_TRACK: Rect = WIDE_STATUS.pilot;
export const HEAT_BAR: Rect = WIDE_STATUS.heat;
/** Right of the pilot track, above the heat line: every PSR due, wrapped (and shrunk) to fit whole. */
export const PSR_BOX: Rect = WIDE_STATUS.psr;
/** The heat scale's numbers sit under the bar, one every 5 points. */
export const heatNumbersY = (heat: Rect) => heat.y + heat.h + 9;
export const HEAT_NUMBERS_Y = heatNumbersY(HEAT_BAR);
export const WEAPON_TABLE: Rect = WIDE_WEAPONS.table;
export const WEAPON_COLUMNS = WIDE_WEAPONS.cells;

/** The rectangle of one crit slot row (0-based index). */
export function critRow(loc: LocationId, index: number, layout: SheetLayout = WIDE): Rect {
  return slotRow(layout.crits[loc] as Rect, index);
}

const slotRow = (block: Rect, index: number): Rect => ({ x: block.x, y: block.y + CRIT_HEADER + index * ROW, w: block.w, h: ROW });

/** The rectangle of the i-th weapon's row (0-based), filling the left column first. */
export function weaponRow(index: number, weapons: WeaponTable = WIDE_WEAPONS): Rect {
  const column = Math.floor(index / weapons.rows);
  const w = (weapons.table.w - (weapons.columns - 1) * GAP) / weapons.columns;
  const h = WEAPON_ROW * (weapons.nameAbove ? 2 : 1);
  return { x: weapons.table.x + column * (w + GAP), y: weapons.table.y + WEAPON_ROW + (index % weapons.rows) * h, w, h };
}

/** Where cell `k` of a weapon row (or the header, for its title) is written: left edge, middle line and width. */
export function weaponCell(weapons: WeaponTable, row: Rect, k: number): { x: number; y: number; w: number } {
  const widths = weapons.cells.map(([, w]) => w);
  if (weapons.nameAbove && k === 0) return { x: row.x + 6, y: row.y + WEAPON_ROW / 2, w: row.w - 6 };
  const x = row.x + 6 + widths.slice(0, k).reduce((a, b) => a + b, 0);
  return { x, y: row.y + (weapons.nameAbove ? 1.5 : 0.5) * WEAPON_ROW, w: widths[k] ?? 0 };
}

const highlightOf = (highlight: unknown): ReadonlySet<string> => {
  const locations = (highlight as { locations?: unknown } | undefined)?.locations;
  return new Set(Array.isArray(locations) ? locations.filter((l): l is string => typeof l === 'string') : []);
};

/** The wide sheet in one image. */
export function renderRecordSheet(unit: UnitRecord<MechData>, highlight?: unknown): Buffer {
  return renderSheet(unit, WIDE, highlight);
}

/** The sheet as the phone pages, in order; a highlighted location is outlined on each page that draws it. */
export function renderPhonePages(unit: UnitRecord<MechData>, highlight?: unknown): Buffer[] {
  return phonePages(weaponLabels(unit.data).length).map((layout) => renderSheet(unit, layout, highlight));
}

function renderSheet(unit: UnitRecord<MechData>, layout: SheetLayout, highlight?: unknown): Buffer {
  const mech = unit.data;
  const surface = createSurface(layout.width, layout.height);
  const { ctx } = surface;
  const lit = highlightOf(highlight);
  drawHeader(ctx, unit, layout);
  for (const [loc, box] of Object.entries(layout.armour) as [LocationId, Rect][]) drawArmourBox(ctx, mech, loc, box, lit.has(loc));
  for (const [loc, block] of Object.entries(layout.crits) as [LocationId, Rect][]) drawCritBlock(ctx, mech, loc, block, lit.has(loc));
  if (layout.status) {
    drawPilot(ctx, mech, layout.status);
    drawHeatAndMovement(ctx, mech, layout.status.heat);
  }
  if (layout.weapons) drawWeapons(ctx, mech, layout.weapons);
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

function drawHeader(ctx: CanvasRenderingContext2D, unit: UnitRecord<MechData>, layout: SheetLayout): void {
  const m = unit.data;
  const badgesX = drawBadges(ctx, m, layout.width - PAD);
  drawLabel(ctx, unit.name, PAD, 24, {
    size: theme.fontSize.title,
    bold: true,
    maxWidth: Math.min(520, badgesX - PAD - 8),
    minSize: theme.fontSize.label,
  });
  drawLabel(
    ctx,
    [
      ...(layout.caption ? [layout.caption] : []),
      `${m.chassis} ${m.model} · ${m.tonnage} t · ${m.engine.rating} ${m.engine.type} engine`,
      ...constructionNotes(m),
      `turn ${m.turn}`,
    ].join(' · '),
    PAD,
    50,
    {
      size: theme.fontSize.small,
      color: theme.mutedText,
      maxWidth: Math.min(700, layout.width - 2 * PAD),
      minSize: MIN_TEXT,
    },
  );
}

/** The status badges right-aligned from `right`; returns the left edge of the leftmost. */
function drawBadges(ctx: CanvasRenderingContext2D, m: MechData, right: number): number {
  const badges: [string, string][] = [];
  if (m.destroyed) badges.push(['DESTROYED', theme.bad]);
  if (m.prone) badges.push(['PRONE', theme.warn]);
  if (m.shutdown) badges.push(['SHUT DOWN', theme.warn]);
  if (!m.pilot.dead && !m.pilot.conscious) badges.push(['PILOT OUT', theme.warn]);
  let x = right;
  for (const [text, color] of badges) {
    useFont(ctx, font(theme.fontSize.label, { bold: true }));
    const w = textWidth(ctx, text) + 40;
    x -= w;
    ctx.fillStyle = color;
    ctx.fillRect(x, 14, w - 10, 34);
    drawLabel(ctx, text, x + (w - 10) / 2, 31, { align: 'center', bold: true, color: theme.destroyed });
    x -= 6;
  }
  return x;
}

function drawArmourBox(ctx: CanvasRenderingContext2D, mech: MechData, loc: LocationId, r: Rect, lit: boolean): void {
  const state = mech.locations[loc];
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

function drawCritBlock(ctx: CanvasRenderingContext2D, mech: MechData, loc: LocationId, block: Rect, lit: boolean): void {
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
    const row = slotRow(block, i);
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

function drawPilot(ctx: CanvasRenderingContext2D, mech: MechData, block: NonNullable<SheetLayout['status']>): void {
  const { pilot: track, heat, psr: psrBox } = block;
  const p = mech.pilot;
  const status = p.dead ? 'killed' : p.conscious ? 'conscious' : 'unconscious';
  drawLabel(ctx, `Pilot ${p.name} (${p.gunnery}/${p.piloting}) · ${status}`, track.x, track.y - 22, {
    size: theme.fontSize.label,
    bold: true,
    maxWidth: heat.w,
  });
  for (let hit = 1; hit <= 6; hit++) {
    const x = track.x + (hit - 1) * 46;
    ctx.fillStyle = hit <= p.hits ? theme.bad : theme.panel;
    ctx.fillRect(x, track.y, 40, track.h);
    ctx.strokeStyle = theme.panelBorder;
    ctx.lineWidth = 1;
    ctx.strokeRect(x + 0.5, track.y + 0.5, 39, track.h - 1);
    drawLabel(ctx, `${hit}`, x + 20, track.y + track.h / 2, { align: 'center', bold: true, size: theme.fontSize.small });
    drawLabel(ctx, hit === 6 ? 'dead' : `${CONSCIOUSNESS[hit]}+`, x + 20, track.y + track.h + 12, {
      align: 'center',
      size: theme.fontSize.small,
      color: theme.mutedText,
    });
  }
  const psr = psrLayout(ctx, mech, psrBox);
  psr.lines.forEach((line, i) => {
    drawLabel(ctx, line, psrBox.x, psrBox.y + psr.size / 2 + 2 + i * (psr.size + 3), { size: psr.size, color: theme.warn });
  });
}

/**
 * The PSRs due as wrapped lines in PSR_BOX: the label size shrinks until every reason fits whole; past the box
 * only when even the smallest size cannot hold them, and then the last line says how many more are due.
 */
export function psrLayout(ctx: CanvasRenderingContext2D, mech: MechData, box: Rect = PSR_BOX): { lines: string[]; size: number } {
  const reasons = mech.pendingPsrs.map((p) => p.reason + (p.automatic ? ' (automatic fall)' : ''));
  if (reasons.length === 0) return { lines: [], size: theme.fontSize.small };
  const text = `PSR due (${reasons.length}): ${reasons.join('; ')}`;
  for (let size = theme.fontSize.small; ; size--) {
    useFont(ctx, font(size));
    const lines = wrapLines(ctx, text, box.w);
    const fits = lines.length * (size + 3) <= box.h;
    if (fits || size <= MIN_TEXT) {
      const most = Math.floor(box.h / (size + 3));
      return { lines: fits ? lines : [...lines.slice(0, most - 1), `… and more: ${reasons.length} PSRs due in all`], size };
    }
  }
}

function drawHeatAndMovement(ctx: CanvasRenderingContext2D, mech: MechData, bar: Rect): void {
  const left = bar.x;
  const d = deriveMech(mech);
  const heatColor = mech.heat >= 14 ? theme.bad : mech.heat >= 5 ? theme.warn : theme.good;
  drawLabel(
    ctx,
    `Heat ${mech.heat}${mech.heatThisTurn ? ` (+${mech.heatThisTurn} this turn)` : ''}${d.engineHeat ? ` · engine +${d.engineHeat}` : ''} · sinks ${d.heatSinks.total - d.heatSinks.destroyed}/${d.heatSinks.total} (−${d.heatSinks.dissipation})`,
    left,
    bar.y - 14,
    { size: theme.fontSize.label, bold: true, maxWidth: bar.w },
  );
  drawBar(ctx, bar.x, bar.y, bar.w, bar.h, mech.heat, HEAT_AUTO_SHUTDOWN, heatColor);
  for (const mark of [5, 8, 13, 14, 19, 24]) {
    const x = bar.x + Math.round((bar.w * mark) / HEAT_AUTO_SHUTDOWN);
    ctx.fillStyle = theme.panelBorder;
    ctx.fillRect(x, bar.y, 1, bar.h);
  }
  for (let n = 0; n <= HEAT_AUTO_SHUTDOWN; n += 5) {
    const x = bar.x + Math.round((bar.w * n) / HEAT_AUTO_SHUTDOWN);
    const align = n === 0 ? 'left' : n === HEAT_AUTO_SHUTDOWN ? 'right' : 'center';
    drawLabel(ctx, `${n}`, x, heatNumbersY(bar), { size: TEXT_SIZES.numbers, color: theme.mutedText, align });
  }
  // The heat now, in the bar at the end of its fill.
  if (mech.heat > 0) {
    const end = bar.x + Math.round((bar.w * Math.min(mech.heat, HEAT_AUTO_SHUTDOWN)) / HEAT_AUTO_SHUTDOWN);
    drawLabel(ctx, `${mech.heat}`, Math.max(bar.x + 14, end - 4), bar.y + bar.h / 2, {
      size: theme.fontSize.small,
      bold: true,
      color: theme.destroyed,
      align: 'right',
    });
  }
  const effects = [d.heatToHit ? `to-hit +${d.heatToHit}` : '', mech.heat >= 5 ? `MP −${Math.floor(mech.heat / 5)}` : ''].filter(Boolean);
  drawLabel(ctx, effects.length ? `Heat effects: ${effects.join(', ')}` : 'No heat effects', left, bar.y + bar.h + 27, {
    size: theme.fontSize.small,
    color: theme.mutedText,
  });
  const mpWidth = drawLabel(ctx, `MP: walk ${d.walkWithHeat} · run ${d.runWithHeat} · jump ${d.jump}`, left, bar.y + bar.h + 50, {
    size: theme.fontSize.label,
    bold: true,
  });
  // Placed after the MP label's measured width, so a long MP line never draws over it.
  const baseX = left + mpWidth + 16;
  drawLabel(
    ctx,
    `base ${mech.walk}/${Math.ceil(1.5 * mech.walk)}/${mech.jump}, after damage ${d.walk}/${d.run}/${d.jump}`,
    baseX,
    bar.y + bar.h + 50,
    {
      size: theme.fontSize.small,
      color: theme.mutedText,
      maxWidth: Math.max(0, bar.x + bar.w - baseX),
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
  const noteLines = wrapLines(ctx, [`${weapons} working weapons`, ...notes].join(' · '), bar.w);
  noteLines.slice(0, 3).forEach((line, i) => {
    drawLabel(ctx, line, left, bar.y + bar.h + 74 + i * 17, { size: theme.fontSize.small, color: theme.mutedText });
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

function drawWeapons(ctx: CanvasRenderingContext2D, mech: MechData, weapons: WeaponTable): void {
  const { table, rows, cells: titles } = weapons;
  const labels = weaponLabels(mech);
  const columns = Math.min(weapons.columns, Math.ceil(labels.length / rows) || 1);
  for (let c = 0; c < columns; c++) {
    const head = { ...weaponRow(c * rows, weapons), y: table.y, h: WEAPON_ROW };
    ctx.fillStyle = theme.accent;
    ctx.fillRect(head.x, head.y, head.w, WEAPON_ROW - 2);
    // Above two-line rows the header titles the lower line only; the name line needs none.
    titles.forEach(([title], k) => {
      if (weapons.nameAbove && k === 0) return;
      const cell = weaponCell(weapons, { ...head, y: head.y - (weapons.nameAbove ? WEAPON_ROW : 0) }, k);
      drawLabel(ctx, title, cell.x, cell.y - 1, { size: theme.fontSize.small, bold: true, maxWidth: cell.w - 4, minSize: MIN_TEXT });
    });
  }
  const shown = labels.slice(0, weapons.columns * rows);
  shown.forEach(({ label, item }, i) => {
    const row = weaponRow(i, weapons);
    if (i % 2 === 1) {
      ctx.fillStyle = theme.panel;
      ctx.fillRect(row.x, row.y, row.w, row.h);
    }
    const gone = equipmentUseless(mech, item);
    const fired = item.firedTurn === mech.turn;
    const cells = weaponCells(mech, i + 1, label, item);
    cells.forEach((cell, k) => {
      const { x, y, w: width } = weaponCell(weapons, row, k);
      const empty = k === cells.length - 1 && cell === '0';
      drawLabel(ctx, cell, x, y, {
        size: theme.fontSize.small,
        color: gone ? theme.mutedText : empty || item.jammed ? theme.bad : fired ? theme.mutedText : theme.text,
        strike: gone && k === 0,
        maxWidth: width - 6,
        minSize: MIN_TEXT,
        mono: k > 0,
      });
    });
  });
  if (labels.length > shown.length) {
    drawLabel(ctx, `+ ${labels.length - shown.length} more weapons: \`/unit show\` lists them all`, table.x, table.y + table.h + 6, {
      size: TEXT_SIZES.numbers,
      color: theme.mutedText,
    });
  }
  if (labels.length === 0)
    drawLabel(ctx, 'No weapons', table.x + 6, weaponRow(0, weapons).y + WEAPON_ROW / 2, {
      size: theme.fontSize.small,
      color: theme.mutedText,
    });
}
