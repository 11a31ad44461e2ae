// /phase next and /phase end: the battle's clock moves on; without a battle, a GM ends the phase for every system here.
import { SlashCommandBuilder } from '@discordjs/builders';
import { type ActionStep, runSystemActions } from '../src/actions.js';
import { readBattle } from '../src/battle/battle.js';
import { INITIATIVE } from '../src/battle/initiative-record.js';
import type { Command, CommandContext } from '../src/command.js';
import { nextStep } from '../src/commands-kit/battle-turns.js';
import { UserError } from '../src/errors.js';
import type { Reply } from '../src/reply.js';
import { allSystems, SYSTEM_CHOICES, systemById } from '../src/systems/registry.js';

/** Today's `/phase end` with no battle: every system with units here resolves its end of phase. */
async function endPhaseWithoutBattle(ctx: CommandContext): Promise<Reply> {
  const doc = await ctx.store.load(ctx.channel);
  const only = ctx.options.string('system');
  const present = new Set(Object.values(doc.units).map((u) => u.system));
  const systems = only ? [systemById(only)] : allSystems().filter((s) => present.has(s.id));
  const steps: ActionStep[] = systems.flatMap((system) => (system.actions.phaseEnd ? [{ system, action: system.actions.phaseEnd }] : []));
  if (steps.length === 0)
    throw new UserError(
      'rule',
      only
        ? `${systemById(only).name} has nothing to do at the end of a phase.`
        : systems.length > 0
          ? `${systems.map((s) => s.name).join(' and ')} ${systems.length === 1 ? 'has' : 'have'} nothing to do at the end of a phase.`
          : 'There are no units here, so there is no phase to end.',
    );
  return runSystemActions(ctx, steps);
}

export default {
  data: new SlashCommandBuilder()
    .setName('phase')
    .setDescription('Move the battle on, or end the current phase or turn')
    .addSubcommand((s) =>
      s.setName('next').setDescription('Your step is done: play passes to the next player or phase (needs /battle start)'),
    )
    .addSubcommand((s) =>
      s
        .setName('end')
        .setDescription('In a battle: as /phase next. Without one (GM): end-of-phase effects for every system here')
        .addStringOption((o) =>
          o
            .setName('system')
            .setDescription('Only this system (no battle)')
            .addChoices(...SYSTEM_CHOICES),
        )
        .addStringOption((o) =>
          o.setName('player').setDescription("Whose turn ends (no battle; systems that track a controller's turn)").setMaxLength(40),
        ),
    ),
  defer: true,
  // The player whose step it is, or a GM; without a battle, a GM (src/battle/clock.ts).
  access: (sub) => ({ turn: sub === 'next' ? 'move the battle on' : 'end the phase' }),
  async execute(ctx) {
    const battle = readBattle((await ctx.store.load(ctx.channel)).pending);
    if (battle?.system === INITIATIVE) throw new UserError('rule', 'An initiative order runs here: `/init next` passes the turn on.');
    if (battle) return nextStep(ctx);
    if (ctx.options.subcommand === 'next')
      throw new UserError('rule', 'No battle is running here: start one with `/battle start players:` (GM), or use `/phase end`.');
    return endPhaseWithoutBattle(ctx);
  },
} satisfies Command;
