// /battle: a GM starts a battle (players in turn order), anyone shows its card, a GM finishes it.
import { SlashCommandBuilder } from '@discordjs/builders';
import { BATTLE_KEY, currentStep, mention, parsePlayers, readBattle } from '../src/battle/battle.js';
import { clockOf, settle } from '../src/battle/clock.js';
import { isInitiative } from '../src/battle/initiative.js';
import { initiativeCard } from '../src/battle/initiative-card.js';
import type { Command } from '../src/command.js';
import { showBattle } from '../src/commands-kit/battle-turns.js';
import { tableRules } from '../src/control/table-rules.js';
import { UserError } from '../src/errors.js';
import { peekUnits } from '../src/store/unit-draft.js';
import { SYSTEM_CHOICES, systemById } from '../src/systems/registry.js';

const MAX_PLAYERS = 8;

export default {
  data: new SlashCommandBuilder()
    .setName('battle')
    .setDescription('Turns and phases: start a battle, show whose turn it is, finish it')
    .addSubcommand((s) =>
      s
        .setName('start')
        .setDescription('Start a battle (GM): the players, mentioned in turn order')
        .addStringOption((o) => o.setName('players').setDescription('@mentions in turn order').setRequired(true).setMaxLength(400))
        .addStringOption((o) =>
          o
            .setName('system')
            .setDescription('The game system (default: the channel default, else the units here)')
            .addChoices(...SYSTEM_CHOICES),
        ),
    )
    .addSubcommand((s) => s.setName('show').setDescription('The battle card: whose turn, which phase, each unit this turn'))
    .addSubcommand((s) => s.setName('finish').setDescription('End the battle (GM); units stay as they are')),
  access: (sub) => (sub === 'show' ? {} : { gmOnly: sub === 'start' ? 'start a battle' : 'finish the battle' }),
  async execute(ctx) {
    const sub = ctx.options.subcommand;
    if (sub === 'show') {
      const doc = await ctx.store.load(ctx.channel);
      const battle = readBattle(doc.pending);
      if (!battle) throw new UserError('rule', 'No battle is running here. A GM starts one with `/battle start players:`.');
      if (isInitiative(battle)) return { content: '🎲 An initiative order runs here (`/init`).', embeds: [initiativeCard(battle)] };
      return showBattle(battle, doc.units, doc.pending);
    }
    if (sub === 'finish') {
      const { entry, undoable, result } = await ctx.store.mutate(ctx.channel, ctx.user, ctx.commandLine, (draft) => {
        const battle = readBattle(draft.pending);
        if (!battle) throw new UserError('rule', 'No battle is running here.');
        delete draft.pending[BATTLE_KEY];
        return battle;
      });
      return {
        content: `🏁 Battle over after ${result.turn - 1} full turn${result.turn === 2 ? '' : 's'} (it was turn ${result.turn}).`,
        ...(entry && undoable ? { actionId: entry.id } : {}),
      };
    }
    const players = parsePlayers(ctx.options.string('players', true));
    if (players.length === 0) throw new UserError('option', '`players` needs at least one @mention.');
    if (players.length > MAX_PLAYERS) throw new UserError('option', `A battle has at most ${MAX_PLAYERS} players.`);
    const { entry, undoable, result } = await ctx.store.mutate(ctx.channel, ctx.user, ctx.commandLine, (draft) => {
      if (readBattle(draft.pending)) throw new UserError('rule', 'A battle is already running here; a GM can `/battle finish` it first.');
      const present = [...new Set(Object.values(peekUnits(draft.units)).map((u) => u.system))];
      const given = ctx.options.string('system') ?? draft.settings.system ?? (present.length === 1 ? present[0] : undefined);
      if (!given) throw new UserError('option', 'Which game system? Pass `system:` or set a channel default with `/config system`.');
      const system = systemById(given);
      const clock = clockOf(system.id);
      const units = peekUnits(draft.units);
      const battle = settle({ system: system.id, players, order: players, turn: 1, step: 0, units: {} }, clock, units);
      draft.pending[BATTLE_KEY] = battle;
      const first = currentStep(battle, clock).player;
      return {
        battle,
        units,
        pending: draft.pending,
        ping: first !== undefined && tableRules(draft.settings.table).turnPings ? first : undefined,
      };
    });
    const card = showBattle(result.battle, result.units, result.pending);
    return {
      ...card,
      content: `⚔️ ${systemById(result.battle.system).name} battle: ${players.map(mention).join(', ')}. ${card.content.replace(/^⚔️ Battle: /, 'Now: ')}`,
      ...(result.ping !== undefined ? { mention: result.ping } : {}),
      ...(entry && undoable ? { actionId: entry.id } : {}),
    };
  },
} satisfies Command;
