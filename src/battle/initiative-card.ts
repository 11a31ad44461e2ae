// The initiative order as a compact embed: one line per entry, the one that is up marked, effects with rounds left.
import { inlineCode } from '../control/user-text.js';
import type { ReplyEmbed } from '../reply.js';
import { type Battle, mention } from './battle.js';
import { currentEntry, type Entry, entriesOf, roundsLeft } from './initiative.js';
import type { Effect } from './initiative-record.js';

const signed = (n: number): string => (n < 0 ? `${n}` : `+${n}`);

/** "Bless 2 rounds left", or "Bless ends this round" in its last round. */
export function effectText(battle: Battle, effect: Effect): string {
  const left = roundsLeft(battle, effect);
  return `${inlineCode(effect.name)} ${left <= 0 ? 'ends this round' : `${left} round${left === 1 ? '' : 's'} left`}`;
}

function entryLine(battle: Battle, entry: Entry, up: boolean): string {
  const rank = `${signed(entry.mod)}${entry.tiebreak.length > 0 ? `, roll-off ${entry.tiebreak.join('/')}` : ''}`;
  const effects = (battle.initiative?.effects ?? []).filter((e) => e.target === entry.unit).map((e) => effectText(battle, e));
  const line = `**${entry.total}** ${inlineCode(entry.name)} (${rank}) ${mention(entry.player)}${effects.length ? ` · ${effects.join(' · ')}` : ''}`;
  return up ? `▶ ${line}` : `◦ ${line}`;
}

export function initiativeCard(battle: Battle): ReplyEmbed {
  const up = currentEntry(battle);
  const entries = entriesOf(battle);
  const lines = entries.map((e) => entryLine(battle, e, e.unit === up?.unit));
  return {
    title: battle.turn < 1 ? 'Initiative · waiting for round 1' : `Initiative · round ${battle.turn}`,
    description: [
      ...(lines.length > 0 ? lines : ['No entries yet: `/init join roll:1d20+3`.']),
      ...(battle.turn < 1 && lines.length > 0 ? ['`/init next` begins round 1.'] : []),
    ].join('\n'),
  };
}
