// The pipeline turns user errors into ephemeral messages and everything else into a logged, generic apology.
import { SlashCommandBuilder } from '@discordjs/builders';
import { pino } from 'pino';
import { describe, expect, test } from 'vitest';
import type { Command, CommandContext } from '../src/command.js';
import { UserError } from '../src/errors.js';
import { OptionBag } from '../src/options.js';
import { executeCommand, STORAGE_UNAVAILABLE } from '../src/pipeline.js';
import { GENERIC_APOLOGY } from '../src/reply.js';
import { StorageUnavailableError } from '../src/store/backend.js';

function commandThat(fail: () => never | Promise<never>, reply = { content: 'ok', actionId: 'abc' }): Command {
  return {
    data: new SlashCommandBuilder().setName('t').setDescription('t'),
    async execute() {
      if (reply.content === 'ok') return reply;
      return fail();
    },
  };
}

function context(logs: unknown[]): CommandContext {
  const logger = pino({ level: 'info' }, { write: (line: string) => logs.push(JSON.parse(line)) });
  return {
    options: new OptionBag({}),
    channel: { channelId: 'c' },
    user: { id: 'u', name: 'U' },
    canManageChannel: false,
    roleIds: [],
    store: undefined as never,
    commandLine: '/t',
    newSeed: () => '0123456789abcdef0123456789abcdef',
    logger,
    frontEnd: 'console',
  };
}

describe('executeCommand', () => {
  test('GIVEN a state-changing reply THEN an Undo button for that action is added', async () => {
    const reply = await executeCommand(
      commandThat(() => undefined as never),
      context([]),
    );
    expect(reply.buttons).toEqual([{ label: 'Undo', payload: 'abc', command: 'undo', style: 'secondary' }]);
  });

  test('GIVEN a UserError THEN the player sees its message, ephemerally, and nothing is logged as an error', async () => {
    const logs: unknown[] = [];
    const reply = await executeCommand(
      commandThat(
        () => {
          throw new UserError('option', 'Pick a target.');
        },
        { content: 'x', actionId: '' },
      ),
      context(logs),
    );
    expect(reply).toEqual({ content: '⚠️ Pick a target.', ephemeral: true, error: 'Pick a target.' });
    expect(logs).toEqual([]);
  });

  test('GIVEN an unexpected error THEN it is logged with context and the player gets the generic apology', async () => {
    const logs: Array<Record<string, unknown>> = [];
    const reply = await executeCommand(
      commandThat(
        () => {
          throw new TypeError('boom');
        },
        { content: 'x', actionId: '' },
      ),
      context(logs as unknown[]),
    );
    expect(reply).toEqual({ content: GENERIC_APOLOGY, ephemeral: true, error: GENERIC_APOLOGY });
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ level: 50, command: 't', commandLine: '/t', user: 'u', msg: 'error executing command "t"' });
  });

  test('GIVEN the store is unreachable THEN the reply says nothing changed', async () => {
    const reply = await executeCommand(
      commandThat(
        () => {
          throw new StorageUnavailableError(new Error('ECONNREFUSED'));
        },
        { content: 'x', actionId: '' },
      ),
      context([]),
    );
    expect(reply.content).toBe(`⚠️ ${STORAGE_UNAVAILABLE}`);
    expect(reply.ephemeral).toBe(true);
  });
});

describe('rate limiting in the pipeline', () => {
  test('GIVEN a context with a limiter THEN a flood gets the friendly message and the handler does not run', async () => {
    const { RateLimiter } = await import('../src/rate-limit.js');
    let runs = 0;
    const command: Command = {
      data: new SlashCommandBuilder().setName('t').setDescription('t'),
      async execute() {
        runs++;
        return { content: 'ok' };
      },
    };
    const ctx = { ...context([]), rateLimiter: new RateLimiter({ burst: 1, perSecond: 0.001, now: () => 0 }) };
    expect((await executeCommand(command, ctx)).content).toBe('ok');
    const second = await executeCommand(command, ctx);
    expect(second.ephemeral).toBe(true);
    expect(second.error).toMatch(/^Easy there/);
    expect(runs).toBe(1);
  });
});
