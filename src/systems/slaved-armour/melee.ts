// /melee: both sides roll at once, each d66 + skill against its weapon-versus-weapon TN from the melee table.
import { UserError } from '../../errors.js';
import type { OptionBag } from '../../options.js';
import type { SystemAction } from '../types.js';
import { unitKey } from '../types.js';
import { mountLoss, requireMounted } from './mounts.js';
import { describeIncoming, type IncomingHit, pendingHits, pendingWith, resolveHit } from './resolve.js';
import { configOf, getUnit, Narration, outOfAction, type SaUnit, unableToAct, withUnits } from './state.js';
import type { SaConfig } from './tables.js';
import { type MeleeWeapon, meleeWeapons, SA_FISTS, UNARMED } from './unit.js';

export function pickMelee(unit: SaUnit, name: string | undefined): MeleeWeapon {
  const list = meleeWeapons(unit.data);
  if (name === undefined) {
    // Unnamed: the first weapon its modules still carry, else bare fists.
    return list.find((w) => mountLoss(unit.name, unit.data, w) === null) ?? (unit.data.kind === 'sa' ? SA_FISTS : UNARMED);
  }
  const wanted = name.trim().toLowerCase();
  const found = list.find((w) => w.name.toLowerCase() === wanted) ?? list.filter((w) => w.name.toLowerCase().startsWith(wanted)).at(0);
  if (!found)
    throw new UserError(
      'unknown-weapon',
      `${unit.name} has no melee weapon \`${name}\`. It has: ${list.map((w) => `\`${w.name}\``).join(', ')}.`,
    );
  requireMounted(unit.name, unit.data, found);
  return found;
}

export function meleeTn(cfg: SaConfig, own: MeleeWeapon, opponent: MeleeWeapon): number {
  const index = (w: MeleeWeapon) => {
    const i = cfg.melee.reaches.indexOf(w.reach);
    if (i < 0)
      throw new UserError(
        'rule',
        `${w.name}'s reach \`${w.reach}\` is not in this channel's melee table (${cfg.melee.reaches.join(', ')}).`,
      );
    return i;
  };
  return cfg.melee.tn[index(own)]?.[index(opponent)] ?? 99;
}

interface Side {
  readonly unit: SaUnit;
  readonly weapon: MeleeWeapon;
  readonly bonus: number;
}

function side(state: Parameters<SystemAction>[0], options: OptionBag, key: 'a' | 'b'): Side {
  const unit = getUnit(state, options.string(key, true));
  return { unit, weapon: pickMelee(unit, options.string(`${key}_weapon`)), bonus: options.integer(`${key}_bonus`) ?? 0 };
}

export const melee: SystemAction = (state, input, rng) => {
  const cfg = configOf(state);
  const a = side(state, input.options, 'a');
  const b = side(state, input.options, 'b');
  if (unitKey(a.unit.name) === unitKey(b.unit.name)) throw new UserError('option', `${a.unit.name} cannot fight itself.`);
  for (const s of [a, b]) {
    if (outOfAction(s.unit.data))
      throw new UserError('rule', `${s.unit.name} is already ${s.unit.data.kind === 'sa' ? 'destroyed' : 'dead'}.`);
  }
  const fighters = [a, b].filter((s) => unableToAct(s.unit) === null);
  if (fighters.length === 0) throw new UserError('rule', `Neither side can fight: ${unableToAct(a.unit)} ${unableToAct(b.unit)}`);
  const log = new Narration(rng);
  log.line(
    `**Melee**: **${a.unit.name}** (${a.weapon.name}, ${a.weapon.reach}) vs **${b.unit.name}** (${b.weapon.name}, ${b.weapon.reach}), simultaneous.`,
  );
  const incoming: IncomingHit[] = [];
  for (const [own, opp] of [
    [a, b],
    [b, a],
  ] as const) {
    const unable = unableToAct(own.unit);
    if (unable) {
      log.line(`${unable} No attack.`);
      continue;
    }
    const tn = meleeTn(cfg, own.weapon, opp.weapon);
    const roll = log.d66(`melee ${own.unit.name}`, tn);
    const total = roll.value + own.unit.data.skill + own.bonus;
    const hit = total >= tn;
    log.event({ type: 'melee', attacker: own.unit.name, defender: opp.unit.name, weapon: own.weapon.name, tn, total, hit });
    const bonus = own.bonus !== 0 ? ` ${own.bonus > 0 ? '+' : '−'} ${Math.abs(own.bonus)} (bonus)` : '';
    const skill = `${own.unit.data.skill >= 0 ? '+' : '−'} ${Math.abs(own.unit.data.skill)} (skill)`;
    log.line(
      `${own.unit.name}: d66 [${roll.tens}][${roll.units}] = ${roll.value} ${skill}${bonus} = **${total}** vs TN ${tn} (${own.weapon.reach} vs ${opp.weapon.reach}) → ${hit ? `**hit** by ${total - tn}` : `**miss** by ${tn - total}`}.`,
    );
    if (!hit) continue;
    const hitOn: IncomingHit = {
      target: unitKey(opp.unit.name),
      source: `${own.unit.name}'s ${own.weapon.name}`,
      hits: own.weapon.hits,
      dice: own.weapon.dice,
    };
    if ((opp.unit.data.kind === 'sa' ? hitOn.hits : hitOn.dice) === 0) {
      log.line(`  ${own.weapon.name} cannot harm ${opp.unit.name}${opp.unit.data.kind === 'sa' ? ' (no anti-armour Hits)' : ''}.`);
      continue;
    }
    incoming.push(hitOn);
  }
  let units = state.units;
  let pending = state.pending;
  const show: { unit: string; highlight: unknown }[] = [];
  if (cfg.resolve === 'immediate') {
    for (const hit of incoming) {
      const rows = new Set<number>();
      const after = resolveHit(getUnit({ ...state, units }, hit.target), hit, log, cfg, rows);
      units = withUnits({ ...state, units }, after);
      show.push({ unit: hit.target, highlight: { rows: [...rows].sort((x, y) => x - y) } });
    }
  } else if (incoming.length > 0) {
    pending = pendingWith(state, [...pendingHits(state), ...incoming]);
    for (const hit of incoming) {
      const target = getUnit(state, hit.target);
      log.event({ type: 'damage-pending', target: target.name, source: hit.source, hits: hit.hits, dice: hit.dice });
      log.line(`${describeIncoming(target, hit)} placed on **${target.name}**, resolved at \`/phase end\`.`);
    }
  }
  return { state: { ...state, units, pending }, events: log.events, text: log.text(), show };
};
