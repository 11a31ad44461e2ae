// /shoot: TN from cover and speed, range malus, d66 to hit, 1D shots off the magazine, Hit or Damage Dice on the target.
import { UserError } from '../../errors.js';
import type { OptionBag } from '../../options.js';
import type { ActionOutcome, SystemAction, SystemState } from '../types.js';
import { unitKey } from '../types.js';
import { mapShot } from './map-shot.js';
import { requireMounted } from './mounts.js';
import { describeIncoming, type IncomingHit, pendingHits, pendingWith, resolveHit } from './resolve.js';
import { configOf, findWeapon, getUnit, Narration, outOfAction, type SaUnit, unableToAct, withData, withUnits } from './state.js';
import type { RangeBand, SaConfig } from './tables.js';
import { bandAt, bandById, COVER_CHOICES, type CoverChoice, describeTerms, planShot, type ShotPlan, shotTotal } from './to-hit.js';
import type { Weapon } from './unit.js';

export interface ShotSetup {
  readonly attacker: SaUnit;
  readonly target: SaUnit;
  readonly weapon: Weapon;
  readonly weaponIndex: number;
  readonly plan: ShotPlan;
  readonly wall: string | null;
  /** Things the reply should mention: an assumed range, say. */
  readonly notes: readonly string[];
}

/**
 * The target's band from `band:` or `range:` (hexes), else from the map's range when both stand on it; with none, the
 * weapon's own band, said so in the reply.
 */
export function targetBandFrom(cfg: SaConfig, options: OptionBag, weaponBand: string, notes: string[], mapped?: number): RangeBand {
  const band = options.string('band');
  const hexes = options.integer('range');
  if (band !== undefined) return bandById(cfg, band, 'Band');
  if (hexes !== undefined) return bandAt(cfg, hexes);
  if (mapped !== undefined) return bandAt(cfg, mapped);
  notes.push(`No \`range\` or \`band\` given: assumed the weapon's effective band ${weaponBand}.`);
  return bandById(cfg, weaponBand, "The weapon's band");
}

/** The wall fired through: `wall:` as given, else the map's building (`mapped`), else none. */
export function wallFrom(cfg: SaConfig, options: OptionBag, notes?: string[], mapped?: string | null): string | null {
  const materials = ['none', ...Object.keys(cfg.walls)];
  const wall = options.choice('wall', materials) ?? mapped ?? undefined;
  if (wall === undefined || wall === 'none') return null;
  if (!Object.hasOwn(cfg.walls, wall)) {
    notes?.push(`This channel's wall table has no ${wall}: the building on the map is not counted as a wall.`);
    return null;
  }
  // Seed: "Wooden buildings provide no protection": a wall that stops nothing is no cover, so the shot is direct.
  if ((cfg.walls[wall] ?? []).every((modules) => modules === 0)) {
    notes?.push(`A ${wall} wall gives no protection: the target is fired at directly.`);
    return null;
  }
  return wall;
}

/**
 * The cover row of a shot. A wall in the way means the shot goes through cover, so the seed's Fully protected row
 * applies ("Cover can instead be fired through … Use the Fully Protected row"); any other cover would be direct fire.
 */
export function coverFrom(options: OptionBag, wall: string | null, mapped?: CoverChoice): CoverChoice {
  const cover = options.choice('cover', COVER_CHOICES);
  if (wall === null) return cover ?? mapped ?? 'none';
  if (cover === undefined || cover === 'through' || cover === 'full') return 'through';
  throw new UserError(
    'option',
    `With a ${wall} wall in the way the shot goes through cover, which uses the Fully protected row; \`cover:${cover}\` is for firing at the target directly. Drop \`cover:\` or the wall.`,
  );
}

/** Everything /shoot and its preview need, checked: both units, the weapon, and the to-hit plan. */
export function setupShot(state: SystemState, options: OptionBag, cfg: SaConfig): ShotSetup {
  const attacker = getUnit(state, options.string('attacker', true), 'attacker');
  const target = getUnit(state, options.string('target', true), 'target');
  if (unitKey(attacker.name) === unitKey(target.name))
    throw new UserError('option', `${attacker.name} cannot shoot itself; pick another target.`);
  const { weapon, index } = findWeapon(attacker, options.string('weapon', true));
  requireMounted(attacker.name, attacker.data, weapon);
  if (outOfAction(target.data))
    throw new UserError('rule', `${target.name} is already ${target.data.kind === 'sa' ? 'destroyed' : 'dead'}.`);
  if (target.data.kind === 'sa' && weapon.hits === 0) {
    throw new UserError(
      'rule',
      `${weapon.name} deals no anti-armour Hits: infantry weapons are completely ineffective against Slaved Armour.`,
    );
  }
  if (target.data.kind === 'person' && weapon.dice === 0) {
    throw new UserError('rule', `${weapon.name} has no personnel damage dice, so it cannot harm ${target.name}.`);
  }
  const notes: string[] = [];
  const speed = options.integer('speed') ?? target.data.speed;
  // On the map the situation is the map's; a GM's `cover:` or `wall:` replaces both (one ruling on what is in the way).
  const map = mapShot(state.field, attacker, target);
  if (map) notes.push(`Map: ${map.said}.`);
  const situation = map && !options.has('cover') && !options.has('wall') ? map : undefined;
  const wall = wallFrom(cfg, options, notes, situation?.wall);
  const plan = planShot(cfg, {
    cover: coverFrom(options, wall, situation?.cover),
    speed,
    weaponBand: weapon.band,
    targetBand: targetBandFrom(cfg, options, weapon.band, notes, map?.range),
    skill: attacker.data.skill,
    modifier: options.integer('modifier') ?? 0,
    tn: options.integer('tn'),
  });
  return { attacker, target, weapon, weaponIndex: index, plan, wall, notes };
}

function headline(setup: ShotSetup): string {
  const { attacker, target, weapon, plan } = setup;
  const tn = plan.tn === null ? 'TN — (impossible)' : `TN ${plan.tn}`;
  return [
    `**${attacker.name}** fires **${weapon.name}** (${weapon.code}) at **${target.name}**.`,
    `${tn} (${plan.tnWhy}) · target at ${plan.targetBand.id} (${plan.targetBand.name}) vs effective band ${weapon.band}: ${plan.range.label}${plan.range.malus ? ` −${plan.range.malus}` : ''}`,
  ].join('\n');
}

export const shoot: SystemAction = (state, input, rng): ActionOutcome => {
  const cfg = configOf(state);
  const setup = setupShot(state, input.options, cfg);
  const { attacker, target, weapon, plan } = setup;
  const unable = unableToAct(attacker);
  if (unable) throw new UserError('rule', `${unable} It cannot fire.`);
  if (weapon.shotsLeft === 0) {
    throw new UserError(
      'rule',
      `${attacker.name}'s ${weapon.name} is empty (0 shots). Reload first: \`/reload unit:${attacker.name} weapon:${weapon.name}\`.`,
    );
  }
  if (plan.tn === null) {
    throw new UserError('rule', `The TN table has no number for ${plan.tnWhy}: ${target.name} cannot be hit like that. Nothing was fired.`);
  }
  const log = new Narration(rng);
  log.line(headline(setup));
  for (const note of setup.notes) log.line(`-# ${note}`);

  const roll = log.d66('to-hit d66', plan.tn);
  const total = shotTotal(roll.value, plan);
  const hit = total >= plan.tn;
  const margin = total - plan.tn;
  log.event({ type: 'shot', attacker: attacker.name, target: target.name, weapon: weapon.name, tn: plan.tn, total, hit, margin });
  log.line(
    `d66 [${roll.tens}][${roll.units}] = ${roll.value} ${describeTerms(plan)} = **${total}** vs TN ${plan.tn} → ${hit ? `**hit** by ${margin}` : `**miss** by ${-margin}`}.`,
  );

  const shotsRoll = log.d6('shots used');
  const removed = Math.min(shotsRoll, weapon.shotsLeft);
  const left = weapon.shotsLeft - removed;
  log.event({ type: 'shots-used', unit: attacker.name, weapon: weapon.name, removed, left });
  const reloadHint =
    left === 0 ? ` Empty: \`/reload\` before it fires again (${weapon.spareMags} spare).` : ` (${weapon.spareMags} spare magazines)`;
  log.line(`Shots: [${shotsRoll}] → ${removed} removed, ${left} left.${reloadHint}`);

  const weapons = attacker.data.weapons.map((w, i) => (i === setup.weaponIndex ? { ...w, shotsLeft: left } : w));
  const shooter = withData(attacker, { ...attacker.data, weapons });
  let units = withUnits(state, shooter);
  let pending = state.pending;
  const show: { unit: string; highlight?: unknown }[] = [];

  if (hit) {
    let hits = weapon.hits;
    let through = true;
    if (setup.wall) {
      const wallRoll = log.d6(`${setup.wall} wall`);
      const absorbed = cfg.walls[setup.wall]?.[wallRoll - 1] ?? 0;
      hits = Math.max(0, weapon.hits - absorbed);
      // A wall is treated as SA modules: personnel damage only gets through once the Hits have broken it.
      through = target.data.kind === 'sa' ? hits > 0 : absorbed === 0 || weapon.hits > absorbed;
      log.event({ type: 'wall', material: setup.wall, absorbed, stopped: !through });
      log.line(
        `${setup.wall[0]?.toUpperCase()}${setup.wall.slice(1)} wall [${wallRoll}]: absorbs ${absorbed} hit${absorbed === 1 ? '' : 's'}${through ? '' : ' — the shot does not get through'}.`,
      );
    }
    if (through) {
      const incoming: IncomingHit = { target: unitKey(target.name), source: `${attacker.name}'s ${weapon.name}`, hits, dice: weapon.dice };
      const targetNow = getUnit({ ...state, units }, target.name);
      if (cfg.resolve === 'immediate') {
        const rows = new Set<number>();
        const after = resolveHit(targetNow, incoming, log, cfg, rows);
        units = withUnits({ ...state, units }, after);
        show.push({ unit: unitKey(target.name), highlight: { rows: [...rows].sort((x, y) => x - y) } });
      } else {
        pending = pendingWith(state, [...pendingHits(state), incoming]);
        log.event({ type: 'damage-pending', target: target.name, source: incoming.source, hits: incoming.hits, dice: incoming.dice });
        log.line(`${describeIncoming(targetNow, incoming)} placed on **${target.name}**, resolved at \`/phase end\`.`);
        // Nothing on the target changed yet, but its result card lists the dice now waiting on it.
        show.push({ unit: unitKey(target.name) });
      }
    }
  }
  const uses = [{ unit: unitKey(attacker.name), act: 'shoot', item: String(setup.weaponIndex), label: weapon.name }];
  return { state: { ...state, units, pending }, events: log.events, text: log.text(), show, uses };
};
