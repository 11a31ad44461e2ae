// Routes interactions to command handlers: options in, Reply out, always inside Discord's 3-second window.
import { setTimeout as delay } from 'node:timers/promises';
import {
  type AutocompleteInteraction,
  type ButtonInteraction,
  type ChatInputCommandInteraction,
  type Interaction,
  MessageFlags,
  PermissionFlagsBits,
  type RepliableInteraction,
} from 'discord.js';
import type { Choice, Command, CommandContext } from '../command.js';
import { freshSeed, type Seed } from '../dice/rng.js';
import type { Logger } from '../logger.js';
import { OptionBag } from '../options.js';
import { executeCommand, pressButton } from '../pipeline.js';
import { RateLimiter } from '../rate-limit.js';
import { GENERIC_APOLOGY, type Reply, userErrorReply } from '../reply.js';
import type { ChannelStore } from '../store/channel-store.js';
import { compactId, decodeCustomId, expandId } from './custom-id.js';
import { type InteractionOption, readOptions } from './options.js';
import { clip, NO_MENTIONS, toDiscordReply } from './reply.js';

export interface RouterOptions {
  readonly store: ChannelStore;
  readonly commands: ReadonlyMap<string, Command>;
  readonly logger: Logger;
  /** A handler still working after this long gets deferred on its behalf (Discord drops answers after 3 s). */
  readonly autoDeferMs?: number;
  /** The same for a command that draws (`defer: true`); by default 1 s, or `autoDeferMs` when that is sooner. */
  readonly drawDeferMs?: number;
  /** Autocomplete cannot be deferred: past this, it answers with no choices. */
  readonly autocompleteTimeoutMs?: number;
  readonly newSeed?: () => Seed;
  /** How attachments are downloaded; tests point it elsewhere. */
  readonly fetchFile?: typeof fetch;
  /** Per-user flood protection; defaults to a burst of 8 commands, then one a second. */
  readonly rateLimiter?: RateLimiter;
}

export type InteractionRouter = (interaction: Interaction) => Promise<void>;

const MAX_CHOICES = 25;
const LATE: unique symbol = Symbol('late');
const MAX_CHOICE_LENGTH = 100;

export const REFUSALS = {
  unknownCommand: 'This command is not available any more. Discord may still be showing an old list; try again in a minute.',
  staleButton: 'That button no longer does anything.',
  otherChannel: 'That button belongs to another channel, so it does nothing here.',
  notYours: (user: string) => `Only <@${expandId(user)}> can press this button.`,
} as const;

export function createRouter(options: RouterOptions): InteractionRouter {
  const autoDeferMs = options.autoDeferMs ?? 2000;
  const drawDeferMs = options.drawDeferMs ?? Math.min(autoDeferMs, 1000);
  const autocompleteTimeoutMs = options.autocompleteTimeoutMs ?? 2500;
  const newSeed = options.newSeed ?? freshSeed;
  const rateLimiter = options.rateLimiter ?? new RateLimiter();

  function context(interaction: Interaction, parsed: { options: OptionBag; commandLine: string }, logger: Logger): CommandContext {
    const member = interaction.member;
    const roleIds = !member ? [] : Array.isArray(member.roles) ? [...member.roles] : [...member.roles.cache.keys()];
    const nick = member && 'nick' in member ? member.nick : undefined;
    return {
      options: parsed.options,
      channel: { guildId: interaction.guildId ?? undefined, channelId: interaction.channelId ?? interaction.user.id },
      user: { id: interaction.user.id, name: nick || interaction.user.globalName || interaction.user.username },
      // In a DM there is no one else to protect the channel from.
      canManageChannel: interaction.memberPermissions?.has(PermissionFlagsBits.ManageChannels) ?? true,
      roleIds,
      store: options.store,
      commandLine: parsed.commandLine,
      newSeed,
      logger,
      frontEnd: 'discord',
      rateLimiter,
    };
  }

  function childLogger(interaction: Interaction, extra: Record<string, unknown>): Logger {
    // Named apart from the pipeline's own `channel` and `user` fields so neither hides the other.
    return options.logger.child({
      interactionId: interaction.id,
      guildId: interaction.guildId ?? undefined,
      channelId: interaction.channelId ?? undefined,
      userId: interaction.user.id,
      ...extra,
    });
  }

  /**
   * Runs the handler and answers, deferring only once it runs late (sooner for a command that draws). A quick answer,
   * above all a user error, so goes out directly: an ephemeral reply never replaces a public "thinking…" placeholder.
   */
  async function answer(interaction: RepliableInteraction, command: Command, work: () => Promise<Reply>, logger: Logger): Promise<void> {
    const lateAfterMs = command.defer ? drawDeferMs : autoDeferMs;
    const pending = work();
    let reply: Reply;
    if (interaction.deferred) {
      reply = await pending;
    } else {
      const timer = new AbortController();
      const late = delay(lateAfterMs, LATE, { signal: timer.signal }).catch((): typeof LATE => LATE);
      const first = await Promise.race([pending, late]);
      timer.abort();
      if (first === LATE) {
        logger.debug({ afterMs: lateAfterMs }, 'handler running late; deferring');
        await interaction.deferReply();
        reply = await pending;
      } else {
        reply = first;
      }
    }
    await deliver(interaction, reply, logger);
  }

  /** The fallback when anything outside the pipeline failed: answer generically if the interaction is still open. */
  async function apologise(interaction: Interaction, error: unknown, logger: Logger): Promise<void> {
    logger.error({ err: error }, 'interaction failed outside the command pipeline');
    if (!interaction.isRepliable() || interaction.replied) return;
    try {
      await deliver(interaction, { content: GENERIC_APOLOGY, ephemeral: true }, logger);
    } catch (second) {
      logger.warn({ err: second }, 'could not send the apology either');
    }
  }

  async function onCommand(interaction: ChatInputCommandInteraction): Promise<void> {
    const logger = childLogger(interaction, { command: interaction.commandName });
    try {
      const command = options.commands.get(interaction.commandName);
      if (!command) {
        logger.warn('interaction for an unknown command');
        await deliver(interaction, userErrorReply(REFUSALS.unknownCommand), logger);
        return;
      }
      const parsed = readOptions(interaction.commandName, interaction.options.data as readonly InteractionOption[], options.fetchFile);
      const ctx = context(interaction, parsed, logger);
      await answer(interaction, command, () => executeCommand(command, ctx), logger);
    } catch (error) {
      await apologise(interaction, error, logger);
    }
  }

  async function onButton(interaction: ButtonInteraction): Promise<void> {
    const logger = childLogger(interaction, { customId: interaction.customId });
    try {
      const target = decodeCustomId(interaction.customId);
      const command = target && options.commands.get(target.command);
      let refusal: string | undefined;
      if (!target || !command) refusal = REFUSALS.staleButton;
      else if (target.channel !== compactId(interaction.channelId)) refusal = REFUSALS.otherChannel;
      else if (target.user !== undefined && target.user !== compactId(interaction.user.id)) refusal = REFUSALS.notYours(target.user);
      if (refusal !== undefined || !target || !command) {
        logger.info({ refusal }, 'button press refused');
        await deliver(interaction, userErrorReply(refusal ?? REFUSALS.staleButton), logger);
        return;
      }
      const label = interaction.component && 'label' in interaction.component ? interaction.component.label : undefined;
      const parsed = {
        options: new OptionBag({ payload: target.payload }),
        commandLine: `[button ${label ?? target.command}] ${target.payload}`,
      };
      const ctx = context(interaction, parsed, logger);
      await answer(interaction, command, () => pressButton(command, ctx, target.payload), logger);
    } catch (error) {
      await apologise(interaction, error, logger);
    }
  }

  async function onAutocomplete(interaction: AutocompleteInteraction): Promise<void> {
    const logger = childLogger(interaction, { command: interaction.commandName, autocomplete: true });
    let choices: readonly Choice[] = [];
    try {
      const command = options.commands.get(interaction.commandName);
      if (command?.autocomplete) {
        const focused = interaction.options.getFocused(true);
        const parsed = readOptions(interaction.commandName, interaction.options.data as readonly InteractionOption[], options.fetchFile);
        const ctx = { ...context(interaction, parsed, logger), focused: { name: focused.name, value: String(focused.value) } };
        const timer = new AbortController();
        const found = await Promise.race([
          command.autocomplete(ctx),
          delay(autocompleteTimeoutMs, undefined, { signal: timer.signal }).catch(() => undefined),
        ]);
        timer.abort();
        if (found === undefined) logger.warn({ afterMs: autocompleteTimeoutMs }, 'autocomplete too slow; answering with no choices');
        choices = found ?? [];
      }
    } catch (error) {
      logger.error({ err: error }, 'autocomplete failed; answering with no choices');
    }
    try {
      await interaction.respond(
        choices
          .filter((c) => c.name !== '' && c.value !== '')
          .slice(0, MAX_CHOICES)
          .map((c) => ({ name: clip(c.name, MAX_CHOICE_LENGTH), value: clip(c.value, MAX_CHOICE_LENGTH) })),
      );
    } catch (error) {
      logger.warn({ err: error }, 'could not send autocomplete choices');
    }
  }

  return async (interaction) => {
    try {
      if (interaction.isChatInputCommand()) await onCommand(interaction);
      else if (interaction.isAutocomplete()) await onAutocomplete(interaction);
      else if (interaction.isButton()) await onButton(interaction);
    } catch (error) {
      // Each handler catches its own errors; this is the last line so nothing reaches the event loop.
      options.logger.error({ err: error, interactionId: interaction.id }, 'interaction router failed');
    }
  };
}

/**
 * Sends a Reply as the interaction's answer. A deferred answer is public, and Discord cannot turn it ephemeral
 * afterwards: an ephemeral result replaces it with an ephemeral follow-up (a sealed roll's public note takes its place).
 */
export async function deliver(interaction: RepliableInteraction, reply: Reply, logger: Logger): Promise<void> {
  const { message, ephemeral, publicNote } = toDiscordReply(reply, { channelId: interaction.channelId ?? interaction.user.id, logger });
  const note = publicNote === undefined ? undefined : { content: publicNote, allowedMentions: NO_MENTIONS };
  if (!interaction.deferred && !interaction.replied) {
    await interaction.reply({ ...message, ...(ephemeral ? { flags: MessageFlags.Ephemeral } : {}) });
    if (note) await interaction.followUp(note);
  } else if (!ephemeral) {
    await interaction.editReply(message);
  } else {
    if (note) await interaction.editReply({ ...note, components: [], files: [], embeds: [] });
    else await interaction.deleteReply();
    await interaction.followUp({ ...message, flags: MessageFlags.Ephemeral });
  }
}
