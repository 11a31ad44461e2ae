// The 2d6 → column maps as data (RULES §1.4, B1): the card's numbering is unknown, so a group can swap in its own.
import { UserError } from '../../errors.js';
import { COLUMN_COUNT } from './chassis.js';
import type { ColumnMapData } from './components.js';

export interface ColumnMap {
  readonly id: string;
  readonly name: string;
  /** 2d6 total (2–12) → column 1–9 counted from the attacker's left, or null for a miss. Totals above 12 always miss. */
  readonly byTotal: ColumnMapData;
}

/** The least-disordered one-to-one map reproducing the seed's note exactly (RULES §1.4, fixture `roll_to_column_RB`). */
export const RECONSTRUCTED_MAP: ColumnMap = {
  id: 'reconstructed',
  name: 'Reconstructed card (matches the rules note)',
  byTotal: { 2: null, 3: 1, 4: 3, 5: 2, 6: 4, 7: 6, 8: 9, 9: 8, 10: 5, 11: 7, 12: null },
};

/** The obvious card: 3…11 printed left to right, 2 and 12 off the edges. */
export const SEQUENTIAL_MAP: ColumnMap = {
  id: 'sequential',
  name: 'Sequential card (3–11 left to right)',
  byTotal: { 2: null, 3: 1, 4: 2, 5: 3, 6: 4, 7: 5, 8: 6, 9: 7, 10: 8, 11: 9, 12: null },
};

export const COLUMN_MAPS: Readonly<Record<string, ColumnMap>> = { reconstructed: RECONSTRUCTED_MAP, sequential: SEQUENTIAL_MAP };
export const DEFAULT_COLUMN_MAP = RECONSTRUCTED_MAP;

/** The column a final (shifted) total strikes, or null for a miss. */
export function columnForTotal(map: ColumnMapData, total: number): number | null {
  if (total < 2 || total > 12) return null;
  return map[String(total)] ?? null;
}

/** Validates a map given in an import (keys 2–12, values 1–9 or null); missing totals miss. */
export function parseColumnMap(raw: unknown, where: string): ColumnMapData {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new UserError('import', `${where}: the column map must map 2d6 totals to columns, e.g. {"3": 1, "4": 3, "2": null}.`);
  }
  const map: Record<string, number | null> = {};
  for (let total = 2; total <= 12; total++) map[String(total)] = null;
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const total = Number(key);
    if (!Number.isInteger(total) || total < 2 || total > 12) {
      throw new UserError('import', `${where}: \`${key}\` is not a 2d6 total; use 2 to 12.`);
    }
    if (value !== null && (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > COLUMN_COUNT)) {
      throw new UserError('import', `${where}: total ${key} must map to a column 1–${COLUMN_COUNT} or to a miss (null or -).`);
    }
    map[String(total)] = value as number | null;
  }
  return map;
}

/** Each distinct result reachable by adding 0 … modifier, with the smallest shift that reaches it. */
export function shiftChoices(columnMap: ColumnMapData, roll: number, modifier: number): Array<{ shift: number; column: number | null }> {
  const choices: Array<{ shift: number; column: number | null }> = [];
  for (let shift = 0; shift <= modifier; shift++) {
    const column = columnForTotal(columnMap, roll + shift);
    if (!choices.some((choice) => choice.column === column)) choices.push({ shift, column });
  }
  return choices;
}
