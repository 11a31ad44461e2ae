// A channel's battle: who plays in what order, the turn and the step of it, and what each unit did this turn.
import { userIdFrom } from '../control/identity.js';
import type { Actor, BattleView, PhaseSpec, Spent, SystemClock, SystemId, TurnRecord } from '../systems/types.js';
import { type INITIATIVE, type InitiativeData, initiativeSchema } from './initiative-record.js';

// The clock's data types sit with the system interface that declares them; re-exported for the battle's callers.
export type {
  Actor,
  Allowance,
  BattleView,
  Exclusion,
  Hold,
  PhaseSpec,
  Situation,
  Spent,
  SystemAllowances,
  SystemClock,
  TurnRecord,
  UnitSteps,
  Use,
} from '../systems/types.js';

/** The battle lives in the channel's `pending` under this key, so undo deltas and /verify cover every step. */
export const BATTLE_KEY = 'battle';

export interface Battle {
  /** The system whose clock it plays, or an initiative order (src/battle/initiative.ts) for any game. */
  readonly system: SystemId | typeof INITIATIVE;
  /** User ids, in the turn order the GM gave. */
  readonly players: readonly string[];
  /** This turn's order (BattleTech initiative reorders it); the GM's order until something does. */
  readonly order: readonly string[];
  /** 1-based. */
  readonly turn: number;
  /** Index into `stepsOf(clock, order)`. */
  readonly step: number;
  /** Per unit key: this turn's record, cleared when a new turn starts. */
  readonly units: { readonly [key: string]: TurnRecord };
  /** Per `unit` phase begun this turn: who acts in it, in order, fixed as it began; cleared with the turn. */
  readonly actors?: { readonly [phase: string]: readonly Actor[] };
  /** Per unit key: the allowances it spent this turn (src/battle/allowances.ts); cleared with the turn. */
  readonly used?: { readonly [unit: string]: readonly Spent[] };
  /** Per unit key: the turn a unit joined in after the battle began; it acts from the next turn. */
  readonly joined?: { readonly [unit: string]: number };
  /** In an initiative order: how each entry ranks and the effects on them. */
  readonly initiative?: InitiativeData;
}

export interface Step {
  readonly phase: PhaseSpec;
  readonly phaseIndex: number;
  readonly player?: string;
  /** In a phase played unit by unit, the unit whose step it is. */
  readonly actor?: Actor;
}

/**
 * The steps of one turn, in order. A `unit` phase whose order is not fixed yet (it has not begun, or no unit takes
 * steps in it) is one step for the table.
 */
export function stepsOf(clock: SystemClock, order: readonly string[], actors: Battle['actors'] = {}): Step[] {
  const forPhase = (phase: PhaseSpec, phaseIndex: number, players: readonly string[]): Step[] => {
    if (phase.per === 'player') return players.map((player) => ({ phase, phaseIndex, player }));
    const units = phase.per === 'unit' && Object.hasOwn(actors, phase.id) ? actors[phase.id]! : [];
    if (units.length > 0) return units.map((actor) => ({ phase, phaseIndex, player: actor.player, actor }));
    return [{ phase, phaseIndex }];
  };
  if (clock.order === 'player-major') return order.flatMap((player) => clock.phases.flatMap((phase, i) => forPhase(phase, i, [player])));
  return clock.phases.flatMap((phase, i) => forPhase(phase, i, order));
}

export function currentStep(battle: Battle, clock: SystemClock): Step {
  const steps = stepsOf(clock, battle.order, battle.actors);
  return steps[Math.min(battle.step, steps.length - 1)]!;
}

export function viewOf(battle: Battle, clock: SystemClock): BattleView {
  const step = currentStep(battle, clock);
  return {
    turn: battle.turn,
    phase: step.phase.id,
    ...(step.player !== undefined ? { player: step.player } : {}),
    ...(step.actor !== undefined ? { unit: step.actor.unit } : {}),
    order: battle.order,
    units: battle.units,
  };
}

const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');

/** A record of lists, each item passing `ok`: the stored shape of the actors and the spent allowances. */
const isListRecord = <T>(value: unknown, ok: (item: Partial<T>) => boolean): boolean =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every(
    (list) => Array.isArray(list) && list.every((item: Partial<T> | null) => typeof item === 'object' && item !== null && ok(item)),
  );

const isActorLists = (value: unknown): boolean =>
  isListRecord<Actor>(value, (a) => [a.unit, a.name, a.player].every((v) => typeof v === 'string'));

const isSpentLists = (value: unknown): boolean =>
  isListRecord<Spent>(
    value,
    (s) => [s.act, s.label, s.id].every((v) => typeof v === 'string') && Number.isInteger(s.turn) && Number.isInteger(s.phaseStep),
  );

/** The channel's battle, or undefined when none runs (or what is stored is not one). */
export function readBattle(pending: Readonly<Record<string, unknown>>): Battle | undefined {
  const raw = Object.hasOwn(pending, BATTLE_KEY) ? pending[BATTLE_KEY] : undefined;
  if (typeof raw !== 'object' || raw === null) return undefined;
  const b = raw as Partial<Battle>;
  if (typeof b.system !== 'string' || !isStringArray(b.players) || !isStringArray(b.order)) return undefined;
  if (!Number.isInteger(b.turn) || !Number.isInteger(b.step) || typeof b.units !== 'object' || b.units === null) return undefined;
  if (b.actors !== undefined && !isActorLists(b.actors)) return undefined;
  if (b.used !== undefined && !isSpentLists(b.used)) return undefined;
  if (b.initiative !== undefined && !initiativeSchema.safeParse(b.initiative).success) return undefined;
  if (b.joined !== undefined && !(typeof b.joined === 'object' && b.joined !== null && Object.values(b.joined).every(Number.isInteger)))
    return undefined;
  return b as Battle;
}

/** A mention that names one user, for text; `<@id>` renders as the user's name in Discord. */
export const mention = (userId: string): string => `<@${userId}>`;

/** Reads `<@1>, <@!2> 3` as user ids, in the order given, each once; a display name (`@carol`) is refused. */
export function parsePlayers(text: string): string[] {
  const ids = text
    .split(/[\s,]+/)
    .filter((part) => part !== '')
    .map(userIdFrom);
  return [...new Set(ids)];
}
