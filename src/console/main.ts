// The local console: type the same slash commands as in Discord, against the same handlers and store.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { loadEnvFile, readConfig } from '../config.js';
import { stderrLogger as logger } from '../logger.js';
import { loadCommands } from '../registry.js';
import type { Reply } from '../reply.js';
import { openStore, storeOptions } from '../store/open.js';
import { ConsoleSession } from './session.js';

export interface ConsoleArgs {
  readonly channel: string;
  readonly user: string;
  readonly json: boolean;
  readonly gm: boolean;
  readonly outDir: string;
  readonly lines: readonly string[];
}

export function parseConsoleArgs(argv: readonly string[]): ConsoleArgs {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      channel: { type: 'string', default: 'console' },
      user: { type: 'string', default: process.env.USER ?? 'you' },
      json: { type: 'boolean', default: false },
      player: { type: 'boolean', default: false },
      out: { type: 'string', default: process.env.SALVO_OUT_DIR || './out' },
    },
  });
  return {
    channel: values.channel,
    user: values.user,
    json: values.json,
    gm: !values.player,
    outDir: resolve(values.out),
    lines: positionals,
  };
}

/** Writes a reply's files to the out directory and returns their paths; a name already taken gets a number. */
export function saveFiles(reply: Reply, outDir: string, now = new Date()): string[] {
  if (!reply.files?.length) return [];
  mkdirSync(outDir, { recursive: true });
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\..*/, '');
  return reply.files.map((file) => {
    for (let n = 1; ; n++) {
      const path = join(outDir, `${stamp}${n === 1 ? '' : `-${n}`}-${file.name}`);
      try {
        // `wx` fails on an existing file, so two replies in one second (or two consoles) never overwrite each other.
        writeFileSync(path, file.data, { flag: 'wx' });
        return path;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
  });
}

/** Discord draws `<@id>` as the member's name; in the console a user's id is their name, so print it as one. */
function readableMentions(text: string): string {
  return text.replace(/<@!?([^<>@\s]+)>/g, '@$1');
}

export function formatReplyText(reply: Reply, paths: readonly string[]): string {
  const lines = [reply.content];
  if (reply.mention) lines.push(`🔔 pings @${reply.mention} (only them)`);
  for (const embed of reply.embeds ?? []) {
    if (embed.title) lines.push(`▌ ${embed.title}`);
    if (embed.description) lines.push(`▌ ${embed.description}`);
    for (const field of embed.fields ?? []) lines.push(`▌ ${field.name}: ${field.value}`);
  }
  if (reply.publicNote) lines.push(`[channel] ${reply.publicNote}`);
  for (const path of paths) lines.push(`📎 ${path}`);
  if (reply.buttons?.length) lines.push(`${reply.buttons.map((b, i) => `[${i + 1}] ${b.label}`).join('  ')}   (press with /press N)`);
  return readableMentions(lines.join('\n'));
}

export function replyJson(reply: Reply, paths: readonly string[]): string {
  // The same names as the text output: every string a reader sees has its mentions as @name.
  const embeds = (reply.embeds ?? []).map((embed) => ({
    ...embed,
    ...(embed.title ? { title: readableMentions(embed.title) } : {}),
    ...(embed.description ? { description: readableMentions(embed.description) } : {}),
    ...(embed.fields
      ? { fields: embed.fields.map((f) => ({ ...f, name: readableMentions(f.name), value: readableMentions(f.value) })) }
      : {}),
  }));
  return JSON.stringify({
    ok: reply.error === undefined,
    content: readableMentions(reply.content),
    mention: reply.mention ?? null,
    embeds,
    files: paths,
    buttons: (reply.buttons ?? []).map((b) => readableMentions(b.label)),
    error: reply.error ?? null,
  });
}

export async function runConsole(
  argv: readonly string[],
  input: NodeJS.ReadableStream = process.stdin,
  output: NodeJS.WritableStream = process.stdout,
): Promise<number> {
  const args = parseConsoleArgs(argv);
  const config = readConfig();
  const store = await openStore(storeOptions(config), logger);
  const session = new ConsoleSession({
    store,
    commands: await loadCommands(),
    channel: { guildId: 'console', channelId: args.channel },
    user: { id: args.user, name: args.user },
    gm: args.gm,
    logger,
  });
  let failures = 0;
  const handle = async (raw: string) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('//')) return;
    const press = /^\/press\s+(\S+)/i.exec(line);
    const reply = press ? await session.press(Number.isNaN(Number(press[1])) ? press[1]! : Number(press[1])) : await session.run(line);
    if (reply.error) failures++;
    const paths = saveFiles(reply, args.outDir);
    output.write(`${args.json ? replyJson(reply, paths) : formatReplyText(reply, paths)}\n${args.json ? '' : '\n'}`);
  };
  try {
    if (args.lines.length > 0) {
      for (const line of args.lines) await handle(line);
    } else {
      const interactive = 'isTTY' in input && (input as NodeJS.ReadStream).isTTY === true;
      const rl = createInterface({ input, output: interactive ? output : undefined, terminal: interactive });
      if (interactive) {
        output.write(`Salvo console — channel #${args.channel} as ${args.user}${args.gm ? ' (GM)' : ''}. Type /help, or /quit to leave.\n`);
        rl.setPrompt('salvo> ');
        rl.prompt();
      }
      for await (const line of rl) {
        if (/^\/(quit|exit)\b/i.test(line.trim())) break;
        await handle(line);
        if (interactive) rl.prompt();
      }
      rl.close();
    }
  } finally {
    await store.close();
  }
  return failures > 0 && args.lines.length > 0 ? 1 : 0;
}

const invokedDirectly =
  process.argv[1] && resolve(process.argv[1]).replace(/\.ts$/, '') === resolve(new URL(import.meta.url).pathname).replace(/\.ts$/, '');
if (invokedDirectly) {
  loadEnvFile();
  runConsole(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(2);
    },
  );
}
