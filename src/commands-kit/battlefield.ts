// A channel's map as commands keep it: the board as its own stored record, and in the channel's pending state only
// the record's name, the size, and where units stand.
import type { Board } from '../battlefield/board.js';
import type { Field } from '../battlefield/field.js';
import { type Facing, formatHex, parseHex } from '../battlefield/hex.js';
import type { Sighted } from '../battlefield/los.js';
import type { Placement, Placements } from '../battlefield/placement.js';
import { UserError } from '../errors.js';
import type { ChannelRef } from '../store/channel-doc.js';
import type { ChannelStore } from '../store/channel-store.js';
import { saSighted } from '../systems/slaved-armour/map-shot.js';
import type { SaUnitData } from '../systems/slaved-armour/unit.js';
import type { UnitRecord } from '../systems/types.js';

export const BATTLEFIELD_KEY = 'battlefield';

/** A unit's place as stored: `CCRR` and a facing 0–5. */
export interface StoredPlacement {
  readonly hex: string;
  readonly facing: Facing;
}

/** What the channel head holds of its map: small, whatever the board's size. */
export interface StoredBattlefield {
  /** The board record's name (src/store/backend.ts blobId). */
  readonly board: string;
  readonly width: number;
  readonly height: number;
  readonly name: string;
  readonly at?: Readonly<Record<string, StoredPlacement>>;
}

export function readBattlefield(pending: Readonly<Record<string, unknown>>): StoredBattlefield | undefined {
  const value = pending[BATTLEFIELD_KEY] as StoredBattlefield | undefined;
  return value && typeof value === 'object' && typeof value.board === 'string' ? value : undefined;
}

export function requireBattlefield(pending: Readonly<Record<string, unknown>>): StoredBattlefield {
  const field = readBattlefield(pending);
  if (!field) throw new UserError('rule', 'There is no map in this channel. A GM makes one with `/map new` or `/map import`.');
  return field;
}

export function placementsOf(field: StoredBattlefield): Placements {
  const out: Record<string, { hex: { col: number; row: number }; facing: Facing }> = {};
  for (const [key, placed] of Object.entries(field.at ?? {})) {
    const hex = parseHex(placed.hex);
    if (hex) out[key] = { hex, facing: placed.facing };
  }
  return out;
}

export function storedPlacements(placements: Placements): Record<string, StoredPlacement> {
  return Object.fromEntries(Object.entries(placements).map(([key, p]) => [key, { hex: formatHex(p.hex), facing: p.facing }]));
}

/** Boards are immutable and named by content, so a parsed one serves every channel that names it. */
const parsed = new Map<string, Board>();
const CACHED_BOARDS = 64;

/** Stores `board` as the channel's record (before the mutation that names it) and returns its name. */
export async function saveBoard(store: ChannelStore, ref: ChannelRef, board: Board): Promise<string> {
  const id = await store.putBlob(ref, JSON.stringify(board));
  remember(id, board);
  return id;
}

export async function loadBoard(store: ChannelStore, ref: ChannelRef, id: string): Promise<Board> {
  const cached = parsed.get(id);
  if (cached) return cached;
  const board = JSON.parse(await store.readBlob(ref, id)) as Board;
  remember(id, board);
  return board;
}

/** Drops every parsed board, as a freshly started process has none (a test stands for one this way). */
export function forgetBoards(): void {
  parsed.clear();
}

/** The board named `id` when this process has parsed it already; undefined means it must be loaded first. */
export function cachedBoard(id: string): Board | undefined {
  return parsed.get(id);
}

/** Thrown inside a mutation that needs a board this process has not loaded yet: the caller loads it and runs again. */
export class BoardNotLoaded extends Error {
  constructor(readonly boardId: string) {
    super(`board ${boardId} is not loaded`);
  }
}

/**
 * The map as a rules step sees it, from the channel's pending state: synchronous, so it can run inside a mutation; a
 * board not yet in memory throws BoardNotLoaded (see loadField for the asynchronous read).
 */
export function fieldOf(pending: Readonly<Record<string, unknown>>): Field | undefined {
  const stored = readBattlefield(pending);
  if (!stored) return undefined;
  const board = cachedBoard(stored.board);
  if (!board) throw new BoardNotLoaded(stored.board);
  return { board, at: placementsOf(stored) };
}

/** Reads the channel's board into memory if it has one, then returns the map as fieldOf does. */
export async function loadField(
  store: ChannelStore,
  ref: ChannelRef,
  pending: Readonly<Record<string, unknown>>,
): Promise<Field | undefined> {
  const stored = readBattlefield(pending);
  if (stored) await loadBoard(store, ref, stored.board);
  return fieldOf(pending);
}

function remember(id: string, board: Board): void {
  if (parsed.size >= CACHED_BOARDS) parsed.delete(parsed.keys().next().value as string);
  parsed.set(id, board);
}

/**
 * How tall a unit stands for line of sight, as MegaMek counts it: a BattleTech 'Mech 1 level above its hex; a Slaved
 * Armour suit as its shots see it (src/systems/slaved-armour/map-shot.ts); the other systems' units (vehicles, Mecha
 * Bots) are drawn as vehicles, 0.
 */
export function sightedOf(unit: Pick<UnitRecord, 'system' | 'data'>, placement: Placement): Sighted {
  if (unit.system === 'slaved-armour') return saSighted(unit.data as SaUnitData, placement);
  const mech = unit.system === 'battletech';
  return { hex: placement.hex, facing: placement.facing, height: mech ? 1 : 0, kind: mech ? 'mech' : 'vehicle' };
}
