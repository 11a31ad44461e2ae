// One pino logger for the process; LOG_LEVEL sets its level.
import { pino } from 'pino';

export const logger = pino({ level: process.env.LOG_LEVEL ?? 'info', base: { app: 'salvo' } });

/** The same logger writing to stderr: the console's stdout carries replies alone (its `--json` is read by programs). */
export const stderrLogger = pino({ level: process.env.LOG_LEVEL ?? 'info', base: { app: 'salvo' } }, pino.destination(2));
export type { Logger } from 'pino';
