// Mecha Bots on the battle clock: when the Mad Scientists are done, the Bots' order for the turn, lightest first.
import { type SystemAction, type TurnRecord, type UnitRecord, type UnitSteps, unitKey } from '../types.js';
import type { BotData } from './components.js';
import { isScientist, type MbData } from './scientist.js';
import { deriveStats } from './stats.js';

/** Fewest intact components first (RULES.md §1.1); ties keep name order so the list is stable. */
export function lightestFirst(units: readonly UnitRecord<BotData>[]): UnitRecord<BotData>[] {
  return units
    .filter((u) => !u.data.destroyed)
    .map((u) => ({ u, n: deriveStats(u.data).componentCount }))
    .sort((a, b) => a.n - b.n || a.u.name.localeCompare(b.u.name))
    .map(({ u }) => u);
}

const isBot = (u: UnitRecord): u is UnitRecord<BotData> => u.system === 'mecha-bots' && !isScientist(u.data as MbData);

/** In the Bots' phases each Bot takes its own step, lightest first; a wrecked Bot's step is skipped. */
export const BOT_STEPS: UnitSteps = {
  takes: isBot,
  able: (u) => isBot(u) && !u.data.destroyed,
  order: (units) => lightestFirst(Object.values(units).filter(isBot)).map((u) => unitKey(u.name)),
};

/** Before the Bots move, react and fight: the order they act in each of those steps. */
export const phaseEnded: SystemAction = (state) => {
  if (state.battle?.phase !== 'scientist') return { state, events: [], text: '' };
  const bots = lightestFirst(Object.values(state.units).filter(isBot));
  const list = bots.map((b, i) => `${i + 1}. ${b.name} (${deriveStats(b.data).componentCount} components)`);
  return {
    state,
    events: [{ type: 'mb-order', bots: bots.map((b) => b.name) } as { type: string }],
    text:
      bots.length > 0
        ? `🤖 Bots act lightest first, each in its own step (its player ends it with \`/phase next\`):\n${list.join('\n')}`
        : 'No Bots left to act.',
  };
};

export function mbTurnSummary(unit: UnitRecord<MbData>, _record: TurnRecord | undefined): string {
  if (isScientist(unit.data)) return unit.data.hitPoints === 0 ? '💀 dead' : `${unit.data.hitPoints} hit points`;
  return unit.data.destroyed ? '☠️ brain destroyed' : `${deriveStats(unit.data).componentCount} components`;
}
