// A console "channel": runs typed command lines and button presses through the same handlers and store as the bot.
import type { Command, CommandContext, CommandUser } from '../command.js';
import { userLabel } from '../control/identity.js';
import { freshSeed, type Seed } from '../dice/rng.js';
import { UserError } from '../errors.js';
import type { Logger } from '../logger.js';
import { OptionBag } from '../options.js';
import { executeCommand, pressButton } from '../pipeline.js';
import { type Reply, type ReplyButton, userErrorReply } from '../reply.js';
import type { ChannelRef } from '../store/channel-doc.js';
import type { ChannelStore } from '../store/channel-store.js';
import { commandName, parseLine } from './parse-line.js';

export interface SessionOptions {
  readonly store: ChannelStore;
  readonly commands: ReadonlyMap<string, Command>;
  readonly channel: ChannelRef;
  readonly user: CommandUser;
  /** The person at the console runs the table, so they are GM unless told otherwise. */
  readonly gm?: boolean;
  readonly logger: Logger;
  readonly cwd?: string;
}

export interface RunOverrides {
  readonly user?: CommandUser;
  readonly gm?: boolean;
  /** Seeds handed out in order before fresh ones; tests use them to replay exact dice. */
  readonly seeds?: readonly Seed[];
}

export class ConsoleSession {
  lastReply: Reply | undefined;

  constructor(private readonly options: SessionOptions) {}

  async run(line: string, overrides: RunOverrides = {}): Promise<Reply> {
    let reply: Reply;
    try {
      const name = commandName(line);
      const command = this.options.commands.get(name);
      if (!command) throw new UserError('option', `Unknown command \`/${name}\`. Try \`/help\`.`);
      const parsed = parseLine(line, command.data.toJSON(), this.options.cwd);
      reply = await executeCommand(command, this.context(parsed.options, parsed.line, overrides));
    } catch (error) {
      if (!(error instanceof UserError)) throw error;
      reply = userErrorReply(error.message);
    }
    this.lastReply = reply;
    return reply;
  }

  /** Presses a button of the last reply (by 1-based number or label), or a given button. */
  async press(which: number | string | ReplyButton, overrides: RunOverrides = {}, from?: Reply): Promise<Reply> {
    const button = typeof which === 'object' ? which : this.findButton(which, from ?? this.lastReply);
    if (!button) return userErrorReply(`No button \`${String(which)}\` on the last reply.`);
    const user = overrides.user ?? this.options.user;
    if (button.onlyUser && button.onlyUser !== user.id) return userErrorReply(`Only ${userLabel(button.onlyUser)} can press this button.`);
    const command = this.options.commands.get(button.command ?? '');
    if (!command) return userErrorReply('That button no longer does anything.');
    const options = new OptionBag({ payload: button.payload });
    const reply = await pressButton(
      command,
      this.context(options, `[button ${button.label}] ${button.payload}`, overrides),
      button.payload,
    );
    this.lastReply = reply;
    return reply;
  }

  private findButton(which: number | string, reply: Reply | undefined): ReplyButton | undefined {
    const buttons = reply?.buttons ?? [];
    if (typeof which === 'number') return buttons[which - 1];
    return buttons.find((b) => b.label.toLowerCase() === which.toLowerCase());
  }

  private context(options: OptionBag, commandLine: string, overrides: RunOverrides): CommandContext {
    const seeds = [...(overrides.seeds ?? [])];
    return {
      options,
      channel: this.options.channel,
      user: overrides.user ?? this.options.user,
      canManageChannel: overrides.gm ?? this.options.gm ?? true,
      roleIds: [],
      store: this.options.store,
      commandLine,
      newSeed: () => seeds.shift() ?? freshSeed(),
      logger: this.options.logger,
      frontEnd: 'console',
    };
  }
}
