// Entry point: the Discord bot when DISCORD_TOKEN is set, otherwise the local console.
import { ConfigError, readConfig } from './config.js';
import { logger } from './logger.js';
import { StoreOpenError } from './store/open.js';

process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled promise rejection'));

try {
  const config = readConfig();
  if (config.discordToken) {
    const { startDiscord } = await import('./discord/main.js');
    await startDiscord(config, logger);
  } else {
    const { runConsole } = await import('./console/main.js');
    process.exitCode = await runConsole(process.argv.slice(2));
  }
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  // Start-up does not serve until storage is ready; if it never becomes ready, say why and stop.
  if (error instanceof StoreOpenError) {
    logger.fatal(error.message);
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
