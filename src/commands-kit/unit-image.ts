// Every unit image a reply carries, in one place: the channel's image mode picks the full sheet, a compact result card
// or none, and each file gets a name safe for Discord and one line of alt text.
import { renderUnitPages } from '../render/registry.js';
import { type ChangeCard, changeCardAltText, renderChangeCard } from '../render/shot-card.js';
import type { ReplyButton, ReplyFile } from '../reply.js';
import type { ChannelSettings, ImageMode } from '../store/channel-doc.js';
import type { GameSystem, RollEvent, SystemEvent, UnitRecord } from '../systems/types.js';

/** A phone on mobile data should not get a 100 KB sheet for every shot: results get the small card unless told. */
export const DEFAULT_IMAGE_MODE: ImageMode = 'compact';

export function imageMode(settings: Pick<ChannelSettings, 'images'>): ImageMode {
  return settings.images ?? DEFAULT_IMAGE_MODE;
}

/** Discord allows 1,024; a screen reader wants one line. */
const ALT_TEXT_MAX = 300;

function fileSafe(name: string): string {
  return name.replace(/[^a-z0-9_-]+/gi, '_').slice(0, 40) || 'unit';
}

function oneLine(text: string): string {
  const plain = text
    .replace(/[*_`~|]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return [...plain].length <= ALT_TEXT_MAX ? plain : `${[...plain].slice(0, ALT_TEXT_MAX - 1).join('')}…`;
}

/** The one-line summary: system, unit, then the first line of its description without markdown. */
export function unitAltText(system: Pick<GameSystem, 'name' | 'describeUnit'>, unit: UnitRecord): string {
  const first = oneLine(system.describeUnit(unit).split('\n')[0] ?? '');
  return oneLine(`${system.name} sheet of ${unit.name}${first ? `: ${first}` : ''}`);
}

/** The full sheet's files: one image, or its pages in order (a BattleTech sheet is two phone-width pages). */
export async function unitSheetFiles(
  system: GameSystem,
  unit: UnitRecord,
  highlight?: unknown,
  pending?: Readonly<Record<string, unknown>>,
): Promise<ReplyFile[]> {
  const pages = renderUnitPages(system.id, unit, highlight, pending);
  const alt = unitAltText(system, unit);
  if (pages.length === 1) return [{ name: `${fileSafe(unit.name)}.png`, data: pages[0] as Buffer, description: alt }];
  return pages.map((data, i) => ({
    name: `${fileSafe(unit.name)}-${i + 1}.png`,
    data,
    description: oneLine(`Page ${i + 1} of ${pages.length}: ${alt}`),
  }));
}

/** The sheet a player asked for (`/unit show`, `/unit add`): drawn unless the channel turned images off. */
export async function requestedSheet(
  settings: Pick<ChannelSettings, 'images'>,
  system: GameSystem,
  unit: UnitRecord,
  pending?: Readonly<Record<string, unknown>>,
): Promise<ReplyFile[]> {
  return imageMode(settings) === 'none' ? [] : await unitSheetFiles(system, unit, undefined, pending);
}

/** A button that shows its presser a unit's full sheet (see commands/unit.ts), for replies that carry only the card. */
export function fullSheetButton(unit: UnitRecord): ReplyButton {
  return { label: `Full sheet: ${unit.name}`.slice(0, 80), payload: `sheet:${unit.name}`, command: 'unit', style: 'secondary' };
}

/** How many units of one reply get a full-sheet button; a phase end touching ten 'Mechs should not post ten buttons. */
const MAX_SHEET_BUTTONS = 3;
/** Discord refuses a message with more files; in `full` mode the sheets past it are offered as buttons instead. */
const MAX_FILES = 10;

export interface ShownUnit {
  readonly system: GameSystem;
  readonly before: UnitRecord | undefined;
  readonly after: UnitRecord;
  readonly highlight?: unknown;
  /** The system's scratch after the step (placed damage the sheet draws). */
  readonly pending?: Readonly<Record<string, unknown>>;
  readonly events: readonly (RollEvent | SystemEvent)[];
  /** What happened, for the card's headline: the reply's first line. */
  readonly headline: string;
}

/** What a rules step's reply shows of the units it changed, by the channel's image mode. */
export async function resultImages(mode: ImageMode, shown: readonly ShownUnit[]): Promise<{ files: ReplyFile[]; buttons: ReplyButton[] }> {
  const files: ReplyFile[] = [];
  const buttons: ReplyButton[] = [];
  for (const unit of shown) {
    if (mode === 'full') {
      const sheet = await unitSheetFiles(unit.system, unit.after, unit.highlight, unit.pending);
      if (files.length + sheet.length <= MAX_FILES) files.push(...sheet);
      else if (buttons.length < MAX_SHEET_BUTTONS) buttons.push(fullSheetButton(unit.after));
    }
    // A step that changed nothing on the unit (a move, a status set by hand) has no card to show; its text says enough.
    if (mode === 'compact') {
      const card = changeCardFile(unit);
      if (card) files.push(card);
    }
    if (mode === 'compact' && buttons.length < MAX_SHEET_BUTTONS) buttons.push(fullSheetButton(unit.after));
  }
  return { files, buttons };
}

/** The compact card of what a step did to a unit, or null when it did nothing the card would show. */
export function changeCardFile(unit: ShownUnit): ReplyFile | null {
  const change = unit.system.changeOf(unit.before, unit.after, unit.events);
  if (change.status === null && change.rows.length === 0 && change.notes.length === 0) return null;
  const card: ChangeCard = { unit: unit.after.name, system: unit.system.name, headline: oneLine(unit.headline), change };
  return { name: `${fileSafe(unit.after.name)}-result.png`, data: renderChangeCard(card), description: oneLine(changeCardAltText(card)) };
}
