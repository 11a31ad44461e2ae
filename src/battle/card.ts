// The battle card: whose step it is, which phase, and each unit's turn so far, as an embed.

import { controllerOf } from '../control/units.js';
import type { ReplyEmbed } from '../reply.js';
import { systemById } from '../systems/registry.js';
import type { UnitRecord } from '../systems/types.js';
import { type Battle, currentStep, mention } from './battle.js';
import { clockOf } from './clock.js';

const MAX_UNIT_FIELDS = 20;

export function battleCard(
  battle: Battle,
  units: Readonly<Record<string, UnitRecord>>,
  channelPending: Readonly<Record<string, unknown>>,
): ReplyEmbed {
  const system = systemById(battle.system);
  const pending = (channelPending[battle.system] ?? {}) as Readonly<Record<string, unknown>>;
  const clock = clockOf(battle.system);
  const step = currentStep(battle, clock);
  const phases = clock.phases.map((p) => (p.id === step.phase.id ? `**${p.name}**` : p.name)).join(' → ');
  const whose = step.actor
    ? `\`${step.actor.name}\`'s step (${mention(step.actor.player)})`
    : step.player !== undefined
      ? `${mention(step.player)}'s step`
      : 'the whole table';
  const actors = step.actor && battle.actors ? (battle.actors[step.phase.id] ?? []) : [];
  const acting = actors.map((a) => (a.unit === step.actor?.unit ? `**${a.name}**` : a.name)).join(' → ');
  const ours = Object.entries(units).filter(([, u]) => u.system === battle.system);
  const fields = ours.slice(0, MAX_UNIT_FIELDS).map(([key, unit]) => ({
    name: unit.name,
    value: [`${mention(controllerOf(unit))}`, system.turnSummary?.(unit, battle.units[key], pending)].filter(Boolean).join(' · '),
    inline: true,
  }));
  if (ours.length > MAX_UNIT_FIELDS) fields.push({ name: '…', value: `${ours.length - MAX_UNIT_FIELDS} more units`, inline: false });
  return {
    title: `${system.name} · turn ${battle.turn} · ${step.phase.name}`,
    description: [
      `Now: ${whose}${step.phase.note ? ` — ${step.phase.note}` : ''}`,
      `Order: ${battle.order.map(mention).join(', ')}`,
      ...(acting ? [`${step.phase.name}, in order: ${acting}`] : []),
      `Phases: ${phases}`,
    ].join('\n'),
    fields,
  };
}
