// Weapon attacks: naming a 'Mech's weapons, building the to-hit number, and resolving a shot die by die.
import { UserError } from '../../errors.js';
import { AMS_CLUSTER_MODIFIER, amsEngages, fireAms, readyAms } from './ams.js';
import { type Ctx, emit, roll, say, showDice } from './context.js';
import { applyDamage } from './damage.js';
import { deriveMech, equipmentUseless, type Modifier, weaponToHitFromCrits } from './derived.js';
import { MUNITION_EFFECTS, normalizeName, type WeaponStats } from './equipment.js';
import { locationCode, locationCodes } from './locations.js';
import { signed } from './pilot.js';
import {
  type Arc,
  ATTACKER_MOVE_MOD,
  type AttackerMove,
  CLUSTER_GROUP,
  clusterHits,
  type Direction,
  hitLocation,
  MAX_EXTERNAL_HEAT,
  RANGE_MOD,
  SECONDARY_TARGET_MOD,
  TAC_ROLL,
  targetMoveModifier,
} from './tables.js';
import type { Equipment, MechData } from './types.js';

/** The locations partial cover hides: a biped's legs (and a quad's front legs, its LA and RA). */
const LEG_LOCATIONS: readonly string[] = ['LL', 'RL', 'FLL', 'FRL', 'RLL', 'RRL'];

/** `Medium Laser [LA]`, with `#2` when one location holds two of the same. */
export function weaponLabels(mech: MechData): { label: string; item: Equipment }[] {
  const weapons = mech.equipment.filter((e) => e.kind === 'weapon');
  const seen = new Map<string, number>();
  return weapons.map((item) => {
    const base = `${item.name}${item.rear ? ' (R)' : ''} [${locationCodes(mech, item.locations)}]`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    const total = weapons.filter((w) => `${w.name}${w.rear ? ' (R)' : ''} [${locationCodes(mech, w.locations)}]` === base).length;
    return { label: total > 1 ? `${base} #${n}` : base, item };
  });
}

/** Finds a weapon by its label, or by name alone when that picks one usable weapon unambiguously enough. */
export function findWeapon(mech: MechData, unit: string, query: string): Equipment {
  const labels = weaponLabels(mech);
  const q = normalizeName(query);
  // `Ultra AC/5 [LA]` finds `Ultra AC/5 (Clan) [LA]`: the tech base is never needed to tell a 'Mech's weapons apart.
  const plain = (s: string) => normalizeName(s.replace(/\s*\(Clan\)/gi, ''));
  const exact = labels.find((l) => normalizeName(l.label) === q) ?? labels.find((l) => plain(l.label) === q);
  if (exact) return exact.item;
  const byName = labels.filter(
    (l) =>
      plain(l.item.name) === q || normalizeName(l.item.name) === q || normalizeName(l.label).startsWith(q) || plain(l.label).startsWith(q),
  );
  const usable = byName.filter((l) => !equipmentUseless(mech, l.item) && l.item.firedTurn !== mech.turn);
  const pick = usable[0] ?? byName[0];
  if (pick) return pick.item;
  const names = labels.map((l) => `\`${l.label}\``).join(', ');
  throw new UserError('unknown-weapon', `${unit} has no weapon \`${query}\`. Its weapons: ${names || 'none'}.`);
}

/** How a weapon fires this time: shots (Ultra 2, Rotary 2-6), LB-X cluster or slug rounds, MML missiles, a munition. */
export interface FireMode {
  readonly shots: number;
  readonly cluster: boolean;
  /** An MML's missiles: set from its bins when not asked for. */
  readonly missile?: 'lrm' | 'srm';
  /** Fire only bins of this munition (`Inferno`); otherwise bins whose rounds do their standard damage come first. */
  readonly munition?: string;
}

export const SINGLE_SHOT: FireMode = { shots: 1, cluster: false };

/** Mode words naming a munition (MegaMek's names, TW/TechManual rules). */
const MUNITION_WORDS: Readonly<Record<string, string>> = {
  inferno: 'Inferno',
  frag: 'Fragmentation',
  fragmentation: 'Fragmentation',
  semiguided: 'Semi-guided',
  artemis: 'Artemis-capable',
  narc: 'Narc-capable',
};

const special = (munition: string | undefined): boolean => !!munition && MUNITION_EFFECTS[munition]?.effect !== undefined;

/**
 * Reads a mode word for this weapon: `ultra`/`double`, `2`..`6`, `cluster`, `slug`, `lrm`/`srm` (MML), a munition
 * (`inferno`, `frag`, `semiguided`, `artemis`, `narc`), `single`; undefined = standard fire.
 */
export function parseFireMode(weapon: Equipment, word: string | undefined): FireMode {
  const stats = weapon.weapon;
  const w = (word ?? '').trim().toLowerCase();
  if (!stats || w === '' || w === 'single' || w === 'standard') return SINGLE_SHOT;
  if (w === 'cluster' || w === 'slug') {
    if (stats.attack !== 'lbx') throw new UserError('option', `${weapon.name} is not an LB-X autocannon: it has no ${w} rounds.`);
    return { shots: 1, cluster: w === 'cluster' };
  }
  if (w === 'lrm' || w === 'srm') {
    if (stats.attack !== 'mml') throw new UserError('option', `${weapon.name} is not an MML: it fires one kind of missile.`);
    return { ...SINGLE_SHOT, missile: w };
  }
  const munition = MUNITION_WORDS[w.replace(/[^a-z]/g, '')];
  if (munition) {
    if (!stats.ammo || stats.attack === 'mga') throw new UserError('option', `${weapon.name} has no ${munition} rounds to choose.`);
    return { ...SINGLE_SHOT, munition };
  }
  const shots = w === 'ultra' || w === 'double' ? 2 : /^[1-6]$/.test(w) ? Number(w) : Number.NaN;
  if (Number.isNaN(shots)) {
    throw new UserError(
      'option',
      `Unknown fire mode \`${word}\` for ${weapon.name}: use ultra, 2 to 6 (rotary), cluster or slug, lrm or srm (MML), or a munition (inferno, frag, semiguided).`,
    );
  }
  const most = stats.rof === 'rotary' ? 6 : stats.rof === 'ultra' ? 2 : 1;
  if (shots > most) {
    throw new UserError(
      'option',
      most === 1
        ? `${weapon.name} fires one shot a turn; only Ultra and Rotary autocannons fire more.`
        : `${weapon.name} fires at most ${most} shots a turn.`,
    );
  }
  return { shots, cluster: false };
}

/** LRM and SRM flight for an MML: damage a missile, minimum range and brackets (TechManual). */
const MML_SRM = { attack: 'srm', damage: 2, minRange: 0, ranges: [3, 6, 9] } as const;

/** The weapon as this mode fires it: an MML is an LRM or an SRM launcher by the missiles it fires. */
export function statsFor(stats: WeaponStats, mode: FireMode = SINGLE_SHOT): WeaponStats {
  if (stats.attack !== 'mml') return stats;
  return mode.missile === 'srm' ? { ...stats, ...MML_SRM } : { ...stats, attack: 'lrm' };
}

/** Range bracket 0 short, 1 medium, 2 long; short when no range is given. */
const bracket = (stats: WeaponStats, range: number | undefined): 0 | 1 | 2 =>
  range === undefined || range <= stats.ranges[0] ? 0 : range <= stats.ranges[1] ? 1 : 2;

export interface ToHitInput {
  readonly mode?: FireMode;
  readonly tn?: number;
  readonly gunnery?: number;
  readonly range?: number;
  readonly attackerMove?: AttackerMove;
  readonly targetMove?: number;
  /** The target jumped this turn: +1 on top of its hexes moved (TW). */
  readonly targetJumped?: boolean;
  readonly modifier?: number;
  /** Not the first target it fired at this turn: the arc it stands in sets the modifier (TW). */
  readonly secondaryArc?: Arc;
  /** What the map adds: woods between and in the target's hex, partial cover. */
  readonly terrain?: readonly Modifier[];
}

export interface ToHit {
  readonly tn: number;
  readonly parts: readonly Modifier[];
  readonly given: boolean;
  readonly notes: readonly string[];
}

/** TN = gunnery + range + attacker movement + target movement + heat + crits + other; or the TN given outright. */
export function computeToHit(attacker: MechData, target: MechData, weapon: Equipment, input: ToHitInput): ToHit {
  if (input.tn !== undefined) return { tn: input.tn, parts: [{ value: input.tn, reason: 'given' }], given: true, notes: [] };
  if (!weapon.weapon) throw new Error('not a weapon');
  const stats = statsFor(weapon.weapon, input.mode);
  const d = deriveMech(attacker);
  const notes: string[] = [];
  const parts: Modifier[] = [{ value: input.gunnery ?? attacker.pilot.gunnery, reason: 'gunnery' }];
  if (input.range === undefined) notes.push('no range given: short range assumed');
  else {
    const [short, medium, long] = stats.ranges;
    if (input.range > long) {
      throw new UserError('rule', `${weapon.name} reaches ${long} hexes at most; the target is ${input.range} hexes away.`);
    }
    if (input.range <= stats.minRange) parts.push({ value: stats.minRange - input.range + 1, reason: `minimum range ${stats.minRange}` });
    if (input.range > medium) parts.push({ value: RANGE_MOD.long, reason: 'long range' });
    else if (input.range > short) parts.push({ value: RANGE_MOD.medium, reason: 'medium range' });
  }
  if (input.attackerMove && ATTACKER_MOVE_MOD[input.attackerMove] !== 0) {
    parts.push({ value: ATTACKER_MOVE_MOD[input.attackerMove], reason: `attacker ${input.attackerMove}` });
  }
  if (attacker.prone) parts.push({ value: 2, reason: 'attacker prone' });
  if (input.targetMove !== undefined && targetMoveModifier(input.targetMove) !== 0) {
    parts.push({ value: targetMoveModifier(input.targetMove), reason: `target moved ${input.targetMove} hexes` });
  }
  if (input.targetJumped) parts.push({ value: 1, reason: 'target jumped' });
  if (target.prone) parts.push(input.range === 1 ? { value: -2, reason: 'target prone, adjacent' } : { value: 1, reason: 'target prone' });
  if (target.shutdown || !target.pilot.conscious) parts.push({ value: -4, reason: 'target immobile' });
  if (d.heatToHit) parts.push({ value: d.heatToHit, reason: `heat ${attacker.heat}` });
  if (d.sensorToHit) parts.push({ value: d.sensorToHit, reason: 'sensors damaged' });
  if (d.cockpitToHit) parts.push({ value: d.cockpitToHit, reason: 'industrial cockpit' });
  const arm = weaponToHitFromCrits(d, weapon.locations[0]!);
  if (arm) parts.push(arm);
  if (stats.toHitByRange) parts.push({ value: stats.toHitByRange[bracket(stats, input.range)], reason: 'variable speed pulse' });
  else if (stats.toHit) parts.push({ value: stats.toHit, reason: weaponModifierReason(weapon, stats.toHit) });
  if (input.mode?.cluster) parts.push({ value: -1, reason: weapon.key.includes('lbx') ? 'LB-X cluster' : 'cluster rounds' });
  if (helpedByTargetingComputer(stats, input.mode) && workingEquipment(attacker, 'targeting-computer'))
    parts.push({ value: -1, reason: 'targeting computer' });
  if (input.secondaryArc)
    parts.push({
      value: SECONDARY_TARGET_MOD[input.secondaryArc],
      reason: `secondary target (${input.secondaryArc === 'front' ? 'front' : input.secondaryArc === 'rear' ? 'rear' : 'side'} arc)`,
    });
  parts.push(...(input.terrain ?? []));
  if (input.modifier) parts.push({ value: input.modifier, reason: 'other' });
  return { tn: parts.reduce((n, p) => n + p.value, 0), parts: parts.filter((p, i) => i === 0 || p.value !== 0), given: false, notes };
}

/** The name of a weapon's own to-hit modifier: pulse lasers, MRMs, rocket launchers, heavy lasers. */
function weaponModifierReason(weapon: Equipment, value: number): string {
  if (value < 0) return 'pulse';
  const key = weapon.key.replace(/^cl-/, '');
  return key.startsWith('mrm') ? 'MRM' : key.startsWith('rl') ? 'rocket launcher' : 'heavy laser';
}

export const showToHit = (toHit: ToHit): string =>
  toHit.given ? 'given' : toHit.parts.map((p, i) => (i === 0 ? `${p.reason} ${p.value}` : `${p.reason} ${signed(p.value)}`)).join(', ');

/**
 * Weapons a targeting computer helps: direct-fire energy and ballistic weapons, not missiles (TW); not LB-X cluster
 * rounds or Silver Bullet Gauss (TW; MegaMek). A weapon's own `targetingComputer` settles the rest.
 */
const helpedByTargetingComputer = (stats: WeaponStats, mode: FireMode | undefined): boolean =>
  !mode?.cluster && (stats.targetingComputer ?? ((stats.attack === 'direct' || stats.attack === 'lbx') && stats.damage > 0));

const workingEquipment = (mech: MechData, key: string): Equipment | undefined =>
  mech.equipment.find((e) => (e.key === key || e.key === `cl-${key}`) && !equipmentUseless(mech, e));

/**
 * Why this weapon cannot fire into that arc, or null: a rear-mounted weapon fires only at a target in the rear arc, the
 * others never do (TW firing arcs; with no map the player names the arc, front by default).
 */
export function arcBlocked(mech: MechData, weapon: Equipment, arc: Arc): string | null {
  const where = `${weapon.name}${weapon.rear ? ' (R)' : ''} [${locationCodes(mech, weapon.locations)}]`;
  if (weapon.rear && arc !== 'rear') return `${where} is rear-mounted: it fires only at a target in the rear arc (\`arc:rear\`).`;
  if (!weapon.rear && arc === 'rear') return `${where} faces forward: only rear-mounted weapons fire into the rear arc.`;
  return null;
}

/**
 * Why this weapon cannot fire now, or null. Checked before any die is rolled. When the battle counts each weapon's
 * once a turn (`counted`), a second shot is the battle layer's to refuse, naming the shot before, or a GM's to allow.
 */
export function cannotFire(attacker: MechData, unit: string, weapon: Equipment, counted = false): string | null {
  if (attacker.destroyed) return `${unit} is destroyed.`;
  if (attacker.pilot.dead || !attacker.pilot.conscious) return `${unit}'s MechWarrior is ${attacker.pilot.dead ? 'dead' : 'unconscious'}.`;
  if (attacker.shutdown) return `${unit} is shut down.`;
  if (!deriveMech(attacker).canFireWeapons) return `${unit}'s sensors are destroyed: it cannot fire weapons.`;
  const where = `${weapon.name} [${locationCodes(attacker, weapon.locations)}]`;
  if (equipmentUseless(attacker, weapon)) return `${where} is destroyed.`;
  if (!counted && weapon.firedTurn === attacker.turn) return `${where} already fired this turn; \`/phase end\` starts the next turn.`;
  const defensive = weapon.weapon?.defensive;
  if (defensive)
    return `${weapon.name} is defensive: it fires ${defensive === true ? 'on its own at incoming missiles' : defensive}, never at a 'Mech.`;
  if (weapon.jammed) return `${where} is jammed.`;
  if (weapon.spent) return `${where} has fired its one shot.`;
  const array = arrayOf(attacker, weapon);
  if (array) return `${where} fires with its machine gun array, ${array.name} [${locationCodes(attacker, array.locations)}].`;
  if (weapon.weapon?.attack === 'mga' && arrayGuns(attacker, weapon).length === 0)
    return `${where} has no working machine guns linked to it.`;
  if (weapon.weapon?.ammo && !ammoBinFor(attacker, weapon)) return `${unit} has no ammunition left for ${weapon.name}.`;
  return null;
}

/**
 * The machine guns a machine gun array fires (TechManual; MegaMek MechFileParser.linkMGAs): in its location, top to
 * bottom, the first unbroken run of up to four guns of its damage not taken by an array listed before it. The working
 * ones fire.
 */
function linkedGuns(mech: MechData, array: Equipment): Equipment[] {
  const taken = new Set<number>();
  for (const mga of mech.equipment) {
    if (mga.weapon?.attack !== 'mga') continue;
    const run: Equipment[] = [];
    for (const slot of mech.locations[mga.locations[0]!].slots) {
      const gun = mech.equipment[slot.equipment ?? -1];
      const fits = !!gun && gun.weapon?.ammo === mga.weapon.ammo && gun.weapon?.attack === 'direct' && !taken.has(gun.id);
      if (gun && fits) {
        if (!run.includes(gun)) run.push(gun);
        if (run.length === 4) break;
      } else if (run.length > 0) break;
    }
    for (const gun of run) taken.add(gun.id);
    if (mga.id === array.id) return run;
  }
  return [];
}

export const arrayGuns = (mech: MechData, array: Equipment): Equipment[] =>
  linkedGuns(mech, array).filter((gun) => !equipmentUseless(mech, gun));

/** The working machine gun array a machine gun is linked to: it fires through the array, not alone (MegaMek). */
function arrayOf(mech: MechData, gun: Equipment): Equipment | undefined {
  if (gun.weapon?.attack !== 'direct' || !gun.weapon.ammo) return undefined;
  return mech.equipment.find(
    (e) => e.weapon?.attack === 'mga' && !equipmentUseless(mech, e) && linkedGuns(mech, e).some((g) => g.id === gun.id),
  );
}

/**
 * The bins a weapon feeds from, working and with shots left. With a mode, only those it fires: LB-X slug or cluster,
 * an MML's LRMs or SRMs, the munition asked for, or else rounds with their standard effect before Inferno and
 * Fragmentation ones.
 */
export function ammoBinsFor(mech: MechData, weapon: Equipment, mode?: FireMode): Equipment[] {
  const type = weapon.weapon?.ammo;
  if (!type) return [];
  const bins = mech.equipment.filter((e) => e.ammo?.ammoType === type && e.ammo.shotsLeft > 0 && !equipmentUseless(mech, e));
  if (!mode) return bins;
  const fitting = bins.filter(
    (e) =>
      (weapon.weapon?.attack !== 'lbx' || !!e.ammo?.cluster === mode.cluster) &&
      (mode.missile === undefined || e.ammo?.missile === mode.missile) &&
      (mode.munition === undefined || e.ammo?.munition === mode.munition),
  );
  if (mode.munition !== undefined) return fitting;
  const standard = fitting.filter((e) => !special(e.ammo?.munition));
  return standard.length > 0 ? standard : fitting;
}

/** The bin a weapon feeds from: the first working bin with shots left (of those the mode fires). */
export function ammoBinFor(mech: MechData, weapon: Equipment, mode?: FireMode): Equipment | undefined {
  return ammoBinsFor(mech, weapon, mode)[0];
}

/**
 * Settles the mode against the ammunition carried: an LB-X with only cluster rounds fires cluster, an MML fires the
 * missiles of its first bin unless told, a munition asked for must be there.
 */
export function fitModeToAmmo(mech: MechData, unit: string, weapon: Equipment, mode: FireMode, explicit: boolean): FireMode {
  const stats = weapon.weapon;
  if (!stats?.ammo || stats.attack === 'mga') return mode;
  if (mode.munition !== undefined && !ammoBinFor(mech, weapon, mode)) {
    throw new UserError(
      'rule',
      `${unit} has no ${mode.munition} rounds left for ${weapon.name}${mode.missile ? ` (${mode.missile.toUpperCase()})` : ''}.`,
    );
  }
  if (stats.attack === 'lbx') {
    if (ammoBinFor(mech, weapon, mode)) return mode;
    if (!explicit && ammoBinFor(mech, weapon, { ...mode, cluster: !mode.cluster })) return { ...mode, cluster: !mode.cluster };
    throw new UserError('rule', `${unit} has no ${mode.cluster ? 'cluster' : 'slug'} rounds left for ${weapon.name}.`);
  }
  if (stats.attack === 'mml') {
    const bin = ammoBinFor(mech, weapon, mode) ?? (explicit ? undefined : ammoBinFor(mech, weapon, { ...mode, missile: undefined }));
    if (!bin?.ammo?.missile)
      throw new UserError('rule', `${unit} has no ${mode.missile?.toUpperCase() ?? ''} missiles left for ${weapon.name}.`);
    return { ...mode, missile: bin.ammo.missile };
  }
  const left = ammoBinsFor(mech, weapon).reduce((n, b) => n + (b.ammo?.shotsLeft ?? 0), 0);
  if (left < mode.shots) throw new UserError('rule', `${unit} has only ${left} shot${left === 1 ? '' : 's'} left for ${weapon.name}.`);
  return mode;
}

/** Fires: heat and ammo are spent either way; on a hit, damage lands per the weapon's kind (clusters for missiles). */
export function resolveShot(
  attacker: Ctx,
  target: Ctx,
  weapon: Equipment,
  toHit: ToHit,
  direction: Direction,
  mode: FireMode = SINGLE_SHOT,
  range?: number,
  partialCover = false,
): { hit: boolean; damage: number } {
  const item = attacker.mech.equipment[weapon.id]!;
  const stats = statsFor(item.weapon!, mode);
  const turn = attacker.mech.turn;
  item.firedTurn = turn;
  if (stats.oneShot) item.spent = true;
  const bins = ammoBinsFor(attacker.mech, item, mode);
  const firstBin = bins[0];
  const guns = stats.attack === 'mga' ? arrayGuns(attacker.mech, item) : [];
  for (const gun of guns) gun.firedTurn = turn;
  // An array fires one round per gun, as many as its bins still hold (MegaMek MGAWeaponHandler).
  const volley =
    stats.attack === 'mga'
      ? Math.min(
          guns.length,
          bins.reduce((n, b) => n + (b.ammo?.shotsLeft ?? 0), 0),
        )
      : mode.shots;
  attacker.mech.heatThisTurn += stats.heat * mode.shots;
  const artemis = artemisWorks(attacker.mech, item, firstBin);
  const munition = firstBin?.ammo?.munition;
  let toSpend = stats.ammo ? volley : 0;
  for (const bin of bins) {
    const take = Math.min(toSpend, bin.ammo?.shotsLeft ?? 0);
    if (bin.ammo) bin.ammo.shotsLeft -= take;
    toSpend -= take;
  }

  const { dice, total } = roll(attacker, 2, 'to-hit', toHit.tn);
  const jam = mode.shots > 1 && total === 2;
  const hit = total >= toHit.tn && !jam;
  emit(attacker, { type: 'bt-attack', attacker: attacker.unit, target: target.unit, weapon: item.name, tn: toHit.tn, hit });
  const how =
    mode.shots > 1
      ? ` (${mode.shots} shots)`
      : mode.cluster
        ? ' (cluster)'
        : stats.attack === 'mga'
          ? ` (${volley} machine gun${volley === 1 ? '' : 's'})`
          : item.weapon?.attack === 'mml'
            ? ` (${stats.attack.toUpperCase()})`
            : '';
  say(
    attacker,
    `🎯 **${attacker.unit}** fires **${item.name}${item.rear ? ' (R)' : ''} [${locationCodes(attacker.mech, item.locations)}]**${how}${munition && munition !== 'Artemis-capable' ? ` with ${munition} rounds` : ''} at **${target.unit}** (${direction}): ${showDice(dice, total)} vs TN **${toHit.tn}** (${showToHit(toHit)}) → ${hit ? '**HIT**' : 'miss'}`,
  );
  for (const note of toHit.notes) say(attacker, `↳ ${note}`);
  const extras = [`+${stats.heat * mode.shots} heat`];
  if (firstBin?.ammo) extras.push(`${firstBin.ammo.shotsLeft} shots left in the ${firstBin.locations[0]} bin`);
  if (stats.oneShot) extras.push('its one shot is spent');
  say(attacker, `↳ ${extras.join(', ')}`);
  // Plasma's heat lands only with a hit; other caveats (torpedoes) hold either way.
  if (stats.caveat && (hit || !stats.targetHeatDice)) say(attacker, `↳ ${stats.caveat}`);
  const effect = munition ? MUNITION_EFFECTS[munition] : undefined;
  if (effect?.note) say(attacker, `↳ ${effect.note}`);
  if (jam) {
    item.jammed = true;
    say(attacker, `↳ a 2 at more than one shot: **${item.name} jams** and cannot fire again.`);
  }
  if (!hit) return { hit, damage: 0 };
  if (stats.attack === 'none') {
    say(
      target,
      `↳ ${item.name} hits: no damage (${stats.ammo ? 'a Narc pod is attached' : 'the target is designated'}; track its effect yourself).`,
    );
    return { hit, damage: 0 };
  }

  const ams = amsEngages(stats) ? readyAms(target.mech) : undefined;
  if (ams) fireAms(target, ams);
  const { packets, oneLocation, hits } = damagePackets(attacker, stats, mode, { artemis, range, volley, ams: ams !== undefined });
  if (effect?.effect) {
    // Infernos and fragmentation missiles still roll how many hit; neither damages a 'Mech.
    if (effect.effect === 'heat') addExternalHeat(target, 2 * hits, `${hits} inferno missile${hits === 1 ? '' : 's'} × 2`);
    else say(target, `↳ ${hits} fragmentation missile${hits === 1 ? '' : 's'} hit: no damage to a 'Mech.`);
    return { hit, damage: 0 };
  }
  let damage = 0;
  let where: ReturnType<typeof hitLocation> | undefined;
  for (const packet of packets) {
    if (target.mech.destroyed) break;
    if (!where || !oneLocation) {
      const loc = roll(target, 2, `hit location (${direction})`);
      where = hitLocation(direction, loc.total, target.mech.quad);
      if (partialCover && (LEG_LOCATIONS.includes(where) || (target.mech.quad && (where === 'LA' || where === 'RA')))) {
        // TW partial cover: a hit on a leg strikes what the 'Mech stands behind instead.
        say(
          target,
          `${packet} damage → location ${showDice(loc.dice, loc.total)} → ${locationCode(target.mech, where)}: **the cover takes it**`,
        );
        where = undefined;
        continue;
      }
      const tac = loc.total === TAC_ROLL && target.config.tac;
      say(
        target,
        `${packet} damage → location ${showDice(loc.dice, loc.total)} → **${locationCode(target.mech, where)}**${tac ? ' — through-armour critical chance!' : ''}`,
      );
      applyDamage(target, where, packet, { rear: direction === 'rear', tac });
    } else {
      say(target, `${packet} damage → **${locationCode(target.mech, where)}** (the same location)`);
      applyDamage(target, where, packet, { rear: direction === 'rear' });
    }
    damage += packet;
  }
  if (stats.targetHeatDice && !target.mech.destroyed) {
    const heat = roll(target, stats.targetHeatDice, 'plasma heat');
    addExternalHeat(target, heat.total, `plasma ${stats.targetHeatDice}D6 ${showDice(heat.dice, heat.total)}`);
  }
  return { hit, damage };
}

/** Heat put on a 'Mech by another's weapon: its heat phase adds it, at most 15 a turn. */
function addExternalHeat(target: Ctx, heat: number, why: string): void {
  const m = target.mech;
  m.externalHeat = (m.externalHeat ?? 0) + heat;
  say(
    target,
    `♨️ **+${heat} heat** on ${target.unit} (${why}); its heat phase adds it (external heat this turn ${m.externalHeat}, at most ${MAX_EXTERNAL_HEAT} counts).`,
  );
}

/** Artemis IV adds +2 to the cluster roll while its FCS works and the launcher fires Artemis-capable rounds. */
/** The Cluster Hits roll's modifiers: Artemis IV +2, a HAG's range, an engaging AMS −4. */
export function clusterBonuses(
  stats: WeaponStats,
  { artemis, range, ams }: { artemis: boolean; range: number | undefined; ams: boolean },
): { value: number; reason: string }[] {
  const band = bracket(stats, range);
  const rangeMod = stats.clusterByRange?.[band] ?? 0;
  return [
    ...(artemis ? [{ value: 2, reason: 'Artemis IV' }] : []),
    ...(rangeMod ? [{ value: rangeMod, reason: `${['short', 'medium', 'long'][band]} range` }] : []),
    ...(ams ? [{ value: AMS_CLUSTER_MODIFIER, reason: 'AMS' }] : []),
  ];
}

/** Whether the weapon's working Artemis IV guides this shot (the first bin it fires holds Artemis-capable rounds). */
export const artemisGuides = (mech: MechData, weapon: Equipment, mode: FireMode): boolean =>
  artemisWorks(mech, weapon, ammoBinsFor(mech, weapon, mode)[0]);

function artemisWorks(mech: MechData, weapon: Equipment, bin: Equipment | undefined): boolean {
  if (weapon.artemis === undefined) return false;
  const fcs = mech.equipment[weapon.artemis];
  return !!fcs && !equipmentUseless(mech, fcs) && !!bin?.ammo?.munition?.startsWith('Artemis');
}

/**
 * Damage of one hit at this range: the same at every range except the Heavy Gauss, Snub-Nose PPC and VSP lasers
 * (by bracket), and a Thunderbolt at or inside its minimum range (half, rounded down).
 */
export function damageAt(stats: NonNullable<Equipment['weapon']>, range: number | undefined): number {
  if (range === undefined) return stats.damageByRange?.[0] ?? stats.damage;
  if (stats.halfAtMinRange && range <= stats.minRange) return Math.floor(stats.damage / 2);
  return stats.damageByRange?.[bracket(stats, range)] ?? stats.damage;
}

/**
 * The separate hits a successful attack deals: one; one per SRM missile or LB-X pellet; LRM, MRM, ATM, rocket and HAG
 * damage in 5-point groups; one per Ultra or Rotary shot or array machine gun the cluster table lets through (an
 * array's all in one location).
 */
function damagePackets(
  ctx: Ctx,
  stats: WeaponStats,
  mode: FireMode,
  { artemis, range, volley, ams }: { artemis: boolean; range: number | undefined; volley: number; ams: boolean },
): { packets: number[]; oneLocation: boolean; hits: number } {
  const each = damageAt(stats, range);
  if (mode.shots > 1) {
    const { dice, total } = roll(ctx, 2, `cluster hits (${mode.shots} shots)`);
    const hits = clusterHits(mode.shots, total);
    say(ctx, `↳ shots that hit (${mode.shots} fired): ${showDice(dice, total)} → **${hits}**`);
    return { packets: Array.from({ length: hits }, () => each), oneLocation: false, hits };
  }
  if (stats.attack === 'mga') {
    let hits = volley;
    if (volley > 1) {
      const { dice, total } = roll(ctx, 2, `cluster hits (${volley} machine guns)`);
      hits = clusterHits(volley, total);
      say(ctx, `↳ machine guns that hit (${volley} fired): ${showDice(dice, total)} → **${hits}**, all in one location`);
    }
    return { packets: Array.from({ length: hits }, () => each), oneLocation: true, hits };
  }
  if (stats.damage === 0) return { packets: [], oneLocation: false, hits: 1 };
  if (stats.attack === 'direct' || (stats.attack === 'lbx' && !mode.cluster)) return { packets: [each], oneLocation: false, hits: 1 };
  const rack = stats.rack ?? 1;
  let missiles = rack;
  // An AMS makes even a Streak roll on the Cluster Hits table.
  if ((stats.attack !== 'streak' && !stats.streak) || ams) {
    const { dice, total } = roll(ctx, 2, `cluster hits (${rack})`);
    const bonuses = clusterBonuses(stats, { artemis, range, ams });
    const used = Math.max(2, Math.min(12, total + bonuses.reduce((n, b) => n + b.value, 0)));
    const noun = stats.attack === 'lbx' ? 'pellet' : stats.clusterByRange ? 'slug' : 'missile';
    missiles = clusterHits(rack, used);
    say(
      ctx,
      `↳ cluster hits (${rack}${stats.attack === 'lbx' ? ' pellets' : '-rack'}): ${showDice(dice, total)}${bonuses.map((b) => ` ${signed(b.value)} ${b.reason}`).join('')}${bonuses.length ? ` = ${used}` : ''} → **${missiles}** ${noun}${missiles === 1 ? '' : 's'} hit`,
    );
  } else say(ctx, `↳ Streak: all ${rack} missiles hit`);
  if (stats.attack === 'lbx') return { packets: Array.from({ length: missiles }, () => 1), oneLocation: false, hits: missiles };
  if (stats.attack === 'lrm') {
    const packets: number[] = [];
    for (let left = missiles * stats.damage; left > 0; left -= CLUSTER_GROUP) packets.push(Math.min(CLUSTER_GROUP, left));
    return { packets, oneLocation: false, hits: missiles };
  }
  return { packets: Array.from({ length: missiles }, () => stats.damage), oneLocation: false, hits: missiles };
}
