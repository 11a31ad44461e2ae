// The battle's clock: who may advance it, and what one step forward does to it.
import { controllerOf } from '../control/units.js';
import { UserError } from '../errors.js';
import { systemById } from '../systems/registry.js';
import type { UnitRecord } from '../systems/types.js';
import type { SystemClock } from './battle.js';
import { type Battle, currentStep, mention, readBattle, type Step, stepsOf } from './battle.js';

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
}

/** The clock of the system a battle plays; a system without one cannot host a battle. */
export function clockOf(systemId: string): SystemClock {
  const clock = systemById(systemId).clock;
  if (!clock) throw new UserError('rule', `${systemById(systemId).name} has no turn sequence to play a battle with.`);
  return clock;
}

/** One step forward; past the last step of the turn, the next turn begins in the same order. */
export function advance(battle: Battle, clock: SystemClock): Advance {
  const steps = stepsOf(clock, battle.order);
  const index = Math.min(battle.step, steps.length - 1);
  const ended = steps[index]!;
  const newTurn = index + 1 >= steps.length;
  const after: Battle = newTurn ? { ...battle, turn: battle.turn + 1, step: 0, units: {} } : { ...battle, step: index + 1 };
  const next = currentStep(after, clock);
  const phaseEnded = newTurn || clock.order === 'player-major' || next.phaseIndex !== ended.phaseIndex;
  return { battle: after, ended, next, phaseEnded, newTurn };
}

export interface Member {
  readonly id: string;
  readonly isGM: boolean;
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
    throw new UserError(
      'permission',
      `It is ${mention(step.player)}'s ${step.phase.name.toLowerCase()} step: only they or a GM can ${what}.`,
    );
  }
  if (battle.players.includes(member.id)) return;
  throw new UserError('permission', `Only the battle's players or a GM can ${what}.`);
}

/**
 * The one phase check for a command a unit acts with: in a battle of the unit's system, a command some phase claims
 * (`PhaseSpec.acts`) waits for that phase, for everyone; in a player's step only that player's units act (or a GM).
 * Commands no phase claims, and units of another system, are not the clock's business.
 */
export function requirePhase(
  pending: Readonly<Record<string, unknown>>,
  unit: Pick<UnitRecord, 'name' | 'system' | 'owner' | 'controller'>,
  command: string,
  member: Member,
): void {
  const battle = readBattle(pending);
  if (!battle || battle.system !== unit.system) return;
  const clock = clockOf(battle.system);
  const home = clock.phases.filter((phase) => phase.acts?.includes(command));
  if (home.length === 0) return;
  const step = currentStep(battle, clock);
  if (!home.includes(step.phase))
    throw new UserError(
      'rule',
      `It is the ${step.phase.name.toLowerCase()} phase of ${clock.turnWord ?? 'turn'} ${battle.turn}: \`/${command}\` waits for the ${home.map((p) => p.name.toLowerCase()).join(' or ')} phase (\`/phase next\`).`,
    );
  // The step's player naming someone else's unit is the unit check's to refuse (src/control/units.ts).
  if (member.isGM || step.player === undefined || step.player === member.id || controllerOf(unit) === step.player) return;
  throw new UserError(
    'permission',
    `It is ${mention(step.player)}'s ${step.phase.name.toLowerCase()} step: only their units act in it, and \`${unit.name}\` is not theirs.`,
  );
}
