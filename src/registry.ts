// Loads every slash command from commands/, one file each, and checks its shape.
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Command, isCommand } from './command.js';

const COMMANDS_DIR = fileURLToPath(new URL('../commands/', import.meta.url));

let cached: Promise<ReadonlyMap<string, Command>> | undefined;

export function loadCommands(): Promise<ReadonlyMap<string, Command>> {
  cached ??= load();
  return cached;
}

async function load(): Promise<ReadonlyMap<string, Command>> {
  const files = readdirSync(COMMANDS_DIR)
    .filter((file) => /\.(ts|js)$/.test(file) && !file.endsWith('.d.ts') && !file.startsWith('_'))
    .sort();
  const commands = new Map<string, Command>();
  for (const file of files) {
    const module = (await import(pathToFileURL(`${COMMANDS_DIR}${file}`).href)) as { default?: unknown };
    if (!isCommand(module.default)) throw new Error(`commands/${file} does not default-export a Command`);
    const name = module.default.data.name;
    if (commands.has(name)) throw new Error(`two command files define /${name}`);
    commands.set(name, module.default);
  }
  return commands;
}
