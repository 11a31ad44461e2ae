// Entry point: the Discord bot when DISCORD_TOKEN is set, otherwise the local console.
import { ConfigError, loadEnvFile, readConfig, StartupError } from './config.js';
import { logger } from './logger.js';
import { StoreOpenError } from './store/open.js';

process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled promise rejection'));

try {
  loadEnvFile();
  const config = readConfig();
  logger.level = config.logLevel;
  if (config.discordToken) {
    const { startDiscord } = await import('./discord/main.js');
    await startDiscord(config, logger);
  } else {
    const { runConsole } = await import('./console/main.js');
    process.exitCode = await runConsole(process.argv.slice(2));
  }
} catch (error) {
  // Bad settings are the operator's to fix: one clear line and a failing exit code, so a supervisor notices.
  if (error instanceof ConfigError || error instanceof StartupError) {
    console.error(`salvo: ${error.message}`);
    process.exit(error instanceof ConfigError ? 2 : 1);
  }
  // Start-up does not serve until storage is ready; if it never becomes ready, say why and stop.
  if (error instanceof StoreOpenError) {
    logger.fatal(error.message);
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
