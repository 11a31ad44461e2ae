// Drives the real command pipeline (the console front end's session) on a real store, for end-to-end tests.
import type { CommandUser } from '../../src/command.js';
import { ConsoleSession } from '../../src/console/session.js';
import { loadCommands } from '../../src/registry.js';
import type { Reply, ReplyButton } from '../../src/reply.js';
import type { ChannelRef } from '../../src/store/channel-doc.js';
import type { ChannelStore } from '../../src/store/channel-store.js';
import { type BackendKind, openTestStore, testLogger } from './store.js';

export interface HarnessOptions {
  readonly backend?: BackendKind;
  /** A store over the opened one's backend (a test watching what commands read and write). */
  readonly wrapStore?: (opened: ChannelStore) => ChannelStore;
  readonly channel?: ChannelRef;
  /** The default user; GM unless `gm: false`. */
  readonly user?: string;
  readonly gm?: boolean;
  /** The channel's image mode, set by a GM before the test starts (the default is the compact result card). */
  readonly images?: 'full' | 'compact' | 'none';
}

export interface RunOptions {
  /** Acting user's id (also their display name unless `name` is given). */
  readonly user?: string;
  /** A display name that differs from the id: a nickname, perhaps imitating another member. */
  readonly name?: string;
  readonly gm?: boolean;
  /** 32-hex seeds consumed in order by the command (one per roll it makes). */
  readonly seeds?: readonly string[];
}

export interface Harness {
  run(line: string, options?: RunOptions): Promise<Reply>;
  /** Presses a button (by label, 1-based index, or the button itself) of `reply` (default: the last reply). */
  press(which: string | number | ReplyButton, options?: RunOptions & { reply?: Reply }): Promise<Reply>;
  readonly store: ChannelStore;
  readonly channel: ChannelRef;
  close(): Promise<void>;
}

const userOf = (id: string, name = id): CommandUser => ({ id, name });

export async function createHarness(options: HarnessOptions = {}): Promise<Harness> {
  const opened = await openTestStore(options.backend ?? 'redis');
  const store = options.wrapStore?.(opened) ?? opened;
  const channel = options.channel ?? { guildId: 'guild-1', channelId: 'channel-1' };
  const session = new ConsoleSession({
    store,
    commands: await loadCommands(),
    channel,
    user: userOf(options.user ?? 'gm'),
    gm: options.gm ?? true,
    logger: testLogger,
  });
  if (options.images) await session.run(`/config images mode:${options.images}`, { gm: true });
  const overrides = (o: RunOptions = {}) => ({
    ...(o.user ? { user: userOf(o.user, o.name) } : {}),
    ...(o.gm !== undefined ? { gm: o.gm } : o.user ? { gm: false } : {}),
    ...(o.seeds ? { seeds: o.seeds } : {}),
  });
  return {
    run: (line, o) => session.run(line, overrides(o)),
    press: (which, o = {}) => session.press(which, overrides(o), o.reply),
    store,
    channel,
    close: async () => {
      for (const key of await store.backend.keys()) await store.backend.delete(key);
      await store.close();
    },
  };
}
