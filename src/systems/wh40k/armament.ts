// "Armament destroyed (chosen by attacker)": the reply asks the attacker, one button per weapon, and the press settles it once.
import { requireUnitRole } from '../../control/units.js';
import { UserError } from '../../errors.js';
import type { ReplyButton } from '../../reply.js';
import type { ActionOutcome, SystemAction, SystemEvent, SystemState } from '../types.js';
import { intactWeapons, type VehicleUnit, withResults } from './vehicle.js';

export const ARMAMENT_PREFIX = 'w40k:arm:';
/** Unanswered choices kept per channel; the oldest is dropped beyond this. */
export const MAX_OPEN_CHOICES = 10;

/** An Armament destroyed result whose weapon the attacker has yet to pick, kept in `SystemState.pending`. */
export interface ArmamentChoice {
  readonly id: number;
  /** Key of the vehicle hit. */
  readonly target: string;
  /** Key of the firing vehicle, or null for a /crit (then the member who rolled, or a GM, chooses). */
  readonly attacker: string | null;
  readonly actor: string;
  /** Results still to choose for (a volley can give two). */
  readonly left: number;
  readonly source: string;
}

export interface ArmamentChosenEvent extends SystemEvent {
  readonly type: 'wh40k-armament-chosen';
  readonly target: string;
  readonly weapon: string;
}

interface Open {
  readonly next: number;
  readonly open: Readonly<Record<string, ArmamentChoice>>;
}

function readOpen(state: SystemState): Open {
  const raw = state.pending.armament as Partial<Open> | undefined;
  return { next: raw?.next ?? 1, open: raw?.open ?? {} };
}

function withOpen(state: SystemState, open: Open): SystemState['pending'] {
  const pending = { ...state.pending };
  if (Object.keys(open.open).length === 0 && open.next === 1) delete pending.armament;
  else pending.armament = open;
  return pending;
}

/** One button per weapon the target still has, each naming the choice it settles. */
function weaponButtons(target: VehicleUnit, choice: ArmamentChoice): ReplyButton[] {
  return target.data.weapons.flatMap((weapon, index) =>
    weapon.destroyed
      ? []
      : [{ label: `Destroy ${weapon.name}`.slice(0, 80), payload: `${ARMAMENT_PREFIX}${choice.id}:${index}`, style: 'danger' as const }],
  );
}

function askLine(target: VehicleUnit, choice: ArmamentChoice, who: string): string {
  const count = choice.left === 1 ? 'Armament destroyed' : `${choice.left} Armament destroyed results`;
  return `❓ ${count} on **${target.name}**: ${who} chooses which weapon is destroyed — press a button.`;
}

/** After a volley: records the open choice and adds its question and buttons to the reply. */
export function askArmament(
  outcome: ActionOutcome,
  spec: { targetKey: string; attacker: { key: string; name: string } | null; actor: string; asks: number; source: string },
): ActionOutcome {
  if (spec.asks === 0) return outcome;
  const state = outcome.state;
  const open = readOpen(state);
  const choice: ArmamentChoice = {
    id: open.next,
    target: spec.targetKey,
    attacker: spec.attacker?.key ?? null,
    actor: spec.actor,
    left: spec.asks,
    source: spec.source,
  };
  const kept = Object.values(open.open)
    .sort((a, b) => a.id - b.id)
    .slice(-(MAX_OPEN_CHOICES - 1));
  const target = state.units[spec.targetKey] as VehicleUnit;
  const next: Open = { next: open.next + 1, open: Object.fromEntries([...kept, choice].map((c) => [String(c.id), c])) };
  const who = spec.attacker ? `the attacker (${spec.attacker.name}'s controller)` : 'the attacker';
  return {
    ...outcome,
    state: { ...state, pending: withOpen(state, next) },
    text: `${outcome.text}\n${askLine(target, choice, who)}`,
    buttons: [...(outcome.buttons ?? []), ...weaponButtons(target, choice)],
  };
}

/** A weapon button: `w40k:arm:<choice>:<weapon index>`. The attacker's controller, the member who rolled, or a GM. */
export const pressArmament: SystemAction = (state, input) => {
  const payload = input.options.string('payload', true);
  const match = new RegExp(`^${ARMAMENT_PREFIX}(\\d+):(\\d+)$`).exec(payload);
  if (!match) throw new UserError('option', 'That button is not a 40k weapon choice.');
  const open = readOpen(state);
  const choice = open.open[match[1] as string];
  if (!choice) throw new UserError('not-found', 'That weapon has already been chosen, or the choice has expired.');
  const attacker = choice.attacker ? state.units[choice.attacker] : undefined;
  if (attacker) requireUnitRole(attacker, 'with', input.actor);
  else if (!input.actor.isGM && input.actor.id !== choice.actor)
    throw new UserError('permission', 'Only the player who fired or a GM can choose the weapon destroyed.');
  const target = state.units[choice.target] as VehicleUnit | undefined;
  if (target?.system !== 'wh40k') throw new UserError('not-found', 'The vehicle hit is no longer in this channel.');
  const index = Number(match[2]);
  const weapon = target.data.weapons[index];
  if (!weapon || weapon.destroyed) throw new UserError('rule', `That weapon of \`${target.name}\` is already destroyed; choose another.`);
  const weapons = target.data.weapons.map((w, i) => (i === index ? { ...w, destroyed: true } : w));
  const vehicle = withResults({ ...target.data, weapons }, [`Armament destroyed: ${weapon.name} (attacker's choice)`]);
  const updated: VehicleUnit = { ...target, data: vehicle };
  const remaining = { ...open.open };
  delete remaining[String(choice.id)];
  const stillOpen = choice.left > 1 && intactWeapons(vehicle).length > 0 ? { ...choice, left: choice.left - 1 } : null;
  if (stillOpen) remaining[String(choice.id)] = stillOpen;
  const nextState: SystemState = {
    ...state,
    units: { ...state.units, [choice.target]: updated },
    pending: withOpen(state, { next: open.next, open: remaining }),
  };
  const event: ArmamentChosenEvent = { type: 'wh40k-armament-chosen', target: target.name, weapon: weapon.name };
  const by = attacker ? `**${attacker.name}**'s controller` : input.actor.name;
  const lines = [`💥 ${by} chooses: **${target.name}**'s ${weapon.name} is destroyed (Armament destroyed, from ${choice.source}).`];
  if (choice.left > 1 && !stillOpen) lines.push('It has no weapon left for the other Armament destroyed result: no further effect.');
  if (stillOpen) lines.push(askLine(updated, stillOpen, 'the attacker'));
  return {
    state: nextState,
    events: [event],
    text: lines.join('\n'),
    show: [{ unit: choice.target }],
    ...(stillOpen ? { buttons: weaponButtons(updated, stillOpen) } : {}),
  };
};
