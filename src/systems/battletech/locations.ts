// The eight biped 'Mech locations: names, slot counts, where damage and crits transfer, and what falls off with what.
import { UserError } from '../../errors.js';

export const LOCATIONS = ['HD', 'CT', 'LT', 'RT', 'LA', 'RA', 'LL', 'RL'] as const;
export type LocationId = (typeof LOCATIONS)[number];

export const LOCATION_NAMES: Readonly<Record<LocationId, string>> = {
  HD: 'Head',
  CT: 'Center Torso',
  LT: 'Left Torso',
  RT: 'Right Torso',
  LA: 'Left Arm',
  RA: 'Right Arm',
  LL: 'Left Leg',
  RL: 'Right Leg',
};

/** MegaMek's NUM_OF_SLOTS for a biped: head and legs have 6 critical slots, the rest 12. */
export const SLOT_COUNT: Readonly<Record<LocationId, number>> = { HD: 6, CT: 12, LT: 12, RT: 12, LA: 12, RA: 12, LL: 6, RL: 6 };

/** Where excess damage (and a crit with nothing left to hit) goes; absent = the 'Mech is destroyed (head, CT). */
export const TRANSFER: Readonly<Partial<Record<LocationId, LocationId>>> = { LA: 'LT', LL: 'LT', RA: 'RT', RL: 'RT', LT: 'CT', RT: 'CT' };

/** Destroying a side torso takes its arm with it (MegaMek getDependentLocation). */
export const DEPENDENT: Readonly<Partial<Record<LocationId, LocationId>>> = { LT: 'LA', RT: 'RA' };

export const HAS_REAR: ReadonlySet<LocationId> = new Set(['CT', 'LT', 'RT']);
export const ARMS: ReadonlySet<LocationId> = new Set(['LA', 'RA']);
export const LEGS: ReadonlySet<LocationId> = new Set(['LL', 'RL']);
/** A quad's legs: front legs where a biped has arms. */
export const QUAD_LEGS: ReadonlySet<LocationId> = new Set(['LA', 'RA', 'LL', 'RL']);
export const legsOf = (mech: { readonly quad?: boolean }): ReadonlySet<LocationId> => (mech.quad ? QUAD_LEGS : LEGS);

export const QUAD_LOCATION_NAMES: Readonly<Record<LocationId, string>> = {
  HD: 'Head',
  CT: 'Center Torso',
  LT: 'Left Torso',
  RT: 'Right Torso',
  LA: 'Front Left Leg',
  RA: 'Front Right Leg',
  LL: 'Rear Left Leg',
  RL: 'Rear Right Leg',
};
/** A quad's leg codes as MegaMek's files and record sheets write them. */
export const QUAD_LOCATION_CODES: Readonly<Record<LocationId, string>> = {
  HD: 'HD',
  CT: 'CT',
  LT: 'LT',
  RT: 'RT',
  LA: 'FLL',
  RA: 'FRL',
  LL: 'RLL',
  RL: 'RRL',
};
/** The location's code on this 'Mech: a quad's LA is FLL. */
export const locationCode = (mech: { readonly quad?: boolean }, loc: LocationId): string => (mech.quad ? QUAD_LOCATION_CODES[loc] : loc);
/** Where an item sits, `LT/CT` for a split one. */
export const locationCodes = (mech: { readonly quad?: boolean }, locs: readonly LocationId[]): string =>
  locs.map((loc) => locationCode(mech, loc)).join('/');
/** The location's name on this 'Mech: a quad's LA is its front left leg. */
export const locationName = (mech: { readonly quad?: boolean }, loc: LocationId): string =>
  (mech.quad ? QUAD_LOCATION_NAMES : LOCATION_NAMES)[loc];
/** Slots in a location: a quad's front legs have a leg's six. */
export const slotCount = (quad: boolean, loc: LocationId): number => (quad && (loc === 'LA' || loc === 'RA') ? 6 : SLOT_COUNT[loc]);

export const isLimb = (loc: LocationId): boolean => ARMS.has(loc) || LEGS.has(loc);

const ALIASES: Readonly<Record<string, LocationId>> = {
  hd: 'HD',
  h: 'HD',
  head: 'HD',
  ct: 'CT',
  c: 'CT',
  centertorso: 'CT',
  centretorso: 'CT',
  center: 'CT',
  lt: 'LT',
  lefttorso: 'LT',
  rt: 'RT',
  righttorso: 'RT',
  la: 'LA',
  leftarm: 'LA',
  ra: 'RA',
  rightarm: 'RA',
  ll: 'LL',
  leftleg: 'LL',
  rl: 'RL',
  rightleg: 'RL',
  // A quad's legs, as MegaMek and its record sheets name them.
  fll: 'LA',
  frontleftleg: 'LA',
  frl: 'RA',
  frontrightleg: 'RA',
  rll: 'LL',
  rearleftleg: 'LL',
  rrl: 'RL',
  rearrightleg: 'RL',
};

/** Reads a location the way players type it: `CT`, `ct`, `center torso`, `Left Arm`. */
export function parseLocation(text: string): LocationId {
  const found = ALIASES[text.toLowerCase().replace(/[^a-z]/g, '')];
  if (!found) {
    throw new UserError('option', `\`${text}\` is not a 'Mech location. Use one of ${LOCATIONS.map((l) => `\`${l}\``).join(', ')}.`);
  }
  return found;
}
