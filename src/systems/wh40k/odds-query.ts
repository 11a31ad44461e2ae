// `/odds system:wh40k` and `/shoot preview:true`: read the options, compute exact odds, write them out. No dice.
import { UserError } from '../../errors.js';
import { formatProbability } from '../../odds/fraction.js';
import type { OptionBag } from '../../options.js';
import type { ActionInput, SystemQuery, SystemState } from '../types.js';
import { MAX_HITS, readConditions, readFacing, weaponLabel, wreckReason } from './actions.js';
import { editionOf, readConfig, type Wh40kConfig } from './config.js';
import { mapFacing } from './map-facing.js';
import { destroyedPerHit, type ShotParams, shotOdds, volleyOdds } from './odds.js';
import { describeDiceRule, downgradeReasons, penetrationDice } from './penetration.js';
import type { Edition } from './tables.js';
import { getVehicle } from './units.js';
import { findWeapon, intactWeapons, type VehicleUnit } from './vehicle.js';

function hitsOption(options: OptionBag): number {
  const hits = options.integer('hits') ?? 1;
  if (hits < 1 || hits > MAX_HITS) throw new UserError('bounds', `\`hits\` must be from 1 to ${MAX_HITS}; got ${hits}.`);
  return hits;
}

interface Scenario {
  readonly title: string;
  readonly params: ShotParams;
  readonly hits: number;
  readonly target: VehicleUnit | null;
  readonly notes: readonly string[];
}

const KIND_LABEL = { wreck: 'wreck', slewed: 'slewed', flipped: 'flipped', exploded: 'exploded', annihilated: 'annihilated' } as const;

/** The odds for a scenario as reply text. */
export function oddsText(scenario: Scenario, edition: Edition, config: Wh40kConfig): string {
  const { params, hits, target } = scenario;
  const shot = shotOdds(params, edition);
  const rule = penetrationDice(edition, params.ordnance);
  const p = formatProbability;
  const lines = [
    `📊 ${scenario.title}`,
    `-# S + ${describeDiceRule(rule)} vs AV: equal glances, more penetrates · ${edition.name}${scenario.notes.length ? ` · ${scenario.notes.join(' · ')}` : ''}`,
    `**Per hit**: nothing ${p(shot.penetration.none)} · glancing ${p(shot.penetration.glancing)} · penetrating ${p(shot.penetration.penetrating)}`,
  ];
  if (shot.byHit.length > 0) {
    lines.push('**Damage result per hit**:');
    for (const row of shot.byHit) {
      const crash = params.skimmer && row.effect === 'immobilised' ? ' (skimmer crashes: destroyed)' : '';
      lines.push(`• ${row.hit} → ${row.title}${crash}: ${p(row.p)}`);
    }
  } else {
    lines.push(`S${params.strength} cannot hurt AV${params.armour}: the best roll falls short.`);
  }
  const perHit = destroyedPerHit(shot, params.skimmer);
  lines.push(`**P(destroyed)** with one hit: ${p(perHit)}`);
  if (hits > 1 || target) {
    const weapons = target ? intactWeapons(target.data).length : hits;
    const volley = volleyOdds(
      shot,
      hits,
      {
        immobilised: target?.data.status.immobilised ?? false,
        weapons,
        // A destroyed target never gets here (a wreck is not a target), so the chain starts intact.
        destroyed: 0,
        skimmer: params.skimmer,
      },
      config,
    );
    if (hits > 1) lines.push(`**After ${hits} hits**: P(destroyed) ${p(volley.destroyed)} · P(immobilised) ${p(volley.immobilised)}`);
    const kinds = (Object.keys(volley.kinds) as Array<keyof typeof KIND_LABEL>)
      .filter((k) => volley.kinds[k].num > 0n)
      .map((k) => `${KIND_LABEL[k]} ${p(volley.kinds[k])}`);
    if (kinds.length > 0) lines.push(`-# Destroyed as (most severe result stands): ${kinds.join(' · ')}`);
    if (hits > 1) {
      const some = (['shaken', 'stunned', 'immobilised', 'armament'] as const)
        .filter((e) => volley.atLeastOne[e].num > 0n)
        .map((e) => `${e} ${p(volley.atLeastOne[e])}`);
      if (some.length > 0) lines.push(`-# At least one result of each kind in ${hits} hits: ${some.join(' · ')}`);
    }
  }
  return lines.join('\n');
}

function targetScenario(
  state: SystemState,
  options: OptionBag,
  target: VehicleUnit,
  base: { strength: number; ordnance: boolean; ap: number | null },
) {
  const config = readConfig(state.config);
  const facing = readFacing(options, mapFacing(state, options.string('attacker'), target.name));
  const conditions = readConditions(options, target.data);
  const reasons = downgradeReasons(conditions, config.skimmer_fast_move);
  const params: ShotParams = {
    ...base,
    armour: target.data.armour[facing],
    openTopped: target.data.types.openTopped,
    skimmer: target.data.types.skimmer,
    downgrade: reasons.length > 0,
  };
  const notes = [
    ...(params.openTopped ? ['open-topped +1'] : []),
    ...(reasons.length > 0 ? [`penetrating counts as glancing (${reasons.join(', ')})`] : []),
    ...(params.skimmer ? ['skimmer: immobilised = crash'] : []),
  ];
  return { params, notes, facing, config };
}

const PROFILE_HELP = 'a profile like `S8`, `S8 ordnance` or `S9 AP2`';

/** `S8 AP3 ordnance` → a weapon profile: `/odds` accepts one in `weapon` when no attacker is named. */
export function parseProfile(text: string): { strength: number; ap: number | null; ordnance: boolean } {
  let strength: number | undefined;
  let ap: number | null = 0;
  let ordnance = false;
  for (const token of text
    .toLowerCase()
    .split(/[\s,]+/)
    .filter((t) => t !== '')) {
    const s = /^s?(\d{1,2})$/.exec(token);
    const a = /^ap([1-6]|-|–)$/.exec(token);
    if (s) strength = Number(s[1]);
    else if (a) ap = a[1] === '-' || a[1] === '–' ? null : Number(a[1]);
    else if (token === 'ordnance' || token === 'ord') ordnance = true;
    else throw new UserError('option', `\`weapon\`: I don't understand \`${token}\`; give ${PROFILE_HELP}.`);
  }
  if (strength === undefined) throw new UserError('option', `\`weapon\` needs a strength: give ${PROFILE_HELP}.`);
  if (strength < 1 || strength > 10) throw new UserError('bounds', `Strength must be from 1 to 10; got ${strength}.`);
  return { strength, ap, ordnance };
}

function attackerWeapon(state: SystemState, attackerName: string, weaponName: string) {
  const attacker = getVehicle(state, attackerName, 'attacker').unit;
  const weapon = findWeapon(attacker.data, weaponName);
  if (!weapon) {
    throw new UserError(
      'unknown-weapon',
      `\`${attacker.name}\` has no weapon called \`${weaponName}\`. Its weapons: ${attacker.data.weapons.map((w) => `\`${w.name}\``).join(', ') || 'none'}.`,
    );
  }
  return { attacker, weapon };
}

function weaponFor(state: SystemState, options: OptionBag): { weapon: ShotWeapon; what: string } {
  const attackerName = options.string('attacker');
  const weaponText = options.string('weapon');
  const strength = options.integer('strength');
  if (attackerName !== undefined) {
    if (weaponText === undefined) throw new UserError('option', "Name one of the `attacker`'s weapons with `weapon`.");
    const { attacker, weapon } = attackerWeapon(state, attackerName, weaponText);
    return { weapon, what: `**${attacker.name}**'s **${weapon.name}** (${weaponLabel(weapon)})` };
  }
  let weapon: ShotWeapon;
  if (strength !== undefined) {
    if (strength < 1 || strength > 10) throw new UserError('bounds', `\`strength\` must be from 1 to 10; got ${strength}.`);
    weapon = { strength, ap: 0, ordnance: options.boolean('ordnance') ?? false };
  } else if (weaponText !== undefined) {
    const profile = parseProfile(weaponText);
    weapon = { ...profile, ordnance: profile.ordnance || (options.boolean('ordnance') ?? false) };
  } else {
    throw new UserError(
      'option',
      `Give \`strength\` (and \`ordnance\`), or \`weapon\` as ${PROFILE_HELP}, or an \`attacker\` and its \`weapon\`.`,
    );
  }
  return { weapon, what: `**S${weapon.strength}${weapon.ordnance ? ' ordnance' : ''}**` };
}

type ShotWeapon = { readonly strength: number; readonly ap: number | null; readonly ordnance: boolean };

/**
 * `/odds wh40k strength armour [ordnance] [open_topped] [skimmer] [downgrade] [hits]`; or a `target` vehicle with
 * `direction` instead of the armour; or an `attacker` and its `weapon` (or a profile like `S8 ordnance`) for the weapon.
 */
export const odds: SystemQuery = (state: SystemState, input: ActionInput) => {
  const { options } = input;
  const config = readConfig(state.config);
  const edition = editionOf(config);
  const hits = hitsOption(options);
  const { weapon, what } = weaponFor(state, options);
  const targetName = options.string('target');
  if (targetName !== undefined) {
    const target = getVehicle(state, targetName, 'target').unit;
    const wrecked = wreckReason(target);
    if (wrecked) return { text: `📊 ${wrecked} There are no odds to give.` };
    const scenario = targetScenario(state, options, target, weapon);
    const title = `${what} against **${target.name}** (${scenario.facing}, AV${scenario.params.armour})${hits > 1 ? `, ${hits} hits` : ''}`;
    return { text: oddsText({ title, params: scenario.params, hits, target, notes: scenario.notes }, edition, config) };
  }
  const armour = options.integer('armour');
  if (armour === undefined)
    throw new UserError('option', 'Give `armour` (the armour value of the facing hit), or a `target` vehicle with `direction`.');
  if (armour < 1 || armour > 20) throw new UserError('bounds', `\`armour\` must be from 1 to 20; got ${armour}.`);
  const openTopped = options.boolean('open_topped') ?? false;
  const skimmer = options.boolean('skimmer') ?? false;
  const downgrade = options.boolean('downgrade') ?? false;
  const params: ShotParams = { ...weapon, armour, openTopped, skimmer, downgrade };
  const notes = [
    ...(openTopped ? ['open-topped +1'] : []),
    ...(downgrade ? ['penetrating counts as glancing'] : []),
    ...(skimmer ? ['skimmer: immobilised = crash'] : []),
  ];
  const title = `${what} vs **AV${armour}**${hits > 1 ? `, ${hits} hits` : ''}`;
  return { text: oddsText({ title, params, hits, target: null, notes }, edition, config) };
};

/** `/shoot ... preview:true`: the odds of exactly that shot against that target, rolling nothing. */
export const preview: SystemQuery = (state: SystemState, input: ActionInput) => {
  const { options } = input;
  const attacker = getVehicle(state, options.string('attacker', true), 'attacker').unit;
  const target = getVehicle(state, options.string('target', true), 'target').unit;
  const wrecked = wreckReason(target);
  if (wrecked) return { text: `📊 ${wrecked} There are no odds to give.` };
  const weaponName = options.string('weapon', true);
  const weapon = findWeapon(attacker.data, weaponName);
  if (!weapon) {
    throw new UserError(
      'unknown-weapon',
      `\`${attacker.name}\` has no weapon called \`${weaponName}\`. Its weapons: ${attacker.data.weapons.map((w) => `\`${w.name}\``).join(', ')}.`,
    );
  }
  const hits = hitsOption(options);
  const config = readConfig(state.config);
  const edition = editionOf(config);
  const scenario = targetScenario(state, options, target, weapon);
  const warnings = [
    ...(weapon.destroyed ? [`${weapon.name} is destroyed and cannot fire.`] : []),
    ...(attacker.data.status.destroyed ? [`${attacker.name} is destroyed.`] : []),
    ...(attacker.data.status.shaken || attacker.data.status.stunned
      ? [`${attacker.name} may not shoot this turn (crew ${attacker.data.status.stunned ? 'stunned' : 'shaken'}).`]
      : []),
  ];
  const title =
    `Preview: **${attacker.name}**'s **${weapon.name}** (${weaponLabel(weapon)}) at **${target.name}** ` +
    `(${scenario.facing}, AV${scenario.params.armour})${hits > 1 ? `, ${hits} hits` : ''} – nothing rolled`;
  const text = oddsText({ title, params: scenario.params, hits, target, notes: scenario.notes }, edition, config);
  return { text: warnings.length > 0 ? `${text}\n⚠️ ${warnings.join(' ')}` : text };
};
