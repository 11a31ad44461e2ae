// The battle's clock: who may advance it, and what one step forward does to it.
import { controllerOf } from '../control/units.js';
import { UserError } from '../errors.js';
import { systemById } from '../systems/registry.js';
import { type UnitRecord, unitKey } from '../systems/types.js';
import {
  type Actor,
  type Battle,
  currentStep,
  mention,
  type PhaseSpec,
  readBattle,
  type Step,
  type SystemClock,
  stepsOf,
} from './battle.js';
import { INITIATIVE, INITIATIVE_CLOCK } from './initiative-record.js';

export interface Advance {
  readonly battle: Battle;
  /** The step that ended. */
  readonly ended: Step;
  /** The step now under way. */
  readonly next: Step;
  /** Whether the ended step closed a phase (its end-of-phase effects run). */
  readonly phaseEnded: boolean;
  /** Whether a new turn began (this turn's unit records are cleared). */
  readonly newTurn: boolean;
  /** Units whose steps were passed over: they can no longer act. */
  readonly skipped: readonly Actor[];
}

/** The clock of the system a battle plays; a system without one cannot host a battle. */
export function clockOf(systemId: string): SystemClock {
  if (systemId === INITIATIVE) return INITIATIVE_CLOCK;
  const clock = systemById(systemId).clock;
  if (!clock) throw new UserError('rule', `${systemById(systemId).name} has no turn sequence to play a battle with.`);
  return clock;
}

const NO_UNITS: Readonly<Record<string, UnitRecord>> = {};

/** The step after the current one; past the last step of the turn, the next turn begins in the same order. */
function stepOn(battle: Battle, clock: SystemClock): Battle {
  const steps = stepsOf(clock, battle.order, battle.actors);
  const index = Math.min(battle.step, steps.length - 1);
  if (index + 1 < steps.length) return { ...battle, step: index + 1 };
  // A new turn: the unit phases' orders (but a kept one), the turn records and the spent allowances start afresh.
  const { actors, used: _spent, ...rest } = battle;
  const kept = Object.entries(actors ?? {}).filter(([id]) => clock.phases.some((p) => p.id === id && p.kept));
  return { ...rest, ...(kept.length > 0 ? { actors: Object.fromEntries(kept) } : {}), turn: battle.turn + 1, step: 0, units: {} };
}

/**
 * Brings a battle to a step someone can play: a `unit` phase that begins fixes its order from the units as they are
 * now, and the step of a unit that can no longer act (wrecked, removed) is skipped; `skipped` collects those.
 */
export function settle(battle: Battle, clock: SystemClock, units: Readonly<Record<string, UnitRecord>>, skipped: Actor[] = []): Battle {
  let b = battle;
  // Each pass fixes one phase's order or skips one step, so two turns' worth of passes bounds it.
  for (let guard = 0; guard < 2 * (stepsOf(clock, b.order, b.actors).length + Object.keys(units).length) + 8; guard++) {
    const step = currentStep(b, clock);
    const phaseId = step.phase.id;
    if (step.phase.per === 'unit' && clock.units && !(b.actors && Object.hasOwn(b.actors, phaseId))) {
      const actors = clock.units
        .order(units, b.order)
        .map((key) => ({ unit: key, name: units[key]!.name, player: controllerOf(units[key]!) }));
      b = { ...b, actors: { ...b.actors, [phaseId]: actors } };
      continue;
    }
    const unit = step.actor && Object.hasOwn(units, step.actor.unit) ? units[step.actor.unit] : undefined;
    // A clock without units (an initiative order) steps through entries that are no units: none is skipped.
    if (step.actor && clock.units && !(unit && clock.units.able(unit))) {
      skipped.push(step.actor);
      b = stepOn(b, clock);
      continue;
    }
    return b;
  }
  return b;
}

/**
 * One step forward, past any step no unit can play; `units` as they are now (the order of a `unit` phase that
 * begins, wrecks to skip).
 */
export function advance(battle: Battle, clock: SystemClock, units: Readonly<Record<string, UnitRecord>> = NO_UNITS): Advance {
  const ended = currentStep(battle, clock);
  const skipped: Actor[] = [];
  const after = settle(stepOn(battle, clock), clock, units, skipped);
  const newTurn = after.turn !== battle.turn;
  const next = currentStep(after, clock);
  const phaseEnded = newTurn || clock.order === 'player-major' || next.phaseIndex !== ended.phaseIndex;
  return { battle: after, ended, next, phaseEnded, newTurn, skipped };
}

export interface Member {
  readonly id: string;
  readonly isGM: boolean;
}

/** "<@b>'s movement step", or in a phase played unit by unit "<@b>'s step with `Small` (bots move)". */
function whoseStep(step: Step): string {
  const phase = step.phase.name.toLowerCase();
  if (step.actor) return `${mention(step.actor.player)}'s step with \`${step.actor.name}\` (${phase})`;
  return `${mention(step.player!)}'s ${phase} step`;
}

/**
 * The one turn check: with a battle, the player whose step it is (any of its players in a phase the table plays
 * together) or a GM; without one, a GM (what `/phase end` has always required).
 */
export function requireTurn(pending: Readonly<Record<string, unknown>>, member: Member, what: string): void {
  if (member.isGM) return;
  const battle = readBattle(pending);
  if (!battle) throw new UserError('permission', `Only a GM can ${what} when no battle is running (\`/battle start\`).`);
  const step = currentStep(battle, clockOf(battle.system));
  if (step.player !== undefined) {
    if (step.player === member.id) return;
    throw new UserError('permission', `It is ${whoseStep(step)}: only they or a GM can ${what}.`);
  }
  if (battle.players.includes(member.id)) return;
  throw new UserError('permission', `Only the battle's players or a GM can ${what}.`);
}

/**
 * The phases a unit uses `command` in: a unit that takes steps of its own (a Bot) in the `unit` phases that claim it,
 * when any does; any other unit in the other phases that claim it. None: the clock does not govern it.
 */
function homePhases(clock: SystemClock, unit: UnitRecord, command: string): PhaseSpec[] {
  const claiming = clock.phases.filter((phase) => phase.acts?.includes(command));
  const own = clock.units?.takes(unit) ? claiming.filter((phase) => phase.per === 'unit') : [];
  return own.length > 0 ? own : claiming.filter((phase) => phase.per !== 'unit');
}

/**
 * The one phase check for a command a unit acts with: in a battle of the unit's system, a command some phase claims
 * (`PhaseSpec.acts`) waits for that phase, for everyone; in a player's step only that player's units act, and in a
 * unit's step only that unit (or a GM). Commands no phase claims, and units of another system, are not the clock's
 * business.
 */
export function requirePhase(
  pending: Readonly<Record<string, unknown>>,
  unit: UnitRecord,
  command: string,
  member: Member,
  label: string = command,
): void {
  const battle = readBattle(pending);
  if (!battle || battle.system !== unit.system) return;
  const clock = clockOf(battle.system);
  const home = homePhases(clock, unit, command);
  if (home.length === 0) return;
  const step = currentStep(battle, clock);
  if (!home.includes(step.phase))
    throw new UserError(
      'rule',
      `It is the ${step.phase.name.toLowerCase()} phase of ${clock.turnWord ?? 'turn'} ${battle.turn}: \`/${label}\` waits for the ${home.map((p) => p.name.toLowerCase()).join(' or ')} phase (\`/phase next\`).`,
    );
  if (member.isGM || step.player === undefined) return;
  if (step.actor) {
    if (step.actor.unit === unitKey(unit.name)) return;
    throw new UserError(
      'permission',
      `It is ${whoseStep(step)}: \`${unit.name}\` waits for its own step (${step.phase.note ?? 'in order'}).`,
    );
  }
  // The step's player naming someone else's unit is the unit check's to refuse (src/control/units.ts).
  if (step.player === member.id || controllerOf(unit) === step.player) return;
  throw new UserError('permission', `It is ${whoseStep(step)}: only their units act in it, and \`${unit.name}\` is not theirs.`);
}
