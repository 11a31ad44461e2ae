// /phase end: ends the phase or turn for every game system with units here (heat, fires, pending damage, status expiry).
import { SlashCommandBuilder } from '@discordjs/builders';
import { type ActionStep, runSystemActions } from '../src/actions.js';
import type { Command } from '../src/command.js';
import { UserError } from '../src/errors.js';
import { allSystems, SYSTEM_CHOICES, systemById } from '../src/systems/registry.js';

export default {
  data: new SlashCommandBuilder()
    .setName('phase')
    .setDescription('End the current phase or turn')
    .addSubcommand((s) =>
      s
        .setName('end')
        .setDescription('Resolve end-of-phase effects for every system with units here')
        .addStringOption((o) =>
          o
            .setName('system')
            .setDescription('Only this system')
            .addChoices(...SYSTEM_CHOICES),
        )
        .addStringOption((o) =>
          o.setName('player').setDescription("Whose turn ends (systems that track a controller's turn)").setMaxLength(40),
        ),
    ),
  defer: true,
  access: () => ({ gmOnly: 'end the phase or a turn' }),
  async execute(ctx) {
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
  },
} satisfies Command;
