// The shape every slash command exports, and the context the front ends hand to it.
import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord-api-types/v10';
import { type AccessOf, memberIsGM } from './control/access-spec.js';
import type { Seed } from './dice/rng.js';
import type { Logger } from './logger.js';
import type { OptionBag } from './options.js';
import type { RateLimiter } from './rate-limit.js';
import type { Reply } from './reply.js';
import type { ChannelRef, ChannelSettings } from './store/channel-doc.js';
import type { ChannelStore } from './store/channel-store.js';

export interface CommandUser {
  readonly id: string;
  readonly name: string;
}

export interface CommandContext {
  readonly options: OptionBag;
  readonly channel: ChannelRef;
  readonly user: CommandUser;
  /** Discord's Manage Channel permission (the console's `--gm`). A configured GM role is checked by `isGM`. */
  readonly canManageChannel: boolean;
  readonly roleIds: readonly string[];
  readonly store: ChannelStore;
  /** The command as typed, for the action log, e.g. `/roll expression:4d6kh3`. */
  readonly commandLine: string;
  /** A fresh 128-bit seed; tests inject a fixed one. */
  readonly newSeed: () => Seed;
  readonly logger: Logger;
  readonly frontEnd: 'discord' | 'console';
  /** Per-user flood protection; the Discord front end sets it, the local console does not need it. */
  readonly rateLimiter?: RateLimiter;
}

export interface AutocompleteContext extends CommandContext {
  readonly focused: { readonly name: string; readonly value: string };
}

export interface Choice {
  readonly name: string;
  readonly value: string;
}

export interface Command {
  readonly data: { readonly name: string; toJSON(): RESTPostAPIChatInputApplicationCommandsJSONBody };
  /** True when the work may outlast Discord's 3-second window (drawing a PNG): the front end defers first. */
  readonly defer?: boolean;
  /**
   * What each (sub)command may touch: the role of every option that names a unit or overrides a rule. The pipeline
   * checks it before the handler runs and again inside each mutation; a command without it names no unit.
   */
  readonly access?: AccessOf;
  execute(ctx: CommandContext): Promise<Reply>;
  autocomplete?(ctx: AutocompleteContext): Promise<readonly Choice[]>;
  /** A button from one of this command's replies; `payload` is what the reply put in it. */
  button?(ctx: CommandContext, payload: string): Promise<Reply>;
}

/** GM means the Manage Channel permission or the channel's configured GM role. */
export function isGM(ctx: Pick<CommandContext, 'canManageChannel' | 'roleIds'>, settings: ChannelSettings): boolean {
  return memberIsGM(ctx, settings);
}

export function isCommand(value: unknown): value is Command {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Command>;
  return typeof candidate.execute === 'function' && typeof candidate.data?.name === 'string' && typeof candidate.data.toJSON === 'function';
}
