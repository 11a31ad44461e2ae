// Player turns: the channel counts ended turns, and `/phase end` expires shaken and stunned for that player's vehicles.
import type { ActionInput, ActionOutcome, SystemAction, SystemEvent, SystemState, UnitRecord } from '../types.js';
import { controllerLabel, controllerOf, normalisePlayer, possessive, type VehicleData, type VehicleUnit } from './vehicle.js';

export interface TurnEndEvent extends SystemEvent {
  readonly type: 'wh40k-turn-end';
  readonly turn: number;
}

const turnEndEvent = (turn: number): TurnEndEvent => ({ type: 'wh40k-turn-end', turn });

/** The number of player turns ended in this channel so far (kept in this system's pending scratch). */
export function turnCount(state: SystemState): number {
  const value = state.pending.turnEnds;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;
}

export function vehicleUnits(state: SystemState): Array<[string, VehicleUnit]> {
  return Object.entries(state.units).filter((entry): entry is [string, VehicleUnit] => entry[1].system === 'wh40k');
}

/** Whose turn is ending: the `player` option (a mention or id, never a display name), else whoever ran `/phase end`. */
export function endingPlayer(input: ActionInput): { keys: string[]; label: string } {
  const given = input.options.has('player') ? input.options.string('player') : undefined;
  if (given !== undefined && given.trim() !== '') return { keys: [normalisePlayer(given)], label: controllerLabel(normalisePlayer(given)) };
  return { keys: [normalisePlayer(input.actor.id)], label: input.actor.name };
}

export function controls(unit: VehicleUnit, keys: readonly string[]): boolean {
  return keys.includes(normalisePlayer(controllerOf(unit)));
}

/**
 * Ends one player's turn. A shaken or stunned result lasts until the end of the controller's next turn (RULES.md W4): it
 * expires at the end of the first of the controller's turns that began after it was applied, i.e. once some turn has
 * ended since (`since < turn`). The same goes for the distance moved, which counts until the controller's next turn.
 */
export const phaseEnd: SystemAction = (state: SystemState, input: ActionInput): ActionOutcome => {
  const turn = turnCount(state);
  const player = endingPlayer(input);
  const units: Record<string, UnitRecord> = { ...state.units };
  const lines: string[] = [];
  const show: Array<{ unit: string }> = [];
  let controlled = 0;
  for (const [key, unit] of vehicleUnits(state)) {
    if (!controls(unit, player.keys)) continue;
    controlled++;
    const { status, movement } = unit.data;
    const expired: string[] = [];
    let data: VehicleData = unit.data;
    // A wreck's crew is past being shaken: the status still clears, but the line says nothing of recovering.
    if (status.shaken && status.shaken.since < turn && !status.destroyed) expired.push('no longer shaken');
    if (status.stunned && status.stunned.since < turn && !status.destroyed) expired.push('no longer stunned');
    const lapsed = (status.shaken && status.shaken.since < turn) || (status.stunned && status.stunned.since < turn);
    if (lapsed || expired.length > 0 || (movement.inches > 0 && movement.since < turn)) {
      data = {
        ...data,
        status: {
          ...status,
          shaken: status.shaken && status.shaken.since < turn ? null : status.shaken,
          stunned: status.stunned && status.stunned.since < turn ? null : status.stunned,
        },
        movement: movement.since < turn ? { inches: 0, since: turn } : movement,
      };
      units[key] = { ...unit, data };
    }
    if (expired.length > 0) {
      lines.push(`• **${unit.name}**: ${expired.join(' and ')}.`);
      show.push({ unit: key });
    } else if (!status.destroyed && (status.shaken || status.stunned)) {
      lines.push(`• **${unit.name}**: ${status.stunned ? 'stunned' : 'shaken'} until the end of its controller's next turn.`);
    }
  }
  const header = `⏱️ End of ${possessive(player.label)} turn (player turn ${turn + 1} ended in this channel).`;
  const body =
    controlled === 0
      ? `No 40k vehicle here is controlled by ${player.label}, so nothing expires. Vehicles belong to whoever added them unless ` +
        "their `controller` says otherwise; pass `player:` to end someone else's turn."
      : lines.length > 0
        ? lines.join('\n')
        : `None of ${possessive(player.label)} vehicles is shaken or stunned: nothing to update.`;
  return {
    state: { ...state, units, pending: { ...state.pending, turnEnds: turn + 1 } },
    events: [turnEndEvent(turn + 1)],
    text: `${header}\n${body}`,
    show,
  };
};
