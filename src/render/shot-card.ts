// The compact "what changed" card for one unit after one step: small enough to read inline on a phone, any system.
import type { CanvasRenderingContext2D } from 'canvas';
import type { ChangeSeverity, UnitChange } from '../systems/types.js';
import { createSurface, drawLabel, font, textWidth, useFont } from './canvas.js';
import { theme } from './theme.js';

/** Discord shows an inline image about 400 px wide on a phone: at 480 px a 20 px label stays about 17 px tall. */
export const CARD_WIDTH = 480;
const PAD = theme.padding;
const LINE = { title: 34, text: 26, small: 22 } as const;
const SIZE = { title: 26, text: 20, small: 17 } as const;
/** Past this many lines a card stops growing; the full sheet has the rest. */
const MAX_BODY_LINES = 12;
/** The unit's name may take this much of the title bar; the system's name gets what the unit's leaves. */
const UNIT_NAME_SHARE = 0.6;

export const SEVERITY_COLOURS: Readonly<Record<ChangeSeverity, string>> = {
  info: theme.accent,
  damage: theme.warn,
  destroyed: theme.bad,
};

export interface ChangeCard {
  readonly unit: string;
  readonly system: string;
  /** What happened, e.g. "Hunchback fires Medium Laser: hit". */
  readonly headline: string;
  readonly change: UnitChange;
}

/** The shipped fonts have no emoji: a reply's 🎲 and 💥 would print as boxes. */
function drawable(text: string): string {
  return text
    .replace(/\p{Extended_Pictographic}|\u{FE0F}|\u{200D}|[\u{1F1E6}-\u{1F1FF}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whole words up to `width`; a word longer than the width is left to overflow rather than be split. */
function wrap(ctx: CanvasRenderingContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of drawable(text).split(' ').filter(Boolean)) {
    const next = line === '' ? word : `${line} ${word}`;
    if (line !== '' && textWidth(ctx, next) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line !== '') lines.push(line);
  return lines;
}

interface Block {
  readonly lines: readonly string[];
  readonly colour: string;
  readonly label?: string;
  readonly bold?: boolean;
}

/** Every line the card shows, laid out for its width, before anything is drawn (the height depends on it). */
function layout(ctx: CanvasRenderingContext2D, card: ChangeCard): { blocks: Block[]; labelWidth: number } {
  const inner = CARD_WIDTH - 2 * PAD;
  useFont(ctx, font(SIZE.text, { bold: true }));
  const labelWidth = Math.max(0, ...card.change.rows.map((row) => Math.min(textWidth(ctx, row.label), 130)));
  useFont(ctx, font(SIZE.text));
  const blocks: Block[] = [];
  if (card.change.status) {
    useFont(ctx, font(SIZE.text, { bold: true }));
    blocks.push({ lines: wrap(ctx, card.change.status, inner - 16), colour: theme.bad, bold: true });
    useFont(ctx, font(SIZE.text));
  }
  for (const row of card.change.rows) {
    blocks.push({ lines: wrap(ctx, row.detail, inner - labelWidth - 14), colour: SEVERITY_COLOURS[row.severity], label: row.label });
  }
  for (const note of card.change.notes) blocks.push({ lines: wrap(ctx, note.text, inner - 20), colour: SEVERITY_COLOURS[note.severity] });
  if (blocks.length === 0) blocks.push({ lines: ['No damage.'], colour: theme.good });
  // Cut at whole blocks so no line is half a sentence; the last kept line says how much more the sheet holds.
  const kept: Block[] = [];
  let count = 0;
  for (const block of blocks) {
    if (count + block.lines.length > MAX_BODY_LINES) {
      kept.push({ lines: [`… ${blocks.length - kept.length} more: see the full sheet`], colour: theme.mutedText });
      break;
    }
    kept.push(block);
    count += block.lines.length;
  }
  return { blocks: kept, labelWidth };
}

/**
 * The headline (the reply's first line) wrapped whole at the card's width: it is what happened, so no line of it is
 * cut off mid-sentence; the caller keeps it to one reply line (unit-image.ts caps it at 300 characters).
 */
export function headlineLines(headline: string): string[] {
  const measure = createSurface(1, 1);
  useFont(measure.ctx, font(SIZE.small));
  return wrap(measure.ctx, headline, CARD_WIDTH - 2 * PAD);
}

/** The card as a PNG: title, headline, the unit's state, then one block per location and per note. */
export function renderChangeCard(card: ChangeCard): Buffer {
  const measure = createSurface(1, 1);
  const headline = headlineLines(card.headline);
  const { blocks, labelWidth } = layout(measure.ctx, card);
  measure.toPng();
  const bodyLines = blocks.reduce((n, b) => n + b.lines.length, 0);
  const height = PAD + LINE.title + headline.length * LINE.small + 8 + bodyLines * LINE.text + blocks.length * 6 + PAD;
  const surface = createSurface(CARD_WIDTH, height);
  const { ctx } = surface;
  ctx.fillStyle = theme.panel;
  ctx.fillRect(0, 0, CARD_WIDTH, PAD + LINE.title);
  const unitWidth = drawLabel(ctx, card.unit, PAD, PAD / 2 + LINE.title / 2, {
    size: SIZE.title,
    bold: true,
    maxWidth: (CARD_WIDTH - 2 * PAD) * UNIT_NAME_SHARE,
  });
  drawLabel(ctx, card.system, CARD_WIDTH - PAD, PAD / 2 + LINE.title / 2, {
    size: SIZE.small,
    color: theme.mutedText,
    align: 'right',
    maxWidth: CARD_WIDTH - 2 * PAD - unitWidth - 16,
  });
  let y = PAD + LINE.title;
  for (const line of headline) {
    drawLabel(ctx, line, PAD, y + LINE.small / 2 + 2, { size: SIZE.small, color: theme.mutedText, maxWidth: CARD_WIDTH - 2 * PAD });
    y += LINE.small;
  }
  y += 8;
  for (const block of blocks) {
    const top = y;
    const x = block.label === undefined ? PAD + 20 : PAD + labelWidth + 14;
    ctx.fillStyle = block.colour;
    if (block.bold) ctx.fillRect(PAD, top, 6, block.lines.length * LINE.text);
    else if (block.label === undefined) {
      ctx.beginPath();
      ctx.arc(PAD + 6, top + LINE.text / 2, 5, 0, 2 * Math.PI);
      ctx.fill();
    }
    if (block.label !== undefined)
      drawLabel(ctx, block.label, PAD, top + LINE.text / 2, { size: SIZE.text, bold: true, color: block.colour, maxWidth: labelWidth });
    for (const line of block.lines) {
      drawLabel(ctx, line, block.bold ? PAD + 16 : x, y + LINE.text / 2, {
        size: SIZE.text,
        bold: block.bold ?? false,
        color: block.bold ? theme.bad : theme.text,
        maxWidth: CARD_WIDTH - x - PAD,
      });
      y += LINE.text;
    }
    y += 6;
  }
  return surface.toPng();
}

/** The card's alt text: one line naming the unit and what it lost. */
export function changeCardAltText(card: ChangeCard): string {
  const { change } = card;
  const parts = [change.status, ...change.rows.map((row) => `${row.label} ${row.detail}`), ...change.notes.map((note) => note.text)].filter(
    (p): p is string => p !== null && p !== '',
  );
  return `${card.system} result for ${card.unit}: ${parts.length > 0 ? parts.join('; ') : 'no damage'}`;
}
