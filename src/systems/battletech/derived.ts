// Numbers that follow from a 'Mech's damage: MP, heat dissipation, to-hit and PSR modifiers, physical-attack limits.
import { gyroHitsToDestroy, gyroPsrModifier, gyroType } from './construction.js';
import type { SystemKind } from './equipment.js';
import { ARMS, type LocationId, legsOf, locationName } from './locations.js';
import { ENGINE_HEAT, heatMpPenalty, heatToHit } from './tables.js';
import type { Equipment, LocationState, MechData, Slot } from './types.js';

export interface Modifier {
  readonly value: number;
  readonly reason: string;
}

export interface PunchInfo {
  readonly allowed: boolean;
  /** Why not, when not allowed. */
  readonly blocked?: string;
  readonly modifiers: readonly Modifier[];
  readonly damage: number;
}

export interface KickInfo {
  readonly allowed: boolean;
  readonly blocked?: string;
  readonly modifiers: readonly Modifier[];
  readonly damage: number;
}

export interface PhysicalWeaponInfo {
  readonly allowed: boolean;
  readonly blocked?: string;
  readonly modifiers: readonly Modifier[];
}

export interface Derived {
  readonly walk: number;
  readonly run: number;
  readonly jump: number;
  /** With the heat scale's MP loss applied. */
  readonly walkWithHeat: number;
  readonly runWithHeat: number;
  readonly heatSinks: { readonly total: number; readonly destroyed: number; readonly dissipation: number };
  readonly engineHits: number;
  readonly engineHeat: number;
  readonly gyroHits: number;
  /** Two hits, three for a heavy-duty gyro. */
  readonly gyroDestroyed: boolean;
  readonly sensorHits: number;
  readonly lifeSupportHit: boolean;
  /** +2 after one sensor hit; weapons cannot fire after two (torso-mounted cockpit: +2, +4, none after three). */
  readonly sensorToHit: number;
  readonly canFireWeapons: boolean;
  /** An industrial cockpit without advanced fire control: +1 to weapon attacks (MegaMek ComputeToHit). */
  readonly cockpitToHit: number;
  readonly heatToHit: number;
  /** Weapon to-hit modifier from actuator crits, per location (non-zero only for arms). */
  readonly armWeaponToHit: Readonly<Record<'LA' | 'RA', Modifier | null>>;
  readonly psrModifiers: readonly Modifier[];
  readonly punch: Readonly<Record<'LA' | 'RA', PunchInfo>>;
  /** Clubbing uses both arms. */
  readonly club: { readonly allowed: boolean; readonly blocked?: string; readonly modifiers: readonly Modifier[] };
  /** A hatchet, sword, mace or retractable blade in this arm: shoulder and hand needed, +2 per upper or lower arm actuator. */
  readonly physicalWeapon: Readonly<Record<'LA' | 'RA', PhysicalWeaponInfo>>;
  /** The left and right kick: a biped's legs, a quad's front legs (LA/RA). */
  readonly kick: Readonly<Record<'LL' | 'RL', KickInfo>>;
  readonly legsDestroyed: number;
  readonly cannotStand: boolean;
}

const systemSlots = (loc: LocationState, system: SystemKind): Slot[] => loc.slots.filter((s) => s.system === system);
const hasSystem = (loc: LocationState, system: SystemKind): boolean => systemSlots(loc, system).length > 0;
const systemHit = (loc: LocationState, system: SystemKind): boolean => systemSlots(loc, system).some((s) => s.hit);

export function equipmentUseless(mech: MechData, item: Equipment): boolean {
  return item.hit || item.locations.some((loc) => mech.locations[loc].destroyed);
}

const LEG_ACTUATORS: ReadonlySet<SystemKind> = new Set<SystemKind>(['upperLeg', 'lowerLeg', 'foot']);

/** Leg actuator crits that still count for PSRs: after a hip crit, those from earlier turns on that leg are ignored (seed, T4). */
export function countedLegActuatorHits(leg: LocationState): Slot[] {
  const hip = systemSlots(leg, 'hip').find((s) => s.hit);
  const hipTurn = hip?.hitTurn ?? Number.NEGATIVE_INFINITY;
  return leg.slots.filter(
    (s) => s.hit && (s.system === 'upperLeg' || s.system === 'lowerLeg' || s.system === 'foot') && (s.hitTurn ?? 0) >= hipTurn,
  );
}

export function deriveMech(mech: MechData): Derived {
  const L = mech.locations;
  const engineHits = Object.values(L).reduce(
    (n, loc) => n + loc.slots.filter((s) => s.system === 'engine' && (s.hit || s.destroyed)).length,
    0,
  );
  const gyroHits = systemSlots(L.CT, 'gyro').filter((s) => s.hit).length;
  const gyroDestroyed = gyroHits >= gyroHitsToDestroy(mech.gyro);
  // A torso-mounted cockpit has a third sensor slot in the centre torso, and its head can be lost with the 'Mech
  // still fighting: sensors there count as hit (MegaMek getBadCriticals).
  const torsoCockpit = mech.cockpit === 'torso-mounted';
  const sensorHits = torsoCockpit
    ? [...systemSlots(L.HD, 'sensors'), ...systemSlots(L.CT, 'sensors')].filter((s) => s.hit || s.destroyed).length
    : systemSlots(L.HD, 'sensors').filter((s) => s.hit).length;
  // Life support sits in the head, or in the side torsos beside a torso-mounted cockpit.
  const lifeSupportHit = Object.values(L).some((loc) =>
    systemSlots(loc, 'lifeSupport').some((s) => s.hit || (s.destroyed && torsoCockpit)),
  );

  // Movement: legs destroyed, then hips (halve, round up, before actuators), then leg actuators; run = ceil(1.5 walk).
  const legs = [...legsOf(mech)];
  const legsDestroyed = legs.filter((leg) => L[leg].destroyed).length;
  const hips = legs.filter((leg) => !L[leg].destroyed && systemHit(L[leg], 'hip')).length;
  // Seed (HIP): halve first, then every leg and foot actuator reduction, whenever each crit came. Only the PSR
  // modifiers ignore a leg's crits from turns before its hip crit, so the MP no longer depends on a phase end between.
  const actuatorHits = legs
    .filter((leg) => !L[leg].destroyed)
    .reduce((n, leg) => n + L[leg].slots.filter((s) => s.hit && LEG_ACTUATORS.has(s.system as SystemKind)).length, 0);
  let walk = mech.walk;
  if (mech.quad) {
    // Quad (TW; MegaMek QuadMek): one leg lost -1 MP, two leave 1, three 0; each hip halves (round up), then actuators.
    if (legsDestroyed === 1) walk -= 1;
    else if (legsDestroyed === 2) walk = 1;
    else if (legsDestroyed >= 3) walk = 0;
    for (let i = 0; i < hips; i++) walk = Math.ceil(walk / 2);
    if (hips >= 4) walk = 0;
    walk = Math.max(0, walk - actuatorHits);
  } else if (legsDestroyed > 0) walk = legsDestroyed === 1 ? 1 : 0;
  else {
    if (hips === 1) walk = Math.ceil(walk / 2);
    if (hips >= 2) walk = 0;
    walk = Math.max(0, walk - actuatorHits);
  }
  const runOf = (w: number) => (legsDestroyed > 0 && !(mech.quad && legsDestroyed === 1) ? w : Math.ceil(1.5 * w));
  const walkWithHeat = Math.max(0, walk - heatMpPenalty(mech.heat));
  const jetsLost = mech.equipment.filter((e) => e.kind === 'jumpJet' && equipmentUseless(mech, e)).length;

  const sinksLost = mech.equipment.filter((e) => e.kind === 'heatSink' && equipmentUseless(mech, e)).length;
  const perSink = mech.heatSinks.type === 'double' ? 2 : 1;

  const armWeaponToHit = { LA: armWeaponModifier(L.LA), RA: armWeaponModifier(L.RA) };

  const psrModifiers: Modifier[] = [];
  // TW: a quad standing on all four legs gets -2 on its PSRs.
  if (mech.quad && legsDestroyed === 0) psrModifiers.push({ value: -2, reason: 'quad, four legs' });
  for (const leg of legs) {
    const name = mech.quad ? locationName(mech, leg).toLowerCase() : leg === 'LL' ? 'left leg' : 'right leg';
    if (L[leg].destroyed) {
      psrModifiers.push({ value: 5, reason: `${name} destroyed` });
      continue;
    }
    if (systemHit(L[leg], 'hip')) psrModifiers.push({ value: 2, reason: `${name} hip` });
    for (const slot of countedLegActuatorHits(L[leg])) psrModifiers.push({ value: 1, reason: `${name} ${slot.name.toLowerCase()}` });
  }
  const gyroPsr = gyroPsrModifier(mech.gyro, gyroHits);
  if (gyroDestroyed) psrModifiers.push({ value: gyroPsr, reason: 'gyro destroyed (+3 damaged, +3 destroyed)' });
  else if (gyroPsr)
    psrModifiers.push({
      value: gyroPsr,
      reason: gyroType(mech.gyro) === 'heavy-duty' ? `heavy-duty gyro hit ${gyroHits}` : 'gyro damaged',
    });
  if (mech.cockpit === 'small') psrModifiers.push({ value: 1, reason: 'small cockpit' });

  const tons = mech.tonnage;
  const punch = { LA: punchInfo(L.LA, tons), RA: punchInfo(L.RA, tons) };
  const physicalWeapon = { LA: physicalWeaponInfo(L.LA), RA: physicalWeaponInfo(L.RA) };
  const kickBlocked =
    legsDestroyed > 0
      ? 'a leg is destroyed'
      : hips > 0
        ? 'a hip is frozen (no kicks after a hip crit)'
        : mech.prone
          ? 'the Mech is prone'
          : undefined;
  // A quad kicks with its front legs, which sit where a biped's arms do (TW; MegaMek KickAttackAction).
  const kick = mech.quad
    ? { LL: kickInfo(L.LA, tons, kickBlocked), RL: kickInfo(L.RA, tons, kickBlocked) }
    : { LL: kickInfo(L.LL, tons, kickBlocked), RL: kickInfo(L.RL, tons, kickBlocked) };

  return {
    walk,
    run: runOf(walk),
    jump: Math.max(0, mech.jump - jetsLost),
    walkWithHeat,
    runWithHeat: runOf(walkWithHeat),
    heatSinks: { total: mech.heatSinks.count, destroyed: sinksLost, dissipation: Math.max(0, mech.heatSinks.count - sinksLost) * perSink },
    engineHits,
    engineHeat: ENGINE_HEAT[Math.min(engineHits, ENGINE_HEAT.length - 1)] ?? 0,
    gyroHits,
    gyroDestroyed,
    sensorHits,
    lifeSupportHit,
    sensorToHit: torsoCockpit && sensorHits >= 2 ? 4 : sensorHits >= 1 ? 2 : 0,
    canFireWeapons: sensorHits < (torsoCockpit ? 3 : 2),
    cockpitToHit: mech.cockpit === 'industrial' ? 1 : 0,
    heatToHit: heatToHit(mech.heat),
    armWeaponToHit,
    psrModifiers,
    punch,
    club: clubInfo(L.LA, L.RA),
    physicalWeapon,
    kick,
    legsDestroyed,
    cannotStand: gyroDestroyed || legsDestroyed >= 2,
  };
}

/** Shoulder +4 overrides the arm's other crits; otherwise +1 per upper/lower arm actuator hit (missing ones don't count). */
function armWeaponModifier(arm: LocationState): Modifier | null {
  if (arm.destroyed) return null;
  if (systemHit(arm, 'shoulder')) return { value: 4, reason: 'shoulder destroyed' };
  const hits = (['upperArm', 'lowerArm'] as const).filter((s) => systemHit(arm, s));
  if (hits.length === 0) return null;
  return { value: hits.length, reason: hits.map((s) => (s === 'upperArm' ? 'upper arm actuator' : 'lower arm actuator')).join(' + ') };
}

/** Missing or destroyed counts the same for physical attacks (seed). */
const actuatorGone = (arm: LocationState, system: SystemKind) => !hasSystem(arm, system) || systemHit(arm, system);

function punchInfo(arm: LocationState, tons: number): PunchInfo {
  let damage = Math.ceil(tons / 10);
  const modifiers: Modifier[] = [];
  if (actuatorGone(arm, 'upperArm')) {
    modifiers.push({ value: 2, reason: 'upper arm actuator' });
    damage = Math.floor(damage / 2);
  }
  if (actuatorGone(arm, 'lowerArm')) {
    modifiers.push({ value: 2, reason: 'lower arm actuator' });
    damage = Math.floor(damage / 2);
  }
  if (actuatorGone(arm, 'hand')) modifiers.push({ value: 1, reason: 'hand actuator' });
  if (arm.destroyed) return { allowed: false, blocked: 'arm destroyed', modifiers: [], damage: 0 };
  if (systemHit(arm, 'shoulder')) return { allowed: false, blocked: 'shoulder destroyed', modifiers: [], damage: 0 };
  return { allowed: true, modifiers, damage };
}

/** Damage is not halved for lost actuators, unlike a punch (MegaMek ClubAttackAction); only the to-hit rises. */
function physicalWeaponInfo(arm: LocationState): PhysicalWeaponInfo {
  if (arm.destroyed) return { allowed: false, blocked: 'arm destroyed', modifiers: [] };
  if (systemHit(arm, 'shoulder')) return { allowed: false, blocked: 'shoulder destroyed', modifiers: [] };
  if (actuatorGone(arm, 'hand')) return { allowed: false, blocked: 'hand actuator destroyed or missing', modifiers: [] };
  const modifiers: Modifier[] = [];
  if (actuatorGone(arm, 'upperArm')) modifiers.push({ value: 2, reason: 'upper arm actuator' });
  if (actuatorGone(arm, 'lowerArm')) modifiers.push({ value: 2, reason: 'lower arm actuator' });
  return { allowed: true, modifiers };
}

function clubInfo(left: LocationState, right: LocationState): Derived['club'] {
  for (const arm of [left, right]) {
    if (arm.destroyed) return { allowed: false, blocked: 'an arm is destroyed', modifiers: [] };
    if (systemHit(arm, 'shoulder')) return { allowed: false, blocked: 'a shoulder is destroyed', modifiers: [] };
    if (actuatorGone(arm, 'hand')) return { allowed: false, blocked: 'a hand actuator is destroyed or missing', modifiers: [] };
  }
  const modifiers: Modifier[] = [];
  for (const [arm, side] of [
    [left, 'left'],
    [right, 'right'],
  ] as const) {
    if (actuatorGone(arm, 'upperArm')) modifiers.push({ value: 2, reason: `${side} upper arm actuator` });
    if (actuatorGone(arm, 'lowerArm')) modifiers.push({ value: 2, reason: `${side} lower arm actuator` });
  }
  return { allowed: true, modifiers };
}

function kickInfo(leg: LocationState, tons: number, blocked: string | undefined): KickInfo {
  let damage = Math.floor(tons / 5);
  const modifiers: Modifier[] = [];
  for (const slot of countedLegActuatorHits(leg)) {
    if (slot.system === 'foot') modifiers.push({ value: 1, reason: 'foot actuator' });
    else {
      modifiers.push({ value: 2, reason: slot.system === 'upperLeg' ? 'upper leg actuator' : 'lower leg actuator' });
      damage = Math.floor(damage / 2);
    }
  }
  return blocked ? { allowed: false, blocked, modifiers, damage: 0 } : { allowed: true, modifiers, damage };
}

export function weaponToHitFromCrits(derived: Derived, location: LocationId): Modifier | null {
  return ARMS.has(location) ? derived.armWeaponToHit[location as 'LA' | 'RA'] : null;
}
