import { pino } from 'pino';
import type { Logger } from 'pino';

export type { Logger };

/** The structured JSON logger every server part writes to. */
export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'nemesis-day' } });
}
