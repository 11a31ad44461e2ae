// One pino logger for the process; LOG_LEVEL sets its level.
import { pino } from 'pino';

export const logger = pino({ level: process.env.LOG_LEVEL ?? 'info', base: { app: 'salvo' } });
export type { Logger } from 'pino';
