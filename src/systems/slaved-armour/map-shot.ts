// What the map says about a Slaved Armour shot: the range in hexes, and the cover and walls the line of sight finds.
import { type BoardHex, hexAt, terrainLevel } from '../../battlefield/board.js';
import { type Field, placementOf } from '../../battlefield/field.js';
import { distance, type Facing, formatHex, type Hex } from '../../battlefield/hex.js';
import { lineOfSight, type Sighted } from '../../battlefield/los.js';
import { UserError } from '../../errors.js';
import { unitKey } from '../types.js';
import type { SaUnit } from './state.js';
import type { CoverChoice } from './to-hit.js';
import type { SaUnitData } from './unit.js';

/**
 * MegaMek's building construction types (the `building` tag's level; ConstructionType LIGHT 1 … WALL 5, CF 15, 40,
 * 90, 120, 120) as the seed's wall materials: a light building is a wooden one ("no protection"), medium brick,
 * heavy stone, hardened and walls concrete. A building without a type goes by its construction factor.
 */
const MATERIAL_BY_TYPE: Readonly<Record<number, string>> = { 1: 'wood', 2: 'brick', 3: 'stone', 4: 'concrete', 5: 'concrete' };
const MATERIAL_BY_CF: readonly (readonly [number, string])[] = [
  [15, 'wood'],
  [40, 'brick'],
  [90, 'stone'],
];

export function buildingMaterial(hex: BoardHex): string | undefined {
  const type = terrainLevel(hex, 'building');
  if (type === undefined) return undefined;
  const byType = MATERIAL_BY_TYPE[type];
  if (byType) return byType;
  const cf = terrainLevel(hex, 'bldg_cf') ?? 40;
  return MATERIAL_BY_CF.find(([most]) => cf <= most)?.[1] ?? 'concrete';
}

/** Cover rows by the points of terrain between and around the target (MegaMek's woods +1/+2, partial cover +1). */
const COVER_BY_POINTS: readonly CoverChoice[] = ['none', 'light', 'heavy', 'full'];

export interface MapShot {
  readonly range: number;
  /** The row to use when no wall is in the way. */
  readonly cover: CoverChoice;
  /** The material of a building between them (or around the target), which the shot must go through. */
  readonly wall: string | null;
  /** What the map said, for the reply. */
  readonly said: string;
}

/** A suit stands as tall as a 'Mech (two levels, 20 m hexes); a person is a figure on the ground. */
export function saSighted(data: SaUnitData, placement: { readonly hex: Hex; readonly facing?: Facing }): Sighted {
  return { ...placement, height: data.kind === 'sa' ? 1 : 0, kind: 'mech' };
}

/**
 * The situation of a shot between two placed units (RULES S10): range from hex distance; a building the line of sight
 * meets (or that the target stands in) is a wall fired through, at the Fully protected row; woods and partial cover
 * are the cover row fired at directly, one row per MegaMek to-hit point (light woods 1, heavy 2, partial cover 1), and
 * woods thick enough to block are fired through. A hill or water between them leaves no shot. Undefined off the map.
 */
export function mapShot(field: Field | undefined, attacker: SaUnit, target: SaUnit): MapShot | undefined {
  const from = placementOf(field, unitKey(attacker.name));
  const to = placementOf(field, unitKey(target.name));
  if (!field || !from || !to) return undefined;
  const los = lineOfSight(field.board, saSighted(attacker.data, from), saSighted(target.data, to));
  const range = distance(from.hex, to.hex);
  const where = `${formatHex(from.hex)} → ${formatHex(to.hex)}, ${range} hex${range === 1 ? '' : 'es'}`;
  const points = los.woodsModifier + los.targetWoodsModifier + (los.partialCover ? 1 : 0);
  const cover = COVER_BY_POINTS[Math.min(points, COVER_BY_POINTS.length - 1)] ?? 'full';
  const why = [
    los.woodsModifier > 0 ? `woods between +${los.woodsModifier}` : '',
    los.targetWoodsModifier > 0 ? `woods at the target +${los.targetWoodsModifier}` : '',
    los.partialCover ? 'partial cover +1' : '',
  ].filter((w) => w !== '');
  // A wall's own rule (src/systems/slaved-armour/shoot.ts wallFrom) decides whether it is fired through or, wooden, ignored.
  const targetHex = hexAt(field.board, to.hex);
  const inside = targetHex ? buildingMaterial(targetHex) : undefined;
  if (inside) return { range, cover, wall: inside, said: `${where}; the target is inside a ${inside} building` };
  if (los.blocked?.reason === 'building') {
    const hex = hexAt(field.board, los.blocked.hex);
    const wall = (hex && buildingMaterial(hex)) ?? 'brick';
    return { range, cover, wall, said: `${where}; a ${wall} building at ${formatHex(los.blocked.hex)} is in the way` };
  }
  if (los.blocked?.reason === 'woods')
    return {
      range,
      cover: 'through',
      wall: null,
      said: `${where}; woods up to ${formatHex(los.blocked.hex)} hide the target: fired through`,
    };
  if (los.blocked)
    throw new UserError(
      'rule',
      `No line of sight from ${attacker.name} to ${target.name} on the map: ${los.blocked.reason === 'water' ? 'water' : 'a hill'} at ${formatHex(los.blocked.hex)} is in the way. \`/map show from:${attacker.name} to:${target.name}\` draws it.`,
    );
  return { range, cover, wall: null, said: `${where}; ${why.length > 0 ? `${why.join(', ')}: ${cover} cover` : 'in the open'}` };
}
