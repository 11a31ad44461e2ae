// A channel's battle: who plays in what order, the turn and the step of it, and what each unit did this turn.
import { userIdFrom } from '../control/identity.js';
import type { Json } from '../store/json-delta.js';
import type { SystemId, UnitRecord } from '../systems/types.js';

/** The battle lives in the channel's `pending` under this key, so undo deltas and /verify cover every step. */
export const BATTLE_KEY = 'battle';

/** One phase of a system's turn, as data (src/systems/<system>/phases.ts). */
export interface PhaseSpec {
  readonly id: string;
  readonly name: string;
  /**
   * `player`: each player in turn order takes a step of it; `battle`: one step for the table; `unit`: each unit the
   * clock ranks (`SystemClock.units`) takes a step of its own, in the order fixed as the phase begins, played by its
   * controller (Mecha Bots: lightest Bot first).
   */
  readonly per: 'player' | 'battle' | 'unit';
  /** What happens in it, for the card and the README. */
  readonly note?: string;
  /**
   * The commands a unit acts with that belong to this phase (`shoot`, `move`). A command named by some phase of the
   * battle's system is refused outside its phase, and in a player's step is open only to that player's units
   * (src/battle/clock.ts); a command no phase names may be used at any time. A unit that takes steps of its own
   * uses a command in the `unit` phases that name it, when any does; other units, in the other phases that name it.
   */
  readonly acts?: readonly string[];
}

/** Which units take steps of their own in a `unit` phase, and in what order. */
export interface UnitSteps {
  /** Whether a unit of this kind takes its own steps (a Bot, not a Mad Scientist), whatever its state. */
  readonly takes: (unit: UnitRecord) => boolean;
  /** Whether it can still act (a wrecked Bot's step is skipped). */
  readonly able: (unit: UnitRecord) => boolean;
  /**
   * The keys of the units that take steps and can act, in the order they act; `players` is this turn's order
   * (BattleTech: the initiative loser first).
   */
  readonly order: (units: Readonly<Record<string, UnitRecord>>, players: readonly string[]) => string[];
}

/** A unit's step in a `unit` phase: the unit (its key and name) and the player who plays it. */
export interface Actor {
  readonly unit: string;
  readonly name: string;
  readonly player: string;
}

/** How a system's turn is cut into steps. */
export interface SystemClock {
  /**
   * `phase-major`: each phase in order, and within a per-player phase each player (BattleTech, Slaved Armour);
   * `player-major`: each player in order takes every phase (a 40k player turn).
   */
  readonly order: 'phase-major' | 'player-major';
  /** What the system calls one turn ('round' in Slaved Armour); default 'turn'. */
  readonly turnWord?: string;
  readonly phases: readonly PhaseSpec[];
  /** Needed when a phase is played unit by unit. */
  readonly units?: UnitSteps;
}

/** A system's own record of what one unit did this turn (moved how far, which speed it started from); plain JSON. */
export type TurnRecord = { readonly [key: string]: Json };

export interface Battle {
  readonly system: SystemId;
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
}

/** What a rules action sees of the battle its system is playing. */
export interface BattleView {
  readonly turn: number;
  /** The id of the phase under way (for a phase-ended hook: the phase that is ending). */
  readonly phase: string;
  /** Whose step it is; absent in a phase the table plays together. */
  readonly player?: string;
  /** The unit whose step it is, in a phase played unit by unit. */
  readonly unit?: string;
  readonly order: readonly string[];
  readonly units: { readonly [key: string]: TurnRecord };
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

const isActorLists = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every(
    (list) =>
      Array.isArray(list) &&
      list.every(
        (a: Partial<Actor> | null) => typeof a === 'object' && a !== null && [a.unit, a.name, a.player].every((v) => typeof v === 'string'),
      ),
  );

/** The channel's battle, or undefined when none runs (or what is stored is not one). */
export function readBattle(pending: Readonly<Record<string, unknown>>): Battle | undefined {
  const raw = Object.hasOwn(pending, BATTLE_KEY) ? pending[BATTLE_KEY] : undefined;
  if (typeof raw !== 'object' || raw === null) return undefined;
  const b = raw as Partial<Battle>;
  if (typeof b.system !== 'string' || !isStringArray(b.players) || !isStringArray(b.order)) return undefined;
  if (!Number.isInteger(b.turn) || !Number.isInteger(b.step) || typeof b.units !== 'object' || b.units === null) return undefined;
  if (b.actors !== undefined && !isActorLists(b.actors)) return undefined;
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
