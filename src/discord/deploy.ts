// `npm run deploy-commands`: registers every command's JSON, for one guild when DISCORD_GUILD_ID is set, else globally.
import { fileURLToPath } from 'node:url';
import { REST, Routes } from 'discord.js';
import type { RESTPutAPIApplicationCommandsResult } from 'discord-api-types/v10';
import type { Command } from '../command.js';
import { type Config, ConfigError, loadEnvFile, readConfig, StartupError } from '../config.js';
import { loadCommands } from '../registry.js';

export interface DeployResult {
  readonly scope: 'guild' | 'global';
  readonly names: readonly string[];
}

export async function deployCommands(config: Config, commands?: ReadonlyMap<string, Command>): Promise<DeployResult> {
  const problems: string[] = [];
  if (!config.discordToken)
    problems.push('DISCORD_TOKEN is not set: copy the bot token from the Discord developer portal (Bot → Reset Token).');
  if (!config.discordAppId)
    problems.push('DISCORD_APP_ID is not set: it is the Application ID on the General Information page of the developer portal.');
  if (problems.length > 0 || !config.discordToken || !config.discordAppId) throw new ConfigError(problems);
  const body = [...(commands ?? (await loadCommands())).values()].map((command) => command.data.toJSON());
  const rest = new REST({ version: '10', api: config.discordApiBase }).setToken(config.discordToken);
  const route = config.discordGuildId
    ? Routes.applicationGuildCommands(config.discordAppId, config.discordGuildId)
    : Routes.applicationCommands(config.discordAppId);
  let saved: RESTPutAPIApplicationCommandsResult;
  try {
    saved = (await rest.put(route, { body })) as RESTPutAPIApplicationCommandsResult;
  } catch (error) {
    throw new StartupError(deployProblem(error, config), { cause: error });
  }
  return { scope: config.discordGuildId ? 'guild' : 'global', names: saved.map((c) => c.name) };
}

function deployProblem(error: unknown, config: Config): string {
  const status = (error as { status?: unknown }).status;
  const detail = error instanceof Error ? error.message : String(error);
  if (status === 401) return `Discord rejected DISCORD_TOKEN (${detail}); reset the bot token in the developer portal and set it again.`;
  if (status === 403 || status === 404) {
    return `Discord refused to register commands for application ${config.discordAppId}${config.discordGuildId ? ` in guild ${config.discordGuildId}` : ''} (${detail}). Check DISCORD_APP_ID, and that the bot was invited with the applications.commands scope.`;
  }
  if (typeof status === 'number') return `Discord refused the commands (${detail}).`;
  return `Could not reach ${config.discordApiBase} (${detail}). Check DISCORD_API_BASE and the network.`;
}

async function main(): Promise<void> {
  try {
    loadEnvFile();
    const config = readConfig();
    const result = await deployCommands(config);
    const where =
      result.scope === 'guild'
        ? `guild ${config.discordGuildId} (visible at once)`
        : 'every guild (global commands may take up to an hour to appear)';
    console.log(`Registered ${result.names.length} commands for ${where}: ${result.names.map((n) => `/${n}`).join(' ')}`);
  } catch (error) {
    // Operator problems are one line; anything else is a bug and keeps its stack.
    console.error(error instanceof ConfigError || error instanceof StartupError ? `salvo: ${error.message}` : error);
    process.exit(error instanceof ConfigError ? 2 : 1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
