// Weapon attacks: naming a 'Mech's weapons, building the to-hit number, and resolving a shot die by die.
import { UserError } from '../../errors.js';
import { type Ctx, emit, roll, say, showDice } from './context.js';
import { applyDamage } from './damage.js';
import { deriveMech, equipmentUseless, type Modifier, weaponToHitFromCrits } from './derived.js';
import { normalizeName } from './equipment.js';
import { signed } from './pilot.js';
import {
  ATTACKER_MOVE_MOD,
  type AttackerMove,
  CLUSTER_GROUP,
  clusterHits,
  type Direction,
  hitLocation,
  RANGE_MOD,
  TAC_ROLL,
  targetMoveModifier,
} from './tables.js';
import type { Equipment, MechData } from './types.js';

/** `Medium Laser [LA]`, with `#2` when one location holds two of the same. */
export function weaponLabels(mech: MechData): { label: string; item: Equipment }[] {
  const weapons = mech.equipment.filter((e) => e.kind === 'weapon');
  const seen = new Map<string, number>();
  return weapons.map((item) => {
    const base = `${item.name}${item.rear ? ' (R)' : ''} [${item.locations.join('/')}]`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    const total = weapons.filter((w) => `${w.name}${w.rear ? ' (R)' : ''} [${w.locations.join('/')}]` === base).length;
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

/** How a weapon fires this time: shots (Ultra 2, Rotary 2-6) and LB-X cluster or slug rounds. */
export interface FireMode {
  readonly shots: number;
  readonly cluster: boolean;
}

export const SINGLE_SHOT: FireMode = { shots: 1, cluster: false };

/** Reads a mode word for this weapon: `ultra`/`double`, `2`..`6`, `cluster`, `slug`, `single`; undefined = standard fire. */
export function parseFireMode(weapon: Equipment, word: string | undefined): FireMode {
  const stats = weapon.weapon;
  const w = (word ?? '').trim().toLowerCase();
  if (!stats || w === '' || w === 'single' || w === 'standard') return SINGLE_SHOT;
  if (w === 'cluster' || w === 'slug') {
    if (stats.attack !== 'lbx') throw new UserError('option', `${weapon.name} is not an LB-X autocannon: it has no ${w} rounds.`);
    return { shots: 1, cluster: w === 'cluster' };
  }
  const shots = w === 'ultra' || w === 'double' ? 2 : /^[1-6]$/.test(w) ? Number(w) : Number.NaN;
  if (Number.isNaN(shots)) {
    throw new UserError('option', `Unknown fire mode \`${word}\` for ${weapon.name}: use ultra, 2 to 6 (rotary), cluster or slug.`);
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
  const stats = weapon.weapon;
  if (!stats) throw new Error('not a weapon');
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
  if (stats.toHit)
    parts.push({ value: stats.toHit, reason: stats.toHit < 0 ? 'pulse' : weapon.name.startsWith('MRM') ? 'MRM' : 'heavy laser' });
  if (input.mode?.cluster) parts.push({ value: -1, reason: 'LB-X cluster' });
  if (directFire(stats) && workingEquipment(attacker, 'targeting-computer')) parts.push({ value: -1, reason: 'targeting computer' });
  if (input.modifier) parts.push({ value: input.modifier, reason: 'other' });
  return { tn: parts.reduce((n, p) => n + p.value, 0), parts: parts.filter((p, i) => i === 0 || p.value !== 0), given: false, notes };
}

export const showToHit = (toHit: ToHit): string =>
  toHit.given ? 'given' : toHit.parts.map((p, i) => (i === 0 ? `${p.reason} ${p.value}` : `${p.reason} ${signed(p.value)}`)).join(', ');

/** Weapons a targeting computer helps: direct-fire energy and ballistic weapons, not missiles. */
const directFire = (stats: NonNullable<Equipment['weapon']>): boolean =>
  (stats.attack === 'direct' || stats.attack === 'lbx') && stats.damage > 0;

const workingEquipment = (mech: MechData, key: string): Equipment | undefined =>
  mech.equipment.find((e) => (e.key === key || e.key === `cl-${key}`) && !equipmentUseless(mech, e));

/** Why this weapon cannot fire now, or null. Checked before any die is rolled. */
export function cannotFire(attacker: MechData, unit: string, weapon: Equipment): string | null {
  if (attacker.destroyed) return `${unit} is destroyed.`;
  if (attacker.pilot.dead || !attacker.pilot.conscious) return `${unit}'s MechWarrior is ${attacker.pilot.dead ? 'dead' : 'unconscious'}.`;
  if (attacker.shutdown) return `${unit} is shut down.`;
  if (!deriveMech(attacker).canFireWeapons) return `${unit}'s sensors are destroyed: it cannot fire weapons.`;
  if (equipmentUseless(attacker, weapon)) return `${weapon.name} [${weapon.locations.join('/')}] is destroyed.`;
  if (weapon.firedTurn === attacker.turn)
    return `${weapon.name} [${weapon.locations.join('/')}] already fired this turn; \`/phase end\` starts the next turn.`;
  if (weapon.weapon?.defensive) return `${weapon.name} is defensive: it fires on its own at incoming missiles, never at a 'Mech.`;
  if (weapon.jammed) return `${weapon.name} [${weapon.locations.join('/')}] is jammed.`;
  if (weapon.weapon?.ammo && !ammoBinFor(attacker, weapon)) return `${unit} has no ammunition left for ${weapon.name}.`;
  return null;
}

/** The bins a weapon feeds from, working and with shots left; LB-X slug and cluster rounds are told apart. */
export function ammoBinsFor(mech: MechData, weapon: Equipment, cluster?: boolean): Equipment[] {
  const type = weapon.weapon?.ammo;
  if (!type) return [];
  return mech.equipment.filter(
    (e) =>
      e.ammo?.ammoType === type &&
      e.ammo.shotsLeft > 0 &&
      !equipmentUseless(mech, e) &&
      (cluster === undefined || !!e.ammo.cluster === cluster),
  );
}

/** The bin a weapon feeds from: the first working bin of its type with shots left. */
export function ammoBinFor(mech: MechData, weapon: Equipment, cluster?: boolean): Equipment | undefined {
  return ammoBinsFor(mech, weapon, cluster)[0];
}

/** Settles the mode against the ammunition carried: an LB-X with only cluster rounds fires cluster. */
export function fitModeToAmmo(mech: MechData, unit: string, weapon: Equipment, mode: FireMode, explicit: boolean): FireMode {
  const stats = weapon.weapon;
  if (!stats?.ammo) return mode;
  if (stats.attack === 'lbx') {
    if (ammoBinFor(mech, weapon, mode.cluster)) return mode;
    if (!explicit && ammoBinFor(mech, weapon, !mode.cluster)) return { ...mode, cluster: !mode.cluster };
    throw new UserError('rule', `${unit} has no ${mode.cluster ? 'cluster' : 'slug'} rounds left for ${weapon.name}.`);
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
): { hit: boolean; damage: number } {
  const item = attacker.mech.equipment[weapon.id]!;
  const stats = item.weapon!;
  item.firedTurn = attacker.mech.turn;
  attacker.mech.heatThisTurn += stats.heat * mode.shots;
  const bins = ammoBinsFor(attacker.mech, item, stats.attack === 'lbx' ? mode.cluster : undefined);
  const firstBin = bins[0];
  const artemis = artemisWorks(attacker.mech, item, firstBin);
  let toSpend = stats.ammo ? mode.shots : 0;
  for (const bin of bins) {
    const take = Math.min(toSpend, bin.ammo?.shotsLeft ?? 0);
    if (bin.ammo) bin.ammo.shotsLeft -= take;
    toSpend -= take;
  }

  const { dice, total } = roll(attacker, 2, 'to-hit', toHit.tn);
  const jam = mode.shots > 1 && total === 2;
  const hit = total >= toHit.tn && !jam;
  emit(attacker, { type: 'bt-attack', attacker: attacker.unit, target: target.unit, weapon: item.name, tn: toHit.tn, hit });
  const how = mode.shots > 1 ? ` (${mode.shots} shots)` : mode.cluster ? ' (cluster)' : '';
  say(
    attacker,
    `🎯 **${attacker.unit}** fires **${item.name} [${item.locations.join('/')}]**${how} at **${target.unit}** (${direction}): ${showDice(dice, total)} vs TN **${toHit.tn}** (${showToHit(toHit)}) → ${hit ? '**HIT**' : 'miss'}`,
  );
  for (const note of toHit.notes) say(attacker, `↳ ${note}`);
  const extras = [`+${stats.heat * mode.shots} heat`];
  if (firstBin?.ammo) extras.push(`${firstBin.ammo.shotsLeft} shots left in the ${firstBin.locations[0]} bin`);
  say(attacker, `↳ ${extras.join(', ')}`);
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

  const packets = damagePackets(attacker, stats, mode, artemis, range);
  let damage = 0;
  for (const packet of packets) {
    if (target.mech.destroyed) break;
    const loc = roll(target, 2, `hit location (${direction})`);
    const where = hitLocation(direction, loc.total, target.mech.quad);
    const tac = loc.total === TAC_ROLL && target.config.tac;
    say(
      target,
      `${packet} damage → location ${showDice(loc.dice, loc.total)} → **${where}**${tac ? ' — through-armour critical chance!' : ''}`,
    );
    applyDamage(target, where, packet, { rear: direction === 'rear', tac });
    damage += packet;
  }
  return { hit, damage };
}

/** Artemis IV adds +2 to the cluster roll while its FCS works and the launcher fires Artemis-capable rounds. */
function artemisWorks(mech: MechData, weapon: Equipment, bin: Equipment | undefined): boolean {
  if (weapon.artemis === undefined) return false;
  const fcs = mech.equipment[weapon.artemis];
  return !!fcs && !equipmentUseless(mech, fcs) && !!bin?.ammo?.munition?.startsWith('Artemis');
}

/** Damage of one hit at this range: the same at every range except the Heavy Gauss and Snub-Nose PPC. */
export function damageAt(stats: NonNullable<Equipment['weapon']>, range: number | undefined): number {
  if (!stats.damageByRange || range === undefined) return stats.damage;
  const [short, medium] = stats.ranges;
  return stats.damageByRange[range <= short ? 0 : range <= medium ? 1 : 2];
}

/**
 * The separate hits a successful attack deals: one; one per SRM missile or LB-X pellet; LRM, MRM and ATM damage in
 * 5-point groups; one per Ultra or Rotary shot that the cluster table lets through.
 */
function damagePackets(
  ctx: Ctx,
  stats: NonNullable<Equipment['weapon']>,
  mode: FireMode,
  artemis: boolean,
  range: number | undefined,
): number[] {
  const each = damageAt(stats, range);
  if (mode.shots > 1) {
    const { dice, total } = roll(ctx, 2, `cluster hits (${mode.shots} shots)`);
    const hits = clusterHits(mode.shots, total);
    say(ctx, `↳ shots that hit (${mode.shots} fired): ${showDice(dice, total)} → **${hits}**`);
    return Array.from({ length: hits }, () => each);
  }
  if (stats.attack === 'direct' || (stats.attack === 'lbx' && !mode.cluster)) return [each];
  const rack = stats.rack ?? 1;
  let missiles = rack;
  if (stats.attack !== 'streak') {
    const { dice, total } = roll(ctx, 2, `cluster hits (${rack})`);
    const bonus = artemis ? 2 : 0;
    const used = Math.min(12, total + bonus);
    missiles = clusterHits(rack, used);
    say(
      ctx,
      `↳ cluster hits (${rack}${stats.attack === 'lbx' ? ' pellets' : '-rack'}): ${showDice(dice, total)}${bonus ? ` +2 Artemis IV = ${used}` : ''} → **${missiles}** ${stats.attack === 'lbx' ? 'pellet' : 'missile'}${missiles === 1 ? '' : 's'} hit`,
    );
  } else say(ctx, `↳ Streak: all ${rack} missiles hit`);
  if (stats.attack === 'lbx') return Array.from({ length: missiles }, () => 1);
  if (stats.attack === 'lrm') {
    const packets: number[] = [];
    for (let left = missiles * stats.damage; left > 0; left -= CLUSTER_GROUP) packets.push(Math.min(CLUSTER_GROUP, left));
    return packets;
  }
  return Array.from({ length: missiles }, () => stats.damage);
}
