// Moving a battle's clock on as one logged action: the ending phase's effects, the step forward, the ping. It runs
// system actions (src/actions.ts), so it sits with the commands' kit, above src/battle/.
import { type ActionStep, runSystemActions } from '../actions.js';
import { BATTLE_KEY, type Battle, currentStep, mention, readBattle, type Step } from '../battle/battle.js';
import { battleCard } from '../battle/card.js';
import { advance, clockOf } from '../battle/clock.js';
import type { CommandContext } from '../command.js';
import { tableRules } from '../control/table-rules.js';
import { UserError } from '../errors.js';
import type { Reply } from '../reply.js';
import { peekUnits } from '../store/unit-draft.js';
import { systemById } from '../systems/registry.js';

/** Who plays a step: a player, or a unit and its player in a phase played unit by unit. */
export const stepActor = (step: Step): string =>
  step.actor ? `\`${step.actor.name}\`, ${mention(step.actor.player)}` : step.player !== undefined ? mention(step.player) : '';

export const describeStep = (battle: Battle, step: Step): string =>
  `turn ${battle.turn}, ${step.phase.name}${stepActor(step) ? ` (${stepActor(step)})` : ''}`;

/** `/phase next` in a battle: the current step ends; at a phase's end its system's effects run first. */
export async function nextStep(ctx: CommandContext): Promise<Reply> {
  const doc = await ctx.store.load(ctx.channel);
  const battle = readBattle(doc.pending);
  if (!battle) throw new UserError('rule', 'No battle is running here.');
  const system = systemById(battle.system);
  const clock = clockOf(battle.system);
  const preview = advance(battle, clock, doc.units);
  const steps: ActionStep[] = preview.phaseEnded && system.phaseEnded ? [{ system, action: system.phaseEnded }] : [];
  let afterCard: { battle: Battle; units: Parameters<typeof battleCard>[1]; pending: Parameters<typeof battleCard>[2] } | undefined;
  const reply = await runSystemActions(ctx, steps, (draft) => {
    const current = readBattle(draft.pending);
    if (!current) throw new UserError('rule', 'The battle ended meanwhile.');
    const moved = advance(current, clock, peekUnits(draft.units));
    draft.pending[BATTLE_KEY] = moved.battle;
    afterCard = { battle: moved.battle, units: peekUnits(draft.units), pending: draft.pending };
    const passes = moved.next.player !== undefined && moved.next.player !== moved.ended.player;
    const ping = passes && tableRules(draft.settings.table).turnPings ? moved.next.player : undefined;
    const lines = [
      `⏭️ ${moved.ended.phase.name}${stepActor(moved.ended) ? ` (${stepActor(moved.ended)})` : ''} done.`,
      ...moved.skipped.map((a) => `⏩ \`${a.name}\` can no longer act: its step is passed over.`),
      ...(moved.newTurn ? [`🔄 **Turn ${moved.battle.turn}** begins.`] : []),
      `Now: ${describeStep(moved.battle, moved.next)}.${passes ? ` Over to ${mention(moved.next.player!)}.` : ''}`,
    ];
    return { text: lines.join('\n'), mention: ping };
  });
  return { ...reply, embeds: afterCard ? [battleCard(afterCard.battle, afterCard.units, afterCard.pending)] : [] };
}

/** The step a battle is at, for `/battle show`. */
export function showBattle(battle: Battle, units: Parameters<typeof battleCard>[1], pending: Parameters<typeof battleCard>[2]): Reply {
  const step = currentStep(battle, clockOf(battle.system));
  return { content: `⚔️ Battle: ${describeStep(battle, step)}.`, embeds: [battleCard(battle, units, pending)] };
}
