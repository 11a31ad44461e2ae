// /shoot: an attack by one unit on another, resolved by the attacker's game system; preview:true shows exact odds first.
import { SlashCommandBuilder } from '@discordjs/builders';
import { runSystemAction, runSystemButton, systemState } from '../src/actions.js';
import type { Command, CommandContext } from '../src/command.js';
import { isGM } from '../src/command.js';
import { loadField } from '../src/commands-kit/battlefield.js';
import { rememberPreview, takePreview } from '../src/commands-kit/previews.js';
import { addSystemSubcommands, autocompleteFor, sharedAccess, subcommandSystem } from '../src/commands-kit/system-options.js';
import { type AccessOf, guardedContext } from '../src/control/access.js';
import { UserError } from '../src/errors.js';
import { OptionBag } from '../src/options.js';
import type { Reply } from '../src/reply.js';
import { channelKey } from '../src/store/channel-doc.js';

const SHARED = ['attacker', 'target', 'weapon', 'preview'];
const SHARED_ACCESS = sharedAccess('shoot', { attacker: 'with', target: 'target' });
/** In a battle a shot waits for its system's shooting phase and the shooter's step; a preview may be asked any time. */
const ACCESS: AccessOf = (sub) => ({ ...SHARED_ACCESS(sub), acts: { command: 'shoot', unit: 'attacker', unless: 'preview' } });

async function fire(ctx: CommandContext): Promise<Reply> {
  const doc = await ctx.store.load(ctx.channel);
  const system = subcommandSystem(ctx, doc, 'attacker');
  if (ctx.options.boolean('preview')) {
    if (!system.preview) throw new UserError('rule', `${system.name} has no shot preview yet.`);
    const state = systemState(system, doc, await loadField(ctx.store, ctx.channel, doc.pending));
    const { text, files } = system.preview(state, {
      options: ctx.options,
      actor: { id: ctx.user.id, name: ctx.user.name, isGM: isGM(ctx, doc.settings) },
    });
    const options = Object.fromEntries(ctx.options.entries().filter(([name]) => name !== 'preview'));
    const id = rememberPreview({
      channelKey: channelKey(ctx.channel),
      subcommand: system.id,
      userId: ctx.user.id,
      commandLine: ctx.commandLine.replace(/\s*preview:\S+/, ''),
      options,
    });
    return {
      content: `🔍 **Preview** — nothing rolled.\n${text}`,
      ...(files ? { files } : {}),
      buttons: [{ label: 'Fire', payload: `fire:${id}`, style: 'danger', onlyUser: ctx.user.id }],
    };
  }
  const action = system.actions.shoot;
  if (!action) throw new UserError('rule', `${system.name} has no /shoot.`);
  return runSystemAction(ctx, { system, action });
}

export default {
  data: addSystemSubcommands(
    new SlashCommandBuilder().setName('shoot').setDescription('Attack: to-hit, location, damage and crits, die by die'),
    'shoot',
    (system) => system.actions.shoot !== undefined,
    (sub) =>
      sub
        .addStringOption((o) =>
          o.setName('attacker').setDescription('Attacking unit').setRequired(true).setAutocomplete(true).setMaxLength(40),
        )
        .addStringOption((o) => o.setName('target').setDescription('Target unit').setRequired(true).setAutocomplete(true).setMaxLength(40))
        .addStringOption((o) =>
          o
            .setName('weapon')
            .setDescription("Attacker's weapon (BattleTech: a list, the sheet's numbers like 1-4, 6:ultra, or all)")
            .setRequired(true)
            .setAutocomplete(true)
            .setMaxLength(100),
        )
        .addBooleanOption((o) => o.setName('preview').setDescription('Show the exact odds of this shot and roll nothing')),
    SHARED,
  ),
  defer: true,
  access: ACCESS,
  execute: fire,
  async button(ctx, payload) {
    if (!payload.startsWith('fire:')) return runSystemButton(ctx, payload);
    const preview = takePreview(payload.slice(5));
    if (!preview || preview.channelKey !== channelKey(ctx.channel))
      throw new UserError('not-found', 'This preview has expired; run the shot again.');
    if (preview.userId !== ctx.user.id) throw new UserError('permission', 'Only the player who previewed this shot can fire it.');
    // The unit may have changed hands since the preview: the shot is checked as if typed now.
    const options = new OptionBag(preview.options, preview.subcommand);
    return fire(await guardedContext({ ...ctx, options, commandLine: preview.commandLine }, ACCESS(preview.subcommand)));
  },
  autocomplete: autocompleteFor('shoot', ['attacker', 'target']),
} satisfies Command;
