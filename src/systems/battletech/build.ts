// Turns a 'Mech specification (from a .mtf file, Salvo JSON or a template) into the stored record-sheet state.
import { UserError } from '../../errors.js';
import type { ArmorType, CockpitType, StructureType } from './construction.js';
import {
  CATALOG_BY_KEY,
  type CatalogItem,
  caveatWarnings,
  isEmptySlotName,
  lookupEquipment,
  munitionOf,
  normalizeName,
  parseMountName,
} from './equipment.js';
import { LOCATION_NAMES, LOCATIONS, type LocationId, locationName, slotCount } from './locations.js';
import { DEFAULT_GUNNERY, DEFAULT_PILOTING, INTERNAL_STRUCTURE, internalFor } from './tables.js';
import type { EngineType, Equipment, EquipmentKind, LocationState, MechData, Slot } from './types.js';

/** Everything needed to build a 'Mech; the Salvo JSON format is this shape. */
export interface MechSpec {
  readonly chassis: string;
  readonly model: string;
  readonly tonnage: number;
  readonly techBase: string;
  readonly engine: { readonly type: EngineType; readonly rating: number };
  readonly gyro: string;
  readonly heatSinks: { readonly type: 'single' | 'double'; readonly count: number };
  readonly walk: number;
  readonly jump: number;
  readonly armor: Readonly<Record<LocationId, number>>;
  readonly rearArmor: Readonly<Record<'CT' | 'LT' | 'RT', number>>;
  /** Critical slots top to bottom, MegaMek names; trailing empties may be left out. */
  readonly slots: Readonly<Record<LocationId, readonly string[]>>;
  readonly pilot?: { readonly name?: string; readonly gunnery?: number; readonly piloting?: number };
  /** Four legs: LA/RA are the front legs. */
  readonly quad?: boolean;
  /** Absent: standard. */
  readonly armorType?: ArmorType;
  readonly structureType?: StructureType;
  readonly cockpit?: CockpitType;
  /** Design quirks as the file names them (`compact_mech`, `weaponquirk:…`): kept, not applied. */
  readonly quirks?: readonly string[];
}

/** Names where a problem came from, for error messages: `line 14` in a .mtf, `field \`tonnage\`` in JSON. */
export type Origin = (field: string) => string;

/** Side-torso engine slots per engine type (each side), Inner Sphere then Clan. */
const SIDE_TORSO_ENGINE_SLOTS: Readonly<Record<EngineType, readonly [number, number]>> = {
  standard: [0, 0],
  compact: [0, 0],
  ice: [0, 0],
  'fuel-cell': [0, 0],
  fission: [0, 0],
  xl: [3, 2],
  light: [2, 2],
  xxl: [6, 4],
};

interface Piece {
  readonly item: CatalogItem | undefined;
  readonly name: string;
  readonly rear: boolean;
  readonly location: LocationId;
  readonly indices: number[];
  /** Fewer slots than the item needs: maybe the other half of a weapon split across two locations. */
  readonly partial: boolean;
  readonly munition?: string;
}

const fail = (message: string): never => {
  throw new UserError('import', message);
};

/** A slot name as a message quotes it: a hostile file's 30,000-character name must not make the reply too long. */
const shown = (name: string): string => (name.length > 60 ? `${name.slice(0, 60)}…` : name);

export function buildMech(spec: MechSpec, origin: Origin): { data: MechData; warnings: string[] } {
  const warnings: string[] = [];
  if (!INTERNAL_STRUCTURE[spec.tonnage]) {
    fail(
      `${origin('tonnage')}: ${spec.tonnage} t is not a BattleMech weight Salvo supports (10 to 100 t in steps of 5). Superheavy 'Mechs are not supported.`,
    );
  }
  if (!Number.isInteger(spec.walk) || spec.walk < 0 || spec.walk > 30)
    fail(`${origin('walk')}: walking MP must be a whole number from 0 to 30.`);
  if (!Number.isInteger(spec.jump) || spec.jump < 0 || spec.jump > 30)
    fail(`${origin('jump')}: jumping MP must be a whole number from 0 to 30.`);
  if (!Number.isInteger(spec.engine.rating) || spec.engine.rating < 10 || spec.engine.rating > 500) {
    fail(`${origin('engine')}: engine rating ${spec.engine.rating} is outside 10 to 500.`);
  }
  if (spec.engine.rating !== spec.walk * spec.tonnage) {
    warnings.push(
      `Engine rating ${spec.engine.rating} does not match ${spec.walk} walking MP x ${spec.tonnage} t; using the file's walking MP.`,
    );
  }
  if (!Number.isInteger(spec.heatSinks.count) || spec.heatSinks.count < 0 || spec.heatSinks.count > 60) {
    fail(`${origin('heatSinks')}: heat sink count must be a whole number from 0 to 60.`);
  }

  const tech = /clan/i.test(spec.techBase) && !/mixed/i.test(spec.techBase) ? 'clan' : 'is';
  const pieces: Piece[] = [];
  const slotsByLocation = {} as Record<LocationId, (Slot | { piece: number })[]>;
  for (const loc of LOCATIONS) {
    const names = [...(spec.slots[loc] ?? [])];
    const size = slotCount(!!spec.quad, loc);
    names.forEach((name, index) => {
      if (index >= size && !isEmptySlotName(name)) {
        fail(
          `${origin(`slots.${loc}.${index}`)}: the ${locationName(spec, loc)} has only ${size} critical slots, but slot ${index + 1} holds \`${shown(name)}\`.`,
        );
      }
    });
    while (names.length < size) names.push('-Empty-');
    names.length = size;
    const row: (Slot | { piece: number })[] = [];
    let i = 0;
    while (i < size) {
      const raw = names[i] as string;
      if (isEmptySlotName(raw)) {
        row.push({ kind: 'empty', name: '-', hittable: false, hit: false, destroyed: false });
        i++;
        continue;
      }
      const { name, rear } = parseMountName(raw);
      const looked = lookupEquipment(name, tech);
      // A command console's head holds two cockpit slots: the second is the console (MegaMek getCrewForCockpitSlot).
      const consoleSlot =
        spec.cockpit === 'command-console' &&
        loc === 'HD' &&
        looked?.kind === 'system' &&
        looked.system === 'cockpit' &&
        row.some((s) => 'system' in s && s.system === 'cockpit');
      const item = consoleSlot ? CATALOG_BY_KEY.get('command-console') : looked;
      if (item?.kind === 'system') {
        row.push({
          kind: 'system',
          name: item.system === 'engine' ? 'Engine' : item.name,
          system: item.system,
          hittable: true,
          hit: false,
          destroyed: false,
        });
        i++;
        continue;
      }
      let run = 1;
      while (i + run < size && normalizeName(names[i + run] as string) === normalizeName(raw)) run++;
      const per = item && !('variable' in item && item.variable) ? item.slots : run;
      for (let start = 0; start < run; start += per) {
        const count = Math.min(per, run - start);
        const indices = Array.from({ length: count }, (_, k) => i + start + k);
        const munition = item?.kind === 'ammo' ? munitionOf(name) : undefined;
        const shown = item ? `${item.name}${munition ? ` (${munition})` : ''}` : name;
        pieces.push({ item, name: shown, rear, location: loc, indices, partial: count < per, ...(munition ? { munition } : {}) });
        for (const _ of indices) row.push({ piece: pieces.length - 1 });
      }
      i += run;
    }
    slotsByLocation[loc] = row;
  }

  const owner = mergeSplitPieces(spec, pieces, warnings);
  const equipment: Equipment[] = [];
  const equipmentOfPiece = new Map<number, number>();
  pieces.forEach((piece, index) => {
    const primary = owner[index] as number;
    if (primary !== index) return;
    const partners = pieces.map((_, j) => j).filter((j) => owner[j] === index);
    const locations = [...new Set(partners.map((j) => (pieces[j] as Piece).location))];
    const id = equipment.length;
    equipment.push(
      makeEquipment(
        id,
        piece,
        locations,
        partners.reduce((n, j) => n + (pieces[j] as Piece).indices.length, 0),
      ),
    );
    for (const j of partners) equipmentOfPiece.set(j, id);
  });
  addClanCase(spec, equipment);
  linkArtemis(equipment, pieces, equipmentOfPiece);
  const unrolled = new Map(
    pieces.flatMap((p) => (p.item && 'unrolled' in p.item && p.item.unrolled ? [[p.item.name, p.item.unrolled]] : [])),
  );
  for (const [name, source] of unrolled) {
    warnings.push(
      `\`${shown(name)}\` imports, not rolled (${source}): critical hits can destroy it, but \`/physical\` does not attack with it; resolve its attacks by hand.`,
    );
  }
  warnings.push(...caveatWarnings(pieces));
  const unknown = [...new Set(pieces.filter((p) => !p.item).map((p) => p.name))];
  for (const name of unknown) {
    warnings.push(
      `Unknown equipment \`${shown(name)}\`: Salvo keeps its slots, so critical hits can land there and destroy it, but it never fires, explodes, adds heat or changes a roll.`,
    );
  }

  const locations = {} as Record<LocationId, LocationState>;
  for (const loc of LOCATIONS) {
    const slots: Slot[] = (slotsByLocation[loc] ?? []).map((entry) => {
      if (!('piece' in entry)) return entry;
      const piece = pieces[entry.piece] as Piece;
      const id = equipmentOfPiece.get(entry.piece) as number;
      const item = equipment[id] as Equipment;
      return {
        kind: 'equipment',
        name: `${item.name}${piece.rear ? ' (R)' : ''}`,
        equipment: id,
        hittable: slotHittable(item),
        hit: false,
        destroyed: false,
      };
    });
    const armor = spec.armor[loc];
    const internal = internalFor(spec.tonnage, loc, !!spec.quad);
    const cap = maxArmor(loc, internal);
    if (!Number.isInteger(armor) || armor < 0 || armor > cap)
      fail(
        `${origin(`armor.${loc}`)}: ${locationName(spec, loc)} armour must be a whole number from 0 to ${cap} (Total Warfare maximum for ${spec.tonnage} t).`,
      );
    const state: LocationState = { armor, maxArmor: armor, internal, maxInternal: internal, destroyed: false, blownOff: false, slots };
    if (loc === 'CT' || loc === 'LT' || loc === 'RT') {
      const rear = spec.rearArmor[loc];
      if (!Number.isInteger(rear) || rear < 0 || rear + armor > cap)
        fail(
          `${origin(`rearArmor.${loc}`)}: ${locationName(spec, loc)} rear armour must be a whole number from 0, and front plus rear at most ${cap} (Total Warfare maximum for ${spec.tonnage} t).`,
        );
      state.rear = rear;
      (state as { maxRear?: number }).maxRear = rear;
    }
    locations[loc] = state;
  }

  const cockpit = checkFixedSystems(locations, spec, warnings);
  const slottedSinks = equipment.filter((e) => e.kind === 'heatSink').length;
  if (slottedSinks > spec.heatSinks.count) {
    warnings.push(
      `The file places ${slottedSinks} heat sinks in critical slots but says it has ${spec.heatSinks.count}; using ${slottedSinks}.`,
    );
  }
  const jets = equipment.filter((e) => e.kind === 'jumpJet').length;
  if (spec.jump > 0 && jets === 0)
    warnings.push(`Jumping MP ${spec.jump} but no jump jets in the critical slots; jump jet crits cannot reduce it.`);
  if (spec.quirks?.length) warnings.push(quirkWarning(spec.quirks));

  const data: MechData = {
    chassis: spec.chassis,
    model: spec.model,
    tonnage: spec.tonnage,
    techBase: spec.techBase,
    engine: spec.engine,
    gyro: spec.gyro,
    heatSinks: { type: spec.heatSinks.type, count: Math.max(spec.heatSinks.count, slottedSinks) },
    walk: spec.walk,
    jump: spec.jump,
    locations,
    equipment,
    pilot: {
      name: spec.pilot?.name ?? 'MechWarrior',
      gunnery: spec.pilot?.gunnery ?? DEFAULT_GUNNERY,
      piloting: spec.pilot?.piloting ?? DEFAULT_PILOTING,
      hits: 0,
      conscious: true,
      dead: false,
    },
    heat: 0,
    heatThisTurn: 0,
    turn: 1,
    damageThisPhase: 0,
    prone: false,
    shutdown: false,
    destroyed: false,
    pendingPsrs: [],
    clubs: [],
    ...(spec.armorType && spec.armorType !== 'standard' ? { armorType: spec.armorType } : {}),
    ...(spec.structureType && spec.structureType !== 'standard' ? { structureType: spec.structureType } : {}),
    ...(cockpit !== 'standard' ? { cockpit } : {}),
    ...(spec.quad ? { quad: true } : {}),
    ...(spec.quirks?.length ? { quirks: [...spec.quirks] } : {}),
  };
  return { data, warnings };
}

/** Said on import as for unknown equipment: the quirks travel with the 'Mech, but no roll counts them. */
export function quirkWarning(quirks: readonly string[]): string {
  const shown = quirks.slice(0, 8).map((q) => `\`${q}\``);
  const more = quirks.length > shown.length ? ` and ${quirks.length - shown.length} more` : '';
  return `Design quirks ${shown.join(', ')}${more}: Salvo keeps them with the 'Mech but applies none (no roll, MP or heat counts them); give their effects by hand (\`modifier:\`) if the table plays quirks.`;
}

/**
 * A crit that lands on structure, armour or an item MegaMek marks not hittable (CASE, CASE II, TSM, industrial TSM)
 * is rolled again (MegaMek MiscType.hittable; TW Determining Critical Hits).
 */
function slotHittable(item: Equipment): boolean {
  const entry = CATALOG_BY_KEY.get(item.key);
  return item.kind !== 'structure' && !(entry && 'unhittable' in entry && entry.unhittable);
}

/** Pairs up partial pieces of the same item in different locations (a split weapon); returns each piece's owner index. */
function mergeSplitPieces(spec: Pick<MechSpec, 'quad'>, pieces: readonly Piece[], warnings: string[]): number[] {
  const owner = pieces.map((_, i) => i);
  const open = new Map<string, number>();
  pieces.forEach((piece, index) => {
    if (!piece.partial || !piece.item) return;
    const key = piece.item.key;
    const waiting = open.get(key);
    if (waiting !== undefined) {
      const first = pieces[waiting] as Piece;
      if (first.location !== piece.location && first.indices.length + piece.indices.length === piece.item.slots) {
        owner[index] = waiting;
        open.delete(key);
        return;
      }
    }
    open.set(key, index);
  });
  for (const index of open.values()) {
    const piece = pieces[index] as Piece;
    warnings.push(
      `${piece.name} in the ${locationName(spec, piece.location)} fills ${piece.indices.length} of its ${piece.item?.slots} slots; treated as one item.`,
    );
  }
  return owner;
}

/** TW armour maximum: 9 on the head, twice the internal structure elsewhere (front and rear together on torsos). */
export const maxArmor = (loc: LocationId, internal: number): number => (loc === 'HD' ? 9 : internal * 2);

/** An Artemis IV FCS serves the missile launcher listed just before it in the same location (MegaMek's linking). */
function linkArtemis(equipment: Equipment[], pieces: readonly Piece[], equipmentOfPiece: ReadonlyMap<number, number>): void {
  pieces.forEach((piece, index) => {
    if (piece.item?.kind !== 'misc' || !piece.item.key.endsWith('artemis-iv')) return;
    const fcs = equipmentOfPiece.get(index);
    for (let j = index - 1; j >= 0; j--) {
      const before = pieces[j] as Piece;
      if (before.location !== piece.location) break;
      const launcher = equipment[equipmentOfPiece.get(j) ?? -1];
      const attack = launcher?.weapon?.attack;
      if (launcher && fcs !== undefined && launcher.artemis === undefined && (attack === 'lrm' || attack === 'srm' || attack === 'mml')) {
        launcher.artemis = fcs;
        return;
      }
    }
  });
}

function makeEquipment(id: number, piece: Piece, locations: readonly LocationId[], slots: number): Equipment {
  const item = piece.item;
  const base = { id, name: piece.name, locations, rear: piece.rear, slots, hit: false };
  if (!item) return { ...base, key: 'generic', kind: 'misc' };
  switch (item.kind) {
    case 'weapon':
      return { ...base, key: item.key, kind: 'weapon', weapon: item.weapon, ...(item.explosion ? { explosion: item.explosion } : {}) };
    case 'ammo':
      return {
        ...base,
        key: item.key,
        kind: 'ammo',
        ammo: {
          ammoType: item.ammoType,
          damagePerShot: item.damagePerShot,
          shotsPerTon: item.shotsPerTon,
          shotsPerTurn: item.shotsPerTurn,
          explosive: item.explosive,
          ...(item.cluster ? { cluster: true } : {}),
          ...(piece.munition ? { munition: piece.munition } : {}),
          ...(item.missile ? { missile: item.missile } : {}),
          shotsLeft: item.shotsPerTon,
        },
      };
    case 'heatSink':
      return { ...base, key: item.key, kind: 'heatSink', double: item.double };
    case 'system':
      throw new Error('systems are slots, not equipment');
    default:
      return { ...base, key: item.key, kind: item.kind as EquipmentKind };
  }
}

/** Clan 'Mechs carry CASE wherever they carry something explosive (TW; MegaMek Mek.addClanCase). */
function addClanCase(spec: MechSpec, equipment: Equipment[]): void {
  if (!/clan/i.test(spec.techBase) || /mixed/i.test(spec.techBase)) return;
  const explosive = new Set(equipment.filter((e) => e.ammo?.explosive || e.explosion).map((e) => e.locations[0] as LocationId));
  for (const loc of LOCATIONS) {
    if (loc === 'CT' || loc === 'HD' || !explosive.has(loc)) continue;
    if (equipment.some((e) => e.kind === 'case' && e.locations[0] === loc)) continue;
    equipment.push({
      id: equipment.length,
      key: 'cl-case',
      name: 'CASE (Clan, built in)',
      kind: 'case',
      locations: [loc],
      rear: false,
      slots: 0,
      hit: false,
    });
  }
}

function count(locations: Record<LocationId, LocationState>, loc: LocationId, system: string): number {
  return locations[loc].slots.filter((s) => s.system === system).length;
}

/**
 * The fixed systems a biped must have; absent arm actuators are allowed (the seed's "missing actuators"). Returns the
 * cockpit: a torso-mounted cockpit sits in the centre torso (TechManual), and one found there is read as one.
 */
function checkFixedSystems(locations: Record<LocationId, LocationState>, spec: MechSpec, warnings: string[]): CockpitType {
  let cockpit = spec.cockpit ?? 'standard';
  const inHead = count(locations, 'HD', 'cockpit') > 0;
  const inTorso = count(locations, 'CT', 'cockpit') > 0;
  if (cockpit === 'torso-mounted' && !inTorso && inHead) {
    warnings.push('The file names a torso-mounted cockpit but the cockpit slot is in the head: read as a standard cockpit.');
    cockpit = 'standard';
  } else if (cockpit !== 'torso-mounted' && !inHead && inTorso) {
    warnings.push('The cockpit slot is in the centre torso: read as a torso-mounted cockpit.');
    cockpit = 'torso-mounted';
  }
  const required: [LocationId, string, string][] = [
    [cockpit === 'torso-mounted' ? 'CT' : 'HD', 'cockpit', 'cockpit'],
    ['CT', 'gyro', 'gyro'],
    ['CT', 'engine', 'engine slots'],
    ['LL', 'hip', 'hip actuator'],
    ['RL', 'hip', 'hip actuator'],
  ];
  for (const [loc, system, what] of required) {
    if (count(locations, loc, system) === 0) {
      fail(
        `The ${locationName(spec, loc)} has no ${what}. Salvo reads standard biped 'Mechs only (cockpit in the head, or in the centre torso when torso-mounted; gyro and engine in the centre torso).`,
      );
    }
  }
  for (const arm of ['LA', 'RA'] as const) {
    if (spec.quad) {
      if (count(locations, arm, 'hip') === 0) fail(`The ${locationName(spec, arm)} has no hip actuator; this is not a quad's front leg.`);
    } else if (count(locations, arm, 'shoulder') === 0)
      fail(`The ${LOCATION_NAMES[arm]} has no shoulder; this is not a standard biped arm.`);
  }
  const clan = /clan/i.test(spec.techBase) ? 1 : 0;
  const expected = SIDE_TORSO_ENGINE_SLOTS[spec.engine.type][clan];
  for (const side of ['LT', 'RT'] as const) {
    const found = count(locations, side, 'engine');
    if (found !== expected) {
      warnings.push(
        `The ${locationName(spec, side)} holds ${found} engine slots; a ${spec.engine.type} engine should have ${expected}. Using the slots as listed.`,
      );
    }
  }
  return cockpit;
}
