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
  const exact = labels.find((l) => normalizeName(l.label) === q);
  if (exact) return exact.item;
  const byName = labels.filter((l) => normalizeName(l.item.name) === q || normalizeName(l.label).startsWith(q));
  const usable = byName.filter((l) => !equipmentUseless(mech, l.item) && l.item.firedTurn !== mech.turn);
  const pick = usable[0] ?? byName[0];
  if (pick) return pick.item;
  const names = labels.map((l) => `\`${l.label}\``).join(', ');
  throw new UserError('unknown-weapon', `${unit} has no weapon \`${query}\`. Its weapons: ${names || 'none'}.`);
}

export interface ToHitInput {
  readonly tn?: number;
  readonly gunnery?: number;
  readonly range?: number;
  readonly attackerMove?: AttackerMove;
  readonly targetMove?: number;
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
  if (target.prone) parts.push(input.range === 1 ? { value: -2, reason: 'target prone, adjacent' } : { value: 1, reason: 'target prone' });
  if (target.shutdown || !target.pilot.conscious) parts.push({ value: -4, reason: 'target immobile' });
  if (d.heatToHit) parts.push({ value: d.heatToHit, reason: `heat ${attacker.heat}` });
  if (d.sensorToHit) parts.push({ value: d.sensorToHit, reason: 'sensors damaged' });
  const arm = weaponToHitFromCrits(d, weapon.locations[0]!);
  if (arm) parts.push(arm);
  if (stats.toHit) parts.push({ value: stats.toHit, reason: 'pulse' });
  if (input.modifier) parts.push({ value: input.modifier, reason: 'other' });
  return { tn: parts.reduce((n, p) => n + p.value, 0), parts: parts.filter((p, i) => i === 0 || p.value !== 0), given: false, notes };
}

export const showToHit = (toHit: ToHit): string =>
  toHit.given ? 'given' : toHit.parts.map((p, i) => (i === 0 ? `${p.reason} ${p.value}` : `${p.reason} ${signed(p.value)}`)).join(', ');

/** Why this weapon cannot fire now, or null. Checked before any die is rolled. */
export function cannotFire(attacker: MechData, unit: string, weapon: Equipment): string | null {
  if (attacker.destroyed) return `${unit} is destroyed.`;
  if (attacker.pilot.dead || !attacker.pilot.conscious) return `${unit}'s MechWarrior is ${attacker.pilot.dead ? 'dead' : 'unconscious'}.`;
  if (attacker.shutdown) return `${unit} is shut down.`;
  if (!deriveMech(attacker).canFireWeapons) return `${unit}'s sensors are destroyed: it cannot fire weapons.`;
  if (equipmentUseless(attacker, weapon)) return `${weapon.name} [${weapon.locations.join('/')}] is destroyed.`;
  if (weapon.firedTurn === attacker.turn)
    return `${weapon.name} [${weapon.locations.join('/')}] already fired this turn; \`/phase end\` starts the next turn.`;
  if (weapon.weapon?.ammo && !ammoBinFor(attacker, weapon)) return `${unit} has no ammunition left for ${weapon.name}.`;
  return null;
}

/** The bin a weapon feeds from: the first working bin of its type with shots left. */
export function ammoBinFor(mech: MechData, weapon: Equipment): Equipment | undefined {
  const type = weapon.weapon?.ammo;
  if (!type) return undefined;
  return mech.equipment.find((e) => e.ammo?.ammoType === type && e.ammo.shotsLeft > 0 && !equipmentUseless(mech, e));
}

/** Fires: heat and ammo are spent either way; on a hit, damage lands per the weapon's kind (clusters for missiles). */
export function resolveShot(
  attacker: Ctx,
  target: Ctx,
  weapon: Equipment,
  toHit: ToHit,
  direction: Direction,
): { hit: boolean; damage: number } {
  const item = attacker.mech.equipment[weapon.id]!;
  const stats = item.weapon!;
  item.firedTurn = attacker.mech.turn;
  attacker.mech.heatThisTurn += stats.heat;
  const bin = ammoBinFor(attacker.mech, item);
  if (bin?.ammo) bin.ammo.shotsLeft -= 1;

  const { dice, total } = roll(attacker, 2, 'to-hit', toHit.tn);
  const hit = total >= toHit.tn;
  emit(attacker, { type: 'bt-attack', attacker: attacker.unit, target: target.unit, weapon: item.name, tn: toHit.tn, hit });
  say(
    attacker,
    `🎯 **${attacker.unit}** fires **${item.name} [${item.locations.join('/')}]** at **${target.unit}** (${direction}): ${showDice(dice, total)} vs TN **${toHit.tn}** (${showToHit(toHit)}) → ${hit ? '**HIT**' : 'miss'}`,
  );
  for (const note of toHit.notes) say(attacker, `↳ ${note}`);
  const extras = [`+${stats.heat} heat`];
  if (bin?.ammo) extras.push(`${bin.ammo.shotsLeft} shots left in the ${bin.locations[0]} bin`);
  say(attacker, `↳ ${extras.join(', ')}`);
  if (!hit) return { hit, damage: 0 };

  const packets = damagePackets(attacker, stats);
  let damage = 0;
  for (const packet of packets) {
    if (target.mech.destroyed) break;
    const loc = roll(target, 2, `hit location (${direction})`);
    const where = hitLocation(direction, loc.total);
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

/** The separate hits a successful attack deals: one, one per SRM missile, or LRM damage in 5-point groups. */
function damagePackets(ctx: Ctx, stats: NonNullable<Equipment['weapon']>): number[] {
  if (stats.attack === 'direct') return [stats.damage];
  const rack = stats.rack ?? 1;
  let missiles = rack;
  if (stats.attack !== 'streak') {
    const { dice, total } = roll(ctx, 2, `cluster hits (${rack})`);
    missiles = clusterHits(rack, total);
    say(ctx, `↳ cluster hits (${rack}-rack): ${showDice(dice, total)} → **${missiles}** missile${missiles === 1 ? '' : 's'} hit`);
  } else say(ctx, `↳ Streak: all ${rack} missiles hit`);
  if (stats.attack === 'lrm') {
    const packets: number[] = [];
    for (let left = missiles * stats.damage; left > 0; left -= CLUSTER_GROUP) packets.push(Math.min(CLUSTER_GROUP, left));
    return packets;
  }
  return Array.from({ length: missiles }, () => stats.damage);
}
