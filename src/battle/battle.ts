// A channel's battle: who plays in what order, the turn and the step of it, and what each unit did this turn.
import { userIdFrom } from '../control/identity.js';
import type { Json } from '../store/json-delta.js';
import type { SystemId } from '../systems/types.js';

/** The battle lives in the channel's `pending` under this key, so undo deltas and /verify cover every step. */
export const BATTLE_KEY = 'battle';

/** One phase of a system's turn, as data (src/systems/<system>/phases.ts). */
export interface PhaseSpec {
  readonly id: string;
  readonly name: string;
  /** `player`: each player in turn order takes a step of it; `battle`: one step for the table. */
  readonly per: 'player' | 'battle';
  /** What happens in it, for the card and the README. */
  readonly note?: string;
  /**
   * The commands a unit acts with that belong to this phase (`shoot`, `move`). A command named by some phase of the
   * battle's system is refused outside its phase, and in a player's step is open only to that player's units
   * (src/battle/clock.ts); a command no phase names may be used at any time.
   */
  readonly acts?: readonly string[];
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
}

/** What a rules action sees of the battle its system is playing. */
export interface BattleView {
  readonly turn: number;
  /** The id of the phase under way (for a phase-ended hook: the phase that is ending). */
  readonly phase: string;
  /** Whose step it is; absent in a phase the table plays together. */
  readonly player?: string;
  readonly order: readonly string[];
  readonly units: { readonly [key: string]: TurnRecord };
}

export interface Step {
  readonly phase: PhaseSpec;
  readonly phaseIndex: number;
  readonly player?: string;
}

/** The steps of one turn, in order. */
export function stepsOf(clock: SystemClock, order: readonly string[]): Step[] {
  const forPhase = (phase: PhaseSpec, phaseIndex: number, players: readonly string[]): Step[] =>
    phase.per === 'player' ? players.map((player) => ({ phase, phaseIndex, player })) : [{ phase, phaseIndex }];
  if (clock.order === 'player-major') return order.flatMap((player) => clock.phases.flatMap((phase, i) => forPhase(phase, i, [player])));
  return clock.phases.flatMap((phase, i) => forPhase(phase, i, order));
}

export function currentStep(battle: Battle, clock: SystemClock): Step {
  const steps = stepsOf(clock, battle.order);
  return steps[Math.min(battle.step, steps.length - 1)]!;
}

export function viewOf(battle: Battle, clock: SystemClock): BattleView {
  const step = currentStep(battle, clock);
  return {
    turn: battle.turn,
    phase: step.phase.id,
    ...(step.player !== undefined ? { player: step.player } : {}),
    order: battle.order,
    units: battle.units,
  };
}

const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');

/** The channel's battle, or undefined when none runs (or what is stored is not one). */
export function readBattle(pending: Readonly<Record<string, unknown>>): Battle | undefined {
  const raw = Object.hasOwn(pending, BATTLE_KEY) ? pending[BATTLE_KEY] : undefined;
  if (typeof raw !== 'object' || raw === null) return undefined;
  const b = raw as Partial<Battle>;
  if (typeof b.system !== 'string' || !isStringArray(b.players) || !isStringArray(b.order)) return undefined;
  if (!Number.isInteger(b.turn) || !Number.isInteger(b.step) || typeof b.units !== 'object' || b.units === null) return undefined;
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
